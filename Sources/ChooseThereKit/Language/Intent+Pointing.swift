// MARK: - Intent: a command that takes a place, pointed at another one

extension Intent {
    /// This command pointed at `place` instead of the current pick, when it takes a place.
    func pointed(at place: PlaceRef) -> Intent? {
        switch self {
        case .favorite(nil, let on): .favorite(target: place, on: on)
        case .forget(nil, let confirmed): .forget(target: place, confirmed: confirmed)
        case .show(nil): .show(target: place)
        case .open(nil, let app): .open(target: place, app: app)
        case .save(nil): .save(target: place)
        default: nil
        }
    }

    /// Whether this command points at the current pick (it takes a place and names none).
    var pointsAtCurrent: Bool { pointed(at: .number(1)) != nil }
}
