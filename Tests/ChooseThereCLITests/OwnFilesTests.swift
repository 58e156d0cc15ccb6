import ChooseThereTestSupport
import Foundation
import Testing

// MARK: - The program's own files: regular files of this user, or refused

/// Settings, the nearby cache and the event log are opened with
/// `O_NOFOLLOW|O_NONBLOCK` and used only when they are regular files owned
/// by the user: a link planted there is never followed, a FIFO never waited on.
@Suite("Own files")
struct OwnFilesTests {
    @Test func aSettingsFileThatIsALinkIsRefusedAndItsTargetUntouched() throws {
        let home = TempHome()
        let target = home.write("other.json", #"{"city": "Curitiba|PR"}"#)
        let settings = home.root.appendingPathComponent("config/choosethere/settings.json")
        try FileManager.default.createDirectory(at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: settings, withDestinationURL: target)
        let r = try CLI.run(["-c", "set radius 2km"], home: home)
        #expect(r.status == 1)
        #expect(r.stderr.contains("is a symbolic link; choosethere reads only its own regular files"), "\(r.stderr)")
        #expect(try String(contentsOf: target, encoding: .utf8) == #"{"city": "Curitiba|PR"}"#)
    }

    @Test func aSettingsFileThatIsAFIFOIsRefusedWithoutWaiting() throws {
        let home = TempHome()
        let settings = home.root.appendingPathComponent("config/choosethere/settings.json")
        try FileManager.default.createDirectory(at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(settings.path, 0o600) == 0)
        let r = try CLI.runMeasured(["-c", "settings"], home: home)
        #expect(r.status == 1)
        #expect(r.stderr.contains("is not a regular file"), "\(r.stderr)")
        #expect(r.seconds < 5)
    }

    /// A cached search whose file is swapped for a link (to a file of the
    /// user's that looks like a cache entry) is not read through the link:
    /// with the network off, the search says so instead of answering.
    @Test func aCacheEntryThatIsALinkIsNotRead() throws {
        let server = try HTTPTestServer { _ in .init(body: OverpassFixtures.bars) }
        let home = TempHome()
        let env = NearbyCommandTests.environment(server)
        let first = try CLI.run(["-c", "switch city São Paulo", "-c", "near me 2km bar from osm"], home: home, extraEnvironment: env)
        #expect(first.stdout.contains("Bar Teste"), "\(first.stdout)")
        let cache = home.root.appendingPathComponent("cache/choosethere")
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasPrefix("overpass-") || $0.hasPrefix("near") }
        let entry = try #require(entries.first, "a cached search")
        let planted = home.root.appendingPathComponent("planted.json")
        try FileManager.default.copyItem(at: cache.appendingPathComponent(entry), to: planted)
        try FileManager.default.removeItem(at: cache.appendingPathComponent(entry))
        try FileManager.default.createSymbolicLink(at: cache.appendingPathComponent(entry), withDestinationURL: planted)
        let linked = try CLI.run(["--offline", "-c", "switch city São Paulo", "-c", "near me 2km bar from osm"], home: home, extraEnvironment: env)
        #expect(!linked.stdout.contains("Bar Teste"), "the link was followed: \(linked.stdout)")
        #expect(linked.stderr.contains("offline"), "\(linked.stderr)")
    }
}
