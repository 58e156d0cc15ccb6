import CLibEdit
import ChooseThereKit

#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Start-up: flags, files, store, then the right mode

/// The program: reads flags, opens settings and the store, runs the startup
/// file, then the REPL, a script, `-c` commands or piped stdin. Returns the
/// exit status.
enum App {
    static func main(_ arguments: [String]) -> Int32 {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(Array(arguments.dropFirst()))
        } catch {
            let wording = Wording.of(ReplyLanguage.fromLocale(App.environment()))
            fputs("choosethere: \(error.message(wording))\n\(wording[.tryHelpFlag])\n", ct_stderr())
            return 2
        }
        if options.showHelp { print(ProgramFacts.usage(ReplyLanguage.fromLocale(App.environment()))); return 0 }
        if options.showVersion { print("choosethere \(CommandLineOptions.version)"); return 0 }
        if options.showManual { print(ManPage.text, terminator: ""); return 0 }
        if let shell = options.completionShell, let text = CompletionScripts.text(for: shell.rawValue) {
            print(text, terminator: ""); return 0
        }

        let env = App.environment()
        let stdinIsTerminal = Terminal.isTerminal(0)
        let stdoutIsTerminal = Terminal.isTerminal(1)
        let interactive = options.inputs.isEmpty && stdinIsTerminal
        let output = Output(outputSetup(options, env: env, stdoutIsTerminal: stdoutIsTerminal))

        // Files.
        guard let paths = AppPaths.fromEnvironment(env) else {
            // No HOME, no home in the password database, and XDG folders not all given: nowhere of the user's to keep the list.
            output.error(output.text(.noHome), location: nil)
            return 1
        }
        let settingsFile = SettingsFile(url: paths.settingsFile)
        let loaded: SettingsFile.Loaded
        do { loaded = try settingsFile.load() } catch {
            output.error(output.text(.settingsUnreadable, ["detail": error.description]), location: nil)
            return 1
        }
        output.prepare(loaded.settings)
        for warning in loaded.warnings { output.warning(warning.text(output.renderer.wording)) }
        let store: Store
        do { store = try Store(url: paths.storeFile, readOnly: options.readOnly) } catch {
            output.error(error.message(output.renderer.wording), location: nil)
            return 1
        }
        // Every way out from here closes the store, its log checkpointed into the file.
        defer { store.close() }
        let resources = Resources.locate(environment: env)
        checkResources(resources, environment: env, output: output)
        seed(store, resources: resources, output: output)

        // The session.
        guard let (sessionOptions, clock) = sessionSetup(options, env: env, interactive: interactive, output: output) else { return 2 }
        let progress = ProgressRelay()
        let session = Session.live(
            store: store, loaded: loaded, settingsFile: settingsFile, paths: Paths.live(app: paths, environment: env),
            resources: resources, options: sessionOptions, clock: clock, cancellation: Signals.cancellation,
            progress: { progress.handler?($0) })
        let runner = ScriptRunner(session: session, output: output, options: options, cancellation: Signals.cancellation)
        if !options.noRC { runStartupFile(paths.rcFile, runner: runner) }

        // The mode. Outside the shell, Ctrl-C, SIGTERM and SIGHUP end the
        // program after the command they interrupt (the store closed whole).
        if !interactive { Signals.catchEndings(includingInterrupt: true) }
        if !options.inputs.isEmpty { return runInputs(options.inputs, runner: runner, output: output) }
        if interactive {
            let firstRun = !session.settings.onboarded && !loaded.isBroken
            return REPL(
                session: session, runner: runner, output: output, firstRun: firstRun,
                historyFile: paths.historyFile, progress: progress, environment: env
            ).run()
        }
        let outcome = runner.runStandardInput()
        output.flush()
        return outcome == .stopped ? 3 : 0
    }

    /// Where the shell's spinner listens for slow work (set once the REPL exists).
    final class ProgressRelay {
        var handler: ((Phrase?) -> Void)?
    }

    /// `-c` and `-f` in order. An unreadable `-f` script is a fatal start-up
    /// error. As psql: the status is the last one's — 1 when that was a
    /// failing `-c` command, 0 after a script (whose failing lines do not
    /// count) — and 3 when `--stop-on-error` stopped at a failure.
    static func runInputs(_ inputs: [CommandLineOptions.Input], runner: ScriptRunner, output: Output) -> Int32 {
        var status: Int32 = 0
        for input in inputs {
            if Signals.flags.endRequested { break }
            let outcome: ScriptRunner.Outcome
            switch input {
            case .command(let command):
                outcome = runner.run(line: command, location: nil)
                status = runner.lastFailed ? 1 : 0
            case .script(let path):
                let url = runner.session.paths.resolve(path)
                let file: ScriptFile
                do { file = try runner.open(url) } catch {
                    output.error(error.message, location: nil)
                    return 1
                }
                outcome = runner.run(file, topLevel: true)
                if outcome == .broken { output.flush(); return 1 }
                status = 0
            }
            if outcome == .stopped { output.flush(); return 3 }
            if outcome == .quit { break }
        }
        output.flush()
        return status
    }
}
