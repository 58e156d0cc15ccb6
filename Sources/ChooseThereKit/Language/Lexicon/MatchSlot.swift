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
        while j < words.count, let key = words.key(j), !cues.contains(key), askedFor(words, at: j) == nil {
            guard lead.contains(key) || key.hasSuffix("n't") else { return nil }
            j += 1
        }
        guard j < words.count, let cue = words.key(j) else { return nil }
        var end: Int
        if cues.contains(cue) {
            end = j + 1
            // "it matched what I asked for"
            if let asked = askedFor(words, at: end) { end = asked }
        } else if let asked = askedFor(words, at: j) {
            end = asked
        } else {
            return nil
        }
        while let key = words.key(end), trail.contains(key) { end += 1 }
        // (A verb of fitting carries the negation: "não bateu com o que eu pedi".)
        let fitting = (i..<j).first { words.key($0).map(fittingVerbs.contains) ?? false } ?? j
        // ("não tinha nada a ver com o que eu pedi", "nothing to do with what we wanted": nothing of it, whatever else
        // negates the line.)
        if fitting >= 2, ["nada", "nothing"].contains(words.key(fitting - 2) ?? ""), ["a", "to"].contains(words.key(fitting - 1) ?? "") {
            return SlotMatch(value: false, range: i..<end)
        }
        switch Negation.polarity(words, at: fitting) {
        case .affirmative: return SlotMatch(value: true, range: i..<end)
        case .negative: return SlotMatch(value: false, range: i..<end)
        case .ambiguous: return nil
        }
    }

    static let cues: WordSet = ["match", "matched", "combinou"]

    /// "what we asked for", "what I wanted", "o que eu pedi", "o que a gente
    /// queria": the place was (or was not) what was asked for. The index after the phrase.
    static func askedFor(_ words: [Word], at j: Int) -> Int? {
        var k = j
        // ("cheap like i wanted", "just as we asked": as it was asked.)
        if words.key(k) == "what" || ["like", "as"].contains(words.key(k) ?? "") && ["i", "we", "they"].contains(words.key(k + 1) ?? "") {
            k += 1
        } else if words.key(k) == "the",
            let subject = (k + 2..<max(k + 2, min(words.count, k + 5))).first(where: { ["i", "we"].contains(words.key($0) ?? "") }),
            (k + 1..<subject).allSatisfy({ words[$0].isWord }), words.key(subject + 1).map({ askedVerbs.contains($0) }) == true
        {
            // "exactly the cheap eat I asked for": the thing asked for, named.
            k = subject
        } else if ["o", "do"].contains(words.key(k) ?? ""), words.key(k + 1) == "que" || words.key(k + 1) == "q" {
            // ("não era nada do que eu pedi": nothing of what was asked.)
            k += 2
        } else if words.key(k) == "oq" {
            k += 1
        } else {
            return nil
        }
        if let key = words.key(k), ["i", "we", "eu", "nos", "gente", "a", "they", "eles", "elas", "ele", "ela"].contains(key) {
            k += key == "a" && words.key(k + 1) == "gente" ? 2 : 1
        } else if k + 1 < words.count,
            let verb = (k + 1..<min(words.count, k + 4)).first(where: { words.key($0).map { askedVerbs.contains($0) } ?? false }),
            (k..<verb).allSatisfy({ words[$0].isWord }), verb + 1 == words.count || !words[verb + 1].isWord
        {
            // ("exactly what the kid wanted", "o que a minha mãe queria": someone along asked for it, the phrase closing its clause.)
            k = verb
        }
        // ("what i was hoping for", "o que eu tava esperando".)
        if let key = words.key(k), ["was", "were", "tava", "estava", "estavamos"].contains(key),
            words.key(k + 1).map({ askedVerbs.contains($0) }) == true
        {
            k += 1
        }
        // ("o que eu tinha pedido", "what we had asked for".)
        if let key = words.key(k), ["tinha", "tinhamos", "had", "havia"].contains(key),
            words.key(k + 1).map({ askedVerbs.contains($0) }) == true
        {
            k += 1
        }
        guard let verb = words.key(k), askedVerbs.contains(verb) else { return nil }
        k += 1
        if let key = words.key(k), ["for", "in", "mind"].contains(key) { k += 1 }
        if words.key(k) == "mind" { k += 1 }
        return k
    }

    static let askedVerbs: WordSet = [
        "asked", "wanted", "ordered", "needed", "had", "expected", "pedi", "pedimos", "pediu", "queria", "queriamos", "quis",
        "procurava", "procuravamos", "esperava", "esperavamos", "precisava", "precisavamos", "pedido", "pedida",
        "hoping", "imagined", "esperando", "imaginava", "imaginei", "craving", "looking", "procurando", "queriam", "pediram",
    ]

    /// Words that may come before the cue in the phrase.
    static let lead = WordSet(
        [
            "it's", "its", "it", "was", "is", "a", "an", "perfect", "total", "totally", "complete", "real", "true",
            "such", "definitely", "absolutely", "100%", "super", "that's", "thats", "what", "we", "great",
            "no", "not", "never", "wasn't", "isn't", "didn't", "wasnt", "isnt", "didnt",
            "deu", "foi", "um", "e", "rolou", "mega", "muito", "que", "com", "certeza", "nao", "n", "sem", "nada",
            "de", "nunca", "bem", "a", "gente", "tinha", "teve", "houve",
            "exactly", "just", "precisely", "exatamente", "era", "were", "wasnt", "totalmente", "mesmo", "really", "quite",
            "had", "nothing", "to", "with", "has",
        ].map(Lexer.fold)
    ).union(fittingVerbs)

    /// "não bateu com o que eu pedi", "didn't fit what we wanted": a verb of fitting before what was asked for.
    /// ("não tinha nada a ver com o que eu pedi", "had nothing to do with what we asked for": to do with it.)
    static let fittingVerbs: WordSet = ["bateu", "bate", "batia", "fit", "fits", "fitted", "ver", "do"]

    /// Words that may follow the cue in the phrase.
    static let trail: WordSet = ["perfeito", "total", "demais", "muito", "100%", "perfect"]
}
