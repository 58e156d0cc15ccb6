#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Places and visits as JSON (for --json)

enum PlaceJSON {
    static func summary(_ p: Restaurant) -> JSON {
        .object([
            "id": .string(p.id), "name": .string(p.name), "category": .string(p.category),
            "tags": .array(p.tags.map(JSON.string)), "city": .string(p.city), "state": .string(p.state),
            "isFavorite": .bool(p.isFavorite), "ratingAverage": .optional(p.ratingAverage),
            "priceTier": p.priceTier.map(JSON.int) ?? .null,
        ])
    }

    static func full(_ p: Restaurant) -> [String: JSON] {
        [
            "id": .string(p.id), "name": .string(p.name), "category": .string(p.category), "address": .string(p.address),
            "city": .string(p.city), "state": .string(p.state), "tags": .array(p.tags.map(JSON.string)),
            "notes": .string(p.notes), "externalLink": .optional(p.externalLink), "lat": .number(p.lat), "lng": .number(p.lng),
            "priceTier": p.priceTier.map(JSON.int) ?? .null, "isFavorite": .bool(p.isFavorite),
            "ratingAverage": .optional(p.ratingAverage), "ratingCount": .int(p.ratingCount),
            "ratingLastVisitedAt": p.lastVisitedAt.map { .string(ISODate.format($0)) } ?? .null,
            "origin": .string(p.origin.rawValue), "osmId": .optional(p.osmId), "details": p.details?.json ?? .null,
        ]
    }

    static func visit(_ v: Visit) -> JSON {
        .object([
            "id": .string(v.id), "restaurantId": .string(v.restaurantId), "dateVisited": .string(ISODate.format(v.dateVisited)),
            "rating": .int(v.rating), "tags": .array(v.tags.map(JSON.string)), "note": .optional(v.note),
            "isMatch": .bool(v.isMatch), "wouldReturn": .bool(v.wouldReturn),
        ])
    }
}

/// ISO-8601 dates as the iOS app wrote them (`2026-11-21T20:44:18Z`).
public enum ISODate {
    /// Parses `YYYY-MM-DDTHH:MM:SS` with `Z`, `±HH:MM` or fractional seconds; nil if malformed.
    public static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        func number(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= bytes.count else { return nil }
            var n = 0
            for b in bytes[from..<(from + count)] {
                guard b >= 48 && b <= 57 else { return nil }
                n = n * 10 + Int(b - 48)
            }
            return n
        }
        guard bytes.count >= 19, bytes[4] == 45, bytes[7] == 45, bytes[10] == 84 || bytes[10] == 32, bytes[13] == 58, bytes[16] == 58,
              let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
              let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
        var i = 19
        var fraction = 0.0
        if i < bytes.count, bytes[i] == 46 {
            i += 1
            var scale = 0.1
            while i < bytes.count, bytes[i] >= 48 && bytes[i] <= 57 { fraction += Double(bytes[i] - 48) * scale; scale /= 10; i += 1 }
        }
        var offset = 0
        if i < bytes.count {
            if bytes[i] == 90, i + 1 == bytes.count { offset = 0 } else if (bytes[i] == 43 || bytes[i] == 45), let h = number(i + 1, 2) {
                let m = (i + 3 < bytes.count && bytes[i + 3] == 58) ? number(i + 4, 2) : number(i + 3, 2)
                guard let m else { return nil }
                offset = (h * 3600 + m * 60) * (bytes[i] == 45 ? -1 : 1)
            } else { return nil }
        } else { return nil }
        // Days from the civil date (proleptic Gregorian), then seconds.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146097 + doe - 719468
        let seconds = Double(days * 86400 + hour * 3600 + minute * 60 + second - offset) + fraction
        return Date(timeIntervalSince1970: seconds)
    }

    public static func format(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone.current
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let date = "\(Format.zeroPadded(c.year ?? 0, 4))-\(Format.zeroPadded(c.month ?? 0, 2))-\(Format.zeroPadded(c.day ?? 0, 2))"
        return date + "T\(Format.zeroPadded(c.hour ?? 0, 2)):\(Format.zeroPadded(c.minute ?? 0, 2)):\(Format.zeroPadded(c.second ?? 0, 2))Z"
    }
}
