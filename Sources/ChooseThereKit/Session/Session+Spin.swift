#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - spin / again: draw from the pool, and why

extension Session {
    /// Draws from the current pool (the reducer made it), feeds the draw
    /// back to the reducer and renders the pick.
    func spin() throws -> Reply {
        guard let pool = state.pool else {
            throw CommandError("no_pool", "Nothing to re-roll yet. Say spin first.", suggestion: "spin")
        }
        if pool.near && pool.remote { return try remoteNearDraw(pool) }
        if pool.near { return try nearDraw(pool) }
        let filters = pool.filters
        var query = PoolQuery()
        query.cityKey = pool.cityKey
        query.allOf = filters.tags.map(Folding.key)
        query.noneOf = filters.avoid.map(Folding.key)
        query.price = filters.price
        query.favoritesOnly = filters.favorites
        if filters.rating == .only { query.minimumRating = 4 }
        if let radius = filters.radiusKm, let here = location {
            let dLat = radius / 111.0
            let dLng = radius / max(0.01, 111.0 * cos(here.lat * .pi / 180))
            query.box = (here.lat - dLat, here.lat + dLat, here.lng - dLng, here.lng + dLng)
        }
        var candidates = try store.spinCandidates(query, learning: settings.learning)
        var anyTag = false
        if candidates.isEmpty, query.allOf.count > 1 {
            query.anyOf = query.allOf
            query.allOf = []
            candidates = try store.spinCandidates(query, learning: settings.learning)
            anyTag = !candidates.isEmpty
        }
        let recent = try store.recentlyVisitedPks(count: settings.avoidRepeats)
        var draw = Spinner.draw(from: candidates, filters: filters, location: location, recent: recent,
                                shown: Set(pool.shown), learning: settings.learning, rng: &rng)
        if anyTag { draw.relaxations.insert(.anyTag(filters.tags), at: 0) }
        guard let winner = draw.winner else { return noMatch(pool: pool, draw: draw) }
        guard let place = try store.place(pk: winner.pk) else {
            throw CommandError("not_found", "The pick vanished from the store; try again.")
        }
        draw.winnerId = place.id
        apply(.drawn(draw))
        return renderPick(place, draw: draw, round: state.pool?.round ?? 1)
    }

    /// "near me": places around the location (or the city centre), nearest
    /// first. The first draw lists them and picks one; `again` picks another.
    private func nearDraw(_ pool: SpinPool) throws -> Reply {
        guard let (here, origin) = nearOrigin() else {
            throw CommandError("no_location", "Near needs a location: say i'm at LAT,LNG (e.g. i'm at -23.56,-46.69), set CHOOSETHERE_LOCATION, or choose a city with switch city NAME.")
        }
        var filters = pool.filters
        let radius = min(10, max(0.1, filters.radiusKm ?? settings.radiusKm))
        filters.radiusKm = radius
        var query = PoolQuery()
        query.allOf = filters.tags.map(Folding.key)
        query.noneOf = filters.avoid.map(Folding.key)
        query.price = filters.price
        query.favoritesOnly = filters.favorites
        if filters.rating == .only { query.minimumRating = 4 }
        // The R*Tree finds what is within the radius, nearest first.
        let nearby = try store.nearby(here, radiusKm: radius, query: query, learning: settings.learning)
            .map { (c: $0.candidate, km: $0.km) }
        let where_ = origin.map { " around the centre of \($0)" } ?? ""
        guard !nearby.isEmpty else {
            let described = describe(SpinFilters(tags: filters.tags, avoid: filters.avoid, price: filters.price, favorites: filters.favorites))
            throw CommandError("no_match", "Nothing in your list within \(Geo.formatRadius(km: radius))\(where_)" + (described.isEmpty ? "" : " matches \(described)")
                + ". Try a larger radius (near me 5km) or fewer filters.")
        }
        let firstDraw = pool.shown.isEmpty && pool.round == 1
        var draw = Spinner.draw(from: nearby.map(\.c), filters: filters, location: here, recent: [],
                                shown: Set(pool.shown), learning: settings.learning, rng: &rng)
        draw.radiusIgnored = false
        guard let winner = draw.winner, let place = try store.place(pk: winner.pk) else {
            throw CommandError("not_found", "The pick vanished from the store; try again.")
        }
        draw.winnerId = place.id
        apply(.drawn(draw))
        var reply = renderPick(place, draw: draw, round: state.pool?.round ?? 1)
        guard firstDraw else { return reply }
        // The first time: the numbered list, nearest first, then the pick.
        let shownRows = Array(nearby.prefix(max(5, options.pageSize - 6)))
        let shownPlaces = try shownRows.map { try store.place(pk: $0.c.pk) }
        state.lastListed = shownPlaces.compactMap { $0?.id }
        if filters.radiusKm != settings.radiusKm, pool.filters.radiusKm != nil {
            settings.radiusKm = radius
            try? saveSettings(&reply)
        }
        var lines = [Line([Span("\(nearby.count) place\(nearby.count == 1 ? "" : "s") within \(Geo.formatRadius(km: radius))", .heading),
                           Span(where_ + " — from your list", .dim)])]
        let names = shownPlaces.map { $0.map { SafeText.clean($0.name) } ?? "?" }
        let width = min(max(12, options.width / 3), names.map(DisplayWidth.of).max() ?? 12)
        for (i, row) in shownRows.enumerated() {
            let number = String(i + 1)
            let bearing = Geo.arrow(forBearing: Geo.bearing(here, Coordinate(lat: row.c.lat, lng: row.c.lng)))
            lines.append(Line([
                Span("  " + String(repeating: " ", count: String(shownRows.count).count - number.count) + number + "  ", .dim),
                Span(DisplayWidth.pad(DisplayWidth.truncate(names[i], to: width), to: width), .name),
                Span("  " + DisplayWidth.pad(Geo.formatDistance(km: row.km), to: 7) + " " + bearing, .accent),
            ]))
        }
        if nearby.count > shownRows.count { lines.append(Line("  … and \(nearby.count - shownRows.count) more", .dim)) }
        reply.lines = lines + reply.lines
        if case .object(var result) = reply.result {
            result["nearby"] = .array(shownRows.indices.map { i in
                .object(["id": .string(shownPlaces[i]?.id ?? ""), "name": .string(names[i]),
                         "distanceKm": .number((shownRows[i].km * 1000).rounded() / 1000)])
            })
            result["radiusKm"] = .number(radius)
            result["origin"] = .string(origin == nil ? "location" : "city centre")
            reply.result = .object(result)
        }
        return reply
    }

