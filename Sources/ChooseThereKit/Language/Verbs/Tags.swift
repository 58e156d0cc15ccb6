// MARK: - tags: the categories and tags in use, with counts

extension Verb {
    /// The `tags` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let tagsRow = VerbRow(
        english:
            CommandSpec(
                verb: .tags, phrases: ["tags", "categories", "vocabulary", "categorias"],
                usage: "tags", summary: "the categories and tags in use, with counts",
                details: "",
                examples: ["tags"], group: .places, argument: .none),
        portugueseName: "categorias",
        portugueseUsage: "categorias",
        portuguesePhrases: ["categorias"],
        portugueseHelp: (
            "as categorias e tags em uso, com contagens",
            "",
            ["tags", "categorias", "quais categorias existem?"]
        ),
        triggers: { MetaWords.tags })
}

// Its cue words, which its recognizer (Understanding/MetaReader.swift) reads.
extension MetaWords {
    static let tags: WordSet = ["tags", "tag", "categories", "category", "categorias", "categoria", "vocabulary", "vocabulario"]
}
