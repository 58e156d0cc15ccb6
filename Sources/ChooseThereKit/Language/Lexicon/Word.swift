// MARK: - Word: one unit of a line, as the lexer found it

/// One word of a command line: its kind, its text as typed, its folded
/// matching key and where it stands in the line.
///
/// Slot extractors read `folded` (case, accents and apostrophe styles never
/// matter); names, notes and paths are cut from the line with `range`
/// (see `Lexer.text(in:of:_:)`) so they keep their exact spelling.
public struct Word: Sendable, Equatable {
    /// What the lexer recognised.
    public enum Kind: Sendable, Equatable {
        /// Letters, digits, apostrophes, hyphens, dots and slashes as one
        /// word: `won't`, `d'água`, `2km`, `3/5`, `notes.json`, `Av.`.
        case word
        /// Digits only: `4`, `2.5`, `1,5`, `-3`, `1.000.000`. Number *words*
        /// (`two`, `dois`) stay `.word`; `NumberSlot` reads them.
        case number(Double)
        /// A latitude/longitude pair: `-23.56,-46.69` or `-23.56, -46.69`.
        /// Not range-checked: the caller refuses bad values with the input.
        case coordinate(lat: Double, lng: Double)
        /// `"Bar do Zé"`, `'x'`, `“x”`: the text without its quotes. An
        /// unterminated quote runs to the end of the line.
        case quoted
        /// `, ; . ! ? : … ( ) —` split off word ends; a run (`?!`, `...`) is one word.
        case punctuation
        /// `$`, `$$`, `★★★`, `⭐⭐⭐`, `/`, `&`, `+`, `~`, emoji: a run of one
        /// kind of symbol is one word.
        case symbol
    }

    /// What the lexer recognised.
    public var kind: Kind
    /// The text as typed (for `.quoted`, without the quotes).
    public var text: String
    /// The matching key: `Folding.key(text)` with `’`/`‘`/`ʼ` written `'`.
    /// Numbers, coordinates, punctuation and symbols keep `text`.
    public var folded: String { didSet { id = WordID.of(folded) } }
    /// The number of `folded` (see `WordID`): what phrase tables match on.
    public private(set) var id: Int32
    /// Where the word stands in the line (for `.quoted`, including the quotes).
    public var range: Range<String.Index>

    public init(kind: Kind, text: String, folded: String, range: Range<String.Index>) {
        self.kind = kind
        self.text = text
        self.folded = folded
        self.range = range
        self.id = WordID.of(folded)
    }

    /// The value of a `.number` word.
    public var number: Double? {
        if case .number(let n) = kind { return n }
        return nil
    }

    /// True for `.word` (not numbers, quotes, punctuation or symbols).
    public var isWord: Bool { kind == .word }

    /// True for `.punctuation`.
    public var isPunctuation: Bool { kind == .punctuation }

    /// True for a mark that ends a sentence: ".", "!", "?" (and runs of them, "!!!", "?!").
    public var endsASentence: Bool { kind == .punctuation && [".", "!", "?"].contains(text.first ?? " ") }
}

// MARK: - Slot matches

/// A slot extractor's answer: the value read and the word indices it used
/// (so the parser neither reads them again nor keeps them in a note).
public struct SlotMatch<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The value read.
    public var value: Value
    /// The indices (into the `[Word]` given) of the words that expressed it.
    public var range: Range<Int>

    public init(value: Value, range: Range<Int>) {
        self.value = value
        self.range = range
    }
}

/// A typed slot extractor shared by all verbs: reads one value starting at
/// a word index, taking the longest phrasing it knows.
public protocol SlotExtractor {
    /// The type of value read.
    associatedtype Value: Sendable & Equatable
    /// The longest match starting exactly at `words[i]`, or nil. Never traps,
    /// whatever `i` is.
    static func match(_ words: [Word], at i: Int) -> SlotMatch<Value>?
}

extension SlotExtractor {
    /// The first match, scanning left to right.
    public static func firstMatch(in words: [Word]) -> SlotMatch<Value>? {
        var i = 0
        while i < words.count {
            if let m = match(words, at: i) { return m }
            i += 1
        }
        return nil
    }

    /// Every match, left to right, none overlapping (each the longest at its start).
    public static func matches(in words: [Word]) -> [SlotMatch<Value>] {
        var found: [SlotMatch<Value>] = []
        var i = 0
        while i < words.count {
            if let m = match(words, at: i) {
                found.append(m)
                i = max(m.range.upperBound, i + 1)
            } else {
                i += 1
            }
        }
        return found
    }
}

extension Array where Element == Word {
    /// The word at `i` when it may be vocabulary: nil out of bounds and for
    /// quoted words, punctuation and coordinates.
    @inline(__always)
    private func matchable(_ i: Int) -> Word? {
        guard i >= 0, i < count else { return nil }
        switch self[i].kind {
        case .word, .number, .symbol: return self[i]
        case .quoted, .punctuation, .coordinate: return nil
        }
    }

    /// The folded key of the word at `i`, or nil when `i` is out of bounds
    /// or the word is quoted or punctuation (neither is ever vocabulary).
    @inline(__always)
    func key(_ i: Int) -> String? { matchable(i)?.folded }

    /// The number of the folded key at `i` (see `key(_:)`), or nil.
    @inline(__always)
    func id(_ i: Int) -> Int32? { matchable(i)?.id }
}
