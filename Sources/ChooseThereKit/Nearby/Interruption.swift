import Synchronization

/// Ctrl-C while a command runs. The shell's SIGINT handler marks it; the
/// network client refuses to start a request once it is marked and stops a
/// running one within 100 ms. The shell clears it before each command.
public enum Interruption {
    private static let pending = Atomic<Bool>(false)

    /// Called from the signal handler: a lock-free store, nothing else.
    /// Call `clear()` once before installing the handler so the lazy global
    /// is initialised outside the handler.
    public static func mark() { pending.store(true, ordering: .relaxed) }
    public static func clear() { pending.store(false, ordering: .relaxed) }
    public static var isMarked: Bool { pending.load(ordering: .relaxed) }
}
