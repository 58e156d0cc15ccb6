#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - list / search and show

extension Session {
    func list(query: String?, page: Int?) throws -> Reply {
        var q: PlaceQuery
        if query == nil, page != nil, let last = state.lastListQuery {
            q = last
        } else {
            q = PlaceQuery(cityKey: settings.city)
            if let query, !query.isEmpty {
                let folded = Folding.key(query)
                if ["favorites", "favourites", "favs", "favoritos", "my favorites"].contains(folded) {
                    q.favoritesOnly = true
                } else {
                    let words = folded.split(separator: " ").map(String.init)
                    let terms = words.compactMap { parser.vocabulary.canonical($0) }
                    if let whole = parser.vocabulary.canonical(folded) {
                        q.text = whole
                    } else if terms.count == words.count {
                        q.terms = terms
                    } else {
                        q.text = query
                    }
                }
            }
        }
        let pageSize = max(5, options.pageSize)
        let pageNumber = max(1, page ?? 1)
        q.limit = pageSize
        q.offset = (pageNumber - 1) * pageSize
        let result = try store.places(q)
        state.lastListQuery = q
        let where_ = settings.city.map { " in " + CityKey.label(of: $0) } ?? ""
        let what = query.map { "'\($0)'" } ?? "places"
        guard !result.items.isEmpty else {
            state.lastListed = []
            if result.total > 0 {
                return .failure(CommandError("no_such_page", "There are only \(pages(result.total, pageSize)) pages of \(what)\(where_)."))
            }
            var message = "No \(query == nil ? "places" : "matches for " + what)\(where_)."
            if settings.city != nil {
                var everywhere = q
                everywhere.cityKey = nil
                let elsewhere = try store.places(everywhere).total
                if elsewhere > 0 { message += " \(elsewhere) elsewhere: say anywhere, or switch city." }
            }
            if let query, parser.vocabulary.canonical(query) == nil,
               let s = DidYouMean.suggest(query, from: parser.vocabulary.terms) { message += " Did you mean \(s)?" }
            return Reply(lines: [Line(message)], result: .object(["total": .int(0), "places": .array([])]))
        }
        state.lastListed = result.items.map(\.id)
        let totalPages = pages(result.total, pageSize)
        var lines = [Line([Span("\(result.total) \(result.total == 1 ? "place" : "places")", .heading),
                           Span((query.map { " matching '\($0)'" } ?? "") + where_),
                           Span(totalPages > 1 ? " — page \(pageNumber) of \(totalPages)" : "", .dim)])]
        lines += placeRows(result.items, numberedFrom: 1)
        var next: [String] = ["show N"]
        if pageNumber < totalPages { next.insert("list page \(pageNumber + 1)", at: 0) }
        lines.append(Line([Span("Next: ", .dim), Span(next.joined(separator: " · "), .accent)]))
        return Reply(lines: lines, result: .object([
            "total": .int(result.total), "page": .int(pageNumber), "pages": .int(totalPages),
            "places": .array(result.items.map(PlaceJSON.summary)),
        ]))
    }

    private func pages(_ total: Int, _ size: Int) -> Int { max(1, (total + size - 1) / size) }

    /// Aligned rows: number, name, category · tags, price, rating, favourite.
    func placeRows(_ places: [Restaurant], numberedFrom start: Int) -> [Line] {
        let numberWidth = String(start + places.count - 1).count
        let names = places.map { SafeText.clean($0.name) }
        let nameWidth = min(max(12, options.width / 3), names.map(DisplayWidth.of).max() ?? 10)
        return places.enumerated().map { i, place in
            let number = String(start + i)
            let fav = place.isFavorite ? " ♥" : ""
            let rating = place.ratingAverage.map { " ★" + Format.fixed($0, 1) } ?? ""
            let price = place.priceLabel.isEmpty ? "" : " " + place.priceLabel
            let tail = "\(price)\(rating)\(fav)"
            let tags = place.tags.filter { Folding.key($0) != Folding.key(place.category) }
            let kind = ([place.category] + tags.prefix(3)).map { SafeText.clean($0) }
            let kindText = kind[0] + (kind.count > 1 ? " · " + kind.dropFirst().joined(separator: ", ") : "")
            let fixed = 2 + numberWidth + 2 + nameWidth + 2 + DisplayWidth.of(tail)
            let room = max(8, options.width - fixed - 1)
            return Line([
                Span("  " + String(repeating: " ", count: numberWidth - number.count) + number + "  ", .dim),
                Span(DisplayWidth.pad(DisplayWidth.truncate(names[i], to: nameWidth), to: nameWidth), .name),
                Span("  "),
                Span(DisplayWidth.truncate(kindText, to: room), .dim),
                Span(tail, .accent),
            ])
        }
    }

