// MARK: - Merge or replace

/// How an import treats what is already there.
public enum ImportMode: String, Sendable {
    /// Insert new and update existing by id; never delete.
    case merge
    /// Wipe the collection, then load the file.
    case replace
}
