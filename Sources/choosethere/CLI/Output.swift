import CLibEdit
import ChooseThereKit

#if canImport(Glibc)
import Glibc
#endif

// MARK: - Writing replies to the terminal or a pipe

/// Renders replies: styled text for people (with or without colour, in
/// Unicode or ASCII, wrapped to the terminal, long replies through the
/// pager), JSON Lines or CSV/TSV tables for programs. Data in replies is
/// already made safe by the kit.
final class Output {
    /// What the output goes to and how it should look, decided at start-up.
    struct Setup {
        var color = false
        var format: CommandLineOptions.Format = .text
        /// Standard output / error are terminals.
        var stdoutIsTerminal = false
        var stderrIsTerminal = false
        /// `COLUMNS`, which wins over the terminal's own width.
        var fixedWidth: Int?
        /// The locale is UTF-8 (else symbols are ASCII unless `set symbols unicode`).
        var localeIsUTF8 = true
        /// `--ascii`.
        var forceASCII = false
        /// The locale's language (the `language` setting wins over it).
        var localeLanguage: ReplyLanguage = .english
        /// Used for text longer than the screen, at a terminal only.
        var pager: Pager?
        /// URLs are written as OSC 8 hyperlinks (a terminal known to show them).
        var hyperlinks = false
    }

    let setup: Setup
    /// The roulette plays before a pick (the shell at a terminal that can redraw a line).
    var playsRoulette = false
    var color: Bool { setup.color }
    var json: Bool { setup.format == .json }
    var table: TableFormat? {
        switch setup.format {
        case .csv: .csv
        case .tsv: .tsv
        default: nil
        }
    }

    /// Words replies in the user's language at the terminal's width.
    var renderer: TextRenderer

    init(_ setup: Setup) {
        self.setup = setup
        renderer = TextRenderer(
            wording: .of(setup.localeLanguage), width: setup.fixedWidth ?? 80,
            symbols: setup.forceASCII || !setup.localeIsUTF8 ? .ascii : .unicode,
            wrapsLines: setup.stdoutIsTerminal)
    }

    /// Before each reply: the terminal's width now (it may have been resized
    /// since the last reply — SIGWINCH) and the symbols the settings ask for.
    func prepare(_ settings: Settings) {
        renderer.symbols = setup.forceASCII ? .ascii : SymbolSet.choose(settings.symbols, localeIsUTF8: setup.localeIsUTF8)
        let language = ReplyLanguage.chosen(setting: settings.language, locale: setup.localeLanguage)
        if renderer.wording.language != language { renderer.wording = .of(language) }
        if setup.fixedWidth == nil, setup.stdoutIsTerminal { renderer.width = Terminal.size().columns }
    }

    /// A sentence of the shell's own, in the reply language.
    func text(_ phrase: Phrase, _ values: [String: String] = [:]) -> String {
        renderer.wording.text(phrase, values)
    }

    /// Symbols are drawn in ASCII.
    var ascii: Bool { renderer.symbols == .ascii }

    // MARK: Streams

    /// Writes to standard output as is (JSON, CSV).
    func out(_ text: String) {
        fputs(text, ct_stdout())
    }

    /// Writes text for people: symbols in ASCII when they must be.
    func say(_ text: String) {
        out(ascii ? Symbols.ascii(text) : text)
    }

    /// Errors and notices go to standard error, after whatever stdout holds,
    /// so a merged transcript keeps its order.
    func err(_ text: String) {
        fflush(ct_stdout())
        fputs(ascii ? Symbols.ascii(text) : text, ct_stderr())
        fflush(ct_stderr())
    }

    func flush() { fflush(ct_stdout()) }

    // MARK: Replies

    /// Prints a reply. `location` ("FILE:LINE") prefixes errors from scripts.
    func render(_ reply: Reply, intent: Intent?, command: String, location: String?) {
        if json {
            out(JSONRenderer.envelope(reply, intent: intent, command: command, location: location).encoded() + "\n")
            for notice in renderer.render(reply).notices { err(text(.notePrefix) + notice + "\n") }
            return
        }
        if let table {
            renderTables(reply, table, location: location)
            return
        }
        let text = renderer.render(reply)
        show(text.lines.map { styled($0) + "\n" }.joined())
        for notice in text.notices { err(paint(self.text(.notePrefix), .warning) + notice + "\n") }
        if let error = text.error { self.error(error, location: location) }
    }

    /// CSV/TSV: the tables on stdout; what is not a table goes to stderr as text.
    private func renderTables(_ reply: Reply, _ format: TableFormat, location: String?) {
        var rest = reply
        rest.items = reply.items.filter { TableRenderer.table(for: $0) == nil }
        for item in reply.items {
            if let t = TableRenderer.table(for: item) { out(TableRenderer.encode(t, as: format)) }
        }
        let text = renderer.render(rest)
        for line in text.lines { err(line.text + "\n") }
        for notice in text.notices { err(self.text(.notePrefix) + notice + "\n") }
        if let error = text.error { self.error(error, location: location) }
    }

    /// Text for stdout: through the pager when it is taller than the screen.
    func show(_ text: String) {
        if setup.stdoutIsTerminal, let pager = setup.pager {
            let lines = text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            if lines >= Terminal.size().rows {
                flush()
                if pager.show(text) { return }
            }
        }
        out(text)
    }

    /// Prints an error line: `FILE:LINE: message` in scripts.
    func error(_ message: String, location: String?) {
        let prefix = location.map { "\($0): " } ?? ""
        err(paint(prefix, .dim) + paint(wrappedForStderr(prefix, message), .error) + "\n")
    }

    /// Prints a note of the shell's own on standard error.
    func note(_ message: String) {
        err(paint(text(.notePrefix), .warning) + wrappedForStderr(text(.notePrefix), message) + "\n")
    }

    /// Prints a warning (start-up problems that do not stop us).
    func warning(_ message: String) {
        let prefix = text(.warningPrefix)
        err(paint(prefix, .warning) + wrappedForStderr(prefix, message) + "\n")
    }

    /// A message folded at word boundaries when standard error is a terminal.
    private func wrappedForStderr(_ prefix: String, _ message: String) -> String {
        guard setup.stderrIsTerminal else { return message }
        let width = setup.fixedWidth ?? Terminal.size().columns
        guard DisplayWidth.of(prefix + message) > width else { return message }
        let lines = TextWrap.wrap(Line(prefix + message), width: width).map(\.text)
        return String(lines.joined(separator: "\n").dropFirst(prefix.count))
    }

    // MARK: Styles

    func styled(_ line: Line) -> String {
        line.spans.map { $0.style == .link ? link($0.text) : paint($0.text, $0.style) }.joined()
    }

    /// A URL: underlined in colour, and an OSC 8 hyperlink where the terminal
    /// shows them (the text stays the URL, so copying it works either way).
    func link(_ url: String) -> String {
        let painted = paint(url, .link)
        guard setup.hyperlinks, Hyperlinks.isSafe(url) else { return painted }
        return "\u{1B}]8;;\(url)\u{1B}\\" + painted + "\u{1B}]8;;\u{1B}\\"
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
        case .link: code = "4"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
