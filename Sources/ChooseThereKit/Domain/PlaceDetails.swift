// MARK: - What OpenStreetMap knows about a place beyond its name

/// How far a place offers something (OpenStreetMap's `yes`/`only`/`limited`/`no`).
public enum OfferLevel: String, Sendable, Equatable, CaseIterable {
    case yes, only, limited, no

    /// OpenStreetMap's value: `designated` counts as `yes`; anything else is unknown.
    init?(osm value: String) {
        let v = Folding.key(value)
        if v == "designated" { self = .yes; return }
        self.init(rawValue: v)
    }
}

/// The useful OpenStreetMap tags of a place, typed: opening hours, contact,
/// cuisine, diets and services. Kept with a saved place (the store's
/// `details` column, a backup's optional `details` key) and shown by `show`.
/// Values are as the map has them: cleaned of control characters only
/// when shown (`SafeText`), never here.
public struct PlaceDetails: Sendable, Equatable {
    /// `opening_hours` as written (`Mo-Fr 11:00-15:00`); read by `OpeningHours.parse`.
    public var openingHours: String?
    public var phone: String?
    public var website: String?
    /// `brand` (chains: the name may differ from the brand).
    public var brand: String?
    /// `cuisine` values as written, split at `;` (`japanese`, `sushi`).
    public var cuisine: [String]
    /// `diet:*` values by diet (`vegetarian` → `.yes`, `vegan` → `.only`).
    public var diets: [String: OfferLevel]
    public var outdoorSeating: Bool?
    /// `yes`, `limited` or `no`.
    public var wheelchair: OfferLevel?
    /// `yes`, `only` or `no`.
    public var takeaway: OfferLevel?
    public var delivery: Bool?

    public init(
        openingHours: String? = nil, phone: String? = nil, website: String? = nil, brand: String? = nil,
        cuisine: [String] = [], diets: [String: OfferLevel] = [:], outdoorSeating: Bool? = nil,
        wheelchair: OfferLevel? = nil, takeaway: OfferLevel? = nil, delivery: Bool? = nil
    ) {
        self.openingHours = openingHours
        self.phone = phone
        self.website = website
        self.brand = brand
        self.cuisine = cuisine
        self.diets = diets
        self.outdoorSeating = outdoorSeating
        self.wheelchair = wheelchair
        self.takeaway = takeaway
        self.delivery = delivery
    }

    /// Nothing known.
    public var isEmpty: Bool { self == PlaceDetails() }

    /// The diets in a stable order: the common ones first, then the rest by name.
    public var sortedDiets: [(diet: String, level: OfferLevel)] {
        let order = ["vegetarian", "vegan", "gluten_free", "lactose_free", "halal", "kosher"]
        return diets.map { ($0.key, $0.value) }.sorted {
            let a = order.firstIndex(of: $0.0) ?? order.count, b = order.firstIndex(of: $1.0) ?? order.count
            return (a, $0.0) < (b, $1.0)
        }
    }

    // MARK: From OpenStreetMap tags

    /// The details in an element's tags (blank values are absent).
    public init(osmTags tags: [String: String]) {
        func tag(_ key: String) -> String? { tags[key].flatMap { $0.trimmed.isEmpty ? nil : $0.trimmed } }
        func yesNo(_ key: String) -> Bool? {
            switch tag(key).map(Folding.key) {
            case "yes"?, "only"?: true
            case "no"?: false
            default: nil
            }
        }
        var diets: [String: OfferLevel] = [:]
        for (key, value) in tags where key.hasPrefix("diet:") {
            let diet = String(key.dropFirst("diet:".count))
            if !diet.isEmpty, let level = OfferLevel(osm: value) { diets[diet] = level }
        }
        self.init(
            openingHours: tag("opening_hours"), phone: tag("phone") ?? tag("contact:phone"),
            website: tag("website") ?? tag("contact:website"), brand: tag("brand"),
            cuisine: (tag("cuisine") ?? "").split(separator: ";").map { String($0).trimmed }.filter { !$0.isEmpty },
            diets: diets, outdoorSeating: yesNo("outdoor_seating"), wheelchair: tag("wheelchair").flatMap(OfferLevel.init(osm:)),
            takeaway: tag("takeaway").flatMap(OfferLevel.init(osm:)), delivery: yesNo("delivery"))
    }

