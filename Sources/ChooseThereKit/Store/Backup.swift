#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - The iOS app's backup file (chooseThere_backup.json, schema 1)

/// A problem in a backup file, with where it is (`restaurants[3].lat`).
public struct BackupProblem: Sendable, Equatable, CustomStringConvertible {
    public var location: String
    public var message: String
    public var description: String { location.isEmpty ? message : "\(location): \(message)" }

    public init(location: String, message: String) {
        self.location = location
        self.message = message
    }
}

/// Why a file was refused: the first problems with their locations, and how
/// many there were in all (import refuses the file whole).
public struct BackupProblems: Error, Sendable, Equatable {
    /// The first problems found, in file order (at most `BackupLimits.listedProblems`).
    public var problems: [BackupProblem]
    /// Every problem found, listed or not.
    public var total: Int
    /// Checking stopped before the end of the file (too many problems or rows).
    public var stoppedEarly: Bool

    public init(problems: [BackupProblem], total: Int? = nil, stoppedEarly: Bool = false) {
        self.problems = problems
        self.total = max(total ?? problems.count, problems.count)
        self.stoppedEarly = stoppedEarly
    }

    /// One problem that ends the reading (a syntax error, a file of the wrong shape).
    init(_ location: String, _ message: String) { self.init(problems: [BackupProblem(location: location, message: message)]) }

    /// Problems found but not listed.
    public var unlisted: Int { total - problems.count }

    /// "… and 1,234 more" (and why checking stopped), or nil when all are listed.
    public var moreLine: String? {
        guard unlisted > 0 || stoppedEarly else { return nil }
        let stop = stoppedEarly ? "; checking stopped there" : ""
        return unlisted > 0 ? "… and \(unlisted) more\(stop)" : "checking stopped there"
    }

    /// For `--json`: the listed problems, the total, and whether checking stopped.
    public var json: JSON {
        .object([
            "problems": .array(problems.map { .object(["location": .string($0.location), "message": .string($0.message)]) }),
            "total": .int(total), "unlisted": .int(unlisted), "stoppedEarly": .bool(stoppedEarly),
        ])
    }
}

/// What `import` reads at most, so any file under the size limit is
/// checked in bounded time and memory (README, "Hardening").
/// Fields that were cut to `TextLimits` while a file was read: the first
/// `BackupLimits.listedProblems` by where they are, and how many in all.
public struct Shortened: Sendable, Equatable {
    public var listed: [String] = []
    public var total = 0
    public init() {}

    mutating func add(_ field: String) {
        total += 1
        if listed.count < BackupLimits.listedProblems { listed.append(field) }
    }
}

public enum BackupLimits {
    /// The largest file `import` reads.
    public static let fileBytes = 50 << 20
    /// The most rows (places and visits together) one file may hold.
    public static let rows = 200_000
    /// Problems listed with their locations; the rest are only counted.
    public static let listedProblems = 100
    /// After this many problems the file is hopeless and checking stops.
    public static let stopAfterProblems = 1_000
    /// JSON values one row may hold (fields, tags and anything unknown).
    public static let valuesPerRow = 10_000
    /// JSON values outside the rows (the header and unknown members).
    public static let valuesOutsideRows = 100_000
    /// Members one object may have; nesting depth.
    public static let membersPerObject = 10_000
    public static let depth = 64

    /// The parser's limits for a backup or list file.
    static var json: JSONLimits {
        JSONLimits(maxDepth: depth, maxValues: valuesOutsideRows, maxMembers: membersPerObject, refusesLoneSurrogates: true)
    }
}

/// A whole backup: places, visits and when it was made.
public struct Backup: Sendable, Equatable {
    public static let schemaVersion = 1
    public static let defaultFileName = "chooseThere_backup.json"

    public var createdAt: Date
    public var appVersion: String?
    /// Places and visits; those of a file being imported are read from its
    /// bytes as they are used (`BackupRows`).
    public var restaurants: BackupRows<Restaurant>
    public var visits: BackupRows<Visit>
    /// Fields a read file had longer than `TextLimits`, cut as they were read.
    public var shortened = Shortened()

    public init(createdAt: Date, appVersion: String?, restaurants: BackupRows<Restaurant>, visits: BackupRows<Visit>) {
        self.createdAt = createdAt
        self.appVersion = appVersion
        self.restaurants = restaurants
        self.visits = visits
    }

    public init(createdAt: Date, appVersion: String?, restaurants: [Restaurant], visits: [Visit]) {
        self.init(createdAt: createdAt, appVersion: appVersion, restaurants: BackupRows(restaurants), visits: BackupRows(visits))
    }

    // MARK: Writing

    /// The file's JSON, with the app's field names (sorted keys on output).
    /// `priceTier`, `osmId` and `details` (a `PlaceDetails` object) are written
    /// too when known; the app ignores fields it does not know. Dates use
    /// `CivilDate`, the same arithmetic the reader uses.
    public var json: JSON {
        .object([
            "schemaVersion": .int(Backup.schemaVersion),
            "createdAt": .string(CivilDate.format(createdAt)),
            "appVersion": .optional(appVersion),
            "restaurants": .array(restaurants.map(Backup.json(of:))),
            "visits": .array(visits.map(Backup.json(of:))),
        ])
    }

