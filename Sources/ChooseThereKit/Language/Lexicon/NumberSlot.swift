// MARK: - NumberSlot: digits and number words, English and Portuguese

/// Reads a number written with digits or words: `4`, `2,5`, `two`,
/// `twenty five`, `twenty-five`, `one hundred and five`, `vinte e cinco`,
/// `cento e vinte`, `dois mil e quinhentos`, `duas`, `meio`/`meia`/`half`/
/// `metade` (0.5), `one and a half`, `um e meio`, `2 e meia` (+0.5),
/// `a couple (of)`/`um par (de)` (2), `a dozen`/`uma dúzia` (12),
/// `meia dúzia`/`half a dozen` (6), `duas dúzias` (24),
/// `one point five`/`um vírgula cinco` (1.5).
///
/// Context-free: `one` in `that one` reads 1 and `meio` in `meio caro`
/// reads 0.5 — the parser decides in context. `a`/`an`/`um`/`uma` alone are
/// articles, not 1, unless the caller asks (`articleAsOne`), e.g. before
/// a unit or after `nota`.
public enum NumberSlot: SlotExtractor {
    public static func match(_ words: [Word], at i: Int) -> SlotMatch<Double>? {
        match(words, at: i, articleAsOne: false)
    }

    /// As `match(_:at:)`; with `articleAsOne`, a lone `a`/`an`/`um`/`uma` reads 1.
    public static func match(_ words: [Word], at i: Int, articleAsOne: Bool) -> SlotMatch<Double>? {
        guard i >= 0, i < words.count else { return nil }
        if case .number(let n) = words[i].kind {
            // "2 point 5 km": a whole number, then its decimals in words or digits.
            if n == n.rounded(), n >= 0, n < 1000, let decimals = pointDecimals(words, at: i + 1) {
                return SlotMatch(value: n + decimals.value, range: i..<decimals.end)
            }
            return finish(n, words, from: i, end: i + 1)
        }
        guard let key = words.key(i) else { return nil }
        // Most words start no number: one look-up by word number.
        guard starters.contains(words[i]) || key.utf8.contains(UInt8(ascii: "-")) else { return nil }
        if let fixed = fixedPhrases.match(words, at: i) {
            return SlotMatch(value: fixed.value, range: i..<fixed.end)
        }
        // "point five km", "ponto cinco": decimals with no whole part are below one, never the digit after them.
        if key == "point" || key == "ponto", let decimals = pointDecimals(words, at: i) {
            return SlotMatch(value: decimals.value, range: i..<decimals.end)
        }
        if let (value, end) = cardinal(words, at: i) {
            if let decimals = pointDecimals(words, at: end), value == value.rounded(), value < 1000 {
                return SlotMatch(value: value + decimals.value, range: i..<decimals.end)
            }
            return finish(value, words, from: i, end: end)
        }
        if articles.contains(key) {
            // "a hundred", "um e meio", "uma dúzia", "um vírgula cinco".
            if let next = words.key(i + 1), next == "hundred" || next == "thousand" {
                if let (value, end) = cardinal(words, at: i + 1, seed: 1) { return finish(value, words, from: i, end: end) }
            }
            if let decimals = pointDecimals(words, at: i + 1) {
                return SlotMatch(value: 1 + decimals.value, range: i..<decimals.end)
            }
            if let half = halfSuffix(words, at: i + 1) { return SlotMatch(value: 1.5, range: i..<half) }
            if articleAsOne { return SlotMatch(value: 1, range: i..<(i + 1)) }
        }
        return nil
    }

    // MARK: Suffixes: "and a half", "dozen"

    /// Adds `and a half`/`e meio`/`e meia` and `dozen`/`dúzia(s)` after a number.
    private static func finish(_ value: Double, _ words: [Word], from i: Int, end: Int) -> SlotMatch<Double> {
        var value = value
        var end = end
        if let k = words.key(end), k == "dozen" || k == "dozens" || k == "duzia" || k == "duzias" {
            value *= 12
            end += 1
        }
        if value == value.rounded(), value >= 0, let half = halfSuffix(words, at: end) {
            value += 0.5
            end = half
        }
        return SlotMatch(value: value, range: i..<end)
    }

    /// Where `and a half`/`and half`/`e meio`/`e meia` starting at `j` ends.
    static func halfSuffix(_ words: [Word], at j: Int) -> Int? {
        guard let conj = words.key(j), let next = words.key(j + 1) else { return nil }
        if conj == "e", next == "meio" || next == "meia" { return j + 2 }
        guard conj == "and" else { return nil }
        if next == "half" { return j + 2 }
        if next == "a", words.key(j + 2) == "half" { return j + 3 }
        return nil
    }

    /// `point five`, `vírgula cinco zero`: the decimals and where they end.
    private static func pointDecimals(_ words: [Word], at j: Int) -> (value: Double, end: Int)? {
        guard let mark = words.key(j), mark == "point" || mark == "ponto" || mark == "virgula" else { return nil }
        var value = 0.0
        var scale = 0.1
        var k = j + 1
        while k < words.count {
            let digit: Int
            if let key = words.key(k), let d = numberWords[key], d < 10 {
                digit = d
            } else if case .number(let n) = words[k].kind, n == n.rounded(), n >= 0, n < 10, words[k].text.count == 1 {
                digit = Int(n)
            } else {
                break
            }
            value += Double(digit) * scale
            scale /= 10
            k += 1
        }
        return k > j + 1 ? (value, k) : nil
    }

