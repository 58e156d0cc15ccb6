import ChooseThereTestServer
import ChooseThereTestSupport
import Foundation
import Testing

// MARK: - Every --json line fits Resources/reply.schema.json

@Suite("The --json reply schema")
struct ReplySchemaTests {
    static let environment = ["NO_COLOR": "1", "CHOOSETHERE_NOW": "2026-11-21T20:00:00Z"]

    /// Runs `commands` as `-c` arguments and checks every line against the schema;
    /// each command must print exactly one line.
    static func checkCommands(
        _ commands: [String], flags: [String] = [], home: TempHome = TempHome(),
        environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let schema = try JSONSchema.replySchema()
        let r = try CLI.run(
            ["--json", "--seed", "42"] + flags + commands.flatMap { ["-c", $0] }, home: home,
            extraEnvironment: ReplySchemaTests.environment.merging(environment) { $1 })
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == commands.count, "one line per command:\n\(r.stdout)\(r.stderr)", sourceLocation: sourceLocation)
        let violations = schema.violations(ofLines: r.stdout)
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    @Test("every --json line of a transcript fits the schema", arguments: TranscriptTests.scripts)
    func transcript(_ name: String) throws {
        let schema = try JSONSchema.replySchema()
        let r = try CLI.run(
            ["--json", "--seed", "42", "-f", name], home: TempHome(), cwd: TranscriptTests.folder,
            extraEnvironment: ReplySchemaTests.environment)
        #expect(!r.stdout.isEmpty, "\(r.stderr)")
        let violations = schema.violations(ofLines: r.stdout)
        #expect(violations.isEmpty, "\(name):\n\(violations.joined(separator: "\n"))")
    }

    @Test func nearFromTheListAndThePlacesAroundIt() throws {
        try Self.checkCommands(
            [
                "switch city São Paulo", "near me 1km", "why", "again", "near me 1km bar", "show 1", "why", "fav", "unfav",
                "open", "open osm", "save", "where am i", "list", "list page 2", "list xyzzy", "list page 99", "cities",
                "cities sampa", "tags", "help", "help near", "settings", "set", "set radius 2km", "set avoid-repeats 60",
                "set last-category none", "set city Curitiba", "set city anywhere", "switch city", "history", "rate Speranza 5",
                "history best", "edit sp-speranza price 2", "add \"Bar do Zé\" at -23.56,-46.65 tags boteco cheap", "forget Bar do Zé",
                "forget Bar do Zé yes", "spin korean fancy", "explain near me 2km bar from osm", "refresh", "frobnicate",
            ], environment: ["CHOOSETHERE_LOCATION": "-23.5614,-46.6559"])
    }

    @Test func aCityCentreWithoutALocation() throws {
        try Self.checkCommands([
            "near me", "switch city Curitiba", "near me 3km", "near me 100m", "i'm at 91,0", "set location none",
            "where am i", "i'm at -25.43,-49.27", "set location -25.44,-49.28", "why", "again", "rate 3",
        ])
    }

