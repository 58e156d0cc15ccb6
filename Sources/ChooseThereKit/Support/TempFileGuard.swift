import Synchronization

#if canImport(Glibc)
import Glibc
#endif

// MARK: - Temporary files removed when a signal ends the process

/// Names the temporary files being written, so a SIGINT, SIGTERM or SIGHUP
/// that would end the process removes them first (an interrupted export
/// once left `PATH.tmp-PID` behind).
///
/// Why a registered path rather than `O_TMPFILE` + `linkat`: an unnamed
/// file cannot be renamed over the target, so it would still need a named
/// link for the last step (leaving the same window), `linkat` of
/// `/proc/self/fd/N` needs /proc, and not every file system has
/// `O_TMPFILE`. A name in a fixed buffer and an `unlink` are
/// async-signal-safe everywhere.
///
/// The handler is installed once, on first use, and keeps the disposition
/// it found: when that was the default (the process is about to end), it
/// unlinks every armed path, restores the default and re-raises the
/// signal; when it was a handler (the shell's Ctrl-C), it calls it and the
/// write goes on, cleaning up through its normal error paths; an ignored
/// signal stays ignored.
public enum TempFileGuard {
    static let slotCount = 8
    static let slotBytes = Int(PATH_MAX)
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    // Allocated once and never freed: the handler reads them, and must not
    // allocate or take locks. Initialised before the handler is installed.
    nonisolated(unsafe) static let paths = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotBytes)
    nonisolated(unsafe) static let armed: UnsafeMutablePointer<sig_atomic_t> = {
        let p = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: slotCount)
        p.initialize(repeating: 0, count: slotCount)
        return p
    }()
    nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
        let p = UnsafeMutablePointer<sigaction>.allocate(capacity: 3)
        p.initialize(repeating: sigaction(), count: 3)
        return p
    }()
    /// Per signal: 0 the default action, 1 ignored, 2 a handler.
    nonisolated(unsafe) static let previousKind: UnsafeMutablePointer<Int32> = {
        let p = UnsafeMutablePointer<Int32>.allocate(capacity: 3)
        p.initialize(repeating: 0, count: 3)
        return p
    }()
    /// Set (to 1) once a signal that ends the program asked for every write to be abandoned.
    nonisolated(unsafe) static let abandoned: UnsafeMutablePointer<sig_atomic_t> = {
        let p = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
        p.initialize(to: 0)
        return p
    }()

    /// Initialises what a signal handler reads; call before installing one
    /// that calls `abandonWrites` (statics are made on first use, which a
    /// handler must not be).
    public static func prepare() {
        _ = (paths, armed, previous, previousKind, abandoned)
    }

    /// For a signal handler of the program's that is about to end it (after
    /// the running command): removes every temporary file being written and
    /// makes each write in progress fail instead of replacing its target.
    /// Async-signal-safe (stores and `unlink` only).
    public static func abandonWrites() {
        abandoned.pointee = 1
        for slot in 0..<slotCount where armed[slot] != 0 {
            unlink(paths + slot * slotBytes)
        }
    }

    /// Whether `abandonWrites` was called.
    static var writesAbandoned: Bool { abandoned.pointee != 0 }

    /// Which slots are taken, and whether the handler is installed.
    static let state = Mutex<(used: [Bool], installed: Bool)>((Array(repeating: false, count: 8), false))

    /// Registers `path` until `disarm`; nil when it cannot be registered
    /// (too long, or every slot taken), in which case the write goes on
    /// unguarded.
    static func arm(_ path: String) -> Int? {
        let bytes = Array(path.utf8)
        guard bytes.count < slotBytes, !bytes.contains(0) else { return nil }
        return state.withLock { state -> Int? in
            if !state.installed { install(); state.installed = true }
            guard let slot = state.used.firstIndex(of: false) else { return nil }
            state.used[slot] = true
            let base = paths + slot * slotBytes
            for (i, byte) in bytes.enumerated() { base[i] = CChar(bitPattern: byte) }
            base[bytes.count] = 0
            armed[slot] = 1  // last: the handler only reads a complete name
            return slot
        }
    }

    static func disarm(_ slot: Int?) {
        guard let slot else { return }
        state.withLock { state in
            armed[slot] = 0
            state.used[slot] = false
        }
    }

    /// Installs the handler for every signal, remembering what was there.
    private static func install() {
        for (i, signal) in signals.enumerated() {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = TempFileGuard.handler
            action.sa_flags = SA_SIGINFO | SA_RESTART
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            guard sigaction(signal, &action, &old) == 0 else { continue }
            previous[i] = old
            let raw = unsafeBitCast(old.__sigaction_handler.sa_handler, to: Int.self)
            previousKind[i] = raw == 0 ? 0 : (raw == 1 ? 1 : 2)
        }
    }

    /// The signal handler: async-signal-safe calls only (unlink, sigaction, raise).
    static let handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
        signal, info, context in
        let saved = errno
        let index = signal == SIGINT ? 0 : (signal == SIGTERM ? 1 : 2)
        switch TempFileGuard.previousKind[index] {
        case 0:
            for slot in 0..<TempFileGuard.slotCount where TempFileGuard.armed[slot] != 0 {
                unlink(TempFileGuard.paths + slot * TempFileGuard.slotBytes)
            }
            var fallback = sigaction()  // zeroed: SIG_DFL
            sigemptyset(&fallback.sa_mask)
            sigaction(signal, &fallback, nil)
            raise(signal)  // delivered with the default action once this handler returns
        case 2:
            let old = TempFileGuard.previous[index]
            if old.sa_flags & SA_SIGINFO != 0 {
                old.__sigaction_handler.sa_sigaction?(signal, info, context)
            } else {
                old.__sigaction_handler.sa_handler?(signal)
            }
        default:
            break
        }
        errno = saved
    }
}
