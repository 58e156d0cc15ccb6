import Foundation
import Testing

@testable import ChooseThereKit

/// The bundled seed, parsed once.
private let bundledSeed = Result { () throws -> SeedFile in
    try SeedFile.parse(bytes: UnitFixtures.seedBytes(), origin: .seed)
}

private func places() throws -> [Restaurant] { try bundledSeed.get().restaurants.values }

@Suite("Bundled seed data")
struct SeedDataTests {
    @Test func parsesWithoutProblems() throws {
        let file = try bundledSeed.get()
        #expect(file.problems.isEmpty, "\(file.problems)")
        // Every row in the file became a place.
        let json = try JSON.parse(bytes: UnitFixtures.seedBytes())
        #expect(json["restaurants"]?.arrayValue?.count == file.restaurants.count)
    }

    @Test func isLargeEnough() throws {
        #expect(try places().count >= 400)
    }

    @Test func coversTheMainCities() throws {
        let keys = Set(try places().map { "\($0.city)|\($0.state)" })
        #expect(keys.count >= 12)
        for key in [
            "São Paulo|SP", "Rio de Janeiro|RJ", "Curitiba|PR", "Belo Horizonte|MG", "Porto Alegre|RS",
            "Florianópolis|SC", "Salvador|BA", "Recife|PE", "Fortaleza|CE", "Brasília|DF", "Belém|PA", "Manaus|AM",
        ] {
            #expect(keys.contains(key), "\(key)")
        }
        // Each big city has a real choice.
        var perCity: [String: Int] = [:]
        for p in try places() { perCity["\(p.city)|\(p.state)", default: 0] += 1 }
        for (key, count) in perCity where ["São Paulo|SP", "Rio de Janeiro|RJ", "Curitiba|PR"].contains(key) {
            #expect(count >= 10, "\(key): \(count)")
        }
    }

    @Test func idsAreUniqueAndTidy() throws {
        let ids = try places().map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(!id.isEmpty && id == id.trimmingCharacters(in: .whitespaces), "\(id)")
            #expect(!id.contains(" "), "\(id)")
        }
    }

    @Test func noDuplicateNamesWithinACity() throws {
        var seen: [String: String] = [:]
        for p in try places() {
            let key = "\(Folding.key(p.city))|\(p.state)|\(Folding.key(p.name))"
            if let other = seen[key] { Issue.record("\(p.id) and \(other) are both '\(p.name)' in \(p.city)") }
            seen[key] = p.id
        }
    }

    @Test func categoriesAndTagsComeFromTheVocabulary() throws {
        let vocabulary = UnitFixtures.vocabulary
        let categories = Set(vocabulary.categories)
        let tags = Set(vocabulary.tags)
        try #require(!categories.isEmpty && !tags.isEmpty)
        for p in try places() {
            #expect(categories.contains(p.category), "\(p.id): category \(p.category)")
            #expect((1...5).contains(p.tags.count), "\(p.id): \(p.tags.count) tags")
            for tag in p.tags { #expect(tags.contains(tag), "\(p.id): tag \(tag)") }
            #expect(Set(p.tags).count == p.tags.count, "\(p.id): repeated tag")
        }
    }

    @Test func fieldsAreFilledIn() throws {
        for p in try places() {
            #expect(!p.name.isEmpty && p.name == p.name.trimmingCharacters(in: .whitespacesAndNewlines), "\(p.id)")
            #expect(!p.city.isEmpty && p.state.count == 2, "\(p.id)")
            #expect(!p.address.isEmpty, "\(p.id): no address")
            if let tier = p.priceTier { #expect((1...3).contains(tier), "\(p.id): priceTier \(tier)") }
            if let link = p.externalLink { #expect(link.hasPrefix("https://") || link.hasPrefix("http://"), "\(p.id): \(link)") }
            #expect(SafeText.clean(p.name) == p.name, "\(p.id): control characters in the name")
        }
    }

    @Test func everyPlaceIsNearItsMunicipality() throws {
        let catalog = try CityCatalog.load(from: UnitFixtures.citiesURL)
        for p in try places() {
            guard let city = catalog.city(forKey: "\(p.city)|\(p.state)") else {
                Issue.record("\(p.id): \(p.city)|\(p.state) is not in the catalogue")
                continue
            }
            let km = Geo.distanceKm(Coordinate(lat: p.lat, lng: p.lng), Coordinate(lat: city.lat, lng: city.lng))
            #expect(km <= 30, "\(p.id) is \(Int(km)) km from \(city.displayName)")
        }
    }

    @Test func coordinatesAreNotPlaceholders() throws {
        var seen: [Coordinate: String] = [:]
        for p in try places() {
            #expect(p.lat != 0 || p.lng != 0, "\(p.id) sits at 0,0")
            let point = Coordinate(lat: p.lat, lng: p.lng)
            if let other = seen[point] { Issue.record("\(p.id) and \(other) share the exact position \(p.lat),\(p.lng)") }
            seen[point] = p.id
        }
    }
}
