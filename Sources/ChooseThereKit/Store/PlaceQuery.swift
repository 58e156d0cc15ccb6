// MARK: - A page of places, and the query that asks for it

/// A page of places and how many matched in all.
public struct PlacePage: Sendable, Equatable {
    public var items: [Restaurant]
    public var total: Int

    public init(items: [Restaurant], total: Int) {
        self.items = items
        self.total = total
    }
}

/// What `list`/`search` asks of the store.
public struct PlaceQuery: Sendable, Equatable {
    /// Folded free text: matches a name (substring), a category or a tag.
    public var text: String?
    /// Canonical tags/categories that must all match (from the vocabulary).
    public var terms: [String] = []
    /// For a folded term, every folded way a stored category or tag may write it.
    public var forms: [String: [String]] = [:]
    /// Restrict to a city (`"São Paulo|SP"`); nil = anywhere.
    public var cityKey: String?
    public var favoritesOnly = false
    /// Only places of this price tier (1–3).
    public var price: Int?
    public var limit = 20
    public var offset = 0

    public init(
        text: String? = nil, terms: [String] = [], cityKey: String? = nil,
        favoritesOnly: Bool = false, limit: Int = 20, offset: Int = 0
    ) {
        self.text = text
        self.terms = terms
        self.cityKey = cityKey
        self.favoritesOnly = favoritesOnly
        self.limit = limit
        self.offset = offset
    }
}
