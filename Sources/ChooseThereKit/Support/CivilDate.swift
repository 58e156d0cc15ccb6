#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - ISO-8601 timestamps in the proleptic Gregorian calendar

/// Timestamps as backups write them (`2026-11-21T20:44:18Z`), read and
/// written with the same civil-date arithmetic (proleptic Gregorian, UTC),
/// so a date survives any number of round trips — 1400 included, where a
/// calendar with a Julian cut-over would move it by days.
public enum CivilDate {
    /// Why a timestamp was refused.
    public struct Invalid: Error, Sendable, Equatable, CustomStringConvertible {
        public var text: String
        public var reason: String
        public var description: String { "'\(text)' \(reason)" }
    }

    /// Longest text considered (a timestamp with a long fraction is far shorter).
    static let maxLength = 64

    /// Parses `YYYY-MM-DDTHH:MM:SS` with an optional fraction and `Z`,
    /// `±HH:MM` or `±HHMM`. The date must exist (no 31 February), hours go
    /// to 23, minutes and seconds to 59, offsets to ±23:59.
    public static func parse(_ text: String) throws(Invalid) -> Date {
        let notISO = Invalid(text: text, reason: "is not an ISO-8601 date like 2026-11-21T20:00:00Z")
        let bytes = Array(text.utf8.prefix(maxLength + 1))
        guard bytes.count <= maxLength, bytes.count >= 20 else { throw notISO }
        func number(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= bytes.count else { return nil }
            var n = 0
            for b in bytes[from..<(from + count)] {
                guard b >= 48 && b <= 57 else { return nil }
                n = n * 10 + Int(b - 48)
            }
            return n
        }
        guard bytes[4] == 45, bytes[7] == 45, bytes[10] == 84 || bytes[10] == 32, bytes[13] == 58, bytes[16] == 58,
            let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2)
        else { throw notISO }
        guard (1...12).contains(month) else { throw Invalid(text: text, reason: "has no month \(month)") }
        let length = daysIn(month: month, year: year)
        guard (1...length).contains(day) else {
            throw Invalid(text: text, reason: "is not a real date (\(monthNames[month - 1]) \(year) has \(length) days)")
        }
        guard hour < 24, minute < 60, second < 60 else { throw Invalid(text: text, reason: "is not a real time of day") }
        var i = 19
        var fraction = 0.0
        if i < bytes.count, bytes[i] == 46 {
            i += 1
            var scale = 0.1, digits = 0
            while i < bytes.count, bytes[i] >= 48 && bytes[i] <= 57 {
                fraction += Double(bytes[i] - 48) * scale; scale /= 10; i += 1; digits += 1
            }
            guard digits > 0 else { throw notISO }
        }
        guard let offset = zoneOffset(bytes, from: i) else { throw notISO }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset) + fraction
        return Date(timeIntervalSince1970: seconds)
    }

    /// The zone at `from` to the end: `Z`, `±HH:MM` or `±HHMM`, in seconds east of UTC.
    private static func zoneOffset(_ bytes: [UInt8], from i: Int) -> Int? {
        guard i < bytes.count else { return nil }
        if bytes[i] == 90 { return i + 1 == bytes.count ? 0 : nil }
        guard bytes[i] == 43 || bytes[i] == 45 else { return nil }
        let rest = Array(bytes[(i + 1)...])
        let digits: [UInt8]
        if rest.count == 5, rest[2] == 58 {
            digits = [rest[0], rest[1], rest[3], rest[4]]
        } else if rest.count == 4 {
            digits = rest
        } else {
            return nil
        }
        guard digits.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        let h = Int(digits[0] - 48) * 10 + Int(digits[1] - 48)
        let m = Int(digits[2] - 48) * 10 + Int(digits[3] - 48)
        guard h < 24, m < 60 else { return nil }
        return (h * 3600 + m * 60) * (bytes[i] == 45 ? -1 : 1)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` in UTC, whole seconds (rounded down).
    public static func format(_ date: Date) -> String {
        let (days, secondOfDay) = split(date, utcOffset: 0)
        let (year, month, day) = civilFromDays(days)
        return
            "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))Z"
    }

    /// `YYYY-MM-DD`, the day it is at `utcOffset` seconds east of UTC.
    public static func day(_ date: Date, utcOffset: Int) -> String {
        let (year, month, day) = civilFromDays(split(date, utcOffset: utcOffset).days)
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Whole days since 1970-01-01 and the second within the day, at `utcOffset`.
    private static func split(_ date: Date, utcOffset: Int) -> (days: Int, secondOfDay: Int) {
        // Far outside any calendar we print: clamp instead of trapping on conversion.
        let raw = date.timeIntervalSince1970
        let seconds = (raw.isFinite ? Int(min(max(raw, -1e15), 1e15).rounded(.down)) : 0) + utcOffset
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        return (days, seconds - days * 86_400)
    }

    // MARK: Civil-date arithmetic (H. Hinnant's algorithms, proleptic Gregorian)

    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August",
        "September", "October", "November", "December",
    ]

    static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a civil date.
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The civil date of a day count since 1970-01-01.
    static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func pad(_ n: Int, _ width: Int) -> String {
        let digits = String(abs(n))
        return (n < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
