#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Effects: the work a reducer asks for

/// Work the reducer asks the runtime to do. Each names one piece of work;
/// its outcome comes back as a `SessionEvent` (or `.failed`).
public enum SessionEffect: Sendable, Equatable {
    // MARK: Picking
    /// Candidates for a pool from the store (→ `.candidatesLoaded`).
    case queryCandidates(PoolRequest)
    /// The rows a draw shows (→ `.drawLoaded`).
    case loadDraw(DrawOutcome)
    /// The places of a near list's page (→ `.nearPageLoaded`).
    case loadNearPage(NearPage)
    /// Search OpenStreetMap (→ `.nearbyFetched`).
    case fetchNearby(RemoteSearch, refresh: Bool)
    /// Search OpenStreetMap by the search's text (→ `.foundOnMap`).
    case findOnMap(RemoteSearch, refresh: Bool)
    /// Names, hours and cities of a pool's candidates, to keep those open now (→ `.openingHoursLoaded`).
    case loadOpeningHours(HoursRequest)

    // MARK: Places
    /// The place with this id and the places of this name, `preferCity`'s
    /// first (→ `.placesNamed`; the rules decide which one is meant).
    case resolvePlace(String, preferCity: String?, then: Intent)
    /// The names of a city's places (nil: every place), for a did-you-mean (→ `.placeNamesLoaded`).
    case loadPlaceNames(cityKey: String?, notFound: String, then: Intent)
    /// Load a place by id for a command (→ `.placeResolved`).
    case loadPlace(id: String, then: Intent)
    /// Load the place a list number names past the rows shown (→ `.placeResolved`).
    case loadListed(ListedRow, then: Intent)
    /// A place with its last visits (→ `.detailsLoaded`).
    case loadDetails(Restaurant, then: Intent)
    /// A page of places (→ `.listed`, not yet counted elsewhere).
    case listPlaces(PlaceQuery, query: String?)
    /// How many places `everywhere` matches, for a list that found none in its city (→ `.listed`, counted).
    case countElsewhere(everywhere: PlaceQuery, listed: PlaceQuery, PlacePage, query: String?)
    /// Records a visit under an id the store issues (the visit's own id is empty).
    case recordVisit(Visit, learning: Bool)
    /// The last `count` places visited (→ `.recentLoaded`).
    case loadRecent(count: Int)
    case setFavorite(Restaurant, on: Bool)
    /// The place of the same name within 200 m of this one, if any (→ `.sameSpotChecked`).
    case findSameSpot(Restaurant, via: InsertKind)
    /// Insert a place under a fresh id (→ `.placeInserted`).
    case insertPlace(Restaurant, via: InsertKind)
    case updatePlace(Restaurant, field: EditField, shown: String)
    case forgetPlace(Restaurant, visits: Int)
    /// The place's OpenStreetMap element as the map has it now (→ `.placeLookedUp`).
    case lookUpPlace(Restaurant)
    /// Store a place's new details (→ `.detailsSaved`).
    case saveDetails(Restaurant, changed: Bool)
    case loadHistory(VisitQuery)
    /// How many places the new city has (nil: anywhere, every place) (→ `.placesCounted`).
    case countPlaces(CityChangedView?)
    case loadCityCounts
    case loadTermCounts(cityKey: String?)

    // MARK: Settings, location, files
    /// Save these settings changes, then show `then` (→ `.settingsSaved`).
    case saveSettings([SettingChange], then: Reply)
    case geocode(String)
    case clearCache
    /// What is at an export's path (→ `.exportTargetChecked`); the reducer decides.
    case checkExportTarget(path: String, overwrite: Bool)
    /// Write the backup to this path (checked and decided); `overwrite`:
    /// further files of a list too large for one may replace files there.
    case exportBackup(path: String, overwrite: Bool)
    case readImport(ImportRequest)
    case planImport(ImportRequest, DecodedImport, ImportMode)
    case applyImport(ImportRequest, DecodedImport, ImportMode, learning: Bool)
    /// The last entries of the event log (→ `.eventLogRead`).
    case readEventLog(limit: Int)

