#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - One place or visit row: checked, then converted

/// Checks one row and turns it into a place or visit. Conversion is total:
/// a bad row still gives a value (the problems say why it is not used), so
/// rows read again from the file need no error path.
struct RowChecker {
    let now: Date
    var log = ProblemLog()

    mutating func fail(_ location: String, _ message: String) { log.add(location, message) }

    /// A place row. Numbers are range-checked before any conversion.
    /// `idProblem` (a duplicate) is reported after the id's own problems.
    mutating func place(_ row: JSON, at path: String, idProblem: String?) -> Restaurant {
        guard let o = row.objectValue else {
            fail(path, "expected an object, found \(row.typeName)")
            return Restaurant(id: "", name: "", lat: 0, lng: 0)
        }
        let id = identifier(o, "id", at: path)
        if let idProblem { fail("\(path).id", idProblem) }
        let name = identifier(o, "name", at: path)
        let lat = number(o, "lat", at: path), lng = number(o, "lng", at: path)
        if let lat, !(-90...90).contains(lat) { fail("\(path).lat", "\(JSON.format(lat)) is outside -90…90") }
        if let lng, !(-180...180).contains(lng) { fail("\(path).lng", "\(JSON.format(lng)) is outside -180…180") }
        let average = number(o, "ratingAverage", at: path, required: false)
        if let average, !(0...5).contains(average) { fail("\(path).ratingAverage", "\(JSON.format(average)) is outside 0–5") }
        let count = whole(o, "ratingCount", at: path, in: 0...1_000_000_000)
        let tier = whole(o, "priceTier", at: path, in: 1...3)
        let link = text(o, "externalLink", at: path, rule: .noControls)
        let (city, state) = cityAndState(o, at: path)
        let osmId = text(o, "osmId", at: path, rule: .noControls)
        let details = self.details(o, at: path)
        return Restaurant(
            id: id ?? "", name: name ?? "", category: text(o, "category", at: path, rule: .noControls) ?? "restaurant",
            address: text(o, "address", at: path, rule: .any) ?? "", city: city, state: state, tags: tags(o, at: path),
            notes: text(o, "notes", at: path, rule: .any) ?? "", externalLink: (link?.isEmpty ?? true) ? nil : link,
            lat: lat.map { min(max($0, -90), 90) } ?? 0, lng: lng.map { min(max($0, -180), 180) } ?? 0, priceTier: tier,
            isFavorite: bool(o, "isFavorite", at: path, default: false),
            ratingAverage: average.flatMap { $0 > 0 && $0 <= 5 ? $0 : nil }, ratingCount: count ?? 0,
            lastVisitedAt: date(o, "ratingLastVisitedAt", at: path, required: false), origin: .imported,
            osmId: (osmId?.isEmpty ?? true) ? nil : osmId, details: details)
    }

    /// A visit row. Whether its id repeats and its place exists is the
    /// reader's question; its answers are reported in field order.
    mutating func visit(_ row: JSON, at path: String, idProblem: String?, placeProblem: String?) -> Visit {
        guard let o = row.objectValue else {
            fail(path, "expected an object, found \(row.typeName)")
            return Visit(id: "", restaurantId: "", dateVisited: now, rating: 0)
        }
        let id = identifier(o, "id", at: path)
        if let idProblem { fail("\(path).id", idProblem) }
        let placeId = identifier(o, "restaurantId", at: path)
        if let placeProblem { fail("\(path).restaurantId", placeProblem) }
        let when = date(o, "dateVisited", at: path, required: true)
        if let when, when.timeIntervalSince(now) > 86_400 {
            fail("\(path).dateVisited", "\(CivilDate.format(when)) is more than a day ahead")
        }
        let rating = whole(o, "rating", at: path, in: 0...5, required: true)
        let note = text(o, "note", at: path, rule: .any)
        return Visit(
            id: id ?? "", restaurantId: placeId ?? "", dateVisited: when ?? now, rating: rating ?? 0, tags: tags(o, at: path),
            note: (note?.isEmpty ?? true) ? nil : note, isMatch: bool(o, "isMatch", at: path, default: false),
            wouldReturn: bool(o, "wouldReturn", at: path, default: true))
    }

    // MARK: Fields

