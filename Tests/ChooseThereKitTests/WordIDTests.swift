import Testing

@testable import ChooseThereKit

@Suite("Word numbers")
struct WordIDTests {
    @Test func aWordKeepsItsNumberAndTwoWordsNeverShareOne() {
        let a = WordID.of("feijoada"), b = WordID.of("feijoadas")
        #expect(a == WordID.of("feijoada"))
        #expect(a == WordID.interned("feijoada"))
        #expect(a != b)
        #expect(a != WordID.unknown && b != WordID.unknown)
        // A lexed word carries the number of its folded key, also when the key changes.
        var word = Word(kind: .word, text: "Feijoada", folded: "feijoada", range: "x".startIndex..<"x".endIndex)
        #expect(word.id == a)
        word.folded = "feijoadas"
        #expect(word.id == b)
    }

    @Test func theMapFindsEveryKeyAndNothingElse() {
        // Enough keys that slots collide and probe past each other.
        let keys = (0..<500).map { WordID.interned("map-test-\($0)") }
        let map = WordIDMap(keys.enumerated().map { ($0.element, $0.offset) })
        for (n, key) in keys.enumerated() { #expect(map[key] == n) }
        #expect(map[WordID.interned("map-test-absent")] == nil)
        #expect(map[WordID.unknown] == nil)
        #expect(WordIDMap<Int>([])[keys[0]] == nil)
    }

    @Test func aPhraseTableMatchesByNumberAsItDidByText() {
        let table = PhraseTable<Int>([("near me", 1), ("near", 2), ("mid-range", 3)])
        let words = Lexer.words("spin near me mid range")
        #expect(table.match(words, at: 1)?.value == 1)
        #expect(table.match(words, at: 1)?.end == 3)
        #expect(table.match(words, at: 3)?.value == 3)
        #expect(table.match(words, at: 0) == nil)
        #expect(table.match(Lexer.words("\"near me\""), at: 0) == nil)
        let set = WordSet(["near", "perto"])
        #expect(set.contains(words[1]) && !set.contains(words[0]))
        #expect(set.contains(Lexer.words("perto")[0]))
    }
}
