// MARK: - Reply: what a command produced

/// Something the shell around the session must do.
public enum ShellAction: Sendable, Equatable {
    case none
    /// Leave the program.
    case quit
    /// Run the commands of a script file.
    case runScript(path: String)
    /// Ask the user a question; on yes (or on typing `expected`, when set), run `intent`.
    case confirm(Question, expected: String? = nil, then: Intent)
    /// Open a URL in the user's browser (interactive sessions only).
    case openURL(String)
}

/// A question the shell asks before running a command.
public enum Question: Sendable, Equatable {
    case forget(name: String, visits: Int)
    case replace(path: String, places: Int, visits: Int)
    /// The location set is in another city: switch to it?
    case switchCity(String)
    /// An export onto a file that exists: replace it?
    case overwrite(path: String)
    /// A command read from chat the learned model doubts: run it?
    case runCommand(String)
}

/// A warning shown on standard error beside a reply.
public enum Notice: Sendable, Equatable {
    /// The broken settings file was kept under this name before saving.
    case brokenSettingsKept(path: String)
    /// A command said after another in one line that records or changes something: not run.
    case followUpNotRun(String)
    /// Typos read as known words ("sushii" as "sushi").
    case readAs([Correction])
    /// Words of the line that no part of the command took.
    case ignoredWords([String])
    /// Parts of town said in a request: the list has no neighbourhoods, so they were not used.
    case areasNotUsed([String])
}

/// The outcome of one command: items to show (or a failure), an action for
/// the shell, notices for standard error. Pure data: `TextRenderer` and
/// `JSONRenderer` turn it into text and `--json`.
public struct Reply: Sendable, Equatable {
    public var items: [ReplyItem]
    public var failure: CommandFailure?
    public var action: ShellAction
    public var notices: [Notice]
    /// Names to flash before a pick (the roulette; terminals only).
    public var roulette: [String]

    public var ok: Bool { failure == nil }

    public init(_ items: [ReplyItem] = [], action: ShellAction = .none) {
        self.items = items
        self.failure = nil
        self.action = action
        self.notices = []
        self.roulette = []
    }

    /// A failed command.
    public static func failure(_ failure: CommandFailure) -> Reply {
        var r = Reply()
        r.failure = failure
        return r
    }

    /// A one-message reply.
    public static func message(_ message: Message) -> Reply { Reply([.message(message)]) }

    /// Adds what `other` says after this reply's own parts.
    public mutating func append(_ other: Reply) {
        items += other.items
        if let f = other.failure { failure = f }
        if other.action != .none { action = other.action }
        notices += other.notices
        roulette += other.roulette
    }
}
