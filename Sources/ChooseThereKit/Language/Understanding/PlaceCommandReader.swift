// MARK: - favourite, save, open, show, forget

enum PlaceCommandWords {
    static let fav: WordSet = ["fav", "favorite", "favourite", "favoritar", "favorita", "favorito"]
    static let unfav: WordSet = ["unfav", "unfavorite", "unfavourite", "desfavoritar", "desfavorita", "defav", "unstar", "desfavorite"]
    /// "to my favorites" (add) or "from my favorites" (remove).
    static let favoritesObject = PhraseTable<Bool>([
        ("to my favorites", true), ("to my favourites", true), ("to favorites", true), ("to our favorites", true), ("as a favorite", true),
        ("as favorite", true), ("as a favourite", true), ("into my favorites", true), ("nos favoritos", true), ("nos meus favoritos", true),
        ("aos favoritos", true), ("pros favoritos", true), ("como favorito", true), ("em favoritos", true), ("nos favs", true),
        ("from my favorites", false), ("from my favourites", false), ("from favorites", false), ("from favourites", false),
        ("off my favorites", false), ("off my favourites", false), ("off favorites", false), ("dos favoritos", false),
        ("dos meus favoritos", false), ("da lista de favoritos", false), ("o favorito", false), ("out of my favorites", false),
    ])
    static let addVerbs: WordSet = [
        "add", "put", "mark", "save", "keep", "coloca", "colocar", "poe", "salva", "adiciona", "adicionar",
        "bota", "vai", "marca", "guarda", "favorite", "love",
    ]
    static let removeVerbs: WordSet = [
        "remove", "delete", "take", "drop", "tira", "tirar", "remove", "apaga", "exclui", "unmark", "desmarca",
        "desmarcar", "retira", "retirar", "tire", "remova",
    ]
    static let save: WordSet = ["save", "keep", "salva", "salvar", "guarda", "guardar", "salve", "store", "bookmark"]
    static let saveToList = PhraseTable<Bool>(
        [
            "add it to my list", "add this to my list", "add this", "add it", "to my list",
            "in my list", "na minha lista", "pra minha lista", "adiciona na lista",
        ].map { ($0, true) })
    static let open: WordSet = ["open", "abre", "abrir", "abra", "route", "directions", "rota", "navigate", "navega"]
    static let route = PhraseTable<Bool>(
        [
            "directions to", "directions", "route to", "how do i get to", "how do we get to",
            "how to get to", "como chego", "como chegar", "como eu chego", "a rota", "rota pro",
            "rota pra", "take me there", "get me there",
            // "there" / "lá" is the place just named or picked.
            "how do i get there", "how do we get there", "how to get there", "how can i get there",
            "how can we get there", "how would i get there", "how do i go there", "way there",
            "como chego la", "como chegar la", "como eu chego la", "como a gente chega la",
            "como faco pra chegar", "como faco pra chegar la", "como faço pra chegar", "como faço pra chegar la",
            "como vou pra la", "como ir pra la", "como chego ali", "caminho pra la", "qual o caminho", "mostra o caminho",
            "me mostra o caminho", "o caminho pra la", "o caminho ate la",
            // "manda o link do mapa que eu jogo no grupo": the map's link, to pass on.
            "manda o link", "me manda o link", "passa o link", "send me the link", "send the link", "link do mapa", "link pro mapa",
            "map link", "link to the map",
        ].map { ($0, true) })
    static let apps = PhraseTable<LinkApp>([
        ("google maps", .google), ("maps", .maps), ("map", .maps), ("mapa", .maps), ("mapas", .maps), ("the map", .maps),
        ("osm", .osm), ("openstreetmap", .osm), ("open street map", .osm), ("google", .google), ("tripadvisor", .tripadvisor),
        ("trip advisor", .tripadvisor), ("ifood", .ifood), ("i food", .ifood), ("link", .link), ("the link", .link),
        ("website", .link), ("site", .link), ("web", .link), ("waze", .maps), ("apple maps", .maps),
    ])
    static let refetch = PhraseTable<Bool>(
        [
            "refresh details", "refresh the details", "update details", "update the details", "refetch", "refetch details",
            "reload details", "atualizar detalhes", "atualiza detalhes", "atualiza os detalhes", "atualizar os detalhes",
            "busca os detalhes de novo", "recarrega os detalhes",
        ].map { ($0, true) })
    static let show: WordSet = [
        "show", "info", "details", "detalhes", "detail", "mostra", "mostrar", "ver", "describe", "informacoes", "informacao", "infos",
        "information",
    ]
    /// Questions about a place's facts ("what's the address", "qual a nota do").
    static let aboutPhrases = PhraseTable<Bool>(
        [
            "what's the address", "whats the address", "what is the address", "the address of", "address of", "qual o endereco",
            "qual e o endereco", "o endereco do", "o endereco da", "endereco do", "endereco da", "rating for", "rating of", "the rating of",
            "a nota do", "a nota da", "qual a nota", "qual a nota do", "qual a nota da", "quantas estrelas", "how many stars",
            "what's the rating", "whats the rating", "qual o telefone", "the phone number", "what time does", "que horas abre",
            "que horas fecha", "is it open", "ta aberto", "esta aberto",
        ].map { ($0, true) })
    static let showPhrases = PhraseTable<Bool>(
        [
            "tell me more about", "tell me about", "more info", "more info about", "details on", "details for", "details of",
            "the details for", "what's it like", "what is it like", "how many stars does", "what's the rating of",
            "whats the rating of", "what is the rating of", "mais info", "mais info sobre", "info do", "info da", "detalhes do",
            "detalhes da", "me mostra", "como e o", "como é o", "how is",
            "tell me a bit more about", "tell me a little more about", "tell me a bit about", "tell me a little about",
            "what do you know about", "what can you tell me about", "anything about", "more about",
            "me fala mais sobre", "me fala sobre", "me fala mais do", "me fala mais da", "me fala do", "me fala da", "me conta sobre",
            "me conta mais sobre", "me conta do", "me conta da", "fala mais sobre", "fala sobre", "o que voce sabe sobre",
            "o que vc sabe sobre", "o que voce sabe do", "o que vc sabe do", "o que voce sabe da", "o que vc sabe da", "mais sobre",
            "me fala mais desse", "me fala mais dessa", "me fala mais", "fala mais desse", "fala mais dessa", "me conta mais desse",
            "me conta mais dessa", "me conta mais", "tell me more", "me fala mais desse lugar", "me fala mais dessa casa",
            "show me the address", "the address", "its address", "esse tem", "essa tem", "esse lugar tem", "does it have",
            "does this place have", "do they have", "quanto custa", "how much is it", "o endereco", "o endereço", "me passa o endereco",
            "me passa o endereço",
            "me conta mais desse lugar", "fala mais desse lugar",
        ].map { ($0, true) })
    static let forget: WordSet = [
        "forget", "delete", "remove", "erase", "esquece", "esquecer", "esqueca", "apaga", "apagar",
        "exclui", "excluir", "remover", "remove", "deleta", "deletar",
    ]
    static let forgetPhrases = PhraseTable<Bool>(
        [
            "get rid of", "take off my list", "remove from my list", "tira da lista",
            "tirar da lista", "pode tirar da lista", "tira da minha lista",
        ].map { ($0, true) })
    /// "take X off my list", "tira o X da minha lista": a verb of taking, the place, then the list.
    static let offTheList = PhraseTable<Bool>(
        [
            "off my list", "off the list", "off our list", "from my list", "from the list",
            "from our list", "out of my list", "out of the list", "da minha lista", "da lista",
            "da nossa lista", "fora da lista", "fora da minha lista",
        ].map { ($0, true) })
    static let takeVerbs: WordSet = [
        "take", "get", "kick", "remove", "tira", "tirar", "retira", "retirar", "remova", "tire", "bota", "poe",
    ]
    static let idioms = PhraseTable<Bool>(
        [
            "forget it", "forget about it", "never mind", "nevermind", "deixa pra la", "deixa quieto",
            "esquece isso", "esquece", "forget that", "nao importa", "forget about", "forget i said",
            "forget what i said", "forget we said", "esquece o que eu disse", "esquece o que eu falei",
            "esquece que eu falei",
        ].map { ($0, true) })
    static let confirm = PhraseTable<Bool>(
        [
            "yes", "y", "sim", "confirm", "confirmed", "--yes", "-y", "i'm sure", "im sure",
            "yes i'm sure", "pode apagar", "pode apagar sim", "tenho certeza", "com certeza",
            "go ahead", "i'm sure about it",
        ].map { ($0, true) })
    /// Things one may ask to remove that are not places.
    /// Words between food words in "drop the sushi and the bars".
    static let foodGlue: WordSet = [
        "the", "a", "an", "all", "those", "these", "o", "os", "as", "and", "e", "or", "ou", "from", "my", "list",
        "da", "minha", "lista", "of", "any", "more", "mais", "part", "parte", "thing", "bit", "stuff", "coisa", "ideia", "idea",
    ]
    /// Things deleted, saved or opened in everyday life, never a place of the list.
    static let everydayThings: WordSet = [
        "luz", "luzes", "light", "lights", "lamp", "tv", "som", "alarme", "alarm", "foto", "fotos", "photo", "photos", "picture",
        "pictures", "mensagem", "mensagens", "message", "messages", "email", "emails", "e-mail", "conversa", "conversas", "chat",
        "grupo", "group", "celular", "phone", "computador", "computer", "laptop", "notebook", "tcc", "trabalho", "documento",
        "document", "documents", "planilha", "spreadsheet", "senha", "password", "contato", "contatos", "contact", "contacts",
        "video", "videos", "musica", "musicas", "song", "songs", "playlist", "post", "story", "stories", "meme", "memes", "print",
        "prints", "screenshot", "screenshots", "janela", "window", "porta", "door",
    ]
    static let notPlaces: WordSet = [
        "history", "historico", "rating", "ratings", "nota", "notas", "avaliacao", "avaliacoes",
        "log", "logs", "settings", "configuracoes", "config", "search", "busca", "filter", "filtro",
        "price", "preco", "visit", "visita", "visits", "visitas", "cache", "review",
    ]
}

