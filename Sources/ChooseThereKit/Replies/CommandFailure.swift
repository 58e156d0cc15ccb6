// MARK: - Why a command failed, as data

/// Every way a command can fail, each case carrying the input it is about.
/// The wording lives in the language tables (`Wording`), never here.
public enum CommandFailure: Error, Sendable, Equatable {
    // MARK: The conversation
    /// `again` (or `why`) with no spin yet.
    case noPool
    /// A spin whose filters left nothing.
    case noMatch(NoMatch)
    /// A near search over the list that found nothing.
    case nothingNearby(radiusKm: Double, origin: String?, filters: SpinFilters)
    /// An OpenStreetMap search that found nothing.
    case nothingOnMap(radiusKm: Double, category: String?)
    /// A `find` that found nothing (`origin`: the city centre searched around, if not the location).
    case nothingFound(query: String, radiusKm: Double, origin: String?)
    /// An "open now" pool with no place open (and, strictly, none of unknown hours).
    case nothingOpen(OpenNowSummary)
    /// A command about "the current place" with none chosen.
    case noCurrentPlace(verb: String)
    /// A rating whose words about going back cannot be read ("maybe", "não
    /// sei se volto"): nothing is recorded; the user says which.
    case returnUnclear(stars: Int)
    case noPickToExplain
    case nothingToSave
    case noLocation
    case radiusOutOfRange(km: Double)
    /// The drawn place left the store between the query and the load.
    case pickVanished
    /// A command that needs a place in the list, about an OpenStreetMap find.
    case notInList(name: String, verb: String)
    /// `refresh details` on a place that did not come from OpenStreetMap.
    case noOSMId(name: String)
    /// `refresh details`: the place's element is no longer on the map.
    case goneFromMap(name: String)

    // MARK: Places
    case placeNotFound(name: String, verb: String, suggestion: String?)
    case listNumberOutOfRange(number: Int, count: Int, verb: String)
    case placeGone
    case ambiguous(name: String, choices: [String], verb: String)
    case notInLastSearch(name: String)
    /// `edit … city NAME` with a city the catalogue does not know.
    case cityNotFound(String)
    case duplicate(name: String, cityLabel: String)
    case noLink(name: String)
    case needsConfirmation(name: String)
    case noSuchPage(pages: Int, query: String?, cityLabel: String?)
    /// `more` with no list shown yet.
    case noListToContinue
    case missing(MissingArgument)
    case invalid(InvalidValue)

    // MARK: Settings and cities
    case unknownSetting(key: String, suggestion: SettingKey?, value: String?)
    case unknownCity(name: String, suggestions: [String])
    case noCatalogMatch(query: String)
    case catalogUnavailable(CatalogProblem)
    case settingsNotSaved(reason: String)

    // MARK: Network
    case search(NetworkFailure)
    case addressLookup(NetworkFailure)
    case detailsLookup(NetworkFailure)
    case addressNotFound(query: String)
    case nothingToRefresh

    // MARK: Files
    case cannotRead(path: String, reason: String)
    case cannotWrite(reason: String)
    /// `export` into a folder that does not exist (it is never created).
    case exportFolderMissing(path: String, folder: String)
    /// An export onto a file that exists, in a script (not told to overwrite).
    case exportExists(path: String, asked: String)
    /// The list needs several backup files and further ones are there already (the export wrote nothing).
    case exportPartsExist(taken: String, count: Int, asked: String)
    /// A backup refused whole: its first problems and how many there were.
    case invalidBackup(path: String, problems: BackupProblems)
    case noUsablePlaces(path: String, skipped: [String])

    // MARK: Language
    case unknownCommand(text: String, suggestion: String?)
    case unknownWords(UnknownReason, suggestion: String?)
    case unknownTopic(topic: String, suggestion: String?)

    // MARK: Everything else
    case store(StoreError)
    /// Understood, but its machinery is still being built.
    case notAvailable(String)

    /// The stable machine-readable code (`--json`'s `error.code`).
    public var code: String {
        switch self {
        case .noPool: "no_pool"
        case .noMatch, .nothingNearby, .nothingOnMap, .nothingFound, .nothingOpen: "no_match"
        case .noCurrentPlace, .noPickToExplain, .nothingToSave: "no_current_place"
        case .noLocation: "no_location"
        case .radiusOutOfRange, .invalid: "invalid_value"
        case .placeNotFound, .listNumberOutOfRange, .placeGone, .notInLastSearch, .addressNotFound, .pickVanished, .cityNotFound:
            "not_found"
        case .notInList: "not_in_list"
        case .noOSMId: "no_osm_id"
        case .goneFromMap: "not_found"
        case .ambiguous: "ambiguous"
        case .duplicate: "duplicate"
        case .noLink: "no_link"
        case .needsConfirmation, .returnUnclear: "needs_confirmation"
        case .noSuchPage, .noListToContinue: "no_such_page"
        case .missing: "missing_argument"
        case .unknownSetting: "unknown_setting"
        case .unknownCity, .noCatalogMatch: "unknown_city"
        case .catalogUnavailable: "catalog_unavailable"
        case .settingsNotSaved: "settings_not_saved"
        case .search(let n), .addressLookup(let n), .detailsLookup(let n): n.code
        case .nothingToRefresh: "nothing_to_refresh"
        case .cannotRead: "cannot_read"
        case .cannotWrite, .exportFolderMissing: "cannot_write"
        case .exportExists, .exportPartsExist: "file_exists"
        case .invalidBackup, .noUsablePlaces: "invalid_backup"
        case .unknownCommand: "unknown_command"
        // Stars out of range are a value out of range, as for every other setting and slot.
        case .unknownWords(.starsOutOfRange, _): "invalid_value"
        case .unknownWords: "unknown_word"
        case .unknownTopic: "unknown_topic"
        case .store: "store_error"
        case .notAvailable: "not_available"
        }
    }