    static func json(of r: Restaurant) -> JSON {
        var o: [String: JSON] = [
            "id": .string(r.id), "name": .string(r.name), "category": .string(r.category), "address": .string(r.address),
            "city": .string(r.city), "state": .string(r.state), "tags": .array(r.tags.map(JSON.string)), "notes": .string(r.notes),
            "externalLink": .optional(r.externalLink), "lat": .number(r.lat), "lng": .number(r.lng), "isFavorite": .bool(r.isFavorite),
            "ratingCount": .int(r.ratingCount),
        ]
        if let avg = r.ratingAverage { o["ratingAverage"] = .number(avg) }
        if let last = r.lastVisitedAt { o["ratingLastVisitedAt"] = .string(CivilDate.format(last)) }
        if let tier = r.priceTier { o["priceTier"] = .int(tier) }
        if let osmId = r.osmId { o["osmId"] = .string(osmId) }
        if let details = r.details, !details.isEmpty { o["details"] = details.json }
        return .object(o)
    }

    static func json(of v: Visit) -> JSON {
        .object([
            "id": .string(v.id), "restaurantId": .string(v.restaurantId), "dateVisited": .string(CivilDate.format(v.dateVisited)),
            "rating": .int(v.rating), "tags": .array(v.tags.map(JSON.string)), "note": .optional(v.note),
            "isMatch": .bool(v.isMatch), "wouldReturn": .bool(v.wouldReturn),
        ])
    }

    // MARK: Reading

    /// What reading a file found: a backup, or a plain list (seed format).
    public enum Decoded: Sendable {
        case backup(Backup)
        case list(SeedFile)
    }

    /// Reads and validates a backup strictly, reporting problems with their
    /// locations (the first `BackupLimits.listedProblems`, and how many in
    /// all). A file without `schemaVersion` but with a `restaurants` array
    /// and no `visits` is a plain list in the seed format. The file is read
    /// row by row, never as one JSON tree, so memory stays bounded.
    /// - Parameters:
    ///   - now: the clock, to refuse dates from the future.
    ///   - knownIds: place ids visits may point at besides the file's own
    ///     (the store's for a merge; none for a replace, which removes them).
    public static func decode(bytes: [UInt8], now: Date, knownIds: (String) -> Bool) -> Result<Decoded, BackupProblems> {
        decode(bytes: bytes, now: now, knownIds: knownIds, rowLimit: BackupLimits.rows)
    }

    /// `decode` with another row limit (tests).
    static func decode(bytes: [UInt8], now: Date, knownIds: (String) -> Bool, rowLimit: Int) -> Result<Decoded, BackupProblems> {
        bytes.withUnsafeBufferPointer { buffer in
            let shape: TopLevel
            do { shape = try TopLevel.scan(buffer) } catch { return .failure(syntax(error)) }
            guard shape.isObject else {
                return .failure(BackupProblems("", "expected a JSON object at the top, found \(shape.typeName)"))
            }
            if !shape.keys.contains("schemaVersion"), shape.keys.contains("restaurants"), !shape.keys.contains("visits") {
                return decodeList(bytes, rowLimit: rowLimit)
            }
            return withoutActuallyEscaping(knownIds) { known in
                var reader = BackupReader(now: now, knownIds: known, rowLimit: rowLimit)
                do { try reader.read(buffer) } catch { return .failure(syntax(error)) }
                return reader.result()
            }
        }
    }

    /// A plain list: good rows are kept and bad ones skipped, unless the file
    /// is hopeless (too many bad rows, or too many rows).
    private static func decodeList(_ bytes: [UInt8], rowLimit: Int) -> Result<Decoded, BackupProblems> {
        let list: SeedFile
        do { list = try SeedFile.parse(bytes: bytes, origin: .imported, rowLimit: rowLimit) } catch { return .failure(syntax(error)) }
        if list.stoppedEarly {
            let listed = list.problems.map { BackupProblem(location: $0.at, message: $0.reason) }
            return .failure(BackupProblems(problems: listed, total: list.problemCount, stoppedEarly: true))
        }
        return .success(.list(list))
    }

    /// A syntax error as the one problem of a file (walks throw nothing else).
    static func syntax(_ error: any Error) -> BackupProblems {
        guard let error = error as? JSONSyntaxError else { return BackupProblems("", "cannot be read: \(error)") }
        return BackupProblems("line \(error.line), column \(error.column)", "invalid JSON: \(error.reason)")
    }
}

/// The top of a file, found by one pass that checks the whole syntax
/// (UTF-8, nesting, duplicate keys) without building anything.
struct TopLevel {
    var isObject = false
    var typeName = ""
    var keys = Set<String>()

    static func scan(_ buffer: UnsafeBufferPointer<UInt8>) throws -> TopLevel {
        var parser = JSONByteParser(bytes: buffer, limits: BackupLimits.json)
        parser.valuesLeft = .max  // skipping builds nothing; the depth and member limits still hold
        try parser.validateUTF8()
        parser.skipWhitespace()
        var top = TopLevel()
        switch parser.peek() {
        case nil: throw parser.error("the file is empty, expected a JSON object")
        case UInt8(ascii: "{"):
            top.isObject = true
            try parser.forEachMember { (p, key) in
                top.keys.insert(key)
                try p.skimValue()  // the rows are parsed, in full, right after
            }
        case UInt8(ascii: "["): top.typeName = "an array"; try parser.skipValue()
        case UInt8(ascii: "\""): top.typeName = "a string"; try parser.skipValue()
        case UInt8(ascii: "t"), UInt8(ascii: "f"): top.typeName = "a boolean"; try parser.skipValue()
        case UInt8(ascii: "n"): top.typeName = "null"; try parser.skipValue()
        default: top.typeName = "a number"; try parser.skipValue()
        }
        parser.skipWhitespace()
        if parser.index < buffer.count { throw parser.error("unexpected text after the JSON value") }
        return top
    }
}
