#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - add, edit, forget, favorite

extension Session {
    func favorite(target: String?, on: Bool) throws -> Reply {
        let place = try resolvePlace(target, verb: on ? "fav" : "unfav")
        try store.setFavorite(id: place.id, on)
        pick(place.id)
        let name = SafeText.clean(place.name)
        let text = on ? (place.isFavorite ? "\(name) was already a favourite ♥" : "♥ \(name) is now a favourite.")
                      : (place.isFavorite ? "\(name) is no longer a favourite." : "\(name) was not a favourite.")
        return .message(text, result: .object(["id": .string(place.id), "isFavorite": .bool(on)]))
    }

    func add(name: String?, lat: Double?, lng: Double?, category: String?, tags: [String], address: String?) throws -> Reply {
        guard let name = name?.trimmed, !name.isEmpty else {
            throw CommandError("missing_argument", "Say the name and where it is: add \"Bar do Zé\" at -23.55,-46.63 tags bar boteco")
        }
        guard let lat, let lng else {
            throw CommandError("missing_argument", "Say where \(SafeText.clean(name)) is: add \"\(SafeText.clean(name))\" at LAT,LNG (e.g. at -23.55,-46.63)")
        }
        let point = Coordinate(lat: lat, lng: lng)
        guard point.isValid else {
            throw CommandError("invalid_value", "\(JSON.format(lat)),\(JSON.format(lng)) is not a valid position: latitude goes from -90 to 90 and longitude from -180 to 180.")
        }
        let vocabulary = parser.vocabulary
        var canonicalTags: [String] = []
        for tag in tags {
            let t = (vocabulary.canonical(tag) ?? tag).lowercased()
            if !canonicalTags.contains(t) { canonicalTags.append(t) }
        }
        var chosenCategory = category.map { (vocabulary.canonical($0) ?? $0).lowercased() }
        if chosenCategory == nil, let i = canonicalTags.firstIndex(where: { t in vocabulary.categories.contains { Folding.key($0) == Folding.key(t) } }) {
            chosenCategory = canonicalTags.remove(at: i)
        }
        // The same name within 200 m is the same place.
        for existing in try store.places(named: name, limit: 50) where Folding.key(existing.name) == Folding.key(name) {
            if Geo.distanceKm(point, Coordinate(lat: existing.lat, lng: existing.lng)) < 0.2 {
                throw CommandError("duplicate", "\(SafeText.clean(existing.name)) is already in your list (\(SafeText.clean(existing.cityLabel))). Say show \(SafeText.clean(existing.name)).")
            }
        }
        let city = cityFor(point)
        let id = try freshId(name: name, state: city.state)
        let place = Restaurant(id: id, name: name, category: chosenCategory ?? "restaurant", address: address ?? "",
                               city: city.name, state: city.state, tags: canonicalTags, lat: lat, lng: lng, origin: .user)
        try store.insert(place)
        vocabularyChanged()
        pick(id)
        let unknownTags = canonicalTags.filter { vocabulary.canonical($0) == nil }
        var lines = [Line([Span("Added "), Span.data(name, .name), Span(" (\(place.category)" + (place.tags.isEmpty ? "" : " · " + place.tags.joined(separator: ", ")) + ")")
                           , Span(city.name.isEmpty ? "" : " in " + place.cityLabel)])]
        if !unknownTags.isEmpty {
            lines.append(Line("New tags (not in the bundled vocabulary): " + unknownTags.joined(separator: ", "), .dim))
        }
        lines.append(Line([Span("Next: ", .dim), Span("show · fav · edit \(SafeText.clean(name)) notes …", .accent)]))
        return Reply(lines: lines, result: .object(PlaceJSON.full(place)))
    }

    /// The city a point belongs to: the current city when within 30 km of its
    /// centre, otherwise the nearest Brazilian municipality in the catalogue.
    func cityFor(_ point: Coordinate) -> (name: String, state: String) {
        guard case .success(let catalog) = resources.catalog() else {
            return settings.city.map { (CityKey.name(of: $0), String($0.split(separator: "|").dropFirst().first ?? "")) } ?? ("", "")
        }
        if let key = settings.city, let city = catalog.city(forKey: key),
           Geo.distanceKm(point, Coordinate(lat: city.lat, lng: city.lng)) <= 30 {
            return (city.name, city.country == "BR" ? city.admin : city.country)
        }
        if let nearest = catalog.nearest(to: point), Geo.distanceKm(point, Coordinate(lat: nearest.lat, lng: nearest.lng)) <= 50 {
            return (nearest.name, nearest.country == "BR" ? nearest.admin : nearest.country)
        }
        return ("", "")
    }

