// MARK: - Validating an instance against a checked schema

/// What one schema said about one value: its violations, and which of the
/// value's keys it evaluated (the annotation `unevaluatedProperties` reads).
struct SchemaEvaluation {
    var violations: [SchemaViolation] = []
    var evaluated: Set<String> = []

    var passed: Bool { violations.isEmpty }

    mutating func add(_ path: String, _ message: String) {
        violations.append(SchemaViolation(path: path, message: message))
    }

    /// Takes in a sub-schema's outcome (violations and evaluated keys).
    mutating func merge(_ other: SchemaEvaluation) {
        violations += other.violations
        evaluated.formUnion(other.evaluated)
    }
}

extension JSONSchema {
    /// `$ref` chains deeper than this are a cycle in the schema.
    static let maxDepth = 200

    func evaluate(_ value: SchemaJSON, _ schema: SchemaJSON, path: String, depth: Int) -> SchemaEvaluation {
        var result = SchemaEvaluation()
        switch schema {
        case .bool(true): return result
        case .bool(false):
            result.add(path, "not allowed here")
            return result
        case .object(let keywords):
            guard depth < JSONSchema.maxDepth else {
                result.add(path, "the schema nests deeper than \(JSONSchema.maxDepth) levels (a $ref cycle?)")
                return result
            }
            if case .string(let ref) = keywords["$ref"], let target = JSONSchema.resolve(ref, in: root) {
                result.merge(evaluate(value, target, path: path, depth: depth + 1))
            }
            checkValue(value, keywords, path: path, into: &result)
            if case .array(let items) = value { checkItems(items, keywords, path: path, depth: depth, into: &result) }
            if case .object(let members) = value { checkMembers(members, keywords, path: path, depth: depth, into: &result) }
            applyCombinators(value, keywords, path: path, depth: depth, into: &result)
            if case .object(let members) = value, let rest = keywords["unevaluatedProperties"] {
                for key in members.keys.sorted() where !result.evaluated.contains(key) {
                    if let member = members[key] {
                        result.merge(evaluate(member, rest, path: JSONSchema.path(path, key), depth: depth + 1))
                    }
                }
                result.evaluated.formUnion(members.keys)
            }
            return result
        default:
            return result  // `init` refused anything else
        }
    }

    // MARK: Keywords about the value itself

    private func checkValue(_ value: SchemaJSON, _ keywords: [String: SchemaJSON], path: String, into result: inout SchemaEvaluation) {
        if let type = keywords["type"] {
            let names: [String]
            if case .array(let list) = type { names = list.compactMap(\.stringText) } else { names = type.stringText.map { [$0] } ?? [] }
            if !names.contains(where: { JSONSchema.value(value, hasType: $0) }) {
                result.add(path, "expected \(names.joined(separator: " or ")), found \(value.kindName) (\(value.shortText))")
            }
        }
        if case .array(let options) = keywords["enum"], !options.contains(value) {
            let shown = options.prefix(12).map(\.compactText).joined(separator: ", ") + (options.count > 12 ? ", …" : "")
            result.add(path, "\(value.shortText) is not one of \(shown)")
        }
        if let constant = keywords["const"], constant != value {
            result.add(path, "expected \(constant.shortText), found \(value.shortText)")
        }
        if case .number(let n) = value {
            if case .number(let min) = keywords["minimum"], n < min {
                result.add(path, "\(value.compactText) is below the minimum \(SchemaJSON.number(min).compactText)")
            }
            if case .number(let max) = keywords["maximum"], n > max {
                result.add(path, "\(value.compactText) is above the maximum \(SchemaJSON.number(max).compactText)")
            }
        }
        if case .string(let s) = value, case .string(let source) = keywords["pattern"], let regex = patterns[source],
            s.firstMatch(of: regex) == nil
        {
            result.add(path, "\(value.shortText) does not match /\(source)/")
        }
    }

