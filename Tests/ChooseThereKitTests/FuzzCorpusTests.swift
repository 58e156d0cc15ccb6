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

    @Test func corpusReplaysWithoutCrashing() throws {
        let h = try Harness()
        #expect(!Self.files.isEmpty)
        var ran = 0
        for name in Self.files {
            let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(name))
            ran += UntrustedInput.run(Array(bytes), in: h.session)
        }
        #expect(ran > 50)
        // The store still answers sensibly afterwards.
        #expect(try h.session.store.placeCount() > 400)
    }

    @Test func randomBytesNeverCrash() throws {
        let h = try Harness()
        var rng = SeededRandom(seed: 7)
        for _ in 0..<300 {
            let length = Int(rng.next() % 200)
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            UntrustedInput.run(bytes, in: h.session)
        }
    }
}
