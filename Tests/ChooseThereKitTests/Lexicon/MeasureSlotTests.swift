import Testing

@testable import ChooseThereKit

@Suite("Lexicon: distance, stars and price")
struct MeasureSlotTests {
    // MARK: Distance (kilometres)

    static let distances: [(Double, [String])] = [
        (
            0.5,
            [
                "500m", "500 m", "500 metros", "500 meters", "500 metres", "500mts", "five hundred meters",
                "quinhentos metros", "meio km", "meio quilômetro", "half a kilometre", "half a km", "half km", "0.5 km",
                "0,5km", "0.5km", "uns 500 metros", "about 500m", "around 500 m", "~500m", "~ 500 m",
                "cerca de 500 metros", "mais ou menos 500 metros", "por volta de 500m", "umas quinhentas metros",
            ]
        ),
        (
            1,
            [
                "1km", "1 km", "1 kilometer", "one kilometre", "um quilômetro", "um quilometro", "a km", "um km",
                "a kilometer", "1000m", "1000 m", "1.000 m", "1.000 metros", "1,000 m", "1 quilo", "um quilo", "1k",
                "1 k", "1-km", "roughly 1 km", "aproximadamente 1 km", "1000 metres",
            ]
        ),
        (
            1.5,
            [
                "1.5km", "1,5 km", "um quilômetro e meio", "um km e meio", "1 km e meio", "one and a half km",
                "1.500 m", "1500 metros", "mil e quinhentos metros", "um e meio km", "1 and a half kilometers",
            ]
        ),
        (
            2,
            [
                "2km", "2 km", "2 kms", "two km", "dois km", "dois quilômetros", "2 quilos", "a couple of km",
                "um par de quilômetros", "2000m", "2.000 metros", "2KM", "Dois Km",
            ]
        ),
        (2.5, ["2.5 km", "2,5 km", "2.5km", "2,5km", "dois km e meio", "two and a half km", "2.500 metros"]),
        (3, ["3 km", "three kilometers", "três quilômetros", "tres km", "uns 3 km", "umas 3 km"]),
        (10, ["10km", "ten km", "dez quilômetros"]),
        (25, ["twenty five km", "vinte e cinco km", "25 km"]),
        (1.609344, ["1 mile", "a mile", "one mile", "uma milha", "1mi", "1 mi"]),
        (0.804672, ["half a mile", "meia milha"]),
        (0.001, ["1 m", "1 metre", "um metro"]),
        (0.0015, ["1.5 m"]),
        (-2, ["-2 km"]),
        (0, ["0 km", "zero km"]),
    ]

    static let distanceNegatives = [
        "2", "km", "two", "a", "a m", "um m", "about", "2 kg", "3 stars", "m", "uns", "2 e", "mi", "\"2 km\"",
    ]

