// MARK: - Intent: what a line means

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

    public init(tags: [String] = [], avoid: [String] = [], radiusKm: Double? = nil, price: Int? = nil,
                favorites: Bool = false, rating: RatingPriority = .any, openNow: Bool = false, strict: Bool = false) {
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

/// Which list `history` shows (`favorites`: visits to places marked favourite).
public enum HistoryFilter: String, Sendable, Equatable, CaseIterable { case all, best, wouldReturn = "would_return", match, favorites }

/// Where "near me" looks: your list or OpenStreetMap.
public typealias NearbySource = Settings.Source

/// A place the user refers to: a number from the last list, or a name (or id).
/// `nil` where a `PlaceRef?` is expected means the current pick.
public enum PlaceRef: Sendable, Equatable {
    case number(Int)
    case name(String)

    /// As typed in a command (`3`, `Bar do Zé`).
    public var text: String {
        switch self {
        case .number(let n): String(n)
        case .name(let name): name
        }
    }

    /// `"3"` → `.number(3)`, anything else → `.name`.
    public init(_ text: String) {
        if let n = Int(text.trimmed) { self = .number(n) } else { self = .name(text) }
    }
}

/// What `clear cache` / `refresh` do.
public enum CacheAction: String, Sendable, Equatable { case clear, refresh }

/// Where `open` sends the user.
public enum LinkApp: String, Sendable, Equatable, CaseIterable { case maps, osm, google, tripadvisor, ifood, link }

/// The fields `edit` can change.
public enum EditField: String, Sendable, Equatable, CaseIterable { case name, category, address, tags, notes, link, price, at, city, hours }

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

    public init(stars: Int? = nil, wouldReturn: Bool? = nil, match: Bool? = nil, tags: [String] = [], note: String? = nil,
                target: PlaceRef? = nil) {
        self.stars = stars
        self.wouldReturn = wouldReturn
        self.match = match
        self.tags = tags
        self.note = note
        self.target = target
    }
}

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

/// `set KEY VALUE`: the key when it is one we know, else the word typed.
public struct SettingRequest: Sendable, Equatable {
    public var key: SettingKey?
    /// The key as typed when it is not a known one (for the did-you-mean).
    public var unknownKey: String?
    public var value: String?

    public init(key: SettingKey?, unknownKey: String? = nil, value: String?) {
        self.key = key
        self.unknownKey = unknownKey
        self.value = value
    }
}

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

    public init(query: String? = nil, page: Int? = nil, favorites: Bool = false, all: Bool = false, limit: Int? = nil,
                next: Bool = false, previous: Bool = false) {
        self.query = query
        self.page = page
        self.favorites = favorites
        self.all = all
        self.limit = limit
        self.next = next
        self.previous = previous
    }
}

/// `find Mocotó near me`, `temaki in Curitiba`: OpenStreetMap searched by
/// text (a name, brand, dish or cuisine) around the location or a city.
public struct FindRequest: Sendable, Equatable {
    /// What to look for, lower-cased (as typed when quoted).
    public var query: String?
    public var radiusKm: Double?
    /// A city to search around (its catalogue name), instead of the location.
    public var city: String?
    /// The city's UF (or country) when the catalogue resolved it; not an `explain` slot.
    public var state: String?
    /// `osm` when said; `list` searches your own list instead.
    public var source: NearbySource?

    public init(query: String? = nil, radiusKm: Double? = nil, city: String? = nil, state: String? = nil, source: NearbySource? = nil) {
        self.query = query
        self.radiusKm = radiusKm
        self.city = city
        self.state = state
        self.source = source
    }
}

/// A change to the current pool: "cheaper", "closer", "what about italian",
/// "same but with beer", "not that one", "next page". The reducer applies it
/// to the pool (or the last list) and runs the resulting intent.
public struct Refinement: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Change filters and draw again.
        case adjust
        /// Not that one: draw again from the same pool.
        case again
        /// `next`/`more`: the next page after a list, else again.
        case next
        /// `previous page`, `back a page`: the page before, in the list being looked at.
        case previous
    }

    public var kind: Kind
    /// Replace the desired tags (`what about italian`).
    public var replaceTags: [String]?
    public var addTags: [String] = []
    public var removeTags: [String] = []
    public var addAvoid: [String] = []
    public var price: PriceChange?
    public var radiusKm: Double?
    public var distance: DistanceChange?
    public var favorites: Bool?
    public var rating: RatingPriority?
    public var openNow: Bool?
    public var strict: Bool?
    public var source: NearbySource?
    public var dishes: [DishMapping] = []

    public init(kind: Kind = .adjust) { self.kind = kind }

    /// A price change: a tier, one step cheaper or pricier, or none at all.
    public enum PriceChange: Sendable, Equatable { case tier(Int), cheaper, pricier, clear }
    /// Closer or farther than the current radius.
    public enum DistanceChange: Sendable, Equatable { case closer, farther }
}

