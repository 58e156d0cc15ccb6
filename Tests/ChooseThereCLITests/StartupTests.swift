import Foundation
import Testing

// MARK: - First run, seeding, broken files (issue: the store and its data)

@Suite("Start-up and files")
struct StartupTests {
    static let cities = [
        "São Paulo", "Rio de Janeiro", "Curitiba", "Belo Horizonte", "Porto Alegre", "Florianópolis",
        "Salvador", "Recife", "Fortaleza", "Brasília", "Belém", "Manaus",
    ]

    @Test func freshStartSeedsEveryCityOnceAndOnlyOnce() throws {
        let home = TempHome()
        var args: [String] = []
        for city in StartupTests.cities { args += ["-c", "switch city \(city)", "-c", "list"] }
        let r = try CLI.run(["--json"] + args, home: home)
        #expect(r.status == 0)
        let objects = r.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(objects.count == StartupTests.cities.count * 2)
        for (i, city) in StartupTests.cities.enumerated() {
            let list = objects[i * 2 + 1]["result"] as? [String: Any]
            let total = list?["total"] as? Int ?? 0
            #expect(total >= 15, "\(city) has only \(total) places")
        }
        let first = try CLI.run(["--json", "-c", "anywhere"], home: home)
        let again = try CLI.run(["--json", "-c", "anywhere"], home: home)
        #expect(first.stdout == again.stdout, "running again adds nothing")
        #expect(first.stdout.contains("\"places\":"))
        let perms = try FileManager.default.attributesOfItem(atPath: home.storeFile.path)[.posixPermissions] as? Int
        #expect(perms == 0o600)
        let dirPerms =
            try FileManager.default.attributesOfItem(atPath: home.storeFile.deletingLastPathComponent().path)[.posixPermissions] as? Int
        #expect(dirPerms == 0o700)
    }

    @Test func corruptStoreExitsOneAndIsLeftUntouched() throws {
        let home = TempHome()
        try FileManager.default.createDirectory(at: home.storeFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: home.storeFile)
        let r = try CLI.run(["-c", "list"], home: home)
        #expect(r.status == 1)
        #expect(r.stderr.contains(home.storeFile.path))
        #expect(r.stderr.contains("not a choosethere store"))
        #expect(try Data(contentsOf: home.storeFile) == garbage)
        let siblings = try FileManager.default.contentsOfDirectory(atPath: home.storeFile.deletingLastPathComponent().path)
        #expect(siblings == ["choosethere.sqlite3"], "no -wal or -shm files were created: \(siblings)")
    }

    @Test func brokenSettingsRunOnDefaultsAndAreKeptBeforeReplacing() throws {
        let home = TempHome()
        let broken = "{ \"radiusKm\": 4, oops }\n"
        try FileManager.default.createDirectory(at: home.settingsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try broken.write(to: home.settingsFile, atomically: false, encoding: .utf8)
        let r = try CLI.run(["-c", "settings"], home: home)
        #expect(r.status == 0)
        #expect(r.stderr.contains(home.settingsFile.path))
        #expect(r.stderr.contains("not valid JSON"))
        #expect(r.stdout.contains("3 km"), "defaults apply")
        #expect(try String(contentsOf: home.settingsFile, encoding: .utf8) == broken, "not overwritten by reading")
        let set = try CLI.run(["-c", "set radius 5"], home: home)
        #expect(set.stderr.contains("kept as"))
        #expect(try String(contentsOf: URL(fileURLWithPath: home.settingsFile.path + ".broken"), encoding: .utf8) == broken)
        #expect(try String(contentsOf: home.settingsFile, encoding: .utf8).contains("\"radiusKm\": 5"))
    }

    @Test func outOfRangeAndUnknownSettingsSurvive() throws {
        let home = TempHome()
        try FileManager.default.createDirectory(at: home.settingsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "{\"radiusKm\": 42, \"avoidRepeats\": 99, \"theme\": \"dark\"}".write(to: home.settingsFile, atomically: false, encoding: .utf8)
        let r = try CLI.run(["-c", "set learning off", "-c", "settings"], home: home)
        #expect(r.stderr.contains("radiusKm 42 is not a distance from 0.1 to 10 km; using the default, 3"))
        #expect(r.stdout.contains("last 10 places"), "the default is used")
        let saved = try String(contentsOf: home.settingsFile, encoding: .utf8)
        #expect(saved.contains("\"theme\": \"dark\""), "unknown keys are preserved")
        // Only the key the command set is written; the others stay as the user wrote them.
        #expect(saved.contains("\"radiusKm\": 42"))
        #expect(saved.contains("\"avoidRepeats\": 99"))
        #expect(saved.contains("\"learning\": false"))
    }

    /// `"avoidRepeats": 1e300` once stopped every start with SIGILL.
    @Test func hugeNumbersInSettingsFallBackToDefaults() throws {
        let home = TempHome()
        try FileManager.default.createDirectory(at: home.settingsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #"{"avoidRepeats": 1e300, "radiusKm": -1e300, "location": {"lat": 1e300, "lng": 0}, "city": "Curitiba|PR"}"#
            .write(to: home.settingsFile, atomically: false, encoding: .utf8)
        let r = try CLI.run(["--json", "-c", "settings"], home: home)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("avoidRepeats 1e+300 is not a whole number from 0 to 50; using the default, 10"))
        #expect(r.stderr.contains("radiusKm -1e+300 is not a distance from 0.1 to 10 km; using the default, 3"))
        #expect(r.stderr.contains("location should be"))
        #expect(
            r.stdout.contains("\"avoidRepeats\":10") && r.stdout.contains("\"radiusKm\":3")
                && r.stdout.contains(#""name":"Curitiba","state":"PR""#), "\(r.stdout)")
    }

    @Test func unreadableSettingsAreFatal() throws {
        let home = TempHome()
        try FileManager.default.createDirectory(at: home.settingsFile, withIntermediateDirectories: true)
        let r = try CLI.run(["-c", "settings"], home: home)
        #expect(r.status == 1)
        #expect(r.stderr.contains("is a directory"))
    }

    @Test func locationFromEnvironment() throws {
        let home = TempHome()
        let r = try CLI.run(["-c", "where am i"], home: home, extraEnvironment: ["CHOOSETHERE_LOCATION": "-23.56,-46.69"])
        #expect(r.stdout.contains("-23.56000, -46.69000"))
        let bad = try CLI.run(["-c", "where am i"], home: home, extraEnvironment: ["CHOOSETHERE_LOCATION": "here"])
        #expect(bad.stderr.contains("CHOOSETHERE_LOCATION should be LAT,LNG"))
    }
}
