// MARK: - spin, near, find (refinements: PickReader+Refinement.swift; words: PickWords.swift)

struct PickReader: SentenceReader {
    let lexicon: Lexicon

    func spin(_ s: inout Sentence) -> Intent? {
        let verb = s.freeIndices.first(where: { PickWords.spin.contains(s.words[$0]) })
        let phrase = s.first(PickWords.spinPhrases)
        if let verb { s.use(verb) }
        if let phrase { s.use(phrase.range) }
        // "could you find me a ramen place?", "me acha um boteco com cachaça boa": a place described, asked for.
        let framing = findVerbFramesAPick(s)
        if let framing { s.use(framing) }
        // "I need a place for lunch", "quero um lugar pra jantar": a place wished for, with no kind said.
        let wished = wishForAPlace(s)
        if let wished { s.use(wished) }
        // "forget japanese, just pick one of my favorites": what a removal's clause names is no wish.
        if verb != nil || phrase != nil, let removal = removal(s) {
            let (start, end) = removalClause(s, removal.range)
            if !(start..<end).contains(verb ?? -1) { s.use(start..<end) }
        }
        let reading = filters(&s, stars: true)
        guard verb != nil || phrase != nil || reading.said || wished != nil || framing != nil else { return nil }
        for m in s.all(FilterWords.anyPrice, free: true) { s.use(m.range) }
        // "I need a place to stay", "somewhere to park": a place, but not to eat.
        if verb == nil, !reading.said,
            s.words.indices.contains(where: { i in
                PickWords.placeWished.contains(s.words[i])
                    && ((i + 1)..<min(s.count, i + 4)).contains(where: { PickWords.notToEat.contains(s.words[$0]) })
            })
        {
            return nil
        }
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
        // "my gf wants japanese and i want italian. pick japanese for now", "she says sushi, I say pasta. let's do sushi
        // this time": wishes weighed against each other, then one decided — the decided kinds are the pick's.
        if filters.tags.count > 1, let decided = decidedKinds(s) { filters.tags = filters.tags.filter { decided.contains($0) } }
        if case .cheaper? = reading.price { filters.price = 1 }
        if case .pricier? = reading.price { filters.price = 3 }
        // "italian food in Curitiba", "estamos em BH… escolhe um boteco": a known city (a town
        // of some size, never a neighbourhood's namesake) is where this pick is drawn.
        if let c = cityMention(s) ?? (filters.tags.isEmpty && filters.price == nil ? nil : cityAfter(s, PickWords.tripWords)),
            c.range.allSatisfy({ !s.used[$0] || ["in", "em", "at", "no", "na", "to", "pra", "para"].contains(s.words[$0]) }),
            case .city(let city)? = lexicon.cities?.resolve([c.name, c.state].compactMap { $0 }.joined(separator: ", "), fuzzy: false),
            city.population >= 100_000 || city.isCapital, cityOfTheRequest(s, c.range)
        {
            filters.city = city.name
            filters.cityState = city.isBrazilian ? city.admin : city.country
            s.use(c.range)
        }
        // "Procura no openstreetmap uma churrascaria num raio de 10 km": a pick from the map is a search around you.
        // (A dish or a name is looked for by its name: "search açaí from osm" is the find's.)
        if reading.source == .osm, filters.city == nil, filters.dishes.isEmpty, s.first(EditWords.named) == nil {
            return .near(filters: filters, source: .osm)
        }
        return .spin(filters)
    }

