// MARK: - Intent: what a line means

/// Filters for a spin (and the filter part of `near`).
public struct SpinFilters: Sendable, Equatable {
    /// Desired tags or categories (canonical, lower-case).
    public var tags: [String] = []
    /// Tags or categories to avoid.
    public var avoid: [String] = []
    public var radiusKm: Double?
    /// 1 cheap … 3 fancy.
    public var price: Int?
    public var favorites = false
    public var rating: RatingPriority = .any

    public init(tags: [String] = [], avoid: [String] = [], radiusKm: Double? = nil, price: Int? = nil,
                favorites: Bool = false, rating: RatingPriority = .any) {
        self.tags = tags
        self.avoid = avoid
        self.radiusKm = radiusKm
        self.price = price
        self.favorites = favorites
        self.rating = rating
    }
}

/// How ratings weigh in a spin.
public enum RatingPriority: String, Sendable, Equatable { case any, prefer, only }

/// Which list `history` shows.
public enum HistoryFilter: String, Sendable, Equatable { case all, best, wouldReturn = "would_return", match }

/// What the user asked for. Produced by `Parser`, consumed by the session.
public enum Intent: Sendable, Equatable {
    case spin(SpinFilters)
    case near(filters: SpinFilters, source: String?)
    case again
    case rate(stars: Int?, wouldReturn: Bool?, match: Bool?, tags: [String], note: String?, target: String?)
    case city(name: String?, state: String?, country: String?, any: Bool)
    case set(key: String?, value: String?)
    case location(lat: Double?, lng: Double?, query: String?)
    case history(filter: HistoryFilter, limit: Int?)
    case favorite(target: String?, on: Bool)
    case show(target: String?)
    case list(query: String?, page: Int?)
    case open(target: String?, app: String?)
    case save(target: String?)
    case add(name: String?, lat: Double?, lng: Double?, category: String?, tags: [String], address: String?)
    case edit(target: String?, field: String?, value: String?)
    case forget(target: String?, confirmed: Bool)
    case why
    case importFile(path: String?, mode: String?, preview: Bool)
    case export(path: String?)
    case cache(action: String)
    case settings
    case cities(query: String?)
    case tags
    case help(topic: String?)
    case source(path: String?)
    case explain(text: String)
    case quit
    /// Not understood; `reason` says what was wrong when it is more than the verb.
    case unknown(text: String, suggestion: String?, reason: String? = nil)

    /// The intent's name as in DESIGN.md (`spin`, `near`, …).
    public var name: String {
        switch self {
        case .spin: "spin"
        case .near: "near"
        case .again: "again"
        case .rate: "rate"
        case .city: "city"
        case .set: "set"
        case .location: "location"
        case .history: "history"
        case .favorite: "favorite"
        case .show: "show"
        case .list: "list"
        case .open: "open"
        case .save: "save"
        case .add: "add"
        case .edit: "edit"
        case .forget: "forget"
        case .why: "why"
        case .importFile: "import"
        case .export: "export"
        case .cache: "cache"
        case .settings: "settings"
        case .cities: "cities"
        case .tags: "tags"
        case .help: "help"
        case .source: "source"
        case .explain: "explain"
        case .quit: "quit"
        case .unknown: "unknown"
        }
    }

    /// The canonical JSON of `explain`: `{"intent": NAME, "slots": {…}}`.
    /// Slots that do not apply are omitted.
    public var canonicalJSON: JSON {
        .object(["intent": .string(name), "slots": .object(slots)])
    }

