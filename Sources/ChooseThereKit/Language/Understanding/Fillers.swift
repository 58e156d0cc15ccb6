// MARK: - Fillers: words that carry no command

/// Politeness, greetings, hedges and small talk, in English and Brazilian
/// Portuguese: they never decide an intent, never become a name or a note's
/// edge, and a line made only of them is not understood.
enum Fillers {
    /// Words that may come before a command's verb when it is asked for
    /// politely ("please add", "could you list", "i want to add", "quero cadastrar").
    static let requestLead: WordSet = [
        "please", "pls", "i", "we", "want", "wanna", "to", "would", "like", "need", "can", "you", "could",
        "let's", "lets", "go", "ahead", "and", "quero", "queria", "preciso", "pode", "poderia", "vc",
        "voce", "por", "favor", "pfv", "vamos", "bora", "oi", "hi", "hey", "ok", "okay", "so", "entao",
        "me", "ajuda", "a", "help", "mano", "cara", "bro", "dude", "ai", "ae", "man",
        // ("now add Pizzeria Bella", "agora adiciona…": the next step of an evening.)
        "now", "agora", "then", "also", "tambem", "e",
    ]
    /// Single words that are always filler.
    static let words: WordSet = [
        "please", "pls", "plz", "pleaseee", "thanks", "thank", "thx", "ty", "hey", "hi", "hello", "hiya", "yo",
        "hmm", "hmmm", "um", "uh", "uhh", "er", "erm", "ok", "okay", "alright", "well", "so", "just", "really",
        "honestly", "kinda", "like", "actually", "basically", "anyway", "ugh", "oh", "ah", "wow", "lol",
        "por", "favor", "pfv", "pf", "pfvr", "obrigado", "obrigada", "valeu", "vlw", "oi", "ola", "ei", "eai", "eae", "iae", "opa",
        "tipo", "ne", "entao", "gente", "mano", "velho", "ai", "ae", "aew", "hein", "nossa", "poxa", "aff", "eita",
        "pois", "bem", "blz", "beleza", "kkk", "kkkk", "kkkkk", "rsrs", "haha", "olha", "olhe",
        // Greetings by the time of day.
        "evening", "morning", "afternoon", "howdy", "greetings", "salve",
        // Regional interjections: "tchê", "bah", "uai", "oxe", "véi".
        "tche", "bah", "uai", "oxe", "oxente", "vei", "visse",
        // Gamers' "good game".
        "gg", "wp",
        // Disgust and dismay ("ew", "credo", "putz").
        "ew", "eww", "yuck", "eca", "credo", "affe", "argh", "bleh", "urgh", "afe", "putz", "puts", "xi", "xii", "po",
    ]
    /// Interjections of disgust or dismay, that may stand before a bare "no" ("ew no", "credo, não").
    static let interjections: WordSet = [
        "ew", "eww", "ugh", "yuck", "eca", "credo", "aff", "affe", "argh", "meh", "bleh", "urgh", "afe", "putz", "puts", "xi", "xii",
        "oh", "ah", "hmm", "hmmm", "nossa", "poxa", "eita", "bah", "lol", "po",
    ]

    /// Approval said first, before a pause ("great, open directions", "perfeito, manda no waze"): a reply to the
    /// last answer, no word of the command after it.
    static let approvals: WordSet = [
        "great", "perfect", "awesome", "nice", "cool", "sweet", "excellent", "amazing", "lovely", "otimo", "perfeito",
        "massa", "beleza", "show", "top", "maravilha", "demais", "boa",
    ]

    /// Words trimmed from the edges of names, notes and paths (articles,
    /// prepositions, conjunctions) — never from their middle.
    static let edges: WordSet = [
        "a", "an", "the", "to", "for", "of", "at", "in", "on", "from", "with", "into", "onto", "and", "but", "or", "about",
        "called", "named", "please", "pls", "this", "that",
        "o", "os", "as", "um", "uma", "uns", "umas", "pro", "pra", "pros", "pras", "para", "do", "da", "dos", "das", "de",
        "no", "na", "nos", "nas", "em", "ao", "aos", "com", "e", "mas", "ou", "chamado", "chamada", "sobre", "pelo", "pela",
        "ai", "ae", "pfv", "por", "favor", "me", "mim",
        // "apaga o Bar do Zé daí": from there, no part of the name.
        "dai", "dali",
    ]

