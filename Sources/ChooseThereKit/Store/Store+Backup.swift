#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Export and import of the whole collection

/// How an import treats what is already there.
public enum ImportMode: String, Sendable {
    /// Insert new and update existing by id; never delete.
    case merge
    /// Wipe the collection, then load the file.
    case replace
}

/// What an import adds and changes (for `preview`, and the report after).
public struct ImportPlan: Sendable, Equatable {
    public var addedPlaces: [String] = []
    public var updatedPlaces: [String] = []
    public var unchangedPlaces = 0
    public var addedVisits = 0
    public var updatedVisits = 0
    public var unchangedVisits = 0
    /// Places and visits a replace would remove.
    public var removedPlaces = 0
    public var removedVisits = 0
}

extension Store {
    /// Every place and visit, for `export`.
    public func exportBackup(createdAt: Date, appVersion: String?) throws(StoreError) -> Backup {
        try read {
            let p = try db.prepare("SELECT \(Store.columns) FROM restaurants ORDER BY id")
            var places: [Restaurant] = []
            while try p.step() { places.append(Store.row(p)) }
            let v = try db.prepare("SELECT \(Store.visitColumns) FROM visits ORDER BY date_visited, id")
            var visits: [Visit] = []
            while try v.step() { visits.append(Store.visitRow(v)) }
            return Backup(createdAt: createdAt, appVersion: appVersion, restaurants: places, visits: visits)
        }
    }

    /// What importing `places` and `visits` in `mode` would do.
    public func plan(places: [Restaurant], visits: [Visit], mode: ImportMode) throws(StoreError) -> ImportPlan {
        var plan = ImportPlan()
        for place in places {
            if let existing = try self.place(id: place.id) {
                if !Store.sameContent(existing, place) { plan.updatedPlaces.append(place.name) } else { plan.unchangedPlaces += 1 }
            } else {
                plan.addedPlaces.append(place.name)
            }
        }
        for visit in visits {
            let existing = try read { () throws -> Visit? in
                let s = try db.prepare("SELECT \(Store.visitColumns) FROM visits WHERE id = ?")
                try s.bind([.text(visit.id)])
                defer { s.reset() }
                return try s.step() ? Store.visitRow(s) : nil
            }
            if let existing {
                if existing != visit { plan.updatedVisits += 1 } else { plan.unchangedVisits += 1 }
            } else {
                plan.addedVisits += 1
            }
        }
        if mode == .replace {
            let ids = Set(places.map(\.id))
            plan.removedPlaces = try allIds("restaurants").filter { !ids.contains($0) }.count
            let visitIds = Set(visits.map(\.id))
            plan.removedVisits = try allIds("visits").filter { !visitIds.contains($0) }.count
        }
        return plan
    }

    /// Every id in `table` (`restaurants` or `visits`).
    private func allIds(_ table: String) throws(StoreError) -> [String] {
        try read { try db.rows("SELECT id FROM \(table)") { $0.text(0) ?? "" } }
    }

    static func sameContent(_ a: Restaurant, _ b: Restaurant) -> Bool {
        a.name == b.name && a.category == b.category && a.address == b.address && a.city == b.city && a.state == b.state
            && a.tags == b.tags && a.notes == b.notes && a.externalLink == b.externalLink && a.lat == b.lat && a.lng == b.lng
            && a.isFavorite == b.isFavorite && (b.priceTier == nil || a.priceTier == b.priceTier)
            && (b.osmId == nil || a.osmId == b.osmId) && (b.details == nil || a.details == b.details)
    }

    /// What an imported row keeps from the place already stored: its origin,
    /// and the price, OpenStreetMap id and details a file leaves out (the iOS
    /// app's backups have none of them).
    static func merged(_ incoming: Restaurant, into existing: Restaurant) -> Restaurant {
        var row = incoming
        row.origin = existing.origin
        if incoming.priceTier == nil { row.priceTier = existing.priceTier }
        if incoming.osmId == nil { row.osmId = existing.osmId }
        if incoming.details == nil { row.details = existing.details }
        return row
    }

    /// Imports places and visits in one transaction: everything or nothing.
    /// Rating aggregates are recomputed from the visits afterwards (a place
    /// without visits keeps the file's snapshot), and new visits teach the
    /// learned weights when `learning` is on.
    @discardableResult
    public func importCollection(places: [Restaurant], visits: [Visit], mode: ImportMode, learning: Bool) throws(StoreError) -> ImportPlan {
        let plan = try self.plan(places: places, visits: visits, mode: mode)
        try write {
            if mode == .replace {
                // Seeded places not in the file stay gone, even when a newer seed arrives.
                let fileIds = Set(places.map(\.id))
                let seeded = try db.rows("SELECT id FROM restaurants WHERE origin = 'seed'") { $0.text(0) ?? "" }
                for id in seeded where !fileIds.contains(id) {
                    try db.run("INSERT OR IGNORE INTO forgotten_seed (id) VALUES (?)", [.text(id)])
                }
                try db.execute("DELETE FROM visits; DELETE FROM restaurants; DELETE FROM learned_weights")
            }
            try bulkLoad {
                for place in places {
                    if let existing = try self.place(id: place.id) {
                        try upsertRow(Store.merged(place, into: existing), userModified: true)
                    } else {
                        try upsertRow(place, userModified: true, isNew: true)
                    }
                }
            }
            var touched = Set(places.map(\.id))
            for visit in visits {
                let isNew = try db.scalar("SELECT 1 FROM visits WHERE id = ?", [.text(visit.id)]) == nil
                try db.run("""
                    INSERT INTO visits (id, restaurant_id, date_visited, rating, tags, note, is_match, would_return)
                    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
                    ON CONFLICT (id) DO UPDATE SET restaurant_id = ?2, date_visited = ?3, rating = ?4, tags = ?5, note = ?6,
                        is_match = ?7, would_return = ?8
                    """, [.text(visit.id), .text(visit.restaurantId), .double(visit.dateVisited.timeIntervalSince1970),
                          .int(Int64(visit.rating)), .text(visit.tags.joined(separator: String(Store.tagSeparator))),
                          .optional(visit.note), .bool(visit.isMatch), .bool(visit.wouldReturn)])
                touched.insert(visit.restaurantId)
                if isNew && learning { try learn(from: visit) }
            }
            for id in touched where try db.scalar("SELECT count(*) FROM visits WHERE restaurant_id = ?", [.text(id)])?.int ?? 0 > 0 {
                try recomputeAggregates(restaurantId: id)
            }
        }
        checkpointAfterBulk(rows: places.count + visits.count)
        return plan
    }
}
