#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - The local event log: what the program did, for the user to look at

/// One line of the event log: when, what (`search`, `location`, `import`,
/// `export`, `details`, `error`), and its facts. Facts that could say who
/// the user is or where they are go in `personal`, written only when the
/// log is detailed.
public struct EventLogEntry: Sendable, Equatable {
    public var at: Date
    public var event: String
    /// Facts without personal data: `kind`, `outcome`, `durationMs`, `code`, counts.
    public var facts: [String: JSON]
    /// `query`, `lat`, `lng`, `city`, `category`, `names`, `path`, `place`.
    public var personal: [String: JSON]

    /// The keys that only a detailed log writes.
    public static let personalKeys: Set<String> = ["query", "lat", "lng", "city", "category", "names", "path", "place", "osmId"]

    public init(at: Date, event: String, facts: [String: JSON] = [:], personal: [String: JSON] = [:]) {
        self.at = at
        self.event = event
        self.facts = facts
        self.personal = personal
    }

    /// The line as written: personal facts only when `detailed`.
    public func json(detailed: Bool) -> JSON {
        var o = facts
        if detailed { for (key, value) in personal { o[key] = value } }
        o["at"] = .string(ISODate.format(at))
        o["event"] = .string(event)
        return .object(o)
    }

    /// A line read back (nil for anything that is not one).
    public init?(json: JSON) {
        guard var o = json.objectValue, let at = o.removeValue(forKey: "at")?.stringValue.flatMap(ISODate.parse),
            let event = o.removeValue(forKey: "event")?.stringValue
        else { return nil }
        var personal: [String: JSON] = [:]
        for key in EventLogEntry.personalKeys { if let value = o.removeValue(forKey: key) { personal[key] = value } }
        self.init(at: at, event: event, facts: o, personal: personal)
    }
}

/// The event log as the runtime sees it: `record` a line (at the level the
/// settings say), `recent` lines back. `live` is a file that never leaves
/// the machine; `memory` keeps lines in an array for tests.
public struct EventLog {
    public var record: (_ entry: EventLogEntry, _ level: EventLogLevel) -> Void
    /// The last `limit` entries, oldest first.
    public var recent: (_ limit: Int) -> [EventLogEntry]

    public init(record: @escaping (EventLogEntry, EventLogLevel) -> Void, recent: @escaping (Int) -> [EventLogEntry]) {
        self.record = record
        self.recent = recent
    }

    /// Records nothing (sessions that do not keep a log).
    public static var discard: EventLog { EventLog(record: { _, _ in }, recent: { _ in [] }) }

    /// JSON Lines in `file` (0600, its folder 0700): rotated before it would
    /// pass `maxBytes`, keeping `keep` files in all (`events.jsonl`, `.1`, `.2`).
    /// A line that cannot be written is dropped: the log never fails a command.
    public static func live(file: URL, maxBytes: Int = 1 << 20, keep: Int = 3) -> EventLog {
        let log = EventLogFile(url: file, maxBytes: maxBytes, keep: keep)
        return EventLog(
            record: { entry, level in
                guard level != .off else { return }
                log.append(entry.json(detailed: level == .detailed).encoded())
            }, recent: { log.tail($0) })
    }

    /// Lines kept in memory, written as the file would write them (for tests).
    public static func memory(_ lines: EventLogLines) -> EventLog {
        EventLog(
            record: { entry, level in
                guard level != .off else { return }
                lines.lines.append(entry.json(detailed: level == .detailed).encoded())
            },
            recent: { limit in
                lines.lines.suffix(limit).compactMap { try? JSON.parse(bytes: Array($0.utf8)) }.compactMap(EventLogEntry.init(json:))
            })
    }
}

/// The lines of a memory event log.
public final class EventLogLines {
    public var lines: [String] = []
    public init() {}
}

/// The log's files: appends with `O_APPEND` (one `write` per line, so
/// lines from two shells do not interleave), rotation by renaming.
final class EventLogFile {
    let url: URL
    let maxBytes: Int
    let keep: Int

    init(url: URL, maxBytes: Int, keep: Int) {
        self.url = url
        self.maxBytes = maxBytes
        self.keep = max(1, keep)
    }

    /// `events.jsonl`, `events.jsonl.1`, … (newest first).
    func path(_ generation: Int) -> String { generation == 0 ? url.path : url.path + ".\(generation)" }

    func append(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        guard (try? FileSystem.createPrivateDirectory(url.deletingLastPathComponent())) != nil else { return }
        var info = stat()
        if stat(path(0), &info) == 0, info.st_size > 0, Int(info.st_size) + bytes.count > maxBytes { rotate() }
        // Never through a symbolic link (its target would be appended to and
        // chmod-ed) and never blocking on a FIFO: a regular file of ours or nothing.
        let fd = open(path(0), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var opened = stat()
        guard fstat(fd, &opened) == 0, (opened.st_mode & S_IFMT) == S_IFREG, opened.st_uid == getuid() else { return }
        fchmod(fd, 0o600)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }

    /// Drops the oldest file and shifts the others up by one.
    func rotate() {
        unlink(path(keep - 1))
        for generation in stride(from: keep - 2, through: 0, by: -1) { rename(path(generation), path(generation + 1)) }
    }

    /// The last `limit` entries across the files, oldest first (unreadable lines skipped).
    func tail(_ limit: Int) -> [EventLogEntry] {
        guard limit > 0 else { return [] }
        var entries: [EventLogEntry] = []
        for generation in stride(from: keep - 1, through: 0, by: -1) {
            guard let bytes = try? FileSystem.readOwnFile(URL(fileURLWithPath: path(generation)), limit: maxBytes * 2) else { continue }
            for line in bytes.split(separator: UInt8(ascii: "\n")) {
                if let json = try? JSON.parse(bytes: Array(line)), let entry = EventLogEntry(json: json) { entries.append(entry) }
            }
        }
        return Array(entries.suffix(limit))
    }
}
