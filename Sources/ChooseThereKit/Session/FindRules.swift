#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - find (OpenStreetMap by text), refresh details, log

struct FindRules: SessionRules {
    let env: SessionEnvironment

    /// How far a `find` reaches around a city's centre: a city's area, read
    /// as a circle (the largest radius there is; Overpass area queries by
    /// name would be exact but ambiguous between namesakes, and slower).
    static let cityAreaKm = Radius.range.upperBound

    func find(_ state: inout SessionState, _ request: FindRequest) -> [SessionEffect] {
        if request.source == .list { return ListRules(env: env).list(&state, ListRequest(query: request.query)) }
        guard let query = request.query?.trimmed, !query.isEmpty else { return fail(.missing(.findQuery)) }
        if let km = request.radiusKm, !Radius.isValid(km) { return fail(.radiusOutOfRange(km: km)) }
        let point: NearPoint
        let radius: Double
        if let name = request.city {
            let loaded = catalogOrReply(state)
            guard let catalog = loaded.catalog else { return loaded.failure }
            guard
                let city = (catalog.lookup([name, request.state].compactMap { $0 }.joined(separator: ", ")) ?? catalog.lookup(name))?.best
            else {
                return fail(.unknownCity(name: name, suggestions: []))
            }
            point = NearPoint(point: Coordinate(lat: city.lat, lng: city.lng), origin: .cityCentre(city.displayName))
            radius = request.radiusKm ?? Self.cityAreaKm
        } else if let near = PickRules(env: env).nearPoint(state) {
            point = near
            radius = request.radiusKm ?? (near.origin == .location ? state.settings.radiusKm : Self.cityAreaKm)
        } else {
            return fail(.noLocation)
        }
        let hint = point.origin.cityName ?? state.city?.label
        let search = RemoteSearch(
            lat: point.point.lat, lng: point.point.lng, radiusKm: radius, category: nil, cityHint: hint,
            filters: SpinFilters(), origin: point.origin, query: query)
        return [.findOnMap(search, refresh: false)]
    }

    /// A `find` came back: its places numbered, nearest first (no draw: the
    /// user asked for something in particular).
    func foundOnMap(_ state: inout SessionState, _ search: RemoteSearch, _ result: NearbySearch) -> [SessionEffect] {
        let here = Coordinate(lat: search.lat, lng: search.lng)
        let places = result.places.filter { Geo.distanceKm(here, Coordinate(lat: $0.lat, lng: $0.lng)) <= search.radiusKm }
            .sorted {
                (Geo.distanceKm(here, Coordinate(lat: $0.lat, lng: $0.lng)), $0.osmId) < (
                    Geo.distanceKm(here, Coordinate(lat: $1.lat, lng: $1.lng)), $1.osmId
                )
            }
        guard !places.isEmpty else {
            return fail(.nothingFound(query: search.query ?? "", radiusKm: search.radiusKm, origin: search.origin.cityName))
        }
        // A near pool indexes the old results; a pick among them can no longer be named.
        if case .nearOSM? = state.pool?.source { state.pool = nil }
        if let pick = state.pick, state.remote?.place(id: pick.id) != nil, !places.contains(where: { $0.placeId == pick.id }) {
            state.pick = nil
        }
        state.remote = RemoteResults(
            search: search, places: places, fromCache: result.fromCache, ageSeconds: Int(result.age),
            listed: result.listed)
        let rows = remoteRows(places, around: here, limit: places.count, listed: result.listed)
        let size = ListRules(env: env).rows(terminal: max(5, env.pageSize))
        state.numbered(rows.map(\.id), paging: .remote(offset: 0, size: size))
        state.listing = rows.count > size
        return reply(
            .nearby(
                NearbyListView(
                    total: places.count, radiusKm: search.radiusKm, origin: search.origin,
                    source: .openStreetMap(fromCache: result.fromCache, ageSeconds: Int(result.age)),
                    rows: Array(rows.prefix(size)), remoteResults: places, query: search.query)))
    }

    /// Numbered rows of OpenStreetMap results around `here`.
    /// A result that is one of the user's places is numbered as that place.
    func remoteRows(_ places: [NearbyPlace], around here: Coordinate, limit: Int, listed: [String: Restaurant] = [:]) -> [NearbyRow] {
        places.prefix(limit).map { p in
            NearbyRow(
                id: listed[p.placeId]?.id ?? p.placeId, name: p.name, km: Geo.distanceKm(here, Coordinate(lat: p.lat, lng: p.lng)),
                bearing: Geo.bearing(here, Coordinate(lat: p.lat, lng: p.lng)),
                kind: ([p.category] + p.tags.prefix(2)).joined(separator: " · "))
        }
    }

    // MARK: refresh details

    /// A saved place with an OpenStreetMap id: ask the map again.
    func refreshDetails(_ place: Restaurant, inList: Bool) -> [SessionEffect] {
        guard inList else { return fail(.notInList(name: place.name, verb: "refresh details")) }
        guard place.osmId != nil else { return fail(.noOSMId(name: place.name)) }
        return [.lookUpPlace(place)]
    }

    func placeLookedUp(_ place: Restaurant, _ found: NearbyPlace?) -> [SessionEffect] {
        guard let found else { return fail(.goneFromMap(name: place.name)) }
        var updated = place
        updated.details = found.details.isEmpty ? nil : found.details
        return [.saveDetails(updated, changed: updated.details != place.details)]
    }

    func detailsSaved(_ state: inout SessionState, _ place: Restaurant, changed: Bool) -> [SessionEffect] {
        pick(&state, place.id)
        return [
            .reply(.message(.detailsRefreshed(id: place.id, name: place.name, changed: changed))),
            .loadDetails(place, then: .show(target: nil)),
        ]
    }

    // MARK: log

    func eventLogRead(_ state: SessionState, _ entries: [EventLogEntry]) -> [SessionEffect] {
        reply(.events(EventLogView(entries: entries, path: env.paths.display(env.paths.app.eventLogFile), level: state.settings.eventLog)))
    }
}
