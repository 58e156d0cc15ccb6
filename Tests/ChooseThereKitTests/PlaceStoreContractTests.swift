import ChooseThereTestSupport
import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - One contract, two stores: SQLite and the tests' in-memory one

/// The store the tests of the conversation use (`MemoryPlaces`) imitates
/// the SQLite store. These cases run against both with the same
/// expectations, so the imitation cannot drift from what it imitates.
@Suite("Place store contract")
struct PlaceStoreContractTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case sqlite, memory
        var testDescription: String { rawValue }
    }

    /// A store of `kind` holding `places`; `remove` deletes its files.
    final class Made {
        let store: PlaceStore
        private let dir: TempDir?
        init(_ kind: Kind, _ places: [Restaurant]) throws {
            switch kind {
            case .memory:
                store = .inMemory(MemoryPlaces(places: places))
                dir = nil
            case .sqlite:
                let dir = try TempDir()
                let sqlite = try Store(url: dir.file("store.sqlite3"))
                for place in places { try sqlite.insert(place) }
                store = .live(sqlite)
                self.dir = dir
            }
        }
        deinit { dir?.remove() }

        /// The ids of candidates, in the order given.
        func ids(_ candidates: [SpinCandidate]) throws -> [String] {
            let byKey = try store.placesByKey(candidates.map(\.pk))
            return candidates.map { byKey[$0.pk]?.id ?? "?" }
        }
    }

    static let centre = Coordinate(lat: -23.55, lng: -46.63)
    static let day = ISODate.parse("2026-11-01T20:00:00Z") ?? Date()

    static func place(
        _ id: String, city: String = "São Paulo", state: String = "SP", category: String = "restaurant",
        tags: [String] = [], price: Int? = nil, favorite: Bool = false, north km: Double = 0
    ) -> Restaurant {
        Restaurant(
            id: id, name: "Place \(id)", category: category, city: city, state: state, tags: tags,
            lat: centre.lat + km / 111.19, lng: centre.lng, priceTier: price, isFavorite: favorite)
    }

    static let places: [Restaurant] = [
        place("sushi", tags: ["Japanese", "cheap"], price: 1, north: 0.5),
        place("izakaya", category: "bar", tags: ["japanese", "beer"], price: 2, favorite: true, north: 1.5),
        place("cantina", tags: ["italian"], price: 3, north: 3),
        place("boteco", category: "boteco", tags: ["beer", "cheap"], price: 1, north: 0.1),
        place("far-sushi", tags: ["japanese"], price: 2, north: 40),
        place("curitiba-bar", city: "Curitiba", state: "PR", category: "bar", tags: ["beer"], price: 2),
    ]

    static func query(
        city: String? = nil, all: [String] = [], any: [String] = [], none: [String] = [], price: Int? = nil,
        favorites: Bool = false, minimumRating: Double? = nil
    ) -> PoolQuery {
        var q = PoolQuery()
        q.cityKey = city
        q.allOf = all
        q.anyOf = any
        q.noneOf = none
        q.price = price
        q.favoritesOnly = favorites
        q.minimumRating = minimumRating
        return q
    }

    // MARK: Pools

    @Test(arguments: Kind.allCases)
    func poolsFilterAlike(_ kind: Kind) throws {
        let made = try Made(kind, Self.places)
        func pool(_ q: PoolQuery) throws -> [String] { try made.ids(made.store.spinCandidates(q, false)).sorted() }
        #expect(try pool(PoolQuery()) == ["boteco", "cantina", "curitiba-bar", "far-sushi", "izakaya", "sushi"])
        #expect(try pool(Self.query(city: "São Paulo|SP")) == ["boteco", "cantina", "far-sushi", "izakaya", "sushi"])
        #expect(try pool(Self.query(city: "Curitiba|PR")) == ["curitiba-bar"])
        #expect(try pool(Self.query(all: ["japanese"])) == ["far-sushi", "izakaya", "sushi"])
        #expect(try pool(Self.query(all: ["bar"])) == ["curitiba-bar", "izakaya"])  // a category
        #expect(try pool(Self.query(all: ["japanese", "cheap"])) == ["sushi"])
        #expect(try pool(Self.query(any: ["italian", "boteco"])) == ["boteco", "cantina"])
        #expect(try pool(Self.query(none: ["beer", "japanese"])) == ["cantina"])
        #expect(try pool(Self.query(city: "São Paulo|SP", price: 1)) == ["boteco", "sushi"])
        #expect(try pool(Self.query(favorites: true)) == ["izakaya"])
        #expect(try pool(Self.query(all: ["nothing"])) == [])
    }

    @Test(arguments: Kind.allCases)
    func ratingsAndLearningAlike(_ kind: Kind) throws {
        let made = try Made(kind, Self.places)
        let store = made.store
        _ = try store.record(Visit(id: "v1", restaurantId: "sushi", dateVisited: Self.day, rating: 5), true)
        _ = try store.record(Visit(id: "v2", restaurantId: "sushi", dateVisited: Self.day.addingTimeInterval(60), rating: 4), true)
        let after = try store.record(Visit(id: "v3", restaurantId: "cantina", dateVisited: Self.day, rating: 1, wouldReturn: false), true)
        #expect(after?.ratingAverage == 1)
        #expect(after?.ratingCount == 1)
        #expect(try store.place("sushi")?.ratingAverage == 4.5)
        #expect(try store.place("sushi")?.ratingCount == 2)
        func pool(_ q: PoolQuery) throws -> [String] { try made.ids(store.spinCandidates(q, false)).sorted() }
        #expect(try pool(Self.query(minimumRating: 4)) == ["sushi"])
        // What the visits taught: the loved place's terms up, the disliked one's down.
        let learned = try Dictionary(
            uniqueKeysWithValues: zip(
                made.ids(store.spinCandidates(PoolQuery(), true)),
                store.spinCandidates(PoolQuery(), true).map(\.learned)))
        #expect((learned["sushi"] ?? 0) > 0)
        #expect((learned["far-sushi"] ?? 0) > 0)  // shares "japanese"
        #expect((learned["cantina"] ?? 0) < 0)
        #expect(learned["curitiba-bar"] == 0)
        #expect(try store.spinCandidates(PoolQuery(), false).allSatisfy { $0.learned == 0 })
    }

    // MARK: Near

    @Test(arguments: Kind.allCases)
    func nearSearchesAlike(_ kind: Kind) throws {
        let made = try Made(kind, Self.places)
        func near(_ km: Double, _ q: PoolQuery = PoolQuery()) throws -> [String] {
            try made.ids(made.store.nearby(Self.centre, km, q, false).map(\.candidate))
        }
        #expect(try near(2) == ["curitiba-bar", "boteco", "sushi", "izakaya"])  // Curitiba by name, here by its point
        #expect(try near(5, Self.query(all: ["japanese"])) == ["sushi", "izakaya"])
        #expect(try near(5, Self.query(none: ["beer"])) == ["sushi", "cantina"])
        #expect(try near(50, Self.query(all: ["japanese"], price: 2)) == ["izakaya", "far-sushi"])
        #expect(try near(0.2, Self.query(city: "São Paulo|SP")) == ["curitiba-bar", "boteco"])  // the radius is the area, not the city
        let distances = try made.store.nearby(Self.centre, 5, PoolQuery(), false).map(\.km)
        #expect(distances == distances.sorted())
        #expect(distances.first == 0)
    }

    // MARK: History

    @Test(arguments: Kind.allCases)
    func historyReadsAlike(_ kind: Kind) throws {
        let made = try Made(kind, Self.places)
        let store = made.store
        try store.setFavorite("cantina", true)
        let visits = [
            Visit(id: "a", restaurantId: "sushi", dateVisited: Self.day, rating: 5, isMatch: true),
            Visit(id: "b", restaurantId: "cantina", dateVisited: Self.day.addingTimeInterval(3600), rating: 2, wouldReturn: false),
            Visit(id: "c", restaurantId: "sushi", dateVisited: Self.day.addingTimeInterval(7200), rating: 3),
            Visit(id: "d", restaurantId: "boteco", dateVisited: Self.day.addingTimeInterval(10_800), rating: 4),
        ]
        for visit in visits { _ = try store.record(visit, false) }
        func history(_ filter: HistoryFilter, limit: Int = 20) throws -> [String] {
            try store.history(VisitQuery(filter: filter, limit: limit)).map(\.visit.id)
        }
        #expect(try history(.all) == ["d", "c", "b", "a"])
        #expect(try history(.all, limit: 2) == ["d", "c"])
        #expect(try history(.wouldReturn) == ["d", "c", "a"])
        #expect(try history(.match) == ["a"])
        #expect(try history(.favorites) == ["b"])
        #expect(try history(.best).first == "a")
        #expect(try store.visits("sushi", 10).map(\.id) == ["c", "a"])
        #expect(try store.visitCount("sushi") == 2)
        let recent = try store.recentlyVisited(2)
        #expect(try recent.map { try store.placesByKey([$0])[$0]?.id } == ["boteco", "sushi"])
    }

    // MARK: Import

    @Test(arguments: Kind.allCases)
    func importsPlanAndApplyAlike(_ kind: Kind) throws {
        let made = try Made(kind, Self.places)
        let store = made.store
        var changed = Self.places[0]
        changed.name = "Sushi Renamed"
        let incoming: BackupRows<Restaurant> = BackupRows([changed, Self.places[1], Self.place("new-place", tags: ["vegan"])])
        let visits: BackupRows<Visit> = BackupRows([Visit(id: "imported", restaurantId: "new-place", dateVisited: Self.day, rating: 4)])

        let plan = try store.planImport(incoming, visits, .merge)
        #expect(plan.addedPlaces == ["Place new-place"])  // names, as the report shows them
        #expect(plan.updatedPlaces == ["Sushi Renamed"])
        #expect(plan.unchangedPlaces == 1)
        #expect(plan.addedVisits == 1)
        #expect(try store.placeCount() == 6)  // a plan changes nothing

        let applied = try store.applyImport(incoming, visits, .merge, false)
        #expect(applied == plan)
        #expect(try store.placeCount() == 7)
        #expect(try store.place("sushi")?.name == "Sushi Renamed")
        #expect(try store.place("new-place")?.ratingCount == 1)
        #expect(try store.visitCount("new-place") == 1)

        let again = try store.planImport(incoming, visits, .merge)
        #expect(again.addedPlaces.isEmpty && again.updatedPlaces.isEmpty && again.unchangedPlaces == 3 && again.unchangedVisits == 1)

        let replace = try store.planImport(BackupRows([Self.places[2]]), [], .replace)
        #expect(replace.removedPlaces == 6)
        #expect(replace.removedVisits == 1)
        _ = try store.applyImport(BackupRows([Self.places[2]]), [], .replace, false)
        #expect(try store.allNames() == ["Place cantina"])
        #expect(try store.history(VisitQuery()).isEmpty)
    }
}
