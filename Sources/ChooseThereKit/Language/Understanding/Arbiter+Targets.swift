// MARK: - The arbiter's policy 4: targets the list knows

extension Arbiter {
    /// Whether a rating word describes places rated before ("ones I already
    /// rated", "places we've rated", "lugares que eu avaliei"): a relative clause
    /// after the places, with me or us as its subject — no rating given now.
    func ratedDescribesPlaces(_ s: Sentence) -> Bool {
        s.words.indices.contains { c in
            guard Arbiter.ratedBefore.contains(s.words[c]) else { return false }
            let before = (max(0, c - 4)..<c)
            guard let subject = before.last(where: { Arbiter.raters.contains(s.words[$0]) }) else { return false }
            return (max(0, subject - 3)..<subject).contains { Arbiter.ratedPlaces.contains(s.words[$0]) }
        }
    }

    static let ratedBefore: WordSet = ["rated", "avaliei", "avaliamos", "reviewed", "gave"]
    static let raters: WordSet = ["i", "we", "i've", "we've", "ive", "weve", "eu", "gente", "nos"]
    static let ratedPlaces: WordSet = [
        "ones", "places", "spots", "restaurants", "those", "lugares", "restaurantes", "os", "as", "que", "q", "which", "that", "one",
    ]

    /// Whether `text` is (the start of) a name in the list.
    func namesAPlace(_ text: String) -> Bool {
        let words = Lexer.words(text)
        return !words.isEmpty && (places.match(words, at: 0) != nil || places.stored(text) != nil)
    }

    /// The words of a pick's filters ("forget the stars", "esquece o filtro
    /// de preço"): a filter is dropped, no place is forgotten.
    static let filterNouns: WordSet = [
        "stars", "star", "estrelas", "estrela", "rating", "ratings", "nota", "notas", "price", "prices", "preco", "precos",
        "filter", "filters", "filtro", "filtros", "part", "parte", "radius", "raio", "distance", "distancia", "open", "aberto",
        "the", "that", "o", "a", "os", "as", "de", "do", "da", "bit", "thing", "coisa",
        // "forget lunch, an ice cream place instead", "esquece o jantar": a meal or a plan is no place.
        "lunch", "dinner", "breakfast", "brunch", "almoco", "jantar", "janta", "lanche", "meal", "refeicao", "plan", "plans",
        "plano", "planos", "idea", "ideia",
    ]

    /// Whether `text` names only a filter of the pick.
    static func namesAFilter(_ text: String) -> Bool {
        let words = Lexer.words(text).filter(\.isWord)
        return !words.isEmpty && words.allSatisfy { filterNouns.contains($0) }
            && words.contains { !["the", "that", "o", "a", "os", "as", "de", "do", "da"].contains($0.folded) }
    }

    /// Whether a target holds the words of a question or of the person
    /// talking ("you know a French place at a moderate" is no place's name).
    static func holdsAQuestion(_ text: String) -> Bool {
        Lexer.words(text).contains { Arbiter.speakers.contains($0) }
    }

    static let speakers: WordSet = ["you", "know", "i", "we", "voce", "vc", "conhece", "sabe", "eu", "nos", "me"]
}

// MARK: Kinds that head a place's name

extension Arbiter {
    /// Whether every kind a pick took heads a place's name typed with its
    /// capitals ("e tira a Pizzaria Bella Napoli, fechou", "Padaria Estrela has
    /// the wrong address", "o Bar da Esquina mudou de endereço"): the name of
    /// one place, no kind wished for. The name goes on past the kind with a
    /// name's small word or a capitalised word that is neither a kind nor an
    /// everyday word ("Italian Food tonight?" names no place).
    func kindsOnlyHeadNames(_ read: Sentence) -> Bool {
        var kinds = 0
        for i in read.words.indices where read.used[i] {
            guard let t = term(read, at: i) else { continue }
            kinds += 1
            guard CapitalisedName.isCapital(read.words[i]) else { return false }
            let run = CapitalisedName.run(read.words, from: i)
            let named = run.dropFirst().contains { j in
                j >= t.end
                    && (CapitalisedName.joiners.contains(read.words[j])
                        || CapitalisedName.isCapital(read.words[j]) && term(read, at: j) == nil
                            && !CommonWords.everyday.contains(read.words[j]))
            }
            if !named { return false }
        }
        return kinds > 0
    }
}

extension Arbiter {
    /// A pick whose only kinds head a place's name typed with its capitals ("e tira a Pizzaria Bella Napoli"),
    /// or whose radius is a few metres ("the wifi radius in this office is like two metres"), may not stand.
    func pickFromANameOrAFewMetres(_ intent: Intent, read: Sentence) -> Refusal? {
        switch intent {
        case .spin(let f), .near(let f, _):
            if f == SpinFilters(tags: f.tags), kindsOnlyHeadNames(read) { return .kindOfAName }
            // ("the wifi radius in this office is like two metres": a few metres are no search's radius — the
            // nearest search reaches 100 m.)
            if let r = f.radiusKm, r < 0.05 { return .storyAboutIt }
        case .refine(let r) where (r.radiusKm ?? 1) < 0.05:
            return .storyAboutIt
        case .refine(let r)
        where r.removeTags.isEmpty && r.addAvoid.isEmpty && r.price == nil && r.radiusKm == nil && r.distance == nil
            && r.rating == nil && r.openNow == nil && r.favorites == nil:
            if kindsOnlyHeadNames(read) { return .kindOfAName }
        default: break
        }
        return nil
    }
}
