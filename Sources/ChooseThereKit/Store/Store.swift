import CSQLite

#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - The store

/// Why the store could not be used. Every case names the file; the
/// sentences are `Rendering`'s (`StoreError+Wording.swift`).
public enum StoreError: Error, Sendable, Equatable {
    case notADatabase(path: String)
    /// An SQLite database of another program (another application id, or
    /// tables that are not ours): refused without a byte changed.
    case foreignDatabase(path: String)
    /// The store needs a schema upgrade, which a read-only store cannot take.
    case readOnlyNeedsUpgrade(path: String)
    case newerSchema(path: String, version: Int, supported: Int)
    case cannotOpen(path: String, reason: String)
    case busy(path: String)
    /// The store cannot be written (a read-only file, folder or file system).
    case readOnly(path: String)
    /// The disk (or the user's quota) is full.
    case diskFull(path: String)
    /// The operating system failed a read or write.
    case ioFailed(path: String)
    /// Any other SQLite failure: worded by kind, never with SQLite's own
    /// text ("LIKE or GLOB pattern too complex", "FOREIGN KEY constraint
    /// failed"), which goes to the event log instead.
    case refused(path: String, code: Int32, detail: String)
    case failed(path: String, reason: String)

    init(_ error: DatabaseError) {
        if error.isCorrupt {
            self = .notADatabase(path: error.path)
        } else if error.isBusy {
            self = .busy(path: error.path)
        } else {
            switch error.code & 0xFF {
            case SQLITE_READONLY, SQLITE_PERM, SQLITE_AUTH: self = .readOnly(path: error.path)
            case SQLITE_FULL: self = .diskFull(path: error.path)
            case SQLITE_IOERR, SQLITE_CANTOPEN: self = .ioFailed(path: error.path)
            default: self = .refused(path: error.path, code: error.code, detail: error.message)
            }
        }
    }

    /// Wraps any error thrown by a store operation.
    static func wrap(_ error: any Error, path: String) -> StoreError {
        if let e = error as? StoreError { return e }
        if let e = error as? DatabaseError { return StoreError(e) }
        return .failed(path: path, reason: "\(error)")
    }
}

/// The SQLite store: the single source of truth for places, visits and
/// learned weights. Every write runs in a transaction.
public final class Store {
    public let db: Database
    /// `db.totalChanges` when the log was last checkpointed (`checkpoint`).
    private var changesAtCheckpoint: Int64 = 0
    /// Inside `rehearse`: writes join its transaction, which is rolled back.
    private var rehearsing = false
    public var path: String { db.path }
    /// The clock used for timestamps (injected in tests).
    public var now: @Sendable () -> Date

    /// This program's SQLite `application_id` ("ChTh"), set on every store it creates.
    public static let applicationId = 0x4368_5468

    /// Whether the store was opened read-only (`--read-only`, or a file or
    /// folder this user cannot write): it lists; every write is refused.
    public let isReadOnly: Bool

