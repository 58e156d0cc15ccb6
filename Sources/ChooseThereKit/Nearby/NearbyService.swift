#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Nearby searches and address lookups, with the cache

/// The result of a remote search.
public struct NearbySearch: Sendable, Equatable {
    public var places: [NearbyPlace]
    /// Served from the cache, and how old the answer is.
    public var fromCache: Bool
    public var age: TimeInterval
}

/// OpenStreetMap behind a cache: Overpass for places, Nominatim for
/// addresses (at most one request a second). Nothing here runs unless a
/// command asks for the network, and `offline` stops it all.
public final class NearbyService {
    public let http: HTTPClient
    public let cache: NearbyCache
    public var overpassURL: String
    public var nominatimURL: String
    public var offline: Bool
    public var now: () -> Date
    public var sleep: (TimeInterval) -> Void

    public init(http: HTTPClient, cache: NearbyCache, overpassURL: String = Overpass.defaultURL,
                nominatimURL: String = Nominatim.defaultURL, offline: Bool = false,
                now: @escaping () -> Date = { Date() },
                sleep: @escaping (TimeInterval) -> Void = { usleep(UInt32(min(max(0, $0), 1) * 1_000_000)) }) {
        self.http = http
        self.cache = cache
        self.overpassURL = overpassURL
        self.nominatimURL = nominatimURL
        self.offline = offline
        self.now = now
        self.sleep = sleep
    }

    /// Places around a point; the cache answers when it can, unless `refresh`.
    public func search(lat: Double, lng: Double, radiusKm: Double, category: String?, cityHint: String?,
                       vocabulary: Vocabulary, refresh: Bool = false) throws(OverpassError) -> NearbySearch {
        let key = NearbyCache.key(category: category, radiusKm: radiusKm, cityHint: cityHint, lat: lat, lng: lng)
        if !refresh, let hit = cache.places(for: key, now: now()) {
            return NearbySearch(places: hit.places, fromCache: true, age: hit.age)
        }
        guard !offline else { throw .network(.offline) }
        let query = Overpass.query(lat: lat, lng: lng, radiusMeters: Int((radiusKm * 1000).rounded()), category: category)
        guard let url = Overpass.url(base: overpassURL, query: query) else { throw .network(.notAllowed("the Overpass URL is not valid")) }
        let response: HTTPResponse
        do { response = try http.get(url) } catch { throw .network(error) }
        let places = try Overpass.parse(response, vocabulary: vocabulary)
        cache.store(places, for: key, now: now())
        return NearbySearch(places: places, fromCache: false, age: 0)
    }

    /// An address's coordinates (cached; one request a second at most).
    public func geocode(_ query: String) throws(OverpassError) -> GeocodedPlace? {
        if let hit = cache.geocoded(query, now: now()) { return hit }
        guard !offline else { throw .network(.offline) }
        guard let url = Nominatim.url(base: nominatimURL, query: query) else { throw .network(.notAllowed("the Nominatim URL is not valid")) }
        if let last = cache.lastGeocodeRequest() {
            // At most one second: a last request "in the future" (the clock
            // was stepped back) must not stall the lookup.
            let wait = min(1, 1 - now().timeIntervalSince(last))
            if wait > 0 { sleep(wait) }
        }
        cache.markGeocodeRequest(now())
        let response: HTTPResponse
        do { response = try http.get(url) } catch { throw .network(error) }
        let place = try Nominatim.parse(response)
        if let place { cache.storeGeocoded(place, for: query, now: now()) }
        return place
    }
}
