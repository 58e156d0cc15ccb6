#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Days of the week

/// A day of the week, Monday first (as `opening_hours` counts them).
public enum Weekday: Int, Sendable, CaseIterable, Comparable {
    case monday = 0, tuesday, wednesday, thursday, friday, saturday, sunday

    /// The day `days` after this one (negative counts backwards).
    public func adding(days: Int) -> Weekday {
        let index = ((rawValue + days % 7) % 7 + 7) % 7
        return Weekday(rawValue: index) ?? .monday
    }

    /// Monday comes first.
    public static func < (a: Weekday, b: Weekday) -> Bool { a.rawValue < b.rawValue }
}

// MARK: - A moment in local time

/// A minute of a week in the place's local time: what `opening_hours`
/// values are written in. No date: we have no holiday calendar, and the
/// supported syntax repeats every week.
public struct LocalTime: Sendable, Equatable, Hashable {
    /// Minutes in a day.
    public static let minutesPerDay = 1440
    /// Minutes in a week.
    public static let minutesPerWeek = 7 * 1440

    /// The day of the week.
    public let weekday: Weekday
    /// Minutes since local midnight, 0 ..< 1440.
    public let minuteOfDay: Int

    /// `nil` unless `minuteOfDay` is in 0 ..< 1440.
    public init?(weekday: Weekday, minuteOfDay: Int) {
        guard (0..<LocalTime.minutesPerDay).contains(minuteOfDay) else { return nil }
        self.weekday = weekday
        self.minuteOfDay = minuteOfDay
    }

    /// `nil` unless `hour` is 0…23 and `minute` 0…59.
    public init?(weekday: Weekday, hour: Int, minute: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        self.init(weekday: weekday, minuteOfDay: hour * 60 + minute)
    }

    /// The local time of `date` at a fixed offset from UTC (Brazil has kept
    /// fixed offsets since it dropped daylight saving in 2019: −02:00 to
    /// −05:00). `nil` for a non-finite date, a date more than about 100,000
    /// years away, or an offset beyond ±18 hours.
    public init?(_ date: Date, utcOffsetSeconds: Int) {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, abs(seconds) < 3.2e12, abs(utcOffsetSeconds) <= 18 * 3600 else { return nil }
        let local = Int(seconds.rounded(.down)) + utcOffsetSeconds
        let days = Self.floorDivide(local, 86_400)
        let secondOfDay = local - days * 86_400
        // 1 January 1970 was a Thursday (index 3 counting from Monday).
        guard let weekday = Weekday(rawValue: Int(Self.floorModulo(days + 3, 7))) else { return nil }
        self.init(weekday: weekday, minuteOfDay: secondOfDay / 60)
    }

    /// Minutes since Monday 00:00.
    var minuteOfWeek: Int { weekday.rawValue * LocalTime.minutesPerDay + minuteOfDay }

    static func floorDivide(_ a: Int, _ b: Int) -> Int {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }

    static func floorModulo(_ a: Int, _ b: Int) -> Int { a - floorDivide(a, b) * b }
}
