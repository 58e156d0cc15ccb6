import ChooseThereTestServer
import ChooseThereTestSupport
import Foundation
import Testing

// MARK: - find, details, open now and the event log, end to end (issue 15)

@Suite("Find, details, open now, event log (the real binary)", .serialized)
struct ServicesCommandTests {
    /// The test server, a location on Av. Paulista and a fixed clock:
    /// Saturday 2026-11-21 20:00 UTC, 17:00 in São Paulo.
    static func environment(_ server: HTTPTestServer) -> [String: String] {
        [
            // Nominatim's is the base URL: "/search" is added.
            "CHOOSETHERE_OVERPASS_URL": server.baseURL + "/api/interpreter", "CHOOSETHERE_NOMINATIM_URL": server.baseURL,
            "CHOOSETHERE_LOCATION": "-23.5614,-46.6559", "CHOOSETHERE_NOW": "2026-11-21T20:00:00Z", "NO_COLOR": "1",
        ]
    }

    static func eateries() throws -> HTTPTestServer {
        try HTTPTestServer { request in
            .init(body: request.path == "/search" ? OverpassFixtures.nominatimPlaces : OverpassFixtures.eateries)
        }
    }

    @Test func findByNameAndDishShowTheDetailsSaveAndExportThem() throws {
        let server = try Self.eateries()
        defer { server.stop() }
        let home = TempHome()
        let env = Self.environment(server)
        let r = try CLI.run(
            [
                "-c", "switch city São Paulo", "-c", "find Mocotó near me", "-c", "find temaki near me", "-c", "find mocoto near me",
                "-c", "show 1", "-c", "save", "-c", "export out.json", "-c", "find açaí near me", "-c", "show 1",
            ],
            home: home, extraEnvironment: env)
        #expect(r.status == 0, "\(r.stderr)")
        let out = r.stdout
        #expect(out.contains("2 places within 3 km matching 'Mocotó' — from OpenStreetMap, just now"), "\(out)")
        #expect(out.contains("2 places within 3 km matching 'temaki' — from OpenStreetMap, just now"))
        #expect(out.contains("2 places within 3 km matching 'mocoto' — from OpenStreetMap, cached just now"), "the repeat is cached")
        #expect(server.requests.count == 3, "mocotó, temaki, açaí: the repeat never reached the server")
        // Nearest first.
        let temaki = try #require(out.range(of: "matching 'temaki'"))
        let japa = try #require(out.range(of: "Temakeria Japa", range: temaki.upperBound..<out.endIndex))
        let yama = try #require(out.range(of: "Sushi Yama", range: temaki.upperBound..<out.endIndex))
        #expect(japa.lowerBound < yama.lowerBound)
        #expect(out.contains("Next: show N · save N · refresh"))
        #expect(out.contains("© OpenStreetMap contributors"))
        // show 1: every detail in words, the hours in São Paulo time.
        for line in [
            "Hours:", "Mo-Sa 12:00-23:00; Su 12:00-17:00 — open now — closes 23:00", "Phone:", "+55 11 2951-3056",
            "Website:", "https://mocoto.example", "Cuisine:", "brazilian, northeastern", "Diets:", "vegetarian, some vegan",
            "Outdoor seating:", "Wheelchair:", "Takeaway:", "Delivery:",
        ] {
            #expect(out.contains(line), "show prints \(line)")
        }
        #expect(out.contains("Saved Mocotó to your list (São Paulo, SP)."))
        #expect(!out.contains("\u{1B}"), "the control characters in Açaí's phone never reach the terminal")
        #expect(out.contains("+55 11[2J 9999-0000") || out.contains("+55 11 9999-0000"), "what is left of the phone is shown")
        // The backup keeps the details and the OpenStreetMap id.
        let backup =
            try JSONSerialization.jsonObject(with: Data(contentsOf: home.root.appendingPathComponent("out.json"))) as? [String: Any]
        let places = try #require(backup?["restaurants"] as? [[String: Any]])
        let mocoto = try #require(places.first { $0["osmId"] as? String == "node/501" })
        #expect(mocoto["name"] as? String == "Mocotó" && mocoto["id"] as? String == "sp-mocoto-2")
        let details = try #require(mocoto["details"] as? [String: Any])
        #expect(details["openingHours"] as? String == "Mo-Sa 12:00-23:00; Su 12:00-17:00")
        #expect((details["diets"] as? [String: String]) == ["vegetarian": "yes", "vegan": "limited"])
        #expect(details["takeaway"] as? String == "yes" && details["delivery"] as? Bool == false)

        // Later the map changed: refresh details fetches it again, and the list keeps it.
        server.respond { _ in .init(body: OverpassFixtures.mocotoUpdated) }
        // (The bundled list has a Mocotó of its own, so the saved one is named by its id.)
        let later = try CLI.run(
            ["-c", "refresh details sp-mocoto-2", "-c", "show sp-mocoto-2", "-c", "refresh details Bar da Dona Onça"],
            home: home, extraEnvironment: env)
        #expect(later.stdout.contains("Refreshed Mocotó from OpenStreetMap."), "\(later.stdout)\(later.stderr)")
        #expect(later.stdout.contains("Tu-Su 12:00-22:00 — open now — closes 22:00"))
        #expect(later.stderr.contains("did not come from OpenStreetMap"), "a place of your own has nothing to refresh")
        #expect(server.requests.last?.query["data"] == "[out:json][timeout:10];node(501);out center tags;")
    }

