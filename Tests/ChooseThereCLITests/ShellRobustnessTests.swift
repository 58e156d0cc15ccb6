import Foundation
import Testing

// MARK: - Bounds and interruptions a shell user relies on

/// Piped lines are bounded while they are read; a `source` can be stopped
/// with Ctrl-C; a history file that cannot be written is said once; visits
/// get ids from the store, so replaying one script twice with one seed works.
@Suite("Shell robustness")
struct ShellRobustnessTests {
    /// 24 MB without a newline: reported as one line too long, with memory
    /// bounded by the line cap rather than by the input.
    @Test func anEndlessPipedLineIsCutWhileReading() throws {
        let home = TempHome()
        let input = home.root.appendingPathComponent("zeros")
        FileManager.default.createFile(atPath: input.path, contents: Data(count: 24 << 20) + Data("tags\n".utf8))
        let run = try CLI.runMeasured([], home: home, stdin: input)
        #expect(run.status == 0)
        #expect(run.stderr.contains("<stdin>:1: line too long (the limit is 64 KB)"), "\(run.stderr)")
        #expect(run.peakMB < 60, "peak \(run.peakMB) MB")
    }

    @Test func aLongLineThenACommandBothCount() throws {
        let home = TempHome()
        let long = String(repeating: "a", count: 70_000)
        let result = try CLI.run([], home: home, stdin: "switch city Curitiba\n\(long)\r\nhelp rate\r\n")
        #expect(result.stderr.contains("<stdin>:2: line too long"), "\(result.stderr)")
        #expect(result.stdout.contains("rate — rate the current pick"), "a CRLF line after it still runs")
    }

    /// "maybe we'll go back" cannot be read as yes or no: nothing is
    /// recorded, and the reply says the two ways to say it.
    @Test func anUnclearReturnIsNeverRecorded() throws {
        let home = TempHome()
        for (line, lang) in [("rate 3 not sure if we would return", "C.UTF-8"), ("nota 3, talvez a gente volte", "pt_BR.UTF-8")] {
            let r = try CLI.run(["-c", "switch city Curitiba", "-c", "spin", "-c", line], home: home, extraEnvironment: ["LANG": lang])
            #expect(r.status == 1, "a failing -c exits 1")
            #expect(
                r.stderr.contains(
                    lang == "C.UTF-8" ? "Say rate 3 would return, or rate 3 never again." : "Diga nota 3 voltaria, ou nota 3 nunca mais."),
                "\(r.stderr)")
        }
        let history = try CLI.run(["--format", "tsv", "-c", "history"], home: home)
        #expect(history.stdout.split(separator: "\n").count <= 1, "no visit recorded: \(history.stdout)")
        let said = try CLI.run(
            ["-c", "switch city Curitiba", "-c", "spin", "-c", "nota 3 nunca mais", "-c", "rate 3 would return"], home: home)
        #expect(
            said.status == 0 && said.stdout.contains("never again") && said.stdout.contains("would return"), "\(said.stdout)\(said.stderr)")
    }

    /// After a pick, edits without a name change that place; a link must be
    /// one web address, and one that does not come through never clears the old one.
    @Test func editsOfTheCurrentPlaceAndItsLink() throws {
        let home = TempHome()
        let r = try CLI.run(
            [
                "--seed", "3", "-c", "switch city Curitiba", "-c", "spin bar", "-c", "edit its notes great for groups",
                "-c", "edit link https://bar.example/menu", "-c", "edit link https://", "-c", "edit link https://example .com",
                "-c", "show",
            ], home: home)
        #expect(r.stdout.contains("Notes:  great for groups"), "\(r.stdout)\(r.stderr)")
        #expect(r.stderr.components(separatedBy: "A link is one web address").count - 1 == 2, "\(r.stderr)")
        #expect(r.stdout.contains("link        https://bar.example/menu"), "the first link stays: \(r.stdout)")
    }

    /// Two runs of one script into one store with the same seed: the
    /// second's ratings do not collide with the first's visit ids.
    /// Issue 14: a quoted name after `rate` is the place rated, not a note on the current pick.
    @Test func aQuotedNameInRateIsThePlace() throws {
        let home = TempHome()
        let r = try CLI.run(
            [
                "--seed", "3", "-c", "switch city São Paulo", "-c", "spin japanese", "-c", #"rate "Bar Brahma" 1"#,
                "--format", "tsv", "-c", "history",
            ], home: home)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n")
        let header = try #require(lines.firstIndex { $0.hasPrefix("date\tplace_id") }, "\(r.stdout)")
        let visits = lines[(header + 1)...].map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(visits.count == 1, "one visit: \(visits)")
        #expect(visits.first?[2] == "Bar Brahma" && visits.first?[3] == "1", "\(visits)")
        #expect(visits.first?.last == "", "the name is not a note")
    }

    @Test func theSameSeededScriptTwiceIntoOneStore() throws {
        let home = TempHome()
        let script = home.write("rate.ct", "switch city Curitiba\nspin bar\nrate 4\nspin again\nrate 2 never again\n")
        for _ in 0..<2 {
            let result = try CLI.run(["--seed", "5", "--stop-on-error", "-f", script.path], home: home)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let history = try CLI.run(["--format", "tsv", "-c", "history"], home: home)
        #expect(history.stdout.split(separator: "\n").count == 5, "a header and four visits: \(history.stdout)")
        home.expectStoreIntact()
    }
}

