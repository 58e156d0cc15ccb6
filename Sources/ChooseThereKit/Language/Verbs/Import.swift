// MARK: - import: bring in a backup (or a list) from a file

extension Verb {
    /// The `import` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let importFileRow = VerbRow(
        english:
            CommandSpec(
                verb: .importFile, phrases: ["import", "importar"],
                usage: "import PATH [merge|replace] [preview]", summary: "bring in a backup (or a list) from a file",
                details: "",
                examples: ["import backup.json", "import backup.json replace", "import backup.json preview"], group: .files, argument: .path
            ),
        portugueseName: "importar",
        portugueseUsage: "importar ARQUIVO [mesclar|substituir] [prévia]",
        portuguesePhrases: ["importar"],
        portugueseHelp: (
            "traz um backup (ou uma lista) de um arquivo",
            "",
            ["importa backup.json", "importa backup.json substituindo tudo", "importa backup.json mesclando", "prévia do backup.json"]
        ),
        triggers: {
            FileWords.importVerbs.union(FileWords.importPhrases.anchors).union(FileWords.preview.anchors).union(FileWords.overwrite)
        })
}

// Its cue words, which its recognizer (Understanding/FileReader.swift) reads.
extension FileWords {
    static let importVerbs: WordSet = [
        "import", "importa", "importar", "importe", "load", "carrega", "carregar", "restore",
        "restaura", "restaurar", "read", "imported", "importing", "importando", "merge", "junta",
        "juntar", "mescla", "mesclar",
    ]

    static let importPhrases = PhraseTable<Bool>(
        [
            "merge in", "antes de importar", "what would happen if i imported",
            "bring in", "traz de",
        ].map { ($0, true) })

    static let preview = PhraseTable<Bool>(
        [
            "preview", "dry run", "dry-run", "previa", "prévia", "what would happen",
            "so quero ver", "só quero ver", "antes de importar", "me mostra uma previa",
            // ("importar backup.json so pra ver", "just to see what's in it": only to look.)
            "so pra ver", "so para ver", "so pra olhar", "so pra conferir", "so pra dar uma olhada", "just to see", "just to look",
            "only to look", "just to have a look",
            "just show me", "without importing", "sem importar", "check", "dá uma olhada", "da uma olhada",
            "take a look", "peek", "look inside", "o que tem no", "what's in", "whats in",
            // Asking to see the changes first: "mas me mostra antes o q vai mudar".
            "me mostra antes", "mostra antes", "me mostra primeiro", "mostra primeiro", "o que vai mudar",
            "o q vai mudar", "show me first", "show me what would change", "what would change",
            "what will change", "before importing", "first show me",
        ].map { ($0, true) })

    /// "overwrite my list with old.json": an import that replaces, said with a list.
    static let overwrite: WordSet = ["overwrite", "replace"]
}
