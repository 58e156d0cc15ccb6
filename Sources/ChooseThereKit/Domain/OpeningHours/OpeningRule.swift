// MARK: - The parsed form of an opening_hours value

/// A set of weekdays, as seven bits (Monday is bit 0).
public struct WeekdaySet: Sendable, Equatable, Hashable {
    /// The bits, Monday = 1 << 0 … Sunday = 1 << 6.
    public let bits: UInt8

    /// The set of `bits` (only the low seven count).
    public init(bits: UInt8) { self.bits = bits & 0x7F }

    /// Every day of the week.
    public static let all = WeekdaySet(bits: 0x7F)
    /// No day.
    public static let none = WeekdaySet(bits: 0)

    /// `from` through `to`, wrapping past Sunday (`Sa-Mo` is Sa, Su, Mo).
    public static func range(_ from: Weekday, _ to: Weekday) -> WeekdaySet {
        var bits: UInt8 = 0
        var day = from
        for _ in 0..<7 {
            bits |= 1 << UInt8(day.rawValue)
            if day == to { break }
            day = day.adding(days: 1)
        }
        return WeekdaySet(bits: bits)
    }

    /// True when `day` is in the set.
    public func contains(_ day: Weekday) -> Bool { bits & (1 << UInt8(day.rawValue)) != 0 }

    /// Both sets' days.
    public func union(_ other: WeekdaySet) -> WeekdaySet { WeekdaySet(bits: bits | other.bits) }
}

/// Which days a rule applies to. A public holiday is still a weekday, so a
/// rule for `Mo-Fr` matches a holiday Monday unless a later `PH` rule says
/// otherwise; `PH` alone matches only holidays.
public struct DaySelector: Sendable, Equatable, Hashable {
    /// Weekdays the rule applies to on an ordinary day.
    public let ordinaryDays: WeekdaySet
    /// Weekdays the rule applies to when that day is a public holiday.
    public let holidayDays: WeekdaySet
    /// True when the value wrote a weekday or `PH` selector; a rule without
    /// one applies to every day.
    public let isWritten: Bool
    /// True when the selector names `PH`.
    public let mentionsPublicHoliday: Bool

    /// Every day, holiday or not (no selector written).
    public static let everyDay = DaySelector(ordinaryDays: .all, holidayDays: .all, isWritten: false, mentionsPublicHoliday: false)

    /// True when the rule applies to `day`.
    public func matches(_ day: Weekday, isPublicHoliday: Bool) -> Bool {
        (isPublicHoliday ? holidayDays : ordinaryDays).contains(day)
    }
}

/// One time span of a rule, in minutes since the start of the day the rule
/// names. `end` may pass 24:00 (up to 48:00): `18:00-02:00` is stored as
/// 1080 ..< 1560 and belongs to the starting day.
public struct TimeSpan: Sendable, Equatable, Hashable {
    /// First open minute, 0 ..< 1440.
    public let start: Int
    /// First minute after the span, start < end ≤ 2880.
    public let end: Int
    /// True for `18:00+` and `18:00-22:00+`: open, closing time not given.
    public let isOpenEnded: Bool

    /// A span as stored; the parser guarantees 0 ≤ start < 1440 and start < end ≤ 2880.
    public init(start: Int, end: Int, isOpenEnded: Bool = false) {
        self.start = start
        self.end = end
        self.isOpenEnded = isOpenEnded
    }

    /// The whole day, 00:00-24:00.
    public static let wholeDay = TimeSpan(start: 0, end: 1440)
}

/// What a rule says about its days and times.
public enum RuleState: Sendable, Equatable, Hashable {
    /// Open (the default, or `open`).
    case open
    /// `off` / `closed`.
    case closed
    /// `unknown`, or a comment without `open`/`off`.
    case unknown
}

/// How a rule joins the rules before it (the spec's rule separators).
public enum RuleJoin: Sendable, Equatable, Hashable {
    /// `;` — replaces earlier rules on the days it names (unless it closes).
    case normal
    /// `,` between rules — adds to earlier rules without replacing them.
    case additional
    /// `||` — applies only where the earlier rules say nothing.
    case fallback
}

/// One rule of an opening_hours value: days, times, and what they mean.
public struct OpeningRule: Sendable, Equatable, Hashable {
    /// How the rule combines with the ones before it.
    public let join: RuleJoin
    /// The days it applies to.
    public let days: DaySelector
    /// Its time spans; empty means the whole day.
    public let spans: [TimeSpan]
    /// Open, closed or unknown.
    public let state: RuleState
    /// The quoted comment, if any.
    public let comment: String?

    /// A rule as stored.
    public init(join: RuleJoin, days: DaySelector, spans: [TimeSpan], state: RuleState, comment: String?) {
        self.join = join
        self.days = days
        self.spans = spans
        self.state = state
        self.comment = comment
    }
}
