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

extension Store {
    /// Writes the whole collection as a backup file, row by row from one
    /// read snapshot (no place can go missing between the places and the
    /// visits), handing `emit` pieces of about 1 MB: the same bytes as
    /// `exportBackup(…).json.prettyEncoded()` in bounded memory. Throws what
    /// `emit` throws, or a `StoreError`.
    public func writeBackup(createdAt: Date, appVersion: String?,
                            to emit: ([UInt8]) throws -> Void) throws -> (places: Int, visits: Int) {
        // Every page read stays mapped otherwise: a 185 MB store measured 188 MB.
        try? db.execute("PRAGMA mmap_size = 0")
        defer { try? db.execute("PRAGMA mmap_size = \(Store.mmapSize)") }
        do {
            return try withoutActuallyEscaping(emit) { emit in try db.readTransaction {
                var writer = BackupStreamWriter(emit: emit)
                try writer.open(createdAt: createdAt, appVersion: appVersion)
                let places = try db.prepare("SELECT \(StoredRow.placeColumns) FROM restaurants ORDER BY id")
                // Rows are written as import reads them (`fitted`): every export restores.
                while try places.step() { try writer.place(StoredRow.place(places).fitted().place) }
                try writer.betweenPlacesAndVisits()
                let visits = try db.prepare("SELECT \(StoredRow.visitColumns) FROM visits ORDER BY date_visited, id")
                while try visits.step() { try writer.visit(StoredRow.visit(visits).fitted().visit) }
                try writer.close()
                return (writer.places, writer.visits)
            } }
        } catch let error as DatabaseError {
            throw StoreError(error)
        }
    }
}
