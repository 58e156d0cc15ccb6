// MARK: - explain, quit, help, why, tags, cities, log, settings, cache

enum MetaWords {
    static let quit: WordSet = [
        "quit", "exit", "bye", "goodbye", "q", ":q", "\\q", "sair", "tchau", "falou", "fui", "adeus", "xau", "bye-bye", "cya", "logout",
        "tchauzinho", "flw", "byebye", "ciao", "tchau tchau", "goodnight", "gnight", "nite",
    ]
    /// Words that may stand beside a goodbye ("ok that's it, bye").
    static let goodbyeCompany: WordSet = [
        "that's", "thats", "it", "we're", "were", "i'm", "im", "done", "for", "tonight", "now", "today", "all", "see", "you", "later",
        "ate", "mais", "logo", "por", "hoje", "e", "isso", "so", "is", "the", "end", "for now", "gente", "galera", "a", "gente", "entao",
        "vou", "valeu", "vlw", "thanks", "thank", "obrigado", "obrigada", "ok", "okay", "tenho", "que", "ir", "gotta", "go", "have", "to",
        "i", "need", "preciso", "going", "indo", "nessa", "eh", "isso", "terminei", "acabei", "terminamos", "acabamos", "finished",
        "chega", "era", "we're", "all", "set", "pronto", "good", "night", "boa", "noite", "muito", "hj", "so", "é", "brigado",
        "brigada", "thank", "you", "much", "very", "closing", "this", "app", "fechando", "aqui", "off", "signing", "logging", "dormir",
        "sleep", "bed", "to",
    ]
    static let explain: WordSet = ["explain", "explica", "explicar", "explique"]
    /// Farewells that also greet ("boa noite"): a goodbye only said last, after thanks or a pause.
    static let farewells = PhraseTable<Bool>(
        [
            "ate mais", "até mais", "ate logo", "até logo", "boa noite", "good night", "see you", "see ya", "fui nessa",
            "closing the app", "closing this", "fechando o app", "that's all for tonight", "thats all for tonight",
        ].map { ($0, true) })
    /// Asking to close the program in so many words ("Pode encerrar o programa", "close the app").
    static let closeProgram = PhraseTable<Bool>(
        [
            "encerrar o programa", "encerra o programa", "encerre o programa", "fechar o programa", "fecha o programa",
            "feche o programa", "sair do programa", "encerrar o app", "fechar o app", "fecha o app", "close the program",
            "close the app", "exit the program", "exit the app", "quit the app", "quit the program", "shut it down",
            "encerrar a sessao", "end the session",
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
            "what are the commands", "help me with", "help with", "como funciona", "como eu", "como que eu", "como faco", "como faço",
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
    /// "how do i get to X" is a route, not a question about the program.
    static let routeQuestions = PhraseTable<Bool>(
        [
            "how do i get to", "how do we get to", "how to get to", "how do i get there",
            "como chego", "como chegar", "como eu chego", "como faco pra chegar",
        ].map { ($0, true) })
    static let why = PhraseTable<Bool>(
        [
            "why", "how come", "por que", "porque", "pq", "por quê", "what's the deal with", "whats the deal with", "why this one",
            "why that one", "why did you", "why you picked", "pq esse", "por que esse",
        ].map { ($0, true) })
    static let whyCompany: WordSet = [
        "this", "that", "one", "pick", "picked", "choose", "chose", "chosen", "place", "you", "did", "it", "is", "was", "the", "deal",
        "with", "so", "what's", "whats", "tell", "me", "can", "esse", "este", "isso", "lugar", "escolheu", "escolher", "vc", "voce",
        "sabe", "dizer", "me", "tal", "ai", "o", "a", "that's", "thats", "again", "on", "earth", "why", "porque", "pq", "por",
        "que", "deal", "afinal",
    ]
    static let tags: WordSet = ["tags", "tag", "categories", "category", "categorias", "categoria", "vocabulary", "vocabulario"]
    static let cities = PhraseTable<Bool>(
        [
            "cities", "cidades", "which cities", "what cities", "que cidades", "quais cidades",
            "cidade com", "city list", "list cities", "listar cidades",
        ].map { ($0, true) })
    static let log: WordSet = ["log", "logs", "events", "eventos", "event log", "log de eventos"]
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

struct MetaReader: SentenceReader {
    let lexicon: Lexicon

    func explain(_ s: inout Sentence) -> Intent? {
        guard let first = s.words.first, MetaWords.explain.contains(first.folded) else { return nil }
        let rest = s.line[first.range.upperBound...]
        s.use(0..<s.count)
        return .explain(text: String(rest).trimmed)
    }

    func quit(_ s: inout Sentence) -> Intent? {
        // ("tchau?": a goodbye asked is no goodbye.)
        if s.words.contains(where: { $0.kind == .punctuation && $0.text.contains("?") }) { return nil }
        let content = Array(s.freeIndices).filter { s.words[$0].isWord }
        // "valeu, boa noite", "brigado, até mais": a farewell said last, after thanks or a pause.
        let farewell = s.all(MetaWords.farewells).last.flatMap { m -> Range<Int>? in
            let last = content.allSatisfy { $0 < m.range.upperBound || MetaWords.goodbyeCompany.contains(s.words[$0]) }
            let after = m.range.lowerBound > 0 && s.words[m.range.lowerBound - 1].kind == .punctuation
            return last && (after || content.contains { MetaWords.thanks.contains(s.words[$0]) }) ? m.range : nil
        }
        // "Muito obrigado. Pode encerrar o programa.", "ok, close the app": asked in so many words, with thanks at most.
        if let m = s.first(MetaWords.closeProgram),
            content.allSatisfy({
                m.range.contains($0) || MetaWords.goodbyeCompany.contains(s.words[$0]) || MetaWords.thanks.contains(s.words[$0])
                    || ["muito", "much", "so"].contains(s.words[$0])
            })
        {
            s.use(0..<s.count)
            return .quit
        }
        guard let cue = content.first(where: { MetaWords.quit.contains(s.words[$0]) }) ?? farewell?.lowerBound else { return nil }
        let leftover = content.filter {
            !MetaWords.quit.contains(s.words[$0]) && !MetaWords.goodbyeCompany.contains(s.words[$0]) && !(farewell?.contains($0) ?? false)
        }
        // "ok going to sleep for 10 hours, bye", "vou dormir de novo, tchau": a goodbye first or last, beside
        // words that ask for nothing (no kind of food, no command's word) — never a goodbye inside a request.
        if !leftover.isEmpty {
            // (Only a goodbye that is nothing else: "fui" is also "I went", "q" also "que", "sair" also "to go out".)
            guard farewell != nil || MetaWords.goodbyes.contains(s.words[cue]) else { return nil }
            let atAnEnd = cue == content.first || cue == content.last || farewell != nil
            let words = leftover.map { s.words[$0] }
            guard atAnEnd, leftover.count <= 8, !leftover.contains(where: { term(s, at: $0) != nil }),
                !words.contains(where: { w in
                    PickWords.spin.contains(w) || PickWords.again.contains(w) || PickWords.findVerbs.contains(w)
                        || Arbiter.commandWords.contains { $0.key != .quit && $0.value.contains(w) }
                })
            else { return nil }
        }
        s.use(0..<s.count)
        return .quit
    }

    func help(_ s: inout Sentence) -> Intent? {
        if s.first(MetaWords.routeQuestions) != nil { return nil }
        let content = s.freeIndices
        let leads = content.first.map { MetaWords.helpLead.contains(s.words[$0]) } ?? false
        let question = s.first(MetaWords.helpQuestions)
        let lone = !s.words.isEmpty && s.words.allSatisfy { $0.text.allSatisfy { $0 == "?" } }
        guard leads || question != nil || lone else { return nil }
        // "help me decide where to eat", "me ajuda a escolher um rango": a spin.
        if s.freeIndices.contains(where: {
            ["decide", "decidir", "choose", "escolher", "pick", "sortear", "sorteia"].contains(s.words[$0])
        })
            && !s.freeIndices.contains(where: {
                ["does", "faz", "uso", "use", "usar", "works", "funciona", "command", "comando"].contains(s.words[$0])
            }),
            !(leads && s.freeIndices.count <= 2)
        {
            return nil
        }
        if let q = question { s.use(q.range) }
        // "how do i cook rice", "me ajuda com meu dever": a question about something else.
        if !leads, topic(in: s) == nil,
            !onlyChatter(
                s,
                except: {
                    MetaWords.aboutTheApp.contains(s.words[$0]) || MetaWords.helpLead.contains(s.words[$0])
                })
        {
            return nil
        }
        if let f = content.first, leads { s.use(f) }
        var topic = topic(in: s)
        // "help raet": a topic we do not know, kept as typed for the reply's did-you-mean.
        if topic == nil, leads {
            let rest = s.freeIndices.filter { !Fillers.isEdge(s.words[$0]) && !QuestionWords.all.contains(s.words[$0]) }
            if let lo = rest.first, let hi = rest.last { topic = s.text(lo..<(hi + 1)) }
        }
        s.use(0..<s.count)
        return .help(topic: topic)
    }

    /// The command a help question is about (`rate` in "como funciona a nota?").
    func topic(in s: Sentence) -> String? {
        let free = s.freeIndices
        // A command's whole name or phrase, in either language ("de novo", "atualizar detalhes", "where am i").
        let said = s.words.filter { $0.isWord && !TopicWords.helpWords.contains($0) }.map(\.folded).joined(separator: " ")
        if said.contains(" "), let verb = TopicWords.phrases[said] { return verb.rawValue }
        for i in free {
            // "o q da pra fazer": chat's "q" is "que", the quit key only alone ("help q").
            if s.words[i].folded == "q", free.count > 1 { continue }
            // "what else can u do? help": asking for help again is no topic (but "help help" is).
            if MetaWords.helpLead.contains(s.words[i]), free.count > 1 { continue }
            if let verb = TopicWords.table[s.words[i].folded] { return verb.rawValue }
        }
        return nil
    }

    func why(_ s: inout Sentence) -> Intent? {
        guard let m = s.first(MetaWords.why) else { return nil }
        // "…aberto agora pq já são 22h": "pq"/"porque" after other words is "because", not "why".
        if ["pq", "porque"].contains(s.words[m.range.lowerBound]), m.range.lowerBound > 0,
            s.words[m.range.lowerBound - 1].isWord, !Fillers.isEdge(s.words[m.range.lowerBound - 1]),
            !MetaWords.whyCompany.contains(s.words[m.range.lowerBound - 1])
        {
            return nil
        }
        s.use(m.range)
        // "after all that, why this one?", "pq vc me mandou pra esse?": nothing else asked.
        guard onlyChatter(s, except: { MetaWords.whyAsked.contains(s.words[$0]) }) else { return nil }
        s.use(0..<s.count)
        return .why
    }

    func tags(_ s: inout Sentence) -> Intent? {
        let content = s.freeIndices
        guard content.contains(where: { MetaWords.tags.contains(s.words[$0]) }),
            !content.contains(where: { MetaWords.switches.contains(s.words[$0]) }),
            onlyChatter(
                s,
                except: {
                    MetaWords.tags.contains(s.words[$0]) || ListWords.listVerbs.contains(s.words[$0])
                        || ListWords.showVerbs.contains(s.words[$0])
                        || (CommonWords.contains(s.words[$0]) || ["never", "nunca", "always", "sempre"].contains(s.words[$0]))
                            && term(s, at: $0) == nil && places.match(s.words, at: $0) == nil
                })
        else { return nil }
        s.use(0..<s.count)
        return .tags
    }

    func cities(_ s: inout Sentence) -> Intent? {
        guard let m = s.first(MetaWords.cities) else { return nil }
        // "mostra todos os lugares de todas as cidades", "my favs in all cities": the places, not the cities.
        if s.first(ListWords.all) != nil
            && s.freeIndices.contains(where: { ["lugares", "places", "tudo", "everything", "todos", "all", "geral"].contains(s.words[$0]) })
            || FavoritesWords.mentioned(s)
        {
            return nil
        }
        s.use(m.range)
        if let quoted = s.words.first(where: { $0.kind == .quoted }) { s.use(0..<s.count); return .cities(query: quoted.text) }
        let after = ["starting", "with", "called", "named", "like", "com", "que", "comeca", "começa", "chamada", "begin", "beginning"]
        if let i = s.words.indices.last(where: { after.contains(s.words[$0]) }), i + 1 < s.count, s.isFree(i + 1) {
            let query = s.text(s.trimmed((i + 1)..<s.count))
            s.use(0..<s.count)
            return .cities(query: query)
        }
        // "cities santa cruz": the words after the command are the query.
        if m.range.lowerBound == s.freeIndices.first.map({ _ in 0 }) ?? -1, m.range.count == 1, m.range.upperBound < s.count,
            !s.words[m.range.upperBound...].contains(where: {
                QuestionWords.all.contains($0) || ["i", "have", "my", "in", "list"].contains($0)
            })
        {
            let rest = s.trimmed(m.range.upperBound..<s.count)
            if !rest.isEmpty { s.use(rest); return .cities(query: s.text(rest)) }
        }
        guard onlyChatter(s, except: { ListWords.listVerbs.contains(s.words[$0]) || ListWords.showVerbs.contains(s.words[$0]) }) else {
            return nil
        }
        s.use(0..<s.count)
        return .cities(query: nil)
    }

    func log(_ s: inout Sentence) -> Intent? {
        let content = s.freeIndices
        for i in content where ListWords.showVerbs.contains(s.words[i]) || ["the", "event", "my", "o", "de"].contains(s.words[i]) {
            s.use(i)
        }
        guard let at = content.first(where: { MetaWords.log.contains(s.words[$0]) }),
            !content.contains(where: { MetaWords.switches.contains(s.words[$0]) || s.words[$0].folded == "logging" || s.isNegated($0) })
        else { return nil }
        s.use(at)
        let limit = NumberSlot.firstMatch(in: s.words).map { Int(saturating: $0.value, in: 0...1_000_000) }
        if let n = NumberSlot.firstMatch(in: s.words) { s.use(n.range) }
        return .log(limit: limit.map { max(1, min($0, 10_000)) })
    }

    func settings(_ s: inout Sentence) -> Intent? {
        let content = s.freeIndices
        // "what's my radius?", "o aprendizado tá ligado?", "is it still learning from my ratings?":
        // a question about one setting, with no value to give it, is answered by the settings.
        if isQuestion(s), DistanceSlot.firstMatch(in: s.words) == nil, NumberSlot.firstMatch(in: s.words) == nil,
            content.contains(where: {
                SettingWords.radius.contains(s.words[$0]) || SettingWords.learning.contains(s.words[$0])
                    || SettingWords.animation.contains(s.words[$0])
                    || SettingWords.language.contains(s.words[$0]) && s.words[$0].folded != "app"
            }),
            !content.contains(where: { PickWords.spin.contains(s.words[$0]) })
        {
            s.use(0..<s.count)
            return .settings
        }
        guard content.contains(where: { MetaWords.settings.contains(s.words[$0]) }),
            !content.contains(where: { MetaWords.switches.contains(s.words[$0]) })
        else { return nil }
        guard onlyChatter(s, except: { MetaWords.settings.contains(s.words[$0]) || MetaWords.settingsCompany.contains(s.words[$0]) }) else {
            return nil
        }
        s.use(0..<s.count)
        return .settings
    }

    /// A line asking something: a question mark, or a question word first.
    func isQuestion(_ s: Sentence) -> Bool {
        s.words.last?.text.contains("?") == true
            || s.freeIndices.first.map {
                ["what's", "whats", "what", "which", "qual", "is", "are", "does", "ta", "esta"].contains(s.words[$0])
            } == true
    }

    func cache(_ s: inout Sentence) -> Intent? {
        if let m = s.first(MetaWords.clearCache) { s.use(m.range); return .cache(.clear) }
        // "cache" alone (help and Tab offer it): what it does, and its two commands.
        if s.freeIndices.count == 1, let only = s.freeIndices.first, s.words[only].folded == "cache" {
            s.use(0..<s.count)
            return .help(topic: Verb.cache.rawValue)
        }
        // "clear search cache", "zera o cache": a wiping verb and the cache.
        if let c = s.freeIndices.first(where: { s.words[$0].folded == "cache" }),
            s.freeIndices.contains(where: {
                Refusals.destroy.contains(s.words[$0]) || ["empty", "esvazia", "zera", "reset"].contains(s.words[$0])
            })
        {
            s.use(0..<s.count)
            _ = c
            return .cache(.clear)
        }
        if let m = s.first(MetaWords.refresh), !s.freeIndices.contains(where: { ["details", "detalhes", "info"].contains(s.words[$0]) }) {
            s.use(m.range)
            guard s.freeIndices.allSatisfy({ MetaWords.refreshCompany.contains(s.words[$0]) }) else { return nil }
            s.use(0..<s.count)
            return .cache(.refresh)
        }
        return nil
    }
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
