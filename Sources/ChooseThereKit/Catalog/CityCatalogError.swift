// MARK: - Why the city catalogue could not be read

/// Why the city catalog could not be loaded.
public enum CityCatalogError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadable(file: String, reason: String)
    /// Line `line` (1-based; the header is line 1) of `file` is malformed.
    case malformedRow(file: String, line: Int, reason: String)

    /// `"<file>:<line>: <reason>"`, or `"<file>: <reason>"` for unreadable files.
    public var description: String {
        switch self {
        case .unreadable(let file, let reason): "\(file): cannot read city catalog: \(reason)"
        case .malformedRow(let file, let line, let reason): "\(file):\(line): \(reason)"
        }
    }
}
