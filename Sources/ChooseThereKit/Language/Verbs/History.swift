// MARK: - history: your visits, newest first

extension Verb {
    /// The `history` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let historyRow = VerbRow(
        english:
            CommandSpec(
                verb: .history, phrases: ["history", "visits", "my visits", "historico", "visitas"],
                usage: "history [best|would return|match] [N]", summary: "your visits, newest first",
                details: "",
                examples: ["history", "history best", "history would return", "history match"], group: .deciding, argument: .none),
        portugueseName: "histórico",
        portugueseUsage: "histórico [melhores|voltaria|perfeitos] [N]",
        portuguesePhrases: ["historico", "visitas"],
        portugueseHelp: (
            "suas visitas, das mais recentes às mais antigas",
            "",
            ["histórico", "histórico melhores", "lugares que eu voltaria", "histórico só os que deram match", "últimas 5 visitas"]
        ),
        triggers: {
            ListWords.history.union(ListWords.historyPhrases.anchors).union(ListWords.historyQuestions.anchors).union(
                ListWords.beenTo.anchors
            )
            .union(ListWords.visitWords).union(ListWords.saidWords)
        })
}

// Its cue words, which its recognizer (Understanding/ListReader.swift) reads.
extension ListWords {
    static let history: WordSet = ["history", "historico", "visits", "visitas"]

    static let historyPhrases = PhraseTable<HistoryFilter?>([
        ("where have we been", nil), ("where have i been", nil), ("onde eu ja fui", nil), ("onde a gente ja foi", nil),
        ("what did we rate", nil), ("what did i rate", nil), ("places we've been", nil), ("lugares que eu fui", nil),
        ("places we'd go back to", .wouldReturn), ("places we would go back to", .wouldReturn), ("places i'd go back to", .wouldReturn),
        ("places we'd return to", .wouldReturn), ("lugares que eu voltaria", .wouldReturn), ("lugares que a gente voltaria", .wouldReturn),
        ("eu visitei e voltaria", .wouldReturn), ("would return", .wouldReturn), ("would go back", .wouldReturn),
        // "now just the ones we'd go back to", "só os que a gente voltaria".
        ("ones we'd go back to", .wouldReturn), ("ones i'd go back to", .wouldReturn), ("ones we would go back to", .wouldReturn),
        ("os que a gente voltaria", .wouldReturn), ("os que eu voltaria", .wouldReturn), ("que eu voltaria", .wouldReturn),
        ("our matches", .match), ("my matches", .match), ("os que deram match", .match), ("que deram match", .match),
        ("that were a match", .match), ("were a match", .match), ("meus matches", .match),
        // ("now show me my best places": the best of mine are the visits I rated highest.)
        ("my best places", .best), ("our best places", .best), ("my best spots", .best), ("our best spots", .best),
        ("my best ones", .best), ("our best ones", .best), ("my best rated places", .best),
        ("my top", .best), ("our top", .best), ("meus top", .best), ("we loved", .best), ("did we love", .best),
        ("que eu mais gostei", .best), ("q eu mais gostei", .best), ("mais gostei", .best), ("melhores", .best),
        ("onde eu voltaria", .wouldReturn), ("lugares eu voltaria", .wouldReturn), ("quais eu voltaria", .wouldReturn),
        ("where would i go back", .wouldReturn), ("where would we go back", .wouldReturn),
        ("which places would i go back to", .wouldReturn),
        ("which ones would i go back to", .wouldReturn), ("which would i go back to", .wouldReturn),
        ("onde a gente voltaria", .wouldReturn), ("que eu falei que voltaria", .wouldReturn), ("deu match em quais", .match),
        ("best rated visits", .best), ("os melhores lugares que eu fui", .best),
        ("os melhores que eu fui", .best), ("avaliei melhor", .best), ("avaliamos melhor", .best), ("rated best", .best),
        ("rated highest", .best), ("did we ever give", .best), ("have we ever given", .best), ("did i ever give", .best),
        // "which places did I give the most stars", "onde eu dei mais estrelas".
        ("give the most stars", .best), ("gave the most stars", .best), ("given the most stars", .best),
        ("dei mais estrelas", .best), ("demos mais estrelas", .best), ("dei as maiores notas", .best),
        ("eu dei nota boa", .best), ("dei nota boa", .best), ("dei nota alta", .best), ("demos nota boa", .best),
        ("a gente deu nota alta", .best), ("a gente deu nota boa", .best), ("i gave good ratings", .best), ("gave good ratings", .best),
        // "qual lugar a gente deu a nota mais alta?", "what's my best rated place ever": my own ratings, asked about.
        ("deu a nota mais alta", .best), ("demos a nota mais alta", .best), ("dei a nota mais alta", .best), ("a maior nota", .best),
        ("deu a maior nota", .best), ("dei a maior nota", .best), ("my best rated", .best), ("our best rated", .best),
        ("my highest rated", .best), ("our highest rated", .best), ("my top rated", .best), ("our top rated", .best),
        ("gave the highest", .best), ("i rated highest", .best), ("we rated highest", .best), ("did i give the highest", .best),
        ("did we give the highest", .best), ("dei nota mais alta", .best), ("deu nota mais alta", .best),
        ("demos nota mais alta", .best), ("dei a melhor nota", .best), ("demos a melhor nota", .best),
        // "which ones did i rate best?", "os lugares que eu melhor avaliei": my best ratings, asked in the present or before the verb.
        ("did i rate best", .best), ("did we rate best", .best), ("i rate best", .best), ("we rate best", .best),
        ("melhor avaliei", .best), ("melhor avaliamos", .best), ("mais bem avaliei", .best),
        // "the places that actually matched what i wanted": visits that were a match.
        ("places that matched", .match), ("places that actually matched", .match), ("ones that matched", .match),
        ("ones that actually matched", .match), ("lugares que combinaram", .match), ("os que combinaram", .match),
        ("os que bateram", .match), ("lugares que bateram", .match),
    ])

