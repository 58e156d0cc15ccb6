// MARK: - forget: remove a place and its visits from your list

extension Verb {
    /// The `forget` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let forgetRow = VerbRow(
        english:
            CommandSpec(
                verb: .forget, phrases: ["forget", "delete", "remove", "esquecer", "apagar", "remover"],
                usage: "forget NAME [yes]", summary: "remove a place and its visits from your list",
                details: "Asks for confirmation in a terminal; scripts must say yes.",
                examples: ["forget Bar do Zé", "forget \"Bar do Zé\" yes"], group: .places, argument: .place),
        portugueseName: "esquecer",
        portugueseUsage: "esquecer NOME [sim]",
        portuguesePhrases: ["esquecer", "apagar", "remover"],
        portugueseHelp: (
            "remove um lugar e as visitas dele da sua lista",
            "Num terminal, pede confirmação; scripts precisam dizer sim.",
            ["apaga o Bar do Zé", "remove o Bar do Zé da minha lista", "apaga o \"Bar do Zé\", sim"]
        ),
        triggers: {
            PlaceCommandWords.forget.union(PlaceCommandWords.takeVerbs).union(PlaceCommandWords.forgetPhrases.anchors)
                .union(PlaceCommandWords.idioms.anchors)
        })
}

// Its cue words, which its recognizer (Understanding/PlaceCommandReader+Forget.swift) reads.
extension PlaceCommandWords {
    static let forget: WordSet = [
        "forget", "delete", "remove", "erase", "esquece", "esquecer", "esqueca", "apaga", "apagar",
        "exclui", "excluir", "remover", "deleta", "deletar",
    ]

    static let forgetPhrases = PhraseTable<Bool>(
        [
            "get rid of", "take off my list", "remove from my list", "tira da lista",
            "tirar da lista", "pode tirar da lista", "tira da minha lista",
        ].map { ($0, true) })

    static let takeVerbs: WordSet = [
        "take", "get", "kick", "remove", "tira", "tirar", "retira", "retirar", "remova", "tire", "bota", "poe",
    ]

    /// Verbs of taking off that delete a place named right after them ("tira a Pizzaria Bella Napoli").
    static let takeOff: WordSet = ["tira", "tirar", "retira", "retirar", "tire", "remova", "remove"]

    static let idioms = PhraseTable<Bool>(
        [
            "forget it", "forget about it", "never mind", "nevermind", "deixa pra la", "deixa quieto",
            "esquece isso", "esquece", "forget that", "nao importa", "forget about", "forget i said",
            "forget what i said", "forget we said", "esquece o que eu disse", "esquece o que eu falei",
            "esquece que eu falei",
        ].map { ($0, true) })
}

extension PlaceCommandWords {
    /// "one of them", "um deles": a place of several another sentence names, not a name.
    static let oneOfThem: WordSet = ["one", "of", "them", "those", "these", "um", "uma", "deles", "delas", "desses", "dessas"]
    /// Which copy of a place listed twice ("o Sushi Kento repetido", "the duplicate Bar Brasil").
    static let copies: WordSet = [
        "repetido", "repetida", "duplicado", "duplicada", "duplicate", "duplicated", "repeated", "extra", "copy", "copia",
    ]
}
