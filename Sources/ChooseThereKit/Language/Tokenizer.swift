// MARK: - Tokens

/// One token of a command line.
public struct Token: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A word (folded form in `folded`).
        case word
        /// A plain number: `4`, `2.5`, `1,5`.
        case number(Double)
        /// A distance in kilometres: `2km`, `500m`, `1,5 km` (joined when the unit is separate).
        case distance(km: Double)
        /// A coordinate pair: `-23.56,-46.69`.
        case coordinate(lat: Double, lng: Double)
        /// A quoted string: `"Bar do Zé"` (text without quotes).
        case quoted
    }

    public var kind: Kind
    /// The text as typed (without quotes for `.quoted`).
    public var text: String
    /// Lower-cased, accent-free form.
    public var folded: String

    public var number: Double? { if case .number(let n) = kind { return n }; return nil }
    public var isWord: Bool { kind == .word }
}

/// Splits a command line into tokens. Never fails: an unterminated quote
/// runs to the end of the line.
public enum Tokenizer {
    public static func tokenize(_ line: String) -> [Token] {
        var raw: [(text: String, quoted: Bool)] = []
        var current = ""
        var inQuote: Character?
        for ch in line {
            if let q = inQuote {
                if ch == q || (q == "\u{201C}" && ch == "\u{201D}") { raw.append((current, true)); current = ""; inQuote = nil }
                else { current.append(ch) }
            } else if ch == "\"" || ch == "\u{201C}" || (ch == "'" && current.isEmpty) {
                if !current.isEmpty { raw.append((current, false)); current = "" }
                inQuote = ch
            } else if ch.isWhitespace {
                if !current.isEmpty { raw.append((current, false)); current = "" }
            } else {
                current.append(ch)
            }
        }
        if inQuote != nil { raw.append((current, true)) } else if !current.isEmpty { raw.append((current, false)) }

        var tokens: [Token] = []
        var i = 0
        while i < raw.count {
            let (text, quoted) = raw[i]
            if quoted {
                tokens.append(Token(kind: .quoted, text: text, folded: Folding.key(text)))
                i += 1
                continue
            }
            // "-23.56,-46.69" or "-23.56, -46.69"
            if let (lat, lng) = coordinatePair(text) {
                tokens.append(Token(kind: .coordinate(lat: lat, lng: lng), text: text, folded: text))
                i += 1; continue
            }
            if text.hasSuffix(","), i + 1 < raw.count, !raw[i + 1].quoted,
               let lat = number(String(text.dropLast())), let lng = number(raw[i + 1].text),
               text.contains(".") || raw[i + 1].text.contains(".") {
                tokens.append(Token(kind: .coordinate(lat: lat, lng: lng), text: text + raw[i + 1].text, folded: text + raw[i + 1].text))
                i += 2; continue
            }
            if let km = distance(text) {
                tokens.append(Token(kind: .distance(km: km), text: text, folded: Folding.key(text)))
                i += 1; continue
            }
            if let n = number(text) {
                // "2 km", "500 m", "1,5 km": join a separate unit.
                if i + 1 < raw.count, !raw[i + 1].quoted, let factor = unitFactor(Folding.key(raw[i + 1].text)) {
                    tokens.append(Token(kind: .distance(km: n * factor), text: text + " " + raw[i + 1].text, folded: Folding.key(text + raw[i + 1].text)))
                    i += 2; continue
                }
                tokens.append(Token(kind: .number(n), text: text, folded: text))
                i += 1; continue
            }
            tokens.append(Token(kind: .word, text: text, folded: Folding.key(trimPunctuation(text))))
            i += 1
        }
        return tokens
    }

    /// Trailing sentence punctuation is not part of a word ("please!", "ramen?").
    static func trimPunctuation(_ text: String) -> String {
        var t = Substring(text)
        while let last = t.last, "!?.;:,".contains(last), t.count > 1 { t = t.dropLast() }
        return String(t)
    }

    /// A decimal number, accepting a comma as the decimal separator.
    static func number(_ text: String) -> Double? {
        guard !text.isEmpty, text.count <= 32 else { return nil }
        let normalized = String(text.map { $0 == "," ? "." : $0 })
        guard normalized.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }),
              normalized.filter({ $0 == "." }).count <= 1 else { return nil }
        guard let value = Double(normalized), value.isFinite else { return nil }
        return value
    }

    static func unitFactor(_ unit: String) -> Double? {
        switch unit {
        case "km", "kms", "kilometer", "kilometers", "kilometre", "kilometres", "quilometro", "quilometros": 1
        case "m", "meter", "meters", "metre", "metres", "metro", "metros": 0.001
        default: nil
        }
    }

    /// `2km`, `2.5km`, `1,5km`, `500m`.
    static func distance(_ text: String) -> Double? {
        let folded = Folding.key(text)
        for unit in ["km", "m"] where folded.hasSuffix(unit) {
            let digits = String(folded.dropLast(unit.count))
            if let n = number(digits), n >= 0, let factor = unitFactor(unit) { return n * factor }
        }
        return nil
    }

    static func coordinatePair(_ text: String) -> (Double, Double)? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].contains("."), parts[1].contains("."),
              let lat = number(String(parts[0])), let lng = number(String(parts[1])) else { return nil }
        return (lat, lng)
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
