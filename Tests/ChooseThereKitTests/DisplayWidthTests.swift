import Testing

@testable import ChooseThereKit

@Suite struct DisplayWidthTests {
    @Test(
        arguments: [
            ("", 0),
            ("abc", 3),
            ("São Paulo", 9),
            ("Sa\u{0303}o", 3),  // decomposed ã: combining tilde takes no column
            ("São Paulo · 3 km", 16),
            ("寿司", 4),
            ("ラーメン", 8),
            ("ｆｕｌｌ", 8),  // fullwidth Latin
            ("한국", 4),
            ("🍣", 2),
            ("👨‍👩‍👧", 2),  // ZWJ family: one cluster
            ("🇧🇷", 2),  // flag
            ("❤️", 2),  // text-default heart + VS16
            ("❤", 1),  // without VS16
            ("1️⃣", 2),  // keycap
            ("👍🏽", 2),  // skin tone
            ("a\u{200B}b", 2),  // zero-width space
            ("a\u{00AD}b", 2),  // soft hyphen (format)
            ("tab\there", 7),  // controls take nothing
            ("\u{1B}[1;31mred\u{1B}[0m", 3),  // SGR escapes
            ("\u{1B}]0;title\u{07}x", 1),  // OSC with BEL
            ("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\", 4),  // hyperlink
            ("\u{202E}abc", 3),  // bidi override
        ] as [(String, Int)])
    func widths(_ text: String, _ expected: Int) {
        #expect(DisplayWidth.of(text) == expected, "\(text.debugDescription)")
    }

    @Test func padAddsSpacesByColumnsNotCharacters() {
        #expect(DisplayWidth.pad("寿司", to: 6) == "寿司  ")
        #expect(DisplayWidth.pad("São", to: 5) == "São  ")
        #expect(DisplayWidth.pad("\u{1B}[1mab\u{1B}[0m", to: 4) == "\u{1B}[1mab\u{1B}[0m  ")
        #expect(DisplayWidth.pad("toolong", to: 3) == "toolong")
    }

    @Test func truncateKeepsShortTextAndMarksCuts() {
        #expect(DisplayWidth.truncate("São Paulo", to: 9) == "São Paulo")
        #expect(DisplayWidth.truncate("São Paulo", to: 5) == "São …")
        #expect(DisplayWidth.truncate("São Paulo", to: 1) == "…")
        #expect(DisplayWidth.truncate("São Paulo", to: 0) == "")
    }

    @Test func truncateNeverSplitsWideCharactersOrClusters() {
        // "寿司屋" is 6 columns; 4 leaves room for one wide char + "…".
        #expect(DisplayWidth.truncate("寿司屋", to: 4) == "寿…")
        #expect(DisplayWidth.truncate("寿司屋", to: 5) == "寿司…")
        #expect(DisplayWidth.truncate("ab👨‍👩‍👧cd", to: 4) == "ab…")
        #expect(DisplayWidth.truncate("ab👨‍👩‍👧cd", to: 5) == "ab👨‍👩‍👧…")
        #expect(DisplayWidth.truncate("e\u{301}e\u{301}e\u{301}", to: 2) == "e\u{301}…")
        for width in 0...12 {
            #expect(DisplayWidth.of(DisplayWidth.truncate("寿司 🍣 São Paulo", to: width)) <= width)
        }
    }

    @Test func truncateKeepsEscapesThatFollowTheCut() {
        let red = "\u{1B}[31m", reset = "\u{1B}[0m"
        #expect(DisplayWidth.truncate(red + "Tan Tan Bar" + reset, to: 5) == red + "Tan …" + reset)
    }

    @Test func escapeSequencesSplitIntoPieces() {
        let pieces = EscapeSequences.split("a\u{1B}[1mb\u{1B}7c\u{1B}(Bd\u{1B}")
        #expect(
            pieces == [
                .text("a"), .escape("\u{1B}[1m"), .text("b"), .escape("\u{1B}7"),
                .text("c"), .escape("\u{1B}(B"), .text("d"), .escape("\u{1B}"),
            ])
        // 8-bit C1 introducers are single controls (UTF-8 terminals ignore them).
        #expect(EscapeSequences.split("x\u{9B}2J") == [.text("x\u{9B}2J")])
    }
}

@Suite struct SafeTextTests {
    @Test(
        arguments: [
            ("Tan Tan Bar", "Tan Tan Bar"),
            ("São Paulo 🍣 寿司 👨‍👩‍👧 🇧🇷 ❤️", "São Paulo 🍣 寿司 👨‍👩‍👧 🇧🇷 ❤️"),
            ("\u{1B}[31mred\u{1B}[0m", "red"),
            ("evil\u{1B}]0;pwned\u{07}name", "evilname"),
            ("clear\u{1B}[2J\u{1B}[Hscreen", "clearscreen"),
            ("dcs\u{1B}Pq#0;2;0;0;0\u{1B}\\done", "dcsdone"),
            ("c1\u{9B}31mcsi", "c131mcsi"),
            ("bell\u{07}del\u{7F}nul\u{00}", "belldelnul"),
            ("line1\nline2\ttab", "line1 line2 tab"),
            ("crlf\r\nnext", "crlf next"),
            ("nel\u{85}ls\u{2028}end", "nel ls end"),
            ("\u{202E}evil\u{202C} \u{2066}iso\u{2069}", "evil iso"),
            ("lrm\u{200E}kept", "lrm\u{200E}kept"),
            ("c1 \u{80}\u{9F}gone", "c1 gone"),
            ("lone esc\u{1B}", "lone esc"),
        ] as [(String, String)])
    func clean(_ input: String, _ expected: String) {
        #expect(SafeText.clean(input) == expected, "\(input.debugDescription)")
    }

    @Test func cleanTextHasNoControlsLeft() {
        let nasty = (0..<0xA0).compactMap(Unicode.Scalar.init).map(String.init).joined()
        let cleaned = SafeText.clean(nasty + "ok")
        #expect(cleaned.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F..<0xA0).contains($0.value) })
        #expect(cleaned.hasSuffix("ok"))
    }
}
