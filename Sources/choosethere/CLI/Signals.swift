import ChooseThereKit
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

// MARK: - Signals, turned into flags for the main thread

/// The one place a C signal handler can reach: the session's cancellation
/// and the flags below. (A signal handler cannot capture context, so these
/// statics are the bridge; the kit itself has no globals.) Every handler
/// does lock-free stores only, which is all that is async-signal-safe; the
/// work a signal asks for — resizing the line editor, ending the shell —
/// happens on the main thread when the interrupted read returns.
enum Signals {
    static let cancellation = Cancellation()
    static let flags = SignalFlags()

    /// Ctrl-C marks the running command cancelled instead of ending the shell.
    static func catchInterrupts() {
        cancellation.reset()
        signal(SIGINT) { _ in Signals.cancellation.cancel() }
    }

    /// The shell's way out on SIGTERM, SIGHUP (the terminal closed) and
    /// SIGQUIT: the running command is cancelled, the read at the prompt
    /// returns, and the shell leaves as after `quit` — history saved, the
    /// store checkpointed and closed, the terminal as it was — then ends by
    /// the same signal (`endBySignalIfAsked`), so its parent sees why.
    ///
    /// In scripts, `-c` and piped input (`includingInterrupt`) Ctrl-C ends the
    /// program the same way, at the end of the command it interrupts.
    /// A file being written when the signal comes is abandoned: its
    /// temporary copy is removed at once and it never replaces its target.
    static func catchEndings(includingInterrupt: Bool = false) {
        _ = flags  // initialised before any handler can run
        TempFileGuard.prepare()
        for number in endings + (includingInterrupt ? [SIGINT] : []) {
            install(number) { number in
                Signals.flags.ending.store(number, ordering: .relaxed)
                Signals.cancellation.cancel()
                TempFileGuard.abandonWrites()
            }
        }
    }

    /// While a line is read: a window change and a stop/continue interrupt
    /// the read (no `SA_RESTART`) so the editor can follow them between two
    /// characters. Returns what puts the previous handlers back.
    static func catchWhileReading() -> () -> Void {
        _ = flags
        var previous: [(Int32, sigaction)] = []
        let handlers: [(Int32, @convention(c) (Int32) -> Void)] = [
            (SIGWINCH, { _ in Signals.flags.windowChanged.store(true, ordering: .relaxed) }),
            (SIGCONT, { _ in Signals.flags.continued.store(true, ordering: .relaxed) }),
        ]
        for (number, handler) in handlers {
            if let old = install(number, handler) { previous.append((number, old)) }
        }
        return {
            for (number, old) in previous {
                var action = old
                sigaction(number, &action, nil)
            }
        }
    }

    /// Ends the process by the signal that asked the shell to end, if one
    /// did (after the shell has cleaned up); returns otherwise.
    static func endBySignalIfAsked() {
        let number = flags.ending.load(ordering: .relaxed)
        guard number != 0 else { return }
        signal(number, SIG_DFL)
        raise(number)
    }

    /// Signals that end the program the normal way (history saved, store closed,
    /// a file being written abandoned), then by the same signal: besides the usual
    /// three, those whose default would kill it mid-write (a file-size limit,
    /// `kill -USR1`, an alarm, a closed pipe).
    static let endings: [Int32] = [SIGTERM, SIGHUP, SIGQUIT, SIGXFSZ, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE]

    /// Installs `handler` for `number` without `SA_RESTART`; returns the old action.
    @discardableResult
    private static func install(_ number: Int32, _ handler: @convention(c) (Int32) -> Void) -> sigaction? {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        action.sa_flags = 0
        sigemptyset(&action.sa_mask)
        var old = sigaction()
        return sigaction(number, &action, &old) == 0 ? old : nil
    }
}

/// What the signal handlers tell the main thread.
final class SignalFlags: Sendable {
    /// SIGWINCH since the editor last resized.
    let windowChanged = Atomic<Bool>(false)
    /// SIGCONT since the editor last redrew (after a stop from outside).
    let continued = Atomic<Bool>(false)
    /// The signal that asked the shell to end, or 0.
    let ending = Atomic<Int32>(0)

    var endRequested: Bool { ending.load(ordering: .relaxed) != 0 }
}
