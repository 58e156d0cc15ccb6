import ChooseThereTestSupport
import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - The public phrasing corpus: how people talk, and what each line means

/// Every row of `Corpus/phrasings.jsonl` (English and Brazilian Portuguese,
/// written blind to the code and grouped by category) must explain to its
/// canonical JSON, after its context commands in a fresh session.
@Suite("Phrasing corpus")
struct PhrasingCorpusTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus/phrasings.jsonl")

    /// A session like a user's: the bundled places in memory, a location in Curitiba.
    static func session() -> Session {
        PhrasingCorpus.session(resources: UnitFixtures.resources, places: Harness.seedPlaces, now: Harness.now)
    }

    /// EXPLAIN='line|line' prints what each line means in the corpus session (a debugging aid).
    @Test func explainOnRequest() {
        guard let lines = ProcessInfo.processInfo.environment["EXPLAIN"] else { return }
        for line in lines.split(separator: "|") {
            let session = Self.session()
            let parts = line.split(separator: ">").map { String($0).trimmingCharacters(in: .whitespaces) }
            for context in parts.dropLast() { _ = session.handle(context) }
            let u = session.parser.understand(parts.last ?? "")
            print("EXPLAIN \(line) => \(PhrasingCorpus.explain(parts.last ?? "", in: session)) ignored=\(u?.ignored ?? [])")
        }
    }

    /// HELDOUT=file.jsonl measures a set this project does not keep (rows
    /// whose expected slots are partial: the listed ones must match).
    @Test func heldOutOnRequest() throws {
        guard let path = ProcessInfo.processInfo.environment["HELDOUT"] else { return }
        let rows = try PhrasingCorpus.load(URL(fileURLWithPath: path))
        var passed = 0, wrong: [String] = []
        for row in rows {
            let session = Self.session()
            for line in row.context { _ = session.handle(line) }
            let got = try JSON.parse(bytes: Array(PhrasingCorpus.explain(row.text, in: session).utf8))
            let want = row.expect
            var ok = got["intent"] == want["intent"]
            for (key, value) in want["slots"]?.objectValue ?? [:] where got["slots"]?[key] != value { ok = false }
            if ok {
                passed += 1
            } else {
                wrong.append(
                    "[\(row.category) \(row.lang)] \(row.context) \(row.text)\n   want \(want.encoded())\n   got  \(got.encoded())")
            }
        }
        print("HELDOUT \(passed)/\(rows.count) = \(Double(passed) * 100 / Double(max(1, rows.count)))%")
        for w in wrong { print("HELDOUT-MISS \(w)") }
    }

    @Test func everyRowIsUnderstood() throws {
        let rows = try PhrasingCorpus.load(Self.file)
        #expect(rows.count >= 800)
        #expect(Set(rows.map(\.lang)) == ["en", "pt"])
        let report = PhrasingCorpus.evaluate(rows, session: Self.session)
        print(report.table)
        // CORPUS_IGNORED=1 lists the words each reading left over (to find slots that forget to take theirs).
        if ProcessInfo.processInfo.environment["CORPUS_IGNORED"] != nil {
            let session = Self.session()
            for row in rows {
                if let u = session.parser.understand(row.text), !u.ignored.isEmpty { print("IGNORED \(u.ignored) ← \(row.text)") }
            }
        }
        // Rows not understood yet are listed in known-misses.txt (the list may
        // only shrink: a listed row that passes must leave it); a harmful
        // miss fails whether listed or not. UPDATE_KNOWN_MISSES=1 rewrites it.
        let knownFile = Self.file.deletingLastPathComponent().appendingPathComponent("known-misses.txt")
        let known = PhrasingCorpus.knownMisses(knownFile)
        if ProcessInfo.processInfo.environment["UPDATE_KNOWN_MISSES"] != nil {
            let header =
                "# Corpus rows not understood yet, one per line: [context; context] text.\n"
                + "# This list only shrinks; harmful misreads are never listed (the test fails on them).\n"
            try (header + report.misses.filter { !$0.isHarmful }.map(\.key).sorted().joined(separator: "\n") + "\n")
                .write(to: knownFile, atomically: true, encoding: .utf8)
        }
        for miss in report.misses where miss.isHarmful || !known.contains(miss.key) {
            Issue.record(
                Comment(
                    rawValue:
                        "[\(miss.row.category) \(miss.row.lang)] \(miss.row.context.map { "[\($0)] " }.joined())\(miss.row.text)\n  expected \(miss.expected)\n  got      \(miss.got)"
                        + (miss.isHarmful ? "\n  (harmful: runs a command that deletes, overwrites or records other than meant)" : "")))
        }
        let missed = Set(report.misses.map(\.key))
        for key in known.subtracting(missed).sorted() {
            Issue.record(Comment(rawValue: "understood now, take it out of known-misses.txt: \(key)"))
        }
        print("corpus: \(report.passed)/\(report.rows) understood, \(report.misses.count) known misses")
    }
}
