// MARK: - location: set or show your location

extension Verb {
    /// The `location` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let locationRow = VerbRow(
        english:
            CommandSpec(
                verb: .location,
                phrases: [
                    "i'm at", "im at", "i am at", "where am i", "my location", "location", "estou em", "to em", "tô em", "onde estou",
                ],
                usage: "i'm at LAT,LNG | i'm at ADDRESS | where am i", summary: "set or show your location",
                details: "",
                examples: ["i'm at -23.56,-46.69", "i'm at Av. Paulista 1000", "where am i"], group: .location, argument: .text),
        portugueseName: "onde estou",
        portugueseUsage: "estou em LAT,LNG | estou em ENDEREÇO | onde estou",
        portuguesePhrases: ["estou em", "to em", "tô em", "onde estou"],
        portugueseHelp: (
            "define ou mostra sua localização",
            "",
            ["tô em -23.56,-46.69", "estou na Av. Paulista, 1000", "onde estou?"]
        ),
        triggers: { nil })
}

// Its cue words, which its recognizer (Understanding/WhereReader.swift) reads.
extension WhereWords {
    static let setLocation = PhraseTable<Bool>(
        [
            "i'm at", "im at", "i am at", "we're at", "were at", "we are at", "i'm staying at", "we're staying at", "i'm right around",
            "i'm around", "i'm near", "my location is", "set my location to", "set location to", "location:", "location", "my location:",
            "update my location:", "update my location to", "update my location", "me coloca em", "atualiza minha localizacao pra",
            "atualiza minha localizacao", "atualiza minha localizacao:", "minha localizacao e", "minha localizacao:",
            "muda minha localizacao pra",
            "muda minha localizacao para", "coloca minha localizacao em", "my coords are", "my coordinates are", "minhas coordenadas sao",
            "atualiza minha localizacao para", "minha localizacao e", "meu endereco e", "estou na", "estou no", "estou em", "to na",
            "to no", "to em", "tô em", "tô na", "tô no", "to aqui", "tô aqui", "estou aqui", "i am right around", "i'm right at",
            "estamos na", "estamos no", "tamo na", "tamo no",
            // "to num hotel na rua Oscar Freire", "I'm staying in a hotel on Rua Augusta": where, said by the place one is in.
            "to num hotel", "tô num hotel", "estou num hotel", "estamos num hotel", "to numa pousada", "tô numa pousada",
            "estou numa pousada", "estamos numa pousada", "to num hostel", "tô num hostel", "estou num hostel", "to num airbnb",
            "tô num airbnb", "estamos num airbnb", "i'm staying in", "we're staying in", "i am staying in", "we are staying in",
            // Visitors' Spanish: "estoy en el hotel, Av. Atlântica 1702".
            "estoy en", "estoy en el", "estamos en", "estamos en el",
            "my address is", "my address:", "meu endereco", "meu endereco e", "eu moro na", "eu moro no", "eu moro em", "i live at",
            "i live on", "we live at", "we just got to", "we got to", "i'm standing at", "i'm standing on", "standing at",
            "define minha localizacao como", "define minha localizacao", "muda minha localizacao pra", "muda minha localizacao para",
            "minha localizacao:", "minha posicao:", "minha posicao", "my position", "my position is", "estou perto do", "estou perto da",
            "to perto do", "to perto da", "tô perto do", "tô perto da", "i'm near", "we're near", "here:", "i'm by", "estou no endereco",
            "to hospedado em", "to hospedada em", "estou hospedado em", "estou hospedada em", "estamos hospedados em",
            "to hospedado na", "to hospedado no", "estou hospedado na", "estou hospedado no", "estamos hospedados na",
            // "a gente tá na Praça Saens Peña", "a gente tá hospedado no Setor Hoteleiro Sul".
            "a gente ta na", "a gente esta na", "a gente ta hospedado na", "a gente ta hospedado no", "a gente ta hospedado em",
            "estamos hospedados no", "estamos hospedados em", "we are staying at", "i am staying at",
        ].map { ($0, true) })

    static let askLocation = PhraseTable<Bool>(
        [
            "me localiza", "localiza eu", "where do you have me", "where does it think i am", "where do you think we are",
            "where am i", "where are we", "what's my location", "whats my location", "what is my location", "my location",
            "what's my current location", "whats my current location", "where do you think i am", "where i am", "my current location",
            "onde eu to", "onde eu tô", "onde estou", "onde a gente ta", "onde a gente está", "qual e a minha localizacao",
            "qual a minha localizacao", "minha localizacao", "qual é a minha localização", "onde eu estou",
            // "what location do you have for me", "qual localização vc tem de mim": what the program holds.
            "what location do you have", "which location do you have", "what location have you got", "what location are you using",
            "which location are you using", "what's the location you have", "the location you have", "location do you have",
            "what address do you have for me", "qual localizacao vc tem", "qual localizacao voce tem", "que localizacao vc tem",
            "que localizacao voce tem", "qual localizacao ta usando", "qual localizacao esta usando", "qual localizacao vc ta usando",
            "localizacao vc tem", "localizacao voce tem", "qual a localizacao que vc tem", "qual a localizacao que voce tem",
        ].map { ($0, true) })
}
