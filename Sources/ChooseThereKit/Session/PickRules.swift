#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - spin, near, again, refresh: one pool model, one draw

struct PickRules: SessionRules {
    let env: SessionEnvironment

    func spin(_ state: inout SessionState, _ filters: SpinFilters) -> [SessionEffect] {
        if let km = filters.radiusKm, !Radius.isValid(km) { return fail(.radiusOutOfRange(km: km)) }
        state.asked = Asked(near: false, source: nil, filters: filters)
        var query = PoolQuery(filters, vocabulary: vocabulary(state))
        // A city named in the request is this pick's, not the session's.
        var cityKey = state.settings.city
        if let name = filters.city {
            let loaded = catalogOrReply(state)
            guard let catalog = loaded.catalog else { return loaded.failure }
            guard
                let city = (catalog.lookup([name, filters.cityState].compactMap { $0 }.joined(separator: ", ")) ?? catalog.lookup(name))?
                    .best
            else {
                return fail(.unknownCity(name: name, suggestions: []))
            }
            cityKey = CityKey(city).raw
        }
        query.cityKey = cityKey
        if let km = filters.radiusKm, let here = state.location, let box = GeoSearchBox(around: here, radiusKm: km) {
            let lng = box.lngRanges.count == 1 ? box.lngRanges[0] : -180...180
            query.box = (box.minLat, box.maxLat, lng.lowerBound, lng.upperBound)
        }
        return [
            .queryCandidates(
                PoolRequest(
                    source: .list(cityKey: cityKey), filters: filters, query: query,
                    learning: state.settings.learning, avoidRepeats: state.settings.avoidRepeats))
        ]
    }

    func near(_ state: inout SessionState, _ filters: SpinFilters, source: NearbySource, asked: NearbySource? = nil) -> [SessionEffect] {
        if let km = filters.radiusKm, !Radius.isValid(km) { return fail(.radiusOutOfRange(km: km)) }
        state.asked = Asked(near: true, source: asked, filters: filters)
        guard let point = nearPoint(state) else { return fail(.noLocation) }
        var filters = filters
        let radius = filters.radiusKm ?? state.settings.radiusKm
        filters.radiusKm = radius
        switch source {
        case .list:
            return [
                .queryCandidates(
                    PoolRequest(
                        source: .nearList(point, radiusKm: radius), filters: filters,
                        query: PoolQuery(filters, vocabulary: vocabulary(state)),
                        learning: state.settings.learning, avoidRepeats: 0))
            ]
        case .osm:
            let hint: String?
            if case .cityCentre(let name) = point.origin { hint = name } else { hint = state.city?.label }
            let search = RemoteSearch(
                lat: point.point.lat, lng: point.point.lng, radiusKm: radius, category: filters.tags.first,
                cityHint: hint, filters: filters, origin: point.origin)
            return [.fetchNearby(search, refresh: false)]
        }
    }

    /// The point "near me" searches around: the location, else the selected
    /// city's centre, else nil.
    func nearPoint(_ state: SessionState) -> NearPoint? {
        if let here = state.location { return NearPoint(point: here, origin: .location) }
        if let key = state.settings.city, case .success(let catalog) = catalog(state), let city = catalog.city(forKey: key) {
            return NearPoint(point: Coordinate(lat: city.lat, lng: city.lng), origin: .cityCentre(city.displayName))
        }
        return nil
    }

    func again(_ state: inout SessionState) -> [SessionEffect] {
        guard let pool = state.pool else { return fail(.noPool) }
        return draw(&state, pool)
    }

    func refresh(_ state: inout SessionState) -> [SessionEffect] {
        guard let search = state.remote?.search else { return fail(.nothingToRefresh) }
        return [search.query == nil ? .fetchNearby(search, refresh: true) : .findOnMap(search, refresh: true)]
    }

    // MARK: Candidates → pool → draw

    func candidatesLoaded(
        _ state: inout SessionState, _ request: PoolRequest, _ candidates: [SpinCandidate],
        recent: [Int]
    ) -> [SessionEffect] {
        // No place has all the tags: try any of them (once).
        if candidates.isEmpty, request.query.allOf.count > 1 {
            var relaxed = request
            relaxed.query.anyOf = request.query.allOf
            relaxed.query.allOf = []
            return [.queryCandidates(relaxed)]
        }
        if candidates.isEmpty, case .nearList(let point, let radius) = request.source {
            return fail(.nothingNearby(radiusKm: radius, origin: point.origin.cityName, filters: request.filters))
        }
        if request.filters.openNow {
            return [.loadOpeningHours(HoursRequest(request: request, candidates: candidates, recent: recent))]
        }
        let pool = Pool(
            source: request.source.pool, filters: request.filters, candidates: candidates, recent: recent,
            anyTag: !request.query.anyOf.isEmpty)
        return draw(&state, pool)
    }