    /// The kinds named in the clause of a decision ("pick japanese for now",
    /// "let's do sushi this time", "just give us japanese") when another clause
    /// tells what someone wants or says; nil when there is no such decision.
    func decidedKinds(_ s: Sentence) -> Set<String>? {
        let isBreak = { (j: Int) in s.words[j].kind == .punctuation && [",", ".", "!", "?", ";"].contains(s.words[j].text) }
        let cue =
            s.words.indices.last(where: { PickWords.spin.contains(s.words[$0]) })
            ?? s.all(PickWords.decisions).last.map(\.range.lowerBound)
        guard let cue else { return nil }
        let start = (0..<cue).last(where: isBreak).map { $0 + 1 } ?? 0
        let end = (cue..<s.count).first(where: isBreak) ?? s.count
        // (Two wishes at least, weighed against each other: "we want barbecue. pick a steakhouse" decides nothing.)
        let wishes = s.words.indices.filter { j in
            !(start..<end).contains(j)
                && ["wants", "want", "says", "say", "quer", "quero", "diz", "prefers", "prefere"].contains(s.words[j])
        }
        guard wishes.count >= 2 else { return nil }
        var kinds: Set<String> = []
        var j = start
        while j < end {
            if let t = term(s, at: j) { kinds.insert(t.term); j = t.end } else { j += 1 }
        }
        return kinds.isEmpty ? nil : kinds
    }

    /// Whether the city said at `range` is where the pick is asked for: not when its clause
    /// tells of the past, of someone else or of where one lives ("em sp eu tinha um japa do lado
    /// de casa", "she's moving to Lisbon", "moro em São Paulo há dez anos"), compares ("in POA
    /// that would be half the price") or is the idiom "when in Rome" — unless the request points
    /// back at it ("my parents live in Recife, pick a seafood place there").
    func cityOfTheRequest(_ s: Sentence, _ range: Range<Int>) -> Bool {
        if range.lowerBound > 0, s.words[range.lowerBound - 1].folded == "when" { return false }
        // (Clauses end at a mark or at "and", "but": "Vim pra Recife visitar uns amigos e eles disseram…".)
        let isBreak = { (j: Int) in
            s.words[j].kind == .punctuation && [",", ".", "!", "?", ";", "("].contains(s.words[j].text)
                || ["and", "but", "e", "mas"].contains(s.words[j])
        }
        // ("faz um mês que cheguei em Curitiba": how long ago one arrived or moved tells, it asks for no pick there.)
        if Arbiter.saysHowLongAgo(s),
            s.words.contains(where: { ["cheguei", "chegamos", "mudei", "mudamos", "arrived", "moved"].contains($0) })
        {
            return false
        }
        let clauseStart = (0..<range.lowerBound).last(where: isBreak).map { $0 + 1 } ?? 0
        let clauseEnd = ((range.lowerBound + 1)..<s.count).first(where: isBreak) ?? s.count
        let clause = clauseStart..<clauseEnd
        // (Pointing back comes after the request's own words: "…lá tinha um pastel incrível" points at nothing.)
        let requestAt = (range.upperBound..<s.count).first { s.used[$0] && s.words[$0].isWord }
        let pointedAt = requestAt.map { r in s.words[r...].contains { ["there", "la"].contains($0) } } ?? false
        return pointedAt
            || !clause.contains { i in
                PickWords.cityStory.contains(s.words[i])
                    || i + 1 < clauseEnd && ["that", "it", "isso", "ia"].contains(s.words[i])
                        && ["would", "seria"].contains(s.words[i + 1])
            }
    }

    /// Nearness said: "near me", "aqui perto", or "of me" / "de mim" after a
    /// distance or a word of nearness ("within 1km of me", "a 2 km de mim",
    /// "pertinho de mim") — never after any other word ("meu namorado já
    /// desistiu de mim", "proud of me").
    private func nearMe(_ s: Sentence) -> (value: Bool, range: Range<Int>)? {
        s.all(PickWords.nearMe).first { m in
            guard PickWords.ofMe.contains(s.words[m.range].map(\.folded).joined(separator: " ")) else { return true }
            let i = m.range.lowerBound
            guard i > 0 else { return false }
            if (max(0, i - 3)..<i).contains(where: { DistanceSlot.match(s.words, at: $0).map { $0.range.upperBound == i } ?? false }) {
                return true
            }
            let before = s.words[i - 1].folded
            // ("pero de mim": a slip of "perto".)
            return PickWords.nearnessBeforeMe.contains(before)
                || Repair.closest(before, lexicon).map(PickWords.nearnessBeforeMe.contains) == true
        }
    }

