import Foundation

#if canImport(Glibc)
import Glibc
#endif

// MARK: - Running the binary and measuring its peak memory

struct MeasuredRun {
    var status: Int32
    /// Peak resident memory of the child in MB: its VmHWM, sampled every
    /// few milliseconds until it exits (the last sample is the peak so far).
    var peakMB: Double
    var seconds: Double
    var stdout: String
    var stderr: String
}

extension CLI {
    /// Runs the binary like `run`, watching its peak memory in
    /// /proc/PID/status. (wait4's ru_maxrss would not do: a child spawned
    /// with vfork inherits the test runner's high-water mark.) Output goes to
    /// files in `home`, so nothing can fill a pipe.
    static func runMeasured(_ arguments: [String], home: TempHome, stdin: URL? = nil) throws -> MeasuredRun {
        let out = home.root.appendingPathComponent("measured-\(UUID().uuidString).out")
        let err = home.root.appendingPathComponent("measured-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = home.environment
        process.currentDirectoryURL = home.root
        process.standardInput = try stdin.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        let start = Date()
        try process.run()
        let status = "/proc/\(process.processIdentifier)/status"
        var peakKB = 0
        while process.isRunning {
            // Before exec the child still shares the runner's memory: wait for our own name.
            if let text = try? String(contentsOfFile: status, encoding: .utf8), text.hasPrefix("Name:\tchoosethere"),
                let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kb = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
            {
                peakKB = max(peakKB, kb)
            }
            usleep(2_000)
        }
        process.waitUntilExit()
        return MeasuredRun(
            status: process.terminationStatus, peakMB: Double(peakKB) / 1024, seconds: Date().timeIntervalSince(start),
            stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }
}

// MARK: - Starting the binary as a shell would

extension CLI {
    /// Starts the binary with every signal unblocked and at its default
    /// action, as a shell starts a command. (Process inherits the mask of the
    /// test runner's thread, where SIGINT and SIGTERM may be blocked.)
    /// Output is discarded; wait with `waitForExit`.
    static func spawnAsFromAShell(_ arguments: [String], home: TempHome) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in [0, 1, 2] { posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0) }
        var cArgs = ([binary.path] + arguments).map { strdup($0) } + [nil]
        var cEnv = home.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArgs + cEnv).forEach { free($0) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, binary.path, &actions, &attributes, &cArgs, &cEnv)
        guard rc == 0 else { throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .EIO) }
        return pid
    }

    /// True while `pid` has not exited (it is not reaped).
    static func isRunning(_ pid: pid_t) -> Bool {
        var info = siginfo_t()
        return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info._sifields._sigchld.si_pid == 0
    }

    /// Waits for `pid`: the signal that ended it, or nil and its exit status.
    static func waitForExit(_ pid: pid_t) -> (signal: Int32?, status: Int32) {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7F) != 0 ? (status & 0x7F, 0) : (nil, (status >> 8) & 0xFF)
    }
}
