// MARK: - spin, near, find, again and refinements

enum PickWords {
    static let spin: WordSet = [
        "spin", "pick", "roll", "choose", "decide", "random", "surprise", "suggest", "recommend", "sorteia", "sortear", "sorteie",
        "sorteio", "escolhe", "escolha", "escolher", "decide", "gira", "girar", "roda", "indica", "indique", "sugere", "sugira", "shuffle",
        "gimme", "randomize",
    ]
    static let spinPhrases = PhraseTable<Bool>(
        [
            "surprise me", "where should we eat", "where do we eat", "where can we eat", "where can we grab a bite", "where should i eat",
            "what should we eat", "any ideas", "grab a bite", "roll the dice", "give me a random place", "just pick", "pick one",
            "pick something", "decide for us", "decide for me", "decide por mim", "hungry", "starving", "com fome", "morrendo de fome",
            "to com fome", "any idea where to go", "where to go", "where should we go", "onde ir", "pra onde a gente vai", "onde comer",
            "onde a gente come", "onde a gente janta",
            "me indica", "me sugere", "roda a roleta", "gira a roleta", "sorteia ai", "sorteia um", "escolhe um", "escolhe ai",
            "um lugar pra comer", "lugar pra comer", "bora num", "bora numa", "bora comer", "bora", "que tal", "how about", "what about",
            "e se a gente fosse", "vamos num", "vamo num", "let's go to a", "somewhere to", "a place to", "algum lugar",
        ].map { ($0, true) })
    static let nearMe = PhraseTable<Bool>(
        [
            "near me", "near us", "nearby", "near here", "around me", "around us", "around here", "close by", "close to me", "closest",
            "nearest", "close to here", "of here", "in walking distance", "walking distance", "what's near", "whats near", "what's close",
            "what's around", "whats around", "what's nearby", "whats nearby", "of me", "from here", "near",
            "perto de mim", "perto", "por perto", "aqui perto", "pertinho", "aqui pertinho", "nas redondezas", "nas proximidades",
            "proximo de mim", "mais proximo", "mais proxima", "mais proximos", "mais proximas", "mais perto", "de mim", "aqui do lado",
            "perto daqui", "daqui",
            "aqui por perto", "nas redondeza", "por aqui", "proximos a mim", "proximas a mim", "proximo a mim", "proxima a mim",
            "proximos de mim", "proximas de mim", "proximos", "proximas", "to where i am", "where i am", "around where i am",
            "close to where i am", "near where i am", "close to where we are", "near where we are", "perto de onde eu to",
            "perto de onde eu estou", "perto de onde estou", "something close", "somewhere close", "anything close", "nothing too far",
            "nothing far", "na redondeza", "aqui na redondeza", "pelo bairro", "aqui pelo bairro", "close to our hotel",
            "close to the hotel", "near our hotel", "near the hotel", "near the office", "close to the office", "near work",
            "perto do hotel", "perto do escritorio", "perto do trabalho", "perto do meu trabalho", "if it's close", "se for perto",
            "em volta", "ao redor", "ao redor de mim", "em volta de mim", "por aqui perto",
            "close to us", "close to me", "closest to us", "near to us", "next to us", "perto da gente", "perto de nos",
            "not too far", "not far", "not that far", "not very far", "nao muito longe", "nao tao longe", "nao longe", "nao muito distante",
            // An area around the user is nearness too.
            "in my area", "in the area", "in this area", "around my area", "in my neighborhood", "in my neighbourhood", "around the corner",
            "na minha regiao", "aqui na regiao", "na regiao", "nessa regiao", "nesta regiao", "no meu bairro", "aqui no bairro",
        ].map { ($0, true) })
    /// Asking whether something exists ("is there anything", "tem algo"):
    /// with a distance, what is within it — a near search.
    static let existence = PhraseTable<Bool>(
        [
            "is there", "are there", "is there anything", "is there something", "anything", "tem algo", "tem alguma coisa", "tem algum",
            "tem alguma", "existe", "existe algum", "existe alguma", "any", "what's", "whats", "what is", "o que tem", "oq tem", "o q tem",
        ].map { ($0, true) })
    static let findVerbs: WordSet = [
        "find", "look", "search", "lookup", "acha", "achar", "ache", "procura", "procurar", "procure", "finding",
        "searching", "looking",
        "busca", "buscar", "pesquisa", "pesquisar", "encontra", "encontrar", "encontre", "locate",
    ]
    static let findPhrases = PhraseTable<Bool>(
        [
            "is there a", "is there an", "is there any", "are there any", "where's the nearest", "wheres the nearest",
            "where is the nearest",
            "where's the closest", "a place called", "um lugar chamado", "onde fica", "onde fica o", "onde fica a", "tem um", "tem uma",
            "tem algum", "tem alguma", "existe um", "existe uma", "existe algum", "existe alguma", "sabe se tem", "sabe se tem um",
            "sabe se tem uma",
            "look up", "look for", "search openstreetmap for", "search osm for", "onde eu acho", "onde acho", "onde eu encontro",
            "onde encontro", "onde que eu acho",
        ].map { ($0, true) })
    /// Words around what a search is for ("where can i find", "um lugar que vende").
    static let findFrame: WordSet = [
        "where", "can", "i", "we", "find", "onde", "tem", "algum", "alguma", "um", "uma", "a", "an",
        "lugar", "place", "q", "que", "vende", "serve", "sells", "serves", "that", "try", "finding", "looking",
        "for", "me", "pra", "mim", "do", "you", "know", "conhece", "sabe", "se", "if", "there", "is",
        "any", "some", "the", "o", "os", "as", "de", "called", "named", "chamado", "chamada",
    ]
    /// "by default", "daqui pra frente": how searches behave from now on (a setting, not a search).
    static let fromNowOn = PhraseTable<Bool>(
        ["by default", "por padrao", "from now on", "de agora em diante", "daqui pra frente"].map { ($0, true) })
    /// Words before a trip's city ("going to Recife", "vou pra BH").
    static let tripWords: WordSet = ["to", "pra", "para", "pro", "visiting", "visitando", "visitar", "visit"]
    static let whereIs = PhraseTable<Bool>(
        [
            "where is", "where's", "wheres", "onde fica", "onde é que fica", "onde e que fica",
            "onde que fica",
        ].map { ($0, true) })
    static let again: WordSet = [
        "again", "another", "reroll", "re-roll", "next", "outro", "outra", "proximo", "proxima",
        "passa", "pass", "skip", "nah", "meh", "nope", "else", "different", "pula", "pular", "dnv",
    ]
    static let againPhrases = PhraseTable<Refinement.Kind>([
        ("spin again", .again), ("roll again", .again), ("once more", .again), ("spin once more", .again), ("mais uma vez", .again),
        ("one more roll", .again), ("another roll", .again), ("roll it again", .again),
        ("one more spin", .again), ("another spin", .again), ("mais uma rodada", .again), ("roda dnv", .again), ("gira de novo", .again),
        ("pick again", .again), ("try again", .again), ("one more", .again),
        ("another one", .again), ("a different one", .again), ("something else", .again), ("not that one", .again),
        ("something new", .again), ("somewhere new", .again), ("other one", .again), ("another place", .again),
        ("something different", .again), ("algo novo", .again),
        ("um lugar novo", .again), ("algo diferente", .again), ("outro lugar", .again),
        ("not this one", .again), ("not feeling it", .again), ("not that", .again), ("skip this one", .again), ("next one", .again),
        ("de novo", .again), ("mais um", .again), ("mais uma", .again), ("manda outro", .again), ("manda outra", .again),
        ("roda de novo", .again), ("gira de novo", .again), ("sorteia outro", .again), ("sorteia outra", .again),
        ("tenta outra vez", .again), ("tenta de novo", .again), ("outra vez", .again), ("esse nao", .again), ("essa nao", .again),
        ("bora outro", .again), ("give me another", .again), ("another suggestion", .again), ("one more time", .again),
        ("next", .next), ("more", .next), ("next page", .next), ("mais", .next), ("proxima", .next), ("proxima pagina", .next),
        ("show more", .next), ("mostra mais", .next), ("the next page", .next), ("could we see the next page", .next),
        ("another option", .again), ("a different option", .again), ("other option", .again), ("another pick", .again),
        ("outra opcao", .again), ("proxima opcao", .again), ("outra sugestao", .again), ("mais uma opcao", .again),
        ("nem rola", .again), ("nao rola", .again), ("esse nao rola", .again), ("nem a pau", .again), ("pass on that", .again),
        ("gira mais uma", .again), ("roda mais uma", .again), ("sorteia mais uma", .again), ("sorteia mais um", .again),
        ("more of those", .next), ("more of these", .next), ("more results", .next), ("more like those", .next),
        ("next page of those", .next), ("next page of these", .next), ("the rest", .next), ("see the rest", .next),
        ("mais resultados", .next), ("mais desses", .next), ("mais dessas", .next), ("outros resultados", .next),
        ("show me more", .next), ("mostra mais alguns", .next), ("mais alguns", .next), ("ver o resto", .next),
        ("quero ver o resto", .next),
        ("tem mais", .next), ("any more", .next), ("anymore", .next), ("got any more", .next), ("keep going", .next), ("continue", .next),
        ("continua", .next), ("os proximos", .next), ("manda os proximos", .next), ("proximos", .next), ("proximas", .next),
        ("a proxima", .next), ("manda a proxima", .next), ("proxima pagina desses", .next), ("o resto", .next), ("ver o resto", .next),
        ("previous", .previous), ("previous page", .previous), ("prev", .previous), ("prev page", .previous),
        ("the previous page", .previous), ("back a page", .previous), ("go back a page", .previous), ("page back", .previous),
        ("anterior", .previous), ("pagina anterior", .previous), ("a pagina anterior", .previous), ("volta uma pagina", .previous),
        ("voltar uma pagina", .previous), ("volta a pagina", .previous),
    ])
    /// Words that make a line a change to the current pool.
    static let refine = PhraseTable<Bool>(
        [
            "what about", "how about", "instead", "same but", "same thing but", "same but with", "igual mas", "igual mas com", "e se fosse",
            "make it", "i meant", "eu quis dizer", "only", "just", "and", "but", "ok but", "e", "mas", "so", "só", "apenas", "agora",
            "this time", "dessa vez", "also", "tambem", "either", "no wait", "actually", "que tal", "e um", "e uma", "with", "com",
            "without", "sem", "except", "menos", "plus", "too", "or", "ou", "then", "entao", "ok", "okay", "na verdade", "melhor",
            "switch it to", "switch to", "change it to", "on second thought", "pensando bem", "bora de", "vamos de", "lets do", "let's do",
            "troca pra", "troca para", "muda pra", "add", "acrescenta", "adiciona", "bota", "coloca",
            "ideally", "preferably", "if possible", "se possivel", "de preferencia", "se tiver", "if they have", "same vibe",
            "mesma vibe", "same style", "mesmo estilo", "same mood", "same feel",
        ].map { ($0, true) })
    static let filterMarkers: WordSet = ["only", "just", "so", "apenas", "with", "com", "without", "sem", "except", "menos"]
    /// Markers that join words inside any request ("a bar with beer and snacks"): alone, no sign of a change.
    static let weakMarkers: WordSet = ["and", "e", "with", "com", "but", "mas", "or", "ou", "ok", "okay"]
    /// Refinement markers that add the new kinds to the old ones (they win over `replacing`).
    static let adding: WordSet = [
        "with", "com", "plus", "too", "also", "tambem", "same", "igual", "add", "acrescenta", "adiciona",
        "bota", "coloca", "ideally", "preferably", "possible", "possivel", "preferencia", "tiver", "have",
    ]
    /// Refinement markers that put the new kinds in place of the old ones.
    static let replacing: WordSet = [
        "what", "how", "make", "i", "que", "instead", "e", "no", "actually", "then", "entao", "ok",
        "okay", "only", "just", "so", "apenas", "na", "melhor", "eu", "switch", "change", "on", "pensando",
        "bora", "vamos", "lets", "let's", "troca", "muda",
    ]
    static let closer = PhraseTable<Refinement.DistanceChange>([
        ("closer", .closer), ("closer to me", .closer), ("nearer", .closer), ("mais perto", .closer), ("mais proximo", .closer),
        ("further", .farther), ("farther", .farther), ("further out", .farther), ("further away", .farther), ("mais longe", .farther),
        ("bigger radius", .farther), ("a bit further out", .farther),
    ])
    static let removeFilter = PhraseTable<Bool>(
        [
            "forget the", "forget", "remove", "drop", "esquece", "tira", "tira o", "tira a", "tira o filtro de",
            "tira o filtro", "sem o filtro de", "remove the", "without the",
            // "any price is fine", "esquece o preço": the price no longer matters.
            "any price", "whatever price", "price doesn't matter", "price does not matter",
            "don't care about price", "don't care about the price", "dont care about the price",
            "qualquer preco", "qlqr preco", "qq preco", "qualquer faixa de preco", "tanto faz o preco", "o preco tanto faz",
            "nao importa o preco", "esquece o", "esquece a", "esquece os", "esquece as",
            "ignore the", "ignora o", "ignora a",
            // "doesn't have to be top rated", "não precisa ser barato": the filter is dropped.
            "doesn't have to be", "does not have to be", "doesnt have to be", "it doesn't need to be",
            "no need for it to be", "não precisa ser", "nao precisa ser", "não tem que ser", "nao tem que ser",
            "não precisa estar", "nao precisa estar",
            "doesn't need to be", "does not need to be", "doesnt need to be", "don't need it to be", "no need to be",
            // "never mind the price", "deixa pra lá o preço".
            "never mind the", "nevermind the", "never mind about the", "deixa pra la o", "deixa pra la a", "deixa o", "deixa a",
        ].map { ($0, true) })
}

