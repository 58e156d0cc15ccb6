#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Export and import of the whole collection

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

    public init(
        addedPlaces: [String] = [], updatedPlaces: [String] = [], unchangedPlaces: Int = 0, addedVisits: Int = 0,
        updatedVisits: Int = 0, unchangedVisits: Int = 0, removedPlaces: Int = 0, removedVisits: Int = 0
    ) {
        self.addedPlaces = addedPlaces
        self.updatedPlaces = updatedPlaces
        self.unchangedPlaces = unchangedPlaces
        self.addedVisits = addedVisits
        self.updatedVisits = updatedVisits
        self.unchangedVisits = unchangedVisits
        self.removedPlaces = removedPlaces
        self.removedVisits = removedVisits
    }
}

extension Store {
    /// Backups: export, import plans and imports.
    public var backups: StoreBackups { StoreBackups(store: self) }
}

/// Backups of the whole store: an export in one snapshot, the plan of an
/// import (what it would add, change or refuse), and the import itself.
public struct StoreBackups: StoreSection {
    let store: Store

    /// Every place and visit, for `export`: one snapshot, read in a single
    /// transaction, so a place rated by another process meanwhile can never
    /// leave a visit whose place is missing (import would refuse the file).
    public func exportBackup(createdAt: Date, appVersion: String?) throws(StoreError) -> Backup {
        try read {
            try db.readTransaction {
                let places = try db.rows("SELECT \(StoredRow.placeColumns) FROM restaurants ORDER BY id") {
                    StoredRow.place($0).fitted().place
                }
                let visits = try db.rows("SELECT \(StoredRow.visitColumns) FROM visits ORDER BY date_visited, id") {
                    StoredRow.visit($0).fitted().visit
                }
                return Backup(createdAt: createdAt, appVersion: appVersion, restaurants: places, visits: visits)
            }
        }
    }

    /// What importing `places` and `visits` in `mode` would do.
    public func plan(places: some Collection<Restaurant>, visits: some Collection<Visit>, mode: ImportMode) throws(StoreError) -> ImportPlan
    {
        try withoutMapping { () throws(StoreError) in
            try store.rehearse { () throws(StoreError) in try importRows(places: places, visits: visits, mode: mode, learning: false) }
        }
    }

