#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Reads and ids the session needs in one call

extension Store {
    /// The places with these store keys, in one query (a listed page of
    /// `near` used to cost one query per row).
    public func places(pks: [Int]) throws(StoreError) -> [Int: Restaurant] {
        try byPk(pks, columns: "pk, \(StoredRow.placeColumns)") { ($0.int(0), StoredRow.place($0, offset: 1)) }
    }

    /// Rows of the places with these store keys, keyed by pk: `columns`
    /// read by `row`, in chunks of 500 (SQLite allows 32,766 variables;
    /// lists are far shorter, but chunk anyway).
    private func byPk<T>(_ pks: [Int], columns: String, _ row: (Statement) -> (Int, T)) throws(StoreError) -> [Int: T] {
        var found: [Int: T] = [:]
        found.reserveCapacity(pks.count)
        var start = 0
        while start < pks.count {
            let chunk = Array(pks[start..<min(pks.count, start + 500)])
            let marks = chunk.map { _ in "?" }.joined(separator: ",")
            let rows = try read {
                try db.rows("SELECT \(columns) FROM restaurants WHERE pk IN (\(marks))", chunk.map { .int(Int64($0)) }, row)
            }
            for (pk, value) in rows { found[pk] = value }
            start += chunk.count
        }
        return found
    }

    /// Every distinct place name.
    public func allNames() throws(StoreError) -> [String] {
        try read { try db.rows("SELECT DISTINCT \(StoredRow.cut("name", TextLimits.name)) FROM restaurants") { $0.text(0) ?? "" } }
    }

    /// Name, opening hours and city of the places with these store keys
    /// (an "open now" pool; hours read from the `details` JSON).
    public func openingHours(pks: [Int]) throws(StoreError) -> [Int: PlaceHours] {
        let columns = """
            pk, \(StoredRow.cut("name", TextLimits.name)), \(StoredRow.cut("city", TextLimits.city)), \(StoredRow.cut("state", TextLimits.state)),
            CASE WHEN length(CAST(details AS BLOB)) <= \(StoredRow.detailsBytes) AND json_valid(details)
                 THEN substr(json_extract(details, '$.openingHours'), 1, \(TextLimits.detail)) END
            """
        return try byPk(pks, columns: columns) { s in
            (s.int(0), PlaceHours(name: s.text(1) ?? "", openingHours: s.text(4), city: s.text(2) ?? "", state: s.text(3) ?? ""))
        }
    }

    /// How many visits a place has.
    public func visitCount(restaurantId: String) throws(StoreError) -> Int {
        try read { try db.scalar("SELECT count(*) FROM visits WHERE restaurant_id = ?", [.text(restaurantId)])?.int ?? 0 }
    }

    /// A new visit id: a version-4 UUID from the system's generator, checked
    /// against the store. Never from `--seed`'s generator, so two runs of
    /// the same script into one store cannot collide.
    public func newVisitId() throws(StoreError) -> String {
        var system = SystemRandomNumberGenerator()
        while true {
            var generator = SeededRandom(seed: system.next())
            let id = generator.uuidString()
            let taken = try read { try db.scalar("SELECT 1 FROM visits WHERE id = ?", [.text(id)]) != nil }
            if !taken { return id }
        }
    }
}
