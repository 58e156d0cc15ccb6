// MARK: - OSC 8 hyperlinks, where the terminal shows them

/// Which terminals show OSC 8 hyperlinks. There is no way to ask a terminal,
/// and one that does not know the sequence may print it, so links are only
/// written for terminals known to show them (as `ls --hyperlink=auto`,
/// `gcc` and `systemd` decide). `CHOOSETHERE_HYPERLINKS=1` or `0` overrides.
enum Hyperlinks {
    static func supported(_ env: [String: String]) -> Bool {
        switch env["CHOOSETHERE_HYPERLINKS"] {
        case "1"?, "yes"?, "always"?: return true
        case "0"?, "no"?, "never"?: return false
        default: break
        }
        let term = env["TERM"] ?? ""
        if term == "dumb" || term.isEmpty { return false }
        // Multiplexers may drop or mangle the sequence (tmux before 3.4, screen).
        if env["TMUX"] != nil || term.hasPrefix("screen") { return false }
        if ["xterm-kitty", "foot", "foot-extra", "wezterm", "xterm-ghostty"].contains(term) { return true }
        if let program = env["TERM_PROGRAM"],
            ["iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper", "Tabby", "rio"].contains(program)
        {
            return true
        }
        if env["WT_SESSION"] != nil || env["KONSOLE_VERSION"] != nil || env["DOMTERM"] != nil { return true }
        // GNOME Terminal, Tilix, Terminator and other VTE terminals from 0.50.
        if let vte = env["VTE_VERSION"].flatMap(Int.init), vte >= 5000 { return true }
        return false
    }

    /// A URL that can go inside the sequence: printable ASCII only (no
    /// escape, no BEL, nothing that could end the sequence early).
    static func isSafe(_ url: String) -> Bool {
        !url.isEmpty && url.utf8.count <= 2048 && url.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
    }
}
