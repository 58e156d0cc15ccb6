import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - Decisions the rules make from what the runtime loaded

/// Which place a name means, whether a new place is one already listed, and
/// where an empty list's matches are: decided by the reducer from raw rows,
/// so each is reached by sending events.
@Suite("Reducer decisions on loaded rows")
struct ReducerDecisionTests {
    static func place(_ id: String, _ name: String, city: String = "São Paulo", state: String = "SP") -> Restaurant {
        Restaurant(id: id, name: name, city: city, state: state, lat: -23.55, lng: -46.63)
    }

    static let show = Intent.show(target: .name("bar do ze"))
    static let sp = "São Paulo|SP"

    @Test func aNameMeansItsIdFirstThenTheOnlyExactName() {
        let store = ReducerTestStore()
        let byId = Self.place("bar-do-ze", "Something Else")
        store.send(
            .placesNamed(name: "bar-do-ze", byId: byId, found: [Self.place("x", "Bar-do-ze")], preferCity: Self.sp, then: Self.show),
            effects: [.loadDetails(byId, then: Self.show)])
        let exact = Self.place("a", "Bar do Zé")
        store.send(
            .placesNamed(
                name: "bar do ze", byId: nil, found: [exact, Self.place("b", "Bar do Zé Novo")], preferCity: Self.sp, then: Self.show),
            effects: [.loadDetails(exact, then: Self.show)])
    }

    @Test func severalExactNamesPreferTheCurrentCityElseAskWhichOne() {
        let store = ReducerTestStore()
        let here = Self.place("here", "Bar do Zé")
        let there = Self.place("there", "Bar do Zé", city: "Curitiba", state: "PR")
        store.send(
            .placesNamed(name: "bar do ze", byId: nil, found: [there, here], preferCity: Self.sp, then: Self.show),
            effects: [.loadDetails(here, then: Self.show)])
        let elsewhere = Self.place("third", "Bar do Zé", city: "Recife", state: "PE")
        store.send(
            .placesNamed(name: "bar do ze", byId: nil, found: [there, elsewhere], preferCity: Self.sp, then: Self.show),
            effects: [
                .reply(
                    .failure(
                        .ambiguous(
                            name: "bar do ze", choices: ["Bar do Zé (Curitiba, PR)", "Bar do Zé (Recife, PE)"],
                            verb: "show")))
            ]
        ) {
            $0.lastListed = ["there", "third"]
        }
    }

    @Test func theOnlyPartialMatchIsMeantAndNoneGetsADidYouMean() {
        let store = ReducerTestStore()
        let partial = Self.place("p", "Bar do Zé da Esquina")
        store.send(
            .placesNamed(name: "bar do ze", byId: nil, found: [partial], preferCity: Self.sp, then: Self.show),
            effects: [.loadDetails(partial, then: Self.show)])
        store.send(
            .placesNamed(name: "bar do ze", byId: nil, found: [], preferCity: Self.sp, then: Self.show),
            effects: [.loadPlaceNames(cityKey: Self.sp, notFound: "bar do ze", then: Self.show)])
        store.send(
            .placeNamesLoaded(names: ["Bar do Zé", "Mocotó"], notFound: "mocoot", then: Self.show),
            effects: [.reply(.failure(.placeNotFound(name: "mocoot", verb: "show", suggestion: "Mocotó")))])
    }

    @Test func aPlaceAtTheSameSpotIsNotAddedTwiceButIsSavedAsThePick() {
        let store = ReducerTestStore()
        let new = Self.place("", "Bar do Zé")
        let existing = Self.place("sp-bar-do-ze", "Bar do Zé")
        store.send(.sameSpotChecked(new, existing: nil, via: .save), effects: [.insertPlace(new, via: .save)])
        store.send(
            .sameSpotChecked(new, existing: existing, via: .add(newTags: [])),
            effects: [.reply(.failure(.duplicate(name: "Bar do Zé", cityLabel: "São Paulo, SP")))])
        store.send(
            .sameSpotChecked(new, existing: existing, via: .save),
            effects: [.reply(.message(.alreadyInList(id: "sp-bar-do-ze", name: "Bar do Zé")))]
        ) {
            $0.pick = CurrentPick(id: "sp-bar-do-ze")
        }
    }

    @Test func anEmptyListInACityCountsItsMatchesElsewhereFirst() {
        var q = PlaceQuery(text: "sushi", cityKey: Self.sp)
        q.limit = 20
        var everywhere = q
        everywhere.cityKey = nil
        let empty = PlacePage(items: [], total: 0)
        ReducerTestStore().send(
            .listed(q, empty, query: "sushi", elsewhere: nil),
            effects: [.countElsewhere(everywhere: everywhere, listed: q, empty, query: "sushi")])
        var state = SessionState()
        let counted = ReducerTestStore().reducer.reduce(&state, .listed(q, empty, query: "sushi", elsewhere: 4))
        guard case .reply(let reply)? = counted.first, case .message(.emptyList(_, _, let elsewhere, _))? = reply.items.first else {
            Issue.record("expected the empty-list message, got \(counted)")
            return
        }
        #expect(elsewhere == 4)
        // Anywhere: nothing to count.
        var anywhere = q
        anywhere.cityKey = nil
        var fresh = SessionState()
        let effects = ReducerTestStore().reducer.reduce(&fresh, .listed(anywhere, empty, query: "sushi", elsewhere: nil))
        #expect(!effects.contains { if case .countElsewhere = $0 { true } else { false } })
    }
}

