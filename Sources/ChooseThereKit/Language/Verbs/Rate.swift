// MARK: - rate: rate the current pick (or a named place) 1–5 stars

extension Verb {
    /// The `rate` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let rateRow = VerbRow(
        english:
            CommandSpec(
                verb: .rate, phrases: ["rate", "rated", "nota", "avaliar", "avalie", "dar nota"],
                usage: "rate STARS [would return|never again] [match] [QUICK TAGS] [NOTE]",
                summary: "rate the current pick (or a named place) 1–5 stars",
                details:
                    "Records a visit dated now. would return is the default; never again says otherwise; match marks a perfect match. Quick tags: good value, nice ambience, great service, amazing food, slow, disappointing. Other words become the note.",
                examples: ["rate 4 would return", "rate 5 match great ramen", "4 stars", "rate 2 never again"], group: .deciding,
                argument: .place),
        portugueseName: "nota",
        portugueseUsage: "nota ESTRELAS [voltaria|não volto] [perfeito] [TAGS RÁPIDAS] [COMENTÁRIO]",
        portuguesePhrases: ["nota", "avaliar", "avalie", "dar nota"],
        portugueseHelp: (
            "dá de 1 a 5 estrelas ao lugar atual (ou a um lugar pelo nome)",
            "Registra uma visita com a data de agora. voltaria é o padrão; nunca mais diz o contrário; deu match marca um match perfeito. Tags rápidas: bom custo-benefício, ambiente agradável, atendimento excelente, comida incrível, demorou, decepcionante. As outras palavras viram o comentário.",
            [
                "nota 4 voltaria", "nota 5, deu match, lámen incrível", "4 estrelas", "nota 2, nunca mais",
                "nota 3 pro \"Bar do Zé\", demorou",
            ]
        ),
        triggers: { nil })
}

// Its cue words, which its recognizer (Understanding/RateReader.swift) reads.
extension RateWords {
    /// Verbs that mean a rating even without a number (then: how many stars?).
    static let strongVerbs: WordSet = ["rate", "rated", "score", "avalia", "avaliar", "avalio", "avalie"]

    /// Verbs that mean a rating only with a number after them ("gave Gero a 5").
    static let verbs: WordSet = strongVerbs.union([
        "give", "gave", "giving", "scored", "dei", "dou", "deu", "damos", "demos", "gets", "get",
        "deserves", "deserve", "deserved", "merece", "mereceu", "merecia", "leva", "levou",
        "ganha", "ganhou", "earns", "earned", "daria", "dariamos", "darei",
        // Formally: "Atribuo cinco estrelas", "I award it four stars".
        "atribuo", "atribuimos", "atribuiria", "award", "awarded",
    ])

    static let verbPhrases = PhraseTable<Bool>(
        [
            "i'd give", "we'd give", "i would give", "we would give", "i give", "we give", "i'd rate", "we'd rate", "i'd rate it",
            "it was a", "solid", "a solid", "foi um", "foi uma", "minha nota", "minha nota pra esse e", "minha nota e", "dar nota",
            "queria dar", "vou dar", "nota pra", "dou nota", "da um", "dá um", "da uma", "dá uma",
        ].map { ($0, true) })
}
