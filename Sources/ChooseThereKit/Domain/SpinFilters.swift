// MARK: - What a pick is drawn from: the filter model

/// Filters for a spin (and the filter part of `near`).
public struct SpinFilters: Sendable, Equatable {
    /// Desired tags or categories (canonical, lower-case).
    public var tags: [String] = []
    /// Tags or categories to avoid.
    public var avoid: [String] = []
    public var radiusKm: Double?
    /// 1 cheap … 3 fancy.
    public var price: Int?
    public var favorites = false
    public var rating: RatingPriority = .any
    /// Only places whose average is at least this many stars (`spin 4 stars`,
    /// `sorteia um bar 4 estrelas`): stars said inside a pick filter it, never rate it.
    public var minStars: Int?
    /// Only places open now (unknown hours are kept and counted unless `strict`).
    public var openNow = false
    /// With `openNow`: places with unknown hours are dropped too.
    public var strict = false
    /// Dishes read as the term that serves them (`temaki` → `japanese`), to say so.
    public var dishes: [DishMapping] = []
    /// A city named in the request ("italian food in Curitiba"): this pick
    /// is drawn there, and the session stays in its own city.
    public var city: String?
    /// That city's UF (Brazil) or country, to tell namesakes apart.
    public var cityState: String?

    public init(
        tags: [String] = [], avoid: [String] = [], radiusKm: Double? = nil, price: Int? = nil,
        favorites: Bool = false, rating: RatingPriority = .any, openNow: Bool = false, strict: Bool = false
    ) {
        self.tags = tags
        self.avoid = avoid
        self.radiusKm = radiusKm
        self.price = price
        self.favorites = favorites
        self.rating = rating
        self.openNow = openNow
        self.strict = strict
    }
}

/// A dish read as the term that serves it.
public struct DishMapping: Sendable, Equatable {
    public var dish: String
    public var term: String
    public init(dish: String, term: String) {
        self.dish = dish
        self.term = term
    }
}

/// How ratings weigh in a spin.
public enum RatingPriority: String, Sendable, Equatable { case any, prefer, only }
