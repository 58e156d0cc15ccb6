// MARK: - Lines of styled text

/// How a piece of text should look; the executable maps styles to colour.
public enum TextStyle: Sendable, Equatable {
    case plain, bold, dim, name, accent, success, warning, error, heading
    /// A URL: never folded or cut (a terminal's own soft wrap keeps it one
    /// line to copy), and a hyperlink where the terminal supports them.
    case link
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
    /// control characters and escape sequences are made harmless — here,
    /// once, as it leaves for the terminal.
    public static func data(_ text: String, _ style: TextStyle = .plain) -> Span {
        Span(SafeText.clean(text), style)
    }

    /// A URL from data: cleaned, and without spaces (it stays one word).
    public static func link(_ url: String) -> Span {
        Span(SafeText.clean(url).split(separator: " ", omittingEmptySubsequences: false).joined(separator: "%20"), .link)
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