struct PickReader: SentenceReader {
    let lexicon: Lexicon

    func spin(_ s: inout Sentence) -> Intent? {
        let verb = s.freeIndices.first(where: { PickWords.spin.contains(s.words[$0]) })
        let phrase = s.first(PickWords.spinPhrases)
        if let verb { s.use(verb) }
        if let phrase { s.use(phrase.range) }
        let reading = filters(&s, stars: true)
        guard verb != nil || phrase != nil || reading.said else { return nil }
        var filters = reading.filters
        // One word the vocabulary does not know, after a spin verb, is tried
        // against names, tags and notes ("sorteia pamonha").
        var unknown = reading.leftover.filter {
            s.words[$0].isWord && s.words[$0].folded.count >= 3 && !Fillers.placeNouns.contains(s.words[$0])
                && !CommonWords.contains(s.words[$0])
                && !QuestionWords.all.contains(s.words[$0]) && !Fillers.glue.contains(s.words[$0])
                && !Fillers.isEdge(s.words[$0]) && !Repair.targets.contains(s.words[$0])
                && !Repair.tableWords.contains(s.words[$0])
        }
        repairTypos(&s, &filters, &unknown)
        // (In the verb's own clause: "…qualquer tipo de comida. Tô cansado de decidir." names no dish.)
        // (Right after it: "sorteia pamonha"; not "somos 6 aqui e ninguém se decide. sorteia um lugar".)
        if let verb, filters.tags.isEmpty, unknown.count == 1, unknown[0] > verb, unknown[0] - verb <= 3,
            !s.words[min(verb, unknown[0])..<max(verb, unknown[0])].contains(where: { $0.kind == .punctuation })
        {
            filters.tags = [s.words[unknown[0]].folded]
        }
        if case .cheaper? = reading.price { filters.price = 1 }
        if case .pricier? = reading.price { filters.price = 3 }
        // "italian food in Curitiba", "estamos em BH… escolhe um boteco": a known city (a town
        // of some size, never a neighbourhood's namesake) is where this pick is drawn.
        if let c = cityMention(s) ?? (filters.tags.isEmpty && filters.price == nil ? nil : cityAfter(s, PickWords.tripWords)),
            c.range.allSatisfy({ !s.used[$0] || ["in", "em", "at", "no", "na", "to", "pra", "para"].contains(s.words[$0]) }),
            case .city(let city)? = lexicon.cities?.resolve([c.name, c.state].compactMap { $0 }.joined(separator: ", "), fuzzy: false),
            city.population >= 100_000 || city.isCapital
        {
            filters.city = city.name
            filters.cityState = city.isBrazilian ? city.admin : city.country
            s.use(c.range)
        }
        return .spin(filters)
    }

