#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - The session: what the shell talks to

/// How the session was started.
public struct SessionOptions: Sendable {
    /// A person at a terminal (may be asked questions; gets pages sized to the screen).
    public var interactive = false
    /// Rows per page for `list` at a terminal.
    public var pageSize = 20
    /// Lists are complete, never paged (stdout is not a terminal, `--json`, CSV).
    public var completeLists = false
    /// At most this many rows in any one list reply (`--limit N`).
    public var rowLimit: Int?
    /// Never use the network.
    public var offline = false
    /// Seed for deterministic randomness.
    public var seed: UInt64?
    /// `CHOOSETHERE_LOCATION`: the location for this process, over the saved one.
    public var locationOverride: Coordinate?
    /// `CHOOSETHERE_OVERPASS_URL` / `CHOOSETHERE_NOMINATIM_URL`.
    public var overpassURL = Overpass.defaultURL
    public var nominatimURL = Nominatim.defaultURL

    public init(interactive: Bool = false, pageSize: Int = 20, offline: Bool = false, seed: UInt64? = nil) {
        self.interactive = interactive
        self.pageSize = pageSize
        self.offline = offline
        self.seed = seed
    }
}

/// One conversation: parses a line into an intent and runs it through the
/// runtime (reducer + clients). It never touches the terminal; the
/// executable renders the replies.
public final class Session {
    /// choosethere's version, the only copy: `--version`, the man page,
    /// the banner, backups' `appVersion` and the User-Agent all read it.
    public static let version = "0.1.0"
    /// Largest file `import` reads.
    public static let importLimit = BackupLimits.fileBytes

    public let runtime: SessionRuntime
    public let resources: Resources
    private let home: String
    private let store: PlaceStore
    private var parserCache: Parser?
    /// The store revision the cached parser's names and terms are from.
    private var parserRevision = 0

    /// Where user paths are resolved from and how they are shown.
    public var paths: Paths { runtime.reducer.env.paths }
    /// The conversation's state (read-only: only the reducer changes it).
    public var state: SessionState { runtime.state }
    public var settings: Settings { runtime.state.settings }

    /// A session over `clients`, deciding with `environment`'s clock and generator.
    public init(
        state: SessionState, clients: SessionClients, resources: Resources, paths: Paths, clock: Clock,
        random: RandomSource, options: SessionOptions
    ) {
        self.resources = resources
        self.home = paths.home
        self.store = clients.store
        // The data the rules read, loaded through effects: the bundled files and the store's own terms.
        var clients = clients
        let store = clients.store
        clients.vocabulary = {
            var vocabulary = resources.vocabulary
            if let terms = try? store.termCounts(nil) { vocabulary.addTerms(terms.categories.map(\.term) + terms.tags.map(\.term)) }
            return vocabulary
        }
        clients.catalog = { resources.catalog() }
        let env = SessionEnvironment(
            clock: clock, random: random, paths: paths, interactive: options.interactive, pageSize: options.pageSize,
            completeLists: options.completeLists, rowLimit: options.rowLimit)
        runtime = SessionRuntime(state: state, reducer: SessionReducer(env: env), clients: clients)
    }

    // MARK: Parsing

    /// The parser, with the store's own tags added to the bundled vocabulary
    /// (loaded when a line first needs it, not at start-up).
    public var parser: Parser {
        // The store's places changed since it was made: their names and terms with them.
        if let p = parserCache, parserRevision == runtime.state.storeRevision { return p }
        let resources = self.resources
        let store = self.store
        let runtime = self.runtime
        parserRevision = runtime.state.storeRevision
        let lexicon = Lexicon(
            vocabulary: { runtime.vocabulary() }, cities: CityResolver { if case .success(let c) = resources.catalog() { c } else { nil } },
            places: { PlaceNameIndex((try? store.allNames()) ?? []) }, model: { resources.intentModel })
        let p = Parser(lexicon: lexicon)
        parserCache = p
        return p
    }

