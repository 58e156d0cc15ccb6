import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - Export while another process writes

@Suite("Export snapshot")
struct ExportSnapshotTests {
    /// Another process adds places and rates them while this one exports:
    /// every export must hold the place of each of its visits (import
    /// refuses a file that does not), so places and visits are read in one
    /// snapshot. Reading 10,000 places takes long enough that the writer
    /// commits several place-and-visit pairs meanwhile.
    @Test func exportsTakenDuringRatingsAreWhole() throws {
        let home = TempHome()
        _ = try CLI.run(["-c", "anywhere"], home: home)
        let store = try Store(url: home.storeFile)
        let filler = (0..<10_000).map {
            Restaurant(id: "filler-\($0)", name: "Filler \($0)", city: "São Paulo", state: "SP", lat: -23.5, lng: -46.6)
        }
        try store.backups.importCollection(places: filler, visits: [Visit](), mode: .merge, learning: false)
        var script = ""
        for i in 0..<150 { script += "add \"Writer \(i)\" at \(-23.40 - Double(i) * 0.001),-46.50 tags bar\nrate 4\n" }
        home.write("writer.ct", script)

        let writer = Process()
        writer.executableURL = CLI.binary
        writer.arguments = ["--stop-on-error", "-f", home.root.appendingPathComponent("writer.ct").path]
        writer.environment = home.environment
        writer.standardOutput = FileHandle.nullDevice
        writer.standardError = FileHandle.nullDevice
        try writer.run()
        defer { if writer.isRunning { writer.terminate() }; writer.waitUntilExit() }
        // Wait for the first rating, so every export below overlaps the writer.
        while writer.isRunning, (try store.visits.count()) == 0 { usleep(5_000) }

        var exports = 0, orphans: [String] = []
        while writer.isRunning || exports < 3 {
            // Both ways: the values, and the file as `export` streams it.
            let backup = try store.backups.exportBackup(createdAt: Date(), appVersion: nil)
            let ids = Set(backup.restaurants.map(\.id))
            orphans += backup.visits.filter { !ids.contains($0.restaurantId) }.map(\.restaurantId)
            var bytes: [UInt8] = []
            _ = try store.writeBackup(createdAt: Date(), appVersion: nil) { bytes += $0 }
            if case .failure(let problems) = Backup.decode(bytes: bytes, now: Date(), knownIds: { _ in false }) {
                Issue.record("an export does not import: \(problems.problems.prefix(3))")
            }
            exports += 1
        }
        writer.waitUntilExit()
        #expect(writer.terminationStatus == 0)
        #expect(orphans.isEmpty, "visits without their place in an export: \(orphans.prefix(5))")
        #expect(try store.visits.count() == 150)
        home.expectStoreIntact()
        print("BENCH export.snapshot_exports_during_writes=\(exports)")
    }
}
