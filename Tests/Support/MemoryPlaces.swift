import ChooseThereKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - An in-memory store for tests of the conversation

/// Places, visits and learned weights in arrays, with the live store's
/// rules (folded terms, the spin filters, aggregates, learning, imports).
/// Small lists only: every call scans.
public final class MemoryPlaces {
    public private(set) var places: [Restaurant] = []
    /// Store keys, parallel to `places`.
    private var keys: [Int] = []
    private var nextKey = 1
    public private(set) var visits: [Visit] = []
    public private(set) var weights: [String: Double] = [:]
    private var visitSerial = 0

    public init(places: [Restaurant] = []) {
        for place in places { add(place) }
    }

    private func add(_ place: Restaurant) {
        places.append(place)
        keys.append(nextKey)
        nextKey += 1
    }

    private func index(of id: String) -> Int? { places.firstIndex { $0.id == id } }

    /// `category|bar` / `tag|japanese` weights of one place.
    private func learned(_ p: Restaurant) -> Double {
        weights["category|" + Folding.key(p.category), default: 0]
            + p.tags.reduce(0) { $0 + weights["tag|" + Folding.key($1), default: 0] }
    }

    private func terms(_ p: Restaurant) -> Set<String> { Set([Folding.key(p.category)] + p.tags.map(Folding.key)) }

    private func matches(_ p: Restaurant, _ q: PoolQuery, city: Bool) -> Bool {
        let t = terms(p)
        if city, let key = q.cityKey.map(CityKey.init) {
            if Folding.key(p.city) != Folding.key(key.name) { return false }
            if key.raw.split(separator: "|").count == 2, p.state != key.admin { return false }
        }
        if !q.allOf.allSatisfy(t.contains) { return false }
        if !q.anyOf.isEmpty, !q.anyOf.contains(where: t.contains) { return false }
        if q.noneOf.contains(where: t.contains) { return false }
        if let price = q.price, p.priceTier != price { return false }
        if q.favoritesOnly, !p.isFavorite { return false }
        if let minimum = q.minimumRating, (p.ratingAverage ?? 0) < minimum { return false }
        if city, let box = q.box, !(box.minLat...box.maxLat).contains(p.lat) || !(box.minLng...box.maxLng).contains(p.lng) { return false }
        return true
    }

    private func candidate(_ i: Int, learning: Bool) -> SpinCandidate {
        let p = places[i]
        return SpinCandidate(
            pk: keys[i], ratingAverage: p.ratingAverage, ratingCount: p.ratingCount,
            learned: learning ? learned(p) : 0, lat: p.lat, lng: p.lng)
    }

    func spinCandidates(_ q: PoolQuery, learning: Bool) -> [SpinCandidate] {
        places.indices.filter { matches(places[$0], q, city: true) }.map { candidate($0, learning: learning) }
    }

    func nearby(_ point: Coordinate, _ radiusKm: Double, _ q: PoolQuery, learning: Bool) -> [NearbyCandidate] {
        places.indices.compactMap { i -> NearbyCandidate? in
            let km = Geo.distanceKm(point, Coordinate(lat: places[i].lat, lng: places[i].lng))
            guard km <= radiusKm, matches(places[i], q, city: false) else { return nil }
            return NearbyCandidate(candidate: candidate(i, learning: learning), km: km)
        }.sorted { ($0.km, $0.candidate.pk) < ($1.km, $1.candidate.pk) }
    }

    func recentlyVisited(_ count: Int) -> [Int] {
        var seen: [String] = []
        for visit in visits.sorted(by: { $0.dateVisited > $1.dateVisited }) where !seen.contains(visit.restaurantId) {
            seen.append(visit.restaurantId)
        }
        return seen.prefix(count).compactMap { id in index(of: id).map { keys[$0] } }
    }

    func placesByKey(_ wanted: [Int]) -> [Int: Restaurant] {
        var out: [Int: Restaurant] = [:]
        for (i, key) in keys.enumerated() where wanted.contains(key) { out[key] = places[i] }
        return out
    }

    func page(_ q: PlaceQuery) -> PlacePage {
        let text = q.text.map(Folding.key)
        let found = places.filter { p in
            if let key = q.cityKey.map(CityKey.init) {
                if Folding.key(p.city) != Folding.key(key.name) { return false }
                if key.raw.split(separator: "|").count == 2, p.state != key.admin { return false }
            }
            if q.favoritesOnly, !p.isFavorite { return false }
            if let price = q.price, p.priceTier != price { return false }
            let t = terms(p)
            if !q.terms.map(Folding.key).allSatisfy(t.contains) { return false }
            if let text, !text.isEmpty {
                return Folding.key(p.name).contains(text) || t.contains(text) || Folding.key(p.address).contains(text)
            }
            return true
        }.sorted { (Folding.key($0.name), Folding.key($0.city), $0.id) < (Folding.key($1.name), Folding.key($1.city), $1.id) }
        return PlacePage(items: Array(found.dropFirst(q.offset).prefix(q.limit)), total: found.count)
    }

    func named(_ name: String, preferCityKey: String?, limit: Int) -> [Restaurant] {
        let folded = Folding.key(name)
        guard !folded.isEmpty else { return [] }
        var found = places.filter { Folding.key($0.name) == folded }
        if found.isEmpty { found = places.filter { Folding.key($0.name).contains(folded) } }
        found = Array(found.prefix(limit))
        guard let key = preferCityKey else { return found }
        return found.filter { $0.cityKey == key } + found.filter { $0.cityKey != key }
    }

