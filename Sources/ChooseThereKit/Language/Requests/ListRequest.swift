// MARK: - `list` as said

/// `list` / `search`, `favorites`, `list all`, and `more`/`next` after a list.
public struct ListRequest: Sendable, Equatable {
    /// Free text, tags or a category (nil: every place).
    public var query: String?
    /// A page of the list (nil: the first, or the whole list where lists are complete).
    public var page: Int?
    /// Favourites only (`favorites`, `favoritos`, `list favorites`).
    public var favorites: Bool
    /// Every matching place in one reply, even at a terminal (`list all`).
    public var all: Bool
    /// At most this many places (`list 5`, `--limit N` is the session-wide one).
    public var limit: Int?
    /// The next page of the last list (`more`, `next` right after a list).
    public var next: Bool
    /// The page before the one shown (`previous page`, `página anterior`).
    public var previous: Bool
    /// Kinds every place listed has (`list japanese cheap` → japanese), read as a pick reads them.
    public var tags: [String] = []
    /// The price tier every place listed has (1–3).
    public var price: Int?

    public init(
        query: String? = nil, page: Int? = nil, favorites: Bool = false, all: Bool = false, limit: Int? = nil,
        next: Bool = false, previous: Bool = false
    ) {
        self.query = query
        self.page = page
        self.favorites = favorites
        self.all = all
        self.limit = limit
        self.next = next
        self.previous = previous
    }
}
