import ChooseThereKit
import ChooseThereTestSupport
import Foundation

// MARK: - Understanding: accuracy on the public corpus, and parsing speed

enum LanguageBench {
    static let corpus = Bench.repoRoot.appendingPathComponent("Tests/ChooseThereKitTests/Corpus/phrasings.jsonl")

    /// The corpus test's session, over resources and places loaded once.
    static let resources = Resources(directory: Bench.repoRoot.appendingPathComponent("Resources"))
    static let places: [Restaurant] = {
        let seed = (try? Data(contentsOf: Bench.repoRoot.appendingPathComponent("Resources/Restaurants.json"))).map { Array($0) } ?? []
        return (try? SeedFile.parse(bytes: seed, origin: .seed).restaurants.values).map(Array.init) ?? []
    }()

    static func session() -> Session {
        PhrasingCorpus.session(resources: resources, places: places, now: ISODate.parse("2026-11-21T20:00:00Z") ?? Date())
    }

    static func run(_ work: URL) throws {
        let rows = try PhrasingCorpus.load(corpus)
        // Accuracy per category and language (the corpus test's measure).
        let report = PhrasingCorpus.evaluate(rows, session: session)
        for line in report.table.split(separator: "\n") { print("  \(line)") }
        for (key, t) in report.totals.sorted(by: { $0.key < $1.key }) {
            Bench.record(
                "language.accuracy.\(key.replacingOccurrences(of: " ", with: "_"))", Double(t.passed) * 100 / Double(max(1, t.rows)), "%")
        }
        Bench.record(
            "language.accuracy", Double(report.passed) * 100 / Double(max(1, report.rows)), "%", "\(report.passed)/\(report.rows) rows")
        try parseSpeed(work, rows: rows)
    }

    /// Scores phrasing files in the corpus's format against the corpus
    /// test's session: the table per category and language, then every
    /// miss with what was expected and what was understood.
    static func score(_ paths: [String]) -> Int32 {
        var rows: [PhrasingRow] = []
        for path in paths {
            do { rows += try PhrasingCorpus.load(URL(fileURLWithPath: path)) } catch {
                print("\(path): \(error)")
                return 1
            }
        }
        let report = PhrasingCorpus.evaluate(rows, session: session)
        print(report.table)
        for miss in report.misses {
            let context = miss.row.context.isEmpty ? "" : "[" + miss.row.context.joined(separator: "; ") + "] "
            print("\nMISS \(miss.row.category) \(miss.row.lang): \(context)\(miss.row.text)\n  want \(miss.expected)\n  got  \(miss.got)")
        }
        return 0
    }

    /// Parsing speed: every row's text through one warmed parser, several passes.
    static func parseSpeed(_ work: URL) throws { try parseSpeed(work, rows: PhrasingCorpus.load(corpus)) }

    static func parseSpeed(_ work: URL, rows: [PhrasingRow]) throws {
        let parser = session().parser
        let texts = rows.map(\.text)
        for text in texts { _ = parser.understand(text) }
        var rates: [Double] = []
        for _ in 0..<5 {
            let start = Bench.now()
            var n = 0
            for _ in 0..<4 { for text in texts { _ = parser.understand(text); n += 1 } }
            rates.append(Double(n) / (Bench.now() - start))
        }
        let rate = Bench.median(rates)
        Bench.record("language.utterances_per_s", rate, "/s", String(format: "%.1f µs each; target ≥ 50,000/s", 1e6 / rate))
    }
}
