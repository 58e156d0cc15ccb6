import Foundation
import Testing

// MARK: - The REPL in a real terminal (tmux)

/// What only a terminal shows: the prompt, onboarding, UTF-8 typing,
/// history across restarts, Ctrl-C and Ctrl-D, confirmations.
@Suite("Terminal", .serialized, .enabled(if: Tmux.isAvailable))
struct TerminalTests {
    /// The prompt as the screen shows it (capture-pane drops the trailing space).
    static let prompt = "choosethere [Curitiba · 3 km · my list]>"

    /// A home whose settings say the user already chose Curitiba.
    static func onboardedHome() -> TempHome {
        let home = TempHome()
        home.write("config/choosethere/settings.json", "{\"city\": \"Curitiba|PR\", \"onboarded\": true}\n")
        return home
    }

    func start(_ home: TempHome, environment: [String: String] = [:]) throws -> Tmux {
        let binary = try #require(Tmux.builtProduct("choosethere"), "choosethere is not built next to the tests")
        var env = home.environment
        env["PATH"] = nil
        env.merge(environment) { $1 }
        // Tmux runs it under a tiny shell that prints "[exit N]" when it ends.
        return try Tmux(command: [binary], environment: env, inheritEnvironment: false, columns: 100, rows: 30, keepAlive: home)
    }

    @Test func firstRunAsksForTheCityThenShowsExamples() throws {
        let home = TempHome()
        let tmux = try start(home)
        #expect(tmux.waitFor(text: "Which city are you in?"), "\(tmux.capture())")
        tmux.send(literal: "curitiba")
        tmux.send(keys: "Enter")
        #expect(tmux.waitFor(text: "Now in Curitiba, PR"), "\(tmux.capture())")
        #expect(tmux.waitFor(text: "spin bar not sushi"))
        #expect(tmux.waitFor(text: TerminalTests.prompt), "\(tmux.capture())")
        let settings = try String(contentsOf: home.settingsFile, encoding: .utf8)
        #expect(settings.contains("\"city\": \"Curitiba|PR\""))
    }

    /// The first-run answer goes through the parser, as `switch city` does:
    /// nicknames are the cities they name, a city only close is offered (never
    /// saved), and `help`/`quit` are commands (issue 23: `bh` once saved Bhopal).
    @Test(arguments: [
        ("bh", "Now in Belo Horizonte, MG"), ("sampa", "Now in São Paulo, SP"), ("floripa", "Now in Florianópolis, SC"),
        ("sp", "Now in São Paulo, SP"),
    ])
    func firstRunReadsNicknames(_ answer: String, _ said: String) throws {
        let home = TempHome()
        let tmux = try start(home)
        #expect(tmux.waitFor(text: "Which city are you in?"), "\(tmux.capture())")
        tmux.send(literal: answer)
        tmux.send(keys: "Enter")
        #expect(tmux.waitFor(text: said), "\(answer): \(tmux.capture())")
    }

    @Test func firstRunHelpAndQuitAreCommandsAndACloseCityIsOnlyOffered() throws {
        let home = TempHome()
        let tmux = try start(home, environment: ["PAGER": ""])
        #expect(tmux.waitFor(text: "Which city are you in?"), "\(tmux.capture())")
        tmux.send(literal: "florida")
        tmux.send(keys: "Enter")
        #expect(tmux.waitFor(text: "Did you mean: switch city Florianópolis?"), "\(tmux.capture())")
        tmux.send(literal: "help")
        tmux.send(keys: "Enter")
        #expect(tmux.waitFor(text: "Type help COMMAND for more"), "help is the help: \(tmux.capture())")
        #expect(tmux.waitFor { $0.hasSuffix("city>") }, "asked again: \(tmux.capture())")
        tmux.send(literal: "quit")
        tmux.send(keys: "Enter")
        #expect(tmux.waitForExit() == 0, "quit leaves: \(tmux.capture())")
        let settings = (try? String(contentsOf: home.settingsFile, encoding: .utf8)) ?? ""
        #expect(!settings.contains("Florida") && !settings.contains("Velp") && !settings.contains("Quiterian"), "\(settings)")
        #expect(!settings.contains("\"onboarded\": true"), "no city was chosen: \(settings)")
    }

    /// Accented letters are data: they arrive and print intact in any
    /// locale; only the symbols fall back to ASCII when it is not UTF-8.
    @Test(arguments: ["C.UTF-8", "C"])
    func accentedInputArrivesIntact(lang: String) throws {
        let home = TerminalTests.onboardedHome()
        let tmux = try start(home, environment: ["LANG": lang])
        let ascii = lang == "C"
        let prompt = ascii ? "choosethere [Curitiba - 3 km - my list]>" : TerminalTests.prompt
        #expect(tmux.waitFor(text: prompt), "\(tmux.capture())")
        tmux.send(literal: "switch city São Paulo")
        #expect(tmux.waitFor(text: prompt + " switch city São Paulo"), "echo: \(tmux.capture())")
        tmux.send(keys: "Enter")
        #expect(tmux.waitFor(text: "Now in São Paulo, SP \(ascii ? "-" : "—") 52 places"), "\(tmux.capture())")
        #expect(tmux.waitFor(text: ascii ? "choosethere [São Paulo - 3 km - my list]>" : "choosethere [São Paulo · 3 km · my list]>"))
    }

