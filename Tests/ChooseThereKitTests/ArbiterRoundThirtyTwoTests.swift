import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 32 (a shy person who apologises, three
/// roommates with different diets, someone with the flu, a tourist from
/// Portugal, an elderly couple, a person who keeps changing their mind, a
/// terse developer, someone checking a closed place, a road trip, a student
/// on a 30-minute lunch): each tried with new phrasings.
@Suite("Arbiter, blind round 32")
struct ArbiterRoundThirtyTwoTests: ReadsAfterAPick {
    /// "em nada" is no town called Nada, and "nada," negates nothing after its comma.
    @Test func nothingIsNoTownAndNegatesNothingAfter() throws {
        let json = try Self.explain("eu e meus dois colegas de apê não concordamos em nada. sorteia um vegetariano, e barato", after: [])
        #expect(!json.contains("city") && json.contains("vegetarian") && json.contains(#""price":1"#), "\(json)")
        let negation = try Self.explain("a gente não concorda em nada, sorteia um japonês barato", after: [])
        #expect(negation.contains(#""avoid":[]"#) && negation.contains("japanese") && negation.contains(#""price":1"#), "\(negation)")
    }

    /// Another history, whose it is said between ("do meu navegador", "das nossas viagens"), and nobody to see it.
    @Test(arguments: [
        "o histórico do meu navegador tá uma vergonha, melhor ninguém ver",
        "tava relembrando o histórico das nossas viagens e deu uma saudade",
        "the history of my family is way more interesting than I thought",
    ])
    func anotherHistoryShowsNothing(_ line: String) throws {
        let json = try Self.explain(line, after: [])
        #expect(json.hasPrefix(#"{"intent":"unknown""#), "\(line) → \(json)")
    }

    /// Portugal's Portuguese: a pronoun joined to its verb by a hyphen, and its words for kinds and for the address.
    @Test func portugalsPortuguese() throws {
        #expect(try Self.explain("abre-me isso no tripadvisor") == #"{"intent":"open","slots":{"app":"tripadvisor"}}"#)
        #expect(try Self.explain("dou-lhe 5 estrelas") == #"{"intent":"rate","slots":{"stars":5,"tags":[]}}"#)
        #expect(try Self.explain("este sim, parece-me fixe. mostra-me a morada e os pormenores") == #"{"intent":"show","slots":{}}"#)
        let kinds = try Self.explain("agora para o jantar queria uma marisqueira com esplanada, preço médio", after: [])
        #expect(kinds.contains("seafood") && kinds.contains("outdoor") && kinds.contains(#""price":2"#), "\(kinds)")
        let breakfast = try Self.explain("apetecia-me um pequeno-almoço com uma boa bica", after: [])
        #expect(breakfast.contains("breakfast") && breakfast.contains("coffee"), "\(breakfast)")
    }

    /// The pick's price, its menu, what is special about it, or whether it has something, asked.
    @Test(arguments: [
        "how expensive is this one?", "never heard of this one. what's on their menu?", "what's special about this place?",
        "me mostra mais sobre ele, quero saber se tem espaço kids",
    ])
    func questionsAboutThePick(_ line: String) throws {
        #expect(try Self.explain(line) == #"{"intent":"show","slots":{}}"#, "\(line)")
    }

    /// Why the pick, asked and then "explain": the why; a command's word in a clause of time names no help topic.
    @Test func whyFramedByExplaining() throws {
        #expect(try Self.explain("why did you pick this one? explain it to me please") == #"{"intent":"why","slots":{}}"#)
        let pt = try Self.explain("antes de eu sair de casa: pq vc escolheu esse lugar pra mim? me explica o critério, fiquei curioso")
        #expect(pt == #"{"intent":"why","slots":{}}"#, "\(pt)")
    }

    /// Seeing the pick in an app opens it there; "on the map" is no search of OpenStreetMap then.
    @Test func seeingItOnTheMap() throws {
        #expect(try Self.explain("My husband wants to see it on the map, please") == #"{"intent":"open","slots":{"app":"maps"}}"#)
    }

    /// A price level named outright beats a relative wish said before it.
    @Test func aNamedLevelBeatsTooPricey() throws {
        let json = try Self.explain("too pricey for us, something mid-range please", after: ["spin seafood"])
        #expect(json.contains(#""price":2"#), "\(json)")
    }

    /// A count of stars taken back right after it is corrected: the last one said is recorded.
    @Test(arguments: ["we went. it was fine. 3 stars, no, 4. ok 4", "dá 3 estrelas. não, 4", "rate 3 no wait 4"])
    func aCorrectedCountIsTheOneRecorded(_ line: String) throws {
        let json = try Self.explain(line)
        #expect(json.contains(#""stars":4"#), "\(line) → \(json)")
    }

    /// "no" after the stars that takes back no count is the rating's remark.
    @Test func noComplaintsCorrectsNothing() throws {
        let json = try Self.explain("4 stars, no complaints")
        #expect(json.contains(#""stars":4"#), "\(json)")
    }
}
