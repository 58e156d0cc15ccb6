import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - Place details: from OpenStreetMap tags, into the store and backups

@Suite("Place details")
struct PlaceDetailsTests {
    static let tags: [String: String] = [
        "amenity": "restaurant", "name": "Mocotó", "opening_hours": "Mo-Sa 12:00-23:00; Su 12:00-17:00",
        "contact:phone": "+55 11 2951-3056", "website": "https://mocoto.com.br", "brand": "Mocotó", "cuisine": "brazilian; northeastern",
        "diet:vegetarian": "yes", "diet:vegan": "limited", "diet:gluten_free": "no", "diet:halal": "maybe",
        "outdoor_seating": "no", "wheelchair": "designated", "takeaway": "only", "delivery": "yes",
    ]

    static let details = PlaceDetails(
        openingHours: "Mo-Sa 12:00-23:00; Su 12:00-17:00", phone: "+55 11 2951-3056",
        website: "https://mocoto.com.br", brand: "Mocotó", cuisine: ["brazilian", "northeastern"],
        diets: ["vegetarian": .yes, "vegan": .limited, "gluten_free": .no], outdoorSeating: false,
        wheelchair: .yes, takeaway: .only, delivery: true)

    @Test func osmTagsBecomeTypedDetails() {
        #expect(PlaceDetails(osmTags: Self.tags) == Self.details, "unknown diet values (maybe) are left out")
        #expect(PlaceDetails(osmTags: ["name": "x", "cuisine": " ; ", "phone": "  "]).isEmpty)
        #expect(Self.details.sortedDiets.map(\.diet) == ["vegetarian", "vegan", "gluten_free"])
    }