    /// Runs `body` with memory-mapped reads off: a large import or its
    /// preview looks up every id, and each page read would otherwise stay
    /// mapped and count in the process's memory (re-importing 130,000
    /// places measured 295 MB with mapping, 120 MB without).
    func withoutMapping<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        try? db.execute("PRAGMA mmap_size = 0")
        defer { try? db.execute("PRAGMA mmap_size = \(Store.mmapSize)") }
        return try body()
    }

    /// What the import would do; `stored` collects the ids already in the store.
    private func planRows(
        places: some Collection<Restaurant>, visits: some Collection<Visit>, mode: ImportMode,
        stored: inout Set<String>
    ) throws(StoreError) -> ImportPlan {
        var plan = ImportPlan()
        for place in places {
            if let existing = try store.place(id: place.id) {
                stored.insert(place.id)
                if !StoreBackups.sameContent(existing, place) { plan.updatedPlaces.append(place.name) } else { plan.unchangedPlaces += 1 }
            } else {
                plan.addedPlaces.append(place.name)
            }
        }
        for visit in visits {
            let existing = try read { () throws -> Visit? in
                let s = try db.prepare("SELECT \(StoredRow.visitColumns) FROM visits WHERE id = ?")
                try s.bind([.text(visit.id)])
                defer { s.reset() }
                return try s.step() ? StoredRow.visit(s) : nil
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

    /// Refuses, before anything is written, a visit whose place would not
    /// exist afterwards (not in the file, and for a replace not kept either):
    /// the store would otherwise fail half-way with a bare constraint error.
    /// Runs inside the import's write transaction, so no other process can
    /// remove a place between the check and the load. Returns the file's
    /// place ids when a replace or the visits need them (else nil: a list
    /// of 100,000 places is not hashed for nothing).
    private func checkVisitsHavePlaces(
        places: some Collection<Restaurant>, visits: some Collection<Visit>,
        mode: ImportMode
    ) throws -> Set<String>? {
        let needed = mode == .replace || !visits.isEmpty
        var fileIds = Set<String>(minimumCapacity: needed ? places.count : 0)
        var unnamed = false
        for place in places {
            if needed { fileIds.insert(place.id) }
            unnamed = unnamed || place.id.isEmpty || place.name.isEmpty
        }
        // Rows are checked when a file is read; one without an id here was not (or could not be read again).
        if unnamed {
            throw StoreError.failed(path: path, reason: "a place without an id or name cannot be imported; nothing was imported")
        }
        for visit in visits {
            if visit.id.isEmpty {
                throw StoreError.failed(path: path, reason: "a visit without an id cannot be imported; nothing was imported")
            }
            if fileIds.contains(visit.restaurantId) { continue }
            let stays = try db.scalar("SELECT 1 FROM restaurants WHERE id = ?", [.text(visit.restaurantId)]) != nil
            if mode == .replace || !stays {
                let whereNot =
                    mode == .replace ? "not in the file (a replace removes everything else)" : "in neither the file nor your list"
                throw StoreError.failed(
                    path: path,
                    reason: "visit '\(visit.id)' points at place '\(visit.restaurantId)', which is \(whereNot); nothing was imported")
            }
        }
        return needed ? fileIds : nil
    }

    /// Every id in `table` (`restaurants` or `visits`).
    private func allIds(_ table: String) throws(StoreError) -> [String] {
        try read { try db.rows("SELECT id FROM \(table)") { $0.text(0) ?? "" } }
    }

    public static func sameContent(_ a: Restaurant, _ b: Restaurant) -> Bool {
        a.name == b.name && a.category == b.category && a.address == b.address && a.city == b.city && a.state == b.state
            && a.tags == b.tags && a.notes == b.notes && a.externalLink == b.externalLink && a.lat == b.lat && a.lng == b.lng
            && a.isFavorite == b.isFavorite && (b.priceTier == nil || a.priceTier == b.priceTier)
            && (b.osmId == nil || a.osmId == b.osmId) && (b.details == nil || a.details == b.details)
    }

    /// What an imported row keeps from the place already stored: its origin,
    /// and the price, OpenStreetMap id and details a file leaves out (the iOS
    /// app's backups have none of them).
    public static func merged(_ incoming: Restaurant, into existing: Restaurant) -> Restaurant {
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
    public func importCollection(
        places: some Collection<Restaurant>, visits: some Collection<Visit>, mode: ImportMode,
        learning: Bool
    ) throws(StoreError) -> ImportPlan {
        try withoutMapping { () throws(StoreError) in try importRows(places: places, visits: visits, mode: mode, learning: learning) }
    }

    private func importRows(
        places: some Collection<Restaurant>, visits: some Collection<Visit>, mode: ImportMode,
        learning: Bool
    ) throws(StoreError) -> ImportPlan {
        // The plan is read inside the import's own transaction: the rows it
        // compares with are the ones the import changes, and 100,000 lookups
        // are not 100,000 read transactions (two locks and a stat each).
        var plan = ImportPlan()
        try write {
            var stored = Set<String>()
            plan = try planRows(places: places, visits: visits, mode: mode, stored: &stored)
            // Rows read from a file are parsed on each pass: the ids are taken once.
            let checkedIds = try checkVisitsHavePlaces(places: places, visits: visits, mode: mode)
            let fileIds = checkedIds ?? []
            if mode == .replace {
                // Seeded places not in the file stay gone, even when a newer seed arrives.
                let seeded = try db.rows("SELECT id FROM restaurants WHERE origin = 'seed'") { $0.text(0) ?? "" }
                for id in seeded where !fileIds.contains(id) {
                    try db.run("INSERT OR IGNORE INTO forgotten_seed (id) VALUES (?)", [.text(id)])
                }
                try db.execute("DELETE FROM visits; DELETE FROM restaurants; DELETE FROM learned_weights")
            }
            try store.bulkLoad {
                for place in places {
                    // Only ids the plan found stored are looked up again (none, into an empty list).
                    if stored.contains(place.id), let existing = try store.place(id: place.id) {
                        try store.upsertRow(StoreBackups.merged(place, into: existing), userModified: true)
                    } else {
                        try store.upsertRow(place, userModified: true, isNew: true)
                    }
                }
            }
            var touched = fileIds
            for row in visits {
                let visit = row.fitted().visit
                let isNew = try db.scalar("SELECT 1 FROM visits WHERE id = ?", [.text(visit.id)]) == nil
                try db.run(
                    """
                    INSERT INTO visits (id, restaurant_id, date_visited, rating, tags, note, is_match, would_return)
                    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
                    ON CONFLICT (id) DO UPDATE SET restaurant_id = ?2, date_visited = ?3, rating = ?4, tags = ?5, note = ?6,
                        is_match = ?7, would_return = ?8
                    """,
                    [
                        .text(visit.id), .text(visit.restaurantId), .double(visit.dateVisited.timeIntervalSince1970),
                        .int(Int64(visit.rating)), .text(visit.tags.joined(separator: String(StoredRow.tagSeparator))),
                        .optional(visit.note), .bool(visit.isMatch), .bool(visit.wouldReturn),
                    ])
                touched.insert(visit.restaurantId)
                if isNew && learning { try store.visits.learn(from: visit) }
            }
            // Only places with visits have aggregates to recompute: asked once, not once a place.
            let visited = Set(try db.rows("SELECT DISTINCT restaurant_id FROM visits") { $0.text(0) ?? "" })
            if checkedIds == nil && !visited.isEmpty { touched = Set(places.lazy.map(\.id).filter { visited.contains($0) }) }
            for id in touched where visited.contains(id) {
                try store.visits.recomputeAggregates(restaurantId: id)
            }
        }
        store.checkpointAfterBulk(rows: places.count + visits.count)
        return plan
    }
}
