import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - Backup export and import (the iOS app's chooseThere_backup.json)

@Suite("Backup")
struct BackupTests {
    static let now = ISODate.parse("2026-11-21T20:00:00Z") ?? Date()

    /// A backup file with the app's field names and optional fields absent.
    static let appFile = """
        {
          "schemaVersion": 1,
          "createdAt": "2026-11-20T18:30:00Z",
          "restaurants": [
            {"id": "ios-1", "name": "Bar do Zé", "category": "boteco", "address": "Rua A, 1", "city": "São Paulo", "state": "SP",
             "tags": ["boteco", "cheap"], "notes": "", "externalLink": null, "lat": -23.55, "lng": -46.63, "isFavorite": true},
            {"id": "ios-2", "name": "Café Novo", "category": "café", "address": "", "city": "São Paulo", "state": "SP",
             "tags": [], "notes": "good coffee", "externalLink": "https://example.com", "lat": -23.56, "lng": -46.64, "isFavorite": false,
             "ratingAverage": 4.5, "ratingCount": 2, "ratingLastVisitedAt": "2026-11-01T12:00:00Z"}
          ],
          "visits": [
            {"id": "9A4C6E2B-1111-4222-8333-444455556666", "restaurantId": "ios-1", "dateVisited": "2026-11-19T21:00:00Z",
             "rating": 4, "tags": ["Voltaria"], "note": null, "isMatch": true, "wouldReturn": true}
          ]
        }
        """

    static func decode(_ text: String, known: Set<String> = []) -> Result<Backup.Decoded, BackupProblems> {
        Backup.decode(bytes: Array(text.utf8), now: now, knownIds: { known.contains($0) })
    }

    static func problems(_ text: String) -> [String] {
        if case .failure(let f) = decode(text) { return f.problems.map(\.description) }
        return []
    }

    @Test func readsTheAppsFieldNamesWithOptionalFieldsAbsent() throws {
        guard case .success(.backup(let backup)) = Self.decode(Self.appFile) else { Issue.record("not decoded"); return }
        #expect(backup.restaurants.count == 2)
        #expect(backup.restaurants[0].isFavorite)
        #expect(backup.restaurants[0].ratingAverage == nil)
        #expect(backup.restaurants[1].ratingAverage == 4.5)
        #expect(backup.visits.first?.isMatch == true)
        #expect(backup.visits.first?.tags == ["Voltaria"])
    }

    @Test func aPlainListKeepsGoodRowsAndNamesTheRest() throws {
        let list = """
            {"restaurants": [
              {"id": "a", "name": "Bar A", "category": "bar", "city": "Curitiba", "state": "PR", "lat": -25.4, "lng": -49.3},
              {"id": "a", "name": "Bar A again", "category": "bar", "city": "Curitiba", "state": "PR", "lat": -25.4, "lng": -49.3},
              {"id": "b", "name": "", "lat": 0, "lng": 0}
            ]}
            """
        guard case .success(.list(let file)) = Self.decode(list) else { Issue.record("not read as a list"); return }
        #expect(file.restaurants.map(\.name) == ["Bar A"])
        #expect(file.restaurants.first?.origin == .imported)
        #expect(file.problems.count == 2)
        #expect(file.problems.first?.description == "id a: duplicate id (row 2); the first one was kept")
        guard case .success(.list(let notAnArray)) = Self.decode(#"{"restaurants": 5}"#) else { Issue.record("not read as a list"); return }
        #expect(notAnArray.restaurants.isEmpty)
        #expect(notAnArray.problems.map(\.description) == [#"file: expected an object with a "restaurants" array"#])
    }

    @Test func everyProblemIsReportedWithItsLocation() {
        let bad = """
            {"schemaVersion": 2, "createdAt": "2027-01-01T00:00:00Z",
             "restaurants": [
               {"id": " ", "name": "A", "lat": 95, "lng": 0},
               {"id": "b", "name": "", "lat": 0, "lng": -200},
               {"id": "c", "name": 5, "lat": "x", "lng": 0}
             ],
             "visits": [
               {"id": "v1", "restaurantId": "ghost", "dateVisited": "2026-11-25T00:00:00Z", "rating": 7},
               {"id": "v2", "restaurantId": "b", "dateVisited": "2026-11-21T00:00:00Z", "rating": 4.5}
             ]}
            """
        let found = Self.problems(bad)
        let expected = [
            "schemaVersion: 2 is not supported",
            "createdAt: 2027-01-01T00:00:00Z is in the future",
            "restaurants[0].id: is blank",
            "restaurants[0].lat: 95 is outside -90…90",
            "restaurants[1].name: is blank",
            "restaurants[1].lng: -200 is outside -180…180",
            "restaurants[2].name: expected a string, found a number",
            "restaurants[2].lat: expected a number, found a string",
            "visits[0].restaurantId: 'ghost' is in neither the file nor your list",
            "visits[0].dateVisited: 2026-11-25T00:00:00Z is more than a day ahead",
            "visits[0].rating: 7 is outside 0–5",
            "visits[1].rating: 4.5 is not a whole number",
        ]
        for e in expected { #expect(found.contains { $0.hasPrefix(e) }, "missing: \(e) in \(found)") }
    }

    @Test func emptyAndBrokenFiles() {
        #expect(
            Self.problems(#"{"schemaVersion": 1, "createdAt": "2026-11-01T00:00:00Z", "restaurants": [], "visits": []}"#)
                .contains("the file has no places and no visits"))
        #expect(Self.problems("{\n  \"schemaVersion\": 1,\n  oops\n}").first?.hasPrefix("line 3, column 3: invalid JSON") == true)
        #expect(Self.problems("[1, 2]").first == "expected a JSON object at the top, found an array")
        #expect(
            Self.problems(#"{"createdAt": "2026-11-01T00:00:00Z", "restaurants": [], "visits": []}"#).contains {
                $0.hasPrefix("schemaVersion: missing")
            })
    }

    @Test func visitsMayPointAtPlacesAlreadyInTheStore() {
        let file =
            #"{"schemaVersion": 1, "createdAt": "2026-11-01T00:00:00Z", "restaurants": [], "visits": [{"id": "v", "restaurantId": "sp-mocoto", "dateVisited": "2026-11-01T00:00:00Z", "rating": 0, "tags": [], "note": null, "isMatch": false, "wouldReturn": true}]}"#
        guard case .success = Self.decode(file, known: ["sp-mocoto"]) else { Issue.record("should accept"); return }
    }

    @Test func exportThenImportIntoAnEmptyStoreGivesTheSameCollection() throws {
        let h = try Harness(live: true)
        try h.ok("switch city Curitiba")
        try h.ok("spin")
        try h.ok("rate 4 match great")
        try h.ok("fav")
        try h.ok("add \"Casa Nova\" at -25.43,-49.27 tags bar cheap")
        let original = try h.db.backups.exportBackup(createdAt: Self.now, appVersion: nil)
        let file = h.dir.url.appendingPathComponent("out/chooseThere_backup.json")
        // Export never creates folders (a typo must not make a tree).
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try h.ok("export \(file.path)")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\"schemaVersion\": 1"))
        #expect(text.range(of: "\"appVersion\"")!.lowerBound < text.range(of: "\"createdAt\"")!.lowerBound, "sorted keys")

        let empty = try TempDir()
        defer { empty.remove() }
        let store = try Store(url: empty.url.appendingPathComponent("empty.sqlite3"))
        guard case .success(.backup(let backup)) = Backup.decode(bytes: Array(text.utf8), now: Date(), knownIds: { _ in false }) else {
            Issue.record("export does not read back"); return
        }
        try store.backups.importCollection(places: backup.restaurants, visits: backup.visits, mode: .merge, learning: false)
        let copy = try store.backups.exportBackup(createdAt: Self.now, appVersion: nil)
        #expect(copy.restaurants.count == original.restaurants.count)
        #expect(copy.visits == original.visits)
        for (a, b) in zip(copy.restaurants, original.restaurants) {
            #expect(
                StoreBackups.sameContent(a, b) && a.ratingAverage == b.ratingAverage && a.ratingCount == b.ratingCount
                    && a.lastVisitedAt == b.lastVisitedAt && a.priceTier == b.priceTier, "\(a.id) differs")
        }
    }

    @Test func mergeAddsAndUpdatesButNeverDeletes() throws {
        let h = try Harness(live: true)
        let before = try h.db.placeCount()
        let file = h.dir.url.appendingPathComponent("app.json")
        try Self.appFile.write(to: file, atomically: false, encoding: .utf8)
        try h.ok("import \(file.path)")
        #expect(try h.db.placeCount() == before + 2)
        let ze = try #require(try h.db.place(id: "ios-1"))
        #expect(ze.isFavorite && ze.ratingCount == 1 && ze.ratingAverage == 4, "aggregates come from the visits")
        let cafe = try #require(try h.db.place(id: "ios-2"))
        #expect(cafe.ratingAverage == 4.5 && cafe.ratingCount == 2, "without visits the file's snapshot stays")
        // Edit the file: a changed name is an update; nothing else disappears.
        try Self.appFile.replacingOccurrences(of: "Café Novo", with: "Café Velho").write(to: file, atomically: false, encoding: .utf8)
        let again = try h.ok("import \(file.path) merge")
        #expect(again.result["updatedPlaces"] == .int(1))
        #expect(try h.db.placeCount() == before + 2)
    }

    @Test func replaceWipesAndLoadsAndAsksAtATerminal() throws {
        let h = try Harness(live: true)
        let file = h.dir.url.appendingPathComponent("app.json")
        try Self.appFile.write(to: file, atomically: false, encoding: .utf8)
        let preview = try h.ok("import \(file.path) replace preview")
        #expect(preview.result["removedPlaces"] == .int(442))
        #expect(try h.db.placeCount() == 442, "preview changes nothing")
        try h.ok("import \(file.path) replace")
        #expect(try h.db.placeCount() == 2)
        // A newer seed does not bring back what the replace removed.
        let seed = try UnitFixtures.seedBytes() + Array("\n".utf8)
        #expect(try h.db.applySeed(bytes: seed).added == 0)

        let terminal = try Harness(interactive: true, live: true)
        let reply = try terminal.run("import \(file.path) replace")
        guard case .confirm(_, let expected, let then) = reply.action else { Issue.record("no confirmation asked"); return }
        #expect(expected == "replace")
        #expect(try terminal.db.placeCount() == 442)
        #expect(terminal.session.run(then).ok)
        #expect(try terminal.db.placeCount() == 2)
    }

    @Test func aFailureHalfwayLeavesTheStoreUnchanged() throws {
        let h = try Harness(live: true)
        let store = h.db
        try store.db.execute("CREATE TRIGGER boom BEFORE INSERT ON visits WHEN NEW.id = 'v-boom' BEGIN SELECT RAISE(ABORT, 'boom'); END;")
        let places = (0..<50).map { Restaurant(id: "new-\($0)", name: "New \($0)", lat: -23.5, lng: -46.6) }
        let visits = [
            Visit(id: "v-ok", restaurantId: "new-1", dateVisited: Self.now, rating: 5),
            Visit(id: "v-boom", restaurantId: "new-2", dateVisited: Self.now, rating: 3),
        ]
        #expect(throws: StoreError.self) {
            try store.backups.importCollection(places: places, visits: visits, mode: .replace, learning: true)
        }
        #expect(try store.placeCount() == 442)
        #expect(try store.visits.count() == 0)
        #expect(try store.place(id: "new-1") == nil)
        #expect(try store.visits.learnedWeights().isEmpty)
    }

    @Test func plainListsMergeByIdAndFilesAreChecked() throws {
        let h = try Harness(live: true)
        let list = h.dir.url.appendingPathComponent("mine.json")
        try
            #"{"restaurants": [{"id": "mine-1", "name": "Meu Bar", "category": "bar", "lat": -23.5, "lng": -46.6, "tags": ["beer"]}, {"id": "", "name": "x", "lat": 0, "lng": 0}]}"#
            .write(to: list, atomically: false, encoding: .utf8)
        let reply = try h.ok("import \(list.path)")
        #expect(reply.result["addedPlaces"] == .int(1))
        #expect(h.text(reply).contains("Skipped row 2: missing id"))
        #expect(try h.code("import \(h.dir.url.appendingPathComponent("missing.json").path)") == "cannot_read")
        #expect(try h.code("import \(h.dir.url.path)") == "cannot_read")
        let big = h.dir.url.appendingPathComponent("big.json")
        _ = FileManager.default.createFile(atPath: big.path, contents: nil)
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 51 << 20)
        try handle.close()
        let refused = try h.run("import \(big.path)")
        #expect(refused.error?.message.contains("too large") == true)
    }
}
