#if canImport(Glibc)
import Glibc
#endif
import ChooseThereKit
import CLibEdit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Start-up: flags, files, store, then the right mode

/// The program: reads flags, opens settings and the store, then runs the
/// REPL, a script, `-c` commands or piped stdin. Returns the exit status.
enum App {
    static func main(_ arguments: [String]) -> Int32 {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(Array(arguments.dropFirst()))
        } catch {
            fputs("choosethere: \(error.message)\nTry choosethere --help.\n", ct_stderr())
            return 2
        }
        if options.showHelp { print(CommandLineOptions.usage); return 0 }
        if options.showVersion { print("choosethere \(CommandLineOptions.version)"); return 0 }

        let env = App.environment()
        let stdinIsTerminal = Terminal.isTerminal(0)
        let stdoutIsTerminal = Terminal.isTerminal(1)
        let interactive = options.inputs.isEmpty && stdinIsTerminal
        let color: Bool
        switch options.color {
        case .always: color = true
        case .never: color = false
        case .auto, nil:
            let noColor = !(env["NO_COLOR"] ?? "").isEmpty
            color = stdoutIsTerminal && !noColor && env["TERM"] != "dumb" && !options.json
        }
        let output = Output(color: color && !options.json, json: options.json)

        // Files.
        let paths = AppPaths.fromEnvironment(env)
        let settingsFile = SettingsFile(url: paths.settingsFile)
        let loaded: SettingsFile.Loaded
        do { loaded = try settingsFile.load() } catch {
            output.error("cannot read the settings file \(error.description)", location: nil)
            return 1
        }
        for warning in loaded.warnings { output.warning(warning) }
        let store: Store
        do { store = try Store(url: paths.storeFile) } catch {
            output.error(error.description, location: nil)
            return 1
        }
        let resources = Resources.locate(environment: env, executablePath: CommandLine.arguments.first ?? "choosethere")
        seed(store, resources: resources, output: output)

        // The session.
        let size = Terminal.size()
        var sessionOptions = SessionOptions(interactive: interactive, offline: options.offline, seed: options.seed)
        if let columns = env["COLUMNS"].flatMap(Int.init), columns >= 20 {
            output.renderer.width = columns
        } else if stdoutIsTerminal {
            output.renderer.width = size.columns
        }
        sessionOptions.pageSize = interactive ? max(5, size.rows - 4) : 20
        if let raw = env["CHOOSETHERE_LOCATION"], !raw.isEmpty {
            if let (lat, lng) = SettingValues.coordinate(raw), Coordinate(lat: lat, lng: lng).isValid {
                sessionOptions.locationOverride = Coordinate(lat: lat, lng: lng)
            } else {
                output.warning("CHOOSETHERE_LOCATION should be LAT,LNG (e.g. -23.56,-46.69), not '\(raw)'; ignored.")
            }
        }
        if let url = env["CHOOSETHERE_OVERPASS_URL"], !url.isEmpty { sessionOptions.overpassURL = url }
        if let url = env["CHOOSETHERE_NOMINATIM_URL"], !url.isEmpty { sessionOptions.nominatimURL = url }
        var clock = Clock.live
        if let fixed = env["CHOOSETHERE_NOW"], !fixed.isEmpty {
            // A fixed clock for reproducible transcripts (ISO-8601, e.g. 2026-11-21T20:00:00Z).
            guard let date = ISODate.parse(fixed) else {
                output.error("CHOOSETHERE_NOW should be an ISO-8601 date like 2026-11-21T20:00:00Z, not '\(fixed)'", location: nil)
                return 2
            }
            clock = .fixed(date)
        }
        let progress = ProgressRelay()
        let session = Session.live(store: store, loaded: loaded, settingsFile: settingsFile, paths: Paths.live(app: paths, environment: env),
                                   resources: resources, options: sessionOptions, clock: clock, cancellation: Signals.cancellation,
                                   progress: { progress.handler?($0) })
        let runner = ScriptRunner(session: session, output: output, options: options)

        // The mode.
        if !options.inputs.isEmpty { return runInputs(options.inputs, runner: runner, output: output) }
        if interactive {
            return REPL(session: session, runner: runner, output: output, firstRun: !loaded.settings.onboarded && !loaded.isBroken,
                        historyFile: paths.historyFile, progress: progress).run()
        }
        let outcome = runner.runStandardInput()
        output.flush()
        return outcome == .stopped ? 3 : 0
    }

    /// Where the shell's spinner listens for slow work (set once the REPL exists).
    final class ProgressRelay {
        var handler: ((String?) -> Void)?
    }

    /// The variables we read, without copying the whole environment
    /// (ProcessInfo.environment costs measurable start-up time).
    static func environment() -> [String: String] {
        let names = ["HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "NO_COLOR", "TERM",
                     "COLUMNS", "CHOOSETHERE_LOCATION", "CHOOSETHERE_NOW", "CHOOSETHERE_RESOURCES", "CHOOSETHERE_OVERPASS_URL", "CHOOSETHERE_NOMINATIM_URL"]
        var env: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { env[name] = String(cString: value) }
        }
        return env
    }

    /// `-c` and `-f` in order. An unreadable `-f` script is a fatal start-up error.
    static func runInputs(_ inputs: [CommandLineOptions.Input], runner: ScriptRunner, output: Output) -> Int32 {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        for input in inputs {
            let outcome: ScriptRunner.Outcome
            switch input {
            case .command(let command):
                outcome = runner.run(line: command, location: nil, baseDirectory: cwd)
            case .script(let path):
                let url = ScriptRunner.resolve(path, relativeTo: cwd)
                let lines: [String]
                do { lines = try ScriptRunner.readLines(url) } catch {
                    output.error(error.message, location: nil)
                    return 1
                }
                outcome = runner.runLines(lines, of: url)
            }
            if outcome == .stopped { output.flush(); return 3 }
            if outcome == .quit { break }
        }
        output.flush()
        return 0
    }

    /// Imports the bundled seed when it changed; problems go to stderr.
    static func seed(_ store: Store, resources: Resources, output: Output) {
        guard let url = resources.seedFile else { return }
        do {
            let report = try store.applySeed(file: url)
            for problem in report.problems { output.warning("bundled seed: \(problem) — skipped") }
        } catch {
            output.warning("the bundled places could not be added: \(error.description)")
        }
    }
}
