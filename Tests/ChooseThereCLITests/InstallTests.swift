import ChooseThereKit
import ChooseThereTestServer
import ChooseThereTestSupport
import Foundation
import Testing

// MARK: - Install, run from anywhere, man page, uninstall

@Suite("Install", .serialized)
struct InstallTests {
    static let scripts = CLI.repoRoot.appendingPathComponent("Resources/scripts")
    static func tool(_ name: String) -> Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/" + name) }

    /// Runs a shell script with `environment` (and nothing else but PATH).
    static func sh(_ script: URL, _ environment: [String: String]) throws -> RunResult {
        try CLI.runProgram(
            URL(fileURLWithPath: "/bin/sh"), [script.path], environment: ["PATH": "/usr/bin:/bin"].merging(environment) { $1 })
    }

    /// Every path under `root`, relative, sorted.
    static func tree(_ root: URL) -> [String] {
        (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).sorted()
    }

    /// Runs `program` (not the built one: the installed copy, through a symlink) with `home`'s environment.
    static func run(_ program: URL, _ arguments: [String], home: TempHome, cwd: URL, extra: [String: String] = [:]) throws -> RunResult {
        try CLI.runProgram(program, arguments, environment: home.environment.merging(extra) { $1 }, cwd: cwd)
    }

    /// Through a symlink, from an unrelated folder, with the data found beside the real file.
    static func checkItRunsFromAnywhere(_ program: URL, prefix: URL, home: TempHome) throws {
        let elsewhere = home.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let link = elsewhere.appendingPathComponent("ct")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: program)
        let server = try HTTPTestServer { _ in .init(body: OverpassFixtures.bars) }
        let env = ["CHOOSETHERE_OVERPASS_URL": server.baseURL + "/api/interpreter", "CHOOSETHERE_LOCATION": "-23.5614,-46.6559"]
        let r = try Self.run(
            link, ["-c", "switch city São Paulo", "-c", "near me from osm", "-c", "cities sampa"], home: home, cwd: elsewhere, extra: env)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "no warning about missing data: \(r.stderr)")
        #expect(r.stdout.contains("Now in São Paulo, SP — 52 places"), "the seed came from the installed share folder")
        #expect(r.stdout.contains("from OpenStreetMap, just now") && r.stdout.contains("Bar Teste"))
        #expect(r.stdout.contains("Cities matching 'sampa'"), "the catalogue is there")
        server.stop()

        // A damaged installation names what is missing (proof the installed folder is the one read).
        let cities = prefix.appendingPathComponent("share/choosethere/Cities.tsv")
        try FileManager.default.moveItem(at: cities, to: home.root.appendingPathComponent("Cities.tsv"))
        let damaged = try Self.run(link, ["-c", "quit"], home: home, cwd: elsewhere)
        #expect(damaged.stderr.contains("\(prefix.path)/share/choosethere lacks Cities.tsv; reinstall choosethere"), "\(damaged.stderr)")
        try FileManager.default.moveItem(at: home.root.appendingPathComponent("Cities.tsv"), to: cities)
    }

    @Test(.enabled(if: tool("strip")))
    func installRunsFromAnywhereThroughSymlinksAndUninstallLeavesOnlyTheData() throws {
        let home = TempHome()
        let prefix = home.root.appendingPathComponent("prefix")
        try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
        let installed = try Self.sh(
            Self.scripts.appendingPathComponent("install.sh"), ["PREFIX": prefix.path, "BINARY": CLI.binary.path, "HOME": home.root.path])
        #expect(installed.status == 0, "\(installed.stderr)")
        for path in [
            "bin/choosethere", "share/choosethere/Restaurants.json", "share/choosethere/Vocabulary.json", "share/choosethere/Cities.tsv",
            "share/choosethere/NOTICE", "share/man/man1/choosethere.1", "share/bash-completion/completions/choosethere",
            "share/zsh/site-functions/_choosethere", "share/fish/vendor_completions.d/choosethere.fish",
        ] {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), "\(path) not installed")
        }
        let program = prefix.appendingPathComponent("bin/choosethere")
        if Self.tool("readelf") {
            let sections = try CLI.runTool("/usr/bin/readelf", ["-S", program.path])
            #expect(!sections.contains(".symtab"), "the installed binary is stripped")
        }

        try Self.checkItRunsFromAnywhere(program, prefix: prefix, home: home)

        // man finds the page from PATH, as it would for ~/.local/bin.
        if Self.tool("man") {
            let page = try CLI.runTool(
                "/usr/bin/man", ["choosethere"],
                environment: [
                    "PATH": prefix.path + "/bin:/usr/bin:/bin", "MANPAGER": "cat",
                    "MANWIDTH": "80", "HOME": home.root.path, "LANG": "C.UTF-8",
                ])
            #expect(page.contains("choosethere - a conversational shell"), "\(page.prefix(300))")
        }

        // The user's data lives in the same share folder when PREFIX is ~/.local: it must survive.
        let store = prefix.appendingPathComponent("share/choosethere/choosethere.sqlite3")
        try Data("my places".utf8).write(to: store)
        let removed = try Self.sh(Self.scripts.appendingPathComponent("uninstall.sh"), ["PREFIX": prefix.path, "HOME": home.root.path])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(Self.tree(prefix) == ["share", "share/choosethere", "share/choosethere/choosethere.sqlite3"], "\(Self.tree(prefix))")
        #expect(removed.stdout.contains("Your data is kept"))
        // The user removes their data folder, as the uninstaller says how to.
        try FileManager.default.removeItem(at: prefix.appendingPathComponent("share"))
        // Once more, with nothing of the user's in the way: nothing at all is left.
        #expect(
            try Self.sh(
                Self.scripts.appendingPathComponent("install.sh"),
                ["PREFIX": prefix.path, "BINARY": CLI.binary.path, "HOME": home.root.path]
            ).status == 0)
        #expect(
            try Self.sh(Self.scripts.appendingPathComponent("uninstall.sh"), ["PREFIX": prefix.path, "HOME": home.root.path]).status == 0)
        #expect(Self.tree(prefix).isEmpty, "\(Self.tree(prefix))")
        // A prefix the install had to create (a fresh ~/.local) goes too.
        let fresh = home.root.appendingPathComponent("fresh/.local")
        #expect(
            try Self.sh(
                Self.scripts.appendingPathComponent("install.sh"),
                ["PREFIX": fresh.path, "BINARY": CLI.binary.path, "HOME": home.root.path]
            ).status == 0)
        #expect(
            try Self.sh(Self.scripts.appendingPathComponent("uninstall.sh"), ["PREFIX": fresh.path, "HOME": home.root.path]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: home.root.appendingPathComponent("fresh").path))
        let again = try Self.sh(Self.scripts.appendingPathComponent("uninstall.sh"), ["PREFIX": prefix.path, "HOME": home.root.path])
        #expect(again.status == 1 && again.stderr.contains("no choosethere installation under"))
    }
}

