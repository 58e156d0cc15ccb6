// MARK: - JSON values

/// A JSON value. Our own small codec keeps output deterministic (sorted keys),
/// reports parse errors with line and column, and stays fast on large files.
public enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    /// An integer value.
    public static func int(_ value: Int) -> JSON { .number(Double(value)) }

    /// `nil` becomes `.null`.
    public static func optional(_ value: String?) -> JSON { value.map(JSON.string) ?? .null }

    /// `nil` becomes `.null`.
    public static func optional(_ value: Double?) -> JSON { value.map(JSON.number) ?? .null }

    // MARK: Accessors

    /// The member `key` of an object, or nil.
    public subscript(key: String) -> JSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    public var stringValue: String? { if case .string(let s) = self { return s }; return nil }
    public var doubleValue: Double? { if case .number(let n) = self { return n }; return nil }
    public var boolValue: Bool? { if case .bool(let b) = self { return b }; return nil }
    public var arrayValue: [JSON]? { if case .array(let a) = self { return a }; return nil }
    public var objectValue: [String: JSON]? { if case .object(let o) = self { return o }; return nil }
    public var isNull: Bool { self == .null }

    /// An integral number as `Int`, or nil.
    public var intValue: Int? {
        guard case .number(let n) = self, n.rounded() == n, abs(n) < 9.0e15 else { return nil }
        return Int(n)
    }

    /// The JSON type name, for error messages ("expected a string, found a number").
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

// MARK: - Encoding

extension JSON {
    /// Compact one-line encoding with sorted keys (JSON Lines, `explain`).
    public func encoded() -> String {
        var out = ""
        write(to: &out, indent: nil, level: 0)
        return out
    }

    /// Pretty encoding with sorted keys and two-space indentation (files).
    public func prettyEncoded() -> String {
        var out = ""
        write(to: &out, indent: "  ", level: 0)
        out.append("\n")
        return out
    }

    /// Appends the encoding of this value as it appears `level` deep
    /// (streaming writers put pieces of a document together with it).
    func write(to out: inout String, indent: String?, level: Int) {
        switch self {
        case .null: out.append("null")
        case .bool(let b): out.append(b ? "true" : "false")
        case .number(let n): out.append(JSON.format(n))
        case .string(let s): JSON.writeString(s, to: &out)
        case .array(let items):
            if items.isEmpty { out.append("[]"); return }
            out.append("[")
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(",") }
                JSON.newline(&out, indent, level + 1)
                item.write(to: &out, indent: indent, level: level + 1)
            }
            JSON.newline(&out, indent, level)
            out.append("]")
        case .object(let members):
            if members.isEmpty { out.append("{}"); return }
            out.append("{")
            for (i, key) in members.keys.sorted().enumerated() {
                if i > 0 { out.append(",") }
                JSON.newline(&out, indent, level + 1)
                JSON.writeString(key, to: &out)
                out.append(indent == nil ? ":" : ": ")
                members[key]?.write(to: &out, indent: indent, level: level + 1)
            }
            JSON.newline(&out, indent, level)
            out.append("}")
        }
    }

    static func newline(_ out: inout String, _ indent: String?, _ level: Int) {
        guard let indent else { return }
        out.append("\n")
        for _ in 0..<level { out.append(indent) }
    }

    /// Integers print without a fraction; other numbers in shortest round-trip form.
    static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n.rounded() == n && abs(n) < 9e18 { return String(Int64(n)) }
        return "\(n)"
    }

    static func writeString(_ s: String, to out: inout String) {
        out.append("\"")
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out.append("\"")
    }
}
