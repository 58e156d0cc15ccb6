// MARK: - `find` as said

/// `find Mocotó near me`, `temaki in Curitiba`: OpenStreetMap searched by
/// text (a name, brand, dish or cuisine) around the location or a city.
public struct FindRequest: Sendable, Equatable {
    /// What to look for, lower-cased (as typed when quoted).
    public var query: String?
    public var radiusKm: Double?
    /// A city to search around (its catalogue name), instead of the location.
    public var city: String?
    /// The city's UF (or country) when the catalogue resolved it; not an `explain` slot.
    public var state: String?
    /// `osm` when said; `list` searches your own list instead.
    public var source: NearbySource?

    public init(query: String? = nil, radiusKm: Double? = nil, city: String? = nil, state: String? = nil, source: NearbySource? = nil) {
        self.query = query
        self.radiusKm = radiusKm
        self.city = city
        self.state = state
        self.source = source
    }
}
