#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - The live store: SQLite

extension PlaceStore {
    /// The calls, run on the SQLite store.
    public static func live(_ store: Store) -> PlaceStore {
        PlaceStore(
            spinCandidates: { q, learning throws(StoreError) in try store.pool.spinCandidates(q, learning: learning) },
            nearby: { point, km, q, learning throws(StoreError) in
                try store.geo.nearby(point, radiusKm: km, query: q, learning: learning).map {
                    NearbyCandidate(candidate: $0.candidate, km: $0.km)
                }
            },
            recentlyVisited: { n throws(StoreError) in try store.pool.recentlyVisitedPks(count: n) },
            placesByKey: { keys throws(StoreError) in try store.places(pks: keys) },
            openingHours: { keys throws(StoreError) in try store.openingHours(pks: keys) },
            place: { id throws(StoreError) in try store.place(id: id) },
            places: { q throws(StoreError) in try store.places(q) },
            placesNamed: { name, city, limit throws(StoreError) in try store.places(named: name, preferCityKey: city, limit: limit) },
            sameSpot: { name, point throws(StoreError) in
                try store.places(named: name, limit: 50).first {
                    Folding.key($0.name) == Folding.key(name)
                        && Geo.distanceKm(point, Coordinate(lat: $0.lat, lng: $0.lng)) < PlaceStore.sameSpotKm
                }
            },
            placesWithOSMIds: { ids throws(StoreError) in try store.places(osmIds: ids) },
            placeNames: { prefix, city throws(StoreError) in try store.placeNames(prefix: prefix, preferCityKey: city) },
            allNames: { () throws(StoreError) in try store.allNames() },
            placeCount: { () throws(StoreError) in try store.placeCount() },
            cityCounts: { () throws(StoreError) in
                try store.cityCounts().map { CityCount(city: $0.city, state: $0.state, count: $0.count) }
            },
            termCounts: { key throws(StoreError) in
                let counts = try store.termCounts(cityKey: key)
                return (
                    counts.categories.map { TermCount(term: $0.0, count: $0.1) }, counts.tags.map { TermCount(term: $0.0, count: $0.1) }
                )
            },
            visits: { id, limit throws(StoreError) in try store.visits.of(restaurantId: id, limit: limit) },
            visitCount: { id throws(StoreError) in try store.visitCount(restaurantId: id) },
            newVisitId: { () throws(StoreError) in try store.newVisitId() },
            record: { visit, learning throws(StoreError) in try store.visits.record(visit, learning: learning) },
            history: { q throws(StoreError) in try store.visits.history(q).map { HistoryRow(visit: $0.visit, place: $0.place) } },
            idExists: { id throws(StoreError) in try store.place(id: id) != nil },
            insert: { p throws(StoreError) in try store.insert(p) },
            update: { p throws(StoreError) in try store.update(p) },
            setFavorite: { id, on throws(StoreError) in try store.setFavorite(id: id, on) },
            forget: { id throws(StoreError) in try store.forget(id: id) },
            writeBackup: { date, version, limits, writePart in
                try store.writeBackup(createdAt: date, appVersion: version, limits: limits, writePart: writePart)
            },
            planImport: { p, v, mode throws(StoreError) in try store.backups.plan(places: p, visits: v, mode: mode) },
            applyImport: { p, v, mode, learning throws(StoreError) in
                try store.backups.importCollection(places: p, visits: v, mode: mode, learning: learning)
            },
            checkpoint: { store.checkpoint() })
    }
}
