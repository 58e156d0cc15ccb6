// MARK: - help: this list, or more about one command

extension Verb {
    /// The `help` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let helpRow = VerbRow(
        english:
            CommandSpec(
                verb: .help, phrases: ["help", "?", "ajuda", "commands", "comandos"],
                usage: "help [COMMAND]", summary: "this list, or more about one command",
                details: "",
                examples: ["help", "help rate", "?"], group: .shell, argument: .topic),
        portugueseName: "ajuda",
        portugueseUsage: "ajuda [COMANDO]",
        portuguesePhrases: ["ajuda", "comandos"],
        portugueseHelp: (
            "esta lista, ou mais sobre um comando",
            "",
            ["ajuda", "ajuda nota", "como funciona a nota?", "?"]
        ),
        triggers: { nil })
}

// Its cue words, which its recognizer (Understanding/MetaReader.swift) reads.
extension MetaWords {
    static let helpLead: WordSet = ["help", "ajuda", "ajude", "?", "halp", "socorro", "manual", "commands", "comandos"]
    /// Verbs of showing the manual ("me mostra a ajuda", "show me the commands", "lista os comandos").
    static let showingVerbs: WordSet = ["show", "mostra", "mostrar", "mostre", "see", "ver", "view", "display", "list", "lista"]
    /// Small words between a verb of showing and the manual ("me mostra a ajuda", "show me all the commands").
    static let beforeTheManual: WordSet = ["me", "us", "the", "a", "o", "os", "as", "all", "todos", "todas", "your", "seus", "teus"]

    static let helpQuestions = PhraseTable<Bool>(
        [
            "how do i", "how do you", "how can i", "how does", "how to", "what does", "what can you do", "what can i do",
            "what are the commands", "help me with", "help with", "what can this program do", "what exactly can this program do",
            "what can this app do", "what does this program do", "what does this app do", "what can it do", "o que esse programa faz",
            "o que esse app faz", "como e que usa", "como que usa", "como usa", "como se usa", "como funciona", "como eu", "como que eu",
            "como faco", "como faço",
            "o que eu posso fazer", "o que voce faz", "o que vc faz", "o que da pra fazer", "ajuda com", "ajuda sobre", "ajuda no",
            "ajuda na",
            "me ajuda", "me ajuda com", "what can i type", "what can i say", "what do i type", "what do i say", "how should i",
            "o que eu posso digitar", "o que posso digitar", "o que eu digito", "o que eu falo", "me explica", "explica o comando",
            "what does the command", "o comando", "the command", "como devo", "como eu devo",
            "o que vc sabe fazer", "o que voce sabe fazer", "o que vc consegue fazer", "o que voce consegue fazer",
            "o que da pra fazer aqui",
            "quais sao os comandos", "quais os comandos", "what are you able to do", "what else can you do", "what can this thing do",
            "what else can u do", "what can u do", "o que mais vc faz", "o que mais voce faz", "o que mais da pra fazer",
            "what commands are there", "what commands do you have", "which commands", "what commands", "que comandos", "quais comandos",
            "o que esse app consegue fazer", "o que esse aplicativo consegue fazer", "o que esse app sabe fazer",
            "what can this do", "what do you do", "what can you actually do", "what can you really do", "what can you even do",
            "what is this thing", "what does this thing do", "what does this app do", "what is this app", "how does this work",
            "o q da pra fazer", "o q da pra fazer aqui", "o que da pra fazer aqui", "o q vc faz", "o q voce faz", "pra que serve isso",
            "pra q serve isso", "pra que serve", "o q vc sabe fazer", "como isso funciona", "como funciona isso",
        ].map { ($0, true) })
}
