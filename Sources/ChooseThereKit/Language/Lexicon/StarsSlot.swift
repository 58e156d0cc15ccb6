// MARK: - StarsSlot: a rating in stars

/// A star rating as said. Never clamped: the caller accepts `.stars` and
/// refuses the rest with the value as typed.
public enum Stars: Sendable, Equatable {
    /// A whole rating from 1 to 5.
    case stars(Int)
    /// A fraction strictly between 0 and 5: `3.5 stars`, `★★★½`.
    case fractional(Double)
    /// Zero, negative, or above 5: `0 stars`, `7 stars`, `6/5`, `nota 10`.
    case outOfRange(Double)
    /// A rating on another scale: `8/10`, `7 out of 10`, `4 de 10`.
    case otherScale(Double, outOf: Double)

    init(_ value: Double) {
        if value <= 0 || value > 5 {
            self = .outOfRange(value)
        } else if value == value.rounded() {
            self = .stars(Int(value))
        } else {
            self = .fractional(value)
        }
    }
}

/// Reads a star rating: `3 stars`, `three stars`, `3 star`, `3-star`,
/// `3/5`, `3 / 5`, `3 out of 5`, `3 of 5`, `4 de 5`, `a 4 out of 5`,
/// `três estrelas`, `uma estrela`, `nota 3`, `nota três`, `nota: 4,5`,
/// `⭐⭐⭐`, `★★★☆☆`, `★★★½`, `3.5 stars`, `three and a half stars`,
/// `três estrelas e meia`, `half a star`.
///
/// A bare number is never a rating here (the parser decides that in
/// context: `rate 4`).
public enum StarsSlot: SlotExtractor {
    public static func match(_ words: [Word], at i: Int) -> SlotMatch<Stars>? {
        guard i >= 0, i < words.count else { return nil }
        if words[i].kind == .symbol { return symbols(words, at: i) }
        // "nota 3", "nota: 4,5", "avaliação: 3", "rating: 4", "score: 4".
        // "top marks", "full marks": the top of the scale.
        if let key = words.key(i), ["top", "full"].contains(key), words.key(i + 1) == "marks" {
            return SlotMatch(value: Stars(5), range: i..<(i + 2))
        }
        // "nota máxima", "nota mínima": the top or the bottom of the scale.
        if words.key(i) == "nota", let next = words.key(i + 1), ["maxima", "minima"].contains(next) {
            return SlotMatch(value: Stars(next == "maxima" ? 5 : 1), range: i..<(i + 2))
        }
        if let key = words.key(i),
            key == "nota"
                || ["avaliacao", "rating", "score"].contains(key) && i + 1 < words.count && words[i + 1].kind == .punctuation
                    && words[i + 1].text == ":"
        {
            var j = i + 1
            if j < words.count, words[j].kind == .punctuation, words[j].text == ":" { j += 1 }
            guard let m = NumberSlot.match(words, at: j, articleAsOne: true) else { return nil }
            let rated = rating(m.value, words, from: i, afterNumber: m.range.upperBound, needsUnit: false)
            return rated ?? SlotMatch(value: Stars(m.value), range: i..<m.range.upperBound)
        }
        if let n = gluedStars(words[i]) {
            return SlotMatch(value: Stars(n), range: i..<(i + 1))
        }
        if let n = fraction(words[i]) {
            let end = starWords.contains(words.key(i + 1) ?? "") ? i + 2 : i + 1
            return SlotMatch(value: scaled(n.value, outOf: n.scale), range: i..<end)
        }
        var j = i
        // "a 4 out of 5": an article before a number belongs to the match.
        if let key = words.key(i), key == "a" || key == "an", i + 1 < words.count, words[i + 1].number != nil { j += 1 }
        guard let m = number(words, at: j) else { return nil }
        return rating(m.value, words, from: i, afterNumber: m.range.upperBound, needsUnit: true)
    }

    /// The number before `stars`: digits, words, `uma`/`um` (`uma estrela`), `half a`.
    private static func number(_ words: [Word], at j: Int) -> SlotMatch<Double>? {
        guard let key = words.key(j) else { return nil }
        let articleAsOne = key == "um" || key == "uma"
        guard var m = NumberSlot.match(words, at: j, articleAsOne: articleAsOne) else { return nil }
        if m.value == 0.5, let k = words.key(m.range.upperBound), k == "a" || k == "an" {
            m.range = m.range.lowerBound..<(m.range.upperBound + 1)  // "half a star"
        }
        return m
    }

