import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - One file per verb; no reader tests another verb's words

/// Every verb is declared in its own file under `Language/Verbs/` (its
/// command-table row, its Portuguese help, its trigger words and its cue
/// word tables), and a verb's recognizer reads only its own verb's tables:
/// when another verb's words matter ("bye, spin" is no goodbye), the arbiter
/// should settle it, by weighing both readings. The readings of another
/// verb's words that still stand are listed, and the list may only shrink.
@Suite("Verb files")
struct VerbFilesLintTests {
    static let language = UnitFixtures.repoRoot.appendingPathComponent("Sources/ChooseThereKit/Language")

    /// Each verb's file: the verb its row declares, and the word tables it declares (`PickWords.spin`).
    static func verbFiles() throws -> [(file: String, verb: String, tables: Set<String>)] {
        let folder = language.appendingPathComponent("Verbs")
        var files: [(String, String, Set<String>)] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let rows = text.matches(of: /static let (\w+)Row = VerbRow\(/).map { String($0.output.1) }
            var tables = Set<String>()
            var namespace: String?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if let m = line.firstMatch(of: /^extension (\w+) \{/) { namespace = String(m.output.1) }
                if line.hasPrefix("}") { namespace = nil }
                if let ns = namespace, ns != "Verb", let m = line.firstMatch(of: /^    static let (\w+)/) {
                    tables.insert("\(ns).\(m.output.1)")
                }
            }
            files.append((name, rows.count == 1 ? rows[0] : "", tables))
        }
        return files
    }

    @Test func everyVerbHasItsOwnFile() throws {
        let files = try Self.verbFiles()
        let declared = files.map(\.verb)
        #expect(
            !files.contains { $0.verb.isEmpty },
            "a file under Verbs/ declares exactly one row: \(files.filter { $0.verb.isEmpty }.map(\.file))")
        #expect(Set(declared) == Set(Verb.allCases.map { "\($0)" }), "one file per verb")
        #expect(declared.count == Verb.allCases.count, "no verb declared twice")
        for verb in Verb.allCases {
            #expect(verb.row.english.verb == verb, "\(verb)'s row is its own")
        }
    }

    /// The readings of another verb's words that stand today, by reader file
    /// and table: each is a veto or a frame the arbiter should own (issue 23,
    /// item 1). The test fails on a new one and on one that is gone, so the
    /// list only shrinks. Slot words read by several verbs (a field name,
    /// "near me") are listed too: they belong in a slot table of their own.
    static let knownCrossings: Set<String> = [
        "AddReader.swift EditWords.fields",
        "AddReader.swift PlaceCommandWords.saveToList",
        "EditReader.swift PlaceCommandWords.open",
        "EditReader.swift WhereWords.switchCity",
        "ListReader.swift EditWords.addVerbs",
        "ListReader.swift PickWords.findPhrases",
        "ListReader.swift PickWords.nearMe",
        "ListReader.swift PickWords.spin",
        "ListReader.swift PlaceCommandWords.fav",
        "ListReader.swift PlaceCommandWords.forget",
        "ListReader.swift PlaceCommandWords.save",
        "ListReader.swift PlaceCommandWords.saveToList",
        "ListReader.swift PlaceCommandWords.unfav",
        "ListReader.swift RateWords.strongVerbs",
        "MetaReader.swift ListWords.all",
        "MetaReader.swift ListWords.listVerbs",
        "MetaReader.swift PickWords.again",
        "MetaReader.swift PickWords.againPhrases",
        "MetaReader.swift PickWords.findVerbs",
        "MetaReader.swift PickWords.nearMe",
        "MetaReader.swift PickWords.spin",
        "PickReader+Refinement.swift PickWords.nearMe",
        "PickReader+Refinement.swift PickWords.spin",
        // (find moved to its own file with its reads, no new crossing: PickReader+Find.swift.)
        "PickReader+Find.swift PickWords.nearMe",
        "PickReader+Find.swift PickWords.spin",
        "PickReader+Find.swift WhereWords.switchCity",
        "PickReader.swift PickWords.spin",
        "PickReader.swift WhereWords.setLocation",
        "PlaceCommandReader+Show.swift ListWords.history",
        "PlaceCommandReader+Show.swift ListWords.historyQuestions",
        "PlaceCommandReader+Show.swift MetaWords.log",
        "PlaceCommandReader+Show.swift MetaWords.settings",
        "PlaceCommandReader+Show.swift PickWords.againPhrases",
        "PlaceCommandReader.swift PickWords.nearMe",
        "PlaceCommandReader.swift PickWords.spin",
        "SettingsReader.swift EditWords.fields",
        "SettingsReader.swift PickWords.nearMe",
        "WhereReader.swift EditWords.addVerbs",
        "WhereReader.swift EditWords.fields",
        "WhereReader.swift PickWords.nearMe",
        "WhereReader.swift PickWords.spin",
    ]

    @Test func noRecognizerReadsAnotherVerbsWords() throws {
        var owner: [String: String] = [:]
        for file in try Self.verbFiles() { for table in file.tables { owner[table] = file.verb } }
        #expect(owner.count > 50, "the verbs' tables were found")
        let understanding = Self.language.appendingPathComponent("Understanding")
        var checked = 0
        var crossings: [(key: String, at: String)] = []
        // Each reader file's lines, and which verb's recognizer (`func spin(_ s: inout Sentence) -> Intent?`)
        // each line stands in; nil: a helper shared by the recognizers of its reader type (`PickReader`, in
        // `PickReader.swift` and `PickReader+Refinement.swift`).
        var files: [(name: String, type: String, lines: [Substring], lineVerb: [String?])] = []
        var typeVerbs: [String: Set<String>] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: understanding.path).sorted()
        where name.hasSuffix(".swift") && name.contains("Reader") {
            let text = SourceLayoutTests.code(try String(contentsOf: understanding.appendingPathComponent(name), encoding: .utf8))
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let type = String(name.split(separator: "+")[0].split(separator: ".")[0])
            var current: String?
            var lineVerb: [String?] = []
            for line in lines {
                if let m = line.firstMatch(of: /func (\w+)\(_ s: inout Sentence\) -> Intent\? \{/) {
                    current = m.output.1 == "bareFind" ? "find" : String(m.output.1)
                    typeVerbs[type, default: []].insert(current!)
                }
                lineVerb.append(current)
                if line == "    }" { current = nil }
            }
            files.append((name, type, lines, lineVerb))
        }
        for (name, type, lines, lineVerb) in files {
            let fileVerbs = typeVerbs[type] ?? []
            for (n, line) in lines.enumerated() {
                for m in line.matches(of: /\b([A-Z]\w*Words)\.(\w+)/) {
                    let table = "\(m.output.1).\(m.output.2)"
                    guard let verb = owner[table] else { continue }
                    checked += 1
                    let allowed = lineVerb[n].map { [$0] } ?? fileVerbs
                    if !allowed.contains(verb) { crossings.append(("\(name) \(table)", "\(name):\(n + 1) reads \(table) (\(verb))")) }
                }
            }
        }
        #expect(checked > 40, "the readers' table uses were found")
        let new = crossings.filter { !Self.knownCrossings.contains($0.key) }.map(\.at)
        #expect(new.isEmpty, "a recognizer reads another verb's words; let the arbiter settle it instead: \(new)")
        let gone = Self.knownCrossings.subtracting(crossings.map(\.key))
        #expect(gone.isEmpty, "no longer read, take them off knownCrossings: \(gone.sorted())")
    }
}
