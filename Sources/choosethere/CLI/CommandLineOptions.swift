import ChooseThereKit

#if canImport(Glibc)
import Glibc
#endif

// MARK: - Flags (DESIGN.md "Command-line interface")

/// What the command line asked for.
struct CommandLineOptions: Equatable {
    enum Input: Equatable {
        case command(String)
        case script(String)
    }
    enum ColorMode: String, Equatable, CaseIterable { case auto, always, never }
    /// What replies look like on stdout.
    enum Format: String, Equatable, CaseIterable { case text, json, csv, tsv }
    /// `--completion SHELL`: which completion file to print.
    enum Shell: String, Equatable, CaseIterable { case bash, zsh, fish }

    /// `-c` and `-f` (and script operands after `--`) in the order given.
    var inputs: [Input] = []
    var seed: UInt64?
    /// `--json` or `--format`; nil when neither was given (text).
    var format: Format?
    /// At most this many rows in any one list reply.
    var limit: Int?
    var stopOnError = false
    var echo = false
    /// nil when `--color` was not given (NO_COLOR may then apply).
    var color: ColorMode?
    var ascii = false
    var offline = false
    /// `-X`: skip the startup file.
    var noRC = false
    var readOnly = false
    var showVersion = false
    var showHelp = false
    /// `--man`: print the manual page (roff) and exit.
    var showManual = false
    /// `--completion SHELL`: print that shell's completion file and exit.
    var completionShell: Shell?

    /// One JSON object per command.
    var json: Bool { format == .json }
    /// CSV or TSV tables.
    var table: TableFormat? {
        switch format {
        case .csv: .csv
        case .tsv: .tsv
        default: nil
        }
    }

    /// The one version constant lives in the kit (`Session.version`): backups, the User-Agent and `--version` agree.
    static var version: String { Session.version }

    /// A usage error: exit status 2.
    /// Worded when shown (in the locale's language), so it carries the
    /// sentence's key, its values and a did-you-mean.
    struct UsageError: Error, Equatable {
        var phrase: Phrase
        var values: [String: String] = [:]
        var suggestion: String?

        func message(_ wording: Wording) -> String {
            wording.text(phrase, values) + (suggestion.map { " " + wording.text(.didYouMeanTerm, ["term": $0]) } ?? "")
        }
    }

    // MARK: Parsing

    /// Reads the arguments (without the program name). After `--` every
    /// argument is a script file to run, in order, as `sh -- FILE` would.
    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var o = CommandLineOptions()
        var i = 0
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if arg == "--" {
                o.inputs += arguments[i...].map { .script($0) }
                break
            }
            var name = arg
            var inline: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            guard let flag = FlagSpec.named(name) else {
                if arg.hasPrefix("-"), arg.count > 1 {
                    throw UsageError(
                        phrase: .usageUnknownOption, values: ["option": arg],
                        suggestion: DidYouMean.suggest(name, from: FlagSpec.visibleNames))
                }
                throw UsageError(phrase: .usageUnexpectedArgument, values: ["argument": arg])
            }
            var value: String?
            if flag.value != nil {
                if let inline {
                    value = inline
                } else {
                    guard i < arguments.count else {
                        throw UsageError(phrase: .usageNeedsValue, values: ["flag": flag.names[0], "value": flag.value ?? ""])
                    }
                    value = arguments[i]
                    i += 1
                }
            } else if inline != nil {
                throw UsageError(phrase: .usageTakesNoValue, values: ["flag": flag.names[0]])
            }
            try flag.apply(&o, value ?? "")
        }
        return o
    }

    /// A value from a fixed set, or a usage error with a did-you-mean.
    static func choice<T: RawRepresentable & CaseIterable>(_ text: String, for flag: String, as: T.Type) throws(UsageError) -> T
    where T.RawValue == String {
        if let value = T(rawValue: text.lowercased()) { return value }
        let names = T.allCases.map(\.rawValue)
        throw UsageError(
            phrase: .usageChoice,
            values: [
                "flag": flag, "choices": names.dropLast().joined(separator: ", "),
                "last": names.last ?? "", "value": text,
            ],
            suggestion: DidYouMean.suggest(text, from: names))
    }

    /// Records the output format, refusing two that disagree.
    mutating func setFormat(_ format: Format) throws(UsageError) {
        if let old = self.format, old != format {
            throw UsageError(phrase: .usageFormatsDisagree, values: ["format": old == .json ? format.rawValue : old.rawValue])
        }
        self.format = format
    }
}

// MARK: - The flag table: parsing, --help, the man page and completion read it

/// One flag: its names (the preferred first), its value, its help, and what it sets.
struct FlagSpec: Sendable {
    let names: [String]
    /// The value's placeholder (`N`, `FILE`), nil for a switch.
    let value: String?
    /// `--help`'s one line.
    let summary: String
    /// More for the man page (empty when the summary says it all).
    var details = ""
    /// A mode line of the usage (`choosethere -c CMD [-c CMD…]`) instead of an option line.
    var usage: String?
    /// Left out of `--help` and the man page's options (`--man`).
    var hidden = false
    let apply: @Sendable (inout CommandLineOptions, String) throws(CommandLineOptions.UsageError) -> Void

