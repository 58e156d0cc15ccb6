import Testing

@testable import ChooseThereKit

/// A compact picture of a lexed line: one entry per word, `w:` word,
/// `n:` number, `c:` coordinate, `q:` quoted, `p:` punctuation, `s:` symbol.
func lexed(_ line: String) -> [String] {
    Lexer.words(line).map { w in
        switch w.kind {
        case .word: "w:\(w.text)"
        case .number(let n): "n:\(n)"
        case .coordinate(let lat, let lng): "c:\(lat),\(lng)"
        case .quoted: "q:\(w.text)"
        case .punctuation: "p:\(w.text)"
        case .symbol: "s:\(w.text)"
        }
    }
}

@Suite("Lexicon: lexer")
struct LexerTests {
    // MARK: Corpus: a line, then the words it must give

    static let corpus: [(String, [String])] = [
        // Words keep apostrophes, hyphens, dots and slashes.
        ("won't go back", ["w:won't", "w:go", "w:back"]),
        ("won’t", ["w:won’t"]),
        ("copo d'água", ["w:copo", "w:d'água"]),
        ("copo d’água", ["w:copo", "w:d’água"]),
        ("2km bar", ["w:2km", "w:bar"]),
        ("3/5", ["w:3/5"]),
        ("export notes.json", ["w:export", "w:notes.json"]),
        ("export ~/notes.json.", ["w:export", "w:~/notes.json", "p:."]),
        ("import ../backup.json", ["w:import", "w:../backup.json"]),
        ("mid-range", ["w:mid-range"]),
        ("custo-benefício", ["w:custo-benefício"]),
        ("12:30", ["w:12:30"]),
        ("'90s vibe", ["w:'90s", "w:vibe"]),
        // Numbers.
        ("4", ["n:4.0"]),
        ("2.5", ["n:2.5"]),
        ("1,5", ["n:1.5"]),
        ("-3", ["n:-3.0"]),
        ("+2", ["n:2.0"]),
        (".5", ["n:0.5"]),
        ("1.000.000", ["n:1000000.0"]),
        ("1,000,000", ["n:1000000.0"]),
        ("1.000,50", ["n:1000.5"]),
        ("1,000.50", ["n:1000.5"]),
        ("1.000", ["n:1.0"]),
        ("rate 3.", ["w:rate", "n:3.0", "p:."]),
        ("1.2.3", ["w:1.2.3"]),
        ("two", ["w:two"]),
        // Coordinates.
        ("-23.56,-46.69", ["c:-23.56,-46.69"]),
        ("-23.56, -46.69", ["c:-23.56,-46.69"]),
        ("i'm at -23.56, -46.69 now", ["w:i'm", "w:at", "c:-23.56,-46.69", "w:now"]),
        ("(-23.56,-46.69)", ["p:(", "c:-23.56,-46.69", "p:)"]),
        ("3, 4", ["n:3.0", "p:,", "n:4.0"]),
        ("4.5, would return", ["n:4.5", "p:,", "w:would", "w:return"]),
        // Quotes.
        ("add \"Bar do Zé\" at", ["w:add", "q:Bar do Zé", "w:at"]),
        ("add 'x' now", ["w:add", "q:x", "w:now"]),
        ("add “Bar do Zé”", ["w:add", "q:Bar do Zé"]),
        ("add «Zé»", ["w:add", "q:Zé"]),
        ("add ‘Zé’ ok", ["w:add", "q:Zé", "w:ok"]),
        ("add \"unterminated name", ["w:add", "q:unterminated name"]),
        ("export \"~/a b.json\"", ["w:export", "q:~/a b.json"]),
        ("say 'don't go' now", ["w:say", "q:don't go", "w:now"]),
        ("add \"\"", ["w:add", "q:"]),
        // Punctuation splits off word ends, not numbers, paths or abbreviations.
        ("ramen?", ["w:ramen", "p:?"]),
        ("great food, would return!", ["w:great", "w:food", "p:,", "w:would", "w:return", "p:!"]),
        ("bar,cheap", ["w:bar", "p:,", "w:cheap"]),
        ("really?!", ["w:really", "p:?!"]),
        ("good...but", ["w:good", "p:...", "w:but"]),
        ("good... but", ["w:good", "p:...", "w:but"]),
        ("wait…", ["w:wait", "p:…"]),
        ("Av. Paulista", ["w:Av.", "w:Paulista"]),
        ("R. Augusta 10", ["w:R.", "w:Augusta", "n:10.0"]),
        ("so did I.", ["w:so", "w:did", "w:I", "p:."]),
        ("nota: 3", ["w:nota", "p::", "n:3.0"]),
        ("great - won't be back", ["w:great", "p:-", "w:won't", "w:be", "w:back"]),
        ("great — won't be back", ["w:great", "p:—", "w:won't", "w:be", "w:back"]),
        ("(great)", ["p:(", "w:great", "p:)"]),
        ("¿qué?", ["p:¿", "w:qué", "p:?"]),
        // Symbols.
        ("$", ["s:$"]),
        ("$$ bar", ["s:$$", "w:bar"]),
        ("$$$", ["s:$$$"]),
        ("★★★", ["s:★★★"]),
        ("★★★☆☆", ["s:★★★☆☆"]),
        ("⭐⭐⭐", ["s:⭐⭐⭐"]),
        ("⭐️⭐️⭐️", ["s:⭐️⭐️⭐️"]),
        ("3★", ["n:3.0", "s:★"]),
        ("rock & roll", ["w:rock", "s:&", "w:roll"]),
        ("3 / 5", ["n:3.0", "s:/", "n:5.0"]),
        ("+", ["s:+"]),
        ("~500m", ["s:~", "w:500m"]),
        ("~ 500 m", ["s:~", "n:500.0", "w:m"]),
        ("R$ 50", ["w:R$", "n:50.0"]),
        ("yum😋🔥 great", ["w:yum", "s:😋🔥", "w:great"]),
        // Spaces of every kind, and nothing.
        ("", []),
        ("   \t  ", []),
        ("a\u{00A0}b\u{3000}c", ["w:a", "w:b", "w:c"]),
    ]

