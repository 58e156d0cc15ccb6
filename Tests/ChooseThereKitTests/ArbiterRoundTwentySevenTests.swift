import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind rounds 27 and 28 (a hairdresser closing the salon,
/// broke teenagers, a pregnant woman avoiding raw fish, a truck driver, a
/// person cleaning duplicates from the list, someone who says no to every
/// pick, an elderly man typing slowly, a backup shared with a friend; a bus
/// driver after a night shift, cyclists, a widow eating alone, a tourist
/// from Portugal, a user fixing places): each tried with new phrasings.
@Suite("Arbiter, blind rounds 27 and 28")
struct ArbiterRoundTwentySevenTests: ReadsAfterAPick {
    /// Chat that names a risky verb's word, or is one typo from it, changes nothing: no setting, no rating, no
    /// backup written, nothing saved.
    @Test(arguments: [
        "sent the backup to my cousin last night, she hated half of my spots lol",
        "i'd rate this week a 1 out of 5 honestly",
        "daria pra hoje nota 2, que dia horrível",
        "tirei nota máxima na prova de cálculo, nem acredito",
        "I scored a 5 on my driving test today!!",
        "exportando soja desde 1998, esse é o negócio do meu pai",
        "exporting coffee beans to Japan is what my aunt does for a living",
        "estudo inglês faz três anos e ainda travo na hora de falar, que idioma difícil",
        "meu avô guarda todos os recibos de restaurante numa caixa",
        "my sister saves every menu she finds, her drawer is full",
    ])
    func chatChangesNothing(_ line: String) throws {
        let json = try Self.explain(line, after: ["spin bar"])
        #expect(json.hasPrefix(#"{"intent":"unknown""#), "\(line) → \(json)")
    }

    /// A place listed twice is deleted by its name, never read as the avoid-repeats setting; stopping repeats
    /// turns avoiding them on.
    @Test func repeatsAndDuplicates() throws {
        let duplicate = try Self.explain("tem dois Café Colombo na minha lista, apaga um deles por favor", after: [])
        #expect(duplicate.contains(#""intent":"forget""#) && duplicate.contains(#""target":"Café Colombo""#), "\(duplicate)")
        for line in ["para de repetir os lugares que eu fui essa semana", "quit repeating places please, it keeps giving me the same ones"]
        {
            let json = try Self.explain(line, after: [])
            #expect(json.contains(#""key":"avoid-repeats","value":10"#), "\(line) → \(json)")
        }
    }

    /// "não bateu com o que a gente queria": the fitting verb carries the negation.
    @Test func aMatchDeniedIsNoMatch() throws {
        let json = try Self.explain("4 estrelas mas não bateu com o que a gente queria", after: ["spin bar"])
        #expect(json.contains(#""match":false"#), "\(json)")
    }

    /// A refusal alone in its clause turns the pick down; inside a longer clause it refuses something else.
    @Test func refusalsAlone() throws {
        for line in ["nem pensar", "essa também não kkk", "not that one either"] {
            #expect(try Self.explain(line, after: ["spin japanese"]) == #"{"intent":"again","slots":{}}"#, "\(line)")
        }
        let story = try Self.explain("nem pensar em sair hoje, tá chovendo demais", after: [])
        #expect(story.hasPrefix(#"{"intent":"unknown""#), "\(story)")
    }

    /// "de mim" is nearness only after a distance or a word of nearness; a road still ahead is no radius.
    @Test func nearnessAndDistancesTold() throws {
        for line in [
            "minha mãe sempre cuida de mim quando eu fico doente", "ainda faltam 300 km de viagem, tô morto",
            "still 150 km left on this trip ugh",
        ] {
            let json = try Self.explain(line, after: [])
            #expect(json.hasPrefix(#"{"intent":"unknown""#), "\(line) → \(json)")
        }
        let near = try Self.explain("bares a uns 2 km de mim", after: [])
        #expect(near.contains(#""intent":"near""#), "\(near)")
    }

    /// My best ratings and my matches, asked in everyday words.
    @Test func historyAskedInEverydayWords() throws {
        #expect(try Self.explain("quais lugares eu melhor avaliei esse ano?", after: []).contains(#""filter":"best""#))
        #expect(try Self.explain("which places did we rate best?", after: []).contains(#""filter":"best""#))
        #expect(try Self.explain("show me the ones that actually matched", after: ["history"]).contains(#""filter":"match""#))
    }

    /// A command that only points back ("procura ele", "delete one of them", "adiciona ele") acts on the name
    /// typed with its capitals in another clause.
    @Test func pointingBackAtANamedPlace() throws {
        let found = try Self.explain("a Ana não para de falar do Bar Astor. procura ele pra mim", after: [])
        #expect(found == #"{"intent":"find","slots":{"query":"Bar Astor"}}"#, "\(found)")
        let lookedUp = try Self.explain("my brother swears by Pizzaria Bráz. can you look it up?", after: [])
        #expect(lookedUp == #"{"intent":"find","slots":{"query":"Pizzaria Bráz"}}"#, "\(lookedUp)")
        let forgotten = try Self.explain("Café Girondino shows up twice in my list, delete one of them", after: [])
        #expect(forgotten.contains(#""target":"Café Girondino""#), "\(forgotten)")
        let added = try Self.explain("achei um café ótimo, se chama Café do Ponto. adiciona ele na minha lista", after: [])
        #expect(added.contains(#""intent":"add""#) && added.contains(#""name":"Café do Ponto""#), "\(added)")
    }

    /// Opening in the app's own clause, with "até lá", "porfavor" or "deles" beside it, opens the pick.
    @Test(arguments: [
        ("fechou, mostra no mapa", "maps"), ("abre a rota até lá porfavor", "maps"), ("gostei. me passa o site deles", "link"),
    ])
    func opensThePick(_ line: String, _ app: String) throws {
        #expect(try Self.explain(line, after: ["spin bar"]) == #"{"intent":"open","slots":{"app":"\#(app)"}}"#, "\(line)")
    }

    /// The radius grown or shrunk is the setting; an import that keeps my places merges; a name ends before
    /// when it was found.
    @Test func settingsImportsAndNames() throws {
        #expect(try Self.explain("aumenta o raio pra 8 km", after: []) == #"{"intent":"set","slots":{"key":"radius","value":8}}"#)
        #expect(try Self.explain("increase the radius to 4km please", after: []) == #"{"intent":"set","slots":{"key":"radius","value":4}}"#)
        let merged = try Self.explain("importa o arquivo da Ju, ju.json, mas mantém os meus lugares", after: [])
        #expect(merged.contains(#""mode":"merge""#), "\(merged)")
        let added = try Self.explain("achei um lugar chamado Empório Sabor hoje, adiciona ele na lista", after: [])
        #expect(added.contains(#""name":"Empório Sabor""#), "\(added)")
    }

    /// Round 28: a goodbye closing a line quits; "no way" after a story and "a próxima viagem" turn nothing down;
    /// "keep an eye on" keeps nothing; a route of one's own opens nothing; "my favourite mug" is no filter.
    @Test func round28ChatAndGoodbyes() throws {
        #expect(try Self.explain("tô morta de sono, amanhã acordo cedo. sair", after: []) == #"{"intent":"quit","slots":{}}"#)
        #expect(try Self.explain("long day, I'm done. bye", after: []) == #"{"intent":"quit","slots":{}}"#)
        for line in [
            "minha sogra quer vir jantar aqui domingo. nem pensar", "a próxima viagem vai ser pra Bahia, tô contando os dias",
            "my running route passes three bakeries, it's torture", "the cat knocked over my favourite mug this morning",
        ] {
            let json = try Self.explain(line, after: ["spin bar"])
            #expect(json.hasPrefix(#"{"intent":"unknown""#), "\(line) → \(json)")
        }
        let kept = try Self.explain("a quiet place please, I need to keep an eye on my kid", after: [])
        #expect(kept.contains(#""intent":"spin""#) && kept.contains("quiet"), "\(kept)")
    }

    /// Round 28: the default radius named is the setting whatever else the line says; a source told of as a reason
    /// is not the one chosen; everyday questions about the pick and the history; a list verb in its own sentence.
    @Test func round28Requests() throws {
        #expect(
            try Self.explain("set the default radius to 3 km, you keep picking places across town", after: [])
                == #"{"intent":"set","slots":{"key":"radius","value":3}}"#)
        let osm = try Self.explain("procura no openstreetmap também, minha lista é pequena", after: ["near me japanese"])
        #expect(osm.contains(#""source":"osm""#), "\(osm)")
        #expect(try Self.explain("only the ones I'd go back to", after: ["history"]).contains(#""filter":"would_return""#))
        #expect(try Self.explain("what made you pick this one?", after: ["spin"]) == #"{"intent":"why","slots":{}}"#)
        #expect(try Self.explain("que lugar é esse?", after: ["spin"]) == #"{"intent":"show","slots":{}}"#)
        #expect(
            try Self.explain("organizing my list today. show me the cheap ones", after: []) == #"{"intent":"list","slots":{"price":1}}"#)
        let location = try Self.explain("minha localização é Rua XV de Novembro 700, atualiza", after: [])
        #expect(location.contains(#""query":"Rua XV de Novembro 700""#), "\(location)")
        let copy = try Self.explain("apaga o Bar Brasil duplicado", after: [])
        #expect(copy.contains(#""target":"Bar Brasil""#), "\(copy)")
        let added = try Self.explain("abriu um café novo no centro, o nome é Café Lume. adiciona na lista", after: [])
        #expect(added.contains(#""name":"Café Lume""#), "\(added)")
    }

    /// Round 28: what follows the stars after a semicolon belongs to the rating; a list of kinds left out goes on
    /// through "and"; `explain` never splits its line into commands.
    @Test func round28OneCommandPerLine() throws {
        let rated = try Self.explain("Superb grilled fish. Four stars; I would return.", after: ["spin bar"])
        #expect(rated.contains(#""intent":"rate""#) && rated.contains(#""would_return":true"#), "\(rated)")
        for line in ["sorteia qualquer coisa menos sushi e pizza", "anything except sushi and pizza"] {
            let json = try Self.explain(line, after: [])
            #expect(json.contains(#""avoid":["pizza","sushi"]"#) && json.contains(#""tags":[]"#), "\(line) → \(json)")
        }
        #expect(Parser.readsAsOne(.explain(text: "spin bar"), .rate(RateRequest(stars: 4))))
        #expect(!Parser.readsAsOne(.spin(SpinFilters(tags: ["bar"])), .show(target: nil)))
    }
}
