import Foundation
import Testing

@testable import ChooseThereKit

#if canImport(Glibc)
import Glibc
#endif

// MARK: - Resizes and signals in a real terminal, and the store on every way out

/// The shell once resized its line editor inside the SIGWINCH handler
/// (libedit's own), racing the redraw of the line being typed: glibc aborted
/// with "corrupted size vs. prev_size". And it never closed the store, so
/// the file alone held nothing written since the start (all of it sat in
/// the `-wal` file). These tests drive the real binary.
@Suite("Terminal signals and the store on the way out", .serialized, .enabled(if: Tmux.isAvailable))
struct TerminalSignalsTests {
    static let prompt = TerminalTests.prompt

    func start(_ home: TempHome, command: [String]? = nil, columns: Int = 100, rows: Int = 30) throws -> Tmux {
        let binary = try #require(Tmux.builtProduct("choosethere"), "choosethere is not built next to the tests")
        var env = home.environment
        env["PATH"] = nil
        env["COLUMNS"] = nil  // the real width, so every resize counts
        env["PAGER"] = ""
        return try Tmux(
            command: command ?? [binary, "--offline"], environment: env, inheritEnvironment: false,
            columns: columns, rows: rows, keepAlive: home)
    }

    /// Resizes the terminal `count` times from another process, as fast as tmux takes them.
    static func resizeStorm(_ tmux: Tmux, count: Int) throws -> Process {
        let storm = Process()
        storm.executableURL = URL(fileURLWithPath: "/bin/sh")
        let tool = Tmux.executable ?? "tmux"
        let script = """
            i=0
            while [ $i -lt \(count) ]; do
              "\(tool)" -u \(tmux.commandPrefix.joined(separator: " ")) resize-window -t \(tmux.sessionTarget) \
                -x $((12 + (i * 37) % 150)) -y $((4 + (i * 11) % 30)) 2>/dev/null || exit 0
              i=$((i + 1))
            done
            """
        storm.arguments = ["-c", script]
        try storm.run()
        return storm
    }

    @Test func resizingWhileALineIsTypedNeverCrashes() throws {
        let home = TerminalTests.onboardedHome()
        let tmux = try start(home)
        #expect(tmux.waitFor(text: Self.prompt), "\(tmux.capture())")
        let storm = try Self.resizeStorm(tmux, count: 20000)
        var typed = 0
        // Half a line, a resize, the rest, Enter, more resizes: many times over.
        // The old handler crashed within a minute; a short run here (the storm
        // loads both cores while other suites run), and 30 s in CI's terminal
        // pass against the sanitizer build (CHOOSETHERE_RESIZE_SECONDS).
        let seconds = ProcessInfo.processInfo.environment["CHOOSETHERE_RESIZE_SECONDS"].flatMap(Double.init) ?? 8
        let deadline = Date().addingTimeInterval(seconds)
        while storm.isRunning && typed < 3000 && Date() < deadline && !tmux.hasExited {
            tmux.send(literal: "explain could you find me a cheap thai place somewhere around here, not too far ")
            tmux.send(keys: "C-a")
            tmux.send(literal: "x")
            tmux.send(keys: "C-e")
            tmux.send(literal: "please ")
            tmux.send(keys: "Enter")
            typed += 1
        }
        storm.terminate()
        storm.waitUntilExit()
        #expect(typed >= 20, "the storm ended after \(typed) lines")
        #expect(!tmux.hasExited, "the shell died: \(tmux.capture().suffix(600))")
        usleep(300_000)  // a resize the storm had under way lands first
        tmux.resize(columns: 100, rows: 30)
        usleep(200_000)
        tmux.send(keys: "C-u")
        tmux.send(literal: "help rate")
        tmux.send(keys: "Enter")
        // (Generous: the keys typed under the storm may still be redrawing, and a sanitizer build is slower.)
        #expect(tmux.waitFor(timeout: 20) { $0.contains("rate — rate the current pick") }, "\(tmux.capture().suffix(600))")
        #expect(!tmux.capture().contains("corrupted"))
    }

    @Test func aResizeMidLineKeepsTheLineWhole() throws {
        let home = TerminalTests.onboardedHome()
        let tmux = try start(home)
        #expect(tmux.waitFor(text: Self.prompt))
        tmux.send(literal: "help ra")
        tmux.resize(columns: 60, rows: 20)
        usleep(100_000)
        tmux.send(literal: "te")
        tmux.send(keys: "Enter")
        #expect(tmux.waitFor(text: "rate — rate the current pick"), "\(tmux.capture())")
    }

    // MARK: The store file alone holds everything

    /// A copy of the store file alone (no `-wal`, no `-shm`) opened elsewhere: its place names.
    static func namesInACopyOfTheStoreFile(_ home: TempHome) throws -> Set<String> {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("ct-copy-\(UUID().uuidString).sqlite3")
        defer { for suffix in ["", "-wal", "-shm"] { unlink(copy.path + suffix) } }
        try FileManager.default.copyItem(at: home.storeFile, to: copy)
        let db = try Database(path: copy.path, readOnly: true)
        let rows = try db.prepare("SELECT name FROM restaurants")
        var names = Set<String>()
        while try rows.step() { names.insert(rows.text(0) ?? "") }
        return names
    }

    static let addition = #"add "Bar do Copista" at -25.43,-49.27 tags bar"#

