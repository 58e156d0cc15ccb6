import ChooseThereKit
import ChooseThereTestServer
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
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter {
            $0.hasPrefix("overpass-") || $0.hasPrefix("near")
        }
        let entry = try #require(entries.first, "a cached search")
        let planted = home.root.appendingPathComponent("planted.json")
        try FileManager.default.copyItem(at: cache.appendingPathComponent(entry), to: planted)
        try FileManager.default.removeItem(at: cache.appendingPathComponent(entry))
        try FileManager.default.createSymbolicLink(at: cache.appendingPathComponent(entry), withDestinationURL: planted)
        let linked = try CLI.run(
            ["--offline", "-c", "switch city São Paulo", "-c", "near me 2km bar from osm"], home: home, extraEnvironment: env)
        #expect(!linked.stdout.contains("Bar Teste"), "the link was followed: \(linked.stdout)")
        #expect(linked.stderr.contains("offline"), "\(linked.stderr)")
    }

    /// `--read-only`: reading commands work; a change is refused with a
    /// sentence, the exit status says so, and the store file keeps its bytes.
    @Test func readOnlyListsAndRefusesChanges() throws {
        let home = TempHome()
        _ = try CLI.run(["-c", "switch city Curitiba", "-c", "spin", "-c", "rate 4"], home: home)
        let store = home.root.appendingPathComponent("data/choosethere/choosethere.sqlite3")
        let before = try Data(contentsOf: store)
        let r = try CLI.run(["--read-only", "-c", "list bar", "-c", "history", "-c", "spin", "-c", "rate 3"], home: home)
        #expect(
            r.stdout.contains("4 places matching 'bar' in Curitiba, PR") && r.stdout.contains("Your visits, newest first"), "\(r.stdout)")
        #expect(r.stderr.contains("is read-only here: your list can be read, not changed. Nothing was changed."), "\(r.stderr)")
        #expect(r.status == 1)
        #expect(try Data(contentsOf: store) == before)
    }

    /// Another program's SQLite file where the store should be: refused, unchanged.
    @Test func anotherProgramsDatabaseIsRefused() throws {
        let home = TempHome()
        _ = try CLI.run(["-c", "anywhere"], home: home)
        let store = home.root.appendingPathComponent("data/choosethere/choosethere.sqlite3")
        try FileManager.default.removeItem(at: store)
        let db = try Database(path: store.path)
        try db.execute("PRAGMA application_id = 1234; CREATE TABLE restaurants (name TEXT); INSERT INTO restaurants VALUES ('theirs')")
        db.close()
        let theirs = try Data(contentsOf: store)
        let r = try CLI.run(["-c", "list"], home: home)
        #expect(r.status == 1)
        #expect(r.stderr.contains("is another program's SQLite database, not a choosethere store. It was left untouched"), "\(r.stderr)")
        #expect(try Data(contentsOf: store) == theirs)
    }
}
