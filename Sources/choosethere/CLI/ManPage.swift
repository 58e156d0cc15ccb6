import ChooseThereKit

// MARK: - choosethere(1), generated from the flag table and the command table

/// The manual page in roff (`choosethere --man`; the installer writes it to
/// `share/man/man1/choosethere.1`). Every flag comes from `FlagSpec.all` and
/// every command from `CommandTable.all`, so the page cannot drift from the
/// program.
enum ManPage {
    static var text: String {
        var r = Roff()
        r.request("TH", "CHOOSETHERE", "1", "", "choosethere \(CommandLineOptions.version)", "User Commands")
        r.section("NAME")
        r.line("choosethere \\- " + Roff.escape(ProgramFacts.tagline))
        synopsis(&r)
        description(&r)
        options(&r)
        commands(&r)
        r.section("EXIT STATUS")
        for (code, meaning) in ProgramFacts.exitCodes { r.item(bold: String(code), meaning) }
        r.section("FILES")
        for (path, what) in ProgramFacts.files { r.item(italic: path, what) }
        r.section("ENVIRONMENT")
        for (name, meaning) in ProgramFacts.environment { r.item(bold: name, meaning) }
        examples(&r)
        r.section("SEE ALSO")
        r.line("\\fBpsql\\fR(1), \\fBsqlite3\\fR(1), \\fBless\\fR(1), \\fBeditrc\\fR(5)")
        return r.output
    }

    static func synopsis(_ r: inout Roff) {
        r.section("SYNOPSIS")
        r.line("\\fBchoosethere\\fR [\\fIOPTIONS\\fR]")
        r.request("br")
        for flag in FlagSpec.all where !flag.hidden {
            guard let usage = flag.usage else { continue }
            r.line("\\fB" + Roff.escape(usage) + "\\fR [\\fIOPTIONS\\fR]")
            r.request("br")
        }
        r.line("\\fBchoosethere\\fR [\\fIOPTIONS\\fR] \\fB\\-\\-\\fR \\fIFILE\\fR...")
    }

    static func description(_ r: inout Roff) {
        r.section("DESCRIPTION")
        r.paragraph(
            "choosethere picks a place to eat from your own list of restaurants, bars, cafés and botecos, and learns from what you rate. Without -c or -f it is a shell with line editing when standard input is a terminal, and reads one command a line otherwise."
        )
        r.paragraph(
            "Commands are short sentences, in English or Brazilian Portuguese; case and accents never matter. help lists them, help COMMAND explains one, and explain COMMAND shows how a line is understood without running it."
        )
        r.paragraph(
            "At a terminal, lists come a screen at a time (more shows the next page, list all everything) and output longer than the screen goes through $PAGER. When standard output is not a terminal, or with --json or --format csv|tsv, lists are complete (--limit N caps them) and nothing is animated."
        )
        r.paragraph(
            "After --, every argument is a script file to run (a name may start with -), so choosethere -- -c x runs the script named -c, never the command x."
        )
    }

    static func options(_ r: inout Roff) {
        r.section("OPTIONS")
        for flag in FlagSpec.all where !flag.hidden {
            let names = flag.names.map { name in
                "\\fB" + Roff.escape(name) + "\\fR" + (flag.value.map { " \\fI" + Roff.escape($0) + "\\fR" } ?? "")
            }
            r.request("TP")
            r.line(names.joined(separator: ", "))
            r.line(Roff.escape(sentence(flag.summary) + (flag.details.isEmpty ? "" : " " + flag.details)))
        }
    }

    static func commands(_ r: inout Roff) {
        r.section("COMMANDS")
        r.paragraph("Each command also answers to the phrasings listed after it. Inside the shell, help COMMAND prints the same.")
        for group in CommandSpec.Group.allCases {
            let specs = CommandTable.all.filter { $0.group == group }
            guard !specs.isEmpty else { continue }
            r.request("SS", group.rawValue)
            for spec in specs {
                r.request("TP")
                r.line("\\fB" + Roff.escape(spec.usage) + "\\fR")
                var text = sentence(spec.summary)
                if !spec.details.isEmpty { text += " " + spec.details }
                r.line(Roff.escape(text))
                let aliases = spec.phrases.filter { $0 != spec.name }
                if !aliases.isEmpty {
                    r.request("br")
                    r.line("Also: " + aliases.map { "\\fI" + Roff.escape($0) + "\\fR" }.joined(separator: ", ") + ".")
                }
                if !spec.examples.isEmpty {
                    r.request("br")
                    r.line("Examples: " + spec.examples.map { "\\fB" + Roff.escape($0) + "\\fR" }.joined(separator: "; ") + ".")
                }
            }
        }
    }

    static func examples(_ r: inout Roff) {
        r.section("EXAMPLES")
        for (command, what) in [
            ("choosethere", "the shell"),
            ("choosethere -c 'switch city Curitiba' -c 'spin bar cheap'", "pick a cheap bar in Curitiba"),
            ("choosethere --json -c 'list all' | jq '.result.places | length'", "count every place in the current city"),
            ("choosethere --format csv -c 'history' > visits.csv", "your visits as a spreadsheet"),
            ("choosethere --stop-on-error -f evening.ct", "replay a script, stopping at the first failure (exit 3)"),
        ] {
            r.request("TP")
            r.line("\\fB" + Roff.escape(command) + "\\fR")
            r.line(Roff.escape(sentence(what)))
        }
    }

    /// "a summary" → "A summary."
    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        let body = first.uppercased() + text.dropFirst()
        return body.hasSuffix(".") ? body : body + "."
    }
}

/// Writes roff: requests, escaped text, sections and tagged paragraphs.
struct Roff {
    private(set) var output = ""

    mutating func request(_ name: String, _ arguments: String...) {
        output += "." + name + arguments.map { " \"" + Roff.escape($0).replacingQuotes + "\"" }.joined() + "\n"
    }

    mutating func line(_ text: String) {
        // A line starting with . or ' would be read as a request.
        output += (text.hasPrefix(".") || text.hasPrefix("'") ? "\\&" : "") + text + "\n"
    }

    mutating func section(_ title: String) { request("SH", title) }

    mutating func paragraph(_ text: String) {
        request("PP")
        line(Roff.escape(text))
    }

    mutating func item(bold tag: String, _ text: String) {
        request("TP")
        line("\\fB" + Roff.escape(tag) + "\\fR")
        line(Roff.escape(ManPage.sentence(text)))
    }

    mutating func item(italic tag: String, _ text: String) {
        request("TP")
        line("\\fI" + Roff.escape(tag) + "\\fR")
        line(Roff.escape(ManPage.sentence(text)))
    }

    /// Backslashes and hyphens escaped, everything outside ASCII as `\[uXXXX]`
    /// (any groff reads it, whatever the page's encoding is taken to be).
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case "\n": out += " "
            default:
                if scalar.value < 0x80 {
                    out.unicodeScalars.append(scalar)
                } else {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
                }
            }
        }
        return out
    }
}

extension String {
    /// A request argument holds no double quote (roff has no escape for it there).
    fileprivate var replacingQuotes: String { String(map { $0 == "\"" ? "'" : $0 }) }
}
