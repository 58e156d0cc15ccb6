import ChooseThereKit
import Foundation
import Testing

@testable import choosethere

// MARK: - completions/: bash, zsh and fish

@Suite("Shell completions")
struct ShellCompletionTests {
    static let folder = CLI.repoRoot.appendingPathComponent("completions")
    static func exists(_ tool: String) -> Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/" + tool) }

    /// Runs `shell -c script` and returns its standard output.
    static func run(_ shell: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/" + shell)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Calls the bash completion function for a command line and returns COMPREPLY.
    static func bashComplete(_ words: [String]) throws -> [String] {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let script =
            "source choosethere.bash; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _choosethere; printf '%s\\n' \"${COMPREPLY[@]}\""
        return try run("bash", ["-c", script]).output.split(separator: "\n").map(String.init)
    }

    @Test(.enabled(if: exists("bash"))) func bashCompletesFlagsValuesAndCommands() throws {
        #expect(try Self.bashComplete(["choosethere", "--st"]) == ["--stop-on-error"])
        #expect(try Self.bashComplete(["choosethere", "--color", "a"]).sorted() == ["always", "auto"])
        #expect(try Self.bashComplete(["choosethere", "--color=ne"]) == ["never"])
        #expect(try Self.bashComplete(["choosethere", "-c", "sp"]) == ["spin"])
        #expect(try Self.bashComplete(["choosethere", "-f", "choosethere.b"]) == ["choosethere.bash"])
        #expect(try Self.bashComplete(["choosethere", "--seed", ""]).isEmpty)
        #expect(try Self.bashComplete(["choosethere", "--format", "c"]) == ["csv"])
        #expect(try Self.bashComplete(["choosethere", "--no"]) == ["--no-rc"])
    }

    @Test(.enabled(if: exists("zsh"))) func zshFileIsValid() throws {
        let r = try Self.run("zsh", ["-n", "_choosethere"])
        #expect(r.status == 0, "\(r.output)")
    }

    @Test(.enabled(if: exists("fish"))) func fishFileIsValidAndCompletes() throws {
        let check = try Self.run("fish", ["--no-execute", "choosethere.fish"])
        #expect(check.status == 0, "\(check.output)")
        let r = try Self.run(
            "fish", ["-c", "source choosethere.fish; complete -C 'choosethere -c sp'; complete -C 'choosethere --color '"])
        #expect(r.output.contains("spin\tpick a place"))
        #expect(r.output.contains("always"))
    }

    /// The committed files are what `choosethere --completion SHELL` writes
    /// from the command and flag tables, byte for byte: a verb or flag added,
    /// renamed or removed fails here until the files are regenerated
    /// (`for s in bash zsh fish; do …` in the README's Development section).
    @Test(arguments: [("bash", "choosethere.bash"), ("zsh", "_choosethere"), ("fish", "choosethere.fish")])
    func filesAreGeneratedFromTheTables(shell: String, file: String) throws {
        let committed = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
        #expect(committed == CompletionScripts.text(for: shell), "\(file) differs from choosethere --completion \(shell)")
        let printed = try CLI.run(["--completion", shell], home: TempHome())
        #expect(printed.stdout == committed)
    }

    /// And the generated lists are exactly the tables: every verb once, every visible flag name once.
    @Test func theBashListsAreExactlyTheTables() throws {
        let text = CompletionScripts.bash
        func list(_ name: String) -> [String] {
            guard let line = text.split(separator: "\n").first(where: { $0.contains("local \(name)=\"") }),
                let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close
            else { return [] }
            return line[line.index(after: open)..<close].split(separator: " ").map(String.init)
        }
        #expect(list("commands") == CommandTable.all.map(\.name))
        #expect(list("flags") == FlagSpec.all.filter { !$0.hidden }.flatMap(\.names))
        #expect(!list("flags").contains("--man") && !list("flags").contains("--completion"))
    }
}
