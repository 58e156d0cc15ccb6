// MARK: - QuickTags: the app's rating tags

/// The app's quick tags; raw values are the app's own spelling. (The app's
/// `Voltaria` tag is what `ReturnIntent` reads.)
public enum QuickTag: String, Sendable, Equatable, CaseIterable {
    case goodValue = "Bom custo-benefício"
    case niceAmbience = "Ambiente agradável"
    case greatService = "Atendimento excelente"
    case amazingFood = "Comida incrível"
    case slow = "Demorou"
    case disappointing = "Decepcionante"
}

/// Reads quick tags from a rating's words: fixed phrases (`good value`,
/// `vale o preço`, `took forever`, `demorou`, `decepcionante`,
/// `delicious`), an adjective before nouns (`great service`, `ótima
/// comida`, `amazing food and service`) or nouns then an adjective
/// (`service was great`, `comida ótima`, `o atendimento foi excelente`,
/// `food and service were amazing`). The adjective decides with the noun:
/// `good service` is a tag but `good food` is not (the tag says
/// *incrível*); `slow service` is `Demorou`.
///
/// A negated phrase gives no tag (`service was not great`, `comida não
/// era incrível`, `didn't take long`, `não demorou`). Decided: a negated
/// complaint gives no tag either — `not disappointing`/`não decepcionou`
/// is not `Decepcionante`, and it is no praise tag: only what was said
/// outright becomes a tag. A negative adjective blocks the phrase
/// (`custo-benefício ruim`, `bad value`).
public enum QuickTags: SlotExtractor {
    public static func match(_ words: [Word], at i: Int) -> SlotMatch<[QuickTag]>? {
        guard let found = candidate(words, at: i) else { return nil }
        guard Negation.polarity(words, at: found.check) == .affirmative else { return nil }
        return SlotMatch(value: found.tags, range: i..<found.end)
    }

    /// Every tag in `words` (each once, in order of appearance) and the
    /// ranges that said them, with negation worked out once.
    public static func read(_ words: [Word], scope: NegationScope? = nil) -> (tags: [QuickTag], ranges: [Range<Int>]) {
        var scope = scope
        var tags: [QuickTag] = []
        var ranges: [Range<Int>] = []
        var i = 0
        while i < words.count {
            guard let found = candidate(words, at: i) else { i += 1; continue }
            if scope == nil { scope = NegationScope(words) }
            if scope?.polarity(at: found.check) == .affirmative {
                for tag in found.tags where !tags.contains(tag) { tags.append(tag) }
                ranges.append(i..<found.end)
            }
            i = found.end
        }
        return (tags, ranges)
    }

    // MARK: Patterns

    struct Candidate {
        var tags: [QuickTag]
        var end: Int
        /// The word whose polarity decides (the adjective, or the phrase's head).
        var check: Int
    }

    /// The phrase starting at `i`, before negation is weighed.
    static func candidate(_ words: [Word], at i: Int) -> Candidate? {
        guard i >= 0, i < words.count, words[i].isWord else { return nil }
        var j = i
        if let key = words.key(j), articles.contains(key), j + 1 < words.count { j += 1 }
        // Nouns, then an adjective or a "slow" phrase: "service was great", "comida demorou".
        if let nouns = nounList(words, at: j) {
            var k = nouns.end
            var steps = 0
            while steps < 4, let key = words.key(k),
                linking.contains(key) || intensifiers.contains(key) || key.hasSuffix("n't")
                    || Negation.roles(of: words[k]) & Negation.negatorRole != 0 && !adjectives.startsPhrase(key)
            {
                k += 1
                steps += 1
            }
            if let adj = adjectives.match(words, at: k) {
                guard !adj.value.negative else { return nil }  // "custo-benefício ruim"
                let tags = tagsFor(nouns.classes, adj.value)
                if !tags.isEmpty { return Candidate(tags: tags, end: adj.end, check: k) }
            }
            if let fixed = fixedPhrases.match(words, at: k), fixed.value == .slow, nouns.classes.contains(where: slowNouns.contains) {
                return Candidate(tags: [.slow], end: fixed.end, check: k)
            }
        }
        // Fixed phrases, with or without the article ("uma delícia", "a letdown").
        var start = i
        while start <= j {
            if let fixed = fixedPhrases.match(words, at: start) {
                if fixed.value == .slow, let next = words.key(fixed.end), notSlowAfter.contains(next) { return nil }  // "slow-cooked"
                return Candidate(tags: [fixed.value], end: fixed.end, check: start)
            }
            start += 1
        }
        // Adjective, then nouns: "great service", "ótima comida", "amazing food and service".
        var k = j
        while let key = words.key(k), intensifiers.contains(key) { k += 1 }
        if let adj = adjectives.match(words, at: k), !adj.value.negative, let nouns = nounList(words, at: adj.end) {
            let tags = tagsFor(nouns.classes, adj.value)
            if !tags.isEmpty { return Candidate(tags: tags, end: nouns.end, check: k) }
        }
        return nil
    }

    /// `food`, `food and service`, `comida e atendimento`: noun classes and the end.
    private static func nounList(_ words: [Word], at j: Int) -> (classes: [NounClass], end: Int)? {
        guard let first = nouns.match(words, at: j) else { return nil }
        var classes = [first.value]
        var end = first.end
        while let conj = words.key(end), conj == "and" || conj == "e" || conj == "&" || conj == "+",
            let next = nouns.match(words, at: end + 1)
        {
            classes.append(next.value)
            end = next.end
        }
        return (classes, end)
    }

    private static func tagsFor(_ classes: [NounClass], _ adj: Adjective) -> [QuickTag] {
        var tags: [QuickTag] = []
        for noun in classes {
            let tag: QuickTag?
            if adj.slow {
                tag = slowNouns.contains(noun) ? .slow : nil
            } else if adj.praises.contains(noun) {
                switch noun {
                case .service: tag = .greatService
                case .food: tag = .amazingFood
                case .ambience, .place: tag = .niceAmbience
                case .value: tag = .goodValue
                case .wait: tag = nil
                }
            } else {
                tag = nil
            }
            if let tag, !tags.contains(tag) { tags.append(tag) }
        }
        return tags
    }
}
