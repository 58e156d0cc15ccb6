#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - near … from osm, save, refresh, clear cache, addresses

extension Session {
    /// The OpenStreetMap service, made on first use.
    var nearby: NearbyService {
        if let service = nearbyServiceCache { return service }
        let client = CurlHTTPClient(userAgent: "choosethere/\(Session.version) (command-line restaurant roulette)",
                                    isCancelled: { Interruption.isMarked })
        let service = NearbyService(http: client, cache: NearbyCache(directory: paths.cacheDir), overpassURL: options.overpassURL,
                                    nominatimURL: options.nominatimURL, offline: options.offline, now: { [unowned self] in self.now() })
        nearbyServiceCache = service
        return service
    }

    /// The first draw searches OpenStreetMap (or the cache) and lists what it
    /// found, nearest first; `again` draws from those results.
    func remoteNearDraw(_ pool: SpinPool) throws -> Reply {
        var fetched: NearbySearch?
        if pool.shown.isEmpty && pool.round == 1 {
            guard let (here, origin) = nearOrigin() else {
                throw CommandError("no_location", "Near needs a location: say i'm at LAT,LNG (or an address), set CHOOSETHERE_LOCATION, or choose a city with switch city NAME.")
            }
            let radius = min(10, max(0.1, pool.filters.radiusKm ?? settings.radiusKm))
            let category = pool.filters.tags.first
            let search = RemoteSearch(lat: here.lat, lng: here.lng, radiusKm: radius, category: category,
                                      cityHint: origin ?? settings.city.map(CityKey.label(of:)), filters: pool.filters)
            let result = try runSearch(search, refresh: false)
            state.lastRemoteSearch = search
            state.remote = result.places
            fetched = result
        }
        return try drawRemote(pool, fetched: fetched)
    }

    /// Runs a remote search with the spinner, mapping faults to messages.
    func runSearch(_ search: RemoteSearch, refresh: Bool) throws -> NearbySearch {
        if options.offline {
            throw CommandError("offline", "choosethere is offline (--offline), so OpenStreetMap is out of reach. Your list works offline: near me from my list.",
                               suggestion: "near me from my list")
        }
        options.progress?("Searching OpenStreetMap…")
        defer { options.progress?(nil) }
        var result: NearbySearch
        do {
            result = try nearby.search(lat: search.lat, lng: search.lng, radiusKm: search.radiusKm, category: search.category,
                                       cityHint: search.cityHint, vocabulary: parser.vocabulary, refresh: refresh)
        } catch {
            throw Session.describe(error)
        }
        // The other filters (avoid, more tags) apply to what came back.
        let here = Coordinate(lat: search.lat, lng: search.lng)
        let avoid = Set(search.filters.avoid.map(Folding.key))
        let extra = search.filters.tags.dropFirst().map(Folding.key)
        result.places = result.places.filter { place in
            let terms = Set(([place.category] + place.tags).map(Folding.key))
            return avoid.isDisjoint(with: terms) && extra.allSatisfy { terms.contains($0) }
                && Geo.distanceKm(here, Coordinate(lat: place.lat, lng: place.lng)) <= search.radiusKm
        }.sorted {
            (Geo.distanceKm(here, Coordinate(lat: $0.lat, lng: $0.lng)), $0.osmId) < (Geo.distanceKm(here, Coordinate(lat: $1.lat, lng: $1.lng)), $1.osmId)
        }
        return result
    }

    /// Turns a search failure into what the user can do about it.
    static func describe(_ error: OverpassError) -> CommandError {
        let fallback = "near me from my list"
        switch error {
        case .network(.offline):
            return CommandError("offline", "choosethere is offline (--offline). Your list works offline: \(fallback).", suggestion: fallback)
        case .network(.timeout(let s)):
            return CommandError("timeout", "OpenStreetMap did not answer within \(s) s. Try again in a moment, or search your list: \(fallback).", suggestion: fallback)
        case .network(.cannotConnect):
            return CommandError("no_network", "Could not reach OpenStreetMap (no connection). Your list works offline: \(fallback).", suggestion: fallback)
        case .network(.cancelled):
            return CommandError("cancelled", "Search cancelled.")
        case .network(.tooLarge(let mb)):
            return CommandError("too_large", "OpenStreetMap's reply was larger than \(mb) MB and was refused; try a smaller radius (near me 1km).", suggestion: fallback)
        case .network(let other):
            return CommandError("network_error", "The search could not be sent: \(other.reason). Your list still works: \(fallback).", suggestion: fallback)
        case .rateLimited(let after):
            let when = after.map { "in \($0) second\($0 == 1 ? "" : "s")" } ?? "in a minute"
            return CommandError("rate_limited", "OpenStreetMap asks us to slow down (HTTP 429): try again \(when). Meanwhile: \(fallback).", suggestion: fallback)
        case .server(let status):
            return CommandError("server_error", "OpenStreetMap's server failed (HTTP \(status)). Try again later, or: \(fallback).", suggestion: fallback)
        case .remark(let remark):
            return CommandError("overpass_error", "OpenStreetMap could not finish the search: \(SafeText.clean(remark)). Try a smaller radius, or: \(fallback).", suggestion: fallback)
        case .malformed(let detail):
            return CommandError("bad_reply", "OpenStreetMap sent a reply that could not be read (\(SafeText.clean(detail))). Try again, or: \(fallback).", suggestion: fallback)
        }
    }

