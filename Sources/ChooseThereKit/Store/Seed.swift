#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - The seed format: {"restaurants": [...]}

/// A row of a seed or list file that could not be used, by id (or position).
public struct SeedProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var at: String
    public var reason: String
    public var description: String { "\(at): \(reason)" }
}

/// Places read from a file in the seed format, plus the rows that were skipped.
public struct SeedFile: Sendable {
    /// The usable rows; those of a parsed file are kept packed (`BackupRows`),
    /// so a large list costs about its size in the file.
    public var restaurants: BackupRows<Restaurant>
    /// The first rows that could not be used (at most `BackupLimits.listedProblems`).
    public var problems: [SeedProblem]
    /// Every row that could not be used, listed or not.
    public var problemCount = 0
    /// Reading stopped before the end: more than `BackupLimits.stopAfterProblems`
    /// unusable rows, or more than `BackupLimits.rows` rows. Such a file is refused.
    public var stoppedEarly = false
    /// Fields cut to `TextLimits` (`id.name`; the first `BackupLimits.listedProblems`), and how many in all.
    public var shortened = Shortened()

    public init(restaurants: [Restaurant], problems: [SeedProblem]) {
        self.restaurants = BackupRows(restaurants)
        self.problems = problems
        problemCount = problems.count
    }

    /// Parses the seed format (`{"restaurants":[{id, name, category, address,
    /// city, state, tags, notes, externalLink, lat, lng, priceTier?}]}`).
    /// Invalid rows are reported by id and skipped, never silently zeroed.
    public static func parse(
        bytes: [UInt8], origin: Restaurant.Origin,
        rowLimit: Int = BackupLimits.rows
    ) throws(JSONSyntaxError) -> SeedFile {
        var result = SeedFile(restaurants: [], problems: [])
        var rows = RowPack<Restaurant>()
        do {
            let cut = try bytes.withUnsafeBufferPointer { buffer in
                try forEachRow(buffer, origin: origin, rowLimit: rowLimit) { row in
                    switch row {
                    case .success(let place):
                        let (fitted, cut) = place.fitted()
                        for field in cut { result.noteShortened("\(place.id).\(field)") }
                        rows.append(fitted)
                    case .failure(let problem): result.note(problem)
                    }
                    return !result.stoppedEarly
                }
            }
            if cut { result.stoppedEarly = true }
        } catch let error as JSONSyntaxError {
            throw error
        } catch {
            // forEachRow rethrows only what the body throws; this body throws nothing.
        }
        result.restaurants = rows.rows
        return result
    }

    mutating func noteShortened(_ field: String) { shortened.add(field) }

    /// Keeps the first problems, counts the rest, and gives up on a hopeless file.
    mutating func note(_ problem: SeedProblem) {
        problemCount += 1
        if problems.count < BackupLimits.listedProblems { problems.append(problem) }
        if problemCount >= BackupLimits.stopAfterProblems { stoppedEarly = true }
    }

    /// Streams the rows of a seed-format file to `body` one at a time, so a
    /// 100,000-place file never sits in memory as one JSON tree. Duplicate
    /// ids are reported (the first one wins). A syntax error stops the walk.
    public static func forEachRow(
        bytes: [UInt8], origin: Restaurant.Origin,
        _ body: (Result<Restaurant, SeedProblem>) throws -> Void
    ) throws {
        try bytes.withUnsafeBufferPointer { buffer in
            _ = try forEachRow(buffer, origin: origin) { row in
                try body(row); return true
            }
        }
    }

