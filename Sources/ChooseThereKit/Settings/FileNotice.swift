// MARK: - Something about a file worth saying

/// A warning worded when shown (settings read at start-up): a phrase,
/// its values, and the file it is about.
public struct FileNotice: Sendable, Equatable {
    public var phrase: Phrase
    public var values: [String: String]
    public var file: String?

    public init(_ phrase: Phrase, _ values: [String: String] = [:], file: String? = nil) {
        self.phrase = phrase
        self.values = values
        self.file = file
    }
}
