// MARK: - OrdinalSlot: first, 2nd, terceira, 1º, last

/// An ordinal position, or "the last one".
public enum Ordinal: Sendable, Equatable {
    /// 1 = first. Digits are not range-checked (`0th` reads 0; the caller refuses).
    case position(Int)
    /// `last`, `último`, `última`.
    case last
}

/// Reads an ordinal: `first`…`tenth`, `1st`/`2nd`/`3rd`/`4th`, `primeiro`/
/// `primeira`…`décimo`/`décima` (and plurals), `1º`/`1ª`/`1°`/`1o`/`1a`, and
/// `last`/`último`/`última` as `.last`.
///
/// Context-free: `second` in `wait a second` and `segundo` in `segundo o
/// site` read 2, `quarto` (room) reads 4 — the parser decides in context.
public enum OrdinalSlot: SlotExtractor {
    public static func match(_ words: [Word], at i: Int) -> SlotMatch<Ordinal>? {
        guard let key = words.key(i), words[i].isWord else { return nil }
        if let value = ordinalWords[key] { return SlotMatch(value: value, range: i..<(i + 1)) }
        if let n = digitOrdinal(key) { return SlotMatch(value: .position(n), range: i..<(i + 1)) }
        return nil
    }

    /// `21st`, `3rd`, `1º`, `2a`: the digits' value when the suffix is an ordinal one.
    static func digitOrdinal(_ key: String) -> Int? {
        var value = 0
        var digits = 0
        var suffix = Substring(key)
        for ch in key.unicodeScalars {
            guard ch.value >= 0x30 && ch.value <= 0x39 else { break }
            guard digits < 9 else { return nil }
            value = value * 10 + Int(ch.value - 0x30)
            digits += 1
            suffix = suffix.dropFirst()
        }
        guard digits > 0 else { return nil }
        switch suffix {
        case "st", "nd", "rd", "th", "º", "ª", "°", "o", "a", "os", "as", ".º", ".ª": return value
        default: return nil
        }
    }

    static let ordinalWords: [String: Ordinal] = {
        var table: [String: Ordinal] = [:]
        let english = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
        for (k, w) in english.enumerated() { table[w] = .position(k + 1) }
        let stems = ["primeir", "segund", "terceir", "quart", "quint", "sext", "setim", "oitav", "non", "decim"]
        for (k, stem) in stems.enumerated() {
            for ending in ["o", "a", "os", "as"] { table[stem + ending] = .position(k + 1) }
        }
        for w in ["last", "ultimo", "ultima", "ultimos", "ultimas"] { table[w] = .last }
        return table
    }()
}