@Suite("Man page")
struct ManPageTests {
    static func page() throws -> String {
        let r = try CLI.run(["--man"], home: TempHome())
        #expect(r.status == 0)
        return r.stdout
    }

    /// What roff makes of text: `\-` is `-`, `\[u00E3]` is `ã`, fonts dropped.
    static func plain(_ roff: String) -> String {
        var text = roff.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\e", with: "\\")
        for font in ["\\fB", "\\fI", "\\fR", "\\&"] { text = text.replacingOccurrences(of: font, with: "") }
        while let range = text.range(of: #"\\\[u[0-9A-F]{4,5}\]"#, options: .regularExpression) {
            let hex = text[range].dropFirst(3).dropLast()
            text.replaceSubrange(range, with: String(UnicodeScalar(UInt32(hex, radix: 16) ?? 63) ?? "?"))
        }
        return text
    }

    @Test func everyCommandAndEveryFlagIsInThePage() throws {
        let text = Self.plain(try Self.page())
        for spec in CommandTable.all {
            #expect(text.contains(spec.usage), "\(spec.name) missing")
            #expect(text.contains(spec.summary.prefix(1).uppercased() + spec.summary.dropFirst()), "\(spec.name)'s summary missing")
            for example in spec.examples { #expect(text.contains(example), "example '\(example)' missing") }
            for phrase in spec.phrases where phrase != spec.name { #expect(text.contains(phrase), "phrase '\(phrase)' missing") }
        }
        for group in CommandSpec.Group.allCases { #expect(text.contains(".SS \"\(group.rawValue)\"")) }
        let help = try CLI.run(["--help"], home: TempHome()).stdout
        for flag in [
            "-c", "--command", "-f", "--script", "--seed", "--json", "--format", "--limit", "--stop-on-error", "--echo",
            "--color", "--ascii", "--offline", "-X", "--no-rc", "--version", "--help",
        ] {
            #expect(
                text.contains(flag + " ") || text.contains(flag + "\n") || text.contains(flag + ","), "flag \(flag) missing from the page")
            if flag != "--command" { #expect(help.contains(flag), "flag \(flag) missing from --help") }
        }
        #expect(!help.contains("--man"), "--man is hidden from --help")
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "EXIT STATUS", "FILES", "ENVIRONMENT"] {
            #expect(text.contains(".SH \"\(section)\""))
        }
    }

    @Test(.enabled(if: InstallTests.tool("man")))
    func manRendersItWithoutWarnings() throws {
        let home = TempHome()
        let file = home.write("choosethere.1", try Self.page())
        let env = ["MANWIDTH": "80", "MANPAGER": "cat", "LANG": "C.UTF-8", "HOME": home.root.path, "PATH": "/usr/bin:/bin"]
        let rendered = try CLI.runTool("/usr/bin/man", ["--warnings", "-l", file.path], environment: env, mergeErrors: true)
        #expect(rendered.contains("CHOOSETHERE(1)"))
        #expect(rendered.contains("switch city NAME | anywhere"))
        #expect(rendered.contains("São Paulo") || rendered.contains("cafés"), "non-ASCII text survives")
        #expect(!rendered.contains("warning"), "\(rendered.split(separator: "\n").filter { $0.contains("warning") })")
    }
}

// MARK: - Each shell completes after the README's install, through a real terminal (issue 24)

@Suite("Shell completion after install", .serialized, .enabled(if: InstallTests.tool("strip") && Tmux.isAvailable))
struct ShellSetupTerminalTests {
    /// A fresh home: `install.sh --shell-setup` into ~/.local (as the README's
    /// line runs it), then a new interactive shell completes the flags and the
    /// commands; uninstall takes the start-up lines away again.
    @Test(arguments: ["bash", "zsh", "fish"])
    func aNewShellCompletesAfterInstall(_ shell: String) throws {
        guard InstallTests.tool(shell) else { return }
        let home = TempHome()
        let env = ["HOME": home.root.path]
        // A user's own start-up file, with its own compinit, is kept around the lines added.
        if shell == "zsh" {
            try "autoload -Uz compinit\ncompinit\nalias ll='ls -l'\n".write(
                to: home.root.appendingPathComponent(".zshrc"), atomically: false, encoding: .utf8)
        }
        let setup = try CLI.runProgram(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", "\"$0\" --shell-setup", InstallTests.scripts.appendingPathComponent("install.sh").path],
            environment: env.merging(["BINARY": CLI.binary.path, "PATH": "/usr/bin:/bin"]) { $1 })
        #expect(setup.status == 0, "\(setup.stderr)")
        #expect(setup.stdout.contains("Shell completion:"), "\(setup.stdout)")
        if shell == "zsh" {
            let zshrc = try String(contentsOf: home.root.appendingPathComponent(".zshrc"), encoding: .utf8)
            let fpath = try #require(zshrc.range(of: "fpath=("), "\(zshrc)")
            let compinit = try #require(zshrc.range(of: "\ncompinit"), "\(zshrc)")
            #expect(fpath.lowerBound < compinit.lowerBound, "fpath is set before the user's own compinit")
            #expect(zshrc.contains("alias ll='ls -l'"))
        }
        let command: [String] =
            switch shell {
            case "bash": ["bash", "-i"]
            case "zsh": ["zsh", "-i"]
            default: ["fish"]
            }
        let path = home.root.appendingPathComponent(".local/bin").path + ":/usr/bin:/bin"
        let tmux = try Tmux(
            command: command, environment: env.merging(["PATH": path, "TERM": "xterm"]) { $1 }, inheritEnvironment: false,
            columns: 120, rows: 30, keepAlive: home)
        defer { tmux.kill() }
        Thread.sleep(forTimeInterval: 1.0)
        tmux.send(literal: "choosethere -c sp")
        tmux.send(keys: "Tab")
        #expect(tmux.waitFor(text: "choosethere -c spin"), "\(shell): \(tmux.capture())")
        tmux.send(keys: "C-u")
        tmux.send(literal: "choosethere --fo")
        tmux.send(keys: "Tab")
        #expect(tmux.waitFor(text: "choosethere --format"), "\(shell): \(tmux.capture())")
        // fish once offered only quit after -c: every command is offered.
        if shell == "fish" {
            tmux.send(keys: "C-u")
            tmux.send(literal: "choosethere -c ")
            tmux.send(keys: "Tab")
            #expect(tmux.waitFor { $0.contains("again") && $0.contains("cities") }, "fish: \(tmux.capture())")
        }
        // Uninstall removes the lines it added, and keeps the user's own.
        let removed = try InstallTests.sh(InstallTests.scripts.appendingPathComponent("uninstall.sh"), env)
        #expect(removed.status == 0, "\(removed.stderr)")
        for rc in [".bashrc", ".zshrc", ".config/fish/conf.d/choosethere.fish"] {
            let text = (try? String(contentsOf: home.root.appendingPathComponent(rc), encoding: .utf8)) ?? ""
            #expect(!text.contains("choosethere"), "\(rc): \(text)")
        }
        if shell == "zsh" {
            #expect(
                try String(contentsOf: home.root.appendingPathComponent(".zshrc"), encoding: .utf8)
                    == "autoload -Uz compinit\ncompinit\nalias ll='ls -l'\n")
        }
    }
}