    // MARK: Cardinals

    /// A cardinal written in words, starting at `i`: value and end.
    /// `seed` stands for a leading article (`a hundred` = 1 × 100).
    static func cardinal(_ words: [Word], at i: Int, seed: Int = 0) -> (Double, Int)? {
        var state = CardinalState(current: seed)
        var j = i
        while let key = words.key(j), words[j].isWord {
            if key == "and" || key == "e" {
                // Only between parts: "one hundred and five", "vinte e cinco".
                guard state.any, let next = words.key(j + 1), let v = numberWords[next], state.accepts(v) else { break }
                j += 1
                continue
            }
            if key.contains("-"), !key.hasPrefix("-") {
                // "twenty-five": every part must fit, or the word is not a number.
                var trial = state
                let parts = key.split(separator: "-")
                guard parts.count > 1, parts.allSatisfy({ trial.add(String($0)) }) else { break }
                state = trial
                j += 1
                continue
            }
            if (key == "um" || key == "uma") && !state.any { break }  // articles: see match()
            guard state.add(key) else { break }
            j += 1
        }
        guard state.any else { return nil }
        return (Double(state.total + state.current), j)
    }

    /// The running sum of a cardinal: `total` holds thousands, `current` the
    /// part since; `limit` bounds what may be added next so that "two three"
    /// is not five.
    private struct CardinalState {
        var total = 0
        var current = 0
        var limit = Int.max
        var any = false
        var thousands = false

        init(current: Int) { self.current = current }

        /// Portuguese hundreds (`duzentos`) only start a group: `mil e duzentos`.
        func accepts(_ v: Int) -> Bool { v < limit && !(v >= 100 && current != 0) }

        /// Adds one number word; false when it does not fit here.
        mutating func add(_ key: String) -> Bool {
            if let v = numberWords[key] {
                guard accepts(v) else { return false }
                current += v
                limit = v >= 100 ? 100 : (v >= 20 && v % 10 == 0 ? 10 : 0)
                if v == 0 { limit = -1 }
                any = true
                return true
            }
            switch key {
            case "hundred", "hundreds":
                guard current < 100, limit != -1 else { return false }
                current = max(current, 1) * 100
                limit = 100
            case "thousand", "thousands", "mil":
                guard !thousands, current < 1000, limit != -1 else { return false }
                total = max(current, 1) * 1000
                current = 0
                limit = 1000
                thousands = true
            default:
                return false
            }
            any = true
            return true
        }
    }

    // MARK: Vocabulary

    static let articles: WordSet = ["a", "an", "um", "uma"]

    /// Every word a number may start with (hyphenated numbers aside:
    /// "twenty-five" is read part by part).
    static let starters = WordSet(
        Array(numberWords.keys) + Array(fixedPhrases.firstWords) + Array(articles)
            + ["point", "ponto", "hundred", "hundreds", "thousand", "thousands", "mil"])

    /// Number words (folded) → value. Portuguese hundreds are additive (`cento e vinte`).
    static let numberWords: [String: Int] = {
        var table: [String: Int] = [:]
        let english = [
            "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
        ]
        for (v, w) in english.enumerated() { table[w] = v }
        for (w, v) in [
            ("twenty", 20), ("thirty", 30), ("forty", 40), ("fourty", 40), ("fifty", 50), ("sixty", 60),
            ("seventy", 70), ("eighty", 80), ("ninety", 90),
        ] { table[w] = v }
        let portuguese: [(String, Int)] = [
            ("zero", 0), ("um", 1), ("uma", 1), ("dois", 2), ("duas", 2), ("tres", 3), ("quatro", 4), ("cinco", 5),
            ("seis", 6), ("sete", 7), ("oito", 8), ("nove", 9), ("dez", 10), ("onze", 11), ("doze", 12), ("treze", 13),
            ("quatorze", 14), ("catorze", 14), ("quinze", 15), ("dezesseis", 16), ("dezasseis", 16), ("dezessete", 17),
            ("dezassete", 17), ("dezoito", 18), ("dezenove", 19), ("dezanove", 19), ("vinte", 20), ("trinta", 30),
            ("quarenta", 40), ("cinquenta", 50), ("cincoenta", 50), ("sessenta", 60), ("setenta", 70), ("oitenta", 80),
            ("noventa", 90), ("cem", 100), ("cento", 100), ("duzentos", 200), ("duzentas", 200), ("trezentos", 300),
            ("trezentas", 300), ("quatrocentos", 400), ("quatrocentas", 400), ("quinhentos", 500), ("quinhentas", 500),
            ("seiscentos", 600), ("seiscentas", 600), ("setecentos", 700), ("setecentas", 700), ("oitocentos", 800),
            ("oitocentas", 800), ("novecentos", 900), ("novecentas", 900),
        ]
        for (w, v) in portuguese { table[w] = v }
        return table
    }()

    /// Whole phrases with a value of their own.
    static let fixedPhrases = PhraseTable<Double>([
        ("half", 0.5), ("a half", 0.5), ("metade", 0.5), ("meio", 0.5), ("meia", 0.5),
        ("a couple", 2), ("a couple of", 2), ("couple of", 2), ("um par", 2), ("um par de", 2),
        ("a dozen", 12), ("dozen", 12), ("uma duzia", 12), ("duzia", 12),
        ("half a dozen", 6), ("meia duzia", 6), ("meia duzia de", 6), ("a dozen of", 12), ("uma duzia de", 12),
    ])
}
