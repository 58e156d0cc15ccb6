#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Events: what happened

/// What happened: the user's intent, or the outcome of an effect.
public enum SessionEvent: Sendable, Equatable {
    case intent(Intent)
    /// An intent with what the parser read ahead for its rules (the reducer never parses).
    case understood(Intent, ReadAhead)
    case vocabularyLoaded(LoadedData<Vocabulary>, then: Intent?, ReadAhead)
    case catalogLoaded(LoadedData<CatalogLoad>, then: Intent, ReadAhead)
    case candidatesLoaded(PoolRequest, candidates: [SpinCandidate], recent: [Int])
    case drawLoaded(DrawOutcome, places: [Int: Restaurant])
    case nearPageLoaded(NearPage, places: [Int: Restaurant])
    case nearbyFetched(RemoteSearch, NearbySearch)
    case foundOnMap(RemoteSearch, NearbySearch)
    case openingHoursLoaded(HoursRequest, [Int: PlaceHours])
    case placeResolved(Restaurant, then: Intent)
    /// The place whose id is `name`, and the places named so (the rules rank them).
    case placesNamed(name: String, byId: Restaurant?, found: [Restaurant], preferCity: String?, then: Intent)
    /// No place is named so: the names to suggest one from.
    case placeNamesLoaded(names: [String], notFound: String, then: Intent)
    case detailsLoaded(Restaurant, visits: [Visit], inList: Bool, then: Intent)
    /// A page of places; `elsewhere`: how many match outside the city (nil: not counted).
    case listed(PlaceQuery, PlacePage, query: String?, elsewhere: Int?)
    case visitRecorded(Visit, Restaurant)
    /// The recent visits a list pool excludes, read again after a rating.
    case recentLoaded([Int])
    case favoriteSet(Restaurant, on: Bool)
    case placeInserted(Restaurant, via: InsertKind)
    /// What stands at a new place's spot under its name (nil: nothing, it may be inserted).
    case sameSpotChecked(Restaurant, existing: Restaurant?, via: InsertKind)
    case placeUpdated(Restaurant, field: EditField, shown: String)
    case placeForgotten(Restaurant, visits: Int)
    /// The map's element for a saved place (nil: no longer there).
    case placeLookedUp(Restaurant, NearbyPlace?)
    case detailsSaved(Restaurant, changed: Bool)
    case historyLoaded(HistoryFilter, [HistoryRow])
    case placesCounted(CityChangedView?, Int)
    case cityCountsLoaded([CityCount])
    case termCountsLoaded(categories: [TermCount], tags: [TermCount])
    /// The changes are in the settings file: they now hold in the session too.
    case settingsSaved([SettingChange], notices: [Notice], then: Reply)
    case geocoded(query: String, GeocodedPlace?)
    case cacheCleared(Int)
    /// `files`: every file written, in import order, when the list needed more than one (else empty).
    case exported(path: String, shown: String, places: Int, visits: Int, replaced: Bool, files: [String])
    case exportTargetChecked(ExportTargetFacts, overwrite: Bool)
    /// The list needs `count` files and these further ones are there: nothing was written (the rules decide).
    case exportPartsTaken(path: String, shown: String, count: Int, taken: [String])
    case importRead(ImportRequest, DecodedImport)
    case importPlanned(ImportRequest, DecodedImport, ImportPlan)
    case imported(ImportRequest, DecodedImport, ImportPlan)
    case eventLogRead([EventLogEntry])
    /// An effect failed; the command fails with this, the conversation unchanged.
    case failed(CommandFailure)
}

/// What the parser read before the reducer, for rules that would otherwise
/// parse: the line `explain` asks about (and the learned model's readings
/// of it), the command a doubted line's suggestion runs.
public struct ReadAhead: Sendable, Equatable {
    /// `explain TEXT`: what TEXT means (nil: nothing to explain).
    public var explained: Intent?
    /// `explain scores TEXT`: the learned model's best readings of TEXT.
    public var scores: [ModelReading]?
    /// A doubted line's suggestion, read (nil: none, or not understood).
    public var suggested: Intent?

    public init(explained: Intent? = nil, scores: [ModelReading]? = nil, suggested: Intent? = nil) {
        self.explained = explained
        self.scores = scores
        self.suggested = suggested
    }
}

/// One reading of the learned intent model, with its probability.
public struct ModelReading: Sendable, Equatable {
    public var intent: String
    public var probability: Double

    public init(intent: String, probability: Double) {
        self.intent = intent
        self.probability = probability
    }
}
