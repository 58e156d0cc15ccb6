import Testing

@testable import ChooseThereKit

@Suite("Did you mean")
struct DidYouMeanTests {
    let verbs = ["spin", "spot", "settings", "set", "list", "help", "history", "rate", "quit", "near"]

    // MARK: Distance

    @Test func distances() {
        #expect(DidYouMean.distance("spin", "spin") == 0)
        #expect(DidYouMean.distance("spn", "spin") == 1)
        #expect(DidYouMean.distance("lsit", "list") == 1)  // one transposition
        #expect(DidYouMean.distance("hepl", "help") == 1)
        #expect(DidYouMean.distance("kitten", "sitting") == 3)
        #expect(DidYouMean.distance("", "abc") == 3)
        #expect(DidYouMean.distance("abc", "") == 3)
        #expect(DidYouMean.distance("a", "b") == 1)
        #expect(DidYouMean.distance("ab", "ba") == 1)
        #expect(DidYouMean.distance("spin", "xxxxxxxxxxxx") >= 4)  // far apart in length: at least the difference
    }

    /// The bounded form agrees with the full one wherever the distance is within the bound, and says "more" otherwise.
    @Test func boundedDistanceAgrees() {
        let words = [
            "spin", "spn", "lsit", "list", "setings", "settings", "cafe", "face", "", "ab", "ba", "abc", "cab",
            "kitten", "sitting", "hepl", "help", "japanese", "japanesse", "nao", "novo", "nvo",
        ]
        for a in words {
            for b in words {
                let full = DidYouMean.distance(a, b)
                for k in 0...3 {
                    let bounded = DidYouMean.distance(a.unicodeScalars.map(\.value), b.unicodeScalars.map(\.value), max: k)
                    #expect(full <= k ? bounded == full : bounded == k + 1, "\(a) \(b) k=\(k): \(bounded) vs \(full)")
                }
            }
        }
    }