    /// `sp-bar-do-ze`, or `sp-bar-do-ze-2` when taken.
    func freshId(name: String, state: String) throws -> String {
        let slug = Folding.key(name).map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
            .split(separator: "-").joined(separator: "-")
        let base = (state.isEmpty ? "user" : state.lowercased()) + "-" + (slug.isEmpty ? "place" : slug)
        var candidate = base
        var n = 2
        while try store.place(id: candidate) != nil {
            candidate = "\(base)-\(n)"
            n += 1
        }
        return candidate
    }

    func edit(target: String?, field: String?, value: String?) throws -> Reply {
        guard let target else {
            throw CommandError("missing_argument", "Say which place and what to change: edit NAME FIELD VALUE (fields: name, category, address, tags, notes, link, price, at, city).")
        }
        guard let field else {
            throw CommandError("missing_argument", "Say what to change: edit \(target) name|category|address|tags|notes|link|price|at|city VALUE")
        }
        var place = try resolvePlace(target, verb: "edit")
        let value = value?.trimmed ?? ""
        let vocabulary = parser.vocabulary
        switch field {
        case "name":
            guard !value.isEmpty else { throw CommandError("missing_argument", "Say the new name: edit \(target) name NEW NAME") }
            place.name = value
        case "category":
            guard !value.isEmpty else { throw CommandError("missing_argument", "Say the category, e.g. edit \(target) category bar") }
            place.category = (vocabulary.canonical(value) ?? value).lowercased()
        case "address": place.address = value
        case "notes": place.notes = value
        case "tags":
            var tags: [String] = []
            for word in value.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init) {
                let t = (vocabulary.canonical(word) ?? word).lowercased()
                if !tags.contains(t) { tags.append(t) }
            }
            place.tags = tags
        case "link":
            if value.isEmpty || ["none", "-"].contains(value.lowercased()) { place.externalLink = nil }
            else {
                guard value.hasPrefix("http://") || value.hasPrefix("https://") else {
                    throw CommandError("invalid_value", "A link starts with https:// (or http://).")
                }
                place.externalLink = value
            }
        case "price":
            let tier: Int? = value.allSatisfy({ $0 == "$" }) && !value.isEmpty ? value.count : Int(value)
            if ["none", "-", ""].contains(value.lowercased()) { place.priceTier = nil }
            else {
                guard let tier, (1...3).contains(tier) else { throw CommandError("invalid_value", "Price is 1–3 (or $, $$, $$$).") }
                place.priceTier = tier
            }
        case "at":
            let tokens = Tokenizer.tokenize(value)
            guard tokens.count == 1, case .coordinate(let lat, let lng) = tokens[0].kind, Coordinate(lat: lat, lng: lng).isValid else {
                throw CommandError("invalid_value", "Give the position as LAT,LNG, e.g. edit \(target) at -23.55,-46.63")
            }
            place.lat = lat
            place.lng = lng
        case "city":
            guard case .success(let catalog) = resources.catalog(), let match = catalog.lookup(value) else {
                throw CommandError("not_found", "I don't know the city '\(value)'.")
            }
            place.city = match.best.name
            place.state = match.best.country == "BR" ? match.best.admin : match.best.country
        default:
            throw CommandError("invalid_value", "I can't change '\(field)'. Fields: name, category, address, tags, notes, link, price, at, city.")
        }
        try store.update(place)
        vocabularyChanged()
        pick(place.id)
        return Reply(lines: [Line([Span("Updated "), Span.data(place.name, .name), Span(": \(field) → "),
                                   Span.data(field == "tags" ? place.tags.joined(separator: ", ") : (value.isEmpty ? "(none)" : value))])],
                     result: .object(PlaceJSON.full(place)))
    }

    func forget(target: String?, confirmed: Bool) throws -> Reply {
        let place = try resolvePlace(target, verb: "forget")
        let visits = try store.visits(restaurantId: place.id, limit: 10_000).count
        let what = SafeText.clean(place.name) + (visits > 0 ? " and its \(visits) visit\(visits == 1 ? "" : "s")" : "")
        guard confirmed else {
            if options.interactive {
                return Reply(action: .confirm(question: "Forget \(what)? This cannot be undone.",
                                              then: .forget(target: place.id, confirmed: true)))
            }
            throw CommandError("needs_confirmation", "forget asks for confirmation; in scripts say: forget \(SafeText.clean(place.name)) yes")
        }
        try store.forget(id: place.id)
        apply(.forgotten(id: place.id))
        return .message("Forgot \(what).", result: .object(["id": .string(place.id), "visitsRemoved": .int(visits)]))
    }
}
