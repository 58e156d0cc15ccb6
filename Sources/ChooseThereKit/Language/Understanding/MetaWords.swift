// MARK: - The words of explain, quit, help, why, tags, cities, log, settings, cache (read by MetaReader)

enum MetaWords {
    /// The words of a cry for help said before a request ("help me out real quick", "me ajuda aqui rapidinho").
    static let cryForHelp: WordSet = [
        "me", "us", "out", "real", "quick", "quickly", "here", "please", "pls", "plz", "a", "girl", "guy", "brother", "bro",
        "aqui", "rapidinho", "rapido", "ai", "por", "favor", "pfv", "gente", "mano", "amigo", "ae",
    ]
    static let thanks: WordSet = ["valeu", "vlw", "obrigado", "obrigada", "brigado", "brigada", "thanks", "thank", "thx", "ty"]
    /// Words of a question about the program itself ("como funciona esse app? nunca usei", "how does this work, first time here").
    /// What is done to the pick itself, asked with "how do I" ("how do I open this on the map?", "como faço pra ver o
    /// endereço desse?"): the command, not its manual.
    static let doneToThePick: WordSet = [
        "open", "abre", "abrir", "show", "mostra", "mostrar", "ver", "see", "address", "endereco", "map", "mapa", "route", "rota",
        "phone", "telefone", "hours", "horario", "menu", "cardapio",
    ]
    static let aboutTheApp: WordSet = [
        "use", "usar", "work", "funciona", "this", "isso", "app", "programa", "here", "aqui", "type", "digitar", "esse", "essa",
        "it", "thing", "troco", "coisa", "usei", "used", "never", "nunca", "first", "primeira", "vez", "time", "i'm", "im", "new",
        "novo", "nova", "sou", "aplicativo",
    ]
    /// How the program picks, asked before or while using it: help about picking.
    static let howItPicks = PhraseTable<Bool>(
        [
            "how you decide", "how do you decide", "how you choose", "how do you choose", "how you pick", "how do you pick",
            "is it random", "is it totally random", "is it just random", "escolhe aleatorio", "e aleatorio", "aleatorio mesmo",
            "como voce escolhe", "como vc escolhe", "como vc decide", "como voce decide", "mudam alguma coisa no sorteio",
            "muda alguma coisa no sorteio", "will you stop suggesting", "do my ratings matter", "do ratings matter",
        ].map { ($0, true) })
    /// Words of asking which there are ("what settings can I change?").
    static let askingWhich: WordSet = ["what", "which", "quais", "que", "can", "i", "change", "posso", "mudar", "da", "pra", "alterar"]
    /// "how do i get to X" is a route, not a question about the program.
    static let routeQuestions = PhraseTable<Bool>(
        [
            "how do i get to", "how do we get to", "how to get to", "how do i get there",
            "como chego", "como chegar", "como eu chego", "como faco pra chegar",
        ].map { ($0, true) })
    static let whyCompany: WordSet = [
        "this", "that", "one", "pick", "picked", "choose", "chose", "chosen", "place", "you", "did", "it", "is", "was", "the", "deal",
        "with", "so", "what's", "whats", "tell", "me", "can", "esse", "este", "isso", "lugar", "escolheu", "escolher", "vc", "voce",
        "sabe", "dizer", "tal", "ai", "o", "a", "that's", "thats", "again", "on", "earth", "why", "porque", "pq", "por",
        "que", "afinal",
    ]
    /// Words that change settings ("turn the log off" is `set`, not `log`).
    /// Words that may stand beside a why ("pq vc me mandou pra esse?").
    static let whyAsked: WordSet = whyCompany.union([
        "mandou", "sent", "chose", "escolheu", "deu", "gave", "picked", "nao", "not", "outro", "other",
        "another", "kindly", "tell", "me", "you", "vc", "voce", "after", "all", "depois", "de", "tudo",
        // "why do you keep picking these", "pq vc fica escolhendo esses", "pq sempre manda os mesmos"
        "do", "does", "keep", "keeps", "picking", "choosing", "sending", "giving", "showing", "these", "those", "always", "same",
        "fica", "ficar", "continua", "escolhendo", "mandando", "mostrando", "sempre", "esses", "essas", "os", "as", "mesmos",
        "mesma", "mesmo", "manda", "escolhe",
        // "why would you even pick that?", "por que esse foi escolhido?"
        "would", "even", "pick", "choose", "chosen", "was", "foi", "escolhido", "escolhida", "sorteado", "sorteada",
        // "why this restaurant in particular?", "why, of all places, this one?", "por que justo esse restaurante?"
        "restaurant", "restaurante", "spot", "in", "particular", "exactly", "specifically", "of", "places", "exatamente",
        "especificamente", "justo", "justamente", "lugares", "todos",
    ])
    /// Words that may stand beside "settings" ("show me my settings").
    static let settingsCompany: WordSet = [
        "show", "me", "my", "what", "are", "again", "the", "current", "see", "view", "open", "list",
        "minhas", "meus", "as", "os", "mostra", "ver", "quais", "sao", "mostrar", "abre",
    ]
    /// Words that may stand beside a refresh ("refresh those results").
    static let refreshCompany: WordSet = ["those", "the", "results", "search", "please", "a", "busca", "os", "resultados", "again", "now"]
    static let switches: WordSet = [
        "on", "off", "enable", "disable", "turn", "liga", "desliga", "ativa", "desativa", "detailed",
        "detalhado", "stop", "start", "set", "change", "muda", "mudar", "tira", "apaga", "limpa",
        "clear", "delete", "reset", "reseta",
    ]
}

