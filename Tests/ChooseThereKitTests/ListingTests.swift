import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - list: pages, complete lists, list all, limits, more, favourites

/// The intents the parser will produce for `list all`, `more`/`next` after a
/// list, `favorites`/`favoritos` and `history favorites`, sent directly.
@Suite("Listing")
struct ListingTests {
    /// Curitiba has 32 places in the bundled list.
    static let curitiba = 32

    static func places(_ reply: Reply) -> PlaceListView? {
        for item in reply.items { if case .places(let v) = item { return v } }
        return nil
    }

    @Test func aTerminalGetsPagesAndMoreContinuesThemToTheEnd() throws {
        let h = try Harness(configure: { $0.pageSize = 12 })
        try h.ok("switch city Curitiba")
        let first = try #require(Self.places(h.session.run(.list(ListRequest()))))
        #expect(first.places.count == 12 && first.total == Self.curitiba && first.page == 1 && first.pages == 3)
        #expect(h.session.state.listHasMore, "the parser reads this to make more/next a next page")
        let second = try #require(Self.places(h.session.run(.list(ListRequest(next: true)))))
        #expect(second.page == 2 && second.places.count == 12)
        #expect(Set(second.places.map(\.id)).isDisjoint(with: first.places.map(\.id)))
        let third = try #require(Self.places(h.session.run(.list(ListRequest(next: true)))))
        #expect(third.page == 3 && third.places.count == 8)
        #expect(!h.session.state.listHasMore)
        let end = h.session.run(.list(ListRequest(next: true)))
        #expect(end.ok && h.text(end) == "That was the whole list (32 places).")
        // `show 2` numbers refer to the page shown last.
        #expect(h.session.state.lastListed == third.places.map(\.id))
    }

    @Test func anyOtherCommandEndsTheChanceToContinue() throws {
        let h = try Harness(configure: { $0.pageSize = 10 })
        try h.ok("switch city Curitiba")
        h.session.run(.list(ListRequest()))
        #expect(h.session.state.listHasMore)
        try h.ok("settings")
        #expect(!h.session.state.listHasMore, "after another command, next means again")
        // The list itself can still be continued explicitly.
        #expect(Self.places(h.session.run(.list(ListRequest(next: true))))?.page == 2)
    }

    @Test func moreWithoutAListSaysWhatToDo() throws {
        let h = try Harness()
        let reply = h.session.run(.list(ListRequest(next: true)))
        #expect(reply.error?.code == "no_such_page")
        #expect(reply.error?.message == "There is no list to continue yet; try list.")
        #expect(reply.error?.suggestion == "list")
    }

    @Test func programsGetCompleteListsAndListAllIgnoresPages() throws {
        let complete = try Harness(configure: { $0.completeLists = true })
        let all = try #require(Self.places(complete.session.run(.list(ListRequest()))))
        #expect(all.places.count == all.total && all.total == Harness.seedPlaces.count && all.pages == 1)
        // An explicit page in a script keeps the page size.
        #expect(Self.places(complete.session.run(.list(ListRequest(page: 2))))?.places.count == 20)

        let paged = try Harness(configure: { $0.pageSize = 10 })
        let everything = try #require(Self.places(paged.session.run(.list(ListRequest(all: true)))))
        #expect(everything.places.count == Harness.seedPlaces.count)
        // Until the parser says `list all`, the query word `all` means it too.
        #expect(Self.places(paged.session.run(.list(ListRequest(query: "all"))))?.places.count == Harness.seedPlaces.count)
    }

    @Test func limitsCapEveryListReply() throws {
        let h = try Harness(configure: {
            $0.completeLists = true; $0.rowLimit = 5
        })
        try h.ok("switch city Curitiba")
        let capped = try #require(Self.places(h.session.run(.list(ListRequest()))))
        #expect(capped.places.count == 5 && capped.total == Self.curitiba)
        #expect(Self.places(h.session.run(.list(ListRequest(all: true, limit: 3))))?.places.count == 3, "the request's own limit first")
        try h.ok("i'm at -25.4284,-49.2733")
        var rows = 0
        for item in try h.ok("near me 10km").items { if case .nearby(let v) = item { rows = v.rows.count } }
        #expect(rows == 5)
    }

