import ChooseThereKit

// MARK: - The store's calls on plain arrays

extension PlaceStore {
    /// The calls, run on `MemoryPlaces` (tests of the conversation).
    public static func inMemory(_ m: MemoryPlaces) -> PlaceStore {
        PlaceStore(
            spinCandidates: { q, learning in m.spinCandidates(q, learning: learning) },
            nearby: { point, km, q, learning in m.nearby(point, km, q, learning: learning) },
            recentlyVisited: { m.recentlyVisited($0) },
            placesByKey: { m.placesByKey($0) },
            openingHours: { keys in
                m.placesByKey(keys).mapValues {
                    PlaceHours(name: $0.name, openingHours: $0.details?.openingHours, city: $0.city, state: $0.state)
                }
            },
            place: { id in m.places.first { $0.id == id } },
            places: { m.page($0) },
            placesNamed: { m.named($0, preferCityKey: $1, limit: $2) },
            sameSpot: { name, point in
                m.places.first {
                    Folding.key($0.name) == Folding.key(name)
                        && Geo.distanceKm(point, Coordinate(lat: $0.lat, lng: $0.lng)) < PlaceStore.sameSpotKm
                }
            },
            placesWithOSMIds: { ids in
                let wanted = Set(ids)
                return Dictionary(m.places.compactMap { p in p.osmId.flatMap { wanted.contains($0) ? ($0, p) : nil } }) { a, _ in a }
            },
            placeNames: { prefix, _ in m.places.map(\.name).filter { Folding.key($0).hasPrefix(prefix) }.sorted() },
            allNames: { m.places.map(\.name) },
            placeCount: { m.places.count },
            cityCounts: { m.cityCounts() },
            termCounts: { m.termCounts($0) },
            visits: { id, limit in Array(m.visits.filter { $0.restaurantId == id }.sorted { $0.dateVisited > $1.dateVisited }.prefix(limit))
            },
            visitCount: { id in m.visits.filter { $0.restaurantId == id }.count },
            newVisitId: { m.newVisitId() },
            record: { v, learning in m.record(v, learning: learning) },
            history: { m.history($0) },
            idExists: { id in m.places.contains { $0.id == id } },
            insert: { p throws(StoreError) in try m.insert(p) },
            update: { m.update($0) },
            setFavorite: { m.setFavorite($0, $1) },
            forget: { m.forget($0) },
            writeBackup: { date, version, _, writePart in  // one file: the lists held in memory are small
                let backup = Backup(
                    createdAt: date, appVersion: version, restaurants: m.places.sorted { $0.id < $1.id },
                    visits: m.visits.sorted { ($0.dateVisited, $0.id) < ($1.dateVisited, $1.id) })
                try writePart(0, 1) { emit in try emit(Array(backup.json.prettyEncoded().utf8)) }
                return [(backup.restaurants.count, backup.visits.count)]
            },
            planImport: { m.plan($0, $1, $2) },
            applyImport: { m.apply($0, $1, $2, learning: $3) },
            checkpoint: {})
    }
}