    static func value(_ value: SchemaJSON, hasType name: String) -> Bool {
        switch (name, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array), ("object", .object): true
        case ("integer", .number(let n)): n.isFinite && n.rounded() == n
        default: false
        }
    }

    // MARK: Arrays and objects

    private func checkItems(
        _ items: [SchemaJSON], _ keywords: [String: SchemaJSON], path: String, depth: Int,
        into result: inout SchemaEvaluation
    ) {
        if case .number(let min) = keywords["minItems"], Double(items.count) < min {
            result.add(path, "\(items.count) items, fewer than the minimum \(Int(min))")
        }
        if case .number(let max) = keywords["maxItems"], Double(items.count) > max {
            result.add(path, "\(items.count) items, more than the maximum \(Int(max))")
        }
        if let itemSchema = keywords["items"] {
            for (i, item) in items.enumerated() {
                result.violations += evaluate(item, itemSchema, path: "\(path)[\(i)]", depth: depth + 1).violations
            }
        }
    }

    private func checkMembers(
        _ members: [String: SchemaJSON], _ keywords: [String: SchemaJSON], path: String, depth: Int,
        into result: inout SchemaEvaluation
    ) {
        if case .array(let required) = keywords["required"] {
            for case .string(let key) in required where members[key] == nil { result.add(path, "missing required key \"\(key)\"") }
        }
        var declared: [String: SchemaJSON] = [:]
        if case .object(let properties) = keywords["properties"] { declared = properties }
        for key in members.keys.sorted() {
            guard let member = members[key] else { continue }
            if let schema = declared[key] {
                result.violations += evaluate(member, schema, path: JSONSchema.path(path, key), depth: depth + 1).violations
                result.evaluated.insert(key)
            } else if let additional = keywords["additionalProperties"] {
                result.violations += evaluate(member, additional, path: JSONSchema.path(path, key), depth: depth + 1).violations
                result.evaluated.insert(key)
            }
        }
    }

    // MARK: allOf, anyOf, oneOf, not, if/then/else

    private func applyCombinators(
        _ value: SchemaJSON, _ keywords: [String: SchemaJSON], path: String, depth: Int,
        into result: inout SchemaEvaluation
    ) {
        if case .array(let all) = keywords["allOf"] {
            for sub in all { result.merge(evaluate(value, sub, path: path, depth: depth + 1)) }
        }
        for keyword in ["anyOf", "oneOf"] {
            guard case .array(let options) = keywords[keyword] else { continue }
            let outcomes = options.map { evaluate(value, $0, path: path, depth: depth + 1) }
            let passing = outcomes.indices.filter { outcomes[$0].passed }
            for i in passing { result.evaluated.formUnion(outcomes[i].evaluated) }
            if passing.isEmpty {
                // Each alternative's first complaint: which one was meant is for the reader to say.
                let reasons = outcomes.enumerated().map { i, o in "#\(i + 1) \(o.violations.first?.description ?? "?")" }
                result.add(path, "matches none of the \(options.count) alternatives of \(keyword) (\(reasons.joined(separator: "; ")))")
            } else if keyword == "oneOf", passing.count > 1 {
                result.add(
                    path,
                    "matches \(passing.count) alternatives of oneOf (\(passing.map { "#\($0 + 1)" }.joined(separator: ", "))), expected exactly one"
                )
            }
        }
        if let not = keywords["not"], evaluate(value, not, path: path, depth: depth + 1).passed {
            result.add(path, "matches a schema it must not match")
        }
        if let condition = keywords["if"] {
            let test = evaluate(value, condition, path: path, depth: depth + 1)
            if test.passed {
                result.evaluated.formUnion(test.evaluated)
                if let then = keywords["then"] { result.merge(evaluate(value, then, path: path, depth: depth + 1)) }
            } else if let otherwise = keywords["else"] {
                result.merge(evaluate(value, otherwise, path: path, depth: depth + 1))
            }
        }
    }

    /// `$.a.b`, or `$["odd key"]` for keys that are not plain words.
    static func path(_ base: String, _ key: String) -> String {
        let plain =
            !key.isEmpty
            && key.unicodeScalars.allSatisfy { ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) || $0 == "_" }
            && !(key.first?.isNumber ?? true)
        return plain ? "\(base).\(key)" : "\(base)[\(SchemaJSON.string(key).compactText)]"
    }
}

extension SchemaJSON {
    var stringText: String? { if case .string(let s) = self { s } else { nil } }
}