    func near(_ s: inout Sentence) -> Intent? {
        guard let cue = s.first(PickWords.nearMe) ?? existenceWithinDistance(s), !isCloserRefinement(s, cue.range) else { return nil }
        // "i'm near -12.97,-38.50", "estou perto do Mercado Central": where I am, not a search.
        if coordinates(s) != nil { return nil }
        if let intro = s.first(WhereWords.setLocation), intro.range.upperBound < s.count,
            case let rest = s.trimmed(intro.range.upperBound..<s.count), !rest.isEmpty, term(s, at: rest.lowerBound) == nil,
            s.words[rest].contains(where: { $0.isWord && $0.text.first?.isUppercase == true })
        {
            return nil
        }
        // "sorteia um bar a dez km daqui": "daqui" measures the spin's radius.
        if cue.range.lowerBound > 0,
            DistanceSlot.match(s.words, at: cue.range.lowerBound - 2)?.range.upperBound == cue.range.lowerBound
                || DistanceSlot.match(s.words, at: cue.range.lowerBound - 1)?.range.upperBound == cue.range.lowerBound,
            s.freeIndices.contains(where: { PickWords.spin.contains(s.words[$0]) })
        {
            return nil
        }
        s.use(cue.range)
        let reading = filters(&s, near: true, stars: true)
        var filters = reading.filters
        var unknown = reading.leftover.filter { s.words[$0].isWord && !Repair.isKnown(s.words[$0].folded, lexicon) }
        repairTypos(&s, &filters, &unknown)
        // "agora procura perto daqui", "search the map near me": nearness alone keeps what was asked.
        // (Words of a story beside it stay: "tem q ser aqui por perto, ngm tem condição de dirigir" — but not a name.)
        if filters.tags.isEmpty, filters.avoid.isEmpty, filters.price == nil, filters.minStars == nil, filters.rating == .any,
            !filters.favorites, filters.dishes.isEmpty,
            !reading.leftover.contains(where: { $0 > 0 && s.words[$0].isWord && s.words[$0].text.first?.isUppercase == true })
        {
            var r = Refinement()
            r.nearby = true
            r.radiusKm = filters.radiusKm
            if filters.openNow { r.openNow = true }
            if filters.strict { r.strict = true }
            r.source = reading.source
            return .refine(r)
        }
        return .near(filters: filters, source: reading.source)
    }

