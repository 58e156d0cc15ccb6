// MARK: - Filters: the numbers a pick says (stars, distances, prices)

/// The numbers a spin, a near search or a refinement says, read by
/// `filters(_:near:stars:)` in Filters.swift: a minimum of stars, a radius,
/// a price level (and the everyday words that only look like them).
extension SentenceReader {
    /// Stars said in a pick are a rating filter (`spin 4 stars`, `at least 4
    /// stars`, `4+ estrelas`, `com 5 estrelas`): the pick's slot, never a rating.
    func readStars(_ s: inout Sentence, _ r: inout FilterReading) {
        for i in s.freeIndices {
            guard let m = StarsSlot.match(s.words, at: i), case .stars(let n) = m.value,
                m.range.allSatisfy({ s.isFree($0) || s.words[$0].kind != .word }), !s.negatedRightBefore(i)
            else { continue }
            r.filters.minStars = n
            s.use(m.range)
            // "at least", "pelo menos", "minimum", "no mínimo", "or more", "ou mais", "+": the filter's own words.
            var minimum = false
            var j = i - 1
            while j >= 0, FilterWords.atLeast.contains(s.words[j]) {
                minimum = minimum || FilterWords.minimum.contains(s.words[j]); s.use(j); j -= 1
            }
            var k = m.range.upperBound
            while k < s.count, FilterWords.atLeast.contains(s.words[k]) || s.words[k].text == "+" {
                minimum =
                    minimum || FilterWords.minimum.contains(s.words[k]) || s.words[k].text == "+"
                    || ["more", "mais"].contains(s.words[k]) && ["or", "ou"].contains(s.words[k - 1])
                s.use(k); k += 1
            }
            // Stars alone make no pick ("dá uma estrela pra ele" rates, or asks); a minimum does
            // ("só com 4 estrelas pra cima", "at least 4 stars").
            if minimum { r.said = true }
            return
        }
    }

    func readDistancesAndPrices(_ s: inout Sentence, _ r: inout FilterReading) {
        var i = 0
        // Whether the price read so far was named with its noun ("moderate price", "mid-range", "preço médio").
        var priceNamed = false
        while i < s.count {
            guard !s.used[i] else { i += 1; continue }
            if let m = DistanceSlot.match(s.words, at: i), !distanceIsTold(s, m.range) {
                r.filters.radiusKm = m.value
                s.use(m.range)
                // "within", "num raio de", "a uns" just before the distance.
                var j = m.range.lowerBound - 1
                while j >= 0, !s.used[j],
                    FilterWords.within.match(s.words, at: j) != nil || ["of", "me", "daqui", "here"].contains(s.words[j])
                {
                    s.use(j); j -= 1
                }
                if let after = s.key(m.range.upperBound),
                    ["of me", "daqui", "from here", "de mim", "here"].contains(after) || after == "daqui"
                {
                    s.use(m.range.upperBound)
                }
                r.said = true
                i = m.range.upperBound
                continue
            }
            // "esse já fechou cara, outro", "somos 12 caras": "cara" is "dude", and people counted are no price.
            if ["cara", "caras"].contains(s.words[i]), caraIsAPerson(s, i) {
                i += 1
                continue
            }
            if let m = PriceSlot.match(s.words, at: i) {
                // ("sou cadeirante e só vou em lugar acessível": beside a wheelchair, "acessível" is step-free, no price.)
                if m.range.count == 1, s.words[i].folded == "acessivel", s.words.contains(where: { FilterWords.wheelchair.contains($0) }) {
                    s.use(i); i += 1; continue
                }
                var price = m.value
                let negated = s.isNegated(m.range.lowerBound)
                // ("moderate price is fine, we don't need fancy": what is not needed never overrides a level named outright.)
                if negated, case .tier = price, r.filters.price != nil, priceNamed {
                    s.use(m.range); i = m.range.upperBound; continue
                }
                if negated, case .tier(let t) = price { price = t == 3 ? .tier(1) : (t == 1 ? .tier(2) : price) }
                // A wish relative to this pick wins over a description of it ("um mais barato, esse tá caro"),
                // but not over a price level named outright ("um pouco mais caro, tipo preço médio").
                let named = s.words[m.range].contains {
                    // ("tá mt caro esse, algo médio": a middle level is named outright too.)
                    [
                        "preco", "price", "priced", "range", "faixa", "prices", "precos", "mid-range", "midrange", "mid", "medio", "media",
                        "moderate", "moderado", "moderada", "intermediario", "intermediaria",
                    ].contains($0)
                }
                if case .tier = price, r.price == .cheaper || r.price == .pricier, !named {
                    s.use(m.range); i = m.range.upperBound; continue
                }
                // "algo baratinho por favor, fralda tá cara kkk": a price said of something else, after the wish, is its story.
                let lo = m.range.lowerBound
                // ("o uber é caro", "são paulo é a cidade mais cara q já morei": what costs is no place to eat.)
                // (The thing is the clause's subject: "a passagem de ônibus tá cara demais", "rent in this city is so expensive".)
                let clauseStart = (0..<lo).last { s.words[$0].kind == .punctuation }.map { $0 + 1 } ?? 0
                if (clauseStart..<lo).contains(where: { NumberFilters.costlyThings.contains(s.words[$0]) }),
                    !(clauseStart..<lo).contains(where: {
                        term(s, at: $0) != nil || $0 >= lo - 2 && PlaceWords.this.contains(s.words[$0])
                            || ["lugar", "place", "restaurante", "restaurant", "one", "um", "uma", "algo", "something"].contains(
                                s.words[$0])
                    })
                {
                    s.use(m.range); i = m.range.upperBound; continue
                }
                if case .tier = price, r.filters.price != nil, lo >= 2,
                    ["ta", "esta", "e", "is", "was", "are", "were", "tao", "estao", "anda"].contains(s.words[lo - 1]),
                    s.words[lo - 2].isWord, !PlaceWords.this.contains(s.words[lo - 2]), term(s, at: lo - 2) == nil,
                    !["lugar", "place", "it", "it's", "ele", "ela", "restaurante", "restaurant"].contains(s.words[lo - 2]),
                    // ("budget is mid-range": the price's own noun says it.)
                    !["budget", "orcamento", "price", "prices", "preco", "precos"].contains(s.words[lo - 2]),
                    PriceSlot.match(s.words, at: lo - 2) == nil
                {
                    s.use(m.range); i = m.range.upperBound; continue
                }
                if price == .cheaper || price == .pricier { r.filters.price = nil }
                r.price = price
                if case .tier(let t) = price { r.filters.price = t }
                priceNamed = !negated && named
                s.use(m.range)
                r.said = true
                i = m.range.upperBound
                continue
            }
            i += 1
        }
    }
}

enum NumberFilters {
    /// Things that cost, other than a place to eat: a price said of them is no wish ("o uber é caro").
    static let costlyThings: WordSet = [
        "uber", "taxi", "cab", "cidade", "city", "vida", "life", "aluguel", "rent", "gasolina", "gas", "ingresso", "ingressos",
        "ticket", "tickets", "passagem", "passagens", "estacionamento", "parking", "voo", "flight", "hotel", "fralda", "fraldas",
        "roupa", "clothes", "faculdade", "college", "tuition", "corrida", "ride",
    ]
}
