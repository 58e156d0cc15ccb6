// MARK: - rate: stars, going back, match, quick tags, a note, a place

struct RateReader: SentenceReader {
    let lexicon: Lexicon

    func rate(_ s: inout Sentence) -> Intent? {
        let stars = StarsSlot.matches(in: s.words)
        let qualities = s.all(FilterWords.rating).map(\.range)
        // "dá 5 pro Bar do Zé": "dá" (give) only as typed with its accent, or right before the number — "da" is also "of the".
        let verbAt = s.freeIndices.first(where: { i in
            (RateWords.verbs.contains(s.words[i]) || s.words[i].text.lowercased() == "dá"
                || s.words[i].folded == "da" && i == s.freeIndices.first && s.words.indices.contains(i + 1) && s.words[i + 1].number != nil)
                && !qualities.contains { $0.contains(i) }
        })
        let phrase = s.first(RateWords.verbPhrases)
        var values = starValues(s, stars: stars.map { ($0.value, $0.range) }, verbAt: verbAt, phrase: phrase?.range)
        // "brunch nota 4. o café era 5 estrelas": a later count is what something else was worth, a remark.
        if values.count > 1 { values = [values[0]] + values.dropFirst().filter { !aspectIsWorth(s, $0.1.lowerBound) } }
        // "my day was like a 2 out of 5", "a prova foi nota 3": what a day, an exam or a match was worth is no rating of a place.
        if let first = values.first, scoresSomethingElse(s, first.1) { return nil }
        // "give it a star", "dá uma estrela pra ele": one star, or a favourite? Ask.
        if let first = values.first,
            ["a", "an"].contains(s.words[first.1.lowerBound]) && s.words[first.1].contains(where: { ["star", "estrela"].contains($0) })
                || s.words[first.1].map(\.folded) == ["uma", "estrela"]
                    && s.freeIndices.contains(where: { ["da", "dá", "dar", "give", "dou"].contains(s.words[$0]) })
        {
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .needsStars)
        }
        // "4 or 5 stars", "the view a 5 but the food a 2": which one?
        if let first = values.first, values.count == 1, otherStarCount(s, besides: first.1) {
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .severalRatings)
        }
        guard !values.isEmpty || verbAt != nil || phrase != nil else {
            // "meh, 3", "4, but the service was slow", "5, would return, cozy place": a bare number that
            // opens the line, said with words about the place, is a rating without its verb — offered
            // (asked at a terminal, the suggestion in scripts), never recorded on these words.
            guard let n = bareRating(s) else { return nil }
            var request = RateRequest(stars: n)
            var rest = s
            readGoingBack(&rest, into: &request)
            return .unknown(text: s.line.trimmed, suggestion: Intent.rate(request).command, reason: .doubted)
        }
        if values.isEmpty {
            // "rate it": a rating without stars — how many?
            guard let v = verbAt, RateWords.strongVerbs.contains(s.words[v]), !s.isNegated(v) else { return nil }
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .needsStars)
        }
        if values.contains(where: { $0.0 != values[0].0 }) {
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .severalRatings)
        }
        let n: Int
        switch values[0].0 {
        case .stars(let v): n = v
        case .outOfRange(let v) where v == v.rounded() && abs(v) < 1000:
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .starsOutOfRange(Int(v)))
        default: return .unknown(text: s.line.trimmed, suggestion: nil, reason: .stars)
        }
        var request = RateRequest(stars: n)
        // ("3 stars, no, 4. ok 4", "dá 3 estrelas. não, 4": the count corrected right after it is the one meant.)
        if values.count == 1, let (corrected, ranges) = correctedStars(s, after: values[0].1.upperBound) {
            request = RateRequest(stars: corrected)
            for r in ranges { s.use(r) }
        }
        for v in values { s.use(v.1) }
        if let verbAt { s.use(verbAt) }
        if let phrase { s.use(phrase.range) }
        readGoingBack(&s, into: &request)
        if let m = MatchSlot.matches(in: s.words).first(where: { m in m.range.contains { !s.used[$0] } }) {
            request.match = m.value
            s.use(m.range)
        } else if let m = s.first(RateWords.notEvenTheKind, free: true), term(s, at: m.range.upperBound) != nil {
            // ("it wasnt even japanese", "nem era japonês": not even the kind asked for, no match.)
            request.match = false
            var end = term(s, at: m.range.upperBound)?.end ?? m.range.upperBound
            if end < s.count,
                ["food", "comida", "cuisine", "culinaria"].contains(s.words[end]) || Fillers.placeNouns.contains(s.words[end])
            {
                end += 1
            }
            s.use(m.range.lowerBound..<end)
        }
        let quick = QuickTags.read(s.words, scope: s.scope)
        request.tags = quick.tags.map(\.rawValue)
        for r in quick.ranges { s.use(r) }
        for m in s.all(RateWords.framing, free: true) { s.use(m.range) }
        setArrivalAside(&s)
        setChatterAside(&s, keepReactions: true)
        request.target = rateTarget(&s, after: verbAt ?? phrase?.range.lowerBound, stars: values[0].1)
        request.note = note(&s, stars: values[0].1)
        for i in s.freeIndices where RateWords.noteNoise.contains(s.words[i]) || RateWords.notNames.contains(s.words[i]) { s.use(i) }
        return .rate(request)
    }

    /// "back home!!", "Voltamos pro hotel.", "we went.", "fui,", "acabamos de
    /// chegar em casa": a clause that only says the place was visited, or that
    /// we are back, is the rating's occasion, not its note.
    private func setArrivalAside(_ s: inout Sentence) {
        var start = 0
        while start < s.count {
            let end = (start..<s.count).first { s.words[$0].kind == .punctuation && s.words[$0].text != "'" } ?? s.count
            var j = start
            while j < end, RateWords.arrivalLeads.contains(s.words[j]) { j += 1 }
            let free = (start..<end).allSatisfy { s.isFree($0) || !s.words[$0].isWord }
            // ("we went to Mangai yesterday, 5 stars": a clause naming a place names what is rated.)
            if (start..<end).contains(where: { places.match(s.words, at: $0) != nil || s.words[$0].kind == .quoted }) {
                start = end + 1
                continue
            }
            // "acabamos de chegar em casa", "just got home from dinner with the kids": the whole clause.
            if (start..<min(end, start + 3)).contains(where: { RateWords.arrival.match(s.words, at: $0) != nil }),
                !(start..<end).contains(where: { StarsSlot.match(s.words, at: $0) != nil })
            {
                s.use(start..<end)
            } else if j < end, RateWords.arrivalVerbs.contains(s.words[j]),
                free || !(start..<end).contains(where: { StarsSlot.match(s.words, at: $0) != nil || s.words[$0].number != nil }),
                end - start <= 5
            {
                s.use(start..<end)
            }
            start = end + 1
        }
    }

    /// Words before a bare rating ("meh, 3", "honestly, I'd say 4").
    static let bareLeads: WordSet = [
        "meh", "ok", "okay", "hmm", "eh", "honestly", "well", "so", "um", "uh", "i'd", "id", "say", "i", "would", "diria", "acho",
        "que", "tipo", "a", "solid", "like", "about", "around", "avaliacao", "rating", "sinceramente", "olha", "entao", "uns", "umas",
    ]
    /// Words that say a bare number is about the place ("4, but the service was slow").
    static let bareContext: WordSet = [
        "meh", "but", "mas", "honestly", "sinceramente", "say", "diria", "good", "great", "bad", "terrible", "ok", "okay", "bom",
        "boa", "ruim", "otimo", "otima", "pessimo", "pessima", "mediano", "mediana", "nice", "delicious", "gostoso", "gostosa",
        "service", "atendimento", "food", "comida", "slow", "lento", "cozy", "aconchegante", "avaliacao", "rating", "loved",
        "amei", "adorei",
    ]

    /// The stars of a rating said as a bare whole number 1–5 opening its line
    /// (after interjections), with words about the place or about going back.
    private func bareRating(_ s: Sentence) -> Int? {
        var i = 0
        while i < s.count, Self.bareLeads.contains(s.words[i]) || s.words[i].kind == .punctuation { i += 1 }
        // ("Back. Banchan were excellent, bulgogi overcooked. 3. It was what I asked for…": a number that is a sentence of its own.)
        if i < s.count, s.words[i].number == nil,
            let alone = s.words.indices.first(where: { j in
                j > 0 && s.words[j - 1].endsASentence && s.words[j].number != nil && j + 1 < s.count && s.words[j + 1].endsASentence
            })
        {
            i = alone
        }
        guard i < s.count, let value = s.words[i].number, value == value.rounded(), (1...5).contains(value),
            i + 1 == s.count || s.words[i + 1].kind == .punctuation, s.count > i + 2 || i > 0
        else { return nil }
        let aboutThePlace =
            s.words.contains { Self.bareContext.contains($0) } || ReturnIntent.read(s.words, scope: s.scope) != nil
        return aboutThePlace ? Int(value) : nil
    }

    /// What the rating says about going back (and the clause that says it, never the note).
    private func readGoingBack(_ s: inout Sentence, into request: inout RateRequest) {
        if let said = ReturnIntent.read(s.words, scope: s.scope) {
            switch said.answer {
            case .yes: request.wouldReturn = true
            case .no: request.wouldReturn = false
            case .unclear: request.returnUnclear = true
            }
            // The whole clause that says it (and a condition after it) is about
            // going back, never the note: "no doubt we'll be back", "só volto se tiver promoção".
            for r in said.ranges { s.use(returnClause(s, r)) }
            // "return? eh, who knows": the doubt is part of the answer.
            if said.answer == .unclear { for m in s.all(ReturnIntent.hedges, free: true) { s.use(returnClause(s, m.range)) } }
        }
    }

    /// The stars said: explicit ("4 stars", "nota 3", "3/5"), else a number
    /// after a rating verb ("rate it 4", "gave Gero a 5"), else an article and
    /// a whole number 1–5 ("honestly a 5").
    private func starValues(_ s: Sentence, stars: [(Stars, Range<Int>)], verbAt: Int?, phrase: Range<Int>?) -> [(Stars, Range<Int>)] {
        // Stars: explicit ("4 stars", "nota 3", "3/5"), or a number after a rating verb ("rate it 4", "gave Gero a 5").
        var values = stars
        if values.isEmpty, let start = verbAt ?? phrase?.lowerBound {
            var i = start + 1
            while i < s.count, i <= start + 8 {
                if let n = NumberSlot.match(s.words, at: i, articleAsOne: false), isStarCount(s, n.range) {
                    values.append((Stars(n.value), n.range))
                    break
                }
                i += 1
            }
        }
        // "honestly a 5, best night ever", "a two, honestly": an article and a whole number 1–5 is a rating.
        if values.isEmpty, verbAt == nil, phrase == nil {
            for i in s.words.indices.dropLast() where ["a", "an", "um", "uma"].contains(s.words[i]) {
                guard let n = NumberSlot.match(s.words, at: i + 1, articleAsOne: false), n.value == n.value.rounded(),
                    (1...5).contains(n.value),
                    isStarCount(s, n.range), DistanceSlot.match(s.words, at: i + 1) == nil
                else { continue }
                values.append((Stars(n.value), (i)..<n.range.upperBound))
                break
            }
        }
        return values
    }

    /// Whether the stars' clause holds nothing but them and the rating's own
    /// words (its verb, going back, fillers).
    func starsStandAlone(_ s: Sentence, _ stars: Range<Int>) -> Bool {
        let isBreak = { (i: Int) in s.words[i].kind == .punctuation && [".", ",", "!", "?", ";"].contains(s.words[i].text.first ?? " ") }
        let start = (0..<stars.lowerBound).last(where: isBreak).map { $0 + 1 } ?? 0
        // ("4 stars bc the beer was kinda warm": a reason after the stars is a clause of its own.)
        let end =
            (stars.upperBound..<s.count).first(where: { isBreak($0) || ["because", "porque", "pq", "since"].contains(s.words[$0]) })
            ?? s.count
        return (start..<end).allSatisfy { i in
            let w = s.words[i]
            return stars.contains(i) || !w.isWord || s.used[i] || Fillers.isEdge(w) || Fillers.glue.contains(w)
                || RateWords.noteNoise.contains(w) || RateWords.returnTail.contains(w) || RateWords.verbs.contains(w)
        }
    }

    /// Whether a number after a rating verb is its stars: not "one" as a
    /// pronoun ("a different one"), not a count of people or times.
    private func isStarCount(_ s: Sentence, _ range: Range<Int>) -> Bool {
        let word = s.words[range.lowerBound].folded
        let next = s.key(range.upperBound)
        if ["one", "um", "uma"].contains(word) {
            let before = range.lowerBound > 0 ? s.words[range.lowerBound - 1].folded : ""
            if ["different", "other", "another", "new", "that", "this", "the", "a", "an", "next", "outro", "outra", "novo", "nova"]
                .contains(before)
            {
                return false
            }
            return next == nil || ["star", "stars", "estrela", "estrelas", ".", ",", "!"].contains(next ?? "")
        }
        return !RateWords.countNouns.contains(next ?? "")
    }

    /// Another whole number that reads as stars besides the one taken.
    private func otherStarCount(_ s: Sentence, besides taken: Range<Int>) -> Bool {
        for i in s.words.indices where !taken.contains(i) && !s.used[i] {
            guard let n = s.words[i].number, n == n.rounded(), (1...5).contains(n), isStarCount(s, i..<(i + 1)) else { continue }
            // "o café era 5 estrelas mas a comida meh", "which is basically 5 stars coming from him": what
            // something else was, said in a remark — the note's, not a second rating.
            if i > taken.upperBound, aspectIsWorth(s, i) { continue }
            let before = i > 0 ? s.words[i - 1].folded : ""
            let after = s.key(i + 1) ?? ""
            if ["a", "an", "um", "uma", "or", "ou", "to", "-", "nota", "rate"].contains(before)
                || ["stars", "estrelas", "or", "ou", "-"].contains(after)
            {
                return true
            }
            // "a comida merece 5 mas o atendimento 2": a second aspect, scored after a contrast, closing its clause.
            if i > taken.upperBound, after.isEmpty || s.words[i + 1].isPunctuation,
                s.words[max(taken.upperBound, i - 4)..<i].contains(where: {
                    ["mas", "but", "while", "enquanto", "ja", "though"].contains($0)
                })
            {
                return true
            }
        }
        return false
    }

    /// Whether the number at `i` is what something other than the place was
    /// worth: in its clause, a verb of being after a subject of its own ("o
    /// café era 5", "the view alone is 5 stars", "which is basically 5").
    private func aspectIsWorth(_ s: Sentence, _ i: Int) -> Bool {
        let start = (0..<i).last { s.words[$0].kind == .punctuation && s.words[$0].text != "'" }.map { $0 + 1 } ?? 0
        guard let be = (start..<i).last(where: { RateWords.being.contains(s.words[$0]) }), be > start else { return false }
        let subject = s.words[be - 1]
        return subject.isWord && !PlaceWords.this.contains(subject) && !["it", "it's", "its", "isso", "ele", "ela"].contains(subject)
    }

    /// Whether the stars at `stars` score something of the speaker's life
    /// rather than the place: in their clause, a subject from
    /// `RateWords.lifeSubjects` before a verb of being ("my day was like a 2
    /// out of 5", "a prova foi nota 3"), or right after a rating verb ("I'd
    /// rate my week a 2").
    private func scoresSomethingElse(_ s: Sentence, _ stars: Range<Int>) -> Bool {
        // ("the guy at the bakery remembers my order. five star human": the stars praise a person.)
        if stars.upperBound < s.count,
            RateWords.people.contains(s.words[stars.upperBound]) || RateWords.lifeSubjects.contains(s.words[stars.upperBound])
        {
            return true
        }
        let start = (0..<stars.lowerBound).last { s.words[$0].kind == .punctuation && s.words[$0].text != "'" }.map { $0 + 1 } ?? 0
        // ("tirei nota máxima", "I got a 5 on the exam": a mark the speaker was given, not one given to a place.)
        if (max(start, stars.lowerBound - 2)..<stars.lowerBound).contains(where: { i in
            RateWords.given.contains(s.words[i])
                || i > 0 && ["i", "eu", "we", "nos"].contains(s.words[i - 1].folded) && RateWords.received.contains(s.words[i])
        }) {
            return true
        }
        return (start..<stars.lowerBound).contains { i in
            // ("i'd rate today a solid 2 out of 5": a day rated, right after the verb.)
            // ("i'd rate this week a 1": a determiner may stand between.)
            if RateWords.days.contains(s.words[i]) {
                var v = i - 1
                while v >= 0,
                    ["this", "my", "the", "our", "that", "esse", "essa", "este", "esta", "o", "a", "minha", "meu", "nossa"].contains(
                        s.words[v])
                {
                    v -= 1
                }
                if v >= 0, RateWords.verbs.contains(s.words[v]) { return true }
            }
            guard RateWords.lifeSubjects.contains(s.words[i]) else { return false }
            let owner = i > 0 && ["my", "our", "meu", "minha", "nosso", "nossa"].contains(s.words[i - 1])
            // ("a prova de hoje foi nota 2": the subject's own words may stand before its verb.)
            let be = (i + 1..<min(stars.lowerBound, i + 4)).first { RateWords.being.contains(s.words[$0]) }
            let between = be.map { b in
                (i + 1..<b).allSatisfy { ["de", "do", "da", "hoje", "today", "of", "this", "the"].contains(s.words[$0]) }
            }
            return between == true || owner && i > 1 && RateWords.verbs.contains(s.words[i - 2])
        }
    }

    /// A return statement with the words around it that only qualify it
    /// ("no doubt we'll be back", "voltaria mil vezes", "going back next week
    /// already"), and a condition after it to the end of its clause ("only if
    /// it were cheaper", "se tiver promoção"). A note after it stays a note.
    private func returnClause(_ s: Sentence, _ r: Range<Int>) -> Range<Int> {
        guard !r.isEmpty else { return r }
        var lo = r.lowerBound, hi = r.upperBound
        while lo > 0, !s.words[lo - 1].isPunctuation, !s.used[lo - 1], RateWords.returnHead.contains(s.words[lo - 1]) { lo -= 1 }
        while hi < s.count, !s.words[hi].isPunctuation, !s.used[hi], RateWords.returnTail.contains(s.words[hi]) { hi += 1 }
        let condition = (lo..<min(s.count, hi + 1)).contains { RateWords.conditions.contains(s.words[$0]) && $0 != lo }
        if condition {
            while hi < s.count, !s.words[hi].isPunctuation, !s.used[hi] { hi += 1 }
        }
        return lo..<hi
    }
}

