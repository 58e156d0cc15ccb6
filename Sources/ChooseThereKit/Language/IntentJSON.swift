// MARK: - The canonical JSON of an intent (`explain`)

extension Intent {
    /// The canonical JSON of `explain`: `{"intent": NAME, "slots": {…}}`.
    /// Slots that do not apply are omitted.
    public var canonicalJSON: JSON {
        .object(["intent": .string(name), "slots": .object(slots)])
    }

    /// The slots of this intent, without nulls.
    public var slots: [String: JSON] {
        var s = SlotWriter()
        switch self {
        case .spin(let f): s.filters(f, full: true)
        case .near(let f, let source):
            s.filters(f, full: false)
            s.put("source", source?.rawValue)
            s.put("price", f.price)
        case .again, .why, .settings, .tags, .quit: break
        case .rate(let r):
            s.put("stars", r.stars); s.put("would_return", r.wouldReturn); s.put("match", r.match)
            s.values["tags"] = .array(r.tags.map { .string($0.lowercased()) }); s.put("note", r.note); s.put("target", r.target?.text)
        case .city(let c):
            s.put("city", c.name); s.put("state", c.state); s.put("country", c.country); s.values["any"] = .bool(c.any)
        case .set(let r):
            s.put("key", r.key?.rawValue ?? r.unknownKey)
            if let value = r.value { s.values["value"] = r.key?.typedJSON(value) ?? .string(value) }
        case .location(let lat, let lng, let query): s.put("lat", lat); s.put("lng", lng); s.put("query", query)
        case .history(let filter, let limit): s.values["filter"] = .string(filter.rawValue); s.put("limit", limit)
        case .favorite(let target, let on): s.put("target", target?.text); s.values["on"] = .bool(on)
        case .show(let target), .save(let target): s.put("target", target?.text)
        case .list(let r):
            s.put("query", r.query); s.put("page", r.page); s.put("limit", r.limit)
            if r.favorites { s.values["favorites"] = .bool(true) }
            if r.all { s.values["all"] = .bool(true) }
            if r.next { s.values["next"] = .bool(true) }
        case .open(let target, let app): s.put("target", target?.text); s.put("app", app?.rawValue)
        case .add(let p):
            s.put("name", p.name); s.put("lat", p.lat); s.put("lng", p.lng); s.put("category", p.category)
            s.values["tags"] = .array(p.tags.map(JSON.string)); s.put("address", p.address)
        case .edit(let e): s.put("target", e.target?.text); s.put("field", e.field?.rawValue); s.put("value", e.value)
        case .forget(let target, let confirmed): s.put("target", target?.text); s.values["confirmed"] = .bool(confirmed)
        case .importFile(let r): s.put("path", r.path); s.put("mode", r.mode?.rawValue); s.values["preview"] = .bool(r.preview)
        case .export(let path): s.put("path", path)
        case .cache(let action): s.values["action"] = .string(action.rawValue)
        case .cities(let query): s.put("query", query)
        case .help(let topic): s.put("topic", topic)
        case .source(let path): s.put("path", path)
        case .explain(let text): s.values["text"] = .string(text)
        case .unknown(let text, let suggestion, _): s.values["text"] = .string(text); s.put("suggestion", suggestion)
        }
        return s.values
    }
}

/// Collects slots, leaving out the ones that are nil.
private struct SlotWriter {
    var values: [String: JSON] = [:]

    mutating func put(_ key: String, _ value: String?) { if let value { values[key] = .string(value) } }
    mutating func put(_ key: String, _ value: Double?) { if let value { values[key] = .number(value) } }
    mutating func put(_ key: String, _ value: Int?) { if let value { values[key] = .int(value) } }
    mutating func put(_ key: String, _ value: Bool?) { if let value { values[key] = .bool(value) } }

    mutating func filters(_ f: SpinFilters, full: Bool) {
        values["tags"] = .array(f.tags.map(JSON.string))
        values["avoid"] = .array(f.avoid.map(JSON.string))
        put("radius_km", f.radiusKm)
        if full {
            put("price", f.price)
            values["favorites"] = .bool(f.favorites)
            values["rating"] = .string(f.rating.rawValue)
        }
    }
}