    func record(_ visit: Visit, learning: Bool) -> Restaurant? {
        visits.append(visit)
        recompute(visit.restaurantId)
        if learning, let i = index(of: visit.restaurantId) {
            let delta = StoreVisits.learningDelta(stars: visit.rating)
            if delta != 0 {
                for key in ["category|" + Folding.key(places[i].category)] + Set(places[i].tags.map { "tag|" + Folding.key($0) }) {
                    weights[key] = max(-5, min(5, weights[key, default: 0] + delta))
                }
            }
        }
        return index(of: visit.restaurantId).map { places[$0] }
    }

    private func recompute(_ id: String) {
        guard let i = index(of: id) else { return }
        let own = visits.filter { $0.restaurantId == id }
        let rated = own.filter { $0.rating > 0 }
        places[i].ratingAverage = rated.isEmpty ? nil : Double(rated.reduce(0) { $0 + $1.rating }) / Double(rated.count)
        places[i].ratingCount = rated.count
        places[i].lastVisitedAt = own.map(\.dateVisited).max()
    }

    func history(_ q: VisitQuery) -> [HistoryRow] {
        var rows = visits.compactMap { v in index(of: v.restaurantId).map { HistoryRow(visit: v, place: places[$0]) } }
        switch q.filter {
        case .all: rows.sort { $0.visit.dateVisited > $1.visit.dateVisited }
        case .best:
            rows = rows.filter { $0.visit.rating >= 4 }
            rows.sort { ($0.visit.rating, $0.visit.dateVisited) > ($1.visit.rating, $1.visit.dateVisited) }
        case .wouldReturn: rows = rows.filter(\.visit.wouldReturn).sorted { $0.visit.dateVisited > $1.visit.dateVisited }
        case .match: rows = rows.filter(\.visit.isMatch).sorted { $0.visit.dateVisited > $1.visit.dateVisited }
        case .favorites: rows = rows.filter(\.place.isFavorite).sorted { $0.visit.dateVisited > $1.visit.dateVisited }
        }
        return Array(rows.prefix(q.limit))
    }

    func cityCounts() -> [CityCount] {
        var counts: [String: CityCount] = [:]
        for p in places where !p.city.isEmpty {
            counts[Folding.key(p.city) + "|" + p.state, default: CityCount(city: p.city, state: p.state, count: 0)].count += 1
        }
        return counts.values.sorted { ($1.count, Folding.key($0.city)) < ($0.count, Folding.key($1.city)) }
    }

    func termCounts(_ cityKey: String?) -> (categories: [TermCount], tags: [TermCount]) {
        let inCity = cityKey.map { key in page(PlaceQuery(cityKey: key, limit: Int.max)).items } ?? places
        func count(_ values: [String]) -> [TermCount] {
            var labels: [String: String] = [:]
            var n: [String: Int] = [:]
            for v in values {
                let k = Folding.key(v)
                labels[k] = min(labels[k] ?? v, v)
                n[k, default: 0] += 1
            }
            return n.map { TermCount(term: labels[$0.key] ?? $0.key, count: $0.value) }
                .sorted { ($1.count, Folding.key($0.term)) < ($0.count, Folding.key($1.term)) }
        }
        return (count(inCity.map(\.category)), count(inCity.flatMap(uniqueTags)))
    }

    private func uniqueTags(_ p: Restaurant) -> [String] {
        var seen = Set<String>()
        return p.tags.filter { seen.insert(Folding.key($0)).inserted }
    }

    func insert(_ p: Restaurant) throws(StoreError) {
        guard index(of: p.id) == nil else { throw .failed(path: ":memory:", reason: "a place with id \(p.id) already exists") }
        add(p)
    }

    func update(_ p: Restaurant) { if let i = index(of: p.id) { places[i] = p } else { add(p) } }

    func setFavorite(_ id: String, _ on: Bool) { if let i = index(of: id) { places[i].isFavorite = on } }

    func forget(_ id: String) {
        if let i = index(of: id) { places.remove(at: i); keys.remove(at: i) }
        visits.removeAll { $0.restaurantId == id }
    }

    func newVisitId() -> String {
        visitSerial += 1
        return "memory-visit-\(visitSerial)"
    }

    func plan(_ incoming: some Collection<Restaurant>, _ incomingVisits: some Collection<Visit>, _ mode: ImportMode) -> ImportPlan {
        var plan = ImportPlan()
        for p in incoming {
            if let i = index(of: p.id) {
                if StoreBackups.sameContent(places[i], p) { plan.unchangedPlaces += 1 } else { plan.updatedPlaces.append(p.name) }
            } else {
                plan.addedPlaces.append(p.name)
            }
        }
        for v in incomingVisits {
            if let existing = visits.first(where: { $0.id == v.id }) {
                if existing == v { plan.unchangedVisits += 1 } else { plan.updatedVisits += 1 }
            } else {
                plan.addedVisits += 1
            }
        }
        if mode == .replace {
            let ids = Set(incoming.map(\.id)), visitIds = Set(incomingVisits.map(\.id))
            plan.removedPlaces = places.filter { !ids.contains($0.id) }.count
            plan.removedVisits = visits.filter { !visitIds.contains($0.id) }.count
        }
        return plan
    }

    func apply(
        _ incoming: some Collection<Restaurant>, _ incomingVisits: some Collection<Visit>, _ mode: ImportMode, learning: Bool
    ) -> ImportPlan {
        let plan = self.plan(incoming, incomingVisits, mode)
        if mode == .replace { places = []; keys = []; visits = []; weights = [:] }
        for p in incoming {
            if let i = index(of: p.id) { places[i] = StoreBackups.merged(p, into: places[i]) } else { add(p) }
        }
        for v in incomingVisits {
            if let i = visits.firstIndex(where: { $0.id == v.id }) {
                visits[i] = v; recompute(v.restaurantId)
            } else {
                _ = record(v, learning: learning)
            }
        }
        return plan
    }
}
