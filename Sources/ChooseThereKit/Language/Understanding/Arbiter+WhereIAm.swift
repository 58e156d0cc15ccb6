// MARK: - The arbiter's policy 9: where I am is no city switch

extension Arbiter {
    /// "tô na paulista", "estou no centro", "I'm at the Paulista": being
    /// somewhere, said with an article, names a place where the user is —
    /// not a city to move to (cities take no article: "tô em Curitiba"),
    /// unless it is a city's nickname ("tô no rio").
    func saidAsWhereIAm(_ s: Sentence) -> Bool {
        let words = s.words.filter(\.isWord)
        guard words.count >= 3 else { return false }
        let beings: Set<String> = ["to", "tou", "estou", "estamos", "tamo", "tamos", "i'm", "im", "we're", "were"]
        guard beings.contains(words[0].folded) else { return false }
        var i = 1
        if ["am", "are"].contains(words[i].folded), i + 1 < words.count { i += 1 }
        guard ["na", "no", "nas", "nos", "at"].contains(words[i].folded) else { return false }
        i += 1
        if i < words.count, words[i].folded == "the" { i += 1 }
        guard i < words.count else { return false }
        return CityResolver.nicknames[words[i].folded] == nil
    }

    /// The words after "tô na", "i'm at the": the place said.
    static func placeSaid(_ s: Sentence) -> String {
        guard let at = s.words.indices.first(where: { ["na", "no", "nas", "nos", "at"].contains(s.words[$0]) }) else {
            return s.line.trimmed
        }
        var start = at + 1
        if start < s.count, s.words[start].folded == "the" { start += 1 }
        return start < s.count ? s.text(s.trimmed(start..<s.count)) : s.line.trimmed
    }
}
