#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Recording visits and learning from them

/// Which visits `history` lists.
public struct VisitQuery: Sendable, Equatable {
    public var filter: HistoryFilter = .all
    public var limit = 20
    public init(filter: HistoryFilter = .all, limit: Int = 20) { self.filter = filter; self.limit = limit }
}

extension Store {
    /// Visits: ratings recorded, what they teach, the history.
    public var visits: StoreVisits { StoreVisits(store: self) }
}

/// The visits: a rating recorded with what it teaches the draw (learned
/// weights) and the place's aggregates, a place's visits, the history.
public struct StoreVisits: StoreSection {
    let store: Store

    /// How much one rating moves the learned weights: 5 → +1 … 1 → −1.
    public static func learningDelta(stars: Int) -> Double {
        switch stars {
        case 5: 1
        case 4: 0.5
        case 2: -0.5
        case 1: -1
        default: 0
        }
    }

    /// Records a visit, recomputes the place's rating aggregates and, when
    /// `learning` is on, moves the weights of its tags and category — all in
    /// one transaction. Returns the place as it is afterwards.
    @discardableResult
    public func record(_ typed: Visit, learning: Bool) throws(StoreError) -> Restaurant? {
        let visit = typed.fitted().visit
        try write {
            try db.run(
                """
                INSERT INTO visits (id, restaurant_id, date_visited, rating, tags, note, is_match, would_return)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    .text(visit.id), .text(visit.restaurantId), .double(visit.dateVisited.timeIntervalSince1970),
                    .int(Int64(visit.rating)), .text(visit.tags.joined(separator: String(StoredRow.tagSeparator))),
                    .optional(visit.note), .bool(visit.isMatch), .bool(visit.wouldReturn),
                ])
            try recomputeAggregates(restaurantId: visit.restaurantId)
            if learning { try learn(from: visit) }
        }
        return try store.place(id: visit.restaurantId)
    }

    /// Moves the learned weights of the visited place's tags and category
    /// by the visit's stars (5 → +1 … 1 → −1), each clamped to ±5.
    func learn(from visit: Visit) throws {
        let delta = StoreVisits.learningDelta(stars: visit.rating)
        guard delta != 0 else { return }
        let tags = try db.prepare("SELECT t.tag FROM restaurant_tags t JOIN restaurants r ON r.pk = t.restaurant_pk WHERE r.id = ?")
        try tags.bind([.text(visit.restaurantId)])
        var keys: [(String, String)] = []
        while try tags.step() { keys.append(("tag", tags.text(0) ?? "")) }
        if let category = try db.scalar("SELECT category_folded FROM restaurants WHERE id = ?", [.text(visit.restaurantId)])?.text {
            keys.append(("category", category))
        }
        for (kind, key) in keys where !key.isEmpty {
            try db.run(
                """
                INSERT INTO learned_weights (kind, key, weight) VALUES (?1, ?2, max(-5, min(5, ?3)))
                ON CONFLICT (kind, key) DO UPDATE SET weight = max(-5, min(5, weight + ?3))
                """, [.text(kind), .text(key), .double(delta)])
        }
    }

    /// Average (of rated visits), count and last visit, from the visits table.
    func recomputeAggregates(restaurantId: String) throws(DatabaseError) {
        try db.run(
            """
            UPDATE restaurants SET
                rating_average = (SELECT avg(rating) FROM visits WHERE restaurant_id = ?1 AND rating > 0),
                rating_count = (SELECT count(*) FROM visits WHERE restaurant_id = ?1 AND rating > 0),
                last_visited_at = (SELECT max(date_visited) FROM visits WHERE restaurant_id = ?1)
            WHERE id = ?1
            """, [.text(restaurantId)])
    }

    /// Visits with their places, newest first (`best`: four stars or more, best
    /// first; `favorites`: visits to places marked favourite).
    public func history(_ query: VisitQuery) throws(StoreError) -> [(visit: Visit, place: Restaurant)] {
        var filter = ""
        var order = "v.date_visited DESC"
        switch query.filter {
        case .all: break
        case .best: filter = "WHERE v.rating >= 4"; order = "v.rating DESC, v.date_visited DESC"
        case .wouldReturn: filter = "WHERE v.would_return = 1"
        case .match: filter = "WHERE v.is_match = 1"
        case .favorites: filter = "WHERE r.is_favorite = 1"
        }
        let columns = StoredRow.visitColumns(of: "v"), placeColumns = StoredRow.placeColumns(of: "r")
        return try read {
            try db.rows(
                "SELECT \(columns), \(placeColumns) FROM visits v JOIN restaurants r ON r.id = v.restaurant_id \(filter) ORDER BY \(order) LIMIT ?",
                [.int(Int64(query.limit))]
            ) { (StoredRow.visit($0), StoredRow.place($0, offset: 8)) }
        }
    }

    /// Learned weights, strongest first (`sorted: false`, in no order: what
    /// a draw needs, without the sort).
    public func learnedWeights(sorted: Bool = true) throws(StoreError) -> [(kind: String, key: String, weight: Double)] {
        try read {
            try db.rows(
                "SELECT kind, key, weight FROM learned_weights WHERE weight <> 0" + (sorted ? " ORDER BY abs(weight) DESC, key" : "")
            ) {
                ($0.text(0) ?? "", $0.text(1) ?? "", $0.double(2))
            }
        }
    }

    /// A place's visits, newest first.
    public func of(restaurantId: String, limit: Int = 100) throws(StoreError) -> [Visit] {
        try read {
            try db.rows(
                "SELECT \(StoredRow.visitColumns) FROM visits WHERE restaurant_id = ? ORDER BY date_visited DESC LIMIT ?",
                [.text(restaurantId), .int(Int64(limit))]
            ) { StoredRow.visit($0) }
        }
    }

    /// How many visits the store holds.
    public func count() throws(StoreError) -> Int {
        try read { try db.scalar("SELECT count(*) FROM visits")?.int ?? 0 }
    }
}
