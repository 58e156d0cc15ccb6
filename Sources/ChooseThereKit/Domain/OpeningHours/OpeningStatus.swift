// MARK: - What a value says about a moment

/// When the state next changes, seen from the moment asked about.
public struct OpeningChange: Sendable, Equatable, Hashable {
    /// 0 = today, 1 = tomorrow, … 7 = the same weekday next week.
    public let dayOffset: Int
    /// Minutes since midnight of that day, 0 ..< 1440.
    public let minuteOfDay: Int
    /// The weekday of that day.
    public let weekday: Weekday
    /// Minutes from the moment asked about until the change (≥ 1).
    public let minutesFromNow: Int

    /// The hour of the change, 0 ... 23.
    public var hour: Int { minuteOfDay / 60 }
    /// The minute of the hour, 0 ... 59.
    public var minute: Int { minuteOfDay % 60 }

    /// The change `minutes` after `time`.
    init(minutes: Int, after time: LocalTime) {
        let absolute = time.minuteOfDay + minutes
        dayOffset = absolute / LocalTime.minutesPerDay
        minuteOfDay = absolute % LocalTime.minutesPerDay
        weekday = time.weekday.adding(days: dayOffset)
        minutesFromNow = minutes
    }
}

/// Why a value cannot say whether a place is open.
public enum OpeningUnknownReason: Sendable, Equatable, Hashable {
    /// The value says `unknown`, or only a comment (`"sob consulta"`),
    /// for this moment.
    case markedUnknown(comment: String?)
    /// The answer depends on whether today is a public holiday, which we
    /// cannot tell (asked with `publicHoliday: .unknown`).
    case dependsOnPublicHoliday
}

/// Open, closed or unknown at a moment, with the next change when known.
public enum OpeningStatus: Sendable, Equatable, Hashable {
    /// Open; `until` is the next closing, or nil when none is known: open
    /// round the clock (`24/7`), or open-ended (`18:00+`).
    case open(until: OpeningChange?)
    /// Closed; `opens` is the next opening, or nil when none is known
    /// within a week (never open on ordinary days, or an unknown stretch
    /// comes first).
    case closed(opens: OpeningChange?)
    /// The value does not say.
    case unknown(OpeningUnknownReason)

    /// True for `.open`.
    public var isOpen: Bool {
        if case .open = self { return true }
        return false
    }
}

/// Whether the day asked about is a public holiday. We have no holiday
/// calendar, so callers usually pass `.no` (the default: rules naming
/// `PH` then simply do not apply) or `.unknown`.
public enum PublicHoliday: Sendable, Equatable, Hashable {
    /// An ordinary day.
    case no
    /// A public holiday: `PH` rules apply.
    case yes
    /// Could be either: answers that differ between the two are
    /// `.unknown(.dependsOnPublicHoliday)`; when both are open (or both
    /// closed) but change at different times, the change is left out.
    case unknown
}
