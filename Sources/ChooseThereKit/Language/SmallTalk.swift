// MARK: - Small talk the parser recognises

/// Lines that are conversation, not commands: each gets its own answer.
public enum SmallTalk: String, Sendable, Equatable {
    case greeting, thanks, undo
}
