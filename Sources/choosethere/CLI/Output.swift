import ChooseThereKit
import CLibEdit
#if canImport(Glibc)
import Glibc
#endif

// MARK: - Writing replies to the terminal or a pipe

/// Renders replies: styled text for people (with or without colour) or
/// JSON Lines for programs. Data in replies is already made safe by the kit.
final class Output {
    let color: Bool
    let json: Bool

    init(color: Bool, json: Bool) {
        self.color = color
        self.json = json
    }

    // MARK: Streams

    func out(_ text: String) {
        fputs(text, ct_stdout())
    }

    /// Errors and notices go to standard error, after whatever stdout holds,
    /// so a merged transcript keeps its order.
    func err(_ text: String) {
        fflush(ct_stdout())
        fputs(text, ct_stderr())
        fflush(ct_stderr())
    }

    func flush() { fflush(ct_stdout()) }

    // MARK: Replies

    /// Words replies in the user's language at the terminal's width.
    var renderer = TextRenderer()

    /// Prints a reply. `location` ("FILE:LINE") prefixes errors from scripts.
    func render(_ reply: Reply, intent: Intent?, command: String, location: String?) {
        if json {
            out(JSONRenderer.envelope(reply, intent: intent, command: command, location: location).encoded() + "\n")
            for notice in renderer.render(reply).notices { err("note: \(notice)\n") }
            return
        }
        let text = renderer.render(reply)
        for line in text.lines { out(styled(line) + "\n") }
        for notice in text.notices { err(paint("note: ", .warning) + notice + "\n") }
        if let error = text.error { self.error(error, location: location) }
    }

    /// Prints an error line: `FILE:LINE: message` in scripts.
    func error(_ message: String, location: String?) {
        let prefix = location.map { "\($0): " } ?? ""
        err(paint(prefix, .dim) + paint(message, .error) + "\n")
    }

    /// Prints a warning (start-up problems that do not stop us).
    func warning(_ message: String) {
        err(paint("warning: ", .warning) + message + "\n")
    }

    // MARK: Styles

    func styled(_ line: Line) -> String {
        line.spans.map { paint($0.text, $0.style) }.joined()
    }

    func paint(_ text: String, _ style: TextStyle) -> String {
        guard color, !text.isEmpty else { return text }
        let code: String
        switch style {
        case .plain: return text
        case .bold: code = "1"
        case .heading: code = "1;4"
        case .dim: code = "2"
        case .name: code = "1;36"
        case .accent: code = "36"
        case .success: code = "32"
        case .warning: code = "33"
        case .error: code = "31"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
