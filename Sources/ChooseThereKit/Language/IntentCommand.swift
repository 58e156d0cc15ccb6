// MARK: - An intent as a command line (what a did-you-mean offers)

extension Intent {
    /// The intent written as the canonical command that means it, with
    /// canonical verbs (never aliases): `forget Jobi`, `rate 4 would return`,
    /// `switch city Curitiba`, `import backup.json replace`.
    public var command: String {
        var w: [String] = []
        switch self {
        case .spin(let f): w = ["spin"] + Intent.words(f)
        case .near(let f, let source):
            w = ["near me"] + Intent.words(f)
            if let source { w.append(source == .osm ? "from osm" : "from my list") }
        case .find(let r):
            w = ["find", r.query ?? ""]
            if let city = r.city { w += ["in", city] }
            if let km = r.radiusKm { w.append("within " + JSON.format(km) + "km") }
            if r.source == .osm { w.append("from osm") }
        case .again, .refine: w = ["again"]
        case .rate(let r): w = Intent.words(r)
        case .city(let c): w = c.any ? ["anywhere"] : ["switch city", c.name ?? ""]
        case .set(let r): w = ["set", r.key?.rawValue ?? r.unknownKey ?? ""] + (r.value.map { [$0] } ?? [])
        case .location(let lat, let lng, let query):
            if let lat, let lng {
                w = ["i'm at", JSON.format(lat) + "," + JSON.format(lng)]
            } else if let query {
                w = ["i'm at", query]
            } else {
                w = ["where am i"]
            }
        case .history(let filter, let limit):
            w = ["history"]
            if filter != .all { w.append(filter == .wouldReturn ? "would return" : filter.rawValue) }
            if let limit { w.append(String(limit)) }
        case .favorite(let target, let on): w = [on ? "fav" : "unfav"] + Intent.words(target)
        case .show(let target): w = ["show"] + Intent.words(target)
        case .list(let r):
            w = ["list"] + (r.query.map { [$0] } ?? []) + (r.favorites ? ["favorites"] : []) + (r.all ? ["all"] : [])
            if let page = r.page { w.append("page \(page)") }
        case .open(let target, let app): w = ["open"] + (app.map { [$0.rawValue] } ?? []) + Intent.words(target)
        case .save(let target): w = ["save"] + Intent.words(target)
        case .refreshDetails(let target): w = ["refresh details"] + Intent.words(target)
        case .add(let p):
            w = ["add", "\"\(p.name ?? "")\""]
            if let lat = p.lat, let lng = p.lng { w.append("at " + JSON.format(lat) + "," + JSON.format(lng)) }
            if let c = p.category { w.append("category " + c) }
            if !p.tags.isEmpty { w.append("tags " + p.tags.joined(separator: " ")) }
            if let a = p.address { w.append("address " + a) }
        case .edit(let e): w = ["edit"] + Intent.words(e.target) + [e.field?.rawValue ?? ""] + (e.value.map { [$0] } ?? [])
        case .forget(let target, let confirmed): w = ["forget"] + Intent.words(target) + (confirmed ? ["yes"] : [])
        case .why: w = ["why"]
        case .importFile(let r):
            w = ["import", Intent.path(r.path ?? "")] + (r.mode.map { [$0.rawValue] } ?? []) + (r.preview ? ["preview"] : [])
        case .export(let path, let overwrite): w = ["export"] + (path.map { [Intent.path($0)] } ?? []) + (overwrite ? ["overwrite"] : [])
        case .cache(let action): w = [action == .clear ? "clear cache" : "refresh"]
        case .settings: w = ["settings"]
        case .cities(let query): w = ["cities"] + (query.map { [$0] } ?? [])
        case .tags: w = ["tags"]
        case .log(let limit): w = ["log"] + (limit.map { [String($0)] } ?? [])
        case .help(let topic): w = ["help"] + (topic.map { [$0] } ?? [])
        case .source(let path): w = ["source", Intent.path(path ?? "")]
        case .explain(let text): w = ["explain", text]
        case .quit: w = ["quit"]
        case .unknown(let text, _, _): w = [text]
        }
        return w.filter { !$0.isEmpty }.joined(separator: " ")
    }

    static func words(_ f: SpinFilters) -> [String] {
        var w = f.tags
        if let p = f.price { w.append(["cheap", "$$", "fancy"][max(1, min(3, p)) - 1]) }
        w += f.avoid.map { "not " + $0 }
        if let km = f.radiusKm { w.append("within " + JSON.format(km) + "km") }
        if f.favorites { w.append("favorites") }
        if f.rating == .prefer { w.append("top rated") }
        if f.rating == .only { w.append("only top rated") }
        if let stars = f.minStars { w.append("at least \(stars) stars") }
        if f.openNow { w.append(f.strict ? "open now strict" : "open now") }
        return w
    }

    static func words(_ r: RateRequest) -> [String] {
        var w = ["rate"] + words(r.target) + [r.stars.map(String.init) ?? "?"]
        if let back = r.wouldReturn { w.append(back ? "would return" : "never again") }
        if let match = r.match { w.append(match ? "match" : "no match") }
        w += r.tags.compactMap { QuickTag(rawValue: $0)?.englishLabel }
        if let note = r.note { w.append(note) }
        return w
    }

    static func words(_ target: PlaceRef?) -> [String] { target.map { [$0.text] } ?? [] }

    static func path(_ p: String) -> String { p.contains(" ") ? "\"\(p)\"" : p }
}

extension QuickTag {
    /// How the tag is said in English commands (`good value`).
    public var englishLabel: String {
        switch self {
        case .goodValue: "good value"
        case .niceAmbience: "nice ambience"
        case .greatService: "great service"
        case .amazingFood: "amazing food"
        case .slow: "slow"
        case .disappointing: "disappointing"
        }
    }
}
