// MARK: - save: put the current nearby place into your list

extension Verb {
    /// The `save` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let saveRow = VerbRow(
        english:
            CommandSpec(
                verb: .save, phrases: ["save", "save this", "save it", "add it to my list", "add this", "salvar", "salva"],
                usage: "save", summary: "put the current nearby place into your list",
                details: "",
                examples: ["save", "save this", "add it to my list"], group: .places, argument: .none),
        portugueseName: "salvar",
        portugueseUsage: "salvar",
        portuguesePhrases: ["salvar", "salva"],
        portugueseHelp: (
            "põe na sua lista o lugar atual da busca por perto",
            "",
            ["salva", "salva esse", "adiciona esse na minha lista", "salva o 2"]
        ),
        triggers: { PlaceCommandWords.save.union(PlaceCommandWords.saveToList.anchors) })
}

// Its cue words, which its recognizer (Understanding/PlaceCommandReader.swift) reads.
extension PlaceCommandWords {
    static let save: WordSet = ["save", "keep", "salva", "salvar", "guarda", "guardar", "salve", "store", "bookmark"]

    static let saveToList = PhraseTable<Bool>(
        [
            "add it to my list", "add this to my list", "add this", "add it", "to my list",
            "in my list", "na minha lista", "pra minha lista", "adiciona na lista",
        ].map { ($0, true) })
}
