#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - The nearby-search cache ($XDG_CACHE_HOME/choosethere)

/// Remote results on disk, one small JSON file per search. Recreatable:
/// anything unreadable is simply a miss.
public struct NearbyCache: Sendable {
    public let directory: URL
    /// 30 minutes (DESIGN.md).
    public static let ttl: TimeInterval = 30 * 60
    /// Geocoded addresses keep longer: streets do not move.
    public static let geocodeTTL: TimeInterval = 30 * 24 * 3600

    public init(directory: URL) { self.directory = directory }

    /// The cache key of DESIGN.md: source, category, radius, city hint,
    /// location bucket (lat/lng rounded to 2 decimals).
    public static func key(category: String?, radiusKm: Double, cityHint: String?, lat: Double, lng: Double) -> String {
        [
            "osm", Folding.key(category ?? "any"), String(Int((radiusKm * 1000).rounded())), Folding.key(cityHint ?? "-"),
            Format.fixed(lat, 2), Format.fixed(lng, 2),
        ].joined(separator: "|")
    }

    /// The key of a text search (`find`): the same parts, with the folded query.
    public static func findKey(query: String, radiusKm: Double, cityHint: String?, lat: Double, lng: Double) -> String {
        [
            "osm-find", Folding.key(query), String(Int((radiusKm * 1000).rounded())), Folding.key(cityHint ?? "-"),
            Format.fixed(lat, 2), Format.fixed(lng, 2),
        ].joined(separator: "|")
    }

    func file(_ kind: String, _ key: String) -> URL {
        directory.appendingPathComponent("\(kind)-\(String(FNV1a.hash(Array(key.utf8)), radix: 16)).json")
    }

    /// Cached places for `key` younger than the TTL, with their age.
    public func places(for key: String, now: Date) -> (places: [NearbyPlace], age: TimeInterval)? {
        guard let json = read(file("nearby", key)), json["key"]?.stringValue == key,
            let fetched = json["fetchedAt"]?.stringValue.flatMap(ISODate.parse),
            let rows = json["places"]?.arrayValue
        else { return nil }
        let age = now.timeIntervalSince(fetched)
        guard age >= -60, age < NearbyCache.ttl else { return nil }
        let places = rows.compactMap(NearbyCache.place)
        return places.isEmpty ? nil : (places, max(0, age))
    }

    /// Stores results (empty results are not cached).
    public func store(_ places: [NearbyPlace], for key: String, now: Date) {
        guard !places.isEmpty else { return }
        let json = JSON.object([
            "key": .string(key), "fetchedAt": .string(ISODate.format(now)),
            "places": .array(places.map(NearbyCache.json)),
        ])
        try? FileSystem.writeAtomically(Array(json.encoded().utf8), to: file("nearby", key))
    }

    public func geocoded(_ query: String, now: Date) -> GeocodedPlace? {
        let key = Folding.key(query)
        guard let json = read(file("geocode", key)), json["query"]?.stringValue == key,
            let fetched = json["fetchedAt"]?.stringValue.flatMap(ISODate.parse), now.timeIntervalSince(fetched) < NearbyCache.geocodeTTL,
            let lat = json["lat"]?.doubleValue, let lng = json["lng"]?.doubleValue
        else { return nil }
        return GeocodedPlace(lat: lat, lng: lng, displayName: json["displayName"]?.stringValue ?? "")
    }

    public func storeGeocoded(_ place: GeocodedPlace, for query: String, now: Date) {
        let json = JSON.object([
            "query": .string(Folding.key(query)), "fetchedAt": .string(ISODate.format(now)),
            "lat": .number(place.lat), "lng": .number(place.lng), "displayName": .string(place.displayName),
        ])
        try? FileSystem.writeAtomically(Array(json.encoded().utf8), to: file("geocode", Folding.key(query)))
    }

    /// When the last Nominatim request left (shared by every process).
    public func lastGeocodeRequest() -> Date? {
        read(directory.appendingPathComponent("nominatim-last.json"))?["at"]?.doubleValue.map { Date(timeIntervalSince1970: $0) }
    }

    public func markGeocodeRequest(_ date: Date) {
        try? FileSystem.writeAtomically(
            Array(JSON.object(["at": .number(date.timeIntervalSince1970)]).encoded().utf8),
            to: directory.appendingPathComponent("nominatim-last.json"))
    }

    /// Removes every cached search and address; returns how many files went.
    @discardableResult
    public func clear() -> Int {
        guard let dir = opendir(directory.path) else { return 0 }
        defer { closedir(dir) }
        var removed = 0
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasSuffix(".json"), name.hasPrefix("nearby-") || name.hasPrefix("geocode-") else { continue }
            if unlink(directory.appendingPathComponent(name).path) == 0 { removed += 1 }
        }
        return removed
    }

    private func read(_ url: URL) -> JSON? {
        guard let bytes = try? FileSystem.readOwnFile(url, limit: 16 << 20) else { return nil }
        return try? JSON.parse(bytes: bytes)
    }

    static func json(_ p: NearbyPlace) -> JSON {
        .object([
            "osmId": .string(p.osmId), "name": .string(p.name), "category": .string(p.category),
            "tags": .array(p.tags.map(JSON.string)), "address": .string(p.address), "lat": .number(p.lat), "lng": .number(p.lng),
            "details": p.details.json,
        ])
    }

    static func place(_ j: JSON) -> NearbyPlace? {
        guard let id = j["osmId"]?.stringValue, let name = j["name"]?.stringValue,
            let lat = j["lat"]?.doubleValue, let lng = j["lng"]?.doubleValue
        else { return nil }
        // Files written before details were kept hold three loose keys.
        let details =
            j["details"].flatMap(PlaceDetails.init(json:))
            ?? PlaceDetails(
                openingHours: j["openingHours"]?.stringValue, phone: j["phone"]?.stringValue, website: j["website"]?.stringValue)
        return NearbyPlace(
            osmId: id, name: name, category: j["category"]?.stringValue ?? "restaurant",
            tags: j["tags"]?.arrayValue?.compactMap(\.stringValue) ?? [], address: j["address"]?.stringValue ?? "",
            lat: lat, lng: lng, details: details)
    }
}
