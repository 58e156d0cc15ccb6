// MARK: - history and list

enum ListWords {
    /// Words that open a question about what was done.
    static let questionWords: WordSet = ["what", "what's", "whats", "which", "where", "qual", "quais", "onde", "quanto", "how"]
    /// Verbs of having gone somewhere, which make a count of places a story, not a history's limit.
    static let wentTo: WordSet = ["fui", "fomos", "went", "visited", "visitei", "visitamos", "comemos", "jantamos", "almocamos"]
    static let filters = PhraseTable<HistoryFilter>([
        ("best", .best), ("top", .best), ("best rated", .best), ("melhores", .best), ("top rated", .best), ("highest rated", .best),
        ("mais bem avaliadas", .best), ("mais bem avaliados", .best), ("melhor avaliadas", .best), ("melhor avaliados", .best),
        ("bem avaliadas", .best), ("bem avaliados", .best), ("mais bem avaliado", .best), ("mais bem avaliada", .best),
        ("melhor avaliado", .best), ("melhor avaliada", .best), ("best place", .best), ("rated highest", .best), ("best ones", .best),
        ("would return", .wouldReturn), ("would go back", .wouldReturn), ("we'd go back", .wouldReturn), ("go back to", .wouldReturn),
        ("voltaria", .wouldReturn), ("voltariamos", .wouldReturn), ("return", .wouldReturn),
        ("match", .match), ("matches", .match), ("deram match", .match), ("combinou", .match),
        ("favorites", .favorites), ("favourites", .favorites), ("favoritos", .favorites), ("favorite places", .favorites),
        ("favs", .favorites),
    ])
    /// Words of places kept ("saved", "salvos", "any", "algum").
    static let saved: WordSet = [
        "saved", "salvo", "salvos", "salva", "salvas", "any", "algum", "alguma", "quantos", "quantas", "how", "places", "lugares",
        "restaurants", "restaurantes", "spots", "cadastrado", "cadastrada", "cadastrados", "cadastradas",
    ]
    /// Verbs of other commands: with one of them, "my list" is where something goes, not what to show.
    static let otherVerbs: WordSet = PlaceCommandWords.forget.union(PlaceCommandWords.removeVerbs).union(PlaceCommandWords.save)
        .union(PlaceCommandWords.fav).union(PlaceCommandWords.unfav).union(PickWords.spin).union(RateWords.strongVerbs)
        .union(EditWords.addVerbs).union([
            "remove", "tira", "tirar", "apaga", "exclui", "put", "coloca", "bota", "adiciona", "add",
            "esquece", "salva", "salvar", "guarda",
        ])
    static let showVerbs: WordSet = ["show", "mostra", "mostrar", "mostre", "me", "see", "ver", "view", "quero", "open", "display"]
    /// Words that may stand beside the favourites when they are only looked at.
    static let favoritesCompany: WordSet = [
        "quero", "ver", "my", "meus", "minhas", "our", "nossos", "show", "mostra", "mostre", "me", "list", "the", "page",
        "pagina", "second", "segunda", "next", "proxima", "places", "lugares",
    ]
    /// "os japoneses q eu tenho": the words of a relative clause after a searched term.
    static let relative: WordSet = ["q", "que", "i", "eu", "we", "have", "tenho", "temos", "got", "saved", "salvei"]
    /// Words that frame what a list searches for, never part of it.
    static let queryFrame: WordSet = ListWords.showVerbs.union([
        "for", "por", "the", "all", "my", "places", "lugares", "lugar", "any",
        "algum", "alguma", "in", "on", "com", "with", "what's", "whats",
        "what", "is", "there", "i", "eu", "tenho", "have", "saved", "salvo",
        "please", "there", "in", "nos", "na", "no", "meus", "minha", "list",
        "saved", "salvos", "salvas", "salva", "anything", "algo", "of", "de",
        "from", "da", "do", "through", "thru", "stuff", "coisas", "go", "ones", "just", "only", "so", "want", "them",
        "to", "vou", "ir", "tudo", "everything", "todos", "todas", "salvei",
        "guardei", "saved", "q", "que", "ai", "even", "already", "ja", "actually", "really", "currently", "atualmente", "quantos",
        "quantas", "how", "many", "here", "aqui", "daqui",
        // ("wait what places do i even have on my list": a pause before the question.)
        "wait", "hmm", "ok", "okay", "espera", "pera",
    ])
}

