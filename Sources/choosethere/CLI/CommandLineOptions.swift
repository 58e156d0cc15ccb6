#if canImport(Glibc)
import Glibc
#endif
import ChooseThereKit

// MARK: - Flags (DESIGN.md "Command-line interface")

/// What the command line asked for.
struct CommandLineOptions: Equatable {
    enum Input: Equatable {
        case command(String)
        case script(String)
    }
    enum ColorMode: String, Equatable { case auto, always, never }

    /// `-c` and `-f` in the order given.
    var inputs: [Input] = []
    var seed: UInt64?
    var json = false
    var stopOnError = false
    var echo = false
    /// nil when `--color` was not given (NO_COLOR may then apply).
    var color: ColorMode?
    var offline = false
    var showVersion = false
    var showHelp = false

    static let version = "0.1.0"

    /// A usage error: exit status 2.
    struct UsageError: Error, Equatable {
        var message: String
    }

    static let flags = ["-c", "-f", "--script", "--seed", "--json", "--stop-on-error", "--echo", "--color", "--offline", "--version", "--help", "-h"]

    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var o = CommandLineOptions()
        var i = 0
        func value(_ flag: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            i += 1
            guard i < arguments.count else { throw UsageError(message: "\(flag) needs a value") }
            return arguments[i]
        }
        while i < arguments.count {
            let arg = arguments[i]
            var flag = arg
            var inline: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                flag = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            switch flag {
            case "-c", "--command": o.inputs.append(.command(try value("-c", inline: inline)))
            case "-f", "--script", "--file": o.inputs.append(.script(try value(flag, inline: inline)))
            case "--seed":
                let text = try value("--seed", inline: inline)
                guard let seed = UInt64(text) else { throw UsageError(message: "--seed takes a whole number (0 or more), not '\(text)'") }
                o.seed = seed
            case "--json": o.json = true
            case "--stop-on-error": o.stopOnError = true
            case "--echo": o.echo = true
            case "--color", "--colour":
                let text = try value("--color", inline: inline)
                guard let mode = ColorMode(rawValue: text) else { throw UsageError(message: "--color takes auto, always or never, not '\(text)'") }
                o.color = mode
            case "--offline": o.offline = true
            case "--version", "-V": o.showVersion = true
            case "--help", "-h": o.showHelp = true
            case "--": break
            default:
                if arg.hasPrefix("-") {
                    let hint = DidYouMean.suggest(flag, from: flags).map { " Did you mean \($0)?" } ?? ""
                    throw UsageError(message: "unknown option '\(arg)'.\(hint)")
                }
                throw UsageError(message: "unexpected argument '\(arg)'. To run a script say -f \(arg); to run a command say -c \"\(arg)\".")
            }
            i += 1
        }
        return o
    }

    static let usage = """
        choosethere — a conversational shell that helps you decide where to eat

        Usage:
          choosethere                    start the shell (reads commands from stdin when it is not a terminal)
          choosethere -c CMD [-c CMD…]   run the commands, print their results, exit
          choosethere -f FILE            replay a session script (also --script FILE)

        Options:
          --seed N                       deterministic randomness: same data + seed + commands → same output
          --json                         one JSON object per executed command on stdout (JSON Lines)
          --stop-on-error                in scripts / -c: stop at the first failing command (exit 3)
          --echo                         print each scripted command after its prompt (transcript)
          --color auto|always|never      colour output (NO_COLOR turns it off unless --color says otherwise)
          --offline                      never use the network
          --version                      print the version
          --help                         print this help

        Inside the shell, type help for the commands. Exit codes: 0 success, 1 fatal
        start-up error, 2 usage error, 3 a command failed under --stop-on-error.
        Files: settings in $XDG_CONFIG_HOME/choosethere, the store in $XDG_DATA_HOME/choosethere,
        history in $XDG_STATE_HOME/choosethere, the nearby cache in $XDG_CACHE_HOME/choosethere.
        """
}
