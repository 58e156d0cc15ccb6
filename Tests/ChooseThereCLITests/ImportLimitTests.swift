import ChooseThereKit
import Foundation
import Testing

// MARK: - Hostile imports through the real binary: memory, output, --json

@Suite("Import limits", .serialized)
struct ImportLimitTests {
    /// A file of `{}` rows just under the 50 MB limit: it once took 23.5 GB
    /// and listed 64 million problems.
    @Test func fortyEightMegabytesOfEmptyRowsStayBounded() throws {
        let home = TempHome()
        _ = try CLI.run(["-c", "anywhere"], home: home)
        let head = #"{"schemaVersion":1,"createdAt":"2026-01-01T00:00:00Z","restaurants":["#
        var bytes = Array(head.utf8)
        let rows = (48 << 20) / 3
        bytes.reserveCapacity(head.utf8.count + rows * 3 + 16)
        for i in 0..<rows { bytes += i == 0 ? [0x7B, 0x7D] : [0x2C, 0x7B, 0x7D] }
        bytes += Array("]}".utf8)
        let file = home.root.appendingPathComponent("empty-rows.json")
        try Data(bytes).write(to: file)
        let r = try CLI.runMeasured(["-c", "import \(file.path)"], home: home)
        #expect(r.peakMB > 0 && r.peakMB < 200, "peak \(r.peakMB) MB")
        let listed = r.stdout.split(separator: "\n").filter { $0.hasPrefix("  restaurants[") }
        #expect(listed.count == 100)
        #expect(r.stdout.contains("  … and 900 more; checking stopped there"))
        #expect(r.stderr.contains("has 1000+ problems; nothing was imported."))
        print("BENCH import.empty_rows_48mb_peak_mb=\(r.peakMB) seconds=\(r.seconds)")
    }

    /// 48 MB of valid places whose every text is 16 bytes long: the shortest
    /// strings Swift keeps on the heap, so decoded rows would cost about six
    /// times the file. Rows are read again from the file instead.
    @Test func fortyEightMegabytesOfShortStringsStayBounded() throws {
        let home = TempHome()
        _ = try CLI.run(["-c", "anywhere"], home: home)
        var text = #"{"schemaVersion":1,"createdAt":"2026-01-01T00:00:00Z","visits":[],"restaurants":["#
        text.reserveCapacity(49 << 20)
        var i = 0
        func s(_ prefix: String) -> String {
            let digits = String(i)
            return prefix + String(repeating: "0", count: 15 - digits.count) + digits
        }
        while text.utf8.count < 48 << 20 {
            if i > 0 { text += "," }
            text += #"{"id":"\#(s("i"))","name":"\#(s("n"))","category":"\#(s("c"))","address":"\#(s("a"))","city":"\#(s("y"))","#
            text +=
                #""state":"\#(s("s"))","notes":"\#(s("o"))","externalLink":"\#(s("l"))","lat":0,"lng":0,"tags":["\#(s("t"))","\#(s("u"))","\#(s("v"))"]}"#
            i += 1
        }
        text += "]}"
        let file = home.root.appendingPathComponent("short-strings.json")
        try text.write(to: file, atomically: false, encoding: .utf8)
        let r = try CLI.runMeasured(["-c", "import \(file.path) preview"], home: home)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Would add \(i) places"), "\(r.stdout.prefix(300))")
        #expect(r.peakMB > 0 && r.peakMB < 200, "peak \(r.peakMB) MB")
        print("BENCH import.short_strings_48mb_preview_peak_mb=\(r.peakMB) rows=\(i) seconds=\(r.seconds)")
    }

