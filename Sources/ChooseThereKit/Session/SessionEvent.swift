#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Events: what happened

/// What happened: the user's intent, or the outcome of an effect.
public enum SessionEvent: Sendable, Equatable {
    case intent(Intent)
    case candidatesLoaded(PoolRequest, candidates: [SpinCandidate], recent: [Int])
    case drawLoaded(DrawOutcome, places: [Int: Restaurant])
    case nearPageLoaded(NearPage, places: [Int: Restaurant])
    case nearbyFetched(RemoteSearch, NearbySearch)
    case foundOnMap(RemoteSearch, NearbySearch)
    case openingHoursLoaded(HoursRequest, [Int: PlaceHours])
    case placeResolved(Restaurant, then: Intent)
    /// A name matched several places (the numbered choices become the list).
    case placeAmbiguous(name: String, choices: [Restaurant], then: Intent)
    case detailsLoaded(Restaurant, visits: [Visit], inList: Bool, then: Intent)
    case listed(PlaceQuery, PlacePage, query: String?, elsewhere: Int)
    case visitRecorded(Visit, Restaurant)
    /// The recent visits a list pool excludes, read again after a rating.
    case recentLoaded([Int])
    case favoriteSet(Restaurant, on: Bool)
    case placeInserted(Restaurant, via: InsertKind)
    case placeExists(Restaurant, via: InsertKind)
    case placeUpdated(Restaurant, field: EditField, shown: String)
    case placeForgotten(Restaurant, visits: Int)
    /// The map's element for a saved place (nil: no longer there).
    case placeLookedUp(Restaurant, NearbyPlace?)
    case detailsSaved(Restaurant, changed: Bool)
    case historyLoaded(HistoryFilter, [HistoryRow])
    case placesCounted(CityChangedView?, Int)
    case cityCountsLoaded([CityCount])
    case termCountsLoaded(categories: [TermCount], tags: [TermCount])
    case settingsSaved(notices: [Notice], then: Reply)
    case geocoded(query: String, GeocodedPlace?)
    case cacheCleared(Int)
    /// `files`: every file written, in import order, when the list needed more than one (else empty).
    case exported(path: String, shown: String, places: Int, visits: Int, replaced: Bool, files: [String])
    case exportTargetChecked(ExportTargetFacts, overwrite: Bool)
    case importRead(ImportRequest, DecodedImport)
    case importPlanned(ImportRequest, DecodedImport, ImportPlan)
    case imported(ImportRequest, DecodedImport, ImportPlan)
    case eventLogRead([EventLogEntry])
    /// An effect failed; the command fails with this, the conversation unchanged.
    case failed(CommandFailure)
}
