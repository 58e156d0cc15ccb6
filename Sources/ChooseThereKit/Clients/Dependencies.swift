import Synchronization

#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Small dependencies: clock, randomness, cancellation, paths, settings

/// The time now (fixed in tests and by `CHOOSETHERE_NOW`), a steady count
/// of seconds for durations, and this machine's offset from UTC.
public struct Clock: Sendable {
    public var now: @Sendable () -> Date
    /// Seconds on a clock that never steps back (durations of the event log).
    public var uptime: @Sendable () -> Double
    /// This machine's offset from UTC at a date, in seconds (the time zone
    /// of places whose own zone is not known: outside Brazil).
    public var utcOffset: @Sendable (Date) -> Int

    /// A clock reading `now`; durations follow it, and the zone is UTC unless given.
    public init(
        now: @escaping @Sendable () -> Date, uptime: (@Sendable () -> Double)? = nil,
        utcOffset: @escaping @Sendable (Date) -> Int = { _ in 0 }
    ) {
        self.now = now
        self.uptime = uptime ?? { now().timeIntervalSince1970 }
        self.utcOffset = utcOffset
    }

    public static let live = Clock(
        now: { Date() },
        uptime: {
            var t = timespec()
            clock_gettime(CLOCK_MONOTONIC, &t)
            return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
        },
        utcOffset: { date in
            var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
            var parts = tm()
            guard localtime_r(&seconds, &parts) != nil else { return 0 }
            return Int(parts.tm_gmtoff)
        })

    /// A clock stopped at `date` (durations read 0, the zone is UTC).
    public static func fixed(_ date: Date) -> Clock { Clock(now: { date }) }
}

/// Ctrl-C while a command runs: the shell's signal handler marks it, long
/// work (a search, a script) checks it. Passed in from `main`, never global.
public final class Cancellation: Sendable {
    private let pending = Atomic<Bool>(false)
    public init() {}
    /// Safe from a signal handler: one lock-free store.
    public func cancel() { pending.store(true, ordering: .relaxed) }
    public func reset() { pending.store(false, ordering: .relaxed) }
    public var isCancelled: Bool { pending.load(ordering: .relaxed) }
}

/// Where user paths are resolved from: the home directory (`~`) and the
/// working directory (relative paths). Read once by `main`.
public struct Paths: Sendable, Equatable {
    public var home: String
    public var workingDirectory: String
    public var app: AppPaths

    public init(home: String, workingDirectory: String, app: AppPaths) {
        self.home = home
        self.workingDirectory = workingDirectory
        self.app = app
    }

    /// `~` is the home directory, relative paths start at `base` (a sourcing
    /// script's folder) or the working directory; quotes are dropped.
    public func resolve(_ path: String, relativeTo base: URL? = nil) -> URL {
        var p = path
        if p.count >= 2, let f = p.first, let l = p.last, (f == "\"" && l == "\"") || (f == "'" && l == "'") {
            p = String(p.dropFirst().dropLast())
        }
        if p == "~" || p.hasPrefix("~/") { p = home + p.dropFirst() }
        if p.hasPrefix("/") { return URL(fileURLWithPath: p) }
        return (base ?? URL(fileURLWithPath: workingDirectory)).appendingPathComponent(p)
    }

    /// A path as the user would type it: relative inside the working
    /// directory, else with `~` for the home directory.
    public func display(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        if workingDirectory.count > 1, path.hasPrefix(workingDirectory + "/") { return String(path.dropFirst(workingDirectory.count + 1)) }
        guard !home.isEmpty, home != "/", path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }

    /// Read from the process: `HOME` and the working directory.
    public static func live(app: AppPaths, environment: [String: String]) -> Paths {
        var cwd = "/"
        if let buffer = getcwd(nil, 0) {
            cwd = String(cString: buffer)
            free(buffer)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/"
        return Paths(home: home, workingDirectory: cwd, app: app)
    }
}

/// Saving settings: only the changed keys, keeping a broken file's copy.
public struct SettingsClient {
    /// Applies `changes` to the file; notices (a broken file kept aside) come back.
    public var save: (_ changes: [SettingChange]) throws(SettingsSaveError) -> [Notice]

    public init(save: @escaping ([SettingChange]) throws(SettingsSaveError) -> [Notice]) { self.save = save }

    /// The real file: each save reads it under a lock and writes back only
    /// the keys of `changes` (`SettingsFile.update`), so what another shell
    /// saved meanwhile survives. A file that cannot be parsed by then is
    /// first kept as `settings.json.broken`.
    public static func live(_ file: SettingsFile) -> SettingsClient {
        SettingsClient { changes throws(SettingsSaveError) in
            do {
                let updated = try file.update(writing: changes.map(\.key)) { s in changes.forEach { $0.apply(to: &s) } }
                return updated.keptBrokenAs.map { [Notice.brokenSettingsKept(path: $0)] } ?? []
            } catch {
                throw SettingsSaveError(reason: "\(error)")
            }
        }
    }

    /// Keeps nothing (tests that do not look at the file).
    public static var discard: SettingsClient { SettingsClient { _ in [] } }
}

/// Why settings could not be saved.
public struct SettingsSaveError: Error, Sendable, Equatable {
    public var reason: String
}
