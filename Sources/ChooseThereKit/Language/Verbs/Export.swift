// MARK: - export: write a backup file compatible with the iOS app

extension Verb {
    /// The `export` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let exportRow = VerbRow(
        english:
            CommandSpec(
                verb: .export, phrases: ["export", "backup", "exportar"],
                usage: "export [PATH] [overwrite]", summary: "write a backup file compatible with the iOS app",
                details:
                    "A file that exists is replaced only with overwrite: a terminal asks first, a script fails. A folder gets chooseThere_backup.json.",
                examples: ["export", "export ~/choosethere_backup.json", "export backup.json overwrite"], group: .files, argument: .path),
        portugueseName: "exportar",
        portugueseUsage: "exportar [ARQUIVO] [sobrescrever]",
        portuguesePhrases: ["exportar"],
        portugueseHelp: (
            "grava um arquivo de backup compatível com o app para iOS",
            "Um arquivo que já existe só é substituído com sobrescrever: no terminal a pergunta vem antes, num script o comando falha. Uma pasta recebe chooseThere_backup.json.",
            ["exporta", "faz um backup", "exporta pra ~/choosethere_backup.json", "exporta backup.json sobrescrever"]
        ),
        triggers: { FileWords.exportVerbs.union(FileWords.exportPhrases.anchors).union(FileWords.writeVerbs) })
}

// Its cue words, which its recognizer (Understanding/FileReader.swift) reads.
extension FileWords {
    static let exportVerbs: WordSet = [
        "export", "exporta", "exportar", "exporte", "backup", "back-up", "dump", "exporting", "exportando",
        "exporto",
    ]

    static let exportPhrases = PhraseTable<Bool>(
        [
            "back up", "back everything up", "back it up", "faz um backup", "faz backup", "fazer backup", "fazer um backup",
            "save a backup", "make a backup", "salva o backup", "salva uma copia", "salva uma cópia", "manda tudo pro arquivo",
            "write a backup", "sobrescreve",
        ].map { ($0, true) })

    /// Verbs that write a file when a path follows them.
    static let writeVerbs: WordSet = ["save", "write", "salva", "salvar", "grava", "gravar", "guarda", "manda", "put", "store", "escreve"]
}
