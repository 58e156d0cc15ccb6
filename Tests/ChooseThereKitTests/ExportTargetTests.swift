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
        // A regular file is replaced; a new name is created.
        try h.ok("export \(victim.path)")
        #expect(try String(contentsOf: victim, encoding: .utf8).contains("\"schemaVersion\": 1"))
        try h.ok("export \(dir.appendingPathComponent("new.json").path)")
    }

    @Test func theProgramsOwnFilesAreNeverTargets() throws {
        let h = try Harness(live: true)
        try h.ok("set radius 4")  // settings.json exists
        let store = h.db.path
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        for (path, label) in [(store, "the store"), (store + "-wal", "the store's log"), (store + "-shm", "the store's shared memory"),
                              (h.paths.settingsFile.path, "the settings"), (h.paths.historyFile.path, "the history")] {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
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
