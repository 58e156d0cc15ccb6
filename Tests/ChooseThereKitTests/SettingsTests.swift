import Foundation
import Testing

@testable import ChooseThereKit

@Suite("Settings")
struct SettingsTests {
    // MARK: Values

    @Test func defaults() {
        let s = Settings()
        #expect(s.city == nil)
        #expect(s.source == .list)
        #expect(s.radiusKm == 3)
        #expect(s.avoidRepeats == 10)
        #expect(s.learning == true)
        #expect(s.location == nil)
        #expect(s.unknownKeys.isEmpty)
        #expect(Settings.Source.list.label == "my list")
        #expect(Settings.Source.osm.label == "nearby")
    }

    @Test func jsonRoundTrip() {
        var s = Settings()
        s.city = "São Paulo|SP"
        s.source = .osm
        s.radiusKm = 2.5
        s.avoidRepeats = 20
        s.learning = false
        s.location = Coordinate(lat: -23.56, lng: -46.69)
        s.onboarded = true
        s.unknownKeys = ["future": .array([.int(1)])]
        let (back, notes) = Settings.from(json: s.json)
        #expect(back == s)
        #expect(notes.isEmpty)
        // And through text.
        let (again, _) = Settings.from(json: (try? JSON.parse(s.json.prettyEncoded())) ?? .null)
        #expect(again == s)
    }

    @Test func defaultsWriteEveryKnownKey() {
        let json = Settings().json
        for key in ["city", "source", "radiusKm", "avoidRepeats", "learning", "location", "onboarded"] {
            #expect(json[key] != nil, "\(key)")
        }
        // last-category was written by set and read by nothing: gone from the file, settings, help and set.
        #expect(json["lastCategory"] == nil)
        #expect(json["city"] == .null)
        #expect(json["radiusKm"] == .int(3))
        #expect(Settings().json.prettyEncoded().contains("\"radiusKm\": 3,"))
    }

    // Out of range means the default (3 km; 10 places), with a note.
    @Test(arguments: [(42.0, 3.0), (0.05, 3.0), (-5.0, 3.0), (1e300, 3.0), (10.0, 10.0), (0.1, 0.1), (0.2, 0.2), (1.0, 1.0), (4.5, 4.5)])
    func radiusOutsideItsRangeIsTheDefault(given: Double, expected: Double) {
        let (s, notes) = Settings.from(json: .object(["radiusKm": .number(given)]))
        #expect(s.radiusKm == expected)
        #expect(notes.isEmpty == (given == expected))
        if given != expected { #expect(notes.first?.text(.english).contains("radiusKm") == true) }
    }

    @Test(arguments: [(-3.0, 10), (51, 10), (1000, 10), (1e300, 10), (-1e300, 10), (2.5, 10), (0, 0), (50, 50), (7, 7)])
    func avoidRepeatsOutsideItsRangeIsTheDefault(given: Double, expected: Int) {
        let (s, notes) = Settings.from(json: .object(["avoidRepeats": .number(given)]))
        #expect(s.avoidRepeats == expected)
        #expect(notes.isEmpty == (given == Double(expected)))
        if given != Double(expected) { #expect(notes.first?.text(.english).contains("avoidRepeats") == true) }
    }

    @Test func wrongTypesFallBackWithNotes() {
        let (s, notes) = Settings.from(
            json: .object([
                "city": .int(5), "source": .string("satellite"), "radiusKm": .string("far"),
                "avoidRepeats": .bool(true), "learning": .string("yes"), "location": .object(["lat": .number(95), "lng": .number(0)]),
            ]))
        #expect(s.city == nil && s.source == .list && s.radiusKm == 3 && s.avoidRepeats == 10 && s.learning && s.location == nil)
        #expect(notes.count == 6)
    }

    @Test func nonObjectGivesDefaults() {
        let (s, notes) = Settings.from(json: .array([]))
        #expect(s == Settings())
        #expect(notes.count == 1)
    }

    // MARK: The file

    @Test func missingFileIsNewWithDefaults() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let loaded = try SettingsFile(url: dir.file("settings.json")).load()
        #expect(loaded.isNew && !loaded.isBroken)
        #expect(loaded.settings == Settings())
        #expect(loaded.warnings.isEmpty)
    }

    @Test func saveThenLoad() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let file = SettingsFile(url: dir.url.appendingPathComponent("config/choosethere/settings.json"))
        var s = Settings()
        s.city = "Curitiba|PR"
        s.radiusKm = 5
        s.onboarded = true
        #expect(try file.save(s, replacingBroken: false) == nil)
        let loaded = try file.load()
        #expect(loaded.settings == s)
        #expect(!loaded.isNew && !loaded.isBroken && loaded.warnings.isEmpty)
        // Human-readable: pretty, sorted, one key a line.
        let text = try String(contentsOf: file.url, encoding: .utf8)
        #expect(text.contains("\n  \"city\": \"Curitiba|PR\",\n"))
        #expect(text.hasSuffix("}\n"))
    }

