// MARK: - Tokens of an opening_hours value

/// One piece of an opening_hours value. Named apart from the command
/// language's `Token`: the two grammars share nothing.
struct HoursToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case weekday(Weekday)
        case publicHoliday, schoolHoliday
        case month, week, easter, day, variableTime
        case open, closed, unknown
        /// A number not followed by minutes: `11` in `11-15`, `2024`.
        case number(Int, digits: Int)
        /// Minutes since midnight (up to 48:00); `hourWord` when written
        /// with an hour word (`24h`, `24 horas`), so that `24h` alone can
        /// mean the whole day.
        case time(Int, hourWord: Bool)
        case allWeek
        case dash, comma, semicolon, fallback, plus, colon, slash
        case openBracket, closeBracket, openParen, closeParen
        case comment(String)
        /// A word or character that means nothing here.
        case word
        /// Something the lexer already knows is broken.
        case bad(InvalidHoursSyntax)
    }

    let kind: Kind
    /// Offset of the first scalar, counting Unicode scalars from 0.
    let position: Int
    /// Length in scalars.
    let length: Int
}

// MARK: - Lexer

/// Splits a value into tokens. Case, accents and spacing never matter
/// outside comments; the tolerated slips are listed in `OpeningHours.swift`.
enum OpeningHoursLexer {
    static func tokens(_ s: [Unicode.Scalar]) -> [HoursToken] {
        var out: [HoursToken] = []
        out.reserveCapacity(s.count / 3 + 2)
        var i = 0
        while i < s.count {
            let c = s[i]
            if c.properties.isWhitespace { i += 1; continue }
            if isDigit(c) {
                let token = number(s, at: i)
                out.append(token)
                i += token.length
            } else if c.properties.isAlphabetic {
                i = word(s, at: i, into: &out)
            } else if quotes.contains(c) {
                let token = comment(s, at: i)
                out.append(token)
                i += token.length
            } else if c == "." && isWeekday(out.last) {
                i += 1  // `Sáb.`, `Seg.`: an abbreviation's full stop
            } else {
                let length = (c == "|" && i + 1 < s.count && s[i + 1] == "|") ? 2 : 1
                out.append(HoursToken(kind: symbol(c, length: length), position: i, length: length))
                i += length
            }
        }
        return out
    }