    /// The shell, after it added "Bar do Copista" and is back at its prompt.
    func shellThatAddedAPlace(_ home: TempHome) throws -> Tmux {
        let tmux = try start(home)
        #expect(tmux.waitFor(text: Self.prompt))
        tmux.send(literal: Self.addition)
        tmux.send(keys: "Enter")
        #expect(tmux.waitFor(text: "Added Bar do Copista"), "\(tmux.capture())")
        #expect(tmux.waitFor { $0.hasSuffix(Self.prompt) })
        return tmux
    }

    @Test(arguments: ["quit", "C-d", "SIGTERM", "SIGHUP"])
    func theStoreFileAloneHoldsEverythingAfterTheShellEnds(_ way: String) throws {
        let home = TerminalTests.onboardedHome()
        let tmux = try shellThatAddedAPlace(home)
        tmux.send(literal: "spin ba")  // half a line when the signal comes
        switch way {
        case "quit":
            tmux.send(keys: "C-u")
            tmux.send(literal: "quit")
            tmux.send(keys: "Enter")
        case "C-d":
            tmux.send(keys: "C-u")
            tmux.send(keys: "C-d")
        default:
            usleep(100_000)
            let pid = try #require(tmux.programPID)
            kill(pid, way == "SIGTERM" ? SIGTERM : SIGHUP)
        }
        let status = tmux.waitForExit()
        let expected: Int32 =
            switch way {
            case "SIGTERM": 128 + SIGTERM
            case "SIGHUP": 128 + SIGHUP
            default: 0
            }
        #expect(status == expected, "\(tmux.capture())")
        #expect(try Self.namesInACopyOfTheStoreFile(home).contains("Bar do Copista"))
        #expect(!FileManager.default.fileExists(atPath: home.storeFile.path + "-wal"), "the log is checkpointed and removed")
        // The history was saved on the way out too.
        #expect((try? String(contentsOf: home.historyFile, encoding: .utf8))?.contains("Copista") == true)
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT])
    func anEndingSignalAtThePromptGivesTheTerminalBack(_ signal: Int32) throws {
        let home = TerminalTests.onboardedHome()
        let binary = try #require(Tmux.builtProduct("choosethere"))
        // The terminal's modes as the shell left them, printed right after it ends.
        let tmux = try start(home, command: ["/bin/sh", "-c", "\"$0\" --offline; echo \"status=$?\"; stty -a", binary])
        #expect(tmux.waitFor(text: Self.prompt))
        tmux.send(literal: "spin bar not su")
        usleep(100_000)
        kill(try #require(tmux.process(named: "choosethere")), signal)
        #expect(tmux.waitFor(text: "status=\(128 + signal)"), "\(tmux.capture())")
        #expect(tmux.waitFor(text: "icanon"), "\(tmux.capture())")
        let modes = tmux.capture()
        #expect(!modes.contains("-icanon") && !modes.contains(" -echo "), "the terminal is left raw: \(modes)")
    }

    @Test func scriptsAndCommandsLeaveAWholeStoreFile() throws {
        let home = TerminalTests.onboardedHome()
        _ = try CLI.run(["-c", Self.addition], home: home)
        #expect(try Self.namesInACopyOfTheStoreFile(home).contains("Bar do Copista"))
        let script = home.write("evening.ct", #"add "Bar do Roteiro" at -25.43,-49.27 tags bar"# + "\n")
        _ = try CLI.run(["-f", script.path], home: home)
        _ = try CLI.run([], home: home, stdin: #"add "Bar da Entrada" at -25.43,-49.27 tags bar"# + "\n")
        let names = try Self.namesInACopyOfTheStoreFile(home)
        #expect(names.isSuperset(of: ["Bar do Copista", "Bar do Roteiro", "Bar da Entrada"]))
        #expect(!FileManager.default.fileExists(atPath: home.storeFile.path + "-wal"))
    }

    /// A process killed outright (SIGKILL: nothing can clean up) after a
    /// command: what the command wrote is in the store file already.
    @Test func aKilledProcessLeavesWhatItWroteInTheFile() throws {
        let home = TerminalTests.onboardedHome()
        let tmux = try shellThatAddedAPlace(home)
        kill(try #require(tmux.programPID), SIGKILL)
        _ = tmux.waitForExit()
        #expect(try Self.namesInACopyOfTheStoreFile(home).contains("Bar do Copista"))
    }
}

/// Scripts and `-c`: SIGINT, SIGTERM and SIGHUP end the program after the
/// command they interrupt, through the same way out as the end of input.
@Suite("Signals in scripts", .serialized)
struct ScriptSignalsTests {
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalEndsTheScriptWithAWholeStoreFile(_ signal: Int32) throws {
        let home = TerminalTests.onboardedHome()
        _ = try CLI.run(["-c", "anywhere"], home: home)
        let script = home.write("long.ct", TerminalSignalsTests.addition + "\n" + String(repeating: "spin bar\nlist\n", count: 20_000))
        let pid = try CLI.spawnAsFromAShell(["-f", script.path], home: home)
        usleep(700_000)
        #expect(CLI.isRunning(pid), "the script ended before the signal")
        kill(pid, signal)
        let started = Date()
        let ended = CLI.waitForExit(pid)
        #expect(Date().timeIntervalSince(started) < 2, "it ends after the command the signal interrupts")
        #expect(ended.signal == signal, "ended by the signal, as the caller expects")
        #expect(try TerminalSignalsTests.namesInACopyOfTheStoreFile(home).contains("Bar do Copista"))
        #expect(!FileManager.default.fileExists(atPath: home.storeFile.path + "-wal"), "the store was closed")
        home.expectStoreIntact()
    }
}