    /// Questions about where one has been.
    static let historyQuestions = PhraseTable<Bool>(
        [
            "where have we eaten", "where have i eaten", "where did we eat", "where did i eat", "where did we go", "where did i go",
            "where we've been", "what have i rated", "what have we rated", "what did we rate", "places we rated", "onde eu comi",
            "onde a gente comeu", "onde comemos", "onde eu fui", "onde a gente foi", "onde fomos", "onde eu andei comendo",
            "quais lugares eu ja avaliei", "o que eu ja avaliei", "o que eu avaliei", "lugares que eu avaliei", "lugares que eu fui",
            "lugares q eu fui", "lugares que eu mais gostei", "lugares q eu mais gostei", "que eu mais gostei", "we loved", "did we love",
            "onde eu voltaria", "onde a gente voltaria", "que eu falei que voltaria", "deu match em quais", "quais deram match",
            "refresh my memory", "where have we been", "ultimas idas", "places did i rate", "places did we rate", "did i rate lately",
            "have i rated", "have we rated", "i've rated", "we've rated", "que eu avaliei", "que a gente avaliou", "ja avaliei",
            "lugares que eu ja fui", "lugares que a gente ja foi", "places i've been", "places we've been", "places i have been",
            "places we have been",
        ].map { ($0, true) })

    /// Where I have been, asked about ("qual foi o lugar mais bem avaliado que eu já fui?", "what's the best place
    /// I've been to?"); in a request, the same words describe the places to pick from.
    static let beenTo = PhraseTable<Bool>(
        [
            "que eu ja fui", "que a gente ja foi", "que eu fui", "que nos fomos", "i've been to", "we've been to", "i have been to",
            "we have been to", "ive been to",
            // "os 3 últimos lugares q a gente foi", "the last 5 places we went": where we went, the same.
            "q a gente foi", "q a gente ja foi", "q eu fui", "q eu ja fui", "que fomos", "q fomos", "que a gente foi", "places we went",
            "places i went", "spots we went", "places we went to", "places i went to", "we've gone to", "i've gone to",
        ].map { ($0, true) })

    /// Words of visits: the history is meant even without its name.
    static let visitWords: WordSet = ["visits", "visitas", "visited", "visitei", "fui", "idas", "visit"]
    /// The nouns among `visitWords`: they name the history wherever they stand.
    static let visitNouns: WordSet = ["visits", "visitas", "idas", "visit"]

    /// "places we said we'd go back to": what was said when rating.
    static let saidWords: WordSet = ["said", "say", "told", "disse", "dissemos", "falei", "falamos", "marked", "marquei", "answered"]
}