    /// A pick from `state.remote` (the pool's candidates are their indices).
    private func drawRemote(_ pool: SpinPool, fetched: NearbySearch?) throws -> Reply {
        guard let search = state.lastRemoteSearch else { throw CommandError("no_pool", "Search first: near me from osm.") }
        let here = Coordinate(lat: search.lat, lng: search.lng)
        guard !state.remote.isEmpty else {
            throw CommandError("no_match", "OpenStreetMap has nothing within \(Geo.formatRadius(km: search.radiusKm))"
                               + (search.category.map { " for \($0)" } ?? "") + ". Try a larger radius (near me 5km from osm), or your list: near me from my list.",
                               suggestion: "near me from my list")
        }
        let candidates = state.remote.enumerated().map { SpinCandidate(pk: $0.offset, ratingAverage: nil, ratingCount: 0, learned: 0, lat: $0.element.lat, lng: $0.element.lng) }
        var draw = Spinner.draw(from: candidates, filters: SpinFilters(), location: here, recent: [], shown: Set(pool.shown), learning: false, rng: &rng)
        guard let winner = draw.winner else { throw CommandError("no_match", "Nothing to pick from.") }
        let place = state.remote[winner.pk].asRestaurant()
        draw.winnerId = place.id
        apply(.drawn(draw))
        var reply = renderPick(place, draw: draw, round: state.pool?.round ?? 1)
        reply.lines[reply.lines.count - 1] = Line([Span("   Next: ", .dim), Span("again · save · show · open · show N", .accent)])
        var head: [Line] = []
        if let fetched {
            let rows = Array(state.remote.prefix(max(5, options.pageSize - 7)))
            state.lastListed = rows.map { $0.asRestaurant().id }
            let source = fetched.fromCache ? "OpenStreetMap, cached \(Session.age(fetched.age))" : "OpenStreetMap, just now"
            head.append(Line([Span("\(state.remote.count) place\(state.remote.count == 1 ? "" : "s") within \(Geo.formatRadius(km: search.radiusKm))", .heading),
                              Span(" — from \(source)", .dim)]))
            let names = rows.map { SafeText.clean($0.name) }
            let width = min(max(12, options.width / 3), names.map(DisplayWidth.of).max() ?? 12)
            for (i, row) in rows.enumerated() {
                let there = Coordinate(lat: row.lat, lng: row.lng)
                let number = String(i + 1)
                let kind = ([row.category] + row.tags.prefix(2)).map(SafeText.clean).joined(separator: " · ")
                head.append(Line([
                    Span("  " + String(repeating: " ", count: String(rows.count).count - number.count) + number + "  ", .dim),
                    Span(DisplayWidth.pad(DisplayWidth.truncate(names[i], to: width), to: width), .name),
                    Span("  " + DisplayWidth.pad(Geo.formatDistance(km: Geo.distanceKm(here, there)), to: 7) + " "
                         + Geo.arrow(forBearing: Geo.bearing(here, there)), .accent),
                    Span("  " + DisplayWidth.truncate(kind, to: max(8, options.width - width - 24)), .dim),
                ]))
            }
            if state.remote.count > rows.count { head.append(Line("  … and \(state.remote.count - rows.count) more", .dim)) }
        }
        reply.lines = head + reply.lines + [Line(Overpass.attribution, .dim)]
        if case .object(var result) = reply.result {
            result["source"] = .string("osm")
            if let fetched { result["fromCache"] = .bool(fetched.fromCache); result["ageSeconds"] = .int(Int(fetched.age)) }
            result["results"] = .array(state.remote.map { .object(["osmId": .string($0.osmId), "name": .string($0.name), "category": .string($0.category),
                                                                  "lat": .number($0.lat), "lng": .number($0.lng)]) })
            result["attribution"] = .string(Overpass.attribution)
            reply.result = .object(result)
        }
        return reply
    }

