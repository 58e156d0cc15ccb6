import Foundation
import Testing
@testable import ChooseThereKit

// MARK: - The fuzzer's corpus, replayed by every test run

/// Every file in Tests/Fuzz/corpus (the seeds, and any input a fuzzing run
/// found interesting or that once crashed) goes through the language and
/// the session again, so a fixed crash stays fixed.
@Suite("Fuzz corpus")
struct FuzzCorpusTests {
    static let folder = UnitFixtures.repoRoot.appendingPathComponent("Tests/Fuzz/corpus")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Every line gets exactly one reply (or is blank, or would touch
    /// files), and the SQLite store is intact afterwards.
    @Test func corpusReplaysWithOneReplyPerLineAndAnIntactStore() throws {
        let h = try Harness(live: true)
        #expect(!Self.files.isEmpty)
        var total = UntrustedInput.Report()
        for name in Self.files {
            let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(name))
            let report = UntrustedInput.run(Array(bytes), in: h.session)
            #expect(report.blank + report.skipped + report.replies == report.lines, "\(name): \(report)")
            #expect(report.lines == UntrustedInput.lines(Array(bytes)).count, "\(name)")
            total.lines += report.lines
            total.replies += report.replies
        }
        #expect(total.replies > 50)
        #expect(try h.db.db.scalar("PRAGMA integrity_check")?.text == "ok")
        #expect(try h.db.placeCount() > 400)
    }

    @Test func randomBytesNeverCrash() throws {
        let h = try Harness(live: true)
        var rng = SeededRandom(seed: 7)
        for _ in 0..<300 {
            let length = Int(rng.next() % 200)
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let report = UntrustedInput.run(bytes, in: h.session)
            #expect(report.blank + report.skipped + report.replies == report.lines)
        }
        #expect(try h.db.db.scalar("PRAGMA integrity_check")?.text == "ok")
    }
}
