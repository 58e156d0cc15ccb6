// MARK: - CityMatchKey: the folded form city names are compared by

/// City-name matching keys: `Folding.key` (case, accents, whitespace) plus
/// punctuation that users type inconsistently: hyphens, dots and commas act
/// as spaces and apostrophes vanish, so `"Xique Xique"` finds `"Xique-Xique"`
/// and `"santana do livramento"` finds `"Sant'Ana do Livramento"`.
enum CityMatchKey {
    /// The matching key of `text` as a string.
    static func of(_ text: some StringProtocol) -> String {
        String(decoding: bytes(text), as: UTF8.self)
    }

    /// The matching key of `text` as UTF-8 bytes.
    ///
    /// Pure-ASCII input takes a byte-level fast path (lower-case A–Z, then
    /// the punctuation rules); anything else goes through `Folding.key`
    /// first. Both paths agree on ASCII input (see the catalog tests).
    static func bytes(_ text: some StringProtocol) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            normalize(text.utf8, lowerASCII: true, into: &out)
        } else {
            normalize(Folding.key(text).utf8, lowerASCII: false, into: &out)
        }
        return out
    }

    /// The slow path only (always through `Folding.key`); for tests.
    static func bytesViaFolding(_ text: some StringProtocol) -> [UInt8] {
        var out: [UInt8] = []
        normalize(Folding.key(text).utf8, lowerASCII: false, into: &out)
        return out
    }

    /// Applies the punctuation rules to UTF-8 `input`, collapsing runs of
    /// separators into one space and trimming both ends.
    private static func normalize(
        _ input: some Sequence<UInt8>, lowerASCII: Bool, into out: inout [UInt8]
    ) {
        var pendingSpace = false
        var iterator = input.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case 0x20, 0x09...0x0D, 0x2C, 0x2D, 0x2E:  // space, controls, , - .
                pendingSpace = !out.isEmpty
            case 0x27, 0x60:  // ' `
                continue
            case 0xE2:  // U+2019 RIGHT SINGLE QUOTATION MARK is E2 80 99
                let tail = [iterator.next(), iterator.next()].compactMap { $0 }
                if tail == [0x80, 0x99] { continue }
                emit(byte, &pendingSpace, &out)
                out.append(contentsOf: tail)
            case 0x41...0x5A where lowerASCII:
                emit(byte + 0x20, &pendingSpace, &out)
            default:
                emit(byte, &pendingSpace, &out)
            }
        }
    }

    @inline(__always)
    private static func emit(_ byte: UInt8, _ pendingSpace: inout Bool, _ out: inout [UInt8]) {
        if pendingSpace {
            out.append(0x20)
            pendingSpace = false
        }
        out.append(byte)
    }
}
