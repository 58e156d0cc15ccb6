// MARK: - cities: the cities in your list, or catalogue matches for NAME

extension Verb {
    /// The `cities` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let citiesRow = VerbRow(
        english:
            CommandSpec(
                verb: .cities, phrases: ["cities", "cidades", "list cities"],
                usage: "cities [NAME]", summary: "the cities in your list, or catalogue matches for NAME",
                details: "",
                examples: ["cities", "cities santa cruz"], group: .settings, argument: .city),
        portugueseName: "cidades",
        portugueseUsage: "cidades [NOME]",
        portuguesePhrases: ["cidades"],
        portugueseHelp: (
            "as cidades da sua lista, ou as do catálogo que correspondem a NOME",
            "",
            ["cidades", "cidades santa cruz", "que cidades eu tenho?"]
        ),
        triggers: { MetaWords.cities.anchors })
}

// Its cue words, which its recognizer (Understanding/MetaReader.swift) reads.
extension MetaWords {
    static let cities = PhraseTable<Bool>(
        [
            "cities", "cidades", "which cities", "what cities", "que cidades", "quais cidades",
            "cidade com", "city list", "list cities", "listar cidades",
        ].map { ($0, true) })
}
