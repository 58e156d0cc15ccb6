#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Restaurant

/// A place in the user's list: a restaurant, bar, café, bakery or boteco.
public struct Restaurant: Sendable, Equatable, Identifiable {
    /// Where a place came from: the bundled seed, the user, an import, OpenStreetMap.
    public enum Origin: String, Sendable {
        case seed, user, imported, osm
    }

    public var id: String
    public var name: String
    public var category: String
    public var address: String
    public var city: String
    /// UF for Brazil (e.g. "SP"); may be empty.
    public var state: String
    /// Lower-cased tags, most characteristic first.
    public var tags: [String]
    public var notes: String
    public var externalLink: String?
    public var lat: Double
    public var lng: Double
    /// 1 cheap, 2 mid, 3 expensive; nil when unknown.
    public var priceTier: Int?
    public var isFavorite: Bool
    public var ratingAverage: Double?
    public var ratingCount: Int
    public var lastVisitedAt: Date?
    public var origin: Origin
    /// `node/123` or `way/456` when the place came from OpenStreetMap (for `refresh details`).
    public var osmId: String?
    /// Hours, contact, cuisine, diets and services; nil when nothing is known.
    public var details: PlaceDetails?

    public init(
        id: String, name: String, category: String = "restaurant", address: String = "",
        city: String = "", state: String = "", tags: [String] = [], notes: String = "",
        externalLink: String? = nil, lat: Double, lng: Double, priceTier: Int? = nil,
        isFavorite: Bool = false, ratingAverage: Double? = nil, ratingCount: Int = 0,
        lastVisitedAt: Date? = nil, origin: Origin = .user, osmId: String? = nil, details: PlaceDetails? = nil
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.address = address
        self.city = city
        self.state = state
        self.tags = tags
        self.notes = notes
        self.externalLink = externalLink
        self.lat = lat
        self.lng = lng
        self.priceTier = priceTier
        self.isFavorite = isFavorite
        self.ratingAverage = ratingAverage
        self.ratingCount = ratingCount
        self.lastVisitedAt = lastVisitedAt
        self.origin = origin
        self.osmId = osmId
        self.details = details
    }

    /// The catalogue key of the place's city ("São Paulo|SP"), or nil.
    public var cityKey: String? {
        guard !city.isEmpty else { return nil }
        return state.isEmpty ? city : "\(city)|\(state)"
    }

    /// "São Paulo, SP", or just the city.
    public var cityLabel: String { state.isEmpty ? city : "\(city), \(state)" }

    /// "$", "$$", "$$$" or "".
    public var priceLabel: String { priceTier.map { String(repeating: "$", count: max(1, min(3, $0))) } ?? "" }
}

// MARK: - Visit

/// One visit to a place, with its rating.
public struct Visit: Sendable, Equatable, Identifiable {
    public var id: String
    public var restaurantId: String
    public var dateVisited: Date
    /// 1–5 stars; 0 means unrated (the iOS app's range is 0–5).
    public var rating: Int
    public var tags: [String]
    public var note: String?
    public var isMatch: Bool
    public var wouldReturn: Bool

    public init(
        id: String = UUID().uuidString, restaurantId: String, dateVisited: Date, rating: Int,
        tags: [String] = [], note: String? = nil, isMatch: Bool = false, wouldReturn: Bool = true
    ) {
        self.id = id
        self.restaurantId = restaurantId
        self.dateVisited = dateVisited
        self.rating = rating
        self.tags = tags
        self.note = note
        self.isMatch = isMatch
        self.wouldReturn = wouldReturn
    }
}