struct PlaceCommandReader: SentenceReader {
    let lexicon: Lexicon

    func favorite(_ s: inout Sentence) -> Intent? {
        let content = s.freeIndices
        let favVerb = content.first(where: { PlaceCommandWords.fav.contains(s.words[$0]) })
        let unfavVerb = content.first(where: { PlaceCommandWords.unfav.contains(s.words[$0]) })
        let spinning = content.contains(where: { PickWords.spin.contains(s.words[$0]) })
        let removeVerb = content.first { PlaceCommandWords.removeVerbs.contains(s.words[$0]) }
        let addVerb = content.first { PlaceCommandWords.addVerbs.contains(s.words[$0]) && !PlaceCommandWords.fav.contains(s.words[$0]) }
        let noun = FavoritesWords.noun(s)
        let direction = noun.flatMap { FavoritesWords.direction(s, noun: $0) }
        guard !spinning || unfavVerb != nil else { return nil }
        // "clear my favorites", "desfavorita tudo": every favourite at once is not a command.
        let bulk = content.contains { ["all", "everything", "tudo", "todos", "todas", "every"].contains(s.words[$0]) }
        if (unfavVerb != nil || noun != nil && (removeVerb != nil || content.contains { Refusals.destroy.contains(s.words[$0]) })) && bulk {
            return .unknown(
                text: s.line.trimmed, suggestion: nil, reason: .notSupported(noun.map { s.words[$0.lowerBound].text } ?? "favorites"))
        }
        var on: Bool
        if let unfavVerb {
            on = false
            s.use(unfavVerb)
        } else if let noun, removeVerb != nil || direction == false, removeVerb != nil || favVerb != nil || namesAPlace(s) {
            // "tira esse dos favs", "Palafita off my favorites", "desmarca o Gero como favorito".
            on = false
            s.use(noun)
        } else if let noun, direction == true, addVerb != nil || favVerb != nil || namesAPlace(s) {
            // "add Jobi to my favorites", "Gero to my favorites please", "coloca nos favs".
            on = true
            s.use(noun)
        } else if let noun,
            s.isNegated(noun.lowerBound)
                || content.contains(where: { ["isn't", "isnt", "nao"].contains(s.words[$0]) && $0 < noun.lowerBound }),
            content.contains(where: { ["anymore", "longer", "mais"].contains(s.words[$0]) }), namesAPlace(s)
        {
            // "Gero isn't a favorite anymore", "o Jobi não é mais favorito": said as a fact, meant as unfavourite.
            on = false
            s.use(noun)
            for i in s.freeIndices
            where ["isn't", "isnt", "is", "not", "no", "a", "anymore", "longer", "nao", "e", "mais", "um", "uma"].contains(s.words[i]) {
                s.use(i)
            }
        } else if let favVerb, noun == nil || favVerb == noun?.lowerBound,
            favVerb == content.first || content.count <= 4 || followedByTarget(s, favVerb)
        {
            on = true
            s.use(favVerb)
        } else {
            return nil
        }
        for v in [removeVerb, addVerb, favVerb].compactMap({ $0 }) where !s.used[v] { s.use(v) }
        // The words around the noun ("to my", "dos meus", "as a", "de").
        if let noun {
            var j = noun.lowerBound - 1
            while j >= 0, FavoritesWords.around.contains(s.words[j]) { s.use(j); j -= 1 }
        }
        // "unfav Jobi, don't delete it": the tail is not part of the name.
        let commandAt = [unfavVerb, favVerb, removeVerb, addVerb, noun?.lowerBound].compactMap { $0 }.min() ?? 0
        if let comma = s.words.indices.first(where: { s.words[$0].kind == .punctuation && $0 > commandAt }), comma > 0 {
            for i in comma..<s.count
            where s.words[i].isWord && (s.isNegated(i) || ["don't", "dont", "nao", "but", "mas"].contains(s.words[i])) {
                s.use(i..<s.count); break
            }
        }
        setChatterAside(&s)
        for i in s.freeIndices where ["i", "place", "lugar", "estrela", "star", "mark", "marca"].contains(s.words[i]) { s.use(i) }
        return .favorite(target: ref(target(&s)), on: on)
    }