    static let quotes: Set<Unicode.Scalar> = ["\"", "\u{201C}", "\u{201D}", "\u{201E}"]
    static let dashes: Set<Unicode.Scalar> = ["-", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2212}"]

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 48 && c.value <= 57 }

    private static func isWeekday(_ token: HoursToken?) -> Bool {
        if case .weekday = token?.kind { return true }
        return false
    }

    private static func symbol(_ c: Unicode.Scalar, length: Int) -> HoursToken.Kind {
        if length == 2 { return .fallback }
        if dashes.contains(c) { return .dash }
        switch c {
        case ",": return .comma
        case ";": return .semicolon
        case "+": return .plus
        case ":": return .colon
        case "/": return .slash
        case "[": return .openBracket
        case "]": return .closeBracket
        case "(": return .openParen
        case ")": return .closeParen
        default: return .word
        }
    }

    // MARK: Numbers and times

    /// Reads the digits at `i` (at most 6 count towards the value).
    private static func digits(_ s: [Unicode.Scalar], at i: Int) -> (value: Int, count: Int) {
        var value = 0, j = i
        while j < s.count, isDigit(s[j]) {
            if j - i < 6 { value = value * 10 + Int(s[j].value - 48) }
            j += 1
        }
        return (value, j - i)
    }

    /// `11`, `11:30`, `9.30`, `11h`, `11h30`, `24 horas`, `24/7`.
    private static func number(_ s: [Unicode.Scalar], at i: Int) -> HoursToken {
        let (hour, count) = digits(s, at: i)
        let j = i + count
        if j + 1 < s.count, s[j] == ":" || s[j] == ".", isDigit(s[j + 1]) {
            let (minute, minuteDigits) = digits(s, at: j + 1)
            let length = j + 1 + minuteDigits - i
            // `9.5` or `11.300` are not times; `12.30` is (a common slip).
            guard minuteDigits == 2 || (s[j] == ":" && minuteDigits == 1) else {
                return HoursToken(kind: s[j] == "." ? .word : .bad(.badTime), position: i, length: length)
            }
            return timeToken(hour: hour, hourDigits: count, minute: minute, hourWord: false, at: i, length: length)
        }
        if count <= 2, let suffix = hourSuffix(s, at: j) {
            return timeToken(hour: hour, hourDigits: count, minute: suffix.minute, hourWord: true, at: i, length: suffix.end - i)
        }
        if hour == 24, count == 2, j + 1 < s.count, s[j] == "/", s[j + 1] == "7",
            j + 2 >= s.count || !isDigit(s[j + 2])
        {
            return HoursToken(kind: .allWeek, position: i, length: 4)
        }
        return HoursToken(kind: .number(hour, digits: count), position: i, length: count)
    }

    private static func timeToken(hour: Int, hourDigits: Int, minute: Int, hourWord: Bool, at i: Int, length: Int) -> HoursToken {
        guard hourDigits <= 2, hour <= 48, minute < 60, hour * 60 + minute <= 2880 else {
            return HoursToken(kind: .bad(.badTime), position: i, length: length)
        }
        return HoursToken(kind: .time(hour * 60 + minute, hourWord: hourWord), position: i, length: length)
    }

    /// An hour word after a number: `h`, `hs`, `hrs`, `hora(s)` (spaces
    /// allowed before it), then for `h` optional two-digit minutes: `11h30`.
    private static func hourSuffix(_ s: [Unicode.Scalar], at start: Int) -> (minute: Int, end: Int)? {
        var k = start
        while k < s.count, s[k] == " " { k += 1 }
        var w = k
        while w < s.count, s[w].properties.isAlphabetic { w += 1 }
        let text = fold(s[k..<w])
        guard ["h", "hs", "hr", "hrs", "hora", "horas"].contains(text) else { return nil }
        if text == "h", k == start {
            let (minute, count) = digits(s, at: w)
            if count == 2 { return (minute, w + 2) }
            if count > 0 { return nil }
        }
        return (0, w)
    }

    // MARK: Words

    /// Lower case without Portuguese accents, so `SÁB` = `sab`.
    static func fold(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var out = String.UnicodeScalarView()
        for c in scalars {
            var v = c.value
            if v >= 65 && v <= 90 { v += 32 }
            if v >= 0xC0 && v <= 0xDE && v != 0xD7 { v += 32 }  // Latin-1 capitals
            switch v {
            case 0xE0...0xE5: v = 97  // à á â ã ä å
            case 0xE7: v = 99  // ç
            case 0xE8...0xEB: v = 101  // è é ê ë
            case 0xEC...0xEF: v = 105  // ì í î ï
            case 0xF2...0xF6: v = 111  // ò ó ô õ ö
            case 0xF9...0xFC: v = 117  // ù ú û ü
            default: break
            }
            out.append(Unicode.Scalar(v) ?? c)
        }
        return String(out)
    }

    /// Reads a word and appends its token (noise words add none).
    private static func word(_ s: [Unicode.Scalar], at i: Int, into out: inout [HoursToken]) -> Int {
        var j = i
        while j < s.count, s[j].properties.isAlphabetic { j += 1 }
        let text = fold(s[i..<j])
        guard let meaning = OpeningHoursVocabulary.words[text] else {
            out.append(HoursToken(kind: .word, position: i, length: j - i))
            return j
        }
        switch meaning {
        case .token(let kind):
            if case .weekday = kind { j = skipFeira(s, after: j) }
            out.append(HoursToken(kind: kind, position: i, length: j - i))
        case .noise:
            break
        }
        return j
    }

    /// `segunda-feira`: the `-feira` belongs to the weekday, not a range.
    private static func skipFeira(_ s: [Unicode.Scalar], after j: Int) -> Int {
        guard j + 6 <= s.count, dashes.contains(s[j]) || s[j] == " " else { return j }
        var end = j + 1
        while end < s.count, s[end].properties.isAlphabetic { end += 1 }
        return fold(s[(j + 1)..<end]) == "feira" ? end : j
    }

    // MARK: Comments

    /// `"…"` (straight or curly quotes). A missing closing quote is an
    /// error: whatever follows would otherwise be read as syntax.
    private static func comment(_ s: [Unicode.Scalar], at i: Int) -> HoursToken {
        var j = i + 1
        while j < s.count, !quotes.contains(s[j]) { j += 1 }
        guard j < s.count else {
            return HoursToken(kind: .bad(.unterminatedComment), position: i, length: s.count - i)
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: s[(i + 1)..<j])
        return HoursToken(kind: .comment(String(text)), position: i, length: j + 1 - i)
    }
}