/// `add NAME at LAT,LNG …`.
public struct NewPlace: Sendable, Equatable {
    public var name: String?
    public var lat: Double?
    public var lng: Double?
    public var category: String?
    public var tags: [String]
    public var address: String?

    public init(name: String? = nil, lat: Double? = nil, lng: Double? = nil, category: String? = nil, tags: [String] = [],
                address: String? = nil) {
        self.name = name
        self.lat = lat
        self.lng = lng
        self.category = category
        self.tags = tags
        self.address = address
    }
}

/// `edit NAME FIELD VALUE`.
public struct EditRequest: Sendable, Equatable {
    public var target: PlaceRef?
    public var field: EditField?
    public var value: String?
    public init(target: PlaceRef?, field: EditField?, value: String?) {
        self.target = target
        self.field = field
        self.value = value
    }
}

/// `import PATH [merge|replace] [preview]`.
public struct ImportRequest: Sendable, Equatable {
    public var path: String?
    public var mode: ImportMode?
    public var preview: Bool
    /// Set only by the shell after the user typed the confirmation word.
    public var confirmed: Bool

    public init(path: String?, mode: ImportMode? = nil, preview: Bool = false, confirmed: Bool = false) {
        self.path = path
        self.mode = mode
        self.preview = preview
        self.confirmed = confirmed
    }

    public var isReplace: Bool { mode == .replace }
}

/// What the user asked for. Produced by `Parser`, consumed by the session.
public enum Intent: Sendable, Equatable {
    case spin(SpinFilters)
    case near(filters: SpinFilters, source: NearbySource?)
    case find(FindRequest)
    case again
    case refine(Refinement)
    case rate(RateRequest)
    case city(CityRequest)
    case set(SettingRequest)
    case location(lat: Double?, lng: Double?, query: String?)
    case history(filter: HistoryFilter, limit: Int?)
    case favorite(target: PlaceRef?, on: Bool)
    case show(target: PlaceRef?)
    case list(ListRequest)
    case open(target: PlaceRef?, app: LinkApp?)
    case save(target: PlaceRef?)
    case add(NewPlace)
    case edit(EditRequest)
    case forget(target: PlaceRef?, confirmed: Bool)
    /// Fetch a saved place's OpenStreetMap details again.
    case refreshDetails(target: PlaceRef?)
    case why
    case importFile(ImportRequest)
    /// `export [PATH] [overwrite]`: an existing file is replaced only when told (or confirmed at a terminal).
    case export(path: String?, overwrite: Bool = false)
    case cache(CacheAction)
    case settings
    /// The last events of the local event log.
    case log(limit: Int?)
    case cities(query: String?)
    case tags
    case help(topic: String?)
    case source(path: String?)
    case explain(text: String)
    case quit
    /// Not understood (or understood only after repairing a typo in a command
    /// that must not run on a guess); `reason` says what was wrong when it is
    /// more than the verb; `suggestion` is a canonical command to offer.
    case unknown(text: String, suggestion: String?, reason: UnknownReason? = nil)

    /// The intent's name as in DESIGN.md (`spin`, `near`, …).
    public var name: String {
        switch self {
        case .spin: "spin"
        case .near: "near"
        case .find: "find"
        case .again: "again"
        case .refine: "refine"
        case .rate: "rate"
        case .city: "city"
        case .set: "set"
        case .location: "location"
        case .history: "history"
        case .favorite: "favorite"
        case .show: "show"
        case .list: "list"
        case .open: "open"
        case .save: "save"
        case .add: "add"
        case .edit: "edit"
        case .forget: "forget"
        case .refreshDetails: "refetch"
        case .why: "why"
        case .importFile: "import"
        case .export: "export"
        case .cache: "cache"
        case .settings: "settings"
        case .log: "log"
        case .cities: "cities"
        case .tags: "tags"
        case .help: "help"
        case .source: "source"
        case .explain: "explain"
        case .quit: "quit"
        case .unknown: "unknown"
        }
    }
}
