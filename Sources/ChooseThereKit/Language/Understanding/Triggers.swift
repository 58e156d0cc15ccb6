// MARK: - Triggers: which readers a line can concern at all

/// The words without which a verb's recognizer can never find its evidence
/// (its cue words, and one word of each of its cue phrases): a line with
/// none of them skips that recognizer. Most lines name one or two
/// commands, so most of the thirty recognizers are never run on them.
///
/// A verb whose evidence is open-ended (a city, a place name, a food word,
/// stars) has no trigger words and is always tried. When a recognizer
/// learns a new cue, its word belongs here too: the phrasing corpus fails
/// otherwise.
enum Triggers {
    /// The trigger words of `verb`, or nil when it is always tried.
    static func words(_ verb: Verb) -> WordSet? {
        verb.row.triggers()
    }

    /// Word number → the bits of the verbs it triggers.
    private static let table: WordIDMap<UInt64> = {
        var bits: [String: UInt64] = [:]
        for verb in Verb.allCases {
            guard let words = words(verb) else { continue }
            for word in words { bits[word, default: 0] |= bit(verb) }
        }
        return WordIDMap(bits.map { (WordID.interned($0.key), $0.value) })
    }()

    /// The verbs that are always tried, as bits.
    static var alwaysTried: UInt64 { always }
    private static let always: UInt64 = Verb.allCases.reduce(0) { words($1) == nil ? $0 | bit($1) : $0 }

    /// The bit of `verb` in a mask (verbs in declaration order; there are fewer than 64).
    static func bit(_ verb: Verb) -> UInt64 {
        guard let i = Verb.allCases.firstIndex(of: verb), i < 64 else { return ~0 }
        return UInt64(1) << UInt64(i)
    }

    /// The verbs whose recognizers a line with these words may concern.
    static func mask(_ words: [Word]) -> UInt64 {
        var mask = always
        for word in words { mask |= table[word.id] ?? 0 }
        return mask
    }
}
