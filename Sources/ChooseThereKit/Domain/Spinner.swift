// MARK: - The smart spin: filters, exclusions, weights, a seeded draw

/// Something the spin had to loosen to find a place, announced to the user.
public enum Relaxation: Sendable, Equatable {
    /// No place had all the tags; any of them was accepted.
    case anyTag([String])
    /// Every candidate was a recent visit; recent visits were allowed back.
    case recentVisits(Int)
    /// Every candidate had been shown this round; a new round started.
    case newCycle(Int)
}

/// One draw from a pool, with everything `why` explains.
public struct SpinDraw: Sendable, Equatable {
    public var winner: SpinCandidate?
    /// The winner's place id (filled in once the place is loaded).
    public var winnerId: String?
    /// Places matching the filters (after the radius).
    public var poolSize: Int
    /// Places left to draw from after exclusions.
    public var eligible: Int
    public var excludedRecent: Int
    public var excludedShown: Int
    public var relaxations: [Relaxation] = []
    /// A radius was asked for but no location is known.
    public var radiusIgnored = false
    public var winnerWeight = 0.0
    public var averageWeight = 0.0
    /// Distance from the user to the winner, when the location is known.
    public var distanceKm: Double?
    public var bearing: Double?
    /// A few other candidates' store keys for the roulette animation.
    public var sample: [Int] = []
}

/// Weights and draws. Pure: the store supplies candidates, the caller the
/// generator, so the same seed gives the same picks everywhere.
public enum Spinner {
    /// The weight of a candidate: rating priority × learned weight.
    /// prefer: well rated (avg ≥ 4) ×3, rated ×1.5, unrated ×1. Learned:
    /// max(0.1, 1 + Σ tag weights + category weight).
    public static func weight(_ c: SpinCandidate, rating: RatingPriority, learning: Bool) -> Double {
        var w = 1.0
        if rating == .prefer {
            if let avg = c.ratingAverage, c.ratingCount > 0 { w = avg >= 4 ? 3 : 1.5 }
        }
        if learning { w *= max(0.1, 1 + c.learned) }
        return w
    }

    /// Draws from `candidates` (already filtered by the store), excluding
    /// recent visits and places shown this round, relaxing in that order
    /// when nothing is left.
    public static func draw(
        from candidates: [SpinCandidate], filters: SpinFilters, location: Coordinate?,
        recent: [Int], shown: Set<Int>, learning: Bool,
        rng: RandomSource
    ) -> SpinDraw {
        var pool = candidates
        var radiusIgnored = false
        if let radius = filters.radiusKm {
            if let here = location {
                pool = pool.filter { Geo.distanceKm(here, Coordinate(lat: $0.lat, lng: $0.lng)) <= radius }
            } else {
                radiusIgnored = true
            }
        }
        let recentSet = Set(recent)
        var relaxations: [Relaxation] = []
        let excludedRecent = pool.filter { recentSet.contains($0.pk) }.count
        let excludedShown = pool.filter { shown.contains($0.pk) && !recentSet.contains($0.pk) }.count
        var eligible = pool.filter { !recentSet.contains($0.pk) && !shown.contains($0.pk) }
        if eligible.isEmpty, excludedRecent > 0 {
            eligible = pool.filter { !shown.contains($0.pk) }
            if !eligible.isEmpty { relaxations.append(.recentVisits(excludedRecent)) }
        }
        if eligible.isEmpty, !pool.isEmpty {
            relaxations.append(.newCycle(pool.count))
            eligible = pool
        }
        var draw = SpinDraw(
            winner: nil, poolSize: pool.count, eligible: eligible.count,
            excludedRecent: excludedRecent, excludedShown: excludedShown,
            relaxations: relaxations, radiusIgnored: radiusIgnored)
        guard !eligible.isEmpty else { return draw }
        let weights = eligible.map { weight($0, rating: filters.rating, learning: learning) }
        let total = weights.reduce(0, +)
        var target = rng.unit() * total
        var index = eligible.count - 1
        for (i, w) in weights.enumerated() {
            if target < w { index = i; break }
            target -= w
        }
        let winner = eligible[index]
        draw.winner = winner
        draw.winnerWeight = weights[index]
        draw.averageWeight = total / Double(weights.count)
        if let here = location {
            let there = Coordinate(lat: winner.lat, lng: winner.lng)
            draw.distanceKm = Geo.distanceKm(here, there)
            draw.bearing = Geo.bearing(here, there)
        }
        // Up to 8 other candidates for the roulette, drawn from the same generator.
        var sample: [Int] = []
        var taken = Set([index])
        while sample.count < min(8, eligible.count - 1) {
            let i = rng.below(eligible.count)
            if taken.insert(i).inserted { sample.append(eligible[i].pk) }
        }
        draw.sample = sample
        return draw
    }
}
