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
    /// Results that are places of the user's list, by `placeId` (filled
    /// from the store after the search, never cached).
    public var listed: [String: Restaurant] = [:]
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

    public init(
        http: HTTPClient, cache: NearbyCache, overpassURL: String = Overpass.defaultURL,
        nominatimURL: String = Nominatim.defaultURL, offline: Bool = false,
        now: @escaping () -> Date = { Date() },
        sleep: @escaping (TimeInterval) -> Void = { usleep(UInt32(min(max(0, $0), 1) * 1_000_000)) }
    ) {
        self.http = http
        self.cache = cache
        self.overpassURL = overpassURL
        self.nominatimURL = nominatimURL
        self.offline = offline
        self.now = now
        self.sleep = sleep
    }

    /// Places around a point; the cache answers when it can, unless `refresh`.
    public func search(
        lat: Double, lng: Double, radiusKm: Double, category: String?, cityHint: String?,
        vocabulary: Vocabulary, refresh: Bool = false
    ) throws(OverpassError) -> NearbySearch {
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
        guard let url = Nominatim.url(base: nominatimURL, query: query) else {
            throw .network(.notAllowed("the Nominatim URL is not valid"))
        }
        let place = try Nominatim.parse(try nominatim(url))
        if let place { cache.storeGeocoded(place, for: query, now: now()) }
        return place
    }

    /// A Nominatim request, at most one a second across processes.
    private func nominatim(_ url: URL) throws(OverpassError) -> HTTPResponse {
        if let last = cache.lastGeocodeRequest() {
            // At most one second: a last request "in the future" (the clock
            // was stepped back) must not stall the lookup.
            let wait = min(1, 1 - now().timeIntervalSince(last))
            if wait > 0 { sleep(wait) }
        }
        cache.markGeocodeRequest(now())
        do { return try http.get(url) } catch { throw .network(error) }
    }

    // MARK: Text search and lookup by id

    /// Places named like `query`, or serving it (a dish or a cuisine),
    /// around a point: Overpass first; when it finds nothing, Nominatim's
    /// search for a named place in the same box. Cached like `search`,
    /// under a key that includes the query.
    public func find(
        lat: Double, lng: Double, radiusKm: Double, query: String, cityHint: String?,
        vocabulary: Vocabulary, refresh: Bool = false
    ) throws(OverpassError) -> NearbySearch {
        let folded = TextSearch.fold(query)
        let key = NearbyCache.findKey(query: folded, radiusKm: radiusKm, cityHint: cityHint, lat: lat, lng: lng)
        if !refresh, let hit = cache.places(for: key, now: now()) {
            return NearbySearch(places: hit.places, fromCache: true, age: hit.age)
        }
        guard !offline else { throw .network(.offline) }
        let cuisines = TextSearch.cuisines(for: query, vocabulary: vocabulary)
        let ql = Overpass.textQuery(
            lat: lat, lng: lng, radiusMeters: Int((radiusKm * 1000).rounded()),
            pattern: TextSearch.pattern(folded), cuisines: cuisines)
        guard let url = Overpass.url(base: overpassURL, query: ql) else { throw .network(.notAllowed("the Overpass URL is not valid")) }
        let response: HTTPResponse
        do { response = try http.get(url) } catch { throw .network(error) }
        var places = try Overpass.parse(response, vocabulary: vocabulary).filter {
            TextSearch.matches($0, folded: folded, cuisines: cuisines)
        }
        if places.isEmpty {
            guard let url = Nominatim.placesURL(base: nominatimURL, query: query, lat: lat, lng: lng, radiusKm: radiusKm) else {
                throw .network(.notAllowed("the Nominatim URL is not valid"))
            }
            places = try Nominatim.places(try nominatim(url), vocabulary: vocabulary).filter {
                TextSearch.matches($0, folded: folded, cuisines: cuisines)
            }
        }
        cache.store(places, for: key, now: now())
        return NearbySearch(places: places, fromCache: false, age: 0)
    }

    /// One element as the map has it now (never from the cache): nil when
    /// it is gone, unnamed, or `osmId` is not an element id.
    public func lookup(osmId: String, vocabulary: Vocabulary) throws(OverpassError) -> NearbyPlace? {
        guard let ql = Overpass.lookupQuery(osmId: osmId) else { return nil }
        guard !offline else { throw .network(.offline) }
        guard let url = Overpass.url(base: overpassURL, query: ql) else { throw .network(.notAllowed("the Overpass URL is not valid")) }
        let response: HTTPResponse
        do { response = try http.get(url) } catch { throw .network(error) }
        return try Overpass.parse(response, vocabulary: vocabulary).first { $0.osmId == osmId }
    }
}
