// MARK: - Refinements: cheaper, closer, what about italian, not that one, next

struct RefineRules: SessionRules {
    let env: SessionEnvironment

    func refine(_ state: inout SessionState, _ r: Refinement) -> [SessionEffect] {
        // "next", "more" after a list: the places after those shown (or "that
        // was the whole list"); what a refinement means is decided in `intent(for:)`.
        return SessionReducer(env: env).reduce(&state, intent: state.intent(for: r), ReadAhead())
    }
}

extension SessionState {
    /// The intent a refinement means now: the current pool's filters with
    /// the change applied (or, with no pool, a fresh spin or near search);
    /// `next` after a list is its next page.
    public func intent(for r: Refinement) -> Intent {
        let state = self
        switch r.kind {
        case .next:
            guard state.listing else { return .again }
            // A `list` goes on as that list's next page (explain shows which); other lists page themselves.
            if state.paging == .list || state.paging == nil, let last = state.lastList { return .list(last.nextPage) }
            return .list(ListRequest(next: true))
        case .previous:
            if state.paging == .list, let last = state.lastList, last.page > 1 {
                return .list(last.request(page: last.page - 1))
            }
            return .list(ListRequest(previous: true))
        case .again: return .again
        case .adjust: break
        }
        // After a list, kinds, a price or favourites said alone narrow that list ("only the japanese ones",
        // "só as pizzarias"), from its first page; anything a list cannot filter by is a pick's.
        if state.listShownLast, let last = state.lastList, r.narrowsAList {
            var request = last.request(page: 1)
            request.page = nil
            request.tags = r.kinds(changing: request.tags)
            request.price = r.price(changing: request.price)
            if let f = r.favorites { request.favorites = f }
            if r.favoritesAlone {
                request.tags = []
                request.price = nil
                request.query = nil
            }
            return .list(request)
        }
        var filters = state.asked?.filters ?? SpinFilters()
        var source = state.asked?.source
        var near = state.asked?.near ?? false
        filters.tags = r.kinds(changing: filters.tags)
        for tag in r.removeTags {
            filters.tags.removeAll { $0 == tag }
            if !filters.avoid.contains(tag) && !(state.asked?.filters.tags.contains(tag) ?? false) { filters.avoid.append(tag) }
        }
        for tag in r.addAvoid where !filters.avoid.contains(tag) {
            filters.avoid.append(tag)
            filters.tags.removeAll { $0 == tag }
        }
        filters.dishes += r.dishes
        filters.price = r.price(changing: filters.price)
        if let km = r.radiusKm { filters.radiusKm = km }
        if let change = r.distance {
            // "closer, within 1 km": the radius said wins over the step.
            if r.radiusKm == nil {
                let current = filters.radiusKm ?? state.settings.radiusKm
                filters.radiusKm =
                    change == .closer
                    ? max(Radius.range.lowerBound, (current / 2 * 10).rounded() / 10) : min(Radius.range.upperBound, current * 2)
            }
            near = true
        }
        if let f = r.favorites { filters.favorites = f }
        if let rating = r.rating { filters.rating = rating }
        if r.clearsStars { filters.minStars = nil }
        if let n = r.minStars { filters.minStars = n }
        if r.nearby { near = true }
        if let city = r.city { (filters.city, filters.cityState) = (city, r.cityState) }
        if let open = r.openNow { filters.openNow = open }
        if let strict = r.strict { filters.strict = strict }
        if let s = r.source { source = s; near = true }
        let intent: Intent = near ? .near(filters: filters, source: source) : .spin(filters)
        // A change that changes nothing ("outro japonês" after a japanese spin) is another draw.
        if let asked = state.asked, filters == asked.filters, near == asked.near, r.source == nil, r.distance == nil, state.pool != nil {
            return .again
        }
        return intent
    }
}
