import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - The reducer for issue 15: find, refresh details, open now, edit hours, the log

@Suite("Reducer: find, details, open now, log")
struct ServicesReducerTests {
    static let here = Coordinate(lat: -25.43, lng: -49.27)  // Curitiba, PR (UTC−3)

    static func find(_ n: Int, _ name: String, dLat: Double, hours: String? = nil) -> NearbyPlace {
        NearbyPlace(
            osmId: "node/\(n)", name: name, category: "restaurant", tags: ["japanese"], address: "", lat: here.lat + dLat,
            lng: here.lng, details: PlaceDetails(openingHours: hours))
    }

    static var located: SessionState { SessionState(locationOverride: here) }

    static var curitiba: City? {
        guard case .success(let catalog) = UnitFixtures.resources.catalog() else { return nil }
        return catalog.city(forKey: "Curitiba|PR")
    }

    // MARK: find

    @Test func findSearchesAroundTheLocationThenListsNearestFirstWithoutADraw() {
        let store = ReducerTestStore(Self.located)
        let search = RemoteSearch(
            lat: Self.here.lat, lng: Self.here.lng, radiusKm: 3, category: nil, cityHint: nil, filters: SpinFilters(),
            origin: .location, query: "temaki")
        store.send(.intent(.find(FindRequest(query: "temaki"))), effects: [.findOnMap(search, refresh: false)])
        let far = Self.find(1, "Far", dLat: 0.02), near = Self.find(2, "Near", dLat: 0.001), outside = Self.find(3, "Outside", dLat: 0.5)
        let effects = store.send(.foundOnMap(search, NearbySearch(places: [far, outside, near], fromCache: true, age: 90))) {
            $0.remote = RemoteResults(search: search, places: [near, far], fromCache: true, ageSeconds: 90)
            $0.lastListed = ["osm-node-2", "osm-node-1"]
            $0.paging = .remote(offset: 0, size: 20)
        }
        guard case .nearby(let view)? = store.reply(effects)?.items.first else { Issue.record("\(effects)"); return }
        #expect(view.query == "temaki" && view.rows.map(\.name) == ["Near", "Far"] && view.total == 2)
        #expect(view.source == .openStreetMap(fromCache: true, ageSeconds: 90))
        #expect(store.state.pool == nil && store.state.pick == nil, "a find draws nothing")
        // refresh repeats the find, fresh.
        store.send(.intent(.cache(.refresh)), effects: [.findOnMap(search, refresh: true)])
    }

    @Test func findInACityGoesAroundItsCentreAcrossTheCityArea() throws {
        let city = try #require(Self.curitiba)
        let store = ReducerTestStore(Self.located)
        let search = RemoteSearch(
            lat: city.lat, lng: city.lng, radiusKm: 10, category: nil, cityHint: city.displayName, filters: SpinFilters(),
            origin: .cityCentre(city.displayName), query: "temaki")
        store.send(
            .intent(.find(FindRequest(query: "temaki", city: "Curitiba", state: "PR"))), effects: [.findOnMap(search, refresh: false)])
        // No location: the selected city's centre, across its area too.
        var state = SessionState()
        state.settings.city = "Curitiba|PR"
        ReducerTestStore(state).send(.intent(.find(FindRequest(query: "temaki"))), effects: [.findOnMap(search, refresh: false)])
    }

    @Test func findRefusesWhatItCannotSearch() {
        let store = ReducerTestStore()
        store.send(.intent(.find(FindRequest(query: "x"))), effects: [.reply(.failure(.noLocation))])
        store.send(.intent(.find(FindRequest())), effects: [.reply(.failure(.missing(.findQuery)))])
        store.send(.intent(.find(FindRequest(query: "x", radiusKm: 20))), effects: [.reply(.failure(.radiusOutOfRange(km: 20)))])
        store.send(
            .intent(.find(FindRequest(query: "x", city: "Zzyzxville"))),
            effects: [.reply(.failure(.unknownCity(name: "Zzyzxville", suggestions: [])))])
        let search = RemoteSearch(lat: 0, lng: 0, radiusKm: 2, category: nil, cityHint: nil, filters: SpinFilters(), query: "mocotó")
        store.send(
            .foundOnMap(search, NearbySearch(places: [], fromCache: false, age: 0)),
            effects: [.reply(.failure(.nothingFound(query: "mocotó", radiusKm: 2, origin: nil)))])
        #expect(CommandFailure.nothingFound(query: "mocotó", radiusKm: 2, origin: nil).suggestion == "search mocotó")
    }