    @Test func outOfRangeValuesOnLoadBecomeDefaultsWithWarnings() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let url = dir.file("settings.json")
        try #"{"radiusKm": 42, "avoidRepeats": -3}"#.write(to: url, atomically: false, encoding: .utf8)
        let loaded = try SettingsFile(url: url).load()
        #expect(loaded.settings.radiusKm == 3)
        #expect(loaded.settings.avoidRepeats == 10)
        #expect(loaded.warnings.count == 2)
        #expect(loaded.warnings.allSatisfy { $0.text(.english).hasPrefix(url.path) })
        #expect(!loaded.isBroken)
        // A file written by hand before onboarding existed counts as onboarded.
        #expect(loaded.settings.onboarded)
    }

    /// A save writes the keys a command set, and only those: an out-of-range
    /// value it did not touch stays as written, one it set to the default is written.
    @Test func aSaveWritesTheKeysItSetEvenToTheDefault() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let file = SettingsFile(url: dir.file("settings.json"))
        try #"{"radiusKm": 42, "avoidRepeats": 99}"#.write(to: file.url, atomically: false, encoding: .utf8)
        let client = SettingsClient.live(file)
        #expect(try client.save([.radius(3)]).isEmpty)
        let saved = try JSON.parse(bytes: Array(Data(contentsOf: file.url)))
        #expect(saved["radiusKm"] == .int(3), "set to the value it was read as, and written")
        #expect(saved["avoidRepeats"] == .int(99), "not set by the command: kept as written")
    }

    @Test func unknownKeysArePreservedOnSave() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let url = dir.file("settings.json")
        try #"{"radiusKm": 4, "theme": "dark", "future": {"x": [1, 2]}}"#.write(to: url, atomically: false, encoding: .utf8)
        let file = SettingsFile(url: url)
        var s = try file.load().settings
        s.radiusKm = 6
        try file.save(s, replacingBroken: false)
        let saved = try JSON.parse(String(contentsOf: url, encoding: .utf8))
        #expect(saved["theme"] == .string("dark"))
        #expect(saved["future"] == .object(["x": .array([.int(1), .int(2)])]))
        #expect(saved["radiusKm"] == .int(6))
    }

    @Test func brokenFileGivesDefaultsAndAWarning() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let url = dir.file("settings.json")
        let broken = "{\"radiusKm\": 5,\n  oops"
        try broken.write(to: url, atomically: false, encoding: .utf8)
        let loaded = try SettingsFile(url: url).load()
        #expect(loaded.isBroken && !loaded.isNew)
        #expect(loaded.settings == Settings())
        #expect(loaded.warnings.count == 1)
        #expect(loaded.warnings[0].text(.english).contains("line 2"))
        // Loading never touches the file.
        #expect(try String(contentsOf: url, encoding: .utf8) == broken)

        // A valid JSON value that is not an object is broken too.
        try "[1, 2]".write(to: url, atomically: false, encoding: .utf8)
        #expect(try SettingsFile(url: url).load().isBroken)
    }

    @Test func savingOverABrokenFileKeepsACopy() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let url = dir.file("settings.json")
        let broken = "{ not json"
        try broken.write(to: url, atomically: false, encoding: .utf8)
        let file = SettingsFile(url: url)
        let loaded = try file.load()
        var s = loaded.settings
        s.radiusKm = 7
        let notice = try #require(try file.save(s, replacingBroken: loaded.isBroken))
        #expect(notice.contains("settings.json.broken"))
        #expect(try String(contentsOfFile: url.path + ".broken", encoding: .utf8) == broken)
        #expect(try file.load().settings.radiusKm == 7)
        // The next save has nothing broken to keep.
        #expect(try file.save(s, replacingBroken: false) == nil)
        // A second broken file never replaces the first copy (issue 25): it is .broken.1.
        try "{ also broken".write(to: url, atomically: false, encoding: .utf8)
        let again = try #require(try file.save(s, replacingBroken: true))
        #expect(again.contains("settings.json.broken.1"))
        #expect(try String(contentsOfFile: url.path + ".broken", encoding: .utf8) == broken)
        #expect(try String(contentsOfFile: url.path + ".broken.1", encoding: .utf8) == "{ also broken")
    }

    /// HOME unset and the XDG variables empty once put the store under /.local (issue 25).
    @Test func withoutHomeThePasswordDatabaseSaysWhereItIs() throws {
        let paths = try #require(AppPaths.fromEnvironment(["XDG_DATA_HOME": "", "XDG_CONFIG_HOME": ""]))
        let home = try #require(AppPaths.passwordHome())
        #expect(paths.storeFile.path == home + "/.local/share/choosethere/choosethere.sqlite3")
        #expect(!paths.storeFile.path.hasPrefix("/.local"))
        #expect(AppPaths.fromEnvironment(["HOME": "/somewhere"])?.configDir.path == "/somewhere/.config/choosethere")
        // With no home anywhere, there are no paths (the program refuses to start), unless every XDG folder is given.
        #expect(AppPaths.fromEnvironment(["XDG_DATA_HOME": "/d"], passwordHome: { nil }) == nil)
        let given = ["XDG_CONFIG_HOME": "/c", "XDG_DATA_HOME": "/d", "XDG_STATE_HOME": "/s", "XDG_CACHE_HOME": "/k"]
        #expect(AppPaths.fromEnvironment(given, passwordHome: { nil })?.storeFile.path == "/d/choosethere/choosethere.sqlite3")
    }

    @Test func atomicWriteLeavesNoTemporaryFiles() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let file = SettingsFile(url: dir.file("settings.json"))
        for radius in 1...5 {
            var s = Settings()
            s.radiusKm = Double(radius)
            try file.save(s, replacingBroken: false)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path) == ["settings.json"])
        #expect(try file.load().settings.radiusKm == 5)
    }

    @Test func filesArePrivate() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let configDir = dir.url.appendingPathComponent("config/choosethere")
        let file = SettingsFile(url: configDir.appendingPathComponent("settings.json"))
        try file.save(Settings(), replacingBroken: false)
        #expect(try posixMode(file.url) & 0o777 == 0o600)
        #expect(try posixMode(configDir) & 0o777 == 0o700)
    }

    @Test func unreadablePathThrows() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let url = dir.file("settings.json")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        #expect(throws: FileError.self) { try SettingsFile(url: url).load() }
        // Saving over it fails too, and the directory survives.
        #expect(throws: FileError.self) { try SettingsFile(url: url).save(Settings(), replacingBroken: false) }
        var isDir: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) && isDir.boolValue)
    }

    @Test func oversizedFileThrows() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let url = dir.file("settings.json")
        try Data(repeating: 0x20, count: (1 << 20) + 1).write(to: url)
        #expect(throws: FileError.self) { try SettingsFile(url: url).load() }
    }
}