    @Test func historyIsRecalledAfterARestartAndCtrlDExitsCleanly() throws {
        let home = TerminalTests.onboardedHome()
        let first = try start(home)
        #expect(first.waitFor(text: TerminalTests.prompt))
        first.send(literal: "list bar")
        first.send(keys: "Enter")
        #expect(first.waitFor(text: "matching 'bar'"))
        first.send(literal: " show 1")  // a leading space keeps a line out of history
        first.send(keys: "Enter")
        #expect(first.waitFor(text: "Links:"))
        // Ctrl-D only counts at an empty prompt: wait for it to come back.
        #expect(
            first.waitFor { $0.hasSuffix("Next: fav · open · edit Bar do Alemão notes …\n" + TerminalTests.prompt) }, "\(first.capture())")
        first.send(keys: "C-d")
        #expect(first.waitForExit() == 0, "\(first.capture())")

        let second = try start(home)
        #expect(second.waitFor(text: TerminalTests.prompt))
        second.send(keys: "Up")
        #expect(second.waitFor(text: TerminalTests.prompt + " list bar"), "\(second.capture())")
        let history = try String(contentsOf: home.historyFile, encoding: .utf8)
        #expect(!history.contains("show 1"))
        let mode = try FileManager.default.attributesOfItem(atPath: home.historyFile.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    /// A command that reads the history's neighbours (settings), then Ctrl-D: the shell ends cleanly.
    static func settingsThenCtrlD(_ tmux: Tmux, sourceLocation: SourceLocation = #_sourceLocation) {
        tmux.send(literal: "settings")
        tmux.send(keys: "Enter")
        #expect(tmux.waitFor(text: "avoid-repeats"), sourceLocation: sourceLocation)
        tmux.send(keys: "C-d")
        #expect(tmux.waitForExit() == 0, sourceLocation: sourceLocation)
    }

    @Test func aHistoryThatIsNotAFileIsReportedAndLeftAlone() throws {
        let home = TerminalTests.onboardedHome()
        try FileManager.default.createDirectory(at: home.historyFile, withIntermediateDirectories: true)
        let tmux = try start(home)
        #expect(tmux.waitFor(text: TerminalTests.prompt), "\(tmux.capture())")
        #expect(tmux.capture().contains("warning:"), "the history problem is reported: \(tmux.capture())")
        Self.settingsThenCtrlD(tmux)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: home.historyFile.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    /// A history file that is a symbolic link is neither read nor written
    /// through: the file it points at keeps its bytes, and the link stays.
    @Test func aHistoryThatIsALinkIsNeitherReadNorWritten() throws {
        let home = TerminalTests.onboardedHome()
        let target = home.write("elsewhere.txt", "my own notes\n")
        try FileManager.default.createDirectory(at: home.historyFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: home.historyFile, withDestinationURL: target)
        let tmux = try start(home)
        #expect(tmux.waitFor(text: TerminalTests.prompt), "\(tmux.capture())")
        #expect(tmux.capture().contains("symbolic link"), "the history problem is reported: \(tmux.capture())")
        Self.settingsThenCtrlD(tmux)
        #expect(try String(contentsOf: target, encoding: .utf8) == "my own notes\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: home.historyFile.path)) == target.path)
    }

    @Test func ctrlCClearsTheLineAndKeepsTheShell() throws {
        let home = TerminalTests.onboardedHome()  // kept alive: its deinit removes the directory
        let tmux = try start(home)
        #expect(tmux.waitFor(text: TerminalTests.prompt))
        tmux.send(literal: "spin bar not sus")
        tmux.send(keys: "C-c")
        tmux.send(literal: "help rate")
        tmux.send(keys: "Enter")
        #expect(tmux.waitFor(text: "rate — rate the current pick"), "\(tmux.capture())")
        #expect(!tmux.capture().contains("not sushelp"), "the interrupted text is gone")
        #expect(!tmux.hasExited)
    }

    @Test func spinShowsThePickAndForgetAsksFirst() throws {
        let home = TerminalTests.onboardedHome()  // kept alive: its deinit removes the directory
        let tmux = try start(home)
        #expect(tmux.waitFor(text: TerminalTests.prompt))
        tmux.send(literal: "spin bar")
        tmux.send(keys: "Enter")
        #expect(tmux.waitFor(text: "Next: again · rate 4"), "\(tmux.capture())")
        #expect(tmux.capture().contains("🎲 "))
        tmux.send(literal: "forget")
        tmux.send(keys: "Enter")
        #expect(tmux.waitFor(text: "This cannot be undone. [y/N]"), "\(tmux.capture())")
        tmux.send(literal: "n")
        tmux.send(keys: "Enter")
        #expect(tmux.waitFor(text: "Nothing changed."), "\(tmux.capture())")
    }

    /// In Portuguese the questions are asked and answered in Portuguese:
    /// `[s/N]` with `s`, a replace confirmed by typing `substituir`, an
    /// export onto a file that exists asked about first.
    @Test func portugueseQuestionsTakePortugueseAnswers() throws {
        let home = TerminalTests.onboardedHome()
        let file = home.write(
            "backup.json",
            #"{"schemaVersion": 1, "createdAt": "2026-01-01T00:00:00Z", "restaurants": [{"id": "zz-1", "name": "Bar Só Meu", "lat": -25.43, "lng": -49.27, "category": "bar", "address": "", "city": "Curitiba", "state": "PR", "tags": []}], "visits": []}"#
        )
        let tmux = try start(home, environment: ["LANG": "pt_BR.UTF-8"])
        #expect(tmux.waitFor(text: "choosethere [Curitiba · 3 km · minha lista]>"), "\(tmux.capture())")
        // Each line typed, and what the shell must say after it.
        let conversation = [
            ("esquecer Bar do Alemão", "Não dá para desfazer. [s/N]"), ("s", "Removi Bar do Alemão"),
            ("importar \(file.path) substituir", "Para confirmar, digite substituir:"), ("substituir", "Importei"),
            ("exportar \(file.path)", "já existe. Substituir? [s/N]"), ("s", "backup.json"),
        ]
        for (line, said) in conversation {
            tmux.send(literal: line)
            tmux.send(keys: "Enter")
            #expect(tmux.waitFor(text: said), "\(line): \(tmux.capture())")
        }
        _ = tmux.waitFor { $0.hasSuffix("minha lista]>") }
        let backup = try String(contentsOf: file, encoding: .utf8)
        #expect(backup.contains("zz-1") && backup.contains("choosethere"), "the export replaced the file after the yes")
    }
}

// MARK: - Tab completion in the real REPL

@Suite("Tab completion", .serialized, .enabled(if: Tmux.isAvailable))
struct TabCompletionTests {
    func start(_ home: TempHome) throws -> Tmux {
        let binary = try #require(Tmux.builtProduct("choosethere"))
        var env = home.environment
        env["PATH"] = nil
        let tmux = try Tmux(command: [binary], environment: env, inheritEnvironment: false, columns: 100, rows: 30, keepAlive: home)
        try #require(tmux.waitFor(text: TerminalTests.prompt), "\(tmux.capture())")
        return tmux
    }

    func typed(_ tmux: Tmux, _ text: String, tabs: Int = 1) {
        tmux.send(keys: "C-u")
        tmux.send(literal: text)
        for _ in 0..<tabs { tmux.send(keys: "Tab") }
    }

    @Test func citiesCompleteWithoutCaseOrAccents() throws {
        let home = TerminalTests.onboardedHome()
        let tmux = try start(home)
        typed(tmux, "switch city Curi")
        #expect(tmux.waitFor(text: TerminalTests.prompt + " switch city Curitiba"), "\(tmux.capture())")
        typed(tmux, "switch city sao")
        #expect(tmux.waitFor(text: TerminalTests.prompt + " switch city São Paulo"), "\(tmux.capture())")
        // A second Tab lists the other cities that fit.
        tmux.send(keys: "Tab")
        #expect(tmux.waitFor(text: "São Luís"), "\(tmux.capture())")
        tmux.send(keys: "Enter")
        #expect(tmux.waitFor(text: "Now in São Paulo, SP"), "\(tmux.capture())")
    }

    @Test func tagsAndNamesComplete() throws {
        let home = TerminalTests.onboardedHome()
        let tmux = try start(home)
        typed(tmux, "spin jap")
        #expect(tmux.waitFor(text: TerminalTests.prompt + " spin japanese"), "\(tmux.capture())")
        typed(tmux, "rate ", tabs: 2)
        #expect(tmux.waitFor(text: "Bar do Alemão"), "names from the current city are listed: \(tmux.capture())")
        typed(tmux, "set sou")
        #expect(tmux.waitFor(text: TerminalTests.prompt + " set source"), "\(tmux.capture())")
        tmux.send(keys: "Tab", "Tab")
        #expect(tmux.waitFor(text: "list  osm") || tmux.waitFor(text: "osm"), "\(tmux.capture())")
    }
}
