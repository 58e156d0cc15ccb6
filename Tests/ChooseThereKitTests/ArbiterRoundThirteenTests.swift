import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind rounds 13 to 15 (a runner after a race, a
/// teenager with 15 reais, a proposal, a family of twenty, a truck driver, a
/// musician at 1 a.m., a couple who argue about price, heavy shorthand, a
/// nurse after a night shift, an Argentine tourist, an old man wary of
/// technology): each a class, tried with new phrasings.
@Suite("Arbiter, blind rounds 13 to 15")
struct ArbiterRoundThirteenTests {
    /// Chat shorthand reads as the word it stands for; what a table already reads stays as typed.
    @Test(arguments: [
        ("y this??", "why"), ("n curti, otro", "again"), ("qro comer algo agr", "spin"), ("smth cheap nr me pls", "near"),
        ("oi, td bem? queria q vc mudasse a cidade pra Recife", "city"),
    ])
    func shorthand(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb, after: ["spin bar"])
    }

    /// Asking for food itself is a pick; a small sum one has is the cheap tier, a sum paid in a story no wish.
    @Test func foodAndSmallSums() throws {
        try ArbiterRoundEightTests.expectVerb("we need food asap", "spin")
        let sum = try ArbiterRoundEightTests.expectVerb("só tenho uns 20 conto, quero um lanche", "spin")
        #expect(sum.contains("\"price\":1"), "\(sum)")
        try ArbiterRoundEightTests.expectVerb("paguei 40 reais num hambúrguer ontem, absurdo", "unknown")
    }

    /// A distance covered in a story is no radius, of a pick or of a search.
    @Test(arguments: ["pedalei 30 km hoje, tô morto", "ran 21 km this morning!!", "aumentei o raio do app de corrida pra 10 km"])
    func distancesTold(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "unknown")
    }

    @Test func aDistanceToldBesideASearch() throws {
        let json = try ArbiterRoundEightTests.expectVerb("Just hiked 18 km. Find me the closest pizza place", "near")
        #expect(!json.contains("radius_km"), "\(json)")
    }

    /// A bare no closing a complaint turns the pick down; "tem mais barato?" asks for a cheaper one, not a page.
    @Test(arguments: [("argh, no", "again"), ("credo. não", "again"), ("tem mais em conta?", "spin"), ("tem mais?", "again")])
    func turnedDownOrCheaper(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb, after: ["spin bar"])
    }

    /// A kind complained of is left out; a quiet place already leaves out the lively ones.
    @Test func complaintsAndQuiet() throws {
        let packed = try ArbiterRoundEightTests.expectVerb("too lively for us, something else", "spin", after: ["spin italian"])
        #expect(packed.contains("\"avoid\":[\"lively\"]"), "\(packed)")
        let quiet = try ArbiterRoundEightTests.expectVerb("um café calmo, sem aquela muvuca", "spin")
        #expect(quiet.contains("\"avoid\":[]") && quiet.contains("quiet"), "\(quiet)")
    }

    /// A favourite's purpose, condition or remark names no place; an emoji is no name.
    @Test(arguments: [
        "põe nos favoritos pra eu lembrar", "fav it so I remember it", "favorita 😍", "marca como favorito, sempre volto aqui",
    ])
    func favouriteWithoutAName(_ line: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "favorite", after: ["spin bar"])
        #expect(!json.contains("target"), "\(line) → \(json)")
    }

    /// Taking a favourite off, asked first, stands beside its reason; a name in capitals stays whole.
    @Test func unfavouriteWithAReason() throws {
        let json = try ArbiterRoundEightTests.expectVerb(
            "e tira o Bar Brasil dos favoritos, fechou ano passado", "favorite", after: ["spin bar"])
        #expect(json.contains("\"target\":\"Bar Brasil\""), "\(json)")
        let named = try ArbiterRoundEightTests.expectVerb("favorita o Bar Se Liga", "favorite")
        #expect(named.contains("\"target\":\"Bar Se Liga\""), "\(named)")
    }

    /// Unambiguous farewells quit alone; a greeting alone does not.
    @Test(arguments: [
        ("até a próxima!", "quit"), ("going to bed now", "quit"), ("boa noite e obrigado", "quit"), ("boa noite", "unknown"),
        ("valeu, vou dormir. fecha aí", "quit"),
    ])
    func farewells(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb, after: ["spin bar"])
    }

    /// Switching the city again; a part of town, "minha cidade" and an interjection name no city.
    @Test(arguments: [
        ("troca de novo pra Recife", "city"), ("change back to Curitiba", "city"),
        ("pô, é do outro lado da cidade, algum mais perto?", "near"), ("na minha cidade antiga tudo fechava às 22h", "unknown"),
    ])
    func citiesSaidOrNot(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb, after: ["spin bar"])
    }

    /// The best place I've been to, asked, is the history; in a request the same words are a pick.
    @Test(arguments: [("qual o melhor lugar que eu já fui?", "history"), ("spin somewhere we've been to", "spin")])
    func beenTo(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb)
    }

    /// The weather said as a reason, a game said beside a wish: neither is off-topic.
    @Test(arguments: [
        ("com essa chuva, só algo a 1 km", "spin"), ("tem que estar aberto agora, o jogo começa já", "spin"),
        ("vai chover amanhã?", "unknown"),
    ])
    func reasonsBesideAWish(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb, after: ["spin bar"])
    }

    /// Kinds of places on the map are a nearby pick; a name in capitals is looked up; meeting is no search.
    @Test(arguments: [
        ("search osm for pizza places near me", "near"), ("procura a Padaria Estrela no mapa", "find"),
        ("Me ajuda? A gente vai se encontrar no centro, quero um japonês barato por lá", "spin"),
    ])
    func theMap(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb)
    }

    /// A wish passed on changes the pick; a story told of a colleague or a critic asks none.
    @Test(arguments: [
        ("elas falaram que preferem com música ao vivo", "spin"), ("the kids asked for burgers", "spin"),
        ("My colleague gave that sushi place two stars, he's impossible", "unknown"),
        ("o crítico do jornal deu uma estrela pra pizzaria da esquina", "unknown"),
    ])
    func passedOnOrTold(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb, after: ["spin bar"])
    }

    /// A price or "open now" in the last sentence asks beside a story; "keep it X" keeps a filter.
    @Test(arguments: [
        ("He wants cheap. I want fancy. Ok, mid-range.", "\"price\":2"), ("ela ficou chateada. tá, preço médio", "\"price\":2"),
        ("keep it cheap", "\"price\":1"),
    ])
    func lastSentenceAsks(_ line: String, _ slot: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "spin", after: ["spin romantic"])
        #expect(json.contains(slot), "\(line) → \(json)")
    }

    /// "no no," answers; it reaches past no comma.
    @Test func aDoubleNoAnswers() throws {
        let json = try ArbiterRoundEightTests.expectVerb("maybe thai... no no, keep it japanese", "spin", after: ["spin japanese"])
        #expect(json.contains("\"avoid\":[]") && json.contains("japanese"), "\(json)")
    }

    /// A remark after "why?" is its reason; a command after it is asked.
    @Test(arguments: [("pq esse? é longe demais", "why"), ("why this one? another please", "again")])
    func whyAndARemark(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb, after: ["spin bar"])
    }

    /// A place rated is named before a colon or as where we came back from (never the current pick by mistake).
    @Test(arguments: [
        ("Cantina Nápoles: 5 stars, best lasagna ever", "Cantina Nápoles"), ("voltei do Bar Brasil, nota 4", "Bar Brasil"),
    ])
    func theRatedPlaceNamed(_ line: String, _ name: String) throws {
        let json = try ArbiterRoundEightTests.explain(line, after: ["spin bar"])
        #expect(json.contains("\"target\":\"\(name)\""), "\(line) → \(json)")
        #expect(!json.contains("\"note\":\"back") && !json.contains("\"note\":\"voltei"), "\(line) → \(json)")
    }

    /// One place and a reason clause after it: one place (asked before anything is deleted), never two.
    @Test func forgetWithAReason() throws {
        let json = try ArbiterRoundEightTests.expectVerb(
            "apaga o Restaurante Aurora da lista, fechou e agora é farmácia", "forget", after: ["spin bar"])
        #expect(json.contains("\"confirmed\":false") && json.contains("\"target\":\"Restaurante Aurora\""), "\(json)")
    }

    /// Stories: "acha que" thinks, "nobody can" asks nothing, a story sentence is no name to look up.
    @Test(arguments: [
        "minha sogra acha que o japonês da esquina é o melhor do bairro",
        "My son changed the language on his phone to Korean and nobody can undo it",
        "honestly the rent in this city is insane, 3000 reais for a studio??",
    ])
    func storiesAskNothing(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "unknown")
    }

    /// Dishes of Portugal are Portuguese.
    @Test func portugueseDishes() throws {
        let json = try ArbiterRoundEightTests.expectVerb("hoje eu quero uma bacalhoada", "spin")
        #expect(json.contains("portuguese"), "\(json)")
    }

    /// The whole list asked for; wiping it is refused, one place in it is a forget (asked before it is done).
    @Test(arguments: [
        ("show me my whole list", "list"), ("a lista inteira, por favor", "list"), ("wipe my whole list", "unknown"),
        ("apaga o Bar Brasil da minha lista", "forget"),
    ])
    func theWholeList(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb)
    }

    /// What someone else marked, switched or wants to open is their story.
    @Test(arguments: [
        "a Bia marcou como favorito um post de bolo e mandou pro grupo", "Tom switched his watch to metric and hates it",
        "meu pai quer abrir um bar quando se aposentar",
    ])
    func theirStories(_ line: String) throws {
        let json = try ArbiterRoundEightTests.explain(line, after: ["spin bar"])
        #expect(!json.hasPrefix("{\"intent\":\"favorite\"") && !json.hasPrefix("{\"intent\":\"open\""), "\(line) → \(json)")
    }

    /// Another one asked first, or "is there…", asks beside a story; nearness in a question is no question about the radius.
    @Test(arguments: [
        ("not that one, last time the service was awful", "again"), ("is there anything closer? my knee hurts", "near"),
        ("is there anything in walking distance?", "near"),
    ])
    func askedBesideAStory(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb, after: ["spin ramen"])
    }

    /// What the program can do, asked; a page back; where the pick is; the places I have been, shown.
    @Test(arguments: [
        ("what can this program do?", "help"), ("go back one page", "list"), ("onde fica esse?", "show"),
        ("me mostra os lugares que eu já fui", "history"),
    ])
    func questionsOfTheEvening(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb, after: ["list"])
    }

    /// Spanish words visitors mix in read as their Portuguese twins.
    @Test func spanishWords() throws {
        let json = try ArbiterRoundEightTests.expectVerb("algo más barato cerca de acá", "near", after: ["spin bar"])
        #expect(json.contains("\"price\":1"), "\(json)")
        let stars = try ArbiterRoundEightTests.expectVerb("muy bueno, 4 estrellas", "rate", after: ["spin bar"])
        #expect(stars.contains("\"stars\":4"), "\(stars)")
    }

    /// A landmark with its name, in lower case, is where I am; without a name it is no address.
    @Test(arguments: [("we're at parque tanguá now", "location"), ("i'm at the airport", "unknown")])
    func landmarks(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb)
    }

    /// A name opening its sentence, then when, then a colon and the stars: the place rated.
    @Test func aNameThenWhenThenStars() throws {
        let json = try ArbiterRoundEightTests.expectVerb("Cantina Nápoles last sunday: 4 stars, lovely", "rate", after: ["spin bar"])
        #expect(json.contains("\"target\":\"Cantina Nápoles\""), "\(json)")
    }

    /// A sentence of asides around one kind asks no pick.
    @Test func asidesAroundAKind() throws {
        try ArbiterRoundEightTests.expectVerb("we thought about importing cheese from France for the party but gave up", "unknown")
    }
}
