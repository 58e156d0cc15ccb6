#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - OpenStreetMap through the Overpass API

/// A place found on OpenStreetMap (not in the list until `save`).
public struct NearbyPlace: Sendable, Equatable {
    /// `node/123` or `way/456`.
    public var osmId: String
    public var name: String
    /// Our category for its amenity (`restaurant`, `bar`, `café`, …).
    public var category: String
    /// Cuisine values mapped to our vocabulary where possible.
    public var tags: [String]
    public var address: String
    public var lat: Double
    public var lng: Double
    public var openingHours: String?
    public var website: String?
    public var phone: String?

    /// As a place the rest of the app can show, open and save.
    public func asRestaurant(city: String = "", state: String = "") -> Restaurant {
        var notes: [String] = []
        if let h = openingHours { notes.append("Hours: \(h)") }
        if let p = phone { notes.append("Phone: \(p)") }
        return Restaurant(id: "osm-" + osmId.replacing("/", with: "-"), name: name, category: category, address: address,
                          city: city, state: state, tags: tags, notes: notes.joined(separator: " · "),
                          externalLink: website, lat: lat, lng: lng, origin: .osm)
    }
}

/// Why Overpass gave no places.
public enum OverpassError: Error, Sendable, Equatable {
    case network(NetworkError)
    case rateLimited(retryAfter: Int?)
    case server(status: Int)
    case remark(String)
    case malformed(String)
}

/// Builds Overpass queries and reads their answers.
public enum Overpass {
    /// The amenities searched (DESIGN.md).
    public static let amenities = ["restaurant", "bar", "cafe", "fast_food", "pub", "ice_cream"]
    public static let defaultURL = "https://overpass-api.de/api/interpreter"
    public static let attribution = "Data © OpenStreetMap contributors, ODbL 1.0 (openstreetmap.org/copyright)"

    /// How a category narrows the search: amenities, or a cuisine.
    public static func narrowing(for term: String?) -> (amenities: [String], cuisine: String?) {
        guard let term = term.map(Folding.key), !term.isEmpty else { return (amenities, nil) }
        switch term {
        case "bar", "boteco", "beer", "craft beer", "cocktails", "pub": return (["bar", "pub"], nil)
        case "cafe", "coffee", "bakery", "pastries", "breakfast", "tea": return (["cafe"], nil)
        case "ice cream", "acai", "dessert": return (["ice_cream"], nil)
        case "snack bar", "fast food", "burger", "sandwich", "street food": return (["fast_food"], term == "burger" ? "burger" : nil)
        case "restaurant": return (["restaurant"], nil)
        case "pizzeria", "pizza": return (["restaurant", "fast_food"], "pizza")
        case "steakhouse", "steak", "barbecue": return (["restaurant"], "steak_house")
        default:
            // Cuisine words map to OSM's cuisine values (japanese, italian, sushi…).
            return (amenities, term.replacing(" ", with: "_"))
        }
    }

    /// The Overpass QL for places around a point: nodes and ways (with
    /// their centres), named ones only.
    public static func query(lat: Double, lng: Double, radiusMeters: Int, category: String?) -> String {
        let (amenityList, cuisine) = narrowing(for: category)
        let around = "(around:\(radiusMeters),\(Format.fixed(lat, 6)),\(Format.fixed(lng, 6)))"
        let amenity = "[\"amenity\"~\"^(\(amenityList.joined(separator: "|")))$\"]"
        let cuisineFilter = cuisine.map { "[\"cuisine\"~\"\($0)\",i]" } ?? ""
        return "[out:json][timeout:10];nwr\(amenity)\(cuisineFilter)[\"name\"]\(around);out center tags 200;"
    }

    /// The request URL (`?data=` query, percent-encoded).
    public static func url(base: String, query: String) -> URL? {
        URL(string: base + (base.contains("?") ? "&" : "?") + "data=" + Format.percentEncoded(query))
    }

    /// Reads an Overpass JSON answer.
    public static func parse(_ response: HTTPResponse, vocabulary: Vocabulary) throws(OverpassError) -> [NearbyPlace] {
        if response.status == 429 { throw .rateLimited(retryAfter: response.retryAfter) }
        if response.status >= 500 { throw .server(status: response.status) }
        if response.status != 200 { throw .server(status: response.status) }
        let json: JSON
        do { json = try JSON.parse(bytes: response.body) } catch { throw .malformed("\(error)") }
        guard let elements = json["elements"]?.arrayValue else {
            if let remark = json["remark"]?.stringValue { throw .remark(remark) }
            throw .malformed("no \"elements\" in the reply")
        }
        if elements.isEmpty, let remark = json["remark"]?.stringValue, remark.lowercased().contains("error") {
            throw .remark(remark)
        }
        var places: [NearbyPlace] = []
        var seen = Set<String>()
        for element in elements {
            guard let type = element["type"]?.stringValue, let id = element["id"]?.intValue,
                  let tags = element["tags"]?.objectValue,
                  let name = tags["name"]?.stringValue?.trimmed, !name.isEmpty else { continue }
            let lat = element["lat"]?.doubleValue ?? element["center"]?["lat"]?.doubleValue
            let lng = element["lon"]?.doubleValue ?? element["center"]?["lon"]?.doubleValue
            guard let lat, let lng, Coordinate(lat: lat, lng: lng).isValid else { continue }
            let osmId = "\(type)/\(id)"
            guard seen.insert(osmId).inserted else { continue }
            func tag(_ key: String) -> String? { tags[key]?.stringValue.flatMap { $0.trimmed.isEmpty ? nil : $0.trimmed } }
            let amenity = tag("amenity") ?? "restaurant"
            var ourTags: [String] = []
            for cuisine in (tag("cuisine") ?? "").split(separator: ";") {
                let word = String(cuisine).trimmed.replacing("_", with: " ")
                if let term = vocabulary.canonical(word), !ourTags.contains(term) { ourTags.append(term) }
                else if !word.isEmpty, !ourTags.contains(word) { ourTags.append(word.lowercased()) }
            }
            let street = [tag("addr:street"), tag("addr:housenumber")].compactMap { $0 }.joined(separator: ", ")
            let address = [street.isEmpty ? nil : street, tag("addr:suburb")].compactMap { $0 }.joined(separator: " - ")
            places.append(NearbyPlace(osmId: osmId, name: name, category: category(forAmenity: amenity), tags: Array(ourTags.prefix(5)),
                                      address: address, lat: lat, lng: lng, openingHours: tag("opening_hours"),
                                      website: tag("website") ?? tag("contact:website"), phone: tag("phone") ?? tag("contact:phone")))
        }
        return places
    }

    static func category(forAmenity amenity: String) -> String {
        switch amenity {
        case "bar", "pub": "bar"
        case "cafe": "café"
        case "fast_food": "snack bar"
        case "ice_cream": "ice cream"
        default: "restaurant"
        }
    }
}