    /// Opens the store at `url`, creating it (mode 0600) and migrating it
    /// forward as needed. Only an empty database or one carrying this
    /// program's `application_id` (or, from before it was set, its schema)
    /// is opened; a file that is not a database, or another program's, is
    /// never modified. A store this user cannot write opens read-only.
    public init(url: URL, readOnly: Bool = false, now: @escaping @Sendable () -> Date = { Date() }) throws(StoreError) {
        let path = url.path
        self.now = now
        let exists = FileManager.default.fileExists(atPath: path)
        let folder = url.deletingLastPathComponent().path
        // WAL needs the folder too (for the -wal and -shm files).
        isReadOnly = readOnly || (exists && (access(path, W_OK) != 0 || access(folder, W_OK) != 0))
        if !isReadOnly {
            do {
                try FileSystem.createPrivateDirectory(url.deletingLastPathComponent())
                if !exists { try FileSystem.createPrivateFile(atPath: path) }
            } catch {
                throw .cannotOpen(path: path, reason: "\(error)")
            }
        } else if !exists {
            throw .cannotOpen(path: path, reason: FileSystem.describe(errno: ENOENT, fallback: "missing"))
        }
        do {
            db = try Database(path: path, readOnly: isReadOnly)
        } catch {
            throw .cannotOpen(path: path, reason: error.message)
        }
        do {
            // Read-only probes first: a damaged or foreign file fails here, before any write.
            // One read transaction: another process creating the same fresh store commits
            // its schema all at once, so these see it whole or not at all.
            // The tables are listed only for a store without our id (new, or from before it): not at every start.
            let (version, applicationId, tables) = try db.readTransaction { () throws -> (Int, Int, Set<String>) in
                let version = try db.scalar("PRAGMA user_version")?.int ?? 0, id = try db.scalar("PRAGMA application_id")?.int ?? 0
                guard id != Store.applicationId else { return (version, id, []) }
                return (version, id, Set(try db.rows("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.text(0) ?? "" }))
            }
            if version > Schema.currentVersion {
                throw StoreError.newerSchema(path: path, version: version, supported: Schema.currentVersion)
            }
            if applicationId != Store.applicationId {
                let empty = tables.isEmpty && version == 0 && applicationId == 0
                let oursFromBefore = applicationId == 0 && version >= 1 && tables.isSuperset(of: ["restaurants", "visits"])
                guard empty || oursFromBefore else { throw StoreError.foreignDatabase(path: path) }
            }
            try db.execute(
                "PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL; PRAGMA temp_store = MEMORY; PRAGMA mmap_size = \(Store.mmapSize)")
            if isReadOnly {
                if version < Schema.currentVersion { throw StoreError.readOnlyNeedsUpgrade(path: path) }
                return
            }
            if version < Schema.currentVersion {
                // WAL is a property of the file: set once, when the schema is created.
                try enableWAL()
                try migrate()
            } else if applicationId != Store.applicationId {
                try db.execute("PRAGMA application_id = \(Store.applicationId)")  // a store from before the id was set
            }
        } catch {
            throw StoreError.wrap(error, path: path)
        }
    }

    /// Switches a new file to WAL. Two processes creating the same fresh
    /// store race here, and SQLite answers the loser SQLITE_BUSY at once
    /// (the busy handler is not consulted for a journal-mode change), so
    /// it is retried for as long as the busy timeout would have waited.
    private func enableWAL() throws(DatabaseError) {
        var waitedMs = 0
        while true {
            do {
                try db.execute("PRAGMA journal_mode = WAL")
                return
            } catch  where error.isBusy && waitedMs < 5000 {
                usleep(10_000)
                waitedMs += 10
            }
        }
    }

    /// Runs pending migrations in one immediate transaction; a second
    /// process that raced us finds the work done when it gets the lock.
    private func migrate() throws {
        try db.transaction {
            var version = try db.scalar("PRAGMA user_version")?.int ?? 0
            if version > Schema.currentVersion {
                throw StoreError.newerSchema(path: path, version: version, supported: Schema.currentVersion)
            }
            while version < Schema.currentVersion {
                try db.execute(Schema.migrations[version])
                version += 1
            }
            try db.execute("PRAGMA user_version = \(version); PRAGMA application_id = \(Store.applicationId)")
        }
    }

    /// Bytes of the store file read through memory mapping (fast reads for spins).
    static let mmapSize = 1 << 30

    /// Runs `body` in a write transaction, mapping failures to `StoreError`.
    /// What it committed is then copied into the store file itself (a
    /// checkpoint), so that a copy of `choosethere.sqlite3` alone holds every
    /// change even when the process is killed before it can close the store.
    public func write<T>(_ body: () throws -> T) throws(StoreError) -> T {
        if rehearsing {  // already inside the rehearsal's transaction
            do { return try body() } catch { throw StoreError.wrap(error, path: path) }
        }
        do { return try db.transaction(body) } catch { throw StoreError.wrap(error, path: path) }
    }

    /// Runs `body` — writes included — in one transaction that is always
    /// rolled back: what a change would do, found by doing it (`import …
    /// preview` runs the import itself, so the two cannot disagree).
    func rehearse<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        do { try db.execute("BEGIN IMMEDIATE") } catch { throw StoreError(error) }
        rehearsing = true
        defer {
            rehearsing = false
            try? db.execute("ROLLBACK")
        }
        return try body()
    }

    /// Copies the write-ahead log into the store file, as far as no other
    /// process's reading holds it back (`PASSIVE`: never waits), when
    /// anything was written since the last time. Run after every command, so
    /// a copy of `choosethere.sqlite3` alone holds every change even when the
    /// process is then killed. A failure loses nothing — the log stays, and
    /// SQLite reads it — so it is not reported.
    public func checkpoint() {
        let changes = db.totalChanges
        guard changes != changesAtCheckpoint else { return }
        try? db.execute("PRAGMA wal_checkpoint(PASSIVE)")
        changesAtCheckpoint = changes
    }

    /// Checkpoints the log into the store file and closes the connection
    /// (the last connection to close removes the log): every way out of the
    /// program ends here, so the file is complete on its own after `quit`,
    /// Ctrl-D, the end of a script or a signal the shell handles. Never waits
    /// for another process's lock (`PASSIVE`). The store is unusable afterwards.
    public func close() {
        checkpoint()
        db.close()
    }

    /// Runs a read, mapping failures to `StoreError`.
    public func read<T>(_ body: () throws -> T) throws(StoreError) -> T {
        do { return try body() } catch { throw StoreError.wrap(error, path: path) }
    }

    // MARK: Meta

    func meta(_ key: String) throws(DatabaseError) -> String? {
        try db.scalar("SELECT value FROM meta WHERE key = ?", [.text(key)])?.text
    }

    func setMeta(_ key: String, _ value: String) throws(DatabaseError) {
        try db.run(
            "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            [.text(key), .text(value)])
    }
}
