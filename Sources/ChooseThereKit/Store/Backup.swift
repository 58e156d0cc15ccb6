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
}

/// Every problem found in a file (import refuses it whole).
public struct BackupProblems: Error, Sendable, Equatable {
    public var problems: [BackupProblem]
}

/// A whole backup: places, visits and when it was made.
public struct Backup: Sendable, Equatable {
    public static let schemaVersion = 1
    public static let defaultFileName = "chooseThere_backup.json"

    public var createdAt: Date
    public var appVersion: String?
    public var restaurants: [Restaurant]
    public var visits: [Visit]

    public init(createdAt: Date, appVersion: String?, restaurants: [Restaurant], visits: [Visit]) {
        self.createdAt = createdAt
        self.appVersion = appVersion
        self.restaurants = restaurants
        self.visits = visits
    }

    // MARK: Writing

    /// The file's JSON, with the app's field names (sorted keys on output).
    /// `priceTier`, `osmId` and `details` (a `PlaceDetails` object) are written
    /// too when known; the app ignores fields it does not know.
    public var json: JSON {
        .object([
            "schemaVersion": .int(Backup.schemaVersion),
            "createdAt": .string(ISODate.format(createdAt)),
            "appVersion": .optional(appVersion),
            "restaurants": .array(restaurants.map { r in
                var o: [String: JSON] = [
                    "id": .string(r.id), "name": .string(r.name), "category": .string(r.category), "address": .string(r.address),
                    "city": .string(r.city), "state": .string(r.state), "tags": .array(r.tags.map(JSON.string)), "notes": .string(r.notes),
                    "externalLink": .optional(r.externalLink), "lat": .number(r.lat), "lng": .number(r.lng), "isFavorite": .bool(r.isFavorite),
                    "ratingCount": .int(r.ratingCount),
                ]
                if let avg = r.ratingAverage { o["ratingAverage"] = .number(avg) }
                if let last = r.lastVisitedAt { o["ratingLastVisitedAt"] = .string(ISODate.format(last)) }
                if let tier = r.priceTier { o["priceTier"] = .int(tier) }
                if let osmId = r.osmId { o["osmId"] = .string(osmId) }
                if let details = r.details, !details.isEmpty { o["details"] = details.json }
                return .object(o)
            }),
            "visits": .array(visits.map { v in
                .object([
                    "id": .string(v.id), "restaurantId": .string(v.restaurantId), "dateVisited": .string(ISODate.format(v.dateVisited)),
                    "rating": .int(v.rating), "tags": .array(v.tags.map(JSON.string)), "note": .optional(v.note),
                    "isMatch": .bool(v.isMatch), "wouldReturn": .bool(v.wouldReturn),
                ])
            }),
        ])
    }

    // MARK: Reading

    /// What reading a file found: a backup, a plain list (seed format), or problems.
    public enum Decoded: Sendable {
        case backup(Backup)
        case list(SeedFile)
    }

    /// Reads and validates a backup strictly, reporting every problem with
    /// its location. A file without `schemaVersion` but with a `restaurants`
    /// array is a plain list in the seed format.
    /// - Parameters:
    ///   - now: the clock, to refuse dates from the future.
    ///   - knownIds: place ids already in the store (visits may point at them).
    public static func decode(bytes: [UInt8], now: Date, knownIds: (String) -> Bool) -> Result<Decoded, BackupProblems> {
        let json: JSON
        do { json = try JSON.parse(bytes: bytes) } catch {
            return .failure(BackupProblems(problems: [BackupProblem(location: "line \(error.line), column \(error.column)", message: "invalid JSON: \(error.reason)")]))
        }
        guard let root = json.objectValue else {
            return .failure(BackupProblems(problems: [BackupProblem(location: "", message: "expected a JSON object at the top, found \(json.typeName)")]))
        }
        if root["schemaVersion"] == nil, root["restaurants"] != nil, root["visits"] == nil {
            // Read the list again, streaming, rather than from `root`: the tree
            // is released by then, and converting it in place measured 196 MB
            // peak for 100,000 places against 165 MB this way, no faster.
            do throws(JSONSyntaxError) {
                return .success(Decoded.list(try SeedFile.parse(bytes: bytes, origin: .imported)))
            } catch {
                return .failure(BackupProblems(problems: [BackupProblem(location: "line \(error.line), column \(error.column)", message: "invalid JSON: \(error.reason)")]))
            }
        }
        var reader = BackupReader(now: now)
        let backup = reader.read(root, knownIds: knownIds)
        if let backup, reader.problems.isEmpty { return .success(Decoded.backup(backup)) }
        return .failure(BackupProblems(problems: reader.problems))
    }
}

