// MARK: - The words of a rating (read by RateReader)

enum RateWords {
    /// "it wasn't even japanese", "nem era japonês": before a kind, the place was not what was asked for.
    static let notEvenTheKind = PhraseTable<Bool>(
        [
            "wasn't even", "wasnt even", "was not even", "isn't even", "isnt even", "nem era", "nao era nem", "nem e", "nem eh",
            "nem era de", "nao era nem de",
        ].map { ($0, true) })
    /// Verbs by which a place deserves its stars ("o Boi na Brasa merece 5 estrelas").
    static let deserving: WordSet = ["merece", "deserves", "deserve", "gets", "earns", "vale", "leva", "ganha", "worth"]
    /// Verbs that tell what a place was like ("Casa Azul *was* great", "o Jobi *foi* ótimo").
    static let copulas: WordSet = ["was", "is", "were", "foi", "tava", "estava", "has", "had"]
    /// Verbs of going somewhere, before the place's name ("fui no Cantina Nona").
    static let wentTo: WordSet = [
        "fui", "fomos", "went", "visited", "visitei", "visitamos", "comemos", "jantamos", "almocamos", "foi", "comi", "jantei", "almocei",
        "dined", "lunched", "had",
    ]
    /// Where we ended up going ("we ended up at Kaizen", "acabamos no Bode do Nô", "fomos parar no…").
    static let endedUp = PhraseTable<Bool>(
        [
            "ended up at", "ended up in", "wound up at", "acabamos no", "acabamos na", "acabamos indo no", "acabamos indo na",
            "fomos parar no",
            "fomos parar na",
            // Where we came back from ("voltamos da Casa da Vó Nena", "just got back from Bar Luiz").
            "voltamos da", "voltamos do", "voltei da", "voltei do", "came back from", "got back from", "back from",
            // A meal had there: "saturday lunch at Padaria Estrela was a letdown", "o jantar no Jobi foi ótimo".
            "lunch at", "dinner at", "brunch at", "breakfast at", "almoco no", "almoco na", "jantar no", "jantar na",
        ].map { ($0, true) })
    /// People, whom stars before them praise without rating a place ("five star human", "um cara nota 10").
    static let people: WordSet = [
        "human", "person", "guy", "man", "woman", "dude", "friend", "mom", "dad", "people", "pessoa", "cara", "humano", "ser",
        "moco", "moca", "amigo", "amiga", "mae", "pai", "gente",
    ]
    /// What a day of one's life holds, scored like a place but never one ("my day was a 2 out of 5").
    static let lifeSubjects: WordSet = [
        "day", "week", "weekend", "morning", "afternoon", "monday", "tuesday", "wednesday", "thursday", "friday", "shift", "exam",
        "test", "mood", "life", "job", "boss", "class", "flight", "commute", "movie", "film", "game", "team", "sleep",
        "dia", "semana", "manha", "tarde", "segunda", "terca", "quarta", "quinta", "sexta", "plantao", "turno", "prova", "humor",
        "vida", "trabalho", "chefe", "aula", "voo", "filme", "jogo", "sono", "transito", "traffic",
    ]
    /// Days rated right after the verb ("i'd rate today a 2", "daria pra hoje um 3"), never a place.
    static let days: WordSet = lifeSubjects.union(["today", "hoje", "yesterday", "ontem", "tonight", "tomorrow", "amanha"])
    /// Taking a mark, which only a person does ("tirei nota máxima", "scored a 10").
    static let given: WordSet = ["tirei", "tirou", "tiramos", "tiraram", "tirar", "scored", "score"]
    /// Receiving, when the speaker receives ("I got a 5", "eu ganhei 5 estrelas no app da empresa").
    static let received: WordSet = ["got", "get", "ganhei", "ganhamos", "recebi", "recebemos", "received", "earned"]
    /// When a visit was, said between a place's name and what it was like ("Sushi Kazu on Friday was fantastic").
    static let when: WordSet = [
        "on", "last", "this", "yesterday", "night", "friday", "saturday", "sunday", "monday", "tuesday", "wednesday", "thursday",
        "weekend", "week", "ontem", "na", "no", "sexta", "sabado", "domingo", "segunda", "terca", "quarta", "quinta",
    ]
    /// Verbs of being before what something was worth ("o café era 5 estrelas").
    static let being: WordSet = ["era", "was", "is", "e", "foi", "ta", "are", "were", "parece", "seems", "basically", "tipo"]
    /// Narration around a rating that is neither a note nor a name.
    static let framing = PhraseTable<Bool>(
        [
            "we went to", "i went to", "we were at", "fomos no", "fomos na", "fui no", "fui na", "yesterday", "ontem", "last night",
            "tonight", "hoje", "today", "i'd say", "eu diria", "for this place", "for this one", "for this", "pra esse", "pra essa",
            "pra ele", "pra ela", "pra esse lugar", "esse aqui", "this place", "please", "thanks", "por favor",
            "i'd like to", "i would like to", "queria", "quero", "we had dinner at", "we had lunch at", "we had dinner", "we had lunch",
            "we ate at", "i ate at", "had dinner at", "had lunch at", "jantamos no", "jantamos na", "almocamos no", "almocamos na",
            "jantei no", "jantei na", "almocei no", "almocei na", "comemos no", "comemos na",
            // The pick, described rather than named: "the place you picked", "o lugar q vc escolheu".
            "the place you picked", "the place you chose", "the place you suggested", "the spot you picked", "your pick", "the pick",
            "this pick", "that pick", "the last pick", "that last pick",
            "essa escolha", "esse sorteio", "essa sugestao", "sua escolha", "pra essa escolha", "pra esse sorteio", "pra sua escolha",
            "o lugar que vc escolheu", "o lugar q vc escolheu", "lugar q vc escolheu", "lugar que vc escolheu", "o lugar que voce escolheu",
            "lugar que voce escolheu", "o lugar que vc sorteou", "o lugar q vc sorteou", "lugar q vc sorteou", "o lugar que voce sorteou",
            "o lugar que vc indicou", "o lugar q vc indicou",
        ].map { ($0, true) })
    /// The story of getting back from the place, which opens a rating and is
    /// not a note about it: the whole sentence it starts is set aside.
    static let arrival = PhraseTable<Bool>(
        [
            "just got home", "just got back", "we just got back", "just finished dinner", "just finished lunch", "just finished",
            "we just finished", "just came back", "just left", "we just left", "acabamos de chegar", "acabei de chegar",
            "acabamos de voltar", "acabei de voltar", "chegamos agora", "cheguei agora", "voltamos agora", "voltei agora",
            "acabamos de sair", "acabei de sair", "saimos agora", "saímos agora", "deu tudo certo", "deu certo", "tudo certo",
            "all good", "went well",
            // "de volta em casa.", "back home now", "back at the hotel".
            "de volta em casa", "de volta pra casa", "de volta ao hotel", "de volta no hotel", "back home", "back home now",
            "back at home", "back at the hotel", "home now", "em casa agora", "ja em casa", "já em casa", "volvimos", "ya volvimos",
        ].map { ($0, true) })
    /// Nouns that make a number a count, not stars ("2 people", "3 times").
    static let countNouns: WordSet = [
        "people", "persons", "of", "times", "visits", "pessoas", "vezes", "visitas", "km", "m",
        "minutes", "minutos", "hours", "horas", "reais", "dollars", "bucks", "pratos", "dishes", "tables", "mesas", "seats", "cadeiras",
        "friends", "amigos", "kids", "criancas",
    ]
    /// Words that never stand in a place's name between a rating verb and its stars.
    static let notNames: WordSet = [
        "dar", "give", "place", "lugar", "was", "is", "it", "this", "that", "nota", "pra", "pro",
        "esse", "essa", "for", "i'd", "we'd", "would", "like", "to", "the", "view", "food", "comida",
        "minha", "my", "our", "e", "foi", "de", "a", "uma", "um",
    ]
    /// Words before a return statement that only qualify it.
    static let returnHead: WordSet = [
        "no", "doubt", "yes", "yeah", "sim", "and", "e", "with", "com", "certeza", "ctz", "definitely", "already", "planning", "plan",
        "to", "we", "i", "we'd", "i'd", "we'll", "i'll", "wouldn't", "mind", "say", "would", "will", "a", "gente", "eu", "nos", "ja",
        "pretendo", "quero", "vamos", "vou", "gonna", "going", "sure", "for", "totally", "absolutely", "certainly", "surely", "so",
        "really", "also", "tambem", "but", "mas", "que", "sem", "duvida", "our", "nossa", "claro", "obviamente", "of", "course",
        "de", "is", "it's", "hard", "easy", "facil", "dificil", "try", "it", "maybe",
    ]
    /// Words after a return statement that only qualify it (when, how often, how sure).
    static let returnTail: WordSet = [
        "next", "week", "weekend", "month", "year", "already", "soon", "asap", "again", "for", "sure", "definitely", "a", "heartbeat",
        "time", "times", "one", "day", "someday", "mil", "vezes", "semana", "que", "vem", "mes", "ano", "tao", "cedo", "com",
        "certeza", "ctz", "logo", "breve", "um", "dia", "por", "nada", "nesse", "neste", "mundo", "la", "there", "here", "aqui",
        "mais", "more", "ever", "anymore", "nunca", "never", "no", "way", "de", "novo", "outra", "vez", "sem", "duvida", "doubt",
        "certain", "right", "away", "tomorrow", "amanha", "hoje", "today", "tonight", "fim", "this", "essa", "esse",
        "i'm", "im", "we're", "in", "town", "when", "whenever", "around", "back", "area", "cidade", "estiver", "estivermos", "vier",
    ]
    /// Verbs that open a clause saying the place was visited ("back home", "voltamos pro hotel", "we went").
    static let arrivalVerbs: WordSet = [
        "back", "home", "went", "returned", "voltamos", "voltei", "chegamos", "cheguei", "fomos", "fui", "got", "made", "had",
        "ate", "deu", "comemos", "comi", "jantamos", "jantei", "almocamos", "almocei", "retornamos", "retornei",
    ]
    static let arrivalLeads: WordSet = [
        "just", "finally", "ok", "so", "we", "i", "we're", "i'm", "were", "im", "ja", "enfim", "acabamos", "acabei", "de", "a", "gente",
    ]
    /// Words that attach a condition to going back ("only if", "unless", "se").
    static let conditions: WordSet = ["if", "unless", "se", "caso", "only", "so", "even", "once", "quando", "assim"]
    /// Words that are never a note on their own.
    static let noteNoise: WordSet = [
        "eu", "i", "we", "nos", "foi", "was", "it", "place", "lugar", "dar", "give", "gave",
        "it's", "its", "is", "e", "and", "so", "then", "yes", "sim", "ok", "yeah", "one", "um",
        "uma", "stars", "star", "estrelas", "estrela", "rating", "nota", "total", "really", "q", "que",
        "vc", "acho", "think", "guess",
    ]
    static let noteEdges: WordSet = [
        "and", "but", "mas", "e", "it", "though", "tho", "so", "then", "also", "-", "—", "–", "pra", "for",
        "que", "with", "com", "of", "because", "porque", "pq",
    ]
}

extension RateWords {
    /// When we went, between a place's name and its stars ("Boteco Azul *last night*, 2 stars").
    static let whenWeWent: WordSet = [
        "last", "night", "yesterday", "tonight", "today", "this", "weekend", "week", "on", "friday", "saturday", "sunday",
        "ontem", "hoje", "anteontem", "a", "noite", "semana", "passada", "no", "fim", "de",
    ]
}
