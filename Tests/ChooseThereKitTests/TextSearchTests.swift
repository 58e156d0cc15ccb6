import ChooseThereTestServer
import ChooseThereTestSupport
import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - find on OpenStreetMap: the query, the matching, the cache, the fallback

@Suite("Text search (find)", .serialized)
struct TextSearchTests {
    @Test func thePatternIgnoresCaseAndAccentsAndCannotBreakTheQuery() {
        #expect(TextSearch.fold("Mocotó") == "mocoto")
        #expect(TextSearch.fold("ice_cream-bar") == "ice cream bar")
        let pattern = TextSearch.pattern(TextSearch.fold("Açaí"))
        #expect(pattern == "(a|á|à|â|ã|ä|Á|À|Â|Ã|Ä)(c|ç|Ç)(a|á|à|â|ã|ä|Á|À|Â|Ã|Ä)(i|í|ì|î|ï|Í|Ì|Î|Ï)")
        let hostile = TextSearch.pattern(TextSearch.fold(#"x"];out;(\ bar"#))
        #expect(!hostile.contains("\"") && !hostile.contains("\\"), "quotes and backslashes never reach the query: \(hostile)")
        #expect(TextSearch.fold(String(repeating: "a", count: 500)).count == TextSearch.maximumLength)
    }

    @Test func aRegexFromThePatternMatchesEverySpelling() throws {
        let regex = try Regex(TextSearch.pattern(TextSearch.fold("mocoto"))).ignoresCase()
        for name in ["Mocotó", "MOCOTÓ", "mocoto", "Restaurante Mocotô"] { #expect(name.contains(regex), "\(name)") }
        #expect(!"Mocotinho".contains(regex))
    }

    @Test func dishesAndVocabularyTermsAddTheirCuisines() {
        let v = UnitFixtures.vocabulary
        #expect(TextSearch.cuisines(for: "temaki", vocabulary: v) == ["temaki", "sushi", "japanese"])
        #expect(TextSearch.cuisines(for: "japonês", vocabulary: v) == ["japanese"])
        #expect(TextSearch.cuisines(for: "Mocotó", vocabulary: v).isEmpty)
    }

    @Test func theQueryAsksForNameBrandAndCuisine() {
        let ql = Overpass.textQuery(lat: -23.5, lng: -46.6, radiusMeters: 3000, pattern: "sushi", cuisines: ["sushi", "japanese"])
        #expect(ql.contains(#"["name"~"sushi",i](around:3000,-23.500000,-46.600000)"#))
        #expect(ql.contains(#"["brand"~"sushi",i]["name"]"#))
        #expect(ql.contains(#"["cuisine"~"sushi|sushi|japanese",i]["name"]"#))
        #expect(ql.hasSuffix("out center tags 200;"))
        #expect(Overpass.lookupQuery(osmId: "way/504") == "[out:json][timeout:10];way(504);out center tags;")
        for bad in ["node/", "node/1a", "area/1", "node/1/2", "node/12345678901234567890"] {
            #expect(Overpass.lookupQuery(osmId: bad) == nil)
        }
    }

    struct Rig {
        let server: HTTPTestServer
        let dir: TempDir
        let service: NearbyService

        init(_ respond: @escaping @Sendable (HTTPTestServer.Request) -> HTTPTestServer.Response) throws {
            server = try HTTPTestServer(respond)
            dir = try TempDir()
            service = NearbyService(
                http: CurlHTTPClient(userAgent: "choosethere/test", isCancelled: { false }),
                cache: NearbyCache(directory: dir.url.appendingPathComponent("cache")),
                overpassURL: server.baseURL + "/api/interpreter", nominatimURL: server.baseURL + "/search",
                now: { Harness.now }, sleep: { _ in })
        }

        func find(_ query: String, refresh: Bool = false) throws(OverpassError) -> NearbySearch {
            try service.find(
                lat: -23.5614, lng: -46.6559, radiusKm: 3, query: query, cityHint: "São Paulo, SP",
                vocabulary: UnitFixtures.vocabulary, refresh: refresh)
        }
    }

    @Test func byNameAndByDishOnlyMatchesComeBackAndTheCacheKeysOnTheQuery() throws {
        let rig = try Rig { _ in .init(body: OverpassFixtures.eateries) }
        defer { rig.dir.remove() }
        let byName = try rig.find("mocoto")
        #expect(Set(byName.places.map(\.name)) == ["Mocotó", "Mocotó Café"] && !byName.fromCache)
        let sent = try #require(rig.server.requests.first?.query["data"])
        #expect(sent.contains("(around:3000,-23.561400,-46.655900)") && sent.contains("(o|ó|ò|ô|õ|ö|Ó|Ò|Ô|Õ|Ö)"))
        let byDish = try rig.find("Temaki")
        #expect(Set(byDish.places.map(\.name)) == ["Temakeria Japa", "Sushi Yama"])
        #expect(try rig.find("MOCOTÓ").fromCache, "the same query, folded, is a cache hit")
        #expect(rig.server.requests.count == 2)
        _ = try rig.find("mocotó", refresh: true)
        #expect(rig.server.requests.count == 3, "refresh goes to the server")
        let mocoto = try #require(byName.places.first { $0.name == "Mocotó" })
        #expect(mocoto.details.diets == ["vegetarian": .yes, "vegan": .limited] && mocoto.details.takeaway == .yes)
    }

    @Test func nominatimIsAskedWhenOverpassFindsNothing() throws {
        let rig = try Rig { request in .init(body: request.path == "/search" ? OverpassFixtures.nominatimPlaces : OverpassFixtures.empty) }
        defer { rig.dir.remove() }
        let found = try rig.find("Casa do Norte")
        #expect(found.places.map(\.name) == ["Casa do Norte"], "the street of the same name is not a place to eat")
        #expect(found.places.first?.osmId == "node/901" && found.places.first?.details.openingHours == "24/7")
        #expect(found.places.first?.address == "12, Rua Itapeva, Bela Vista")
        let nominatim = try #require(rig.server.requests.last)
        #expect(nominatim.path == "/search" && nominatim.query["q"] == "Casa do Norte" && nominatim.query["bounded"] == "1")
        #expect(nominatim.query["extratags"] == "1" && nominatim.query["viewbox"]?.split(separator: ",").count == 4)
        #expect(try rig.find("casa do norte").fromCache)
    }

    @Test func lookUpOneElementByIdNeverFromTheCache() throws {
        let rig = try Rig { _ in .init(body: OverpassFixtures.mocotoUpdated) }
        defer { rig.dir.remove() }
        let place = try #require(try rig.service.lookup(osmId: "node/501", vocabulary: UnitFixtures.vocabulary))
        #expect(place.details.openingHours == "Tu-Su 12:00-22:00" && place.details.takeaway == OfferLevel.no)
        #expect(try rig.service.lookup(osmId: "node/999", vocabulary: UnitFixtures.vocabulary) == nil, "an answer without it: gone")
        #expect(rig.server.requests.last?.query["data"] == "[out:json][timeout:10];node(999);out center tags;")
        #expect(try rig.service.lookup(osmId: "bogus", vocabulary: UnitFixtures.vocabulary) == nil)
        #expect(rig.server.requests.count == 2, "a malformed id is never sent")
    }
}