    /// The slots of this intent, without nulls.
    public var slots: [String: JSON] {
        var s: [String: JSON] = [:]
        func put(_ key: String, _ value: String?) { if let value { s[key] = .string(value) } }
        func put(_ key: String, _ value: Double?) { if let value { s[key] = .number(value) } }
        func put(_ key: String, _ value: Int?) { if let value { s[key] = .int(value) } }
        func put(_ key: String, _ value: Bool?) { if let value { s[key] = .bool(value) } }
        func putFilters(_ f: SpinFilters, full: Bool) {
            s["tags"] = .array(f.tags.map(JSON.string))
            s["avoid"] = .array(f.avoid.map(JSON.string))
            put("radius_km", f.radiusKm)
            if full {
                put("price", f.price)
                s["favorites"] = .bool(f.favorites)
                s["rating"] = .string(f.rating.rawValue)
            }
        }
        switch self {
        case .spin(let f): putFilters(f, full: true)
        case .near(let f, let source):
            putFilters(f, full: false)
            put("source", source)
            if f.price != nil { put("price", f.price) }
        case .again, .why, .settings, .tags, .quit: break
        case .rate(let stars, let wouldReturn, let match, let tags, let note, let target):
            put("stars", stars); put("would_return", wouldReturn); put("match", match)
            s["tags"] = .array(tags.map { .string($0.lowercased()) }); put("note", note); put("target", target)
        case .city(let name, let state, let country, let any):
            put("city", name); put("state", state); put("country", country); s["any"] = .bool(any)
        case .set(let key, let value):
            put("key", key)
            if let value { s["value"] = Intent.typedSettingValue(key: key, value) }
        case .location(let lat, let lng, let query): put("lat", lat); put("lng", lng); put("query", query)
        case .history(let filter, let limit): s["filter"] = .string(filter.rawValue); put("limit", limit)
        case .favorite(let target, let on): put("target", target); s["on"] = .bool(on)
        case .show(let target): put("target", target)
        case .list(let query, let page): put("query", query); put("page", page)
        case .open(let target, let app): put("target", target); put("app", app)
        case .save(let target): put("target", target)
        case .add(let name, let lat, let lng, let category, let tags, let address):
            put("name", name); put("lat", lat); put("lng", lng); put("category", category)
            s["tags"] = .array(tags.map(JSON.string)); put("address", address)
        case .edit(let target, let field, let value): put("target", target); put("field", field); put("value", value)
        case .forget(let target, let confirmed): put("target", target); s["confirmed"] = .bool(confirmed)
        case .importFile(let path, let mode, let preview): put("path", path); put("mode", mode); s["preview"] = .bool(preview)
        case .export(let path): put("path", path)
        case .cache(let action): s["action"] = .string(action)
        case .cities(let query): put("query", query)
        case .help(let topic): put("topic", topic)
        case .source(let path): put("path", path)
        case .explain(let text): s["text"] = .string(text)
        case .unknown(let text, let suggestion, _): s["text"] = .string(text); put("suggestion", suggestion)
        }
        return s
    }
}

extension Intent {
    /// Setting values in their natural JSON type: radius in km, counts as
    /// numbers, switches as booleans, everything else as text.
    static func typedSettingValue(key: String?, _ value: String) -> JSON {
        switch key {
        case "radius":
            if let km = SettingValues.kilometres(value) { return .number(km) }
        case "avoid-repeats":
            if let n = Int(value.trimmed) { return .int(n) }
        case "learning":
            if let b = SettingValues.switchValue(value) { return .bool(b) }
        default: break
        }
        return .string(value)
    }
}

/// Parsing of setting values shared by the grammar and the session.
public enum SettingValues {
    /// "5", "5km", "5 km", "500m", "1,5" → kilometres.
    public static func kilometres(_ text: String) -> Double? {
        let tokens = Tokenizer.tokenize(text)
        guard tokens.count == 1 else { return nil }
        switch tokens[0].kind {
        case .distance(let km): return km
        case .number(let n): return n
        default: return nil
        }
    }

    /// on/off, true/false, yes/no, sim/não, ligado/desligado.
    public static func switchValue(_ text: String) -> Bool? {
        switch Folding.key(text) {
        case "on", "true", "yes", "y", "1", "sim", "ligado", "ligar", "enable", "enabled": true
        case "off", "false", "no", "n", "0", "nao", "desligado", "desligar", "disable", "disabled": false
        default: nil
        }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
