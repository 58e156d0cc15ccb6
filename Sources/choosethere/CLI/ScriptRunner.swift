#if canImport(Glibc)
import Glibc
#endif
import ChooseThereKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Running commands from -c, script files, piped stdin and `source`

/// Feeds lines to the session and renders the replies. Handles comments,
/// nested `source` (relative to the including file, loops refused), and
/// `--stop-on-error`.
final class ScriptRunner {
    let session: Session
    let output: Output
    let options: CommandLineOptions
    /// Files being run, outermost first (for the loop guard).
    private var stack: [String] = []
    /// Asks the user a yes/no question (interactive sessions only).
    var confirmer: ((_ question: String, _ expected: String?) -> Bool)?
    /// Opens a URL in a browser (interactive sessions only).
    var urlOpener: ((String) -> Phrase?)?
    /// Plays the roulette before a pick (interactive sessions only).
    var roulette: (([String]) -> Void)?
    /// Replies are not printed, only failures (as errors): the startup file.
    var quiet = false
    /// `--stop-on-error`, except in the startup file (its failures are only reported).
    var stopsOnError: Bool { options.stopOnError && !quiet }
    /// Whether the last command run by `run(line:…)` failed.
    private(set) var lastFailed = false
    static let maxDepth = 16
    /// Longest line accepted from a script.
    static let maxLineBytes = 64 * 1024

    /// How a run ended.
    enum Outcome: Equatable {
        case finished
        /// `quit` was given.
        case quit
        /// A command failed under --stop-on-error (exit 3).
        case stopped
        /// Ctrl-C stopped a script in the shell.
        case interrupted
    }

    /// Set by Ctrl-C in the shell (a script stops at its next line).
    let cancellation: Cancellation

    init(session: Session, output: Output, options: CommandLineOptions, cancellation: Cancellation = Cancellation()) {
        self.cancellation = cancellation
        self.session = session
        self.output = output
        self.options = options
    }

    // MARK: One line

    /// Runs one command line. `location` is `FILE:LINE` for scripts;
    /// `baseDirectory` resolves relative `source` paths.
    func run(line rawLine: String, location: String?, baseDirectory: URL) -> Outcome {
        let line = ScriptRunner.stripComment(rawLine).trimmed
        guard !line.isEmpty else { return .finished }
        if options.echo && output.setup.format == .text && !quiet {
            // The echoed line is the script's data: escape sequences in it never reach the terminal.
            output.say(output.paint("choosethere [\(session.promptContext(output.renderer.wording))]> ", .dim) + SafeText.clean(line) + "\n")
        }
        guard let (intent, reply) = session.handle(line) else { return .finished }
        output.prepare(session.settings)
        if quiet {
            if let failure = reply.failure { output.error(output.renderer.message(for: failure), location: location) }
        } else {
            if !reply.roulette.isEmpty, output.setup.format == .text { roulette?(reply.roulette) }
            output.render(reply, intent: intent, command: line, location: location)
        }
        var failed = !reply.ok
        defer { lastFailed = failed }
        switch reply.action {
        case .quit:
            if quiet { return .finished }  // the startup file never ends the program
            return .quit
        case .runScript(let path):
            let url = ScriptRunner.resolve(path, relativeTo: baseDirectory)
            switch runFile(url, from: location) {
            case .quit: return .quit
            case .stopped: return .stopped
            case .interrupted:
                failed = true
                return .interrupted
            case .finished: break
            }
        case .confirm(let question, let expected, let then):
            if !quiet, let confirmer, confirmer(output.renderer.question(question), expected) {
                let confirmed = session.run(then)
                output.render(confirmed, intent: then, command: line, location: location)
                failed = !confirmed.ok
            } else if !quiet {
                output.render(.message(.nothingChanged), intent: nil, command: line, location: location)
            }
        case .openURL(let url):
            if !quiet, let opener = urlOpener, let why = opener(url) { output.note(output.text(why)) }
        case .none:
            break
        }
        return failed && stopsOnError ? .stopped : .finished
    }

    // MARK: Files

    /// Why a script file could not run.
    struct ScriptError: Error { var message: String }

