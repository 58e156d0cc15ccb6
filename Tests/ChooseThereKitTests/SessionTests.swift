import Foundation
import Testing

@testable import ChooseThereKit

@Suite("Session")
struct SessionTests {
    // MARK: City

    @Test func switchCitySetsAndSavesTheCity() throws {
        let h = try Harness()
        let reply = try h.ok("switch city Curitiba")
        #expect(h.session.settings.city == "Curitiba|PR")
        #expect(reply.result["city"] == .object(["name": .string("Curitiba"), "state": .string("PR"), "country": .string("BR")]))
        #expect((reply.result["places"]?.intValue ?? 0) >= 10)
        #expect(try h.savedSettings().city == "Curitiba|PR")
        #expect(h.session.promptContext() == "Curitiba · 3 km · my list")
        #expect(h.text(reply).contains("Curitiba"))
    }

    /// Issue 14: a city written into settings.json with terminal escapes is cleaned in the prompt.
    @Test func thePromptCleansACityFromTheSettingsFile() throws {
        let h = try Harness(settingsText: #"{"city": "Evil\u001b]0;owned\u0007City|X\u001b[2JX"}"#)
        let prompt = h.session.promptContext()
        #expect(!prompt.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(prompt.debugDescription)")
        #expect(prompt.hasPrefix("EvilCity"), "\(prompt.debugDescription)")
    }

    @Test func cityNamesIgnoreCaseAndAccents() throws {
        let h = try Harness()
        try h.ok("city sao paulo")
        #expect(h.session.settings.city == "São Paulo|SP")
        try h.ok("MUDAR CIDADE rio de janeiro")
        #expect(h.session.settings.city == "Rio de Janeiro|RJ")
        try h.ok("switch city florianopolis")
        #expect(h.session.settings.city == "Florianópolis|SC")
    }

    @Test func anywhereClearsTheCity() throws {
        let h = try Harness()
        try h.ok("switch city Curitiba")
        let reply = try h.ok("anywhere")
        #expect(h.session.settings.city == nil)
        #expect(try h.savedSettings().city == nil)
        #expect(reply.result["places"]?.intValue == (try h.store.placeCount()))
        #expect(h.session.promptContext().hasPrefix("anywhere"))
    }

    @Test func unknownCityFails() throws {
        let h = try Harness()
        #expect(try h.code("switch city Xyzzyqwv") == "unknown_city")
        #expect(h.session.settings.city == nil)
    }

    // MARK: list and show

    @Test func listShowsTheCityAndShowNPicksFromIt() throws {
        let h = try Harness()
        try h.ok("switch city Curitiba")
        let expected = try h.store.places(PlaceQuery(cityKey: "Curitiba|PR", limit: 1000))
        let reply = try h.ok("list")
        #expect(reply.result["total"]?.intValue == expected.total)
        let listed = reply.result["places"]?.arrayValue ?? []
        #expect(listed.count == min(20, expected.total))
        #expect(listed.allSatisfy { $0["city"] == .string("Curitiba") })
        #expect(listed.compactMap { $0["id"]?.stringValue } == Array(expected.items.prefix(20).map(\.id)))
        #expect(h.session.state.lastListed.count == listed.count)

        let third = try #require(listed.count >= 3 ? listed[2] : nil)
        let shown = try h.ok("show 3")
        #expect(shown.result["id"] == third["id"])
        #expect(h.text(shown).contains(third["name"]?.stringValue ?? "?"))
        #expect(h.session.state.pick?.id == third["id"]?.stringValue)

        // Page 2 continues the same query.
        let page2 = try h.ok("list page 2")
        #expect(page2.result["page"] == .int(2))
        #expect(page2.result["places"]?.arrayValue?.first?["id"]?.stringValue == expected.items.dropFirst(20).first?.id)
        #expect(try h.code("show 99") == "not_found")
    }

    @Test func listWithATerm() throws {
        let h = try Harness()
        try h.ok("switch city São Paulo")
        let reply = try h.ok("list japanese")
        let places = reply.result["places"]?.arrayValue ?? []
        #expect(!places.isEmpty)
        for p in places {
            let tags = p["tags"]?.arrayValue?.compactMap(\.stringValue) ?? []
            let name = Folding.key(p["name"]?.stringValue ?? "")
            #expect(tags.contains("japanese") || name.contains("japanese"), "\(p)")
            #expect(p["city"] == .string("São Paulo"))
        }
        let none = try h.ok("search zzzqqq")
        #expect(none.result["total"] == .int(0))
    }

    @Test func showWithoutACurrentPlaceFails() throws {
        let h = try Harness()
        #expect(try h.code("show") == "no_current_place")
        #expect(try h.code("show Nowhere Restaurant Qq") == "not_found")
    }

    // MARK: Editing places

    @Test func addEditFavouriteAndForget() throws {
        let h = try Harness()
        try h.ok("switch city Curitiba")
        let added = try h.ok("add \"Bar do Zé\" at -25.43,-49.27 tags bar boteco")
        let id = try #require(added.result["id"]?.stringValue)
        #expect(id == "pr-bar-do-ze")
        #expect(added.result["category"] == .string("bar"))
        #expect(added.result["city"] == .string("Curitiba"))
        #expect(added.result["state"] == .string("PR"))
        #expect(try h.store.place(id)?.name == "Bar do Zé")
        #expect(h.session.state.pick?.id == id)

        // The same name at the same spot is a duplicate.
        #expect(try h.code("add \"Bar do Zé\" at -25.43,-49.27") == "duplicate")

        try h.ok("edit \"Bar do Zé\" notes great pastéis")
        #expect(try h.store.place(id)?.notes == "great pastéis")
        try h.ok("edit Bar do Zé price 2")
        #expect(try h.store.place(id)?.priceTier == 2)
        #expect(try h.code("edit Bar do Zé price 7") == "invalid_value")

        try h.ok("fav")
        #expect(try h.store.place(id)?.isFavorite == true)
        try h.ok("unfav Bar do Zé")
        #expect(try h.store.place(id)?.isFavorite == false)
        try h.ok("favorite bar do ze")
        #expect(try h.store.place(id)?.isFavorite == true)

        #expect(try h.code("forget Bar do Zé") == "needs_confirmation")
        #expect(try h.store.place(id) != nil)
        let forgot = try h.ok("forget Bar do Zé yes")
        #expect(forgot.result["id"] == .string(id))
        #expect(try h.store.place(id) == nil)
        #expect(h.session.state.pick?.id == nil)
        #expect(try h.code("show Bar do Zé") == "not_found")
    }

    @Test func addNeedsAValidPosition() throws {
        let h = try Harness()
        #expect(try h.code("add \"Somewhere\"") == "missing_argument")
        #expect(try h.code("add \"Somewhere\" at 95.5,10.5") == "invalid_value")
        #expect(try h.code("add") == "missing_argument")
    }

    @Test func forgetAsksInATerminal() throws {
        let h = try Harness(interactive: true)
        try h.ok("switch city Curitiba")
        try h.ok("add \"Casa Teste\" at -25.43,-49.27 tags vegan")
        let reply = try h.ok("forget Casa Teste")
        guard case .confirm(let question, _, let then) = reply.action else {
            Issue.record("expected a confirmation, got \(reply.action)"); return
        }
        #expect(TextRenderer().question(question).contains("Casa Teste"))
        #expect(then == .forget(target: .name("pr-casa-teste"), confirmed: true))
        #expect(try h.store.place("pr-casa-teste") != nil)
        #expect(h.session.run(then).ok)
        #expect(try h.store.place("pr-casa-teste") == nil)
    }

    // MARK: Settings

    /// One range for every radius (100 m–10 km): outside it is refused with the range, never clamped.
    @Test func setRadiusRefusesOutOfRangeAndSaves() throws {
        let h = try Harness()
        let refused = try h.run("set radius 42")
        #expect(refused.error?.code == "invalid_value")
        #expect(refused.error?.message.contains("100 m to 10 km") == true)
        #expect(h.session.settings.radiusKm == 3)
        let reply = try h.ok("set radius 10")
        #expect(h.text(reply).contains("10 km"))
        #expect(try h.savedSettings().radiusKm == 10)
        try h.ok("set radius 2.5km")
        #expect(h.session.settings.radiusKm == 2.5)
        try h.ok("radius 500m")
        #expect(h.session.settings.radiusKm == 0.5)
        #expect(try h.code("set radius far") == "invalid_value")
        #expect(h.session.settings.radiusKm == 0.5)
    }

    @Test func otherSettings() throws {
        let h = try Harness()
        try h.ok("set avoid-repeats 20")
        #expect(h.session.settings.avoidRepeats == 20)
        try h.ok("set avoid-repeats 99")
        #expect(h.session.settings.avoidRepeats == 50)
        try h.ok("learning off")
        #expect(h.session.settings.learning == false)
        try h.ok("set source osm")
        #expect(h.session.settings.source == .osm)
        #expect(h.session.promptContext() == "anywhere · 3 km · nearby")
        let saved = try h.savedSettings()
        #expect(saved.avoidRepeats == 50 && !saved.learning && saved.source == .osm)
        #expect(try h.code("set source satellite") == "invalid_value")
        let unknown = try h.run("set radious 5")
        #expect(unknown.error?.code == "unknown_setting")
        #expect(unknown.error?.suggestion == "set radius 5")
    }

    @Test func settingsShowsTheJSON() throws {
        let h = try Harness()
        let reply = try h.ok("settings")
        #expect(reply.result["settings"]?["radiusKm"] == .number(3))
        #expect(reply.result["settings"]?["city"] == .null)
        #expect(h.text(reply).contains("~/config/choosethere/settings.json"))
    }

    @Test func locationIsSetAndShown() throws {
        let h = try Harness()
        let none = try h.ok("where am i")
        #expect(none.result["lat"] == .null)
        try h.ok("i'm at -25.43, -49.27")
        #expect(h.session.settings.location == Coordinate(lat: -25.43, lng: -49.27))
        #expect(try h.savedSettings().location == Coordinate(lat: -25.43, lng: -49.27))
        let here = try h.ok("where am i")
        #expect(here.result["lat"] == .number(-25.43))
        #expect(try h.code("i'm at -95.5,10.5") == "invalid_value")
    }

    @Test func savingOverBrokenSettingsKeepsACopy() throws {
        let h = try Harness(settingsText: "{ broken")
        let reply = try h.ok("set radius 5")
        #expect(reply.notices == [.brokenSettingsKept(path: h.paths.settingsFile.path + ".broken")])
        #expect(FileManager.default.fileExists(atPath: h.paths.settingsFile.path + ".broken"))
        #expect(try h.savedSettings().radiusKm == 5)
        // Only once.
        #expect(try h.ok("set radius 6").notices.isEmpty)
    }

    // MARK: Shell

    @Test func unknownCommandsSuggest() throws {
        let h = try Harness()
        // A typo in a command that records is offered, not run.
        let reply = try h.run("raet 4 would return")
        #expect(reply.error?.code == "unknown_command")
        #expect(reply.error?.suggestion == "rate 4 would return")
        #expect(reply.error?.message.contains("rate 4 would return") == true)
        // A harmless one runs, and says how it was read.
        let spin = try h.run("spn bar")
        #expect(spin.error == nil || spin.error?.code == "no_match")
        #expect(h.session.handle("spn bar")?.reply.notices.first == .readAs([Correction(typed: "spn", read: "spin")]))
        let nothing = try h.run("xyzzy")
        #expect(nothing.error?.code == "unknown_command")
        #expect(nothing.error?.suggestion == nil)
        #expect(h.session.handle("   ") == nil)
    }

    @Test func help() throws {
        let h = try Harness()
        let overview = try h.ok("help")
        let groups = overview.result["groups"]?.arrayValue ?? []
        let names = Set(groups.flatMap { $0["commands"]?.arrayValue?.compactMap(\.stringValue) ?? [] })
        #expect(names == Set(CommandTable.all.map(\.name)))
        #expect(h.text(overview).contains("spin"))
        #expect(try h.ok("?").result == overview.result)

        let rate = try h.ok("help rate")
        #expect(rate.result["topic"] == .string("rate"))
        #expect(h.text(rate).contains("Usage:"))
        #expect(try h.ok("help nota").result["topic"] == .string("rate"))
        #expect(try h.ok("help near me").result["topic"] == .string("near"))
        #expect(try h.ok("HELP SPIN").result["topic"] == .string("spin"))
        for spec in CommandTable.all { #expect(try h.ok("help \(spec.name)").result["topic"] == .string(spec.name)) }

        let bad = try h.run("help raet")
        #expect(bad.error?.code == "unknown_topic")
        #expect(bad.error?.suggestion == "help rate")
    }

    @Test func explainPrintsCanonicalJSONAndRunsNothing() throws {
        let h = try Harness()
        let reply = try h.ok("explain spin bar not sushi within 2km")
        let expected = #"{"intent":"spin","slots":{"avoid":["sushi"],"favorites":false,"radius_km":2,"rating":"any","tags":["bar"]}}"#
        #expect(h.text(reply) == expected)
        #expect(reply.result.encoded() == expected)

        // With the catalogue, cities come back in their proper spelling.
        let city = try h.ok("explain city sao paulo")
        #expect(
            city.result
                == .object([
                    "intent": .string("city"),
                    "slots": .object([
                        "city": .string("São Paulo"), "state": .string("SP"), "country": .string("BR"), "any": .bool(false),
                    ]),
                ]))
        // Explaining a command does not run it.
        try h.ok("explain set radius 9")
        #expect(h.session.settings.radiusKm == 3)
        try h.ok("explain forget Mocotó yes")
        #expect(try h.store.placesNamed("Mocotó", nil, 5).isEmpty == false)
        #expect(try h.code("explain") == "missing_argument")
    }

    @Test func quitAndSource() throws {
        let h = try Harness()
        #expect(try h.ok("quit").action == .quit)
        #expect(try h.ok("sair").action == .quit)
        #expect(try h.ok("source evening.ct").action == .runScript(path: "evening.ct"))
        #expect(try h.code("source") == "missing_argument")
    }

    @Test func tagsAndCities() throws {
        let h = try Harness()
        let cities = try h.ok("cities")
        let rows = cities.result["cities"]?.arrayValue ?? []
        #expect(rows.count >= 12)
        #expect(rows.first?["city"] == .string("São Paulo"))
        let tags = try h.ok("tags")
        #expect(
            tags.result["categories"]?.arrayValue?.contains { $0["term"] == .string("bar") && ($0["count"]?.intValue ?? 0) > 0 } == true)
        let matches = try h.ok("cities santa cruz")
        #expect((matches.result["matches"]?.arrayValue?.count ?? 0) > 1)
    }
}
