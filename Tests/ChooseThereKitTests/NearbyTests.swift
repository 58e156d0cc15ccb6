import ChooseThereTestServer
import ChooseThereTestSupport
import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - OpenStreetMap search against a real local server

@Suite("Nearby (OpenStreetMap)", .serialized)
struct NearbyTests {
    final class Clock: @unchecked Sendable { var now = ISODate.parse("2026-11-21T20:00:00Z") ?? Date() }

    struct Rig {
        let server: HTTPTestServer
        let dir: TempDir
        let clock = Clock()
        let cancellation = Cancellation()
        let service: NearbyService
        var slept: [Double] { sleeps.values }
        let sleeps = Sleeps()

        final class Sleeps: @unchecked Sendable { var values: [Double] = [] }

        init(timeout: Int = 10, _ respond: @escaping @Sendable (HTTPTestServer.Request) -> HTTPTestServer.Response) throws {
            server = try HTTPTestServer(respond)
            dir = try TempDir()
            let cancellation = self.cancellation
            let client = CurlHTTPClient(userAgent: "choosethere/test", timeoutSeconds: timeout, isCancelled: { cancellation.isCancelled })
            let clock = self.clock, sleeps = self.sleeps
            service = NearbyService(
                http: client, cache: NearbyCache(directory: dir.url.appendingPathComponent("cache")),
                overpassURL: server.baseURL + "/api/interpreter", nominatimURL: server.baseURL + "/search",
                now: { clock.now }, sleep: { sleeps.values.append($0) })
        }

        func search(_ category: String? = "bar", refresh: Bool = false) throws(OverpassError) -> NearbySearch {
            try service.search(
                lat: -23.5614, lng: -46.6559, radiusKm: 2, category: category, cityHint: "São Paulo, SP",
                vocabulary: UnitFixtures.vocabulary, refresh: refresh)
        }
    }

    @Test func theQuerySaysWhereHowFarAndWhat() throws {
        let rig = try Rig { _ in .init(body: OverpassFixtures.bars) }
        defer { rig.dir.remove() }
        _ = try rig.search("bar")
        let request = try #require(rig.server.requests.first)
        #expect(request.path == "/api/interpreter")
        let query = try #require(request.query["data"])
        #expect(query.contains("(around:2000,-23.561400,-46.655900)"))
        #expect(query.contains(#"["amenity"~"^(bar|pub)$"]"#))
        #expect(query.contains(#"["name"]"#))
        #expect(query.contains("out center"))
        #expect(request.headers["user-agent"] == "choosethere/test")
        _ = try rig.search(nil, refresh: true)
        let all = try #require(rig.server.requests.last?.query["data"])
        #expect(all.contains("restaurant|bar|cafe|fast_food|pub|ice_cream"))
        _ = try rig.search("japanese", refresh: true)
        #expect(rig.server.requests.last?.query["data"]?.contains(#"["cuisine"~"japanese",i]"#) == true)
    }

