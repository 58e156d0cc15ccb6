import Foundation
import Testing

// MARK: - Flags, exit codes, modes (DESIGN.md "Command-line interface")

@Suite("Command line")
struct CommandLineTests {
    @Test func versionAndHelp() throws {
        let home = TempHome()
        let version = try CLI.run(["--version"], home: home)
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("choosethere "))
        let help = try CLI.run(["--help"], home: home)
        #expect(help.status == 0)
        for flag in ["-c CMD", "-f FILE", "--seed N", "--json", "--stop-on-error", "--echo", "--color auto|always|never", "--offline"] {
            #expect(help.stdout.contains(flag), "help lacks \(flag)")
        }
        // --version touches no files.
        #expect(!FileManager.default.fileExists(atPath: home.storeFile.path))
    }

    @Test func usageErrorsExitTwo() throws {
        let home = TempHome()
        let bogus = try CLI.run(["--jsn"], home: home)
        #expect(bogus.status == 2)
        #expect(bogus.stderr.contains("unknown option '--jsn'. Did you mean --json?"))
        #expect(try CLI.run(["--seed", "abc"], home: home).status == 2)
        #expect(try CLI.run(["--color", "purple"], home: home).status == 2)
        #expect(try CLI.run(["-c"], home: home).status == 2)
        let stray = try CLI.run(["evening.ct"], home: home)
        #expect(stray.status == 2)
        #expect(stray.stderr.contains("-f evening.ct"))
    }

    @Test func repeatedCommandsRunInOrder() throws {
        let home = TempHome()
        let r = try CLI.run(["-c", "switch city Curitiba", "-c", "list bar", "-c", "quit", "-c", "list"], home: home)
        #expect(r.status == 0)
        #expect(r.stdout.contains("Now in Curitiba, PR"))
        #expect(r.stdout.contains("Bar do Alemão"))
        // Nothing after quit runs: only one list heading.
        #expect(r.stdout.components(separatedBy: "matching 'bar'").count == 2)
        #expect(!r.stdout.contains("Which city"), "-c never prompts")
    }

    @Test func pipedStandardInputIsBatchMode() throws {
        let home = TempHome()
        let r = try CLI.run([], home: home, stdin: "switch city São Paulo\n\n# a comment\nlist page 2\nwhatever\n")
        #expect(r.status == 0)
        #expect(r.stdout.contains("Now in São Paulo, SP — 52 places"))
        #expect(r.stdout.contains("page 2 of 3"))
        #expect(!r.stdout.contains("choosethere ["), "no prompt in batch mode")
        #expect(!r.stdout.contains("\u{1B}["), "no colour in batch mode")
        #expect(r.stderr.contains("<stdin>:5: I don't understand 'whatever'"))
        #expect(!FileManager.default.fileExists(atPath: home.historyFile.path), "batch mode writes no history")
    }

    @Test func scriptErrorsNameFileAndLine() throws {
        let home = TempHome()
        home.write("evening.ct", "switch city Recife\nfrobnicate\nlist page 9\nsettings\n")
        let r = try CLI.run(["-f", "evening.ct"], home: home)
        #expect(r.status == 0, "a failing command without --stop-on-error still exits 0")
        #expect(r.stderr.contains("evening.ct:2: I don't understand 'frobnicate'"))
        #expect(r.stderr.contains("evening.ct:3: There are only 2 pages"))
        #expect(r.stdout.contains("Settings"), "later lines still run")

        let stopped = try CLI.run(["--stop-on-error", "--script", "evening.ct"], home: home)
        #expect(stopped.status == 3)
        #expect(!stopped.stdout.contains("Settings"), "nothing runs after the failure")
        let stoppedC = try CLI.run(["--stop-on-error", "-c", "nonsense", "-c", "settings"], home: home)
        #expect(stoppedC.status == 3)
        #expect(!stoppedC.stdout.contains("Settings"))
    }

    @Test func unreadableScriptsAreFatal() throws {
        let home = TempHome()
        let missing = try CLI.run(["-f", "nope.ct"], home: home)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("nope.ct"))
        let url = home.root.appendingPathComponent("garbage.ct")
        try Data([0x73, 0x70, 0x69, 0x6E, 0x0A, 0x00, 0xFF, 0xFE, 0x01, 0x0A]).write(to: url)
        let garbage = try CLI.run(["-f", "garbage.ct"], home: home)
        #expect(garbage.status == 1)
        #expect(garbage.stderr.contains("garbage.ct:2: not a text line"))
        home.write("long.ct", String(repeating: "spin ", count: 220_000) + "\n")
        let long = try CLI.run(["-f", "long.ct"], home: home)
        #expect(long.status == 1)
        #expect(long.stderr.contains("long.ct:1: line too long"))
    }

    @Test func jsonLines() throws {
        let home = TempHome()
        let r = try CLI.run(
            ["--json", "-c", "switch city Curitiba", "-c", "list bar", "-c", "raet 4", "-c", "explain spin bar not sushi"], home: home)
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 4)
        var objects: [[String: Any]] = []
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object != nil, "not a JSON object: \(line)")
            objects.append(object ?? [:])
        }
        #expect(objects[0]["command"] as? String == "switch city Curitiba")
        #expect(objects[0]["intent"] as? String == "city")
        #expect(objects[0]["ok"] as? Bool == true)
        let city = (objects[0]["result"] as? [String: Any])?["city"] as? [String: Any]
        #expect(city?["name"] as? String == "Curitiba" && city?["state"] as? String == "PR" && city?["country"] as? String == "BR")
        #expect(((objects[1]["result"] as? [String: Any])?["places"] as? [Any])?.isEmpty == false)
        #expect(objects[2]["ok"] as? Bool == false)
        #expect((objects[2]["error"] as? [String: Any])?["code"] as? String == "unknown_command")
        #expect((objects[2]["error"] as? [String: Any])?["suggestion"] as? String == "rate 4")
        #expect(objects[3]["intent"] as? String == "explain")
        #expect((objects[3]["result"] as? [String: Any])?["intent"] as? String == "spin")
    }

    @Test func colourFollowsFlagAndNoColor() throws {
        let home = TempHome()
        let always = try CLI.run(["--color", "always", "-c", "help"], home: home, extraEnvironment: ["NO_COLOR": "1"])
        #expect(always.stdout.contains("\u{1B}["), "--color always beats NO_COLOR")
        let never = try CLI.run(["--color=never", "-c", "help"], home: home)
        #expect(!never.stdout.contains("\u{1B}["))
        let auto = try CLI.run(["-c", "help"], home: home)
        #expect(!auto.stdout.contains("\u{1B}["), "auto is off when stdout is not a terminal")
    }
}

