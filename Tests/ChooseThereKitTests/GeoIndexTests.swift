import Foundation
import Testing

@testable import ChooseThereKit

/// A place at a point, with defaults for everything else.
private func spot(
    _ id: String, _ lat: Double, _ lng: Double, category: String = "restaurant", tags: [String] = [],
    price: Int? = nil, favorite: Bool = false, rating: Double? = nil
) -> Restaurant {
    Restaurant(
        id: id, name: "Place \(id)", category: category, city: "São Paulo", state: "SP", tags: tags,
        lat: lat, lng: lng, priceTier: price, isFavorite: favorite, ratingAverage: rating,
        ratingCount: rating == nil ? 0 : 1)
}

/// A point `km` from `p` along `bearing` degrees (spherical, same radius as `Geo`).
private func offset(_ p: Coordinate, km: Double, bearing: Double) -> Coordinate {
    let d = km / Geo.earthRadiusKm, b = bearing * .pi / 180
    let la1 = p.lat * .pi / 180, lo1 = p.lng * .pi / 180
    let la2 = asin(sin(la1) * cos(d) + cos(la1) * sin(d) * cos(b))
    let lo2 = lo1 + atan2(sin(b) * sin(d) * cos(la1), cos(d) - sin(la1) * sin(la2))
    var lng = lo2 * 180 / .pi
    if lng > 180 { lng -= 360 } else if lng < -180 { lng += 360 }
    return Coordinate(lat: la2 * 180 / .pi, lng: lng)
}

private let centre = Coordinate(lat: -23.55, lng: -46.63)

/// The reference a near search is held to: every candidate `spinCandidates`
/// gives for `query` (its city and box dropped: the radius is the area)
/// within `radiusKm` of `point`, nearest first, ties by store key.
func bruteForce(
    _ store: Store, _ point: Coordinate, radiusKm: Double, query: PoolQuery,
    learning: Bool
) throws -> [(candidate: SpinCandidate, km: Double)] {
    var q = query
    q.cityKey = nil
    q.box = nil
    return try store.pool.spinCandidates(q, learning: learning)
        .map { (candidate: $0, km: Geo.distanceKm(point, Coordinate(lat: $0.lat, lng: $0.lng))) }
        .filter { $0.km <= radiusKm }
        .sorted { ($0.km, $0.candidate.pk) < ($1.km, $1.candidate.pk) }
}

@Suite("GeoIndex")
struct GeoIndexTests {
    /// The ids `nearby` returns, in order.
    private func ids(_ store: Store, _ rows: [(candidate: SpinCandidate, km: Double)]) throws -> [String] {
        try rows.map { try store.place(pk: $0.candidate.pk)?.id ?? "?" }
    }

    /// Every (pk, lat, lng) in the R*Tree matches `restaurants` exactly (to float precision).
    private func expectIndexInSync(_ store: Store, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let count = try store.db.scalar("SELECT count(*) FROM restaurants")?.int ?? -1
        let indexed = try store.db.scalar("SELECT count(*) FROM restaurants_geo")?.int ?? -2
        #expect(count == indexed, sourceLocation: sourceLocation)
        let s = try store.db.prepare(
            """
            SELECT count(*) FROM restaurants r JOIN restaurants_geo g ON g.pk = r.pk
            WHERE abs(g.min_lat - r.lat) < 1e-4 AND abs(g.max_lat - r.lat) < 1e-4
              AND abs(g.min_lng - r.lng) < 1e-4 AND abs(g.max_lng - r.lng) < 1e-4
              AND g.min_lat <= r.lat AND g.max_lat >= r.lat AND g.min_lng <= r.lng AND g.max_lng >= r.lng
            """)
        defer { s.reset() }
        #expect(try s.step() && s.int(0) == count, sourceLocation: sourceLocation)
    }

    // MARK: Schema

