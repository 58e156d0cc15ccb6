import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 18 (a wedding photographer between shoots, a
/// cruise stopover in Salvador, students splitting the bill, a truck driver,
/// twins and a stroller, a 4 a.m. security guard, a food blogger, a dinner to
/// make peace, a learner of Portuguese, a football fan, someone who cannot
/// decide): each a class, tried with new phrasings.
@Suite("Arbiter, blind round 18")
struct ArbiterRoundEighteenTests: ReadsAfterAPick {
    /// A place's name typed with its capitals right after "add" adds it (the reply asks where it is).
    @Test(arguments: [
        ("adiciona o Empório Santa Luzia", "Empório Santa Luzia"), ("add Casa do Norte", "Casa do Norte"),
        ("please add Joe's Diner", "Joe's Diner"), ("cadastra a Padaria Estrela", "Padaria Estrela"),
    ])
    func aNameTypedAfterAdd(_ line: String, _ name: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "add")
        #expect(json.contains("\"name\":\"\(name)\""), "\(line) → \(json)")
    }

    /// Kinds of food after "add" are a filter, not a place; "add X to my list" after a search still saves.
    @Test func kindsAfterAddAreNoName() throws {
        try ArbiterRoundEightTests.expectVerb("add Japanese too", "spin", after: ["spin"])
    }

    /// An ordinal typed with its capital inside a sentence is part of a name ("Pizzaria do Nono", "Bar Primeiro").
    @Test(arguments: ["tira a Cantina do Nono dos favoritos", "desmarca o Bar Segundo Andar dos favoritos"])
    func anOrdinalInsideAName(_ line: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "favorite")
        #expect(!json.contains(#""target":"9""#) && !json.contains(#""target":"2""#), "\(line) → \(json)")
    }

    /// A city said as where I am, beside a pick asked in another sentence, is the pick's city; the session stays.
    @Test(arguments: [
        "Estou em Salvador só hoje. Me sorteia um dos lugares de lá que avaliei bem",
        "I'm in Recife just for tonight. Pick one of my places there",
    ])
    func whereIAmBesideAPick(_ line: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "spin")
        #expect(json.contains("\"city\""), "\(line) → \(json)")
    }

    /// "to" after a wish or an adjective comes before a verb: "easy to split" names no town.
    @Test(arguments: ["burgers would be great, easy to split", "something we want to split, pizza maybe"])
    func toBeforeAVerb(_ line: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "spin")
        #expect(!json.contains("\"city\""), "\(line) → \(json)")
    }

    /// Why the pick, asked with its place noun, "in particular" or a contraction.
    @Test(arguments: [
        "why this restaurant exactly?", "why'd you choose this one", "por que justamente esse restaurante?",
        "why this spot in particular",
    ])
    func whyThePick(_ line: String) throws {
        #expect(try Self.explain(line) == #"{"intent":"why","slots":{}}"#)
    }

    /// A landmark after "near the", "perto da" is where, not what: a near search (the reply says it was not used).
    @Test(arguments: [
        ("any cheap sandwich near the bus station?", "near"), ("algo rápido perto da rodoviária, tô com pressa", "near"),
        ("find a quiet bar near the harbour please", "near"), ("tem alguma perto da faculdade?", "near"),
    ])
    func aLandmarkIsWhere(_ line: String, _ verb: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, verb, after: ["spin pizza"])
        #expect(!json.contains("\"query\""), "\(line) → \(json)")
    }

    @Test func aLandmarkIsSaidNotUsed() throws {
        let parser = ArbiterTests.parser
        let read = try #require(parser.understand("a bar near the stadium"))
        #expect(read.areas == ["near the stadium"])
        #expect(read.ignored.isEmpty)
        // Nearness to me, or a slip of it, is no landmark; a name after "the nearest" is what is looked for.
        #expect(parser.understand("perto d emim 2km")?.areas == [])
        #expect(try ArbiterRoundEightTests.expectVerb("where's the nearest Madero", "find").contains("Madero"))
    }

    /// A story sentence with a verb the app does not do, beside a request in another sentence, asks that request.
    @Test func aStoryBesideARequest() throws {
        try ArbiterRoundEightTests.expectVerb("I write reviews for a living. search the map around here", "near")
        #expect(try Self.explain("write me a poem about pizza").hasPrefix(#"{"intent":"unknown""#))
    }

    /// Writing and saving write a file only when asked: not after a subject, and quotes are a file only when they look like one.
    @Test(arguments: [
        "my brother writes a blog, give me a steakhouse, nothing called a 'premium cut'",
        "save me a spot that isn't a 'gourmet' burger place",
        "ela grava vídeos de comida, sorteia um japonês",
    ])
    func noFileWrittenFromQuotesOrStories(_ line: String) throws {
        let json = try Self.explain(line)
        #expect(!json.hasPrefix(#"{"intent":"export""#), "\(line) → \(json)")
    }

    @Test func aFileStillWritten() throws {
        #expect(try Self.explain("save 'backup.json'") == #"{"intent":"export","slots":{"path":"backup.json"}}"#)
        #expect(try Self.explain("export 'meu backup'") == #"{"intent":"export","slots":{"path":"meu backup"}}"#)
    }

    /// "Neither" before a comma turns down both, then says what is wanted.
    @Test func neitherThenAWish() throws {
        let json = try ArbiterRoundEightTests.expectVerb("hmm actually neither, thai", "spin", after: ["spin japanese"])
        #expect(json.contains(#""avoid":[]"#) && json.contains("thai"), "\(json)")
    }

    /// Goodbyes with a vocative or a trip after them ("até a próxima viagem", "until next time").
    @Test(arguments: ["Valeu, querida. Até a próxima vez!", "thanks buddy, until next time", "see you soon!"])
    func goodbyes(_ line: String) throws {
        #expect(try Self.explain(line) == #"{"intent":"quit","slots":{}}"#)
    }

    /// Money said to be short asks for cheap; a high price said fine asks for pricey.
    @Test(arguments: [
        ("a ramen place, money's tight this week", "1"), ("tô sem grana, sorteia um boteco", "1"),
        ("hamburguer, a gente tá duro", "1"), ("frutos do mar, preço alto tudo bem", "3"),
    ])
    func priceSaidAsMoney(_ line: String, _ price: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "spin")
        #expect(json.contains("\"price\":\(price)"), "\(line) → \(json)")
    }

    /// Price said not to matter in a request is no filter and leaves nothing unexplained (the city stays read).
    @Test(arguments: ["a pizzeria in Recife, price doesn't matter", "um japonês em Salvador, não importa o preço"])
    func priceThatDoesNotMatter(_ line: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "spin", after: [])
        #expect(json.contains("\"city\"") && !json.contains("\"price\""), "\(line) → \(json)")
    }

    /// A meal or a plan after "forget" is no place: what follows is asked.
    @Test(arguments: ["forget dinner, a bakery nearby instead", "esquece o almoço, quero um açaí"])
    func forgettingAMeal(_ line: String) throws {
        let json = try Self.explain(line)
        #expect(!json.hasPrefix(#"{"intent":"forget""#), "\(line) → \(json)")
    }

    /// "My cheap places", "meus lugares baratos": the list, filtered.
    @Test(arguments: ["show me all my expensive places", "me mostra meus lugares japoneses baratos"])
    func placesOfMineDescribed(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "list")
    }

    /// Nothing noisy is a quiet place; "it's too loud here" stays a re-roll with its reason.
    @Test func nothingNoisy() throws {
        #expect(try ArbiterRoundEightTests.expectVerb("nada barulhento, por favor", "spin").contains("quiet"))
        try ArbiterRoundEightTests.expectVerb("been there already, it's too loud", "again", after: ["spin bar"])
    }

    /// Not knowing what to eat asks for a pick.
    @Test(arguments: ["sinceramente não sei o que comer hoje", "no idea what to eat tonight"])
    func notKnowingWhatToEat(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "spin")
    }

    /// A sentence after "help" that says nothing of food asks for help at all; a short word is a topic to correct.
    @Test func helpWithASentence() throws {
        #expect(try Self.explain("help, I have no idea how any of this works") == #"{"intent":"help","slots":{}}"#)
        #expect(try Self.explain("help raet") == #"{"intent":"help","slots":{"topic":"raet"}}"#)
    }

    /// A language spoken or learnt is no kind of food; the cuisine of a place or of food still is.
    @Test func languagesAreNoFood() throws {
        #expect(try Self.explain("my Italian teacher says hi, we had class today", after: []).hasPrefix(#"{"intent":"unknown""#))
        #expect(try Self.explain("perdão pelo meu português, ainda estou aprendendo", after: []).hasPrefix(#"{"intent":"unknown""#))
        #expect(try ArbiterRoundEightTests.expectVerb("list my japanese places", "list").contains("japanese"))
        #expect(try ArbiterRoundEightTests.expectVerb("I'm in the mood for French food", "spin").contains("french"))
    }

    /// "A favourite pizzeria" told of the past is one place, not the favourites; "a favourite bar" wished for is a bar.
    @Test func aFavouriteOfAStory() throws {
        #expect(
            try Self.explain("we used to have a favourite boteco near the office, it closed last year", after: [])
                .hasPrefix(#"{"intent":"unknown""#))
        let json = try ArbiterRoundEightTests.expectVerb("a favourite pizzeria for tonight please", "spin", after: [])
        #expect(json.contains(#""favorites":false"#), "\(json)")
        try ArbiterRoundEightTests.expectVerb("marca a pizzaria como favorita", "favorite", after: ["spin pizzeria"])
    }

    /// "A gente volta" is going back.
    @Test func weComeBack() throws {
        #expect(try ArbiterRoundEightTests.expectVerb("nota 5, a gente volta com certeza", "rate").contains(#""would_return":true"#))
        #expect(try ArbiterRoundEightTests.expectVerb("nota 2, a gente não volta", "rate").contains(#""would_return":false"#))
    }

    /// A place for a meal, said as the line's opening words, asks for a pick (with whoever comes along).
    @Test(arguments: [
        "somewhere cozy for lunch with my mom", "a good spot for brunch", "um lugar gostoso pra almoçar com meus pais",
    ])
    func aPlaceForAMeal(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "spin", after: [])
    }

    @Test func aPlaceForAMealTold() throws {
        #expect(try Self.explain("the spot for lunch was way too crowded", after: []).hasPrefix(#"{"intent":"unknown""#))
    }
}
