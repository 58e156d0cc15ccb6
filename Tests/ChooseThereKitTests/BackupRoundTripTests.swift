import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - Text stored as given, imports that cannot fail half-way, exact round trips

@Suite("Backup round trips")
struct BackupRoundTripTests {
    static let now = Date()

    @Test func textWithNULIsStoredWithItsFullLength() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.file("s.sqlite3"))
        try store.insert(Restaurant(id: "\u{0}one", name: "One", notes: "a\u{0}b\u{1F}c", lat: 0, lng: 0))
        try store.insert(Restaurant(id: "\u{0}two", name: "Two", lat: 0, lng: 0))
        #expect(try store.placeCount() == 2, "two ids that differ after a NUL are two places")
        #expect(try store.place(id: "\u{0}one")?.notes == "a\u{0}b\u{1F}c")
        #expect(try store.place(id: "\u{0}two")?.name == "Two")
        #expect(try store.place(id: "") == nil)
    }

    @Test func notesKeepControlCharactersThroughAnImport() throws {
        let h = try Harness(live: true)
        let notes = "line one\nline two\u{0}after NUL \u{1B}[31m"
        let file = h.dir.file("notes.json")
        try backupText(
            places: [placeRow("n1", ["notes": .string(notes)])],
            visits: [visitRow("nv", place: "n1", ["note": .string("x\u{0}y")])]
        ).write(to: file, atomically: false, encoding: .utf8)
        let reply = try h.ok("import \(file.path)")
        #expect(reply.result["addedPlaces"] == .int(1) && reply.result["addedVisits"] == .int(1))
        #expect(try h.db.place(id: "n1")?.notes == notes)
        #expect(try h.db.visits.of(restaurantId: "n1").first?.note == "x\u{0}y")
    }

    @Test func visitsWithoutTheirPlaceAreRefusedBeforeTheStoreIsTouched() throws {
        let h = try Harness(live: true)
        let file = h.dir.file("orphans.json")
        // Points at a seeded place: fine for a merge, impossible for a replace.
        try backupText(places: [placeRow("own")], visits: [visitRow("v1", place: "sp-mocoto"), visitRow("v2", place: "own")])
            .write(to: file, atomically: false, encoding: .utf8)
        #expect(try h.db.place(id: "sp-mocoto") != nil)
        let preview = try h.run("import \(file.path) replace preview")
        #expect(preview.error?.code == "invalid_backup")
        #expect(h.text(preview).contains("visits[0].restaurantId: 'sp-mocoto' is in neither the file nor your list"))
        #expect(try h.code("import \(file.path) replace") == "invalid_backup")
        #expect(try h.db.placeCount() == 442)
        try h.ok("import \(file.path) preview")
        // The store refuses it too, in words, whoever calls it.
        let store = h.db
        var caught: StoreError?
        do {
            try store.backups.importCollection(
                places: [Restaurant(id: "own", name: "Own", lat: 0, lng: 0)],
                visits: [Visit(id: "v", restaurantId: "", dateVisited: Self.now, rating: 3)], mode: .merge, learning: false)
        } catch { caught = error }
        let message = try #require(caught).description
        #expect(message.contains("visit 'v' points at place '', which is in neither the file nor your list"), "\(message)")
        #expect(!message.contains("FOREIGN KEY"))
        #expect(try store.place(id: "own") == nil)
    }

    @Test func paddedBlankAndStatelessCitiesAreListedOnce() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.file("s.sqlite3"))
        for (id, city, state) in [
            ("a", "Curitiba", "PR"), ("b", " Curitiba ", " PR"), ("c", "Curitiba", ""), ("d", "  ", ""),
            ("e", "Santa Cruz", "PE"), ("f", "Santa Cruz", "RN"), ("g", "Santa Cruz", ""), ("h", "Lisboa", ""),
        ] {
            try store.insert(Restaurant(id: id, name: "P \(id)", city: city, state: state, lat: 0, lng: 0))
        }
        let cities = try store.cityCounts().map { "\($0.city)|\($0.state)=\($0.count)" }
        #expect(cities == ["Curitiba|PR=3", "Lisboa|=1", "Santa Cruz|=1", "Santa Cruz|PE=1", "Santa Cruz|RN=1"])
        // What the list counts is what switching to the city finds.
        #expect(try store.places(PlaceQuery(cityKey: "Curitiba|PR")).total == 3)
    }

    @Test func exportImportExportIsByteForByte() throws {
        let h = try Harness(live: true)
        try h.ok("switch city Curitiba")
        try h.ok("spin")
        try h.ok("rate 4 match great")
        try h.ok("fav")
        let file = h.dir.file("odd.json")
        try backupText(
            places: [
                placeRow(
                    "odd-1",
                    [
                        "name": .string("Café \u{202E}ø 🍣"), "notes": .string("n\u{0}\u{1B}[1m\r\n"), "address": .string("Rua\u{7}, 1"),
                        "externalLink": .string("https://example.com/?q=a b"), "priceTier": .int(3), "isFavorite": .bool(true),
                        "tags": .array([.string("Voltaria"), .string("ramen")]), "lat": .number(-25.123456789012345),
                        "lng": .number(-0.000001),
                        "ratingAverage": .number(4.333333333333333), "ratingCount": .int(3),
                        "ratingLastVisitedAt": .string("1400-03-01T10:00:00Z"),
                        "osmId": .string("node/123"),
                        "details": .object([
                            "openingHours": .string("Mo-Fr 11:00-15:00"), "cuisine": .array([.string("japanese"), .string("sushi")]),
                            "diets": .object(["vegan": .string("only")]), "wheelchair": .string("limited"), "delivery": .bool(false),
                        ]),
                    ]),
                placeRow("odd-2", ["category": .string(""), "city": .string("Lisboa"), "state": .string("")]),
            ],
            visits: [
                visitRow(
                    "old", place: "odd-2", ["dateVisited": .string("1066-10-14T09:00:00Z"), "rating": .int(0), "note": .string("a\u{0}b")]),
                visitRow(
                    "new", place: "odd-2",
                    ["dateVisited": .string("2026-11-01T23:59:59+05:30"), "tags": .array([.string("x"), .string("")])]),
            ]
        ).write(to: file, atomically: false, encoding: .utf8)
        try h.ok("import \(file.path)")
        // OpenStreetMap's id and details come through the packed rows.
        let odd = try #require(try h.db.place(id: "odd-1"))
        #expect(odd.osmId == "node/123" && odd.details?.cuisine == ["japanese", "sushi"] && odd.details?.diets == ["vegan": .only])
        let first = try h.db.backups.exportBackup(createdAt: Self.now, appVersion: "t").json.prettyEncoded()

        let fresh = try TempDir()
        defer { fresh.remove() }
        let store = try Store(url: fresh.file("fresh.sqlite3"))
        let decoded = Backup.decode(bytes: Array(first.utf8), now: Self.now, knownIds: { _ in false })
        guard case .success(.backup(let backup)) = decoded else { Issue.record("the export does not read back: \(decoded)"); return }
        try store.backups.importCollection(places: backup.restaurants, visits: backup.visits, mode: .merge, learning: false)
        let second = try store.backups.exportBackup(createdAt: Self.now, appVersion: "t").json.prettyEncoded()
        #expect(first == second)
        #expect(first.contains("\"dateVisited\": \"1066-10-14T09:00:00Z\"") && first.contains("1400-03-01T10:00:00Z"))
        #expect(first.contains(#""notes": "n\u0000\u001b[1m\r\n""#))
        #expect(first.contains(#""osmId": "node/123""#) && first.contains(#""openingHours": "Mo-Fr 11:00-15:00""#))
    }

    /// `export` writes row by row; the bytes are those of the whole-tree encoding.
    @Test func theStreamedExportIsTheSameBytes() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.file("s.sqlite3"))
        func streamed(_ version: String?) throws -> String {
            var bytes: [UInt8] = []
            let counts = try store.writeBackup(createdAt: Self.now, appVersion: version) { bytes += $0 }
            let (placeCount, visitCount) = (try store.placeCount(), try store.visits.count())
            #expect(counts.places == placeCount && counts.visits == visitCount)
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(
            try streamed(nil) == (try store.backups.exportBackup(createdAt: Self.now, appVersion: nil).json.prettyEncoded()), "empty store")
        try store.insert(
            Restaurant(
                id: "a\u{0}", name: "Zé \"quoted\" \u{1B}", tags: ["x", "y"], notes: "n\u{7F}\u{85}", lat: -0.5, lng: 1e-7,
                priceTier: 2, isFavorite: true))
        try store.insert(Restaurant(id: "b", name: "B", lat: 90, lng: -180))
        #expect(
            try streamed("v \u{0}") == (try store.backups.exportBackup(createdAt: Self.now, appVersion: "v \u{0}").json.prettyEncoded()),
            "places only")
        try store.visits.record(
            Visit(
                id: "v1", restaurantId: "b", dateVisited: Date(timeIntervalSince1970: -12_000_000_000), rating: 3, tags: ["t"],
                note: "é"), learning: false)
        try store.visits.record(Visit(id: "v2", restaurantId: "a\u{0}", dateVisited: Self.now, rating: 0), learning: false)
        #expect(try streamed("v") == (try store.backups.exportBackup(createdAt: Self.now, appVersion: "v").json.prettyEncoded()))
        // Large enough to be handed on in several pieces.
        try store.backups.importCollection(
            places: (0..<4000).map { Restaurant(id: "p\($0)", name: "P \($0)", notes: String(repeating: "n", count: 400), lat: 0, lng: 0) },
            visits: [Visit](), mode: .merge, learning: false)
        var pieces = 0
        _ = try store.writeBackup(createdAt: Self.now, appVersion: nil) { _ in pieces += 1 }
        #expect(pieces > 1)
        #expect(try streamed(nil) == (try store.backups.exportBackup(createdAt: Self.now, appVersion: nil).json.prettyEncoded()))
    }

    /// A write that fails half-way (here the producer) leaves neither the
    /// temporary file nor a partial target.
    @Test func aFailingProducerLeavesNothing() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try FileSystem.writeExport(to: dir.file("out.json"), protecting: OwnFiles(files: [], folders: [])) { emit in
                try emit(Array("{".utf8))
                throw Boom()
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path).isEmpty)
    }
}