    /// The walk behind `forEachRow`: `body` gets each row, and returns false
    /// to stop reading rows (the rest are only checked for syntax). Each row is parsed with its own value budget;
    /// past `rowLimit` rows the walk stops, reports it, and returns true.
    static func forEachRow(
        _ buffer: UnsafeBufferPointer<UInt8>, origin: Restaurant.Origin, rowLimit: Int = BackupLimits.rows,
        _ body: (Result<Restaurant, SeedProblem>) throws -> Bool
    ) throws -> Bool {
        var cut = false
        var seen = Set<String>()
        var parser = JSONByteParser(bytes: buffer, limits: BackupLimits.json)
        try parser.validateUTF8()
        parser.skipWhitespace()
        guard parser.peek() == UInt8(ascii: "{") else {
            if parser.peek() == nil { throw parser.error("the file is empty, expected a JSON object") }
            let value = try parser.parseValue()
            _ = try body(
                .failure(SeedProblem(at: "file", reason: "expected an object with a \"restaurants\" array, found \(value.typeName)")))
            return false
        }
        var sawRestaurants = false
        var going = true
        try parser.forEachMember { p, key in
            p.skipWhitespace()
            guard key == "restaurants", p.peek() == UInt8(ascii: "[") else { try p.skipValue(); return }
            sawRestaurants = true
            let outside = p.valuesLeft
            try p.forEachElement { p, index in
                p.valuesLeft = BackupLimits.valuesPerRow
                guard going else { try p.skipValue(); return }
                if index >= rowLimit {
                    _ = try body(
                        .failure(SeedProblem(at: "row \(index + 1)", reason: "the file has more than \(rowLimit) rows; that is the limit")))
                    going = false
                    cut = true
                    try p.skipValue()
                    return
                }
                p.budgetMessage = "row \(index + 1) holds more than \(BackupLimits.valuesPerRow) values"
                let row = try p.parseValue()
                switch parseRow(row, index: index, origin: origin) {
                case .success(let r):
                    going =
                        seen.insert(r.id).inserted
                        ? try body(.success(r))
                        : try body(
                            .failure(SeedProblem(at: "id \(r.id)", reason: "duplicate id (row \(index + 1)); the first one was kept")))
                case .failure(let problem): going = try body(.failure(problem))
                }
            }
            p.valuesLeft = outside
        }
        parser.skipWhitespace()
        if parser.index < buffer.count { throw parser.error("unexpected text after the JSON value") }
        if !sawRestaurants {
            _ = try body(.failure(SeedProblem(at: "file", reason: "expected an object with a \"restaurants\" array")))
        }
        return cut
    }

    static func parseRow(_ row: JSON, index: Int, origin: Restaurant.Origin) -> Result<Restaurant, SeedProblem> {
        guard let object = row.objectValue else {
            return .failure(SeedProblem(at: "row \(index + 1)", reason: "expected an object, found \(row.typeName)"))
        }
        let id = object["id"].flatMap(idString)?.trimmed ?? ""
        let label = id.isEmpty || ImportText.controlProblem(id) != nil ? "row \(index + 1)" : "id \(id)"
        func fail(_ reason: String) -> Result<Restaurant, SeedProblem> { .failure(SeedProblem(at: label, reason: reason)) }
        if id.isEmpty { return fail("missing id") }
        guard let name = object["name"]?.stringValue?.trimmed, !name.isEmpty else {
            return fail("missing name")
        }
        guard let lat = object["lat"]?.doubleValue else { return fail("missing or non-numeric lat") }
        guard let lng = object["lng"]?.doubleValue else { return fail("missing or non-numeric lng") }
        guard (-90...90).contains(lat) else { return fail("lat \(JSON.format(lat)) is outside -90…90") }
        guard (-180...180).contains(lng) else { return fail("lng \(JSON.format(lng)) is outside -180…180") }
        for key in ["category", "address", "city", "state", "notes", "externalLink"] {
            if let v = object[key], !v.isNull, v.stringValue == nil { return fail("\(key) should be a string, found \(v.typeName)") }
        }
        // Text that names or files the place may not hold control characters.
        for (key, value) in [
            ("id", id), ("name", name), ("category", object["category"]?.stringValue ?? ""),
            ("externalLink", object["externalLink"]?.stringValue ?? ""),
        ] {
            if let problem = ImportText.controlProblem(value) { return fail("\(key) \(problem)") }
        }
        let city = object["city"]?.stringValue?.trimmed ?? "", state = object["state"]?.stringValue?.trimmed ?? ""
        if let problem = ImportText.controlProblem(city + state) { return fail("city or state \(problem)") }
        if city.contains("|") || state.contains("|") { return fail("city and state may not contain '|'") }
        if city.isEmpty && !state.isEmpty { return fail("state '\(state)' is given without a city") }
        var tags: [String] = []
        if let raw = object["tags"], !raw.isNull {
            guard let items = raw.arrayValue else { return fail("tags should be an array of strings") }
            for item in items {
                guard let tag = item.stringValue else { return fail("tags should be an array of strings") }
                if let problem = ImportText.controlProblem(tag) { return fail("a tag \(problem)") }
                let clean = tag.trimmed.lowercased()
                if !clean.isEmpty && !tags.contains(clean) { tags.append(clean) }
            }
        }
        var priceTier: Int?
        if let raw = object["priceTier"], !raw.isNull {
            guard let tier = raw.intValue, (1...3).contains(tier) else { return fail("priceTier should be 1, 2 or 3") }
            priceTier = tier
        }
        let link = object["externalLink"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        let category = object["category"]?.stringValue?.lowercased().trimmed
        return .success(
            Restaurant(
                id: id, name: name, category: (category?.isEmpty ?? true) ? "restaurant" : (category ?? "restaurant"),
                address: object["address"]?.stringValue ?? "", city: city, state: state, tags: tags,
                notes: object["notes"]?.stringValue ?? "",
                externalLink: link, lat: lat, lng: lng, priceTier: priceTier, origin: origin))
    }

    /// Ids may be strings or (in hand-made files) integers.
    static func idString(_ value: JSON) -> String? {
        if let s = value.stringValue { return s }
        if let i = value.intValue { return String(i) }
        return nil
    }
}

// MARK: - Applying the bundled seed

/// What a seed run did.
public struct SeedReport: Sendable, Equatable {
    public var added = 0
    public var updated = 0
    public var problems: [SeedProblem] = []
    /// False when the seed was unchanged since the last run and nothing was read.
    public var ran = false
}

extension Store {
    /// Applies the bundled seed when it changed since the last run: new ids
    /// are added, untouched seed places get the seed's corrections, and
    /// nothing the user changed or forgot is overwritten or brought back.
    public func applySeed(bytes: [UInt8]) throws(StoreError) -> SeedReport {
        try applySeed(bytes: bytes, fingerprint: nil)
    }

