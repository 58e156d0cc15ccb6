import Foundation
import Testing

// MARK: - Scripts, sourced files and the startup file: memory and work bounded

/// Scripts are read one bounded line at a time, so a script's size never
/// decides the program's memory; `source` has a depth limit, refuses loops,
/// and each top-level command may source at most 1,000 scripts and run at
/// most 100,000 of their lines.
@Suite("Script limits")
struct ScriptLimitsTests {
    /// 60 MB of text, in lines of about 1 KB (a comment each).
    static func bigScript(_ home: TempHome, name: String, firstLine: String = "", lastLine: String = "") -> URL {
        let url = home.root.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var chunk = Data()
        let line = "# " + String(repeating: "x", count: 1_000) + "\n"
        for _ in 0..<1_000 { chunk.append(Data(line.utf8)) }
        FileManager.default.createFile(atPath: url.path, contents: Data((firstLine.isEmpty ? "" : firstLine + "\n").utf8))
        if let handle = try? FileHandle(forWritingTo: url) {
            handle.seekToEndOfFile()
            for _ in 0..<60 { handle.write(chunk) }
            handle.write(Data((lastLine.isEmpty ? "" : lastLine + "\n").utf8))
            try? handle.close()
        }
        return url
    }

    @Test func aSixtyMegabyteScriptRunsInLittleMemory() throws {
        let home = TempHome()
        _ = Self.bigScript(home, name: "big.ct", firstLine: "help rate", lastLine: "help spin")
        let run = try CLI.runMeasured(["-f", "big.ct"], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("spin — "), "the last line ran: \(run.stdout.suffix(300))")
        #expect(run.peakMB < 30, "peak \(run.peakMB) MB")
        // With real work in it, the script costs what its commands cost, not what its size is.
        _ = Self.bigScript(home, name: "work.ct", firstLine: "switch city Curitiba", lastLine: "list bar")
        let work = try CLI.runMeasured(["-f", "work.ct"], home: home)
        let same = try CLI.runMeasured(["-c", "switch city Recife", "-c", "list bar"], home: home)
        #expect(work.stdout.contains("places matching 'bar' in Curitiba, PR"), "the last line ran: \(work.stdout.suffix(300))")
        #expect(work.peakMB < same.peakMB + 5, "\(work.peakMB) MB against \(same.peakMB) MB for the same commands")
    }

    @Test func aScriptThatQuitsFirstIsNotReadFurther() throws {
        let home = TempHome()
        _ = Self.bigScript(home, name: "quit.ct", firstLine: "quit")
        let run = try CLI.runMeasured(["-f", "quit.ct"], home: home)
        #expect(run.status == 0)
        #expect(run.peakMB < 30, "peak \(run.peakMB) MB")
        #expect(run.seconds < 5, "only the first line was read (\(run.seconds) s)")
    }

    @Test func aSixtyMegabyteStartupFileRunsInLittleMemory() throws {
        let home = TempHome()
        _ = Self.bigScript(home, name: "config/choosethere/rc", firstLine: "set radius 2km")
        let run = try CLI.runMeasured(["-c", "settings"], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("2 km"), "the rc ran first: \(run.stdout)")
        #expect(run.peakMB < 30, "peak \(run.peakMB) MB")
    }

    /// s1 sources s2 sixteen times, s2 sources s3 sixteen times, … : 16^13
    /// lines, no loop and under the depth limit. The budget of 1,000 scripts
    /// stops it: the work is bounded by that count, not by the clock (speed
    /// is the benchmark's business; the 30 s bound only tells a stop from a
    /// run through 16^13 lines, which would never end).
    @Test func aSourceBombStopsAtItsBudgetAtItsFileAndLine() throws {
        let home = TempHome()
        for level in 1...13 {
            home.write("bomb/s\(level).ct", String(repeating: "source s\(level + 1).ct\n", count: 16))
        }
        home.write("bomb/s14.ct", "explain spin\n")
        home.write("main.ct", "source bomb/s1.ct\nhelp rate\n")
        let run = try CLI.runMeasured(["-f", "main.ct"], home: home)
        #expect(run.status == 0, "a script's failing lines do not decide the status")
        #expect(run.stderr.contains("bomb/s14.ct:1: stopped: this command sourced more than 1000 scripts"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "one error, not one per branch: \(run.stderr.prefix(500))")
        #expect(run.stdout.contains("rate — rate the current pick"), "the next top-level line runs")
        #expect(run.seconds < 30, "\(run.seconds) s")
        #expect(run.peakMB < 60, "a thousand scripts, one open at a time per level: \(run.peakMB) MB")
        let stopped = try CLI.run(["--stop-on-error", "-f", "main.ct"], home: home)
        #expect(stopped.status == 3, "the source line failed")
    }

    @Test func sourcedLinesAreCountedPerTopLevelCommand() throws {
        let home = TempHome()
        home.write("many.ct", String(repeating: "# nothing\n", count: 100_001))
        home.write("some.ct", String(repeating: "# nothing\n", count: 60_000))
        let run = try CLI.run(["-c", "source some.ct", "-c", "source some.ct", "-c", "source many.ct"], home: home)
        #expect(run.stderr == "many.ct:100001: stopped: this command ran more than 100000 lines of sourced scripts\n", "\(run.stderr)")
        #expect(run.status == 1)
    }

    /// 16 scripts that each source all 16: the first loop stops the command.
    @Test func aLoopStopsTheWholeCommandOnce() throws {
        let home = TempHome()
        for i in 1...16 {
            home.write("s\(i).ct", (1...16).map { "source s\($0).ct\n" }.joined())
        }
        let run = try CLI.run(["-c", "source s1.ct", "-c", "help rate"], home: home)
        #expect(run.stderr == "s1.ct:1: source loop: s1.ct is already running\n", "\(run.stderr.prefix(500))")
        #expect(run.stdout.contains("rate — rate the current pick"))
    }

    @Test func aBinaryLineStopsItsScriptAtThatLine() throws {
        let home = TempHome()
        let url = home.root.appendingPathComponent("inner.ct")
        try Data("switch city Curitiba\n\u{0}\u{1}\nhelp rate\n".utf8).write(to: url)
        home.write("outer.ct", "source inner.ct\nlist bar\n")
        let run = try CLI.run(["-f", "outer.ct"], home: home)
        #expect(run.stderr.contains("inner.ct:2: not a text line"), "\(run.stderr)")
        #expect(!run.stdout.contains("rate — rate"), "the rest of that script does not run")
        #expect(run.stdout.contains("places matching 'bar' in Curitiba, PR"), "the script that sourced it goes on")
    }

    @Test func aFIFOIsRefusedWithoutWaiting() throws {
        let home = TempHome()
        let fifo = home.root.appendingPathComponent("pipe.ct")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let run = try CLI.run(["-c", "source pipe.ct", "-c", "help rate"], home: home)
        #expect(run.stderr.contains("cannot read script pipe.ct: is not a regular file"), "\(run.stderr)")
        #expect(run.stdout.contains("rate — rate"))
    }
}
