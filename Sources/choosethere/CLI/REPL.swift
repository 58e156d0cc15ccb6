import CLibEdit
import ChooseThereKit
import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - The interactive shell

/// The read–eval–print loop on libedit: a prompt with the context, history,
/// first-run onboarding, confirmations, and Ctrl-C / Ctrl-D handling.
final class REPL {
    let session: Session
    let runner: ScriptRunner
    let output: Output
    let editor: LineEditor
    let firstRun: Bool
    /// True while onboarding asks for the city (Tab completes cities then).
    var askingForCity = false
    /// A failed history write was reported (once per session).
    var historyFailureReported = false

    init(
        session: Session, runner: ScriptRunner, output: Output, firstRun: Bool, historyFile: URL, progress: App.ProgressRelay,
        environment: [String: String]
    ) {
        self.session = session
        self.runner = runner
        self.output = output
        self.firstRun = firstRun
        let dumb = (environment["TERM"] ?? "dumb") == "dumb"
        // The roulette plays in the shell, when stdout is a terminal that can redraw a line.
        output.playsRoulette = output.setup.stdoutIsTerminal && !dumb
        editor = LineEditor(programName: "choosethere", historyFile: historyFile, historySize: 1000, wording: output.renderer.wording)
        runner.confirmer = { [unowned self] question, expected in self.confirm(question, expected: expected) }
        runner.urlOpener = { url in REPL.openInBrowser(url, environment: environment) }
        // Progress goes to stderr, and only when it is a terminal that can redraw a line.
        if output.setup.stderrIsTerminal && !dumb {
            let spinner = ProgressSpinner(output: output)
            progress.handler = { message in
                if let message { spinner.start(self.output.text(message)) } else { spinner.stop() }
            }
        }
        // Ctrl-C while a command runs: the network client sees it within
        // 100 ms and the command reports it; the shell itself carries on.
        Signals.catchInterrupts()
        Signals.catchEndings()
        let engine = session.completion
        editor.completer = { [unowned self] text in
            // At the first-run question the whole line is a city.
            return engine.complete(self.askingForCity ? "switch city " + text : text)
        }
    }

    func run() -> Int32 {
        if let warning = editor.historyWarning { output.warning(warning) }
        if firstRun {
            guard onboard() else {
                editor.saveHistory()
                output.flush()
                return 0
            }
        } else {
            output.say(
                output.paint("choosethere \(CommandLineOptions.version)", .bold) + output.paint(output.text(.shellBanner) + "\n", .dim))
        }
        while true {
            let input = Signals.flags.endRequested ? .endOfInput : editor.readLine(prompt: prompt)
            // SIGTERM, SIGHUP, SIGQUIT: leave as after `quit` (or Ctrl-D).
            switch Signals.flags.endRequested ? .endOfInput : input {
            case .interrupted:
                continue
            case .endOfInput:
                editor.saveHistory()
                output.flush()
                return 0
            case .line(let line):
                editor.remember(line)
                // A history file that stops being writable is said once, not after every line.
                if !editor.saveHistory(), !historyFailureReported, let warning = editor.historyWarning {
                    historyFailureReported = true
                    output.warning(warning)
                }
                Signals.cancellation.reset()
                // Keys typed while the command runs (the roulette, a search)
                // are not echoed into its output; they wait for the next prompt.
                let release = Terminal.holdTypeAhead()
                let outcome = runner.run(line: line, location: nil)
                output.flush()
                session.checkpointStore()
                release()
                if outcome == .quit || Signals.flags.endRequested { return 0 }
            }
        }
    }

    var prompt: String {
        output.prepare(session.settings)
        let context = session.promptContext(output.renderer.wording)
        let shown = output.ascii ? Symbols.ascii(context) : context
        return output.paint("choosethere", .bold) + " [\(shown)]> "
    }

    // MARK: First run

