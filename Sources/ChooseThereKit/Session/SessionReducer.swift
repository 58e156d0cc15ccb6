#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - The reducer: (state, event) → new state + effects

/// What the reducer may consult besides the state: read-only data and
/// deterministic sources, passed in (never read from globals).
public struct SessionEnvironment {
    public var clock: Clock
    public var random: RandomSource
    public var paths: Paths
    /// A person at a terminal: questions may be asked.
    public var interactive: Bool
    /// Rows per page for `list` and the nearby list at a terminal.
    public var pageSize: Int
    /// Lists are complete, never paged (output for programs: a pipe, `--json`, CSV).
    public var completeLists: Bool
    /// At most this many rows in any one list reply (`--limit N`).
    public var rowLimit: Int?

    public init(
        clock: Clock, random: RandomSource, paths: Paths, interactive: Bool, pageSize: Int,
        completeLists: Bool = false, rowLimit: Int? = nil
    ) {
        self.clock = clock
        self.random = random
        self.paths = paths
        self.interactive = interactive
        self.pageSize = pageSize
        self.completeLists = completeLists
        self.rowLimit = rowLimit
    }
}

/// What every group of the conversation's rules may consult (the
/// environment), and the helpers they share. Each group of commands is a
/// `…Rules` type in its own file (`PickRules.swift`, `ListRules.swift`…).
public protocol SessionRules {
    var env: SessionEnvironment { get }
}

/// The conversation's rules as one function. Every decision and every state
/// change is made here; the work is named in effects and its outcome comes
/// back as events. Each group of commands has its own `…Rules` file.
public struct SessionReducer: SessionRules {
    public let env: SessionEnvironment

    public init(env: SessionEnvironment) { self.env = env }

