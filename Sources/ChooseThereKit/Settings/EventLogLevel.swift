// MARK: - How much the event log records

/// How much the event log records (`set log off|on|detailed`).
public enum EventLogLevel: String, Sendable, Equatable, CaseIterable {
    /// Nothing.
    case off
    /// What happened, how long it took, how many and how it ended: no
    /// place names, searches, paths or coordinates.
    case on
    /// `on`, plus the searches, coordinates, paths and place names.
    case detailed

    /// `off`/`on`/`detailed`, and the usual switch words (`no`, `ligado`, `detalhado`…).
    public init?(value: String) {
        let folded = Folding.key(value)
        if let level = EventLogLevel(rawValue: folded) { self = level; return }
        if ["detalhado", "verbose", "full", "completo"].contains(folded) { self = .detailed; return }
        guard let on = SettingValues.switchValue(value) else { return nil }
        self = on ? .on : .off
    }
}