    func save(_ s: inout Sentence) -> Intent? {
        if anotherPickOrPage(s) { return nil }  // "keep going"
        let content = s.freeIndices
        let toList = s.first(PlaceCommandWords.saveToList)
        let verb =
            content.first(where: { PlaceCommandWords.save.contains(s.words[$0]) })
            ?? (toList != nil
                ? content.first(where: {
                    PlaceCommandWords.addVerbs.contains(s.words[$0]) || ["put", "poe", "bota", "coloca"].contains(s.words[$0])
                }) : nil)
        guard verb != nil || toList != nil else { return nil }
        // "tem algo perto de mim na minha lista?": a question about the list, not a save.
        if verb == nil, s.first(PickWords.nearMe) != nil || s.first(PickWords.existence) != nil { return nil }
        // "qual localização vc tem salva?", "what did i save?": a question about what is saved, not a save.
        if let q = content.first, ["what", "what's", "whats", "which", "qual", "quais", "que", "where", "onde"].contains(s.words[q]) {
            return nil
        }
        if s.first(PlaceCommandWords.favoritesObject) != nil || FavoritesWords.mentioned(s) { return nil }
        if let at = verb ?? toList?.range.lowerBound, s.isNegated(at) {
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .negatedCommand)
        }
        if let verb { s.use(verb) }
        if let toList { s.use(toList.range) }
        for i in s.freeIndices
        where [
            "keep", "one", "na", "minha", "lista", "list", "my", "to", "in", "pode", "valeu", "nos", "meus", "lugares",
            "places", "our", "nossa",
        ].contains(s.words[i]) { s.use(i) }
        setChatterAside(&s)
        let t = target(&s, loose: true)
        guard onlyChatter(s) else { return nil }
        s.use(0..<s.count)
        return .save(target: ref(t))
    }

    func open(_ s: inout Sentence) -> Intent? {
        let content = s.freeIndices
        // English "open" is also an adjective ("open bars", "anything open"): a verb only when it leads.
        let verb = content.first(where: {
            PlaceCommandWords.open.contains(s.words[$0]) && s.key($0 + 1) != "now" && s.key($0 + 1) != "agora"
                && (s.words[$0].folded != "open" || $0 == content.first || opensSomething(s, $0)) && term(s, at: $0 + 1) == nil
        })
        if hasFilePath(s) { return nil }
        let route = s.first(PlaceCommandWords.route)
        let app = s.first(PlaceCommandWords.apps)
        let showIt =
            content.first.map {
                ["show", "order", "pede", "manda", "send", "pedir", "mostra", "mostrar", "ver", "see"].contains(s.words[$0])
            }
            ?? false
        // An app named alone opens the pick there ("google maps", "show it on maps"), but not "near me from osm".
        let onlyApp =
            app.map { a in
                content.allSatisfy {
                    a.range.contains($0) || PlaceWords.this.contains(s.words[$0])
                        || [
                            "show", "on", "in", "the", "no", "na", "it", "abre", "pede", "order", "send", "manda", "please", "pls", "see",
                            "view", "ver", "for",
                            "link", "links", "page", "pagina",
                            "pro", "pra", "with", "com", "via", "by", "one", "esse", "essa", "this",
                        ].contains(s.words[$0])
                }
            } ?? false
        guard verb != nil || route != nil || (app != nil && (showIt || onlyApp)) else { return nil }
        if verb == nil && route == nil, app?.value == .link, !showIt { return nil }
        var chosen = app?.value
        if let app { s.use(app.range) }
        // "manda o link do mapa", "the google maps link": the link of the app named beside it.
        if app?.value == .link, let named = s.all(PlaceCommandWords.apps, free: true).first(where: { $0.value != .link }) {
            chosen = named.value
            s.use(named.range)
        }
        if let verb {
            s.use(verb); if ["route", "directions", "rota", "navigate", "navega"].contains(s.words[verb]) { chosen = chosen ?? .maps }
            // "open the route on google maps": the route is what is opened, not a place's name.
            for i in s.freeIndices where ["route", "directions", "rota"].contains(s.words[i]) { s.use(i) }
        }
        if let route { s.use(route.range); chosen = chosen ?? .maps }
        for i in s.freeIndices
        where [
            "show", "order", "from", "on", "in", "no", "na", "pede", "manda", "it", "for", "pro", "pra", "do",
            "da", "the", "place", "abre", "ai", "mostra", "mostrar", "ver", "see", "send", "me", "link",
            // (A ride is no app a place opens in: "how do we get there? uber".)
            "uber", "taxi", "cab",
        ].contains(s.words[i]) && !PlaceWords.this.contains(s.words[i])
            // (Not inside a name: "abre o Bar do Zé no mapa".)
            && !(i > 0 && i + 1 < s.count && s.words[i - 1].text.first?.isUppercase == true
                && s.words[i + 1].text.first?.isUppercase == true)
        {
            s.use(i)
        }
        // "perfect. route pls", "fechou, como chego lá?": an earlier clause is no target unless it names a place.
        let cueAt = [verb, route?.range.lowerBound].compactMap { $0 }.min() ?? 0
        // "manda o link do mapa que eu jogo no grupo", "the route so we can share it": what it is for names no place.
        if let purpose = (cueAt..<max(cueAt, s.count - 1)).first(where: {
            ["que", "q", "so", "pra", "para"].contains(s.words[$0])
                && ["eu", "i", "we", "a", "gente", "ele", "ela", "they"].contains(s.words[$0 + 1])
        }) {
            s.use(purpose..<s.count)
        }
        let clauseStart = (0..<cueAt).last(where: { s.words[$0].kind == .punctuation }).map { $0 + 1 } ?? 0
        let named = (0..<clauseStart).first {
            !s.used[$0]
                && (places.match(s.words, at: $0) != nil || OrdinalSlot.match(s.words, at: $0) != nil || s.words[$0].number != nil)
        }
        var t = ref(target(&s, in: named != nil ? 0..<s.count : clauseStart..<s.count))
        // "abre no mpas": a misspelt app, not a place called "mpas".
        if chosen == nil, case .name(let name)? = t, !name.contains(" "), places.stored(name) == nil,
            let fix = Repair.closest(Folding.key(name), lexicon),
            let app = PlaceCommandWords.apps.match(
                [Word(kind: .word, text: fix, folded: fix, range: name.startIndex..<name.endIndex)], at: 0)
        {
            chosen = app.value
            t = nil
            s.corrections.append(Correction(typed: name, read: fix))
        }
        return .open(target: t, app: chosen)
    }

    /// Whether the line asks for another pick or the next page in so many
    /// words ("another option", "more", "keep going") rather than naming a place.
    func anotherPickOrPage(_ s: Sentence) -> Bool {
        guard let m = s.first(PickWords.againPhrases), m.range.count > 1 || m.value == .again else { return false }
        // "me mostra mais informações desse", "show more details": more about this one.
        if m.range.upperBound < s.count,
            ["info", "informacoes", "informacao", "infos", "details", "detalhes", "about", "sobre"].contains(
                s.words[m.range.upperBound])
        {
            return false
        }
        return places.match(s.words, at: m.range.lowerBound) == nil
    }

    func show(_ s: inout Sentence) -> Intent? {
        let content = s.freeIndices
        let verb = content.first(where: { PlaceCommandWords.show.contains(s.words[$0]) })
        let phrase = s.first(PlaceCommandWords.showPhrases)
        // "what's Jobi like?", "how's Gero" — a question about one place.
        let asks = s.freeIndices.first.map { ["what's", "whats", "what", "how's", "hows", "how"].contains(s.words[$0]) } ?? false
        let like = asks && (s.key(s.count - 1) == "like" || s.key(s.count - 2) == "like") && namesAPlace(s)
        // "what's the address?", "qual a nota do Jobi?", "rating for Bar Luiz?": a question about one place.
        let about = s.first(PlaceCommandWords.aboutPhrases)
        guard verb != nil || phrase != nil || like || about != nil else { return nil }
        // "o que está aberto agora?", "what is open?", "onde tem algo aberto": which places are open, not one place's hours.
        if verb == nil, phrase == nil, let about, about.range.lowerBound > 0,
            [
                "que", "oque", "what", "where", "onde", "algo", "algum", "alguma", "something", "anything", "lugar", "place", "lugares",
                "places",
            ]
            .contains(s.words[about.range.lowerBound - 1])
        {
            return nil
        }
        // "show me another option", "show me more": another pick or page, not a place called "another option".
        if anotherPickOrPage(s) { return nil }
        // "show my visits", "mostra o histórico", "show me the event log": another command's list.
        if s.freeIndices.contains(where: {
            ListWords.history.contains(s.words[$0]) || MetaWords.log.contains(s.words[$0])
                || MetaWords.settings.contains(s.words[$0]) || FavoritesWords.nouns.contains(s.words[$0])
        }) {
            return nil
        }
        if let at = verb ?? phrase?.range.lowerBound, s.isNegated(at) {
            if s.words[..<at].contains(where: { $0.kind == .punctuation }) || s.words[at...].contains(where: { $0.kind == .punctuation }) {
                // "não exclui nada, só mostra o Bar Brasil": the negation was about something else.
            } else {
                return .unknown(text: s.line.trimmed, suggestion: nil, reason: .negatedCommand)
            }
        }
        if let verb { s.use(verb) }
        if let phrase { s.use(phrase.range) }
        if let about { s.use(about.range) }
        for i in s.freeIndices
        where [
            "like", "what's", "whats", "what", "is", "have", "does", "please", "thanks", "see", "i'd",
            "like", "to", "mais", "info", "details", "detalhes", "quero", "ver", "the", "one", "do",
            "don't", "delete", "anything", "just", "qual", "o", "a", "da", "do", "of", "for",
        ].contains(s.words[i]) { s.use(i) }
        setChatterAside(&s)
        // A name in so many words only after the verb itself ("show bar do ze"); elsewhere a known name, a number or "this".
        let leads = verb != nil && verb == content.first
        let t = target(&s, loose: leads || phrase != nil)
        return .show(target: ref(t))
    }

    func forget(_ s: inout Sentence) -> Intent? {
        if let idiom = s.first(PlaceCommandWords.idioms),
            !s.freeIndices.contains(where: { !idiom.range.contains($0) && places.match(s.words, at: $0) != nil })
        {
            // "forget it", "deixa pra lá": nothing to delete. The rest may still say something ("…, just spin").
            if idiom.range.upperBound == s.count || s.words[idiom.range.upperBound...].allSatisfy({ $0.kind == .punctuation }) {
                return .unknown(text: s.line.trimmed, suggestion: nil, reason: nil)
            }
            return nil
        }
        let content = s.freeIndices
        let offList = s.first(PlaceCommandWords.offTheList)
        let verb =
            content.first(where: { PlaceCommandWords.forget.contains(s.words[$0]) })
            ?? offList.flatMap { end in content.first { $0 < end.range.lowerBound && PlaceCommandWords.takeVerbs.contains(s.words[$0]) } }
        let phrase = s.first(PlaceCommandWords.forgetPhrases)
        guard verb != nil || phrase != nil else { return nil }
        // "forget the city, anywhere is fine": the city filter, not a place.
        if s.first(WhereWords.anywhere) != nil { return nil }
        // "delete all my places", "apaga tudo": never in one command.
        if content.contains(where: { ["all", "everything", "tudo", "todos", "todas", "every"].contains(s.words[$0]) }) {
            return .unknown(
                text: s.line.trimmed, suggestion: nil, reason: .notSupported(s.words[verb ?? phrase?.range.lowerBound ?? 0].text))
        }
        // "pode apagar o Jobi? não, pera, não apaga": taken back in the same line.
        if let v = verb, s.words.indices.contains(where: { $0 > v && PlaceCommandWords.forget.contains(s.words[$0]) && s.isNegated($0) }) {
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .negatedCommand)
        }
        if let at = verb ?? phrase?.range.lowerBound, s.isNegated(at) {
            // "don't delete anything, just show me Jobi": the rest of the line may say what to do.
            if s.words[at...].contains(where: { $0.kind == .punctuation }) { return nil }
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .negatedCommand)
        }
        // "remove bars from my search", "forget the price": a change to the pool, not a deletion.
        if content.contains(where: { ["search", "busca", "filter", "filtro", "price", "preco", "filters"].contains(s.words[$0]) })
            || onlyFoodWords(s, after: verb ?? phrase?.range.upperBound ?? 0)
        {
            if !content.contains(where: { PlaceWords.this.contains(s.words[$0]) || ["place", "lugar"].contains(s.words[$0]) }) {
                return nil
            }
        }
        // "apaga a luz da sala", "delete the photos": a thing of everyday life is deleted elsewhere, not from the list.
        if let at = verb ?? phrase?.range.upperBound {
            var j = at + 1
            while j < s.count,
                ["the", "a", "o", "as", "os", "my", "minha", "meu", "minhas", "meus", "all", "those", "these"].contains(s.words[j])
            {
                j += 1
            }
            if j < s.count, PlaceCommandWords.everydayThings.contains(s.words[j]) { return nil }
        }
        if let object = content.first(where: { PlaceCommandWords.notPlaces.contains(s.words[$0]) }) {
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .notSupported(s.words[object].text))
        }
        if let verb { s.use(verb) }
        if let phrase { s.use(phrase.range) }
        let start = verb ?? phrase?.range.lowerBound ?? 0
        var confirmed = false
        // "yes, forget Cervantes", "sim, pode esquecer o Cervantes": the yes leads the same line.
        for m in s.all(PlaceCommandWords.confirm, free: true)
        where m.range.lowerBound > start
            || m.range.lowerBound == 0 && ["yes", "sim", "yeah", "yep", "isso"].contains(s.words[0])
        {
            confirmed = true
            s.use(m.range)
        }
        for i in s.freeIndices
        where [
            "from", "my", "list", "da", "minha", "lista", "of", "off", "closed", "fechou", "pode",
            "place", "lugar",
        ].contains(s.words[i]) {
            s.use(i)
        }
        return forgetting(target(&s), s, confirmed: confirmed)
    }

    /// The delete asked for: two places at once or a name one typo from a
    /// place in the list are asked about, never deleted on a guess.
    private func forgetting(_ t: Target?, _ s: Sentence, confirmed: Bool) -> Intent {
        // Two places in one delete ("forget Jobi and Jiquitaia"): ask, never guess.
        let joined = s.freeIndices.contains { ["and", "e", "&", "plus"].contains(s.words[$0]) } && !s.ignoredWords.isEmpty
        if case .ref(.name(let name))? = t,
            joined || places.stored(name) == nil && Lexer.words(name).contains(where: { ["and", "e", "&"].contains($0) })
        {
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .severalPlaces)
        }
        // A name one typo from a place in the list: offer that place, never delete on a guess.
        if case .ref(.name(let name))? = t, places.stored(name) == nil, let near = places.nearest(name) {
            return .unknown(
                text: s.line.trimmed, suggestion: Intent.forget(target: .name(near), confirmed: false).command, reason: .repairedCommand)
        }
        return .forget(target: ref(t), confirmed: confirmed)
    }

    /// Whether everything after the verb is food words ("drop the sushi",
    /// "remove bars"): a change to the pool. A name that only starts with
    /// one ("forget Bar do Zé") is a place.
    private func onlyFoodWords(_ s: Sentence, after start: Int) -> Bool {
        var i = start + 1, sawTerm = false
        while i < s.count {
            // (In the verb's own clause: "ok forget the steakhouse, just vegetarian, they can eat meat tomorrow".)
            if sawTerm, s.words[i].kind == .punctuation, [",", ".", ";", "!", "?"].contains(s.words[i].text) { return true }
            if !s.isFree(i) || PlaceCommandWords.foodGlue.contains(s.words[i]) { i += 1; continue }
            if s.words[i].kind == .quoted || places.match(s.words, at: i) != nil { return false }
            // "forget the cheap part": a price is a filter too.
            if let p = PriceSlot.match(s.words, at: i) {
                sawTerm = true
                i = p.range.upperBound
                continue
            }
            guard let t = term(s, at: i) else { return false }
            sawTerm = true
            i = t.end
        }
        return sawTerm
    }

    /// Whether a place in the list or "this one" is named.
    private func namesAPlace(_ s: Sentence) -> Bool {
        s.words.indices.contains { places.match(s.words, at: $0) != nil || PlaceWords.this.contains(s.words[$0]) }
    }

    /// "Gero, open it in maps": `open` followed by what it opens.
    private func opensSomething(_ s: Sentence, _ i: Int) -> Bool {
        guard let next = s.key(i + 1) else { return false }
        return ["it", "this", "that", "the", "in", "on", "up", "with"].contains(next)
            || PlaceCommandWords.apps.match(s.words, at: i + 1) != nil
            || places.match(s.words, at: i + 1) != nil
    }

    /// "favorite it", "favorita o Jobi": the verb with its object right after it.
    private func followedByTarget(_ s: Sentence, _ i: Int) -> Bool {
        var j = i + 1
        while j < s.count, ["the", "o", "a"].contains(s.words[j]) { j += 1 }
        guard j < s.count else { return false }
        return PlaceWords.this.contains(s.words[j]) || s.words[j].kind == .quoted || places.match(s.words, at: j) != nil
    }

    /// "refresh details", "atualiza os detalhes do Jobi": the place's map details fetched again.
    func refetch(_ s: inout Sentence) -> Intent? {
        guard let m = s.first(PlaceCommandWords.refetch) else { return nil }
        s.use(m.range)
        for i in s.freeIndices where ["of", "for", "do", "da", "de", "the", "o", "a"].contains(s.words[i]) { s.use(i) }
        return .refreshDetails(target: ref(target(&s)))
    }
}