/// Walks a backup's JSON, collecting every problem instead of stopping at the first.
struct BackupReader {
    let now: Date
    var problems: [BackupProblem] = []

    mutating func fail(_ location: String, _ message: String) { problems.append(BackupProblem(location: location, message: message)) }

    /// `o[key]` read by `extract`; a missing (or null) required value and a
    /// value of the wrong kind are recorded as problems.
    mutating func field<T>(_ o: [String: JSON], _ key: String, at path: String, required: Bool,
                           expected: String, _ extract: (JSON) -> T?) -> T? {
        guard let value = o[key], !value.isNull else {
            if required { fail("\(path).\(key)", "missing") }
            return nil
        }
        guard let result = extract(value) else { fail("\(path).\(key)", "expected \(expected), found \(value.typeName)"); return nil }
        return result
    }

    mutating func string(_ o: [String: JSON], _ key: String, at path: String, required: Bool = true) -> String? {
        field(o, key, at: path, required: required, expected: "a string") { $0.stringValue }
    }

    mutating func number(_ o: [String: JSON], _ key: String, at path: String, required: Bool = true) -> Double? {
        field(o, key, at: path, required: required, expected: "a number") { $0.doubleValue }
    }

    mutating func bool(_ o: [String: JSON], _ key: String, at path: String, default fallback: Bool) -> Bool {
        field(o, key, at: path, required: false, expected: "true or false") { $0.boolValue } ?? fallback
    }

    mutating func strings(_ o: [String: JSON], _ key: String, at path: String) -> [String] {
        guard let value = o[key], !value.isNull else { return [] }
        guard let items = value.arrayValue else { fail("\(path).\(key)", "expected an array of strings, found \(value.typeName)"); return [] }
        var out: [String] = []
        for (i, item) in items.enumerated() {
            guard let s = item.stringValue else { fail("\(path).\(key)[\(i)]", "expected a string, found \(item.typeName)"); continue }
            out.append(s)
        }
        return out
    }

    mutating func date(_ o: [String: JSON], _ key: String, at path: String, required: Bool) -> Date? {
        guard let text = string(o, key, at: path, required: required) else { return nil }
        guard let date = ISODate.parse(text) else { fail("\(path).\(key)", "'\(text)' is not an ISO-8601 date"); return nil }
        return date
    }

