// MARK: - Filters: what a spin, a near search or a refinement asks for

/// The filter words of a sentence, read wherever they stand: tags and
/// categories (plurals, Portuguese, dishes), what to avoid, price, radius,
/// favourites, rating, open now, and where to search.
struct FilterReading {
    var filters = SpinFilters()
    var source: NearbySource?
    /// Price as said, relative wishes included (`cheaper`).
    var price: Price?
    /// Words read as a filter (so a refinement knows it said something).
    var said = false
    /// Content words that are none of the above (free-text terms, or noise).
    var leftover: [Int] = []
}

extension SentenceReader {
    /// Reads every filter in the sentence's free words, marking them used.
    func filters(_ s: inout Sentence, near: Bool = false, stars: Bool = false) -> FilterReading {
        var r = FilterReading()
        if stars { readStars(&s, &r) }
        // Multi-word phrases first, anywhere.
        for m in s.all(FilterWords.rating, free: true) {
            var value = m.value
            // "only places we rated well", "só entre os bem avaliados": "only" a few words before makes it a requirement.
            // "it has to be top rated", "tem que ser bem avaliado": a requirement too.
            if value == .prefer,
                // ("only from places that are actually well rated": "only" reaches six words.)
                let only = (max(0, m.range.lowerBound - 6)..<m.range.lowerBound).first(where: {
                    ["only", "just", "so", "apenas", "somente", "exclusively", "strictly", "must"].contains(s.words[$0])
                        || $0 >= m.range.lowerBound - 4 && ["has", "have", "tem", "precisa"].contains(s.words[$0]) && $0 + 1 < s.count
                            && ["to", "que", "ser"].contains(s.words[$0 + 1])
                })
            {
                value = .only
                s.use(only)
            }
            if r.filters.rating != .only { r.filters.rating = value }
            s.use(m.range); r.said = true
        }
        readRatedByMe(&s, &r)
        for m in s.all(FilterWords.openNow, free: true)
        where !s.negatedRightBefore(m.range.lowerBound) && !FilterWords.late(s.words, m.range.upperBound) {
            r.filters.openNow = true; s.use(m.range); r.said = true
        }
        for i in s.freeIndices
        where ["open", "aberto", "aberta", "abertos", "abertas"].contains(s.words[i]) && i != s.freeIndices.first
            || s.words[i].folded == "open" && term(s, at: i + 1) != nil
        {
            if s.negatedRightBefore(i) || FilterWords.late(s.words, i + 1) { continue }
            // ("I'm open to new places too", "aberto a sugestões": willing, not open now.)
            if i + 1 < s.count, ["to", "for", "minded", "a"].contains(s.words[i + 1]) { continue }
            // ("i can barely keep my eyes open", "olhos abertos": something else is open.)
            if i > 0,
                ["eyes", "eye", "olhos", "mind", "mente", "door", "doors", "porta", "portas", "window", "mouth", "boca"]
                    .contains(s.words[i - 1])
            {
                continue
            }
            r.filters.openNow = true; s.use(i); r.said = true
        }
        if r.filters.openNow, let m = s.first(FilterWords.strict, free: true) { r.filters.strict = true; s.use(m.range) }
        readSource(&s, &r)
        for m in s.all(FilterWords.favorites, free: true) where !s.negatedRightBefore(m.range.lowerBound) && !othersFavourite(s, m.range) {
            r.filters.favorites = true; s.use(m.range); r.said = true
        }
        readDistancesAndPrices(&s, &r)
        readTerms(&s, &r)
        // "restaurante vegetariano": the generic word adds nothing beside a real wish.
        if r.filters.tags.count > 1 { r.filters.tags.removeAll { FilterWords.generic.contains($0) } }
        // "Thai food, spicy curry and noodles": a dish said beside a cuisine named outright is that cuisine's.
        // (A cuisine named outright is named, even when a dish said too is of it: "arabic or lebanese… esfihas".)
        var outright: Set<String> = []
        var k = 0
        while k < s.count {
            guard let t = term(s, at: k) else { k += 1; continue }
            if t.dish == nil { outright.insert(t.term) }
            k = max(k + 1, t.end)
        }
        let fromDishes = Set(r.filters.dishes.map(\.term)).subtracting(outright)
        let named = r.filters.tags.filter { !fromDishes.contains($0) && Arbiter.kindsOfPlace.contains($0) }
        if !named.isEmpty {
            let others = r.filters.dishes.filter { !named.contains($0.term) && Arbiter.kindsOfPlace.contains($0.term) }.map(\.term)
            r.filters.tags.removeAll { others.contains($0) && !named.contains($0) }
            r.filters.dishes.removeAll { others.contains($0.term) }
        }
        // "doce, ou salgado, sei lá... tá, doce": alternatives weighed, then one said again — that one is chosen.
        if r.filters.tags.count > 1, let (offered, chosen) = alternativeChosen(s) {
            r.filters.tags.removeAll { offered.contains($0) && !chosen.contains($0) }
        }
        // ("we keep arguing pizza vs burgers so forget both. pick something else": both turned down.)
        let turnedDown = r.filters.tags.count >= 2 ? kindsTurnedDown(s) : []
        for t in r.filters.tags where turnedDown.contains(t) && !r.filters.avoid.contains(t) { r.filters.avoid.append(t) }
        // "a japanese place but not sushi, im so sick of sushi": what is avoided is not also wished for.
        r.filters.tags.removeAll { r.filters.avoid.contains($0) }
        // ("german with craft beer… picky about his beer": a kind said again inside a longer one asked is that one.)
        let asked = r.filters.tags
        r.filters.tags.removeAll { t in asked.contains { $0.hasSuffix(" " + t) } }
        // "calmo, sem aquela muvuca": a quiet place already leaves the lively ones out.
        if r.filters.tags.contains("quiet") { r.filters.avoid.removeAll { $0 == "lively" } }
        r.leftover = s.freeIndices.filter { !FilterWords.connectives.contains(s.words[$0]) && s.words[$0].kind != .symbol }
        return r
    }

