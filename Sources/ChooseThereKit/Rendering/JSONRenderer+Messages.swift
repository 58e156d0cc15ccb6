// MARK: - The `--json` results of short replies

extension JSONRenderer {
    static func message(_ m: Message) -> [String: JSON] {
        switch m {
        case .favorite(let id, _, let on, _): ["id": .string(id), "isFavorite": .bool(on)]
        case .added(let place, let newTags): PlaceJSON.full(place).merging(["newTags": .array(newTags.map(JSON.string))]) { a, _ in a }
        case .updated(let place, let field, _): PlaceJSON.full(place).merging(["field": .string(field.rawValue)]) { a, _ in a }
        case .forgot(let id, _, let visits): ["id": .string(id), "visitsRemoved": .int(visits)]
        case .saved(let place): PlaceJSON.full(place).merging(["saved": .bool(true)]) { a, _ in a }
        case .alreadyInList(let id, _): ["id": .string(id), "saved": .bool(false)]
        case .opened(let id, _, let app, let url): ["id": .string(id), "app": .string(app.rawValue), "url": .string(url)]
        case .notSpun(let id, _): ["id": .string(id), "spun": .bool(false)]
        case .emptyList(_, _, let elsewhere, _): ["total": .int(0), "places": .array([]), "elsewhere": .int(elsewhere)]
        case .noVisits(let filter): ["filter": .string(filter.rawValue), "visits": .array([])]
        case .noFavorites(_, let elsewhere):
            ["total": .int(0), "places": .array([]), "favorites": .bool(true), "elsewhere": .int(elsewhere)]
        case .endOfList(let total, _): ["total": .int(total), "places": .array([]), "end": .bool(true)]
        case .startOfList: ["places": .array([]), "start": .bool(true)]
        case .noPlacesYet: ["cities": .array([])]
        case .detailsRefreshed(let id, _, let changed): ["id": .string(id), "changed": .bool(changed)]
        case .eventLog(let level, let path): ["key": .string("log"), "value": .string(level.rawValue), "path": .string(path)]
        case .anywhere(let places): ["city": .null, "places": .int(places)]
        case .currentCity(let city): ["city": city?.json ?? .null]
        case .radius(let km): ["key": .string("radius"), "value": .number(km)]
        case .source(let source): ["key": .string("source"), "value": .string(source.rawValue)]
        case .avoidRepeats(let n, _): ["key": .string("avoid-repeats"), "value": .int(n)]
        case .learning(let on): ["key": .string("learning"), "value": .bool(on)]
        case .language(let l): ["key": .string("language"), "value": l.map { .string($0.rawValue) } ?? .null]
        case .symbols(let mode): ["key": .string("symbols"), "value": .string(mode.rawValue)]
        case .animation(let on): ["key": .string("animation"), "value": .bool(on)]
        case .locationSet(let lat, let lng, let city, let address):
            ["lat": .number(lat), "lng": .number(lng), "near": .optional(city), "address": .optional(address)]
        case .locationInAnotherCity(let city, let current, let km):
            ["cityThere": .string(city), "currentCity": .string(current), "distanceFromCityKm": .number((km * 10).rounded() / 10)]
        case .locationCleared: ["lat": .null, "lng": .null]
        case .noLocation: ["lat": .null, "lng": .null]
        case .location(let lat, let lng, let env): ["lat": .number(lat), "lng": .number(lng), "fromEnvironment": .bool(env)]
        case .exported(let path, _, let places, let visits, let replaced, let files):
            [
                "path": .string(path), "places": .int(places), "visits": .int(visits), "replaced": .bool(replaced),
                "files": .array(files.map(JSON.string)),
            ]
        case .cacheCleared(let n): ["removed": .int(n)]
        case .nothingChanged: ["changed": .bool(false)]
        }
    }
}
