// MARK: - The state of a conversation

/// What the session remembers between commands.
public struct SessionState: Sendable, Equatable {
    /// The current pick: the target of `rate`, `fav`, `open`, `show`, `save`, `why`.
    public var currentPickId: String?
    /// Ids of the last numbered list, so `show 3` works.
    public var lastListed: [String] = []
    /// The last `list` query, so `list page 2` continues it.
    public var lastListQuery: PlaceQuery?

    public init() {}
}