    /// The point "near me" searches around: the location, else the city's
    /// centre (with its name, so the reply can say so), else nil.
    func nearOrigin() -> (Coordinate, String?)? {
        if let here = location { return (here, nil) }
        if let key = settings.city, case .success(let catalog) = resources.catalog(), let city = catalog.city(forKey: key) {
            return (Coordinate(lat: city.lat, lng: city.lng), city.displayName)
        }
        return nil
    }

    private func noMatch(pool: SpinPool, draw: SpinDraw) -> Reply {
        let where_ = pool.cityKey.map { " in " + CityKey.label(of: $0) } ?? ""
        let described = describe(pool.filters)
        var message = described.isEmpty ? "Your list has no places\(where_) yet." : "No place\(where_) matches \(described)."
        let larger = draw.poolSize == 0 && pool.filters.radiusKm != nil && location != nil
        message += " Try " + (larger ? "a larger radius, " : "") + (pool.cityKey != nil ? "fewer filters, or anywhere." : "fewer filters.")
        return .failure(CommandError("no_match", message, suggestion: pool.filters == SpinFilters() ? nil : "spin"))
    }

    /// "japanese · not sushi · cheap · within 3 km · favourites · top rated".
    func describe(_ f: SpinFilters) -> String {
        var parts: [String] = []
        if !f.tags.isEmpty { parts.append(f.tags.joined(separator: ", ")) }
        if !f.avoid.isEmpty { parts.append("not " + f.avoid.joined(separator: ", ")) }
        if let p = f.price { parts.append(["", "cheap ($)", "$$", "fancy ($$$)"][max(1, min(3, p))]) }
        if let r = f.radiusKm { parts.append("within " + Geo.formatRadius(km: r)) }
        if f.favorites { parts.append("favourites") }
        switch f.rating {
        case .any: break
        case .prefer: parts.append("top rated first")
        case .only: parts.append("only top rated")
        }
        return parts.joined(separator: " · ")
    }

    func renderPick(_ place: Restaurant, draw: SpinDraw, round: Int) -> Reply {
        var lines: [Line] = []
        for note in announcements(draw) { lines.append(Line(note, .dim)) }
        let tags = place.tags.filter { Folding.key($0) != Folding.key(place.category) }
        var kind = SafeText.clean(place.category)
        if !tags.isEmpty { kind += " · " + tags.prefix(3).map(SafeText.clean).joined(separator: ", ") }
        var head: [Span] = [Span("🎲 "), Span.data(place.name, .name), Span(" — " + kind, .dim)]
        if !place.address.isEmpty { head.append(Span(" — ", .dim)); head.append(Span.data(place.address)) }
        if let km = draw.distanceKm, let bearing = draw.bearing {
            head.append(Span(" (\(Geo.formatDistance(km: km)) \(Geo.arrow(forBearing: bearing)))", .accent))
        }
        lines.append(Line(head))
        var details = "   " + ratingSummary(place)
        if !place.priceLabel.isEmpty { details += " · " + place.priceLabel }
        if place.isFavorite { details += " · ♥ favourite" }
        lines.append(Line(details, .dim))
        lines.append(Line([Span("   Next: ", .dim), Span("again · rate 4 · fav · show · open · why", .accent)]))
        var result = PlaceJSON.full(place)
        result["pool"] = .int(draw.poolSize)
        result["eligible"] = .int(draw.eligible)
        result["round"] = .int(round)
        if let km = draw.distanceKm { result["distanceKm"] = .number((km * 1000).rounded() / 1000) }
        var reply = Reply(lines: lines, result: .object(["pick": .object(result), "announcements": .array(announcements(draw).map(JSON.string))]))
        reply.roulette = options.interactive ? draw.sample.compactMap { try? store.place(pk: $0)?.name } + [place.name] : []
        return reply
    }

