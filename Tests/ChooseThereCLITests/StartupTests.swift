import Foundation
import Testing

// MARK: - First run, seeding, broken files (issue: the store and its data)

@Suite("Start-up and files")
struct StartupTests {
    static let cities = ["São Paulo", "Rio de Janeiro", "Curitiba", "Belo Horizonte", "Porto Alegre", "Florianópolis",
                         "Salvador", "Recife", "Fortaleza", "Brasília", "Belém", "Manaus"]

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
        let dirPerms = try FileManager.default.attributesOfItem(atPath: home.storeFile.deletingLastPathComponent().path)[.posixPermissions] as? Int
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

    @Test func clampedAndUnknownSettingsSurvive() throws {
        let home = TempHome()
        try FileManager.default.createDirectory(at: home.settingsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "{\"radiusKm\": 42, \"avoidRepeats\": 99, \"theme\": \"dark\"}".write(to: home.settingsFile, atomically: false, encoding: .utf8)
        let r = try CLI.run(["-c", "set learning off"], home: home)
        #expect(r.stderr.contains("radiusKm 42 is outside 0.1–10; using 10"))
        let saved = try String(contentsOf: home.settingsFile, encoding: .utf8)
        #expect(saved.contains("\"theme\": \"dark\""), "unknown keys are preserved")
        #expect(saved.contains("\"radiusKm\": 10"))
        #expect(saved.contains("\"avoidRepeats\": 50"))
        #expect(saved.contains("\"learning\": false"))
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
