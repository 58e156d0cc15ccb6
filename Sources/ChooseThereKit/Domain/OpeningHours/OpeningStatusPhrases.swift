// MARK: - Saying an OpeningStatus in English

/// English phrases for `OpeningStatus`: "open now — closes 23:00",
/// "closed — opens tomorrow 11:30", "closed — opens Monday 18:00".
/// Kept apart so the wording can move into a language table later.
public enum OpeningStatusPhrases {
    /// The whole phrase for a status.
    public static func english(_ status: OpeningStatus) -> String {
        switch status {
        case .open(let until?):
            return "open now — closes \(englishClosing(until))"
        case .open(nil):
            return "open now"
        case .closed(let opens?):
            return "closed — opens \(englishOpening(opens))"
        case .closed(nil):
            return "closed"
        case .unknown(.markedUnknown(let comment?)) where !comment.isEmpty:
            return "hours unknown — “\(comment)”"
        case .unknown(.markedUnknown):
            return "hours unknown"
        case .unknown(.dependsOnPublicHoliday):
            return "hours unknown — depends on public holidays"
        }
    }

    /// `23:00`; `at midnight`; `02:00` for a closing later tonight (within
    /// 12 hours, on the next day); else like an opening.
    public static func englishClosing(_ change: OpeningChange) -> String {
        if change.dayOffset == 1 && change.minuteOfDay == 0 { return "at midnight" }
        if change.dayOffset == 1 && change.minutesFromNow <= 12 * 60 { return clock(change.minuteOfDay) }
        return englishOpening(change)
    }

    /// `18:00`, `tomorrow 11:30`, `Monday 18:00`, `next Monday 18:00`.
    public static func englishOpening(_ change: OpeningChange) -> String {
        let time = clock(change.minuteOfDay)
        switch change.dayOffset {
        case 0: return time
        case 1: return "tomorrow \(time)"
        case 2...6: return "\(englishName(change.weekday)) \(time)"
        default: return "next \(englishName(change.weekday)) \(time)"
        }
    }

    /// `Monday` … `Sunday`.
    public static func englishName(_ day: Weekday) -> String {
        switch day {
        case .monday: return "Monday"
        case .tuesday: return "Tuesday"
        case .wednesday: return "Wednesday"
        case .thursday: return "Thursday"
        case .friday: return "Friday"
        case .saturday: return "Saturday"
        case .sunday: return "Sunday"
        }
    }

    /// `HH:MM`, 24-hour.
    static func clock(_ minuteOfDay: Int) -> String {
        let hour = minuteOfDay / 60, minute = minuteOfDay % 60
        return (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }
}
