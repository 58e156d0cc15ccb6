// MARK: - Parsing

/// A JSON syntax error with its 1-based line and column.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var reason: String
    public var description: String { "line \(line), column \(column): \(reason)" }
}

extension JSON {
    /// Parses UTF-8 JSON text. Errors carry the line and column.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSON {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses UTF-8 JSON bytes (a leading byte-order mark is skipped).
    /// The text must be valid UTF-8, keys must not repeat inside an object,
    /// and `limits` bound the nesting and the number of values built.
    public static func parse(bytes: [UInt8], limits: JSONLimits = .standard) throws(JSONSyntaxError) -> JSON {
        try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            var parser = JSONByteParser(bytes: buffer, limits: limits)
            return try parser.parseDocument()
        }
    }
}

/// What one parse may build, so hostile input cannot exhaust the stack or memory.
public struct JSONLimits: Sendable, Equatable {
    /// Deepest nesting of arrays and objects.
    public var maxDepth: Int
    /// Most values (each scalar, array, object and member value counts one).
    public var maxValues: Int
    /// Most members in one object (duplicate checks keep their names).
    public var maxMembers: Int
    /// Refuse a `\u` escape of a lone UTF-16 surrogate instead of reading
    /// it as U+FFFD (files that must round-trip exactly).
    public var refusesLoneSurrogates: Bool

    public init(maxDepth: Int = 512, maxValues: Int = .max, maxMembers: Int = .max, refusesLoneSurrogates: Bool = false) {
        self.maxDepth = maxDepth
        self.maxValues = maxValues
        self.maxMembers = maxMembers
        self.refusesLoneSurrogates = refusesLoneSurrogates
    }

    /// Files we wrote or trust in size (settings, resources, responses).
    public static let standard = JSONLimits()
}