    /// Generic nouns for "a place": they add nothing to a spin.
    static let placeNouns: WordSet = [
        "place", "places", "spot", "spots", "somewhere", "something", "anything", "one",
        "lugar", "lugares", "lugarzinho", "algo", "alguma", "algum", "coisa", "canto", "local", "opcao", "opcoes",
        "food", "comida", "comer", "eat", "eating", "bite", "rango", "dinner", "lunch", "jantar", "almoco",
        "tonight", "today", "hoje", "hj", "stuff", "things", "coisas", "options", "option",
    ]

    /// Small words that join a sentence and carry nothing: never reported as ignored.
    static let glue: WordSet = [
        "i", "we", "you", "it", "is", "are", "was", "be", "do", "does", "did", "have", "has", "go", "get", "got", "some", "any",
        "eu", "nos", "a", "gente", "voce", "vc", "e", "foi", "ser", "ta", "esta", "tem", "ter", "vai", "vamos", "vamo",
        "bora", "if", "se", "maybe", "talvez", "there", "la", "what", "whats", "yeah", "yes", "sim", "no", "nao",
        "janta", "jantar", "almoca", "almocar", "tomar", "beber", "grab", "eat", "drink", "role", "sair", "curtir",
        "should", "could", "would", "can", "we'd", "i'd", "wanna", "want", "need", "like", "love", "feel", "going",
        "deles", "delas", "them", "those", "these", "isso", "disso", "daqueles",
        // Praise of what is asked for: "uma comida gaúcha de verdade", "a proper espresso", "um PF honesto".
        "verdade", "vdd", "raiz", "autentica", "autentico", "authentic", "proper", "legit", "decente", "decent", "honesto",
        "honesta", "caprichado", "caprichada",
        // Emphasis: "vai ter que ser hamburgueria mesmo", "é isso mesmo".
        "mesmo", "mesma",
    ]

    static func isFiller(_ folded: String) -> Bool { words.contains(folded) }
    static func isFiller(_ word: Word) -> Bool { words.contains(word) }
    /// Trimmed from a name's or a note's edges: glue words, politeness and
    /// laughter — but not the fillers that are also words of names
    /// ("Canto Velho", "Nossa Cozinha", "Bem Brasil", "Tipo Exportação").
    static func isEdge(_ folded: String) -> Bool {
        edges.contains(folded) || (words.contains(folded) && !nameWords.contains(folded))
    }

    static func isEdge(_ word: Word) -> Bool {
        edges.contains(word) || (words.contains(word) && !nameWords.contains(word))
    }

    /// Fillers that also begin or end names of places.
    static let nameWords: WordSet = [
        "velho", "nossa", "bem", "tipo", "mano", "gente", "beleza", "opa", "well", "like", "really", "just", "so", "wow",
    ]

    /// Phrases of politeness and request framing, removed before anything
    /// else is read ("can you", "i'd like to", "tô afim de", "por favor").
    static let phrases = PhraseTable<Bool>(
        [
            "can you", "could you", "would you", "will you", "can u", "could u", "can i", "could i", "may i",
            // ("…. Muito obrigada.": thanks, with its intensifier.)
            "muito obrigado", "muito obrigada", "thank you very much", "thanks a lot",
            "can you please", "could you please", "would you please", "would you mind", "do you mind", "if you can",
            "i'd like", "i would like", "i'd love", "we'd love", "i want", "we want", "i wanna", "we wanna", "i need", "we need",
            "i'm looking for", "im looking for", "we're looking for", "were looking for", "looking for", "i'm craving", "im craving",
            "we feel like", "i feel like", "let's", "lets", "let us", "i was wondering if", "i wonder if", "sorry to bother you",
            "if it's not too much trouble", "if that's possible", "if possible", "thanks a lot", "thank you", "thanks so much",
            "good morning", "good evening", "good afternoon", "good night",
            "por favor", "por gentileza", "pra mim", "pra gente", "pra nos", "for me", "for us",
            "voce pode", "vc pode", "voce poderia", "vc poderia", "pode", "poderia", "tem como", "da pra", "dá pra",
            "tô afim de", "to afim de", "tô a fim de", "to a fim de", "afim de", "a fim de", "tô procurando", "to procurando",
            "estou procurando", "eu quero", "quero", "queria", "eu queria", "gostaria de", "gostaria", "me da", "me dá",
            "bom dia", "boa tarde", "boa noite", "me faz um favor", "faz um favor",
            // "tem algum francês nessa pegada?": in the same vein as the pick.
            "nessa pegada", "nessa linha", "nesse estilo", "nesse naipe", "along those lines", "in that vein", "in the same vein",
            // Trailing vagueness: "carne de sol and macaxeira and all that", "pastel, coxinha e tal".
            "and all that", "and stuff", "and so on", "and everything", "e tal", "e tudo mais", "essas coisas",
            // Turning to the next matter: "falando nisso, mostra as configurações", "by the way, …".
            "falando nisso", "por falar nisso", "aproveitando", "by the way", "btw", "speaking of which",
            // Pleading: never part of a request.
            "pelo amor de deus", "pelamor de deus", "i beg you", "pretty please", "for god's sake", "for the love of god",
        ].map { ($0, true) })
}

