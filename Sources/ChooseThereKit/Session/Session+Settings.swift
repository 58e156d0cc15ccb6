#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - settings, set, switch city, location, open

extension Session {
    func showSettings() -> Reply {
        let s = settings
        let rows: [(String, String)] = [
            ("city", s.city.map(CityKey.label(of:)) ?? "anywhere"),
            ("source", "\(s.source.rawValue) (\(s.source.label))"),
            ("radius", Geo.formatRadius(km: s.radiusKm)),
            ("avoid-repeats", s.avoidRepeats == 0 ? "off" : "last \(s.avoidRepeats) places"),
            ("learning", s.learning ? "on" : "off"),
            ("location", s.location.map { "\(Format.fixed($0.lat, 5)), \(Format.fixed($0.lng, 5))" } ?? "not set"),
            ("last-category", s.lastCategory ?? "—"),
        ]
        var lines = rows.map { Line([Span("  " + DisplayWidth.pad($0.0, to: 14), .dim), Span.data($0.1)]) }
        lines.insert(Line("Settings", .heading), at: 0)
        lines.append(Line([Span("Stored in ", .dim), Span(paths.display(settingsFile.url), .dim)]))
        lines.append(Line([Span("Change with ", .dim), Span("set KEY VALUE", .accent), Span(" — e.g. set radius 5km", .dim)]))
        return Reply(lines: lines, result: s.json)
    }

    func set(key: String?, value: String?) throws -> Reply {
        let keys = ["radius", "source", "avoid-repeats", "learning", "city", "location", "last-category"]
        guard let key else { return showSettings() }
        guard keys.contains(key) else {
            let suggestion = DidYouMean.suggest(key, from: keys)
            throw CommandError("unknown_setting", "There is no setting '\(key)'." + (suggestion.map { " Did you mean \($0)?" } ?? "") + " Settings: " + keys.joined(separator: ", ") + ".",
                               suggestion: suggestion.map { "set \($0)" + (value.map { " " + $0 } ?? "") })
        }
        guard let value, !value.isEmpty else {
            throw CommandError("missing_argument", "Say the value: set \(key) \(SettingsHelp.values[key] ?? "VALUE")")
        }
        var reply = Reply()
        var text: String
        switch key {
        case "radius":
            guard let km = SettingValues.kilometres(value), km > 0 else {
                throw CommandError("invalid_value", "The radius is a distance from 1 to 10 km, e.g. set radius 5km.")
            }
            let clamped = min(max(km, Settings.radiusRange.lowerBound), Settings.radiusRange.upperBound)
            settings.radiusKm = clamped
            text = "Radius: \(Geo.formatRadius(km: clamped))" + (clamped != km ? " (the radius goes from 1 to 10 km)" : "") + "."
        case "source":
            guard let source = Settings.Source(rawValue: Folding.key(value)) else {
                throw CommandError("invalid_value", "The source is list (your places) or osm (OpenStreetMap).")
            }
            settings.source = source
            text = "Nearby searches now use \(source == .list ? "your list" : "OpenStreetMap")."
        case "avoid-repeats":
            let folded = Folding.key(value)
            let n: Int? = ["off", "none", "0"].contains(folded) ? 0 : Int(folded)
            guard let n, n >= 0 else { throw CommandError("invalid_value", "avoid-repeats is a number from 0 (off) to 50.") }
            let clamped = min(n, Settings.avoidRepeatsRange.upperBound)
            settings.avoidRepeats = clamped
            text = clamped == 0 ? "Spins may repeat recent visits."
                : (clamped == 1 ? "Spins skip the last place you visited." : "Spins skip the last \(clamped) places you visited")
                + (clamped != n ? " (50 at most)" : "") + (clamped > 1 ? "." : "")
        case "learning":
            guard let on = SettingValues.switchValue(value) else { throw CommandError("invalid_value", "learning is on or off.") }
            settings.learning = on
            text = on ? "Learning is on: ratings shape future spins." : "Learning is off: spins ignore what ratings taught."
        case "city":
            return try switchCity(name: value, state: nil, country: nil, any: ["anywhere", "none", "any"].contains(Folding.key(value)))
        case "location":
            if ["none", "off", "clear", "-"].contains(Folding.key(value)) {
                settings.location = nil
                text = "Location cleared."
            } else {
                let tokens = Tokenizer.tokenize(value)
                guard tokens.count == 1, case .coordinate(let lat, let lng) = tokens[0].kind else {
                    throw CommandError("invalid_value", "Give the location as LAT,LNG (e.g. set location -23.56,-46.69) or none.")
                }
                return try location(lat: lat, lng: lng, query: nil)
            }
        default:
            settings.lastCategory = Folding.key(value) == "none" ? nil : value
            text = "Last category: \(settings.lastCategory ?? "none")."
        }
        try saveSettings(&reply)
        reply.lines = [Line(text)]
        reply.result = .object(["key": .string(key), "settings": settings.json])
        return reply
    }

