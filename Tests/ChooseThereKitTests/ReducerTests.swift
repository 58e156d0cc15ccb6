import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - The reducer: send an event, state the whole change

@Suite("Reducer")
struct ReducerTests {
    static func candidate(_ pk: Int, lat: Double = -25.43, lng: Double = -49.27) -> SpinCandidate {
        SpinCandidate(pk: pk, ratingAverage: nil, ratingCount: 0, learned: 0, lat: lat, lng: lng)
    }
    static func place(_ id: String, _ name: String) -> Restaurant {
        Restaurant(id: id, name: name, category: "bar", lat: -25.43, lng: -49.27)
    }

    static let bar = SpinFilters(tags: ["bar"])
    /// The stored forms a spin asks for each term (every spelling a stored tag may use).
    static func forms(_ terms: [String]) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: terms.map { ($0, UnitFixtures.vocabulary.storedForms(of: $0)) })
    }

    static var barRequest: PoolRequest {
        var query = PoolQuery()
        query.allOf = ["bar"]
        query.forms = forms(query.allOf)
        return PoolRequest(source: .list(cityKey: nil), filters: bar, query: query, learning: true, avoidRepeats: 10)
    }

    /// Spin, load three candidates, load the drawn place: the store after a first pick.
    static func afterAPick() -> (ReducerTestStore, DrawOutcome) {
        let store = ReducerTestStore()
        store.send(.intent(.spin(bar)), effects: [.queryCandidates(barRequest)]) {
            $0.asked = Asked(near: false, source: nil, filters: bar)
        }
        let effects = store.send(.candidatesLoaded(barRequest, candidates: [candidate(1), candidate(2), candidate(3)], recent: []))
        guard case .loadDraw(let outcome)? = effects.first else {
            Issue.record("expected a draw, got \(effects)"); return (store, outcome0)
        }
        let place = Self.place("p\(outcome.winner)", "Bar \(outcome.winner)")
        store.send(.drawLoaded(outcome, places: [outcome.winner: place])) {
            $0.pool = outcome.pool
            var draw = outcome.draw
            draw.winnerId = place.id
            $0.pick = CurrentPick(id: place.id, draw: draw)
        }
        return (store, outcome)
    }
    static let outcome0 = DrawOutcome(
        pool: Pool(source: .list(cityKey: nil), filters: SpinFilters(), candidates: []),
        draw: SpinDraw(winner: nil, poolSize: 0, eligible: 0, excludedRecent: 0, excludedShown: 0),
        winner: 0, rows: [], roulette: [])

    @Test func aSpinQueriesDrawsAndOnlyThenChangesThePool() {
        let (store, outcome) = Self.afterAPick()
        #expect(outcome.pool.candidates.count == 3)
        #expect(outcome.pool.shown == [outcome.winner])
        #expect(store.state.pick?.draw?.poolSize == 3)
    }

    @Test func againDrawsFromTheKeptCandidatesWithoutQuerying() {
        let (store, first) = Self.afterAPick()
        let effects = store.send(.intent(.again))  // no state change until the place is loaded
        guard case .loadDraw(let outcome)? = effects.first, effects.count == 1 else { Issue.record("again queried: \(effects)"); return }
        #expect(outcome.pool.candidates == first.pool.candidates)
        #expect(outcome.pool.shown == [first.winner, outcome.winner])
        #expect(outcome.winner != first.winner)
        let place = Self.place("p\(outcome.winner)", "Bar")
        store.send(.drawLoaded(outcome, places: [outcome.winner: place])) {
            $0.pool = outcome.pool
            var draw = outcome.draw
            draw.winnerId = place.id
            $0.pick = CurrentPick(id: place.id, draw: draw)
        }
    }

    @Test func againWithoutAPoolFailsAndChangesNothing() {
        let store = ReducerTestStore()
        store.send(.intent(.again), effects: [.reply(.failure(.noPool))])
    }

    @Test func aSpinThatFindsNothingLeavesTheConversationAsItWas() {
        let (store, _) = Self.afterAPick()
        var sushi = PoolQuery()
        sushi.allOf = ["sushi"]
        sushi.forms = Self.forms(sushi.allOf)
        let request = PoolRequest(
            source: .list(cityKey: nil), filters: SpinFilters(tags: ["sushi"]), query: sushi, learning: true, avoidRepeats: 10)
        // What was asked changes (a refinement now changes this search); the pool and the pick stay.
        store.send(.intent(.spin(SpinFilters(tags: ["sushi"]))), effects: [.queryCandidates(request)]) {
            $0.asked = Asked(near: false, source: nil, filters: SpinFilters(tags: ["sushi"]))
        }
        let effects = store.send(.candidatesLoaded(request, candidates: [], recent: []))
        #expect(store.reply(effects)?.failure?.code == "no_match")
    }

    @Test func withNoPlaceHavingAllTheTagsAnyOfThemIsTried() {
        let store = ReducerTestStore()
        let filters = SpinFilters(tags: ["bar", "japanese"])
        var query = PoolQuery()
        query.allOf = ["bar", "japanese"]
        query.forms = Self.forms(query.allOf)
        let request = PoolRequest(source: .list(cityKey: nil), filters: filters, query: query, learning: true, avoidRepeats: 10)
        var relaxed = request
        relaxed.query.anyOf = ["bar", "japanese"]
        relaxed.query.allOf = []
        store.send(.intent(.spin(filters)), effects: [.queryCandidates(request)]) {
            $0.asked = Asked(near: false, source: nil, filters: filters)
        }
        store.send(.candidatesLoaded(request, candidates: [], recent: []), effects: [.queryCandidates(relaxed)])
        let effects = store.send(.candidatesLoaded(relaxed, candidates: [Self.candidate(4)], recent: []))
        guard case .loadDraw(let outcome)? = effects.first else { Issue.record("\(effects)"); return }
        #expect(outcome.pool.anyTag)
        #expect(outcome.draw.relaxations.first == .anyTag(["bar", "japanese"]))
    }

    @Test func anOutOfRangeRadiusIsRefusedBeforeAnyWork() {
        let store = ReducerTestStore()
        store.send(.intent(.spin(SpinFilters(radiusKm: 50))), effects: [.reply(.failure(.radiusOutOfRange(km: 50)))])
        store.send(
            .intent(.near(filters: SpinFilters(radiusKm: 0.05), source: .list)), effects: [.reply(.failure(.radiusOutOfRange(km: 0.05)))])
    }

    @Test func aNewCitySavesOnlyTheCityThenDropsThePool() {
        let (store, _) = Self.afterAPick()
        let effects = store.send(.intent(.city(CityRequest(name: "Natal"))))
        guard case .countPlaces(let view)? = effects.first, let view else { Issue.record("\(effects)"); return }
        #expect(view.city == CityKey("Natal|RN"))
        var counted = view
        counted.places = 16
        store.send(
            .placesCounted(view, 16), effects: [.saveSettings([.city("Natal|RN"), .onboarded], then: Reply([.cityChanged(counted)]))])
        store.send(
            .settingsSaved([.city("Natal|RN"), .onboarded], notices: [], then: Reply([.cityChanged(counted)])),
            effects: [.reply(Reply([.cityChanged(counted)]))]
        ) {
            $0.settings.city = "Natal|RN"
            $0.settings.onboarded = true
            $0.pool = nil
            $0.pick?.draw = nil
        }
    }

    @Test func nearSearchesAroundTheLocationAndNeverSavesItsRadius() {
        let here = Coordinate(lat: -25.43, lng: -49.27)
        let store = ReducerTestStore(SessionState(locationOverride: here))
        let filters = SpinFilters(tags: ["bar"], radiusKm: 2)
        let point = NearPoint(point: here, origin: .location)
        var query = PoolQuery()
        query.allOf = ["bar"]
        query.forms = Self.forms(query.allOf)
        let request = PoolRequest(source: .nearList(point, radiusKm: 2), filters: filters, query: query, learning: true, avoidRepeats: 0)
        store.send(.intent(.near(filters: filters, source: nil)), effects: [.queryCandidates(request)]) {
            $0.asked = Asked(near: true, source: nil, filters: filters)
        }
        let effects = store.send(.candidatesLoaded(request, candidates: [Self.candidate(1), Self.candidate(2, lat: -25.44)], recent: []))
        guard case .loadDraw(let outcome)? = effects.first else { Issue.record("\(effects)"); return }
        #expect(outcome.rows == [1, 2], "the first draw lists the pool, nearest first")
        let places = [1: Self.place("a", "A"), 2: Self.place("b", "B")]
        let shown = store.send(.drawLoaded(outcome, places: places)) {
            $0.pool = outcome.pool
            var draw = outcome.draw
            draw.winnerId = places[outcome.winner]?.id
            $0.pick = CurrentPick(id: places[outcome.winner]?.id ?? "", draw: draw)
            $0.lastListed = ["a", "b"]
            // The whole near list, for `more` and `show N` past the rows shown.
            $0.paging = .near(NearPage(keys: [1, 2], point: point, radiusKm: 2, offset: 0, size: 2))
        }
        #expect(store.reply(shown)?.items.count == 2)
        #expect(!shown.contains { if case .saveSettings = $0 { true } else { false } })
        #expect(store.state.settings.radiusKm == 3)
    }

    @Test func anOpenStreetMapSearchThatFindsNothingKeepsThePreviousPick() {
        let (store, _) = Self.afterAPick()
        var state = store.state
        state.locationOverride = Coordinate(lat: -25.43, lng: -49.27)
        let osm = ReducerTestStore(state)
        let effects = osm.send(.intent(.near(filters: SpinFilters(), source: .osm))) {
            $0.asked = Asked(near: true, source: .osm, filters: SpinFilters())
        }
        guard case .fetchNearby(let search, false)? = effects.first else { Issue.record("\(effects)"); return }
        let empty = osm.send(.nearbyFetched(search, NearbySearch(places: [], fromCache: false, age: 0)))
        #expect(osm.reply(empty)?.failure?.code == "no_match")

        let find = NearbyPlace(osmId: "node/1", name: "Boteco", category: "bar", tags: [], address: "", lat: -25.4301, lng: -49.2701)
        let onlyCandidate = SpinCandidate(pk: 0, ratingAverage: nil, ratingCount: 0, learned: 0, lat: find.lat, lng: find.lng)
        // The same seed, the same draw: the test store's generator has not been used yet.
        var draw = Spinner.draw(
            from: [onlyCandidate], filters: SpinFilters(), location: state.locationOverride, recent: [], shown: [],
            learning: false, rng: RandomSource(seed: 42))
        draw.winnerId = "osm-node-1"
        let found = osm.send(.nearbyFetched(search, NearbySearch(places: [find], fromCache: true, age: 120))) {
            $0.remote = RemoteResults(search: search, places: [find], fromCache: true, ageSeconds: 120)
            var pool = Pool(source: .nearOSM(search), filters: search.filters, candidates: [onlyCandidate])
            pool.shown = [0]
            $0.pool = pool
            $0.lastListed = ["osm-node-1"]
            $0.paging = .remote(offset: 0, size: 13)
            $0.pick = CurrentPick(id: "osm-node-1", draw: draw)
        }
        #expect(osm.reply(found)?.ok == true)
    }

    @Test func aRatingIsDatedNowAndRecordsTheReturnIntention() {
        var state = SessionState()
        state.pick = CurrentPick(id: "x")
        let store = ReducerTestStore(state)
        let request = RateRequest(stars: 2, wouldReturn: false)
        store.send(.intent(.rate(request)), effects: [.loadPlace(id: "x", then: .rate(request))])
        let effects = store.send(.placeResolved(Self.place("x", "X"), then: .rate(request)))
        guard case .recordVisit(let visit, true)? = effects.first else { Issue.record("\(effects)"); return }
        #expect(visit.dateVisited == Harness.now && visit.rating == 2 && visit.wouldReturn == false && visit.restaurantId == "x")
        let shown = store.send(.visitRecorded(visit, Self.place("x", "X")))
        #expect(store.reply(shown)?.items.first.map { if case .rated = $0 { true } else { false } } == true)
        store.send(.intent(.rate(RateRequest())), effects: [.reply(.failure(.missing(.stars)))])
        store.send(.intent(.rate(RateRequest(stars: 9))), effects: [.reply(.failure(.invalid(.stars(9))))])
    }

    @Test func forgetAsksAtATerminalAndFailsInScripts() {
        let place = Self.place("x", "X")
        let script = ReducerTestStore()
        script.send(
            .detailsLoaded(place, visits: [], inList: true, then: .forget(target: nil, confirmed: false)),
            effects: [.reply(.failure(.needsConfirmation(name: "X")))])
        let terminal = ReducerTestStore(interactive: true)
        terminal.send(
            .detailsLoaded(place, visits: [], inList: true, then: .forget(target: nil, confirmed: false)),
            effects: [.reply(Reply(action: .confirm(.forget(name: "X", visits: 0), then: .forget(target: .name("x"), confirmed: true))))])
        terminal.send(
            .detailsLoaded(place, visits: [], inList: true, then: .forget(target: .name("x"), confirmed: true)),
            effects: [.forgetPlace(place, visits: 0)])
        var withPick = SessionState()
        withPick.pick = CurrentPick(id: "x")
        withPick.lastListed = ["x", "y"]
        let forgetting = ReducerTestStore(withPick)
        forgetting.send(.placeForgotten(place, visits: 0), effects: [.reply(.message(.forgot(id: "x", name: "X", visits: 0)))]) {
            $0.pick = nil
            $0.lastListed = ["y"]
        }
    }

    @Test func settingTheRadiusSavesOnlyThatKeyAndHoldsOnlyOnceSaved() {
        let store = ReducerTestStore()
        // Asked: the session's settings stay as they are until the file holds the change.
        store.send(
            .intent(.set(SettingRequest(key: .radius, value: "5"))),
            effects: [.saveSettings([.radius(5)], then: .message(.radius(km: 5)))])
        store.send(.intent(.set(SettingRequest(key: .radius, value: "50"))), effects: [.reply(.failure(.radiusOutOfRange(km: 50)))])
        store.send(
            .settingsSaved([.radius(5)], notices: [.brokenSettingsKept(path: "/x.broken")], then: .message(.radius(km: 5))),
            effects: [
                .reply(
                    {
                        var r = Reply.message(.radius(km: 5)); r.notices = [.brokenSettingsKept(path: "/x.broken")]; return r
                    }())
            ]
        ) {
            $0.settings.radiusKm = 5
        }
    }

    @Test func aSettingWhoseSaveFailedChangesNothing() {
        let store = ReducerTestStore()
        store.send(
            .intent(.set(SettingRequest(key: .learning, value: "off"))),
            effects: [.saveSettings([.learning(false)], then: .message(.learning(false)))])
        store.send(.failed(.settingsNotSaved(reason: "disk full")), effects: [.reply(.failure(.settingsNotSaved(reason: "disk full")))])
        #expect(store.state.settings.learning)
    }

    @Test func aNewCityHoldsOnceSavedAndStartsANewPool() {
        var start = SessionState()
        start.settings.city = "Curitiba|PR"
        start.pool = Pool(source: .list(cityKey: "Curitiba|PR"), filters: SpinFilters(), candidates: [])
        let store = ReducerTestStore(start)
        store.send(.intent(.city(CityRequest(any: true))), effects: [.countPlaces(nil)])
        store.send(.placesCounted(nil, 3), effects: [.saveSettings([.city(nil), .onboarded], then: .message(.anywhere(places: 3)))])
        store.send(
            .settingsSaved([.city(nil), .onboarded], notices: [], then: .message(.anywhere(places: 3))),
            effects: [.reply(.message(.anywhere(places: 3)))]
        ) {
            $0.settings.city = nil
            $0.settings.onboarded = true
            $0.pool = nil
        }
    }

    @Test func replacingAsksFirstAtATerminalOnly() {
        let decoded = DecodedImport(shown: "b.json", isList: false, places: [], visits: [], skipped: [])
        let request = ImportRequest(path: "b.json", mode: .replace)
        ReducerTestStore(interactive: true).send(.importRead(request, decoded), effects: [.planImport(request, decoded, .replace)])
        ReducerTestStore().send(.importRead(request, decoded), effects: [.applyImport(request, decoded, .replace, learning: true)])
        let asked = ReducerTestStore(interactive: true).send(.importPlanned(request, decoded, ImportPlan(removedPlaces: 3)))
        var confirmed = request
        confirmed.confirmed = true
        #expect(
            asked == [
                .reply(
                    Reply(
                        action: .confirm(
                            .replace(path: "b.json", places: 3, visits: 0), expected: "replace",
                            then: .importFile(confirmed))))
            ])
    }
}