/// Words that react or chat ("curti", "nice", "show de bola", "i guess"):
/// they frame a command, never name a place, fill a note or ask for food.
enum Chatter {
    /// Reactions: chatter beside a command, but words of a rating's note ("great ramen").
    static let reactions: WordSet = [
        "curti", "gostei", "amei", "adorei", "love", "loved", "liked", "nice", "cool", "great", "awesome", "perfect", "perfeito",
        "legal", "massa", "top", "demais", "bacana", "otimo", "beleza", "boa", "bom", "show", "sweet", "yay", "uau", "wow",
    ]
    /// Discourse markers: never content anywhere.
    static let markers: WordSet = [
        "viu", "ne", "entendeu", "sabe", "tipo", "enfim", "anyway", "anyways", "whatever", "hmm", "uhh",
        "umm", "ummm", "eh", "ah", "ok", "okay",
    ]
    static let phrases = PhraseTable<Bool>(
        [
            "show de bola", "i guess", "i think", "acho que", "foi o que achei", "is what i think", "if you ask me", "na minha opiniao",
            "in my opinion", "to be honest", "honestly", "sinceramente", "pra falar a verdade", "quick question", "uma pergunta",
            "sorry", "desculpa", "foi mal", "no pressure", "sem pressa", "de boa", "i beg you", "i beg", "pelo amor de deus", "pfvr",
            "pretty please", "if you don't mind", "se nao for pedir muito", "thank you", "valeu mesmo",
            "nothing else", "that's all", "thats all", "that's it", "so isso", "só isso", "mais nada", "nada mais",
        ].map { ($0, true) })
}

extension SentenceReader {
    /// Whether a word carries a request: a food word, a place in the list, a
    /// number, a quoted name, a position, or a command's verb.
    func isContent(_ s: Sentence, _ i: Int) -> Bool {
        let w = s.words[i]
        switch w.kind {
        case .number, .coordinate, .quoted: return true
        case .punctuation, .symbol: return false
        case .word: break
        }
        if Chatter.reactions.contains(w) || Chatter.markers.contains(w) || Fillers.glue.contains(w) || Fillers.isEdge(w)
            || QuestionWords.all.contains(w) || Fillers.placeNouns.contains(w)
        {
            return false
        }
        return term(s, at: i) != nil || places.match(s.words, at: i) != nil || Repair.targets.contains(w)
    }

    /// Marks reactions and chatter phrases used ("curti, coloca nos favs").
    func setChatterAside(_ s: inout Sentence, keepReactions: Bool = false) {
        for m in s.all(Chatter.phrases, free: true) { s.use(m.range) }
        for i in s.freeIndices
        where (Chatter.markers.contains(s.words[i]) || !keepReactions && Chatter.reactions.contains(s.words[i]))
            && places.match(s.words, at: i) == nil
        { s.use(i) }
        // ("…, would go back tho": "though" closing its clause is an afterthought's particle, not a word to explain.)
        for i in s.freeIndices
        where ["though", "tho"].contains(s.words[i]) && i > 0 && (i + 1 == s.count || s.words[i + 1].kind == .punctuation) {
            s.use(i)
        }
    }

    /// Whether every free word but `except` is chatter (no other request in the line).
    func onlyChatter(_ s: Sentence, except: (Int) -> Bool = { _ in false }) -> Bool {
        s.freeIndices.allSatisfy { except($0) || !isContent(s, $0) }
    }
}