    /// Asks for the city, then shows three example commands. The answer is
    /// read as any line is: a city or its nickname (`bh`, `sampa`,
    /// `floripa`), `anywhere`, or a command (`help`, `quit`…); anything else
    /// is `switch city ANSWER`, which offers a close city and never moves to
    /// one on a guess. False when the user asked to leave.
    func onboard() -> Bool {
        askingForCity = true
        defer { askingForCity = false }
        output.say(output.paint(output.text(.welcome), .bold) + output.text(.welcomeTagline) + "\n")
        while true {
            output.say(output.text(.askCity) + "\n")
            let input = editor.readLine(prompt: output.text(.cityPrompt))
            if Signals.flags.endRequested { return false }
            switch input {
            case .endOfInput:
                output.say(output.text(.noCityForNow) + "\n")
                showExamples()
                return true
            case .interrupted:
                continue
            case .line(let text):
                let trimmed = text.trimmed
                guard !trimmed.isEmpty else { continue }
                editor.remember(trimmed)
                let line = REPL.onboardingLine(trimmed, understood: session.parser.understand(trimmed)?.intent)
                if runner.run(line: line, location: nil) == .quit { return false }
                output.flush()
                if session.settings.onboarded {
                    showExamples()
                    return true
                }
            }
        }
    }

    /// The line the first-run answer runs as: a city, `anywhere` or a command
    /// as they are; any other answer as `switch city ANSWER`.
    static func onboardingLine(_ answer: String, understood: Intent?) -> String {
        switch understood {
        case .city?, .help?, .quit?, .explain?, .settings?, .cities?, .set?, .source?, .importFile?: return answer
        default: return "switch city " + answer
        }
    }

    func showExamples() {
        output.say("\n" + output.text(.tryLabel) + "\n")
        let examples: [(command: Phrase, what: Phrase)] = [
            (.exampleSpinCommand, .exampleSpin), (.exampleFiltersCommand, .exampleFilters),
            (.exampleListCommand, .exampleList),
        ]
        for (command, what) in examples {
            output.say(
                "  " + output.paint(DisplayWidth.pad(output.text(command), to: 22), .accent) + output.paint(output.text(what), .dim) + "\n")
        }
        output.say(output.paint(output.text(.helpListsEverything) + "\n\n", .dim))
    }

    // MARK: Questions and links

    /// A yes/no question, or one the user answers by typing `expected`.
    func confirm(_ question: String, expected: String? = nil) -> Bool {
        switch editor.readLine(prompt: question + (expected == nil ? " " + output.text(.yesNoHint) + " " : " ")) {
        case .line(let answer):
            // The word asked for, in either language (`replace`, `substituir`).
            if let expected {
                let words = expected == "replace" ? [expected, output.text(.replaceWord)] : [expected]
                return words.map(Folding.key).contains(Folding.key(answer))
            }
            return output.renderer.isYes(answer)
        default: return false
        }
    }

    /// Opens a URL with xdg-open when a graphical session is there; the URL
    /// has been printed either way. Nil when a browser was started, else
    /// why not (shown as a note, so nothing fails silently).
    static func openInBrowser(_ url: String, environment: [String: String]) -> Phrase? {
        guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else { return .openNoDisplay }
        guard Pager.onPath("xdg-open", environment["PATH"]) else { return .openNoOpener }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("xdg-open"), strdup(url), nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        if posix_spawnp(&pid, "xdg-open", &actions, nil, argv, environ) == 0 {
            // Reap it in the background so no zombie is left; the browser outlives it.
            let child = pid
            DispatchQueue.global().async {
                var status: Int32 = 0; waitpid(child, &status, 0)
            }
            return nil
        }
        return .openNoOpener
    }
}

// MARK: - A spinner while the network works

/// Draws `⠋ Searching OpenStreetMap…` on one line of standard error until stopped.
final class ProgressSpinner: @unchecked Sendable {
    let output: Output
    private let running = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)

    init(output: Output) { self.output = output }

    func start(_ message: String) {
        guard running.exchange(true, ordering: .acquiringAndReleasing) == false else { return }
        let frames = output.ascii ? ["|", "/", "-", "\\"] : ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        let text = output.ascii ? Symbols.ascii(message) : message
        DispatchQueue.global().async { [self] in
            var i = 0
            while running.load(ordering: .acquiring) {
                write("\r" + output.paint(frames[i % frames.count] + " " + text + " (Ctrl-C cancels)", .dim))
                i += 1
                usleep(80_000)
            }
            write("\r\u{1B}[2K")
            finished.signal()
        }
    }

    func stop() {
        guard running.exchange(false, ordering: .acquiringAndReleasing) else { return }
        finished.wait()
    }

    private func write(_ text: String) {
        fputs(text, ct_stderr())
        fflush(ct_stderr())
    }
}
