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
            // "how did you end up picking this place?", "what's it based on?", "como vc chegou nesse?".
            "how did you end up picking", "how did you end up choosing", "how'd you end up picking", "how did you end up with",
            "what's it based on", "whats it based on", "what it's based on", "what is it based on", "based on what",
            "baseado em que", "com base em que", "como vc chegou nesse", "como voce chegou nesse", "como chegou nesse",
            "como vc chegou nessa", "como voce chegou nessa",
        ].map { ($0, true) })
}
