#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Places near a point, through the R*Tree `restaurants_geo`

/// The area a radius search reads: a latitude range and one longitude range,
/// or two when the circle crosses the ±180° meridian. It always contains the
/// whole circle (exact spherical bounds plus a hair of margin), so the exact
/// distance check afterwards is the only filter that decides.
struct GeoSearchBox: Equatable {
    var minLat: Double
    var maxLat: Double
    var lngRanges: [ClosedRange<Double>]

    init?(around p: Coordinate, radiusKm: Double) {
        guard p.isValid, radiusKm.isFinite, radiusKm >= 0 else { return nil }
        let delta = radiusKm / Geo.earthRadiusKm  // angular radius, radians
        let degrees = 180 / Double.pi
        let margin = { (d: Double) in d * (1 + 1e-6) + 1e-9 }
        let dLat = margin(delta * degrees)
        minLat = max(-90, p.lat - dLat)
        maxLat = min(90, p.lat + dLat)
        let cosLat = cos(p.lat / degrees)
        let sinDelta = sin(delta)
        // The circle contains a pole (or is huge): every longitude.
        guard delta < .pi / 2, p.lat + dLat < 90, p.lat - dLat > -90, sinDelta < cosLat else {
            lngRanges = [-180...180]
            return
        }
        // Widest longitude of a spherical cap: asin(sin δ / cos φ).
        let dLng = margin(asin(sinDelta / cosLat) * degrees)
        guard dLng < 180 else { lngRanges = [-180...180]; return }
        let lo = p.lng - dLng, hi = p.lng + dLng
        if lo < -180 {
            lngRanges = [-180...hi, (lo + 360)...180]
        } else if hi > 180 {
            lngRanges = [lo...180, -180...(hi - 360)]
        } else {
            lngRanges = [lo...hi]
        }
    }
}

extension Store {
    /// The search around a point.
    public var geo: StoreGeo { StoreGeo(store: self) }
}

/// The places around a point: the R*Tree narrows the search, the exact
/// distance decides.
public struct StoreGeo: StoreSection {
    let store: Store

    /// Places within `radiusKm` (great-circle) of `point`, nearest first (ties
    /// by store key), at most `limit`. Honours `query`'s terms, price,
    /// favourites and minimum rating like `spinCandidates`; its `cityKey` and
    /// `box` are ignored (the radius is the area). The R*Tree narrows the
    /// search to the circle's bounding box; the exact distance decides.
    public func nearby(
        _ point: Coordinate, radiusKm: Double, query: PoolQuery, learning: Bool,
        limit: Int? = nil
    ) throws(StoreError) -> [(candidate: SpinCandidate, km: Double)] {
        try store.indexPendingPlaces()
        guard let box = GeoSearchBox(around: point, radiusKm: radiusKm), limit.map({ $0 > 0 }) ?? true else { return [] }
        guard let (filterSQL, filterBindings) = try indexedFilters(query) else { return [] }
        let weights = learning ? try store.pool.learnedWeightTable() : [:]
        let columns = StorePool.candidateColumns(weights)
        // CROSS JOIN keeps the R*Tree as the outer loop; the term tests name
        // only `g.pk`, so they run before the row is read and only places
        // that pass them cost a seek into `restaurants`.
        let sql = """
            SELECT \(columns) FROM restaurants_geo g CROSS JOIN restaurants r ON r.pk = g.pk
            WHERE g.min_lat <= ? AND g.max_lat >= ? AND g.min_lng <= ? AND g.max_lng >= ?\(filterSQL)
            """
        return try read {
            let s = try db.prepare(sql)
            defer { s.reset() }
            var found: [(candidate: SpinCandidate, km: Double)] = []
            var seen = Set<Int>()
            for range in box.lngRanges {
                s.reset()
                try s.bind(
                    [.double(box.maxLat), .double(box.minLat), .double(range.upperBound), .double(range.lowerBound)]
                        + filterBindings)
                while try s.step() {
                    let km = Geo.distanceKm(point, Coordinate(lat: s.double(3), lng: s.double(4)))
                    guard km <= radiusKm else { continue }
                    // Two ranges meet only at ±180°; never list a place twice.
                    if box.lngRanges.count > 1, !seen.insert(s.int(0)).inserted { continue }
                    found.append((StorePool.candidate(s, weights: weights), km))
                }
            }
            found.sort { ($0.km, $0.candidate.pk) < ($1.km, $1.candidate.pk) }
            if let limit, found.count > limit { found.removeSubrange(limit...) }
            return found
        }
    }