    /// "won't eat anything that isn't a burger", "não come nada que não seja
    /// hambúrguer", "nothing but burgers": the words from "anything" to the
    /// negation before the kind, when a double negation wishes for that kind
    /// only — "anything"/"qualquer coisa" under a negated verb, or "nothing"/"nada".
    func onlyThisKind(_ s: Sentence, at i: Int) -> Range<Int>? {
        let w = s.words[i].folded
        guard ["anything", "nothing", "nada"].contains(w) else { return nil }
        let negatedBefore = (max(0, i - 4)..<i).contains { j in
            s.words[j].folded.hasSuffix("n't") || ["not", "cannot", "nao", "never", "nunca", "wont"].contains(s.words[j])
        }
        guard w != "anything" || negatedBefore else { return nil }
        var j = i + 1
        // "nothing but", "nada além de".
        if j < s.count, ["but", "except", "alem"].contains(s.words[j]) {
            j += 1
            if j < s.count, s.words[j].folded == "de" { j += 1 }
            return term(s, at: j) != nil || j + 1 < s.count && term(s, at: j + 1) != nil ? i..<j : nil
        }
        guard j < s.count, ["that", "que", "which"].contains(s.words[j]) else { return nil }
        j += 1
        guard j < s.count else { return nil }
        if s.words[j].folded.hasSuffix("n't") {
            j += 1
        } else if ["nao", "not"].contains(s.words[j]) || j + 1 < s.count && s.words[j].folded == "is" && s.words[j + 1].folded == "not" {
            j += s.words[j].folded == "is" ? 2 : 1
        } else {
            return nil
        }
        while j < s.count, ["seja", "for", "e", "be", "a", "an", "um", "uma", "de"].contains(s.words[j]) { j += 1 }
        return j < s.count && term(s, at: j) != nil ? i..<j : nil
    }

