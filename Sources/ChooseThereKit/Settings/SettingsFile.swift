#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Loading and saving settings.json

/// The settings file: loads leniently, saves atomically, and never replaces
/// a file it could not read without saying so.
public struct SettingsFile: Sendable {
    public let url: URL

    /// The result of loading.
    public struct Loaded: Sendable {
        public var settings: Settings
        /// Problems to show the user (values replaced by defaults, a broken file).
        public var warnings: [FileNotice]
        /// The file exists but could not be parsed: saving must first keep a copy.
        public var isBroken: Bool
        /// The file did not exist (first run).
        public var isNew: Bool
    }

    /// The result of an update: the settings as written, and where a broken
    /// file was kept aside first, when it was.
    public struct Updated: Sendable {
        public var settings: Settings
        public var keptBrokenAs: String?
    }

    /// How long a save waits for another process's save to finish.
    static let lockTimeout: Double = 5

    public init(url: URL) { self.url = url }

    /// Reads settings. A missing file gives defaults; a broken file gives
    /// defaults and a warning; an unreadable one (permissions, a directory)
    /// throws, because running on would risk overwriting it.
    public func load() throws(FileError) -> Loaded { try read().loaded }

    /// The file's settings, and its members as written (nil when missing or broken).
    private func read() throws(FileError) -> (loaded: Loaded, written: [String: JSON]?) {
        var info = stat()
        guard lstat(url.path, &info) == 0 || errno != ENOENT else {
            return (Loaded(settings: Settings(), warnings: [], isBroken: false, isNew: true), nil)
        }
        let bytes = try FileSystem.readOwnFile(url, limit: 1 << 20)
        do {
            let json = try JSON.parse(bytes: bytes)
            guard let object = json.objectValue else {
                return (
                    Loaded(
                        settings: Settings(), warnings: [FileNotice(.settingsNotObject, ["type": json.typeName], file: url.path)],
                        isBroken: true, isNew: false), nil
                )
            }
            var (settings, notes) = Settings.from(json: json)
            if json["onboarded"] == nil { settings.onboarded = true }
            return (
                Loaded(
                    settings: settings,
                    warnings: notes.map {
                        var n = $0; n.file = url.path; return n
                    }, isBroken: false, isNew: false), object
            )
        } catch {
            return (
                Loaded(
                    settings: Settings(),
                    warnings: [FileNotice(.settingsInvalidJSON, ["error": "\(error)"], file: url.path)],
                    isBroken: true, isNew: false), nil
            )
        }
    }

    /// Read-modify-write under a lock: reads the file as it is now, applies
    /// `change`, and writes back only the keys `change` changed (and those
    /// in `keys`, which a command set even to the value read), so settings
    /// another process saved meanwhile are kept (a long-running shell used
    /// to write its start-up copy over them), and so are values this
    /// version does not use. A missing file is written whole. A file that
    /// cannot be parsed is first kept as `settings.json.broken` (`keptBrokenAs`
    /// says so); one that cannot be read at all (a folder, a FIFO, no
    /// permission) is left alone and the update fails.
    @discardableResult
    public func update(writing keys: [Settings.Key] = [], _ change: (inout Settings) -> Void) throws(FileError) -> Updated {
        try withLock { () throws(FileError) in
            let (current, written) = try read()
            var kept: String?
            if current.isBroken { kept = try keepBrokenCopy() }
            var settings = current.settings
            change(&settings)
            var object = settings.json.objectValue ?? [:]
            if var written {
                // The file as written, with only what changed replaced (an
                // out-of-range value read as the default stays as written
                // unless this command set that key).
                for key in Set(settings.changedKeys(from: current.settings) + keys) { written[key.rawValue] = object[key.rawValue] }
                for key in Settings.obsoleteKeys { written.removeValue(forKey: key) }
                object = written
            }
            try FileSystem.replaceFile(atPath: url.path, with: Array(JSON.object(object).prettyEncoded().utf8))
            return Updated(settings: settings, keptBrokenAs: kept)
        }
    }

    /// Writes `settings` whole, atomically and under the lock. If the file
    /// on disk was broken, it is first kept as `settings.json.broken` and the
    /// returned notice says so.
    @discardableResult
    public func save(_ settings: Settings, replacingBroken: Bool) throws(FileError) -> String? {
        try withLock { () throws(FileError) in
            let kept = replacingBroken && FileManager.default.fileExists(atPath: url.path) ? try keepBrokenCopy() : nil
            try FileSystem.replaceFile(atPath: url.path, with: Array(settings.json.prettyEncoded().utf8))
            return kept.map { "\(url.path) could not be read, so it was kept as \($0) and a new settings file was written." }
        }
    }

    /// Moves the unreadable file aside; returns where it went. An earlier
    /// copy is never replaced: the next is `.broken.1`, `.broken.2`, ….
    private func keepBrokenCopy() throws(FileError) -> String {
        var backup = url.path + ".broken"
        var n = 0
        while access(backup, F_OK) == 0 && n < 1000 {
            n += 1
            backup = url.path + ".broken.\(n)"
        }
        if rename(url.path, backup) != 0 {
            throw FileError(
                path: url.path,
                reason: "cannot keep a copy of the unreadable settings (\(FileSystem.describe(errno: errno, fallback: "rename failed")))")
        }
        return backup
    }

    /// Runs `body` holding an exclusive `flock` on the settings folder. The
    /// folder, not the file: the file is replaced by a rename at every save,
    /// so a lock on it would guard a name no longer in use; and no lock file
    /// is left lying around. The lock goes with the process if it dies.
    private func withLock<T>(_ body: () throws(FileError) -> T) throws(FileError) -> T {
        let folder = url.deletingLastPathComponent()
        try FileSystem.createPrivateDirectory(folder)
        let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd < 0 { throw FileError(path: folder.path, reason: FileSystem.describe(errno: errno, fallback: "cannot open the folder")) }
        defer { close(fd) }
        let deadline = Date().addingTimeInterval(SettingsFile.lockTimeout)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                throw FileError(path: url.path, reason: "another choosethere process is saving settings; try again in a moment")
            }
            usleep(10_000)
        }
        return try body()
    }
}
