#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - rate and history

struct VisitRules: SessionRules {
    let env: SessionEnvironment

    func rate(_ state: inout SessionState, _ request: RateRequest) -> [SessionEffect] {
        guard let stars = request.stars else { return fail(.missing(.stars)) }
        guard (1...5).contains(stars) else { return fail(.invalid(.stars(stars))) }
        // Words about going back that cannot be read are never recorded as a guess.
        if request.returnUnclear { return fail(.returnUnclear(stars: stars)) }
        return PlaceRules(env: env).target(&state, request.target, then: .rate(request))
    }

    /// The visit, dated now (whole seconds, as the app's backups carry
    /// them). Its id is left for the store to issue when it records it, so
    /// two runs of one script with the same `--seed` cannot collide.
    func recordVisit(_ place: Restaurant, _ request: RateRequest, learning: Bool) -> [SessionEffect] {
        let now = env.clock.now().timeIntervalSince1970.rounded(.down)
        let visit = Visit(
            id: "", restaurantId: place.id, dateVisited: Date(timeIntervalSince1970: now),
            rating: request.stars ?? 0, tags: request.tags, note: request.note, isMatch: request.match ?? false,
            wouldReturn: request.wouldReturn ?? true)
        return [.recordVisit(visit, learning: learning)]
    }

    func visitRecorded(_ state: inout SessionState, _ visit: Visit, _ place: Restaurant) -> [SessionEffect] {
        pick(&state, place.id)
        let delta = state.settings.learning ? StoreVisits.learningDelta(stars: visit.rating) : 0
        let terms = [place.category] + place.tags.filter { Folding.key($0) != Folding.key(place.category) }
        var effects = reply(.rated(RatedView(place: place, visit: visit, learnedDelta: delta, learnedTerms: delta == 0 ? [] : terms)))
        // A list pool skips recent visits: this one now counts.
        if let pool = state.pool, case .list = pool.source { effects.insert(.loadRecent(count: state.settings.avoidRepeats), at: 0) }
        return effects
    }

    func historyLoaded(_ state: inout SessionState, _ filter: HistoryFilter, _ rows: [HistoryRow]) -> [SessionEffect] {
        guard !rows.isEmpty else { return say(.noVisits(filter)) }
        state.numbered(rows.map(\.place.id))
        return reply(.history(HistoryView(filter: filter, rows: rows)))
    }
}
