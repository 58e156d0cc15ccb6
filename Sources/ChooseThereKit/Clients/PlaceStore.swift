#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - The store as the session sees it

/// A candidate of a near pool with its distance from the search point.
public struct NearbyCandidate: Sendable, Equatable {
    public var candidate: SpinCandidate
    public var km: Double

    public init(candidate: SpinCandidate, km: Double) {
        self.candidate = candidate
        self.km = km
    }
}

/// Every call the session makes to the place store, as closures: `live`
/// runs them on SQLite (`Store`); test support's `inMemory` runs them on
/// plain arrays, held to the same contract by `PlaceStoreContractTests`.
/// Nothing else in the session touches the store.
public struct PlaceStore {
    // Pools
    public var spinCandidates: (_ query: PoolQuery, _ learning: Bool) throws(StoreError) -> [SpinCandidate]
    public var nearby:
        (_ point: Coordinate, _ radiusKm: Double, _ query: PoolQuery, _ learning: Bool) throws(StoreError) -> [NearbyCandidate]
    /// Store keys of the last `count` distinct places visited, newest first.
    public var recentlyVisited: (_ count: Int) throws(StoreError) -> [Int]
    /// The places with these store keys (one query for a whole list).
    public var placesByKey: (_ keys: [Int]) throws(StoreError) -> [Int: Restaurant]
    /// Names, hours and cities of these store keys (an "open now" pool).
    public var openingHours: (_ keys: [Int]) throws(StoreError) -> [Int: PlaceHours]
    // Reading places
    public var place: (_ id: String) throws(StoreError) -> Restaurant?
    public var places: (_ query: PlaceQuery) throws(StoreError) -> PlacePage
    /// Places whose folded name equals `name`, else contains it; `preferCityKey` first.
    public var placesNamed: (_ name: String, _ preferCityKey: String?, _ limit: Int) throws(StoreError) -> [Restaurant]
    /// A place with the same folded name within 200 m of `point` (the same place).
    public var sameSpot: (_ name: String, _ point: Coordinate) throws(StoreError) -> Restaurant?
    /// Places saved from OpenStreetMap, by their OpenStreetMap id.
    public var placesWithOSMIds: (_ osmIds: [String]) throws(StoreError) -> [String: Restaurant]
    public var placeNames: (_ foldedPrefix: String, _ preferCityKey: String?) throws(StoreError) -> [String]
    /// Every place name (the parser finds them inside sentences).
    public var allNames: () throws(StoreError) -> [String]
    public var placeCount: () throws(StoreError) -> Int
    public var cityCounts: () throws(StoreError) -> [CityCount]
    public var termCounts: (_ cityKey: String?) throws(StoreError) -> (categories: [TermCount], tags: [TermCount])
    // Visits
    public var visits: (_ placeId: String, _ limit: Int) throws(StoreError) -> [Visit]
    public var visitCount: (_ placeId: String) throws(StoreError) -> Int
    /// A visit id unique in this store (never from the seeded generator).
    public var newVisitId: () throws(StoreError) -> String
    /// Records the visit (and learns from it); the place as it is afterwards.
    public var record: (_ visit: Visit, _ learning: Bool) throws(StoreError) -> Restaurant?
    public var history: (_ query: VisitQuery) throws(StoreError) -> [HistoryRow]
    // Writing places
    public var idExists: (_ id: String) throws(StoreError) -> Bool
    public var insert: (_ place: Restaurant) throws(StoreError) -> Void
    public var update: (_ place: Restaurant) throws(StoreError) -> Void
    public var setFavorite: (_ id: String, _ on: Bool) throws(StoreError) -> Void
    public var forget: (_ id: String) throws(StoreError) -> Void
    // Backups
    /// Writes the whole collection as backup files — one, or several when
    /// one would hold more than `limits` — handing each file's writer pieces
    /// of it (one read snapshot, bounded memory); the places and visits of
    /// each file. Throws what the writer throws, or a `StoreError`.
    public var writeBackup:
        (
            _ createdAt: Date, _ appVersion: String, _ limits: BackupPartLimits,
            _ writePart: BackupPartWriter
        ) throws -> [(places: Int, visits: Int)]
    /// What importing these rows would do (read from a file, they stay packed until used).
    public var planImport:
        (_ places: BackupRows<Restaurant>, _ visits: BackupRows<Visit>, _ mode: ImportMode) throws(StoreError) -> ImportPlan
    /// Imports them, everything or nothing.
    public var applyImport:
        (
            _ places: BackupRows<Restaurant>, _ visits: BackupRows<Visit>, _ mode: ImportMode,
            _ learning: Bool
        ) throws(StoreError) -> ImportPlan
    // Durability
    /// After each command: what it wrote is copied from the log into the
    /// store file (a copy of the file alone then holds everything).
    public var checkpoint: () -> Void

