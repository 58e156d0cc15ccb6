// MARK: - The names in the user's list, for finding them inside a sentence

/// The place names of the list, folded, so a sentence can name a place
/// anywhere ("we went to Mangai yesterday, 5 stars"). Built by the session
/// from the store when a line first needs it.
public struct PlaceNameIndex: Sendable {
    /// Folded name → the name as stored.
    private let names: [String: String]
    private let firstWords: Set<String>
    private let longest: Int
    /// Every word of every name (for repairing a misspelt one), folded.
    let words: Set<String>

    public init(_ list: [String]) {
        var names: [String: String] = [:]
        var first = Set<String>()
        var all = Set<String>()
        var longest = 1
        for name in list {
            let key = Lexer.words(name).compactMap { $0.kind == .punctuation ? nil : $0.folded }
            guard let head = key.first else { continue }
            if key.count == 1, head.count >= 3 { all.insert(head) }
            let joined = key.joined(separator: " ")
            if names[joined] == nil { names[joined] = name }
            first.insert(head)
            longest = max(longest, key.count)
        }
        self.names = names
        self.firstWords = first
        self.words = all
        self.longest = min(longest, 8)
    }

    public static let empty = PlaceNameIndex([])

    /// Whether `word` is a one-word name (so it is no typo).
    func knows(word: String) -> Bool { words.contains(word) }

    /// The longest known name starting at `words[i]` (punctuation inside a
    /// name, like "Celsin & Cia", is skipped over).
    func match(_ words: [Word], at i: Int) -> (name: String, end: Int)? {
        guard i < words.count, let head = words.key(i), firstWords.contains(head) else { return nil }
        var parts: [String] = []
        var best: (String, Int)?
        var j = i
        while j < words.count, parts.count < longest {
            let w = words[j]
            if w.kind == .quoted { break }
            if w.kind != .punctuation || w.text == "&" { parts.append(w.folded) }
            j += 1
            if let name = names[parts.joined(separator: " ")] { best = (name, j) }
        }
        return best
    }

    /// The stored spelling of a name typed with other case or accents.
    public func stored(_ text: String) -> String? {
        names[Lexer.words(text).compactMap { $0.kind == .punctuation ? nil : $0.folded }.joined(separator: " ")]
    }

    /// The closest known name to a misspelt one (for a did-you-mean).
    public func nearest(_ text: String) -> String? {
        let key = Folding.key(text)
        guard key.count >= 3 else { return nil }
        let tolerance = key.count <= 5 ? 1 : (key.count <= 9 ? 2 : 3)
        var best: (String, Int)?
        for (folded, name) in names where abs(folded.count - key.count) <= tolerance {
            let d = DidYouMean.distance(key, folded)
            if d > 0, d <= tolerance, d < (best?.1 ?? .max) { best = (name, d) }
        }
        return best?.0
    }
}
