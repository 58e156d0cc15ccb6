import ChooseThereKit
import Foundation

// MARK: - "near me" over 1,000,000 places: the R*Tree against a full scan

enum NearBench {
    static let count = 1_000_000
    static let centre = Coordinate(lat: -23.55, lng: -46.63)
    static let spread = 0.3
    static let categories = ["restaurant", "bar", "boteco", "cafe", "bakery", "pizzeria"]
    static let tags = ["brazilian", "japanese", "italian", "beer", "coffee", "cheap", "seafood", "pizza", "snacks", "lively"]

    static func run(_ work: URL) throws {
        let url = work.appendingPathComponent("near-1m.sqlite3")
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) } }
        let store = try Store(url: url)
        var rng = Xorshift(state: 0x9E37_79B9_7F4A_7C15)

        let start = Bench.now()
        try generate(into: store, rng: &rng)
        Bench.record("near.1m_generate_s", Bench.now() - start, "s", "\(count) places, R*Tree filled by triggers")

        var query = PoolQuery()
        query.allOf = ["japanese"]
        let radius = 2.0
        let points = (0..<51).map { _ in
            Coordinate(lat: centre.lat + rng.unit(-0.25...0.25), lng: centre.lng + rng.unit(-0.25...0.25))
        }
        // Warm the caches; check on two points that both ways agree.
        var found = 0
        for p in points {
            let indexed = try store.geo.nearby(p, radiusKm: radius, query: query, learning: true)
            found += indexed.count
            if p == points[0] || p == points[25] {
                let linear = try linearScan(store.db, p, radiusKm: radius, term: "japanese")
                guard indexed.map(\.candidate.pk) == linear.map(\.pk) else {
                    throw BenchError("indexed and linear results differ at \(p)")
                }
            }
        }
        let indexed = try median(points) { try store.geo.nearby($0, radiusKm: radius, query: query, learning: true) }
        let linear = try median(points) { try linearScan(store.db, $0, radiusKm: radius, term: "japanese") }
        let average = found / points.count
        Bench.record("near.1m_indexed_ms", indexed * 1000, "ms", "2 km, tag japanese, ~\(average) found; target < 5")
        Bench.record("near.1m_linear_scan_ms", linear * 1000, "ms", "same queries, full scan of restaurants")
        Bench.record("near.speedup", linear / indexed, "x", "linear scan ÷ indexed")
    }

    /// The median seconds of `body` over `points`.
    static func median<T>(_ points: [Coordinate], _ body: (Coordinate) throws -> [T]) throws -> Double {
        var times: [Double] = []
        for p in points {
            let t = Bench.now()
            _ = try body(p)
            times.append(Bench.now() - t)
        }
        return Bench.median(times)
    }

    /// What the R*Tree saves: the places within `radiusKm` of `point` that
    /// have `term` as their category or a tag, by a full scan of
    /// `restaurants` with the bounding box as a plain `WHERE`, nearest first
    /// (ties by store key). The bench's points are far from the poles and
    /// the antimeridian, so one longitude range covers the circle.
    static func linearScan(_ db: Database, _ point: Coordinate, radiusKm: Double, term: String) throws -> [(pk: Int, km: Double)] {
        let dLat = radiusKm / 111.19 * 1.01
        let dLng = dLat / cos(point.lat * .pi / 180)
        let s = try db.prepare(
            """
            SELECT r.pk, r.lat, r.lng FROM restaurants r
            WHERE r.lat <= ? AND r.lat >= ? AND r.lng <= ? AND r.lng >= ?
              AND (r.category_folded = ? OR EXISTS (SELECT 1 FROM restaurant_tags t WHERE t.tag = ? AND t.restaurant_pk = r.pk))
            """)
        defer { s.reset() }
        try s.bind([
            .double(point.lat + dLat), .double(point.lat - dLat), .double(point.lng + dLng), .double(point.lng - dLng),
            .text(term), .text(term),
        ])
        var found: [(pk: Int, km: Double)] = []
        while try s.step() {
            let km = Geo.distanceKm(point, Coordinate(lat: s.double(1), lng: s.double(2)))
            if km <= radiusKm { found.append((s.int(0), km)) }
        }
        return found.sorted { ($0.km, $0.pk) < ($1.km, $1.pk) }
    }

    /// `count` places spread over São Paulo, two tags each, inserted with
    /// prepared statements in one transaction (the triggers fill the index).
    static func generate(into store: Store, rng: inout Xorshift) throws {
        let db = store.db
        let now = Date().timeIntervalSince1970
        // A big page cache while loading (then back to the default the app uses).
        let cacheSize = try db.scalar("PRAGMA cache_size")?.int ?? -2000
        try db.execute("PRAGMA cache_size = -262144")
        defer { try? db.execute("PRAGMA cache_size = \(cacheSize)") }
        try db.transaction {
            let place = try db.prepare(
                """
                INSERT INTO restaurants (pk, id, name, name_folded, category, category_folded, address, city, city_folded,
                    state, tags, lat, lng, price_tier, rating_average, rating_count, origin, created_at, updated_at)
                VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6, 'São Paulo', ?7, 'SP', ?8, ?9, ?10, ?11, ?12, ?13, 'user', ?14, ?14)
                """)
            let tag = try db.prepare("INSERT INTO restaurant_tags (restaurant_pk, tag, label) VALUES (?, ?, ?)")
            let cityFolded = Folding.key("São Paulo")
            for i in 1...count {
                let lat = centre.lat + rng.unit(-spread...spread)
                let lng = centre.lng + rng.unit(-spread...spread)
                let first = Int(rng.next() % UInt64(tags.count))
                let second = (first + 1 + Int(rng.next() % UInt64(tags.count - 1))) % tags.count
                let name = "Generated Place \(i)"
                let rated = i % 4 == 0
                place.reset()
                try place.bind([
                    .int(Int64(i)), .text("gen-\(i)"), .text(name), .text(Folding.key(name)),
                    .text(categories[i % categories.count]), .text("Rua \(i % 997), \(i % 1500)"), .text(cityFolded),
                    .text(tags[first] + "\u{1F}" + tags[second]), .double(lat), .double(lng), .int(Int64(1 + i % 3)),
                    rated ? .double(Double(1 + i % 5)) : .null, .int(rated ? 1 : 0), .double(now),
                ])
                _ = try place.step()
                for t in [tags[first], tags[second]] {
                    tag.reset()
                    try tag.bind([.int(Int64(i)), .text(t), .text(t)])
                    _ = try tag.step()
                }
            }
            place.reset()
            tag.reset()
        }
        // Fold the load into the database file, as a store in use would be.
        try db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }

    /// A small deterministic generator (xorshift64).
    struct Xorshift {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        /// Uniform in `range`.
        mutating func unit(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
    }
}