    /// What the draw had to say before the pick: ignored radius, relaxations.
    func announcements(_ draw: SpinDraw) -> [String] {
        var notes: [String] = []
        if draw.radiusIgnored {
            notes.append("The radius was ignored: no location is known (say i'm at LAT,LNG).")
        }
        for relaxation in draw.relaxations {
            switch relaxation {
            case .anyTag(let tags):
                notes.append("No place has all of \(tags.joined(separator: ", ")); picking among places with any of them.")
            case .recentVisits(let n):
                notes.append("All \(n) matching place\(n == 1 ? " is a recent visit" : "s are recent visits"), so recent visits are allowed this time.")
            case .newCycle(let n):
                notes.append("That was every place for this spin (\(n)). Starting a new round.")
            }
        }
        return notes
    }

    func why() throws -> Reply {
        guard let id = state.currentPickId, let place = try store.place(id: id) else {
            throw CommandError("no_current_place", "There is no pick to explain yet. Say spin first.", suggestion: "spin")
        }
        guard let draw = state.lastDraw, draw.winnerId == id, let pool = state.pool else {
            return .message("\(SafeText.clean(place.name)) is the current place because you chose it (show, add or rate), not a spin.",
                            result: .object(["id": .string(id), "spun": .bool(false)]))
        }
        let where_ = pool.cityKey.map(CityKey.label(of:)) ?? "anywhere"
        let filters = describe(pool.filters)
        var lines = [Line([Span("Why "), Span.data(place.name, .name), Span("?")])]
        lines.append(Line("  Filters: " + (filters.isEmpty ? "none" : filters) + " · in " + where_))
        lines.append(Line("  Pool: \(draw.poolSize) place\(draw.poolSize == 1 ? "" : "s") matched; \(draw.eligible) could be drawn"))
        var exclusions: [String] = []
        if draw.excludedRecent > 0 { exclusions.append("\(draw.excludedRecent) visited recently (avoid-repeats \(settings.avoidRepeats))") }
        if draw.excludedShown > 0 { exclusions.append("\(draw.excludedShown) already shown this round") }
        lines.append(Line("  Skipped: " + (exclusions.isEmpty ? "nothing" : exclusions.joined(separator: "; "))))
        var weightText = "  Weight: \(Format.fixed(draw.winnerWeight, 2)) against a pool average of \(Format.fixed(draw.averageWeight, 2))"
        var reasons: [String] = []
        if pool.filters.rating == .prefer {
            if let avg = place.ratingAverage, place.ratingCount > 0 { reasons.append(avg >= 4 ? "well rated ×3" : "rated ×1.5") } else { reasons.append("unrated ×1") }
        }
        if settings.learning, let learned = draw.winner?.learned, learned != 0 {
            reasons.append("learned \(learned > 0 ? "+" : "")\(Format.fixed(learned, 1)) from your ratings")
        }
        if !settings.learning { reasons.append("learning is off") }
        if !reasons.isEmpty { weightText += " (" + reasons.joined(separator: ", ") + ")" }
        lines.append(Line(weightText))
        let notes = announcements(draw)
        if !notes.isEmpty { lines.append(Line("  Relaxed: " + notes.joined(separator: " "))) }
        if draw.eligible > 0 {
            let chance = draw.winnerWeight / (draw.averageWeight * Double(draw.eligible)) * 100
            lines.append(Line("  Chance of this pick: \(Format.fixed(chance, 1))% (round \(pool.round), \(pool.shown.count) shown)", .dim))
        }
        return Reply(lines: lines, result: .object([
            "id": .string(id), "spun": .bool(true), "filters": Intent.spin(pool.filters).canonicalJSON["slots"] ?? .null,
            "city": .optional(pool.cityKey), "pool": .int(draw.poolSize), "eligible": .int(draw.eligible),
            "excludedRecent": .int(draw.excludedRecent), "excludedShown": .int(draw.excludedShown),
            "weight": .number(draw.winnerWeight), "averageWeight": .number(draw.averageWeight),
            "relaxations": .array(notes.map(JSON.string)),
        ]))
    }
}

#if canImport(Glibc)
import Glibc
#endif
