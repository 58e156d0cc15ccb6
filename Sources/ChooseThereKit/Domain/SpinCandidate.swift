// MARK: - A candidate of a draw, as the store gives it

/// One place in a spin pool: just what weighting and picking need.
public struct SpinCandidate: Sendable, Equatable {
    /// The store's compact key (`Store.place(pk:)`), not the place's id.
    public var pk: Int
    public var ratingAverage: Double?
    public var ratingCount: Int
    /// Σ learned tag weights + learned category weight (0 when learning is off).
    public var learned: Double
    public var lat: Double
    public var lng: Double

    public init(pk: Int, ratingAverage: Double?, ratingCount: Int, learned: Double, lat: Double, lng: Double) {
        self.pk = pk
        self.ratingAverage = ratingAverage
        self.ratingCount = ratingCount
        self.learned = learned
        self.lat = lat
        self.lng = lng
    }
}
