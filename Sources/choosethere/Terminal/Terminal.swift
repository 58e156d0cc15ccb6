#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Terminal: facts about the controlling terminal

/// Small questions about the terminal the program runs in.
enum Terminal {
    /// Whether `fd` (0 = stdin, 1 = stdout, 2 = stderr) is a terminal.
    static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }

    /// Stops echoing and line editing on the terminal (stdin) until the
    /// returned closure runs. Keys typed meanwhile stay queued — TCSANOW
    /// flushes nothing — and reach the next read (the next prompt) intact.
    /// Signals (Ctrl-C) still work.
    static func holdTypeAhead() -> () -> Void {
        var saved = termios()
        guard isTerminal(0), tcgetattr(0, &saved) == 0 else { return {} }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO | ICANON)
        quiet.c_cc.6 = 1  // VMIN
        quiet.c_cc.5 = 0  // VTIME
        tcsetattr(0, TCSANOW, &quiet)
        return { tcsetattr(0, TCSANOW, &saved) }
    }

    /// The terminal's size in character cells, from `TIOCGWINSZ` on stdout,
    /// then stdin, then stderr; 80×24 when none of them is a terminal (or it
    /// reports 0).
    static func size() -> (columns: Int, rows: Int) {
        for fd: Int32 in [1, 0, 2] {
            var window = winsize()
            if ioctl(fd, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
                return (Int(window.ws_col), Int(window.ws_row))
            }
        }
        return (80, 24)
    }
}