    /// "is there something open within 2 km?", "tem algo num raio de 2 km?":
    /// a question about what exists, asked with a distance and no spin verb.
    private func existenceWithinDistance(_ s: Sentence) -> (value: Bool, range: Range<Int>)? {
        guard let start = s.freeIndices.first, let ask = s.first(PickWords.existence, from: start), ask.range.lowerBound <= start + 1,
            DistanceSlot.firstMatch(in: s.words) != nil,
            !s.freeIndices.contains(where: { PickWords.spin.contains(s.words[$0]) })
        else { return nil }
        return ask
    }

    /// "closer" / "mais perto" is a refinement, not a new near search: alone,
    /// or asked about in a longer line ("tá longe ainda, não tem nada mais
    /// perto, tipo até 1km?") — the pick's filters stay. A line that names
    /// what to look for, or says "the closest" ("qual boteco fica mais
    /// perto?", "o lugar mais perto", "o mais perto") is a new search.
    private func isCloserRefinement(_ s: Sentence, _ range: Range<Int>) -> Bool {
        if let closer = s.first(PickWords.closer),
            !(max(0, closer.range.lowerBound - 2)..<closer.range.lowerBound).contains(where: {
                ["o", "a", "os", "as", "the"].contains(s.words[$0])
            }),
            !s.words.indices.contains(where: {
                !closer.range.contains($0) && !range.contains($0) && s.words[$0].isWord
                    && (term(s, at: $0) != nil
                        || ["place", "places", "spot", "spots", "lugar", "lugares", "restaurante", "restaurantes"].contains(s.words[$0]))
            })
        {
            return true
        }
        return s.first(PickWords.closer) != nil
            && s.freeIndices.allSatisfy {
                range.contains($0) || !s.isFree($0)
                    || [
                        "um", "uma", "a", "bit", "something", "algo", "esse", "essa", "this", "that", "one", "not", "nao", "no", "pouco",
                        "little",
                    ].contains(s.words[$0])
            }
    }

