// MARK: - `add` as said

/// `add NAME at LAT,LNG …`.
public struct NewPlace: Sendable, Equatable {
    public var name: String?
    public var lat: Double?
    public var lng: Double?
    public var category: String?
    public var tags: [String]
    public var address: String?

    public init(
        name: String? = nil, lat: Double? = nil, lng: Double? = nil, category: String? = nil, tags: [String] = [],
        address: String? = nil
    ) {
        self.name = name
        self.lat = lat
        self.lng = lng
        self.category = category
        self.tags = tags
        self.address = address
    }
}
