// MARK: - PhraseTable: fixed phrases, longest first

/// Fixed phrases → values, matched on folded words at a word index, longest
/// phrase first. Built once (tables are `static let`s); a match costs one
/// dictionary look-up on the first word plus string compares.
///
/// Phrases are written naturally (accents and case are folded at build
/// time). Variants are generated: a hyphenated word also matches split and
/// joined (`mid-range` = `mid range` = `midrange`), a word with an
/// apostrophe also matches without it (`can't` = `cant`).
struct PhraseTable<Value: Sendable>: Sendable {
    struct Entry: Sendable {
        let rest: [String]
        /// `rest` as word numbers (see `WordID`).
        let restIDs: [Int32]
        let value: Value
    }

    private let byFirst: [String: [Entry]]
    /// `byFirst` by the number of the first word: what `match` looks up.
    private let byFirstID: WordIDMap<[Entry]>

    init(_ phrases: [(String, Value)]) {
        var table: [String: [Entry]] = [:]
        for (phrase, value) in phrases {
            for variant in Self.variants(of: phrase) where !variant.isEmpty {
                let rest = Array(variant.dropFirst())
                table[variant[0], default: []].append(Entry(rest: rest, restIDs: rest.map(WordID.interned), value: value))
            }
        }
        for key in table.keys {
            table[key]?.sort { $0.rest.count > $1.rest.count }
        }
        byFirst = table
        byFirstID = WordIDMap(table.map { (WordID.interned($0.key), $0.value) })
    }

    /// The longest phrase starting at `words[i]`: its value and the index after it.
    func match(_ words: [Word], at i: Int) -> (value: Value, end: Int)? {
        guard let first = words.id(i), let entries = byFirstID[first] else { return nil }
        for entry in entries where matches(entry.restIDs, words, from: i + 1) {
            return (entry.value, i + 1 + entry.rest.count)
        }
        return nil
    }

    /// Every folded word of every phrase.
    var words: Set<String> {
        var all = Set(byFirst.keys)
        for entries in byFirst.values { for e in entries { all.formUnion(e.rest) } }
        return all
    }

    /// One word of every phrase (of every spelling of it), the longest: a
    /// line without any of these words matches no phrase of the table, so
    /// a reader can be skipped on them (see `Triggers`).
    var anchors: WordSet {
        var all: Set<String> = []
        for (first, entries) in byFirst {
            for e in entries { all.insert(e.rest.reduce(first) { $1.count > $0.count ? $1 : $0 }) }
        }
        return WordSet(all)
    }

    /// True when some phrase starts with this folded word.
    func startsPhrase(_ key: String) -> Bool { byFirst[key] != nil }

    /// Every folded word that starts a phrase.
    var firstWords: Dictionary<String, [Entry]>.Keys { byFirst.keys }

    @inline(__always)
    private func matches(_ rest: [Int32], _ words: [Word], from j: Int) -> Bool {
        guard j + rest.count <= words.count else { return false }
        for (k, expected) in rest.enumerated() where words.id(j + k) != expected { return false }
        return true
    }

    /// Every spelling of a phrase, as folded word lists.
    static func variants(of phrase: String) -> [[String]] {
        var results: [[String]] = [[]]
        for raw in phrase.split(separator: " ") {
            let token = Lexer.fold(String(raw))
            var forms: [[String]] = [[token]]
            if token.count > 1, token.contains("-") {
                let parts = token.split(separator: "-").map(String.init)
                forms.append(parts)
                forms.append([parts.joined()])
            }
            // ("não mto caro", "q seja barato": the shorthand that stays typed reads as its word.)
            for short in Shorthand.typedForms[token] ?? [] { forms.append([short]) }
            if token.count > 1, token.contains("'") {
                forms.append([String(String.UnicodeScalarView(token.unicodeScalars.filter { $0 != "'" }))])
            }
            results = results.flatMap { prefix in forms.map { prefix + $0 } }
        }
        return results
    }
}
