// MARK: - A rating as said

/// A rating as said: every part optional, checked by the session.
public struct RateRequest: Sendable, Equatable {
    public var stars: Int?
    /// What was said about going back: nil when nothing was (the app's
    /// default, yes, applies) — see `returnUnclear`.
    public var wouldReturn: Bool?
    /// Something was said about going back that cannot be read safely
    /// ("maybe", "não sei se volto"): ask, never record a guess.
    public var returnUnclear = false
    public var match: Bool?
    /// Quick tags in the app's spelling (`Bom custo-benefício`).
    public var tags: [String]
    public var note: String?
    public var target: PlaceRef?

    public init(
        stars: Int? = nil, wouldReturn: Bool? = nil, match: Bool? = nil, tags: [String] = [], note: String? = nil,
        target: PlaceRef? = nil
    ) {
        self.stars = stars
        self.wouldReturn = wouldReturn
        self.match = match
        self.tags = tags
        self.note = note
        self.target = target
    }
}
