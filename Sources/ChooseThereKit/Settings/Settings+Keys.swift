// MARK: - Settings key by key

extension Settings {
    /// The settings as members of the file (raw values are the JSON names).
    /// A save writes only the keys a command set, so another process's
    /// changes to the rest survive.
    public enum Key: String, Sendable, CaseIterable {
        case city, source, radiusKm, avoidRepeats, learning, location, symbols, animation, onboarded, language
        case log
    }

    /// The keys whose values differ from `other`'s.
    public func changedKeys(from other: Settings) -> [Key] {
        Key.allCases.filter { key in
            switch key {
            case .city: city != other.city
            case .source: source != other.source
            case .radiusKm: radiusKm != other.radiusKm
            case .avoidRepeats: avoidRepeats != other.avoidRepeats
            case .learning: learning != other.learning
            case .location: location != other.location
            case .symbols: symbols != other.symbols
            case .animation: animation != other.animation
            case .onboarded: onboarded != other.onboarded
            case .language: language != other.language
            case .log: eventLog != other.eventLog
            }
        }
    }
}
