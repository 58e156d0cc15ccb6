// MARK: - Lexer: a line → words

/// Splits a command line into `Word`s. Never fails and never traps, whatever
/// the input (unterminated quotes run to the end of the line); one pass over
/// the line's Unicode scalars, so linear time.
///
/// Rules, in the order they apply:
/// - whitespace and control characters separate words;
/// - `"…"`, `“…”`, `„…“`, `«…»` always quote; `'…'` and `‘…’` quote only at
///   a word's start and only when a closing mark follows (so `d'água` and
///   `'90s` stay words);
/// - runs of stars (`★★★☆☆`, `⭐⭐⭐`, with `½`), of `$`, and of other
///   symbols and emoji are `.symbol` words, split from what they touch
///   (`R$` stays one word);
/// - `; ! ? ( ) [ ] { } …` and commas not between digits split a word;
///   `. : -` split off only at a word's ends (so `a.json`, `12:30`,
///   `mid-range`, `-3` and `.5` stay whole), a trailing dot stays on known
///   abbreviations (`Av.`, `Dr.`) and initials (`R.`), and two or more dots
///   inside a word (`good...but`) split it;
/// - a word is then a coordinate, a number, a symbol (`/`, `&`, `+`) or a word.
public enum Lexer {
    /// The words of `line`.
    public static func words(_ line: String) -> [Word] {
        var scanner = LineScanner(line)
        scanner.scan()
        return mergeSpacedCoordinates(scanner.words, in: line)
    }

    /// The original text of `line` from the first to the last word of `range`
    /// (quotes included), exactly as typed, or "" for an empty or invalid
    /// range. `words` must come from `Lexer.words(line)`.
    public static func text(in line: String, of words: [Word], _ range: Range<Int>) -> String {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= words.count else { return "" }
        let lo = words[range.lowerBound].range.lowerBound
        let hi = words[range.upperBound - 1].range.upperBound
        guard lo <= hi, hi <= line.endIndex else { return "" }
        return String(line.unicodeScalars[lo..<hi])
    }

    /// The matching key of a word's text: `Folding.key`, with the apostrophe
    /// styles (`’ ‘ ʼ ´ \``) written `'`.
    static func fold(_ text: String) -> String {
        // Fast path: lower-case ASCII without spaces is its own key.
        var plain = true
        var ascii = true
        for b in text.utf8 {
            if b >= 0x80 { ascii = false; plain = false; break }
            if (b >= 0x41 && b <= 0x5A) || b <= 0x20 || b == 0x60 { plain = false }
        }
        if plain { return text }
        let key = Folding.key(text)
        if ascii && !text.utf8.contains(0x60) { return key }
        var out = String.UnicodeScalarView()
        var changed = false
        for s in key.unicodeScalars {
            switch s.value {
            case 0x2019, 0x2018, 0x02BC, 0x00B4, 0x0060: out.append("'"); changed = true
            default: out.append(s)
            }
        }
        return changed ? String(out) : key
    }

    /// Joins `-23.56` `,` `-46.69` (comma glued to the first number) into one coordinate.
    static func mergeSpacedCoordinates(_ words: [Word], in line: String) -> [Word] {
        guard words.count >= 3 else { return words }
        var out: [Word] = []
        out.reserveCapacity(words.count)
        var i = 0
        while i < words.count {
            if i + 2 < words.count,
                case .number(let lat) = words[i].kind, isDotDecimal(words[i].text),
                words[i + 1].kind == .punctuation, words[i + 1].text == ",",
                words[i + 1].range.lowerBound == words[i].range.upperBound,
                case .number(let lng) = words[i + 2].kind, isDotDecimal(words[i + 2].text)
            {
                let range = words[i].range.lowerBound..<words[i + 2].range.upperBound
                let text = String(line.unicodeScalars[range])
                out.append(Word(kind: .coordinate(lat: lat, lng: lng), text: text, folded: text, range: range))
                i += 3
                continue
            }
            out.append(words[i])
            i += 1
        }
        return out
    }

    /// `-23.56`: one dot, no comma (what a coordinate half looks like).
    static func isDotDecimal(_ text: String) -> Bool {
        var dots = 0
        for b in text.utf8 {
            if b == UInt8(ascii: ".") { dots += 1 } else if b == UInt8(ascii: ",") { return false }
        }
        return dots == 1
    }
}

// MARK: - Character classes

/// How the lexer treats one Unicode scalar.
enum ScalarClass: Equatable {
    /// Separates words (whitespace, controls, zero-width spaces).
    case space
    /// A quotation mark that may open a quote.
    case quote
    /// Always splits a word: `; ! ? ( ) [ ] { } …`, dashes, `,` (unless between digits).
    case hardPunctuation
    /// Splits only at a word's ends: `. : -`.
    case softPunctuation
    /// ★ ☆ ⭐ 🌟 …: a rating run.
    case star
    /// `$`.
    case dollar
    /// Other non-ASCII symbols and emoji.
    case symbol
    /// Letters, digits, marks, apostrophes, `/ & + ~ _ …` inside words.
    case word

    @inline(__always)
    static func of(_ s: Unicode.Scalar) -> ScalarClass {
        let v = s.value
        if v < 0x80 { return ascii(UInt8(v)) }
        return nonASCII(s)
    }

    @inline(__always)
    static func ascii(_ b: UInt8) -> ScalarClass {
        switch b {
        case 0x00...0x20, 0x7F: return .space
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .quote
        case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "!"), UInt8(ascii: "?"),
            UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "{"), UInt8(ascii: "}"):
            return .hardPunctuation
        case UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "-"): return .softPunctuation
        case UInt8(ascii: "$"): return .dollar
        default: return .word
        }
    }

    static func nonASCII(_ s: Unicode.Scalar) -> ScalarClass {
        switch s.value {
        case 0x200B, 0xFEFF, 0x2060, 0x200E, 0x200F, 0x0085, 0x2028, 0x2029: return .space
        case 0x201C, 0x201D, 0x201E, 0x00AB, 0x2018: return .quote
        case 0x2019, 0x02BC, 0x00B0, 0x00BA, 0x00AA: return .word  // apostrophe, °, º, ª
        case 0x2605, 0x2606, 0x2B50, 0x1F31F, 0x2729...0x2730: return .star
        case 0x00BB, 0x2039, 0x203A, 0x201A: return .hardPunctuation
        default: break
        }
        let p = s.properties
        if p.isWhitespace { return .space }
        switch p.generalCategory {
        case .control: return .space
        case .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            return .hardPunctuation
        case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: return .symbol
        default: return .word
        }
    }
}
