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
        /// Problems to show the user (clamped values, a broken file).
        public var warnings: [String]
        /// The file exists but could not be parsed: saving must first keep a copy.
        public var isBroken: Bool
        /// The file did not exist (first run).
        public var isNew: Bool
    }

    public init(url: URL) { self.url = url }

    /// Reads settings. A missing file gives defaults; a broken file gives
    /// defaults and a warning; an unreadable one (permissions, a directory)
    /// throws, because running on would risk overwriting it.
    public func load() throws(FileError) -> Loaded {
        guard FileManager.default.fileExists(atPath: url.path) else {
            return Loaded(settings: Settings(), warnings: [], isBroken: false, isNew: true)
        }
        let bytes = try FileSystem.readFile(url, limit: 1 << 20)
        do {
            let json = try JSON.parse(bytes: bytes)
            guard json.objectValue != nil else {
                return Loaded(settings: Settings(), warnings: ["\(url.path): expected a JSON object, found \(json.typeName); running on defaults"],
                              isBroken: true, isNew: false)
            }
            var (settings, notes) = Settings.from(json: json)
            if json["onboarded"] == nil { settings.onboarded = true }
            return Loaded(settings: settings, warnings: notes.map { "\(url.path): \($0)" }, isBroken: false, isNew: false)
        } catch {
            return Loaded(settings: Settings(),
                          warnings: ["\(url.path): not valid JSON (\(error)); running on defaults. The file will not be changed unless you change a setting."],
                          isBroken: true, isNew: false)
        }
    }

    /// Writes `settings` atomically. If the file on disk was broken, it is
    /// first kept as `settings.json.broken` and the returned notice says so.
    @discardableResult
    public func save(_ settings: Settings, replacingBroken: Bool) throws(FileError) -> String? {
        var notice: String?
        if replacingBroken, FileManager.default.fileExists(atPath: url.path) {
            let backup = url.path + ".broken"
            if rename(url.path, backup) != 0 {
                throw FileError(path: url.path, reason: "cannot keep a copy of the unreadable settings (\(FileSystem.describe(errno: errno, fallback: "rename failed")))")
            }
            notice = "\(url.path) could not be read, so it was kept as \(backup) and a new settings file was written."
        }
        try FileSystem.writeAtomically(Array(settings.json.prettyEncoded().utf8), to: url)
        return notice
    }
}
