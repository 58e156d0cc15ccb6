#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - OpenStreetMap as the session sees it

/// Searches, address lookups and the cache, as closures: `live` goes
/// through `NearbyService` (cache, then the network), tests pass their own.
public struct NearbyClient {
    public var search: (_ search: RemoteSearch, _ vocabulary: Vocabulary, _ refresh: Bool) throws(OverpassError) -> NearbySearch
    public var geocode: (_ query: String) throws(OverpassError) -> GeocodedPlace?
    /// Empties the cache; how many searches were removed.
    public var clearCache: () -> Int
    /// A text search (`find`): the search's `query` by name, brand, dish or cuisine.
    public var find: (_ search: RemoteSearch, _ vocabulary: Vocabulary, _ refresh: Bool) throws(OverpassError) -> NearbySearch
    /// One element by id (`node/123`) as the map has it now; nil when it is gone.
    public var lookup: (_ osmId: String, _ vocabulary: Vocabulary) throws(OverpassError) -> NearbyPlace?

    public init(
        search: @escaping (RemoteSearch, Vocabulary, Bool) throws(OverpassError) -> NearbySearch,
        geocode: @escaping (String) throws(OverpassError) -> GeocodedPlace?,
        clearCache: @escaping () -> Int,
        find: @escaping (RemoteSearch, Vocabulary, Bool) throws(OverpassError) -> NearbySearch = { _, _, _ throws(OverpassError) in
            throw .network(.offline)
        },
        lookup: @escaping (String, Vocabulary) throws(OverpassError) -> NearbyPlace? = { _, _ throws(OverpassError) in
            throw .network(.offline)
        }
    ) {
        self.search = search
        self.geocode = geocode
        self.clearCache = clearCache
        self.find = find
        self.lookup = lookup
    }

    /// The service made on first use (no network stack before a search).
    /// Offline, nothing is searched at all, not even the cache.
    public static func live(offline: Bool, makeService: @escaping () -> NearbyService) -> NearbyClient {
        final class Lazy { var service: NearbyService? }
        let lazy = Lazy()
        func service() -> NearbyService {
            if let s = lazy.service { return s }
            let s = makeService()
            lazy.service = s
            return s
        }
        return NearbyClient(
            search: { s, vocabulary, refresh throws(OverpassError) in
                if offline { throw .network(.offline) }
                return try service().search(
                    lat: s.lat, lng: s.lng, radiusKm: s.radiusKm, category: s.category, cityHint: s.cityHint,
                    vocabulary: vocabulary, refresh: refresh)
            },
            geocode: { query throws(OverpassError) in
                if offline { throw .network(.offline) }
                return try service().geocode(query)
            },
            clearCache: { service().cache.clear() },
            find: { s, vocabulary, refresh throws(OverpassError) in
                if offline { throw .network(.offline) }
                return try service().find(
                    lat: s.lat, lng: s.lng, radiusKm: s.radiusKm, query: s.query ?? "", cityHint: s.cityHint,
                    vocabulary: vocabulary, refresh: refresh)
            },
            lookup: { osmId, vocabulary throws(OverpassError) in
                if offline { throw .network(.offline) }
                return try service().lookup(osmId: osmId, vocabulary: vocabulary)
            })
    }

    /// A client that is never reached (for sessions that must not search).
    public static var unreachable: NearbyClient {
        NearbyClient(
            search: { _, _, _ throws(OverpassError) in throw .network(.offline) },
            geocode: { _ throws(OverpassError) in throw .network(.offline) }, clearCache: { 0 })
    }
}
