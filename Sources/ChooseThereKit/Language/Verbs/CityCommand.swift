// MARK: - city: choose the city you are in (or anywhere)

extension Verb {
    /// The `city` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let cityRow = VerbRow(
        english:
            CommandSpec(
                verb: .city,
                phrases: [
                    "switch city", "switch to", "change city", "city", "anywhere", "any city", "everywhere", "mudar cidade", "mudar para",
                    "trocar cidade", "cidade", "qualquer lugar", "qualquer cidade",
                ],
                usage: "switch city NAME | anywhere", summary: "choose the city you are in (or anywhere)",
                details: "Names are matched without regard to case or accents; add the state for ambiguous names (Santa Cruz, RN).",
                examples: ["switch city Curitiba", "city são paulo", "anywhere", "mudar cidade Rio de Janeiro"], group: .settings,
                argument: .city),
        portugueseName: "mudar cidade",
        portugueseUsage: "mudar cidade NOME | qualquer lugar",
        portuguesePhrases: ["mudar cidade", "mudar para", "trocar cidade", "cidade", "qualquer lugar", "qualquer cidade"],
        portugueseHelp: (
            "escolhe a cidade onde você está (ou qualquer lugar)",
            "Os nomes são comparados sem ligar para maiúsculas ou acentos; em nomes ambíguos, junte o estado (Santa Cruz, RN).",
            ["muda pra Curitiba", "cidade são paulo", "mudar cidade Santa Cruz, RN", "qualquer lugar"]
        ),
        triggers: { nil })
}

// Its cue words, which its recognizer (Understanding/WhereReader.swift) reads.
extension WhereWords {
    /// Verbs that change the session's city, and the nouns they take ("muda a cidade", "switch my city").
    static let cityChangeVerbs: WordSet = [
        "change", "changing", "switch", "switching", "move", "moving", "mudar", "muda", "mude", "mudando", "troca", "trocar", "troque",
        "trocando", "altera", "alterar", "altere",
    ]
    static let cityNouns: WordSet = ["city", "cidade", "town"]
    static let switchCity = PhraseTable<Bool>(
        [
            "move me to", "move us to", "put me in", "me leva pra", "me leva para", "me manda pra",
            "we moved to", "moved to", "mudamos pra", "me mudei pra", "me coloca em", "coloca em", "bora pro", "muda pro", "vamos pro",
            "vai pro", "travelling to", "traveling to", "we're going to", "going to", "vou pra", "vou pro", "should be", "tamo em",
            "switch city", "switch city to", "change city", "change city to", "switch to", "change to", "city", "city:", "move to",
            "go to", "take me to", "let's look in", "lets look in", "let's try", "lets try", "we're in", "were in", "i'm in", "im in",
            "we are in", "i am in", "heading to", "we're heading to", "set the city to", "change the city to", "switch the city to",
            "replace the city with", "switching the city to", "set city to", "look in", "search in",
            "mudar cidade", "mudar cidade para", "mudar cidade pra", "muda pra", "muda para", "muda a cidade pra", "muda a cidade para",
            "troca a cidade pra", "troca a cidade para", "trocar pra", "trocar para", "troca pra", "troca pro", "trocar pro", "bora pra",
            "vamo mudar pra",
            "vamos mudar pra", "vamos pra", "vamo pra", "agora to em", "agora tô em", "agora estou em", "cidade", "cidade:", "e vai pra",
            "muda de cidade pra", "muda pra la", "mudar pra", "mudar para", "mude para", "mude pra", "to no", "to na", "to em",
            "tô no", "tô na", "tô em", "estou no", "estou na", "estou em",
            "back to", "go back to", "de volta pra", "de volta a", "volta pra",
            // Switching again ("muda de novo pra São Paulo", "switch back to Rio").
            "muda de novo pra", "muda de novo para", "muda outra vez pra", "troca de novo pra", "troca de novo para",
            "muda de volta pra", "troca de volta pra", "switch again to", "change again to", "switch back to", "change back to",
            "switch it back to", "change it back to",
        ].map { ($0, true) })

    /// Introductions that always mean a city, even one the catalogue does not know.
    static let strongSwitch = PhraseTable<Bool>(
        [
            "switch city", "switch city to", "change city", "change city to", "city", "city:", "set the city to", "change the city to",
            "switch the city to", "set city to", "mudar cidade", "mudar cidade para", "mudar cidade pra", "muda a cidade pra",
            "muda a cidade para", "troca a cidade pra", "troca a cidade para", "cidade", "cidade:", "muda de cidade pra",
        ].map { ($0, true) })
}