    func near(_ s: inout Sentence) -> Intent? {
        guard let cue = nearMe(s) ?? existenceWithinDistance(s) ?? aroundANamedPlace(s) ?? distanceFromALandmark(s),
            !isCloserRefinement(s, cue.range)
        else { return nil }
        // ("ok forget the ramen, anything open close to home": a change to the pick, read with its removal.)
        if let removal = removal(s), case let clause = removalClause(s, removal.range),
            !(clause.start..<clause.end).contains(cue.range.lowerBound),
            !s.freeIndices.contains(where: { PickWords.spin.contains(s.words[$0]) })
        {
            return nil
        }
        // ("o jogo é daqui a pouco", "daqui a uma hora": a time to come, no nearness.)
        if s.words[cue.range.upperBound - 1].folded == "daqui", cue.range.upperBound + 1 < s.count,
            s.words[cue.range.upperBound].folded == "a",
            PickWords.timeToCome.contains(s.words[cue.range.upperBound + 1])
                || s.words[cue.range.upperBound + 1].number != nil
        {
            return nil
        }
        // ("os pratos típicos daqui", "a comida daqui": of this town, no nearness.)
        if cue.range.count == 1, s.words[cue.range.lowerBound].folded == "daqui", cue.range.lowerBound > 0,
            PickReader.ofThisTown.contains(s.words[cue.range.lowerBound - 1])
        {
            return nil
        }
        // ("around the same price", "around the 10th": no landmark after "around the".)
        if ["the", "around", "to"].contains(s.words[cue.range.upperBound - 1]), cue.range.upperBound < s.count,
            s.words[cue.range.upperBound].number != nil || PickWords.notALandmark.contains(s.words[cue.range.upperBound])
        {
            return nil
        }
        // ("seafood right by the beach": what a place stands by, when it is a wish of its own, is that wish.)
        if ["right", "next"].contains(s.words[cue.range.lowerBound]), term(s, at: cue.range.upperBound) != nil { return nil }
        // "i'm near -12.97,-38.50", "estou perto do Mercado Central": where I am, not a search.
        if coordinates(s) != nil { return nil }
        // (A name in the intro's own sentence: "I'm staying at a hostel… Any cheap burger place nearby?" asks.)
        if let intro = s.first(WhereWords.setLocation), intro.range.upperBound < s.count,
            // (An address with its number ends at its comma: "tô na Avenida Brasil 1500, tem algum japonês por aqui?".)
            case let end = (intro.range.upperBound..<s.count).first(where: { k in
                s.words[k].endsASentence || s.words[k].text == "," && s.words[intro.range.upperBound..<k].contains { $0.number != nil }
                    // ("I'm at Shopping Mueller with the kids, is there an ice cream place around here?": asked after the comma.)
                    || s.words[k].text == "," && PickWords.existence.match(s.words, at: k + 1) != nil
            }) ?? s.count,
            case let rest = s.trimmed(intro.range.upperBound..<end), !rest.isEmpty, term(s, at: rest.lowerBound) == nil,
            s.words[rest].contains(where: { $0.isWord && $0.text.first?.isUppercase == true }),
            // (Nearness asked in a sentence of its own asks: "tô no ensaio da Mangueira. o q tem aberto por aqui?")
            cue.range.lowerBound < end
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
        // "a bar near the stadium", "algo perto da rodoviária": the search is around you; the landmark is said and set aside.
        if let landmark = landmark(after: cue.range, in: s) {
            s.areas.append(s.text(s.trimmed((cue.range.upperBound - 1)..<landmark.upperBound)))
            s.use(landmark)
        }
        if let framing = findVerbFramesAPick(s) { s.use(framing) }
        // ("preciso de um lugar pra comer… a menos de 500 metros daqui": a place wished for, as a pick's.)
        if let wished = wishForAPlace(s) { s.use(wished) }
        // ("tô morrendo de fome, tem algo aberto num raio de 2km?": being hungry is why nearness is asked — in the cue's
        // own sentence; another sentence about hunger is a story of its own.)
        let cueSentence = s.sentences.first { $0.contains(cue.range.lowerBound) } ?? 0..<s.count
        for m in s.all(PickReader.hunger, free: true) where cueSentence.contains(m.range.lowerBound) { s.use(m.range) }
        let reading = filters(&s, near: true, stars: true)
        var filters = reading.filters
        // ("qual o lugar mais barato pra comer aqui perto?": the cheapest, an article before "mais barato", is the cheap tier.)
        if case .cheaper? = reading.price, saysTheCheapest(s) { filters.price = 1 }
        var unknown = reading.leftover.filter { s.words[$0].isWord && !Repair.isKnown(s.words[$0].folded, lexicon) }
        repairTypos(&s, &filters, &unknown)
        // "agora procura perto daqui", "search the map near me": nearness alone keeps what was asked.
        // (Words of a story beside it stay: "tem q ser aqui por perto, ngm tem condição de dirigir" — but not a name.)
        if filters.tags.isEmpty, filters.avoid.isEmpty, filters.price == nil, filters.minStars == nil, filters.rating == .any,
            !filters.favorites, filters.dishes.isEmpty,
            // ("close to me, I can't drive like this": "I" is no name.)
            !reading.leftover.contains(where: {
                $0 > 0 && s.words[$0].isWord && s.words[$0].text.first?.isUppercase == true
                    && !["i", "i'm", "im", "i'd", "i'll", "i've"].contains(s.words[$0])
            })
        {
            var r = Refinement()
            r.nearby = true
            r.radiusKm = filters.radiusKm
            if filters.openNow { r.openNow = true }
            if filters.strict { r.strict = true }
            r.source = reading.source
            return .refine(r)
        }
        // "pode ser japonês, perto do escritório", "japonês perto daqui": kinds alone with nearness change the pick's
        // kinds and draw it nearby — the rest of the pool stays (a question of what exists, "any bar around here?",
        // is a new search).
        // (Said as a command, nearness first — "near me 1km bar" — it is a new search.)
        if !filters.tags.isEmpty, reading.price == nil, filters.avoid.isEmpty, s.first(PickWords.existence) == nil, !s.repaired,
            let firstWord = s.words.indices.first(where: { s.words[$0].isWord && !Fillers.isFiller(s.words[$0]) }),
            firstWord < cue.range.lowerBound, term(s, at: firstWord) != nil || PickWords.besideAKind.contains(s.words[firstWord]),
            s.words.count(where: \.isWord) <= 8,
            s.freeIndices.allSatisfy({ PickWords.besideAKind.contains(s.words[$0]) || Fillers.isEdge(s.words[$0]) || !s.words[$0].isWord })
        {
            var r = Refinement(kind: .adjust)
            apply(reading, to: &r, replacing: true)
            r.nearby = true
            return .refine(r)
        }
        return .near(filters: filters, source: reading.source)
    }

