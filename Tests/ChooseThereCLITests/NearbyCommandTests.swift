import ChooseThereTestServer
import ChooseThereTestSupport
import Foundation
import Testing

// MARK: - near … from osm, end to end, against a real local server

@Suite("Near me on OpenStreetMap", .serialized)
struct NearbyCommandTests {
    static func environment(_ server: HTTPTestServer) -> [String: String] {
        [
            "CHOOSETHERE_OVERPASS_URL": server.baseURL + "/api/interpreter", "CHOOSETHERE_NOMINATIM_URL": server.baseURL + "/search",
            "CHOOSETHERE_LOCATION": "-23.5614,-46.6559",
        ]
    }

    @Test func searchCacheSaveRateAndAFaultThatLeavesTheShellWorking() throws {
        let server = try HTTPTestServer { request in
            .init(body: request.path == "/search" ? OverpassFixtures.nominatim : OverpassFixtures.bars)
        }
        let home = TempHome()
        let env = Self.environment(server)
        let first = try CLI.run(
            [
                "--seed", "1", "-c", "switch city São Paulo", "-c", "near me 2km bar from osm", "-c", "show 1",
                "-c", "near me 2km bar from osm", "-c", "save", "-c", "rate 4 would return", "-c", "list bar do",
                "-c", "again", "-c", "save",
            ],
            home: home, extraEnvironment: env)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("places within 2 km — from OpenStreetMap, just now"))
        #expect(first.stdout.contains("Bar Teste") && first.stdout.contains("Pub do Canto"))
        #expect(!first.stdout.contains("\u{1B}"), "escape sequences from the data never reach the terminal")
        #expect(first.stdout.contains("© OpenStreetMap contributors"))
        #expect(first.stdout.contains("from OpenStreetMap, cached"), "the repeat is served from the cache")
        #expect(server.requests.count == 1)
        #expect(first.stdout.contains("Saved "))
        #expect(first.stdout.contains("Rated "))
        #expect(first.stderr.isEmpty || !first.stderr.contains("near me from my list"), "\(first.stderr)")

