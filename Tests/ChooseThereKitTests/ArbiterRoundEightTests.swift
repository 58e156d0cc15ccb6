import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 8 (dates on a budget, families with a
/// toddler and a teenager, business trips, team lunches, celebrations,
/// typing while walking): each a class, with phrasings the round did not contain.
@Suite("Arbiter, blind round 8")
struct ArbiterRoundEightTests {
    static func explain(_ line: String, after context: [String] = []) throws -> String {
        try ArbiterRoundSixTests.explain(line, after: context)
    }

    /// Expects `line`, read after `context`, to be understood as `verb`; returns its explain JSON.
    @discardableResult
    static func expectVerb(_ line: String, _ verb: String, after context: [String] = []) throws -> String {
        let json = try explain(line, after: context)
        #expect(json.hasPrefix("{\"intent\":\"\(verb)\""), "\(line) → \(json)")
        return json
    }

    /// Stars given to a film, a book, a driver or an app record no visit.
    @Test(arguments: [
        "dei duas estrelas pro livro, final horrível", "gave the movie 1 star on letterboxd lol",
        "5 estrelas pro motorista do uber, super gente boa", "I rated the app 2 stars on the play store",
    ])
    func starsForSomethingElseRecordNothing(_ line: String) throws {
        let json = try Self.explain(line, after: ["spin bar"])
        #expect(!json.contains("\"intent\":\"rate\""), "\(line) → \(json)")
    }

    /// "keep" before a verb in -ing goes on doing: it saves nothing, and "why" asks why.
    @Test(arguments: ["why do you keep picking these", "why does it keep choosing the same ones", "pq vc fica escolhendo esses?"])
    func goingOnDoingIsNoSave(_ line: String) throws {
        let json = try Self.explain(line, after: ["spin bar"])
        #expect(json.contains("\"intent\":\"why\""), "\(line) → \(json)")
    }

    /// The noun "city" asked or told about introduces no city to move to.
    @Test(arguments: [
        "People in Recife and Salvador fight about which city has the best seafood",
        "qual cidade tem o melhor pão de queijo, BH ou Curitiba?", "every city has a boteco like that",
    ])
    func aCityAskedAboutMovesNothing(_ line: String) {
        #expect(ArbiterTests.read(line)?.name != "city", "\(line) → \(ArbiterTests.json(line))")
    }

    /// Being in a place near a landmark is where I am, not a move to a town of that name.
    @Test(arguments: [("we're in leblon near the beach kiosk", "leblon, beach kiosk")])
    func aPlaceNearALandmarkIsWhereIAm(_ line: String, _ query: String) {
        guard case .location(nil, nil, let said)? = ArbiterTests.read(line) else {
            Issue.record("\(line) → \(ArbiterTests.json(line))")
            return
        }
        #expect(said == query)
    }

    /// After an article only a nickname or a Brazilian capital is a city ("na mesa" is a table).
    @Test(arguments: [
        "quero um rodízio de carne na mesa, pode ser caro", "a korean bbq where they grill at the table",
    ])
    func anEverydayNounAfterAnArticleIsNoCity(_ line: String) throws {
        let json = try Self.explain(line)
        #expect(!json.contains("\"city\""), "\(line) → \(json)")
    }

    /// A find verb asking for a place described by its kind is a pick; a name or a dish is still looked for.
    @Test(arguments: [
        ("could you find us a cozy wine bar for tonight?", "spin"),
        ("me ajuda a encontrar um restaurante vegetariano barato", "spin"),
        ("procura um lugar de pastel aqui perto pra mim", "near"),
        ("help me find somewhere with live music, mid-range", "spin"),
        ("find Dona Onça", "find"),
        ("acha um lugar que vende tacacá perto de mim", "find"),
        ("search for açaí on osm", "find"),
        ("nobody was looking at the menu, so I picked", "unknown"),
    ])
    func describedPlacesArePicks(_ line: String, _ verb: String) throws {
        let json = try Self.explain(line)
        #expect(json.contains("\"intent\":\"\(verb)\""), "\(line) → \(json)")
    }

    /// Kinds said alone after a pick change its kinds and keep the rest (mood, price, exclusions).
    @Test(arguments: [
        ("maybe mexican?", ["romantic", "mexican"]), ("hmm, japonês", ["romantic", "japanese"]), ("pizza pls", ["romantic", "pizza"]),
        // A wish that names only kinds does the same; one with its own price or mood is a new request.
        ("she loves mexican", ["romantic", "mexican"]), ("italiano pode ser", ["romantic", "italian"]),
    ])
    func kindsAloneKeepTheRest(_ line: String, _ tags: [String]) throws {
        let json = try Self.explain(line, after: ["spin romantic cheap not sushi"])
        let expected =
            "\"avoid\":[\"sushi\"],\"favorites\":false,\"price\":1,\"rating\":\"any\",\"tags\":[\""
            + tags.sorted().joined(separator: "\",\"")
        #expect(json.contains(expected), "\(line) → \(json)")
    }

    /// A veto passed on from someone else changes the pick; what someone says about food in general does not.
    @Test(arguments: [
        ("my son says no pizza, he had it at school", "{\"avoid\":[\"pizza\"]"),
        ("ela falou que nada de japonês", "{\"avoid\":[\"japanese\"]"),
        ("my cousin says pizza is overrated", "\"intent\":\"unknown\""),
    ])
    func aVetoPassedOnIsARefinement(_ line: String, _ expected: String) throws {
        let json = try Self.explain(line, after: ["spin family"])
        #expect(json.contains(expected), "\(line) → \(json)")
    }

    /// Everyday questions about the program: the list, the best rated visits, how it works, more about this one, the map's link.
    @Test(arguments: [
        ("what do we even have saved?", "list"), ("quais restaurantes eu já tenho?", "list"),
        ("qual foi a maior nota que eu dei até agora?", "history"), ("what's our highest rated spot so far", "history"),
        ("how does this app work? never used it", "help"), ("mais informações desse, por favor", "show"),
        ("send me the google maps link", "open"), ("how do we get there? taxi", "open"),
    ])
    func everydayQuestions(_ line: String, _ verb: String) throws {
        let json = try Self.expectVerb(line, verb, after: ["spin bar"])
        #expect(!json.contains("\"target\""), "\(line) → \(json)")
    }

    /// "POA" is Porto Alegre's nickname; the town Poá is typed with its accent or its state.
    @Test(arguments: [
        ("switch to POA, we're here for the weekend", "Porto Alegre"), ("tô em poa", "Porto Alegre"), ("muda pra Poá", "Poá"),
        ("muda pra poa, sp", "Poá"),
    ])
    func thePOANickname(_ line: String, _ city: String) throws {
        let json = try Self.explain(line)
        #expect(json.contains("\"intent\":\"city\"") && json.contains("\"city\":\"\(city)\""), "\(line) → \(json)")
    }

    /// "forget" before a kind or a price in its own clause drops that filter; it never offers to delete a place.
    @Test(arguments: [
        ("ok forget the burgers, just pizza, the kids can have burgers tomorrow", "pizza"),
        ("esquece a parte do barato, hoje a gente pode gastar", nil),
    ])
    func forgettingAFilterDeletesNothing(_ line: String, _ tag: String?) throws {
        let json = try Self.explain(line, after: ["spin burger cheap"])
        #expect(json.hasPrefix("{\"intent\":\"spin\""), "\(line) → \(json)")
        if let tag { #expect(json.contains("\"tags\":[\"\(tag)\"]"), "\(line) → \(json)") }
    }

    /// A place wished for with no kind said is a spin; a place to stay or park is none of ours.
    @Test(arguments: [
        ("we need a spot for a birthday dinner, 8 people", "spin"), ("queria um lugar bom pro almoço de domingo", "spin"),
        ("I need a place to stay tonight", "unknown"), ("preciso de um lugar pra estacionar", "unknown"),
    ])
    func aPlaceWished(_ line: String, _ verb: String) throws {
        try Self.expectVerb(line, verb)
    }

    /// "is there one closer?" with a reason in another sentence searches near with the pick's filters, never for the reason.
    @Test(arguments: ["tem algum mais perto? não quero andar muito com esse calor", "any one closer? not walking in this heat"])
    func aReasonIsNoSearch(_ line: String) throws {
        let json = try Self.explain(line, after: ["spin seafood"])
        #expect(json.hasPrefix("{\"intent\":\"near\"") && json.contains("seafood"), "\(line) → \(json)")
    }

    /// Praise of what is asked for and regional interjections are no words left unexplained.
    @Test(arguments: ["bah, queria um churrasco de verdade", "uai, um pão de queijo raiz aqui perto", "a proper burger, please"])
    func praiseIsNoLeftover(_ line: String) throws {
        let u = try #require(ArbiterTests.parser.understand(line))
        #expect(u.ignored.isEmpty && !u.intent.isUnknown, "\(line) → \(u.intent) \(u.ignored)")
    }

    /// Stories with another subject (a thing, a company, someone named, a year gone by) ask for nothing;
    /// a request in another clause still does.
    @Test(arguments: [
        ("My laptop switches the language to French after every update", "unknown"),
        ("o ifood vive me mandando promoção de pizza, que saco", "unknown"),
        ("a Júlia tem uma lista de restaurantes japoneses que ela nunca visita", "unknown"),
        ("that restaurant closed back in 2015, such a shame", "unknown"),
        ("the waiter recommended the moqueca, spin a bahian place", "spin"),
    ])
    func storiesWithAnotherSubject(_ line: String, _ verb: String) throws {
        try Self.expectVerb(line, verb)
    }

    /// What was forgotten or tried is told: nothing saved, exported or deleted; an everyday thing is deleted elsewhere.
    @Test(arguments: [
        "esqueci de salvar a planilha e perdi tudo", "I tried to export my contacts yesterday and it crashed",
        "apaga as fotos do grupo depois, tá?", "delete the screenshots when you're done",
    ])
    func triedOrEverydayChangesNothing(_ line: String) throws {
        try Self.expectVerb(line, "unknown", after: ["spin bar"])
    }

    /// Avoiding repeats switched on in words takes the default count; allowing repeats sets none.
    @Test(arguments: [
        ("liga o evitar repetidos, não quero cair no mesmo", 10), ("turn on avoid repeats", 10),
        ("let places repeat, turn avoid repeats off", 0),
    ])
    func avoidRepeatsInWords(_ line: String, _ count: Int) throws {
        let json = try Self.explain(line)
        #expect(json == "{\"intent\":\"set\",\"slots\":{\"key\":\"avoid-repeats\",\"value\":\(count)}}", "\(line) → \(json)")
    }

    /// A cry for help in a sentence of its own frames the request after it; "find us a bar" is a pick, not a list search.
    @Test(arguments: [
        ("socorro. preciso de uma pizzaria aberta agora", "spin"), ("help! kids starving, any burger place open?", "spin"),
        ("find us a boteco for tonight", "spin"), ("help", "help"),
    ])
    func framedRequests(_ line: String, _ verb: String) throws {
        try Self.expectVerb(line, verb)
    }

    /// Everyday words are never repaired into a command ("rua" is no "run", "safe" no "save").
    @Test(arguments: ["pastel de feira, comida de rua mesmo", "thai sounds safe enough"])
    func everydayWordsAreNoCommands(_ line: String) throws {
        try Self.expectVerb(line, "spin", after: ["spin bar"])
    }

    /// Closing the program asked in so many words; adding with "acrescentar"; my ratings asked in words; how many of a kind I have.
    @Test(arguments: [
        ("Obrigada. Pode fechar o programa.", "quit"), ("ok, close the app", "quit"),
        ("Gostaria de acrescentar o Restaurante Estrela, que fica perto de casa", "add"),
        ("which places have I rated so far?", "history"),
        ("quantas pizzarias eu tenho salvas?", "list"),
    ])
    func everydayCommandsInWords(_ line: String, _ verb: String) throws {
        try Self.expectVerb(line, verb)
    }

    /// A place named with its capitals as the subject of the stars, or where we went, is the place rated.
    @Test(arguments: [
        ("Casa Tua merece 5 estrelas, que noite", "Casa Tua"), ("we went to Bar Luiz last night. 4 stars", "Bar Luiz"),
        ("fomos no Empório Sabor, nota 3", "Empório Sabor"),
    ])
    func aNamedPlaceIsRated(_ line: String, _ target: String) throws {
        let json = try Self.explain(line, after: ["spin bar"])
        #expect(json.contains("\"target\":\"\(target)\""), "\(line) → \(json)")
    }

    /// Allergies, refusals said after the kind, and lists after "no" leave every kind named out.
    @Test(arguments: [
        ("sou alérgica a amendoim e a frutos do mar, alguma sugestão?", "seafood"),
        ("lactose intolerant, so no ice cream, pizza or dessert places", "dessert"), ("japonês nem pensar, quero massa", "japanese"),
    ])
    func leftOut(_ line: String, _ avoided: String) throws {
        let json = try Self.explain(line)
        #expect(
            json.contains("\"avoid\":[") && json.contains("\"\(avoided)\"") && !json.contains("\"tags\":[\"\(avoided)\""),
            "\(line) → \(json)")
        let avoid = json.components(separatedBy: "\"avoid\":[").last?.components(separatedBy: "]").first ?? ""
        #expect(avoid.contains("\"\(avoided)\""), "\(line) → \(json)")
    }

    /// Nearness as our area or home; a kind of place where I stay is no address; a race is no radius.
    @Test(arguments: [
        ("a quiet café in our area, please", "near"), ("algum japonês perto de casa?", "near"),
        ("I'm staying at a hostel and know nobody here. Any cheap burger place nearby?", "near"),
        ("just ran a 5k race, any açaí around here?", "near"),
    ])
    func nearnessSaidAsHome(_ line: String, _ verb: String) throws {
        let json = try Self.explain(line)
        #expect(json.hasPrefix("{\"intent\":\"\(verb)\"") && !json.contains("radius_km"), "\(line) → \(json)")
    }

    /// A moderate price in Portuguese words; a cuisine said as food after a find verb; a hotel without its name is no address.
    @Test(arguments: [
        ("um restaurante de preço moderado, por favor", "\"price\":2"), ("algo na faixa de preço moderada", "\"price\":2"),
        ("me ajuda a achar comida árabe", "\"intent\":\"spin\""), ("can you find vietnamese food for tonight?", "\"intent\":\"spin\""),
        ("Tô no hotel e não conheço nada. Tem pizzaria perto?", "\"intent\":\"near\""),
    ])
    func priceFoodAndHotel(_ line: String, _ expected: String) throws {
        let json = try Self.explain(line)
        #expect(json.contains(expected), "\(line) → \(json)")
    }

    /// Sent to an app named after "manda no", with a reaction before it; nearness misspelt once.
    @Test(arguments: [
        ("beleza, manda no maps", "{\"intent\":\"open\",\"slots\":{\"app\":\"maps\"}}"),
        ("anything cheap aroud here?", "{\"intent\":\"near\""),
    ])
    func sentToAnAppAndNearnessMisspelt(_ line: String, _ expected: String) throws {
        let json = try Self.explain(line, after: ["spin bar"])
        #expect(json.hasPrefix(expected), "\(line) → \(json)")
    }

    /// A re-roll with its reason: been there already, or a count of the people a place must hold.
    @Test(arguments: [
        "ja fomos nesse, a comida demora demais. outro", "been there already, the music is too loud",
        "outro, esse não cabe 10 pessoas", "next one please, we're 8 and it only has 4 tables",
    ])
    func aReRollWithItsReason(_ line: String) throws {
        let json = try Self.explain(line, after: ["spin bar"])
        #expect(json == "{\"intent\":\"again\",\"slots\":{}}", "\(line) → \(json)")
    }
}