    /// Applies the seed file at `url`, skipping even the read when its size
    /// and modification time match the last run (start-up stays cheap).
    public func applySeed(file url: URL) throws(StoreError) -> SeedReport {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return SeedReport() }
        let fingerprint = "\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        if try read({ try meta("seed_file") }) == fingerprint { return SeedReport() }
        let bytes: [UInt8]
        do { bytes = try FileSystem.readFile(url, limit: 64 << 20) } catch {
            return SeedReport(problems: [SeedProblem(at: "bundled seed", reason: error.description)], ran: true)
        }
        return try applySeed(bytes: bytes, fingerprint: fingerprint)
    }

    private func applySeed(bytes: [UInt8], fingerprint: String?) throws(StoreError) -> SeedReport {
        let hash = String(FNV1a.hash(bytes), radix: 16)
        if try read({ try meta("seed_hash") }) == hash {
            if let fingerprint { try write { try setMeta("seed_file", fingerprint) } }
            return SeedReport()
        }
        var report = SeedReport(ran: true)
        do {
            try db.transaction {
                // Forgotten places are few: one query, then a set.
                var forgotten = Set<String>()
                let f = try db.prepare("SELECT id FROM forgotten_seed")
                while try f.step() { forgotten.insert(f.text(0) ?? "") }
                let existing = try db.prepare(
                    "SELECT origin, user_modified, name, category, address, city, state, tags, notes, external_link, lat, lng, price_tier FROM restaurants WHERE id = ?"
                )
                try bulkLoad {
                    try SeedFile.forEachRow(bytes: bytes, origin: .seed) { row in
                        switch row {
                        case .failure(let problem): report.problems.append(problem)
                        case .success(let seed): try applySeedRow(seed, forgotten: forgotten, existing: existing, report: &report)
                        }
                    }
                }
                try setMeta("seed_hash", hash)
                if let fingerprint { try setMeta("seed_file", fingerprint) }
            }
        } catch let error as JSONSyntaxError {
            return SeedReport(problems: [SeedProblem(at: "bundled seed", reason: "\(error)")], ran: true)
        } catch {
            throw StoreError.wrap(error, path: path)
        }
        checkpointAfterBulk(rows: report.added + report.updated)
        return report
    }

    /// One seed row: add it if new, correct it if untouched, otherwise leave it.
    private func applySeedRow(_ seed: Restaurant, forgotten: Set<String>, existing: Statement, report: inout SeedReport) throws {
        if forgotten.contains(seed.id) { return }
        try existing.bind([.text(seed.id)])
        if try existing.step() {
            let untouchedSeed = existing.text(0) == Restaurant.Origin.seed.rawValue && existing.int(1) == 0
            let same =
                existing.text(2) == seed.name && existing.text(3) == seed.category
                && existing.text(4) == seed.address && existing.text(5) == seed.city && existing.text(6) == seed.state
                && existing.text(7) == seed.tags.joined(separator: String(StoredRow.tagSeparator))
                && existing.text(8) == seed.notes && existing.text(9) == seed.externalLink
                && existing.double(10) == seed.lat && existing.double(11) == seed.lng
                && existing.optionalInt(12) == seed.priceTier
            existing.reset()
            if untouchedSeed && !same, var current = try place(id: seed.id) {
                current.name = seed.name; current.category = seed.category; current.address = seed.address
                current.city = seed.city; current.state = seed.state; current.tags = seed.tags
                current.notes = seed.notes; current.externalLink = seed.externalLink
                current.lat = seed.lat; current.lng = seed.lng; current.priceTier = seed.priceTier
                try upsertRow(current, userModified: false)
                report.updated += 1
            }
            return
        }
        existing.reset()
        try upsertRow(seed, userModified: false, isNew: true)
        report.added += 1
    }
}

/// 64-bit FNV-1a: a fast fingerprint to notice a changed seed file.
enum FNV1a {
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h
    }
}
