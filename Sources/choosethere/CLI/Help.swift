import ChooseThereKit

// MARK: - `--help`, from the flag table and the facts below

/// What `--help` and the man page both say about the program itself:
/// exit statuses, files, environment. One place, so the two cannot differ.
enum ProgramFacts {
    static let tagline = "a conversational shell that helps you decide where to eat"

    static let exitCodes: [(code: Int32, meaning: String)] = [
        (0, "success; a failing command in a script (-f, stdin) without --stop-on-error still exits 0, like psql"),
        (1, "a fatal start-up error (unusable store, unreadable script or settings file), or a failing -c command"),
        (2, "a usage error (unknown or misspelt flag, bad value)"),
        (3, "a command failed under --stop-on-error"),
    ]

    static let files: [(path: String, what: String)] = [
        ("$XDG_CONFIG_HOME/choosethere/settings.json", "settings (JSON, written atomically)"),
        (
            "$XDG_CONFIG_HOME/choosethere/rc",
            "the startup file: commands run before the first prompt and before -c and -f (skip it with -X)"
        ),
        ("$XDG_DATA_HOME/choosethere/choosethere.sqlite3", "the store: your places, visits and learned weights (SQLite)"),
        ("$XDG_STATE_HOME/choosethere/history", "line-editing history"),
        ("$XDG_CACHE_HOME/choosethere/", "the nearby-search cache (safe to delete)"),
        ("PREFIX/share/choosethere/", "the bundled places, vocabulary and city catalogue (installed with the program)"),
    ]

    static let environment: [(name: String, meaning: String)] = [
        ("CHOOSETHERE_LOCATION", "your location for this process as LAT,LNG (over the saved one)"),
        ("CHOOSETHERE_OVERPASS_URL", "the Overpass API endpoint (default: the public OpenStreetMap interpreter)"),
        ("CHOOSETHERE_NOMINATIM_URL", "the Nominatim server for addresses (its base URL, or …/search)"),
        ("CHOOSETHERE_RESOURCES", "a folder with the bundled data, over the installed one"),
        (
            "CHOOSETHERE_HYPERLINKS",
            "1 or 0: links as clickable hyperlinks (OSC 8) or plain text (default: on in terminals known to show them)"
        ),
        ("PAGER", "the pager for output longer than the screen at a terminal (default: less -FRX; empty: none)"),
        ("NO_COLOR", "when not empty, no colour unless --color says otherwise"),
        (
            "XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_STATE_HOME, XDG_CACHE_HOME",
            "where the files above live (defaults ~/.config, ~/.local/share, ~/.local/state, ~/.cache)"
        ),
        ("LC_ALL, LC_CTYPE, LANG", "a locale that is not UTF-8 gets ASCII symbols"),
    ]

    /// The fixed lines of `--help`, each with a translation in
    /// `portugueseUsageLines` (a test checks every one has it).
    static let usageLines = [
        "Usage:", "Options:", "start the shell (reads commands from stdin when it is not a terminal)",
        "run script files (names may start with -)",
        "Inside the shell, type help for the commands; man choosethere has them all.", "Exit codes: ",
        "Files: settings and the rc file in $XDG_CONFIG_HOME/choosethere, the store in $XDG_DATA_HOME/choosethere,",
        "history in $XDG_STATE_HOME/choosethere, the nearby cache in $XDG_CACHE_HOME/choosethere.",
    ]

    /// `choosethere --help`, in the locale's language (the man page stays English).
    static func usage(_ language: ReplyLanguage) -> String {
        let pt = language == .portuguese
        func t(_ index: Int) -> String { pt ? portugueseUsageLines[usageLines[index]] ?? usageLines[index] : usageLines[index] }
        func summary(_ flag: FlagSpec) -> String { pt ? portugueseFlagSummaries[flag.names[0]] ?? flag.summary : flag.summary }
        func meaning(_ code: Int32) -> String { pt ? portugueseShortMeanings[code] ?? shortMeaning(code) : shortMeaning(code) }
        var lines = ["choosethere — " + (pt ? portugueseTagline : tagline), "", t(0)]
        func row(_ left: String, _ right: String) -> String {
            "  " + DisplayWidth.pad(left, to: 31) + (DisplayWidth.of(left) >= 31 ? " " : "") + right
        }
        lines.append(row("choosethere", t(2)))
        for flag in FlagSpec.all where !flag.hidden {
            if let usage = flag.usage { lines.append(row(usage, summary(flag))) }
        }
        lines.append(row("choosethere -- FILE…", t(3)))
        lines += ["", t(1)]
        for flag in FlagSpec.all where !flag.hidden && flag.usage == nil {
            lines.append(row(flag.synopsis, summary(flag)))
        }
        lines += [
            "",
            t(4),
            t(5) + exitCodes.map { "\($0.code) " + meaning($0.code) }.joined(separator: ", ") + ".",
            t(6),
            t(7),
        ]
        return lines.joined(separator: "\n")
    }

    /// Every piece of `--help` that has no Portuguese form (empty when complete; a test runs it).
    static var missingPortuguese: [String] {
        usageLines.filter { portugueseUsageLines[$0] == nil }
            + FlagSpec.all.map { $0.names[0] }.filter { portugueseFlagSummaries[$0] == nil }
            + exitCodes.map(\.code).filter { portugueseShortMeanings[$0] == nil }.map { "exit \($0)" }
    }

    private static func shortMeaning(_ code: Int32) -> String {
        switch code {
        case 0: "success"
        case 1: "fatal start-up error or a failing -c command"
        case 2: "usage error"
        default: "a command failed under --stop-on-error"
        }
    }
}
