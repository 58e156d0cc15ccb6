// MARK: - Areas of a town, said inside a request

/// A part of town said inside a request — "in the north part of town", "on
/// the west side of the city", "downtown", "no centro da cidade", "na zona
/// sul", "no lado leste" — is set aside before the readers see the line:
/// no slot takes it (the list knows no neighbourhoods), it is never a city
/// or a search text, and the reply says it was not used.
enum Areas {
    /// Words that name a direction or a middle.
    static let directions: WordSet = [
        "north", "south", "east", "west", "northern", "southern", "eastern", "western", "central",
        "centre", "center", "norte", "sul", "leste", "oeste", "centro",
    ]
    /// Words for a part ("the north part of town", "a zona sul").
    static let parts: WordSet = ["part", "side", "section", "area", "end", "parte", "lado", "zona", "regiao", "bairro"]
    static let prepositions: WordSet = ["in", "on", "at", "around", "near", "em", "no", "na", "do", "da", "pela", "pelo", "perto"]
    static let loneDirectionPrepositions: WordSet = ["in", "on", "at", "around", "em", "no", "na"]
    static let articles: WordSet = ["the", "a", "o"]
    static let towns: WordSet = ["town", "city", "cidade"]
    static let whole = PhraseTable<Bool>(
        [
            "downtown", "city centre", "city center", "town centre", "town center", "centre of town", "center of town",
            "any part of town", "any area", "any part of the city", "qualquer parte da cidade", "qualquer regiao",
        ].map { ($0, true) })

    /// Sets aside every area phrase of `s`, returning what was said (as typed).
    static func setAside(_ s: inout Sentence) -> [String] {
        var said: [String] = []
        var i = 0
        while i < s.count {
            guard !s.used[i], let end = match(s, at: i) else { i += 1; continue }
            // The preposition before belongs to it ("in the north part", "no centro").
            var start = i
            if start > 0, prepositions.contains(s.words[start - 1]) { start -= 1 }
            said.append(s.text(start..<end))
            s.use(start..<end)
            i = end
        }
        return said
    }

    /// The end of an area phrase starting at `i` (after any preposition), or nil.
    private static func match(_ s: Sentence, at i: Int) -> Int? {
        if let m = whole.match(s.words, at: i) { return extendedByTown(s, m.end) }
        var j = i
        if j < s.count, articles.contains(s.words[j]) { j += 1 }
        // "north part of town", "west side", "zona sul", "lado leste", "centro da cidade".
        if j < s.count, directions.contains(s.words[j]) {
            let direction = j
            j += 1
            if j < s.count, parts.contains(s.words[j]) {
                j += 1
            } else if !["centro", "centre", "center"].contains(s.words[direction]) {
                // "a cheap restaurant in the west": a direction alone only right after
                // a preposition, at the end of its clause (not "Caxias do Sul").
                var k = direction - 1
                if k >= 0, articles.contains(s.words[k]) { k -= 1 }
                guard k >= 0, loneDirectionPrepositions.contains(s.words[k]), j >= s.count || s.words[j].kind == .punctuation else {
                    return nil
                }
            }
            return extendedByTown(s, j)
        }
        if j < s.count, parts.contains(s.words[j]), j + 1 < s.count, directions.contains(s.words[j + 1]) {
            return extendedByTown(s, j + 2)
        }
        return nil
    }

    /// "… of town", "… of the city", "… da cidade".
    private static func extendedByTown(_ s: Sentence, _ end: Int) -> Int {
        var j = end
        guard j < s.count, ["of", "da", "de", "do"].contains(s.words[j]) else { return end }
        j += 1
        if j < s.count, articles.contains(s.words[j]) { j += 1 }
        return j < s.count && towns.contains(s.words[j]) ? j + 1 : end
    }
}
