import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 6 (work lunches, late nights, tourists,
/// families, food restrictions, changes of mind): each a class, with
/// phrasings the round did not contain.
@Suite("Arbiter, blind round 6")
struct ArbiterRoundSixTests {
    static func explain(_ line: String, after context: [String] = []) throws -> String {
        let h = try Harness()
        try h.ok("switch city Curitiba")
        for c in context { _ = try h.run(c) }
        return PhrasingCorpus.explain(line, in: h.session)
    }

    /// Someone else's move, or a maybe, moves no session; an explicit switch still does.
    @Test(arguments: [
        "meu pai mudou pra Curitiba em 2010 e nunca mais quis voltar pra SP",
        "a gente tava pensando em mudar de cidade, talvez pra Floripa, mas sei lá, é só ideia",
        "maybe we'll move to Recife someday",
    ])
    func aMoveToldOrWonderedSwitchesNothing(_ line: String) {
        #expect(ArbiterTests.read(line)?.name != "city", "\(line) → \(ArbiterTests.json(line))")
    }

    @Test(arguments: [
        "my husband and I are traveling to Buenos Aires next week, can you switch the city there?",
        "We've just arrived in Natal, could you change the city please?",
    ])
    func anExplicitSwitchStillSwitches(_ line: String) {
        #expect(ArbiterTests.read(line)?.name == "city", "\(line) → \(ArbiterTests.json(line))")
    }

    /// A grade, a favourite of a story: nothing recorded, nothing unmarked.
    @Test(arguments: [
        "minha nota na prova de cálculo foi 4, to arrasado",
        "lol my ex deleted all our photos, even the ones from our favourite pizza place",
        "e q seja bem avaliado, 4 estrelas no mínimo",
    ])
    func storiesAndMinimumsChangeNothing(_ line: String) {
        let name = ArbiterTests.read(line)?.name
        #expect(name != "rate" && name != "favorite", "\(line) → \(ArbiterTests.json(line))")
    }

    /// Having had enough of a kind avoids it; never having had one wishes for it.
    @Test(arguments: [
        ("Work lunch with a client from Japan. He's tired of Japanese food, so something Brazilian", "japanese", false),
        ("My parents have never had sushi. A friendly mid-range place for beginners would be great.", "sushi", true),
        ("nunca comi comida vietnamita, bora experimentar? escolhe uma pra mim", "vietnamese", true),
    ])
    func enoughAndNeverHad(_ line: String, _ tag: String, _ wished: Bool) throws {
        let json = try Self.explain(line)
        let avoided = json.contains("\"avoid\":[\"\(tag)\"") || json.contains(",\"\(tag)\"],\"favorites\"")
        #expect(avoided != wished && json.contains("\"\(tag)\""), "\(line) → \(json)")
    }

    /// A kind left out after it is named: "X não", "X de novo não", "X and Y are out".
    @Test(arguments: [
        ("sushi de novo não!! pela terceira vez essa semana", ["sushi"]),
        ("I'm gluten intolerant so pasta and pizza are out. Could you choose a steakhouse?", ["pasta", "pizza"]),
    ])
    func aKindLeftOutAfterItIsNamed(_ line: String, _ avoided: [String]) throws {
        let json = try Self.explain(line)
        #expect(json.contains("\"avoid\":[" + avoided.map { "\"\($0)\"" }.joined(separator: ",") + "]"), "\(line) → \(json)")
    }

    /// Another one, asked for last after a complaint.
    @Test(arguments: [
        "esse fechou as 2 mano, outro", "esse a gente já foi e o Theo chorou o tempo todo kkk outro",
        "we've been there like 10 times, something new",
    ])
    func anotherOneAskedForLast(_ line: String) throws {
        #expect(try Self.explain(line, after: ["spin bar"]) == "{\"intent\":\"again\",\"slots\":{}}", "\(line)")
    }

    /// Nearness with a story beside it keeps the request.
    @Test(arguments: [
        "tem q ser aqui por perto, ngm tem condição de dirigir kkkk", "ah e tem q ser perto do escritório, só temos 1h de almoço",
        "closer to us pls, not driving across town in this rain",
    ])
    func nearnessWithAStoryKeepsTheRequest(_ line: String) throws {
        let json = try Self.explain(line, after: ["spin bar"])
        #expect(json.contains("\"intent\":\"near\"") && json.contains("\"bar\""), "\(line) → \(json)")
    }

    /// A story sentence beside a request, with a word that also names a topic we do not do ("book", "weather").
    @Test(arguments: [
        "Our book club meets on Thursday and we need a calm place with good wine. Mid-range please.",
        "uma cafeteria tranquila pra eu ler meu livro em paz, sem música alta",
        "Me and three coworkers want to grab beers after work. Cheap, and with tables outside since the weather is great.",
        "Grandpa turns 90 on Sunday! He only eats traditional mineira food. Somewhere good for a big family.",
    ])
    func aRequestBesideAStoryStands(_ line: String) {
        #expect(
            ArbiterTests.read(line)?.name == "spin" || ArbiterTests.read(line)?.name == "refine", "\(line) → \(ArbiterTests.json(line))")
    }

    /// …while the topics themselves are still not ours.
    @Test(arguments: ["recommend a movie about sushi", "write me a poem about pizza", "will it rain tomorrow?", "como tá o tempo hoje?"])
    func offTopicStaysOffTopic(_ line: String) {
        #expect(ArbiterTests.read(line)?.name == "unknown", "\(line) → \(ArbiterTests.json(line))")
    }

    /// "pq" after other words is "because"; asked for, it is still "why".
    @Test func becauseIsNoWhy() {
        #expect(ArbiterTests.read("e q esteja aberto agora pq ja sao 22h")?.name != "why")
        #expect(ArbiterTests.read("ei, sabe me dizer pq escolheu esse?")?.name == "why")
    }

    /// A rating with its label, a dish beside its cuisine, prices said as budgets.
    @Test func labelsDishesAndBudgets() throws {
        #expect(ArbiterTests.read("avaliação: 3. cerveja top, petisco fraco")?.name == "rate")
        let thai = try Self.explain("I feel like Thai food, spicy curry and noodles")
        #expect(thai.contains("\"tags\":[\"thai\"]"), "\(thai)")
        #expect(try Self.explain("something romantic, mid-range budget").contains("\"price\":2"))
        #expect(try Self.explain("um rooftop com drinks, dinheiro não é problema hoje").contains("\"price\":3"))
    }

    /// Showing the pick on the map opens the map.
    @Test(arguments: ["mostra no mapa", "show it on the map"])
    func showOnTheMapOpensIt(_ line: String) {
        guard case .open(nil, .maps?)? = ArbiterTests.read(line) else {
            Issue.record("\(line) → \(ArbiterTests.json(line))")
            return
        }
    }
}

