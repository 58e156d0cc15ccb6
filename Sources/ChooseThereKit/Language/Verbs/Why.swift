// MARK: - why: explain the current pick: filters, pool, exclusions, weights

extension Verb {
    /// The `why` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let whyRow = VerbRow(
        english:
            CommandSpec(
                verb: .why, phrases: ["why", "why this", "why this one", "why that", "por que", "porque", "por quê"],
                usage: "why", summary: "explain the current pick: filters, pool, exclusions, weights",
                details: "",
                examples: ["why", "why this one"], group: .deciding, argument: .none),
        portugueseName: "por quê",
        portugueseUsage: "por quê",
        portuguesePhrases: ["por que", "porque", "por quê"],
        portugueseHelp: (
            "explica a escolha atual: filtros, candidatos, exclusões, pesos",
            "",
            ["por quê?", "por que esse?", "pq esse?"]
        ),
        triggers: { MetaWords.why.anchors })
}

// Its cue words, which its recognizer (Understanding/MetaReader.swift) reads.
extension MetaWords {
    static let why = PhraseTable<Bool>(
        [
            "why", "how come", "por que", "porque", "pq", "por quê", "what's the deal with", "whats the deal with", "why this one",
            "why that one", "why did you", "why you picked", "pq esse", "por que esse", "how did you pick", "how did you choose",
            "how'd you pick", "how did this get picked", "why'd", "whyd", "why'd you", "why's", "whys", "como vc escolheu",
            "como voce escolheu", "como escolheu",
            // "how did you decide on that one?", "como vc decidiu esse?".
            "how did you decide", "how did you come up with", "what made you pick", "what made you choose", "como vc decidiu",
            "como voce decidiu", "como decidiu",
        ].map { ($0, true) })
}