    /// "4 min ago", "just now".
    static func age(_ seconds: TimeInterval) -> String {
        if seconds < 60 { return "just now" }
        let minutes = Int(seconds / 60)
        return "\(minutes) min ago"
    }

    /// A remote place by its `osm-…` id, from the last search.
    func remotePlace(id: String) -> Restaurant? {
        state.remote.first { $0.asRestaurant().id == id }?.asRestaurant()
    }

    // MARK: save

    func save(target: String?) throws -> Reply {
        let remote: Restaurant
        if let target, !target.isEmpty {
            if let n = Int(target), n >= 1, n <= state.lastListed.count, let r = remotePlace(id: state.lastListed[n - 1]) { remote = r }
            else if let r = state.remote.first(where: { Folding.key($0.name) == Folding.key(target) })?.asRestaurant() { remote = r }
            else { throw CommandError("not_found", "No place called '\(target)' in the last OpenStreetMap search.") }
        } else {
            guard let id = state.currentPickId else {
                throw CommandError("no_current_place", "Nothing to save yet: find a place with near me from osm, then save.")
            }
            guard let r = remotePlace(id: id) else {
                let name = (try? store.place(id: id))?.map { SafeText.clean($0.name) } ?? "It"
                return .message("\(name) is already in your list.", result: .object(["id": .string(id), "saved": .bool(false)]))
            }
            remote = r
        }
        let point = Coordinate(lat: remote.lat, lng: remote.lng)
        for existing in try store.places(named: remote.name, limit: 50) where Folding.key(existing.name) == Folding.key(remote.name) {
            if Geo.distanceKm(point, Coordinate(lat: existing.lat, lng: existing.lng)) < 0.2 {
                pick(existing.id)
                return .message("\(SafeText.clean(existing.name)) is already in your list; it is the current place now.",
                                result: .object(["id": .string(existing.id), "saved": .bool(false)]))
            }
        }
        let city = cityFor(point)
        var place = remote
        place.id = try freshId(name: remote.name, state: city.state)
        place.city = city.name
        place.state = city.state
        place.name = SafeText.clean(remote.name)
        place.address = SafeText.clean(remote.address)
        place.tags = remote.tags.map(SafeText.clean)
        try store.insert(place)
        vocabularyChanged()
        pick(place.id)
        return Reply(lines: [Line([Span("Saved "), Span.data(place.name, .name), Span(" to your list" + (city.name.isEmpty ? "" : " (\(place.cityLabel))") + ".")]),
                             Line([Span("Next: ", .dim), Span("rate 4 would return · fav · show", .accent)])],
                     result: .object(PlaceJSON.full(place)))
    }

    // MARK: refresh / clear cache

    func cache(action: String) throws -> Reply {
        if action == "clear" {
            let removed = nearby.cache.clear()
            return .message(removed == 0 ? "The nearby cache was already empty." : "Cleared \(removed) cached search\(removed == 1 ? "" : "es").",
                            result: .object(["removed": .int(removed)]))
        }
        guard let search = state.lastRemoteSearch else {
            throw CommandError("nothing_to_refresh", "refresh repeats the last OpenStreetMap search; search first: near me from osm.")
        }
        let result = try runSearch(search, refresh: true)
        state.remote = result.places
        state.pool = SpinPool(filters: search.filters, cityKey: nil, near: true, remote: true)
        state.lastDraw = nil
        return try drawRemote(state.pool ?? SpinPool(filters: search.filters, cityKey: nil), fetched: result)
    }

    // MARK: addresses

    /// `i'm at Av. Paulista 1000`: Nominatim (cached), then the location.
    func locate(address: String) throws -> Reply {
        if options.offline {
            throw CommandError("offline", "Looking up an address needs the network and choosethere is offline; give coordinates instead: i'm at -23.56,-46.69")
        }
        options.progress?("Looking up the address…")
        let found: GeocodedPlace?
        do { found = try nearby.geocode(address) } catch {
            options.progress?(nil)
            let described = Session.describe(error)
            throw CommandError(described.code, described.message.replacing("near me from my list", with: "i'm at LAT,LNG"))
        }
        options.progress?(nil)
        guard let found else {
            throw CommandError("not_found", "No address found for '\(address)'. Try adding the city (i'm at Av. Paulista 1000, São Paulo) or give coordinates.")
        }
        var reply = try location(lat: found.lat, lng: found.lng, query: nil)
        if !found.displayName.isEmpty { reply.lines.append(Line("  " + SafeText.clean(found.displayName), .dim)) }
        return reply
    }
}
