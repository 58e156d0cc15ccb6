// MARK: - The state of a conversation

/// What the session remembers between commands. Only the reducer changes it.
public struct SessionState: Sendable, Equatable {
    /// The settings as this session knows them (saved through an effect).
    public var settings: Settings
    /// `CHOOSETHERE_LOCATION`: the location for this process, over the saved one.
    public var locationOverride: Coordinate?
    /// The current pick: the target of `rate`, `fav`, `open`, `show`, `save`, `why`.
    public var pick: CurrentPick?
    /// The current pool (`again` draws from it).
    public var pool: Pool?
    /// Ids of the last numbered list as far as it is known here (the page
    /// shown, or the whole list), so `show 3` works.
    public var lastListed: [String] = []
    /// The number of `lastListed[0]` in its whole list, less one (lists are
    /// numbered through their pages: page 2 of 20 rows starts at 21).
    public var listedFrom = 0
    /// How the last numbered list goes on beyond `lastListed` (nil: it does not).
    public var paging: Paging?
    /// The last `list` as run, so `list page 2` and `more` continue it.
    public var lastList: ListCursor?
    /// The file of the last import preview asked for, so "ok import it" imports that file.
    public var previewedImport: String?
    /// True right after a list reply with places still to show.
    public var listHasMore = false
    /// The last answer was a list (so `next`/`more` is its next page, not another pick).
    public var listing = false
    /// Whether the last command showed a `list` (what "only the japanese ones" then narrows).
    public var listShownLast = false
    /// The last spin or near search as asked (defaults not filled in): what
    /// a refinement changes, even when that search found nothing.
    public var asked: Asked?
    /// The last OpenStreetMap search and what it found, nearest first.
    public var remote: RemoteResults?
    /// The vocabulary with the store's own terms (nil: not loaded yet, or
    /// stale since the store's places changed).
    public var vocabulary: LoadedData<Vocabulary>?
    /// The city catalogue, or why it cannot be used (nil: not loaded yet).
    public var catalog: LoadedData<CatalogLoad>?
    /// Counts changes to the places in the store (the parser's names and terms follow it).
    public var storeRevision = 0

    public init(settings: Settings = Settings(), locationOverride: Coordinate? = nil) {
        self.settings = settings
        self.locationOverride = locationOverride
    }

    /// The current location: `CHOOSETHERE_LOCATION`, else the saved one.
    public var location: Coordinate? { locationOverride ?? settings.location }

    /// The selected city, typed.
    public var city: CityKey? { settings.city.map(CityKey.init) }

    /// Places were added, edited or imported: the vocabulary (their terms)
    /// is loaded again when next read, and the parser learns their names.
    /// A forgotten place's name stays known, so `show NAME` after `forget`
    /// still says it is gone rather than reading the name as other words.
    mutating func storeChanged() {
        storeRevision += 1
        vocabulary = nil
    }
}

/// A list as it was last run: the store query (with the page's offset and
/// size), the words it was asked with, and how many places matched in all.
public struct ListCursor: Sendable, Equatable {
    public var query: PlaceQuery
    /// The query as typed (nil: every place).
    public var text: String?
    public var total: Int

    public init(query: PlaceQuery, text: String?, total: Int) {
        self.query = query
        self.text = text
        self.total = total
    }

    /// Whether places follow the ones shown.
    public var hasMore: Bool { query.offset + query.limit < total }

    /// The page shown (1-based).
    public var page: Int { query.offset / max(1, query.limit) + 1 }

    /// The request for the page after this one (what `next`/`more` means after a list).
    public var nextPage: ListRequest { request(page: page + 1) }

    /// The same list at another page: its words, or the typed filters it was asked with.
    public func request(page: Int) -> ListRequest {
        var r = ListRequest(query: text, page: page, favorites: query.favoritesOnly)
        if text == nil { r.tags = query.terms }
        r.price = query.price
        return r
    }
}

/// A numbered list that has more rows than one reply shows.
public enum Paging: Sendable, Equatable {
    /// `list`: `lastList` holds its store query.
    case list
    /// A near search over the user's places.
    case near(NearPage)
    /// OpenStreetMap results (`remote`): every row is in `lastListed`; this page shows `size` from `offset`.
    case remote(offset: Int, size: Int)
}

/// A near list from the user's places: every place's store key, nearest
/// first, and the rows a reply shows (`offset`, `size`).
public struct NearPage: Sendable, Equatable {
    public var keys: [Int]
    public var point: NearPoint
    public var radiusKm: Double
    public var offset: Int
    public var size: Int

