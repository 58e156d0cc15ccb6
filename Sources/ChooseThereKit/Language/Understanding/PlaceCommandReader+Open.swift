// MARK: - open: the pick (or a named place) in a maps app, TripAdvisor, iFood or its site

extension PlaceCommandReader {
    func open(_ s: inout Sentence) -> Intent? {
        let content = s.freeIndices
        let route = s.first(PlaceCommandWords.route)
        let app = s.first(PlaceCommandWords.apps)
        // ("ooh that looks lovely. open their website": the first word of its own sentence.)
        let words = s.words
        let leadsItsSentence = { (i: Int) in
            let start = (0..<i).last { words[$0].endsASentence }.map { $0 + 1 } ?? 0
            return content.first { $0 >= start } == i
        }
        // English "open" is also an adjective ("open bars", "anything open"): a verb only when it leads.
        let verb = content.first(where: {
            PlaceCommandWords.open.contains(s.words[$0]) && s.key($0 + 1) != "now" && s.key($0 + 1) != "agora" && !opensAt(s, $0)
                // ("the bus company cut my route again": someone's own route is a noun, no way to a place.)
                // ("my running route passes three bakeries": one word may describe it.)
                && !(max(0, $0 - 2)..<$0).contains { ["my", "our", "his", "her", "their", "minha", "nossa", "sua"].contains(s.words[$0]) }
                && (s.words[$0].folded != "open" || leadsItsSentence($0) || opensSomething(s, $0))
                // ("open bars": bars that are open; "open Bar do Zé in maps": a name, with an app.)
                && (term(s, at: $0 + 1) == nil || app != nil && $0 + 1 < s.count && s.words[$0 + 1].text.first?.isUppercase == true)
        })
        if hasFilePath(s) { return nil }
        // ("fine. can we order this on ifood instead": the app's own sentence, past a modal that asks.)
        let appStart = app.flatMap { a in s.sentences.first { $0.contains(a.range.lowerBound) } }?.lowerBound ?? 0
        let asking: WordSet = ["can", "could", "we", "i", "lets", "let's", "pode", "podemos", "da", "pra", "gente", "vamos", "bora"]
        let showIt =
            content.first(where: { $0 >= appStart && !asking.contains(s.words[$0]) }).map {
                [
                    "show", "order", "pede", "manda", "send", "pedir", "mostra", "mostrar", "ver", "see",
                ].contains(s.words[$0])
                    // ("check it on tripadvisor first", "confere no tripadvisor": checking the pick, not searching a map.)
                    || ["check", "checa", "confere", "olha"].contains(s.words[$0]) && $0 + 1 < s.count
                        && (["it", "this", "that", "them", "no", "na", "la"].contains(s.words[$0 + 1])
                            || PlaceWords.this.contains(s.words[$0 + 1]))
            }
            ?? false
            // ("amei. me passa o site deles", "ok fechou, mostra no google maps": handing over or showing the app's
            // page, in the app's own clause.)
            || app.map { a in
                let start = (0..<a.range.lowerBound).last { s.words[$0].kind == .punctuation }.map { $0 + 1 } ?? 0
                let lead = content.filter { $0 >= start && $0 < a.range.lowerBound && !["me", "us"].contains(s.words[$0]) }
                return lead.first.map { ["passa", "manda", "send", "give", "da", "mostra", "show"].contains(s.words[$0]) } == true
                    && lead.dropFirst().allSatisfy {
                        // ("me manda a página dele no tripadvisor": its page there.)
                        [
                            "o", "a", "the", "their", "seu", "sua", "no", "na", "on", "in", "it", "dele", "dela", "deles", "its", "page",
                            "pagina",
                            "perfil", "profile",
                        ].contains(s.words[$0])
                    }
            } ?? false
            // ("my husband wants to see it on the map": the pick seen in the app named right after.)
            || app.map { a in s.all(PlaceCommandWords.seeItIn).contains { $0.range.upperBound == a.range.lowerBound } } ?? false
            // "fechou, manda no waze": sent to an app named right after, wherever in the line.
            || app.map { a in
                a.range.lowerBound >= 2 && PlaceCommandWords.beforeAnApp.contains(s.words[a.range.lowerBound - 1])
                    && ["manda", "send", "joga", "abre", "open"].contains(s.words[a.range.lowerBound - 2])
            } ?? false
        // An app named alone opens the pick there ("google maps", "show it on maps"), but not "near me from osm".
        // (Alone in its own sentence: "how I go there? google maps please".)
        let appSentence = app.flatMap { a in s.sentences.first { $0.contains(a.range.lowerBound) } } ?? 0..<s.count
        let onlyApp =
            app.map { a in
                content.filter { appSentence.contains($0) }.allSatisfy {
                    a.range.contains($0) || PlaceWords.this.contains(s.words[$0])
                        || [
                            "show", "on", "in", "the", "no", "na", "it", "abre", "pede", "order", "send", "manda", "please", "pls", "see",
                            "view", "ver", "for",
                            "link", "links", "page", "pagina", "dele", "dela", "deles", "their", "its",
                            "pro", "pra", "with", "com", "via", "by", "one", "esse", "essa", "this",
                            // ("waze me there": the app said as the verb.)
                            "me", "us", "there", "la",
                        ].contains(s.words[$0])
                }
            } ?? false
        // "can i get it on ifood?", "tem no ifood?": whether the pick is there, asked — it is opened there.
        let askedThere =
            app.map { a in
                let end = (a.range.upperBound..<s.count).first { s.words[$0].kind == .punctuation } ?? s.count
                let start = (0..<a.range.lowerBound).last { s.words[$0].endsASentence }.map { $0 + 1 } ?? 0
                return end < s.count && s.words[end].text.contains("?") && a.range.lowerBound >= 1
                    && PlaceCommandWords.beforeAnApp.contains(s.words[a.range.lowerBound - 1])
                    && (start..<a.range.lowerBound).contains {
                        PlaceWords.this.contains(s.words[$0]) || ["tem", "has", "have"].contains(s.words[$0])
                    }
            } ?? false
        // ("e o ifood do Madero?", "and the website of Bar Brasil?": an app's page of a place named, asked after another.)
        let pageOfANamedPlace =
            app.map { a in
                let start = (0..<a.range.lowerBound).last { s.words[$0].endsASentence }.map { $0 + 1 } ?? 0
                let of = a.range.upperBound
                return s.words.last?.text.contains("?") == true
                    && (start..<a.range.lowerBound).allSatisfy {
                        ["e", "and", "o", "a", "the", "what", "about", "agora", "now", "tb", "also"].contains(s.words[$0])
                    }
                    && of + 1 < s.count && ["do", "da", "of", "for", "de"].contains(s.words[of])
                    && {
                        // (The name ends the question: "o site do Madero caiu?" asks something else of it.)
                        let lastWord = s.words.lastIndex(where: \.isWord) ?? of
                        if let m = places.match(s.words, at: of + 1) { return m.end > lastWord }
                        guard CapitalisedName.isCapital(s.words[of + 1]) else { return false }
                        return CapitalisedName.run(s.words, from: of + 1, while: { _ in true }).upperBound > lastWord
                    }()
            } ?? false
        guard verb != nil || route != nil || (app != nil && (showIt || onlyApp || askedThere || pageOfANamedPlace)) else { return nil }
        if verb == nil && route == nil, app?.value == .link, !showIt, !pageOfANamedPlace { return nil }
        var chosen = app?.value
        if let app { s.use(app.range) }
        // "manda o link do mapa", "the google maps link": the link of the app named beside it.
        if app?.value == .link, let named = s.all(PlaceCommandWords.apps, free: true).first(where: { $0.value != .link }) {
            chosen = named.value
            s.use(named.range)
        }
        if let verb {
            s.use(verb); if ["route", "directions", "rota", "navigate", "navega"].contains(s.words[verb]) { chosen = chosen ?? .maps }
            // "open the route on google maps": the route is what is opened, not a place's name ("root": misheard).
            // ("abre o caminho no waze": the way there is no place's name.)
            for i in s.freeIndices where ["route", "directions", "rota", "root", "caminho", "way"].contains(s.words[i]) { s.use(i) }
        }
        if let route { s.use(route.range); chosen = chosen ?? .maps }
        // ("me dá as direções pra chegar lá": every way of saying the route is the route's.)
        for m in s.all(PlaceCommandWords.route, free: true) { s.use(m.range) }
        for i in s.freeIndices
        where [
            "show", "order", "from", "on", "in", "no", "na", "pede", "manda", "it", "for", "pro", "pra", "do",
            "da", "the", "place", "abre", "ai", "mostra", "mostrar", "ver", "see", "send", "me", "link",
            // ("send me the tripadvisor page": the app's page of the pick is the pick there.)
            "page", "pagina", "profile", "perfil", "listing", "there", "us", "passa",
            // ("check it on tripadvisor": checking is opening.)
            "check", "checa", "confere", "olha",
            // (How we go there is no place: "how do I get there on foot?", "como chego lá a pé?".)
            "foot", "pe", "walking", "car", "carro",
            // (A ride is no app a place opens in: "how do we get there? uber".)
            "uber", "taxi", "cab",
            // (There, and politeness typed as one word: "a rota até lá", "abre o mapa porfavor".)
            "ate", "la", "ali", "porfavor", "porfa", "pfvr", "plz", "deles", "dele", "dela", "their", "its",
        ].contains(s.words[i]) && !PlaceWords.this.contains(s.words[i])
            // (Not inside a name: "abre o Bar do Zé no mapa".)
            && !(i > 0 && i + 1 < s.count && s.words[i - 1].text.first?.isUppercase == true
                && s.words[i + 1].text.first?.isUppercase == true)
        {
            s.use(i)
        }
        // ("check it on tripadvisor first": "first" closing the line is before going, no first place of a list.)
        if let last = s.words.indices.last(where: { s.words[$0].isWord }), !s.used[last],
            ["first", "primeiro", "antes"].contains(s.words[last]), last > 0, !s.words[last - 1].endsASentence,
            OrdinalSlot.match(s.words, at: last - 1) == nil, !["the", "o", "a"].contains(s.words[last - 1])
        {
            s.use(last)
        }
        // "perfect. route pls", "fechou, como chego lá?": an earlier clause is no target unless it names a place.
        let cueAt =
            [verb, route?.range.lowerBound].compactMap { $0 }.min()
            ?? app.map { a in
                PlaceCommandWords.beforeAnApp.contains(s.key(a.range.lowerBound - 1) ?? "")
                    ? max(0, a.range.lowerBound - 2) : a.range.lowerBound
            } ?? 0
        // "manda o link do mapa que eu jogo no grupo", "the route so we can share it", "abre google maps para ir":
        // what it is for names no place.
        if let purpose = (cueAt..<max(cueAt, s.count - 1)).first(where: { opensAPurpose(s, $0) }) {
            s.use(purpose..<s.count)
        }
        let clauseStart = (0..<cueAt).last(where: { s.words[$0].kind == .punctuation }).map { $0 + 1 } ?? 0
        // ("abre o site deles, quero ver o cardápio antes": a later clause is no target either.)
        let afterCue = max(cueAt, app?.range.upperBound ?? cueAt)
        let clauseEnd = (afterCue..<s.count).first { s.words[$0].kind == .punctuation && s.words[$0].text != "'" } ?? s.count
        let named =
            (0..<clauseStart).first {
                !s.used[$0]
                    && (places.match(s.words, at: $0) != nil || OrdinalSlot.match(s.words, at: $0) != nil || s.words[$0].number != nil)
            } ?? (clauseEnd..<s.count).first { !s.used[$0] && places.match(s.words, at: $0) != nil }
        var t = ref(target(&s, in: named != nil ? 0..<s.count : clauseStart..<clauseEnd))
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

    /// Whether word `i` opens what opening is for: "que eu jogo no grupo", "so we can share it", "para ir",
    /// "que aí nem saio de casa".
    private func opensAPurpose(_ s: Sentence, _ i: Int) -> Bool {
        let w = s.words[i]
        let next = s.words[i + 1]
        if ["que", "q", "so", "pra", "para"].contains(w), ["eu", "i", "we", "a", "gente", "ele", "ela", "they"].contains(next) {
            return true
        }
        // ("pode abrir o mapa que meu neto falou…", "the link that Ana sent": what is opened, described.)
        if ["que", "q", "that", "which"].contains(w), i > 0,
            ["mapa", "rota", "site", "link", "caminho", "map", "route", "directions", "pagina", "page", "app"].contains(s.words[i - 1])
        {
            return true
        }
        // ("abre no tripadvisor q quero ver as fotos", "open it because I want the menu": why it is opened.)
        if ["que", "q", "pq", "porque", "because", "cause", "cuz", "so"].contains(w),
            ["quero", "queria", "vou", "preciso", "precisamos", "vamos", "want", "wanna", "need", "i'll", "i'm", "im", "we'll"]
                .contains(next)
        {
            return true
        }
        // ("blz abre no ifood vou pedir", "open ifood, i'll order from there": what I'll do there, unjoined.)
        if ["vou", "vamos", "i'll", "ill", "gonna", "we'll"].contains(w),
            ["pedir", "order", "comprar", "buy", "ver", "see", "check", "olhar", "reservar", "book"].contains(next)
        {
            return true
        }
        // ("abre no maps antes q o cel morra", "open it before my battery dies": when, not what.)
        if w.folded == "antes",
            ["que", "q", "de", "do", "da"].contains(next) || w.folded == "before" && places.match(s.words, at: i + 1) == nil
        {
            return true
        }
        // ("abre no tripadvisor pra ver as reviews", "open tripadvisor to check the photos": what is looked at there.)
        // (Not a place named there: "open maps to see Bar Urca".)
        if ["pra", "para", "to"].contains(w), PlaceCommandWords.lookingVerbs.contains(next),
            !((i + 2)..<min(s.count, i + 5)).contains(where: {
                CapitalisedName.isCapital(s.words[$0]) || places.match(s.words, at: $0) != nil
            })
        {
            return true
        }
        // ("para ir" ends what is asked; "pra chegar no Jobi" still names where.)
        if ["pra", "para"].contains(w), PlaceCommandWords.goingVerbs.contains(next),
            i + 2 >= s.count || s.words[i + 2].kind == .punctuation
        {
            return true
        }
        return ["que", "q"].contains(w) && ["ai", "assim", "dai", "entao"].contains(next)
    }

    /// "o google diz q abre as 6", "it opens at noon": when a place opens, not a command.
    private func opensAt(_ s: Sentence, _ i: Int) -> Bool {
        // ("esse só abre 7h", "opens 6pm": an hour right after.)
        if i + 1 < s.count, s.words[i + 1].text.first?.isNumber == true { return true }
        guard let next = s.key(i + 1),
            ["as", "at", "ate", "till", "until", "from", "a", "cedo", "tarde", "amanha", "tomorrow", "antes", "depois", "before", "after"]
                .contains(next)
        else { return false }
        return ["cedo", "tarde", "amanha", "tomorrow", "antes", "depois", "before", "after"].contains(next)
            || i + 2 < s.count
                && (s.words[i + 2].number != nil || ["partir", "noon", "midnight", "meio", "meia"].contains(s.words[i + 2]))
    }

    /// "Gero, open it in maps": `open` followed by what it opens.
    private func opensSomething(_ s: Sentence, _ i: Int) -> Bool {
        guard let next = s.key(i + 1) else { return false }
        // ("would you be so kind as to open their website": the pick's own page.)
        return ["it", "this", "that", "the", "in", "on", "up", "with", "their", "its"].contains(next)
            || PlaceCommandWords.apps.match(s.words, at: i + 1) != nil
            || places.match(s.words, at: i + 1) != nil
    }
}
