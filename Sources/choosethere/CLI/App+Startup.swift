import ChooseThereKit

#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Start-up pieces: environment, output, resources, the startup file

extension App {
    /// The variables we read, without copying the whole environment
    /// (ProcessInfo.environment costs measurable start-up time).
    static func environment() -> [String: String] {
        let names = [
            "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "NO_COLOR", "TERM",
            "COLUMNS", "LANGUAGE", "LC_ALL", "LC_CTYPE", "LC_MESSAGES", "LANG", "PAGER", "PATH",
            "CHOOSETHERE_LOCATION", "CHOOSETHERE_NOW", "CHOOSETHERE_RESOURCES", "CHOOSETHERE_OVERPASS_URL", "CHOOSETHERE_NOMINATIM_URL",
            // Whether a browser can be opened, and whether the terminal shows hyperlinks.
            "DISPLAY", "WAYLAND_DISPLAY", "CHOOSETHERE_HYPERLINKS", "TERM_PROGRAM", "VTE_VERSION", "WT_SESSION",
            "KONSOLE_VERSION", "DOMTERM", "TMUX",
        ]
        var env: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { env[name] = String(cString: value) }
        }
        return env
    }

    /// Colour, format, width, symbols and pager from the flags, the
    /// environment and what the streams are.
    static func outputSetup(_ options: CommandLineOptions, env: [String: String], stdoutIsTerminal: Bool) -> Output.Setup {
        var setup = Output.Setup()
        setup.format = options.format ?? .text
        setup.stdoutIsTerminal = stdoutIsTerminal
        setup.stderrIsTerminal = Terminal.isTerminal(2)
        switch options.color {
        case .always: setup.color = true
        case .never: setup.color = false
        case .auto, nil:
            let noColor = !(env["NO_COLOR"] ?? "").isEmpty
            setup.color = stdoutIsTerminal && !noColor && env["TERM"] != "dumb"
        }
        if setup.format != .text { setup.color = false }
        if let columns = env["COLUMNS"].flatMap(Int.init), columns >= 20 { setup.fixedWidth = columns }
        setup.localeIsUTF8 = SymbolSet.localeIsUTF8(env)
        setup.forceASCII = options.ascii
        setup.localeLanguage = ReplyLanguage.fromLocale(env)
        // psql's rule: a pager for a person at a terminal, never for a pipe.
        if stdoutIsTerminal, setup.format == .text, env["TERM"] != "dumb" { setup.pager = Pager.from(environment: env) }
        setup.hyperlinks = stdoutIsTerminal && setup.format == .text && Hyperlinks.supported(env)
        return setup
    }

    /// The session's options and clock from the flags, the terminal and the
    /// environment; nil when `CHOOSETHERE_NOW` is not a date (a usage error).
    static func sessionSetup(
        _ flags: CommandLineOptions, env: [String: String], interactive: Bool,
        output: Output
    ) -> (SessionOptions, Clock)? {
        var options = SessionOptions(interactive: interactive, offline: flags.offline, seed: flags.seed)
        options.pageSize = interactive ? max(5, Terminal.size().rows - 4) : 20
        // Pages are for a person at the shell; programs, pipes and -c get whole lists.
        options.completeLists = !(interactive && output.setup.stdoutIsTerminal && output.setup.format == .text)
        options.rowLimit = flags.limit
        configure(&options, env: env, output: output)
        guard let fixed = env["CHOOSETHERE_NOW"], !fixed.isEmpty else { return (options, .live) }
        // A fixed clock for reproducible transcripts (ISO-8601, e.g. 2026-11-21T20:00:00Z).
        guard let date = ISODate.parse(fixed) else {
            output.error(output.text(.badNowVariable, ["value": fixed]), location: nil)
            return nil
        }
        return (options, .fixed(date))
    }

    /// `CHOOSETHERE_LOCATION` and the endpoints.
    static func configure(_ options: inout SessionOptions, env: [String: String], output: Output) {
        if let raw = env["CHOOSETHERE_LOCATION"], !raw.isEmpty {
            if let (lat, lng) = SettingValues.coordinate(raw), Coordinate(lat: lat, lng: lng).isValid {
                options.locationOverride = Coordinate(lat: lat, lng: lng)
            } else {
                output.warning(output.text(.badLocationVariable, ["value": raw]))
            }
        }
        if let url = env["CHOOSETHERE_OVERPASS_URL"], !url.isEmpty { options.overpassURL = url }
        if let url = env["CHOOSETHERE_NOMINATIM_URL"], !url.isEmpty { options.nominatimURL = url }
    }

    /// Names any bundled file that is missing, instead of running on empty data.
    static func checkResources(_ resources: Resources, environment: [String: String], output: Output) {
        let missing = resources.missingFiles
        guard !missing.isEmpty else { return }
        if let directory = resources.directory {
            output.warning(output.text(.resourcesIncomplete, ["folder": directory.path, "files": missing.joined(separator: ", ")]))
        } else {
            let looked = Resources.candidates(environment: environment).joined(separator: ", ")
            output.warning(output.text(.resourcesMissing, ["files": missing.joined(separator: ", "), "looked": looked]))
        }
    }

    /// Imports the bundled seed when it changed; problems go to stderr.
    static func seed(_ store: Store, resources: Resources, output: Output) {
        guard let url = resources.seedFile, access(url.path, R_OK) == 0 else { return }
        do {
            let report = try store.applySeed(file: url)
            for problem in report.problems { output.warning(output.text(.seedProblem, ["problem": "\(problem)"])) }
        } catch {
            output.warning(output.text(.seedFailed, ["reason": error.description]))
        }
    }

    /// Runs `$XDG_CONFIG_HOME/choosethere/rc` (as psql runs ~/.psqlrc, for
    /// -c and -f too). Its replies are not shown; failures are, as `rc:LINE:`
    /// errors, and never stop anything. A missing file is fine.
    static func runStartupFile(_ url: URL, runner: ScriptRunner) {
        var info = stat()
        guard stat(url.path, &info) == 0 || errno != ENOENT else { return }
        runner.quiet = true
        defer { runner.quiet = false }
        do { _ = runner.run(try runner.open(url), topLevel: true) } catch {
            runner.output.error(error.message, location: nil)
        }
    }
}
