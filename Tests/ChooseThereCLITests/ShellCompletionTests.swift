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
        let script = "source choosethere.bash; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _choosethere; printf '%s\\n' \"${COMPREPLY[@]}\""
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
        let r = try Self.run("fish", ["-c", "source choosethere.fish; complete -C 'choosethere -c sp'; complete -C 'choosethere --color '"])
        #expect(r.output.contains("spin\tpick a place"))
        #expect(r.output.contains("always"))
    }

    /// The files list every command of the table, so `-c` offers them all.
    @Test func everyCommandIsOffered() throws {
        for file in ["choosethere.bash", "_choosethere", "choosethere.fish"] {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
            for spec in CommandTable.all {
                #expect(text.contains(spec.name), "\(file) lacks \(spec.name)")
            }
            // Every flag of the table the program parses (long names; fish spells them without dashes).
            for flag in FlagSpec.all where !flag.hidden {
                guard let long = flag.names.first(where: { $0.hasPrefix("--") && $0 != "--command" && $0 != "--file" && $0 != "--colour" }) else { continue }
                #expect(text.contains(String(long.dropFirst(2))), "\(file) lacks \(long)")
            }
        }
    }
}
