#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - The runtime: carries out effects, feeds their outcomes back

/// Every dependency of the session, passed in from `main` (live) or a test.
public struct SessionClients {
    public var store: PlaceStore
    public var nearby: NearbyClient
    public var settings: SettingsClient
    public var cancellation: Cancellation
    /// Called with a message when slow work starts and nil when it ends (the terminal shows a spinner).
    public var progress: (Phrase?) -> Void
    /// Where searches, lookups, imports, exports and errors are recorded.
    public var eventLog: EventLog
    /// The vocabulary with the store's own terms (`Session` reads the
    /// bundled file and the store's terms).
    public var vocabulary: () -> Vocabulary
    /// The city catalogue (`Session` reads the bundled file once).
    public var catalog: () -> CatalogLoad

    public init(
        store: PlaceStore, nearby: NearbyClient, settings: SettingsClient, cancellation: Cancellation = Cancellation(),
        progress: @escaping (Phrase?) -> Void = { _ in }, eventLog: EventLog = .discard,
        vocabulary: @escaping () -> Vocabulary = { .empty }, catalog: @escaping () -> CatalogLoad = { .failure(.missing) }
    ) {
        self.store = store
        self.nearby = nearby
        self.settings = settings
        self.cancellation = cancellation
        self.progress = progress
        self.eventLog = eventLog
        self.vocabulary = vocabulary
        self.catalog = catalog
    }
}

/// Runs one command: sends its intent to the reducer, performs each effect
/// with the clients and sends the outcome back as an event, until nothing is
/// left to do. It decides nothing; it never calls the reducer from inside an effect.
public final class SessionRuntime {
    public private(set) var state: SessionState
    public let reducer: SessionReducer
    public let clients: SessionClients
    /// How many times data has been loaded (each load's `LoadedData.revision`).
    private var loads = 0

    public init(state: SessionState, reducer: SessionReducer, clients: SessionClients) {
        self.state = state
        self.reducer = reducer
        self.clients = clients
    }

    /// The reply to `intent` (with what the parser read ahead for its rules).
    public func send(_ intent: Intent, _ ahead: ReadAhead = ReadAhead()) -> Reply {
        let reply = run(from: ahead == ReadAhead() ? .intent(intent) : .understood(intent, ahead))
        if let failure = reply.failure { log(EventLogEntry.error(intent, failure, at: reducer.env.clock.now())) }
        return reply
    }

    /// The vocabulary as the rules read it, loaded through the reducer when
    /// it is not yet (the parser reads the same value).
    public func vocabulary() -> Vocabulary {
        if state.vocabulary == nil { _ = run(from: perform(.loadVocabulary(then: nil, ReadAhead()))) }
        return state.vocabulary?.value ?? clients.vocabulary()
    }

    /// Reduces `first` and every event its effects bring, gathering the reply.
    private func run(from first: SessionEvent) -> Reply {
        var reply = Reply()
        var events: [SessionEvent] = [first]
        while !events.isEmpty {
            let event = events.removeFirst()
            for effect in reducer.reduce(&state, event) {
                if case .reply(let part) = effect { reply.append(part); continue }
                events.append(perform(effect))
            }
        }
        return reply
    }

    /// One effect's work; its outcome as an event (searches, lookups,
    /// imports and exports are timed and recorded in the event log).
    func perform(_ effect: SessionEffect) -> SessionEvent {
        let clock = reducer.env.clock
        let started = clock.uptime()
        let event: SessionEvent
        do {
            event = try outcome(of: effect)
        } catch let failure as CommandFailure {
            event = .failed(failure)
        } catch let error as StoreError {
            event = .failed(.store(error))
        } catch {
            event = .failed(.store(.failed(path: "", reason: "\(error)")))
        }
        if let entry = EventLogEntry.about(effect, event, at: clock.now(), seconds: clock.uptime() - started) { log(entry) }
        return event
    }

    /// Records `entry` at the level the settings say.
    func log(_ entry: EventLogEntry) { clients.eventLog.record(entry, state.settings.eventLog) }

