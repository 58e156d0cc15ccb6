import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - Timestamps in backups: the calendar, and exact round trips

@Suite("Civil dates")
struct CivilDateTests {
    func problem(_ text: String) -> String? {
        do { _ = try CivilDate.parse(text); return nil } catch { return error.description }
    }

    @Test func impossibleDatesAndTimesAreRefused() {
        #expect(problem("2024-02-31T00:00:00Z") == "'2024-02-31T00:00:00Z' is not a real date (February 2024 has 29 days)")
        #expect(problem("2023-02-29T00:00:00Z")?.contains("February 2023 has 28 days") == true)
        #expect(problem("1900-02-29T00:00:00Z") != nil, "1900 is not a leap year")
        #expect(problem("2000-02-29T00:00:00Z") == nil, "2000 is")
        #expect(problem("1000-02-29T00:00:00Z") != nil, "proleptic Gregorian: 1000 is not (it was in the Julian calendar)")
        #expect(problem("2024-04-31T00:00:00Z") != nil)
        #expect(problem("2024-13-01T00:00:00Z") != nil)
        #expect(problem("2024-01-01T24:00:00Z") != nil)
        #expect(problem("2024-01-01T23:60:00Z") != nil)
        #expect(problem("2024-01-01T23:59:60Z") != nil)
        #expect(problem("2024-01-01T00:00:00+24:00") != nil)
        #expect(problem("2024-01-01T00:00:00.Z") != nil)
        #expect(problem("2024-01-01") != nil)
        #expect(problem("2024-01-01T00:00:00Z" + String(repeating: "0", count: 100)) != nil)
    }

    @Test func offsetsAndFractions() throws {
        let utc = try CivilDate.parse("2026-11-21T20:44:18Z")
        #expect(try CivilDate.parse("2026-11-21T17:44:18-03:00") == utc)
        #expect(try CivilDate.parse("2026-11-21T17:44:18-0300") == utc)
        #expect(try CivilDate.parse("2026-11-21T20:44:18.250Z").timeIntervalSince(utc) == 0.25)
        #expect(CivilDate.format(utc) == "2026-11-21T20:44:18Z")
        #expect(CivilDate.format(utc.addingTimeInterval(0.999)) == "2026-11-21T20:44:18Z", "whole seconds, rounded down")
    }

    @Test(arguments: [
        "0001-01-01T00:00:00Z", "1000-02-28T12:00:00Z", "1400-03-01T23:59:59Z", "1582-10-04T00:00:00Z",
        "1582-10-10T00:00:00Z", "1969-12-31T23:59:59Z", "2000-02-29T00:00:00Z", "9999-12-31T23:59:59Z",
    ])
    func everyDateRoundTripsExactly(_ text: String) throws {
        let date = try CivilDate.parse(text)
        #expect(CivilDate.format(date) == text)
        #expect(try CivilDate.parse(CivilDate.format(date)) == date)
    }

    @Test func daysMatchTheProlepticGregorianCalendar() {
        // 1582-10-15 (the first Gregorian day) is 141,427 days before 1970.
        #expect(CivilDate.daysFromCivil(year: 1582, month: 10, day: 15) == -141_427)
        #expect(CivilDate.daysFromCivil(year: 1970, month: 1, day: 1) == 0)
        for days in stride(from: -800_000, through: 3_000_000, by: 997) {
            let (y, m, d) = CivilDate.civilFromDays(days)
            #expect(CivilDate.daysFromCivil(year: y, month: m, day: d) == days)
        }
    }

    /// The dates of `--json` replies, the CSV history, the event log and the
    /// cache (`ISODate`) are the backup's: the same text for the same instant.
    @Test(arguments: ["1066-10-14T09:00:00Z", "1400-03-01T10:00:00Z", "1582-10-10T00:00:00Z", "2026-11-21T20:44:18Z"])
    func isoDatesAreCivilDates(_ text: String) throws {
        let date = try CivilDate.parse(text)
        #expect(ISODate.format(date) == text)
        #expect(ISODate.parse(text) == date)
        #expect(ISODate.parse("2026-02-30T00:00:00Z") == nil, "not on the calendar")
    }

    /// The text renderer's dates too (any zone within ±12 h of UTC keeps noon's day).
    @Test func textDatesAreCivilDates() throws {
        #expect(DateText.day(try CivilDate.parse("1400-03-01T12:00:00Z")) == "1400-03-01")
        #expect(DateText.day(try CivilDate.parse("2026-11-21T12:00:00Z")) == "2026-11-21")
        #expect(CivilDate.day(try CivilDate.parse("2026-11-21T01:00:00Z"), utcOffset: -3 * 3600) == "2026-11-20")
    }

    @Test func hugeDatesNeverTrap() {
        #expect(!CivilDate.format(Date(timeIntervalSince1970: 1e300)).isEmpty)
        #expect(!CivilDate.format(Date(timeIntervalSince1970: -.infinity)).isEmpty)
    }
}
