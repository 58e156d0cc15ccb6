// MARK: - `import` as said

/// `import PATH [merge|replace] [preview]`.
public struct ImportRequest: Sendable, Equatable {
    public var path: String?
    public var mode: ImportMode?
    public var preview: Bool
    /// Set only by the shell after the user typed the confirmation word.
    public var confirmed: Bool
    /// No path said, the file pointed back at ("ok import it, merge", "importa substituindo tudo"): the file of the
    /// last preview.
    public var previewedFile = false

    public init(path: String?, mode: ImportMode? = nil, preview: Bool = false, confirmed: Bool = false) {
        self.path = path
        self.mode = mode
        self.preview = preview
        self.confirmed = confirmed
    }

    public var isReplace: Bool { mode == .replace }
}
