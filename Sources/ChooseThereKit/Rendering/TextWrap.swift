#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Wrapping text, and dates as people read them

/// Word wrapping by display width.
public enum TextWrap {
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(20, width)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if DisplayWidth.of(candidate) > width, !current.isEmpty {
                lines.append(current)
                current = String(word)
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

/// Date formatting without locale surprises (ISO-like, local time zone).
public enum DateText {
    /// `2026-11-21`.
    public static func day(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        return "\(Format.zeroPadded(c.year ?? 0, 4))-\(Format.zeroPadded(c.month ?? 0, 2))-\(Format.zeroPadded(c.day ?? 0, 2))"
    }
}
