#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - What a reply shows, as data

/// One part of a reply. The text renderer and the JSON renderer both read
/// these; nothing here is worded or cleaned yet.
public enum ReplyItem: Sendable, Equatable {
    case pick(PickView)
    case nearby(NearbyListView)
    case places(PlaceListView)
    case place(PlaceDetailView)
    case rated(RatedView)
    case history(HistoryView)
    case why(WhyView)
    case settings(SettingsView)
    case cityChanged(CityChangedView)
    case cities(CityCountsView)
    case cityMatches(CityMatchesView)
    case tags(TagsView)
    case imported(ImportView)
    case events(EventLogView)
    case helpOverview
    case helpTopic(String)
    case explain(JSON)
    case message(Message)
}

/// A draw's notes before the pick: what had to be loosened or ignored.
public enum Announcement: Sendable, Equatable {
    case radiusIgnored
    case anyTag([String])
    case recentVisits(Int)
    case newCycle(Int)
    /// An "open now" pool: how many were open, closed and of unknown hours.
    case openNow(OpenNowSummary)
}

/// What "open now" did to a pool.
public struct OpenNowSummary: Sendable, Equatable {
    public var open: Int
    /// Closed now: left out.
    public var closed: Int
    /// No hours known (or hours that cannot be evaluated): kept, unless strict.
    public var unknown: Int
    /// The first few places with unknown hours, by name.
    public var unknownNames: [String]
    public var strict: Bool

    public init(open: Int, closed: Int, unknown: Int, unknownNames: [String], strict: Bool) {
        self.open = open
        self.closed = closed
        self.unknown = unknown
        self.unknownNames = unknownNames
        self.strict = strict
    }
}

/// Whether a place is open as the reply is made, when that matters.
public enum HoursNow: Sendable, Equatable {
    /// The hours say (open, closed or marked unknown), evaluated in the place's time zone.
    case status(OpeningStatus)
    /// Hours are written but cannot be evaluated (unsupported or not the syntax).
    case unreadable(OpeningHoursError)
    /// No hours are known.
    case notKnown

    /// Open now, by its hours.
    public var isOpen: Bool { if case .status(let s) = self { s.isOpen } else { false } }
}

/// The place a spin (or `again`) chose.
public struct PickView: Sendable, Equatable {
    public var place: Restaurant
    /// The draw: pool size, distance, what was relaxed.
    public var draw: SpinDraw
    public var round: Int
    /// An OpenStreetMap find (offers save instead of rate).
    public var remote: Bool
    /// Open or closed now, when the place's hours are known (or it matters: an "open now" spin).
    public var hours: HoursNow? = nil
    /// The "open now" counts, on a pool's first pick.
    public var openNow: OpenNowSummary? = nil

    /// What the draw had to say before the pick.
    public var announcements: [Announcement] {
        var notes: [Announcement] = draw.radiusIgnored ? [.radiusIgnored] : []
        for relaxation in draw.relaxations {
            switch relaxation {
            case .anyTag(let tags): notes.append(.anyTag(tags))
            case .recentVisits(let n): notes.append(.recentVisits(n))
            case .newCycle(let n): notes.append(.newCycle(n))
            }
        }
        if let openNow { notes.append(.openNow(openNow)) }
        return notes
    }
}

/// Where a near search stood.
public enum NearOrigin: Sendable, Equatable {
    case location
    case cityCentre(String)
}

/// Where a nearby list came from.
public enum NearbyOrigin: Sendable, Equatable {
    case list
    case openStreetMap(fromCache: Bool, ageSeconds: Int)
}

/// One row of a nearest-first list.
public struct NearbyRow: Sendable, Equatable {
    public var id: String
    public var name: String
    public var km: Double
    public var bearing: Double
    /// "restaurant · japanese" for OpenStreetMap finds; nil for list places.
    public var kind: String?
}

/// Places around the user, nearest first.
public struct NearbyListView: Sendable, Equatable {
    public var total: Int
    public var radiusKm: Double
    public var origin: NearOrigin
    public var source: NearbyOrigin
    public var rows: [NearbyRow]
    /// Every OpenStreetMap result (for `--json`), empty for the list.
    public var remoteResults: [NearbyPlace]
    /// What a `find` looked for; nil for a near search.
    public var query: String? = nil
    /// An "open now" near search: what it left out.
    public var openNow: OpenNowSummary? = nil
    /// The number of the first row (lists are numbered through their pages).
    public var firstNumber = 1
    /// A page asked for on its own (`more`, `page 2`): no pick follows to carry the hints.
    public var continued = false
}

