// MARK: - Which visits a history shows

/// Which list `history` shows (`favorites`: visits to places marked favourite).
public enum HistoryFilter: String, Sendable, Equatable, CaseIterable { case all, best, wouldReturn = "would_return", match, favorites }