/// Classes found by blind round 7 (night shifts, students, diets, groups,
/// tourists, terse and sarcastic turns).
@Suite("Arbiter, blind round 7")
struct ArbiterRoundSevenTests {
    /// Goodbyes said with thanks or a story: the session ends; a goodbye inside a request does not.
    @Test(arguments: [
        ("valeu, boa noite", "quit"), ("brigado, até mais", "quit"), ("ok going to sleep for 10 hours, bye", "quit"),
        ("Thank you so much, that's all for tonight. Closing the app now.", "quit"), ("boa noite! quero um japa", "spin"),
        ("os melhores lugares que eu fui", "history"), ("bye, spin again", "again"),
    ])
    func goodbyes(_ line: String, _ intent: String) {
        let name = ArbiterTests.read(line)?.name
        // (A wish naming only kinds is a change of the kinds asked for: with nothing picked yet, a fresh spin.)
        #expect(name == intent || intent == "spin" && name == "refine", "\(line) → \(ArbiterTests.json(line))")
    }

    /// "tô em CITY" followed by a story is the city, not an address to look up.
    @Test(arguments: [
        "Tô em Brasília a trabalho até quinta. Alguma sugestão de comida peruana?",
        "Tô em Porto Alegre visitando meus tios. Eles querem me levar num lugar típico gaúcho",
    ])
    func aCityWithAStoryIsNoAddress(_ line: String) {
        #expect(ArbiterTests.read(line)?.name != "location", "\(line) → \(ArbiterTests.json(line))")
    }

    /// A recollection or a fact told, even as a question, asks for no pick.
    @Test(arguments: [
        "lembra daquele boteco do centro que a gente ia? fechou, uma pena",
        "sabia que em Salvador o acarajé bom é o da baiana de tabuleiro? aprendi hoje", "did you know there's a new ramen place downtown?",
    ])
    func aRecollectionIsChat(_ line: String) {
        #expect(ArbiterTests.read(line)?.name == "unknown", "\(line) → \(ArbiterTests.json(line))")
    }

    /// Stars in a clause of their own rate the place the remarks are about; the remarks are the note.
    @Test(arguments: [
        "almoço top, vovô repetiu duas vezes. 5 estrelas com certeza", "lost 3-0 but the bar was great. 4 stars",
        "5 stars, that bowl saved my life", "voltei!! a feijoada estava muito boa, um pouco salgada. 4 estrelas",
    ])
    func remarksBesideStarsAreTheNote(_ line: String) {
        #expect(ArbiterTests.read(line)?.name == "rate", "\(line) → \(ArbiterTests.json(line))")
    }

    /// …never a place named in a remark, nor a thing someone else was rated.
    @Test func aRemarkNamesNoTarget() {
        if case .rate(let r)? = ArbiterTests.read("voltei. tinha queijo no prato 'vegano' 🙄 não era o que eu pedi. 2 estrelas e não volto")
        {
            #expect(r.target == nil, "\(r)")
        }
        #expect(ArbiterTests.read("I rated my Uber driver 5 stars, he was super nice and even gave us water")?.name != "rate")
    }

    /// "can't leave without X" wishes for X; "X, price doesn't matter" keeps X.
    @Test func doubleNegationsAndRemovalsKeepTheWish() throws {
        let barbecue = try ArbiterRoundSixTests.explain("I've been told I can't leave without a real gaucho barbecue. Where should I go?")
        #expect(barbecue.contains("\"barbecue\"") && !barbecue.contains("\"avoid\":[\"barbecue\""), "\(barbecue)")
        let plate = try ArbiterRoundSixTests.explain("Anything with a big plate of barbecue, price doesn't matter right now.")
        #expect(plate.contains("\"tags\":[\"barbecue\"]"), "\(plate)")
    }

    /// Words after "cidade" that name no city switch nothing.
    @Test func aSentenceAfterCidadeIsNoCity() {
        #expect(ArbiterTests.read("isso fica do outro lado da cidade, não tem nada mais perto não?")?.name != "city")
    }
}