    @Test func corpusLines() {
        for (line, expected) in Self.corpus {
            #expect(lexed(line) == expected, "\(line)")
        }
    }

    // MARK: Folding and ranges

    @Test func foldedKeysIgnoreCaseAccentsAndApostropheStyles() {
        let words = Lexer.words("WON’T Voltaría São d’Água")
        #expect(words.map(\.folded) == ["won't", "voltaria", "sao", "d'agua"])
        #expect(Lexer.words("“Bar do Zé”").first?.folded == "bar do ze")
    }

    @Test func rangesPointIntoTheLine() {
        let line = "add \"Bar  do Zé\" at -23.55, -46.63 tags bar"
        let words = Lexer.words(line)
        for w in words where w.kind != .quoted {
            #expect(String(line[w.range]) == w.text)
        }
        #expect(String(line[words[1].range]) == "\"Bar  do Zé\"")
        #expect(words[1].text == "Bar  do Zé")
        #expect(Lexer.text(in: line, of: words, 1..<2) == "\"Bar  do Zé\"")
        #expect(Lexer.text(in: line, of: words, 3..<4) == "-23.55, -46.63")
    }

    @Test func textKeepsTheExactSpellingOfASpan() {
        let line = "rate 4   Ótimo  RAMEN, would return"
        let words = Lexer.words(line)
        #expect(Lexer.text(in: line, of: words, 2..<4) == "Ótimo  RAMEN")
        #expect(Lexer.text(in: line, of: words, 2..<5) == "Ótimo  RAMEN,")
        #expect(Lexer.text(in: line, of: words, 0..<0) == "")
        #expect(Lexer.text(in: line, of: words, 5..<99) == "")
        #expect(Lexer.text(in: line, of: words, -1..<2) == "")
    }

    // MARK: Robustness

    @Test func neverTrapsOnRandomInput() {
        var rng = LexiconRandom(seed: 0x5EED)
        let alphabet: [Unicode.Scalar] =
            Array("aZ09 .,;:!?-'\"“”‘’«»$★⭐️/\\~&+()…—é́\u{0}\u{7}\t\n".unicodeScalars)
            + ["\u{1F600}", "\u{200D}", "\u{FE0F}", "\u{00BD}", "\u{10FFFF}", "\u{E000}", "\u{0301}"]
        for round in 0..<3000 {
            var scalars = String.UnicodeScalarView()
            let length = Int(rng.next() % 40)
            for _ in 0..<length {
                if round % 3 == 0, let random = Unicode.Scalar(UInt32(rng.next() % 0x11000)) {
                    scalars.append(random)
                } else {
                    scalars.append(alphabet[Int(rng.next() % UInt64(alphabet.count))])
                }
            }
            let line = String(scalars)
            let words = Lexer.words(line)
            var last = line.startIndex
            for w in words {
                #expect(w.range.lowerBound >= last && w.range.upperBound <= line.endIndex)
                last = w.range.upperBound
            }
            _ = Lexer.text(in: line, of: words, 0..<words.count)
        }
        // Invalid UTF-8 arrives repaired (U+FFFD) and lexes like anything else.
        let bytes: [UInt8] = [0xFF, 0x22, 0xC3, 0x28, 0x27, 0xE2, 0x82, 0x20, 0x24]
        _ = Lexer.words(String(decoding: bytes, as: UTF8.self))
    }

    @Test func longLinesStayLinear() {
        let quotes = String(repeating: "'a ", count: 20_000)
        let dots = String(repeating: "a.", count: 20_000) + "."
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            _ = Lexer.words(quotes)
            _ = Lexer.words(dots)
            _ = Lexer.words(String(repeating: "\"", count: 20_001))
        }
        #expect(elapsed < .seconds(2))
    }
}

/// A small deterministic generator for the fuzz tests.
struct LexiconRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
