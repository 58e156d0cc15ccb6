// MARK: - SafeText: outside data made harmless for a terminal

/// Cleans text that came from outside (a backup file, OpenStreetMap) before
/// it is printed: escape sequences are removed whole (so a name cannot
/// recolour, retitle or clear the terminal), other C0/C1 controls and DEL are
/// dropped, line breaks and tabs become a space, and bidirectional overrides
/// and isolates (U+202A–202E, U+2066–2069) are dropped so text cannot appear
/// reordered. Letters, accents, emoji (ZWJ, variation selectors) are kept.
public enum SafeText {
    /// `text` without control characters, escape sequences and bidi overrides.
    public static func clean(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        // Fast path: nothing to clean (the common case).
        if !scalars.contains(where: needsCleaning) { return text }

        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if let length = EscapeSequences.length(of: scalars, at: i) {
                i += length
                continue
            }
            let scalar = scalars[i]
            i += 1
            switch scalar.value {
            case 0x0D where i < scalars.count && scalars[i].value == 0x0A:
                continue  // CR LF becomes one space (from the LF)
            case 0x09...0x0D, 0x85, 0x2028, 0x2029:
                out.append(" ")
            case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069:
                continue
            default:
                out.append(scalar)
            }
        }
        return String(out)
    }

    private static func needsCleaning(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            return true
        default:
            return false
        }
    }
}
