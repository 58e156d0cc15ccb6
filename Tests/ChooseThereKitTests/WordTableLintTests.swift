import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - Word tables that can match what they hold

/// A `WordSet` is tested one lexed word at a time, by the word's folded
/// number: an entry with a space, a capital or an accent can never match,
/// and a repeated entry is noise. This reads every `WordSet` literal in the
/// understanding sources and holds each entry to that.
@Suite("Word table lint")
struct WordTableLintTests {
    struct Table {
        let file: String
        let name: String
        let entries: [String]
    }

    /// Every `name: WordSet = [ … ]` literal under Sources/ChooseThereKit/Language.
    static func tables() throws -> [Table] {
        let root = UnitFixtures.repoRoot.appendingPathComponent("Sources/ChooseThereKit/Language")
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var tables: [Table] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            var rest = Substring(text)
            while let head = rest.range(of: ": WordSet = [") {
                let name = rest[..<head.lowerBound].split(whereSeparator: { !$0.isLetter && !$0.isNumber }).last.map(String.init) ?? "?"
                var depth = 1
                var i = head.upperBound
                while i < rest.endIndex, depth > 0 {
                    if rest[i] == "[" { depth += 1 } else if rest[i] == "]" { depth -= 1 }
                    i = rest.index(after: i)
                }
                tables.append(Table(file: url.lastPathComponent, name: name, entries: literals(in: rest[head.upperBound..<i])))
                rest = rest[i...]
            }
        }
        return tables
    }

    /// The string literals in `text`, comments aside.
    static func literals(in text: Substring) -> [String] {
        var found: [String] = []
        for line in text.split(separator: "\n") {
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
            let parts = code.split(separator: "\"", omittingEmptySubsequences: false)
            for (k, part) in parts.enumerated() where k % 2 == 1 { found.append(String(part)) }
        }
        return found
    }

    @Test func theWalkFindsTheTables() throws {
        let tables = try Self.tables()
        #expect(tables.count > 100, "found \(tables.count) WordSet literals")
    }

    /// Tables compared with whole text, not a lexed word, each with its reason.
    static let comparedAsText: [String: String] = [
        "quit": "the whole line, folded, is compared with it (\"tchau tchau\")",
        "brazilianStates": "a state's code as typed, in capitals (\"Curitiba PR\")",
    ]

    @Test func everyEntryIsOneFoldedWord() throws {
        var broken: [String] = []
        for table in try Self.tables() where Self.comparedAsText[table.name] == nil {
            for entry in table.entries
            where entry.contains(" ") || Lexer.fold(entry) != entry && !entry.unicodeScalars.allSatisfy({ !$0.properties.isAlphabetic }) {
                broken.append("\(table.file) \(table.name): \"\(entry)\"")
            }
        }
        #expect(broken.isEmpty, "WordSet entries that can never match a lexed word (write them folded, one word each): \(broken)")
    }

    @Test func noTableRepeatsAnEntry() throws {
        var broken: [String] = []
        for table in try Self.tables() {
            var seen = Set<String>()
            for entry in table.entries where !seen.insert(entry).inserted { broken.append("\(table.file) \(table.name): \"\(entry)\"") }
        }
        #expect(broken.isEmpty, "repeated WordSet entries: \(broken)")
    }
}
