import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - Where export may write

@Suite("Export targets")
struct ExportTargetTests {
    func refusal(_ h: Harness, _ path: String) throws -> String? {
        let reply = try h.run("export \(path)")
        if reply.ok { return nil }
        #expect(reply.error?.code == "cannot_write")
        return reply.error?.message
    }

    @Test func onlyARegularFileOrANewNameIsATarget() throws {
        let h = try Harness()
        let dir = h.dir.url
        // A FIFO: opening it would block; replacing it would break whoever reads it.
        let fifo = dir.appendingPathComponent("pipe.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(try refusal(h, fifo)?.contains("is a FIFO; export writes only to a regular file or a new name") == true)
        #expect(try refusal(h, "/dev/null")?.contains("is a device") == true)
        // A symbolic link, even to a regular file: the link and its target stay as they were.
        let victim = dir.appendingPathComponent("victim.txt")
        try "keep me".write(to: victim, atomically: false, encoding: .utf8)
        let link = dir.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
        #expect(try refusal(h, link.path)?.contains("is a symbolic link") == true)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == victim.path)
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "the FIFO is still there")
        // Missing folders are an error, and none is created.
        let missing = dir.appendingPathComponent("no/such/dir/b.json").path
        #expect(try refusal(h, missing)?.contains("does not exist (export never creates folders)") == true)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("no").path))
        // A regular file is replaced when told; a new name is created.
        #expect(h.session.run(.export(path: victim.path)).failure?.code == "file_exists", "never replaced silently")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me")
        try h.ok("export \(victim.path) overwrite")
        #expect(try String(contentsOf: victim, encoding: .utf8).contains("\"schemaVersion\": 1"))
        try h.ok("export \(dir.appendingPathComponent("new.json").path)")
    }

    @Test func theProgramsOwnFilesAreNeverTargets() throws {
        let h = try Harness(live: true)
        try h.ok("set radius 4")  // settings.json exists
        let store = h.db.path
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        for (path, label) in [
            (store, "the store"), (store + "-wal", "the store's log"), (store + "-shm", "the store's shared memory"),
            (h.paths.settingsFile.path, "the settings"), (h.paths.historyFile.path, "the history"),
        ] {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
            #expect(try refusal(h, path)?.contains("is \(label) of choosethere") == true, "\(path)")
        }
        // Through another name for the same folder, and through a hard link.
        let alias = h.dir.url.appendingPathComponent("alias")
        try FileManager.default.createSymbolicLink(at: alias, withDestinationURL: h.paths.dataDir)
        #expect(try refusal(h, alias.appendingPathComponent("choosethere.sqlite3").path)?.contains("is the store of choosethere") == true)
        let hard = h.dir.url.appendingPathComponent("hard.sqlite3")
        #expect(link(store, hard.path) == 0)
        #expect(try refusal(h, hard.path)?.contains("is the store of choosethere") == true)
        try FileManager.default.createDirectory(at: h.paths.cacheDir, withIntermediateDirectories: true)
        #expect(try refusal(h, h.paths.cacheDir.appendingPathComponent("x.json").path)?.contains("is inside the cache folder") == true)
        #expect(try refusal(h, h.paths.cacheDir.path)?.contains("is inside the cache folder") == true, "a folder gets the app's file name")
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)).count == before.count)
        #expect(try h.db.placeCount() == 442)
    }

    @Test func aPlantedTemporaryNameIsNeverFollowed() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let target = dir.file("backup.json")
        let victim = dir.file("victim.txt")
        try "keep me".write(to: victim, atomically: false, encoding: .utf8)
        // The name the first temporary file would get, planted as a link to the victim.
        let planted = dir.file("backup.json.tmp-\(getpid())")
        try FileManager.default.createSymbolicLink(at: planted, withDestinationURL: victim)
        try FileSystem.writeExport(Array("new".utf8), to: target, protecting: OwnFiles(files: [], folders: []))
        #expect(try String(contentsOf: target, encoding: .utf8) == "new")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: planted.path) == victim.path)
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.url.path).sorted()
        #expect(left == ["backup.json", "backup.json.tmp-\(getpid())", "victim.txt"], "no other temporary file left")
        #expect(try posixMode(target) & 0o777 == 0o600)
    }

    @Test func aFailedWriteLeavesNoTemporaryFile() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        // Renaming a file over a non-empty folder fails after the data is written.
        let target = dir.file("busy")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect(throws: FileError.self) { try FileSystem.replaceFile(atPath: target.path, with: Array("x".utf8)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path) == ["busy"])
    }
}