    @Test func distanceIsSymmetric() {
        let words = ["spin", "spn", "lsit", "list", "setings", "settings", "cafe", "face", ""]
        for a in words { for b in words { #expect(DidYouMean.distance(a, b) == DidYouMean.distance(b, a), "\(a) \(b)") } }
    }

    // MARK: Prefix first

    @Test func prefixMatchesComeFirst() {
        #expect(DidYouMean.suggest("sp", from: verbs) == "spin")  // shortest, then alphabetical
        #expect(DidYouMean.suggestions("sp", from: verbs) == ["spin", "spot"])
        #expect(DidYouMean.suggest("hist", from: verbs) == "history")
        #expect(DidYouMean.suggest("sett", from: verbs) == "settings")
        // A prefix beats a closer edit: "se" → "set" (prefix), not something one edit away.
        #expect(DidYouMean.suggest("se", from: verbs) == "set")
    }

    @Test func singleLetterUsesEditDistanceNotPrefix() {
        // One letter is too little to complete from; only one-edit candidates qualify.
        #expect(DidYouMean.suggest("x", from: ["spin", "list"]) == nil)
        #expect(DidYouMean.suggest("q", from: ["quit", "qq"]) == "qq")
    }

    @Test func limitIsRespected() {
        #expect(DidYouMean.suggestions("s", from: verbs, limit: 0).isEmpty)
        #expect(DidYouMean.suggestions("s", from: ["sa", "sb", "sc", "sd"], limit: 2).count == 2)
        #expect(DidYouMean.suggestions("se", from: verbs, limit: 1) == ["set"])
    }

    // MARK: Typos

    @Test func transpositionsAndTypos() {
        #expect(DidYouMean.suggest("lsit", from: verbs) == "list")
        #expect(DidYouMean.suggest("hepl", from: verbs) == "help")
        #expect(DidYouMean.suggest("qiut", from: verbs) == "quit")
        #expect(DidYouMean.suggest("raet", from: verbs) == "rate")
        #expect(DidYouMean.suggest("spn", from: verbs) == "spin")
        #expect(DidYouMean.suggest("sttings", from: verbs) == "settings")
        #expect(DidYouMean.suggest("hisotry", from: verbs) == "history")
    }

    @Test func closestWins() {
        #expect(DidYouMean.suggest("nera", from: ["near", "neon"]) == "near")
        #expect(DidYouMean.suggestions("rat", from: ["rate", "bat", "cart"]).first == "rate")
    }

    // MARK: Tolerance grows with the word

    @Test func toleranceGrowsWithLength() {
        // Up to 3 letters: 1 edit.
        #expect(DidYouMean.suggest("qut", from: ["quit"]) == "quit")
        #expect(DidYouMean.suggest("xyz", from: ["xab"]) == nil)
        // 4–6 letters: 2 edits.
        #expect(DidYouMean.suggest("hxxp", from: ["help"]) == "help")
        #expect(DidYouMean.suggest("hxxx", from: ["help"]) == nil)
        // 7 letters and more: 3 edits.
        #expect(DidYouMean.suggest("sxxxings", from: ["settings"]) == "settings")
        #expect(DidYouMean.suggest("sxxxxngs", from: ["settings"]) == nil)
    }

    @Test func nothingCloseGivesNothing() {
        #expect(DidYouMean.suggest("xyzzy", from: verbs) == nil)
        #expect(DidYouMean.suggest("", from: verbs) == nil)
        #expect(DidYouMean.suggest("   ", from: verbs) == nil)
        #expect(DidYouMean.suggest("spin", from: []) == nil)
    }

    @Test func anExactMatchIsNotASuggestion() {
        #expect(DidYouMean.suggest("spin", from: ["spin"]) == nil)
        #expect(DidYouMean.suggest("SPIN", from: ["spin"]) == nil)
    }

    // MARK: Folding

    @Test func caseAndAccentsAreIgnoredAndCandidatesKeepTheirSpelling() {
        #expect(DidYouMean.suggest("CAFX", from: ["café"]) == "café")
        #expect(DidYouMean.suggest("japones", from: ["Japonês Bar"]) == "Japonês Bar")  // prefix, accent-free
        #expect(DidYouMean.suggest("AÇA", from: ["açaí"]) == "açaí")
        #expect(DidYouMean.suggest("Mocoto", from: ["Mocotó Bar"]) == "Mocotó Bar")
    }

    @Test func duplicateCandidatesCountOnce() {
        #expect(DidYouMean.suggestions("sp", from: ["spin", "SPIN", "Spin", "spot"]) == ["spin", "spot"])
    }

    @Test func realCommandTableSuggestions() {
        let verbs = CommandTable.verbs
        #expect(DidYouMean.suggest("spn", from: verbs) == "spin")
        #expect(DidYouMean.suggest("hlep", from: verbs) == "help")
        #expect(DidYouMean.suggest("favorit", from: verbs)?.hasPrefix("favorit") == true)
    }

    // MARK: LetterPairs: the cheap test before a distance

    /// The letter test never rules out a word within the distance: every
    /// pair of words from a small alphabet (repeated letters, transpositions,
    /// letters that share a bit) within `k` edits passes it.
    @Test func letterPairsNeverRuleOutAWordWithinTheDistance() {
        var words: [[UInt32]] = [[]]
        let alphabet: [UInt32] = [0x61, 0x62, 0x63, 0x61 + 64]  // a, b, c and a letter sharing a's bit
        for _ in 1...4 { words += words.flatMap { w in alphabet.map { w + [$0] } }.filter { $0.count <= 4 } }
        words = Array(Set(words.map { $0.map(String.init).joined(separator: ",") })).sorted()
            .map { $0.split(separator: ",").compactMap { UInt32($0) } }
        var checked = 0, ruledOut = 0
        for a in words {
            for b in words {
                for k in 1...2 {
                    let pairs = LetterPairs(a).mayBeWithin(k, LetterPairs(b))
                    if DidYouMean.distance(a, b, max: k) <= k {
                        #expect(pairs, "\(a) and \(b) are within \(k)")
                        checked += 1
                    } else if !pairs {
                        ruledOut += 1
                    }
                }
            }
        }
        #expect(checked > 1000)
        #expect(ruledOut > 1000)  // and it does rule out most of the others
        // Repeated letters count: "aabbcc" is not within one edit of "abc", though both have the same letters.
        #expect(!LetterPairs(Array("aabbcc".utf8)).mayBeWithin(1, LetterPairs(Array("abc".utf8))))
        #expect(LetterPairs(Array("aabbc".utf8)).mayBeWithin(1, LetterPairs(Array("aabbcc".utf8))))
    }
}