    @Test func distanceCorpus() {
        let wrong = runCorpus(Self.distances) { words in
            DistanceSlot.match(words, at: 0).map { m in
                // Kilometres compared to a micrometre.
                SlotMatch(value: (m.value * 1_000_000).rounded() / 1_000_000, range: m.range)
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong:\n\(wrong.joined(separator: "\n"))")
        let negatives = runNegatives(Self.distanceNegatives) { DistanceSlot.match($0, at: 0) }
        #expect(negatives.isEmpty, "\(negatives.joined(separator: "\n"))")
    }

    @Test func distanceInsideALine() {
        let words = Lexer.words("near me 2 km bar")
        #expect(DistanceSlot.match(words, at: 2) == SlotMatch(value: 2, range: 2..<4))
        #expect(DistanceSlot.firstMatch(in: words) == SlotMatch(value: 2, range: 2..<4))
        #expect(DistanceSlot.firstMatch(in: Lexer.words("perto de mim 1,5km bar")) == SlotMatch(value: 1.5, range: 3..<4))
        #expect(DistanceSlot.firstMatch(in: Lexer.words("spin bar")) == nil)
    }

    // MARK: Stars

    static let stars: [(Stars, [String])] = [
        (
            .stars(1),
            [
                "1 star", "one star", "uma estrela", "1 estrela", "nota 1", "nota um", "nota uma", "⭐", "★", "★☆☆☆☆",
                "1/5",
            ]
        ),
        (
            .stars(3),
            [
                "3 stars", "three stars", "3 star", "3-star", "3stars", "3/5", "3 / 5", "3 out of 5", "3 of 5",
                "three out of five", "três estrelas", "tres estrelas", "3 estrelas", "nota 3", "nota três",
                "nota: 3", "⭐⭐⭐", "★★★", "★★★☆☆", "⭐️⭐️⭐️", "3 ⭐", "3 de 5", "nota 3 de 5", "3/5 stars",
                "3 out of 5 stars", "Three Stars", "3 em 5",
            ]
        ),
        (
            .stars(4),
            [
                "4 stars", "a 4 out of 5", "4 de 5", "four stars", "quatro estrelas", "4 estrelas", "nota quatro",
                "★★★★", "4/5", "4-estrelas",
            ]
        ),
        (.stars(5), ["5 stars", "five stars", "cinco estrelas", "5/5", "nota 5", "⭐⭐⭐⭐⭐", "5-star", "5 out of 5"]),
        (
            .fractional(3.5),
            [
                "3.5 stars", "3,5 estrelas", "three and a half stars", "três estrelas e meia",
                "três e meia estrelas", "★★★½", "3.5/5", "nota 3,5", "3 and a half stars",
            ]
        ),
        (.fractional(4.5), ["4.5 stars", "nota 4,5", "4,5/5", "quatro estrelas e meia", "4.5 out of 5"]),
        (.fractional(0.5), ["half a star", "meia estrela"]),
        (.outOfRange(0), ["0 stars", "zero stars", "zero estrelas", "nota 0", "nota zero", "☆☆☆☆☆", "0/5"]),
        (.outOfRange(7), ["7 stars", "seven stars", "sete estrelas", "7/5", "nota 7", "⭐⭐⭐⭐⭐⭐⭐"]),
        (.outOfRange(10), ["nota 10", "nota dez"]),
        (.outOfRange(-1), ["-1 stars"]),
        (.otherScale(8, outOf: 10), ["8/10", "8 out of 10", "8 de 10", "eight out of ten", "8 / 10"]),
        (.otherScale(3, outOf: 4), ["3/4", "3 out of 4"]),
    ]

    static let starsNegatives = ["3", "three", "três", "nota", "stars", "2 de 3", "3 of 4", "a 4", "rate 4", "$$$", "😋", "3 km"]

    @Test func starsCorpus() {
        let wrong = runCorpus(Self.stars) { StarsSlot.match($0, at: 0) }
        #expect(wrong.isEmpty, "\(wrong.count) wrong:\n\(wrong.joined(separator: "\n"))")
        let negatives = runNegatives(Self.starsNegatives) { StarsSlot.match($0, at: 0) }
        #expect(negatives.isEmpty, "\(negatives.joined(separator: "\n"))")
    }

    @Test func starsInsideALine() {
        let words = Lexer.words("rate Tan Tan 4 stars would return")
        #expect(StarsSlot.firstMatch(in: words) == SlotMatch(value: .stars(4), range: 3..<5))
    }

    // MARK: Price

    static let prices: [(Price, [String])] = [
        (
            .tier(1),
            [
                "cheap", "budget", "affordable", "inexpensive", "cheapish", "not expensive",
                "low-cost", "low cost", "lowcost", "$", "barato", "barata", "baratinho", "baratinha", "em conta",
                "econômico", "economico", "preço bom", "bom preço", "CHEAP", "Baratinho", "budget-friendly",
                "budget friendly", "nada caro",
            ]
        ),
        (
            .tier(2),
            [
                "mid", "moderate", "mid-range", "mid range", "midrange", "$$", "preço médio", "preco medio",
                "nem caro nem barato", "moderately priced", "mid-priced", "neither cheap nor expensive",
                // "Not too expensive" asks for the middle (issue 23: price said in words).
                "not too pricey", "not too expensive", "nothing too pricey", "não muito caro", "nada muito caro",
            ]
        ),
        (
            .tier(3),
            [
                "fancy", "expensive", "upscale", "pricey", "splurge", "fine dining", "$$$", "$$$$", "caro", "cara",
                "chique", "sofisticado", "sofisticada", "metido", "metido a besta", "high-end", "high end",
                "luxuoso", "requintado", "posh", "Chique",
            ]
        ),
        (
            .cheaper,
            [
                "cheaper", "less expensive", "more affordable", "not so expensive", "mais barato", "mais barata",
                "mais em conta", "menos caro", "menos cara", "less pricey", "mais econômico",
            ]
        ),
        (
            .pricier,
            [
                "pricier", "more expensive", "fancier", "mais caro", "mais cara", "mais chique", "mais sofisticado",
                "mais sofisticada", "more upscale", "menos barato",
            ]
        ),
    ]

    static let priceNegatives = ["price", "preço", "money", "dinheiro", "$5", "R$", "mais", "not", "menos", "a", "€€"]

    @Test func priceCorpus() {
        let wrong = runCorpus(Self.prices) { PriceSlot.match($0, at: 0) }
        #expect(wrong.isEmpty, "\(wrong.count) wrong:\n\(wrong.joined(separator: "\n"))")
        let negatives = runNegatives(Self.priceNegatives) { PriceSlot.match($0, at: 0) }
        #expect(negatives.isEmpty, "\(negatives.joined(separator: "\n"))")
    }

    @Test func aNegationBeforeAPriceIsTheCallersToWeigh() {
        let words = Lexer.words("somewhere not cheap")
        let m = PriceSlot.firstMatch(in: words)
        #expect(m == SlotMatch(value: .tier(1), range: 2..<3))
        #expect(Negation.isNegated(words, at: 2))
        // A phrase with its own negation is read whole and is not negated.
        let whole = Lexer.words("something not too expensive")
        #expect(PriceSlot.firstMatch(in: whole) == SlotMatch(value: .tier(2), range: 1..<4))
        #expect(!Negation.isNegated(whole, at: 1))
    }
}
