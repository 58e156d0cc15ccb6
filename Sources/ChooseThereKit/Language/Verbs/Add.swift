// MARK: - add: add a place to your list

extension Verb {
    /// The `add` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let addRow = VerbRow(
        english:
            CommandSpec(
                verb: .add, phrases: ["add", "new place", "adicionar", "novo lugar"],
                usage: "add NAME at LAT,LNG [category C] [tags T…] [address A]", summary: "add a place to your list",
                details:
                    "Quote names with spaces if they contain command words. The city is the current one unless the coordinates say otherwise.",
                examples: [
                    "add \"Bar do Zé\" at -23.55,-46.63 tags bar boteco",
                    "add \"Casa Vegana\" at -25.43,-49.27 category restaurant tags vegan cheap",
                ], group: .places, argument: .text),
        portugueseName: "adicionar",
        portugueseUsage: "adicionar NOME em LAT,LNG [categoria C] [tags T…] [endereço E]",
        portuguesePhrases: ["adicionar", "novo lugar"],
        portugueseHelp: (
            "adiciona um lugar à sua lista",
            "Use aspas em nomes com espaços que contenham palavras de comando. A cidade é a atual, a não ser que as coordenadas indiquem outra.",
            [
                "adiciona \"Bar do Zé\" em -23.55,-46.63 tags bar boteco",
                "adiciona \"Casa Vegana\" em -25.43,-49.27 categoria restaurante tags vegano barato",
                "adiciona Pastelaria Yoka em -23.56,-46.63",
            ]
        ),
        triggers: { EditWords.addVerbs.union(AddWords.newPlace.anchors) })
}

// Its cue words, which its recognizer (Understanding/AddReader.swift) reads.
extension EditWords {
    static let addVerbs: WordSet = [
        "add", "adiciona", "adicionar", "cadastra", "cadastrar", "inclui", "incluir", "create", "cria", "acrescenta", "acrescentar",
        "acrescente", "adicione", "inclua",
    ]
}

// Its cue words, which its recognizer (Understanding/AddReader.swift) reads.
extension AddWords {
    /// "a new place", "um lugar novo": a new place is being described, even without a verb.
    static let newPlace = PhraseTable<Bool>(
        [
            "new place", "a new place", "new spot", "a new spot", "new restaurant", "a new restaurant", "lugar novo", "um lugar novo",
            "novo lugar", "um novo lugar", "restaurante novo", "um restaurante novo",
        ].map { ($0, true) })
}
