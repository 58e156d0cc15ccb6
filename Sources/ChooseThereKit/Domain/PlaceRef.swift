// MARK: - A place the user refers to

/// A place the user refers to: a number from the last list, or a name (or id).
/// `nil` where a `PlaceRef?` is expected means the current pick.
public enum PlaceRef: Sendable, Equatable {
    case number(Int)
    case name(String)

    /// As typed in a command (`3`, `Bar do Zé`).
    public var text: String {
        switch self {
        case .number(let n): String(n)
        case .name(let name): name
        }
    }

    /// `"3"` → `.number(3)`, anything else → `.name`.
    public init(_ text: String) {
        if let n = Int(text.trimmed) { self = .number(n) } else { self = .name(text) }
    }
}
