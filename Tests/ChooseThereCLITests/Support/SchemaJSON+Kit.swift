import ChooseThereKit
import ChooseThereTestSupport
import Foundation

// MARK: - The kit's JSON for the schema validator

extension SchemaJSON {
    /// The same value in the validator's terms.
    init(_ json: JSON) {
        switch json {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n): self = .number(n)
        case .string(let s): self = .string(s)
        case .array(let items): self = .array(items.map(SchemaJSON.init))
        case .object(let members): self = .object(members.mapValues(SchemaJSON.init))
        }
    }

    /// Parses JSON text with the kit's parser.
    static func parse(_ text: String) throws -> SchemaJSON { SchemaJSON(try JSON.parse(text)) }
}

extension JSONSchema {
    /// `Resources/reply.schema.json`: the shape of every `--json` line.
    static let replySchemaFile = CLI.repoRoot.appendingPathComponent("Resources/reply.schema.json")

    /// The reply schema, checked.
    static func replySchema() throws -> JSONSchema {
        try JSONSchema(SchemaJSON.parse(String(contentsOf: replySchemaFile, encoding: .utf8)))
    }

    /// The violations of every line of JSON Lines `output`, each named by its line.
    func violations(ofLines output: String) -> [String] {
        var found: [String] = []
        for (i, line) in output.split(separator: "\n").enumerated() {
            guard let value = try? SchemaJSON.parse(String(line)) else {
                found.append("line \(i + 1) is not JSON: \(line.prefix(200))")
                continue
            }
            found += validate(value).map { "line \(i + 1) (\(value.commandText)): \($0)" }
        }
        return found
    }
}

extension SchemaJSON {
    /// The `command` member of a reply line, for messages.
    var commandText: String {
        if case .object(let members) = self, case .string(let command)? = members["command"] { return command }
        return "?"
    }
}