        // The server goes away: a clear message, and the next command still runs.
        server.stop()
        let second = try CLI.run(
            ["-c", "switch city São Paulo", "-c", "refresh", "-c", "near me 3km pizza from osm", "-c", "near me 2km from my list"],
            home: home, extraEnvironment: env)
        #expect(second.status == 0)
        #expect(second.stderr.contains("refresh repeats the last OpenStreetMap search"))
        #expect(second.stderr.contains("Could not reach OpenStreetMap (no connection). Your list works offline: near me from my list."))
        #expect(second.stdout.contains("— from your list"), "the list still answers: \(second.stdout)")
        let offline = try CLI.run(["--offline", "-c", "near me from osm"], home: home, extraEnvironment: env)
        #expect(offline.stderr.contains("offline"))
    }

    /// Issue 14: text from the map with control characters is cleaned where
    /// it enters, so a saved place exports to a backup that imports again.
    @Test func controlCharactersFromTheMapNeverReachTheListOrABackup() throws {
        let server = try HTTPTestServer { _ in .init(body: OverpassFixtures.hostileText) }
        defer { server.stop() }
        let home = TempHome()
        let r = try CLI.run(
            ["-c", "switch city São Paulo", "-c", "near me 2km from osm", "-c", "save 1", "-c", "export out.json"],
            home: home, extraEnvironment: Self.environment(server))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stdout.contains("\u{1B}") && !r.stdout.contains("\u{07}") && !r.stdout.contains("\u{0}"))
        let text = try String(contentsOf: home.root.appendingPathComponent("out.json"), encoding: .utf8)
        #expect(text.contains(#""name": "Casa Nova""#), "the name without its escape sequences")
        #expect(text.contains(#""address": "Rua Augusta, 7""#))
        #expect(!text.contains("\\u001") && !text.contains("\\u0000"), "no control character is stored")
        let fresh = TempHome()
        let back = try CLI.run(
            [
                "-c", "import \(home.root.appendingPathComponent("out.json").path)", "-c", "switch city São Paulo",
                "-c", "show Casa Nova",
            ], home: fresh)
        #expect(back.status == 0, "the backup imports again: \(back.stderr)")
        #expect(
            back.stdout.contains("foobar") && back.stdout.contains("zed") && back.stdout.contains("japanese"),
            "one tag each, nothing split: \(back.stdout)")
        #expect(!back.stdout.contains("foo,") && !back.stdout.contains(", bar"))
    }

    /// Issue 25: a 60 KB name once failed the whole search with SQLite's
    /// "LIKE or GLOB pattern too complex"; 20,000 cuisines made a saved place
    /// export to a backup import refused. Map texts are held to what a place
    /// keeps where they enter, so the search answers and the backup imports.
    @Test func aGiantNameAndTwentyThousandCuisinesFromTheMap() throws {
        let name = "Bar " + String(repeating: "x", count: 60_000)
        let cuisines = (0..<20_000).map { "c\($0)" }.joined(separator: ";")
        let body =
            #"{"version": 0.6, "elements": [{"type": "node", "id": 909, "lat": -23.5612, "lon": -46.6561, "tags": {"amenity": "bar", "name": ""#
            + name + #"", "cuisine": ""# + cuisines + #""}}]}"#
        let server = try HTTPTestServer { _ in .init(body: body) }
        defer { server.stop() }
        let home = TempHome()
        let r = try CLI.run(
            [
                "-c", "switch city São Paulo", "-c", "near me 2km bar from osm", "-c", "save 1", "-c", "near me 2km bar from osm",
                "-c", "export out.json",
            ], home: home, extraEnvironment: Self.environment(server))
        #expect(r.status == 0, "\(r.stderr.prefix(400))")
        #expect(!r.stderr.contains("LIKE") && !r.stderr.contains("GLOB"), "\(r.stderr.prefix(400))")
        #expect(r.stdout.contains("Bar xxxx"), "\(r.stdout.prefix(400))")
        let fresh = TempHome()
        let back = try CLI.run(["-c", "import \(home.root.appendingPathComponent("out.json").path)"], home: fresh)
        #expect(back.status == 0, "the backup imports: \(back.stderr.prefix(400))")
    }

    /// Issue 14: rating a place found on the map and not saved says what to do; no raw store error.
    @Test func ratingAnUnsavedFindSaysSaveFirst() throws {
        let server = try HTTPTestServer { _ in .init(body: OverpassFixtures.bars) }
        defer { server.stop() }
        let home = TempHome()
        let r = try CLI.run(
            ["-c", "switch city São Paulo", "-c", "near me 2km bar from osm", "-c", "rate 5"],
            home: home, extraEnvironment: Self.environment(server))
        #expect(r.status == 1)
        #expect(r.stderr.contains("not in your list yet; say save first"), "\(r.stderr)")
        #expect(!r.stderr.contains("FOREIGN KEY") && !r.stderr.contains(home.data.path), "no raw store error, no store path")
        let history = try CLI.run(["--json", "-c", "history"], home: home)
        #expect(history.stdout.contains(#""visits":[]"#), "nothing was recorded: \(history.stdout)")
    }

    @Test func anAddressBecomesTheLocation() throws {
        let server = try HTTPTestServer { _ in .init(body: OverpassFixtures.nominatim) }
        let home = TempHome()
        var env = Self.environment(server)
        env["CHOOSETHERE_LOCATION"] = nil
        let r = try CLI.run(["-c", "i'm at Av. Paulista 1000, São Paulo", "-c", "where am i"], home: home, extraEnvironment: env)
        #expect(r.stdout.contains("You are at -23.56140, -46.65590"), "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("Avenida Paulista, 1000, São Paulo"))
        #expect(server.requests.first?.query["q"] == "Av. Paulista 1000, São Paulo")
    }

    @Test func clearCacheEmptiesIt() throws {
        let server = try HTTPTestServer { _ in .init(body: OverpassFixtures.bars) }
        let home = TempHome()
        let r = try CLI.run(
            ["-c", "near me from osm", "-c", "clear cache", "-c", "clear cache", "-c", "near me from osm"],
            home: home, extraEnvironment: Self.environment(server))
        #expect(r.stdout.contains("Cleared 1 cached search."))
        #expect(r.stdout.contains("The nearby cache was already empty."))
        #expect(server.requests.count == 2)
    }
}

