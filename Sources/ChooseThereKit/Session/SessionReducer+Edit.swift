#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - edit, list

extension SessionReducer {
    /// Applies one field change to `place` (checked here), then saves it.
    func edited(_ place: Restaurant, _ request: EditRequest) -> [SessionEffect] {
        guard let field = request.field else { return fail(.missing(.editField(target: request.target?.text ?? place.name))) }
        let target = request.target?.text ?? place.name
        var place = place
        let value = request.value?.trimmed ?? ""
        let vocabulary = env.vocabulary()
        switch field {
        case .name:
            guard !value.isEmpty else { return fail(.missing(.editName(target: target))) }
            place.name = value
        case .category:
            guard !value.isEmpty else { return fail(.missing(.editCategory(target: target))) }
            place.category = (vocabulary.canonical(value) ?? value).lowercased()
        case .address: place.address = value
        case .notes: place.notes = value
        case .tags:
            var tags: [String] = []
            for word in value.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init) {
                let t = (vocabulary.canonical(word) ?? word).lowercased()
                if !tags.contains(t) { tags.append(t) }
            }
            place.tags = tags
        case .link:
            if value.isEmpty || ["none", "-"].contains(value.lowercased()) { place.externalLink = nil } else {
                guard value.hasPrefix("http://") || value.hasPrefix("https://") else { return fail(.invalid(.link)) }
                place.externalLink = value
            }
        case .price:
            if ["none", "-", ""].contains(value.lowercased()) { place.priceTier = nil } else {
                let tier: Int? = value.allSatisfy({ $0 == "$" }) ? value.count : Int(value)
                guard let tier, (1...3).contains(tier) else { return fail(.invalid(.price)) }
                place.priceTier = tier
            }
        case .at:
            guard let (lat, lng) = SettingValues.coordinate(value), Coordinate(lat: lat, lng: lng).isValid else {
                return fail(.invalid(.editPosition(target: target)))
            }
            place.lat = lat
            place.lng = lng
        case .city:
            guard case .success(let catalog) = catalog(), let match = catalog.lookup(value) else { return fail(.cityNotFound(value)) }
            place.city = match.best.name
            place.state = CityKey(match.best).placeState
        case .hours:
            // The opening-hours parser decides: a value it refuses is never stored.
            var details = place.details ?? PlaceDetails()
            if value.isEmpty || ["none", "-", "unknown", "nenhum"].contains(Folding.key(value)) {
                details.openingHours = nil
            } else {
                if case .failure(let error) = OpeningHours.parse(value) { return fail(.invalid(.hours(error, target: target))) }
                details.openingHours = value
            }
            place.details = details.isEmpty ? nil : details
        }
        var shown = field == .tags ? place.tags.joined(separator: ", ") : (value.isEmpty ? "(none)" : value)
        if field == .price { shown = place.priceTier.map { String(repeating: "$", count: $0) } ?? "(none)" }
        return [.updatePlace(place, field: field, shown: shown)]
    }

    // MARK: list

    func list(_ state: inout SessionState, _ request: ListRequest) -> [SessionEffect] {
        var q: PlaceQuery
        var shownQuery = request.query
        if request.query == nil, request.page != nil, !request.favorites, !request.all, let last = state.lastList {
            q = last
            shownQuery = state.lastListRequest?.query
        } else {
            var made = request
            made.page = nil
            state.lastListRequest = made
            q = PlaceQuery(cityKey: request.all ? nil : state.settings.city)
            if request.favorites {
                q.favoritesOnly = true
                shownQuery = shownQuery ?? "favorites"
            }
            if let query = request.query, !query.isEmpty {
                let folded = Folding.key(query)
                let vocabulary = env.vocabulary()
                if ["favorites", "favourites", "favs", "favoritos", "my favorites"].contains(folded) {
                    q.favoritesOnly = true
                } else if let whole = vocabulary.canonical(folded) {
                    q.text = whole
                } else {
                    let words = folded.split(separator: " ").map(String.init)
                    let terms = words.compactMap { vocabulary.canonical($0) }
                    if terms.count == words.count { q.terms = terms } else { q.text = query }
                }
            }
        }
        let pageSize = max(5, env.pageSize)
        let page = max(1, request.page ?? 1)
        q.limit = pageSize
        // Pages past the last say so; a huge number must not overflow the offset.
        q.offset = min(page - 1, Int(Int32.max) / pageSize) * pageSize
        state.lastList = q
        return [.listPlaces(q, query: shownQuery)]
    }

    func listed(_ state: inout SessionState, _ q: PlaceQuery, _ result: PlacePage, query: String?, elsewhere: Int) -> [SessionEffect] {
        let pageSize = max(1, q.limit)
        let pages = max(1, (result.total + pageSize - 1) / pageSize)
        let city = q.cityKey.map { CityKey($0).label }
        guard !result.items.isEmpty else {
            state.lastListed = []
            if result.total > 0 { return fail(.noSuchPage(pages: pages, query: query, cityLabel: city)) }
            var didYouMean: String?
            let vocabulary = env.vocabulary()
            if let query, vocabulary.canonical(query) == nil { didYouMean = DidYouMean.suggest(query, from: vocabulary.terms) }
            return say(.emptyList(query: query, cityLabel: city, elsewhere: elsewhere, didYouMean: didYouMean))
        }
        state.lastListed = result.items.map(\.id)
        state.listing = true
        return reply(.places(PlaceListView(total: result.total, query: query, cityLabel: city, page: q.offset / pageSize + 1,
                                           pages: pages, places: result.items)))
    }
}
