// MARK: - MatchSlot: "it's a match"

/// Reads whether a rating says the place was a match: `match`, `perfect
/// match`, `it's a match`, `total match`, `deu match`, `foi um match`,
/// `rolou match`, `combinou` → true; `no match`, `not a match`, `wasn't a
/// match`, `não deu match`, `não combinou`, `sem match` → false.
///
/// The answer is the polarity of the `match` word in the whole line (`I
/// don't think it was a match` is false); an ambiguous double negation is
/// no match at all (nil: the app's default, no match, stands). The range
/// covers the words from `i` to the end of the phrase.
public enum MatchSlot: SlotExtractor {
    public static func match(_ words: [Word], at i: Int) -> SlotMatch<Bool>? {
        guard i >= 0, i < words.count else { return nil }
        var j = i
        while j < words.count, let key = words.key(j), !cues.contains(key) {
            guard lead.contains(key) || key.hasSuffix("n't") else { return nil }
            j += 1
        }
        guard j < words.count, let cue = words.key(j), cues.contains(cue) else { return nil }
        var end = j + 1
        while let key = words.key(end), trail.contains(key) { end += 1 }
        switch Negation.polarity(words, at: j) {
        case .affirmative: return SlotMatch(value: true, range: i..<end)
        case .negative: return SlotMatch(value: false, range: i..<end)
        case .ambiguous: return nil
        }
    }

    static let cues: WordSet = ["match", "matched", "combinou"]

    /// Words that may come before the cue in the phrase.
    static let lead = WordSet(
        [
            "it's", "its", "it", "was", "is", "a", "an", "perfect", "total", "totally", "complete", "real", "true",
            "such", "definitely", "absolutely", "100%", "super", "that's", "thats", "what", "we", "great",
            "no", "not", "never", "wasn't", "isn't", "didn't", "wasnt", "isnt", "didnt",
            "deu", "foi", "um", "e", "rolou", "mega", "muito", "que", "com", "certeza", "nao", "n", "sem", "nada",
            "de", "nunca", "bem", "a", "gente", "tinha", "teve", "houve",
        ].map(Lexer.fold))

    /// Words that may follow the cue in the phrase.
    static let trail: WordSet = ["perfeito", "total", "demais", "muito", "100%", "perfect", "total"]
}