/// The favourites list named in a sentence, and which way things go.
enum FavoritesWords {
    static let nouns: WordSet = [
        "favorites", "favourites", "favs", "fav", "favoritos", "favorito", "favoritas", "favorita",
        "favorite", "favourite", "faves", "favoritados",
    ]
    /// Words between a preposition and the noun ("to [my] favorites", "dos [meus] favs").
    static let around: WordSet = [
        "my", "our", "the", "meus", "minhas", "nossos", "os", "as", "o", "a", "de", "da", "do", "dos", "das",
        "to", "into", "in", "on", "as", "nos", "aos", "pros", "pras", "em", "como", "na", "no", "from", "off",
        "out", "of", "list", "lista",
    ]
    static let into: WordSet = [
        "to", "into", "in", "on", "as", "nos", "aos", "pros", "pras", "em", "como", "na", "no", "pro", "pra", "among", "entre",
    ]
    static let outOf: WordSet = ["from", "off", "out", "dos", "das", "da", "do", "de"]

    /// The favourites noun (a whole word), if the line names the list.
    static func noun(_ s: Sentence) -> Range<Int>? {
        s.words.indices.first { nouns.contains(s.words[$0]) && !s.used[$0] }.map { $0..<($0 + 1) }
    }

    static func mentioned(_ s: Sentence) -> Bool { noun(s) != nil }

    /// true: into the favourites; false: out of them; nil: no preposition.
    static func direction(_ s: Sentence, noun: Range<Int>) -> Bool? {
        var j = noun.lowerBound - 1
        while j >= 0, j >= noun.lowerBound - 4 {
            let w = s.words[j].folded
            if outOf.contains(w) { return false }
            if into.contains(w) { return true }
            guard around.contains(w) else { return nil }
            j -= 1
        }
        return nil
    }
}