struct ListReader: SentenceReader {
    let lexicon: Lexicon

    func list(_ s: inout Sentence) -> Intent? {
        let content = s.freeIndices
        guard let first = content.first else { return nil }
        // ("importa o backup.json e substitui tudo", "exporta minha lista toda pro arquivo x.json": a file's command.)
        if hasFilePath(s) { return nil }
        // ("none of my places are open, search openstreetmap": the map is searched, the list only told of.)
        if s.all(FilterWords.source).contains(where: { $0.value == .osm && !s.isNegated($0.range.lowerBound) }) { return nil }
        // ("tell me everything about this one", "me passa tudo desse": all there is to know of one place.)
        if let m = s.first(ListWords.all), m.range.upperBound < s.count,
            ["desse", "dessa", "deste", "desta", "disso"].contains(s.words[m.range.upperBound])
                || ["about", "sobre", "on", "of"].contains(s.words[m.range.upperBound]) && m.range.upperBound + 1 < s.count
                    && PlaceWords.this.contains(s.words[m.range.upperBound + 1])
        {
            return nil
        }
        // ("em sp minha lista tinha uns 200 lugares": what the list had or was, told.)
        if let mine = s.first(ListWords.myPlaces), mine.range.upperBound < s.count,
            ["tinha", "had", "was", "era", "estava", "ficou", "used"].contains(s.words[mine.range.upperBound])
        {
            return nil
        }
        // "wipe my list": the whole list is never deleted in one line, nor listed; "apaga o Jobi da minha lista"
        // deletes one place (the forget reader's).
        if let destroy = content.first(where: { Refusals.destroy.contains(s.words[$0]) }), let mine = s.first(ListWords.myPlaces) {
            let rest = content.filter {
                $0 != destroy && !mine.range.contains($0) && !Fillers.isEdge(s.words[$0].folded)
                    && !PlaceCommandWords.everyPlace.contains(s.words[$0])
            }
            if rest.isEmpty { return .unknown(text: s.line.trimmed, suggestion: nil, reason: .notSupported(s.words[destroy].text)) }
            return nil
        }
        // "list …", or asked politely: "could you list …", "me lista …".
        // ("i liked it. can you list my peruvian places?": opening its own sentence, after a story.)
        // ("a lista de convidados do casamento", "my list of chores": the noun of another list is no verb, and no list of mine.)
        if let other = s.words.indices.first(where: { listOfSomethingElse(s, at: $0) }),
            !content.contains(where: {
                $0 < other && (ListWords.listVerbs.contains(s.words[$0]) || ListWords.showVerbs.contains(s.words[$0]))
            })
        {
            return nil
        }
        let listVerbAt = content.first(where: { ListWords.listVerbs.contains(s.words[$0]) })
        // ("only from my list", "só da minha lista": where a search looks, said alone, changes that search.)
        if let m = s.first(FilterWords.source), m.value == .list, listVerbAt.map({ m.range.contains($0) }) ?? true,
            ["from", "da", "dos", "in", "on", "na"].contains(s.words[m.range.lowerBound]),
            content.allSatisfy({
                m.range.contains($0) || ["only", "just", "so", "apenas", "somente", "then", "entao"].contains(s.words[$0])
            })
        {
            return nil
        }
        let ownStart = listVerbAt.flatMap { v in (0..<v).last { s.words[$0].endsASentence }.map { $0 + 1 } } ?? 0
        let leads =
            ListWords.listVerbs.contains(s.words[first])
            || listVerbAt.map { v in
                content.filter { $0 >= ownStart && $0 < v }.allSatisfy { Fillers.requestLead.contains(s.words[$0]) }
            } == true
        let verbAt = leads ? content.first(where: { ListWords.listVerbs.contains(s.words[$0]) }) ?? first : first
        // ("I have zero plans": having, said of something that is no place, is not my list.)
        let mine =
            s.first(ListWords.myPlaces).flatMap { m -> (value: Bool, range: Range<Int>)? in
                guard m.range.count == 2,
                    ["i have", "we have", "eu tenho", "a gente tem"].contains(s.words[m.range].map(\.folded).joined(separator: " ")),
                    m.range.upperBound < s.count, !s.words[m.range.upperBound].endsASentence
                else { return m }
                let near = max(0, m.range.lowerBound - 3)..<min(s.count, m.range.upperBound + 3)
                return near.contains { term(s, at: $0) != nil || ListWords.saved.contains(s.words[$0]) } ? m : nil
            }
            ?? theListShown(s)
        var favorites = s.first(FilterWords.favorites)
        if favorites == nil, let noun = FavoritesWords.noun(s) { favorites = (true, noun) }
        // ("my favorites list on spotify is a mess": a list kept in another app.)
        if let m = mine ?? favorites, keptInAnotherApp(s, m.range) { return nil }
        // "to the favorites with this one", "esse vai pros favoritos": into or out of the favourites, not a list.
        let pageAt = content.first(where: { ListWords.page.contains(s.words[$0]) })
        if let f = favorites, !leads, pageAt == nil,
            FavoritesWords.direction(s, noun: f.range.upperBound - 1..<f.range.upperBound) != nil
                || FavoritesWords.noun(s).map({ FavoritesWords.direction(s, noun: $0) != nil }) == true,
            !s.words[..<f.range.lowerBound].contains(where: { ListWords.showVerbs.contains($0) && !["me", "quero"].contains($0) })
        {
            return nil
        }
        // "find us a bar", "me acha um boteco": a place described by its kind is a pick, not a search of the list.
        if !leads, findVerbFramesAPick(s) != nil { return nil }
        let asking = s.first(PickWords.findPhrases)
        let searching = content.contains(where: { ListWords.searchVerbs.contains(s.words[$0]) }) || asking != nil
        let showing = content.contains(where: { ListWords.showVerbs.contains(s.words[$0]) })
        // Searches of OpenStreetMap, near me or in a city are `find`/`near`.
        if s.first(FilterWords.source).map({ $0.value == .osm }) == true || s.first(PickWords.nearMe) != nil { return nil }
        // "add it to my list" saves.
        if s.first(PlaceCommandWords.saveToList) != nil, content.contains(where: { PlaceCommandWords.addVerbs.contains(s.words[$0]) }) {
            return nil
        }
        // Another command's verb decides, unless the line starts with list.
        let favoriteWords = favorites.map { $0.range.count > 1 ? $0.range : 0..<0 } ?? 0..<0
        // ("i keep forgetting the name of that peruvian spot… can you list my peruvian places?": only in the list verb's sentence.)
        let listSentence = content.first(where: { ListWords.listVerbs.contains(s.words[$0]) }).flatMap { v in
            s.sentences.first { $0.contains(v) }
        }
        if !leads,
            content.contains(where: { i in
                ListWords.otherVerbs.contains(s.words[i]) && !favoriteWords.contains(i) && listSentence.map { $0.contains(i) } != false
            })
        {
            return nil
        }
        // ("…talking about Mocotó. can you look it up for me?": a place named in another clause, pointed back at, is found.)
        if searching, let v = content.first(where: { ListWords.searchVerbs.contains(s.words[$0]) }),
            CapitalisedName.namedElsewhere(s, cue: v) != nil
        {
            return nil
        }
        // "find X in Fortaleza", "acha coxinha num raio de 2km": a search of the map.
        if searching, !leads,
            cityMention(s) != nil || DistanceSlot.firstMatch(in: s.words) != nil || s.first(PickWords.whereIs) != nil
                || unknownProperName(s) && content.contains(where: { ListWords.searchVerbs.contains(s.words[$0]) })
                    && !s.freeIndices.contains(where: { ["list", "lista", "places", "lugares"].contains(s.words[$0]) })
                || s.first(EditWords.named) != nil
        {
            return nil
        }
        var request = ListRequest()
        if leads { s.use(content.filter { $0 >= (listVerbAt == verbAt ? ownStart : 0) && $0 <= verbAt }) }
        if let mine {
            for m in s.all(ListWords.myPlaces, free: true) { s.use(m.range) }
            s.use(mine.range)
        }
        // "só dos meus favoritos", "only from favorites": narrowing a spin, not a list.
        // ("me mostra só os favoritos", "show me only the favorites": the favourites shown are a list.)
        if let favorites, !leads, mine == nil, !showing, favorites.range.lowerBound > 0,
            s.words[..<favorites.range.lowerBound].contains(where: { ["so", "only", "just", "apenas", "somente"].contains($0) })
        {
            return nil
        }
        if let favorites,
            !(favorites.range.count == 1 && PlaceCommandWords.fav.contains(s.words[favorites.range.lowerBound]) && !leads && mine == nil)
        {
            guard leads || mine != nil || showing || pageAt != nil || onlyFavoritesWords(s, favorites.range) else { return nil }
            request.favorites = true
            s.use(favorites.range)
        }
        var all = false
        // "de todas as cidades, lista tudo": the verb may come after where.
        let listVerb = leads ? nil : content.first(where: { ListWords.listVerbs.contains(s.words[$0]) })
        // "all" alone: every row of the list being looked at.
        if let m = s.first(ListWords.all, free: true),
            leads || showing || mine != nil || request.favorites || listVerb != nil
                || s.words.indices.allSatisfy({ m.range.contains($0) || !s.words[$0].isWord })
        {
            if let listVerb { s.use(listVerb) }
            request.all = true
            all = true
            s.use(m.range)
            for m in s.all(WhereWords.anywhere, free: true) { s.use(m.range) }
        }
        request.page = page(&s, at: pageAt)
        let mineByKind = showing && (namesKindsOfMine(s) || placesOfMineDescribed(s))
        guard leads || mine != nil || mineByKind || request.favorites || request.page != nil || all || (searching && !content.isEmpty)
        else { return nil }
        if mineByKind {
            for i in content
            where ListWords.showVerbs.contains(s.words[i]) || ListWords.pluralMine.contains(s.words[i])
                || Arbiter.placesNouns.contains(s.words[i])
            {
                s.use(i)
            }
        }
        if searching, let v = content.first(where: { ListWords.searchVerbs.contains(s.words[$0]) }) { s.use(v) }
        if let asking { s.use(asking.range) }
        for m in s.all(EditWords.named, free: true) { s.use(m.range) }
        // A list filters as a pick does: kinds and a price are typed filters
        // ("list japanese cheap"), when they take every word that would
        // otherwise be searched for; names are searched as typed ("list Bar do Zé").
        if s.freeIndices.contains(where: { term(s, at: $0) != nil || PriceSlot.match(s.words, at: $0) != nil }),
            !s.words.contains(where: { $0.kind == .quoted })
        {
            var typed = s
            let reading = filters(&typed)
            var rest = typed
            // (A dish is searched as typed, in names and notes: "search for coxinha".)
            if !reading.filters.tags.isEmpty || reading.filters.price != nil, reading.filters.avoid.isEmpty, reading.filters.dishes.isEmpty,
                listQuery(&rest) == nil
            {
                s = rest
                request.tags = reading.filters.tags
                request.price = reading.filters.price
                return .list(request)
            }
        }
        request.query = listQuery(&s)
        // ("quero ver quais lugares japoneses eu tenho salvos, tô pensando em dar uma limpada": what is left to search
        // is only a kind — a typed filter, as "list japanese" is.)
        if let q = request.query {
            var typed = Sentence(q)
            let reading = filters(&typed)
            if !reading.filters.tags.isEmpty, reading.filters.avoid.isEmpty, reading.filters.dishes.isEmpty,
                !typed.freeIndices.contains(where: { typed.words[$0].isWord })
            {
                request.query = nil
                request.tags = reading.filters.tags
                request.price = reading.filters.price ?? request.price
            }
        }
        return .list(request)
    }

