// MARK: - quit: leave (Ctrl-D works too)

extension Verb {
    /// The `quit` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let quitRow = VerbRow(
        english:
            CommandSpec(
                verb: .quit, phrases: ["quit", "exit", "bye", "q", ":q", "sair", "tchau"],
                usage: "quit", summary: "leave (Ctrl-D works too)",
                details: "",
                examples: ["quit", "bye", "sair"], group: .shell, argument: .none),
        portugueseName: "sair",
        portugueseUsage: "sair",
        portuguesePhrases: ["sair", "tchau"],
        portugueseHelp: (
            "sai (Ctrl-D também funciona)",
            "",
            ["sair", "tchau", "falou!"]
        ),
        triggers: { MetaWords.quit.union(MetaWords.farewells.anchors).union(MetaWords.closeProgram.anchors) })
}

// Its cue words, which its recognizer (Understanding/MetaReader.swift) reads.
extension MetaWords {
    static let quit: WordSet = [
        "quit", "exit", "bye", "goodbye", "q", ":q", "\\q", "sair", "tchau", "falou", "fui", "adeus", "xau", "bye-bye", "cya", "logout",
        "tchauzinho", "flw", "byebye", "ciao", "tchau tchau", "goodnight", "gnight", "nite", "sai", "chau", "adios",
    ]

    /// Words that may stand beside a goodbye ("ok that's it, bye").
    static let goodbyeCompany: WordSet = [
        "that's", "thats", "it", "we're", "were", "i'm", "im", "done", "for", "tonight", "now", "today", "all", "see", "you", "later",
        "ate", "mais", "logo", "por", "hoje", "e", "and", "isso", "so", "is", "the", "end", "gente", "galera", "a", "entao",
        "vou", "valeu", "vlw", "thanks", "thank", "obrigado", "obrigada", "ok", "okay", "tenho", "que", "ir", "gotta", "go", "have", "to",
        "i", "need", "preciso", "going", "indo", "nessa", "eh", "terminei", "acabei", "terminamos", "acabamos", "finished",
        "chega", "era", "set", "pronto", "good", "night", "boa", "noite", "muito", "hj", "brigado",
        "brigada", "much", "very", "closing", "this", "app", "fechando", "aqui", "off", "signing", "logging", "dormir",
        "sleep", "bed", "o", "dia", "todo", "day", "long", "bjs", "beijos",
        // "Obrigada, querido. Até a próxima viagem!", "thanks buddy, until next time"
        "querido", "querida", "dear", "buddy", "mate", "viagem", "vez", "trip", "visit", "visita", "gracias",
    ]

    /// Farewells, true for those that also greet ("boa noite"): a goodbye only said last, after thanks
    /// or a pause; the others ("até a próxima", "going to bed") also alone.
    static let farewells = PhraseTable<Bool>(
        ["boa noite", "good night"].map { ($0, true) }
            + [
                "ate mais", "até mais", "ate logo", "até logo", "see you", "see ya", "fui nessa",
                "closing the app", "closing this", "fechando o app", "that's all for tonight", "thats all for tonight",
                "ate a proxima", "até a próxima", "ate amanha", "até amanhã", "see you next time", "see you tomorrow", "vou dormir",
                "going to bed", "off to bed", "going to sleep", "sleep time", "bedtime", "hora de dormir", "vou nessa", "bjs", "beijos",
                "beijo", "bj", "night night", "nighty night",
                "nite nite", "until next time", "till next time", "see you soon", "ate breve", "até breve", "ate a proxima vez",
                "até a próxima vez",
            ].map { ($0, false) })

    /// Asking to close the program in so many words ("Pode encerrar o programa", "close the app").
    static let closeProgram = PhraseTable<Bool>(
        [
            "encerrar o programa", "encerra o programa", "encerre o programa", "fechar o programa", "fecha o programa",
            "feche o programa", "sair do programa", "encerrar o app", "fechar o app", "fecha o app", "close the program",
            "close the app", "exit the program", "exit the app", "quit the app", "quit the program", "shut it down",
            "encerrar a sessao", "end the session", "pode fechar", "pode encerrar", "pode sair", "fecha ai", "you can close it",
            "pode fechar o programa", "pode encerrar o programa", "pode fechar o app", "pode encerrar o app", "pode sair do programa",
            "you can close the app", "close this", "close this app", "close it", "fecha isso", "fecha isso ai", "fecha esse app",
        ].map { ($0, true) })

    /// Goodbyes that mean nothing else.
    static let goodbyes: WordSet = [
        "bye", "goodbye", "tchau", "tchauzinho", "adeus", "xau", "bye-bye", "byebye", "cya", "flw", "goodnight", "gnight", "ciao",
    ]
}