    /// Tags and categories (longest phrase at each word), avoided after
    /// `not`/`sem`/`without` until `and`/`with`/`e`/`com` ends the list.
    /// "too crowded", "esse vive lotado", "always so noisy", "lotado demais": a kind complained of is
    /// what the pick had too much of, left out.
    private func complainedOf(_ s: Sentence, _ i: Int, end: Int) -> Bool {
        var k = i - 1
        while k >= 0, ["so", "way", "tao", "muito", "really", "super"].contains(s.words[k]) { k -= 1 }
        return k >= 0 && FilterWords.complaint.contains(s.words[k]) || s.key(end) == "demais"
    }

    private func readTerms(_ s: inout Sentence, _ r: inout FilterReading) {
        var avoiding = false
        // The word that opened the exclusion being read ("menos", "except"…).
        var exclusion = ""
        // "comi sushi a semana toda", "we had churrasco for lunch": what was eaten is no wish.
        var eaten = false
        // The kinds wished for in this clause so far ("pasta and pizza are out" leaves both out).
        var wishedInClause: [String] = []
        // After "can't … without" in this clause, what follows is wished for.
        var wishedDespiteNegation = false
        // Where a refusal said after a kind ends ("japonês nem pensar, quero massa"): it negates nothing after it.
        var refusalEnd: Int?
        let portuguese = Negation.readsPortuguese(s.words)
        var i = 0
        while i < s.count {
            // (An emoji ends a clause as a mark does: "meu VR não passa em todo lugar 😩 me acha um restaurante".)
            if s.words[i].kind == .punctuation && [".", ";", "!", "?", ",", ":", "—"].contains(s.words[i].text.first ?? " ")
                || NegationScope.isEmoji(s.words[i])
            {
                // "no pizza, pasta or bakeries": a comma inside a list of kinds keeps them left out ("or no, mexican" opens none).
                let listGoesOn =
                    avoiding && s.words[i].text == "," && !(i > 0 && ["no", "nao"].contains(s.words[i - 1]))
                    && term(s, at: i + 1).map { t in
                        t.end == s.count || s.words[t.end].kind == .punctuation
                            || ["or", "ou", "nor", "nem", "and", "e"].contains(s.words[t.end])
                    } == true
                if !listGoesOn { avoiding = false }
                eaten = false; wishedInClause = []; wishedDespiteNegation = false
            }
            // ("nunca comi comida vietnamita": never eaten is a wish to try.)
            if FilterWords.ateVerbs.contains(s.words[i])
                || ["had", "ate"].contains(s.words[i]) && i > 0 && FilterWords.eaters.contains(s.words[i - 1]),
                !s.scope.inIdiom(i), !s.isNegated(i)
            {
                eaten = true
            }
            // ("we had pizza yesterday maybe japanese or thai": a wish after it, unpunctuated, is no longer eaten.)
            // ("not pizza again maybe japanese or thai": nor is one left out.)
            if eaten || avoiding, FilterWords.wishAfterEaten.contains(s.words[i]) { eaten = false; avoiding = false }
            guard !s.used[i] else { i += 1; continue }
            // ("can't leave without a real gaucho barbecue", "não dá pra ir embora sem…": a double negation wishes for it.)
            let doubled =
                ["without", "sem"].contains(s.words[i])
                && (max(0, i - 4)..<i).contains { j in
                    s.words[j].folded.hasSuffix("n't") || ["not", "cannot", "nao", "never", "nunca"].contains(s.words[j])
                }
            if doubled { wishedDespiteNegation = true }
            // ("won't eat anything that isn't a burger", "ele não come nada que não seja hambúrguer", "nothing but burgers":
            // only that kind is wished for.)
            if let only = onlyThisKind(s, at: i) {
                wishedDespiteNegation = true
                avoiding = false
                s.use(only)
                i = only.upperBound
                continue
            }
            if !s.scope.inIdiom(i), !doubled, let m = s.words[i].isWord ? FilterWords.avoid.match(s.words, at: i) : nil,
                m.end < s.count || s.words[i].folded == "nothing",
                s.words[i].folded != "no" || !portuguese, !Negation.choosesBetween(s.words, from: m.end),  // "não consigo decidir entre…"
                // ("other than that she's craving mexican": "other than" what was just said leaves out nothing more.)
                !(m.end - i > 1 && m.end < s.count && ["that", "isso", "disso", "this"].contains(s.words[m.end]))
            {
                // "no" before a term avoids it; a lone "no" does not. Having had enough of something
                // avoids only a kind named right after ("tired of Japanese food", not "tired of picking restaurants").
                let enough = FilterWords.enough.contains(s.words[i])
                // ("sick of reviewing burgers", "cansado de comer pizza": a verb of eating or doing, then the kind.)
                // (Not a generic place: "tired of picking restaurants" leaves nothing out.)
                if enough, m.end + 1 < s.count, term(s, at: m.end) == nil,
                    let kind = term(s, at: m.end + 1), !FilterWords.generic.contains(kind.term),
                    s.words[m.end].folded.hasSuffix("ing") || FilterWords.eatingVerbs.contains(s.words[m.end])
                {
                    avoiding = true
                    s.use(i..<(m.end + 1))
                    i = m.end + 1
                    continue
                }
                if enough, term(s, at: m.end) == nil,
                    term(s, at: m.end + 1) == nil || !["the", "o", "a", "de", "of"].contains(s.words[m.end])
                {
                    i = m.end
                    continue
                }
                if term(s, at: m.end) != nil
                    || ["not", "no", "nao", "sem", "without", "except", "menos", "exceto", "nada de", "nem"].contains(s.words[i])
                    || m.end - i > 1
                {
                    avoiding = true
                    exclusion = s.words[m.end - 1].folded
                    s.use(i..<m.end)
                    i = m.end
                    continue
                }
            }
            // "massa, bora": the interjection ("cool!"), not pasta — pasta is "uma massa", "de massa".
            if s.words[i].folded == "massa",
                i == 0
                    || ![
                        "uma", "a", "de", "da", "boa", "na", "pra", "quero", "queria", "comer", "tipo", "nem", "ou", "e", "sem", "ser",
                        "tal",
                        "com", "so",
                    ].contains(s.words[i - 1]),
                i + 1 == s.count || s.words[i + 1].kind == .punctuation
            {
                i += 1
                continue
            }
            // "I'm learning Portuguese", "desculpa meu português": a language spoken, set aside.
            if languageSpoken(s, i) {
                s.use(i)
                i += 1
                continue
            }
            // A kind said of something other than the wish: what the pick looks like, a photo or recipe, the pick's
            // own food, where someone is from (FilterExceptions.swift).
            if let t = term(s, at: i), kindIsNoWish(s, at: i, end: t.end, term: t.term) {
                s.use(i..<t.end)
                i = t.end
                continue
            }
            // ("italiano eu comi ontem", "pizza we had yesterday": eaten, said after the kind.)
            if let t = term(s, at: i),
                eaten
                    // ("só não quero japonês porque comi ontem": a kind refused stays refused.)
                    || !avoiding && !s.isNegated(i)
                        && (t.end..<min(s.count, t.end + 3)).first(where: {
                            s.words[$0].kind == .punctuation || FilterWords.ateVerbs.contains(s.words[$0])
                                || ["had", "ate"].contains(s.words[$0]) && $0 > t.end && FilterWords.eaters.contains(s.words[$0 - 1])
                        }).map { s.words[$0].kind != .punctuation } ?? false
            {
                s.use(i..<t.end)
                i = t.end
                continue
            }
            if let t = term(s, at: i) {
                // "pizza não, quero hambúrguer": a "não" right after a kind, ending its clause, avoids it.
                // ("sushi de novo não!!", "pasta and pizza are out": a few words between, the clause's end after.)
                var k = t.end
                while k < min(s.count, t.end + 3),
                    ["de", "novo", "again", "hoje", "today", "mais", "are", "is", "ta", "tá"].contains(s.words[k])
                {
                    k += 1
                }
                // ("churrascaria nem pensar", "boteco ele não quer de jeito nenhum", "sushi, no way".)
                let refused = (t.end..<min(s.count, t.end + 6)).first { j in
                    s.words[j].kind == .punctuation && j > t.end
                        ? false
                        : FilterWords.refusedAfter.match(s.words, at: j).map { $0.end == s.count || s.words[$0.end].kind == .punctuation }
                            ?? false
                }
                let between = refused.map { r in (t.end..<r).allSatisfy { s.words[$0].isWord && term(s, at: $0) == nil } } ?? false
                // ("pizza não pfv, comi ontem": politeness may close the clause after the "não".)
                var close = k + 1
                while close < s.count, s.words[close].isWord, Fillers.isFiller(s.words[close]) { close += 1 }
                let postposed =
                    k < s.count && (s.words[k].folded == "nao" || s.words[k].folded == "out" && k > t.end)
                    && (close == s.count || s.words[close].kind == .punctuation)
                    || between
                if postposed {
                    if let r = refused, between, let m = FilterWords.refusedAfter.match(s.words, at: r) {
                        s.use(t.end..<m.end)
                        refusalEnd = m.end
                    } else {
                        s.use(t.end...k)
                    }
                    for tag in wishedInClause {
                        r.filters.tags.removeAll { $0 == tag }
                        if !r.filters.avoid.contains(tag) { r.filters.avoid.append(tag) }
                    }
                }
                let negatedByRefusal =
                    refusalEnd.map { r in r <= i && !(r..<i).contains { Negation.negatorTable.match(s.words, at: $0) != nil } } ?? false
                if avoiding || postposed || complainedOf(s, i, end: t.end) || s.isNegated(i) && !wishedDespiteNegation && !negatedByRefusal
                {
                    if !r.filters.avoid.contains(t.term) { r.filters.avoid.append(t.term) }
                } else if !r.filters.tags.contains(t.term) {
                    r.filters.tags.append(t.term)
                    wishedInClause.append(t.term)
                }
                if let dish = t.dish { r.filters.dishes.append(DishMapping(dish: dish, term: t.term)) }
                s.use(i..<t.end)
                r.said = true
                i = t.end
                continue
            }
            // ("qualquer coisa menos sushi e pizza", "anything except sushi and pizza": the list of what is left out goes on
            // through "and" to the next kind.)
            if ["and", "with", "e", "com"].contains(s.words[i]),
                !(["and", "e"].contains(s.words[i]) && FilterWords.exclusions.contains(exclusion) && term(s, at: i + 1) != nil)
            {
                avoiding = false
            }
            i += 1
        }
    }

