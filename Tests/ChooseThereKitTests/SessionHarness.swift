import ChooseThereTestSupport
import Foundation
import Testing

@testable import ChooseThereKit

/// A session for tests of the conversation: the bundled places in an
/// in-memory store (no SQLite file, no network helper), or — `live: true` —
/// a throw-away SQLite store seeded with them; real settings in a temporary
/// folder; the repository's resources; a seeded generator and a fixed clock.
final class Harness {
    static let now = ISODate.parse("2026-11-21T20:00:00Z") ?? Date()
    /// The bundled places, parsed once.
    static let seedPlaces: [Restaurant] = (try? SeedFile.parse(bytes: UnitFixtures.seedBytes(), origin: .seed).restaurants.values) ?? []

    let dir: TempDir
    let paths: AppPaths
    let store: PlaceStore
    /// The SQLite store behind `store` when the harness is live.
    let sqlite: Store?
    let session: Session

    init(
        interactive: Bool = false, settingsText: String? = nil, seed: UInt64? = 42, live: Bool = false,
        location: Coordinate? = nil, nearby: NearbyClient = .unreachable, eventLog: EventLog = .discard,
        places: [Restaurant]? = nil, configure: (inout SessionOptions) -> Void = { _ in }
    ) throws {
        dir = try TempDir()
        // The working directory exists, as a real one does (export refuses a missing folder).
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("work"), withIntermediateDirectories: true)
        paths = AppPaths(
            configDir: dir.url.appendingPathComponent("config/choosethere"),
            dataDir: dir.url.appendingPathComponent("data/choosethere"),
            stateDir: dir.url.appendingPathComponent("state/choosethere"),
            cacheDir: dir.url.appendingPathComponent("cache/choosethere"))
        if let settingsText {
            try FileManager.default.createDirectory(at: paths.configDir, withIntermediateDirectories: true)
            try settingsText.write(to: paths.settingsFile, atomically: false, encoding: .utf8)
        }
        if live {
            let sqlite = try Store(url: paths.storeFile)
            _ = try sqlite.applySeed(bytes: UnitFixtures.seedBytes())
            self.sqlite = sqlite
            store = .live(sqlite)
        } else {
            sqlite = nil
            store = .inMemory(MemoryPlaces(places: places ?? Harness.seedPlaces))
        }
        let file = SettingsFile(url: paths.settingsFile)
        let loaded = try file.load()
        let clients = SessionClients(store: store, nearby: nearby, settings: .live(file), eventLog: eventLog)
        var options = SessionOptions(interactive: interactive, seed: seed)
        configure(&options)
        session = Session(
            state: SessionState(settings: loaded.settings, locationOverride: location), clients: clients,
            resources: UnitFixtures.resources,
            paths: Paths(home: dir.url.path, workingDirectory: dir.url.appendingPathComponent("work").path, app: paths),
            clock: .fixed(Harness.now), random: RandomSource(seed: seed),
            options: options)
    }

    deinit { dir.remove() }

    /// The SQLite store of a live harness.
    var db: Store {
        guard let sqlite else { preconditionFailure("Harness(live: true) has a SQLite store") }
        return sqlite
    }

    /// Runs `line`, requiring that it parses.
    @discardableResult
    func run(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Reply {
        try #require(session.handle(line), sourceLocation: sourceLocation).reply
    }

    /// Runs `line` and requires success.
    @discardableResult
    func ok(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Reply {
        let reply = try run(line, sourceLocation: sourceLocation)
        #expect(reply.ok, "\(line): \(String(describing: reply.failure))", sourceLocation: sourceLocation)
        return reply
    }

    /// The error code `line` fails with.
    func code(_ line: String) throws -> String? { try run(line).failure?.code }

    /// The settings as saved on disk.
    func savedSettings() throws -> Settings { try SettingsFile(url: paths.settingsFile).load().settings }

    /// The reply as the terminal shows it (80 columns, English).
    func text(_ reply: Reply) -> String { TextRenderer().render(reply).lines.map(\.text).joined(separator: "\n") }
}

extension Reply {
    /// The `--json` result (a test shorthand).
    var result: JSON { JSONRenderer.result(self) }

    /// The failure's code, English message and suggestion.
    var error: (code: String, message: String, suggestion: String?)? {
        failure.map { ($0.code, TextRenderer().message(for: $0), $0.suggestion) }
    }
}
