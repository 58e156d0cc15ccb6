import ChooseThereKit
import Foundation

// MARK: - One completion over the whole city catalogue

enum CompletionBench {
    static func run(_ work: URL) throws {
        let url = Bench.repoRoot.appendingPathComponent("Resources/Cities.tsv")
        let loadStart = Bench.now()
        let catalog = try CityCatalog.load(from: url)
        Bench.record(
            "completion.catalog_load_ms", (Bench.now() - loadStart) * 1000, "ms", "\(catalog.count) cities, once per session, on first use")
        let engine = CompletionEngine(vocabulary: { .empty }, catalog: { catalog }, placeNames: { _ in [] })
        for (label, line) in [("city_sao", "switch city sao"), ("city_curi", "switch city curi"), ("city_s", "switch city s")] {
            var times: [Double] = []
            for _ in 0..<201 {
                let start = Bench.now()
                let result = engine.complete(line)
                times.append(Bench.now() - start)
                if result.candidates.isEmpty { throw BenchError("no completion for \(line)") }
            }
            Bench.record("completion.\(label)_ms", Bench.median(times) * 1000, "ms", "'\(line)' over the whole catalogue; target < 2")
        }
    }
}