    static func location(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// `o[key]` read by `extract`; a missing (or null) required value and a
    /// value of the wrong kind are recorded as problems.
    mutating func field<T>(
        _ o: [String: JSON], _ key: String, at path: String, required: Bool,
        expected: String, _ extract: (JSON) -> T?
    ) -> T? {
        guard let value = o[key], !value.isNull else {
            if required { fail(Self.location(path, key), "missing") }
            return nil
        }
        guard let result = extract(value) else {
            fail(Self.location(path, key), "expected \(expected), found \(value.typeName)"); return nil
        }
        return result
    }

    /// A required id or name: trimmed, not blank, no control characters
    /// (they would vanish or split in the store and on the screen).
    mutating func identifier(_ o: [String: JSON], _ key: String, at path: String) -> String? {
        guard let raw = field(o, key, at: path, required: true, expected: "a string", { $0.stringValue }) else { return nil }
        let value = raw.trimmed
        if value.isEmpty { fail(Self.location(path, key), "is blank"); return nil }
        if let problem = ImportText.controlProblem(value) { fail(Self.location(path, key), problem); return nil }
        if key != "name" {
            if value.unicodeScalars.count > TextLimits.id {
                fail(Self.location(path, key), "is longer than \(TextLimits.id) characters")
                return nil
            }
            return Folding.nfc(value)  // ids are compared composed, as the store keeps them
        }
        return value
    }

    /// An optional string checked by `rule`.
    mutating func text(_ o: [String: JSON], _ key: String, at path: String, rule: ImportText.Rule) -> String? {
        guard let value = field(o, key, at: path, required: false, expected: "a string", { $0.stringValue }) else { return nil }
        if rule == .noControls, let problem = ImportText.controlProblem(value) { fail(Self.location(path, key), problem); return nil }
        return value
    }

    /// City and state, trimmed; a state needs a city, and neither may hold
    /// `|` (it separates them in city keys) or control characters.
    mutating func cityAndState(_ o: [String: JSON], at path: String) -> (String, String) {
        let city = text(o, "city", at: path, rule: .any)?.trimmed ?? ""
        let state = text(o, "state", at: path, rule: .any)?.trimmed ?? ""
        for (key, value) in [("city", city), ("state", state)] {
            if let problem = ImportText.controlProblem(value) {
                fail(Self.location(path, key), problem)
            } else if value.contains("|") {
                fail(Self.location(path, key), "'\(value)' contains '|', which separates city and state")
            }
        }
        if city.isEmpty && !state.isEmpty { fail(Self.location(path, "state"), "'\(state)' is given without a city") }
        return (city, state)
    }

    mutating func number(_ o: [String: JSON], _ key: String, at path: String, required: Bool = true) -> Double? {
        field(o, key, at: path, required: required, expected: "a number") { $0.doubleValue }
    }

    /// A whole number within `range`, checked as a number before it becomes an `Int`.
    mutating func whole(_ o: [String: JSON], _ key: String, at path: String, in range: ClosedRange<Int>, required: Bool = false) -> Int? {
        guard let n = number(o, key, at: path, required: required) else { return nil }
        guard n.rounded() == n else { fail(Self.location(path, key), "\(JSON.format(n)) is not a whole number"); return nil }
        guard n >= Double(range.lowerBound) && n <= Double(range.upperBound) else {
            let span = range.count <= 3 ? range.map(String.init).joined(separator: ", ") : "\(range.lowerBound)–\(range.upperBound)"
            fail(Self.location(path, key), "\(JSON.format(n)) is outside \(span)")
            return nil
        }
        return Int(n)
    }

    mutating func bool(_ o: [String: JSON], _ key: String, at path: String, default fallback: Bool) -> Bool {
        field(o, key, at: path, required: false, expected: "true or false") { $0.boolValue } ?? fallback
    }

    /// Tags: strings without control characters (U+001F separates tags in the store).
    mutating func tags(_ o: [String: JSON], at path: String) -> [String] {
        guard let value = o["tags"], !value.isNull else { return [] }
        guard let items = value.arrayValue else { fail("\(path).tags", "expected an array of strings, found \(value.typeName)"); return [] }
        var out: [String] = []
        for (i, item) in items.enumerated() {
            guard let s = item.stringValue else { fail("\(path).tags[\(i)]", "expected a string, found \(item.typeName)"); continue }
            if let problem = ImportText.controlProblem(s) { fail("\(path).tags[\(i)]", problem); continue }
            out.append(s)
        }
        return out
    }

    /// The optional `details` object, every wrong value reported with where it is.
    mutating func details(_ o: [String: JSON], at path: String) -> PlaceDetails? {
        guard let value = o["details"], !value.isNull else { return nil }
        let problems = PlaceDetails.problems(in: value)
        for problem in problems { fail(problem.key.isEmpty ? "\(path).details" : "\(path).details.\(problem.key)", problem.message) }
        guard problems.isEmpty, let details = PlaceDetails(json: value), !details.isEmpty else { return nil }
        return details
    }

    mutating func date(_ o: [String: JSON], _ key: String, at path: String, required: Bool) -> Date? {
        guard let text = field(o, key, at: path, required: required, expected: "a string", { $0.stringValue }) else { return nil }
        do { return try CivilDate.parse(text) } catch {
            fail(Self.location(path, key), error.description)
            return nil
        }
    }
}

/// What imported text may hold.
enum ImportText {
    enum Rule { case any, noControls }

    /// Why `text` cannot be an id, name, tag, category, city, state or link:
    /// it holds a C0 control character (NUL to U+001F). Notes, addresses and
    /// visit notes keep them (stored byte for byte; printing escapes them).
    static func controlProblem(_ text: String) -> String? {
        guard let bad = text.unicodeScalars.first(where: { $0.value < 0x20 }) else { return nil }
        let hex = String(bad.value, radix: 16, uppercase: true)
        return "contains the control character U+" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
