// MARK: - log: recent searches, lookups, imports, exports and errors

extension Verb {
    /// The `log` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let logRow = VerbRow(
        english:
            CommandSpec(
                verb: .log, phrases: ["log", "event log", "events", "eventos"],
                usage: "log [N] | set log off|on|detailed", summary: "recent searches, lookups, imports, exports and errors",
                details:
                    "Kept in events.jsonl under $XDG_STATE_HOME/choosethere (never sent anywhere): what happened, how long it took, counts and outcome. Place names, searches and coordinates only with set log detailed; set log off stops it.",
                examples: ["log", "log 50", "set log off"], group: .settings, argument: .none),
        portugueseName: "eventos",
        portugueseUsage: "eventos [N] | definir log off|on|detailed",
        portuguesePhrases: ["eventos"],
        portugueseHelp: (
            "buscas, consultas, importações, exportações e erros recentes",
            "Fica em events.jsonl em $XDG_STATE_HOME/choosethere (nunca é enviado a lugar nenhum): o que aconteceu, quanto tempo levou, contagens e resultado. Nomes de lugares, buscas e coordenadas só com set log detailed; set log off desliga o registro.",
            ["log", "log 50", "últimos 20 eventos do log", "desliga o log"]
        ),
        triggers: { MetaWords.log })
}

// Its cue words, which its recognizer (Understanding/MetaReader.swift) reads.
extension MetaWords {
    static let log: WordSet = ["log", "logs", "events", "eventos"]
}