    public func reduce(_ state: inout SessionState, _ event: SessionEvent) -> [SessionEffect] {
        switch event {
        case .intent(let intent): return reduce(&state, intent: intent, ReadAhead())
        case .understood(let intent, let ahead): return reduce(&state, intent: intent, ahead)
        case .vocabularyLoaded(let vocabulary, let then, let ahead):
            state.vocabulary = vocabulary
            return then.map { reduce(&state, intent: $0, ahead) } ?? []
        case .catalogLoaded(let catalog, let then, let ahead):
            state.catalog = catalog
            return reduce(&state, intent: then, ahead)
        case .candidatesLoaded(let request, let candidates, let recent):
            return PickRules(env: env).candidatesLoaded(&state, request, candidates, recent: recent)
        case .drawLoaded(let outcome, let places): return PickRules(env: env).drawLoaded(&state, outcome, places)
        case .nearPageLoaded(let page, let places): return PagingRules(env: env).nearPageLoaded(&state, page, places)
        case .nearbyFetched(let search, let result): return PickRules(env: env).nearbyFetched(&state, search, result)
        case .foundOnMap(let search, let result): return FindRules(env: env).foundOnMap(&state, search, result)
        case .openingHoursLoaded(let request, let hours): return HoursRules(env: env).openingHoursLoaded(&state, request, hours)
        case .placeResolved(let place, let then): return PlaceRules(env: env).proceed(&state, with: place, then)
        case .placesNamed(let name, let byId, let found, let city, let then):
            return PlaceRules(env: env).placesNamed(&state, name, byId: byId, found: found, preferring: city, then)
        case .placeNamesLoaded(let names, let name, let then):
            return fail(.placeNotFound(name: name, verb: then.verb, suggestion: DidYouMean.suggest(name, from: names)))
        case .detailsLoaded(let place, let visits, let inList, let then):
            return PlaceRules(env: env).detailsLoaded(&state, place, visits: visits, inList: inList, then)
        case .listed(let q, let page, let query, let elsewhere):
            return ListRules(env: env).listed(&state, q, page, query: query, elsewhere: elsewhere)
        case .visitRecorded(let visit, let place): return VisitRules(env: env).visitRecorded(&state, visit, place)
        case .recentLoaded(let recent):
            state.pool?.recent = recent
            return []
        case .favoriteSet(let place, let on):
            pick(&state, place.id)
            return say(.favorite(id: place.id, name: place.name, on: on, already: place.isFavorite == on))
        case .placeInserted(let place, let via):
            state.storeChanged()
            return PlaceRules(env: env).placeInserted(&state, place, via: via)
        case .sameSpotChecked(let place, let existing, let via):
            return PlaceRules(env: env).sameSpotChecked(&state, place, existing, via: via)
        case .placeUpdated(let place, let field, let shown):
            state.storeChanged()
            pick(&state, place.id)
            return say(.updated(place, field: field, shown: shown))
        case .placeForgotten(let place, let visits):
            if state.pick?.id == place.id { state.pick = nil }
            state.lastListed.removeAll { $0 == place.id }
            return say(.forgot(id: place.id, name: place.name, visits: visits))
        case .placeLookedUp(let place, let found): return FindRules(env: env).placeLookedUp(place, found)
        case .detailsSaved(let place, let changed): return FindRules(env: env).detailsSaved(&state, place, changed: changed)
        case .eventLogRead(let entries): return FindRules(env: env).eventLogRead(state, entries)
        case .historyLoaded(let filter, let rows): return VisitRules(env: env).historyLoaded(&state, filter, rows)
        case .placesCounted(let view, let count): return SettingsRules(env: env).placesCounted(view, count)
        case .cityCountsLoaded(let rows):
            return rows.isEmpty ? say(.noPlacesYet) : reply(.cities(CityCountsView(rows: rows, current: state.settings.city)))
        case .termCountsLoaded(let categories, let tags): return MetaRules(env: env).termCountsLoaded(state, categories, tags)
        case .settingsSaved(let changes, let notices, let then):
            SettingsRules(env: env).saved(&state, changes)
            var r = then
            r.notices += notices
            return [.reply(r)]
        case .geocoded(let query, let place): return SettingsRules(env: env).geocoded(&state, query, place)
        case .cacheCleared(let n): return say(.cacheCleared(n))
        case .exported(let path, let shown, let places, let visits, let replaced, let files):
            return say(.exported(path: path, shown: shown, places: places, visits: visits, replaced: replaced, files: files))
        case .exportTargetChecked(let facts, let overwrite): return FileRules(env: env).exportTargetChecked(facts, overwrite: overwrite)
        case .exportPartsTaken(let path, let shown, let count, let taken):
            return FileRules(env: env).exportPartsTaken(path: path, shown: shown, count: count, taken: taken)
        case .importRead(let request, let decoded): return FileRules(env: env).importRead(&state, request, decoded)
        case .importPlanned(let request, let decoded, let plan): return FileRules(env: env).importPlanned(request, decoded, plan)
        case .imported(let request, let decoded, let plan): return FileRules(env: env).imported(&state, request, decoded, plan)
        case .failed(let failure): return fail(failure)
        }
    }

