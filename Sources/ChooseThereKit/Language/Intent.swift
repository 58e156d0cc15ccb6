// MARK: - Intent: what a line means

/// Where "near me" looks: your list or OpenStreetMap.
public typealias NearbySource = Settings.Source

/// What `clear cache` / `refresh` do.
public enum CacheAction: String, Sendable, Equatable { case clear, refresh }

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