    public init(
        spinCandidates: @escaping (_ query: PoolQuery, _ learning: Bool) throws(StoreError) -> [SpinCandidate],
        nearby:
            @escaping (_ point: Coordinate, _ radiusKm: Double, _ query: PoolQuery, _ learning: Bool) throws(StoreError) ->
            [NearbyCandidate],
        recentlyVisited: @escaping (_ count: Int) throws(StoreError) -> [Int],
        placesByKey: @escaping (_ keys: [Int]) throws(StoreError) -> [Int: Restaurant],
        openingHours: @escaping (_ keys: [Int]) throws(StoreError) -> [Int: PlaceHours],
        place: @escaping (_ id: String) throws(StoreError) -> Restaurant?,
        places: @escaping (_ query: PlaceQuery) throws(StoreError) -> PlacePage,
        placesNamed: @escaping (_ name: String, _ preferCityKey: String?, _ limit: Int) throws(StoreError) -> [Restaurant],
        sameSpot: @escaping (_ name: String, _ point: Coordinate) throws(StoreError) -> Restaurant?,
        placesWithOSMIds: @escaping (_ osmIds: [String]) throws(StoreError) -> [String: Restaurant],
        placeNames: @escaping (_ foldedPrefix: String, _ preferCityKey: String?) throws(StoreError) -> [String],
        allNames: @escaping () throws(StoreError) -> [String],
        placeCount: @escaping () throws(StoreError) -> Int,
        cityCounts: @escaping () throws(StoreError) -> [CityCount],
        termCounts: @escaping (_ cityKey: String?) throws(StoreError) -> (categories: [TermCount], tags: [TermCount]),
        visits: @escaping (_ placeId: String, _ limit: Int) throws(StoreError) -> [Visit],
        visitCount: @escaping (_ placeId: String) throws(StoreError) -> Int,
        newVisitId: @escaping () throws(StoreError) -> String,
        record: @escaping (_ visit: Visit, _ learning: Bool) throws(StoreError) -> Restaurant?,
        history: @escaping (_ query: VisitQuery) throws(StoreError) -> [HistoryRow],
        idExists: @escaping (_ id: String) throws(StoreError) -> Bool,
        insert: @escaping (_ place: Restaurant) throws(StoreError) -> Void,
        update: @escaping (_ place: Restaurant) throws(StoreError) -> Void,
        setFavorite: @escaping (_ id: String, _ on: Bool) throws(StoreError) -> Void,
        forget: @escaping (_ id: String) throws(StoreError) -> Void,
        writeBackup:
            @escaping (
                _ createdAt: Date, _ appVersion: String, _ limits: BackupPartLimits,
                _ writePart: BackupPartWriter
            ) throws -> [(places: Int, visits: Int)],
        planImport:
            @escaping (_ places: BackupRows<Restaurant>, _ visits: BackupRows<Visit>, _ mode: ImportMode) throws(StoreError) -> ImportPlan,
        applyImport:
            @escaping (
                _ places: BackupRows<Restaurant>, _ visits: BackupRows<Visit>, _ mode: ImportMode,
                _ learning: Bool
            ) throws(StoreError) -> ImportPlan,
        checkpoint: @escaping () -> Void
    ) {
        self.spinCandidates = spinCandidates
        self.nearby = nearby
        self.recentlyVisited = recentlyVisited
        self.placesByKey = placesByKey
        self.openingHours = openingHours
        self.place = place
        self.places = places
        self.placesNamed = placesNamed
        self.sameSpot = sameSpot
        self.placesWithOSMIds = placesWithOSMIds
        self.placeNames = placeNames
        self.allNames = allNames
        self.placeCount = placeCount
        self.cityCounts = cityCounts
        self.termCounts = termCounts
        self.visits = visits
        self.visitCount = visitCount
        self.newVisitId = newVisitId
        self.record = record
        self.history = history
        self.idExists = idExists
        self.insert = insert
        self.update = update
        self.setFavorite = setFavorite
        self.forget = forget
        self.writeBackup = writeBackup
        self.planImport = planImport
        self.applyImport = applyImport
        self.checkpoint = checkpoint
    }
}

extension PlaceStore {
    /// The distance under which two places of the same name are one place.
    public static let sameSpotKm = 0.2

    /// The list places that OpenStreetMap results are, by the result's
    /// `placeId`: the same OpenStreetMap id, or the same folded name within
    /// 200 m. Such a result is the user's place (its ratings count, and
    /// `rate` records a visit to it).
    public func listMatches(_ found: [NearbyPlace]) throws(StoreError) -> [String: Restaurant] {
        guard !found.isEmpty else { return [:] }
        let byOSMId = try placesWithOSMIds(found.map(\.osmId))
        var matches: [String: Restaurant] = [:]
        for place in found {
            if let saved = byOSMId[place.osmId] {
                matches[place.placeId] = saved
            } else if let saved = try sameSpot(place.name, Coordinate(lat: place.lat, lng: place.lng)) {
                matches[place.placeId] = saved
            }
        }
        return matches
    }

    /// `sp-bar-do-ze`, or `sp-bar-do-ze-2` when taken.
    /// Held to 100 code points before the counter, far inside `TextLimits.id`.
    public func freshId(name: String, state: String) throws(StoreError) -> String {
        let slug = Folding.key(name.unicodeScalars.prefix(100).map(String.init).joined())
            .map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
            .split(separator: "-").joined(separator: "-")
        let full =
            (state.isEmpty ? "user" : String(state.lowercased().unicodeScalars.prefix(10).map(Character.init)))
            + "-" + (slug.isEmpty ? "place" : slug)
        let base = TextLimits.cut(full, to: 100) ?? full
        var candidate = base
        var n = 2
        while try idExists(candidate) {
            candidate = "\(base)-\(n)"
            n += 1
        }
        return candidate
    }
}
