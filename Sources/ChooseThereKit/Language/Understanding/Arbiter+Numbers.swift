// MARK: - The arbiter's policy: what a number left over counts, and stars said of places

extension Arbiter {
    /// Words of money after an amount.
    static let money: WordSet = [
        "conto", "contos", "reais", "real", "pila", "pilas", "bucks", "dollars", "dolares", "euros", "paus", "mangos", "per",
    ]

    /// Units of time after a number ("fecha em 20 min", "closes in 2 hours", "at 10pm"): a time, never a rating.
    static let timeUnits: WordSet = [
        "h", "pm", "am", "hrs", "hr", "min", "mins", "minute", "minutes", "minuto", "minutos", "hour", "hours", "hora", "horas",
        "seg", "sec", "secs", "segundos",
    ]

    /// "um bar com 4 estrelas", "a place with 5 stars": stars joined to a
    /// kind of place by with/com describe it.
    func starsDescribeAPlace(_ s: Sentence) -> Bool {
        s.words.indices.contains { i in
            guard let stars = StarsSlot.match(s.words, at: i) else { return false }
            // ("just the 5 star ones", "only 4-star places": stars said of places, before them.)
            // (Not what was rated: "nota 5 comida incrível".)
            if stars.range.upperBound < s.count,
                [
                    "ones", "one", "spots", "places", "place", "lugares", "restaurants", "restaurantes", "bars", "bares", "spot",
                ].contains(s.words[stars.range.upperBound])
            {
                return true
            }
            // "with at least 4 stars", "com pelo menos 4 estrelas": the words of a minimum between.
            var j = i - 1
            while j > 0, ["at", "least", "pelo", "menos", "no", "minimo", "minimum"].contains(s.words[j]) { j -= 1 }
            return j > 0 && ["with", "com", "de", "of"].contains(s.words[j])
                && (term(s, at: j - 1) != nil || Fillers.placeNouns.contains(s.words[j - 1])
                    || ["us", "nos", "gente"].contains(s.words[j - 1]))
        }
    }
}
