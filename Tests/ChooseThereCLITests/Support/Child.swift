import Foundation

#if canImport(Glibc)
import Glibc
#endif

// MARK: - The real binary as a child process, with its peak memory

/// `choosethere` started with posix_spawn, so the test can signal it and
/// read its resource use from wait4 (Foundation's Process gives neither
/// the peak memory nor a way to wait with rusage).
final class Child {
    /// How a finished run went.
    struct Outcome {
        /// The exit status, or nil when a signal ended the process.
        var status: Int32?
        var signal: Int32?
        var stdout: String
        var stderr: String
        /// From the start to the end of the process.
        var seconds: Double
        /// Peak resident memory (wait4's ru_maxrss).
        var peakMB: Double
    }

    let pid: pid_t
    let started = Date()
    private let outputs: URL
    /// Held until the child has ended, so its folder is not removed under it.
    private let home: TempHome

    /// Starts `choosethere arguments…` in `home`'s environment plus `extraEnvironment`;
    /// stdin is /dev/null, stdout and stderr go to files read by `wait()`.
    /// `wrapper` runs it under another program (`strace … --`).
    init(_ arguments: [String], home: TempHome, extraEnvironment: [String: String] = [:], wrapper: [String] = []) throws {
        self.home = home
        outputs = FileManager.default.temporaryDirectory.appendingPathComponent("choosethere-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputs.appendingPathComponent("out").path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, outputs.appendingPathComponent("err").path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let environment = home.environment.merging(extraEnvironment) { _, new in new }.map { "\($0.key)=\($0.value)" }
        let command = wrapper + [CLI.binary.path] + arguments
        let argv = command.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // Like a shell: no blocked signals (the test's worker thread blocks
        // some, and a child inherits the mask) and default dispositions.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
        guard rc == 0 else {
            try? FileManager.default.removeItem(at: outputs)
            throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .EIO)
        }
        self.pid = pid
    }

    deinit { try? FileManager.default.removeItem(at: outputs) }

    /// Sends `signal` to the child.
    func send(_ signal: Int32) { kill(pid, signal) }

    /// Waits for the child to end and collects what it printed and used.
    func wait() -> Outcome {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        withExtendedLifetime(home) {}
        let seconds = Date().timeIntervalSince(started)
        let read = { (name: String) in (try? String(contentsOf: self.outputs.appendingPathComponent(name), encoding: .utf8)) ?? "" }
        let signalled = (status & 0x7F) != 0
        return Outcome(
            status: signalled ? nil : (status >> 8) & 0xFF, signal: signalled ? status & 0x7F : nil,
            stdout: read("out"), stderr: read("err"), seconds: seconds, peakMB: Double(usage.ru_maxrss) / 1024)
    }

    /// Runs to the end under GNU time when it is installed, for the true
    /// peak memory: Linux's ru_maxrss for a child includes the parent's own
    /// memory at the moment of the spawn (the address space it replaced at
    /// exec), so wait4 alone reports the test runner's size, not the
    /// program's. Without GNU time the figure is that upper bound.
    static func measure(_ arguments: [String], home: TempHome, extraEnvironment: [String: String] = [:]) throws -> Outcome {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else {
            return try run(arguments, home: home, extraEnvironment: extraEnvironment)
        }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("choosethere-time-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        var outcome = try run(
            arguments, home: home, extraEnvironment: extraEnvironment, wrapper: [time, "-f", "%M", "-o", report.path, "--"])
        let lines = ((try? String(contentsOf: report, encoding: .utf8)) ?? "").split(separator: "\n")
        if let kilobytes = lines.last.flatMap({ Double($0) }) { outcome.peakMB = kilobytes / 1024 }
        return outcome
    }

    /// Runs to the end.
    static func run(
        _ arguments: [String], home: TempHome, extraEnvironment: [String: String] = [:],
        wrapper: [String] = []
    ) throws -> Outcome {
        try Child(arguments, home: home, extraEnvironment: extraEnvironment, wrapper: wrapper).wait()
    }
}
