// MARK: - The reducer: (state, event) → new state + effects

/// What happened: the user's intent, or the result of an effect.
public enum SessionEvent: Sendable, Equatable {
    case intent(Intent)
    /// A spin was drawn from the current pool.
    case drawn(SpinDraw)
    /// A place became the current pick (shown, rated, added, favourited).
    case picked(id: String)
    /// A place left the list.
    case forgotten(id: String)
}

/// What the interpreter must do next.
public enum SessionEffect: Sendable, Equatable {
    /// Draw from `state.pool` (store query + seeded generator).
    case draw
    /// Run a command against the store, settings or services.
    case perform(Intent)
    /// Answer with an error, changing nothing else.
    case fail(CommandError)
}

/// The conversation's rules, as a pure function. Everything about pools,
/// re-rolls and the current pick changes here and nowhere else; the
/// `Session` interprets the effects and feeds their results back in.
public enum SessionController {
    /// Inline radii (`within 3km`, `near me 500m`): one range for every command.
    public static let radiusRange: ClosedRange<Double> = 0.1...10

    /// - Parameter cityKey: the selected city, for a new pool.
    public static func reduce(_ state: inout SessionState, _ event: SessionEvent, cityKey: String?) -> [SessionEffect] {
        switch event {
        case .intent(let intent):
            switch intent {
            case .spin(let filters), .near(let filters, _):
                if let km = filters.radiusKm, !SessionController.radiusRange.contains(km) {
                    return [.fail(CommandError("invalid_value", "The radius goes from 100 m to 10 km; \(Geo.formatRadius(km: km)) is out of range."))]
                }
                if case .near(_, let source) = intent {
                    // The session fills in the source from the settings before reducing.
                    state.pool = SpinPool(filters: filters, cityKey: nil, near: true, remote: source == "osm")
                    return [.draw]
                }
                state.pool = SpinPool(filters: filters, cityKey: cityKey)
                return [.draw]
            case .again:
                guard state.pool != nil else {
                    return [.fail(CommandError("no_pool", "Nothing to re-roll yet. Say spin first (spin, spin bar, spin cheap not sushi…).",
                                               suggestion: "spin"))]
                }
                return [.draw]
            case .city(let name, _, _, let any):
                // A new city is a new pool (showing the current city changes nothing).
                if any || name != nil { state.pool = nil; state.lastDraw = nil }
                return [.perform(intent)]
            default:
                return [.perform(intent)]
            }
        case .drawn(let draw):
            state.lastDraw = draw
            guard var pool = state.pool else { return [] }
            if draw.relaxations.contains(where: { if case .newCycle = $0 { true } else { false } }) {
                pool.shown = []
                pool.round += 1
            }
            if let winner = draw.winner {
                pool.shown.append(winner.pk)
                if let id = draw.winnerId { state.currentPickId = id }
            }
            state.pool = pool
            return []
        case .picked(let id):
            if state.currentPickId != id { state.lastDraw = nil }
            state.currentPickId = id
            return []
        case .forgotten(let id):
            if state.currentPickId == id { state.currentPickId = nil; state.lastDraw = nil }
            state.lastListed.removeAll { $0 == id }
            return []
        }
    }
}
