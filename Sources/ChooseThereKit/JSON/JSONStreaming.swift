// MARK: - Walking large documents without building them

extension JSONByteParser {
    /// Refuses text that is not valid UTF-8, naming the byte offset of the
    /// first bad byte (a Latin-1 file would otherwise turn every accent into
    /// U+FFFD without a word). Overlong forms, surrogates and code points
    /// above U+10FFFF are refused too. Leaves `index` where it was.
    mutating func validateUTF8() throws(JSONSyntaxError) {
        guard let bad = JSONByteParser.firstInvalidUTF8(bytes) else { return }
        index = bad
        throw error(
            "not valid UTF-8: byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) at byte offset \(bad); save the file as UTF-8")
    }

    /// The offset of the first byte that does not belong to a well-formed
    /// UTF-8 sequence, or nil.
    static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF  // allowed range of the second byte
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F  // no UTF-16 surrogates
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F  // nothing above U+10FFFF
            default: return i
            }
            // A sequence that breaks off is reported at its first byte (the
            // é of a Latin-1 file, not the letter after it).
            guard i + 1 < n, (low...high).contains(bytes[i + 1]) else { return i }
            for k in 2..<length {
                guard i + k < n, bytes[i + k] & 0xC0 == 0x80 else { return i }
            }
            i += length
        }
        return nil
    }

    // MARK: Skipping

    /// Checks the syntax of the next value and moves past it without
    /// building it (its strings are read one at a time and dropped). Counts
    /// against the value budget and the depth limit like parsing does, and
    /// refuses duplicate keys.
    mutating func skipValue() throws(JSONSyntaxError) {
        skipWhitespace()
        guard let b = peek() else { throw error("unexpected end of file") }
        switch b {
        case UInt8(ascii: "{"):
            try countValue()
            try openContainer()
            if closes(UInt8(ascii: "}")) { return }
            var seen = Set<String>()
            repeat {
                try insertMember(try parseMemberName(), into: &seen)
                try skipValue()
            } while try nextMember(closing: UInt8(ascii: "}"))
        case UInt8(ascii: "["):
            try countValue()
            try openContainer()
            if closes(UInt8(ascii: "]")) { return }
            repeat { try skipValue() } while try nextMember(closing: UInt8(ascii: "]"))
        default:
            _ = try parseValue()
        }
    }

    /// Skips one value by its structure alone — strings (with their
    /// escapes) and brackets — without checking numbers, escapes, literals,
    /// keys or limits: for a first pass over bytes that a full parse reads
    /// again (`TopLevel.scan` only needs the top-level keys). Whatever it
    /// cannot follow is handed to `skipValue`, which finds the real error.
    mutating func skimValue() throws(JSONSyntaxError) {
        skipWhitespace()
        let start = index
        var i = index, depth = 0
        let end = bytes.count
        scan: while i < end {
            switch bytes[i] {
            case UInt8(ascii: "\""):
                i += 1
                while i < end, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
                guard i < end else { break scan }
                i += 1
                if depth == 0 { index = i; return }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { break scan }  // a container closing where a value should be
                depth -= 1
                i += 1
                if depth == 0 { index = i; return }
            case UInt8(ascii: ","):
                if depth == 0 { break scan }
                i += 1
            default:
                // A number or a literal at the top: it ends before the next separator.
                if depth == 0 {
                    while i < end, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[i]) { i += 1 }
                    if i > start { index = i; return }
                    break scan
                }
                i += 1
            }
        }
        index = start
        try skipValue()
    }

    // MARK: Streaming

    /// Opens the container at the current position (`open`, else the
    /// error `expected`); false when it closes at once (empty).
    private mutating func enter(_ open: UInt8, _ close: UInt8, _ expected: String) throws -> Bool {
        skipWhitespace()
        guard peek() == open else { throw error(expected) }
        try openContainer()
        return !closes(close)
    }

    /// Walks the object at the current position: `body` gets each member
    /// name with the parser at its value, and must consume the value.
    /// Duplicate names are refused where they appear. Throws what `body`
    /// throws, or a `JSONSyntaxError`.
    mutating func forEachMember(_ body: (inout JSONByteParser, String) throws -> Void) throws {
        guard try enter(UInt8(ascii: "{"), UInt8(ascii: "}"), "expected an object") else { return }
        var seen = Set<String>()
        repeat {
            let key = try parseMemberName()
            try insertMember(key, into: &seen)
            try body(&self, key)
        } while try nextMember(closing: UInt8(ascii: "}"))
    }

    /// Walks the array at the current position: `body` gets each element's
    /// index with the parser at the element, and must consume it.
    mutating func forEachElement(_ body: (inout JSONByteParser, Int) throws -> Void) throws {
        guard try enter(UInt8(ascii: "["), UInt8(ascii: "]"), "expected an array") else { return }
        var i = 0
        repeat {
            try body(&self, i)
            i += 1
        } while try nextMember(closing: UInt8(ascii: "]"))
    }

    // MARK: Helpers

    /// Steps into `{` or `[`, counting the depth.
    private mutating func openContainer() throws(JSONSyntaxError) {
        try enter()
        index += 1
        skipWhitespace()
    }

    /// True (and steps out) when the container is empty.
    private mutating func closes(_ close: UInt8) -> Bool {
        guard peek() == close else { return false }
        index += 1
        depth -= 1
        return true
    }

    /// After a member or element: true at `,`, false (stepping out) at `close`.
    private mutating func nextMember(closing close: UInt8) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        if peek() == UInt8(ascii: ",") { index += 1; return true }
        if peek() == close { index += 1; depth -= 1; return false }
        throw error(close == UInt8(ascii: "}") ? "expected ',' or '}' in object" : "expected ',' or ']' in array")
    }

    private mutating func insertMember(_ key: String, into seen: inout Set<String>) throws(JSONSyntaxError) {
        if !seen.insert(key).inserted { throw duplicateKey(key) }
        if seen.count > maxMembers { throw error("more than \(maxMembers) members in one object") }
    }
}
