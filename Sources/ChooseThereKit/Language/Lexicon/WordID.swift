import Synchronization

// MARK: - WordID: one number per folded word

/// Every folded word the parser meets gets a number, once per process: the
/// lexer numbers a line's words as it reads them, and the phrase tables and
/// word sets number theirs when they are built. Matching a table is then a
/// few integer compares instead of hashing a string per table and position.
///
/// The numbering only grows. Past `limit` distinct words (a fuzzer's or a
/// flood's worth), new words of a line get `WordID.unknown`, which no table
/// holds; table words are always numbered.
enum WordID {
    /// The number of no word: matches nothing.
    static let unknown: Int32 = -1

    /// How many distinct words a line may add to the numbering.
    static let limit = 1 << 20

    private static let numbers = Mutex<[String: Int32]>([:])

    /// The number of a word of a line (`unknown` once the numbering is full).
    static func of(_ folded: String) -> Int32 { number(folded, bounded: true) }

    /// The number of a word of a table: always numbered.
    static func interned(_ folded: String) -> Int32 { number(folded, bounded: false) }

    private static func number(_ folded: String, bounded: Bool) -> Int32 {
        numbers.withLock { table in
            if let id = table[folded] { return id }
            if bounded && table.count >= limit { return unknown }
            let id = Int32(table.count)
            table[folded] = id
            return id
        }
    }
}

// MARK: - WordIDMap: word numbers → values

/// A read-only map from word numbers to values: open addressing on a
/// multiplicative hash, so a look-up is an integer multiply and a compare or
/// two (Swift's `Dictionary` runs SipHash on every look-up).
struct WordIDMap<Value: Sendable>: Sendable {
    private let keys: [Int32]
    private let values: [Value?]
    private let shift: UInt32

    init(_ pairs: [(Int32, Value)]) {
        var bits: UInt32 = 3
        while (1 << bits) < pairs.count * 2 { bits += 1 }
        let capacity = 1 << Int(bits)
        var keys = [Int32](repeating: WordID.unknown, count: capacity)
        var values = [Value?](repeating: nil, count: capacity)
        let shift = 32 - bits
        for (key, value) in pairs where key != WordID.unknown {
            var slot = Self.slot(key, shift)
            while keys[slot] != WordID.unknown && keys[slot] != key { slot = (slot + 1) & (capacity - 1) }
            keys[slot] = key
            values[slot] = value
        }
        self.keys = keys
        self.values = values
        self.shift = shift
    }

    @inline(__always)
    private static func slot(_ key: Int32, _ shift: UInt32) -> Int {
        Int((UInt32(bitPattern: key) &* 0x9E37_79B1) >> shift)
    }

    /// The value for word number `key`, if any.
    @inline(__always)
    subscript(key: Int32) -> Value? {
        guard key != WordID.unknown else { return nil }
        let mask = keys.count - 1
        var slot = Self.slot(key, shift)
        while true {
            let k = keys[slot]
            if k == key { return values[slot] }
            if k == WordID.unknown { return nil }
            slot = (slot + 1) & mask
        }
    }
}

/// A read-only set of folded words: a lexed word is tested by its number
/// (no string hashing: the readers test every word of a line against dozens
/// of these sets), any other string by its text.
struct WordSet: Sendable, Sequence, ExpressibleByArrayLiteral {
    private let strings: Set<String>
    private let map: WordIDMap<Bool>

    init(_ words: some Sequence<String>) {
        strings = Set(words)
        map = WordIDMap(strings.map { (WordID.interned($0), true) })
    }

    init(arrayLiteral words: String...) { self.init(words) }

    /// Whether `word` (a lexed word) is in the set.
    @inline(__always)
    func contains(_ word: Word) -> Bool { map[word.id] != nil }

    /// Whether the folded text `word` is in the set.
    func contains(_ word: String) -> Bool { strings.contains(word) }

    func union(_ other: some Sequence<String>) -> WordSet { WordSet(strings.union(other)) }
    func subtracting(_ other: some Sequence<String>) -> WordSet { WordSet(strings.subtracting(other)) }
    func makeIterator() -> Set<String>.Iterator { strings.makeIterator() }
}

extension Sequence<String> {
    /// Whether `word` (a lexed word) is among these folded words (a
    /// `WordSet` answers by number; a list compares text).
    func contains(_ word: Word) -> Bool { contains(word.folded) }
}
