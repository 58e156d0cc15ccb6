// MARK: - The words of where you are: location and city (read by WhereReader)

enum WhereWords {
    /// Where one spends the day, said before its address ("the office, …", "no trabalho, …").
    static let placesOfOnesDay: WordSet = [
        "the", "my", "o", "a", "meu", "minha", "office", "work", "home", "hotel", "school", "college", "gym", "escritorio",
        "trabalho", "casa", "faculdade", "escola", "academia", "firma", "trampo", "hostel", "airbnb",
    ]

    static let forgetLocation = PhraseTable<Bool>(
        [
            "forget my location", "clear my location", "delete my location", "remove my location", "reset my location",
            "forget where i am", "esquece minha localizacao", "esquece a minha localizacao", "apaga minha localizacao",
            "limpa minha localizacao", "tira minha localizacao", "remove minha localizacao", "esquece onde eu to", "esquece onde eu estou",
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
    /// Before "everywhere" in its clause, words that make it where something is or was looked for, no city
    /// dropped ("pretty sure there are typos everywhere", "I've looked everywhere", "procurei em todo lugar").
    static let anywhereToldBy: WordSet = [
        "there", "there's", "theres", "looked", "searched", "been", "procurei", "rodei", "olhei", "tem", "tinha", "havia", "ha",
    ]
    /// Whether the clause before an "anywhere" phrase at `start` tells where something is (see `anywhereToldBy`).
    static func anywhereTold(_ s: Sentence, before start: Int) -> Bool {
        var j = start - 1
        while j >= 0, !(s.words[j].kind == .punctuation && [".", "!", "?", ";", ","].contains(s.words[j].text)) {
            if anywhereToldBy.contains(s.words[j]) { return true }
            j -= 1
        }
        return false
    }
    /// A city mentioned before its verb: "curitiba it is, switch", "floripa, muda pra lá".
    static let trailingSwitch = PhraseTable<Bool>(
        [
            "it is, switch", "switch", "change city", "muda pra la", "bora mudar pra la", "muda pra lá", "bora mudar pra lá",
            "it is", "switch to it", "vamos pra la", "switch the city", "muda ai", "muda aí", "muda a cidade", "troca a cidade",
        ].map { ($0, true) })
    /// Before the bare noun "city", words that make it no introduction.
    static let notAnIntro: WordSet = [
        "which", "what", "whichever", "any", "each", "every", "this", "that", "another", "other", "whole", "big",
        "qual", "que", "quais", "essa", "esta", "uma", "numa", "an", "outra", "toda", "cada", "qualquer", "nessa", "dessa",
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
        // ("minha localização é Rua Augusta 1200, atualiza aí".)
        "atualiza", "atualizar", "update", "anota", "grava", "marca", "registra",
    ]
    /// Words that open where an address is beside a landmark ("Av. Paulista 1500, do lado do MASP", "next to the park").
    static let besideLandmark: WordSet = ["do", "ao", "perto", "em", "near", "next", "close", "across", "opposite", "in", "by", "bem"]
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

    /// "my city is Curitiba", "minha cidade é Recife": from `i`, which city is mine, said as a fact; the index of
    /// the first word of its value.
    static func myCityIs(_ words: [Word], at i: Int) -> Int? {
        guard i >= 0, i + 3 < words.count, ["my", "minha"].contains(words[i].folded), ["city", "cidade"].contains(words[i + 1].folded),
            ["is", "é", "eh", "=", "'s"].contains(words[i + 2].text.lowercased())
        else { return nil }
        return i + 3
    }

    /// States one is "in" that are no place ("tô em dúvida", "estou em reunião", "tô de dieta").
    static let statesOfMind: WordSet = [
        "duvida", "duvidas", "choque", "dieta", "crise", "jejum", "greve", "reuniao", "aula", "treino", "paz", "panico", "conflito",
        "two", "doubt",
    ]
}