    @Test func importsExportsAndARefusedBackup() throws {
        let home = TempHome()
        home.write(
            "broken.json",
            #"""
            {"schemaVersion": 1, "createdAt": "2030-01-01T00:00:00Z",
             "restaurants": [{"id": "", "name": "", "lat": 123, "lng": 0}], "visits": [{"id": "v", "restaurantId": "x", "rating": 9}]}
            """#)
        try Self.checkCommands(
            [
                "import broken.json", "import nowhere.json", "export backup.json", "export backup.json", "export backup.json overwrite",
                "import backup.json preview", "import backup.json", "import backup.json replace preview",
                "import backup.json replace", "import", "source", "quit",
            ], home: home)
    }

    @Test func anOpenStreetMapSearchAgainstALocalServer() throws {
        let server = try HTTPTestServer { _ in .init(body: OverpassFixtures.bars) }
        let home = TempHome()
        let environment = NearbyCommandTests.environment(server)
        try Self.checkCommands(
            [
                "switch city São Paulo", "near me 2km bar from osm", "why", "show 1", "again", "fav", "save", "save",
                "save 2", "open", "near me 2km bar from osm", "refresh", "clear cache", "clear cache",
            ],
            home: home, environment: environment)
        server.stop()
        try Self.checkCommands(["near me from osm", "refresh"], home: home, environment: environment)
        try Self.checkCommands(["near me from osm"], flags: ["--offline"], home: home, environment: environment)
        let busy = try HTTPTestServer { _ in .init(status: 429, body: "{}", headers: ["Retry-After": "30"]) }
        try Self.checkCommands(["near me from osm"], home: home, environment: NearbyCommandTests.environment(busy))
    }

    @Test func findDetailsHoursRefreshAndTheEventLog() throws {
        let server = try ServicesCommandTests.eateries()
        defer { server.stop() }
        let home = TempHome()
        let environment = ServicesCommandTests.environment(server)
        try Self.checkCommands(
            [
                "switch city São Paulo", "set log detailed", "find Mocotó near me", "show 1", "save", "show", "find temaki near me",
                "refresh", "near me 2km open now from osm", "again", "find zzz near me", "find sushi in Curitiba",
                "search açaí from my list", "log",
            ],
            home: home, environment: environment)
        server.respond { request in
            .init(body: request.path == "/search" ? OverpassFixtures.nominatimPlaces : OverpassFixtures.mocotoUpdated)
        }
        try Self.checkCommands(
            [
                "refresh details sp-mocoto-2", "refresh details sp-mocoto-2", "refresh details Bar Léo",
                "i'm at Rua Itapeva 12", "export out.json", "import out.json", "import nowhere.json", "log 50",
                "set log on", "set log off", "log 3",
            ],
            home: home, environment: environment)
    }

    @Test func openNowHoursListsSettingsAndRefinements() throws {
        try Self.checkCommands(
            [
                "switch city São Paulo", "edit Bar Léo hours Mo-Su 18:00-02:00", "edit Bar Brahma hours 24/7",
                "edit Skye hours Mo-Fr 07:00-12:00",
                "show Bar Léo", "show Bar Brahma", "show Skye", "edit Bar Léo hours Jan-Mar 10:00-12:00", "spin open now",
                "spin bar open now strict",
                "again", "why", "near me bar open now", "spin korean open now strict", "spin bar", "cheaper", "closer",
                "what about italian", "nah",
                "near me 3km bar", "closer", "list favorites", "fav Bar Léo", "favorites", "list all", "more", "list page 1", "next",
                "list page 2", "history favorites",
                "set symbols ascii", "set animation off", "set log detailed", "set language pt-BR", "set language en", "set", "settings",
                "set language klingon", "explain cheaper", "explain list favorites", "explain find Mocotó near me 2km from osm",
                "explain spin open now strict", "explain refresh details Bar Léo", "explain log 5", "explain edit Bar Léo price 2",
                "forgt Bar Léo", "spinn bar", "rate 11", "help find",
            ], environment: ["CHOOSETHERE_LOCATION": "-23.5614,-46.6559"])
    }

    // MARK: The schema has teeth

    @Test func theSchemaRefusesWhatTheIssueRulesOut() throws {
        let schema = try JSONSchema.replySchema()
        let r = try CLI.run(["--json", "-c", "switch city Curitiba", "-c", "list"], home: TempHome())
        let lines = r.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 2)
        let list = try SchemaJSON.parse(lines[1])
        #expect(schema.validate(list).isEmpty)
        func violations(_ change: (inout [String: SchemaJSON]) -> Void) -> [String] {
            guard case .object(var line) = list, case .object(var result)? = line["result"] else { return ["no result"] }
            change(&result)
            line["result"] = .object(result)
            return schema.validate(.object(line)).map(\.description)
        }
        #expect(violations { $0["Curitiba|PR"] = .number(32) } == [#"$.result["Curitiba|PR"]: not allowed here"#])
        #expect(violations { $0["places"] = .object(["pr-1": .string("Bar")]) }.first?.hasPrefix("$.result.places: expected array") == true)
        #expect(violations { $0["page_count"] = $0["pages"] } == ["$.result.page_count: not allowed here"])
        #expect(violations { $0["total"] = .number(2.5) }.first?.hasPrefix("$.result.total: expected integer") == true)
        guard case .object(var failed) = list else { return }
        failed["ok"] = .bool(false)
        #expect(schema.validate(.object(failed)).map(\.description) == [#"$: missing required key "error""#, "$.result: not allowed here"])
    }

    @Test func detailsAndHoursAreClosedToo() throws {
        let schema = try JSONSchema.replySchema()
        let r = try CLI.run(
            ["--json", "-c", "switch city São Paulo", "-c", "edit Bar Léo hours Mo-Su 18:00-02:00", "-c", "show Bar Léo"],
            home: TempHome(), extraEnvironment: Self.environment)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 3, "\(r.stdout)\(r.stderr)")
        let show = try SchemaJSON.parse(lines[2])
        #expect(schema.validate(show).isEmpty)
        // (A value that may be null reports inside its anyOf, so look for the inner violation.)
        func violations(_ change: (inout [String: SchemaJSON]) -> Void) -> [String] {
            guard case .object(var line) = show, case .object(var result)? = line["result"] else { return ["no result"] }
            change(&result)
            line["result"] = .object(result)
            return schema.validate(.object(line)).map(\.description)
        }
        #expect(violations { $0["osmId"] = nil } == [#"$.result: missing required key "osmId""#])
        #expect(
            violations { $0["details"] = .object(["openingHours": .string("Mo-Su 18:00-02:00"), "opening_hours": .string("x")]) }
                .contains { $0.contains(#"$.result.details.opening_hours: not allowed here"#) })
        #expect(
            violations {
                $0["hours"] = .object([
                    "status": .string("open"), "text": .string("open now"), "opens": .string("18:00"),
                    "inDays": .number(0),
                ])
            }
            .contains { $0.contains("$.result.hours.opens: not allowed here") })
        #expect(
            violations { $0["hours"] = .object(["status": .string("closed"), "text": .string("closed"), "opens": .string("18:00")]) }
                .contains { $0.contains(#"$.result.hours: missing required key "inDays""#) })
        #expect(
            !violations {
                $0["hours"] = .object([
                    "status": .string("closed"), "text": .string("closed"), "opens": .string("6pm"),
                    "inDays": .number(0),
                ])
            }.isEmpty)
    }

    // MARK: The schema keeps up with the code

    /// The string literals of the `var NAME: String { switch … }` blocks of a kit source file.
    static func literals(ofProperty property: String, in file: String) throws -> Set<String> {
        let source = try String(contentsOf: CLI.repoRoot.appendingPathComponent("Sources/ChooseThereKit/" + file), encoding: .utf8)
        var found = Set<String>()
        for block in source.components(separatedBy: "var \(property): String {").dropFirst() {
            let body = block.components(separatedBy: "\n    }").first ?? ""
            for match in body.matches(of: /: "([a-z_]+)"/) { found.insert(String(match.1)) }
        }
        return found
    }

    /// The strings of `$defs.NAME.enum` in the schema.
    static func schemaEnum(_ name: String, _ schema: JSONSchema) -> Set<String> {
        guard case .object(let values)? = JSONSchema.resolve("#/$defs/\(name)", in: schema.root).map({ $0 }),
            case .array(let options)? = values["enum"]
        else { return [] }
        return Set(options.compactMap { if case .string(let s) = $0 { s } else { nil } })
    }

    @Test func everyErrorCodeAndIntentIsInTheSchema() throws {
        let schema = try JSONSchema.replySchema()
        let codes = try Self.literals(ofProperty: "code", in: "Replies/CommandFailure.swift")
        #expect(codes.count > 20)
        #expect(Self.schemaEnum("errorCode", schema) == codes, "add new codes to $defs.errorCode in Resources/reply.schema.json")
        let intents = try Self.literals(ofProperty: "name", in: "Language/Intent.swift")
        #expect(intents.contains("spin") && intents.contains("import"))
        #expect(Self.schemaEnum("intentName", schema) == intents, "add new intents to $defs.intentName in Resources/reply.schema.json")
        // Each intent has its line in byIntent (slots and result).
        guard case .array(let entries)? = JSONSchema.resolve("#/$defs/byIntent/allOf", in: schema.root) else {
            Issue.record("no $defs.byIntent.allOf")
            return
        }
        let covered = Set(
            entries.compactMap { entry -> String? in
                guard case .object(let e) = entry, case .object(let condition)? = e["if"],
                    case .object(let properties)? = condition["properties"],
                    case .object(let intent)? = properties["intent"], case .string(let name)? = intent["const"]
                else { return nil }
                return name
            })
        #expect(covered == intents, "every intent needs its line in $defs.byIntent")
    }
}