/// A recursive-descent parser over bytes; depth- and size-limited so hostile
/// input cannot exhaust the stack or memory.
struct JSONByteParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0
    let maxDepth: Int
    let maxMembers: Int
    let refusesLoneSurrogates: Bool
    /// Values that may still be built or skipped; streaming readers reset it per row.
    var valuesLeft: Int
    /// What running out of `valuesLeft` means, for the error message.
    var budgetMessage: String
    /// Where the last member name started (to point at a duplicate).
    var lastKeyStart = 0

    init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONLimits = .standard) {
        self.bytes = bytes
        maxDepth = limits.maxDepth
        maxMembers = limits.maxMembers
        refusesLoneSurrogates = limits.refusesLoneSurrogates
        valuesLeft = limits.maxValues
        budgetMessage = "more than \(limits.maxValues) values"
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSON {
        try validateUTF8()
        skipWhitespace()
        guard index < bytes.count else { throw error("the file is empty, expected a JSON value") }
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count { throw error("unexpected text after the JSON value") }
        return value
    }

    // MARK: Values

    mutating func parseValue() throws(JSONSyntaxError) -> JSON {
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of file") }
        try countValue()
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected character \(describeByte(bytes[index]))")
        }
    }

    mutating func parseObject() throws(JSONSyntaxError) -> JSON {
        try enter()
        index += 1
        var members: [String: JSON] = [:]
        skipWhitespace()
        if peek() == UInt8(ascii: "}") { index += 1; depth -= 1; return .object(members) }
        members.reserveCapacity(16)  // a place row has about a dozen: no growing on the way
        while true {
            skipWhitespace()
            let key = try parseMemberName()
            let keyStart = lastKeyStart
            if members.count >= maxMembers { throw error("more than \(maxMembers) members in one object") }
            // One hash per member: a repeat is found as it is stored (reported at the key, as before).
            if members.updateValue(try parseValue(), forKey: key) != nil {
                lastKeyStart = keyStart
                throw duplicateKey(key)
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; depth -= 1; return .object(members)
            default: throw error("expected ',' or '}' in object")
            }
        }
    }

    mutating func parseArray() throws(JSONSyntaxError) -> JSON {
        try enter()
        index += 1
        var items: [JSON] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") { index += 1; depth -= 1; return .array(items) }
        while true {
            items.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; depth -= 1; return .array(items)
            default: throw error("expected ',' or ']' in array")
            }
        }
    }

    mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1  // opening quote
        let start = index
        // Fast path: no escapes.
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return s
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { throw error("control character inside a string (escape it)") }
            index += 1
        }
        var buffer = Array(bytes[start..<index])
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if b < 0x20 { throw error("control character inside a string (escape it)") }
            if b != UInt8(ascii: "\\") { buffer.append(b); index += 1; continue }
            index += 1
            guard index < bytes.count else { break }
            let e = bytes[index]
            index += 1
            switch e {
            case UInt8(ascii: "\""): buffer.append(0x22)
            case UInt8(ascii: "\\"): buffer.append(0x5C)
            case UInt8(ascii: "/"): buffer.append(0x2F)
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "u"):
                let scalar = try parseEscapedScalar()
                buffer.append(contentsOf: Array(String(scalar).utf8))
            default:
                index -= 1
                throw error("invalid escape \\\(describeByte(e))")
            }
        }
        throw error("unterminated string")
    }

    /// The scalar of a `\uXXXX` escape (the `\u` already read), joining a
    /// surrogate pair. A lone surrogate becomes U+FFFD, or is refused when
    /// the limits say so (replacing it would change the text unannounced).
    mutating func parseEscapedScalar() throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = index - 2
        var code = try parseHex4()
        if (0xD800...0xDBFF).contains(code), peek() == UInt8(ascii: "\\"),
            index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
        {
            let mark = index
            index += 2
            let low = try parseHex4()
            if (0xDC00...0xDFFF).contains(low) {
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else {
                index = mark  // not a pair: the next escape stands on its own
            }
        }
        if let scalar = Unicode.Scalar(code) { return scalar }
        if refusesLoneSurrogates { index = start; throw error("unpaired surrogate in a \\u escape") }
        return "\u{FFFD}"
    }

    mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        var digits = 0
        let firstDigit = index
        while let b = peek(), b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") { index += 1; digits += 1 }
        if digits == 0 { throw error("invalid number") }
        if digits > 1, bytes[firstDigit] == UInt8(ascii: "0") {
            index = firstDigit; throw error("invalid number: leading zeros are not allowed")
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            var frac = 0
            while let b = peek(), b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") { index += 1; frac += 1 }
            if frac == 0 { throw error("invalid number: digits expected after '.'") }
        }
        if let b = peek(), b == UInt8(ascii: "e") || b == UInt8(ascii: "E") {
            index += 1
            if let s = peek(), s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { index += 1 }
            var exp = 0
            while let b = peek(), b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") { index += 1; exp += 1 }
            if exp == 0 { throw error("invalid number: digits expected in exponent") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text) else { throw error("invalid number") }
        guard value.isFinite else { index = start; throw error("number out of range") }
        return value
    }

    // MARK: Helpers

    mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > maxDepth { throw error("nesting deeper than \(maxDepth) levels") }
    }

    /// Counts one value against the budget.
    mutating func countValue() throws(JSONSyntaxError) {
        valuesLeft -= 1
        if valuesLeft < 0 { throw error(budgetMessage) }
    }

    /// A quoted member name and the ':' after it.
    mutating func parseMemberName() throws(JSONSyntaxError) -> String {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else { throw error("expected a quoted member name") }
        let start = index
        let key = try parseString()
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after member name \"\(JSONByteParser.shortened(key))\"") }
        index += 1
        lastKeyStart = start
        return key
    }

    /// A repeated member name, reported where it appears the second time
    /// (last-one-wins would silently drop data).
    mutating func duplicateKey(_ key: String) -> JSONSyntaxError {
        index = lastKeyStart
        return error("duplicate key \"\(JSONByteParser.shortened(key))\" in an object")
    }

    static func shortened(_ text: String) -> String {
        text.unicodeScalars.count <= 40 ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))) + "…"
    }

    mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let expected = Array(word.utf8)
        let count = expected.count
        guard index + count <= bytes.count else { throw error("unexpected end of file") }
        for i in 0..<count where bytes[index + i] != expected[i] {
            throw error("unexpected character \(describeByte(bytes[index]))")
        }
        index += count
    }

    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    func describeByte(_ b: UInt8) -> String {
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x" + String(b, radix: 16, uppercase: true)
    }

    /// An error at the current position, with 1-based line and column (in characters).
    func error(_ reason: String) -> JSONSyntaxError {
        var line = 1
        var lineStart = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        let end = min(index, bytes.count)
        for i in 0..<end where bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
        var column = 1
        for i in lineStart..<end where bytes[i] & 0xC0 != 0x80 { column += 1 }
        return JSONSyntaxError(line: line, column: column, reason: reason)
    }
}