    /// `--seed N`, `-X, --no-rc`: the first name (and a long one after a
    /// short one) with the placeholder.
    var synopsis: String {
        var shown = [names[0]]
        if !names[0].hasPrefix("--"), let long = names.first(where: { $0.hasPrefix("--") }) { shown.append(long) }
        return shown.joined(separator: ", ") + (value.map { " " + $0 } ?? "")
    }

    static func named(_ name: String) -> FlagSpec? { all.first { $0.names.contains(name) } }

    /// Every name a user may be pointed to (did-you-mean).
    static var visibleNames: [String] { all.filter { !$0.hidden }.flatMap(\.names) }

    typealias Options = CommandLineOptions

    static let all: [FlagSpec] = [
        FlagSpec(
            names: ["-c", "--command"], value: "CMD", summary: "run the commands, print their results, exit",
            details:
                "May be given several times; the commands run in order. As with psql -c, the exit status is the last one's: 1 when it failed. --stop-on-error stops at the first failure instead (exit 3).",
            usage: "choosethere -c CMD [-c CMD…]"
        ) { o, v in o.inputs.append(.command(v)) },
        FlagSpec(
            names: ["-f", "--script", "--file"], value: "FILE", summary: "replay a session script (also --script FILE)",
            details:
                "One command a line; # starts a comment; source FILE nests. A failing line is reported as FILE:LINE and the script goes on (exit 0) unless --stop-on-error.",
            usage: "choosethere -f FILE"
        ) { o, v in o.inputs.append(.script(v)) },
        FlagSpec(names: ["--seed"], value: "N", summary: "deterministic randomness: same data + seed + commands → same output") {
            o, v throws(Options.UsageError) in
            guard let seed = UInt64(v) else { throw Options.UsageError(phrase: .usageSeed, values: ["value": v]) }
            o.seed = seed
        },
        FlagSpec(
            names: ["--json"], value: nil, summary: "one JSON object per executed command on stdout (JSON Lines)",
            details: "The same as --format json. Lists are complete."
        ) { o, _ throws(Options.UsageError) in try o.setFormat(.json) },
        FlagSpec(
            names: ["--format"], value: "text|json|csv|tsv",
            summary: "text for people, JSON Lines, or CSV/TSV tables for lists, history and tags",
            details:
                "With csv or tsv, tables (lists, near, history, tags, cities, a pick) go to stdout with a header row, and other replies go to stderr as text."
        ) { o, v throws(Options.UsageError) in
            try o.setFormat(try Options.choice(v, for: "--format", as: Options.Format.self))
        },
        FlagSpec(names: ["--limit"], value: "N", summary: "at most N rows in any list (lists are complete in pipes and JSON)") {
            o, v throws(Options.UsageError) in
            guard let n = Int(v), n >= 1 else { throw Options.UsageError(phrase: .usageLimit, values: ["value": v]) }
            o.limit = n
        },
        FlagSpec(names: ["--stop-on-error"], value: nil, summary: "in scripts / -c: stop at the first failing command (exit 3)") { o, _ in
            o.stopOnError = true
        },
        FlagSpec(names: ["--echo"], value: nil, summary: "print each scripted command after its prompt (transcript)") { o, _ in
            o.echo = true
        },
        FlagSpec(
            names: ["--color", "--colour"], value: "auto|always|never",
            summary: "colour output (NO_COLOR turns it off unless --color says otherwise)"
        ) { o, v throws(Options.UsageError) in
            o.color = try Options.choice(v, for: "--color", as: Options.ColorMode.self)
        },
        FlagSpec(
            names: ["--ascii"], value: nil, summary: "ASCII instead of symbols (* for ★, NE for ↗, <3 for ♥)",
            details: "Also the default when the locale is not UTF-8; set symbols ascii keeps it."
        ) { o, _ in o.ascii = true },
        FlagSpec(names: ["--offline"], value: nil, summary: "never use the network") { o, _ in o.offline = true },
        FlagSpec(
            names: ["--read-only"], value: nil, summary: "open your list read-only: everything that reads works, every change is refused"
        ) { o, _ in o.readOnly = true },
        FlagSpec(names: ["-X", "--no-rc"], value: nil, summary: "do not run the startup file ($XDG_CONFIG_HOME/choosethere/rc)") { o, _ in
            o.noRC = true
        },
        FlagSpec(names: ["--version", "-V"], value: nil, summary: "print the version") { o, _ in o.showVersion = true },
        FlagSpec(names: ["--help", "-h"], value: nil, summary: "print this help") { o, _ in o.showHelp = true },
        FlagSpec(names: ["--man"], value: nil, summary: "print the manual page (roff)", hidden: true) { o, _ in o.showManual = true },
        FlagSpec(
            names: ["--completion"], value: "bash|zsh|fish", summary: "print a shell completion file (completions/ is made with it)",
            hidden: true
        ) { o, v throws(Options.UsageError) in o.completionShell = try Options.choice(v, for: "--completion", as: Options.Shell.self) },
    ]
}
