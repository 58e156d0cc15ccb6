// MARK: - DistanceSlot: a number and a unit, in kilometres

/// Reads a distance and gives it in kilometres: a number (digits or words,
/// see `NumberSlot`) and a unit, glued or apart — `2km`, `2 km`, `2,5 km`,
/// `two kilometres`, `dois quilômetros`, `2 quilos` (speech), `500m`,
/// `500 metros`, `1 mile` (1.609 km), `meio km`, `half a kilometre`,
/// `a km`, `um quilômetro e meio`, `a mile and a half`.
///
/// An approximator before it belongs to the match (`about`, `around`,
/// `roughly`, `~`, `uns`, `umas`, `cerca de`, `mais ou menos`, `por volta
/// de`, `aproximadamente`). `1.000 m` / `2.500 metros` read the dot as a
/// Brazilian thousands separator (a radius of one metre is absurd); with
/// kilometres the dot stays decimal (`1.5 km`). Negative and zero
/// distances are read as written: the caller refuses them with the input.
public enum DistanceSlot: SlotExtractor {
    public static func match(_ words: [Word], at i: Int) -> SlotMatch<Double>? {
        guard i >= 0, i < words.count else { return nil }
        var j = i
        if let approx = approximators.match(words, at: i) { j = approx.end }
        guard j < words.count else { return nil }
        if let (km, end) = glued(words, at: j) {
            // "a 10k run", "5k race": a race's length, not a radius.
            // ("like 10k photos on it", "5k seguidores": thousands of something counted.)
            if let next = words.key(end), raceWords.contains(next) || countedThousands.contains(next), words[j].folded.hasSuffix("k") {
                return nil
            }
            return SlotMatch(value: km, range: i..<end)
        }
        guard let (count, afterNumber) = quantity(words, at: j),
            let unitKey = words.key(afterNumber), let unit = units[unitKey]
        else { return nil }
        if !unit.takesArticle, afterNumber == j + 1, NumberSlot.articles.contains(words[j]) { return nil }
        // ("um quilo" said for a kilometre; "restaurante a quilo" is paid by weight.)
        if unitKey.hasPrefix("quilo"), afterNumber == j + 1, words.key(j) == "a" { return nil }
        var value = count
        if unit.factor == metre, afterNumber == j + 1, let thousands = NumberText.thousandsValue(words[j].text) {
            value = thousands  // "1.000 m", "2.500 metros"
        }
        var end = afterNumber + 1
        if value == value.rounded(), let half = NumberSlot.halfSuffix(words, at: end) {
            value += 0.5  // "um quilômetro e meio", "a mile and a half"
            end = half
        }
        return SlotMatch(value: ((value * unit.factor) * 1_000_000).rounded() / 1_000_000, range: i..<end)
    }

    /// The number before a unit: digits or words, `a`/`um` as one, and
    /// `half a` (`half a kilometre`). Value and the index after it.
    private static func quantity(_ words: [Word], at j: Int) -> (Double, Int)? {
        if let m = NumberSlot.match(words, at: j, articleAsOne: true) {
            var end = m.range.upperBound
            // "half a km": the article after "half" belongs to the number.
            if m.value == 0.5, let k = words.key(end), k == "a" || k == "an", words.key(end + 1).flatMap({ units[$0] }) != nil {
                end += 1
            }
            return (m.value, end)
        }
        return nil
    }

    /// `2km`, `2.5km`, `1,5km`, `500m`, `1.000m`, `3mi`, `2-km`: digits glued to a unit.
    private static func glued(_ words: [Word], at j: Int) -> (Double, Int)? {
        let w = words[j]
        guard w.isWord, let first = w.folded.utf8.first, (first >= 0x30 && first <= 0x39) || first == UInt8(ascii: ".") else { return nil }
        let key = w.folded
        guard let split = key.firstIndex(where: { !($0.isASCII && ($0.isNumber || $0 == "." || $0 == ",")) }) else { return nil }
        let digits = String(key[..<split])
        var unitPart = key[split...]
        if unitPart.first == "-" { unitPart = unitPart.dropFirst() }
        guard let unit = units[String(unitPart)], let n = NumberText.value(digits) else { return nil }
        var value = n
        if unit.factor == metre, let thousands = NumberText.thousandsValue(digits) { value = thousands }
        var end = j + 1
        if value == value.rounded(), let half = NumberSlot.halfSuffix(words, at: end) {
            value += 0.5
            end = half
        }
        return (value * unit.factor, end)
    }

    // MARK: Vocabulary

    struct Unit: Sendable {
        let factor: Double
        /// Whether `a`/`um` may stand for one before it (`a km`, not `a m`).
        let takesArticle: Bool
    }

    static let metre = 0.001

    static let units: [String: Unit] = {
        var table: [String: Unit] = [:]
        for w in [
            "km", "kms", "kilometer", "kilometers", "kilometre", "kilometres", "quilometro", "quilometros",
            "kilometro", "kilometros",
        ] {
            table[w] = Unit(factor: 1, takesArticle: true)
        }
        for w in ["quilo", "quilos"] { table[w] = Unit(factor: 1, takesArticle: true) }
        table["k"] = Unit(factor: 1, takesArticle: false)
        for w in ["meter", "meters", "metre", "metres", "metro", "metros"] { table[w] = Unit(factor: metre, takesArticle: true) }
        for w in ["m", "mt", "mts"] { table[w] = Unit(factor: metre, takesArticle: false) }
        for w in ["mile", "miles", "milha", "milhas"] { table[w] = Unit(factor: 1.609344, takesArticle: true) }
        table["mi"] = Unit(factor: 1.609344, takesArticle: false)
        return table
    }()

    /// Words after "10k" that make it a race ("a 10k run"), not a radius.
    static let raceWords: Set<String> = ["run", "race", "runs", "races", "corrida", "corridas", "prova", "marathon", "maratona"]
    /// Things counted in thousands ("10k photos", "5k seguidores"), never a distance.
    static let countedThousands: Set<String> = [
        "photos", "pics", "pictures", "followers", "steps", "views", "likes", "subscribers", "reais", "dollars", "bucks", "people",
        "words", "songs", "messages", "emails", "users", "fotos", "seguidores", "passos", "curtidas", "visualizacoes", "pessoas",
        "inscritos", "mensagens", "usuarios", "musicas", "palavras",
    ]

    /// Words that say "about" before a distance; they belong to the match.
    static let approximators = PhraseTable<Bool>([
        ("about", true), ("around", true), ("roughly", true), ("approximately", true), ("approx", true),
        ("approx.", true), ("some", true), ("~", true), ("≈", true),
        ("uns", true), ("umas", true), ("cerca de", true), ("mais ou menos", true), ("aproximadamente", true),
        ("aprox", true), ("aprox.", true), ("por volta de", true), ("em torno de", true), ("uns bons", true),
    ])
}