/// A page of `list` (the whole list when lists are complete).
public struct PlaceListView: Sendable, Equatable {
    public var total: Int
    public var query: String?
    public var cityLabel: String?
    public var page: Int
    public var pages: Int
    public var places: [Restaurant]
    /// Favourites only (`favorites`).
    public var favorites = false
    /// The number of the first row (page 2 of 20 rows starts at 21).
    public var firstNumber = 1
}

/// `show`: everything about one place.
public struct PlaceDetailView: Sendable, Equatable {
    public var place: Restaurant
    public var visits: [Visit]
    public var distanceKm: Double?
    public var bearing: Double?
    public var links: [(app: LinkApp, url: String)]
    public var inList: Bool
    /// Open or closed now, when the place's hours are known.
    public var hours: HoursNow? = nil

    public static func == (a: PlaceDetailView, b: PlaceDetailView) -> Bool {
        a.place == b.place && a.visits == b.visits && a.distanceKm == b.distanceKm && a.bearing == b.bearing
            && a.links.map(\.app) == b.links.map(\.app) && a.links.map(\.url) == b.links.map(\.url) && a.inList == b.inList
            && a.hours == b.hours
    }
}

/// A recorded rating.
public struct RatedView: Sendable, Equatable {
    public var place: Restaurant
    public var visit: Visit
    /// How the weights moved (+1 … −1), and on which terms; 0 when learning is off.
    public var learnedDelta: Double
    public var learnedTerms: [String]
}

/// One visit with its place.
public struct HistoryRow: Sendable, Equatable {
    public var visit: Visit
    public var place: Restaurant

    public init(visit: Visit, place: Restaurant) {
        self.visit = visit
        self.place = place
    }
}

/// `history`.
public struct HistoryView: Sendable, Equatable {
    public var filter: HistoryFilter
    public var rows: [HistoryRow]
}

/// `why`: how the current pick came about.
public struct WhyView: Sendable, Equatable {
    public var place: Restaurant
    public var draw: SpinDraw
    public var filters: SpinFilters
    public var cityLabel: String?
    /// For a "near me" pool: what it was around (then `cityLabel` is nil).
    public var around: NearOrigin? = nil
    public var round: Int
    public var shown: Int
    public var avoidRepeats: Int
    public var learning: Bool
}

/// `settings`.
public struct SettingsView: Sendable, Equatable {
    public var settings: Settings
    public var storedAt: String
}

/// `switch city NAME`.
public struct CityChangedView: Sendable, Equatable {
    public var city: CityKey
    public var places: Int
    public var alternatives: [CityKey]
    /// Whether to mention the alternatives (the name was not exactly this city's).
    public var showAlternatives: Bool
}

/// One city of the list with its count.
public struct CityCount: Sendable, Equatable {
    public var city: String
    public var state: String
    public var count: Int

    public init(city: String, state: String, count: Int) {
        self.city = city
        self.state = state
        self.count = count
    }
}

/// `cities`.
public struct CityCountsView: Sendable, Equatable {
    public var rows: [CityCount]
    public var current: String?
}

/// `cities NAME`.
public struct CityMatchesView: Sendable, Equatable {
    public var query: String
    public var cities: [City]
}

/// A term and how many places use it.
public struct TermCount: Sendable, Equatable {
    public var term: String
    public var count: Int

    public init(term: String, count: Int) {
        self.term = term
        self.count = count
    }
}

/// `tags`.
public struct TagsView: Sendable, Equatable {
    public var cityLabel: String?
    public var categories: [TermCount]
    public var tags: [TermCount]
    public var vocabulary: [VocabularyGroup]
}

/// A group of vocabulary tags (cuisine, drinks…).
public struct VocabularyGroup: Sendable, Equatable {
    public var group: String
    public var tags: [String]
}

/// The outcome (or preview) of an import.
public struct ImportView: Sendable, Equatable {
    public var plan: ImportPlan
    public var path: String
    public var mode: ImportMode
    public var preview: Bool
    public var skipped: [String]
    /// Fields the file had longer than `TextLimits`, cut to fit.
    public var shortened = Shortened()
}

/// `log`: the last events of the local event log, oldest first.
public struct EventLogView: Sendable, Equatable {
    public var entries: [EventLogEntry]
    /// Where the log is kept (as the user would type it).
    public var path: String
    public var level: EventLogLevel
}