    public init(keys: [Int], point: NearPoint, radiusKm: Double, offset: Int, size: Int) {
        self.keys = keys
        self.point = point
        self.radiusKm = radiusKm
        self.offset = offset
        self.size = size
    }

    /// The keys of the rows this page shows.
    public var shown: ArraySlice<Int> { keys[min(offset, keys.count)..<min(keys.count, offset + size)] }
}

extension SessionState {
    /// A numbered list is now what `show N` counts in.
    mutating func numbered(_ ids: [String], from first: Int = 0, paging: Paging? = nil) {
        lastListed = ids
        listedFrom = first
        self.paging = paging
    }
}

/// The place the conversation is about, and the draw that chose it (nil when
/// it was chosen by name, list number, rating or adding).
public struct CurrentPick: Sendable, Equatable {
    public var id: String
    public var draw: SpinDraw?

    public init(id: String, draw: SpinDraw? = nil) {
        self.id = id
        self.draw = draw
    }
}

/// The point a near search is around: the user's location or a city's centre.
public struct NearPoint: Sendable, Equatable {
    public var point: Coordinate
    public var origin: NearOrigin
}

/// Where a pool's places come from: one case each, so impossible mixes
/// (a remote pool in a city, say) cannot be written down.
public enum PoolSource: Sendable, Equatable {

    /// Your list, in a city (nil = anywhere).
    case list(cityKey: String?)
    /// Your list around a point, nearest first.
    case nearList(NearPoint, radiusKm: Double)
    /// OpenStreetMap around a point (the places are in `SessionState.remote`).
    case nearOSM(RemoteSearch)

    /// A "near me" pool.
    public var isNear: Bool { if case .list = self { false } else { true } }
}

/// A spin pool: what matched and what has been shown, so `again` draws from
/// the same candidates without asking the store, never repeating a place
/// until the round is used up.
public struct Pool: Sendable, Equatable {
    public var source: PoolSource
    public var filters: SpinFilters
    /// Every candidate, kept for `again` (store keys; indexes into the remote results for OpenStreetMap).
    public var candidates: [SpinCandidate]
    /// Store keys of recent visits excluded from draws.
    public var recent: [Int]
    /// No place had all the tags, so any of them was accepted.
    public var anyTag: Bool
    /// Candidates shown in this round, in order.
    public var shown: [Int] = []
    /// 1 for the first round; grows each time the pool is exhausted.
    public var round = 1
    /// An "open now" pool: what the hours left out (the candidates are those kept).
    public var openNow: OpenNowSummary?

    public init(source: PoolSource, filters: SpinFilters, candidates: [SpinCandidate], recent: [Int] = [], anyTag: Bool = false) {
        self.source = source
        self.filters = filters
        self.candidates = candidates
        self.recent = recent
        self.anyTag = anyTag
    }
}

/// An OpenStreetMap search as asked: where, how far, for what.
public struct RemoteSearch: Sendable, Equatable {
    public var lat: Double
    public var lng: Double
    public var radiusKm: Double
    public var category: String?
    public var cityHint: String?
    public var filters: SpinFilters
    public var origin: NearOrigin
    /// The text of a `find` (a name, brand, dish or cuisine); nil for a near search.
    public var query: String?

    public init(
        lat: Double, lng: Double, radiusKm: Double, category: String?, cityHint: String?, filters: SpinFilters,
        origin: NearOrigin = .location, query: String? = nil
    ) {
        self.lat = lat
        self.lng = lng
        self.radiusKm = radiusKm
        self.category = category
        self.cityHint = cityHint
        self.filters = filters
        self.origin = origin
        self.query = query
    }
}

/// The places of the last OpenStreetMap search, nearest first.
public struct RemoteResults: Sendable, Equatable {
    public var search: RemoteSearch
    public var places: [NearbyPlace]
    /// Served from the cache, and how old the answer was then.
    public var fromCache: Bool
    public var ageSeconds: Int
    /// Results that are places of the user's list, by `placeId`.
    public var listed: [String: Restaurant] = [:]

    /// The result drawn or named: the user's own place when it is one.
    public func restaurant(_ place: NearbyPlace) -> Restaurant { listed[place.placeId] ?? place.asRestaurant() }

    /// The find with this `osm-…` id.
    public func place(id: String) -> NearbyPlace? { places.first { $0.placeId == id } }
}

/// A spin or near search as the user asked for it.
public struct Asked: Sendable, Equatable {
    public var near: Bool
    public var source: NearbySource?
    public var filters: SpinFilters

    public init(near: Bool, source: NearbySource?, filters: SpinFilters) {
        self.near = near
        self.source = source
        self.filters = filters
    }
}
