#if canImport(Glibc)
import Glibc
#endif

// MARK: - Pager: long output at a terminal goes through $PAGER, like psql

/// Shows text through the user's pager. `$PAGER` decides (run by `/bin/sh`,
/// so `less -R` or `cat > file` work); an empty `$PAGER` means none; unset,
/// `less -FRX` when less is installed (-F: quit at once when the text fits,
/// -R: keep colours, -X: leave the text on the screen).
struct Pager {
    /// The shell command.
    let command: String

    /// The pager for this environment, or nil when there is none to use.
    static func from(environment: [String: String]) -> Pager? {
        if let chosen = environment["PAGER"] {
            let trimmed = chosen.trimmed
            return trimmed.isEmpty ? nil : Pager(command: trimmed)
        }
        return onPath("less", environment["PATH"]) ? Pager(command: "less -FRX") : nil
    }

    /// Whether `program` is an executable in one of `path`'s folders.
    static func onPath(_ program: String, _ path: String?) -> Bool {
        (path ?? "/usr/bin:/bin").split(separator: ":").contains { access(String($0) + "/" + program, X_OK) == 0 }
    }

    /// Runs the pager with `text` on its standard input and waits for it to
    /// end. False when it could not be started (the caller prints instead).
    /// Ctrl-C belongs to the pager meanwhile; a pager that quits early
    /// (SIGPIPE) is fine.
    func show(_ text: String) -> Bool {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return false }
        let (readEnd, writeEnd) = (fds[0], fds[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, 0)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        // The pager gets default signal handling whatever ours is.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGPIPE, SIGQUIT, SIGTSTP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("sh"), strdup("-c"), strdup(command), nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environ)
        close(readEnd)
        guard spawned == 0 else {
            close(writeEnd)
            return false
        }
        let oldPipe = signal(SIGPIPE, SIG_IGN)
        let oldInterrupt = signal(SIGINT, SIG_IGN)
        defer {
            signal(SIGPIPE, oldPipe)
            signal(SIGINT, oldInterrupt)
        }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }  // the pager quit before reading everything
            bytes = bytes.dropFirst(n)
        }
        close(writeEnd)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return true
    }
}