    /// Reads a script file's lines, refusing binary data.
    static func readLines(_ url: URL, wording: Wording) throws(ScriptError) -> [String] {
        let bytes: [UInt8]
        do { bytes = try FileSystem.readFile(url, limit: 64 << 20) } catch {
            throw ScriptError(message: wording.text(.scriptUnreadable, ["path": displayPath(url), "reason": error.reason]))
        }
        var lines: [String] = []
        var start = 0
        var number = 1
        func take(_ end: Int) throws(ScriptError) {
            var slice = bytes[start..<end]
            if slice.last == 0x0D { slice = slice.dropLast() }
            if slice.count > maxLineBytes {
                throw ScriptError(message: "\(url.path):\(number): " + wording.text(.scriptLineTooLong, ["size": "\(slice.count / 1024)", "limit": "\(maxLineBytes / 1024)"]))
            }
            guard !slice.contains(0), let text = String(validating: slice, as: UTF8.self) else {
                throw ScriptError(message: "\(url.path):\(number): " + wording[.scriptNotText])
            }
            lines.append(text)
            number += 1
        }
        for (i, b) in bytes.enumerated() where b == 0x0A {
            try take(i)
            start = i + 1
        }
        if start < bytes.count { try take(bytes.count) }
        return lines
    }

    /// Runs a script file; errors are reported as `FILE:LINE: message`.
    func runFile(_ url: URL, from location: String?) -> Outcome {
        let path = url.standardizedFileURL.path
        if stack.contains(path) {
            output.error(output.text(.sourceLoop, ["path": ScriptRunner.displayPath(url)]), location: location)
            return stopsOnError ? .stopped : .finished
        }
        if stack.count >= ScriptRunner.maxDepth {
            output.error(output.text(.scriptsTooDeep, ["depth": "\(ScriptRunner.maxDepth)"]), location: location)
            return stopsOnError ? .stopped : .finished
        }
        let lines: [String]
        do { lines = try ScriptRunner.readLines(url, wording: output.renderer.wording) } catch {
            output.error(error.message, location: location)
            return stopsOnError ? .stopped : .finished
        }
        return runLines(lines, of: url)
    }

    /// Runs the lines of the script at `url` (already read).
    func runLines(_ lines: [String], of url: URL) -> Outcome {
        let path = url.standardizedFileURL.path
        stack.append(path)
        defer { stack.removeLast() }
        let base = url.deletingLastPathComponent()
        let display = ScriptRunner.displayPath(url)
        for (i, line) in lines.enumerated() {
            // Ctrl-C in the shell stops a script (and every script that sourced it) between lines.
            if cancellation.isCancelled {
                output.error(output.text(.scriptInterrupted), location: "\(display):\(i + 1)")
                return .interrupted
            }
            let outcome = run(line: line, location: "\(display):\(i + 1)", baseDirectory: base)
            if outcome != .finished { return outcome }
        }
        return .finished
    }

    /// Runs piped standard input, one command a line.
    func runStandardInput() -> Outcome {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var number = 0
        var reader = BoundedLineReader(fd: 0, limit: ScriptRunner.maxLineBytes)
        while !Signals.flags.endRequested, let next = reader.next() {
            number += 1
            guard case .text(let bytes) = next else {
                output.error(output.text(.stdinLineTooLong, ["limit": "\(ScriptRunner.maxLineBytes / 1024)"]), location: "<stdin>:\(number)")
                if stopsOnError { return .stopped }
                continue
            }
            guard !bytes.contains(0), let line = String(validating: bytes, as: UTF8.self) else {
                output.error(output.text(.stdinNotText), location: "<stdin>:\(number)")
                if stopsOnError { return .stopped }
                continue
            }
            let outcome = run(line: line, location: "<stdin>:\(number)", baseDirectory: cwd)
            if outcome != .finished { return outcome }
        }
        return .finished
    }

    // MARK: Helpers

    /// A `#` at the start of a line, or after a space outside quotes, starts a comment.
    static func stripComment(_ line: String) -> String {
        var inQuote = false
        var previous: Character = " "
        for (offset, ch) in line.enumerated() {
            if ch == "\"" { inQuote.toggle() }
            if ch == "#", !inQuote, previous.isWhitespace {
                return String(line.prefix(offset))
            }
            previous = ch
        }
        return line
    }

    /// `~` expands to HOME; relative paths are taken from `base`.
    static func resolve(_ path: String, relativeTo base: URL) -> URL {
        var p = path
        if p.count >= 2, let f = p.first, let l = p.last, (f == "\"" && l == "\"") || (f == "'" && l == "'") { p = String(p.dropFirst().dropLast()) }
        if p == "~" || p.hasPrefix("~/") { p = (getenv("HOME").map { String(cString: $0) } ?? "") + p.dropFirst() }
        if p.hasPrefix("/") { return URL(fileURLWithPath: p) }
        return base.appendingPathComponent(p)
    }

    /// Paths in messages: relative to the working directory when inside it.
    static func displayPath(_ url: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }
}