    /// The command the user probably meant, when there is one.
    public var suggestion: String? {
        switch self {
        case .noPool, .noPickToExplain: "spin"
        case .noListToContinue: "list"
        case .noMatch(let m): m.filters == SpinFilters() ? nil : "spin"
        case .placeNotFound(_, let verb, let s): s.map { "\(verb) \($0)" }
        case .unknownSetting(_, let key, let value): key.map { "set \($0.rawValue)" + (value.map { " " + $0 } ?? "") }
        case .unknownCity(_, let suggestions): suggestions.first.map { "switch city \($0)" }
        case .search(let n): n.offersList ? NetworkFailure.listFallback : nil
        case .nothingOnMap: NetworkFailure.listFallback
        case .nothingFound(let query, _, _): "search \(query)"
        case .exportExists(_, let asked), .exportPartsExist(_, _, let asked): "export \(Intent.path(asked)) overwrite"
        case .nothingOpen(let s): s.strict && s.unknown > 0 ? "spin open now" : nil
        case .unknownCommand(_, let s), .unknownWords(_, let s): s
        case .unknownTopic(_, let s): s.map { "help \($0)" }
        default: nil
        }
    }
}

/// A spin that matched nothing: where, with which filters, and what to try.
public struct NoMatch: Sendable, Equatable {
    public var cityLabel: String?
    public var filters: SpinFilters
    /// The pool was empty because of the radius (so a larger one may help).
    public var radiusMayHelp: Bool
}

/// A required part of a command that was not given.
public enum MissingArgument: Sendable, Equatable {
    case stars
    case addName
    case addPosition(name: String)
    case editTarget
    case editField(target: String)
    case editName(target: String)
    case editCategory(target: String)
    case importPath
    case scriptPath
    case explainText
    case settingValue(SettingKey)
    /// `find near me` without saying what.
    case findQuery
}

/// A value outside what a command accepts.
public enum InvalidValue: Sendable, Equatable {
    case stars(Int)
    case position(lat: Double, lng: Double)
    case radiusSetting
    case source
    case avoidRepeats
    case learning
    case locationFormat
    case link
    case price
    case editPosition(target: String)
    case language
    case animation
    case symbols
    /// `set log` with something other than off, on or detailed.
    case logLevel
    /// `edit … hours VALUE` that the opening-hours parser refuses.
    case hours(OpeningHoursError, target: String)
}

/// Why the city catalogue cannot be used.
public enum CatalogProblem: Error, Sendable, Equatable {
    case missing
    case unreadable(String)
}

/// A network request that failed, in words the user can act on.
public enum NetworkFailure: Sendable, Equatable {
    case offline
    case timeout(seconds: Int)
    case noNetwork
    case cancelled
    case tooLarge(megabytes: Int)
    case other(String)
    case rateLimited(retryAfter: Int?)
    case server(status: Int)
    case remark(String)
    case badReply(String)

    /// The fallback offered when a search fails.
    public static let listFallback = "near me from my list"

    public var code: String {
        switch self {
        case .offline: "offline"
        case .timeout: "timeout"
        case .noNetwork: "no_network"
        case .cancelled: "cancelled"
        case .tooLarge: "too_large"
        case .other: "network_error"
        case .rateLimited: "rate_limited"
        case .server: "server_error"
        case .remark: "overpass_error"
        case .badReply: "bad_reply"
        }
    }

    /// Whether the list is offered as the way out.
    var offersList: Bool { self != .cancelled }

    /// The failure of an Overpass or Nominatim call.
    public init(_ error: OverpassError) {
        switch error {
        case .network(.offline): self = .offline
        case .network(.timeout(let s)): self = .timeout(seconds: s)
        case .network(.cannotConnect): self = .noNetwork
        case .network(.cancelled): self = .cancelled
        case .network(.tooLarge(let mb)): self = .tooLarge(megabytes: mb)
        case .network(let other): self = .other(other.reason)
        case .rateLimited(let after): self = .rateLimited(retryAfter: after)
        case .server(let status): self = .server(status: status)
        case .remark(let remark): self = .remark(remark)
        case .malformed(let detail): self = .badReply(detail)
        }
    }
}