extension RateReader {
    /// Words that take back the count just said ("no", "não", "wait", "I mean", "quer dizer").
    static let takingBack: WordSet = [
        "no", "nao", "wait", "actually", "verdade", "mean", "dizer", "alias", "melhor", "digo", "pera", "espera", "oops", "ops",
    ]
    /// Words around a correction that take nothing back themselves ("ok 4", "na verdade", "I mean").
    static let aroundTakingBack: WordSet = ["ok", "okay", "na", "i", "quer", "make", "it", "that", "then", "entao", "so", "e"]

    /// The count said last in a correction right after the stars at `start`
    /// ("…, no, 4. ok 4"), with the words it took; nil when nothing is taken back.
    func correctedStars(_ s: Sentence, after start: Int) -> (Int, [Range<Int>])? {
        var j = start
        var takenBack = false
        var corrected: Int?
        var ranges: [Range<Int>] = []
        var from = start
        while j < s.count {
            let w = s.words[j]
            if w.kind == .punctuation || Self.aroundTakingBack.contains(w) || Self.takingBack.contains(w) {
                if Self.takingBack.contains(w) { takenBack = true }
                j += 1
                continue
            }
            var said: (value: Int, end: Int)?
            if let m = StarsSlot.match(s.words, at: j), case .stars(let v) = m.value {
                said = (v, m.range.upperBound)
            } else if let n = NumberSlot.match(s.words, at: j), n.value == n.value.rounded(), n.value >= 1, n.value <= 5 {
                said = (Int(n.value), n.range.upperBound)
            }
            guard takenBack, let said else { break }
            corrected = said.value
            ranges.append(from..<said.end)
            j = said.end
            from = j
        }
        return corrected.map { ($0, ranges) }
    }
}
