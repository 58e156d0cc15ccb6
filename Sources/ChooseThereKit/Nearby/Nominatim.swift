#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Addresses to coordinates (Nominatim)

/// A found address.
public struct GeocodedPlace: Sendable, Equatable {
    public var lat: Double
    public var lng: Double
    public var displayName: String
}

public enum Nominatim {
    public static let defaultURL = "https://nominatim.openstreetmap.org/search"

    /// The search endpoint for a configured URL: the server's base URL
    /// (`https://nominatim.example.org`) gains `/search`; a URL that already
    /// names the endpoint (`…/search`, `…/search.php`) is used as it is.
    public static func searchEndpoint(_ base: String) -> String {
        let query = base.firstIndex(of: "?")
        var path = String(base[..<(query ?? base.endIndex)])
        let rest = query.map { String(base[$0...]) } ?? ""
        while path.hasSuffix("/") { path.removeLast() }
        let last = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
        if last == "search" || last == "search.php" { return path + rest }
        return path + "/search" + rest
    }

    /// `…/search?q=…&format=jsonv2&limit=1`.
    public static func url(base: String, query: String) -> URL? {
        let base = searchEndpoint(base)
        return URL(string: base + (base.contains("?") ? "&" : "?") + "q=" + Format.percentEncoded(query) + "&format=jsonv2&limit=1")
    }

    /// The first result, or nil when nothing matched.
    public static func parse(_ response: HTTPResponse) throws(OverpassError) -> GeocodedPlace? {
        let results = try results(of: response)
        guard let first = results.first else { return nil }
        guard let lat = first["lat"]?.stringValue.flatMap(Double.init) ?? first["lat"]?.doubleValue,
            let lng = first["lon"]?.stringValue.flatMap(Double.init) ?? first["lon"]?.doubleValue,
            Coordinate(lat: lat, lng: lng).isValid
        else { throw .malformed("a result without coordinates") }
        return GeocodedPlace(lat: lat, lng: lng, displayName: first["display_name"]?.stringValue ?? "")
    }
}

extension Nominatim {
    /// The list of results of a search: a refused or failed request, or a
    /// body that is no JSON list, throws what happened.
    static func results(of response: HTTPResponse) throws(OverpassError) -> [JSON] {
        if response.status == 429 { throw .rateLimited(retryAfter: response.retryAfter) }
        if response.status != 200 { throw .server(status: response.status) }
        let json: JSON
        do { json = try JSON.parse(bytes: response.body) } catch { throw .malformed("\(error)") }
        guard let results = json.arrayValue else { throw .malformed("expected a list of results") }
        return results
    }
}

// MARK: - Places by name (the fallback of `find`)

extension Nominatim {
    /// `…/search?q=…&format=jsonv2&limit=10&extratags=1&bounded=1&viewbox=…`:
    /// up to ten places named like `query` inside the box around the point.
    public static func placesURL(base: String, query: String, lat: Double, lng: Double, radiusKm: Double) -> URL? {
        guard let box = GeoSearchBox(around: Coordinate(lat: lat, lng: lng), radiusKm: radiusKm) else { return nil }
        let west = box.lngRanges.first?.lowerBound ?? lng, east = box.lngRanges.last?.upperBound ?? lng
        let viewbox = [west, box.maxLat, east, box.minLat].map { Format.fixed($0, 5) }.joined(separator: ",")
        let base = searchEndpoint(base)
        return URL(
            string: base + (base.contains("?") ? "&" : "?") + "q=" + Format.percentEncoded(query)
                + "&format=jsonv2&limit=10&extratags=1&bounded=1&viewbox=" + Format.percentEncoded(viewbox))
    }

    /// The results that are eating places (an amenity we search), as places
    /// with their details from `extratags`.
    public static func places(_ response: HTTPResponse, vocabulary: Vocabulary) throws(OverpassError) -> [NearbyPlace] {
        let results = try results(of: response)
        return results.compactMap { result -> NearbyPlace? in
            guard result["category"]?.stringValue == "amenity", let type = result["type"]?.stringValue,
                Overpass.amenities.contains(type), let osmType = result["osm_type"]?.stringValue,
                let id = result["osm_id"]?.intValue,
                let lat = result["lat"]?.stringValue.flatMap(Double.init) ?? result["lat"]?.doubleValue,
                let lng = result["lon"]?.stringValue.flatMap(Double.init) ?? result["lon"]?.doubleValue
            else { return nil }
            let display = SafeText.clean(result["display_name"]?.stringValue ?? "")
            let parts = display.split(separator: ",").map { String($0).trimmed }
            let name = result["name"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 } ?? parts.first ?? ""
            var tags: [String: JSON] = result["extratags"]?.objectValue ?? [:]
            tags["name"] = .string(name)
            tags["amenity"] = .string(type)
            let element = JSON.object([
                "type": .string(osmType), "id": .int(id), "lat": .number(lat), "lon": .number(lng),
                "tags": .object(tags),
            ])
            guard var place = Overpass.place(element, vocabulary: vocabulary) else { return nil }
            if place.address.isEmpty { place.address = parts.dropFirst().prefix(3).joined(separator: ", ") }
            return place
        }
    }
}
