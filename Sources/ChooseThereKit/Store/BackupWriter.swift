#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Writing a backup row by row

/// Puts a backup file together piece by piece: exactly the bytes of
/// `Backup.json.prettyEncoded()` (sorted keys, two-space indentation), but
/// one row at a time, handed on in pieces of about 1 MB. An export of a
/// 130,000-place store measured 709 MB as one JSON tree and string.
struct BackupStreamWriter {
    let emit: ([UInt8]) throws -> Void
    private var text = ""
    private var rowsInArray = 0
    private(set) var places = 0
    private(set) var visits = 0

    init(emit: @escaping ([UInt8]) throws -> Void) { self.emit = emit }

    /// The members before `restaurants`, in sorted order.
    mutating func open(createdAt: Date, appVersion: String?) throws {
        text += "{\n  \"appVersion\": "
        JSON.optional(appVersion).write(to: &text, indent: "  ", level: 1)
        text += ",\n  \"createdAt\": "
        JSON.string(CivilDate.format(createdAt)).write(to: &text, indent: "  ", level: 1)
        text += ",\n  \"restaurants\": "
    }

    mutating func place(_ place: Restaurant) throws {
        try row(Backup.json(of: place))
        places += 1
    }

    /// Ends the places and starts the visits (`schemaVersion` sorts between them).
    mutating func betweenPlacesAndVisits() throws {
        endArray()
        text += ",\n  \"schemaVersion\": \(Backup.schemaVersion),\n  \"visits\": "
    }

    mutating func visit(_ visit: Visit) throws {
        try row(Backup.json(of: visit))
        visits += 1
    }

    mutating func close() throws {
        endArray()
        text += "\n}\n"
        try flush()
    }

    private mutating func row(_ value: JSON) throws {
        text += rowsInArray == 0 ? "[" : ","
        JSON.newline(&text, "  ", 2)
        value.write(to: &text, indent: "  ", level: 2)
        rowsInArray += 1
        if text.utf8.count >= 1 << 20 { try flush() }
    }

    private mutating func endArray() {
        if rowsInArray == 0 { text += "[]" } else { JSON.newline(&text, "  ", 1); text += "]" }
        rowsInArray = 0
    }

    private mutating func flush() throws {
        try emit(Array(text.utf8))
        text = ""
    }
}

/// How much one backup file may hold. `importable` is what `import`
/// reads (`BackupLimits`): an export larger than that is written as
/// several files, each one import takes.
public struct BackupPartLimits: Sendable, Equatable {
    public var bytes: Int
    public var rows: Int
    public init(bytes: Int, rows: Int) {
        self.bytes = bytes
        self.rows = rows
    }

    public static let importable = BackupPartLimits(bytes: BackupLimits.fileBytes, rows: BackupLimits.rows)
    static let unlimited = BackupPartLimits(bytes: .max, rows: .max)
}

/// Writes one file of an export: `index` of `count` (0 for the first; the
/// count is known before the first is written), and what to put in it, piece by piece.
public typealias BackupPartWriter = (_ index: Int, _ count: Int, _ produce: (_ emit: ([UInt8]) throws -> Void) throws -> Void) throws ->
    Void

/// The rows of one export file: places then visits, each a run of the
/// export's order (places by id, visits by date and id).
struct BackupPart: Equatable {
    var placeOffset = 0, placeCount = 0, visitOffset = 0, visitCount = 0
}

extension Store {
    /// Writes the whole collection as one backup file (however large), row
    /// by row: `writeBackup(createdAt:appVersion:limits:writePart:)` with no limits.
    public func writeBackup(
        createdAt: Date, appVersion: String?,
        to emit: ([UInt8]) throws -> Void
    ) throws -> (places: Int, visits: Int) {
        try withoutActuallyEscaping(emit) { emit in
            let counts = try writeBackup(createdAt: createdAt, appVersion: appVersion, limits: .unlimited) { _, _, produce in
                try produce(emit)
            }
            return counts.first ?? (0, 0)
        }
    }

