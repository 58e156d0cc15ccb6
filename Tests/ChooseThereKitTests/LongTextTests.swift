import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - Texts held to their limits: on the way in, when read, when exported

/// `TextLimits`: every way in fits a place to them, every read is cut to
/// them, and every export is a file import takes back.
@Suite("Long texts")
struct LongTextTests {
    static let now = Date()

    static func decoded(_ text: String, known: @escaping (String) -> Bool = { _ in false }) throws -> Backup {
        let result = Backup.decode(bytes: Array(text.utf8), now: now, knownIds: known)
        guard case .success(.backup(let backup)) = result else { throw TestFailure("not a good backup: \(result)") }
        return backup
    }

    struct TestFailure: Error, CustomStringConvertible {
        var description: String
        init(_ d: String) { description = d }
    }

    @Test func importCutsLongTextsAndSaysWhichFields() throws {
        let long = String(repeating: "é", count: 1_000)
        let tags = (0..<150).map { JSON.string("t\($0)") }
        let text = backupText(
            places: [
                placeRow(
                    "p1",
                    [
                        "name": .string("Bar " + long), "notes": .string(String(repeating: "n", count: 20_000)),
                        "tags": .array(tags), "address": .string(long),
                    ]),
                placeRow("p2"),
            ],
            visits: [visitRow("v1", place: "p1", ["note": .string(String(repeating: "v", count: 10_001))])])
        let backup = try Self.decoded(text)
        let place = try #require(backup.restaurants.first)
        #expect(place.name.unicodeScalars.count == TextLimits.name && place.name.hasPrefix("Bar é"))
        #expect(place.notes.count == TextLimits.note && place.address.unicodeScalars.count == TextLimits.address)
        #expect(place.tags.count == TextLimits.tagsPerRow && place.tags.last == "t99")
        #expect(backup.visits.first?.note?.count == TextLimits.note)
        #expect(
            backup.shortened.listed == [
                "restaurants[0].name", "restaurants[0].address", "restaurants[0].tags", "restaurants[0].notes", "visits[0].note",
            ])
        #expect(backup.shortened.total == 5)
    }

    @Test func aLongIdIsRefusedNotCut() throws {
        let text = backupText(places: [placeRow(String(repeating: "i", count: 201))])
        guard case .failure(let problems) = Backup.decode(bytes: Array(text.utf8), now: Self.now, knownIds: { _ in false }) else {
            Issue.record("a 201-character id was accepted")
            return
        }
        #expect(problems.problems.map(\.description) == ["restaurants[0].id: is longer than 200 characters"])
    }

    /// A store written before the limits (or by hand) may hold anything:
    /// reads are cut in SQL, so a 2 MB name is read as 200 characters.
    @Test func aStoreHoldingLongTextsReadsThemCut() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.file("s.sqlite3"))
        try store.insert(
            Restaurant(id: "big", name: "Big", city: "Curitiba", state: "PR", notes: "short\u{0}after NUL", lat: -25.4, lng: -49.2))
        let huge = "Bar " + String(repeating: "x", count: 2_000_000)
        try store.db.run(
            "UPDATE restaurants SET name = ?1, name_folded = lower(?1), notes = ?2, address = ?1 WHERE id = 'big'",
            [.text(huge), .text(String(repeating: "n", count: 3_000_000))])
        let place = try #require(try store.place(id: "big"))
        #expect(place.name.count == TextLimits.name && place.notes.count == TextLimits.note && place.address.count == TextLimits.address)
        #expect(try store.allNames().map(\.count).max() == TextLimits.name)
        // A name longer than any kept matches nothing, and never reaches LIKE (whose patterns SQLite caps at 50,000 bytes).
        #expect(try store.places(named: String(repeating: "x", count: 60_000)).isEmpty)
        #expect(try store.places(named: "bar xxxx").first?.id == "big")
        let page = try store.places(PlaceQuery(text: String(repeating: "x", count: 60_000), limit: 20))
        #expect(page.total == 0)
        // A NUL in a note that fits is kept whole.
        try store.insert(Restaurant(id: "nul", name: "Nul", notes: "a\u{0}b", lat: 0, lng: 0))
        #expect(try store.place(id: "nul")?.notes == "a\u{0}b")
    }

    /// A place saved from OpenStreetMap with 20,000 cuisines and 20,000
    /// diets, and one written so by hand: both export to a file import takes.
    @Test func extremeMapTagsExportToABackupThatImports() throws {
        var osmTags: [String: JSON] = [
            "name": .string("N" + String(repeating: "a", count: 60_000)), "amenity": .string("restaurant"),
            "cuisine": .string((0..<20_000).map { "c\($0)" }.joined(separator: ";")),
        ]
        for i in 0..<20_000 { osmTags["diet:d\(i)"] = .string("yes") }
        let element = JSON.object([
            "type": .string("node"), "id": .int(7), "lat": .number(-25.4), "lon": .number(-49.2), "tags": .object(osmTags),
        ])
        let nearby = try #require(Overpass.place(element, vocabulary: UnitFixtures.vocabulary))
        #expect(nearby.name.unicodeScalars.count == TextLimits.name)
        #expect(nearby.details.cuisine.count == TextLimits.detailValues && nearby.details.diets.count == TextLimits.detailValues)

        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.file("s.sqlite3"))
        try store.insert(
            Restaurant(id: "osm", name: nearby.name, lat: nearby.lat, lng: nearby.lng, osmId: nearby.osmId, details: nearby.details))
        try store.insert(Restaurant(id: "hand", name: "Hand", lat: 0, lng: 0))
        let wide = PlaceDetails(
            cuisine: (0..<20_000).map { "k\($0)" }, diets: Dictionary(uniqueKeysWithValues: (0..<20_000).map { ("e\($0)", OfferLevel.yes) })
        )
        try store.db.run("UPDATE restaurants SET details = ? WHERE id = 'hand'", [.text(wide.json.encoded())])
        var bytes: [UInt8] = []
        _ = try store.writeBackup(createdAt: Self.now, appVersion: nil) { bytes += $0 }
        let result = Backup.decode(bytes: bytes, now: Self.now, knownIds: { _ in false })
        guard case .success(.backup(let backup)) = result else { Issue.record("the export does not import: \(result)"); return }
        #expect(backup.restaurants.count == 2)
        #expect(backup.restaurants.allSatisfy { ($0.details?.cuisine.count ?? 0) <= TextLimits.detailValues })
    }

    /// "Café" composed and decomposed are one id: the file's visit finds
    /// its place, preview and import agree, and a merge updates the stored place.
    @Test func idsAreComparedComposed() throws {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        let text = backupText(places: [placeRow(decomposed)], visits: [visitRow("v1", place: composed)])
        let backup = try Self.decoded(text)
        #expect(backup.restaurants.first?.id == composed)
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.file("s.sqlite3"))
        let preview = try store.backups.plan(places: backup.restaurants, visits: backup.visits, mode: .merge)
        let done = try store.backups.importCollection(places: backup.restaurants, visits: backup.visits, mode: .merge, learning: false)
        #expect(preview == done, "preview runs the import itself, rolled back")
        #expect(try store.placeCount() == 1 && (try store.visits.count()) == 1)
        #expect(try store.place(id: decomposed)?.id == composed, "looked up in either form")
        // Merging the other form again changes nothing.
        let again = try Self.decoded(
            backupText(places: [placeRow(composed)], visits: [visitRow("v1", place: decomposed)]), known: { _ in true })
        let plan = try store.backups.plan(places: again.restaurants, visits: again.visits, mode: .merge)
        #expect(plan.addedPlaces.isEmpty && plan.addedVisits == 0)
    }

    /// Preview runs the import in a transaction that is rolled back: nothing stays.
    @Test func previewChangesNothing() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.file("s.sqlite3"))
        let before = try store.placeCount()
        let backup = try Self.decoded(backupText(places: [placeRow("a"), placeRow("b")], visits: [visitRow("v", place: "a")]))
        let plan = try store.backups.plan(places: backup.restaurants, visits: backup.visits, mode: .replace)
        #expect(plan.addedPlaces.count == 2 && plan.removedPlaces == before)
        #expect(try store.placeCount() == before && (try store.visits.count()) == 0)
    }

    /// SQLite's own words never reach the user.
    @Test func storeFailuresAreWorded() throws {
        for (code, text) in [
            (Int32(787), "FOREIGN KEY constraint failed"), (1, "LIKE or GLOB pattern too complex"),
            (19, "UNIQUE constraint failed: restaurants.id"),
        ] {
            let error = StoreError(DatabaseError(path: "/s.sqlite3", code: code, message: text))
            for wording in [Wording.english, Wording.portuguese] {
                let message = error.message(wording)
                #expect(!message.contains(text) && message.contains("/s.sqlite3"), "\(message)")
            }
        }
        #expect(StoreError(DatabaseError(path: "p", code: 8, message: "attempt to write a readonly database")) == .readOnly(path: "p"))
        #expect(StoreError(DatabaseError(path: "p", code: 13, message: "database or disk is full")) == .diskFull(path: "p"))
    }
}