    @Test func jsonRoundTripsAndReadsLeniently() throws {
        #expect(PlaceDetails(json: Self.details.json) == Self.details)
        #expect(PlaceDetails().json == .object([:]))
        let odd = try JSON.parse(bytes: Array(#"{"phone": 5, "cuisine": ["a", 1], "wheelchair": "sometimes", "extra": true}"#.utf8))
        #expect(PlaceDetails(json: odd) == PlaceDetails(cuisine: ["a"]))
        #expect(PlaceDetails.problems(in: odd).map(\.key) == ["cuisine", "phone", "wheelchair"])
        #expect(PlaceDetails(json: .string("x")) == nil)
    }

    @Test func overpassKeepsTheDetailsAndSaveCarriesThem() throws {
        let element = JSON.object([
            "type": .string("node"), "id": .int(7), "lat": .number(-23.5), "lon": .number(-46.6),
            "tags": .object(Self.tags.mapValues(JSON.string)),
        ])
        let place = try #require(Overpass.place(element, vocabulary: UnitFixtures.vocabulary))
        #expect(place.details == Self.details)
        #expect(place.tags == ["brazilian", "northeastern"])
        let saved = place.asRestaurant(city: "São Paulo", state: "SP")
        #expect(saved.osmId == "node/7" && saved.details == Self.details && saved.externalLink == "https://mocoto.com.br")
        #expect(saved.notes.isEmpty, "details are kept as details, not folded into the notes")
    }

    @Test func theCacheKeepsDetailsAndReadsOldFiles() throws {
        let place = NearbyPlace(osmId: "way/9", name: "Bar", category: "bar", tags: [], address: "", lat: 1, lng: 2, details: Self.details)
        #expect(NearbyCache.place(NearbyCache.json(place)) == place)
        let old = JSON.object([
            "osmId": .string("node/1"), "name": .string("Old"), "lat": .number(1), "lng": .number(2),
            "openingHours": .string("24/7"), "phone": .string("123"),
        ])
        #expect(NearbyCache.place(old)?.details == PlaceDetails(openingHours: "24/7", phone: "123"))
    }

    // MARK: The store

    static func saved(_ id: String = "sp-mocoto") -> Restaurant {
        Restaurant(
            id: id, name: "Mocotó", category: "restaurant", city: "São Paulo", state: "SP", lat: -23.5, lng: -46.6,
            origin: .osm, osmId: "node/7", details: details)
    }

    @Test func theStoreKeepsDetailsAndTheOSMId() throws {
        let dir = try TempDir()
        let store = try Store(url: dir.file("s.sqlite3"))
        try store.insert(Self.saved())
        #expect(try store.place(id: "sp-mocoto") == Self.saved())
        var cleared = Self.saved()
        cleared.details = nil
        try store.update(cleared)
        #expect(try store.place(id: "sp-mocoto")?.details == nil)
        #expect(try store.db.scalar("SELECT details FROM restaurants WHERE id = 'sp-mocoto'") == .null)
    }

    @Test func aDamagedDetailsColumnReadsAsNothingKnown() throws {
        let dir = try TempDir()
        let store = try Store(url: dir.file("s.sqlite3"))
        try store.insert(Self.saved())
        try store.insert(Restaurant(id: "b", name: "B", lat: 1, lng: 2, details: PlaceDetails(openingHours: "24/7")))
        try store.db.execute("UPDATE restaurants SET details = '{not json' WHERE id = 'sp-mocoto'")
        #expect(try store.place(id: "sp-mocoto")?.details == nil)
        let pks = try store.db.rows("SELECT pk FROM restaurants ORDER BY id") { $0.int(0) }
        let hours = try store.openingHours(pks: pks)
        #expect(hours.values.map(\.openingHours).sorted { ($0 ?? "") < ($1 ?? "") } == [nil, "24/7"], "one bad row fails nothing")
    }

    @Test func brazilsOffsetsFollowTheStateAndTheCitiesThatDiffer() {
        let cases: [(String, String, Int?)] = [
            ("SP", "São Paulo", -3), ("sp", "Campinas", -3), ("AM", "Manaus", -4), ("AM", "Tabatinga", -5),
            ("AM", "São Paulo de Olivença", -5), ("AC", "Rio Branco", -5), ("PE", "Recife", -3),
            ("PE", "Fernando de Noronha", -2), ("MT", "Cuiabá", -4), ("FR", "Paris", nil), ("", "", nil),
        ]
        for (state, city, hours) in cases {
            #expect(BrazilTime.utcOffsetSeconds(state: state, city: city) == hours.map { $0 * 3600 }, "\(city)")
        }
        #expect(BrazilTime.statesWithExceptions == ["AM", "PE"])
    }

    @Test func aVersion3StoreMigratesToVersion4WithNothingKnown() throws {
        let dir = try TempDir()
        let url = dir.file("old.sqlite3")
        do {
            let db = try Database(path: url.path)
            for migration in Schema.migrations.prefix(3) { try db.execute(migration) }
            try db.execute(
                """
                INSERT INTO restaurants (id, name, name_folded, lat, lng, created_at, updated_at) VALUES ('old', 'Old', 'old', 1, 2, 0, 0);
                PRAGMA user_version = 3
                """)
        }
        #expect(Schema.currentVersion == 4)
        let store = try Store(url: url)
        #expect(try store.db.scalar("PRAGMA user_version")?.int == 4)
        let old = try #require(try store.place(id: "old"))
        #expect(old.osmId == nil && old.details == nil)
    }

    @Test func backupsRoundTripDetailsAndAppBackupsDoNotWipeThem() throws {
        let dir = try TempDir()
        let store = try Store(url: dir.file("a.sqlite3"))
        try store.insert(Self.saved())
        let backup = try store.backups.exportBackup(createdAt: Harness.now, appVersion: "test")
        let text = backup.json.prettyEncoded()
        #expect(text.contains("\"osmId\" : \"node/7\"") || text.contains("\"osmId\": \"node/7\""))
        guard case .success(.backup(let read)) = Backup.decode(bytes: Array(text.utf8), now: Harness.now, knownIds: { _ in false }) else {
            Issue.record("the backup does not read back"); return
        }
        #expect(read.restaurants.first?.details == Self.details && read.restaurants.first?.osmId == "node/7")

        // Another store gets it by import; then a backup without the new keys (the iOS app's) merges over it.
        let other = try Store(url: dir.file("b.sqlite3"))
        try other.backups.importCollection(places: read.restaurants, visits: [], mode: .merge, learning: false)
        #expect(try other.place(id: "sp-mocoto")?.details == Self.details)
        var fromApp = read.restaurants[0]
        fromApp.details = nil
        fromApp.osmId = nil
        fromApp.notes = "from the phone"
        let plan = try other.backups.importCollection(places: [fromApp], visits: [], mode: .merge, learning: false)
        #expect(plan.updatedPlaces == ["Mocotó"])
        let merged = try #require(try other.place(id: "sp-mocoto"))
        #expect(merged.notes == "from the phone" && merged.details == Self.details && merged.osmId == "node/7")
    }

    @Test func aBackupWithBadDetailsIsRefusedWithWhere() throws {
        let text = """
            {"schemaVersion": 1, "createdAt": "2026-01-01T00:00:00Z", "visits": [],
             "restaurants": [{"id": "a", "name": "A", "lat": 1, "lng": 2, "details": {"delivery": "yes", "diets": {"vegan": "sure"}}},
                             {"id": "b", "name": "B", "lat": 1, "lng": 2, "details": "open late"}]}
            """
        guard case .failure(let failure) = Backup.decode(bytes: Array(text.utf8), now: Harness.now, knownIds: { _ in false }) else {
            Issue.record("bad details were accepted"); return
        }
        #expect(
            failure.problems.map(\.location) == [
                "restaurants[0].details.delivery", "restaurants[0].details.diets",
                "restaurants[1].details",
            ])
    }
}