    /// Words before "daqui" that make it "of this town" ("típicos daqui", "a comida daqui").
    static let ofThisTown: WordSet = [
        "tipico", "tipicos", "tipica", "tipicas", "comida", "culinaria", "pratos", "prato", "regional", "regionais", "gente", "povo",
    ]

    /// "o mais barato", "o lugar mais barato", "a opção mais barata": the cheapest, said with its article.
    func saysTheCheapest(_ s: Sentence) -> Bool {
        s.words.indices.contains { i in
            s.words[i].folded == "mais" && i + 1 < s.count && ["barato", "barata", "baratos", "baratas"].contains(s.words[i + 1])
                && (max(0, i - 2)..<i).contains { ["o", "a", "os", "as", "do", "da", "dos", "das"].contains(s.words[$0]) }
        }
    }

    /// Words of praise right after a dish ("um pastel bom", "a pizza boa"): what it should be like, no name.
    static let dishPraise: WordSet = ["bom", "boa", "bons", "boas", "gostoso", "gostosa", "caprichado", "caprichada", "good", "decent"]

    /// Being hungry, said beside a nearby search.
    static let hunger = PhraseTable<Bool>(
        [
            "com fome", "to com fome", "morrendo de fome", "morta de fome", "morto de fome", "mortos de fome", "famintos", "faminto",
            "faminta", "hungry", "starving", "famished", "so hungry",
            // (Being in a hurry too: "to com mta pressa", "I'm in a rush".)
            "com pressa", "com muita pressa", "in a hurry", "in a rush",
        ].map { ($0, true) })

