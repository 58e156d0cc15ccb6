// MARK: - help, explain, and what was not understood

extension Session {
    /// Intents whose commands work in this version (help marks the rest).
    static let availableIntents: Set<String> = [
        "help", "explain", "quit", "list", "show", "favorite", "add", "edit", "forget", "tags", "cities",
        "settings", "set", "city", "location", "open", "source", "spin", "again", "rate", "history", "why", "near", "import", "export", "save", "cache",
    ]

    func help(topic: String?) -> Reply {
        guard let topic, !topic.isEmpty else { return helpOverview() }
        guard let spec = CommandTable.spec(forTopic: topic) else {
            let suggestion = DidYouMean.suggest(topic, from: CommandTable.all.map(\.name) + CommandTable.verbs)
                .flatMap { CommandTable.spec(forTopic: $0)?.name }
            return .failure(CommandError("unknown_topic", "There is no help on '\(topic)'." + (suggestion.map { " Did you mean: help \($0)?" } ?? " Type help for the list."),
                                         suggestion: suggestion.map { "help \($0)" }))
        }
        var lines: [Line] = [Line([Span(spec.name, .heading), Span(" — " + spec.summary)])]
        lines.append(Line([Span("Usage: ", .dim), Span(spec.usage, .bold)]))
        let aliases = spec.phrases.filter { $0 != spec.name }
        if !aliases.isEmpty { lines.append(Line([Span("Also: ", .dim), Span(aliases.joined(separator: ", "))])) }
        if !spec.details.isEmpty {
            lines.append(.blank)
            lines += TextWrap.wrap(spec.details, width: options.width - 2).map { Line("  " + $0) }
        }
        if !spec.examples.isEmpty {
            lines.append(.blank)
            lines.append(Line("Examples:", .dim))
            lines += spec.examples.map { Line([Span("  "), Span($0, .accent)]) }
        }
        if !Session.availableIntents.contains(spec.name) {
            lines.append(.blank)
            lines.append(Line("Not available in this version yet.", .warning))
        }
        return Reply(lines: lines, result: .object([
            "topic": .string(spec.name), "usage": .string(spec.usage), "summary": .string(spec.summary),
            "aliases": .array(aliases.map(JSON.string)), "examples": .array(spec.examples.map(JSON.string)),
        ]))
    }

    func helpOverview() -> Reply {
        var lines: [Line] = [Line("choosethere — where do we eat? Talk to me in short commands.", .bold)]
        let nameWidth = CommandTable.all.map { $0.name.count }.max() ?? 8
        var groups: [JSON] = []
        for group in CommandSpec.Group.allCases {
            let specs = CommandTable.all.filter { $0.group == group }
            guard !specs.isEmpty else { continue }
            lines.append(.blank)
            lines.append(Line(group.rawValue, .heading))
            for spec in specs {
                let available = Session.availableIntents.contains(spec.name)
                let soon = available ? "" : " (coming soon)"
                let room = max(20, options.width - nameWidth - 4 - soon.count)
                lines.append(Line([Span("  "), Span(DisplayWidth.pad(spec.name, to: nameWidth), available ? .accent : .dim),
                                   Span("  "), Span(DisplayWidth.truncate(spec.summary, to: room) + soon, available ? .plain : .dim)]))
            }
            groups.append(.object(["group": .string(group.rawValue),
                                   "commands": .array(specs.map { .string($0.name) })]))
        }
        lines.append(.blank)
        lines.append(Line([Span("Type "), Span("help COMMAND", .bold), Span(" for more (e.g. "), Span("help spin", .accent),
                           Span("). Tab completes; Ctrl-D or "), Span("quit", .accent), Span(" leaves.")]))
        return Reply(lines: lines, result: .object(["groups": .array(groups)]))
    }

    func explain(_ text: String) -> Reply {
        guard let intent = parser.parse(text) else {
            return .failure(CommandError("missing_argument", "Say what to explain, e.g. explain spin bar not sushi"))
        }
        let json = intent.canonicalJSON
        return Reply(lines: [Line(json.encoded())], result: json)
    }

    func unknown(text: String, suggestion: String?, reason: String?) -> Reply {
        let first = text.split(separator: " ").first.map(String.init) ?? text
        var message = reason.map { $0 + "." } ?? "I don't understand '\(first)'."
        if let suggestion { message += " Did you mean: \(suggestion)?" } else if reason == nil { message += " Type help for the commands." }
        return .failure(CommandError(reason == nil ? "unknown_command" : "unknown_word", message, suggestion: suggestion))
    }
}

// MARK: - Wrapping text

/// Word wrapping by display width.
public enum TextWrap {
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(20, width)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if DisplayWidth.of(candidate) > width, !current.isEmpty {
                lines.append(current)
                current = String(word)
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
