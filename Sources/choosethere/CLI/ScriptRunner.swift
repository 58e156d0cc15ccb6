import ChooseThereKit

#if canImport(Glibc)
import Glibc
#endif
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
    /// Replies are not printed, only failures (as errors): the startup file.
    var quiet = false
    /// `--stop-on-error`, except in the startup file (its failures are only reported).
    var stopsOnError: Bool { options.stopOnError && !quiet }
    /// Whether the last command run by `run(line:…)` failed.
    private(set) var lastFailed = false
    static let maxDepth = 16
    /// Lines of sourced scripts one top-level command may run.
    static let maxSourcedLines = 100_000
    /// Scripts one top-level command may source, nested ones included.
    static let maxSourcedFiles = 1_000
    /// What the current top-level command has sourced so far.
    private var budget = (lines: 0, files: 0)
    /// How many sourced scripts are running (0: a top-level command).
    private var sourcedDepth = 0
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
        /// A script stopped at a line that is not text or too long (reported).
        case broken
        /// A top-level command's `source` budget ran out (reported): every
        /// script it sourced stops, and the command counts as failed.
        case abandoned
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
    /// `baseDirectory` resolves relative `source` paths (nil: the working directory).
    func run(line rawLine: String, location: String?, baseDirectory: URL? = nil) -> Outcome {
        let line = ScriptRunner.stripComment(rawLine).trimmed
        guard !line.isEmpty else { return .finished }
        if sourcedDepth == 0 { budget = (0, 0) }
        if options.echo && output.setup.format == .text && !quiet {
            // The echoed line is the script's data: escape sequences in it never reach the terminal.
            output.say(
                output.paint("choosethere [\(session.promptContext(output.renderer.wording))]> ", .dim) + SafeText.clean(line) + "\n")
        }
        guard let (intent, reply) = session.handle(line) else { return .finished }
        output.prepare(session.settings)
        if quiet {
            if let failure = reply.failure { output.error(output.renderer.message(for: failure), location: location) }
        } else {
            if !reply.roulette.isEmpty, output.setup.format == .text, output.playsRoulette, session.settings.animation {
                Roulette.play(reply.roulette, on: output)
            }
            output.render(reply, intent: intent, command: line, location: location)
        }
        var failed = !reply.ok
        defer { lastFailed = failed }
        switch reply.action {
        case .quit:
            if quiet { return .finished }  // the startup file never ends the program
            return .quit
        case .runScript(let path):
            let url = session.paths.resolve(path, relativeTo: baseDirectory)
            switch runFile(url, from: location) {
            case .quit: return .quit
            case .stopped: return .stopped
            case .interrupted:
                failed = true
                return .interrupted
            case .abandoned:
                failed = true
                if sourcedDepth > 0 { return .abandoned }
            case .broken:
                failed = true
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

    /// Opens a script for `-f`, `source` or the startup file.
    func open(_ url: URL) throws(ScriptError) -> ScriptFile {
        do { return try ScriptFile(url) } catch {
            throw ScriptError(
                message: output.renderer.wording.text(.scriptUnreadable, ["path": session.paths.display(url), "reason": error.reason]))
        }
    }

    /// Runs a sourced script; errors are reported as `FILE:LINE: message`.
    func runFile(_ url: URL, from location: String?) -> Outcome {
        let path = url.standardizedFileURL.path
        if stack.contains(path) {
            // A loop or runaway nesting stops the whole top-level command:
            // carrying on would repeat the same error down every branch.
            output.error(output.text(.sourceLoop, ["path": session.paths.display(url)]), location: location)
            return .abandoned
        }
        if stack.count >= ScriptRunner.maxDepth {
            output.error(output.text(.scriptsTooDeep, ["depth": "\(ScriptRunner.maxDepth)"]), location: location)
            return .abandoned
        }
        let file: ScriptFile
        do { file = try open(url) } catch {
            output.error(error.message, location: location)
            return stopsOnError ? .stopped : .finished
        }
        return run(file, topLevel: false)
    }

    /// Runs an open script line by line. The lines of a top-level script
    /// (`-f`, the startup file) are each a top-level command; a sourced
    /// script's lines count against the budget of the command that sourced it.
    func run(_ file: ScriptFile, topLevel: Bool) -> Outcome {
        let path = file.url.standardizedFileURL.path
        stack.append(path)
        defer { stack.removeLast() }
        if !topLevel { sourcedDepth += 1 }
        defer { if !topLevel { sourcedDepth -= 1 } }
        let base = file.url.deletingLastPathComponent()
        let display = session.paths.display(file.url)
        if !topLevel {
            budget.files += 1
            if budget.files > ScriptRunner.maxSourcedFiles {
                output.error(output.text(.sourceTooManyFiles, ["limit": "\(ScriptRunner.maxSourcedFiles)"]), location: "\(display):1")
                return .abandoned
            }
        }
        while let next = file.next() {
            let location = "\(display):\(file.lineNumber)"
            // Ctrl-C in the shell stops a script (and every script that sourced it) between lines.
            if Signals.flags.endRequested { return .interrupted }  // SIGTERM and the like: the program is ending
            if cancellation.isCancelled {
                output.error(output.text(.scriptInterrupted), location: location)
                return .interrupted
            }
            let line: String
            switch next {
            case .success(let text): line = text
            case .failure(.tooLong):
                output.error(output.text(.scriptLineTooLong, ["limit": "\(ScriptRunner.maxLineBytes / 1024)"]), location: location)
                return .broken
            case .failure(.notText):
                output.error(output.text(.scriptNotText), location: location)
                return .broken
            }
            if !topLevel {
                budget.lines += 1
                if budget.lines > ScriptRunner.maxSourcedLines {
                    output.error(output.text(.sourceTooManyLines, ["limit": "\(ScriptRunner.maxSourcedLines)"]), location: location)
                    return .abandoned
                }
            }
            let outcome = run(line: line, location: location, baseDirectory: base)
            if outcome != .finished { return outcome }
        }
        return .finished
    }

    /// Runs piped standard input, one command a line.
    func runStandardInput() -> Outcome {
        var number = 0
        var reader = BoundedLineReader(fd: 0, limit: ScriptRunner.maxLineBytes)
        while !Signals.flags.endRequested, let next = reader.next() {
            number += 1
            guard case .text(let bytes) = next else {
                output.error(
                    output.text(.scriptLineTooLong, ["limit": "\(ScriptRunner.maxLineBytes / 1024)"]), location: "<stdin>:\(number)")
                if stopsOnError { return .stopped }
                continue
            }
            guard !bytes.contains(0), let line = String(validating: bytes, as: UTF8.self) else {
                output.error(output.text(.stdinNotText), location: "<stdin>:\(number)")
                if stopsOnError { return .stopped }
                continue
            }
            let outcome = run(line: line, location: "<stdin>:\(number)")
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

}
