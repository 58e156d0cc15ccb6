#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Spin candidates: the pool, light enough for 100,000 places

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
    /// For a term, every folded way a stored category or tag may write it
    /// (`Vocabulary.storedForms`); a term without an entry is matched as is.
    public var forms: [String: [String]] = [:]

    public init() {}

    /// The folded forms that count as `term`.
    public func forms(of term: String) -> [String] { forms[term] ?? [term] }

    /// `= ?` for one value, `IN (?, …)` for several.
    static func marks(_ count: Int) -> String { count == 1 ? "= ?" : "IN " + list(count) }

    /// `(?, ?, …)`: `count` placeholders.
    static func list(_ count: Int) -> String { "(" + Array(repeating: "?", count: count).joined(separator: ", ") + ")" }

    public static func == (a: PoolQuery, b: PoolQuery) -> Bool {
        a.cityKey == b.cityKey && a.allOf == b.allOf && a.anyOf == b.anyOf && a.noneOf == b.noneOf && a.price == b.price
            && a.favoritesOnly == b.favoritesOnly && a.minimumRating == b.minimumRating
            && a.box?.minLat == b.box?.minLat && a.box?.maxLat == b.box?.maxLat
            && a.box?.minLng == b.box?.minLng && a.box?.maxLng == b.box?.maxLng && a.forms == b.forms
    }
}

extension Store {
    /// The draw pool: the places a spin may land on.
    public var pool: StorePool { StorePool(store: self) }
}

/// The places a spin draws from: the query built once from a pool's
/// filters, learned weights, and the places to skip for recent visits.
public struct StorePool: StoreSection {
    let store: Store

    /// `query` with each term's forms cut to those some place uses (a tag or
    /// a category): a term has a few dozen possible spellings and usually one
    /// or two in a store, and every form left costs index seeks per row.
    func storedFormsOnly(_ query: PoolQuery) throws(StoreError) -> PoolQuery {
        var pruned = query
        for (term, forms) in query.forms where forms.count > 1 {
            let used = try formsInUse(forms)
            let kept = forms.filter { used.tags.contains($0) || used.categories.contains($0) }
            pruned.forms[term] = kept.isEmpty ? [term] : kept
        }
        return pruned
    }

    /// Which of `forms` some place uses as a tag, and which as a category
    /// (one query over each index for all the forms), in the order given.
    func formsInUse(_ forms: [String]) throws(StoreError) -> (tags: [String], categories: [String]) {
        try read {
            let m = PoolQuery.marks(forms.count)
            let values = forms.map(SQLValue.text)
            let tags = Set(try db.rows("SELECT DISTINCT tag FROM restaurant_tags WHERE tag \(m)", values) { $0.text(0) ?? "" })
            let categories = Set(
                try db.rows("SELECT DISTINCT category_folded FROM restaurants WHERE category_folded \(m)", values) { $0.text(0) ?? "" })
            return (forms.filter(tags.contains), forms.filter(categories.contains))
        }
    }

