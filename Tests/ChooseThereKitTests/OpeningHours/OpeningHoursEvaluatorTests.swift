import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - Evaluating: local time, changes, public holidays

@Suite("Opening hours evaluator")
struct OpeningHoursEvaluatorTests {
    private func at(_ day: Weekday, _ hour: Int, _ minute: Int = 0) throws -> LocalTime {
        try #require(LocalTime(weekday: day, hour: hour, minute: minute))
    }

    private func hours(_ text: String) throws -> OpeningHours { try OpeningHours.parse(text).get() }

    /// The moment `minute` minutes after Monday 00:00.
    private func weekMinute(_ minute: Int) throws -> LocalTime {
        let day = Weekday(rawValue: minute / 1440)
        return try #require(day.flatMap { LocalTime(weekday: $0, minuteOfDay: minute % 1440) })
    }

    // MARK: LocalTime

    @Test func localTimeFromDateAtBrazilianOffsets() throws {
        // 2025-03-03 15:00 UTC was a Monday: 12:00 in São Paulo (−03:00),
        // 11:00 in Manaus (−04:00), 10:00 in Rio Branco (−05:00).
        let date = Date(timeIntervalSince1970: 1_741_014_000)
        #expect(LocalTime(date, utcOffsetSeconds: -3 * 3600) == LocalTime(weekday: .monday, hour: 12, minute: 0))
        #expect(LocalTime(date, utcOffsetSeconds: -4 * 3600) == LocalTime(weekday: .monday, hour: 11, minute: 0))
        #expect(LocalTime(date, utcOffsetSeconds: -5 * 3600) == LocalTime(weekday: .monday, hour: 10, minute: 0))
        // 01:30 UTC on Monday is still Sunday evening in Brazil.
        let early = Date(timeIntervalSince1970: 1_740_965_400)
        #expect(LocalTime(early, utcOffsetSeconds: -3 * 3600) == LocalTime(weekday: .sunday, hour: 22, minute: 30))
        // Seconds are dropped, not rounded.
        #expect(LocalTime(Date(timeIntervalSince1970: 59.9), utcOffsetSeconds: 0) == LocalTime(weekday: .thursday, hour: 0, minute: 0))
    }

    @Test func localTimeAroundTheEpochAndOutOfRange() {
        #expect(LocalTime(Date(timeIntervalSince1970: 0), utcOffsetSeconds: 0) == LocalTime(weekday: .thursday, hour: 0, minute: 0))
        #expect(LocalTime(Date(timeIntervalSince1970: -60), utcOffsetSeconds: 0) == LocalTime(weekday: .wednesday, hour: 23, minute: 59))
        #expect(LocalTime(Date(timeIntervalSince1970: -0.5), utcOffsetSeconds: 0) == LocalTime(weekday: .wednesday, hour: 23, minute: 59))
        #expect(LocalTime(Date(timeIntervalSince1970: .nan), utcOffsetSeconds: 0) == nil)
        #expect(LocalTime(Date(timeIntervalSince1970: .infinity), utcOffsetSeconds: 0) == nil)
        #expect(LocalTime(Date(timeIntervalSince1970: 1e300), utcOffsetSeconds: 0) == nil)
        #expect(LocalTime(Date(timeIntervalSince1970: 0), utcOffsetSeconds: 19 * 3600) == nil)
        #expect(LocalTime(weekday: .monday, hour: 24, minute: 0) == nil)
        #expect(LocalTime(weekday: .monday, minuteOfDay: -1) == nil)
        #expect(Weekday.monday.adding(days: -1) == .sunday)
        #expect(Weekday.sunday.adding(days: 15) == .monday)
        #expect(Weekday.allCases.contains(Weekday.friday.adding(days: Int.min)))
        #expect(Weekday.allCases.contains(Weekday.friday.adding(days: Int.max)))
    }

    // MARK: Changes

