import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - `why` tells the filters and the place actually used (issue 24)

@Suite("Why")
struct WhyTests {
    @Test func openNowIsAmongTheFilters() throws {
        let h = try Harness(live: true)
        try h.ok("switch city São Paulo")
        try h.ok("spin open now")
        let text = h.text(try h.ok("why"))
        #expect(text.contains("Filters: open now · in São Paulo, SP"), "\(text)")
        // (Strict drops places with unknown hours: the seed's bars have none, so it is said of a spin that fails —
        // the filters are shown by the renderer that `why` uses, checked directly.)
        var strict = SpinFilters(tags: ["bar"], openNow: true, strict: true)
        strict.minStars = 4
        #expect(
            PickText(wording: .english, width: 80, symbols: .unicode).describe(strict)
                == "bar · at least 4 stars · open now (unknown hours left out)")
    }

    @Test func aNearPoolIsAroundWhereItWasSearched() throws {
        let h = try Harness(live: true, location: Coordinate(lat: -23.56, lng: -46.69))
        try h.ok("switch city São Paulo")
        try h.ok("near me 3km bar")
        let text = h.text(try h.ok("why"))
        #expect(text.contains("Filters: bar · within 3 km · around your location"), "\(text)")
        #expect(!text.contains("anywhere"), "\(text)")
    }

    @Test func aNearPoolWithoutALocationIsAroundTheCentre() throws {
        let h = try Harness(live: true)
        try h.ok("switch city São Paulo")
        try h.ok("near me 3km bar")
        let text = h.text(try h.ok("why"))
        #expect(text.contains("around the centre of São Paulo, SP"), "\(text)")
    }

    /// `rate 10` fails as a value out of range (`invalid_value`), as other out-of-range values do.
    @Test func starsOutOfRangeAreAnInvalidValue() throws {
        let h = try Harness()
        try h.ok("switch city São Paulo")
        try h.ok("spin")
        #expect(try h.code("rate 10") == "invalid_value")
        #expect(try h.code("rate 0") == "invalid_value")
    }
}