    // MARK: JSON (store column, backups, cache, --json)

    /// `{"openingHours", "phone", "website", "brand", "cuisine", "diets", "outdoorSeating", "wheelchair", "takeaway", "delivery"}`,
    /// only the keys that are known.
    public var json: JSON {
        var o: [String: JSON] = [:]
        if let v = openingHours { o["openingHours"] = .string(v) }
        if let v = phone { o["phone"] = .string(v) }
        if let v = website { o["website"] = .string(v) }
        if let v = brand { o["brand"] = .string(v) }
        if !cuisine.isEmpty { o["cuisine"] = .array(cuisine.map(JSON.string)) }
        if !diets.isEmpty { o["diets"] = .object(diets.mapValues { .string($0.rawValue) }) }
        if let v = outdoorSeating { o["outdoorSeating"] = .bool(v) }
        if let v = wheelchair { o["wheelchair"] = .string(v.rawValue) }
        if let v = takeaway { o["takeaway"] = .string(v.rawValue) }
        if let v = delivery { o["delivery"] = .bool(v) }
        return .object(o)
    }

    /// The keys `json` writes, with the JSON type each holds (backups are checked against it).
    public static let keys: [String: String] = [
        "openingHours": "a string", "phone": "a string", "website": "a string", "brand": "a string",
        "cuisine": "an array of strings", "diets": "an object of levels", "outdoorSeating": "true or false",
        "wheelchair": "yes, limited or no", "takeaway": "yes, only or no", "delivery": "true or false",
    ]

    /// Reads `json` leniently: values of the wrong type are left out, unknown keys ignored.
    /// Nil for anything but an object.
    public init?(json: JSON) {
        guard let o = json.objectValue else { return nil }
        func string(_ key: String) -> String? { o[key]?.stringValue.flatMap { $0.isEmpty ? nil : $0 } }
        var diets: [String: OfferLevel] = [:]
        for (diet, level) in o["diets"]?.objectValue ?? [:] {
            if let level = level.stringValue.flatMap(OfferLevel.init(rawValue:)) { diets[diet] = level }
        }
        self.init(
            openingHours: string("openingHours"), phone: string("phone"), website: string("website"), brand: string("brand"),
            cuisine: o["cuisine"]?.arrayValue?.compactMap(\.stringValue) ?? [], diets: diets,
            outdoorSeating: o["outdoorSeating"]?.boolValue, wheelchair: string("wheelchair").flatMap(OfferLevel.init(rawValue:)),
            takeaway: string("takeaway").flatMap(OfferLevel.init(rawValue:)), delivery: o["delivery"]?.boolValue)
    }

    /// What is wrong with `json` as a details object, one message per key
    /// (empty when it reads whole). For strict readers such as `import`.
    public static func problems(in json: JSON) -> [(key: String, message: String)] {
        guard let o = json.objectValue else { return [("", "expected an object, found \(json.typeName)")] }
        var problems: [(String, String)] = []
        for (key, value) in o.sorted(by: { $0.key < $1.key }) where !value.isNull {
            guard let expected = keys[key] else { continue }
            let ok: Bool
            switch key {
            case "cuisine": ok = value.arrayValue?.allSatisfy { $0.stringValue != nil } ?? false
            case "diets": ok = value.objectValue?.values.allSatisfy { $0.stringValue.flatMap(OfferLevel.init(rawValue:)) != nil } ?? false
            case "outdoorSeating", "delivery": ok = value.boolValue != nil
            case "wheelchair", "takeaway": ok = value.stringValue.flatMap(OfferLevel.init(rawValue:)) != nil
            default: ok = value.stringValue != nil
            }
            if !ok { problems.append((key, "expected \(expected), found \(value.stringValue.map { "'\($0)'" } ?? value.typeName)")) }
        }
        return problems
    }
}
