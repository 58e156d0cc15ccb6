#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - list: pages at a terminal, complete lists for programs, favourites

struct ListRules: SessionRules {
    let env: SessionEnvironment

    /// Words that, as the whole query of `list`, mean "favourites only".
    static let favoriteWords: Set<String> = ["favorites", "favourites", "favs", "favoritos", "favoritas", "my favorites", "meus favoritos"]
    /// Words that, as the whole query of `list`, mean "every place, no pages".
    static let allWords: Set<String> = ["all", "everything", "tudo", "todos", "todas"]

    func list(_ state: inout SessionState, _ request: ListRequest) -> [SessionEffect] {
        let paging = PagingRules(env: env)
        if request.next { return paging.move(&state, .next) }
        if request.previous { return paging.move(&state, .previous) }
        // `page 3`, `all` with nothing else said: the list being looked at, when it is a near or map list.
        if request.query == nil, !request.favorites, state.listing || request.page != nil {
            switch state.paging {
            case .near?, .remote?:
                if let page = request.page { return paging.move(&state, .page(page)) }
                if request.all { return paging.move(&state, .all) }
            case .list?, nil: break
            }
        }
        var request = request
        var q: PlaceQuery
        // Another page of the list being looked at: its store query, typed filters and all.
        if request.page != nil, let last = state.lastList, request.query == last.text, request.favorites == last.query.favoritesOnly,
            request.tags.isEmpty || request.tags == last.query.terms, request.price == nil || request.price == last.query.price
        {
            q = last.query
            request.query = last.text
        } else {
            q = PlaceQuery(cityKey: state.settings.city, favoritesOnly: request.favorites)
            // Typed filters, as a pick reads them: kinds every place has, a price tier.
            let vocabulary = vocabulary(state)
            for tag in request.tags where !q.terms.contains(tag) {
                q.terms.append(tag)
                q.forms[Folding.key(tag)] = vocabulary.storedForms(of: tag)
            }
            q.price = request.price
            if let query = request.query, !query.isEmpty {
                let folded = Folding.key(query)
                if ListRules.favoriteWords.contains(folded) {
                    q.favoritesOnly = true
                    request.query = nil
                } else if ListRules.allWords.contains(folded) {
                    request.all = true
                    request.query = nil
                } else {
                    apply(query, to: &q, state)
                }
            }
        }
        let cap = request.limit ?? env.rowLimit
        // Programs (a pipe, --json, CSV) and `list all` get every place at
        // once; a terminal gets pages (an explicit page keeps the page size).
        if request.all || (env.completeLists && request.page == nil) {
            q.offset = 0
            q.limit = max(1, cap ?? Int(Int32.max))
        } else {
            let pageSize = max(1, min(max(5, env.pageSize), cap ?? Int.max))
            let page = max(1, request.page ?? 1)
            q.limit = pageSize
            // Pages past the last say so; a huge number must not overflow the offset.
            q.offset = min(page - 1, Int(Int32.max) / pageSize) * pageSize
        }
        return [.listPlaces(q, query: request.query)]
    }

    /// Free text becomes a vocabulary term, several terms, or a name search.
    private func apply(_ query: String, to q: inout PlaceQuery, _ state: SessionState) {
        let folded = Folding.key(query)
        let vocabulary = vocabulary(state)
        if let whole = vocabulary.canonical(folded) {
            q.text = whole
            q.forms[Folding.key(whole)] = vocabulary.storedForms(of: whole)
        } else {
            let words = folded.split(separator: " ").map(String.init)
            let terms = words.compactMap { vocabulary.canonical($0) }
            if terms.count == words.count { q.terms = terms } else { q.text = query }
            for term in terms { q.forms[Folding.key(term)] = vocabulary.storedForms(of: term) }
        }
    }

    /// `more` / `next` after a list: the places after the ones shown.
    func nextPage(_ state: inout SessionState) -> [SessionEffect] {
        guard let last = state.lastList else { return fail(.noListToContinue) }
        guard last.hasMore else {
            state.listHasMore = false
            return say(.endOfList(total: last.total, favorites: last.query.favoritesOnly))
        }
        var q = last.query
        q.offset += q.limit
        return [.listPlaces(q, query: last.text)]
    }

    func listed(
        _ state: inout SessionState, _ q: PlaceQuery, _ result: PlacePage, query: String?, elsewhere counted: Int?
    ) -> [SessionEffect] {
        // Nothing in the city: first count the matches elsewhere, so the reply can say where they are.
        if counted == nil, result.total == 0, q.cityKey != nil {
            var everywhere = q
            everywhere.cityKey = nil
            return [.countElsewhere(everywhere: everywhere, listed: q, result, query: query)]
        }
        let elsewhere = counted ?? 0
        let pageSize = max(1, q.limit)
        let pages = max(1, (result.total + pageSize - 1) / pageSize)
        let city = q.cityKey.map { CityKey($0).label }
        // A list asked with typed filters is shown with them: "matching 'japanese $'".
        let shown =
            query
            ?? ((q.terms.isEmpty && q.price == nil)
                ? nil
                : (q.terms + (q.price.map { [String(repeating: "$", count: max(1, min(3, $0)))] } ?? [])).joined(separator: " · "))
        guard !result.items.isEmpty else {
            state.numbered([])
            if result.total > 0 { return fail(.noSuchPage(pages: pages, query: shown, cityLabel: city)) }
            // An empty list is still the list being looked at: "next" after it says it has ended.
            state.lookAt(ListCursor(query: q, text: query, total: 0))
            if q.favoritesOnly { return say(.noFavorites(cityLabel: city, elsewhere: elsewhere)) }
            var didYouMean: String?
            let vocabulary = vocabulary(state)
            if let query, vocabulary.canonical(query) == nil { didYouMean = DidYouMean.suggest(query, from: vocabulary.terms) }
            return say(.emptyList(query: shown, cityLabel: city, elsewhere: elsewhere, didYouMean: didYouMean))
        }
        state.numbered(result.items.map(\.id), from: q.offset, paging: .list)
        state.lookAt(ListCursor(query: q, text: query, total: result.total))
        return reply(
            .places(
                PlaceListView(
                    total: result.total, query: shown, cityLabel: city, page: q.offset / pageSize + 1,
                    pages: pages, places: result.items, favorites: q.favoritesOnly, firstNumber: q.offset + 1)))
    }

    /// Rows a list other than `list` shows in one reply (near's list, history):
    /// `terminal` at a terminal, all of them for programs; never more than `--limit`.
    func rows(terminal: Int) -> Int {
        let base = env.completeLists ? Int(Int32.max) : max(1, terminal)
        return min(base, env.rowLimit ?? Int.max)
    }
}

extension SessionState {
    /// A list is now what the user looks at: `next` pages it.
    mutating func lookAt(_ cursor: ListCursor) {
        lastList = cursor
        listHasMore = cursor.hasMore
        listing = true
        listShownLast = true
    }
}
