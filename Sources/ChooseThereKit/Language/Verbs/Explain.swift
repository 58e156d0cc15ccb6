// MARK: - explain: show how a command is understood (as JSON) without running it

extension Verb {
    /// The `explain` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let explainRow = VerbRow(
        english:
            CommandSpec(
                verb: .explain, phrases: ["explain", "explicar"],
                usage: "explain COMMAND", summary: "show how a command is understood (as JSON) without running it",
                details: "",
                examples: ["explain spin bar not sushi"], group: .shell, argument: .text),
        portugueseName: "explicar",
        portugueseUsage: "explicar COMANDO",
        portuguesePhrases: ["explicar"],
        portugueseHelp: (
            "mostra como um comando é entendido (em JSON), sem executá-lo",
            "",
            ["explica sorteia bar sem sushi", "explicar nota 4 voltaria", "explica perto de mim 2km"]
        ),
        triggers: { MetaWords.explain })
}

// Its cue words, which its recognizer (Understanding/MetaReader.swift) reads.
extension MetaWords {
    static let explain: WordSet = ["explain", "explica", "explicar", "explique"]
}
