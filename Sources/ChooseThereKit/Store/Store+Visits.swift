#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Visits

extension Store {
    static let visitColumns = "id, restaurant_id, date_visited, rating, tags, note, is_match, would_return"

    static func visitRow(_ s: Statement) -> Visit {
        Visit(id: s.text(0) ?? "", restaurantId: s.text(1) ?? "", dateVisited: Date(timeIntervalSince1970: s.double(2)),
              rating: s.int(3), tags: (s.text(4) ?? "").split(separator: tagSeparator).map(String.init),
              note: s.text(5), isMatch: s.int(6) != 0, wouldReturn: s.int(7) != 0)
    }

    /// A place's visits, newest first.
    public func visits(restaurantId: String, limit: Int = 100) throws(StoreError) -> [Visit] {
        try read {
            try db.rows("SELECT \(Store.visitColumns) FROM visits WHERE restaurant_id = ? ORDER BY date_visited DESC LIMIT ?",
                        [.text(restaurantId), .int(Int64(limit))]) { Store.visitRow($0) }
        }
    }

    /// How many visits the store holds.
    public func visitCount() throws(StoreError) -> Int {
        try read { try db.scalar("SELECT count(*) FROM visits")?.int ?? 0 }
    }
}
