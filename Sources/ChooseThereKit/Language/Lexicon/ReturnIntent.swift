// MARK: - ReturnIntent: what a rating says about going back

/// What a rating says about going back.
public enum ReturnAnswer: Sendable, Equatable {
    case yes
    case no
    /// Something was said about going back but cannot be read safely: ask.
    case unclear
}

/// The answer, and the words that expressed it (to keep out of the note).
public struct ReturnStatement: Sendable, Equatable {
    public var answer: ReturnAnswer
    /// Word indices, sorted and merged.
    public var ranges: [Range<Int>]

    public init(answer: ReturnAnswer, ranges: [Range<Int>]) {
        self.answer = answer
        self.ranges = ranges
    }
}

/// Reads what a rating's words say about going back: `would return`,
/// `we'll be back`, `never again`, `não volto mais`, `talvez volte`…
///
/// A rating that records the opposite of what was said is the worst
/// failure this program can have, so the rules lean to `.unclear` (the
/// caller then asks):
/// - `.yes` only for words about going back said plainly — no negation,
///   no hedge, no condition, no question left unanswered, not about the
///   past (`had to go back`) nor about someone else (`the waiter kept
///   coming back`);
/// - a negation in their scope (see `Negation`) or a refusal (`once was
///   enough`, `primeira e última vez`, a bare `nem a pau`) → `.no`;
/// - a hedge either way (`probably`, `probably not`, `acho que não`, `I
///   don't think we'll…`, `difícil eu voltar`) → `.unclear`: a lean is not
///   an answer, and asking costs less than recording the wrong one;
/// - `maybe`, `talvez`, `not sure`, `não sei se`, `we'll see`, `depende`,
///   `if`/`se`/`unless` → `.unclear`;
/// - two statements that disagree (`would go back… never again`) → `.unclear`.
///
/// Negations about something else stay out: `not cheap but we'd go back`,
/// `we'd come back, not for the dessert though`, `não era barato mas
/// voltaria` are `.yes`.
public enum ReturnIntent {
    /// The statement about going back in `words`, or nil when nothing is
    /// said about it. Give it the rating's words (after the verb and stars).
    public static func read(_ words: [Word]) -> ReturnStatement? {
        read(words, scope: NegationScope(words))
    }

    /// As `read(_:)`, with negation already worked out for these words.
    public static func read(_ words: [Word], scope: NegationScope) -> ReturnStatement? {
        var answers: [ReturnAnswer] = []
        var ranges: [Range<Int>] = []
        var j = 0
        while j < words.count {
            guard words[j].isWord, let found = cues.match(words, at: j) else { j += 1; continue }
            let cue = j..<found.end
            // "voltar eu não volto": the infinitive names the topic; the verb after it answers.
            if ["voltar", "retornar", "revisitar"].contains(words[j]),
                (found.end..<min(words.count, found.end + 3)).contains(where: { words[$0].isWord && cues.match(words, at: $0) != nil })
            {
                ranges.append(cue)
                j = found.end
                continue
            }
            if let reading = CueReading(words: words, scope: scope, cue: cue, kind: found.value).read() {
                answers.append(reading.answer)
                ranges += reading.ranges
                j = max(found.end, reading.end)
            } else {
                j = found.end
            }
        }
        guard let first = answers.first else { return nil }
        let answer = answers.allSatisfy({ $0 == first }) ? first : .unclear
        return ReturnStatement(answer: answer, ranges: merge(ranges))
    }

    /// Sorted, overlapping or touching ranges joined.
    static func merge(_ ranges: [Range<Int>]) -> [Range<Int>] {
        let sorted = ranges.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
        var out: [Range<Int>] = []
        for r in sorted {
            if let last = out.last, r.lowerBound <= last.upperBound {
                out[out.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
            } else {
                out.append(r)
            }
        }
        return out
    }
}

extension ReturnIntent {
    /// Whether a folded word is one a statement about going back is made of
    /// (`would`, `voltaria`, `never`, `back`): a typo of one changes a rating.
    static func isCue(_ folded: String) -> Bool {
        cueWords.contains(folded)
    }

    static let cueWords: WordSet = {
        var all = cues.words
        all.formUnion(["would", "wouldn't", "will", "won't", "back", "again", "never", "nunca", "mais", "voltaria", "volto", "nao"])
        return WordSet(all)
    }()
}