    /// Draws from `pool`; the pool's new round and the pick change only once
    /// the place is there to show (a failed draw leaves the conversation as it was).
    func draw(_ state: inout SessionState, _ pool: Pool) -> [SessionEffect] {
        var pool = pool
        let (here, recent, learning): (Coordinate?, [Int], Bool)
        switch pool.source {
        case .list: (here, recent, learning) = (state.location, pool.recent, state.settings.learning)
        case .nearList(let point, _): (here, recent, learning) = (point.point, [], state.settings.learning)
        case .nearOSM(let search): (here, recent, learning) = (Coordinate(lat: search.lat, lng: search.lng), [], false)
        }
        let filters: SpinFilters
        if case .nearOSM = pool.source { filters = SpinFilters() } else { filters = pool.filters }
        var draw = Spinner.draw(
            from: pool.candidates, filters: filters, location: here, recent: recent, shown: Set(pool.shown),
            learning: learning, rng: env.random)
        if pool.anyTag { draw.relaxations.insert(.anyTag(pool.filters.tags), at: 0) }
        if pool.source.isNear { draw.radiusIgnored = false }
        guard let winner = draw.winner else { return fail(noMatch(state, pool, draw)) }
        let firstDraw = pool.shown.isEmpty && pool.round == 1
        if draw.relaxations.contains(where: { if case .newCycle = $0 { true } else { false } }) {
            pool.shown = []
            pool.round += 1
        }
        pool.shown.append(winner.pk)
        if case .nearOSM = pool.source { return remoteDrawn(&state, pool, draw, firstDraw: firstDraw) }
        let rows =
            firstDraw && pool.source.isNear
            ? Array(pool.candidates.prefix(ListRules(env: env).rows(terminal: max(5, env.pageSize - 6)))) : []
        let roulette = env.interactive ? draw.sample : []
        return [.loadDraw(DrawOutcome(pool: pool, draw: draw, winner: winner.pk, rows: rows.map(\.pk), roulette: roulette))]
    }

    func noMatch(_ state: SessionState, _ pool: Pool, _ draw: SpinDraw) -> CommandFailure {
        let city: String?
        if case .list(let key) = pool.source { city = key.map { CityKey($0).label } } else { city = nil }
        return .noMatch(
            NoMatch(
                cityLabel: city, filters: pool.filters,
                radiusMayHelp: draw.poolSize == 0 && pool.filters.radiusKm != nil && state.location != nil))
    }

    func drawLoaded(_ state: inout SessionState, _ outcome: DrawOutcome, _ places: [Int: Restaurant]) -> [SessionEffect] {
        guard let place = places[outcome.winner] else { return fail(.pickVanished) }
        var draw = outcome.draw
        draw.winnerId = place.id
        state.pool = outcome.pool
        state.pick = CurrentPick(id: place.id, draw: draw)
        state.listing = false
        var items: [ReplyItem] = []
        if case .nearList(let point, let radius) = outcome.pool.source, !outcome.rows.isEmpty {
            // The list goes on past this screen: `more` pages it, `show 25` reaches it.
            let page = NearPage(
                keys: outcome.pool.candidates.map(\.pk), point: point, radiusKm: radius, offset: 0, size: outcome.rows.count)
            let rows = PagingRules.nearRows(page, places)
            state.numbered(rows.map(\.id), paging: .near(page))
            state.listing = page.keys.count > page.size
            items.append(
                .nearby(
                    NearbyListView(
                        total: page.keys.count, radiusKm: radius, origin: point.origin,
                        source: .list, rows: rows, remoteResults: [])))
        }
        items.append(.pick(pickView(state, place, draw, outcome.pool, remote: false)))
        var reply = Reply(items)
        if env.interactive { reply.roulette = outcome.roulette.compactMap { places[$0]?.name } + [place.name] }
        return [.reply(reply)]
    }

    // MARK: OpenStreetMap

    func nearbyFetched(_ state: inout SessionState, _ search: RemoteSearch, _ result: NearbySearch) -> [SessionEffect] {
        let here = Coordinate(lat: search.lat, lng: search.lng)
        // The other filters (avoid, more tags) apply to what came back.
        let avoid = Set(search.filters.avoid.map(Folding.key))
        let extra = search.filters.tags.dropFirst().map(Folding.key)
        let places = result.places.filter { place in
            let own = result.listed[place.placeId]
            let terms = Set(([place.category] + place.tags + (own.map { [$0.category] + $0.tags } ?? [])).map(Folding.key))
            return avoid.isDisjoint(with: terms) && extra.allSatisfy { terms.contains($0) }
                && Geo.distanceKm(here, Coordinate(lat: place.lat, lng: place.lng)) <= search.radiusKm
        }.sorted {
            (Geo.distanceKm(here, Coordinate(lat: $0.lat, lng: $0.lng)), $0.osmId) < (
                Geo.distanceKm(here, Coordinate(lat: $1.lat, lng: $1.lng)), $1.osmId
            )
        }
        guard !places.isEmpty else { return fail(.nothingOnMap(radiusKm: search.radiusKm, category: search.category)) }
        var summary: OpenNowSummary?
        var kept = places
        if search.filters.openNow {
            (kept, summary) = HoursRules(env: env).openNow(places, around: here, strict: search.filters.strict, state: state)
            if kept.isEmpty, let summary { return fail(.nothingOpen(summary)) }
        }
        // A result that is one of the user's places draws with its ratings.
        let candidates = kept.enumerated().map { i, p in
            let own = result.listed[p.placeId]
            return SpinCandidate(
                pk: i, ratingAverage: own?.ratingAverage, ratingCount: own?.ratingCount ?? 0, learned: 0, lat: p.lat, lng: p.lng)
        }
        state.remote = RemoteResults(
            search: search, places: kept, fromCache: result.fromCache, ageSeconds: Int(result.age),
            listed: result.listed)
        var pool = Pool(source: .nearOSM(search), filters: search.filters, candidates: candidates)
        pool.openNow = summary
        return draw(&state, pool)
    }