    func switchCity(name: String?, state: String?, country: String?, any: Bool) throws -> Reply {
        var reply = Reply()
        if any {
            settings.city = nil
            settings.onboarded = true
            try saveSettings(&reply)
            let total = try store.placeCount()
            reply.lines = [Line("Anywhere: spins and lists use all \(total) places in your list.")]
            reply.result = .object(["city": .null, "places": .int(total)])
            return reply
        }
        guard let name, !name.isEmpty else {
            let current = settings.city.map(CityKey.label(of:)) ?? "anywhere"
            return .message("You are in \(current). Change with: switch city NAME (or anywhere).",
                            result: .object(["city": .optional(settings.city)]))
        }
        let catalog: CityCatalog
        switch resources.catalog() {
        case .success(let c): catalog = c
        case .failure(let e): throw e
        }
        let query = [name, state ?? country].compactMap { $0 }.joined(separator: ", ")
        guard let match = catalog.lookup(query) ?? catalog.lookup(name) else {
            let suggestions = catalog.complete(String(name.prefix(3)), limit: 3).map(\.displayName)
            throw CommandError("unknown_city", "I don't know a city called '\(name)'." + (suggestions.isEmpty ? "" : " Did you mean " + suggestions.joined(separator: ", ") + "?"),
                               suggestion: suggestions.first.map { "switch city \($0)" })
        }
        let city = match.best
        settings.city = city.key
        settings.onboarded = true
        try saveSettings(&reply)
        let count = try store.places(PlaceQuery(cityKey: city.key, limit: 1)).total
        var lines = [Line([Span("Now in "), Span(city.displayName, .bold), Span(" — \(count) place\(count == 1 ? "" : "s") in your list.")])]
        if count == 0 {
            lines.append(Line("Add some with add NAME at LAT,LNG, or search OpenStreetMap with near me.", .dim))
        }
        if !match.alternatives.isEmpty, Folding.key(city.name) != Folding.key(name) || match.alternatives.contains(where: { Folding.key($0.name) == Folding.key(city.name) }) {
            lines.append(Line("Not this one? Also: " + CityList.distinctNames(match.alternatives, limit: 5).joined(separator: "; "), .dim))
        }
        reply.lines = lines
        reply.result = .object(["city": .string(city.key), "name": .string(city.name), "places": .int(count),
                                "alternatives": .array(match.alternatives.map { .string($0.key) })])
        return reply
    }

    func location(lat: Double?, lng: Double?, query: String?) throws -> Reply {
        if let lat, let lng {
            let point = Coordinate(lat: lat, lng: lng)
            guard point.isValid else {
                throw CommandError("invalid_value", "\(JSON.format(lat)),\(JSON.format(lng)) is not a valid position: latitude goes from -90 to 90 and longitude from -180 to 180.")
            }
            settings.location = point
            var reply = Reply()
            try saveSettings(&reply)
            var text = "You are at \(Format.fixed(lat, 5)), \(Format.fixed(lng, 5))."
            if case .success(let catalog) = resources.catalog(), let near = catalog.nearest(to: point) {
                text += " That's in \(near.displayName)."
            }
            reply.lines = [Line(text)]
            reply.result = .object(["lat": .number(lat), "lng": .number(lng)])
            return reply
        }
        if let query, !query.isEmpty { return try locate(address: query) }
        guard let here = location else {
            let centre = settings.city.map { " Spins use the centre of \(CityKey.label(of: $0)) meanwhile." } ?? ""
            return .message("No location set. Say i'm at LAT,LNG (e.g. i'm at -23.56,-46.69).\(centre)", result: .object(["lat": .null, "lng": .null]))
        }
        let origin = options.locationOverride != nil ? " (from CHOOSETHERE_LOCATION)" : ""
        return .message("You are at \(Format.fixed(here.lat, 5)), \(Format.fixed(here.lng, 5))" + origin + ".",
                        result: .object(["lat": .number(here.lat), "lng": .number(here.lng)]))
    }

    func open(target: String?, app: String?) throws -> Reply {
        let place = try resolvePlace(target, verb: "open")
        pick(place.id)
        let chosen = app ?? (place.externalLink != nil ? "link" : "maps")
        guard let url = PlaceLinks.url(for: place, app: chosen) else {
            throw CommandError("no_link", "\(SafeText.clean(place.name)) has no website. Try open maps, osm, google, tripadvisor or ifood.")
        }
        var reply = Reply(lines: [Line([Span.data(place.name, .name), Span(" — \(chosen): ", .dim), Span.data(url)])],
                          result: .object(["id": .string(place.id), "app": .string(chosen), "url": .string(url)]))
        if options.interactive { reply.action = .openURL(url) }
        return reply
    }
}

/// Allowed values per setting, for messages (and completion).
public enum SettingsHelp {
    public static let values: [String: String] = [
        "radius": "1–10 km (e.g. 5km)", "source": "list|osm", "avoid-repeats": "0–50", "learning": "on|off",
        "city": "NAME|anywhere", "location": "LAT,LNG|none", "last-category": "CATEGORY|none",
    ]
}

/// City names for messages, without repeating the same label.
enum CityList {
    static func distinctNames(_ cities: [City], limit: Int) -> [String] {
        var seen = Set<String>()
        return Array(cities.map(\.displayName).filter { seen.insert($0).inserted }.prefix(limit))
    }
}
