#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Where files live (XDG base directories)

/// The four XDG locations of DESIGN.md, resolved from the environment.
public struct AppPaths: Sendable, Equatable {
    public var configDir: URL
    public var dataDir: URL
    public var stateDir: URL
    public var cacheDir: URL

    public var settingsFile: URL { configDir.appendingPathComponent("settings.json") }
    public var storeFile: URL { dataDir.appendingPathComponent("choosethere.sqlite3") }
    public var historyFile: URL { stateDir.appendingPathComponent("history") }
    /// The local event log (JSON Lines; `events.jsonl.1` and `.2` are older).
    public var eventLogFile: URL { stateDir.appendingPathComponent("events.jsonl") }
    /// The startup file: commands run before the first prompt.
    public var rcFile: URL { configDir.appendingPathComponent("rc") }
    /// The home directory, for showing paths as `~/…`.
    public var home: String = ""

    /// `url`'s path with the home directory shown as `~`.
    public func display(_ url: URL) -> String {
        let path = url.path
        guard !home.isEmpty, path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }

    public init(configDir: URL, dataDir: URL, stateDir: URL, cacheDir: URL) {
        self.configDir = configDir
        self.dataDir = dataDir
        self.stateDir = stateDir
        self.cacheDir = cacheDir
    }

    /// The user's home from the password database (`getpwuid_r`).
    public static func passwordHome() -> String? {
        var record = passwd()
        var found: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getpwuid_r(getuid(), &record, &buffer, buffer.count, &found) == 0, found != nil, let dir = record.pw_dir else { return nil }
        let home = String(cString: dir)
        return home.isEmpty ? nil : home
    }

    /// Paths from `XDG_*_HOME`, falling back to the spec's defaults under `HOME`.
    /// Relative XDG values are ignored, as the spec says.
    /// Nil when there is no home at all — HOME unset or empty and none in
    /// the password database — and not every XDG folder is given: the
    /// program then refuses to start rather than write under `/`.
    public static func fromEnvironment(_ env: [String: String], passwordHome: () -> String? = AppPaths.passwordHome) -> AppPaths? {
        // HOME unset or empty: the password database's home, never the root.
        let allGiven = ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"].allSatisfy {
            env[$0]?.hasPrefix("/") ?? false
        }
        guard let home = env["HOME"].flatMap({ $0.isEmpty ? nil : $0 }) ?? passwordHome() ?? (allGiven ? "/" : nil) else { return nil }
        // Plain string paths: cheaper at start-up than appending URL components.
        func dir(_ variable: String, _ fallback: String) -> URL {
            if let value = env[variable], value.hasPrefix("/") {
                return URL(fileURLWithPath: value + "/choosethere", isDirectory: true)
            }
            return URL(fileURLWithPath: home + "/" + fallback + "/choosethere", isDirectory: true)
        }
        var paths = AppPaths(
            configDir: dir("XDG_CONFIG_HOME", ".config"),
            dataDir: dir("XDG_DATA_HOME", ".local/share"),
            stateDir: dir("XDG_STATE_HOME", ".local/state"),
            cacheDir: dir("XDG_CACHE_HOME", ".cache"))
        paths.home = home
        return paths
    }
}