    /// After a number: `stars`, `/ 5`, `out of 5`, `of 5`, `de 5` (and a half).
    private static func rating(_ value: Double, _ words: [Word], from i: Int, afterNumber j: Int, needsUnit: Bool) -> SlotMatch<Stars>? {
        var value = value
        var k = j
        var scale: Double?
        if let key = words.key(k), starWords.contains(key) {
            k += 1
        } else if let s = scaleAfter(words, at: k) {
            scale = s.scale
            k = s.end
            if let key = words.key(k), starWords.contains(key) { k += 1 }
        } else if needsUnit {
            return nil
        }
        if value == value.rounded(), value >= 0, let half = NumberSlot.halfSuffix(words, at: k) {
            value += 0.5  // "três estrelas e meia"
            k = half
        }
        guard k > j else { return nil }
        return SlotMatch(value: scale.map { scaled(value, outOf: $0) } ?? Stars(value), range: i..<k)
    }

    /// `/ 5`, `out of 5`, `of five`, `de 5`, `em 5`: the scale and where it ends.
    private static func scaleAfter(_ words: [Word], at k: Int) -> (scale: Double, end: Int)? {
        guard k < words.count else { return nil }
        var j = k
        var anyScale = true
        if words[k].kind == .symbol, words[k].text == "/" {
            j += 1
        } else if let key = words.key(k) {
            switch key {
            case "out" where words.key(k + 1) == "of": j += 2
            case "of", "de", "em": j += 1; anyScale = false
            default: return nil
            }
        } else {
            return nil
        }
        guard let m = NumberSlot.match(words, at: j), m.value >= 1, m.value == m.value.rounded() else { return nil }
        // "2 de 3 pratos" is not a rating: a bare "of"/"de" only before 5 or 10.
        guard anyScale || m.value == 5 || m.value == 10 else { return nil }
        return (m.value, m.range.upperBound)
    }

    private static func scaled(_ value: Double, outOf scale: Double) -> Stars {
        scale == 5 ? Stars(value) : .otherScale(value, outOf: scale)
    }

    /// `3/5`, `4,5/5`, `8/10` as one word.
    private static func fraction(_ w: Word) -> (value: Double, scale: Double)? {
        guard w.isWord, w.folded.utf8.contains(UInt8(ascii: "/")), let slash = w.folded.firstIndex(of: "/") else { return nil }
        guard let value = NumberText.value(String(w.folded[..<slash])),
            let scale = NumberText.value(String(w.folded[w.folded.index(after: slash)...])),
            scale >= 1, scale == scale.rounded()
        else { return nil }
        return (value, scale)
    }

    /// `3-star`, `5stars`, `4-estrelas`.
    private static func gluedStars(_ w: Word) -> Double? {
        guard w.isWord, let first = w.folded.utf8.first, first >= 0x30 && first <= 0x39 else { return nil }
        let key = w.folded
        guard let split = key.firstIndex(where: { !($0.isASCII && ($0.isNumber || $0 == "." || $0 == ",")) }) else { return nil }
        var unit = key[split...]
        if unit.first == "-" { unit = unit.dropFirst() }
        guard starWords.contains(String(unit)) else { return nil }
        return NumberText.value(String(key[..<split]))
    }

    /// `⭐⭐⭐`, `★★★☆☆` (filled ones count), `★★★½`.
    private static func symbols(_ words: [Word], at i: Int) -> SlotMatch<Stars>? {
        var filled = 0.0
        var any = false
        for s in words[i].text.unicodeScalars {
            switch s.value {
            case 0x2605, 0x2B50, 0x1F31F, 0x2729...0x2730: filled += 1; any = true
            case 0x2606: any = true
            case 0xBD: filled += 0.5
            case 0xFE0F, 0xFE0E, 0x200D: continue
            default: return nil
            }
        }
        guard any else { return nil }
        return SlotMatch(value: Stars(filled), range: i..<(i + 1))
    }

    static let starWords: WordSet = ["star", "stars", "estrela", "estrelas", "estrelinha", "estrelinhas", "★", "⭐", "⭐️", "*"]
}