    /// The pick as shown: with its hours now when known (always in an
    /// "open now" pool), and the pool's "open now" counts on its first pick.
    func pickView(_ state: SessionState, _ place: Restaurant, _ draw: SpinDraw, _ pool: Pool, remote: Bool) -> PickView {
        let hours = HoursRules(env: env).hoursNow(place, state: state)
        let first = pool.shown.count == 1 && pool.round == 1
        return PickView(
            place: place, draw: draw, round: pool.round, remote: remote,
            hours: hours == .notKnown && pool.openNow == nil ? nil : hours, openNow: first ? pool.openNow : nil)
    }

    /// A draw from the OpenStreetMap results (already in the state).
    func remoteDrawn(_ state: inout SessionState, _ pool: Pool, _ draw: SpinDraw, firstDraw: Bool) -> [SessionEffect] {
        guard let remote = state.remote, case .nearOSM(let search) = pool.source, let winner = draw.winner,
            remote.places.indices.contains(winner.pk)
        else { return fail(.noPool) }
        let found = remote.places[winner.pk]
        let place = remote.restaurant(found)
        var draw = draw
        draw.winnerId = place.id
        state.pool = pool
        state.pick = CurrentPick(id: place.id, draw: draw)
        state.listing = false
        var items: [ReplyItem] = []
        if firstDraw {
            let here = Coordinate(lat: search.lat, lng: search.lng)
            let rows = FindRules(env: env).remoteRows(remote.places, around: here, limit: remote.places.count, listed: remote.listed)
            let size = ListRules(env: env).rows(terminal: max(5, env.pageSize - 7))
            state.numbered(rows.map(\.id), paging: .remote(offset: 0, size: size))
            state.listing = rows.count > size
            items.append(
                .nearby(
                    NearbyListView(
                        total: remote.places.count, radiusKm: search.radiusKm, origin: search.origin,
                        source: .openStreetMap(fromCache: remote.fromCache, ageSeconds: remote.ageSeconds),
                        rows: Array(rows.prefix(size)), remoteResults: remote.places)))
        }
        items.append(.pick(pickView(state, place, draw, pool, remote: remote.listed[found.placeId] == nil)))
        return [.reply(Reply(items))]
    }

    // MARK: why

    func why(_ state: SessionState) -> [SessionEffect] {
        guard let pick = state.pick else { return fail(.noPickToExplain) }
        if let remote = state.remote?.place(id: pick.id) { return whyView(state, remote.asRestaurant()) }
        return [.loadPlace(id: pick.id, then: .why)]
    }

    func whyView(_ state: SessionState, _ place: Restaurant) -> [SessionEffect] {
        guard let draw = state.pick?.draw, draw.winnerId == place.id, let pool = state.pool else {
            return say(.notSpun(id: place.id, name: place.name))
        }
        // Where the pool was drawn: a city of the list, or around a point (near me).
        var city: String?, around: NearOrigin?
        switch pool.source {
        case .list(let key): city = key.map { CityKey($0).label }
        case .nearList(let near, _): around = near.origin
        case .nearOSM(let search): around = search.origin
        }
        return reply(
            .why(
                WhyView(
                    place: place, draw: draw, filters: pool.filters, cityLabel: city, around: around, round: pool.round,
                    shown: pool.shown.count, avoidRepeats: state.settings.avoidRepeats, learning: state.settings.learning)))
    }
}

extension PoolQuery {
    /// The store filters of a spin: terms (folded), price, favourites, top rated.
    init(_ filters: SpinFilters, vocabulary: Vocabulary? = nil) {
        self.init()
        allOf = filters.tags.map(Folding.key)
        noneOf = filters.avoid.map(Folding.key)
        if let vocabulary {
            for term in allOf + noneOf { forms[term] = vocabulary.storedForms(of: term) }
        }
        price = filters.price
        favoritesOnly = filters.favorites
        if filters.rating == .only { minimumRating = 4 }
        if let stars = filters.minStars { minimumRating = max(minimumRating ?? 0, Double(stars)) }
    }
}

extension NearOrigin {
    /// The centre's name when the search is around a city, nil for the location.
    public var cityName: String? { if case .cityCentre(let name) = self { name } else { nil } }
}