// MARK: - Exports larger than one file

@Suite("Export in parts")
struct ExportPartsTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)

    /// A store written in files of at most 20 KB and 60 rows: every file is
    /// within both, each imports in order into an empty store, and the
    /// result exports to the same bytes as the original store.
    @Test func everyPartImportsAndTogetherTheyRestoreTheStore() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.file("s.sqlite3"), now: { Self.now })
        try store.db.run("DELETE FROM restaurants")
        for i in 0..<150 {
            try store.insert(
                Restaurant(
                    id: String(format: "p%03d", i), name: "Place \(i)", city: "Curitiba", state: "PR", tags: ["bar", "t\(i)"],
                    notes: String(repeating: "n", count: i * 3), lat: -25.4, lng: -49.2))
        }
        for i in 0..<90 {
            try store.visits.record(
                Visit(
                    id: String(format: "v%03d", i), restaurantId: String(format: "p%03d", i % 150),
                    dateVisited: Self.now.addingTimeInterval(Double(-i * 3600)), rating: 1 + i % 5, note: "visit \(i)"),
                learning: false)
        }
        var whole: [UInt8] = []
        _ = try store.writeBackup(createdAt: Self.now, appVersion: "t") { whole += $0 }

        let limits = BackupPartLimits(bytes: 20_000, rows: 60)
        var files: [[UInt8]] = []
        let counts = try store.writeBackup(createdAt: Self.now, appVersion: "t", limits: limits) { index, _, produce in
            #expect(index == files.count)
            var bytes: [UInt8] = []
            try produce { bytes += $0 }
            files.append(bytes)
        }
        #expect(files.count >= 5, "\(files.count) files")
        #expect(counts.reduce(0) { $0 + $1.places } == 150 && counts.reduce(0) { $0 + $1.visits } == 90)
        for (i, file) in files.enumerated() {
            #expect(file.count <= limits.bytes, "file \(i + 1) has \(file.count) bytes")
            #expect(counts[i].places + counts[i].visits <= limits.rows)
        }

        let fresh = try Store(url: dir.file("fresh.sqlite3"), now: { Self.now })
        try fresh.db.run("DELETE FROM restaurants")
        for (i, file) in files.enumerated() {
            let decoded = Backup.decode(bytes: file, now: Self.now, knownIds: { (try? fresh.place(id: $0)) != nil })
            guard case .success(.backup(let backup)) = decoded else { Issue.record("file \(i + 1) does not import: \(decoded)"); return }
            try fresh.backups.importCollection(places: backup.restaurants, visits: backup.visits, mode: .merge, learning: false)
        }
        var again: [UInt8] = []
        _ = try fresh.writeBackup(createdAt: Self.now, appVersion: "t") { again += $0 }
        #expect(again == whole, "the files together restore the store")
    }

    /// Under the limits nothing changes: one file, the same bytes.
    @Test func aSmallStoreIsOneFile() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.file("s.sqlite3"))
        var whole: [UInt8] = [], parts: [[UInt8]] = []
        _ = try store.writeBackup(createdAt: Self.now, appVersion: nil) { whole += $0 }
        _ = try store.writeBackup(createdAt: Self.now, appVersion: nil, limits: .importable) { _, _, produce in
            var bytes: [UInt8] = []
            try produce { bytes += $0 }
            parts.append(bytes)
        }
        #expect(parts == [whole])
        #expect(ExportParts.url(URL(fileURLWithPath: "/x/backup.json"), part: 2).path == "/x/backup-2.json")
    }
}
