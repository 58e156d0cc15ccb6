// MARK: - EscapeSequences: finding terminal control sequences

/// Splits text into terminal escape sequences and the visible text between
/// them (ECMA-48: CSI `ESC [ … final`, OSC/DCS/APC/PM/SOS strings ended by
/// BEL or `ESC \`, and `ESC x` sequences). The 8-bit C1 forms (U+009B …)
/// are left as single control characters, as UTF-8 terminals treat them.
public enum EscapeSequences {
    /// A run of visible text, or one escape sequence.
    public enum Piece: Equatable, Sendable {
        case text(String)
        case escape(String)
    }

    /// The pieces of `text`, in order; concatenated they give `text` back.
    public static func split(_ text: String) -> [Piece] {
        if !text.utf8.contains(0x1B) { return text.isEmpty ? [] : [.text(text)] }
        let scalars = Array(text.unicodeScalars)
        var pieces: [Piece] = []
        var run = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if let length = length(of: scalars, at: i) {
                if !run.isEmpty { pieces.append(.text(String(run))); run = String.UnicodeScalarView() }
                var sequence = String.UnicodeScalarView()
                sequence.append(contentsOf: scalars[i..<(i + length)])
                pieces.append(.escape(String(sequence)))
                i += length
            } else {
                run.append(scalars[i])
                i += 1
            }
        }
        if !run.isEmpty { pieces.append(.text(String(run))) }
        return pieces
    }

    /// Length in scalars of the escape sequence starting at `i`, or nil when
    /// no sequence starts there. Unterminated sequences run to the end.
    static func length(of s: [Unicode.Scalar], at i: Int) -> Int? {
        guard s[i].value == 0x1B else { return nil }
        guard i + 1 < s.count else { return 1 }
        switch s[i + 1].value {
        case 0x5B:  // [
            return controlSequenceEnd(s, from: i + 2) - i
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
            return controlStringEnd(s, from: i + 2) - i
        case 0x20...0x2F:  // intermediates, then a final byte
            var j = i + 1
            while j < s.count, (0x20...0x2F).contains(s[j].value) { j += 1 }
            if j < s.count, (0x30...0x7E).contains(s[j].value) { j += 1 }
            return j - i
        case 0x30...0x7E:
            return 2
        default:
            return 1
        }
    }

    /// Index after a CSI's parameters, intermediates and final byte.
    private static func controlSequenceEnd(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var j = start
        while j < s.count, (0x30...0x3F).contains(s[j].value) { j += 1 }
        while j < s.count, (0x20...0x2F).contains(s[j].value) { j += 1 }
        if j < s.count, (0x40...0x7E).contains(s[j].value) { j += 1 }
        return j
    }

    /// Index after a control string's terminator (BEL or ESC \\); another
    /// ESC ends the string without being part of it.
    private static func controlStringEnd(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var j = start
        while j < s.count {
            switch s[j].value {
            case 0x07:
                return j + 1
            case 0x1B:
                return j + 1 < s.count && s[j + 1] == "\\" ? j + 2 : j
            default:
                j += 1
            }
        }
        return j
    }
}