    func find(_ s: inout Sentence) -> Intent? {
        let verb = s.freeIndices.first(where: { PickWords.findVerbs.contains(s.words[$0]) })
        let phrase = s.first(PickWords.findPhrases)
        guard verb != nil || phrase != nil else { return nil }
        // "searches should cover 4km by default": how searches behave from now on, a setting.
        if s.first(PickWords.fromNowOn) != nil { return nil }
        let near = s.first(PickWords.nearMe)
        let osm = s.first(FilterWords.source)
        let inCity = cityMention(s)
        // Your own list is searched by `list`; here OpenStreetMap (near you, on the map, in a city).
        let distance = DistanceSlot.firstMatch(in: s.words)
        // "where is X", "onde fica o X": where a place is, on the map.
        let whereIs = s.first(PickWords.whereIs)
        // "find Coco Bambu", "acha o Mocotó": a proper name not in the list is looked for on the map.
        let properName = verb != nil && unknownProperName(s) || phrase != nil && s.first(EditWords.named) != nil
        guard near != nil || osm?.value == .osm || inCity != nil || distance != nil || whereIs != nil || properName else { return nil }
        if let whereIs { s.use(whereIs.range) }
        if osm?.value == .list { return nil }
        if let verb { s.use(verb) }
        if let phrase { s.use(phrase.range) }
        if let near { s.use(near.range) }
        if let osm { s.use(osm.range) }
        var request = FindRequest(query: "")
        if osm?.value == .osm { request.source = .osm }
        if let c = inCity {
            s.use(c.range)
            request.city = c.name
            request.state = c.state
        }
        if let d = DistanceSlot.firstMatch(in: s.words) {
            request.radiusKm = d.value
            s.use(d.range)
            var j = d.range.lowerBound - 1
            while j >= 0, !s.used[j],
                FilterWords.within.match(s.words, at: j) != nil || ["num", "raio", "of", "a", "um"].contains(s.words[j])
            {
                s.use(j); j -= 1
            }
        }
        for m in s.all(PickWords.findPhrases, free: true) { s.use(m.range) }
        let namedAt = s.first(EditWords.named)?.range.upperBound
        for m in s.all(EditWords.named, free: true) { s.use(m.range) }
        guard let best = findQuery(s, namedAt: namedAt, after: verb ?? phrase?.range.lowerBound) else { return nil }
        // Only a name or a dish: a vocabulary term alone is a near search ("is there a pizzeria near me").
        // A dish is looked for by its name ("onde eu acho acarajé"): the map knows it better than its cuisine.
        if phrase != nil && verb == nil, let t = term(s, at: best.lowerBound), t.end == best.upperBound, t.dish == nil { return nil }
        // "rodízio de pizza, tem algum aqui perto?": "is there one" asks after what came before — a near search with those filters.
        if let phrase, verb == nil, best.lowerBound < phrase.range.lowerBound { return nil }
        let query = s.text(best).trimmingCharacters(in: "?!.,'\"“”‘’")
        s.use(best)
        request.query = query
        return query.isEmpty ? nil : .find(request)
    }