    // MARK: Data the rules read
    /// The vocabulary with the store's terms, then `then` (nil: for the parser) (→ `.vocabularyLoaded`).
    case loadVocabulary(then: Intent?, ReadAhead)
    /// The city catalogue, then `then` (→ `.catalogLoaded`).
    case loadCatalog(then: Intent, ReadAhead)

    // MARK: Output
    /// Part of the answer (the runtime gathers them in order).
    case reply(Reply)
}

/// What is at an export's path, as the runtime found it (the reducer decides what to do).
public struct ExportTargetFacts: Sendable, Equatable {
    /// The path as asked (for the suggestion), resolved, and as shown.
    public var asked: String
    public var path: String
    public var shown: String
    public var shownFolder: String
    /// A folder that exists, or a path written with a trailing slash.
    public var isFolder: Bool
    public var folderExists: Bool
    /// A regular file is there.
    public var exists: Bool
    /// Why nothing may be written there (not a regular file, the program's own file), or nil.
    public var refusal: String?

    public init(
        asked: String, path: String, shown: String, shownFolder: String, isFolder: Bool, folderExists: Bool, exists: Bool,
        refusal: String?
    ) {
        self.asked = asked
        self.path = path
        self.shown = shown
        self.shownFolder = shownFolder
        self.isFolder = isFolder
        self.folderExists = folderExists
        self.exists = exists
        self.refusal = refusal
    }
}

/// A row of a list not shown yet: a near list's store key, or a `list` query one row long.
public enum ListedRow: Sendable, Equatable {
    case key(Int)
    case query(PlaceQuery)
}

/// Why a place is being inserted: `add` or `save` (they word the outcome differently).
public enum InsertKind: Sendable, Equatable { case add(newTags: [String]), save }

/// Where a pool's candidates come from in the store: your list in a city,
/// or around a point (an OpenStreetMap pool never asks the store).
public enum CandidateSource: Sendable, Equatable {
    case list(cityKey: String?)
    case nearList(NearPoint, radiusKm: Double)

    /// The pool the candidates become.
    public var pool: PoolSource {
        switch self {
        case .list(let cityKey): .list(cityKey: cityKey)
        case .nearList(let point, let radiusKm): .nearList(point, radiusKm: radiusKm)
        }
    }
}

/// What a pool query asks: the pool it will become and the store query.
public struct PoolRequest: Sendable, Equatable {
    public var source: CandidateSource
    public var filters: SpinFilters
    public var query: PoolQuery
    public var learning: Bool
    /// How many recent visits to exclude (0 = none).
    public var avoidRepeats: Int
}

/// A pool waiting for its candidates' hours ("open now").
public struct HoursRequest: Sendable, Equatable {
    public var request: PoolRequest
    public var candidates: [SpinCandidate]
    public var recent: [Int]
}

/// A draw made by the reducer, waiting for its places to be shown.
public struct DrawOutcome: Sendable, Equatable {
    /// The pool as it will be once the pick is shown (this round's shown places).
    public var pool: Pool
    public var draw: SpinDraw
    /// Store keys to load: the winner, the list rows (a near pool's first draw), the roulette.
    public var winner: Int
    public var rows: [Int]
    public var roulette: [Int]
}

/// A backup or list file read and decoded, ready to plan or apply.
public struct DecodedImport: Sendable, Equatable {
    /// The path as the user will see it.
    public var shown: String
    public var isList: Bool
    /// The checked rows, kept packed (`BackupRows`) until the import uses them.
    public var places: BackupRows<Restaurant>
    public var visits: BackupRows<Visit>
    public var skipped: [String]
    /// Fields cut to `TextLimits` as the file was read.
    public var shortened = Shortened()

    public init(
        shown: String, isList: Bool, places: BackupRows<Restaurant>, visits: BackupRows<Visit>, skipped: [String],
        shortened: Shortened = Shortened()
    ) {
        self.shortened = shortened
        self.shown = shown
        self.isList = isList
        self.places = places
        self.visits = visits
        self.skipped = skipped
    }
}