    @Test func favouritesAreListedSpunAndTheirVisitsShown() throws {
        let h = try Harness()
        try h.ok("switch city Curitiba")
        let none = h.session.run(.list(ListRequest(favorites: true)))
        #expect(h.text(none) == "No favourites in Curitiba, PR yet. Mark one with fav after spin or show.")
        try h.ok("show Bar do Alemão")
        try h.ok("fav")
        try h.ok("rate 4")
        try h.ok("show Jokers Pub")
        try h.ok("rate 3")
        let listed = try #require(Self.places(h.session.run(.list(ListRequest(favorites: true)))))
        #expect(listed.favorites && listed.places.map(\.name) == ["Bar do Alemão"])
        #expect(h.text(h.session.run(.list(ListRequest(favorites: true)))).hasPrefix("1 favourite in Curitiba, PR"))
        #expect(Self.places(h.session.run(.list(ListRequest(query: "favoritos"))))?.favorites == true)
        // Elsewhere: none here, but the count of the others.
        try h.ok("switch city Recife")
        let elsewhere = h.session.run(.list(ListRequest(favorites: true)))
        #expect(h.text(elsewhere).contains("1 elsewhere: say anywhere, or switch city."))
        try h.ok("switch city Curitiba")
        // spin favorites still picks only among them.
        for _ in 0..<5 { #expect(try h.ok("spin favorites").result["pick"]?["name"] == .string("Bar do Alemão")) }
        // history favorites: only visits to favourites.
        let history = h.session.run(.history(filter: .favorites, limit: nil))
        var rows: [String] = []
        for item in history.items { if case .history(let v) = item { rows = v.rows.map(\.place.name) } }
        #expect(rows == ["Bar do Alemão"])
        #expect(h.text(history).hasPrefix("Your visits to favourites, newest first"))
        #expect(history.result["filter"] == .string("favorites"))
    }

    @Test func historyFavoritesWorksOnTheSQLiteStoreToo() throws {
        let h = try Harness(live: true)
        try h.ok("switch city Curitiba")
        try h.ok("show Bar do Alemão")
        try h.ok("rate 5")
        try h.ok("fav")
        try h.ok("show Jokers Pub")
        try h.ok("rate 2")
        let rows = try h.db.visits.history(VisitQuery(filter: .favorites, limit: 10)).map(\.place.name)
        #expect(rows == ["Bar do Alemão"])
    }

    @Test func explainCarriesTheNewSlots() {
        let json = Intent.list(ListRequest(favorites: true, all: true, limit: 5, next: true)).canonicalJSON.encoded()
        #expect(json == #"{"intent":"list","slots":{"all":true,"favorites":true,"limit":5,"next":true}}"#)
        #expect(Intent.list(ListRequest(query: "bar")).canonicalJSON.encoded() == #"{"intent":"list","slots":{"query":"bar"}}"#)
    }
}

// MARK: - Every list that says there is more reaches it (issue 24)

@Suite("Paging every list")
struct PagingTests {
    static func nearby(_ reply: Reply) -> NearbyListView? {
        for item in reply.items { if case .nearby(let v) = item { return v } }
        return nil
    }

    /// A terminal of 20 rows: near shows 14 places of São Paulo's 52 within
    /// 10 km and says "… and 38 more"; `more`, `previous page`, `page 4`,
    /// `all` and `show N` reach every one of them, numbered through the pages.
    @Test func nearsListPagesToItsEndAndShowReachesAnyNumber() throws {
        let h = try Harness(interactive: true, configure: { $0.pageSize = 20 })
        try h.ok("switch city São Paulo")
        let first = try #require(Self.nearby(try h.ok("near me 10km")))
        #expect(first.total == 52 && first.rows.count == 14 && first.firstNumber == 1)
        try #expect(h.text(h.ok("explain more")).contains("\"next\":true"), "more after a list with more is its next page")
        var seen = first.rows.map(\.id)
        var page = first
        while page.firstNumber + page.rows.count - 1 < page.total {
            let next = try #require(Self.nearby(try h.ok("more")), "more is the next page, not another pick")
            #expect(next.firstNumber == page.firstNumber + page.rows.count && next.continued)
            seen += next.rows.map(\.id)
            page = next
        }
        #expect(seen.count == 52 && Set(seen).count == 52, "every place once, in order")
        try #expect(h.text(h.ok("more")) == "That was the whole list (52 places).")
        // Back one page, then a page by number.
        let back = try #require(Self.nearby(try h.ok("previous page")))
        #expect(back.firstNumber == 29 && back.rows.map(\.id) == Array(seen[28..<42]))
        let fourth = try #require(Self.nearby(try h.ok("page 4")))
        #expect(fourth.firstNumber == 43 && fourth.rows.count == 10)
        // show N: on this page, on an earlier one, and past the end.
        try #expect(h.ok("show 45").result["id"] == .string(seen[44]))
        try #expect(h.ok("show 3").result["id"] == .string(seen[2]), "a number from another page is still that row")
        let past = h.session.run(.show(target: .number(53)))
        #expect(past.error?.message == "The last list has 52 places; pick 1–52.")
        // all: every row in one reply.
        let all = try #require(Self.nearby(try h.ok("all")))
        #expect(all.rows.map(\.id) == seen && all.firstNumber == 1)
        // Back at the start there is no page before.
        try #expect(h.text(h.ok("page 1")).contains("   1  "))
        try #expect(h.text(h.ok("previous page")) == "This is the first page.")
        // After another pick, "more" is a pick again.
        try h.ok("again")
        try #expect(Self.nearby(h.ok("more")) == nil)
    }

