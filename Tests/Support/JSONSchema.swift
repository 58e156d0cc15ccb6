// MARK: - A small JSON Schema validator (a draft 2020-12 subset) for tests

/// A JSON value as the validator sees it. This target has no dependencies:
/// tests convert their own JSON values into this one.
public indirect enum SchemaJSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([SchemaJSON])
    case object([String: SchemaJSON])
}

/// One way an instance breaks a schema: where (a JSON path such as
/// `$.result.pick.tags[0]`) and what.
public struct SchemaViolation: Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { "\(path): \(message)" }

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
}

/// A schema the validator cannot use: a keyword it does not know (so a
/// schema never silently asks for a check that is not made), a `$ref` that
/// leads nowhere, a pattern that does not compile.
public struct SchemaError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where in the schema, as a JSON pointer (`#/$defs/place/properties`).
    public var location: String
    public var message: String
    public var description: String { "\(location): \(message)" }

    public init(location: String, message: String) {
        self.location = location
        self.message = message
    }
}

/// A JSON Schema (draft 2020-12) restricted to the keywords in
/// `supportedKeywords`: `type` (with `integer`), `enum`, `const`,
/// `properties`, `required`, `additionalProperties`,
/// `unevaluatedProperties`, `items`, `minItems`/`maxItems`,
/// `minimum`/`maximum`, `pattern`, `$ref` (JSON pointers inside the
/// document, such as `#/$defs/place`), `allOf`/`anyOf`/`oneOf`/`not`,
/// `if`/`then`/`else`, and boolean schemas. Annotations (`title`,
/// `description`…) are accepted and ignored.
public struct JSONSchema {
    public static let supportedKeywords: Set<String> = [
        "$schema", "$id", "$comment", "$defs", "title", "description", "examples", "default",
        "type", "enum", "const", "properties", "required", "additionalProperties", "unevaluatedProperties",
        "items", "minItems", "maxItems", "minimum", "maximum", "pattern",
        "$ref", "allOf", "anyOf", "oneOf", "not", "if", "then", "else",
    ]
    static let typeNames: Set<String> = ["null", "boolean", "integer", "number", "string", "array", "object"]

    /// The whole schema document.
    public let root: SchemaJSON
    /// Compiled `pattern`s, by their source.
    let patterns: [String: Regex<AnyRegexOutput>]

    /// Checks the whole document (every keyword supported, every `$ref`
    /// resolvable, every pattern valid) before anything is validated.
    public init(_ root: SchemaJSON) throws(SchemaError) {
        self.root = root
        var patterns: [String: Regex<AnyRegexOutput>] = [:]
        try JSONSchema.check(root, at: "#", root: root, patterns: &patterns)
        self.patterns = patterns
    }

    /// Every violation of the schema by `instance` (empty when it conforms).
    public func validate(_ instance: SchemaJSON) -> [SchemaViolation] {
        evaluate(instance, root, path: "$", depth: 0).violations
    }

    /// The schema a `$ref` (`#`, `#/$defs/name`, any JSON pointer) points at.
    public static func resolve(_ ref: String, in root: SchemaJSON) -> SchemaJSON? {
        guard ref.hasPrefix("#") else { return nil }
        let pointer = ref.dropFirst()
        if pointer.isEmpty { return root }
        guard pointer.hasPrefix("/") else { return nil }
        var node = root
        for raw in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let token = String(raw).replacing("~1", with: "/").replacing("~0", with: "~")
            switch node {
            case .object(let members):
                guard let next = members[token] else { return nil }
                node = next
            case .array(let items):
                guard let i = Int(token), items.indices.contains(i) else { return nil }
                node = items[i]
            default:
                return nil
            }
        }
        return node
    }

    // MARK: Checking the schema itself

    private static func check(
        _ schema: SchemaJSON, at location: String, root: SchemaJSON,
        patterns: inout [String: Regex<AnyRegexOutput>]
    ) throws(SchemaError) {
        if case .bool = schema { return }
        guard case .object(let keywords) = schema else {
            throw SchemaError(location: location, message: "a schema is an object or a boolean, found \(schema.kindName)")
        }
        for (keyword, value) in keywords.sorted(by: { $0.key < $1.key }) {
            let here = location + "/" + keyword.replacing("~", with: "~0").replacing("/", with: "~1")
            guard supportedKeywords.contains(keyword) else {
                throw SchemaError(location: here, message: "unsupported keyword '\(keyword)' (the validator would ignore it)")
            }
            try checkKeyword(keyword, value, at: here, root: root, patterns: &patterns)
        }
    }

    private static func checkKeyword(
        _ keyword: String, _ value: SchemaJSON, at here: String, root: SchemaJSON,
        patterns: inout [String: Regex<AnyRegexOutput>]
    ) throws(SchemaError) {
        func fail(_ message: String) -> SchemaError { SchemaError(location: here, message: message) }
        switch keyword {
        case "properties", "$defs":
            guard case .object(let members) = value else { throw fail("expected an object of schemas") }
            for (name, sub) in members.sorted(by: { $0.key < $1.key }) {
                try check(sub, at: here + "/" + name, root: root, patterns: &patterns)
            }
        case "additionalProperties", "unevaluatedProperties", "items", "not", "if", "then", "else":
            try check(value, at: here, root: root, patterns: &patterns)
        case "allOf", "anyOf", "oneOf":
            guard case .array(let subs) = value, !subs.isEmpty else { throw fail("expected a non-empty array of schemas") }
            for (i, sub) in subs.enumerated() { try check(sub, at: here + "/\(i)", root: root, patterns: &patterns) }
        case "$ref":
            guard case .string(let ref) = value else { throw fail("expected a string") }
            guard resolve(ref, in: root) != nil else { throw fail("'\(ref)' points at nothing in this document") }
        case "type":
            let names: [SchemaJSON]
            if case .array(let list) = value { names = list } else { names = [value] }
            for name in names {
                guard case .string(let n) = name, typeNames.contains(n) else { throw fail("unknown type \(name.shortText)") }
            }
        case "required":
            guard case .array(let keys) = value, keys.allSatisfy({ if case .string = $0 { true } else { false } }) else {
                throw fail("expected an array of strings")
            }
        case "enum":
            guard case .array = value else { throw fail("expected an array") }
        case "minimum", "maximum":
            guard case .number = value else { throw fail("expected a number") }
        case "minItems", "maxItems":
            guard case .number(let n) = value, n >= 0, n.rounded() == n else { throw fail("expected a non-negative integer") }
        case "pattern":
            guard case .string(let source) = value else { throw fail("expected a string") }
            do { patterns[source] = try Regex(source) } catch { throw fail("pattern /\(source)/ does not compile: \(error)") }
        default:
            break  // annotations and `const` take any value
        }
    }
}

// MARK: - Describing values in messages

extension SchemaJSON {
    /// "a string", "an integer"… for messages.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number(let n): n.isFinite && n.rounded() == n ? "an integer" : "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Compact JSON, cut to about 60 characters.
    var shortText: String {
        let text = compactText
        return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }

    var compactText: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n.isFinite && n.rounded() == n && abs(n) < 1e15 ? String(Int64(n)) : "\(n)"
        case .string(let s): return "\"" + s.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
        case .array(let items): return "[" + items.map(\.compactText).joined(separator: ",") + "]"
        case .object(let members):
            return "{"
                + members.keys.sorted().map { SchemaJSON.string($0).compactText + ":" + (members[$0]?.compactText ?? "") }
                .joined(separator: ",") + "}"
        }
    }
}