    /// One 40 MB name once cost 444 MB to import and 1.1 GB for every
    /// command after it: texts are now cut to their limits as they are read.
    @Test func aFortyMegabyteNameCostsNothingAfterItsImport() throws {
        let home = TempHome()
        _ = try CLI.run(["-c", "switch city Curitiba"], home: home)
        let name = "Bar " + String(repeating: "x", count: 40 << 20)
        let text =
            #"{"schemaVersion":1,"createdAt":"2026-01-01T00:00:00Z","visits":[],"restaurants":[{"id":"huge","name":""#
            + name + #"","city":"Curitiba","state":"PR","lat":-25.43,"lng":-49.27,"notes":""# + String(repeating: "n", count: 4 << 20)
            + #""}]}"#
        let file = home.root.appendingPathComponent("huge-name.json")
        try text.write(to: file, atomically: false, encoding: .utf8)
        let imported = try CLI.runMeasured(["-c", "import \(file.path)"], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(
            imported.stdout.contains("Cut to the longest text a place keeps (help import): restaurants[0].name, restaurants[0].notes"),
            "\(imported.stdout.prefix(600))")
        #expect(imported.peakMB < 200, "import peak \(imported.peakMB) MB")
        print("BENCH import.forty_mb_name_peak_mb=\(imported.peakMB)")
        for command in ["spin", "show huge", "list bar", "search xxxx", "near me bar", "export out.json"] {
            let r = try CLI.runMeasured(["-c", "set location -25.43,-49.27", "-c", command], home: home)
            #expect(r.status == 0, "\(command): \(r.stderr)")
            #expect(r.peakMB < 60, "\(command): peak \(r.peakMB) MB")
        }
    }

    /// The largest list import takes (just under 50 MB, compact) exports to
    /// more than one file can hold: it is written as two backups, and
    /// importing them in order into an empty home restores every place.
    @Test func theLargestImportableStoreExportsToFilesThatImportBack() throws {
        let home = TempHome()
        _ = try CLI.run(["-c", "anywhere"], home: home)
        var text = #"{"schemaVersion":1,"createdAt":"2026-01-01T00:00:00Z","visits":[],"restaurants":["#
        text.reserveCapacity(50 << 20)
        var count = 0
        while text.utf8.count < (50 << 20) - 400 {
            if count > 0 { text += "," }
            text +=
                #"{"id":"p\#(count)","name":"Place number \#(count)","category":"restaurant","address":"Rua \#(count), Centro","city":"Curitiba","#
            text +=
                #""state":"PR","tags":["bar","beer","live music"],"notes":"Regular spot, good for groups, friendly staff and cold beer","lat":-25.43,"lng":-49.27,"priceTier":2}"#
            count += 1
        }
        text += "]}"
        let file = home.root.appendingPathComponent("largest.json")
        try text.write(to: file, atomically: false, encoding: .utf8)
        let imported = try CLI.run(["-c", "import \(file.path)"], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        let exported = try CLI.runMeasured(["--json", "-c", "export out.json"], home: home)
        #expect(exported.status == 0, "\(exported.stderr)")
        let files = try #require(
            try JSON.parse(bytes: Array(exported.stdout.utf8))["result"]?["files"]?.arrayValue?.compactMap(\.stringValue))
        #expect(files == ["out.json", "out-2.json"], "\(exported.stdout.prefix(400))")
        #expect(exported.peakMB < 200, "export peak \(exported.peakMB) MB")
        for name in files {
            let size = try FileManager.default.attributesOfItem(atPath: home.root.appendingPathComponent(name).path)[.size] as? Int ?? 0
            #expect(size > 0 && size <= BackupLimits.fileBytes, "\(name): \(size) bytes")
        }
        let fresh = TempHome()
        _ = try CLI.run(["-c", "anywhere"], home: fresh)
        for name in files {
            let r = try CLI.run(["-c", "import \(home.root.appendingPathComponent(name).path)"], home: fresh)
            #expect(r.status == 0, "\(name): \(r.stderr)")
        }
        let cities = try CLI.run(["--json", "-c", "cities"], home: fresh)
        #expect(cities.stdout == (try CLI.run(["--json", "-c", "cities"], home: home)).stdout, "every place came back")
        #expect(cities.stdout.contains("\"places\":\(count + 32)"), "the seeded 32 and the file's \(count): \(cities.stdout.prefix(300))")
        print("BENCH export.largest_importable places=\(count) files=\(files.count) peak_mb=\(exported.peakMB) seconds=\(exported.seconds)")

        // A second file already there stops the export before anything is written, unless told to overwrite.
        try FileManager.default.removeItem(at: home.root.appendingPathComponent("out.json"))
        let blocked = try CLI.run(["-c", "export out.json"], home: home)
        #expect(
            blocked.status == 1
                && blocked.stderr.contains("out-2.json: exists; your list is larger than one backup file holds and needs 2 files"),
            "\(blocked.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.root.appendingPathComponent("out.json").path))
        let replaced = try CLI.run(["-c", "export out.json overwrite"], home: home)
        #expect(
            replaced.status == 0 && replaced.stdout.contains("so it went to 2 files: out.json, out-2.json"),
            "\(replaced.stdout)\(replaced.stderr)")
    }

    @Test func aRefusedImportGivesItsProblemsUnderJSON() throws {
        let home = TempHome()
        let rows = Array(repeating: #"{"id": "x"}"#, count: 60).joined(separator: ",")
        let file = home.write("bad.json", #"{"schemaVersion": 1, "createdAt": "2026-01-01T00:00:00Z", "restaurants": ["# + rows + "]}")
        let r = try CLI.run(["--json", "-c", "import \(file.path)"], home: home)
        let line = try #require(r.stdout.split(separator: "\n").first)
        let object = try JSON.parse(String(line))
        #expect(object["ok"] == .bool(false))
        #expect(object["error"]?["code"] == .string("invalid_backup"))
        let problems = try #require(object["error"]?["problems"]?.arrayValue)
        #expect(problems.count == 100, "capped")
        #expect(problems.first == .object(["location": .string("restaurants[0].name"), "message": .string("missing")]))
        #expect(object["error"]?["problemCount"] == .int(60 * 3 + 59), "name, lat, lng missing in each row, and 59 repeated ids")
        home.expectStoreIntact()
    }
}