    /// Parses and runs one line. A blank line gives nil.
    public func handle(_ line: String) -> (intent: Intent, reply: Reply)? {
        guard let understood = parser.understand(line) else { return nil }
        // A refinement is reported as what it became ("cheaper" → the spin it ran).
        var shown = understood.intent
        if case .refine(let r) = shown {
            shown = runtime.state.intent(for: r)
        }
        var reply = run(understood.intent)
        // Commands said after it in the line run in order; one that records, deletes or
        // changes something is asked about at a terminal and left undone in a script.
        for line in understood.followUps where reply.ok {
            guard let next = parser.understand(line)?.intent, !next.isUnknown else { break }
            if next.changesSomething {
                if runtime.reducer.env.interactive, reply.action == .none {
                    reply.action = .confirm(.runCommand(next.command), then: next)
                } else {
                    reply.notices.append(.followUpNotRun(next.command))
                }
                break
            }
            let more = run(next)
            reply.items += more.items
            reply.notices += more.notices
            reply.failure = more.failure
            if more.action != .none { reply.action = more.action }
            reply.roulette = more.roulette.isEmpty ? reply.roulette : more.roulette
        }
        if !understood.corrections.isEmpty { reply.notices.insert(.readAs(understood.corrections), at: 0) }
        if !understood.ignored.isEmpty { reply.notices.append(.ignoredWords(understood.ignored)) }
        if !understood.areas.isEmpty { reply.notices.append(.areasNotUsed(understood.areas)) }
        return (shown, reply)
    }

    /// Runs an intent, with what its rules need read beforehand.
    @discardableResult
    public func run(_ intent: Intent) -> Reply { runtime.send(intent, readAhead(intent)) }

    /// What the rules of `intent` would otherwise parse: `explain`'s line
    /// (and, after `scores`, the learned model's readings of it), and the
    /// command a doubted line suggests, which a terminal offers to run.
    func readAhead(_ intent: Intent) -> ReadAhead {
        switch intent {
        case .explain(let text):
            let head = text.split(separator: " ", maxSplits: 1).map(String.init)
            guard head.count == 2, MetaRules.scoreWords.contains(Folding.key(head[0])) else {
                return ReadAhead(explained: parser.parse(text))
            }
            let scores = (resources.intentModel?.scores(head[1]) ?? []).prefix(5).map {
                ModelReading(intent: $0.intent, probability: $0.probability)
            }
            return ReadAhead(explained: parser.parse(head[1]), scores: scores)
        case .unknown(_, let suggestion?, .doubted?) where runtime.reducer.env.interactive:
            return ReadAhead(suggested: parser.parse(suggestion))
        default:
            return ReadAhead()
        }
    }

    /// Copies what the last commands wrote from the store's log into the
    /// store file itself (the shell does it after every command, so a copy
    /// of the file made while it runs holds everything).
    public func checkpointStore() { store.checkpoint() }

    // MARK: Completion

    /// Tab completion over this session's data: the vocabulary (with the
    /// store's own tags), the city catalogue, the places in the store.
    public var completion: CompletionEngine {
        CompletionEngine(
            vocabulary: { [unowned self] in self.parser.vocabulary },
            catalog: { [unowned self] in
                if case .success(let c) = self.resources.catalog() { return c }
                return nil
            },
            placeNames: { [unowned self] prefix in
                (try? self.store.placeNames(prefix, self.runtime.state.settings.city)) ?? []
            }, home: home)
    }
}

extension Session {
    /// A session on the real store and settings file, with the network
    /// client made on first use. What `main` builds.
    public static func live(
        store: Store, loaded: SettingsFile.Loaded, settingsFile: SettingsFile, paths: Paths,
        resources: Resources, options: SessionOptions, clock: Clock = .live,
        cancellation: Cancellation = Cancellation(), progress: @escaping (Phrase?) -> Void = { _ in }
    ) -> Session {
        let nearby = NearbyClient.live(offline: options.offline) {
            let client = CurlHTTPClient(
                userAgent: "choosethere/\(Session.version) (command-line restaurant roulette)",
                isCancelled: { cancellation.isCancelled })
            return NearbyService(
                http: client, cache: NearbyCache(directory: paths.app.cacheDir), overpassURL: options.overpassURL,
                nominatimURL: options.nominatimURL, offline: options.offline, now: clock.now)
        }
        let clients = SessionClients(
            store: .live(store), nearby: nearby, settings: .live(settingsFile),
            cancellation: cancellation, progress: progress, eventLog: .live(file: paths.app.eventLogFile))
        return Session(
            state: SessionState(settings: loaded.settings, locationOverride: options.locationOverride), clients: clients,
            resources: resources, paths: paths, clock: clock, random: RandomSource(seed: options.seed), options: options)
    }
}