    @Test func findFromMyListSearchesTheList() {
        let store = ReducerTestStore()
        let effects = store.send(.intent(.find(FindRequest(query: "ramen", source: .list))))
        var expected = PlaceQuery(text: "ramen", limit: 20)
        expected.forms = ["ramen": UnitFixtures.vocabulary.storedForms(of: "ramen")]
        #expect(effects == [.listPlaces(expected, query: "ramen")])
        #expect(expected.forms["ramen"]?.contains("lamen") == true, "the Portuguese spelling counts too")
    }

    @Test func aFindReplacesANearMapPoolAndItsPick() {
        var state = Self.located
        let old = RemoteSearch(lat: 0, lng: 0, radiusKm: 2, category: nil, cityHint: nil, filters: SpinFilters())
        let oldFind = Self.find(9, "Old", dLat: 0)
        state.remote = RemoteResults(search: old, places: [oldFind], fromCache: false, ageSeconds: 0)
        state.pool = Pool(source: .nearOSM(old), filters: SpinFilters(), candidates: [])
        state.pick = CurrentPick(id: "osm-node-9")
        let store = ReducerTestStore(state)
        let search = RemoteSearch(
            lat: Self.here.lat, lng: Self.here.lng, radiusKm: 3, category: nil, cityHint: nil, filters: SpinFilters(),
            query: "x")
        let new = Self.find(1, "New", dLat: 0.001)
        store.send(.foundOnMap(search, NearbySearch(places: [new], fromCache: false, age: 0))) {
            $0.pool = nil
            $0.pick = nil
            $0.remote = RemoteResults(search: search, places: [new], fromCache: false, ageSeconds: 0)
            $0.lastListed = ["osm-node-1"]
            $0.paging = .remote(offset: 0, size: 20)
        }
    }

    // MARK: refresh details

    @Test func refreshDetailsAsksTheMapStoresAndShows() {
        var state = SessionState()
        state.pick = CurrentPick(id: "cwb-mocoto")
        let store = ReducerTestStore(state)
        let saved = Restaurant(
            id: "cwb-mocoto", name: "Mocotó", city: "Curitiba", state: "PR", lat: -25.43, lng: -49.27, origin: .osm,
            osmId: "node/7", details: PlaceDetails(phone: "1"))
        store.send(.intent(.refreshDetails(target: nil)), effects: [.loadPlace(id: "cwb-mocoto", then: .refreshDetails(target: nil))])
        store.send(.placeResolved(saved, then: .refreshDetails(target: nil)), effects: [.lookUpPlace(saved)])
        var found = Self.find(7, "Mocotó", dLat: 0, hours: "Mo-Su 11:00-23:00")
        found.details.phone = "2"
        var updated = saved
        updated.details = found.details
        store.send(.placeLookedUp(saved, found), effects: [.saveDetails(updated, changed: true)])
        store.send(
            .detailsSaved(updated, changed: true),
            effects: [
                .reply(.message(.detailsRefreshed(id: "cwb-mocoto", name: "Mocotó", changed: true))),
                .loadDetails(updated, then: .show(target: nil)),
            ])
        store.send(.placeLookedUp(saved, nil), effects: [.reply(.failure(.goneFromMap(name: "Mocotó")))])
        var mine = saved
        mine.osmId = nil
        store.send(.placeResolved(mine, then: .refreshDetails(target: nil)), effects: [.reply(.failure(.noOSMId(name: "Mocotó")))])
    }

    @Test func showSaysWhetherThePlaceIsOpenInItsOwnTime() {
        // Saturday 20:00 UTC is 17:00 in Curitiba (UTC−3) and 16:00 in Manaus (UTC−4).
        let store = ReducerTestStore()
        func shown(_ place: Restaurant) -> HoursNow? {
            let effects = store.send(.detailsLoaded(place, visits: [], inList: true, then: .show(target: nil))) {
                $0.pick = CurrentPick(id: place.id)
            }
            guard case .place(let view)? = store.reply(effects)?.items.first else { return nil }
            return view.hours
        }
        let cwb = Restaurant(
            id: "a", name: "A", city: "Curitiba", state: "PR", lat: -25.4, lng: -49.3,
            details: PlaceDetails(openingHours: "Sa 17:00-23:00"))
        guard case .status(.open(let until?))? = shown(cwb) else { Issue.record("not open in Curitiba"); return }
        #expect(until.hour == 23)
        let manaus = Restaurant(
            id: "b", name: "B", city: "Manaus", state: "AM", lat: -3.1, lng: -60.0,
            details: PlaceDetails(openingHours: "Sa 17:00-23:00"))
        guard case .status(.closed(let opens?))? = shown(manaus) else { Issue.record("open in Manaus"); return }
        #expect(opens.hour == 17 && opens.dayOffset == 0)
        #expect(shown(Restaurant(id: "c", name: "C", lat: 0, lng: 0)) == nil, "no hours: nothing said")
        guard
            case .unreadable(.unsupported(.months, _, _))? = shown(
                Restaurant(
                    id: "d", name: "D", state: "SP", lat: 0, lng: 0,
                    details: PlaceDetails(openingHours: "Jan-Mar 10:00-12:00")))
        else {
            Issue.record("month rules are reported, not guessed"); return
        }
    }

