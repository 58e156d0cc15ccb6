import Testing

@testable import ChooseThereKit

/// Runs a Duckling-style corpus: for every line, the extractor must match
/// at word 0 and use every word. Returns the lines that failed, explained.
func runCorpus<V: Equatable>(_ corpus: [(V, [String])], _ read: ([Word]) -> SlotMatch<V>?) -> [String] {
    var wrong: [String] = []
    for (expected, lines) in corpus {
        for line in lines {
            let words = Lexer.words(line)
            guard let m = read(words) else { wrong.append("\(line) → no match, expected \(expected)"); continue }
            if m.value != expected || m.range != 0..<words.count {
                wrong.append("\(line) → \(m.value) over \(m.range), expected \(expected) over 0..<\(words.count)")
            }
        }
    }
    return wrong
}

/// Lines that must not match at word 0 (or, when they do, not use all the words).
func runNegatives<V>(_ lines: [String], _ read: ([Word]) -> SlotMatch<V>?) -> [String] {
    lines.compactMap { line in
        let words = Lexer.words(line)
        guard let m = read(words), m.range == 0..<words.count else { return nil }
        return "\(line) → \(m.value), expected no match"
    }
}

@Suite("Lexicon: numbers and ordinals")
struct NumberSlotTests {
    static let corpus: [(Double, [String])] = [
        (0, ["0", "zero"]),
        (0.5, ["0.5", "0,5", ".5", "half", "a half", "metade", "meio", "meia", "zero point five", "zero vírgula cinco"]),
        (1, ["1", "one", "1.0"]),
        (
            1.5,
            [
                "1.5", "1,5", "one and a half", "one and half", "um e meio", "uma e meia", "1 e meio", "1 and a half",
                "one point five", "um vírgula cinco", "um ponto cinco",
            ]
        ),
        (2, ["2", "two", "dois", "duas", "a couple", "a couple of", "couple of", "um par", "um par de", "TWO", "Duas"]),
        (2.5, ["2.5", "2,5", "two and a half", "dois e meio", "duas e meia", "2 e meia"]),
        (3, ["3", "three", "três", "tres"]),
        (4, ["4", "four", "quatro"]),
        (5, ["5", "five", "cinco"]),
        (6, ["6", "six", "seis", "meia dúzia", "half a dozen", "meia duzia de"]),
        (10, ["10", "ten", "dez"]),
        (12, ["12", "twelve", "doze", "a dozen", "uma dúzia", "dozen"]),
        (14, ["fourteen", "catorze", "quatorze"]),
        (16, ["sixteen", "dezesseis", "dezasseis"]),
        (20, ["twenty", "vinte"]),
        (24, ["two dozen", "duas dúzias", "2 dúzias"]),
        (25, ["25", "twenty five", "twenty-five", "vinte e cinco", "vinte cinco"]),
        (42, ["forty two", "forty-two", "quarenta e dois"]),
        (99, ["ninety nine", "noventa e nove"]),
        (100, ["100", "hundred", "a hundred", "one hundred", "cem", "cento"]),
        (105, ["one hundred and five", "a hundred and five", "cento e cinco"]),
        (125, ["one hundred twenty five", "cento e vinte e cinco"]),
        (250, ["two hundred fifty", "two hundred and fifty", "duzentos e cinquenta", "duzentas e cinquenta"]),
        (500, ["500", "five hundred", "quinhentos", "quinhentas"]),
        (1000, ["1000", "a thousand", "one thousand", "mil"]),
        (1500, ["1500", "mil e quinhentos", "one thousand five hundred", "fifteen hundred"]),
        (2500, ["dois mil e quinhentos", "two thousand five hundred", "2500"]),
        (1_000_000, ["1.000.000", "1,000,000"]),
        (-3, ["-3"]),
    ]

    static let negatives = [
        "a", "an", "um", "uma", "two three", "dois três", "zero five", "hello", "km", "1st", "2km", "and", "e",
        "\"two\"", "?",
    ]

    @Test func corpus() {
        let wrong = runCorpus(Self.corpus) { NumberSlot.match($0, at: 0) }
        #expect(wrong.isEmpty, "\(wrong.count) wrong:\n\(wrong.joined(separator: "\n"))")
    }

    @Test func negatives() {
        let wrong = runNegatives(Self.negatives) { NumberSlot.match($0, at: 0) }
        #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
    }

    @Test func articlesReadOneOnlyWhenAsked() {
        let words = Lexer.words("uma estrela")
        #expect(NumberSlot.match(words, at: 0) == nil)
        #expect(NumberSlot.match(words, at: 0, articleAsOne: true) == SlotMatch(value: 1, range: 0..<1))
    }

    @Test func aNumberStopsWhereItsWordsStop() {
        let words = Lexer.words("spin two bars within twenty five km")
        #expect(NumberSlot.match(words, at: 1) == SlotMatch(value: 2, range: 1..<2))
        #expect(NumberSlot.match(words, at: 4) == SlotMatch(value: 25, range: 4..<6))
        #expect(NumberSlot.matches(in: words).map(\.value) == [2, 25])
    }

    @Test func outOfBoundsIndicesAreNoMatch() {
        let words = Lexer.words("two")
        #expect(NumberSlot.match(words, at: -1) == nil)
        #expect(NumberSlot.match(words, at: 1) == nil)
        #expect(NumberSlot.match([], at: 0) == nil)
    }

    // MARK: Ordinals

    static let ordinals: [(Ordinal, [String])] = [
        (.position(1), ["first", "1st", "primeiro", "primeira", "1º", "1ª", "1°", "1o", "1a", "First"]),
        (.position(2), ["second", "2nd", "segundo", "segunda", "2º", "2a"]),
        (.position(3), ["third", "3rd", "terceiro", "terceira", "3º"]),
        (.position(4), ["fourth", "4th", "quarto", "quarta"]),
        (.position(5), ["fifth", "5th", "quinto", "quinta"]),
        (.position(6), ["sixth", "sexto", "sexta"]),
        (.position(7), ["seventh", "sétimo", "sétima", "setimo"]),
        (.position(8), ["eighth", "oitavo", "oitava"]),
        (.position(9), ["ninth", "nono", "nona"]),
        (.position(10), ["tenth", "10th", "décimo", "décima", "10º"]),
        (.position(21), ["21st"]),
        (.last, ["last", "último", "última", "ultimo", "LAST"]),
    ]

    @Test func ordinalCorpus() {
        let wrong = runCorpus(Self.ordinals) { OrdinalSlot.match($0, at: 0) }
        #expect(wrong.isEmpty, "\(wrong.count) wrong:\n\(wrong.joined(separator: "\n"))")
        let negatives = runNegatives(["1", "one", "um", "1x", "st", "lastly", "\"first\""]) { OrdinalSlot.match($0, at: 0) }
        #expect(negatives.isEmpty, "\(negatives.joined(separator: "\n"))")
    }
}
