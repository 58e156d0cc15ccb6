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
    /// Hours, contact, cuisine, diets and services, as the map has them.
    public var details: PlaceDetails = PlaceDetails()

    public var openingHours: String? { details.openingHours }
    public var website: String? { details.website }
    public var phone: String? { details.phone }

    /// As a place the rest of the app can show, open and save (details and
    /// OpenStreetMap id kept, so `save` stores them).
    public func asRestaurant(city: String = "", state: String = "") -> Restaurant {
        // Cleaned again on the way into the list: a cache file is outside data too.
        Restaurant(
            id: placeId, name: SafeText.clean(name), category: SafeText.clean(category), address: SafeText.clean(address), city: city,
            state: state, tags: tags.map(SafeText.clean).filter { !$0.isEmpty },
            externalLink: details.website, lat: lat, lng: lng, origin: .osm, osmId: osmId,
            details: details.isEmpty ? nil : details)
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
            guard let place = place(element, vocabulary: vocabulary), seen.insert(place.osmId).inserted else { continue }
            places.append(place)
        }
        return places
    }

    /// One element as a place: named, with a valid position (a node's own,
    /// or a way's or relation's centre); nil otherwise.
    static func place(_ element: JSON, vocabulary: Vocabulary) -> NearbyPlace? {
        // Every value from the map is cleaned here, where it enters: no control
        // character reaches the terminal, the store or a backup ("Café\u{1B}[31m",
        // a cuisine "foo\u{1F}bar" that would come back as two tags).
        guard let type = element["type"]?.stringValue, let id = element["id"]?.intValue,
            let rawTags = element["tags"]?.objectValue,
            let fullName = rawTags["name"]?.stringValue.map({ SafeText.clean($0).trimmed }), !fullName.isEmpty
        else { return nil }
        // Texts are held to what a saved place keeps (`TextLimits`), so a
        // 50 KB name costs no more than any other and saves as it shows.
        let name = TextLimits.cut(fullName, to: TextLimits.name) ?? fullName
        let lat = element["lat"]?.doubleValue ?? element["center"]?["lat"]?.doubleValue
        let lng = element["lon"]?.doubleValue ?? element["center"]?["lon"]?.doubleValue
        guard let lat, let lng, Coordinate(lat: lat, lng: lng).isValid else { return nil }
        var tags: [String: String] = [:]
        for (key, value) in rawTags { if let text = value.stringValue { tags[key] = SafeText.clean(text) } }
        func tag(_ key: String) -> String? { tags[key].flatMap { $0.trimmed.isEmpty ? nil : $0.trimmed } }
        let details = PlaceDetails(osmTags: tags).fitted().details
        var ourTags: [String] = []
        for cuisine in details.cuisine {
            let word = cuisine.replacing("_", with: " ")
            if let term = vocabulary.canonical(word), !ourTags.contains(term) {
                ourTags.append(term)
            } else if !word.isEmpty, !ourTags.contains(word.lowercased()) {
                ourTags.append(word.lowercased())
            }
        }
        let street = [tag("addr:street"), tag("addr:housenumber")].compactMap { $0 }.joined(separator: ", ")
        let fullAddress = [street.isEmpty ? nil : street, tag("addr:suburb")].compactMap { $0 }.joined(separator: " - ")
        let address = TextLimits.cut(fullAddress, to: TextLimits.address) ?? fullAddress
        return NearbyPlace(
            osmId: "\(type)/\(id)", name: name, category: category(forAmenity: tag("amenity") ?? "restaurant"),
            tags: Array(ourTags.prefix(5)), address: address, lat: lat, lng: lng, details: details)
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