    /// The first step of each command.
    func reduce(_ state: inout SessionState, intent: Intent, _ ahead: ReadAhead) -> [SessionEffect] {
        // What the rules will read is loaded first; the intent then runs again.
        if state.vocabulary == nil, intent.readsVocabulary { return [.loadVocabulary(then: intent, ahead)] }
        if state.catalog == nil, intent.readsCatalog(state) { return [.loadCatalog(then: intent, ahead)] }
        // `more` continues a list only right after one.
        if case .list = intent {} else { state.listHasMore = false }
        switch intent {
        // (Nor do the commands that only answer about the app: "explain …", "help".)
        case .list, .refine, .explain, .help, .settings, .tags, .cities, .log: break
        default: state.listShownLast = false
        }
        switch intent {
        case .spin(let filters): return PickRules(env: env).spin(&state, filters)
        case .near(let filters, let source):
            return PickRules(env: env).near(&state, filters, source: source ?? state.settings.source, asked: source)
        case .find(let request): return FindRules(env: env).find(&state, request)
        case .again: return PickRules(env: env).again(&state)
        case .refine(let r): return RefineRules(env: env).refine(&state, r)
        case .why: return PickRules(env: env).why(state)
        case .rate(let request): return VisitRules(env: env).rate(&state, request)
        case .history(let filter, let limit):
            return [
                .loadHistory(
                    VisitQuery(
                        filter: filter,
                        limit: max(1, min(limit ?? ListRules(env: env).rows(terminal: 20), ListRules(env: env).rows(terminal: 100_000)))))
            ]
        case .show(let target), .favorite(let target, _), .open(let target, _), .forget(let target, _), .refreshDetails(let target):
            return PlaceRules(env: env).target(&state, target, then: intent)
        case .save(let target): return PlaceRules(env: env).save(&state, target)
        case .edit(let request): return PlaceRules(env: env).edit(&state, request)
        case .add(let place): return PlaceRules(env: env).add(&state, place)
        case .list(let request): return ListRules(env: env).list(&state, request)
        case .log(let limit): return [.readEventLog(limit: max(1, min(limit ?? 20, 1000)))]
        case .settings:
            return reply(.settings(SettingsView(settings: state.settings, storedAt: env.paths.display(env.paths.app.settingsFile))))
        case .set(let request): return SettingsRules(env: env).set(&state, request)
        case .city(let request): return SettingsRules(env: env).city(&state, request)
        case .location(let lat, let lng, let query): return SettingsRules(env: env).location(&state, lat: lat, lng: lng, query: query)
        case .cache(.clear): return [.clearCache]
        case .cache(.refresh): return PickRules(env: env).refresh(&state)
        case .importFile(let request): return FileRules(env: env).importFile(&state, request)
        case .export(let path, let overwrite): return [.checkExportTarget(path: path ?? Backup.defaultFileName, overwrite: overwrite)]
        case .cities(let query): return MetaRules(env: env).cities(state, query)
        case .tags: return [.loadTermCounts(cityKey: state.settings.city)]
        case .help(let topic): return MetaRules(env: env).help(topic)
        case .explain: return MetaRules(env: env).explain(ahead, state)
        case .source(let path):
            guard let path, !path.isEmpty else { return fail(.missing(.scriptPath)) }
            return [.reply(Reply(action: .runScript(path: path)))]
        case .quit: return [.reply(Reply(action: .quit))]
        case .unknown(_, let suggestion?, .doubted?) where env.interactive:
            // A terminal asks; a yes runs the command as written in the suggestion.
            guard let meant = ahead.suggested, !meant.isUnknown else { return fail(.unknownWords(.doubted, suggestion: suggestion)) }
            return [.reply(Reply(action: .confirm(.runCommand(suggestion), then: meant)))]
        case .unknown(let text, let suggestion, let reason):
            // A typo in a command that records or deletes: the did-you-mean of an unknown command.
            if let reason, reason != .repairedCommand { return fail(.unknownWords(reason, suggestion: suggestion)) }
            return fail(.unknownCommand(text: text, suggestion: suggestion))
        }
    }
}

extension SessionRules {

    func fail(_ failure: CommandFailure) -> [SessionEffect] { [.reply(.failure(failure))] }
    func reply(_ item: ReplyItem) -> [SessionEffect] { [.reply(Reply([item]))] }
    func say(_ message: Message) -> [SessionEffect] { [.reply(.message(message))] }

    /// Makes `id` the current pick (forgetting the draw if it was another place's).
    func pick(_ state: inout SessionState, _ id: String) {
        if state.pick?.id != id { state.pick = CurrentPick(id: id) }
    }

    /// The vocabulary the intent's rules read (loaded before they run: `Intent.readsVocabulary`).
    func vocabulary(_ state: SessionState) -> Vocabulary { state.vocabulary?.value ?? .empty }

    /// The catalogue, or why it cannot be used (loaded before the rules run: `Intent.readsCatalog`).
    func catalog(_ state: SessionState) -> Result<CityCatalog, CommandFailure> {
        (state.catalog?.value ?? .failure(.missing)).mapError { .catalogUnavailable($0) }
    }

    /// The catalogue, or nil with the reply that says why it cannot be used.
    func catalogOrReply(_ state: SessionState) -> (catalog: CityCatalog?, failure: [SessionEffect]) {
        switch catalog(state) {
        case .success(let c): (c, [])
        case .failure(let f): (nil, fail(f))
        }
    }
}

extension Intent {
    /// The verb used in messages about this command's place (`show`, `fav`…).
    var verb: String {
        switch self {
        case .favorite(_, let on): on ? "fav" : "unfav"
        case .refreshDetails: "refresh details"
        default: name
        }
    }
}