/// The same, where only a terminal shows them.
@Suite("Shell robustness in a terminal", .serialized, .enabled(if: Tmux.isAvailable))
struct ShellRobustnessTerminalTests {
    /// The shell in a 100×30 terminal, as the terminal suite starts it.
    func start(_ home: TempHome, environment: [String: String] = [:]) throws -> Tmux {
        try TerminalTests().start(home, environment: environment)
    }

    @Test func ctrlCStopsARunningScript() throws {
        let home = TerminalTests.onboardedHome()
        home.write("long.ct", String(repeating: "explain spin bar not sushi\n", count: 200_000))
        // A script that sources it: Ctrl-C stops both, and says where.
        home.write("outer.ct", "source long.ct\nexplain outer went on\n")
        let tmux = try start(home)
        #expect(tmux.waitFor(text: TerminalTests.prompt))
        tmux.send(literal: "source \(home.root.path)/outer.ct")
        tmux.send(keys: "Enter")
        // (Generous: CI runs this suite against a sanitizer build too, several times slower.)
        #expect(tmux.waitFor(text: "\"intent\":\"spin\"", timeout: 30), "\(tmux.capture())")
        tmux.send(keys: "C-c")
        #expect(tmux.waitFor(timeout: 10) { $0.contains("interrupted (Ctrl-C)") }, "\(tmux.capture())")
        let screen = tmux.capture()
        #expect(
            screen.range(of: #"long\.ct:[0-9]+: .*interrupted \(Ctrl-C\)"#, options: .regularExpression) != nil,
            "the file and line: \(screen)")
        #expect(!screen.contains("outer went on"), "the script that sourced it stops too")
        tmux.send(literal: "help rate")
        tmux.send(keys: "Enter")
        #expect(tmux.waitFor(text: "rate — rate the current pick"), "the shell carries on: \(tmux.capture())")
        #expect(!tmux.hasExited)
    }

    @Test func aHistoryThatCannotBeWrittenIsSaidOnce() throws {
        let home = TerminalTests.onboardedHome()
        // A file where the history's folder should be: every save fails (even as root).
        home.write("state/choosethere", "not a folder\n")
        let tmux = try start(home)
        #expect(tmux.waitFor(text: TerminalTests.prompt))
        for command in ["tags", "settings", "help rate"] {
            tmux.send(literal: command)
            tmux.send(keys: "Enter")
        }
        #expect(tmux.waitFor(text: "rate — rate the current pick"), "\(tmux.capture())")
        let warnings = tmux.capture().components(separatedBy: "warning: cannot create").count - 1
        #expect(warnings == 1, "said once: \(tmux.capture())")
    }

    @Test func aPortugueseLocaleIsAnsweredInPortuguese() throws {
        let home = TempHome()
        let tmux = try start(home, environment: ["LANG": "pt_BR.UTF-8"])
        #expect(tmux.waitFor(text: "Em que cidade você está?"), "\(tmux.capture())")
        tmux.send(literal: "curitiba")
        tmux.send(keys: "Enter")
        #expect(tmux.waitFor(text: "Agora em Curitiba, PR"), "\(tmux.capture())")
        #expect(tmux.waitFor(text: "sorteia bar sem sushi"), "\(tmux.capture())")
        #expect(tmux.waitFor(text: "choosethere [Curitiba · 3 km · minha lista]>"), "\(tmux.capture())")
        tmux.send(literal: "xyzzy")
        tmux.send(keys: "Enter")
        #expect(tmux.waitFor(text: "Não entendi 'xyzzy'"), "\(tmux.capture())")
    }
}
