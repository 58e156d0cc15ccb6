// MARK: - What the parser understood, and how sure it is

/// A typo read as a known word (`sushii` → `sushi`).
public struct Correction: Sendable, Equatable {
    public var typed: String
    public var read: String
    public init(typed: String, read: String) {
        self.typed = typed
        self.read = read
    }
}

/// A line's intent with what the reading leaned on: the typos it repaired
/// and the content words no slot took. The session says both, so nothing
/// typed is silently dropped.
public struct Understood: Sendable, Equatable {
    public var intent: Intent
    /// Typos read as known words.
    public var corrections: [Correction]
    /// Content words that are part of no slot (fillers and glue words aside).
    public var ignored: [String]
    /// Parts of town said in the request, which no slot takes ("in the north part of town").
    public var areas: [String]
    /// Commands said after this one in the same line ("spin a bar and then show it"), to run in order.
    public var followUps: [String] = []

    public init(intent: Intent, corrections: [Correction] = [], ignored: [String] = [], areas: [String] = []) {
        self.intent = intent
        self.corrections = corrections
        self.ignored = ignored
        self.areas = areas
    }

    /// 1 when every word was read as typed and used; less for each repair
    /// and each word left over. Commands that delete or overwrite never run
    /// below `Understood.sure`.
    public var confidence: Double {
        if case .unknown = intent { return 0 }
        return max(0.1, 1 - 0.3 * Double(corrections.count) - 0.15 * Double(ignored.count))
    }

    public static let sure = 0.8
}