@Suite("Cancelling a search", .serialized, .enabled(if: Tmux.isAvailable))
struct CancelSearchTests {
    @Test func ctrlCCancelsTheRequestAndKeepsTheShell() throws {
        let server = try HTTPTestServer { _ in .init(body: "", delivery: .silence) }
        let home = TerminalTests.onboardedHome()
        let binary = try #require(Tmux.builtProduct("choosethere"))
        var env = home.environment.merging(NearbyCommandTests.environment(server)) { $1 }
        env["PATH"] = nil
        let tmux = try Tmux(command: [binary], environment: env, inheritEnvironment: false, columns: 100, rows: 30, keepAlive: home)
        #expect(tmux.waitFor(text: TerminalTests.prompt))
        tmux.send(literal: "near me from osm")
        tmux.send(keys: "Enter")
        #expect(tmux.waitFor(text: "Searching OpenStreetMap…"), "the spinner shows: \(tmux.capture())")
        tmux.send(keys: "C-c")
        #expect(tmux.waitFor(text: "Search cancelled.", timeout: 2), "well before the 10 s deadline: \(tmux.capture())")
        tmux.send(literal: "help rate")
        tmux.send(keys: "Enter")
        #expect(tmux.waitFor(text: "rate — rate the current pick"), "the shell still works: \(tmux.capture())")
        server.stop()
    }
}

/// A result that is already one of the user's places is that place: the
/// same name within 200 m, or the same OpenStreetMap id after a rename.
@Suite("OpenStreetMap results that are your places", .serialized)
struct NearbyListMatchTests {
    @Test func aResultAtTheSameSpotIsYourPlace() throws {
        let server = try HTTPTestServer { _ in .init(body: OverpassFixtures.bars) }
        let home = TempHome()
        let env = NearbyCommandTests.environment(server)
        let run = try CLI.run(
            [
                "--seed", "3", "-c", "switch city São Paulo",
                "-c", "add \"Bar Teste\" at -23.5611,-46.6561 bar", "-c", "rate 5",
                "-c", "find bar teste near me from osm", "-c", "show 1", "-c", "rate 3 never again",
                "-c", "history", "-c", "list bar teste",
            ],
            home: home, extraEnvironment: env)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("not in your list"), "\(run.stderr)")
        #expect(run.stdout.components(separatedBy: "Rated Bar Teste").count - 1 == 2, "\(run.stdout)")
        #expect(
            run.stdout.contains("1 place matching 'bar teste'") || run.stdout.contains("1 place with 'bar teste'"),
            "still one Bar Teste in the list: \(run.stdout)")
    }

    @Test func aRenamedSavedPlaceIsFoundByItsOpenStreetMapId() throws {
        let server = try HTTPTestServer { _ in .init(body: OverpassFixtures.bars) }
        let home = TempHome()
        let env = NearbyCommandTests.environment(server)
        let run = try CLI.run(
            [
                "--seed", "3", "-c", "switch city São Paulo", "-c", "find pub do canto near me from osm",
                "-c", "save 1", "-c", "edit \"Pub do Canto\" name Canto Velho", "-c", "clear cache",
                "-c", "find pub near me from osm", "-c", "show 1", "-c", "rate 4",
            ],
            home: home, extraEnvironment: env)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Rated Canto Velho"), "\(run.stdout)\n\(run.stderr)")
    }
}