    @Test func changesCarryDayWeekdayAndDistance() throws {
        let h = try hours("Mo-Sa 11:00-23:00")
        guard case .closed(let opens?) = h.status(at: try at(.saturday, 23, 30)) else {
            Issue.record("expected closed with an opening")
            return
        }
        #expect(opens.dayOffset == 2 && opens.weekday == .monday && opens.hour == 11 && opens.minute == 0)
        #expect(opens.minutesFromNow == 30 + 24 * 60 + 11 * 60)
        guard case .open(let until?) = h.status(at: try at(.monday, 22, 59)) else {
            Issue.record("expected open with a closing")
            return
        }
        #expect(until.dayOffset == 0 && until.minuteOfDay == 23 * 60 && until.minutesFromNow == 1)
    }

    @Test func onlyOneOpeningDayWrapsToNextWeek() throws {
        let h = try hours("Fr 18:00-23:00")
        guard case .closed(let opens?) = h.status(at: try at(.friday, 23, 0)) else {
            Issue.record("expected closed with an opening")
            return
        }
        #expect(opens.dayOffset == 7 && opens.weekday == .friday && opens.minuteOfDay == 18 * 60)
    }

    @Test func neverOpenAndAlwaysOpenHaveNoChange() throws {
        #expect(try hours("24/7").status(at: try at(.wednesday, 4)) == .open(until: nil))
        #expect(try hours("Mo-Su 00:00-24:00").status(at: try at(.sunday, 23, 59)) == .open(until: nil))
        #expect(try hours("off").status(at: try at(.wednesday, 4)) == .closed(opens: nil))
        #expect(try hours("Mo-Fr 18:00+").status(at: try at(.monday, 20)) == .open(until: nil))
    }

    /// Minute by minute: a whole-day `Mo off` also closes what Sunday
    /// carried past midnight (a closing rule covers its whole day).
    @Test func everyMinuteMatchesTheWrittenHours() throws {
        let h = try hours("Tu-Su 18:00-02:00; Mo off")
        for minute in stride(from: 0, to: LocalTime.minutesPerWeek, by: 7) {
            let time = try weekMinute(minute)
            let status = h.status(at: time)
            let day = time.weekday, clock = time.minuteOfDay
            let open = (day != .monday && clock >= 18 * 60) || (day != .monday && day != .tuesday && clock < 120)
            #expect(status.isOpen == open, "\(time)")
        }
    }

    // MARK: Public holidays

    @Test func valuesWithoutPHIgnoreTheHolidayQuestion() throws {
        let h = try hours("Mo-Sa 11:00-23:00")
        let time = try at(.monday, 12)
        #expect(h.status(at: time, publicHoliday: .yes) == h.status(at: time))
        #expect(h.status(at: time, publicHoliday: .unknown) == h.status(at: time))
        #expect(!h.mentionsPublicHolidays)
    }

    @Test func holidayDependentAnswersAreUnknownOnlyWhenAsked() throws {
        let h = try hours("Mo-Sa 11:00-23:00; PH off")
        let time = try at(.tuesday, 12)
        #expect(h.status(at: time).isOpen)
        #expect(h.status(at: time, publicHoliday: .yes) == .closed(opens: OpeningChange(minutes: 23 * 60, after: time)))
        #expect(h.status(at: time, publicHoliday: .unknown) == .unknown(.dependsOnPublicHoliday))
        // Sunday is closed either way.
        #expect(!h.status(at: try at(.sunday, 12), publicHoliday: .unknown).isOpen)
    }

    // MARK: Never trap

    @Test func everyMinuteOfTheWeekAnswersForTrickyValues() throws {
        let values = [
            "Mo-Fr 22:00-06:00; Sa 10:00-48:00", "10:00-10:00", "Mo 00:00-00:00",
            "Mo-Su 18:00+; We 20:00-21:00 off || \"x\"", "PH 10:00-12:00", "Sa-Mo 20:00-44:00, Tu off",
        ]
        for value in values {
            let h = try hours(value)
            for minute in 0..<LocalTime.minutesPerWeek {
                let time = try weekMinute(minute)
                for holiday in [PublicHoliday.no, .yes, .unknown] {
                    switch h.status(at: time, publicHoliday: holiday) {
                    case .open(let change?), .closed(let change?):
                        #expect((1...LocalTime.minutesPerWeek).contains(change.minutesFromNow))
                        #expect((0..<1440).contains(change.minuteOfDay))
                    default: break
                    }
                }
            }
        }
    }
}
