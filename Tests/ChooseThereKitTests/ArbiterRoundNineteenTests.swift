import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 19 (a delivery cyclist, a newborn, nurses
/// after a shift, a church lunch, an Argentine tourist mixing Spanish, a meal
/// voucher, a picky birthday, a rainy Saturday in Curitiba, a samba rehearsal,
/// a remote worker, a grandfather in capitals): each a class, tried with new
/// phrasings.
@Suite("Arbiter, blind round 19")
struct ArbiterRoundNineteenTests: ReadsAfterAPick {
    /// Pages said short ("próxima pág") or as going back to the one before ("volta pra anterior"); never a town.
    @Test(arguments: [("prox pág", #""page":2"#), ("volta pra página anterior", #""previous":true"#)])
    func pagesSaidShort(_ line: String, _ slot: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "list", after: ["list"])
        #expect(json.contains(slot), "\(line) → \(json)")
    }

    @Test func wordsWeKnowNameNoTown() throws {
        #expect(!(try Self.explain("volta pra anterior", after: ["list"])).hasPrefix(#"{"intent":"city""#))
        try ArbiterRoundEightTests.expectVerb("switch city to Xyzville", "city")
    }

    /// An everyday word is no typo of a food ("break" is not "bread"); nor is a visitor's Spanish ("pero" is not "perto").
    @Test func everydayWordsStayThemselves() throws {
        #expect(try ArbiterRoundEightTests.expectVerb("lunch break, something cheap", "spin").contains(#""tags":[]"#))
        try ArbiterRoundEightTests.expectVerb("quiero sushi pero barato", "spin", after: [])
    }

    /// "Open to new places" is willing, not open now.
    @Test func openToSomething() throws {
        let json = try ArbiterRoundEightTests.expectVerb("thai tonight, but I'm open to suggestions", "spin")
        #expect(!json.contains("open_now"), "\(json)")
    }

    /// Places we already liked are a preference for rated ones; a price said as affordable is cheap.
    @Test func likedAndAffordable() throws {
        #expect(try ArbiterRoundEightTests.expectVerb("pizza, somewhere we liked before", "spin").contains(#""rating":"prefer""#))
        #expect(try ArbiterRoundEightTests.expectVerb("um japonês de preço acessível", "spin").contains(#""price":1"#))
    }

    /// A name added after "add" ends before "to my places", before politeness, and may lead a later sentence.
    @Test(arguments: [
        ("add Empório Mineiro to my places", "Empório Mineiro"), ("none of those. add Casa Verde please", "Casa Verde"),
        ("nenhum desses. cadastra o Bar da Esquina", "Bar da Esquina"),
    ])
    func theNameAdded(_ line: String, _ name: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "add", after: ["list"])
        #expect(json.contains(#""name":"\#(name)""#), "\(line) → \(json)")
    }

    /// "I'm in X" beside a price wished for picks there; the session stays.
    @Test func whereIAmBesideAPrice() throws {
        let json = try ArbiterRoundEightTests.expectVerb("to em Floripa e queria um peixe, preço médio", "spin", after: [])
        #expect(json.contains("Florian") && json.contains(#""price":2"#), "\(json)")
    }

    /// Dishes of the south and of Minas read as their cuisine.
    @Test(arguments: [("um arroz carreteiro", "gaucho"), ("feijão tropeiro perto do estádio", "mineira")])
    func regionalDishes(_ line: String, _ tag: String) throws {
        #expect(try Self.explain(line).contains(tag))
    }

    /// A visitor's Spanish: going back, a goodbye, where I am.
    @Test func visitorsSpanish() throws {
        #expect(try ArbiterRoundEightTests.expectVerb("4 estrellas, volveremos", "rate").contains(#""would_return":true"#))
        #expect(try Self.explain("chau, gracias!") == #"{"intent":"quit","slots":{}}"#)
        try ArbiterRoundEightTests.expectVerb("estoy en Rua Augusta 500", "location", after: [])
    }

    /// An emoji ends a clause: a refusal before it leaves out nothing after it.
    @Test func anEmojiEndsTheClause() throws {
        let json = try ArbiterRoundEightTests.expectVerb("o cartão não passa em lugar nenhum 😩 sorteia uma pizzaria", "spin")
        #expect(json.contains(#""avoid":[]"#) && json.contains("pizzeria"), "\(json)")
    }

    /// "Se não tiver…" offers a fallback: the second kind is wished for, not left out.
    @Test func aFallbackIsNoRefusal() throws {
        let json = try ArbiterRoundEightTests.expectVerb("quero árabe, se não tiver pode ser libanês", "spin")
        #expect(json.contains(#""avoid":[]"#) && json.contains("lebanese"), "\(json)")
        #expect(try Self.explain("if not pizza, then what?").contains(#""avoid":["pizza"]"#))
    }

    /// The favourite taken off or marked is looked for in its own sentence: "that" in the next one is not the pick.
    @Test func theFavouriteInItsOwnSentence() throws {
        let json = try ArbiterRoundEightTests.expectVerb("take Casa Azul off my favourites. that was the last straw", "favorite")
        #expect(json.contains(#""target":"Casa Azul""#), "\(json)")
        #expect(try Self.explain("great music. make it a favourite") == #"{"intent":"favorite","slots":{"on":true}}"#)
    }

    /// "Como" inside a clause is "as", no question for help; "back home" opens a rating, it is no part of it.
    @Test func asIAskedAndBackHome() throws {
        let json = try ArbiterRoundEightTests.expectVerb("de volta pra casa. nota 4, mas não era calmo como eu queria", "rate")
        #expect(json.contains(#""stars":4"#), "\(json)")
        #expect(try Self.explain("como eu avalio um lugar?") == #"{"intent":"help","slots":{"topic":"rate"}}"#)
    }

    /// A place named after "comi no", "we ate at" is what is rated.
    @Test(arguments: [("jantei no Casa Verde, nota 4", "Casa Verde"), ("we dined at Bistrô Lume, 5 stars", "Bistrô Lume")])
    func theRatedPlaceNamed(_ line: String, _ name: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "rate")
        #expect(json.contains(#""target":"\#(name)""#), "\(line) → \(json)")
    }

    /// Stories that mention what the app does ask for nothing: things bought, another thing's settings, a lost
    /// address, a group's habits.
    @Test(arguments: [
        "comprei um vinho português no mercado e nem abri ainda", "meu filho mudou as configurações do celular e agora tá em inglês",
        "semana passada apaguei sem querer as fotos e perdi o endereço do salão",
        "the nurses on my floor have a list of favourite bakeries",
    ])
    func storiesAskNothing(_ line: String) throws {
        #expect(try Self.explain(line, after: []).hasPrefix(#"{"intent":"unknown""#), "\(line)")
    }

    /// A capitalised name opening its sentence before "was", "foi" is the place rated; an article, a dish or words
    /// shouted in capitals are not (harm: the rating went to the current pick).
    @Test func aNameBeforeWas() throws {
        #expect(try Self.explain("Pho Hanoi Corner was amazing, 5 stars").contains(#""target":"Pho Hanoi Corner""#))
        #expect(try Self.explain("O Bar Azul foi ótimo, nota 5").contains(#""target":"Bar Azul""#))
        #expect(!(try Self.explain("The Pizza was great. 4 stars")).contains("target"))
        #expect(!(try Self.explain("PARABÉNS PRA MIM e o bar foi ótimo, nota 5")).contains("target"))
    }

    /// "Configura o raio" sets it; "save that bar…, it wasn't there" saves the pick with its reason.
    @Test func configureAndSaveWithAReason() throws {
        #expect(try Self.explain("configura o raio pra 3 km") == #"{"intent":"set","slots":{"key":"radius","value":3}}"#)
        #expect(
            try Self.explain("save that café to my list, it's not on it yet", after: ["near me café"]) == #"{"intent":"save","slots":{}}"#)
    }

    /// Only what is open now is a filter, not a question about the pick's hours; a complaint passed on asks again.
    @Test func onlyWhatIsOpenAndComplaintsPassedOn() throws {
        #expect(try ArbiterRoundEightTests.expectVerb("só os q tão abertos agora", "near", after: ["near me bar"]).contains("open_now"))
        try ArbiterRoundEightTests.expectVerb("ta aberto?", "show", after: ["near me bar"])
        try ArbiterRoundEightTests.expectVerb("she says it's too far. something closer", "near", after: ["near me bar"])
    }

    /// A year told is no leftover count; "another" in its own sentence still asks.
    @Test func aYearToldBesideAnother() throws {
        try ArbiterRoundEightTests.expectVerb("NOT THIS ONE. WE HAD A BAD NIGHT THERE IN 2018. ANOTHER", "again")
    }

    /// Where I am, then what is open around, asked in its own sentence: a near search.
    @Test func whereIAmThenWhatIsOpen() throws {
        try ArbiterRoundEightTests.expectVerb("tô no show do Jota Quest, termina 23h. o q tem aberto por aqui?", "near")
    }

    /// The places given the most stars are the history's best; a spin "with the most stars" is a spin.
    @Test func theMostStars() throws {
        #expect(try Self.explain("which places did we give the most stars?") == #"{"intent":"history","slots":{"filter":"best"}}"#)
        try ArbiterRoundEightTests.expectVerb("spin somewhere with the most stars", "spin")
    }

    /// A visitor's question about a word ("qué es…?") and a landmark said "right by the…", "do lado da…".
    @Test func aVisitorsQuestionAndBesideALandmark() throws {
        #expect(try Self.explain("qué es un acarajé?").hasPrefix(#"{"intent":"unknown""#))
        try ArbiterRoundEightTests.expectVerb("we're right by the bus terminal, something cheap?", "near", after: [])
        try ArbiterRoundEightTests.expectVerb("a bakery next to the university", "near", after: [])
        try ArbiterRoundEightTests.expectVerb("seafood right by the beach, we'll splurge", "spin", after: [])
    }

    /// An everyday word read as a setting's name ("sit" repaired to "set") changes no setting.
    @Test(arguments: ["sit by the window", "sit next to the door please"])
    func noSettingCalledNext(_ line: String) throws {
        #expect(!(try Self.explain(line, after: [])).hasPrefix(#"{"intent":"set""#), "\(line)")
    }
}