    @Test func aNamedPlaceOverpassMissesIsFoundOnNominatimAndJSONCarriesIt() throws {
        let server = try HTTPTestServer { request in
            .init(body: request.path == "/search" ? OverpassFixtures.nominatimPlaces : OverpassFixtures.empty)
        }
        defer { server.stop() }
        let home = TempHome()
        let r = try CLI.run(
            ["--json", "-c", "find Casa do Norte near me", "-c", "find zzz near me"], home: home,
            extraEnvironment: Self.environment(server))
        let lines = r.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(lines.count == 2, "\(r.stdout)")
        let result = try #require(lines.first?["result"] as? [String: Any])
        #expect(lines.first?["intent"] as? String == "find" && result["query"] as? String == "Casa do Norte")
        let found = try #require((result["results"] as? [[String: Any]])?.first)
        #expect(found["name"] as? String == "Casa do Norte" && (found["details"] as? [String: Any])?["openingHours"] as? String == "24/7")
        let error = try #require(lines.last?["error"] as? [String: Any])
        #expect(error["code"] as? String == "no_match" && error["suggestion"] as? String == "search zzz")
    }

    @Test func spinOpenNowPicksOpenPlacesAndCountsTheUnknown() throws {
        let home = TempHome()
        let setup = [
            "switch city São Paulo",
            #"add "Aberto Um" at -23.5600,-46.6500 tags qaopen"#, #"edit "Aberto Um" hours Mo-Su 10:00-22:00"#,
            #"add "Fechado Dois" at -23.5610,-46.6510 tags qaopen"#, #"edit "Fechado Dois" hours Mo-Fr 07:00-12:00"#,
            #"add "Sem Horario" at -23.5620,-46.6520 tags qaopen"#,
        ]
        let commands =
            setup + [
                #"edit "Fechado Dois" hours Jan-Mar 10:00-12:00"#, "spin qaopen open now strict", "again",
                "spin qaopen open now", "show Fechado Dois",
            ]
        let r = try CLI.run(
            ["--seed", "3"] + commands.flatMap { ["-c", $0] }, home: home,
            extraEnvironment: ["CHOOSETHERE_NOW": "2026-11-21T20:00:00Z", "NO_COLOR": "1"])
        #expect(r.stderr.contains("Opening hours with months are not supported (“Jan” at character 1)."), "\(r.stderr)")
        let out = r.stdout
        #expect(
            out.contains("Open now: 1 of 3 places; 1 closed, 1 with unknown hours. Unknown hours, left out (strict): Sem Horario."),
            "\(out)")
        #expect(out.contains("Open now: 1 of 3 places; 1 closed, 1 with unknown hours. Unknown hours, kept in the draw: Sem Horario."))
        let strict = try #require(out.range(of: "left out (strict)"))
        let pick = out[strict.upperBound...].split(separator: "\n").first { $0.contains("🎲") }
        #expect(pick?.contains("Aberto Um") == true, "strict picks only an open place: \(pick ?? "")")
        #expect(out.contains("   open now — closes 22:00"))
        #expect(out.contains("That was every place for this spin (1)."), "again in a strict pool of one starts a new round")
        #expect(!out.contains("🎲 Fechado Dois"), "a closed place is never picked")
        #expect(out.contains("Mo-Fr 07:00-12:00 — closed — opens Monday 07:00"), "show says when it opens, in São Paulo time")
    }

    @Test func theEventLogFileIsPrivateHasNoPersonalDataAndObeysSetLogOff() throws {
        let server = try Self.eateries()
        defer { server.stop() }
        let home = TempHome()
        let env = Self.environment(server)
        let r = try CLI.run(
            [
                "-c", "find Mocotó near me", "-c", "near me bar from osm", "-c", "export out.json", "-c", "import out.json",
                "-c", "switch city Zzyzxville", "-c", "log",
            ], home: home, extraEnvironment: env)
        #expect(r.status == 0)
        let file = home.state.appendingPathComponent("choosethere/events.jsonl")
        let text = try String(contentsOf: file, encoding: .utf8)
        let events = text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(events.map { $0["event"] as? String ?? "" } == ["search", "search", "export", "import", "error"], "\(text)")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        for personal in ["Mocotó", "mocot", "-23.56", "-46.65", "out.json", "Zzyzx", home.root.path] {
            #expect(!text.contains(personal), "\(personal) is not in the log")
        }
        #expect(r.stdout.contains("The last 5 events (state/choosethere/events.jsonl)"), "\(r.stdout)")
        #expect(r.stdout.contains("search   find     ok"))
        #expect(r.stdout.contains("error    city     unknown_city"))

        let off = try CLI.run(
            ["-c", "set log off", "-c", "find temaki near me", "--json", "-c", "log 2"], home: home, extraEnvironment: env)
        #expect(try String(contentsOf: file, encoding: .utf8) == text, "set log off: nothing more is written")
        let log = off.stdout.split(separator: "\n").last.flatMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let result = try #require(log?["result"] as? [String: Any])
        #expect((result["events"] as? [[String: Any]])?.count == 2 && result["level"] as? String == "off")
    }
}
