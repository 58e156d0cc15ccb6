import Testing

@testable import ChooseThereKit

@Suite("Lexicon: return intent")
struct ReturnIntentTests {
    private func answer(_ line: String) -> ReturnAnswer? { ReturnIntent.read(Lexer.words(line))?.answer }

    @Test func corpusHasEnoughPhrasings() {
        #expect(ReturnIntentCorpus.all.filter { $0.expected != nil }.count >= 150)
    }

    @Test func corpus() {
        var wrong: [String] = []
        for (line, expected) in ReturnIntentCorpus.all {
            let got = answer(line)
            if got != expected { wrong.append("\(line) → \(got.map { "\($0)" } ?? "nil"), expected \(expected.map { "\($0)" } ?? "nil")") }
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong:\n\(wrong.joined(separator: "\n"))")
    }

    /// The words that said it, as the note must not repeat them.
    static let spans: [(String, [String])] = [
        ("great ramen, would return", ["would return"]),
        ("not cheap but we'd go back", ["we'd go back"]),
        ("rate it three, we won't be back", ["we won't be back"]),
        ("voltaria com certeza, comida ótima", ["voltaria com certeza"]),
        ("não volto mais, atendimento péssimo", ["não volto mais"]),
        ("coming back? definitely", ["coming back", "definitely"]),
        ("talvez eu volte", ["talvez eu volte"]),
        ("great food, can't wait to come back!", ["can't wait to come back"]),
        ("would go back for the ramen not the sushi", ["would go back"]),
        ("I don't think we'll be back, too pricey", ["I don't think we'll be back"]),
        ("comida boa, não pretendo voltar", ["não pretendo voltar"]),
        ("will be back, no doubt", ["will be back", "no doubt"]),
    ]

    @Test func rangesCoverTheWordsThatSaidIt() {
        for (line, expected) in Self.spans {
            let words = Lexer.words(line)
            let spans = ReturnIntent.read(words)?.ranges.map { Lexer.text(in: line, of: words, $0) }
            #expect(spans == expected, "\(line)")
        }
    }

    @Test func negationScopeMayBeShared() {
        let words = Lexer.words("not cheap but we'd go back")
        let scope = NegationScope(words)
        #expect(ReturnIntent.read(words, scope: scope) == ReturnIntent.read(words))
    }
}