    mutating func read(_ root: [String: JSON], knownIds: (String) -> Bool) -> Backup? {
        switch root["schemaVersion"] {
        case nil: fail("schemaVersion", "missing: this is not a choosethere backup (schema version 1)")
        case .some(let v) where v.intValue != Backup.schemaVersion:
            fail("schemaVersion", "\(v.intValue.map(String.init) ?? v.typeName) is not supported; this version reads schema version 1")
        default: break
        }
        let createdAt = date(root, "createdAt", at: "", required: true) ?? now
        if createdAt.timeIntervalSince(now) > 60 { fail("createdAt", "\(ISODate.format(createdAt)) is in the future") }
        let appVersion = string(root, "appVersion", at: "", required: false)
        let placeRows = array(root, "restaurants")
        let visitRows = array(root, "visits")
        if placeRows.isEmpty && visitRows.isEmpty { fail("", "the file has no places and no visits") }

        var restaurants: [Restaurant] = []
        var ids = Set<String>()
        for (i, row) in placeRows.enumerated() {
            let path = "restaurants[\(i)]"
            guard let o = row.objectValue else { fail(path, "expected an object, found \(row.typeName)"); continue }
            let id = string(o, "id", at: path)?.trimmed ?? ""
            let name = string(o, "name", at: path)?.trimmed ?? ""
            if o["id"]?.stringValue != nil, id.isEmpty { fail("\(path).id", "is blank") }
            if o["name"]?.stringValue != nil, name.isEmpty { fail("\(path).name", "is blank") }
            if !id.isEmpty, !ids.insert(id).inserted { fail("\(path).id", "'\(id)' appears twice") }
            let lat = number(o, "lat", at: path), lng = number(o, "lng", at: path)
            if let lat, !(-90...90).contains(lat) { fail("\(path).lat", "\(JSON.format(lat)) is outside -90…90") }
            if let lng, !(-180...180).contains(lng) { fail("\(path).lng", "\(JSON.format(lng)) is outside -180…180") }
            let average = number(o, "ratingAverage", at: path, required: false)
            if let average, !(0...5).contains(average) { fail("\(path).ratingAverage", "\(JSON.format(average)) is outside 0–5") }
            let count = number(o, "ratingCount", at: path, required: false)
            if let count, count < 0 || count.rounded() != count { fail("\(path).ratingCount", "should be a whole number of 0 or more") }
            let tier = number(o, "priceTier", at: path, required: false)
            if let tier, ![1, 2, 3].contains(tier) { fail("\(path).priceTier", "should be 1, 2 or 3") }
            let link = string(o, "externalLink", at: path, required: false)
            let osmId = string(o, "osmId", at: path, required: false)
            let details = self.details(o, at: path)
            let r = Restaurant(
                id: id, name: name, category: string(o, "category", at: path, required: false) ?? "restaurant",
                address: string(o, "address", at: path, required: false) ?? "", city: string(o, "city", at: path, required: false) ?? "",
                state: string(o, "state", at: path, required: false) ?? "", tags: strings(o, "tags", at: path),
                notes: string(o, "notes", at: path, required: false) ?? "", externalLink: (link?.isEmpty ?? true) ? nil : link,
                lat: lat ?? 0, lng: lng ?? 0, priceTier: tier.map { Int($0) },
                isFavorite: bool(o, "isFavorite", at: path, default: false),
                ratingAverage: (average ?? 0) > 0 ? average : nil, ratingCount: count.map { Int(min($0, 1e9)) } ?? 0,
                lastVisitedAt: date(o, "ratingLastVisitedAt", at: path, required: false), origin: .imported,
                osmId: (osmId?.isEmpty ?? true) ? nil : osmId, details: details)
            restaurants.append(r)
        }

        var visits: [Visit] = []
        var visitIds = Set<String>()
        for (i, row) in visitRows.enumerated() {
            let path = "visits[\(i)]"
            guard let o = row.objectValue else { fail(path, "expected an object, found \(row.typeName)"); continue }
            let id = string(o, "id", at: path)?.trimmed ?? ""
            if o["id"]?.stringValue != nil, id.isEmpty { fail("\(path).id", "is blank") }
            if !id.isEmpty, !visitIds.insert(id).inserted { fail("\(path).id", "'\(id)' appears twice") }
            let placeId = string(o, "restaurantId", at: path)?.trimmed ?? ""
            if o["restaurantId"]?.stringValue != nil, !placeId.isEmpty, !ids.contains(placeId), !knownIds(placeId) {
                fail("\(path).restaurantId", "'\(placeId)' is in neither the file nor your list")
            }
            let when = date(o, "dateVisited", at: path, required: true)
            if let when, when.timeIntervalSince(now) > 86_400 { fail("\(path).dateVisited", "\(ISODate.format(when)) is more than a day ahead") }
            let rating = number(o, "rating", at: path)
            if let rating {
                if rating.rounded() != rating { fail("\(path).rating", "\(JSON.format(rating)) is not a whole number") }
                else if !(0...5).contains(rating) { fail("\(path).rating", "\(JSON.format(rating)) is outside 0–5") }
            }
            let note = string(o, "note", at: path, required: false)
            visits.append(Visit(id: id, restaurantId: placeId, dateVisited: when ?? now, rating: Int(min(max(rating ?? 0, 0), 5)),
                                tags: strings(o, "tags", at: path), note: (note?.isEmpty ?? true) ? nil : note,
                                isMatch: bool(o, "isMatch", at: path, default: false), wouldReturn: bool(o, "wouldReturn", at: path, default: true)))
        }
        return problems.isEmpty ? Backup(createdAt: createdAt, appVersion: appVersion, restaurants: restaurants, visits: visits) : nil
    }

    /// The optional `details` object, every wrong value reported with where it is.
    mutating func details(_ o: [String: JSON], at path: String) -> PlaceDetails? {
        guard let value = o["details"], !value.isNull else { return nil }
        let problems = PlaceDetails.problems(in: value)
        for problem in problems { fail(problem.key.isEmpty ? "\(path).details" : "\(path).details.\(problem.key)", problem.message) }
        guard problems.isEmpty, let details = PlaceDetails(json: value), !details.isEmpty else { return nil }
        return details
    }

    mutating func array(_ root: [String: JSON], _ key: String) -> [JSON] {
        guard let value = root[key], !value.isNull else { return [] }
        guard let items = value.arrayValue else { fail(key, "expected an array, found \(value.typeName)"); return [] }
        return items
    }
}
