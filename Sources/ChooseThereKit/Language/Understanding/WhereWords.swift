// MARK: - The words of where you are: location and city (read by WhereReader)

enum WhereWords {
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
    static let forgetLocation = PhraseTable<Bool>(
        [
            "forget my location", "clear my location", "delete my location", "remove my location", "reset my location",
            "forget where i am", "esquece minha localizacao", "esquece a minha localizacao", "apaga minha localizacao",
            "limpa minha localizacao", "tira minha localizacao", "remove minha localizacao", "esquece onde eu to", "esquece onde eu estou",
        ].map { ($0, true) })
    /// Introductions that always mean a city, even one the catalogue does not know.
    static let strongSwitch = PhraseTable<Bool>(
        [
            "switch city", "switch city to", "change city", "change city to", "city", "city:", "set the city to", "change the city to",
            "switch the city to", "set city to", "mudar cidade", "mudar cidade para", "mudar cidade pra", "muda a cidade pra",
            "muda a cidade para", "troca a cidade pra", "troca a cidade para", "cidade", "cidade:", "muda de cidade pra",
        ].map { ($0, true) })
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
    static let anywhere = PhraseTable<Bool>(
        [
            "anywhere", "any city", "everywhere", "any city is fine", "don't filter by city", "dont filter by city", "all cities",
            "no city", "qualquer lugar", "qualquer cidade", "em qualquer lugar", "tira o filtro de cidade", "todas as cidades",
            "sem cidade", "nenhuma cidade", "every city", "forget the city", "any city is fine", "anywhere is fine", "esquece a cidade",
            "all the cities", "any city at all", "remove the city filter", "no city filter", "sem filtro de cidade", "tira a cidade",
            "tira o filtro da cidade", "qualquer cidade serve", "qualquer lugar serve",
            "don't care which city", "dont care which city", "any works", "any city works", "whatever city", "tanto faz a cidade",
            "qualquer uma serve", "nao importa a cidade", "não importa a cidade",
        ].map { ($0, true) })
    /// A city mentioned before its verb: "curitiba it is, switch", "floripa, muda pra lá".
    static let trailingSwitch = PhraseTable<Bool>(
        [
            "it is, switch", "switch", "change city", "muda pra la", "bora mudar pra la", "muda pra lá", "bora mudar pra lá",
            "it is", "switch to it", "vamos pra la", "switch the city", "muda ai", "muda aí", "muda a cidade", "troca a cidade",
        ].map { ($0, true) })
    /// Before the bare noun "city", words that make it no introduction.
    static let notAnIntro: WordSet = [
        "which", "what", "whichever", "any", "each", "every", "this", "that", "another", "other", "whole", "big",
        "qual", "que", "quais", "essa", "esta", "uma", "outra", "toda", "cada", "qualquer", "nessa", "dessa",
        // A part of the town ("do outro lado da cidade", "across the city", "no centro da cidade").
        "da", "of", "across", "na", "pela",
        // Whose town ("na minha cidade antiga todo mundo se conhecia").
        "minha", "my", "our", "nossa", "sua", "his", "her", "their",
    ]
    static let timeTail: WordSet = [
        "now", "right", "today", "tonight", "this", "week", "weekend", "agora", "hoje", "essa", "semana",
        "esta", "por", "enquanto", "please", "pls", "pfv", "la", "then", "instead",
        "for", "a", "few", "days", "uns", "dias",
    ]
    /// Words that start an instruction after an address ("…, coloca isso como minha localização").
    static let instruction: WordSet = [
        "set", "use", "usa", "usar", "coloca", "poe", "bota", "save", "salva", "make", "that", "isso", "esse",
        "essa", "esta", "location", "localizacao", "it's", "its", "please", "pode", "por",
    ]
    /// The speaker, in "where am i", "onde a gente tá".
    static let me: WordSet = ["i", "me", "we", "us", "eu", "nos", "gente", "i'm", "im", "we're"]
    static let streetWords: WordSet = [
        "rua", "r", "av", "av.", "avenida", "avenue", "ave", "street", "st", "road", "rd", "praca",
        "largo", "alameda", "travessa", "estrada", "rodovia", "hotel", "square", "plaza", "boulevard",
        // Landmarks said in lower case, with their name ("we're at parque barigui", "tô no shopping estação").
        "parque", "park", "shopping", "mall", "estacao", "station", "hospital", "universidade", "university", "campus",
        "aeroporto", "airport", "rodoviaria", "terminal", "estadio", "stadium",
    ]
    /// Street words that name no place without a name after them ("the mall", "o hotel").
    static let needAName: WordSet = [
        "hotel", "hostel", "pousada", "airbnb", "parque", "park", "shopping", "mall", "estacao", "station", "hospital",
        "universidade", "university", "campus", "aeroporto", "airport", "rodoviaria", "terminal", "estadio", "stadium",
    ]
}
