import CSQLite

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - A thin, safe wrapper over the system SQLite

/// An error from SQLite, carrying the file it concerns and SQLite's own words.
public struct DatabaseError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var code: Int32
    public var message: String
    public var description: String { "\(path): \(message)" }

    /// The file is not a database, or is damaged.
    public var isCorrupt: Bool {
        let primary = code & 0xFF
        return primary == SQLITE_NOTADB || primary == SQLITE_CORRUPT
    }

    /// Another connection holds the lock longer than the busy timeout.
    public var isBusy: Bool {
        let primary = code & 0xFF
        return primary == SQLITE_BUSY || primary == SQLITE_LOCKED
    }
}

/// One SQLite connection. Not shared between threads.
public final class Database {
    /// The database file's path (for messages).
    public let path: String
    private(set) var handle: OpaquePointer?
    private var statementCache: [String: Statement] = [:]
    /// The last statements used, newest first: a loop that runs the same
    /// few statements finds them by comparing strings, without hashing
    /// SQL a kilobyte long for every row (an import of 100,000 places
    /// spent 6% of its time hashing).
    private var recent: [(sql: String, statement: Statement)] = []

    /// Opens (creating if needed) the database at `path`.
    public init(path: String, readOnly: Bool = false, busyTimeoutMs: Int32 = 5000) throws(DatabaseError) {
        self.path = path
        var db: OpaquePointer?
        let flags =
            (readOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE))
            | SQLITE_OPEN_NOMUTEX
        let rc = sqlite3_open_v2(path, &db, flags, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close_v2(db)
            throw DatabaseError(path: path, code: rc, message: message)
        }
        handle = db
        sqlite3_extended_result_codes(db, 1)
        sqlite3_busy_timeout(db, busyTimeoutMs)
    }

    deinit { close() }

    /// Finalizes the cached statements and closes the connection (the last
    /// connection to a WAL database checkpoints and removes the log). Any
    /// later call fails with SQLite's misuse error; closing twice is harmless.
    public func close() {
        statementCache.removeAll()
        recent.removeAll()
        guard let handle else { return }
        sqlite3_close_v2(handle)
        self.handle = nil
    }

    // MARK: Executing

    /// Runs one or more statements without results.
    public func execute(_ sql: String) throws(DatabaseError) {
        var errmsg: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &errmsg)
        if rc != SQLITE_OK {
            let message = errmsg.map { String(cString: $0) } ?? lastMessage
            sqlite3_free(errmsg)
            throw DatabaseError(path: path, code: rc, message: message)
        }
    }

    /// A prepared statement, cached by its SQL text and reset before reuse.
    public func prepare(_ sql: String) throws(DatabaseError) -> Statement {
        if let index = recent.firstIndex(where: { $0.sql.utf8.count == sql.utf8.count && $0.sql == sql }) {
            let statement = recent[index].statement
            if index > 0 { recent.insert(recent.remove(at: index), at: 0) }
            statement.reset()
            return statement
        }
        let statement: Statement
        if let cached = statementCache[sql] {
            cached.reset()
            statement = cached
        } else {
            var stmt: OpaquePointer?
            let rc = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &stmt, nil)
            guard rc == SQLITE_OK, let stmt else { throw error(rc) }
            statement = Statement(stmt, database: self)
            statementCache[sql] = statement
        }
        recent.insert((sql, statement), at: 0)
        if recent.count > 8 { recent.removeLast() }
        return statement
    }

    /// Runs `sql` with `bindings`, discarding results.
    public func run(_ sql: String, _ bindings: [SQLValue] = []) throws(DatabaseError) {
        let stmt = try prepare(sql)
        try stmt.bind(bindings)
        while try stmt.step() {}
    }

    /// The first column of the first row, if any.
    public func scalar(_ sql: String, _ bindings: [SQLValue] = []) throws(DatabaseError) -> SQLValue? {
        let stmt = try prepare(sql)
        try stmt.bind(bindings)
        defer { stmt.reset() }
        guard try stmt.step() else { return nil }
        return stmt.value(0)
    }

    /// Every row of `sql` with `bindings`, each made into a value by `row`.
    public func rows<T>(_ sql: String, _ bindings: [SQLValue] = [], _ row: (Statement) -> T) throws(DatabaseError) -> [T] {
        let stmt = try prepare(sql)
        try stmt.bind(bindings)
        var rows: [T] = []
        while try stmt.step() { rows.append(row(stmt)) }
        return rows
    }

    /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`; rolls back if it throws.
    /// Immediate transactions take the write lock up front, so two processes
    /// queue on the busy timeout instead of failing half-way.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try inTransaction("BEGIN IMMEDIATE", body)
    }

    /// Runs `body` inside one read transaction (`BEGIN` … `COMMIT`): every
    /// statement in it sees the same snapshot of the database, whatever
    /// other processes commit meanwhile (WAL readers never block writers).
    public func readTransaction<T>(_ body: () throws -> T) throws -> T {
        try inTransaction("BEGIN DEFERRED", body)
    }

    /// `begin`, then `body`, then COMMIT; ROLLBACK when anything throws.
    private func inTransaction<T>(_ begin: String, _ body: () throws -> T) throws -> T {
        try execute(begin)
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Rows changed by every statement since the connection opened.
    public var totalChanges: Int64 { sqlite3_total_changes64(handle) }

    /// Rows changed by the last statement.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    var lastMessage: String { String(cString: sqlite3_errmsg(handle)) }

    func error(_ rc: Int32) -> DatabaseError {
        DatabaseError(
            path: path, code: sqlite3_extended_errcode(handle) == 0 ? rc : sqlite3_extended_errcode(handle),
            message: lastMessage)
    }
}

// MARK: - Values and statements

/// A value bound to or read from SQLite.
public enum SQLValue: Equatable, Sendable {
    case null
    case int(Int64)
    case double(Double)
    case text(String)

    /// The value as `Int` (a real number truncated); nil when it does not fit, never a trap.
    public var int: Int? {
        if case .int(let v) = self { return Int(v) }
        if case .double(let d) = self { return d.isFinite ? Int(exactly: d.rounded(.towardZero)) : nil }
        return nil
    }
    public var double: Double? { if case .double(let v) = self { return v }; if case .int(let i) = self { return Double(i) }; return nil }
    public var text: String? { if case .text(let s) = self { return s }; return nil }

    public static func optional(_ s: String?) -> SQLValue { s.map(SQLValue.text) ?? .null }
    public static func optional(_ d: Double?) -> SQLValue { d.map(SQLValue.double) ?? .null }
    public static func optional(_ i: Int?) -> SQLValue { i.map { .int(Int64($0)) } ?? .null }
    public static func bool(_ b: Bool) -> SQLValue { .int(b ? 1 : 0) }
}

/// A prepared statement. Columns are read by index while `step()` returns true.
public final class Statement {
    let stmt: OpaquePointer
    unowned let database: Database

    init(_ stmt: OpaquePointer, database: Database) {
        self.stmt = stmt
        self.database = database
    }

    deinit { sqlite3_finalize(stmt) }

    /// Ends the current run so the statement holds no read transaction.
    public func reset() {
        sqlite3_reset(stmt)
        sqlite3_clear_bindings(stmt)
    }

    /// Binds positional values (1-based in SQL, 0-based here).
    public func bind(_ values: [SQLValue]) throws(DatabaseError) {
        for (i, value) in values.enumerated() {
            let index = Int32(i + 1)
            let rc: Int32
            switch value {
            case .null: rc = sqlite3_bind_null(stmt, index)
            case .int(let v): rc = sqlite3_bind_int64(stmt, index, v)
            case .double(let v): rc = sqlite3_bind_double(stmt, index, v)
            case .text(let s): rc = Statement.bindText(stmt, index, s)
            }
            if rc != SQLITE_OK { throw database.error(rc) }
        }
    }

    /// Binds `text` with its UTF-8 byte length, never as a C string: a NUL
    /// inside the text is data, not its end (`"\u{0}one"` stays distinct
    /// from `"\u{0}two"`). SQLite copies the bytes (`SQLITE_TRANSIENT`).
    static func bindText(_ stmt: OpaquePointer, _ index: Int32, _ text: String) -> Int32 {
        var text = text
        return text.withUTF8 { bytes in
            // An empty buffer may have no address, and a null pointer binds NULL.
            guard let base = bytes.baseAddress, !bytes.isEmpty else {
                return sqlite3_bind_text64(stmt, index, "", 0, shim_sqlite_transient(), UInt8(SQLITE_UTF8))
            }
            return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                sqlite3_bind_text64(stmt, index, $0, UInt64(bytes.count), shim_sqlite_transient(), UInt8(SQLITE_UTF8))
            }
        }
    }

    /// Advances; true while a row is available.
    public func step() throws(DatabaseError) -> Bool {
        let rc = sqlite3_step(stmt)
        switch rc {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = database.error(rc)
            sqlite3_reset(stmt)
            throw error
        }
    }

    public func value(_ column: Int32) -> SQLValue {
        switch sqlite3_column_type(stmt, column) {
        case SQLITE_INTEGER: .int(sqlite3_column_int64(stmt, column))
        case SQLITE_FLOAT: .double(sqlite3_column_double(stmt, column))
        case SQLITE_NULL: .null
        default: .text(text(column) ?? "")
        }
    }

    public func text(_ column: Int32) -> String? {
        guard let ptr = sqlite3_column_text(stmt, column) else { return nil }
        let count = Int(sqlite3_column_bytes(stmt, column))
        return String(decoding: UnsafeBufferPointer(start: ptr, count: count), as: UTF8.self)
    }

    public func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(stmt, column)) }
    public func double(_ column: Int32) -> Double { sqlite3_column_double(stmt, column) }
    public func isNull(_ column: Int32) -> Bool { sqlite3_column_type(stmt, column) == SQLITE_NULL }
    public func optionalDouble(_ column: Int32) -> Double? { isNull(column) ? nil : double(column) }
    public func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : int(column) }
}