/// Question words: they frame a request, never fill a slot.
enum QuestionWords {
    static let all: WordSet = [
        "what", "which", "where", "how", "who", "whats", "what's", "are", "is", "there", "do", "does",
        "you", "know", "have", "o", "que", "qual", "quais", "onde", "como", "tem", "existem", "existe",
        "sao", "e", "the", "of", "and", "list", "show", "me", "mostra", "lista", "all", "todas", "todos",
    ]
}

/// Words that name a command as a help topic.
enum TopicWords {
    /// Words around a topic that are not part of it ("help on spin", "ajuda com a nota").
    static let helpWords: WordSet = ["help", "ajuda", "explain", "explica", "explicar", "about", "on", "with", "sobre", "com", "o", "a"]

    /// Every command's names and phrases of several words, folded (`de novo`, `atualizar detalhes`, `where am i`).
    static let phrases: [String: Verb] = {
        var t: [String: Verb] = [:]
        for spec in CommandTable.all {
            for phrase in spec.phrases + [spec.verb.portugueseName] where phrase.contains(" ") {
                t[Folding.key(phrase)] = t[Folding.key(phrase)] ?? spec.verb
            }
        }
        return t
    }()

    static let table: [String: Verb] = {
        var t: [String: Verb] = [:]
        for spec in CommandTable.all {
            t[spec.name] = spec.verb
            for phrase in spec.phrases where !phrase.contains(" ") { t[Folding.key(phrase)] = t[Folding.key(phrase)] ?? spec.verb }
        }
        let extra: [String: Verb] = [
            "rating": .rate, "ratings": .rate, "nota": .rate, "notas": .rate, "avaliar": .rate, "avaliacao": .rate, "dou": .rate,
            "avalio": .rate, "avalia": .rate, "dar nota": .rate,
            "stars": .rate, "estrelas": .rate, "importing": .importFile, "importar": .importFile, "importa": .importFile,
            "backup": .export, "exporting": .export, "exportar": .export, "favorites": .favorite, "favoritos": .favorite,
            "favourites": .favorite, "spinning": .spin, "sorteio": .spin, "sortear": .spin, "perto": .near, "near": .near,
            "nearby": .near, "history": .history, "historico": .history, "city": .city, "cidade": .city, "cities": .cities,
            "settings": .settings, "radius": .set, "raio": .set, "scripts": .source, "script": .source, "search": .find,
            // Words help and the completions offer: "help switch", "help location", "help cache".
            "switch": .city, "mudar": .city, "location": .location, "localizacao": .location, "cache": .cache,
            // A command's noun: "como funciona a importação?", "how do exports work?".
            "importacao": .importFile, "importacoes": .importFile, "imports": .importFile, "exportacao": .export,
            "exportacoes": .export, "exports": .export, "avaliacoes": .rate, "favorito": .favorite, "configuracoes": .settings,
            "configuracao": .settings,
        ]
        for (k, v) in extra { t[k] = v }
        return t
    }()
}
