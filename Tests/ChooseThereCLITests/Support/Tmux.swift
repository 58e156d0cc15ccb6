import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Tmux: a real terminal for tests

/// Runs a program in a detached tmux session on a private server (its own
/// socket, no user config), for tests of what only a terminal shows: the
/// prompt, editing keys, Tab listings, colours, exit on Ctrl-D. Note that
/// tmux drops trailing spaces from captured lines (wait for "> " as ">").
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
/// The program runs under `sh -c '…; printf "[exit %d]\n" $?'`, which gives
/// `exitStatus` (and shows whether the program left the cursor at the start
/// of a line, as a shell prompt would need). The pane stays after the
/// program ends (`remain-on-exit`), so the last screen can still be read.
/// The server is killed when the value is released (or by `kill()`).
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
    /// Kept alive until the program has ended (e.g. its temporary home, so
    /// nothing the program writes on its way out lands after the cleanup).
    private let keepAlive: AnyObject?

    init(
        command: [String], environment: [String: String] = [:], unsetting: [String] = [],
        inheritEnvironment: Bool = true, columns: Int = 100, rows: Int = 30, keepAlive: AnyObject? = nil
    ) throws {
        guard Tmux.executable != nil else { throw Failure.notInstalled }
        self.keepAlive = keepAlive
        socket = "ct-test-\(getpid())-\(UUID().uuidString.prefix(8))"
        self.columns = columns
        self.rows = rows

        var env = ["/usr/bin/env"]
        if inheritEnvironment {
            for name in unsetting + ["TMUX", "TMUX_PANE"] { env += ["-u", name] }
        } else {
            env += ["-i", "PATH=/usr/local/bin:/usr/bin:/bin", "TERM=screen"]
        }
        // A sanitizer build under test keeps the options CI gives it.
        var environment = environment
        for name in ["ASAN_OPTIONS", "SWIFT_BACKTRACE"] where environment[name] == nil {
            environment[name] = ProcessInfo.processInfo.environment[name]
        }
        env += environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }

        // The shell reports the exit status as a last line (tmux 3.3's
        // #{pane_dead_status} is sometimes never filled in). Its trap keeps it
        // alive through the Ctrl-C meant for the program; trapped (not
        // ignored) signals are back to default in the program.
        let wrapper = ["/bin/sh", "-c", "trap : INT QUIT HUP TERM; \"$@\"; printf '[exit %d]\\n' \"$?\"", "sh"]
        let result = run(
            [
                "start-server", ";", "set-option", "-g", "remain-on-exit", "on", ";",
                "new-session", "-d", "-s", target, "-x", "\(columns)", "-y", "\(rows)", "--",
            ]
                + wrapper + env + command)
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

    /// Resizes the terminal (the program gets SIGWINCH).
    func resize(columns: Int, rows: Int) {
        _ = run(["resize-window", "-t", target, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Appends every byte the program writes to the terminal, escape
    /// sequences and all, to `file` (tmux pipe-pane) from now on.
    func record(to file: URL) {
        _ = run(["pipe-pane", "-o", "-t", target, "cat >> '\(file.path)'"])
    }

    // MARK: Output

    /// Everything the program printed: scrollback and screen, trailing blank
    /// lines, the harness's `[exit N]` line (when on a line of its own) and
    /// tmux's "Pane is dead" notice removed. (The notice scrolls the screen up a line when the program
    /// ends, so the visible screen alone may lose the top line.)
    func capture() -> String {
        var lines = transcript()
        // Only a whole line: "…^D[exit 0]" stays, showing a missing newline.
        if let last = lines.last, last.hasPrefix("[exit "), Tmux.exitStatus(in: last) != nil {
            lines.removeLast()
        }
        return Tmux.trimmingTrailingBlankLines(lines.joined(separator: "\n"))
    }

    /// Scrollback and screen without trailing blank lines and tmux's notice.
    private func transcript() -> [String] {
        var lines = Tmux.lines(
            of: Tmux.trimmingTrailingBlankLines(
                run(["capture-pane", "-p", "-S", "-", "-t", target]).output))
        if let last = lines.last, last.hasPrefix("Pane is dead") { lines.removeLast() }
        while let last = lines.last, last.allSatisfy({ $0 == " " }) { lines.removeLast() }
        return lines
    }

    /// N from a line ending in the harness's "[exit N]".
    private static func exitStatus(in line: String) -> Int32? {
        guard line.hasSuffix("]"), let open = line.range(of: "[exit ", options: .backwards) else { return nil }
        return Int32(line[open.upperBound...].dropLast())
    }

    /// The visible screen only (rows 0..<rows), trailing blank lines removed.
    func screen() -> String {
        Tmux.trimmingTrailingBlankLines(run(["capture-pane", "-p", "-t", target]).output)
    }

    /// The visible screen with its colour escape sequences.
    func screenWithEscapes() -> String {
        Tmux.trimmingTrailingBlankLines(run(["capture-pane", "-p", "-e", "-t", target]).output)
    }

    /// The lines of `capture()`.
    func lines() -> [String] {
        Tmux.lines(of: capture())
    }

    /// The cursor's column and row, from 0.
    var cursor: (x: Int, y: Int)? {
        let fields = display("#{cursor_x} #{cursor_y}").split(separator: " ").compactMap { Int($0) }
        return fields.count == 2 ? (fields[0], fields[1]) : nil
    }

    /// How long a wait lasts before it fails. A wait returns as soon as its
    /// condition holds, so this is no speed bar: it only has to cover the
    /// slowest machine the suites run on, which is CI's AddressSanitizer
    /// build with several terminals at once on two cores, where the first
    /// reply of a session (the parser's tables loading) once took over 5 s.
    static let patience: TimeInterval = 20

    /// Polls the screen until `text` appears; false after `timeout` seconds.
    func waitFor(text: String, timeout: TimeInterval = Tmux.patience) -> Bool {
        waitFor(timeout: timeout) { $0.contains(text) }
    }

    /// Polls the screen until `condition` holds; false after `timeout` seconds.
    func waitFor(timeout: TimeInterval = Tmux.patience, _ condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if condition(capture()) { return true }
            usleep(30_000)
        } while Date() < deadline
        return condition(capture())
    }

    // MARK: Exit

    /// The program's process id (the wrapping shell's child), or nil once it has ended.
    var programPID: pid_t? {
        Int32(display("#{pane_pid}")).flatMap { Tmux.firstChild(of: $0) }
    }

    /// The first process below the pane whose command is `name` (a program
    /// started by a shell of the test's own), or nil.
    func process(named name: String) -> pid_t? {
        var next = Int32(display("#{pane_pid}"))
        while let pid = next {
            let command = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(
                in: .whitespacesAndNewlines)
            if command == name { return pid }
            next = Tmux.firstChild(of: pid)
        }
        return nil
    }

    private static func firstChild(of pid: pid_t) -> pid_t? {
        guard let children = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8) else { return nil }
        return children.split(separator: " ").first.flatMap { Int32($0) }
    }

    /// The server's socket name and the session's target, for a tmux command run by another process.
    var commandPrefix: [String] { ["-L", socket] }
    var sessionTarget: String { target }

    /// Whether the program has ended.
    var hasExited: Bool {
        exitStatus != nil || display("#{pane_dead}") == "1"
    }

    /// The program's exit status (128 + N after signal N) once it has ended;
    /// nil while it runs. Read from the `[exit N]` line the wrapping shell
    /// prints, which `capture()` leaves out.
    var exitStatus: Int32? {
        transcript().last.flatMap(Tmux.exitStatus(in:))
    }

    /// Waits for the program to end; its exit status, or nil on timeout.
    func waitForExit(timeout: TimeInterval = Tmux.patience) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let status = exitStatus { return status }
            usleep(30_000)
        } while Date() < deadline
        return exitStatus
    }

    /// Stops the tmux server (and the program). Safe to call twice.
    func kill() {
        guard !killed else { return }
        let panePid = pid_t(display("#{pane_pid}")) ?? 0
        killed = true
        _ = run(["kill-server"])
        // Wait for the program to be gone (it may still write, e.g. its
        // history, on the hang-up) before anything cleans up after it.
        if panePid > 0 {
            for _ in 0..<200 where Glibc.kill(-panePid, 0) == 0 || Glibc.kill(panePid, 0) == 0 { usleep(10_000) }
        }
        // tmux leaves its socket file behind.
        let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        unlink("\(directory)/tmux-\(getuid())/\(socket)")
    }

    // MARK: Plumbing

    private func display(_ format: String) -> String {
        run(["display-message", "-p", "-t", target, format]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private static func trimmingTrailingBlankLines(_ text: String) -> String {
        var lines = lines(of: text)
        while let last = lines.last, last.allSatisfy({ $0 == " " }) { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// Runs one tmux client command against the private server.
    ///
    /// Spawned by hand rather than with Foundation's `Process`: the server
    /// forked by the first command would inherit the descriptors `Process`
    /// watches (so it never sees the client exit) and the test runner's
    /// blocked signal mask (so neither tmux nor the program would get
    /// SIGHUP/SIGINT/SIGTSTP). Here the child gets a clean signal state,
    /// /dev/null as stdin, files as stdout/stderr, and no other descriptors.
    @discardableResult
    private func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        guard let executable = Tmux.executable else { return (-1, "", "tmux is not installed") }
        let base = FileManager.default.temporaryDirectory.path + "/tmux-\(socket)-\(UUID().uuidString)"
        let outputPath = base + ".out", errorPath = base + ".err"
        defer { unlink(outputPath); unlink(errorPath) }

        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["TMUX_PANE"] = nil
        // -u: the server treats pane text as UTF-8 whatever our locale.
        let argv = [executable, "-u", "-L", socket, "-f", "/dev/null"] + arguments
        let envp = environment.map { "\($0.key)=\($0.value)" }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if let closeFrom = Tmux.closeFrom { _ = closeFrom(&actions, 3) }

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

        let cArgv = argv.map { strdup($0) } + [nil]
        let cEnvp = envp.map { strdup($0) } + [nil]
        defer {
            cArgv.forEach { free($0) }
            cEnvp.forEach { free($0) }
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, cArgv, cEnvp)
        guard spawned == 0 else { return (-1, "", String(cString: strerror(spawned))) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exited = status & 0x7F == 0
        let code = exited ? (status >> 8) & 0xFF : -1
        let out = FileManager.default.contents(atPath: outputPath) ?? Data()
        let err = FileManager.default.contents(atPath: errorPath) ?? Data()
        return (code, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), which the
    /// Glibc module does not export; looked up at run time.
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let closeFrom: CloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else { return nil }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()

    // MARK: Finding the program under test

    /// Path of an executable built by SwiftPM next to the test binary
    /// (e.g. `Tmux.builtProduct("choosethere")`), or nil.
    static func builtProduct(_ name: String) -> String? {
        // CHOOSETHERE_TEST_BINARY: run the terminal suites against another
        // build of the program (CI runs them against an AddressSanitizer build).
        if name == "choosethere", let other = ProcessInfo.processInfo.environment["CHOOSETHERE_TEST_BINARY"], !other.isEmpty {
            return other
        }
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
