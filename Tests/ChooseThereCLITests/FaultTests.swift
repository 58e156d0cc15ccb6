import ChooseThereKit
import Foundation
import Testing

// MARK: - Faults survived (issue: benchmarks and hardening)

@Suite("Faults", .serialized)
struct FaultTests {
    /// A backup with `count` generated places.
    static func bigBackup(_ count: Int) -> String {
        var rows: [String] = []
        rows.reserveCapacity(count)
        for i in 0..<count {
            rows.append(
                #"{"id":"big-\#(i)","name":"Big Place \#(i)","category":"bar","address":"Rua \#(i)","city":"São Paulo","state":"SP","tags":["beer","cheap"],"notes":"","externalLink":null,"lat":-23.5,"lng":-46.6,"isFavorite":false}"#
            )
        }
        return #"{"schemaVersion":1,"createdAt":"2026-11-01T00:00:00Z","restaurants":["# + rows.joined(separator: ",") + #"],"visits":[]}"#
    }

    @Test func aLockedStoreIsWaitedForThenReportedClearly() throws {
        let home = TempHome()
        _ = try CLI.run(["-c", "anywhere"], home: home)
        // Another writer holds the lock for a second: the command waits, then succeeds.
        let holder = try Database(path: home.storeFile.path)
        try holder.execute("BEGIN IMMEDIATE")
        final class Holder: @unchecked Sendable { let db: Database; init(_ db: Database) { self.db = db } }
        let boxed = Holder(holder)
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { try? boxed.db.execute("COMMIT") }
        let start = Date()
        let waited = try CLI.run(["-c", "add \"Paciência\" at -23.55,-46.63 tags bar"], home: home)
        #expect(waited.status == 0 && waited.stdout.contains("Added Paciência"), "\(waited.stderr)")
        #expect(Date().timeIntervalSince(start) >= 0.9)
        // Held for longer than the busy timeout: a clear message, nothing lost.
        try holder.execute("BEGIN IMMEDIATE")
        defer { try? holder.execute("ROLLBACK") }
        let blockedStart = Date()
        let blocked = try CLI.run(["-c", "add \"Outro\" at -23.55,-46.64 tags bar", "-c", "list paciencia"], home: home)
        #expect(Date().timeIntervalSince(blockedStart) < 6.5, "the lock is waited for 5 s (plus a second), never longer")
        #expect(blocked.stderr.contains("is locked by another choosethere process; try again in a moment"), "\(blocked.stderr)")
        #expect(blocked.stdout.contains("Paciência"), "reads still work while another process writes")
        try holder.execute("ROLLBACK")
        home.expectStoreIntact()
        try holder.execute("BEGIN")  // for the deferred ROLLBACK
    }

    @Test func anImportKilledHalfwayLeavesAConsistentStore() throws {
        let home = TempHome()
        _ = try CLI.run(["-c", "anywhere"], home: home)
        let file = home.write("big.json", Self.bigBackup(60_000))
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["-c", "import \(file.path)"]
        process.environment = home.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(700_000)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let store = try Store(url: home.storeFile)
        let count = try store.placeCount()
        #expect(count == 442 || count == 60_442, "all or nothing, found \(count)")
        #expect(try store.db.scalar("PRAGMA integrity_check")?.text == "ok")
        let r = try CLI.run(["-c", "cities"], home: home)
        #expect(r.status == 0)
    }

    @Test func twoProcessesAdding500VisitsEachLoseNone() throws {
        let home = TempHome()
        _ = try CLI.run(["-c", "anywhere"], home: home)
        for (name, place) in [("a", "Bar Brahma"), ("b", "Mocotó")] {
            home.write("\(name).ct", "show \(place)\n" + String(repeating: "rate 4\n", count: 500))
        }
        #expect(CLI.runConcurrently(["a", "b"], home: home) == [0, 0])
        let store = try Store(url: home.storeFile)
        #expect(try store.visits.count() == 1000)
        let brahma = try #require(try store.places(named: "Bar Brahma").first)
        #expect(brahma.ratingCount == 500)
        home.expectStoreIntact()
    }

    @Test func controlCharactersFromDataArePrintedHarmlessly() throws {
        let home = TempHome()
        // C0 controls are refused in ids, names, categories, cities and tags
        // (below); C1 controls and bidi overrides there, and anything in
        // notes and addresses, come in and must print harmlessly.
        let evil = "Bar \u{9B}2J\u{9D}0;owned\u{9C}Mau\u{9B}31m \u{202E}lanif\u{85}"
        func file(name: String) -> JSON {
            JSON.object([
                "schemaVersion": .int(1), "createdAt": .string("2026-11-01T00:00:00Z"),
                "restaurants": .array([
                    .object([
                        "id": .string("evil-1"), "name": .string(name), "category": .string("bar\u{9B}5m"),
                        "address": .string("Rua \u{1B}[31mX\u{0D}"),
                        "city": .string("São Paulo"), "state": .string("SP"), "tags": .array([.string("beer\u{9B}1m")]),
                        "notes": .string("note\u{1B}[?1049h\u{0000}\u{07}\u{08}"), "externalLink": .null, "lat": .number(-23.55),
                        "lng": .number(-46.63),
                        "isFavorite": .bool(true),
                    ])
                ]),
                "visits": .array([
                    .object([
                        "id": .string("v-evil"), "restaurantId": .string("evil-1"), "dateVisited": .string("2026-11-01T20:00:00Z"),
                        "rating": .int(4), "tags": .array([.string("\u{202E}red")]), "note": .string("x\u{1B}[2Jy\u{07}"),
                        "isMatch": .bool(false), "wouldReturn": .bool(true),
                    ])
                ]),
            ])
        }
        let good = home.write("evil.json", file(name: evil).encoded())
        let refused = home.write("c0.json", file(name: "Bar \u{1B}[2J\u{07}Mau").encoded())
        let r = try CLI.run(
            [
                "--color", "never", "-c", "switch city São Paulo", "-c", "import \(refused.path)", "-c", "import \(good.path)",
                "-c", "list bar", "-c", "show evil-1", "-c", "history", "-c", "spin favorites", "-c", "tags",
                "-c", "add \"Novo\u{1B}[31m\" at -23.5,-46.6",
            ], home: home)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("restaurants[0].name: contains the control character U+001B"), "\(r.stdout)")
        #expect(r.stdout.contains("Added 1 place and 1 visit"), "\(r.stdout)")
        #expect(r.stdout.contains("Mau"))
        for bad: Unicode.Scalar in ["\u{1B}", "\u{9B}", "\u{9D}", "\u{07}", "\u{08}", "\u{202E}", "\u{00}", "\u{85}"] {
            #expect(!r.stdout.unicodeScalars.contains(bad), "stdout carries U+\(String(bad.value, radix: 16))")
            #expect(!r.stderr.unicodeScalars.contains(bad), "stderr carries U+\(String(bad.value, radix: 16))")
        }
        let json2 = try CLI.run(["--json", "-c", "show evil-1"], home: home)
        #expect(!json2.stdout.unicodeScalars.contains("\u{1B}"), "JSON escapes control characters")
    }

    @Test func settingsThatAreNotFilesStopStartUp() throws {
        let home = TempHome()
        try FileManager.default.createDirectory(at: home.settingsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(home.settingsFile.path, 0o600) == 0)
        let r = try CLI.run(["-c", "settings"], home: home)
        #expect(r.status == 1)
        #expect(r.stderr.contains("is not a regular file"))
    }
}