    /// What a find looks for: the words after "called", else the first
    /// content after the verb, else the longest run with content — never
    /// its frame ("where can i find an", "um lugar q vende"), place nouns,
    /// or open-now words ("is there any place near me that's open right now").
    private func findQuery(_ s: Sentence, namedAt: Int?, after verb: Int?) -> Range<Int>? {
        var probe = s
        for m in s.all(FilterWords.openNow, free: true) { probe.use(m.range) }
        let runs = probe.freeRuns().map { run -> Range<Int> in
            var r = s.trimmed(run)
            while !r.isEmpty, PickWords.findFrame.contains(s.words[r.lowerBound]) { r = (r.lowerBound + 1)..<r.upperBound }
            while !r.isEmpty,
                Fillers.placeNouns.contains(s.words[r.upperBound - 1])
                    || ["anywhere", "somewhere", "around", "nearby", "ai", "aqui", "algum", "perto"].contains(s.words[r.upperBound - 1])
            {
                r = r.lowerBound..<(r.upperBound - 1)
            }
            while !r.isEmpty,
                Fillers.placeNouns.contains(s.words[r.lowerBound]) || ["a", "an", "some", "um", "uma"].contains(s.words[r.lowerBound])
            {
                r = (r.lowerBound + 1)..<r.upperBound
            }
            return r
        }.filter { !$0.isEmpty }
        // "minha amiga falou de um lugar chamado Mocotó, …": what comes after "called" is the name.
        if let n = namedAt, let named = runs.first(where: { $0.lowerBound >= n }) { return named }
        let queries = runs.filter { r in
            r.contains {
                isContent(s, $0) || s.words[$0].text.first?.isUppercase == true
                    || !Repair.isKnown(s.words[$0].folded, lexicon) && !Chatter.reactions.contains(s.words[$0])
            }
        }
        // "my wife is craving dim sum, can you look for a dim sum spot": what follows the verb is looked for.
        if let v = verb, let after = queries.first(where: { $0.lowerBound > v }) { return after }
        return queries.max(by: { $0.count < $1.count })
    }

    /// "temaki in Curitiba", "açaí em belém": a name or dish, in a city the
    /// catalogue knows — a search of the map there, with no verb needed.
    func bareFind(_ s: inout Sentence) -> Intent? {
        guard s.first(WhereWords.switchCity) == nil, let c = cityMention(s), c.range.lowerBound > 0,
            ["in", "em"].contains(s.words[c.range.lowerBound])
        else { return nil }
        let before = s.trimmed(0..<c.range.lowerBound)
        guard !before.isEmpty, before.allSatisfy({ s.isFree($0) || !s.words[$0].isWord }), s.words[before].contains(where: { $0.isWord }),
            s.words[before].contains(where: {
                $0.isWord && !Fillers.glue.contains($0) && !Fillers.isEdge($0) && !Repair.tableWords.contains($0)
            }),
            !s.words[before].contains(where: { PickWords.spin.contains($0) || Repair.targets.contains($0) })
        else { return nil }
        // A name or a dish, then the city, and nothing more said: "temaki in Curitiba", "açaí em belém".
        // A story before it or a wish after it ("…Somewhere romantic in Curitiba please, pricey is fine")
        // is a request in that city, read by the pick.
        let after = c.range.upperBound..<s.count
        guard !s.words[before].contains(where: { $0.kind == .punctuation && [".", "!", "?", ";"].contains($0.text) }),
            !after.contains(where: {
                s.isFree($0) && s.words[$0].isWord && !Fillers.isEdge(s.words[$0]) && !Fillers.glue.contains(s.words[$0])
            })
        else { return nil }
        let query = s.text(before).trimmingCharacters(in: "?!.,'\"“”‘’")
        guard !query.isEmpty else { return nil }
        s.use(0..<s.count)
        return .find(FindRequest(query: query, city: c.name, state: c.state))
    }

