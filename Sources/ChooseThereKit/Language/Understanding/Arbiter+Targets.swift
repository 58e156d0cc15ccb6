// MARK: - The arbiter's policy 4: targets the list knows

extension Arbiter {
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
