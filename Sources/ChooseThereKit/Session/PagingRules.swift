#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Paging: every list that says there is more reaches it

/// `more`, `previous page`, `page 3`, `all` and `show 25` over the numbered
/// list being looked at: a `list`, a near search over the user's places, or
/// OpenStreetMap results. Lists are numbered through their pages, so the
/// number a row had on its page is the number `show` takes.
struct PagingRules: SessionRules {
    let env: SessionEnvironment

    /// Which way a page request goes.
    enum Move: Equatable {
        case next, previous
        /// A page by number (1-based).
        case page(Int)
        /// Every row at once.
        case all
    }

    /// `more`/`next` (and the others) on the list being looked at.
    func move(_ state: inout SessionState, _ move: Move) -> [SessionEffect] {
        switch state.paging {
        case .near(let page)?: return near(&state, page, move)
        case .remote(let offset, let size)?: return remote(&state, offset: offset, size: size, move)
        case .list?, nil:
            switch move {
            case .next: return ListRules(env: env).nextPage(&state)
            case .previous:
                guard let last = state.lastList, state.paging == .list else { return fail(.noListToContinue) }
                guard last.page > 1 else { return say(.startOfList) }
                return ListRules(env: env).list(&state, last.request(page: last.page - 1))
            case .page(let n):
                return ListRules(env: env).list(&state, state.lastList?.request(page: n) ?? ListRequest(page: n))
            case .all:
                var all = state.lastList?.request(page: 1) ?? ListRequest()
                all.page = nil
                all.all = true
                return ListRules(env: env).list(&state, all)
            }
        }
    }

    /// The offset a move leads to in a list of `total` rows shown `size` at a
    /// time, or the reply when there is no such page.
    private func offset(after move: Move, from offset: Int, size: Int, total: Int) -> Result<(offset: Int, size: Int), PageEnd> {
        let size = max(1, size)
        let pages = max(1, (total + size - 1) / size)
        switch move {
        case .next:
            return offset + size < total ? .success((offset + size, size)) : .failure(.end)
        case .previous:
            return offset > 0 ? .success((max(0, offset - size), size)) : .failure(.start)
        case .page(let n):
            return n >= 1 && n <= pages ? .success(((n - 1) * size, size)) : .failure(.noSuchPage(pages))
        case .all:
            return .success((0, max(1, total)))
        }
    }

    enum PageEnd: Error { case end, start, noSuchPage(Int) }

    private func ended(_ state: inout SessionState, _ end: PageEnd, total: Int) -> [SessionEffect] {
        switch end {
        case .end:
            state.listHasMore = false
            state.listing = false
            return say(.endOfList(total: total, favorites: false))
        case .start: return say(.startOfList)
        case .noSuchPage(let pages): return fail(.noSuchPage(pages: pages, query: nil, cityLabel: nil))
        }
    }

    // MARK: near, from the user's places

    private func near(_ state: inout SessionState, _ page: NearPage, _ move: Move) -> [SessionEffect] {
        switch offset(after: move, from: page.offset, size: page.size, total: page.keys.count) {
        case .failure(let end): return ended(&state, end, total: page.keys.count)
        case .success(let next):
            var page = page
            (page.offset, page.size) = next
            return [.loadNearPage(page)]
        }
    }

    /// A near page's places are loaded: its rows, numbered from the page's first.
    func nearPageLoaded(_ state: inout SessionState, _ page: NearPage, _ places: [Int: Restaurant]) -> [SessionEffect] {
        let rows = Self.nearRows(page, places)
        state.numbered(rows.map(\.id), from: page.offset, paging: .near(page))
        state.listing = true
        return reply(
            .nearby(
                NearbyListView(
                    total: page.keys.count, radiusKm: page.radiusKm, origin: page.point.origin, source: .list,
                    rows: rows, remoteResults: [], firstNumber: page.offset + 1, continued: true)))
    }

    /// The rows of a near page (a place gone from the store since is left out).
    static func nearRows(_ page: NearPage, _ places: [Int: Restaurant]) -> [NearbyRow] {
        page.shown.compactMap { places[$0] }.map { p in
            NearbyRow(
                id: p.id, name: p.name, km: Geo.distanceKm(page.point.point, Coordinate(lat: p.lat, lng: p.lng)),
                bearing: Geo.bearing(page.point.point, Coordinate(lat: p.lat, lng: p.lng)), kind: nil)
        }
    }

    // MARK: OpenStreetMap results

    private func remote(_ state: inout SessionState, offset: Int, size: Int, _ move: Move) -> [SessionEffect] {
        guard let remote = state.remote else { return fail(.noListToContinue) }
        let search = remote.search
        let here = Coordinate(lat: search.lat, lng: search.lng)
        let rows = FindRules(env: env).remoteRows(remote.places, around: here, limit: remote.places.count, listed: remote.listed)
        switch self.offset(after: move, from: offset, size: size, total: rows.count) {
        case .failure(let end): return ended(&state, end, total: rows.count)
        case .success(let next):
            state.numbered(rows.map(\.id), paging: .remote(offset: next.offset, size: next.size))
            state.listing = true
            let shown = Array(rows[min(next.offset, rows.count)..<min(rows.count, next.offset + next.size)])
            return reply(
                .nearby(
                    NearbyListView(
                        total: rows.count, radiusKm: search.radiusKm, origin: search.origin,
                        source: .openStreetMap(fromCache: remote.fromCache, ageSeconds: remote.ageSeconds),
                        rows: shown, remoteResults: remote.places, query: search.query,
                        firstNumber: next.offset + 1, continued: true)))
        }
    }

    // MARK: show 25

    /// The place numbered `n` in the list being looked at, when it is past
    /// the rows known here (a later page): the effect that loads it.
    func beyondShown(_ state: SessionState, number n: Int, then: Intent) -> [SessionEffect]? {
        guard n >= 1 else { return nil }
        switch state.paging {
        case .near(let page)?:
            guard n <= page.keys.count else { return nil }
            return [.loadListed(.key(page.keys[n - 1]), then: then)]
        case .list?:
            guard let last = state.lastList, n <= last.total, !state.lastListed.isEmpty else { return nil }
            var q = last.query
            q.offset = n - 1
            q.limit = 1
            return [.loadListed(.query(q), then: then)]
        case .remote?, nil:
            return nil
        }
    }

    /// How many rows the list being looked at has in all (for "the list has N").
    static func total(_ state: SessionState) -> Int {
        switch state.paging {
        case .near(let page)?: return page.keys.count
        // A list whose rows were all forgotten since has nothing left to number.
        case .list?: return state.lastListed.isEmpty ? 0 : max(state.lastList?.total ?? 0, state.listedFrom + state.lastListed.count)
        case .remote?, nil: return state.lastListed.count
        }
    }
}