// MARK: - Export's overwrite rule, decided in the reducer from the file's facts (issue 24)

@Suite("Export overwrite rule")
struct ExportOverwriteTests {
    static func facts(
        _ path: String, exists: Bool = false, isFolder: Bool = false, folderExists: Bool = true,
        refusal: String? = nil
    ) -> ExportTargetFacts {
        ExportTargetFacts(
            asked: path, path: "/w/" + path, shown: path, shownFolder: ".", isFolder: isFolder, folderExists: folderExists,
            exists: exists, refusal: refusal)
    }

    @Test func theReducerDecidesFromTheFacts() {
        let script = ReducerTestStore()
        script.send(.intent(.export(path: nil)), effects: [.checkExportTarget(path: "chooseThere_backup.json", overwrite: false)])
        // A new name is written; a folder gets the app's file name, checked in turn.
        script.send(
            .exportTargetChecked(Self.facts("b.json"), overwrite: false), effects: [.exportBackup(path: "/w/b.json", overwrite: false)])
        script.send(
            .exportTargetChecked(Self.facts("dir", isFolder: true), overwrite: false),
            effects: [.checkExportTarget(path: "/w/dir/chooseThere_backup.json", overwrite: false)])
        // A file that exists: scripts fail with the way to say it, unless told.
        let failed = script.send(.exportTargetChecked(Self.facts("b.json", exists: true), overwrite: false))
        #expect(script.reply(failed)?.failure == .exportExists(path: "b.json", asked: "b.json"))
        #expect(script.reply(failed)?.failure?.suggestion == "export b.json overwrite")
        script.send(
            .exportTargetChecked(Self.facts("b.json", exists: true), overwrite: true),
            effects: [.exportBackup(path: "/w/b.json", overwrite: true)])
        // Refusals stand whatever was said.
        let own = script.send(
            .exportTargetChecked(Self.facts("rc", exists: true, refusal: "is the startup file of choosethere"), overwrite: true))
        #expect(script.reply(own)?.failure == .cannotWrite(reason: "is the startup file of choosethere"))
        let missing = script.send(.exportTargetChecked(Self.facts("no/b.json", folderExists: false), overwrite: false))
        #expect(script.reply(missing)?.failure == .exportFolderMissing(path: "no/b.json", folder: "."))
        // A terminal asks, and a yes is the export told to overwrite.
        let terminal = ReducerTestStore(interactive: true)
        let asked = terminal.send(.exportTargetChecked(Self.facts("b.json", exists: true), overwrite: false))
        #expect(asked == [.reply(Reply(action: .confirm(.overwrite(path: "b.json"), then: .export(path: "/w/b.json", overwrite: true))))])
    }

    @Test func endToEndAScriptNeverReplacesAFileSilently() throws {
        let h = try Harness(live: true)
        let work = h.dir.url.appendingPathComponent("work")
        try h.ok("export")
        let backup = work.appendingPathComponent("chooseThere_backup.json")
        try "mine".write(to: backup, atomically: false, encoding: .utf8)
        let again = h.session.run(.export(path: nil))
        #expect(again.error?.code == "file_exists")
        #expect(
            again.error?.message
                == "chooseThere_backup.json already exists; say export chooseThere_backup.json overwrite to replace it, or give another name.",
            "\(again.error?.message ?? "")")
        #expect(try String(contentsOf: backup, encoding: .utf8) == "mine")
        try h.ok("export overwrite")
        #expect(try String(contentsOf: backup, encoding: .utf8).contains("schemaVersion"), "replaced when told")
        // The startup file and the event log are the program's own: never targets.
        for own in [h.paths.rcFile, h.paths.eventLogFile] {
            try FileManager.default.createDirectory(at: own.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "# mine".write(to: own, atomically: false, encoding: .utf8)
            let refused = h.session.run(.export(path: own.path, overwrite: true))
            #expect(refused.error?.code == "cannot_write", "\(own.lastPathComponent)")
            #expect(try String(contentsOf: own, encoding: .utf8) == "# mine")
        }
    }

    @Test(arguments: [
        ("export backup.json overwrite", true), ("exporta backup.json sobrescrever", true),
        ("export backup.json and replace it", true), ("export backup.json", false), ("faz um backup", false),
        ("export overwrite", true), ("exporta sobrescrevendo", true),
    ])
    func overwriteIsSaidInWords(_ line: String, _ overwrite: Bool) {
        guard case .export(_, let got)? = ArbiterTests.read(line) else {
            Issue.record("\(line) → \(ArbiterTests.json(line))")
            return
        }
        #expect(got == overwrite, "\(line)")
    }
}