/// Issue 24: a negative count was read as 0 by the parser — switching
/// anti-repetition off — before the range check could refuse it.
@Suite("Avoid-repeats out of range")
struct AvoidRepeatsRangeTests {
    @Test(arguments: ["set avoid-repeats -5", "set avoid-repeats -1", "don't repeat the last -3 places"])
    func aNegativeCountIsRefusedWithTheRangeAndChangesNothing(_ line: String) throws {
        let h = try Harness()
        try h.ok("set avoid-repeats 12")
        let reply = try h.run(line)
        #expect(reply.failure?.code == "invalid_value", "\(line): \(String(describing: reply.failure))")
        #expect(h.session.settings.avoidRepeats == 12)
    }
}

// MARK: - A location in another city is said, once, with the city offered (issue 24)

@Suite("Location and city that disagree")
struct LocationElsewhereTests {
    static func messages(_ reply: Reply) -> [Message] {
        reply.items.compactMap { if case .message(let m) = $0 { m } else { nil } }
    }

    @Test func aLocationInAnotherCityIsSaidAndTheCityOffered() throws {
        let h = try Harness(interactive: true)
        try h.ok("switch city São Paulo")
        // Campinas is about 85 km from São Paulo's centre.
        let far = try h.ok("i'm at -22.9056,-47.0608")
        guard case .locationInAnotherCity(let city, let current, let km)? = Self.messages(far).last else {
            Issue.record("\(far)")
            return
        }
        #expect(city == "Campinas, SP" && current == "São Paulo, SP" && km > 70 && km < 100)
        #expect(h.text(far).contains("That is 82.0 km from São Paulo, SP, the city you chose"), "\(h.text(far))")
        guard case .confirm(.switchCity("Campinas, SP"), _, let then) = far.action else {
            Issue.record("a terminal is asked: \(String(describing: far.action))")
            return
        }
        _ = h.session.run(then)
        #expect(h.session.state.settings.city == "Campinas|SP", "yes switches the city")
        // A location inside the city chosen says nothing more.
        let near = try h.ok("i'm at -22.91,-47.06")
        #expect(Self.messages(near).count == 1 && near.action == .none)
    }

