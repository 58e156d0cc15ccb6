import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 5 (whole evenings, long requests, chit-chat
/// about what the app does): each is a class of sentence, with phrasings
/// the round did not contain.
@Suite("Arbiter, blind round 5")
struct ArbiterRoundFiveTests {
    /// The rating `line` reads as, or nil with the reading recorded as an issue.
    static func rating(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> RateRequest? {
        guard case .rate(let r)? = ArbiterTests.read(line) else {
            Issue.record("\(line) → \(ArbiterTests.json(line))", sourceLocation: sourceLocation)
            return nil
        }
        return r
    }

    /// Someone else's grade is no rating of ours: a giving verb whose subject is another person.
    @Test(arguments: [
        "a professora deu nota 3 no meu trabalho, injustiça total", "the critic gave it 2 stars", "o chef deu nota 4 pro meu prato",
        "my teacher gave me a 3 on the essay",
    ])
    func someoneElsesGradeRecordsNothing(_ line: String) {
        #expect(ArbiterTests.read(line)?.name != "rate", "\(line) → \(ArbiterTests.json(line))")
    }

    /// "deu tudo certo!!! 5 estrelas": a place named for a rating stands in the rating's clause.
    @Test func aRatingsTargetStandsInItsClause() {
        let intent = ArbiterTests.read("deu tudo certo!!! 5 estrelas, ela amou a sobremesa")
        if case .rate(let r)? = intent { #expect(r.target == nil, "\(r)") }
    }

    /// A setting or a save told about (a habit, something another thing had) changes nothing.
    @Test(arguments: [
        "My old phone had a setting to turn off animations and it felt so much faster.",
        "a gnt sempre salva os memes no drive compartilhado e ja ta sem espaço", "we always keep the receipts in a drawer",
        "o carro do meu pai tinha uma opção de desligar a animação do painel",
    ])
    func aSettingOrSaveToldAboutChangesNothing(_ line: String) {
        let name = ArbiterTests.read(line)?.name
        #expect(name != "set" && name != "save", "\(line) → \(ArbiterTests.json(line))")
    }

    /// …while the settings asked for still are.
    @Test(arguments: [
        "turn off learning", "muda o raio pra cinco km", "i'd rather have the app talk to me in portuguese", "put this one in my list",
    ])
    func settingsAndSavesAskedForStillRun(_ line: String) {
        let name = ArbiterTests.read(line)?.name
        #expect(name == "set" || name == "save", "\(line) → \(ArbiterTests.json(line))")
    }

    /// "keep it under 1km": a distance is a pick's filter; saving takes none.
    @Test(arguments: ["keep it under 1km, its hot af", "keep it within 2 km please", "guarda até 3km"])
    func aDistanceIsNoSave(_ line: String) {
        #expect(ArbiterTests.read(line)?.name != "save", "\(line) → \(ArbiterTests.json(line))")
    }

    /// Stars said as a minimum are a filter, never a rating, and refine the pick.
    @Test(arguments: ["so com 4 estrelas pra cima", "at least 4 stars", "4 stars or more", "acima de 4 estrelas", "4 stars and up"])
    func aMinimumOfStarsRefinesThePick(_ line: String) throws {
        let h = try Harness()
        try h.ok("switch city Curitiba")
        try h.ok("spin bar")
        let json = PhrasingCorpus.explain(line, in: h.session)
        #expect(json.contains("\"min_stars\":4") && json.contains("\"bar\""), "\(line) → \(json)")
    }

    /// A trip told about, before or after now, moves no session.
    @Test(arguments: [
        "mês que vem vou pra Curitiba visitar minha irmã, to ansiosa demais", "next month we're going to Recife for a wedding",
        "semana passada fui pra Salvador a trabalho",
    ])
    func aTripToldAboutSwitchesNoCity(_ line: String) {
        #expect(ArbiterTests.read(line)?.name != "city", "\(line) → \(ArbiterTests.json(line))")
    }

    /// A place described beside "I'm in CITY" is a pick there; the session does not move.
    @Test(arguments: [
        ("to em sampa so hj, onde como um ramen bom?", "São Paulo"),
        ("Estou em Salvador a trabalho só hoje e queria muito provar comida baiana de verdade. Pode me indicar um lugar?", "Salvador"),
        ("It's our first date night in ages. Somewhere romantic in Curitiba please, pricey is fine, we deserve it.", "Curitiba"),
        ("we're in Recife for the weekend and want seafood by the beach", "Recife"),
    ])
    func aRequestInACityPicksThere(_ line: String, _ city: String) throws {
        let h = try Harness()
        try h.ok("switch city Curitiba")
        let json = PhrasingCorpus.explain(line, in: h.session)
        #expect(json.contains("\"intent\":\"spin\"") && json.contains("\"city\":\"\(city)\""), "\(line) → \(json)")
    }

    /// "temaki in Curitiba" is still a search there: a dish, then the city, and nothing more.
    @Test func aDishInACityIsASearchThere() {
        guard case .find(let request)? = ArbiterTests.read("temaki in Curitiba") else {
            Issue.record("\(ArbiterTests.json("temaki in Curitiba"))")
            return
        }
        #expect(request.query == "temaki" && request.city == "Curitiba")
    }

    /// An earlier clause ("perfect.", "fechou,") is no place to open.
    @Test(arguments: ["perfect. route pls", "great, how do we get there", "fechou, como chego la?", "bora, abre a rota"])
    func anAcknowledgementIsNoTarget(_ line: String) {
        guard case .open(let target, _)? = ArbiterTests.read(line) else {
            Issue.record("\(line) → \(ArbiterTests.json(line))")
            return
        }
        #expect(target == nil, "\(line)")
    }

    /// "exactly what we wanted", "não era bem o que eu pedi": the match said in words.
    @Test(arguments: [
        ("5 stars. gnocchi was perfect, exactly what we wanted", true), ("nota 3, não era bem o que eu pedi", false),
        ("rate 2, not what we wanted", false), ("rate 4 it matched what I asked for", true),
    ])
    func whatWasAskedForIsTheMatch(_ line: String, _ match: Bool) {
        guard let r = Self.rating(line) else { return }
        #expect(r.match == match, "\(line) → \(r)")
    }

    /// A clause saying the place was visited is the rating's occasion: the rating stands.
    @Test(arguments: [
        "back home!! that was amazing, 5 stars, we'd 100% go back",
        "Voltamos pro hotel. Dou 5 estrelas, o pão de queijo era surreal e a gente com certeza volta",
        "fui, achei mediano. nota 3",
    ])
    func aVisitToldThenRatedIsARating(_ line: String) {
        #expect(ArbiterTests.read(line)?.name == "rate", "\(line) → \(ArbiterTests.json(line))")
    }

    /// A pick told about in the past ("last year", "mês passado") asks for nothing.
    @Test(arguments: [
        "Mês passado eu avaliei o coreano com nota 4.", "we had amazing thai food last year in Bangkok",
        "ontem a gente comeu um japonês ótimo",
    ])
    func aPickToldAboutInThePastIsChat(_ line: String) {
        let name = ArbiterTests.read(line)?.name
        #expect(name != "spin" && name != "rate" && name != "near", "\(line) → \(ArbiterTests.json(line))")
    }

    /// A new wish changes the cuisine; the mood of the evening stays.
    @Test func theMoodStaysWhenTheCuisineChanges() throws {
        let h = try Harness()
        try h.ok("switch city Curitiba")
        try h.ok("quero um lugar romantico")
        let json = PhrasingCorpus.explain("e francês?", in: h.session)
        #expect(json.contains("\"romantic\"") && json.contains("\"french\""), "\(json)")
        try h.ok("spin bar")
        #expect(PhrasingCorpus.explain("what about italian?", in: h.session).contains("\"tags\":[\"italian\"]"))
    }

    /// "agora procura perto daqui": nearness alone keeps what was asked.
    @Test func nearnessAloneKeepsTheRequest() throws {
        let h = try Harness()
        try h.ok("switch city Curitiba")
        try h.ok("quero um bar")
        let json = PhrasingCorpus.explain("agora procura perto daqui", in: h.session)
        #expect(json.contains("\"intent\":\"near\"") && json.contains("\"bar\""), "\(json)")
    }

    /// What someone else says, did or remembers, with no word asking for anything, is chat.
    @Test(arguments: [
        "haha leo says cheap sushi is a trap", "he says he had churrasco for lunch, ugh men",
        "Grandma still writes down every restaurant she likes in a little notebook", "remember when we forgot the cake at the restaurant",
        "minha namorada ta dizendo q italiano a gente ja comeu ontem kkkk", "ele falou que o bar de lá é caro",
    ])
    func whatSomeoneElseSaysIsChat(_ line: String) {
        let name = ArbiterTests.read(line)?.name
        #expect(name != "spin" && name != "near" && name != "refine", "\(line) → \(ArbiterTests.json(line))")
    }

    /// …but what someone else wants, asked for, is a request.
    @Test(arguments: ["ela quer pizza", "my girlfriend is craving pad thai", "my husband says he wants sushi, can you pick one?"])
    func whatSomeoneElseWantsIsARequest(_ line: String) {
        // (A wish naming only kinds is a change of the kinds asked for: with nothing picked yet, a fresh spin.)
        #expect(["spin", "refine"].contains(ArbiterTests.read(line)?.name), "\(line) → \(ArbiterTests.json(line))")
    }

    /// A whole sentence of story beside the request is set aside, not counted against it.
    @Test(arguments: [
        ("My aunt wants to show her new husband the old town in Salvador. Can you pick a historic place there with Bahian food?", "spin"),
        ("We need a cheap boteco with cold beer and some snacks, the game starts at nine and we're five guys.", "spin"),
        ("Could you find us a cheap ramen place close to where I am? It's pouring and I really don't want to walk far.", "near"),
        ("Three kids, one adult, zero patience. We want ice cream, something close please!!", "near"),
    ])
    func aStoryBesideARequestIsSetAside(_ line: String, _ intent: String) {
        #expect(ArbiterTests.read(line)?.name == intent, "\(line) → \(ArbiterTests.json(line))")
    }

    /// A name written capitalised inside a sentence is never repaired into a command ("Salvador" is no "salvar").
    @Test func aCapitalisedNameIsNoTypo() {
        let line = "We're flying to Salvador. Pick a seafood place there?"
        #expect(ArbiterTests.read(line)?.name != "save", "\(ArbiterTests.json(line))")
        #expect(!ArbiterTests.json(line).contains("save"), "\(ArbiterTests.json(line))")
    }

    /// "ok forget bars, japanese instead" drops the kind; a bare "forget it" drops nothing.
    @Test func forgettingAKindDropsIt() throws {
        let h = try Harness()
        try h.ok("switch city Curitiba")
        try h.ok("spin bar")
        let json = PhrasingCorpus.explain("ok forget bars, japanese instead", in: h.session)
        #expect(json.contains("\"tags\":[\"japanese\"]"), "\(json)")
        #expect(ArbiterTests.read("forget it")?.name != "refine")
    }

    /// Places already rated, said as a preference or a condition.
    @Test(arguments: [
        ("I'd prefer places I've already rated. Something Korean if possible.", RatingPriority.prefer),
        ("Gostaria de um japonês, mas só entre os lugares que eu já avaliei bem.", .only),
    ])
    func placesAlreadyRated(_ line: String, _ rating: RatingPriority) throws {
        let h = try Harness()
        try h.ok("switch city Curitiba")
        let json = PhrasingCorpus.explain(line, in: h.session)
        #expect(json.contains("\"rating\":\"\(rating.rawValue)\""), "\(line) → \(json)")
    }

    /// Leaving, asking what else there is, and more about the pick, said as people say them.
    @Test(arguments: [
        ("goodnight, closing this", "quit"), ("wait what else can u do? help", "help"), ("me fala mais desse lugar", "show"),
        ("open in waze", "open"),
    ])
    func everydayCommands(_ line: String, _ intent: String) {
        #expect(ArbiterTests.read(line)?.name == intent, "\(line) → \(ArbiterTests.json(line))")
    }

    /// A place named after the stars is the one rated — never the current pick with its name as the note.
    @Test(arguments: [
        ("nota 5 pro Bar do Zé", "Bar do Zé"), ("rate 4 for Casa Tua, great pasta", "Casa Tua"),
        ("nota 5 pra sorveteria da ribeira, melhor sorvete de tapioca da vida", "sorveteria da ribeira"),
    ])
    func aPlaceNamedAfterTheStarsIsTheOneRated(_ line: String, _ name: String) {
        guard let r = Self.rating(line) else { return }
        #expect(r.target == .name(name), "\(line) → \(r)")
    }

    /// …and words after "for" that name nothing are no target.
    @Test(arguments: ["rate 4 for the service", "rate 5 for sure", "rate 4 for a great night out", "nota 3 pra ir de novo"])
    func wordsAfterForThatNameNothingAreNoTarget(_ line: String) {
        guard let r = Self.rating(line) else { return }
        #expect(r.target == nil, "\(line) → \(r)")
    }

    /// What was eaten is no wish; "faz tempo que não…" is no negation.
    @Test(arguments: [
        ("qualquer coisa menos japones pfv, comi sushi a semana toda", "sushi", false),
        ("ontem comi pizza, hoje quero japonês", "pizza", false),
        ("Me sugere um mexicano? Faz tempo que não como um taco decente", "mexican", true),
    ])
    func eatenAndLongedFor(_ line: String, _ tag: String, _ wished: Bool) throws {
        let h = try Harness()
        try h.ok("switch city Curitiba")
        let json = PhrasingCorpus.explain(line, in: h.session)
        let tags = json.components(separatedBy: "\"tags\":").last ?? ""
        #expect(tags.contains("\"\(tag)\"") == wished && !json.contains("\"avoid\":[\"\(tag)\"]"), "\(line) → \(json)")
    }

    /// A clause that says we went or got back is the rating's occasion.
    @Test(arguments: [
        "a gente foi. nota 3, pizza ok mas nao volto nao", "deu tudo certo!!! 5 estrelas, ela amou a sobremesa",
        "had the prato feito. 3 stars", "acabamos de chegar em casa, nota 4, voltaria",
    ])
    func theOccasionOfARatingIsSetAside(_ line: String) {
        #expect(ArbiterTests.read(line)?.name == "rate", "\(line) → \(ArbiterTests.json(line))")
    }
}
