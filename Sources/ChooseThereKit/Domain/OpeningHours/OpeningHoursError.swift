// MARK: - Why a value could not be read

/// Parts of the opening_hours syntax this module recognises but does not
/// evaluate: answering for them would mean guessing.
public enum UnsupportedHoursConstruct: String, Sendable, Equatable, Hashable, CaseIterable {
    /// `SH` — school holidays need a regional calendar.
    case schoolHolidays
    /// `Jan-Mar`, `Dec` — months need a date, not just a weekday.
    case months
    /// `week 1-10`.
    case weekNumbers
    /// `2024`, `2024-2025`.
    case years
    /// `easter`, and day numbers that only make sense after a month.
    case dates
    /// `sunrise`, `sunset`, `dawn`, `dusk`, `(sunset-01:00)`.
    case variableTimes
    /// `Mo[1]`, `Su[-1]`.
    case nthWeekday
    /// `PH +1 day`.
    case dayOffset
    /// `10:00-16:00/01:00` (repeating points in time).
    case repeatingTimes
    /// `"no verão": Mo-Su 10:00-22:00` — a comment naming when a rule applies.
    case describedDates

    /// A short English name, e.g. "month ranges".
    public var englishName: String {
        switch self {
        case .schoolHolidays: return "school holidays (SH)"
        case .months: return "months"
        case .weekNumbers: return "week numbers"
        case .years: return "years"
        case .dates: return "dates"
        case .variableTimes: return "sunrise/sunset times"
        case .nthWeekday: return "nth weekdays of a month"
        case .dayOffset: return "day offsets"
        case .repeatingTimes: return "repeating times"
        case .describedDates: return "dates described in words"
        }
    }
}

/// Ways a value breaks the syntax (even after the tolerated slips).
public enum InvalidHoursSyntax: String, Sendable, Equatable, Hashable {
    /// Something that fits nowhere, or a word we do not know.
    case unexpected
    /// An hour past 24 (48 for closing times) or minutes past 59.
    case badTime
    /// A time with no end (`Mo 12:00`): a point in time, not an opening.
    case timeWithoutEnd
    /// A `-` not followed by a weekday or a time.
    case incompleteRange
    /// A `"` with no closing quote.
    case unterminatedComment

    /// A short English description.
    public var englishDescription: String {
        switch self {
        case .unexpected: return "unexpected text"
        case .badTime: return "impossible time"
        case .timeWithoutEnd: return "time without an end"
        case .incompleteRange: return "incomplete range"
        case .unterminatedComment: return "comment without a closing quote"
        }
    }
}

/// Why `OpeningHours.parse` refused a value. Positions count Unicode
/// scalars from 0; `near` is the offending piece of the value.
public enum OpeningHoursError: Error, Sendable, Equatable, Hashable {
    /// Nothing but spaces (or separators).
    case empty
    /// Longer than `OpeningHours.maximumLength` characters.
    case tooLong(length: Int, limit: Int)
    /// A construct we recognise but do not evaluate.
    case unsupported(UnsupportedHoursConstruct, position: Int, near: String)
    /// Not opening_hours syntax.
    case invalid(InvalidHoursSyntax, position: Int, near: String)

    /// One English sentence for logs and tests (the user-facing wording
    /// will live in the language tables).
    public var englishMessage: String {
        switch self {
        case .empty:
            return "The opening hours are empty."
        case .tooLong(let length, let limit):
            return "The opening hours are \(length) characters long; at most \(limit) are read."
        case .unsupported(let construct, let position, let near):
            return "Opening hours with \(construct.englishName) are not supported (“\(near)” at character \(position + 1))."
        case .invalid(let kind, let position, let near):
            return "The opening hours cannot be read: \(kind.englishDescription) (“\(near)” at character \(position + 1))."
        }
    }
}