    /// `query`'s filters for the indexed search, as `AND …` clauses over the
    /// R*Tree row `g` and the place `r`; nil when nothing can match.
    ///
    /// A term matches the category or a tag, as in `spinCandidates`. Each
    /// side is tested by key (`g.pk`) in the tag primary key or the category
    /// index, never by reading the row, and a side is left out when no place
    /// uses the term that way (so a tag-only term costs one lookup per place).
    private func indexedFilters(_ query: PoolQuery) throws(StoreError) -> (sql: String, bindings: [SQLValue])? {
        var (sql, bindings) = StoreGeo.rowFilters(query)
        /// `(tag test OR category test)` for `terms`; nil when no place uses any of them.
        func test(_ terms: [String]) throws(StoreError) -> String? {
            let (tags, categories) = try store.pool.formsInUse(terms.flatMap { query.forms(of: $0) })
            var sides: [String] = []
            if !tags.isEmpty {
                sides.append(
                    "EXISTS (SELECT 1 FROM restaurant_tags t WHERE t.tag \(PoolQuery.marks(tags.count)) AND t.restaurant_pk = g.pk)")
                bindings += tags.map(SQLValue.text)
            }
            if !categories.isEmpty {
                sides.append(
                    "EXISTS (SELECT 1 FROM restaurants c INDEXED BY restaurants_category WHERE c.category_folded \(PoolQuery.marks(categories.count)) AND c.pk = g.pk)"
                )
                bindings += categories.map(SQLValue.text)
            }
            return sides.isEmpty ? nil : "(" + sides.joined(separator: " OR ") + ")"
        }
        for term in query.allOf {
            guard let clause = try test([term]) else { return nil }
            sql += " AND " + clause
        }
        if !query.anyOf.isEmpty {
            guard let clause = try test(query.anyOf) else { return nil }
            sql += " AND " + clause
        }
        for term in query.noneOf {
            if let clause = try test([term]) { sql += " AND NOT " + clause }
        }
        return (sql, bindings)
    }

    /// Price, favourites and minimum rating: tests on the row itself.
    private static func rowFilters(_ query: PoolQuery) -> (sql: String, bindings: [SQLValue]) {
        var sql = ""
        var bindings: [SQLValue] = []
        if let price = query.price { sql += " AND r.price_tier = ?"; bindings.append(.int(Int64(price))) }
        if query.favoritesOnly { sql += " AND r.is_favorite = 1" }
        if let minimum = query.minimumRating { sql += " AND r.rating_average >= ?"; bindings.append(.double(minimum)) }
        return (sql, bindings)
    }
}

// MARK: - Bulk loads

extension Store {
    /// Runs a bulk load (seed, import) inside the current write transaction
    /// with the per-row R*Tree trigger off, so loading stays fast; the new
    /// places are noted as pending and join the index in one statement the
    /// first time a "near" search needs it (`indexPendingPlaces`). The
    /// trigger comes back in the same transaction.
    func bulkLoad(_ body: () throws -> Void) throws {
        let before = try db.scalar("SELECT coalesce(max(pk), 0) FROM restaurants")?.int ?? 0
        try db.execute("DROP TRIGGER IF EXISTS restaurants_geo_insert; PRAGMA cache_size = -32768")
        defer { try? db.execute("PRAGMA cache_size = -2000") }
        try body()
        let pending = try meta("geo_pending_after").flatMap(Int.init) ?? Int.max
        if (try db.scalar("SELECT coalesce(max(pk), 0) FROM restaurants")?.int ?? 0) > before {
            try setMeta("geo_pending_after", String(min(pending, before)))
        }
        try db.execute(Schema.geoInsertTrigger)
    }

    /// After a load: move the write-ahead log into the database file — all
    /// of it and emptied after a large load, so later reads do not wade
    /// through thousands of logged pages; as `write` does after a small one.
    func checkpointAfterBulk(rows: Int) {
        if rows >= 1000 { try? db.execute("PRAGMA wal_checkpoint(TRUNCATE)") } else { checkpoint() }
    }

    /// Adds the places of earlier bulk loads to the R*Tree (once).
    public func indexPendingPlaces() throws(StoreError) {
        guard let after = try read({ try meta("geo_pending_after") }).flatMap(Int.init) else { return }
        try write {
            try db.run(
                """
                INSERT OR REPLACE INTO restaurants_geo (pk, min_lat, max_lat, min_lng, max_lng)
                SELECT pk, lat, lat, lng, lng FROM restaurants WHERE pk > ?
                """, [.int(Int64(after))])
            try db.run("DELETE FROM meta WHERE key = 'geo_pending_after'")
        }
    }
}
