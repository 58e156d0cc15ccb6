import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 23 (a nurse off a night shift, twins in a
/// stroller, a first date, broke students, a nut allergy, a truck driver, a
/// newcomer to Porto Alegre, a promotion, a food blogger, a broken arm, a
/// rainy Sunday, a tourist who knows one street, tidying the list, a user
/// who types in lower case with typos): each tried with new phrasings.
@Suite("Arbiter, blind round 23")
struct ArbiterRoundTwentyThreeTests: ReadsAfterAPick {
    /// A spelling guessed for a word inside a story never changes a setting or the list; a changing command
    /// typed misspelt, alone, still runs.
    @Test func aGuessedSpellingChangesNothing() throws {
        let blog = try Self.explain(
            "Blog de comida aqui: preciso de algo que eu nunca provei. Busca no OpenStreetMap um coreano perto de mim.", after: [])
        #expect(!blog.contains(#""intent":"set""#), "\(blog)")
        #expect(try Self.explain("lerning off", after: []).contains(#""intent":"set""#))
    }

    /// Stopping by again is going back: never recorded as "would not return".
    @Test(arguments: ["4 stars, huge portion, would stop again", "4 stars, we'd stop by again for sure"])
    func stoppingByAgainIsGoingBack(_ line: String) throws {
        #expect(try Self.explain(line).contains(#""would_return":true"#), "\(line)")
    }

    /// "nothing saved here so look on openstreetmap for gaucho food": the negation of the story does not turn
    /// the kind asked for into one left out; a pick from the map is a search around you.
    @Test func aKindAskedAfterANegatedStoryIsAsked() throws {
        let json = try Self.explain("i have nothing saved here yet so look on openstreetmap for gaucho food within 1km", after: [])
        #expect(json.contains(#""intent":"near""#) && json.contains(#""tags":["gaucho"]"#) && json.contains(#""source":"osm""#), "\(json)")
    }

    /// "restaurante a quilo" is paid by weight, no kilometre; "um quilo" said for a kilometre still is one.
    @Test func aRestaurantByWeightIsNoDistance() throws {
        #expect(DistanceSlot.firstMatch(in: Lexer.words("restaurante a quilo")) == nil)
        #expect(DistanceSlot.firstMatch(in: Lexer.words("um quilo"))?.value == 1)
    }

    /// Someone taken along is company, not the teller of a story.
    @Test func someoneTakenAlongIsCompany() throws {
        let json = try Self.explain("I GOT THE PROMOTION!!! taking my wife out tonight, somewhere fancy with great wine", after: [])
        #expect(json.contains(#""intent":"spin""#) && json.contains(#""price":3"#), "\(json)")
    }

    /// A story clause before a command with its pronoun: the place the story names, asked to be confirmed.
    @Test func aStoryClauseNamesThePlace() throws {
        let json = try Self.explain("o Bar do Tonho fechou, tira ele da lista", after: [])
        #expect(json.contains(#""target":"Bar do Tonho""#) && json.contains(#""confirmed":false"#), "\(json)")
        // (A whole reading of one sentence is not cut at its comma: "yes, forget Cervantes" stays confirmed.)
        #expect(try Self.explain("yes, forget Cervantes", after: []).contains(#""confirmed":true"#))
    }

    /// A price said of something else, after the wish, keeps the wish's price.
    @Test func aPriceOfSomethingElse() throws {
        #expect(try Self.explain("algo baratinho por favor, fralda tá cara kkk").contains(#""price":1"#))
        #expect(try Self.explain("budget is mid-range, somewhere vegan", after: []).contains(#""price":2"#))
    }
}
