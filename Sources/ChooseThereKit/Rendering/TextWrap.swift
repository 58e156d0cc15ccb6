#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Wrapping text, and dates as people read them

/// Word wrapping by display width.
public enum TextWrap {
    /// `line` folded at spaces to `width` columns, styles kept. Continuation
    /// lines hang two columns in from the line's own indent; only a word wider
    /// than a whole line is ever cut.
    public static func wrap(_ line: Line, width: Int) -> [Line] {
        let width = max(20, width)
        guard DisplayWidth.of(line.text) > width else { return [line] }
        let indent = line.text.prefix { $0 == " " }.count
        let hanging = String(repeating: " ", count: min(indent + 2, width / 2))
        var lines: [Line] = []
        var current: [Span] = []
        var used = 0, start = 0
        var pending: [Span] = []
        func finish() {
            lines.append(Line(merged(current)))
            current = [Span(hanging)]
            used = hanging.count
            start = used
        }
        for token in tokens(of: line) {
            guard token.isWord else { pending += token.spans; continue }
            let spaceWidth = pending.reduce(0) { $0 + $1.text.count }
            // A URL is never cut: it moves to the next line when it fits there,
            // else it stays where it is and the terminal wraps it softly.
            if token.spans.contains(where: { $0.style == .link }) {
                if used > start, used + spaceWidth + token.width > width, hanging.count + token.width <= width {
                    finish()
                } else {
                    current += pending
                    used += spaceWidth
                }
                pending = []
                current += token.spans
                used += token.width
                continue
            }
            if used > start, used + spaceWidth + token.width > width {
                finish()
            } else {
                current += pending
                used += spaceWidth
            }
            pending = []
            for span in token.spans {
                var rest = Substring(span.text)
                // A word wider than a whole line is cut where the line ends.
                while used + DisplayWidth.of(String(rest)) > width, token.width > width - start {
                    var head = ""
                    for ch in rest {
                        let w = DisplayWidth.of(ch)
                        if used + w > width { break }
                        head.append(ch)
                        used += w
                    }
                    if head.isEmpty && used == start { break }
                    current.append(Span(head, span.style))
                    rest = rest.dropFirst(head.count)
                    finish()
                }
                current.append(Span(String(rest), span.style))
                used += DisplayWidth.of(String(rest))
            }
        }
        if used > start || lines.isEmpty { lines.append(Line(merged(current))) }
        return lines
    }

    /// A word (spans with no space between them, whatever their styles) or a run of spaces.
    private struct Token {
        var spans: [Span] = []
        var isWord: Bool
        var width: Int { spans.reduce(0) { $0 + DisplayWidth.of($1.text) } }
    }

    private static func tokens(of line: Line) -> [Token] {
        var out: [Token] = []
        for span in line.spans {
            for ch in span.text {
                let isWord = ch != " "
                if out.last?.isWord != isWord { out.append(Token(isWord: isWord)) }
                if out[out.count - 1].spans.last?.style == span.style, let last = out[out.count - 1].spans.indices.last {
                    out[out.count - 1].spans[last].text.append(ch)
                } else {
                    out[out.count - 1].spans.append(Span(String(ch), span.style))
                }
            }
        }
        return out
    }

    /// Neighbouring spans of one style joined.
    private static func merged(_ spans: [Span]) -> [Span] {
        var out: [Span] = []
        for span in spans where !span.text.isEmpty {
            if let last = out.last, last.style == span.style { out[out.count - 1].text += span.text } else { out.append(span) }
        }
        return out
    }

    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(20, width)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if DisplayWidth.of(candidate) > width, !current.isEmpty {
                lines.append(current)
                current = String(word)
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

/// Date formatting without locale surprises (ISO-like, local time zone).
public enum DateText {
    /// `2026-11-21`: the day in this machine's time zone, on the calendar
    /// backups use (`CivilDate`), so a visit shows the date it was saved with.
    public static func day(_ date: Date) -> String {
        let raw = date.timeIntervalSince1970
        let offset = raw.isFinite && abs(raw) < 1e15 ? TimeZone.current.secondsFromGMT(for: date) : 0
        return CivilDate.day(date, utcOffset: offset)
    }
}
