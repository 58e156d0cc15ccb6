#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Reading a backup row by row

/// Problems as they are found: the first ones kept with their locations,
/// the rest counted, and a flag once there are so many that going on is
/// pointless (a 48 MB file of `{}` rows would otherwise report 64 million).
struct ProblemLog {
    var listed: [BackupProblem] = []
    var total = 0
    var stopped = false

    mutating func add(_ location: String, _ message: String) {
        total += 1
        if listed.count < BackupLimits.listedProblems { listed.append(BackupProblem(location: location, message: message)) }
        if total >= BackupLimits.stopAfterProblems { stopped = true }
    }

    var isEmpty: Bool { total == 0 }
    var problems: BackupProblems { BackupProblems(problems: listed, total: total, stoppedEarly: stopped) }
}

/// Walks a backup's JSON one row at a time: each row is parsed on its own
/// (with its own value budget), checked, and kept packed (`BackupRows`);
/// its JSON tree is dropped at once. Every problem is collected instead of
/// stopping at the first.
struct BackupReader {
    let now: Date
    let knownIds: (String) -> Bool
    var checker: RowChecker
    var log: ProblemLog {
        get { checker.log }
        set { checker.log = newValue }
    }
    var places = RowPack<Restaurant>(), visits = RowPack<Visit>()
    var shortened = Shortened()
    var placeIds = Set<String>()
    var visitIds = Set<String>()
    /// True once the `restaurants` array has been read: visits are checked against it at once.
    var placesRead = false
    /// Visits read before the places: (row, place id), checked at the end.
    var pendingPlaceRefs: [(row: Int, id: String)] = []
    var rows = 0
    var header: [String: JSON] = [:]
    /// `BackupLimits.rows`, smaller in tests.
    let rowLimit: Int

    init(now: Date, knownIds: @escaping (String) -> Bool, rowLimit: Int = BackupLimits.rows) {
        self.now = now
        self.knownIds = knownIds
        self.rowLimit = rowLimit
        checker = RowChecker(now: now)
    }

    mutating func fail(_ location: String, _ message: String) { checker.fail(location, message) }

    /// Reads the whole file (its syntax was checked by `TopLevel.scan`).
    mutating func read(_ buffer: UnsafeBufferPointer<UInt8>) throws {
        var parser = JSONByteParser(bytes: buffer, limits: BackupLimits.json)
        try parser.forEachMember { (p, key) in
            switch key {
            case "restaurants":
                try readRows(&p, key) { (reader, row, i) in reader.place(row, index: i) }
                placesRead = true
            case "visits":
                try readRows(&p, key) { (reader, row, i) in reader.visit(row, index: i) }
            case "schemaVersion", "createdAt", "appVersion":
                header[key] = try p.parseValue()
            default:
                try p.skipValue()  // unknown members are allowed (newer apps) and never kept
            }
        }
    }

    /// The rows of the array `key`, each parsed with a fresh budget and
    /// given to `handle`. Past the row limit, or once checking has stopped,
    /// rows are only skipped.
    mutating func readRows(
        _ p: inout JSONByteParser, _ key: String,
        _ handle: (inout BackupReader, JSON, Int) -> Void
    ) throws {
        p.skipWhitespace()
        guard p.peek() == UInt8(ascii: "[") else {
            let value = try p.parseValue()
            if !value.isNull { fail(key, "expected an array, found \(value.typeName)") }
            return
        }
        let outside = p.valuesLeft
        try p.forEachElement { (p, i) in
            p.valuesLeft = BackupLimits.valuesPerRow
            if log.stopped { try p.skipValue(); return }
            rows += 1
            if rows > rowLimit {
                fail("\(key)[\(i)]", "the file has more than \(rowLimit) rows (places and visits); that is the limit")
                log.stopped = true
                try p.skipValue()
                return
            }
            p.budgetMessage = "\(key)[\(i)] holds more than \(BackupLimits.valuesPerRow) values"
            handle(&self, try p.parseValue(), i)
        }
        p.valuesLeft = outside
        p.budgetMessage = "more than \(BackupLimits.valuesOutsideRows) values outside the rows"
    }

