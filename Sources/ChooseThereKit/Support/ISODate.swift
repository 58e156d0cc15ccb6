#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - ISO 8601 dates

/// ISO-8601 dates as the iOS app wrote them (`2026-11-21T20:44:18Z`): the
/// dates of `--json` replies, the CSV history, the event log and the cache.
/// `CivilDate` underneath, so they read and print as backups do (the same
/// proleptic Gregorian arithmetic; Foundation's calendar switches to the
/// Julian one before 1582 and printed 1400-03-01 as 1400-02-21).
public enum ISODate {
    /// Parses `YYYY-MM-DDTHH:MM:SS` with `Z`, `±HH:MM`, `±HHMM` or fractional
    /// seconds; nil if malformed or not on the calendar (`CivilDate.parse` says why).
    public static func parse(_ text: String) -> Date? { try? CivilDate.parse(text) }

    /// `YYYY-MM-DDTHH:MM:SSZ` in UTC, whole seconds.
    public static func format(_ date: Date) -> String { CivilDate.format(date) }
}
