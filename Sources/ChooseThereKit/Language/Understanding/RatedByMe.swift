// MARK: - Filters: places rated by the one talking

extension SentenceReader {
    /// "only places that I have rated already", "lugares que a gente avaliou": rated by the one talking, in
    /// other words — a rating filter (only with "only", else preferred).
    func readRatedByMe(_ s: inout Sentence, _ r: inout FilterReading) {
        if r.filters.rating == .any,
            // ("só dos que eu já dei nota": a rating given is one said.)
            let k = s.freeIndices.first(where: {
                FilterWords.ratedByMe.contains(s.words[$0])
                    || ["dei", "demos", "deu"].contains(s.words[$0]) && ["nota", "notas"].contains(s.key($0 + 1) ?? "")
            }),
            let who = (max(0, k - 3)..<k).first(where: {
                Arbiter.firstPerson.contains(s.words[$0]) || ["i've", "we've"].contains(s.words[$0])
            }),
            !s.isNegated(k),
            // ("a place I've rated at least four stars", "I rated my Uber driver 5 stars": stars said are a minimum or a story.)
            !(k + 1..<min(s.count, k + 9)).contains(where: {
                StarsSlot.match(s.words, at: $0) != nil || NumberSlot.match(s.words, at: $0) != nil
            })
        {
            let only = (max(0, who - 5)..<who).first { ["only", "just", "so", "apenas", "somente"].contains(s.words[$0]) }
            r.filters.rating = only == nil ? .prefer : .only
            if let only { s.use(only) }
            s.use(who...k)
            if ["nota", "notas"].contains(s.key(k + 1) ?? "") { s.use(k + 1) }
            if k + 1 < s.count, ["already", "before", "antes"].contains(s.words[k + 1]) { s.use(k + 1) }
            r.said = true
        }
    }
}
