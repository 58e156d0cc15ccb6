// MARK: - Reply: what a command produced

/// How a piece of text should look; the executable maps styles to colour.
public enum TextStyle: Sendable, Equatable {
    case plain, bold, dim, name, accent, success, warning, error, heading
}

/// A run of text in one style.
public struct Span: Sendable, Equatable {
    public var text: String
    public var style: TextStyle

    public init(_ text: String, _ style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }

    /// Text that came from data (a backup file, OpenStreetMap, the user):
    /// control characters and escape sequences are made harmless.
    public static func data(_ text: String, _ style: TextStyle = .plain) -> Span {
        Span(SafeText.clean(text), style)
    }
}

/// One line of output.
public struct Line: Sendable, Equatable {
    public var spans: [Span]
    public init(_ spans: [Span]) { self.spans = spans }
    public init(_ text: String, _ style: TextStyle = .plain) { self.spans = [Span(text, style)] }
    public static let blank = Line([])

    /// The plain text of the line.
    public var text: String { spans.map(\.text).joined() }
}

/// Something the shell around the session must do.
public enum ShellAction: Sendable, Equatable {
    case none
    /// Leave the program.
    case quit
    /// Run the commands of a script file.
    case runScript(path: String)
    /// Ask the user a question; on yes (or on typing `expected`, when set), run `intent`.
    case confirm(question: String, expected: String? = nil, then: Intent)
    /// Open a URL in the user's browser (interactive sessions only).
    case openURL(String)
}

/// A command's error: a message in full sentences and, when there is one,
/// the command the user probably meant.
public struct CommandError: Error, Sendable, Equatable {
    /// A stable machine-readable code (`unknown_command`, `not_found`, …).
    public var code: String
    public var message: String
    public var suggestion: String?

    public init(_ code: String, _ message: String, suggestion: String? = nil) {
        self.code = code
        self.message = message
        self.suggestion = suggestion
    }

    var json: JSON {
        var o: [String: JSON] = ["code": .string(code), "message": .string(message)]
        if let suggestion { o["suggestion"] = .string(suggestion) }
        return .object(o)
    }
}

/// The outcome of one command: lines for people, a result for `--json`.
public struct Reply: Sendable {
    public var lines: [Line]
    public var result: JSON
    public var error: CommandError?
    public var action: ShellAction
    /// Warnings to show on standard error.
    public var notices: [String] = []
    /// Names to flash before a pick (the roulette; terminals only).
    public var roulette: [String] = []

    public var ok: Bool { error == nil }

    public init(lines: [Line] = [], result: JSON = .object([:]), action: ShellAction = .none) {
        self.lines = lines
        self.result = result
        self.error = nil
        self.action = action
    }

    /// A failed command.
    public static func failure(_ error: CommandError, lines: [Line] = []) -> Reply {
        var r = Reply(lines: lines)
        r.error = error
        return r
    }

    /// A one-line success.
    public static func message(_ text: String, result: JSON = .object([:])) -> Reply {
        Reply(lines: [Line(text)], result: result)
    }
}
