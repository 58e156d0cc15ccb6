#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Spin candidates: the pool, light enough for 100,000 places

/// One place in a spin pool: just what weighting and picking need.
public struct SpinCandidate: Sendable, Equatable {
    public var id: String
    public var name: String
    public var ratingAverage: Double?
    public var ratingCount: Int
    /// Σ learned tag weights + learned category weight (0 when learning is off).
    public var learned: Double
    public var lat: Double
    public var lng: Double
}

/// What the store filters in SQL; exclusions and weights are applied by `Spinner`.
public struct PoolQuery: Sendable, Equatable {
    public var cityKey: String?
    /// Folded terms that must all match the category or a tag.
    public var allOf: [String] = []
    /// Folded terms of which one must match (used when relaxing `allOf`).
    public var anyOf: [String] = []
    /// Folded terms none of which may match.
    public var noneOf: [String] = []
    public var price: Int?
    public var favoritesOnly = false
    public var minimumRating: Double?
    /// Bounding box prefilter for a radius (exact distance checked after).
    public var box: (minLat: Double, maxLat: Double, minLng: Double, maxLng: Double)?

    public init() {}

    public static func == (a: PoolQuery, b: PoolQuery) -> Bool {
        a.cityKey == b.cityKey && a.allOf == b.allOf && a.anyOf == b.anyOf && a.noneOf == b.noneOf && a.price == b.price
            && a.favoritesOnly == b.favoritesOnly && a.minimumRating == b.minimumRating
            && a.box?.minLat == b.box?.minLat && a.box?.maxLat == b.box?.maxLat
            && a.box?.minLng == b.box?.minLng && a.box?.maxLng == b.box?.maxLng
    }
}

extension Store {
    /// The places matching `query`, with their learned weight when `learning` is on.
    public func spinCandidates(_ query: PoolQuery, learning: Bool) throws(StoreError) -> [SpinCandidate] {
        var clauses: [String] = []
        var bindings: [SQLValue] = []
        if let key = query.cityKey {
            let parts = key.split(separator: "|", omittingEmptySubsequences: false)
            clauses.append("r.city_folded = ?")
            bindings.append(.text(Folding.key(parts.first ?? "")))
            if parts.count == 2 { clauses.append("r.state = ?"); bindings.append(.text(String(parts[1]))) }
        }
        let termMatch = "(r.category_folded = ? OR EXISTS (SELECT 1 FROM restaurant_tags t WHERE t.restaurant_id = r.id AND t.tag = ?))"
        for term in query.allOf {
            clauses.append(termMatch)
            bindings += [.text(term), .text(term)]
        }
        if !query.anyOf.isEmpty {
            clauses.append("(" + query.anyOf.map { _ in termMatch }.joined(separator: " OR ") + ")")
            for term in query.anyOf { bindings += [.text(term), .text(term)] }
        }
        for term in query.noneOf {
            clauses.append("NOT " + termMatch)
            bindings += [.text(term), .text(term)]
        }
        if let price = query.price { clauses.append("r.price_tier = ?"); bindings.append(.int(Int64(price))) }
        if query.favoritesOnly { clauses.append("r.is_favorite = 1") }
        if let minimum = query.minimumRating { clauses.append("r.rating_average >= ?"); bindings.append(.double(minimum)) }
        if let box = query.box {
            clauses.append("r.lat BETWEEN ? AND ? AND r.lng BETWEEN ? AND ?")
            bindings += [.double(box.minLat), .double(box.maxLat), .double(box.minLng), .double(box.maxLng)]
        }
        let whereSQL = clauses.isEmpty ? "" : "WHERE " + clauses.joined(separator: " AND ")
        let learned = learning ? """
            COALESCE((SELECT sum(w.weight) FROM restaurant_tags t JOIN learned_weights w ON w.kind = 'tag' AND w.key = t.tag
                      WHERE t.restaurant_id = r.id), 0)
            + COALESCE((SELECT w.weight FROM learned_weights w WHERE w.kind = 'category' AND w.key = r.category_folded), 0)
            """ : "0"
        let sql = "SELECT r.id, r.name, r.rating_average, r.rating_count, \(learned), r.lat, r.lng FROM restaurants r \(whereSQL) ORDER BY r.id"
        return try read {
            let s = try db.prepare(sql)
            try s.bind(bindings)
            var rows: [SpinCandidate] = []
            while try s.step() {
                rows.append(SpinCandidate(id: s.text(0) ?? "", name: s.text(1) ?? "", ratingAverage: s.optionalDouble(2),
                                          ratingCount: s.int(3), learned: s.double(4), lat: s.double(5), lng: s.double(6)))
            }
            return rows
        }
    }

    /// The last `count` distinct places visited, newest first.
    public func recentlyVisitedIds(count: Int) throws(StoreError) -> [String] {
        guard count > 0 else { return [] }
        return try read {
            let s = try db.prepare("SELECT restaurant_id FROM visits GROUP BY restaurant_id ORDER BY max(date_visited) DESC LIMIT ?")
            try s.bind([.int(Int64(count))])
            var ids: [String] = []
            while try s.step() { ids.append(s.text(0) ?? "") }
            return ids
        }
    }
}