    /// "something casual around Vila Madalena": "around" before a place's name, typed with its capital.
    private func aroundANamedPlace(_ s: Sentence) -> (value: Bool, range: Range<Int>)? {
        guard
            let i = s.words.indices.first(where: { i in
                s.words[i].folded == "around" && i + 1 < s.count && s.words[i + 1].isWord && s.words[i + 1].text.first?.isUppercase == true
                    && !CommonWords.contains(s.words[i + 1])
            })
        else { return nil }
        return (true, i..<(i + 1))
    }

    /// "within 3km of the office", "num raio de 2 km do hospital", "até 1km do metrô": a distance
    /// from a landmark is nearness to it (the landmark itself is reported as not used).
    private func distanceFromALandmark(_ s: Sentence) -> (value: Bool, range: Range<Int>)? {
        for i in s.words.indices {
            guard let d = DistanceSlot.match(s.words, at: i), d.range.upperBound + 1 < s.count,
                ["of", "from", "do", "da", "de", "dos", "das"].contains(s.words[d.range.upperBound]), !distanceIsTold(s, d.range)
            else { continue }
            var j = d.range.upperBound + 1
            while j < s.count, ["the", "my", "our", "o", "a", "meu", "minha", "nosso", "nossa"].contains(s.words[j]) { j += 1 }
            // (A landmark by its noun, or by its name: "2 km da Paulista"; never "1 km of walking".)
            guard j < s.count, s.words[j].isWord, term(s, at: j) == nil,
                PickWords.landmarkNouns.contains(s.words[j]) || CapitalisedName.isCapital(s.words[j])
            else { continue }
            return (
                true,
                d.range.upperBound..<(CapitalisedName.isCapital(s.words[j]) ? CapitalisedName.run(s.words, from: j).upperBound : j + 1)
            )
        }
        return nil
    }

    /// "is there something open within 2 km?", "tem algo num raio de 2 km?":
    /// a question about what exists, asked with a distance and no spin verb.
    private func existenceWithinDistance(_ s: Sentence) -> (value: Bool, range: Range<Int>)? {
        guard DistanceSlot.firstMatch(in: s.words) != nil, !s.freeIndices.contains(where: { PickWords.spin.contains(s.words[$0]) })
        else { return nil }
        // (Asked in any sentence: "it's pouring rain and nobody wants to walk. anything within 500m that's open now?")
        for sentence in s.sentences {
            guard let start = s.freeIndices.first(where: { sentence.contains($0) }),
                (start..<sentence.upperBound).contains(where: { DistanceSlot.match(s.words, at: $0) != nil })
            else { continue }
            if let ask = s.first(PickWords.existence, from: start), ask.range.lowerBound <= start + 1 { return ask }
        }
        return nil
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
}

extension PickReader {
    /// Misspelt wishes among the words no filter took: a price word one typo
    /// away ("cheep") always; a food word ("sushii", "churascaria") only when
    /// nothing else was asked for — beside real wishes an odd word is an
    /// adjective ("chopp gelado").
    func repairTypos(_ s: inout Sentence, _ filters: inout SpinFilters, _ unknown: inout [Int]) {
        // (A name typed with its capital inside a sentence is no typo: "niver da Carol" is not "caro".)
        let capitals = s.words.filter { $0.isWord && $0.text.first?.isUppercase == true }.count
        let namesAreCapitalised = capitals * 2 < s.words.filter(\.isWord).count
        for i in unknown where s.words[i].folded.count >= 4 && places.match(s.words, at: i) == nil {
            if namesAreCapitalised, i > 0, s.words[i].text.first?.isUppercase == true, !s.words[i - 1].endsASentence { continue }
            // (Nor is a false friend in an English line: "something familiar".)
            if FilterWords.falseFriends.contains(s.words[i]), Negation.readsEnglish(s.words) { continue }
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
