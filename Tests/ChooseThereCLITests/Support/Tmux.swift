import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Tmux: a real terminal for tests

/// Runs a program in a detached tmux session on a private server (its own
/// socket, no user config), for tests of what only a terminal shows: the
/// prompt, editing keys, Tab listings, colours, exit on Ctrl-D.
///
///     @Test(.enabled(if: Tmux.isAvailable))
///     func echoes() throws {
///         let tmux = try Tmux(command: [binary], environment: ["HOME": home])
///         #expect(tmux.waitFor(text: "> "))
///         tmux.send(literal: "São Paulo")
///         tmux.send(keys: "Enter")
///         #expect(tmux.waitFor(text: "got: São Paulo"))
///     }
///
/// The pane stays after the program ends (`remain-on-exit`), so the last
/// screen and `exitStatus` can still be read. The server is killed when the
/// value is released (or by `kill()`).
final class Tmux {
    enum Failure: Error, CustomStringConvertible {
        case notInstalled
        case couldNotStart(String)

        var description: String {
            switch self {
            case .notInstalled: "tmux is not installed"
            case .couldNotStart(let message): "tmux could not start the session: \(message)"
            }
        }
    }

    /// Whether tmux can be found on PATH (use with `.enabled(if:)`).
    static let isAvailable: Bool = executable != nil

    /// tmux's path, found on PATH.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let directories = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
        return directories.map { $0 + "/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The private server's socket name (`tmux -L`).
    let socket: String
    let columns: Int
    let rows: Int
    private let target = "main"
    private var killed = false

    /// Starts `command` (program and arguments, run without a shell) in a
    /// `columns`×`rows` terminal. `environment` is added to the inherited
    /// environment, `unsetting` removed from it (e.g. `["LANG", "LC_ALL"]`);
    /// with `inheritEnvironment: false` the program gets only PATH, TERM and
    /// `environment`.
    init(command: [String], environment: [String: String] = [:], unsetting: [String] = [],
         inheritEnvironment: Bool = true, columns: Int = 100, rows: Int = 30) throws {
        guard Tmux.executable != nil else { throw Failure.notInstalled }
        socket = "ct-test-\(getpid())-\(UUID().uuidString.prefix(8))"
        self.columns = columns
        self.rows = rows

        var env = ["/usr/bin/env"]
        if inheritEnvironment {
            for name in unsetting + ["TMUX", "TMUX_PANE"] { env += ["-u", name] }
        } else {
            env += ["-i", "PATH=/usr/local/bin:/usr/bin:/bin", "TERM=screen"]
        }
        env += environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }

        let result = run(["start-server", ";", "set-option", "-g", "remain-on-exit", "on", ";",
                          "new-session", "-d", "-s", target, "-x", "\(columns)", "-y", "\(rows)", "--"]
                         + env + command)
        guard result.status == 0 else {
            kill()
            throw Failure.couldNotStart(result.error)
        }
    }

    deinit { kill() }

    // MARK: Input

    /// Keys by tmux name: "Enter", "Tab", "C-c", "C-d", "Up", "BSpace", "Escape"…
    func send(keys: String...) {
        _ = run(["send-keys", "-t", target] + keys)
    }

    /// Text typed as is (UTF-8 included), nothing interpreted as a key name.
    func send(literal text: String) {
        _ = run(["send-keys", "-t", target, "-l", "--", text])
    }

    // MARK: Output

    /// The visible screen as text, trailing blank lines removed.
    func capture() -> String {
        Tmux.trimmingTrailingBlankLines(run(["capture-pane", "-p", "-t", target]).output)
    }

    /// The visible screen with its colour escape sequences.
    func captureWithEscapes() -> String {
        Tmux.trimmingTrailingBlankLines(run(["capture-pane", "-p", "-e", "-t", target]).output)
    }

    /// The screen's lines (trailing blank lines removed).
    func lines() -> [String] {
        capture().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The cursor's column and row, from 0.
    var cursor: (x: Int, y: Int)? {
        let fields = display("#{cursor_x} #{cursor_y}").split(separator: " ").compactMap { Int($0) }
        return fields.count == 2 ? (fields[0], fields[1]) : nil
    }

    /// Polls the screen until `text` appears; false after `timeout` seconds.
    func waitFor(text: String, timeout: TimeInterval = 5) -> Bool {
        waitFor(timeout: timeout) { $0.contains(text) }
    }

    /// Polls the screen until `condition` holds; false after `timeout` seconds.
    func waitFor(timeout: TimeInterval = 5, _ condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if condition(capture()) { return true }
            usleep(30_000)
        } while Date() < deadline
        return condition(capture())
    }

    // MARK: Exit

    /// Whether the program has ended.
    var hasExited: Bool {
        display("#{pane_dead}") == "1"
    }

    /// The program's exit status once it has ended normally; nil while it
    /// runs or when a signal ended it.
    var exitStatus: Int32? {
        let fields = display("#{pane_dead} #{pane_dead_status}").split(separator: " ")
        guard fields.first == "1", fields.count == 2 else { return nil }
        return Int32(fields[1])
    }

    /// Waits for the program to end; its exit status, or nil on timeout or
    /// death by signal.
    func waitForExit(timeout: TimeInterval = 5) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while !hasExited && Date() < deadline { usleep(30_000) }
        return exitStatus
    }

    /// Stops the tmux server (and the program). Safe to call twice.
    func kill() {
        guard !killed else { return }
        killed = true
        _ = run(["kill-server"])
    }

    // MARK: Plumbing

    private func display(_ format: String) -> String {
        run(["display-message", "-p", "-t", target, format]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func trimmingTrailingBlankLines(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while let last = lines.last, last.allSatisfy({ $0 == " " }) { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// Runs one tmux client command against the private server.
    @discardableResult
    private func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        guard let executable = Tmux.executable else { return (-1, "", "tmux is not installed") }
        // posix_spawn + waitpid, with output to files. Foundation's Process
        // notices a child's exit through a descriptor the child inherits, and
        // the server that `start-server` forks keeps every inherited
        // descriptor open for its whole life: Process (and pipes) would wait
        // forever.
        let dir = FileManager.default.temporaryDirectory
        let outPath = dir.appendingPathComponent("tmux-out-\(UUID().uuidString)").path
        let errPath = dir.appendingPathComponent("tmux-err-\(UUID().uuidString)").path
        defer { unlink(outPath); unlink(errPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // -u: the server treats pane text as UTF-8 whatever our locale.
        let argv = ([executable, "-u", "-L", socket, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["TMUX_PANE"] = nil
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        // The test runner's threads block most signals, and a spawned child
        // inherits that mask: a tmux server that cannot see SIGCHLD never
        // notices its pane exit, and one that cannot see SIGTERM never dies.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard rc == 0 else { return (-1, "", "cannot run tmux: \(String(cString: strerror(rc)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let out = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return ((status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1, out, err)
    }

    // MARK: Finding the program under test

    /// Path of an executable built by SwiftPM next to the test binary
    /// (e.g. `Tmux.builtProduct("choosethere")`), or nil.
    static func builtProduct(_ name: String) -> String? {
        var directories: [URL] = []
        if let first = CommandLine.arguments.first {
            directories.append(URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        let bundle = Bundle.main.bundleURL
        directories += [bundle, bundle.deletingLastPathComponent()]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return directories.map { $0.appendingPathComponent(name).path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