    func again(_ s: inout Sentence) -> Intent? {
        var kind: Refinement.Kind?
        // "more", "mais" alone are the next page; before a wish they are part of it ("mais barato").
        let free = s.freeIndices
        let words = s.words
        // Alone in the line, or in its own part of it ("been there too many times, next").
        let lone = { (range: Range<Int>) -> Bool in
            var lo = range.lowerBound, hi = range.upperBound
            while lo > 0, words[lo - 1].kind != .punctuation { lo -= 1 }
            while hi < words.count, words[hi].kind != .punctuation { hi += 1 }
            return free.allSatisfy { range.contains($0) } || (lo..<hi).allSatisfy { range.contains($0) || !free.contains($0) }
        }
        if let m = s.first(PickWords.againPhrases), (m.value != .next && m.value != .previous) || m.range.count > 1 || lone(m.range) {
            kind = m.value; s.use(m.range)
        } else if let i = s.freeIndices.first(where: { PickWords.again.contains(s.words[$0]) }),
            !["more", "mais", "next", "proxima"].contains(s.words[i]) || lone(i..<(i + 1)),
            // "skip the ramen ones": leaving a kind out, not a re-roll.
            !(FilterWords.avoid.match(s.words, at: i).map { m in term(s, at: m.end) != nil || term(s, at: m.end + 1) != nil } ?? false)
        {
            kind = ["next", "more", "mais", "proxima"].contains(s.words[i]) ? .next : .again
            s.use(i)
        }
        // "nem, outro japonês": a lone "nem" (nah) before a pause.
        if let i = s.freeIndices.first, ["nem", "nah", "nope"].contains(s.words[i]), s.key(i + 1) == "," || i + 1 == s.count {
            kind = kind ?? .again
            s.use(i)
        }
        // "spin bar and japanese" is a new spin, not a change to the last one.
        if kind == nil, s.freeIndices.contains(where: { PickWords.spin.contains(s.words[$0]) }) { return nil }
        var refinement = Refinement(kind: kind ?? .adjust)
        // The markers of the change's own sentence ("hmm, e se for um lugar mais chique? hj é aniversário dela":
        // the second "é" is the story's).
        let found = s.all(PickWords.refine, free: true)
        let ends = s.words.indices.filter { s.words[$0].kind == .punctuation && [".", "!", "?"].contains(s.words[$0].text.first ?? " ") }
        let sentenceOf = { (i: Int) in ends.firstIndex(where: { $0 > i }) ?? ends.count }
        let markers = found.filter { m in
            m.range.count > 1 || !PickWords.weakMarkers.contains(s.words[m.range.lowerBound])
                || sentenceOf(m.range.lowerBound) == found.first.map { sentenceOf($0.range.lowerBound) }
        }
        let marker = markers.first
        // Words a filter reads too ("only well rated", "sem cebola") are left to the filters.
        for m in markers where m.range.count > 1 || !PickWords.filterMarkers.contains(s.words[m.range.lowerBound]) { s.use(m.range) }
        let distance = s.first(PickWords.closer)
        if let distance { refinement.distance = distance.value; s.use(distance.range) }
        // A bare "forget"/"remove"/"drop" removes only a kind named right after it ("ok forget bars"), never "forget it".
        let removal = s.first(PickWords.removeFilter).flatMap { m -> (value: Bool, range: Range<Int>)? in
            guard m.range.count == 1, ["forget", "remove", "drop", "esquece", "tira"].contains(s.words[m.range.lowerBound]) else {
                return m
            }
            var j = m.range.upperBound
            while j < s.count, ["the", "all", "those", "these", "o", "a", "os", "as", "de"].contains(s.words[j]) { j += 1 }
            return term(s, at: j) != nil ? m : nil
        }
        var reading: FilterReading
        if let removal {
            // What the removal's clause names is dropped; a wish in a later
            // clause is the new one ("forget the cheap part, let's splurge").
            let end =
                (removal.range.upperBound..<s.count).first {
                    s.words[$0].kind == .punctuation && [",", ".", ";", "!", "?"].contains(s.words[$0].text)
                } ?? s.count
            // (From the clause's start: "barbecue, price doesn't matter" removes no barbecue.)
            let start = (0..<removal.range.lowerBound).last { s.words[$0].kind == .punctuation }.map { $0 + 1 } ?? 0
            var clause = s
            clause.use(end..<s.count)
            clause.use(0..<start)
            let removed = filters(&clause)
            for i in start..<end where clause.used[i] { s.use(i) }
            reading = filters(&s, stars: true)
            s.use(removal.range)
            refinement.removeTags = removed.filters.tags + removed.filters.avoid
            if removed.filters.rating != .any { refinement.rating = .any }
            if removed.filters.openNow { refinement.openNow = false }
            let named = s.words[removal.range.lowerBound..<min(s.count, removal.range.upperBound + 2)]
            // "esquece as estrelas", "forget the stars", "never mind the rating": no minimum, no rating priority.
            if removed.filters.minStars != nil
                || named.contains(where: { ["stars", "star", "estrelas", "estrela", "rating", "ratings", "nota", "notas"].contains($0) })
            {
                refinement.clearsStars = true
                refinement.rating = .any
                for i in removal.range.upperBound..<min(s.count, removal.range.upperBound + 2)
                where ["stars", "star", "estrelas", "estrela", "rating", "ratings", "nota", "notas"].contains(s.words[i]) { s.use(i) }
            }
            if named.contains(where: { ["price", "preco", "prices", "precos"].contains($0) }) || removed.price != nil {
                refinement.price = .clear
                for i in removal.range.upperBound..<min(s.count, removal.range.upperBound + 2)
                where ["price", "preco", "prices", "precos"].contains(s.words[i]) { s.use(i) }
            }
        } else {
            reading = filters(&s, stars: true)
        }
        // "what about X", "actually X", "X then", "X only": X instead of the kinds asked before (price and exclusions stay).
        // "what about with live music": with, also, too add to them.
        let replacing =
            markers.contains { PickWords.replacing.contains(s.words[$0.range.lowerBound]) }
            && !markers.contains { m in s.words[m.range].contains { PickWords.adding.contains($0) } }
        apply(reading, to: &refinement, replacing: replacing)
        // "same thing but in Florianópolis", "e em Curitiba?": the pick, drawn in a known city this time.
        if marker != nil, let c = cityMention(s),
            c.range.allSatisfy({ !s.used[$0] || ["in", "em", "at", "no", "na", "pra", "para"].contains(s.words[$0]) }),
            case .city(let city)? = lexicon.cities?.resolve([c.name, c.state].compactMap { $0 }.joined(separator: ", "), fuzzy: false),
            city.population >= 100_000 || city.isCapital
        {
            refinement.city = city.name
            refinement.cityState = city.isBrazilian ? city.admin : city.country
            s.use(c.range)
        }
        // "we need a cheap boteco with cold beer…": a wish naming a kind, joined only by "and"/"with", is a new request.
        if kind == nil, removal == nil, !reading.filters.tags.isEmpty, s.words.contains(where: { Arbiter.wantWords.contains($0) }),
            markers.allSatisfy({ $0.range.count == 1 && PickWords.weakMarkers.contains(s.words[$0.range.lowerBound]) })
        {
            return nil
        }
        // "a bakery with at least 4 stars": a kind with its minimum is a request of its own, not a change.
        if kind == nil, reading.filters.minStars != nil, !reading.filters.tags.isEmpty,
            markers.allSatisfy({ $0.range.count == 1 && PickWords.filterMarkers.contains(s.words[$0.range.lowerBound]) })
        {
            return nil
        }
        let says = reading.said || refinement.distance != nil || removal != nil || refinement.price != nil || refinement.city != nil
        guard kind != nil || (says && (marker != nil || refinement.distance != nil || removal != nil || reading.filters.tags.isEmpty))
        else { return nil }
        if kind == .again, says { refinement.kind = .adjust }
        if refinement.kind == .again { return .again }
        return .refine(refinement)
    }