    /// The longest vocabulary term (or dish) starting at the word at `i`,
    /// worked out once per sentence and position.
    func term(_ s: Sentence, at i: Int) -> TermAt? {
        guard i >= 0, i < s.count else { return nil }
        // ("something familiar and comforting": a Portuguese alias that is an English word of its own means that word in
        // an English line.)
        if FilterWords.falseFriends.contains(s.words[i]), Negation.readsEnglish(s.words) { return nil }
        return s.info.term(at: i) { term(s.words, at: i) }
    }

    /// The longest vocabulary term (or dish) starting at `words[i]`.
    private func term(_ words: [Word], at i: Int) -> TermAt? {
        guard i < words.count, words[i].isWord else { return nil }
        // Most words begin no longer phrase: one look-up, no joined strings.
        let maxWords = vocabulary.mayStartPhrase(words[i].folded) ? min(vocabulary.longestPhrase + 1, words.count - i) : 1
        if maxWords == 1 {
            let id = words[i].id
            if id != WordID.unknown, let known = lexicon.line.terms[id] { return known.map { ($0.term, i + 1, $0.dish) } }
            let found = vocabulary.term(folded: words[i].folded).map { (term: $0.term.lowercased(), dish: $0.dish) }
            if id != WordID.unknown { lexicon.line.terms[id] = .some(found) }
            return found.map { ($0.term, i + 1, $0.dish) }
        }
        var n = maxWords
        while n >= 1 {
            let slice = words[i..<(i + n)]
            if slice.allSatisfy({ $0.isWord }) {
                let phrase = slice.map(\.folded).joined(separator: " ")
                if let found = vocabulary.term(folded: phrase) { return (found.term.lowercased(), i + n, found.dish) }
            }
            n -= 1
        }
        return nil
    }
}