    func show(target: String?) throws -> Reply {
        let place = try resolvePlace(target, verb: "show")
        pick(place.id)
        let visits = try store.visits(restaurantId: place.id, limit: 5)
        var lines: [Line] = []
        var title = [Span.data(place.name, .name)]
        if place.isFavorite { title.append(Span(" ♥", .accent)) }
        lines.append(Line(title))
        var kind = SafeText.clean(place.category)
        let tags = place.tags.filter { Folding.key($0) != Folding.key(place.category) }
        if !tags.isEmpty { kind += " · " + tags.map(SafeText.clean).joined(separator: ", ") }
        if !place.priceLabel.isEmpty { kind += " · " + place.priceLabel }
        lines.append(Line("  " + kind, .dim))
        let address = [place.address, place.cityLabel].filter { !$0.isEmpty }.joined(separator: ", ")
        if !address.isEmpty { lines.append(Line([Span("  "), Span.data(address)])) }
        var position = "  \(Format.fixed(place.lat, 5)), \(Format.fixed(place.lng, 5))"
        if let here = location {
            let there = Coordinate(lat: place.lat, lng: place.lng)
            position += "  (\(Geo.formatDistance(km: Geo.distanceKm(here, there))) \(Geo.arrow(forBearing: Geo.bearing(here, there))) from you)"
        }
        lines.append(Line(position, .dim))
        lines.append(Line([Span("  Rating: ", .dim), Span(ratingSummary(place))]))
        if !place.notes.isEmpty {
            lines += TextWrap.wrap(SafeText.clean(place.notes), width: options.width - 10).enumerated().map {
                Line([Span($0.offset == 0 ? "  Notes:  " : "          ", .dim), Span($0.element)])
            }
        }
        for visit in visits {
            let stars = visit.rating > 0 ? String(repeating: "★", count: visit.rating) + String(repeating: "☆", count: 5 - visit.rating) : "unrated"
            var text = "  \(DateText.day(visit.dateVisited))  \(stars)"
            if visit.isMatch { text += "  match" }
            if !visit.wouldReturn { text += "  never again" }
            if let note = visit.note, !note.isEmpty { text += "  " + SafeText.clean(note) }
            lines.append(Line(text, .dim))
        }
        let links = PlaceLinks.all(for: place)
        lines.append(Line("  Links:", .dim))
        for (app, url) in links { lines.append(Line([Span("    " + DisplayWidth.pad(app, to: 12), .dim), Span.data(url)])) }
        let inList = (try store.place(id: place.id)) != nil
        let next = inList ? "fav · open · edit \(place.name.count > 20 ? "NAME" : SafeText.clean(place.name)) notes …"
                          : "save (to keep it in your list) · open · again"
        lines.append(Line([Span("Next: ", .dim), Span(next, .accent)]))
        var json = PlaceJSON.full(place)
        json["visits"] = .array(visits.map(PlaceJSON.visit))
        json["links"] = .object(Dictionary(uniqueKeysWithValues: links.map { ($0.0, JSON.string($0.1)) }))
        return Reply(lines: lines, result: .object(json))
    }

    func ratingSummary(_ place: Restaurant) -> String {
        guard let avg = place.ratingAverage, place.ratingCount > 0 else { return "not rated yet" }
        let full = Int(avg.rounded())
        var text = String(repeating: "★", count: full) + String(repeating: "☆", count: max(0, 5 - full))
        text += " \(Format.fixed(avg, 1)) from \(place.ratingCount) visit\(place.ratingCount == 1 ? "" : "s")"
        if let last = place.lastVisitedAt { text += " · last visit \(DateText.day(last))" }
        return text
    }
}

// MARK: - Dates as people read them

/// Date formatting without locale surprises (ISO-like, local time zone).
public enum DateText {
    /// `2026-11-21`.
    public static func day(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        return "\(Format.zeroPadded(c.year ?? 0, 4))-\(Format.zeroPadded(c.month ?? 0, 2))-\(Format.zeroPadded(c.day ?? 0, 2))"
    }
}