    private func apply(_ reading: FilterReading, to r: inout Refinement, replacing: Bool) {
        let f = reading.filters
        if replacing, !f.tags.isEmpty {
            r.replaceTags = f.tags
            // "e francês?" after a romantic pick: the cuisine changes, the mood stays (unless a new mood is said).
            let moods = vocabulary.moodTags
            if !f.tags.contains(where: { moods.contains($0) }) { r.keepTags = moods }
        } else {
            r.addTags = f.tags
        }
        if let n = f.minStars { r.minStars = n }
        r.addAvoid = f.avoid
        r.dishes = f.dishes
        switch reading.price {
        case .tier(let t)?: r.price = .tier(t)
        case .cheaper?: r.price = .cheaper
        case .pricier?: r.price = .pricier
        case nil: break
        }
        r.radiusKm = f.radiusKm
        if f.favorites { r.favorites = true }
        if f.rating != .any { r.rating = f.rating }
        if f.openNow { r.openNow = true }
        if f.strict { r.strict = true }
        r.source = reading.source
    }
}

extension PickReader {
    /// Misspelt wishes among the words no filter took: a price word one typo
    /// away ("cheep") always; a food word ("sushii", "churascaria") only when
    /// nothing else was asked for — beside real wishes an odd word is an
    /// adjective ("chopp gelado").
    func repairTypos(_ s: inout Sentence, _ filters: inout SpinFilters, _ unknown: inout [Int]) {
        for i in unknown where s.words[i].folded.count >= 4 && places.match(s.words, at: i) == nil {
            guard let fix = Repair.closest(s.words[i].folded, lexicon) else { continue }
            let fixed = [Word(kind: .word, text: fix, folded: fix, range: s.words[i].range)]
            if let p = PriceSlot.match(fixed, at: 0), case .tier(let tier) = p.value, filters.price == nil {
                filters.price = tier
            } else if filters.tags.isEmpty, filters.avoid.isEmpty, let t = vocabulary.term(folded: fix) {
                let term = t.term.lowercased()
                if s.isNegated(i) { filters.avoid.append(term) } else { filters.tags.append(term) }
            } else {
                continue
            }
            s.use(i)
            s.corrections.append(Correction(typed: s.words[i].text, read: fix))
            unknown.removeAll { $0 == i }
        }
    }
}
