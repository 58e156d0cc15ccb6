// MARK: - The state of a conversation

/// A spin pool: the filters of the last `spin` and what it has shown, so
/// `again` never repeats a place until the round is exhausted.
public struct SpinPool: Sendable, Equatable {
    public var filters: SpinFilters
    /// The city the pool was drawn in (nil = anywhere).
    public var cityKey: String?
    /// Places shown in this round, in order (store keys).
    public var shown: [Int] = []
    /// 1 for the first round; grows each time the pool is exhausted.
    public var round = 1
    /// A "near me" pool: places around the location, nearest first, instead of a city.
    public var near = false
    /// A pool of OpenStreetMap results (`SessionState.remote`), not of the list.
    public var remote = false

    public init(filters: SpinFilters, cityKey: String?, near: Bool = false, remote: Bool = false) {
        self.filters = filters
        self.cityKey = cityKey
        self.near = near
        self.remote = remote
    }
}

/// What the session remembers between commands.
public struct SessionState: Sendable, Equatable {
    /// The current pick: the target of `rate`, `fav`, `open`, `show`, `save`, `why`.
    public var currentPickId: String?
    /// The current spin pool (`again` draws from it).
    public var pool: SpinPool?
    /// The draw that produced the current pick (what `why` explains).
    public var lastDraw: SpinDraw?
    /// Ids of the last numbered list, so `show 3` works.
    public var lastListed: [String] = []
    /// The last `list` query, so `list page 2` continues it.
    public var lastListQuery: PlaceQuery?
    /// The places of the last OpenStreetMap search, nearest first.
    public var remote: [NearbyPlace] = []
    /// That search, so `refresh` can repeat it.
    public var lastRemoteSearch: RemoteSearch?

    public init() {}
}

/// An OpenStreetMap search as asked: where, how far, for what.
public struct RemoteSearch: Sendable, Equatable {
    public var lat: Double
    public var lng: Double
    public var radiusKm: Double
    public var category: String?
    public var cityHint: String?
    public var filters: SpinFilters
}
