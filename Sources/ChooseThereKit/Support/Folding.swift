// MARK: - Folding: case- and accent-insensitive keys

/// Folding turns text into a matching key: lower-cased, accents removed,
/// runs of whitespace collapsed to one space, ends trimmed.
/// `"  SÃO   Paulo "` → `"sao paulo"`. Used everywhere names are compared.
public enum Folding {
    /// `text` in Unicode normalization form C (composed: "é" as one code
    /// point). Ids are kept and compared in this form everywhere, so an id
    /// typed or imported decomposed is the same id as the stored one —
    /// SQLite compares bytes, Swift strings compare canonically, and the two
    /// must agree. (The standard library's own NFC, used by its comparisons.)
    public static func nfc(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        return String(decoding: text._nfcCodeUnits, as: UTF8.self)
    }

    /// The folded key of `text`.
    public static func key(_ text: some StringProtocol) -> String {
        if let ascii = asciiKey(text) { return ascii }
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            // A stray combining mark vanishes without releasing a pending space.
            if (0x300...0x36F).contains(scalar.value) { continue }
            let v = scalar.value
            if v < 0x80 ? (v == 0x20 || (v >= 0x09 && v <= 0x0D)) : scalar.properties.isWhitespace {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(" "); pendingSpace = false }
            appendFolded(scalar, to: &out)
        }
        return String(out)
    }

    /// The fast path for pure ASCII text (most commands): bytes only, no
    /// Unicode property look-ups. Nil when the text has any non-ASCII byte.
    @inline(__always)
    static func asciiKey(_ text: some StringProtocol) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for b in text.utf8 {
            if b >= 0x80 { return nil }
            if b == 0x20 || (b >= 0x09 && b <= 0x0D) {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace { bytes.append(0x20); pendingSpace = false }
            bytes.append(b >= 0x41 && b <= 0x5A ? b + 32 : b)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the folded form of one scalar (0, 1 or 2 scalars).
    @inline(__always)
    static func appendFolded(_ scalar: Unicode.Scalar, to out: inout String.UnicodeScalarView) {
        let v = scalar.value
        if v < 0x80 {
            if v >= 0x41 && v <= 0x5A { out.append(Unicode.Scalar(UInt8(v + 32))) } else { out.append(scalar) }
            return
        }
        if v >= 0xC0 && v <= 0x17F, let mapped = latinTable[Int(v - 0xC0)] {
            out.append(contentsOf: mapped.unicodeScalars)
            return
        }
        // Combining marks (already decomposed input) vanish.
        if (0x300...0x36F).contains(v) { return }
        // Anything else: Unicode's own lower-casing (combining marks were dropped above).
        for lowered in scalar.properties.lowercaseMapping.unicodeScalars where !(0x300...0x36F).contains(lowered.value) {
            out.append(lowered)
        }
    }

    /// U+00C0…U+017F: Latin-1 Supplement letters and Latin Extended-A, folded.
    static let latinTable: [String?] = {
        let src =
            "aaaaaaæceeeeiiiiðnooooo÷ouuuuyþsaaaaaaæceeeeiiiiðnooooo÷ouuuuyþy"
            + "aaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiiĳĳjjkkkllllllllllnnnnnnnnnooooooœœrrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs"
        var table: [String?] = []
        for ch in src {
            table.append(ch == "÷" ? nil : String(ch))
        }
        // ß (U+00DF) folds to "ss"; × and ÷ (marked ÷ above) stay as they are.
        table[0xDF - 0xC0] = "ss"
        return table
    }()
}

extension String {
    /// The folded matching key of this string (see `Folding`).
    public var folded: String { Folding.key(self) }

    /// The string without leading and trailing whitespace (no NSString bridge).
    public var trimmed: String {
        // Most text starts and ends with a visible ASCII byte: nothing to trim,
        // and no character needs its Unicode properties looked up.
        if let head = utf8.first, let tail = utf8.last, head > 0x20, head < 0x7F, tail > 0x20, tail < 0x7F { return self }
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