    /// The places matching `query`, with their learned weight when `learning` is on.
    public func spinCandidates(_ query: PoolQuery, learning: Bool) throws(StoreError) -> [SpinCandidate] {
        let query = try storedFormsOnly(query)
        var clauses: [String] = []
        var bindings: [SQLValue] = []
        if let key = query.cityKey {
            let city = StoredRow.cityConditions(key, table: "r.")
            clauses += city.clauses
            bindings += city.bindings
        }
        // The rows come from `restaurants_spin` (pk first, `INDEXED BY` below):
        // terms go through the tag and category indexes and seek into it by
        // pk, so a narrow filter never reads the whole table; the city, price
        // and the rest are checked on the index entry itself.
        // A term matches any of its stored forms (`japanese`: `japones`, `comida japonesa`…).
        func termPks(_ forms: [String]) -> String {
            let m = PoolQuery.marks(forms.count)
            bindings += forms.map(SQLValue.text) + forms.map(SQLValue.text)
            return
                "SELECT restaurant_pk FROM restaurant_tags WHERE tag \(m) UNION ALL SELECT pk FROM restaurants WHERE category_folded \(m)"
        }
        for term in query.allOf {
            clauses.append("r.pk IN (\(termPks(query.forms(of: term))))")
        }
        if !query.anyOf.isEmpty {
            clauses.append("r.pk IN (" + termPks(query.anyOf.flatMap { query.forms(of: $0) }) + ")")
        }
        for term in query.noneOf {
            let forms = query.forms(of: term), list = PoolQuery.list(forms.count)
            clauses.append(
                "NOT EXISTS (SELECT 1 FROM restaurant_tags x WHERE x.tag IN \(list) AND x.restaurant_pk = r.pk) AND r.category_folded NOT IN \(list)"
            )
            bindings += forms.map(SQLValue.text) + forms.map(SQLValue.text)
        }
        if let price = query.price { clauses.append("r.price_tier = ?"); bindings.append(.int(Int64(price))) }
        if query.favoritesOnly { clauses.append("r.is_favorite = 1") }
        if let minimum = query.minimumRating { clauses.append("r.rating_average >= ?"); bindings.append(.double(minimum)) }
        if let box = query.box {
            clauses.append("r.lat BETWEEN ? AND ? AND r.lng BETWEEN ? AND ?")
            bindings += [.double(box.minLat), .double(box.maxLat), .double(box.minLng), .double(box.maxLng)]
        }
        let whereSQL = clauses.isEmpty ? "" : "WHERE " + clauses.joined(separator: " AND ")
        // Learned weights are few: sum them here rather than per row in SQL,
        // and read tags only when there is something to sum. Everything read
        // is in the narrow `restaurants_spin` index (schema v3).
        let weights = learning ? try learnedWeightTable() : [:]
        let sql = "SELECT \(StorePool.candidateColumns(weights)) FROM restaurants r INDEXED BY restaurants_spin \(whereSQL) ORDER BY r.pk"
        return try read { try db.rows(sql, bindings) { StorePool.candidate($0, weights: weights) } }
    }

    /// The columns of `r` that `candidate(_:weights:)` reads: the category
    /// and tags only when there are weights to sum.
    static func candidateColumns(_ weights: [String: Double]) -> String {
        "r.pk, r.rating_average, r.rating_count, r.lat, r.lng" + (weights.isEmpty ? "" : ", r.category_folded, r.tags")
    }

    /// A row selected with `candidateColumns`, with its learned weight summed.
    static func candidate(_ s: Statement, weights: [String: Double]) -> SpinCandidate {
        var learned = 0.0
        if !weights.isEmpty {
            learned += weights["category|" + (s.text(5) ?? "")] ?? 0
            for tag in StoredRow.tagList(s.text(6)) {
                learned += weights["tag|" + Folding.key(tag)] ?? 0
            }
        }
        return SpinCandidate(
            pk: s.int(0), ratingAverage: s.optionalDouble(1), ratingCount: s.int(2),
            learned: learned, lat: s.double(3), lng: s.double(4))
    }

    /// Non-zero learned weights keyed `"tag|japanese"` / `"category|bar"`.
    func learnedWeightTable() throws(StoreError) -> [String: Double] {
        Dictionary(try store.visits.learnedWeights(sorted: false).map { ($0.kind + "|" + $0.key, $0.weight) }) { first, _ in first }
    }

    /// The store keys of the last `count` distinct places visited, newest first.
    public func recentlyVisitedPks(count: Int) throws(StoreError) -> [Int] {
        guard count > 0 else { return [] }
        // Visits newest first (the date index, read backwards), stopping at
        // the `count`th distinct place: a place's first row is its latest
        // visit. Grouping every visit first cost the whole history per spin.
        return try read {
            let s = try db.prepare(
                """
                SELECT r.pk FROM visits v JOIN restaurants r ON r.id = v.restaurant_id
                ORDER BY v.date_visited DESC
                """)
            defer { s.reset() }
            var seen = Set<Int>()
            var pks: [Int] = []
            while pks.count < count, try s.step() {
                let pk = s.int(0)
                if seen.insert(pk).inserted { pks.append(pk) }
            }
            return pks
        }
    }
}
