// MARK: - The words of explain, quit, help, why, tags, cities, log, settings, cache (read by MetaReader)

enum MetaWords {
    /// The words of a cry for help said before a request ("help me out real quick", "me ajuda aqui rapidinho").
    static let cryForHelp: WordSet = [
        "me", "us", "out", "real", "quick", "quickly", "here", "please", "pls", "plz", "a", "girl", "guy", "brother", "bro",
        "aqui", "rapidinho", "rapido", "ai", "por", "favor", "pfv", "gente", "mano", "amigo", "ae",
    ]
    static let quit: WordSet = [
        "quit", "exit", "bye", "goodbye", "q", ":q", "\\q", "sair", "tchau", "falou", "fui", "adeus", "xau", "bye-bye", "cya", "logout",
        "tchauzinho", "flw", "byebye", "ciao", "tchau tchau", "goodnight", "gnight", "nite", "sai",
    ]
    /// Words that may stand beside a goodbye ("ok that's it, bye").
    static let goodbyeCompany: WordSet = [
        "that's", "thats", "it", "we're", "were", "i'm", "im", "done", "for", "tonight", "now", "today", "all", "see", "you", "later",
        "ate", "mais", "logo", "por", "hoje", "e", "isso", "so", "is", "the", "end", "gente", "galera", "a", "entao",
        "vou", "valeu", "vlw", "thanks", "thank", "obrigado", "obrigada", "ok", "okay", "tenho", "que", "ir", "gotta", "go", "have", "to",
        "i", "need", "preciso", "going", "indo", "nessa", "eh", "terminei", "acabei", "terminamos", "acabamos", "finished",
        "chega", "era", "set", "pronto", "good", "night", "boa", "noite", "muito", "hj", "brigado",
        "brigada", "much", "very", "closing", "this", "app", "fechando", "aqui", "off", "signing", "logging", "dormir",
        "sleep", "bed", "o", "dia", "todo", "day", "long", "bjs", "beijos",
    ]
    static let explain: WordSet = ["explain", "explica", "explicar", "explique"]
    /// Farewells, true for those that also greet ("boa noite"): a goodbye only said last, after thanks
    /// or a pause; the others ("até a próxima", "going to bed") also alone.
    static let farewells = PhraseTable<Bool>(
        ["boa noite", "good night"].map { ($0, true) }
            + [
                "ate mais", "até mais", "ate logo", "até logo", "see you", "see ya", "fui nessa",
                "closing the app", "closing this", "fechando o app", "that's all for tonight", "thats all for tonight",
                "ate a proxima", "até a próxima", "ate amanha", "até amanhã", "see you next time", "see you tomorrow", "vou dormir",
                "going to bed", "off to bed", "going to sleep", "vou nessa", "bjs", "beijos", "beijo", "bj", "night night", "nighty night",
                "nite nite",
            ].map { ($0, false) })
    /// Asking to close the program in so many words ("Pode encerrar o programa", "close the app").
    static let closeProgram = PhraseTable<Bool>(
        [
            "encerrar o programa", "encerra o programa", "encerre o programa", "fechar o programa", "fecha o programa",
            "feche o programa", "sair do programa", "encerrar o app", "fechar o app", "fecha o app", "close the program",
            "close the app", "exit the program", "exit the app", "quit the app", "quit the program", "shut it down",
            "encerrar a sessao", "end the session", "pode fechar", "pode encerrar", "pode sair", "fecha ai", "you can close it",
            "pode fechar o programa", "pode encerrar o programa", "pode fechar o app", "pode encerrar o app", "pode sair do programa",
            "you can close the app",
        ].map { ($0, true) })
    /// Goodbyes that mean nothing else.
    static let goodbyes: WordSet = [
        "bye", "goodbye", "tchau", "tchauzinho", "adeus", "xau", "bye-bye", "byebye", "cya", "flw", "goodnight", "gnight", "ciao",
    ]
    static let thanks: WordSet = ["valeu", "vlw", "obrigado", "obrigada", "brigado", "brigada", "thanks", "thank", "thx", "ty"]
    static let helpLead: WordSet = ["help", "ajuda", "ajude", "?", "halp", "socorro", "manual", "commands", "comandos"]
    /// Words of a question about the program itself ("como funciona esse app? nunca usei", "how does this work, first time here").
    static let aboutTheApp: WordSet = [
        "use", "usar", "work", "funciona", "this", "isso", "app", "programa", "here", "aqui", "type", "digitar", "esse", "essa",
        "it", "thing", "troco", "coisa", "usei", "used", "never", "nunca", "first", "primeira", "vez", "time", "i'm", "im", "new",
        "novo", "nova", "sou", "aplicativo",
    ]
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
            "what can this do", "what do you do", "what can you actually do", "what can you really do", "what can you even do",
            "what is this thing", "what does this thing do", "what does this app do", "what is this app", "how does this work",
            "o q da pra fazer", "o q da pra fazer aqui", "o que da pra fazer aqui", "o q vc faz", "o q voce faz", "pra que serve isso",
            "pra q serve isso", "pra que serve", "o q vc sabe fazer", "como isso funciona", "como funciona isso",
        ].map { ($0, true) })
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
    static let why = PhraseTable<Bool>(
        [
            "why", "how come", "por que", "porque", "pq", "por quê", "what's the deal with", "whats the deal with", "why this one",
            "why that one", "why did you", "why you picked", "pq esse", "por que esse", "how did you pick", "how did you choose",
            "how'd you pick", "how did this get picked", "como vc escolheu", "como voce escolheu", "como escolheu",
        ].map { ($0, true) })
    static let whyCompany: WordSet = [
        "this", "that", "one", "pick", "picked", "choose", "chose", "chosen", "place", "you", "did", "it", "is", "was", "the", "deal",
        "with", "so", "what's", "whats", "tell", "me", "can", "esse", "este", "isso", "lugar", "escolheu", "escolher", "vc", "voce",
        "sabe", "dizer", "tal", "ai", "o", "a", "that's", "thats", "again", "on", "earth", "why", "porque", "pq", "por",
        "que", "afinal",
    ]
    static let tags: WordSet = ["tags", "tag", "categories", "category", "categorias", "categoria", "vocabulary", "vocabulario"]
    static let cities = PhraseTable<Bool>(
        [
            "cities", "cidades", "which cities", "what cities", "que cidades", "quais cidades",
            "cidade com", "city list", "list cities", "listar cidades",
        ].map { ($0, true) })
    static let log: WordSet = ["log", "logs", "events", "eventos"]
    static let settings: WordSet = [
        "settings", "setting", "config", "configs", "configuration", "preferences", "prefs",
        "configuracoes", "configuracao", "ajustes", "preferencias",
    ]
    static let clearCache = PhraseTable<Bool>(
        [
            "clear cache", "clear the cache", "delete the cache", "empty the cache", "wipe the cache", "clean the cache",
            "limpa o cache", "limpar cache", "limpar o cache", "apaga o cache", "apagar o cache", "limpa a cache", "esvazia o cache",
        ].map { ($0, true) })
    static let refresh = PhraseTable<Bool>(
        [
            "refresh", "refresh those results", "refresh the results", "refresh the search", "search again fresh", "reload",
            "atualiza", "atualizar", "atualiza a busca", "atualiza os resultados", "recarrega",
        ].map { ($0, true) })
    /// Words that change settings ("turn the log off" is `set`, not `log`).
    /// Words that may stand beside a why ("pq vc me mandou pra esse?").
    static let whyAsked: WordSet = whyCompany.union([
        "mandou", "sent", "chose", "escolheu", "deu", "gave", "picked", "nao", "not", "outro", "other",
        "another", "kindly", "tell", "me", "you", "vc", "voce", "after", "all", "depois", "de", "tudo",
        // "why do you keep picking these", "pq vc fica escolhendo esses", "pq sempre manda os mesmos"
        "do", "does", "keep", "keeps", "picking", "choosing", "sending", "giving", "showing", "these", "those", "always", "same",
        "fica", "ficar", "continua", "escolhendo", "mandando", "mostrando", "sempre", "esses", "essas", "os", "as", "mesmos",
        "mesma", "mesmo", "manda", "escolhe",
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
        ]
        for (k, v) in extra { t[k] = v }
        return t
    }()
}