    /// "page 2", "página dois", "the second page", "pag 3".
    private func page(_ s: inout Sentence, at pageAt: Int?) -> Int? {
        if let p = pageAt {
            s.use(p)
            if let n = NumberSlot.match(s.words, at: p + 1) { s.use(n.range); return Int(saturating: n.value, in: 1...1_000_000) }
            if let o = OrdinalSlot.match(s.words, at: p - 1), case .position(let n) = o.value { s.use(o.range); return max(1, n) }
            return nil
        }
        if let o = OrdinalSlot.firstMatch(in: s.words), s.freeIndices.contains(where: { ["pagina", "page"].contains(s.words[$0]) }),
            case .position(let n) = o.value
        {
            return n
        }
        return nil
    }

    /// "favoritos, quero ver", "my favorites": favourites and nothing to do with them but look.
    private func onlyFavoritesWords(_ s: Sentence, _ range: Range<Int>) -> Bool {
        let allWords = s.all(ListWords.all).flatMap { Array($0.range) }
        return onlyChatter(s) {
            range.contains($0) || ListWords.favoritesCompany.contains(s.words[$0]) || allWords.contains($0)
                || OrdinalSlot.match(s.words, at: $0) != nil || s.words[$0].number != nil
        }
    }

    /// What a list searches for: a vocabulary term (canonical), else the words as typed.
    func listQuery(_ s: inout Sentence) -> String? {
        // (A name keeps its small words: "Bode do Nô".)
        let candidates = s.freeIndices.filter {
            s.isInsideAName($0)
                || !ListWords.queryFrame.contains(s.words[$0]) && !QuestionWords.all.contains(s.words[$0])
                    && !Fillers.isEdge(s.words[$0]) && !Fillers.placeNouns.contains(s.words[$0])
                    && !Chatter.reactions.contains(s.words[$0])
                    && !(CommonWords.contains(s.words[$0]) && (s.words[$0].text.first?.isUppercase != true || Self.sentenceStart(s, $0))
                        && term(s, at: $0) == nil)
        }
        // Only the list verb's own sentence, up to what it is for, is searched for ("chuva forte aqui. me mostra
        // a lista…", "mostra minha lista pra eu conferir", "show my list so i can check it").
        // ("cleaning up my list. show me the expensive ones": "my list" names the list; the verb is "show".)
        // (Taken by the reader, or opening its own sentence: "organizing my list today. show me the cheap ones".)
        let words0 = s.words
        let isVerb = { (i: Int) in
            ListWords.showVerbs.contains(words0[i]) || ListWords.listVerbs.contains(words0[i]) || ListWords.searchVerbs.contains(words0[i])
        }
        let verbAt =
            s.words.indices.first {
                (s.used[$0] || $0 == 0 || s.words[$0 - 1].endsASentence) && isVerb($0)
                    && !($0 > 0 && ["my", "minha", "meu", "our", "nossa", "the", "a", "da", "na"].contains(s.words[$0 - 1]))
            } ?? s.words.indices.first { s.used[$0] && isVerb($0) }
        let own = verbAt.flatMap { v in s.sentences.first { $0.contains(v) } } ?? 0..<s.count
        let purpose = own.first { i in
            i > (verbAt ?? s.count) && !s.isInsideAName(i)
                && (PlaceWords.purposeOpeners.contains(s.words[i])
                    || ["pra", "para", "so"].contains(s.words[i]) && i + 1 < s.count
                        && ["eu", "i", "we", "a", "gente", "nos"].contains(s.words[i + 1]))
        }
        // ("list everything on my list now": the whole list, now.)
        let everything = s.first(ListWords.all) != nil
        // ("now show my list": "now" leading the line orders what is said, it names nothing.)
        // ("mostra minha lista agora": nor closing it, typed in lower case.)
        let firstWord = s.words.indices.first { s.words[$0].isWord && !Fillers.isFiller(s.words[$0]) }
        // (Only when the list is named: "find me something open now" searches for nothing called "now" either way.)
        let listNamed = s.words.contains { ["list", "lista", "lugares", "places", "favoritos", "favorites"].contains($0) }
        let lastWord = listNamed ? s.words.indices.last { s.words[$0].isWord && s.words[$0].text.first?.isLowercase == true } : nil
        let words = candidates.filter {
            own.lowerBound <= $0 && $0 < (purpose ?? own.upperBound)
                && !((everything || $0 == firstWord || $0 == lastWord) && ["now", "agora"].contains(s.words[$0]))
        }
        // The query is the first part of the line with something in it: "the
        // italian places I have? trying to plan a date" searches for italian.
        guard let lo = words.first else { return nil }
        let clauseEnd =
            (lo..<s.count).first { s.words[$0].kind == .punctuation && [",", "?", "!", ".", ";"].contains(s.words[$0].text) } ?? s.count
        guard let hi = words.last(where: { $0 < clauseEnd }) else { return nil }
        if lo == hi, s.words[lo].kind == .quoted { s.use(lo); return s.words[lo].text }
        if lo == hi || (lo...hi).allSatisfy({ words.contains($0) || s.isFree($0) || Fillers.isFiller(s.words[$0]) }) {
            // A term followed only by words of the frame ("os japoneses q eu tenho") searches for the term.
            if let t = term(s, at: lo), t.end <= hi + 1,
                t.end == hi + 1
                    || (t.end..<(hi + 1)).contains(where: { ListWords.relative.contains(s.words[$0]) })
                        && (t.end..<(hi + 1)).allSatisfy({
                            !words.contains($0) || CommonWords.contains(s.words[$0]) || ListWords.relative.contains(s.words[$0])
                        })
            {
                s.use(lo..<(hi + 1))
                return t.dish ?? t.term
            }
            let range = lo..<(hi + 1)
            // ("show me my list, pretty sure there are typos everywhere": a clause told after the asking one is its reason,
            // no name to look up; its words stay unexplained.)
            // (Nor is a short one in everyday words, in lower case: "me mostra minha lista, acho que tem erro em tudo".)
            if let v = verbAt, v < lo, (v..<lo).contains(where: { s.words[$0].kind == .punctuation }) {
                let told = s.words[range].filter(\.isWord)
                let everyday = told.count { CommonWords.everyday.contains($0) || Fillers.isFiller($0) }
                if Arbiter.storyAsAQuery(s.text(range))
                    || told.count >= 3 && told.allSatisfy({ $0.text.first?.isLowercase == true }) && everyday * 2 >= told.count
                {
                    return nil
                }
            }
            // A dish is searched as typed ("ramen" in names and notes), a cuisine by its term.
            if let t = term(s, at: lo), t.end == hi + 1 { s.use(range); return t.dish ?? t.term }
            s.use(range)
            return s.text(range)
        }
        return nil
    }

    /// "show me the list", "agora me mostra a lista": "the list" after a verb of showing, closing its clause, is
    /// mine ("a lista de compras", "the list of winners" are other lists).
    func theListShown(_ s: Sentence) -> (value: Bool, range: Range<Int>)? {
        for i in s.words.indices.dropFirst() where ["list", "lista", "listinha"].contains(s.words[i]) {
            guard ["the", "a"].contains(s.words[i - 1]),
                i + 1 == s.count || s.words[i + 1].kind == .punctuation
                    || ["again", "de", "toda", "inteira", "completa", "please", "pls", "por"].contains(s.words[i + 1])
                        && !(i + 2 < s.count && s.words[i + 1].folded == "de" && !["novo", "volta"].contains(s.words[i + 2])),
                (max(0, i - 4)..<(i - 1)).contains(where: { ListWords.showVerbs.contains(s.words[$0]) && s.words[$0].folded != "quero" })
            else { continue }
            var end = i + 1
            while end < s.count,
                ["again", "toda", "inteira", "completa", "novo"].contains(s.words[end])
                    || s.words[end].folded == "de" && end + 1 < s.count && s.words[end + 1].folded == "novo"
            {
                end += 1
            }
            return (true, (i - 1)..<end)
        }
        return nil
    }
}
