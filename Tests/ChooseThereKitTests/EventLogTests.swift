import ChooseThereTestServer
import ChooseThereTestSupport
import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - The local event log: the file, and what the runtime records

@Suite("Event log", .serialized)
struct EventLogTests {
    static func entry(_ n: Int) -> EventLogEntry {
        EventLogEntry(
            at: Harness.now.addingTimeInterval(Double(n)), event: "search",
            facts: ["kind": .string("find"), "outcome": .string("ok"), "results": .int(n), "durationMs": .int(12)],
            personal: ["query": .string("mocotó \(n)"), "lat": .number(-23.5614), "lng": .number(-46.6559)])
    }

    @Test func theFileIsPrivateRotatesAtItsSizeAndKeepsThreeFiles() throws {
        let dir = try TempDir()
        let file = dir.url.appendingPathComponent("state/choosethere/events.jsonl")
        let log = EventLog.live(file: file, maxBytes: 400, keep: 3)
        for n in 1...60 { log.record(Self.entry(n), .on) }
        let fm = FileManager.default
        for name in ["events.jsonl", "events.jsonl.1", "events.jsonl.2"] {
            let url = file.deletingLastPathComponent().appendingPathComponent(name)
            #expect(fm.fileExists(atPath: url.path), "\(name) is kept")
            #expect(try posixMode(url) & 0o777 == 0o600)
            let size = try #require(try fm.attributesOfItem(atPath: url.path)[.size] as? Int)
            #expect(size <= 400, "\(name) stays under the limit: \(size)")
        }
        #expect(!fm.fileExists(atPath: file.path + ".3"), "a fourth file is never kept")
        #expect(try posixMode(file.deletingLastPathComponent()) & 0o777 == 0o700)
        let recent = log.recent(1000)
        #expect(recent.last?.facts["results"] == .int(60), "the newest is last")
        #expect(
            recent.map { $0.facts["results"]?.intValue ?? 0 } == Array((61 - recent.count)...60), "oldest first, none lost within the files"
        )
        #expect(log.recent(5).count == 5)
    }

    /// A symlink at the log's name had its target appended to and chmod-ed;
    /// a FIFO hung the first failing command for ever (issue 25).
    @Test func aLinkOrAFIFOAtTheLogsNameIsNeverWrittenThrough() throws {
        let dir = try TempDir()
        let folder = dir.url.appendingPathComponent("state/choosethere")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("events.jsonl")
        let victim = dir.url.appendingPathComponent("victim.txt")
        try "mine\n".write(to: victim, atomically: false, encoding: .utf8)
        chmod(victim.path, 0o644)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: victim)
        EventLog.live(file: file, maxBytes: 4000, keep: 3).record(Self.entry(1), .on)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "mine\n", "the link's target is untouched")
        #expect(try posixMode(victim) & 0o777 == 0o644)
        try FileManager.default.removeItem(at: file)
        #expect(mkfifo(file.path, 0o600) == 0)
        let start = Date()
        EventLog.live(file: file, maxBytes: 4000, keep: 3).record(Self.entry(2), .on)
        #expect(Date().timeIntervalSince(start) < 2, "a FIFO never blocks the command")
    }

    @Test func aDefaultLineHasNoPersonalDataAndADetailedOneDoes() throws {
        let line = Self.entry(1).json(detailed: false).encoded()
        #expect(line == #"{"at":"2026-11-21T20:00:01Z","durationMs":12,"event":"search","kind":"find","outcome":"ok","results":1}"#)
        let detailed = Self.entry(1).json(detailed: true)
        #expect(detailed["query"] == .string("mocotó 1") && detailed["lat"] == .number(-23.5614))
        let read = try #require(EventLogEntry(json: detailed))
        #expect(read == Self.entry(1), "a detailed line reads back whole")
        let lines = EventLogLines()
        EventLog.memory(lines).record(Self.entry(2), .off)
        #expect(lines.lines.isEmpty, "off records nothing")
    }

    /// A session on the in-memory store whose searches go to a local server.
    static func session(_ server: HTTPTestServer, _ lines: EventLogLines, cache: URL) throws -> Harness {
        let nearby = NearbyClient.live(offline: false) {
            NearbyService(
                http: CurlHTTPClient(userAgent: "choosethere/test", isCancelled: { false }), cache: NearbyCache(directory: cache),
                overpassURL: server.baseURL + "/api/interpreter", nominatimURL: server.baseURL + "/search",
                now: { Harness.now }, sleep: { _ in })
        }
        return try Harness(location: Coordinate(lat: -23.5614, lng: -46.6559), nearby: nearby, eventLog: .memory(lines))
    }

    @Test func everyKindIsRecordedAndNothingPersonalByDefault() throws {
        let server = try HTTPTestServer { request in
            .init(body: request.path == "/search" ? OverpassFixtures.nominatim : OverpassFixtures.eateries)
        }
        let dir = try TempDir()
        let lines = EventLogLines()
        let h = try Self.session(server, lines, cache: dir.url.appendingPathComponent("cache"))
        try h.ok("find Mocotó near me")
        try h.ok("near me bar from osm")
        try h.ok("i'm at Av. Paulista 1000, São Paulo")
        try h.ok("export backup-for-test.json")
        try h.ok("import backup-for-test.json")
        _ = try h.run("switch city Zzyzxville")
        let events = lines.lines.compactMap { try? JSON.parse(bytes: Array($0.utf8)) }
        #expect(events.count == lines.lines.count, "every line is JSON")
        #expect(events.map { $0["event"]?.stringValue ?? "" } == ["search", "search", "location", "export", "import", "error"])
        #expect(events[0]["kind"] == .string("find") && events[0]["results"] == .int(2) && events[0]["outcome"] == .string("ok"))
        #expect(events[0]["durationMs"]?.intValue != nil)
        #expect(events[5]["command"] == .string("city") && events[5]["code"] == .string("unknown_city"))
        let all = lines.lines.joined(separator: "\n")
        for personal in ["Mocotó", "mocot", "-23.56", "-46.65", "Paulista", "backup-for-test", "Zzyzx", "bar\""] {
            #expect(!all.contains(personal), "\(personal) is not in the default log:\n\(all)")
        }
        for line in events {
            let keys = Set((line.objectValue ?? [:]).keys)
            #expect(keys.isDisjoint(with: EventLogEntry.personalKeys), "\(keys)")
        }

        // Detailed: the search and what it found; off: nothing more.
        try h.ok("set log detailed")
        try h.ok("find mocoto near me")
        let detailed = try #require(lines.lines.last)
        #expect(detailed.contains(#""query":"mocoto""#) && detailed.contains("Mocotó Café") && detailed.contains(#""lat":-23.5614"#))
        try h.ok("set log off")
        let count = lines.lines.count
        try h.ok("find temaki near me")
        _ = try h.run("switch city Zzyzxville")
        #expect(lines.lines.count == count, "set log off stops it")
        #expect(try h.savedSettings().eventLog == .off, "and it is saved")
        let shown = try h.ok("log 3")
        guard case .events(let view)? = shown.items.first else { Issue.record("\(shown)"); return }
        #expect(view.entries.count == 3 && view.level == .off)
        #expect(h.text(shown).contains("The event log is off; say set log on to record again."))
    }
}
