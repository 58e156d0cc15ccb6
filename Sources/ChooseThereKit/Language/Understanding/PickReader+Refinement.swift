// MARK: - Refinements: a change to the current pool, read

/// "cheaper", "closer", "what about italian", "not that one", "next page":
/// the pick reader's reading of a change to the pool being drawn from.
extension PickReader {
    func again(_ s: inout Sentence) -> Intent? {
        var kind: Refinement.Kind?
        // ("ramen would be perfect in this weather": the weather, set aside by the parser, counts for no word of a clause.)
        let weather = s.all(PickWords.weatherReasons).map(\.range)
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
        // "tem mais barato?", "any more central": the "more" is the wish's comparative, not another page.
        let comparative = { (range: Range<Int>) -> Bool in
            let last = range.upperBound - 1
            guard ["mais", "more"].contains(words[last]) else { return false }
            return PriceSlot.match(words, at: last) != nil || PickWords.closer.match(words, at: last) != nil
        }
        // ("a galera tá discutindo se a próxima pedalada é pra santos": "next" before a noun of its own is that noun's.)
        let plain = s
        let beforeANoun = { (range: Range<Int>) -> Bool in
            range.upperBound < words.count && words[range.upperBound].isWord && words[range.upperBound].kind == .word
                && !Fillers.isFiller(words[range.upperBound]) && !CommonWords.contains(words[range.upperBound])
                && !PickWords.again.contains(words[range.upperBound]) && term(plain, at: range.upperBound) == nil
                && !PickWords.pageNouns.contains(words[range.upperBound])
        }
        // ("nem a pau q eu saio do bairro hj": a refusal opening a clause of its own says "no way I…", turning nothing down.)
        let refusesAClause = { (m: (value: Refinement.Kind, range: Range<Int>)) -> Bool in
            FilterWords.refusedAfter.match(words, at: m.range.lowerBound) != nil && m.range.upperBound < words.count
                && ["q", "que", "that", "i", "i'm", "im", "eu", "we", "we're", "a"].contains(words[m.range.upperBound])
        }
        if let m = s.first(PickWords.againPhrases), !refusesAClause(m),
            (m.value != .next && m.value != .previous) || m.range.count > 1 || lone(m.range),
            !(m.value == .next && comparative(m.range)), !(m.value == .next && m.range.count <= 2 && !lone(m.range) && beforeANoun(m.range))
        {
            kind = m.value; s.use(m.range)
        } else if let m = s.first(PickWords.refusedAlone, free: true), free.allSatisfy({ m.range.contains($0) }) {
            // "nem pensar", "no way": the whole line, the pick turned down ("my supervisor asked me to cover
            // sunday. no way" turns down something else).
            kind = .again; s.use(m.range)
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
        // "ew no", "esse vive lotado, credo. não": a bare no closing the line, in a clause of its own
        // after nothing but interjections or a complaint, turns the pick down.
        if kind == nil, let i = s.freeIndices.last, ["no", "nao", "nah", "nope"].contains(s.words[i]),
            s.words[(i + 1)...].allSatisfy({ $0.kind == .punctuation || $0.kind == .symbol }),
            i == 0 || s.words[i - 1].kind == .punctuation || Fillers.interjections.contains(s.words[i - 1])
        {
            kind = .again
            s.use(i)
        }
        // "spin bar and japanese" is a new spin, not a change to the last one.
        if kind == nil, s.freeIndices.contains(where: { PickWords.spin.contains(s.words[$0]) }) { return nil }
        var refinement = Refinement(kind: kind ?? .adjust)
        // The markers of the change's own sentence ("hmm, e se for um lugar mais chique? hj é aniversário dela":
        // the second "é" is the story's).
        let found = s.all(PickWords.refine, free: true)
        let ends = s.words.indices.filter { s.words[$0].endsASentence }
        let sentenceOf = { (i: Int) in ends.firstIndex(where: { $0 > i }) ?? ends.count }
        let markers = found.filter { m in
            m.range.count > 1 || !PickWords.weakMarkers.contains(s.words[m.range.lowerBound])
                || sentenceOf(m.range.lowerBound) == found.first.map { sentenceOf($0.range.lowerBound) }
        }.filter { m in
            // ("tô com fome de verdade, troca pra japonesa": "com" of a state is no "with".)
            !(m.range.count == 1 && ["com", "with"].contains(s.words[m.range.lowerBound])
                && s.words[m.range.upperBound...].first(where: { !["muita", "muito", "mta", "mto", "mt", "tanta", "uma"].contains($0) })
                    .map { PickWords.statesHad.contains($0) } == true)
        }.filter { m in
            // ("tem alguma pizzaria assim?": "like that" says more of a kind or a place before it — not "chover assim".)
            // (Nor one described earlier in the same line: "…um café com mesa ao ar livre. Tem algum lugar assim?" asks anew.)
            PickWords.likeThat.match(s.words, at: m.range.lowerBound) == nil
                || (max(0, m.range.lowerBound - 2)..<m.range.lowerBound).contains { term(s, at: $0) != nil }
                || (max(0, m.range.lowerBound - 2)..<m.range.lowerBound).contains { Fillers.placeNouns.contains(s.words[$0]) }
                    && !(0..<max(0, m.range.lowerBound - 2)).contains { term(s, at: $0) != nil }
        }.filter { m in
            // ("way too much junk this week": "too" before what it makes more is no "also".)
            !(m.range.count == 1 && s.words[m.range.lowerBound].folded == "too" && m.range.upperBound < s.count
                && PickWords.madeTooMuch.contains(s.words[m.range.upperBound]))
        }
        let marker = markers.first
        // Words a filter reads too ("only well rated", "sem cebola") are left to the filters.
        // (Nor the first word of a price: "too expensive" is a wish for cheaper, not "too" and "expensive".)
        for m in markers
        where (m.range.count > 1 || !PickWords.filterMarkers.contains(s.words[m.range.lowerBound]))
            && PriceSlot.match(s.words, at: m.range.lowerBound) == nil
        {
            s.use(m.range)
        }
        let distance = s.first(PickWords.closer)
        if let distance { refinement.distance = distance.value; s.use(distance.range) }
        let removal = self.removal(s)
        // "ok forget the ramen, anything open close to home": the removal, then a search nearby.
        if removal != nil, let near = s.first(PickWords.nearMe, free: true) {
            refinement.nearby = true
            s.use(near.range)
        }
        var reading: FilterReading
        if let removal {
            // What the removal's clause names is dropped; a wish in a later
            // clause is the new one ("forget the cheap part, let's splurge").
            let (start, end) = removalClause(s, removal.range)
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
            if removed.filters.favorites { refinement.favorites = false }
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
        // "pizza?", "maybe italian", "hmm japonês": kinds alone, after a pick, change its kinds the same way.
        // (In a clause of their own beside a reason: "something warm, ramen maybe", "e uma cafeteria? nem to com tanta fome".)
        let kindsAlone =
            kind == nil && markers.isEmpty && removal == nil && !reading.filters.tags.isEmpty
            // (Or several such clauses: "prato feito, comida caseira".)
            && { () -> Bool in
                let clauses = kindsClauses(s)
                let alone = clauses.filter { clause in
                    clause.count(where: { i in s.words[i].isWord && !weather.contains { $0.contains(i) } }) <= 6
                        && clause.allSatisfy {
                            !s.isFree($0) || !s.words[$0].isWord || PickWords.besideAKind.contains(s.words[$0])
                                || Fillers.isEdge(s.words[$0])
                        }
                }
                // ("pizza maybe? kids love pizza": a clause naming the same kinds again is the reason for them.)
                let kinds = Set(alone.flatMap { clause in clause.compactMap { term(s, at: $0)?.term } })
                return !alone.isEmpty
                    && clauses.allSatisfy { clause in
                        alone.contains(clause)
                            || clause.contains { term(s, at: $0) != nil }
                                && clause.allSatisfy { i in term(s, at: i).map { kinds.contains($0.term) } ?? !s.used[i] }
                    }
            }()
        // "she loves italian", "ok now she wants a boteco": a wish that names only kinds changes the kinds the
        // same way; one with its own price, mood or exclusions is a new request (below).
        let moods = vocabulary.moodTags
        let wishedKindsOnly =
            kind == nil && removal == nil && !reading.filters.tags.isEmpty && reading.price == nil && reading.filters.avoid.isEmpty
            && reading.filters.minStars == nil && !reading.filters.favorites
            && !reading.filters.tags.contains(where: { moods.contains($0) })
            && (s.words.indices.contains(where: { i in
                // (The wish opens its sentence: "she loves italian", not "Grandma writes down every restaurant she likes".)
                // ("wait my friend wants northeastern food instead": an interjection before the wisher counts for nothing.)
                Arbiter.wantWords.contains(s.words[i])
                    // (Or its own clause: "ah não, ela mudou de ideia, agora quer italiano".)
                    && (((0..<i).last(where: { s.words[$0].endsASentence || s.words[$0].text == "," }).map { $0 + 1 } ?? 0)..<i).filter({
                        j in
                        !(Fillers.isFiller(s.words[j]) || ["wait", "espera", "pera", "actually", "no", "nah"].contains(s.words[j])
                            || s.words[j].kind == .punctuation)
                    }).count <= 2
            }) || Arbiter(lexicon: lexicon).relaysAVeto(s.words))  // "she says thai maybe?": a wish passed on
            && markers.allSatisfy({
                $0.range.count == 1 && PickWords.weakMarkers.contains(s.words[$0.range.lowerBound])
                    || PickWords.likeThat.match(s.words, at: $0.range.lowerBound) != nil
            })
        var replacing =
            kindsAlone || wishedKindsOnly
            || markers.contains { PickWords.replacing.contains(s.words[$0.range.lowerBound]) }
                && !markers.contains { m in s.words[m.range].contains { PickWords.adding.contains($0) } }
        // ("um deles não bebe, então q tenha suco tb", "good juices too": a kind wanted as well adds to the kinds.)
        // ("tem alguma pizzaria assim?": one like that keeps all of it, the kind said too.)
        // ("way too much junk": "too" before what it makes more is no "also".)
        let asWell = s.words.indices.contains { i in
            ["too", "also", "tambem", "tb", "tbm", "tmb"].contains(s.words[i])
                && !(i + 1 < s.count && PickWords.madeTooMuch.contains(s.words[i + 1]))
        }
        if replacing, asWell || markers.contains(where: { PickWords.likeThat.match(s.words, at: $0.range.lowerBound) != nil }) {
            replacing = false
        }
        // ("she says sushi, I say pasta. let's do sushi this time": the decided kinds replace the pick's.)
        if reading.filters.tags.count > 1, let decided = decidedKinds(s) {
            reading.filters.tags = reading.filters.tags.filter { decided.contains($0) }
            replacing = true
        }
        // (The price itself dropped, "qqr preço", "any price": not "no need to be fancy" after "mid-range".)
        let cleared = removal.flatMap { m in
            refinement.price == .clear
                && s.words[m.range.lowerBound..<min(s.count, m.range.upperBound + 2)].contains {
                    ["price", "preco", "prices", "precos"].contains($0)
                } ? m.range.lowerBound : nil
        }
        apply(reading, to: &refinement, replacing: replacing)
        // ("just my favorites", "agora só os favoritos": the favourites alone.)
        if reading.filters.favorites, reading.filters.tags.isEmpty, reading.price == nil,
            markers.contains(where: { ["only", "just", "so", "apenas", "somente"].contains(s.words[$0.range.lowerBound]) })
        {
            refinement.favoritesAlone = true
        }
        // ("pode ser mais caro tb, qqr preço": a price dropped after the one said is the last word.)
        if let at = cleared, !(at..<s.count).contains(where: { PriceSlot.match(s.words, at: $0) != nil && !s.isNegated($0) }) {
            refinement.price = .clear
        }
        // "same thing but in Florianópolis", "e em Curitiba?": the pick, drawn in a known city this time.
        if marker != nil, let c = cityMention(s),
            c.range.allSatisfy({ !s.used[$0] || ["in", "em", "at", "no", "na", "pra", "para"].contains(s.words[$0]) }),
            case .city(let city)? = lexicon.cities?.resolve([c.name, c.state].compactMap { $0 }.joined(separator: ", "), fuzzy: false),
            city.population >= 100_000 || city.isCapital, cityOfTheRequest(s, c.range)
        {
            refinement.city = city.name
            refinement.cityState = city.isBrazilian ? city.admin : city.country
            s.use(c.range)
        }
        // "we need a cheap boteco with cold beer…": a wish naming a kind, joined only by "and"/"with", is a new request.
        // (A preference is said of the pick at hand: "prefiro que seja um local tranquilo" changes it.)
        if kind == nil, removal == nil, !wishedKindsOnly, !reading.filters.tags.isEmpty,
            s.words.contains(where: { Arbiter.wantWords.contains($0) && !Arbiter.preferWords.contains($0) }),
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
        guard
            kind != nil || kindsAlone || wishedKindsOnly
                || (says && (marker != nil || refinement.distance != nil || removal != nil || reading.filters.tags.isEmpty))
        else { return nil }
        if kind == .again, says { refinement.kind = .adjust }
        if refinement.kind == .again { return .again }
        return .refine(refinement)
    }

    /// The words that drop a filter. A bare "forget"/"remove"/"drop" removes
    /// only a kind named right after it ("ok forget bars"), never "forget it".
    func removal(_ s: Sentence) -> (value: Bool, range: Range<Int>)? {
        s.first(PickWords.removeFilter).flatMap { m -> (value: Bool, range: Range<Int>)? in
            var j = m.range.upperBound
            while j < s.count, ["the", "all", "those", "these", "o", "a", "os", "as", "de"].contains(s.words[j]) { j += 1 }
            // ("remove a Pizzaria Bella Napoli", "tira a Pizzaria Dom Pepe": a place's name typed with its capitals, not a kind.)
            let name = j < s.count && CapitalisedName.isCapital(s.words[j]) ? CapitalisedName.run(s.words, from: j) : j..<j
            if name.count >= 2, name.contains(where: { term(s, at: $0) == nil }), !CapitalisedName.isShouted(s) { return nil }
            guard m.range.count == 1, ["forget", "remove", "drop", "esquece", "tira", "scrap"].contains(s.words[m.range.lowerBound]) else {
                return m
            }
            // ("ah esquece os favoritos, qualquer um serve": the favourites are a filter too.)
            return term(s, at: j) != nil || FilterWords.favorites.match(s.words, at: j) != nil ? m : nil
        }
    }

    /// The clause of a removal: from its clause's start ("barbecue, price doesn't
    /// matter" removes no barbecue) to the next mark.
    func removalClause(_ s: Sentence, _ removal: Range<Int>) -> (start: Int, end: Int) {
        // (Or where a new wish opens, unpunctuated: "FORGET PIZZA ANYTHING LATE NIGHT WITH BEER".)
        let end =
            (removal.upperBound..<s.count).first {
                s.words[$0].kind == .punctuation && [",", ".", ";", "!", "?"].contains(s.words[$0].text)
                    || $0 > removal.upperBound && PickWords.newWish.contains(s.words[$0])
            } ?? s.count
        let start = (0..<removal.lowerBound).last { s.words[$0].kind == .punctuation }.map { $0 + 1 } ?? 0
        return (start, end)
    }

    /// The clauses that hold the words the filters read.
    private func kindsClauses(_ s: Sentence) -> [Range<Int>] {
        var clauses: [Range<Int>] = []
        var start = 0
        for i in s.words.indices where s.words[i].kind == .punctuation && [",", ".", "!", "?", ";"].contains(s.words[i].text.first ?? " ") {
            if i > start { clauses.append(start..<i) }
            start = i + 1
        }
        if start < s.count { clauses.append(start..<s.count) }
        return clauses.filter { r in r.contains { s.used[$0] && s.words[$0].isWord && !Fillers.isFiller(s.words[$0]) } }
    }

    func apply(_ reading: FilterReading, to r: inout Refinement, replacing: Bool) {
        let f = reading.filters
        // ("outdoor seating would be even better", "and quiet": moods alone add to the kinds, never replace them.)
        let moodsOnly = f.tags.allSatisfy { vocabulary.moodTags.contains($0) }
        if replacing, !f.tags.isEmpty, !moodsOnly {
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
