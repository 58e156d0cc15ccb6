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
