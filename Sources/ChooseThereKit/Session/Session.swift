#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - The session: one conversation with the user

/// How the session was started.
public struct SessionOptions: Sendable {
    /// A person at a terminal (may be asked questions; gets pages sized to the screen).
    public var interactive = false
    /// Rows per page for `list`.
    public var pageSize = 20
    /// Terminal columns, for fitting lines.
    public var width = 80
    /// Never use the network.
    public var offline = false
    /// Seed for deterministic randomness.
    public var seed: UInt64?
    /// `CHOOSETHERE_LOCATION`: the location for this process, over the saved one.
    public var locationOverride: Coordinate?
    /// `CHOOSETHERE_OVERPASS_URL` / `CHOOSETHERE_NOMINATIM_URL`.
    public var overpassURL = Overpass.defaultURL
    public var nominatimURL = Nominatim.defaultURL
    /// Called with a message when a slow request starts and with nil when it
    /// ends (the terminal shows a spinner meanwhile).
    public var progress: (@Sendable (String?) -> Void)?

    public init(interactive: Bool = false, pageSize: Int = 20, width: Int = 80, offline: Bool = false, seed: UInt64? = nil) {
        self.interactive = interactive
        self.pageSize = pageSize
        self.width = width
        self.offline = offline
        self.seed = seed
    }
}

/// The session controller: reads a line, works out the intent, runs it
/// against the store and settings, and answers with a `Reply`. It never
/// touches the terminal; the executable renders replies.
public final class Session {
    public let store: Store
    public let resources: Resources
    public let settingsFile: SettingsFile
    public let paths: AppPaths
    public internal(set) var settings: Settings
    /// True while the settings file on disk could not be read (saving keeps a copy first).
    var settingsBroken: Bool
    public var options: SessionOptions
    public internal(set) var state = SessionState()
    /// The generator behind every random choice (seeded by `--seed`).
    var rng: SeededRandom
    /// The clock: visits are dated by it (injected in tests).
    public var now: () -> Date
    /// Extra store terms merged into the vocabulary.
    private var parserCache: Parser?
    /// OpenStreetMap and Nominatim behind the cache (made on first use).
    var nearbyServiceCache: NearbyService?

    public init(store: Store, settings: Settings, settingsBroken: Bool = false, settingsFile: SettingsFile,
                paths: AppPaths, resources: Resources, options: SessionOptions) {
        self.store = store
        self.settings = settings
        self.settingsBroken = settingsBroken
        self.settingsFile = settingsFile
        self.paths = paths
        self.resources = resources
        self.options = options
        self.rng = SeededRandom(seed: options.seed)
        self.now = { Date() }
    }

    // MARK: Parsing

    /// The parser, with the store's tags added to the bundled vocabulary.
    public var parser: Parser {
        if let p = parserCache { return p }
        let resources = self.resources
        // The store's own terms join the vocabulary when it is first needed, not at start-up.
        let store = self.store
        let p = Parser(loadVocabulary: {
            var vocabulary = resources.vocabulary
            if let terms = try? store.termCounts() { vocabulary.addTerms(terms.categories.map(\.0) + terms.tags.map(\.0)) }
            return vocabulary
        }, cityResolver: { text in
            guard case .success(let catalog) = resources.catalog(), let match = catalog.lookup(text) else { return nil }
            let city = match.best
            return (city.name, city.country == "BR" ? city.admin : nil, city.country)
        })
        parserCache = p
        return p
    }

    /// Forget the cached parser (after the store's vocabulary changed).
    func vocabularyChanged() { parserCache = nil }

    /// Parses and runs one line. A blank line gives nil.
    public func handle(_ line: String) -> (intent: Intent, reply: Reply)? {
        guard let intent = parser.parse(line) else { return nil }
        return (intent, run(intent))
    }

    // MARK: Dispatch

    /// Runs an intent: the reducer decides what changes and which effects
    /// follow; this method interprets them. Each command's work lives in its
    /// own `Session+…` file.
    public func run(_ intent: Intent) -> Reply {
        let before = state
        var intent = intent
        if case .near(let filters, nil) = intent { intent = .near(filters: filters, source: settings.source.rawValue) }
        let effects = SessionController.reduce(&state, .intent(intent), cityKey: settings.city)
        var reply = Reply()
        for effect in effects {
            do {
                switch effect {
                case .draw: reply = try spin()
                case .perform(let intent): reply = try perform(intent)
                case .fail(let error): reply = .failure(error)
                }
            } catch let error as CommandError {
                reply = .failure(error)
            } catch let error as StoreError {
                reply = .failure(CommandError("store_error", error.description))
            } catch {
                reply = .failure(CommandError("error", "\(error)"))
            }
            // A draw that found nothing leaves the conversation as it was.
            if effect == .draw, !reply.ok { state.pool = before.pool; state.lastDraw = before.lastDraw; state.remote = before.remote }
        }
        return reply
    }

