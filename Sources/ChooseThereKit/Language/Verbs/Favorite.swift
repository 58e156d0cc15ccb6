// MARK: - favorite: mark or unmark a favourite (the current pick by default)

extension Verb {
    /// The `favorite` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let favoriteRow = VerbRow(
        english:
            CommandSpec(
                verb: .favorite,
                phrases: ["favorite", "favourite", "fav", "favoritar", "unfavorite", "unfavourite", "unfav", "desfavoritar"],
                usage: "fav [NAME] | unfav [NAME]", summary: "mark or unmark a favourite (the current pick by default)",
                details: "",
                examples: ["fav", "favorite Tan Tan Bar", "unfav"], group: .places, argument: .place),
        portugueseName: "favoritar",
        portugueseUsage: "favoritar [NOME] | desfavoritar [NOME]",
        portuguesePhrases: ["favoritar", "desfavoritar"],
        portugueseHelp: (
            "marca ou desmarca um favorito (por padrão, o lugar atual)",
            "",
            ["favorita", "favorita o Tan Tan Bar", "tira dos favoritos"]
        ),
        triggers: { PlaceCommandWords.fav.union(PlaceCommandWords.unfav).union(FavoritesWords.nouns) })
}

// Its cue words, which its recognizer (Understanding/PlaceCommandReader.swift) reads.
extension PlaceCommandWords {
    static let fav: WordSet = ["fav", "favorite", "favourite", "favoritar", "favorita", "favorito"]

    static let unfav: WordSet = ["unfav", "unfavorite", "unfavourite", "desfavoritar", "desfavorita", "defav", "unstar", "desfavorite"]
}