    /// Writes the whole collection as backup files, row by row from one
    /// read snapshot (no place can go missing between the places and the
    /// visits, or between two files), handing each file's `emit` pieces of
    /// about 1 MB: the same bytes as `exportBackup(…).json.prettyEncoded()`
    /// in bounded memory. When one file would hold more than `limits`, the
    /// rows are split over several, each a whole backup: places first, then
    /// visits, so importing the files in order (merging) restores it all —
    /// a visit's place is always in its file or an earlier one. Returns the
    /// places and visits of each file. Throws what `writePart` throws, or a
    /// `StoreError`.
    public func writeBackup(
        createdAt: Date, appVersion: String?, limits: BackupPartLimits,
        writePart: BackupPartWriter
    ) throws -> [(places: Int, visits: Int)] {
        // Every page read stays mapped otherwise: a 185 MB store measured 188 MB.
        try? db.execute("PRAGMA mmap_size = 0")
        defer { try? db.execute("PRAGMA mmap_size = \(Store.mmapSize)") }
        do {
            return try withoutActuallyEscaping(writePart) { writePart in
                try db.readTransaction {
                    let parts = try planParts(createdAt: createdAt, appVersion: appVersion, limits: limits)
                    var counts: [(places: Int, visits: Int)] = []
                    for (index, part) in parts.enumerated() {
                        try writePart(index, parts.count) { emit in
                            try withoutActuallyEscaping(emit) { emit in
                                var writer = BackupStreamWriter(emit: emit)
                                try writer.open(createdAt: createdAt, appVersion: appVersion)
                                if part.placeCount > 0 {
                                    let places = try db.prepare(
                                        "SELECT \(StoredRow.placeColumns) FROM restaurants ORDER BY id LIMIT ? OFFSET ?")
                                    try places.bind([.int(Int64(part.placeCount)), .int(Int64(part.placeOffset))])
                                    defer { places.reset() }
                                    // Rows are written as import reads them (`fitted`): every export restores.
                                    while try places.step() { try writer.place(StoredRow.place(places).fitted().place) }
                                }
                                try writer.betweenPlacesAndVisits()
                                if part.visitCount > 0 {
                                    let visits = try db.prepare(
                                        "SELECT \(StoredRow.visitColumns) FROM visits ORDER BY date_visited, id LIMIT ? OFFSET ?")
                                    try visits.bind([.int(Int64(part.visitCount)), .int(Int64(part.visitOffset))])
                                    defer { visits.reset() }
                                    while try visits.step() { try writer.visit(StoredRow.visit(visits).fitted().visit) }
                                }
                                try writer.close()
                                counts.append((writer.places, writer.visits))
                            }
                        }
                    }
                    return counts
                }
            }
        } catch let error as DatabaseError {
            throw StoreError(error)
        }
    }

    /// Which rows go in which file. Everything fits one file when an upper
    /// bound of its size (every text byte written six times, as `\u0000`,
    /// and 1 KB a row) is under the limit; otherwise each row is encoded to
    /// measure it, and a new file starts before the row that would not fit.
    private func planParts(createdAt: Date, appVersion: String?, limits: BackupPartLimits) throws -> [BackupPart] {
        let placeCount = try db.scalar("SELECT count(*) FROM restaurants")?.int ?? 0
        let visitCount = try db.scalar("SELECT count(*) FROM visits")?.int ?? 0
        let whole = [BackupPart(placeOffset: 0, placeCount: placeCount, visitOffset: 0, visitCount: visitCount)]
        if limits == .unlimited { return whole }
        let textBytes =
            (try db.scalar(
                """
                SELECT coalesce(sum(length(CAST(name AS BLOB)) + length(CAST(category AS BLOB)) + length(CAST(address AS BLOB))
                    + length(CAST(city AS BLOB)) + length(CAST(state AS BLOB)) + length(CAST(tags AS BLOB)) + length(CAST(notes AS BLOB))
                    + coalesce(length(CAST(external_link AS BLOB)), 0) + coalesce(length(CAST(details AS BLOB)), 0) + length(CAST(id AS BLOB))), 0)
                FROM restaurants
                """)?.int ?? 0)
            + (try db.scalar(
                """
                SELECT coalesce(sum(length(CAST(tags AS BLOB)) + coalesce(length(CAST(note AS BLOB)), 0)
                    + length(CAST(id AS BLOB)) + length(CAST(restaurant_id AS BLOB))), 0) FROM visits
                """)?.int ?? 0)
        let rows = placeCount + visitCount
        if rows <= limits.rows, textBytes.multipliedReportingOverflow(by: 6).partialValue + rows * 1024 + 4096 <= limits.bytes {
            return whole
        }
        // Measured: the header and footer of a file, then each row with its separator.
        var probe = ""
        var frame = BackupStreamWriter(emit: { probe += String(decoding: $0, as: UTF8.self) })
        try frame.open(createdAt: createdAt, appVersion: appVersion)
        try frame.betweenPlacesAndVisits()
        try frame.close()
        let frameBytes = probe.utf8.count + 16
        var parts: [BackupPart] = []
        var current = BackupPart(), bytes = frameBytes
        /// Counts a row of `size` bytes into the current file, or into a new one (`next`) when it would not fit.
        func add(_ size: Int, next: @autoclosure () -> BackupPart, counting count: WritableKeyPath<BackupPart, Int>) {
            let rowsNow = current.placeCount + current.visitCount
            if rowsNow > 0 && (rowsNow >= limits.rows || bytes + size > limits.bytes) {
                parts.append(current)
                current = next()
                bytes = frameBytes
            }
            current[keyPath: count] += 1
            bytes += size
        }
        func measure(_ value: JSON) -> Int {
            var text = ""
            value.write(to: &text, indent: "  ", level: 2)
            return text.utf8.count + 8  // the comma, newline and indentation before it
        }
        let places = try db.prepare("SELECT \(StoredRow.placeColumns) FROM restaurants ORDER BY id")
        defer { places.reset() }
        var index = 0
        while try places.step() {
            add(
                measure(Backup.json(of: StoredRow.place(places).fitted().place)), next: BackupPart(placeOffset: index),
                counting: \.placeCount)
            index += 1
        }
        let visits = try db.prepare("SELECT \(StoredRow.visitColumns) FROM visits ORDER BY date_visited, id")
        defer { visits.reset() }
        index = 0
        while try visits.step() {
            add(
                measure(Backup.json(of: StoredRow.visit(visits).fitted().visit)),
                next: BackupPart(placeOffset: placeCount, visitOffset: index),
                counting: \.visitCount)
            index += 1
        }
        parts.append(current)
        return parts
    }
}
