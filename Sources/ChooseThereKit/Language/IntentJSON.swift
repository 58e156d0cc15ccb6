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
        case .find(let r):
            s.put("query", r.query); s.put("radius_km", r.radiusKm); s.put("city", r.city); s.put("source", r.source?.rawValue)
        case .refreshDetails(let target): s.put("target", target?.text)
        case .log(let limit): s.put("limit", limit)
        case .refine(let r): s.refinement(r)
        case .again, .why, .settings, .tags, .quit: break
        case .rate(let r):
            s.put("stars", r.stars); s.put("would_return", r.wouldReturn); s.put("match", r.match)
            if r.returnUnclear { s.values["would_return"] = .null }
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
            s.put("query", r.query); s.put("page", r.page); s.put("limit", r.limit); s.put("price", r.price)
            if !r.tags.isEmpty { s.values["tags"] = .array(r.tags.map(JSON.string)) }
            if r.favorites { s.values["favorites"] = .bool(true) }
            if r.all { s.values["all"] = .bool(true) }
            if r.next { s.values["next"] = .bool(true) }
            if r.previous { s.values["previous"] = .bool(true) }
        case .open(let target, let app): s.put("target", target?.text); s.put("app", app?.rawValue)
        case .add(let p):
            s.put("name", p.name); s.put("lat", p.lat); s.put("lng", p.lng); s.put("category", p.category)
            s.values["tags"] = .array(p.tags.map(JSON.string)); s.put("address", p.address)
        case .edit(let e):
            s.put("target", e.target?.text); s.put("field", e.field?.rawValue)
            if let v = e.value { s.values["value"] = e.field == .price ? (Int(v.trimmed).map(JSON.int) ?? .string(v)) : .string(v) }
        case .forget(let target, let confirmed): s.put("target", target?.text); s.values["confirmed"] = .bool(confirmed)
        case .importFile(let r): s.put("path", r.path); s.put("mode", r.mode?.rawValue); s.values["preview"] = .bool(r.preview)
        case .export(let path, let overwrite):
            s.put("path", path)
            if overwrite { s.values["overwrite"] = .bool(true) }
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
            put("min_stars", f.minStars)
            put("city", f.city)
        }
        if f.openNow { values["open_now"] = .bool(true) }
        if f.strict { values["strict"] = .bool(true) }
    }

    /// A refinement explained on its own (without a pool to apply it to).
    mutating func refinement(_ r: Refinement) {
        switch r.kind {
        case .adjust: values["kind"] = .string("adjust")
        case .again: values["kind"] = .string("again")
        case .next: values["kind"] = .string("next")
        case .previous: values["kind"] = .string("previous")
        }
        if let tags = r.replaceTags { values["tags"] = .array(tags.map(JSON.string)) }
        if !r.addTags.isEmpty { values["add"] = .array(r.addTags.map(JSON.string)) }
        if !r.removeTags.isEmpty { values["remove"] = .array(r.removeTags.map(JSON.string)) }
        if !r.addAvoid.isEmpty { values["avoid"] = .array(r.addAvoid.map(JSON.string)) }
        put("radius_km", r.radiusKm)
    }
}
