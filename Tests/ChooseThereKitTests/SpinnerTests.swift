import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - The spinner: weights, exclusions, relaxations, determinism

@Suite("Spinner")
struct SpinnerTests {
    static func candidate(
        _ pk: Int, avg: Double? = nil, count: Int = 0, learned: Double = 0, lat: Double = 0, lng: Double = 0
    ) -> SpinCandidate {
        SpinCandidate(pk: pk, ratingAverage: avg, ratingCount: count, learned: learned, lat: lat, lng: lng)
    }

    @Test func weightsFollowTheRules() {
        let wellRated = Self.candidate(1, avg: 4.5, count: 2)
        let rated = Self.candidate(2, avg: 3, count: 1)
        let unrated = Self.candidate(3)
        #expect(Spinner.weight(wellRated, rating: .prefer, learning: false) == 3)
        #expect(Spinner.weight(rated, rating: .prefer, learning: false) == 1.5)
        #expect(Spinner.weight(unrated, rating: .prefer, learning: false) == 1)
        #expect(Spinner.weight(wellRated, rating: .any, learning: false) == 1)
        #expect(Spinner.weight(Self.candidate(4, learned: 1.5), rating: .any, learning: true) == 2.5)
        #expect(Spinner.weight(Self.candidate(5, learned: -4), rating: .any, learning: true) == 0.1, "never below 0.1")
        #expect(Spinner.weight(Self.candidate(5, learned: -4), rating: .any, learning: false) == 1)
    }

    @Test func sameSeedSamePicks() {
        let pool = (1...50).map { Self.candidate($0) }
        func picks(_ seed: UInt64) -> [Int] {
            let rng = RandomSource(seed: seed)
            return (0..<10).compactMap { _ in
                Spinner.draw(from: pool, filters: SpinFilters(), location: nil, recent: [], shown: [], learning: false, rng: rng).winner?.pk
            }
        }
        #expect(picks(42) == picks(42))
        #expect(picks(42) != picks(43))
    }

    @Test func recentVisitsAreSkippedThenRelaxed() {
        let pool = [Self.candidate(1), Self.candidate(2)]
        let rng = RandomSource(seed: 1)
        let skipped = Spinner.draw(from: pool, filters: SpinFilters(), location: nil, recent: [1], shown: [], learning: false, rng: rng)
        #expect(skipped.winner?.pk == 2)
        #expect(skipped.excludedRecent == 1)
        #expect(skipped.relaxations.isEmpty)
        let relaxed = Spinner.draw(from: pool, filters: SpinFilters(), location: nil, recent: [1, 2], shown: [], learning: false, rng: rng)
        #expect(relaxed.winner != nil)
        #expect(relaxed.relaxations == [.recentVisits(2)])
    }

    @Test func anExhaustedPoolStartsANewRound() {
        let pool = [Self.candidate(1), Self.candidate(2)]
        let rng = RandomSource(seed: 1)
        let draw = Spinner.draw(from: pool, filters: SpinFilters(), location: nil, recent: [], shown: [1, 2], learning: false, rng: rng)
        #expect(draw.winner != nil)
        #expect(draw.relaxations == [.newCycle(2)])
    }

    @Test func radiusNeedsALocation() {
        let near = Self.candidate(1, lat: -23.5600, lng: -46.6900)
        let far = Self.candidate(2, lat: -23.6500, lng: -46.6900)
        let rng = RandomSource(seed: 1)
        let here = Coordinate(lat: -23.5610, lng: -46.6900)
        let filtered = Spinner.draw(
            from: [near, far], filters: SpinFilters(radiusKm: 1), location: here, recent: [], shown: [], learning: false, rng: rng)
        #expect(filtered.poolSize == 1)
        #expect(filtered.winner?.pk == 1)
        #expect((filtered.distanceKm ?? 9) < 0.2)
        let ignored = Spinner.draw(
            from: [near, far], filters: SpinFilters(radiusKm: 1), location: nil, recent: [], shown: [], learning: false, rng: rng)
        #expect(ignored.radiusIgnored)
        #expect(ignored.poolSize == 2)
    }

    @Test func weightsShiftTheOdds() {
        let pool = [Self.candidate(1, learned: 4), Self.candidate(2)]
        let rng = RandomSource(seed: 9)
        var wins = 0
        for _ in 0..<600
        where Spinner.draw(from: pool, filters: SpinFilters(), location: nil, recent: [], shown: [], learning: true, rng: rng).winner?.pk
            == 1
        {
            wins += 1
        }
        #expect(wins > 430 && wins < 570, "weight 5 against 1 wins about 5/6 of the time (got \(wins)/600)")
    }
}

// MARK: - Rating, learning and history through the session

@Suite("Rating and learning")
struct RatingTests {
    @Test func ratingUpdatesAggregatesAndWeights() throws {
        let h = try Harness(live: true)
        try h.ok("switch city Curitiba")
        try h.ok("show Bar do Alemão")
        try h.ok("rate 4 would return")
        try h.ok("rate 2 never again slow")
        let place = try #require(try h.db.places(named: "Bar do Alemão").first)
        #expect(place.ratingCount == 2)
        #expect(place.ratingAverage == 3)
        #expect(place.lastVisitedAt != nil)
        let weights = try h.db.visits.learnedWeights()
        #expect(weights.contains { $0.kind == "category" && $0.key == "bar" && $0.weight == 0 } == false, "+0.5 − 0.5 = 0 is not listed")
        try h.ok("rate 5")
        let after = try h.db.visits.learnedWeights()
        #expect(after.contains { $0.kind == "tag" && $0.key == "german" && $0.weight == 1 })
        let history = try h.db.visits.history(VisitQuery(filter: .wouldReturn))
        #expect(history.count == 2)
        #expect(try h.db.visits.history(VisitQuery(filter: .best)).first?.visit.rating == 5)
    }

    @Test func learningOffLeavesWeightsAlone() throws {
        let h = try Harness(live: true)
        try h.ok("switch city Curitiba")
        try h.ok("learning off")
        try h.ok("show Bar do Alemão")
        try h.ok("rate 5")
        #expect(try h.db.visits.learnedWeights().isEmpty)
    }

    @Test func weightsAreClampedAtFive() throws {
        let h = try Harness(live: true)
        try h.ok("switch city Curitiba")
        try h.ok("show Bar do Alemão")
        for _ in 0..<8 { try h.ok("rate 5") }
        let weights = try h.db.visits.learnedWeights()
        #expect(weights.allSatisfy { abs($0.weight) <= 5 })
        #expect(weights.contains { $0.key == "german" && $0.weight == 5 })
    }

    @Test func theFourPhrasingsOfTheBrief() throws {
        let h = try Harness(live: true)
        try h.ok("switch city São Paulo")
        try h.ok("i'm at -23.5614,-46.6559")
        let near = try h.ok("near me 2km bar")
        #expect(h.text(near).contains("within 2 km"))
        try h.ok("spin again")
        try h.ok("rate 4 would return")
        let city = try h.ok("switch city Curitiba")
        #expect(h.text(city).contains("Now in Curitiba, PR"))
    }
}
