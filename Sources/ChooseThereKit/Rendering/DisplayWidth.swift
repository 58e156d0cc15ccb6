// MARK: - DisplayWidth: columns a string takes in a terminal

/// How many terminal columns text occupies, and padding / truncation that
/// respect it. Counted per grapheme cluster (what the user sees as one
/// character): 0 for controls, combining marks and invisible format
/// characters; 2 for East Asian Wide/Fullwidth characters and emoji
/// presentation (including ZWJ sequences, flags, keycaps and VS16); 1
/// otherwise. Terminal escape sequences (`ESC [ 1 m` …) count 0.
///
/// `DisplayWidth.of("São Paulo") == 9`, `DisplayWidth.of("🍣 寿司") == 7`.
public enum DisplayWidth {
    /// Columns `text` occupies.
    public static func of(_ text: String) -> Int {
        // Most text is printable ASCII (one column a byte), and only ESC starts an escape sequence.
        var ascii = true
        var escape = false
        for byte in text.utf8 {
            if byte == 0x1B { escape = true; break }
            if byte < 0x20 || byte >= 0x7F { ascii = false }
        }
        if ascii && !escape { return text.utf8.count }
        var total = 0
        if !escape {
            for character in text { total += of(character) }
            return total
        }
        for piece in EscapeSequences.split(text) {
            if case .text(let visible) = piece {
                for character in visible { total += of(character) }
            }
        }
        return total
    }

    /// Columns one grapheme cluster occupies: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let value = first.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        let single = scalars.index(after: scalars.startIndex) == scalars.endIndex
        if value < 0x7F && single { return 1 }

        let properties = first.properties
        if isWide(value) || properties.isEmojiPresentation { return 2 }
        if properties.isEmoji && scalars.contains(variationSelector16) { return 2 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            break
        }
        if properties.isDefaultIgnorableCodePoint { return 0 }
        // Hangul medial vowels and final consonants on their own join the
        // previous syllable (width 0), as glibc's wcwidth has it.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        return 1
    }

    /// `text` followed by spaces up to `width` columns; unchanged when it is
    /// already that wide or wider (it never truncates).
    public static func pad(_ text: String, to width: Int) -> String {
        let missing = width - of(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    /// `text` cut to at most `width` columns, ending in "…" when something was
    /// cut. Never splits a grapheme cluster or a wide character (the result may
    /// be one column narrower than `width`). Escape sequences after the cut are
    /// kept, so the terminal ends in the same colour state as with `text`.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if of(text) <= width { return text }
        let budget = width - 1  // room for the ellipsis
        var used = 0
        var result = ""
        var cut = false
        var trailingEscapes = ""
        for piece in EscapeSequences.split(text) {
            switch piece {
            case .escape(let sequence):
                if cut { trailingEscapes += sequence } else { result += sequence }
            case .text(let visible):
                guard !cut else { continue }
                for character in visible {
                    let w = of(character)
                    if used + w > budget { cut = true; break }
                    used += w
                    result.append(character)
                }
            }
        }
        return result + "…" + trailingEscapes
    }

    // MARK: Tables

    static let variationSelector16: Unicode.Scalar = "\u{FE0F}"

    /// Whether a scalar is East Asian Wide or Fullwidth.
    static func isWide(_ value: UInt32) -> Bool {
        if value < 0x1100 { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = wideRanges[mid]
            if value < range.lowerBound {
                high = mid - 1
            } else if value > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East_Asian_Width W and F (Unicode 14, assigned code points, ranges
    /// joined across unassigned gaps), plus planes 2 and 3. Emoji added
    /// later are caught by `isEmojiPresentation`.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x3247, 0x3250...0x4DBF, 0x4E00...0xA4C6, 0xA960...0xA97C,
        0xAC00...0xD7A3, 0xF900...0xFAD9, 0xFE10...0xFE19, 0xFE30...0xFE6B, 0xFF01...0xFF60,
        0xFFE0...0xFFE6, 0x16FE0...0x1B2FB, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF,
        0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F320, 0x1F32D...0x1F335,
        0x1F337...0x1F37C, 0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3,
        0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E, 0x1F440...0x1F440,
        0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567,
        0x1F57A...0x1F57A, 0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F,
        0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6DF,
        0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7F0, 0x1F90C...0x1F93A,
        0x1F93C...0x1F945, 0x1F947...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD,
        0x30000...0x3FFFD,
    ]
}