    /// Checks a place row and its id against the others; keeps it when it is good.
    mutating func place(_ row: JSON, index i: Int) {
        let before = log.total
        var duplicate: String?
        if let id = Self.cleanId(row["id"]), !placeIds.insert(id).inserted { duplicate = "'\(id)' appears twice" }
        let place = checker.place(row, at: "restaurants[\(i)]", idProblem: duplicate)
        guard log.total == before else { return }
        let (fitted, cut) = place.fitted()
        for field in cut { shortened.add("restaurants[\(i)].\(field)") }
        places.append(fitted)
    }

    /// Checks a visit row, its id, and that its place exists; keeps it when it is good.
    mutating func visit(_ row: JSON, index i: Int) {
        let before = log.total
        var duplicate: String?, missingPlace: String?
        if let id = Self.cleanId(row["id"]), !visitIds.insert(id).inserted { duplicate = "'\(id)' appears twice" }
        if let placeId = Self.cleanId(row["restaurantId"]) {
            if !placesRead {
                pendingPlaceRefs.append((i, placeId))
            } else if !placeIds.contains(placeId) && !knownIds(placeId) {
                missingPlace = "'\(placeId)' is in neither the file nor your list"
            }
        }
        let visit = checker.visit(row, at: "visits[\(i)]", idProblem: duplicate, placeProblem: missingPlace)
        guard log.total == before else { return }
        let (fitted, cut) = visit.fitted()
        for field in cut { shortened.add("visits[\(i)].\(field)") }
        visits.append(fitted)
    }

    /// An id as the row checker will accept it (trimmed, not blank, no
    /// control characters), or nil; checked across rows here.
    static func cleanId(_ value: JSON?) -> String? {
        guard let id = value?.stringValue?.trimmed, !id.isEmpty, ImportText.controlProblem(id) == nil else { return nil }
        return Folding.nfc(id)
    }

    /// The backup, or the problems found: those of the header first (as the
    /// file would be read by a person), then the rows' in file order.
    mutating func result() -> Result<Backup.Decoded, BackupProblems> {
        for ref in pendingPlaceRefs where !log.stopped && !placeIds.contains(ref.id) && !knownIds(ref.id) {
            fail("visits[\(ref.row)].restaurantId", "'\(ref.id)' is in neither the file nor your list")
        }
        let rowLog = log
        log = ProblemLog()
        let createdAt = readHeader(hasRows: rows > 0 || !rowLog.isEmpty)
        guard log.isEmpty && rowLog.isEmpty else {
            let listed = Array((log.listed + rowLog.listed).prefix(BackupLimits.listedProblems))
            return .failure(BackupProblems(problems: listed, total: log.total + rowLog.total, stoppedEarly: rowLog.stopped))
        }
        var backup = Backup(
            createdAt: createdAt, appVersion: header["appVersion"]?.stringValue,
            restaurants: places.rows, visits: visits.rows)
        backup.shortened = shortened
        return .success(.backup(backup))
    }

    /// Checks the version, the creation date and that the file holds something.
    mutating func readHeader(hasRows: Bool) -> Date {
        switch header["schemaVersion"] {
        case nil: fail("schemaVersion", "missing: this is not a choosethere backup (schema version 1)")
        case .some(let v) where v.intValue != Backup.schemaVersion:
            fail("schemaVersion", "\(v.intValue.map(String.init) ?? v.typeName) is not supported; this version reads schema version 1")
        default: break
        }
        let createdAt = checker.date(header, "createdAt", at: "", required: true) ?? now
        if createdAt.timeIntervalSince(now) > 60 { fail("createdAt", "\(CivilDate.format(createdAt)) is in the future") }
        if let v = header["appVersion"], !v.isNull, v.stringValue == nil { fail("appVersion", "expected a string, found \(v.typeName)") }
        if !hasRows { fail("", "the file has no places and no visits") }
        return createdAt
    }
}
