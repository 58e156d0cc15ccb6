import Foundation
import Testing

@testable import ChooseThereKit

@Suite("Lexicon: negation")
struct NegationTests {
    /// The polarity of the word in [brackets], then every line that must give it.
    static let corpus: [(Polarity, [String])] = [
        (
            .affirmative,
            [
                "[great] food", "the service was [great]", "not cheap but [great] food", "not cheap, [great] food",
                "no doubt the [best] ramen", "sem dúvida o [melhor]", "can't wait to [go]", "não vejo a hora de [voltar]",
                "wouldn't not [go] back", "não deixaria de [voltar]", "não tem como não [voltar]",
                "nothing special, the [ramen] was good", "não era barato mas a comida era [boa]",
                "never disappoints will [come] back", "não gostei e [volto]", "not bad [food]",
                "wasn't cheap the food was [great]", "no we'd [come] back", "nada mal o [ramen]",
                "wouldn't hesitate to [go]", "you won't regret [coming]", "great [food], not the service",
                "nem caro nem barato, [bom]", "not only [cheap]", "não só [barato]",
            ]
        ),
        (
            .negative,
            [
                "not [cheap]", "the service was not [great]", "the service wasn't [great]", "não é [barato]",
                "não era [incrível]", "nao e [barato]", "won't be [back]", "we will not [return]", "never [again]",
                "I don't think it was [great]", "não acho que seja [bom]", "nunca mais [volto]", "não volto [mais]",
                "não vou nunca mais [voltar]", "no, not [going] back", "não não [volto]", "no way we're [coming] back",
                "I would never, ever [return]", "we will not, under any circumstances, [return]", "without [onions]",
                "sem [cebola]", "nem [caro]", "not even [close]", "didn't like the [food]", "no [match]",
                "nothing [special]", "neither cheap nor [good]", "nem caro nem [barato]", "not sure the food was [great]",
                "hardly [worth] it", "dificilmente [volto]", "I'd hesitate to [go] back", "não tem como [voltar]",
                "impossível [voltar]",
            ]
        ),
        // An idiom for yes.
        (.affirmative, ["wouldn't say no to [coming] back"]),
        (
            .ambiguous,
            [
                "I won't never [go] back", "I can't say we won't [be] back",
            ]
        ),
    ]

    @Test func corpus() {
        var wrong: [String] = []
        for (expected, lines) in Self.corpus {
            for marked in lines {
                let (line, target) = Self.unmark(marked)
                let words = Lexer.words(line)
                guard let i = words.firstIndex(where: { $0.folded == target }) else {
                    wrong.append("\(marked): no word \(target)")
                    continue
                }
                let got = Negation.polarity(words, at: i)
                if got != expected { wrong.append("\(marked) → \(got), expected \(expected)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong:\n\(wrong.joined(separator: "\n"))")
    }

    /// `"not [cheap]"` → (`"not cheap"`, `"cheap"`).
    static func unmark(_ marked: String) -> (String, String) {
        guard let open = marked.firstIndex(of: "["), let close = marked.firstIndex(of: "]") else { return (marked, "") }
        let target = String(marked[marked.index(after: open)..<close])
        return (marked.replacingOccurrences(of: "[", with: "").replacingOccurrences(of: "]", with: ""), Folding.key(target))
    }

    @Test func negatorRangesAndKinds() {
        let words = Lexer.words("no longer going back, nem a pau, não deixaria de ir")
        let negators = Negation.negators(in: words)
        #expect(negators.map(\.range) == [0..<2, 5..<8, 9..<10, 10..<12])
        #expect(negators.map(\.kind) == [.plain, .clausal, .plain, .flip])
    }

    @Test func idiomsAreNotNegators() {
        for line in ["no doubt", "without a doubt", "can't wait", "sem dúvida", "não vejo a hora", "not bad", "nada mal"] {
            #expect(Negation.negators(in: Lexer.words(line)).isEmpty, "\(line)")
        }
    }

    @Test func clausesEndAtPunctuationAndContrast() {
        let words = Lexer.words("not cheap but good, não era caro mas bom")
        let scope = NegationScope(words)
        #expect(scope.clause(containing: 1) == 0..<2)
        #expect(scope.clause(containing: 3) == 3..<4)
        #expect(scope.clause(containing: 6) == 5..<8)
        #expect(Negation.isClauseBoundary(words, at: 2))
        #expect(Negation.isClauseBoundary(words, at: 4))
        #expect(!Negation.isClauseBoundary(words, at: 1))
        #expect(!Negation.isNegated(words, at: 3))
        #expect(Negation.isNegated(words, at: 1))
    }

    @Test func outOfBoundsIsAffirmative() {
        let words = Lexer.words("not cheap")
        #expect(Negation.polarity(words, at: 99) == .affirmative)
        #expect(Negation.polarity(words, at: -1) == .affirmative)
        #expect(Negation.polarity([], at: 0) == .affirmative)
        #expect(NegationScope([]).clause(containing: 0) == 0..<0)
    }
}
