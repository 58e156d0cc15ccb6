import ChooseThereTestSupport
import Foundation
import Testing

@testable import ChooseThereKit

/// Ordinary input that used to stop the program with SIGILL (issue 14).
@Suite("Crash regressions")
struct CrashRegressionTests {
    @Test func anAbsurdPageNumberSaysThereIsNoSuchPage() throws {
        let h = try Harness()
        #expect(try h.code("list page 99999999999999999999") == "no_such_page")
        #expect(try h.code("list page 9223372036854775807") == "no_such_page")
    }

    @Test func anAbsurdRadiusIsRefusedWithTheRange() throws {
        let h = try Harness()
        for line in ["spin within 99999999999999999999km", "near me 99999999999999999999km", "spin within 20 km", "near me 50m"] {
            let reply = try h.run(line)
            #expect(reply.error?.code == "invalid_value", "\(line)")
            #expect(reply.error?.message.contains("100 m to 10 km") == true, "\(line)")
        }
        // Nothing was drawn, so why has nothing to explain (and does not trap).
        #expect(try h.code("why") == "no_current_place")
    }

    @Test func absurdCountsAndNumbersAreHeldToTheirRange() throws {
        let h = try Harness()
        #expect(try h.run("log 99999999999999999999").error == nil)
        // The setting's own ceiling applies (50, said in the reply).
        #expect(try h.run("set avoid-repeats 99999999999999999999").error == nil)
        #expect(try h.run("don't repeat the last 99999999999999999999 places").error == nil)
        for line in ["show number 99999999999999999999", "open number 99999999999999999999", "forget number 99999999999999999999"] {
            #expect(try h.run(line).error != nil, "\(line) is refused, not a trap")
        }
        #expect(Int(saturating: 1e300) == Int.max && Int(saturating: -1e300) == Int.min && Int(saturating: .nan) == Int.min)
        #expect(Int(saturating: 42.9, in: 0...10) == 10 && Int(saturating: -3, in: 0...10) == 0 && Int(saturating: 7.9) == 7)
    }

    @Test func distancesOfAnySizeFormatWithoutTrapping() {
        for km in [Double.infinity, -.infinity, .nan, -1, 1e300, 99_999_999_999, 0, 0.0004, 0.9996, 12.34] {
            _ = Geo.formatDistance(km: km)
            _ = Geo.formatRadius(km: km)
            _ = Symbols.arrow(forBearing: km)
        }
        #expect(Geo.formatRadius(km: 1e20) == "over 100,000 km")
        #expect(Symbols.arrow(forBearing: -45) == "↖")
        #expect(Symbols.arrow(forBearing: 359) == "↑")
    }

    @Test func aLastAddressLookupInTheFutureWaitsAtMostOneSecond() throws {
        let rig = try NearbyTests.Rig { _ in .init(body: OverpassFixtures.nominatim) }
        defer { rig.dir.remove() }
        // The clock was stepped back three hours since the last request.
        rig.service.cache.markGeocodeRequest(rig.clock.now.addingTimeInterval(3 * 3600))
        _ = try rig.service.geocode("Av. Paulista 1000")
        #expect(rig.slept.count == 1 && rig.slept.allSatisfy { $0 <= 1 }, "\(rig.slept)")
    }
}