    @Test func freshStoreHasTheIndex() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.file("store.sqlite3"))
        #expect(Schema.currentVersion >= 2)
        #expect(try store.db.scalar("PRAGMA user_version")?.int == Int(Schema.currentVersion))
        #expect(try store.db.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'restaurants_spin'")?.int == 1)
        #expect(try store.db.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'restaurants_geo'")?.int == 1)
        #expect(try store.db.scalar("SELECT count(*) FROM sqlite_schema WHERE type = 'trigger' AND tbl_name = 'restaurants'")?.int == 3)
    }

    @Test func v1StoreMigratesAndFindsOldRowsThroughTheIndex() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let url = dir.file("old.sqlite3")
        do {
            let raw = try Database(path: url.path)
            try raw.execute(Schema.migrations[0])
            try raw.execute("PRAGMA user_version = 1")
            for (i, p) in [(0.0, 0.0), (0.005, 0.0), (0.0, 0.02), (0.5, 0.5)].enumerated() {
                try raw.run(
                    """
                    INSERT INTO restaurants (id, name, name_folded, tags, lat, lng, created_at, updated_at)
                    VALUES (?, ?, ?, 'sushi', ?, ?, 0, 0)
                    """, [.text("old-\(i)"), .text("Old \(i)"), .text("old \(i)"), .double(centre.lat + p.0), .double(centre.lng + p.1)])
                try raw.run("INSERT INTO restaurant_tags (restaurant_pk, tag, label) VALUES (?, 'sushi', 'sushi')", [.int(Int64(i + 1))])
            }
            #expect(try raw.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'restaurants_geo'")?.int == 0)
        }
        let store = try Store(url: url)
        #expect(try store.db.scalar("PRAGMA user_version")?.int == Schema.currentVersion)
        try expectIndexInSync(store)
        var query = PoolQuery()
        query.allOf = ["sushi"]
        let found = try store.geo.nearby(centre, radiusKm: 3, query: query, learning: false)
        #expect(try ids(store, found) == ["old-0", "old-1", "old-2"])
        // The triggers work on the migrated store too.
        try store.insert(spot("new", centre.lat + 0.001, centre.lng, tags: ["sushi"]))
        try expectIndexInSync(store)
        #expect(try ids(store, store.geo.nearby(centre, radiusKm: 3, query: query, learning: false)) == ["old-0", "new", "old-1", "old-2"])
        // Reopening does not migrate again.
        let again = try Store(url: url)
        #expect(try again.db.scalar("SELECT count(*) FROM restaurants_geo")?.int == 5)
    }

    // MARK: Keeping in sync

    @Test func indexFollowsInsertMoveAndForget() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.file("store.sqlite3"))
        let far = Coordinate(lat: -22.90, lng: -43.20)  // Rio
        try store.insert(spot("a", centre.lat, centre.lng))
        try store.insert(spot("b", centre.lat + 0.01, centre.lng))
        try store.insert(spot("c", far.lat, far.lng))
        try expectIndexInSync(store)
        #expect(try ids(store, store.geo.nearby(centre, radiusKm: 5, query: PoolQuery(), learning: false)) == ["a", "b"])
        #expect(try ids(store, store.geo.nearby(far, radiusKm: 5, query: PoolQuery(), learning: false)) == ["c"])

        // Move "a" to Rio: gone from São Paulo, found in Rio.
        var moved = try #require(try store.place(id: "a"))
        moved.lat = far.lat + 0.001
        moved.lng = far.lng
        try store.update(moved)
        try expectIndexInSync(store)
        #expect(try ids(store, store.geo.nearby(centre, radiusKm: 5, query: PoolQuery(), learning: false)) == ["b"])
        #expect(try ids(store, store.geo.nearby(far, radiusKm: 5, query: PoolQuery(), learning: false)) == ["c", "a"])

        // An update that does not move keeps the entry.
        var renamed = try #require(try store.place(id: "b"))
        renamed.name = "Bravo"
        try store.update(renamed)
        try expectIndexInSync(store)
        #expect(try ids(store, store.geo.nearby(centre, radiusKm: 5, query: PoolQuery(), learning: false)) == ["b"])

        // Forget removes the entry.
        try store.forget(id: "c")
        try expectIndexInSync(store)
        #expect(try ids(store, store.geo.nearby(far, radiusKm: 5, query: PoolQuery(), learning: false)) == ["a"])
        try store.forget(id: "a")
        try store.forget(id: "b")
        #expect(try store.db.scalar("SELECT count(*) FROM restaurants_geo")?.int == 0)
    }

    // MARK: Ordering and radius

    @Test func nearestFirstTiesByKeyAndTheRadiusIsInclusive() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.file("store.sqlite3"))
        let at = { (km: Double, bearing: Double) in offset(centre, km: km, bearing: bearing) }
        let rows: [(String, Coordinate)] = [
            ("d3", at(3, 90)), ("d1", at(1, 0)), ("d2", at(2, 200)), ("tie-x", at(0.5, 45)), ("tie-y", at(0.5, 45)),
            ("d0", centre), ("d2.5", at(2.5, 300)),
        ]
        for (id, p) in rows { try store.insert(spot(id, p.lat, p.lng)) }
        let all = try store.geo.nearby(centre, radiusKm: 10, query: PoolQuery(), learning: false)
        #expect(try ids(store, all) == ["d0", "tie-x", "tie-y", "d1", "d2", "d2.5", "d3"])
        #expect(zip(all, all.dropFirst()).allSatisfy { $0.km <= $1.km })
        #expect(abs(all[3].km - 1) < 1e-6)

        // Exactly on the radius is in; a hair less and it is out.
        let edge = Geo.distanceKm(centre, rows[2].1)
        #expect(try ids(store, store.geo.nearby(centre, radiusKm: edge, query: PoolQuery(), learning: false)).last == "d2")
        #expect(try !ids(store, store.geo.nearby(centre, radiusKm: edge.nextDown, query: PoolQuery(), learning: false)).contains("d2"))
        #expect(try ids(store, bruteForce(store, centre, radiusKm: edge, query: PoolQuery(), learning: false)).last == "d2")

        // Limit keeps the nearest; nonsense radii find nothing.
        #expect(try ids(store, store.geo.nearby(centre, radiusKm: 10, query: PoolQuery(), learning: false, limit: 2)) == ["d0", "tie-x"])
        #expect(try store.geo.nearby(centre, radiusKm: 10, query: PoolQuery(), learning: false, limit: 0).isEmpty)
        #expect(try store.geo.nearby(centre, radiusKm: -1, query: PoolQuery(), learning: false).isEmpty)
        #expect(try store.geo.nearby(centre, radiusKm: .nan, query: PoolQuery(), learning: false).isEmpty)
        #expect(try ids(store, store.geo.nearby(centre, radiusKm: 0, query: PoolQuery(), learning: false)) == ["d0"])
    }

    // MARK: Filters

    @Test func filtersMatchSpinCandidates() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.file("store.sqlite3"))
        try store.insert(spot("sushi-bar", centre.lat, centre.lng + 0.001, category: "bar", tags: ["Japanese", "cheap"], price: 1))
        try store.insert(spot("sushi-fav", centre.lat + 0.002, centre.lng, tags: ["japanese"], price: 3, favorite: true, rating: 4.5))
        try store.insert(
            spot("pizza", centre.lat - 0.003, centre.lng, category: "pizzeria", tags: ["italian", "cheap"], price: 1, rating: 3))
        try store.insert(spot("boteco", centre.lat, centre.lng - 0.004, category: "boteco", tags: ["beer"], price: 2, rating: 4))
        try store.insert(spot("far-sushi", centre.lat + 0.2, centre.lng, tags: ["japanese"]))
        try store.insert(spot("tagged-bar", centre.lat + 0.012, centre.lng, tags: ["Bar"]))
        try store.db.run(
            "INSERT INTO learned_weights (kind, key, weight) VALUES ('tag', 'japanese', 1.5), ('category', 'bar', -0.5), ('tag', 'cheap', 0.25)"
        )

        func near(_ configure: (inout PoolQuery) -> Void) throws -> [String] {
            var q = PoolQuery()
            configure(&q)
            return try ids(store, store.geo.nearby(centre, radiusKm: 2, query: q, learning: false))
        }
        #expect(try near { _ in } == ["sushi-bar", "sushi-fav", "pizza", "boteco", "tagged-bar"])
        #expect(try near { $0.allOf = ["japanese"] } == ["sushi-bar", "sushi-fav"])
        #expect(try near { $0.allOf = ["japanese", "cheap"] } == ["sushi-bar"])
        #expect(try near { $0.allOf = ["bar"] } == ["sushi-bar", "tagged-bar"])  // a category or a tag
        #expect(try near { $0.anyOf = ["italian", "boteco"] } == ["pizza", "boteco"])
        #expect(try near { $0.anyOf = ["nothing", "beer"] } == ["boteco"])
        #expect(try near { $0.noneOf = ["japanese", "pizzeria"] } == ["boteco", "tagged-bar"])
        #expect(try near { $0.noneOf = ["bar"] } == ["sushi-fav", "pizza", "boteco"])
        #expect(try near { $0.noneOf = ["nothing"] } == ["sushi-bar", "sushi-fav", "pizza", "boteco", "tagged-bar"])
        #expect(try near { $0.allOf = ["nothing"] } == [])
        #expect(try near { $0.anyOf = ["nothing", "nowhere"] } == [])
        #expect(try near { $0.price = 1 } == ["sushi-bar", "pizza"])
        #expect(try near { $0.favoritesOnly = true } == ["sushi-fav"])
        #expect(try near { $0.minimumRating = 4 } == ["sushi-fav", "boteco"])
        #expect(
            try near {
                $0.allOf = ["cheap"]; $0.noneOf = ["bar"]; $0.price = 1
            } == ["pizza"])
        // cityKey and box are ignored: the radius is the area.
        #expect(
            try near {
                $0.cityKey = "Curitiba|PR"; $0.box = (0, 1, 0, 1)
            } == ["sushi-bar", "sushi-fav", "pizza", "boteco", "tagged-bar"])
        // The scan means the same.
        for q in [["bar"], ["nothing"], ["japanese", "cheap"]].map({ terms -> PoolQuery in
            var q = PoolQuery(); q.allOf = terms; return q
        }) {
            let a = try store.geo.nearby(centre, radiusKm: 2, query: q, learning: true)
            let b = try bruteForce(store, centre, radiusKm: 2, query: q, learning: true)
            #expect(a.map(\.candidate) == b.map(\.candidate))
        }

        // Candidates and learned weights are those spinCandidates gives.
        for learning in [false, true] {
            var q = PoolQuery()
            q.anyOf = ["japanese", "cheap"]
            let box = try #require(GeoSearchBox(around: centre, radiusKm: 2))
            var boxed = q
            boxed.box = (box.minLat, box.maxLat, box.lngRanges[0].lowerBound, box.lngRanges[0].upperBound)
            let expected = try store.pool.spinCandidates(boxed, learning: learning)
                .filter { Geo.distanceKm(centre, Coordinate(lat: $0.lat, lng: $0.lng)) <= 2 }
            let found = try store.geo.nearby(centre, radiusKm: 2, query: q, learning: learning)
            #expect(found.map(\.candidate).sorted { $0.pk < $1.pk } == expected)
            if learning {
                let byId = Dictionary(
                    uniqueKeysWithValues: try found.map { (try store.place(pk: $0.candidate.pk)?.id ?? "", $0.candidate.learned) })
                #expect(byId == ["sushi-bar": 1.25, "sushi-fav": 1.5, "pizza": 0.25])
            }
        }
    }

    // MARK: Index against brute force

    @Test func indexedAndBruteForceAgreeOnRandomData() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.file("store.sqlite3"))
        var rng = SplitMix(seed: 7)
        let tags = ["japanese", "beer", "cheap", "coffee", "pizza"]
        let categories = ["restaurant", "bar", "cafe"]
        // Clusters around São Paulo, the antimeridian (Fiji) and near the north pole.
        let clusters = [centre, Coordinate(lat: -17.8, lng: 179.95), Coordinate(lat: -17.8, lng: -179.97), Coordinate(lat: 89.7, lng: 10)]
        try store.write {
            for i in 0..<3000 {
                let c = clusters[i % clusters.count]
                var lng = c.lng + rng.double(-0.3...0.3)
                if lng > 180 { lng -= 360 } else if lng < -180 { lng += 360 }
                let lat = min(90, c.lat + rng.double(-0.3...0.3))
                let t1 = tags[rng.int(tags.count)], t2 = tags[rng.int(tags.count)]
                let r = spot(
                    "p\(i)", lat, lng, category: categories[rng.int(categories.count)], tags: [t1, t2],
                    price: 1 + rng.int(3), favorite: rng.int(5) == 0, rating: rng.int(2) == 0 ? nil : Double(1 + rng.int(5)))
                try store.upsertRow(r, userModified: true)
            }
        }
        try store.db.run("INSERT INTO learned_weights (kind, key, weight) VALUES ('tag', 'beer', 0.75), ('category', 'cafe', -1)")
        try expectIndexInSync(store)
        let everything = try store.pool.spinCandidates(PoolQuery(), learning: true)
        var nonEmpty = 0
        for i in 0..<120 {
            let c = clusters[i % clusters.count]
            var lng = c.lng + rng.double(-0.35...0.35)
            if lng > 180 { lng -= 360 } else if lng < -180 { lng += 360 }
            let point = Coordinate(lat: min(90, c.lat + rng.double(-0.35...0.35)), lng: lng)
            let radius = [0.5, 2, 5, 15, 40][i % 5]
            var q = PoolQuery()
            switch i % 6 {
            case 1: q.allOf = [tags[rng.int(tags.count)]]
            case 2: q.anyOf = [tags[rng.int(tags.count)], "bar"]
            case 3: q.noneOf = [tags[rng.int(tags.count)]]; q.price = 1 + rng.int(3)
            case 4: q.minimumRating = 3; q.favoritesOnly = rng.int(2) == 0
            default: break
            }
            let learning = i % 2 == 0
            let indexed = try store.geo.nearby(point, radiusKm: radius, query: q, learning: learning)
            let reference = try bruteForce(store, point, radiusKm: radius, query: q, learning: learning)
            #expect(indexed.map(\.candidate) == reference.map(\.candidate), "point \(point) radius \(radius)")
            #expect(indexed.map(\.km) == reference.map(\.km))
            if q == PoolQuery(), learning {
                // Against brute force over every place.
                let brute = everything.map { (c: $0, km: Geo.distanceKm(point, Coordinate(lat: $0.lat, lng: $0.lng))) }
                    .filter { $0.km <= radius }
                    .sorted { ($0.km, $0.c.pk) < ($1.km, $1.c.pk) }
                #expect(indexed.map(\.candidate) == brute.map(\.c), "point \(point) radius \(radius)")
            }
            if !indexed.isEmpty { nonEmpty += 1 }
        }
        #expect(nonEmpty > 60)
    }

    // MARK: The search box

    @Test func searchBoxSplitsAtTheAntimeridianAndOpensAtThePoles() throws {
        let plain = try #require(GeoSearchBox(around: centre, radiusKm: 2))
        #expect(plain.lngRanges.count == 1)
        #expect(plain.maxLat - plain.minLat > 2 * 2 / 111.2)
        let east = try #require(GeoSearchBox(around: Coordinate(lat: -17.8, lng: 179.99), radiusKm: 5))
        #expect(east.lngRanges.count == 2)
        #expect(east.lngRanges.contains { $0.lowerBound == -180 } && east.lngRanges.contains { $0.upperBound == 180 })
        let west = try #require(GeoSearchBox(around: Coordinate(lat: -17.8, lng: -179.99), radiusKm: 5))
        #expect(west.lngRanges.count == 2)
        let pole = try #require(GeoSearchBox(around: Coordinate(lat: 89.99, lng: 0), radiusKm: 5))
        #expect(pole.lngRanges == [-180...180] && pole.maxLat == 90)
        let huge = try #require(GeoSearchBox(around: centre, radiusKm: 30_000))
        #expect(huge.lngRanges == [-180...180] && huge.minLat == -90 && huge.maxLat == 90)
        #expect(GeoSearchBox(around: Coordinate(lat: 91, lng: 0), radiusKm: 1) == nil)
    }
}