    /// Feeds an effect's outcome back to the reducer.
    func apply(_ event: SessionEvent) {
        _ = SessionController.reduce(&state, event, cityKey: settings.city)
    }

    /// Makes `id` the current pick.
    func pick(_ id: String) { apply(.picked(id: id)) }

    private func perform(_ intent: Intent) throws -> Reply {
        switch intent {
        case .help(let topic): return help(topic: topic)
        case .explain(let text): return explain(text)
        case .quit: return Reply(lines: [], result: .object([:]), action: .quit)
        case .unknown(let text, let suggestion, let reason): return unknown(text: text, suggestion: suggestion, reason: reason)
        case .list(let query, let page): return try list(query: query, page: page)
        case .show(let target): return try show(target: target)
        case .favorite(let target, let on): return try favorite(target: target, on: on)
        case .add(let name, let lat, let lng, let category, let tags, let address):
            return try add(name: name, lat: lat, lng: lng, category: category, tags: tags, address: address)
        case .edit(let target, let field, let value): return try edit(target: target, field: field, value: value)
        case .forget(let target, let confirmed): return try forget(target: target, confirmed: confirmed)
        case .tags: return try tags()
        case .cities(let query): return try cities(query: query)
        case .settings: return showSettings()
        case .set(let key, let value): return try set(key: key, value: value)
        case .city(let name, let state, let country, let any): return try switchCity(name: name, state: state, country: country, any: any)
        case .location(let lat, let lng, let query): return try location(lat: lat, lng: lng, query: query)
        case .open(let target, let app): return try open(target: target, app: app)
        case .source(let path):
            guard let path, !path.isEmpty else { throw CommandError("missing_argument", "Say which script to run: source FILE") }
            return Reply(action: .runScript(path: path))
        case .rate(let stars, let wouldReturn, let match, let tags, let note, let target):
            return try rate(stars: stars, wouldReturn: wouldReturn, match: match, tags: tags, note: note, target: target)
        case .history(let filter, let limit): return try history(filter: filter, limit: limit)
        case .why: return try why()
        case .spin, .again: return try spin()  // reached only through the reducer's .draw
        case .near: return try spin()  // reached only through the reducer's .draw
        case .save(let target): return try save(target: target)
        case .cache(let action): return try cache(action: action)
        case .importFile(let path, let mode, let preview): return try importFile(path: path, mode: mode, preview: preview)
        case .export(let path): return try export(path: path)
        }
    }

    /// Commands whose machinery is still being built answer honestly.
    func notYetAvailable(_ intent: Intent) -> Reply {
        .failure(CommandError("not_available",
                              "'\(intent.name)' is understood but not available in this version yet; see 'help' for what works today."))
    }

    // MARK: Context

    /// The prompt context: `São Paulo · 3 km · my list`.
    /// The version written into backups.
    public static let version = "0.1.0"

    public var promptContext: String {
        let city = settings.city.map { CityKey.name(of: $0) } ?? "anywhere"
        let mode = state.pool?.near == true ? "nearby" : settings.source.label
        return "\(city) · \(Geo.formatRadius(km: settings.radiusKm)) · \(mode)"
    }

    /// Saves settings, reporting a kept copy of a broken file as a notice.
    func saveSettings(_ reply: inout Reply) throws {
        do {
            if let notice = try settingsFile.save(settings, replacingBroken: settingsBroken) { reply.notices.append(notice) }
            settingsBroken = false
        } catch {
            throw CommandError("settings_not_saved", "The setting applies to this session but could not be saved: \(error)")
        }
    }

    /// The current location: `CHOOSETHERE_LOCATION`, else the saved one.
    public var location: Coordinate? { options.locationOverride ?? settings.location }
}

/// Helpers for `"City|UF"` keys.
public enum CityKey {
    /// "São Paulo|SP" → "São Paulo".
    public static func name(of key: String) -> String { String(key.split(separator: "|").first ?? Substring(key)) }
    /// "São Paulo|SP" → "São Paulo, SP"; world keys "Paris|11|FR" → "Paris, FR".
    public static func label(of key: String) -> String {
        let parts = key.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        switch parts.count {
        case 2: return "\(parts[0]), \(parts[1])"
        case 3: return "\(parts[0]), \(parts[2])"
        default: return key
        }
    }
}
