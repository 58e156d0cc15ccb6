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

    /// `…/search?q=…&format=jsonv2&limit=1`.
    public static func url(base: String, query: String) -> URL? {
        URL(string: base + (base.contains("?") ? "&" : "?") + "q=" + Format.percentEncoded(query) + "&format=jsonv2&limit=1")
    }

    /// The first result, or nil when nothing matched.
    public static func parse(_ response: HTTPResponse) throws(OverpassError) -> GeocodedPlace? {
        if response.status == 429 { throw .rateLimited(retryAfter: response.retryAfter) }
        if response.status != 200 { throw .server(status: response.status) }
        let json: JSON
        do { json = try JSON.parse(bytes: response.body) } catch { throw .malformed("\(error)") }
        guard let results = json.arrayValue else { throw .malformed("expected a list of results") }
        guard let first = results.first else { return nil }
        guard let lat = first["lat"]?.stringValue.flatMap(Double.init) ?? first["lat"]?.doubleValue,
              let lng = first["lon"]?.stringValue.flatMap(Double.init) ?? first["lon"]?.doubleValue,
              Coordinate(lat: lat, lng: lng).isValid else { throw .malformed("a result without coordinates") }
        return GeocodedPlace(lat: lat, lng: lng, displayName: first["display_name"]?.stringValue ?? "")
    }
}