    @Test func nodesAndWaysAreReadAndUnnamedDropped() throws {
        let rig = try Rig { _ in .init(body: OverpassFixtures.bars) }
        defer { rig.dir.remove() }
        let places = try rig.search().places
        #expect(
            places.map(\.name) == ["Bar Teste", "Pub do Canto", "Café Vermelho"],
            "control characters are cleaned where the map's data enters")
        let bar = places[0]
        #expect(bar.osmId == "node/101" && bar.category == "bar" && bar.tags == ["brazilian", "burger"])
        #expect(bar.address == "Rua Augusta, 100" && bar.openingHours == "Mo-Su 18:00-02:00" && bar.website == "https://bar.example")
        let pub = places[1]
        #expect(pub.osmId == "way/202" && pub.lat == -23.5630 && pub.phone == "+55 11 5555-0000" && pub.category == "bar")
        #expect(places[2].category == "café")
    }

    @Test func identicalSearchesReachTheServerOnceUntilTheyExpire() throws {
        let rig = try Rig { _ in .init(body: OverpassFixtures.bars) }
        defer { rig.dir.remove() }
        let first = try rig.search()
        rig.clock.now += 5 * 60
        let second = try rig.search()
        #expect(!first.fromCache && second.fromCache && second.age == 300)
        #expect(second.places == first.places)
        #expect(rig.server.requests.count == 1)
        rig.clock.now += 26 * 60  // 31 minutes after the first
        let third = try rig.search()
        #expect(!third.fromCache)
        #expect(rig.server.requests.count == 2)
        _ = try rig.search(refresh: true)
        #expect(rig.server.requests.count == 3, "refresh bypasses the cache")
        #expect(rig.service.cache.clear() == 1)
        _ = try rig.search()
        #expect(rig.server.requests.count == 4, "a cleared cache asks again")
    }

    @Test func emptyResultsAreNotCached() throws {
        let rig = try Rig { _ in .init(body: OverpassFixtures.empty) }
        defer { rig.dir.remove() }
        #expect(try rig.search().places.isEmpty)
        _ = try rig.search()
        #expect(rig.server.requests.count == 2)
    }

    @Test func everyFaultIsNamed() throws {
        func fault(timeout: Int = 10, _ response: HTTPTestServer.Response) throws -> OverpassError? {
            let rig = try Rig(timeout: timeout) { _ in response }
            defer { rig.dir.remove() }
            do { _ = try rig.search(); return nil } catch { return error }
        }
        #expect(try fault(.init(status: 429, body: "{}", headers: ["Retry-After": "30"])) == .rateLimited(retryAfter: 30))
        #expect(try fault(.init(status: 503, body: "busy")) == .server(status: 503))
        guard case .remark(let remark)? = try fault(.init(body: OverpassFixtures.remark)) else { Issue.record("remark"); return }
        #expect(remark.contains("runtime error"))
        guard case .malformed? = try fault(.init(body: "{\"elements\": [")) else { Issue.record("malformed"); return }
        let nineMB = [UInt8](repeating: 0x20, count: 9 << 20)
        #expect(try fault(.init(bytes: nineMB)) == .network(.tooLarge(limitMB: 8)))
        #expect(try fault(timeout: 1, .init(body: OverpassFixtures.bars, delay: 3)) == .network(.timeout(seconds: 1)))
    }

    @Test func aStoppedServerAndOfflineModeSaySo() throws {
        let rig = try Rig { _ in .init(body: OverpassFixtures.bars) }
        defer { rig.dir.remove() }
        rig.server.stop()
        do { _ = try rig.search(); Issue.record("expected a failure") } catch {
            guard case .network(.cannotConnect) = error else { Issue.record("got \(error)"); return }
        }
        rig.service.offline = true
        #expect(throws: OverpassError.network(.offline)) { _ = try rig.search() }
        #expect(CommandFailure.search(NetworkFailure(.network(.offline))).suggestion == "near me from my list")
    }

    @Test func aCtrlCBeforeTheRequestStartsCancelsIt() throws {
        let rig = try Rig { _ in .init(body: OverpassFixtures.bars) }
        defer { rig.dir.remove() }
        rig.cancellation.cancel()
        #expect(throws: OverpassError.network(.cancelled)) { _ = try rig.search() }
        #expect(rig.server.requests.isEmpty, "nothing was sent")
        rig.cancellation.reset()
        #expect(try rig.search().places.isEmpty == false, "the next command searches normally")
    }

    @Test func addressesAreLookedUpOnceAndNoFasterThanOnceASecond() throws {
        let rig = try Rig { _ in .init(body: OverpassFixtures.nominatim) }
        defer { rig.dir.remove() }
        let place = try #require(try rig.service.geocode("Av. Paulista 1000"))
        #expect(place.lat == -23.5614 && place.displayName.contains("Paulista"))
        #expect(rig.server.requests.last?.query["q"] == "Av. Paulista 1000")
        #expect(rig.server.requests.last?.query["format"] == "jsonv2")
        _ = try rig.service.geocode("av. paulista 1000")
        #expect(rig.server.requests.count == 1, "cached, case and accents aside")
        _ = try rig.service.geocode("Rua Augusta 500")
        #expect(rig.server.requests.count == 2)
        #expect(rig.slept.count == 1 && (rig.slept.first ?? 0) > 0.9, "the second request waited its turn: \(rig.slept)")
    }
}

@Suite("Nominatim endpoint (the base URL is enough)")
struct NominatimEndpointTests {
    @Test func theBaseURLGainsSearchAndAnEndpointIsKept() {
        #expect(Nominatim.searchEndpoint("https://nominatim.example.org") == "https://nominatim.example.org/search")
        #expect(Nominatim.searchEndpoint("https://nominatim.example.org/") == "https://nominatim.example.org/search")
        #expect(Nominatim.searchEndpoint("http://127.0.0.1:8080/geo/") == "http://127.0.0.1:8080/geo/search")
        #expect(Nominatim.searchEndpoint("https://nominatim.openstreetmap.org/search") == "https://nominatim.openstreetmap.org/search")
        #expect(Nominatim.searchEndpoint("https://example.org/search.php?key=1") == "https://example.org/search.php?key=1")
        #expect(Nominatim.searchEndpoint("https://example.org?key=1") == "https://example.org/search?key=1")
        let url = Nominatim.url(base: "http://127.0.0.1:9", query: "Rua Augusta")
        #expect(url?.absoluteString == "http://127.0.0.1:9/search?q=Rua%20Augusta&format=jsonv2&limit=1")
    }
}