// MARK: - Data the rules read comes through effects

@Suite("Reducer loads data through effects")
struct ReducerDataTests {
    /// The reducer can do no I/O: what it may consult holds no client, no
    /// file, no store and no parser — only a clock, a seeded generator, the
    /// paths to show and how the session was started. Everything else comes
    /// in events. A new field here must be as inert as these.
    @Test func theReducersEnvironmentHoldsNoClient() {
        let env = ReducerTestStore().reducer.env
        let fields = Mirror(reflecting: env).children.compactMap(\.label)
        #expect(fields == ["clock", "random", "paths", "interactive", "pageSize", "completeLists", "rowLimit"])
    }

    /// A reducer whose state holds nothing loaded.
    static func fresh() -> (SessionReducer, SessionState) {
        var loaded = SessionState()
        let reducer = ReducerTestStore(loaded).reducer
        loaded.vocabulary = nil
        loaded.catalog = nil
        return (reducer, loaded)
    }

    @Test func anIntentThatReadsTheVocabularyLoadsItFirstThenRuns() {
        let (reducer, start) = Self.fresh()
        var state = start
        let spin = Intent.spin(SpinFilters(tags: ["bar"]))
        #expect(reducer.reduce(&state, .intent(spin)) == [.loadVocabulary(then: spin, ReadAhead())])
        #expect(state.vocabulary == nil)
        let loaded = LoadedData(UnitFixtures.vocabulary, revision: 1)
        let effects = reducer.reduce(&state, .vocabularyLoaded(loaded, then: spin, ReadAhead()))
        #expect(state.vocabulary == loaded)
        guard case .queryCandidates(let request)? = effects.first else { Issue.record("\(effects)"); return }
        #expect(request.query.allOf == ["bar"])
        // Loaded once: the next spin asks the store straight away.
        guard case .queryCandidates? = reducer.reduce(&state, .intent(spin)).first else { Issue.record("loaded again"); return }
    }

    @Test func intentsThatReadNothingRunAtOnce() {
        let (reducer, start) = Self.fresh()
        var state = start
        #expect(reducer.reduce(&state, .intent(.history(filter: .all, limit: nil))) == [.loadHistory(VisitQuery(filter: .all, limit: 20))])
        #expect(reducer.reduce(&state, .intent(.quit)) == [.reply(Reply(action: .quit))])
        #expect(state.vocabulary == nil && state.catalog == nil)
    }

    @Test func aCityNamedLoadsTheCatalogueFirst() {
        let (reducer, start) = Self.fresh()
        var state = start
        let city = Intent.city(CityRequest(name: "Natal"))
        #expect(reducer.reduce(&state, .intent(city)) == [.loadCatalog(then: city, ReadAhead())])
        let effects = reducer.reduce(
            &state, .catalogLoaded(LoadedData(UnitFixtures.resources.catalog(), revision: 2), then: city, ReadAhead()))
        guard case .countPlaces(let view)? = effects.first else { Issue.record("\(effects)"); return }
        #expect(view?.city == CityKey("Natal|RN"))
        // A catalogue that cannot be read is said once it is known.
        var (_, unread) = Self.fresh()
        let failed = reducer.reduce(&unread, .catalogLoaded(LoadedData(.failure(.missing), revision: 3), then: city, ReadAhead()))
        #expect(failed == [.reply(.failure(.catalogUnavailable(.missing)))])
    }

    @Test func placesAddedOrImportedMakeTheVocabularyStale() {
        let store = ReducerTestStore()
        let place = Restaurant(id: "n", name: "New", category: "bar", tags: ["rooftop"], lat: 1, lng: 1)
        store.send(.placeInserted(place, via: .add(newTags: ["rooftop"])), effects: [.reply(.message(.added(place, newTags: ["rooftop"])))])
        {
            $0.pick = CurrentPick(id: "n")
            $0.storeRevision = 1
            $0.vocabulary = nil
        }
    }
}

// MARK: - A large export's further files

@Suite("Reducer decides on a large export's further files")
struct ExportPartsDecisionTests {
    @Test func furtherFilesAlreadyThereAreRefusedInScriptsAndAskedAboutAtATerminal() {
        let taken = SessionEvent.exportPartsTaken(path: "/h/out.json", shown: "out.json", count: 3, taken: ["out-2.json", "out-3.json"])
        ReducerTestStore().send(
            taken, effects: [.reply(.failure(.exportPartsExist(taken: "out-2.json, out-3.json", count: 3, asked: "out.json")))])
        ReducerTestStore(interactive: true).send(
            taken,
            effects: [
                .reply(
                    Reply(action: .confirm(.overwrite(path: "out-2.json, out-3.json"), then: .export(path: "/h/out.json", overwrite: true)))
                )
            ])
        let failure = CommandFailure.exportPartsExist(taken: "out-2.json", count: 2, asked: "out.json")
        #expect(failure.code == "file_exists")
        #expect(failure.suggestion == "export out.json overwrite")
    }
}
