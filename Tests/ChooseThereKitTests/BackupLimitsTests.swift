import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - Hostile files: bounded problems, rows and values

@Suite("Backup limits")
struct BackupLimitsTests {
    static func decode(_ text: String) -> Result<Backup.Decoded, BackupProblems> {
        Backup.decode(bytes: Array(text.utf8), now: Date(), knownIds: { _ in false })
    }

    static func failure(_ text: String) -> BackupProblems? {
        if case .failure(let f) = decode(text) { return f }
        return nil
    }

    @Test func problemsAreCappedAndCheckingStopsWhenHopeless() throws {
        // 5,000 empty rows: four problems each, 20,000 in all if nothing stopped it.
        let text =
            #"{"schemaVersion": 1, "createdAt": "2026-01-01T00:00:00Z", "restaurants": ["#
            + Array(repeating: "{}", count: 5000).joined(separator: ",") + "]}"
        let f = try #require(Self.failure(text))
        #expect(f.problems.count == BackupLimits.listedProblems)
        #expect(f.total == BackupLimits.stopAfterProblems)
        #expect(f.stoppedEarly)
        #expect(f.problems.first?.description == "restaurants[0].id: missing")
        #expect(f.moreLine == "… and 900 more; checking stopped there")
        #expect(f.json["problems"]?.arrayValue?.count == 100 && f.json["total"] == .int(1000) && f.json["stoppedEarly"] == .bool(true))
        // A syntax error after the hopeless part is still found (the rest is skipped, not ignored).
        #expect(Self.failure(String(text.dropLast(2)) + ",}]}")?.problems.first?.description.contains("invalid JSON") == true)
    }

    @Test func headerProblemsComeFirstEvenWhenRowsFillTheList() throws {
        let text = #"{"schemaVersion": 7, "restaurants": ["# + Array(repeating: "{}", count: 300).joined(separator: ",") + "]}"
        let f = try #require(Self.failure(text))
        #expect(f.problems.prefix(2).map(\.location) == ["schemaVersion", "createdAt"])
        #expect(f.problems.count == 100 && f.total == 2 + 1000 && f.stoppedEarly)
    }

    @Test func rowsAreCounted() throws {
        #expect(BackupLimits.rows == 200_000)
        func file(_ places: Int, _ visits: Int, list: Bool = false) -> [UInt8] {
            let p = (0..<places).map { #"{"id":"p\#($0)","name":"n","lat":0,"lng":0}"# }.joined(separator: ",")
            let v = (0..<visits).map { #"{"id":"v\#($0)","restaurantId":"p0","dateVisited":"2026-01-01T00:00:00Z","rating":1}"# }.joined(
                separator: ",")
            if list { return Array(#"{"restaurants":["#.utf8) + Array(p.utf8) + Array("]}".utf8) }
            return Array(#"{"schemaVersion":1,"createdAt":"2026-01-01T00:00:00Z","restaurants":[\#(p)],"visits":[\#(v)]}"#.utf8)
        }
        func decode(_ bytes: [UInt8]) -> Result<Backup.Decoded, BackupProblems> {
            Backup.decode(bytes: bytes, now: Date(), knownIds: { _ in false }, rowLimit: 50)
        }
        guard case .failure(let f) = decode(file(30, 21)) else { Issue.record("51 rows should be refused"); return }
        #expect(f.problems.map(\.description) == ["visits[20]: the file has more than 50 rows (places and visits); that is the limit"])
        #expect(f.stoppedEarly)
        guard case .success(.backup(let backup)) = decode(file(30, 20)) else { Issue.record("50 rows should be accepted"); return }
        #expect(backup.restaurants.count == 30 && backup.visits.count == 20)
        #expect(backup.restaurants[29].id == "p29" && backup.visits[19].id == "v19")
        guard case .failure(let list) = decode(file(51, 0, list: true)) else { Issue.record("a 51-row list should be refused"); return }
        #expect(list.problems.map(\.description) == ["row 51: the file has more than 50 rows; that is the limit"])
    }

    @Test func oneRowCannotHoldTooMuch() throws {
        let tags = Array(repeating: "\"t\"", count: BackupLimits.valuesPerRow).joined(separator: ",")
        let text =
            #"{"schemaVersion":1,"createdAt":"2026-01-01T00:00:00Z","restaurants":[{"id":"a","name":"A","lat":0,"lng":0,"tags":["# + tags
            + "]}]}"
        let f = try #require(Self.failure(text))
        #expect(
            f.problems.first?.description.hasSuffix("invalid JSON: restaurants[0] holds more than 10000 values") == true, "\(f.problems)")
        let wide = "{" + (0...BackupLimits.membersPerObject).map { "\"k\($0)\":0" }.joined(separator: ",") + "}"
        #expect(Self.failure(wide)?.problems.first?.description.contains("more than 10000 members in one object") == true)
        let deep = #"{"schemaVersion":1,"x":"# + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "}"
        #expect(Self.failure(deep)?.problems.first?.description.contains("nesting deeper than 64 levels") == true)
    }

    @Test func aHopelessListIsRefusedWhole() throws {
        let text = #"{"restaurants": ["# + Array(repeating: "{}", count: 3000).joined(separator: ",") + "]}"
        let f = try #require(Self.failure(text))
        #expect(f.stoppedEarly && f.total == BackupLimits.stopAfterProblems && f.problems.count == 100)
        #expect(f.problems.first?.description == "row 1: missing id")
    }

    @Test func theShellListsTheFirstHundredAndCountsTheRest() throws {
        let h = try Harness()
        let file = h.dir.file("empty-rows.json")
        try
            (#"{"schemaVersion": 1, "createdAt": "2026-01-01T00:00:00Z", "restaurants": ["#
            + Array(repeating: "{}", count: 2000).joined(separator: ",") + "]}")
            .write(to: file, atomically: false, encoding: .utf8)
        let reply = try h.run("import \(file.path)")
        #expect(reply.error?.code == "invalid_backup")
        #expect(reply.error?.message.hasSuffix("has 1000+ problems; nothing was imported.") == true)
        let lines = TextRenderer().render(reply).lines
        #expect(lines.count == 1 + 100 + 1)
        #expect(lines.first?.text.hasSuffix("was not imported; nothing changed. 1000+ problems:") == true)
        #expect(lines.last?.text == "  … and 900 more; checking stopped there")
        let failure = try #require(reply.failure)
        let json = JSONRenderer.error(failure)
        #expect(json["problems"]?.arrayValue?.count == 100)
        #expect(json["problems"]?.arrayValue?.first == .object(["location": .string("restaurants[0].id"), "message": .string("missing")]))
        #expect(json["problemCount"] == .int(1000))
    }
}
