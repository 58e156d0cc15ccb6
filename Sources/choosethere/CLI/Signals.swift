#if canImport(Glibc)
import Glibc
#endif
import ChooseThereKit

// MARK: - Ctrl-C while a command runs

/// The one place a C signal handler can reach: the session's cancellation.
/// (A signal handler cannot capture context, so this static is the bridge;
/// the kit itself has no globals.)
enum Signals {
    static let cancellation = Cancellation()

    /// Ctrl-C marks the running command cancelled instead of ending the shell.
    static func catchInterrupts() {
        cancellation.reset()
        signal(SIGINT) { _ in Signals.cancellation.cancel() }
    }
}