@Suite("Command line in Portuguese")
struct CommandLinePortugueseTests {
    /// `--help` under a Portuguese locale: line for line the English one,
    /// every line with words translated (flags and paths stay as typed).
    @Test func helpFollowsTheLocale() throws {
        let home = TempHome()
        let english = try CLI.run(["--help"], home: home).stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let portuguese = try CLI.run(["--help"], home: home, extraEnvironment: ["LANG": "pt_BR.UTF-8"]).stdout
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(english.count == portuguese.count)
        for (en, pt) in zip(english, portuguese) where !en.isEmpty {
            #expect(en != pt, "untranslated: \(en)")
        }
        #expect(portuguese.contains("Uso:") && portuguese.contains("Opções:"))
    }

    @Test func usageErrorsFollowTheLocale() throws {
        let home = TempHome()
        let bogus = try CLI.run(["--jsn"], home: home, extraEnvironment: ["LANG": "pt_BR.UTF-8"])
        #expect(bogus.status == 2)
        #expect(bogus.stderr.contains("Tente choosethere --help."), "\(bogus.stderr)")
    }
}

@Suite("Echoed scripts are data")
struct EchoCleaningTests {
    /// `--echo` printed scripted commands raw: an escape sequence in a script,
    /// stdin or -c reached the terminal (issue 25).
    @Test func anEchoedLineNeverCarriesControlCharacters() throws {
        let home = TempHome()
        let evil = "spin \u{1B}]0;pwned\u{07}\u{1B}[2J bar"
        let r = try CLI.run(["--echo", "-c", evil], home: home, stdin: nil)
        #expect(!r.stdout.contains("\u{1B}") && !r.stdout.contains("\u{07}"), "\(r.stdout.debugDescription)")
        let piped = try CLI.run(["--echo"], home: home, stdin: evil + "\n")
        #expect(!piped.stdout.contains("\u{1B}"), "\(piped.stdout.debugDescription)")
    }
}
