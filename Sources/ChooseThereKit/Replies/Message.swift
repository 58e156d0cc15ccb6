#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Short replies, as data

/// The replies that are a sentence or two. Worded by the language tables;
/// each has a `--json` result (see `JSONRenderer`).
public enum Message: Sendable, Equatable {
    // Places
    case favorite(id: String, name: String, on: Bool, already: Bool)
    case added(Restaurant, newTags: [String])
    case updated(Restaurant, field: EditField, shown: String)
    case forgot(id: String, name: String, visits: Int)
    case saved(Restaurant)
    case alreadyInList(id: String, name: String)
    case opened(id: String, name: String, app: LinkApp, url: String)
    case notSpun(id: String, name: String)
    case emptyList(query: String?, cityLabel: String?, elsewhere: Int, didYouMean: String?)
    case noVisits(HistoryFilter)
    /// `favorites` with none marked (in this city; `elsewhere` in others).
    case noFavorites(cityLabel: String?, elsewhere: Int)
    /// `more` after the last page of a list.
    case endOfList(total: Int, favorites: Bool)
    /// `previous page` on the first page.
    case startOfList
    case noPlacesYet
    /// `refresh details`: the map's details were stored (`changed`: they differ from before).
    case detailsRefreshed(id: String, name: String, changed: Bool)
    // City, settings, location
    case anywhere(places: Int)
    case currentCity(CityKey?)
    case radius(km: Double)
    case source(NearbySource)
    case avoidRepeats(Int, capped: Bool)
    case learning(Bool)
    /// nil: follow the locale.
    case language(ReplyLanguage?)
    case symbols(SymbolMode)
    case animation(Bool)
    case locationSet(lat: Double, lng: Double, city: String?, address: String?)
    /// The location just set is far from the city chosen (`km` from its centre).
    case locationInAnotherCity(city: String, current: String, km: Double)
    case locationCleared
    case noLocation(city: String?)
    case location(lat: Double, lng: Double, fromEnvironment: Bool)
    /// `set log …`: what the event log now records, and where.
    case eventLog(EventLogLevel, path: String)
    // Files and cache
    case exported(path: String, shown: String, places: Int, visits: Int, replaced: Bool, files: [String])
    case cacheCleared(Int)
    case nothingChanged
}
