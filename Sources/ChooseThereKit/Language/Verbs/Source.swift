// MARK: - source: run the commands in a script file

extension Verb {
    /// The `source` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let sourceRow = VerbRow(
        english:
            CommandSpec(
                verb: .source, phrases: ["source", "run", "replay", "executar"],
                usage: "source FILE", summary: "run the commands in a script file",
                details: "One command a line; # starts a comment; source nests, relative to the including file.",
                examples: ["source evening.ct"], group: .files, argument: .path),
        portugueseName: "executar",
        portugueseUsage: "executar ARQUIVO",
        portuguesePhrases: ["executar"],
        portugueseHelp: (
            "executa os comandos de um arquivo de script",
            "Um comando por linha; # começa um comentário; source pode ser aninhado, com caminhos relativos ao arquivo que o inclui.",
            ["executa noite.ct", "roda o script noite.ct", "source noite.ct"]
        ),
        triggers: { FileWords.source.union(FileWords.sourcePhrases.anchors) })
}

// Its cue words, which its recognizer (Understanding/FileReader.swift) reads.
extension FileWords {
    static let source: WordSet = [
        "source", "run", "execute", "executa", "executar", "roda", "rodar", "replay", "rode", "play",
        "toca", "tocar",
    ]

    static let sourcePhrases = PhraseTable<Bool>(
        [
            "load commands from", "carrega os comandos de", "roda os comandos de",
            "executa os comandos do arquivo", "executa os comandos de",
        ].map { ($0, true) })
}