    @Test func listPagesAreNumberedThroughAndShowTakesAnyNumber() throws {
        let h = try Harness(interactive: true, configure: { $0.pageSize = 12 })
        try h.ok("switch city Curitiba")
        let first = try #require(ListingTests.places(try h.ok("list")))
        let second = try #require(ListingTests.places(try h.ok("more")))
        try #expect(second.firstNumber == 13 && h.text(h.ok("previous page")).contains("  1  "))
        try #expect(h.ok("show 13").result["id"] == .string(second.places[0].id), "13 is the first row of page 2")
        try #expect(h.ok("show 2").result["id"] == .string(first.places[1].id))
        let third = try #require(ListingTests.places(try h.ok("list page 3")))
        try #expect(third.firstNumber == 25 && h.text(h.ok("list page 3")).contains("  25  "))
        try #expect(h.ok("show 5").result["id"] == .string(first.places[4].id), "an earlier page's row is loaded")
    }
}

// MARK: - A list filters as a pick does (issue 23, item 4)

@Suite("Lists read typed filters")
struct TypedListTests {
    @Test func listJapaneseCheapListsCheapJapanesePlacesOnly() throws {
        let h = try Harness(configure: { $0.completeLists = true })
        try h.ok("switch city São Paulo")
        let cheap = try #require(ListingTests.places(try h.ok("list japanese cheap")))
        #expect(
            !cheap.places.isEmpty && cheap.places.allSatisfy { $0.tags.contains("japanese") && $0.priceTier == 1 },
            "\(cheap.places.map(\.name))")
        let all = try #require(ListingTests.places(try h.ok("list japanese")))
        #expect(
            all.places.count > cheap.places.count && all.places.allSatisfy { $0.tags.contains("japanese") || $0.category == "japanese" })
        // By kind, never by letters in an address ("Rua … de Barros").
        let bars = try #require(ListingTests.places(try h.ok("list bar")))
        #expect(bars.places.allSatisfy { $0.category == "bar" || $0.tags.contains("bar") }, "\(bars.places.map(\.name))")
        // A name is searched as typed.
        let named = try #require(ListingTests.places(try h.ok("list Bar Brahma")))
        #expect(named.places.map(\.name) == ["Bar Brahma"])
    }

    @Test func thePagesOfATypedListKeepItsFilters() throws {
        let h = try Harness(interactive: true, configure: { $0.pageSize = 5 })
        try h.ok("switch city São Paulo")
        let first = try #require(ListingTests.places(try h.ok("list bar")))
        #expect(first.pages > 1)
        let second = try #require(ListingTests.places(try h.ok("more")))
        #expect(second.firstNumber == 6 && second.places.allSatisfy { $0.category == "bar" || $0.tags.contains("bar") })
    }
}

// MARK: - A city named in a request is the pick's (issue 23, item 4)

@Suite("A request's own city")
struct RequestCityTests {
    @Test func aPickInAnotherCityLeavesTheSessionWhereItWas() throws {
        let h = try Harness()
        try h.ok("switch city São Paulo")
        for _ in 0..<5 {
            let pick = try h.ok("italian food in Curitiba")
            #expect(pick.result["pick"]?["city"] == .string("Curitiba"), "\(pick.result)")
        }
        #expect(h.session.state.settings.city == "São Paulo|SP", "the session did not move")
        // A refinement keeps the request's city.
        let cheaper = try h.ok("another one")
        #expect(cheaper.result["pick"]?["city"] == .string("Curitiba"))
        #expect(try h.ok("spin").result["pick"]?["city"] == .string("São Paulo"))
    }
}