    // MARK: open now

    static let openRequest: PoolRequest = {
        let filters = SpinFilters(openNow: true)
        return PoolRequest(source: .list(cityKey: nil), filters: filters, query: PoolQuery(filters), learning: true, avoidRepeats: 10)
    }()

    static let hours: [Int: PlaceHours] = [
        1: PlaceHours(name: "Open", openingHours: "Mo-Su 12:00-23:00", city: "Curitiba", state: "PR"),
        2: PlaceHours(name: "Closed", openingHours: "Mo-Fr 08:00-12:00", city: "Curitiba", state: "PR"),
        3: PlaceHours(name: "Unknown", openingHours: nil, city: "Curitiba", state: "PR"),
        4: PlaceHours(name: "Says unknown", openingHours: "Sa unknown", city: "Curitiba", state: "PR"),
    ]
    static let candidates = (1...4).map { ReducerTests.candidate($0) }

    @Test func openNowKeepsTheOpenAndTheUnknownCountsAndNamesThem() {
        let store = ReducerTestStore()
        store.send(.intent(.spin(SpinFilters(openNow: true))), effects: [.queryCandidates(Self.openRequest)]) {
            $0.asked = Asked(near: false, source: nil, filters: SpinFilters(openNow: true))
        }
        let loading = HoursRequest(request: Self.openRequest, candidates: Self.candidates, recent: [7])
        store.send(.candidatesLoaded(Self.openRequest, candidates: Self.candidates, recent: [7]), effects: [.loadOpeningHours(loading)])
        let effects = store.send(.openingHoursLoaded(loading, Self.hours))
        guard case .loadDraw(let outcome)? = effects.first, effects.count == 1 else { Issue.record("\(effects)"); return }
        let summary = OpenNowSummary(open: 1, closed: 1, unknown: 2, unknownNames: ["Unknown", "Says unknown"], strict: false)
        #expect(outcome.pool.candidates.map(\.pk) == [1, 3, 4] && outcome.pool.recent == [7] && outcome.pool.openNow == summary)
        let winner = Restaurant(
            id: "w", name: "W", city: "Curitiba", state: "PR", lat: -25.43, lng: -49.27,
            details: outcome.winner == 1 ? PlaceDetails(openingHours: "Mo-Su 12:00-23:00") : nil)
        let shown = store.send(.drawLoaded(outcome, places: [outcome.winner: winner])) {
            $0.pool = outcome.pool
            var draw = outcome.draw
            draw.winnerId = "w"
            $0.pick = CurrentPick(id: "w", draw: draw)
        }
        guard case .pick(let pick)? = store.reply(shown)?.items.last else { Issue.record("\(shown)"); return }
        #expect(pick.openNow == summary && pick.announcements.last == .openNow(summary))
        #expect(pick.hours != nil, "an open-now pick always says its hours, known or not")
        let text = TextRenderer().render(Reply([.pick(pick)])).lines.map(\.text).joined(separator: "\n")
        #expect(
            text.contains(
                "Open now: 1 of 4 places; 1 closed, 2 with unknown hours. Unknown hours, kept in the draw: Unknown, Says unknown."))
    }

    @Test func strictLeavesTheUnknownOutAndNothingOpenSaysSo() {
        var request = Self.openRequest
        request.filters.strict = true
        let loading = HoursRequest(request: request, candidates: Self.candidates, recent: [])
        let store = ReducerTestStore()
        let effects = store.send(.openingHoursLoaded(loading, Self.hours))
        guard case .loadDraw(let outcome)? = effects.first else { Issue.record("\(effects)"); return }
        #expect(outcome.pool.candidates.map(\.pk) == [1] && outcome.winner == 1)
        let closedOnly = HoursRequest(request: request, candidates: [ReducerTests.candidate(2), ReducerTests.candidate(3)], recent: [])
        let none = OpenNowSummary(open: 0, closed: 1, unknown: 1, unknownNames: ["Unknown"], strict: true)
        store.send(.openingHoursLoaded(closedOnly, Self.hours), effects: [.reply(.failure(.nothingOpen(none)))])
        #expect(CommandFailure.nothingOpen(none).suggestion == "spin open now")
    }

    @Test func nearFromTheMapOpenNowListsOnlyWhatIsKept() {
        let store = ReducerTestStore(Self.located)
        let search = RemoteSearch(
            lat: Self.here.lat, lng: Self.here.lng, radiusKm: 3, category: nil, cityHint: nil,
            filters: SpinFilters(radiusKm: 3, openNow: true), origin: .location)
        let open = Self.find(1, "Open", dLat: 0.001, hours: "Sa 10:00-22:00"),
            shut = Self.find(2, "Shut", dLat: 0.002, hours: "Su 10:00-22:00")
        let unknown = Self.find(3, "Unknown", dLat: 0.003)
        let kept = [open, unknown]
        let candidates = kept.enumerated().map {
            SpinCandidate(pk: $0.offset, ratingAverage: nil, ratingCount: 0, learned: 0, lat: $0.element.lat, lng: $0.element.lng)
        }
        // The same seed, the same draw: the test store's generator has not been used yet.
        var draw = Spinner.draw(
            from: candidates, filters: SpinFilters(), location: Self.here, recent: [], shown: [], learning: false,
            rng: RandomSource(seed: 42))
        let winner = draw.winner?.pk ?? 0
        draw.winnerId = kept[winner].placeId
        let summary = OpenNowSummary(open: 1, closed: 1, unknown: 1, unknownNames: ["Unknown"], strict: false)
        let effects = store.send(.nearbyFetched(search, NearbySearch(places: [unknown, shut, open], fromCache: false, age: 0))) {
            $0.remote = RemoteResults(search: search, places: kept, fromCache: false, ageSeconds: 0)
            var pool = Pool(source: .nearOSM(search), filters: search.filters, candidates: candidates)
            pool.openNow = summary
            pool.shown = [winner]
            $0.pool = pool
            $0.pick = CurrentPick(id: kept[winner].placeId, draw: draw)
            $0.lastListed = ["osm-node-1", "osm-node-3"]
            $0.paging = .remote(offset: 0, size: 13)
        }
        guard case .pick(let pick)? = store.reply(effects)?.items.last else { Issue.record("\(effects)"); return }
        #expect(pick.openNow == summary)
        #expect(winner == 0 ? pick.hours?.isOpen == true : pick.hours == .notKnown, "the pick says its hours, known or not")
    }

    // MARK: edit hours, set log, log

    @Test func editHoursIsCheckedByTheParser() {
        let place = Restaurant(id: "x", name: "X", lat: 0, lng: 0, details: PlaceDetails(phone: "1"))
        let store = ReducerTestStore()
        var updated = place
        updated.details?.openingHours = "Mo-Fr 11:00-15:00"
        store.send(
            .placeResolved(place, then: .edit(EditRequest(target: .name("X"), field: .hours, value: "Mo-Fr 11:00-15:00"))),
            effects: [.updatePlace(updated, field: .hours, shown: "Mo-Fr 11:00-15:00")])
        let bad = store.send(
            .placeResolved(place, then: .edit(EditRequest(target: .name("X"), field: .hours, value: "Jan-Mar 10:00-12:00"))))
        guard case .invalid(.hours(.unsupported(.months, _, _), "X"))? = store.reply(bad)?.failure else { Issue.record("\(bad)"); return }
        #expect(store.reply(bad)?.error?.message.hasPrefix("Opening hours with months are not supported") == true)
        var cleared = place
        cleared.details = PlaceDetails(phone: "1")
        store.send(
            .placeResolved(updated, then: .edit(EditRequest(target: .name("X"), field: .hours, value: "none"))),
            effects: [.updatePlace(cleared, field: .hours, shown: "none")])
    }

    @Test func setLogAndLog() {
        let store = ReducerTestStore()
        let path = "s/events.jsonl"  // the test store's working directory is its home
        store.send(
            .intent(.set(SettingRequest(key: .log, value: "off"))),
            effects: [.saveSettings([.log(.off)], then: .message(.eventLog(.off, path: path)))])
        store.send(
            .intent(.set(SettingRequest(key: .log, value: "detalhado"))),
            effects: [.saveSettings([.log(.detailed)], then: .message(.eventLog(.detailed, path: path)))])
        store.send(
            .settingsSaved([.log(.detailed)], notices: [], then: .message(.eventLog(.detailed, path: path))),
            effects: [.reply(.message(.eventLog(.detailed, path: path)))]
        ) { $0.settings.eventLog = .detailed }
        store.send(.intent(.set(SettingRequest(key: .log, value: "loud"))), effects: [.reply(.failure(.invalid(.logLevel)))])
        store.send(.intent(.log(limit: nil)), effects: [.readEventLog(limit: 20)])
        store.send(.intent(.log(limit: 5000)), effects: [.readEventLog(limit: 1000)])
        let entry = EventLogEntry(at: Harness.now, event: "search", facts: ["outcome": .string("ok")])
        store.send(
            .eventLogRead([entry]), effects: [.reply(Reply([.events(EventLogView(entries: [entry], path: path, level: .detailed))]))])
    }
}
