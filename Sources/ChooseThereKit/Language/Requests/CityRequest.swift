// MARK: - A city as said

/// A city as said: a name (with state or country when known), or anywhere.
public struct CityRequest: Sendable, Equatable {
    public var name: String?
    public var state: String?
    public var country: String?
    public var any: Bool

    public init(name: String? = nil, state: String? = nil, country: String? = nil, any: Bool = false) {
        self.name = name
        self.state = state
        self.country = country
        self.any = any
    }
}