    private func outcome(of effect: SessionEffect) throws -> SessionEvent {
        let store = clients.store
        switch effect {
        case .queryCandidates(let request): return try candidates(request)
        case .loadDraw(let outcome):
            return .drawLoaded(outcome, places: try store.placesByKey([outcome.winner] + outcome.rows + outcome.roulette))
        case .fetchNearby(let search, let refresh): return try self.search(search, refresh: refresh, byText: false)
        case .findOnMap(let search, let refresh): return try self.search(search, refresh: refresh, byText: true)
        case .loadOpeningHours(let request):
            return .openingHoursLoaded(request, try store.openingHours(request.candidates.map(\.pk)))
        case .resolvePlace(let name, let city, let then):
            return .placesNamed(
                name: name, byId: try store.place(name), found: try store.placesNamed(name, city, 50), preferCity: city,
                then: then)
        case .loadPlaceNames(let city, let name, let then):
            return .placeNamesLoaded(
                names: try store.places(PlaceQuery(cityKey: city, limit: 5000)).items.map(\.name), notFound: name,
                then: then)
        case .loadPlace(let id, let then):
            guard let place = try store.place(id) else { throw CommandFailure.placeGone }
            return .placeResolved(place, then: then)
        case .loadNearPage(let page): return .nearPageLoaded(page, places: try store.placesByKey(Array(page.shown)))
        case .loadListed(.key(let key), let then):
            guard let place = try store.placesByKey([key])[key] else { throw CommandFailure.placeGone }
            return .placeResolved(place, then: then)
        case .loadListed(.query(let q), let then):
            guard let place = try store.places(q).items.first else { throw CommandFailure.placeGone }
            return .placeResolved(place, then: then)
        case .loadDetails(let place, let then):  // a place found on the map is not in the list, and has no visits
            return .detailsLoaded(place, visits: try store.visits(place.id, 10_000), inList: try store.place(place.id) != nil, then: then)
        case .listPlaces(let q, let query): return .listed(q, try store.places(q), query: query, elsewhere: nil)
        case .countElsewhere(let everywhere, let q, let page, let query):
            return .listed(q, page, query: query, elsewhere: try store.places(everywhere).total)
        case .recordVisit(var visit, let learning):
            visit.id = try store.newVisitId()
            guard let place = try store.record(visit, learning) else { throw CommandFailure.placeGone }
            return .visitRecorded(visit, place)
        case .loadRecent(let count): return .recentLoaded(try store.recentlyVisited(count))
        case .setFavorite(let place, let on):
            try store.setFavorite(place.id, on)
            return .favoriteSet(place, on: on)
        case .findSameSpot(let place, let via):
            return .sameSpotChecked(place, existing: try store.sameSpot(place.name, Coordinate(lat: place.lat, lng: place.lng)), via: via)
        case .insertPlace(let place, let via): return try insert(place, via: via)
        case .updatePlace(let place, let field, let shown):
            try store.update(place)
            return .placeUpdated(place, field: field, shown: shown)
        case .forgetPlace(let place, let visits):
            try store.forget(place.id)
            return .placeForgotten(place, visits: visits)
        case .lookUpPlace(let place): return try lookUp(place)
        case .saveDetails(let place, let changed):
            try store.update(place)
            return .detailsSaved(place, changed: changed)
        case .loadHistory(let q): return .historyLoaded(q.filter, try store.history(q))
        case .countPlaces(let view):
            let count = try view.map { try store.places(PlaceQuery(cityKey: $0.city.raw, limit: 1)).total } ?? store.placeCount()
            return .placesCounted(view, count)
        case .loadCityCounts: return .cityCountsLoaded(try store.cityCounts())
        case .loadTermCounts(let key):
            let counts = try store.termCounts(key)
            return .termCountsLoaded(categories: counts.categories, tags: counts.tags)
        case .saveSettings(let changes, let then):
            do { return .settingsSaved(changes, notices: try clients.settings.save(changes), then: then) } catch {
                throw CommandFailure.settingsNotSaved(reason: error.reason)
            }
        case .geocode(let query): return try geocode(query)
        case .clearCache: return .cacheCleared(clients.nearby.clearCache())
        case .checkExportTarget(let path, let overwrite): return .exportTargetChecked(exportTarget(path), overwrite: overwrite)
        case .exportBackup(let path, let overwrite): return try export(path, overwrite: overwrite)
        case .readImport(let request): return try readImport(request)
        case .planImport(let request, let decoded, let mode):
            return .importPlanned(request, decoded, try store.planImport(decoded.places, decoded.visits, mode))
        case .applyImport(let request, let decoded, let mode, let learning):
            let plan = try store.applyImport(decoded.places, decoded.visits, mode, learning)
            return .imported(request, decoded, plan)
        case .readEventLog(let limit): return .eventLogRead(clients.eventLog.recent(limit))
        case .loadVocabulary(let then, let ahead):
            loads += 1
            return .vocabularyLoaded(LoadedData(clients.vocabulary(), revision: loads), then: then, ahead)
        case .loadCatalog(let then, let ahead):
            loads += 1
            return .catalogLoaded(LoadedData(clients.catalog(), revision: loads), then: then, ahead)
        case .reply: return .failed(.store(.failed(path: "", reason: "a reply is not work")))
        }
    }
}
