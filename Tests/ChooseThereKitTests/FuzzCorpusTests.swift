import ChooseThereFuzzSupport
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

    /// Every corpus file also goes through the fuzzer's file modes: imported
    /// as a backup and read as a settings file. The seeds written for those
    /// modes do what they were written for.
    @Test func corpusReplaysAsBackupsAndSettingsFiles() throws {
        let h = try Harness(live: true)
        let files = h.dir.url.appendingPathComponent("fuzz-files")
        var imported: [String] = [], settingsRoundTrips = 0
        for name in Self.files {
            let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent(name)))
            if UntrustedFiles.runAsBackup(bytes, in: h.session, folder: files) { imported.append(name) }
            if UntrustedFiles.runAsSettings(bytes, folder: files) { settingsRoundTrips += 1 }
        }
        #expect(imported.contains("backup-00.json") && imported.contains("list-00.json"), "\(imported)")
        for refused in ["backup-01.json", "backup-02.json", "backup-03.json", "backup-04.json"] {
            #expect(!imported.contains(refused), "\(refused) should be refused")
        }
        #expect(try h.db.place(id: "ios-1")?.name == "Bar do Zé")
        #expect(try h.db.place(id: "ok")?.state == "RN")
        #expect(settingsRoundTrips == Self.files.count, "every settings file, good or broken, is replaced by one that reads back")
        #expect(try h.db.placeCount() > 400)
    }

    @Test func randomBytesNeverCrash() throws {
        let h = try Harness(live: true)
        var rng = SeededRandom(seed: 7)
        let files = h.dir.url.appendingPathComponent("fuzz-files")
        for _ in 0..<300 {
            let length = Int(rng.next() % 200)
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let report = UntrustedInput.run(bytes, in: h.session)
            #expect(report.blank + report.skipped + report.replies == report.lines)
            UntrustedFiles.runAsBackup(bytes, in: h.session, folder: files)
            UntrustedFiles.runAsSettings(bytes, folder: files)
        }
        #expect(try h.db.db.scalar("PRAGMA integrity_check")?.text == "ok")
    }
}
