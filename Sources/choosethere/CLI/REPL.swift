#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Synchronization
import ChooseThereKit
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

    init(session: Session, runner: ScriptRunner, output: Output, firstRun: Bool, historyFile: URL, progress: App.ProgressRelay) {
        self.session = session
        self.runner = runner
        self.output = output
        self.firstRun = firstRun
        editor = LineEditor(programName: "choosethere", historyFile: historyFile, historySize: 1000)
        runner.confirmer = { [unowned self] question, expected in self.confirm(question, expected: expected) }
        runner.urlOpener = { url in REPL.openInBrowser(url) }
        runner.roulette = { [unowned self] names in self.playRoulette(names) }
        let spinner = ProgressSpinner(output: output)
        progress.handler = { message in
            if let message { spinner.start(message) } else { spinner.stop() }
        }
        // Ctrl-C while a command runs: the network client sees it within
        // 100 ms and the command reports it; the shell itself carries on.
        Signals.catchInterrupts()
        let engine = session.completion
        editor.completer = { [unowned self] text in
            // At the first-run question the whole line is a city.
            let answer = engine.complete(self.askingForCity ? "switch city " + text : text)
            return LineEditor.Completion(replaceLength: answer.replaceLength, candidates: answer.candidates,
                                         preferred: answer.preferred, appendSpace: answer.appendSpace)
        }
    }

    func run() -> Int32 {
        if let warning = editor.historyWarning { output.warning(warning) }
        if firstRun { onboard() } else {
            output.out(output.paint("choosethere \(CommandLineOptions.version)", .bold) + output.paint(" — type help for commands, Tab to complete, Ctrl-D to leave.\n", .dim))
        }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        while true {
            switch editor.readLine(prompt: prompt) {
            case .interrupted:
                continue
            case .endOfInput:
                editor.saveHistory()
                output.flush()
                return 0
            case .line(let line):
                editor.remember(line)
                editor.saveHistory()
                Signals.cancellation.reset()
                if runner.run(line: line, location: nil, baseDirectory: cwd) == .quit {
                    output.flush()
                    return 0
                }
                output.flush()
            }
        }
    }

    var prompt: String {
        output.paint("choosethere", .bold) + " [\(session.promptContext)]> "
    }

    // MARK: First run

    /// Asks for the city, then shows three example commands.
    func onboard() {
        askingForCity = true
        defer { askingForCity = false }
        output.out(output.paint("Welcome to choosethere!", .bold) + " I help you decide where to eat.\n")
        while true {
            output.out("Which city are you in? Type a name (e.g. São Paulo, Curitiba) or anywhere.\n")
            switch editor.readLine(prompt: "city> ") {
            case .endOfInput:
                output.out("No city for now; choose one any time with switch city NAME.\n")
                showExamples()
                return
            case .interrupted:
                continue
            case .line(let text):
                let trimmed = text.trimmed
                guard !trimmed.isEmpty else { continue }
                let any = ["anywhere", "any", "qualquer lugar", "none"].contains(Folding.key(trimmed))
                let reply = session.run(.city(CityRequest(name: any ? nil : trimmed, any: any)))
                output.render(reply, intent: nil, command: trimmed, location: nil)
                if reply.ok {
                    showExamples()
                    return
                }
            }
        }
    }

    func showExamples() {
        output.out("\nTry:\n")
        for (command, what) in [("spin", "pick a place at random"),
                                ("spin bar not sushi", "with filters"),
                                ("list japanese", "see what your list has")] {
            output.out("  " + output.paint(DisplayWidth.pad(command, to: 20), .accent) + output.paint(what, .dim) + "\n")
        }
        output.out(output.paint("help lists every command.\n\n", .dim))
    }

    // MARK: The roulette

    /// Flashes candidate names on one line, slowing down, in about 0.7 s;
    /// the pick itself is printed right after by the normal output.
    func playRoulette(_ names: [String]) {
        let width = max(20, Terminal.size().columns - 6)
        var delay: UInt32 = 35_000
        for name in names.prefix(8) {
            let shown = DisplayWidth.truncate(SafeText.clean(name), to: width)
            output.out("\r\u{1B}[2K" + output.paint("🎲 " + shown, .dim))
            output.flush()
            usleep(delay)
            delay += 15_000
        }
        output.out("\r\u{1B}[2K")
        output.flush()
    }

    // MARK: Questions and links

    /// A yes/no question, or one the user answers by typing `expected`.
    func confirm(_ question: String, expected: String? = nil) -> Bool {
        switch editor.readLine(prompt: question + (expected == nil ? " [y/N] " : " ")) {
        case .line(let answer):
            if let expected { return Folding.key(answer) == Folding.key(expected) }
            return ["y", "yes", "s", "sim"].contains(Folding.key(answer))
        default: return false
        }
    }

    /// Opens a URL with xdg-open when a graphical session is there; the URL
    /// has been printed either way.
    static func openInBrowser(_ url: String) {
        guard getenv("DISPLAY") != nil || getenv("WAYLAND_DISPLAY") != nil else { return }
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
            DispatchQueue.global().async { var status: Int32 = 0; waitpid(child, &status, 0) }
        }
    }
}

// MARK: - A spinner while the network works

/// Draws `⠋ Searching OpenStreetMap…` on one line until stopped.
final class ProgressSpinner: @unchecked Sendable {
    let output: Output
    private let running = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)

    init(output: Output) { self.output = output }

    func start(_ message: String) {
        guard running.exchange(true, ordering: .acquiringAndReleasing) == false else { return }
        let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        DispatchQueue.global().async { [self] in
            var i = 0
            while running.load(ordering: .acquiring) {
                output.out("\r" + output.paint(frames[i % frames.count] + " " + message + " (Ctrl-C cancels)", .dim))
                output.flush()
                i += 1
                usleep(80_000)
            }
            output.out("\r\u{1B}[2K")
            output.flush()
            finished.signal()
        }
    }

    func stop() {
        guard running.exchange(false, ordering: .acquiringAndReleasing) else { return }
        finished.wait()
    }
}
