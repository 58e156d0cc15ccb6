import Foundation
import Testing
@testable import ChooseThereKit

@Suite("Tokenizer")
struct TokenizerTests {
    private func kinds(_ line: String) -> [Token.Kind] { Tokenizer.tokenize(line).map(\.kind) }

    private func single(_ line: String) throws -> Token {
        let tokens = Tokenizer.tokenize(line)
        try #require(tokens.count == 1, "\(line) → \(tokens)")
        return tokens[0]
    }

    private func km(_ line: String) throws -> Double? {
        if case .distance(let km) = try single(line).kind { return km }
        return nil
    }

    // MARK: Words

    @Test func wordsAreFoldedAndKeepTheirText() {
        let tokens = Tokenizer.tokenize("  SPIN   Japonês\tCAFÉ  ")
        #expect(tokens.map(\.text) == ["SPIN", "Japonês", "CAFÉ"])
        #expect(tokens.map(\.folded) == ["spin", "japones", "cafe"])
        #expect(tokens.allSatisfy { $0.isWord })
    }

    @Test func emptyAndBlankLines() {
        #expect(Tokenizer.tokenize("").isEmpty)
        #expect(Tokenizer.tokenize("   \t  ").isEmpty)
    }

    @Test func trailingSentencePunctuationIsNotPartOfAWord() {
        #expect(Tokenizer.tokenize("ramen?").first?.folded == "ramen")
        #expect(Tokenizer.tokenize("please!").first?.folded == "please")
        #expect(Tokenizer.tokenize("bar.").first?.folded == "bar")
        #expect(Tokenizer.tokenize("?").first?.folded == "?")
        #expect(Tokenizer.tokenize("bar.").first?.text == "bar.")
    }

    // MARK: Distances

    @Test(arguments: [
        ("2km", 2.0), ("2 km", 2.0), ("2KM", 2.0), ("2.5km", 2.5), ("2,5km", 2.5), ("1,5 km", 1.5),
        ("500m", 0.5), ("500 m", 0.5), ("750 metros", 0.75), ("3 kilometres", 3.0), ("3 quilômetros", 3.0),
        ("10 kms", 10.0), ("0km", 0.0), ("250 meters", 0.25),
    ])
    func distances(line: String, expected: Double) throws {
        let value = try #require(try km(line))
        #expect(abs(value - expected) < 1e-9, "\(line) → \(value)")
    }

    @Test func distanceInsideALine() {
        #expect(kinds("near me 2 km bar") == [.word, .word, .distance(km: 2), .word])
        #expect(kinds("within 500m") == [.word, .distance(km: 0.5)])
    }

    @Test func notDistances() {
        #expect(kinds("km") == [.word])
        #expect(kinds("m") == [.word])
        #expect(kinds("-2km") == [.word])  // negative distances are not distances
        #expect(kinds("2 kmh") == [.number(2), .word])
        #expect(kinds("2 \"km\"") == [.number(2), .quoted])
    }

    // MARK: Numbers

    @Test func numbers() {
        #expect(kinds("4") == [.number(4)])
        #expect(kinds("2.5") == [.number(2.5)])
        #expect(kinds("1,5") == [.number(1.5)])
        #expect(kinds("-3") == [.number(-3)])
        #expect(Tokenizer.tokenize("4").first?.number == 4)
        #expect(Tokenizer.tokenize("four").first?.number == nil)
        #expect(kinds("1.2.3") == [.word])
        #expect(kinds("12abc") == [.word])
        #expect(kinds(String(repeating: "9", count: 40)) == [.word])  // too long to be a number
    }

    // MARK: Coordinates

    @Test(arguments: [
        ("-23.56,-46.69", -23.56, -46.69),
        ("-23.56, -46.69", -23.56, -46.69),
        ("-23.5614,-46.6559", -23.5614, -46.6559),
        ("48.85,2.35", 48.85, 2.35),
    ])
    func coordinates(line: String, lat: Double, lng: Double) throws {
        let tokens = Tokenizer.tokenize(line)
        try #require(tokens.count == 1, "\(line) → \(tokens)")
        #expect(tokens[0].kind == .coordinate(lat: lat, lng: lng))
    }

    @Test func coordinateInsideACommand() {
        let tokens = Tokenizer.tokenize("add \"Bar do Zé\" at -23.55, -46.63 tags bar")
        #expect(tokens.map(\.kind) == [.word, .quoted, .word, .coordinate(lat: -23.55, lng: -46.63), .word, .word])
    }

    @Test func decimalCommaIsNotACoordinate() {
        #expect(kinds("1,5") == [.number(1.5)])
        // A pair needs a decimal point somewhere; a space before the comma breaks it.
        #expect(!kinds("3, 4").contains(.coordinate(lat: 3, lng: 4)))
        #expect(!kinds("-23.56 ,-46.69").contains(.coordinate(lat: -23.56, lng: -46.69)))
    }

    // MARK: Quotes

    @Test func quotedStrings() {
        let tokens = Tokenizer.tokenize(#"add "Bar do Zé" at"#)
        #expect(tokens.map(\.kind) == [.word, .quoted, .word])
        #expect(tokens[1].text == "Bar do Zé")
        #expect(tokens[1].folded == "bar do ze")
    }

    @Test func quotedKeepsNumbersAndSpaces() {
        let tokens = Tokenizer.tokenize(#"rate 4 "  2 km  great ""#)
        #expect(tokens.map(\.kind) == [.word, .number(4), .quoted])
        #expect(tokens[2].text == "  2 km  great ")
    }

    @Test func singleQuotesAndTypographicQuotes() {
        #expect(Tokenizer.tokenize("show 'Tan Tan Bar'").last?.text == "Tan Tan Bar")
        #expect(Tokenizer.tokenize("show \u{201C}Tan Tan Bar\u{201D}").last?.text == "Tan Tan Bar")
        // An apostrophe inside a word is not a quote.
        #expect(Tokenizer.tokenize("i'm at").map(\.text) == ["i'm", "at"])
    }

    @Test func emptyQuotesAndUnterminatedQuotes() {
        #expect(Tokenizer.tokenize(#"show """#).map(\.kind) == [.word, .quoted])
        let open = Tokenizer.tokenize(#"show "Bar do"#)
        #expect(open.map(\.kind) == [.word, .quoted])
        #expect(open.last?.text == "Bar do")
        #expect(Tokenizer.tokenize("\"").map(\.kind) == [.quoted])
    }

    @Test func quoteDirectlyAfterAWordSplitsIt() {
        #expect(Tokenizer.tokenize(#"show"Bar""#).map(\.text) == ["show", "Bar"])
    }

    // MARK: Robustness

    @Test func garbageNeverCrashes() {
        var generator = SeededRandom(seed: 20261122)
        for _ in 0..<200 {
            let scalars = (0..<Int.random(in: 0...80, using: &generator)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: 0...0x1_0000, using: &generator))
            }
            var line = ""
            line.unicodeScalars.append(contentsOf: scalars)
            _ = Tokenizer.tokenize(line)
        }
        let long = String(repeating: "spin bar 2km \"x\" -23.5,-46.6 ", count: 5_000)
        #expect(Tokenizer.tokenize(long).count == 25_000)
        _ = Tokenizer.tokenize(String(repeating: ",", count: 10_000))
        _ = Tokenizer.tokenize(String(repeating: "\"", count: 10_001))
        _ = Tokenizer.tokenize(String(repeating: "1,", count: 10_000))
    }
}