/// A deterministic generator for test data.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
}

@Suite("Geo index after bulk loads")
struct GeoBulkTests {
    @Test func seededPlacesJoinTheIndexOnTheFirstNearSearch() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.url.appendingPathComponent("s.sqlite3"))
        _ = try store.applySeed(bytes: UnitFixtures.seedBytes())
        #expect(try store.db.scalar("SELECT value FROM meta WHERE key = 'geo_pending_after'")?.text == "0")
        #expect(try store.db.scalar("SELECT count(*) FROM restaurants_geo")?.int == 0, "the seed loads without the index")
        let here = Coordinate(lat: -23.5614, lng: -46.6559)
        let found = try store.geo.nearby(here, radiusKm: 2, query: PoolQuery(), learning: false)
        #expect(!found.isEmpty)
        #expect(try store.db.scalar("SELECT count(*) FROM restaurants_geo")?.int == 442)
        #expect(try store.db.scalar("SELECT value FROM meta WHERE key = 'geo_pending_after'") == nil)
        let reference = try bruteForce(store, here, radiusKm: 2, query: PoolQuery(), learning: false)
        #expect(found.map(\.candidate.pk) == reference.map(\.candidate.pk))
        // A place added afterwards goes in through the trigger as before.
        try store.insert(Restaurant(id: "x", name: "X", lat: -23.5615, lng: -46.6558))
        #expect(try store.geo.nearby(here, radiusKm: 0.1, query: PoolQuery(), learning: false).count == 1)
    }
}
