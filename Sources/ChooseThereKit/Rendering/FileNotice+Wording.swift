// MARK: - A file's notice in words

extension FileNotice {
    /// `FILE: sentence` in `wording`'s language.
    public func text(_ wording: Wording) -> String {
        (file.map { $0 + ": " } ?? "") + wording.text(phrase, values)
    }
}