    @Test func scriptsAreToldButNeverAsked() throws {
        let h = try Harness()
        try h.ok("switch city São Paulo")
        let far = try h.ok("i'm at -22.9056,-47.0608")
        #expect(far.action == .none)
        #expect(h.text(far).contains("Say switch city Campinas, SP to pick there."))
        #expect(h.session.state.settings.city == "São Paulo|SP", "the city is never changed on the location alone")
        // In Portuguese, with a decimal comma.
        try h.ok("set language pt-BR")
        let pt = try h.ok("i'm at -22.9056,-47.0608")
        #expect(TextRenderer(wording: .portuguese).render(pt).lines.map(\.text).joined().contains("82,0 km de São Paulo, SP"))
    }
}

@Suite("last-category is gone")
struct LastCategoryGoneTests {
    /// It was written by `set` and read by nothing. An old file's value is
    /// read without complaint and dropped on the next save; `set` no longer knows it.
    @Test func anOldFileIsReadAndTheKeyIsDroppedAndSetRefusesIt() throws {
        let h = try Harness(settingsText: "{\"lastCategory\": \"bar\", \"city\": \"Curitiba|PR\", \"onboarded\": true}")
        try h.ok("set radius 2km")
        let saved = try String(contentsOf: h.paths.settingsFile, encoding: .utf8)
        #expect(!saved.contains("lastCategory") && saved.contains("\"radiusKm\": 2"), "\(saved)")
        let refused = h.session.run(.set(SettingRequest(key: nil, unknownKey: "last-category", value: "bar")))
        #expect(refused.error?.code == "unknown_setting")
        let message = refused.error?.message ?? ""
        #expect(
            message.hasSuffix("Settings: radius, source, avoid-repeats, learning, city, location, language, symbols, animation, log."),
            "\(message)")
        #expect(!TextRenderer().render(try h.ok("settings")).lines.map(\.text).joined().contains("last-category"))
    }
}
