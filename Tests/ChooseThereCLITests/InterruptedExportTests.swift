import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - A signal in the middle of an export

@Suite("Interrupted export", .serialized)
struct InterruptedExportTests {
    /// A store whose export is large enough (about 40 MB) to be caught while it is written.
    static func bigHome() throws -> TempHome {
        let home = TempHome()
        _ = try CLI.run(["-c", "anywhere"], home: home)
        let store = try Store(url: home.storeFile)
        let notes = String(repeating: "long notes ", count: 180)
        let places = (0..<20_000).map { Restaurant(id: "big-\($0)", name: "Big \($0)", notes: notes, lat: -23.5, lng: -46.6) }
        try store.backups.importCollection(places: places, visits: [Visit](), mode: .merge, learning: false)
        return home
    }

    /// Starts an export, waits for its temporary file to appear, sends
    /// `signal`, and returns the signal that ended the process and what the folder holds.
    static func interrupt(_ home: TempHome, with signal: Int32, into folder: URL) throws -> (Int32?, [String]) {
        let pid = try CLI.spawnAsFromAShell(["-c", "export \(folder.appendingPathComponent("out.json").path) overwrite"], home: home)
        let temp = folder.appendingPathComponent("out.json.tmp-\(pid)").path
        var caught = false
        while CLI.isRunning(pid) {
            if FileManager.default.fileExists(atPath: temp) {
                kill(pid, signal)
                caught = true
                break
            }
            usleep(500)
        }
        let ended = CLI.waitForExit(pid)
        #expect(caught, "the export ended before its temporary file was seen")
        return (ended.signal, try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted())
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGXFSZ, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE])
    func theTemporaryFileGoesWithTheProcess(_ signal: Int32) throws {
        let home = try Self.bigHome()
        let folder = home.root.appendingPathComponent("exports")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (ended, left) = try Self.interrupt(home, with: signal, into: folder)
        #expect(ended == signal, "ended by the signal, as it would have without a guard")
        #expect(left.isEmpty, "left behind: \(left)")
        // Over an older backup: it stays whole.
        try "old backup".write(to: folder.appendingPathComponent("out.json"), atomically: false, encoding: .utf8)
        let (_, after) = try Self.interrupt(home, with: signal, into: folder)
        #expect(after == ["out.json"], "left behind: \(after)")
        #expect(try String(contentsOf: folder.appendingPathComponent("out.json"), encoding: .utf8) == "old backup")
        home.expectStoreIntact()
    }
}
