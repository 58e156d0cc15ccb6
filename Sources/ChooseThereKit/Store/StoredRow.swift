#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - StoredRow: how places and visits are written in rows

/// How a place and a visit are laid out in the store's rows (the columns
/// read back, the tag separator, the `details` JSON), and the SQL
/// conditions that pick a city's places. Pure: no connection.
enum StoredRow {
    /// Every text is read cut to its `TextLimits`, so a store that once
    /// took a 40 MB name costs no more to list than any other; `details`
    /// longer than `detailsBytes` reads as unknown.
    static let placeColumns = placeColumns(of: "")

    /// `placeColumns` of the table called `t` in the query (`"r"`).
    static func placeColumns(of t: String) -> String {
        let p = t.isEmpty ? "" : t + "."
        return """
            \(p)id, \(cut(p + "name", TextLimits.name)), \(cut(p + "category", TextLimits.category)), \(cut(p + "address", TextLimits.address)),
            \(cut(p + "city", TextLimits.city)), \(cut(p + "state", TextLimits.state)), \(cut(p + "tags", tagsLength)),
            \(cut(p + "notes", TextLimits.note)), \(cut(p + "external_link", TextLimits.link)), \(p)lat, \(p)lng, \(p)price_tier,
            \(p)is_favorite, \(p)rating_average, \(p)rating_count, \(p)last_visited_at, \(p)origin, \(cut(p + "osm_id", TextLimits.osmId)),
            CASE WHEN length(CAST(\(p)details AS BLOB)) <= \(detailsBytes) THEN \(p)details END
            """
    }

    static let visitColumns = visitColumns(of: "")

    static func visitColumns(of t: String) -> String {
        let p = t.isEmpty ? "" : t + "."
        return
            "\(p)id, \(p)restaurant_id, \(p)date_visited, \(p)rating, \(cut(p + "tags", tagsLength)), \(cut(p + "note", TextLimits.note)), \(p)is_match, \(p)would_return"
    }

    /// The longest `tags` column read: every tag at its limit, and separators.
    static let tagsLength = (TextLimits.tag + 1) * TextLimits.tagsPerRow
    /// The longest `details` JSON read (fitted details are far shorter).
    static let detailsBytes = 64 * 1024

    /// `column` cut to `limit` code points, as `TextLimits` counts. Only a
    /// value longer than `limit` bytes goes through `substr` (which, like
    /// every SQLite text function, stops at a NUL a note may hold).
    static func cut(_ column: String, _ limit: Int) -> String {
        "CASE WHEN length(CAST(\(column) AS BLOB)) > \(limit) THEN substr(\(column), 1, \(limit)) ELSE \(column) END"
    }

    /// The byte between two tags in a `tags` column (a control character, never typed).
    static let tagSeparatorByte: UInt8 = 0x1F
    static let tagSeparator = Character(Unicode.Scalar(tagSeparatorByte))

    /// The tags of a `tags` column, split at `tagSeparator` (by byte: a
    /// control character is always a character of its own).
    static func tagList(_ column: String?) -> [String] {
        guard let column, !column.isEmpty else { return [] }
        return column.utf8.split(separator: tagSeparatorByte).map { String(Substring($0)) }
    }

    /// A place from the `placeColumns` of a row, starting at column `offset`.
    static func place(_ s: Statement, offset o: Int32 = 0) -> Restaurant {
        let tags = tagList(s.text(o + 6))
        return Restaurant(
            id: s.text(o) ?? "", name: s.text(o + 1) ?? "", category: s.text(o + 2) ?? "", address: s.text(o + 3) ?? "",
            city: s.text(o + 4) ?? "", state: s.text(o + 5) ?? "", tags: tags, notes: s.text(o + 7) ?? "",
            externalLink: s.text(o + 8), lat: s.double(o + 9), lng: s.double(o + 10), priceTier: s.optionalInt(o + 11),
            isFavorite: s.int(o + 12) != 0, ratingAverage: s.optionalDouble(o + 13), ratingCount: s.int(o + 14),
            lastVisitedAt: s.optionalDouble(o + 15).map { Date(timeIntervalSince1970: $0) },
            origin: Restaurant.Origin(rawValue: s.text(o + 16) ?? "") ?? .user, osmId: s.text(o + 17),
            details: s.text(o + 18).flatMap(StoredRow.details))
    }

    /// The `details` column: a `PlaceDetails` JSON object (unreadable text reads as nothing known).
    static func details(_ text: String) -> PlaceDetails? {
        guard let json = try? JSON.parse(bytes: Array(text.utf8)), let details = PlaceDetails(json: json), !details.isEmpty else {
            return nil
        }
        return details
    }

    /// The text stored in the `details` column (nil when nothing is known).
    static func detailsText(_ details: PlaceDetails?) -> String? {
        guard let details, !details.isEmpty else { return nil }
        return details.json.encoded()
    }

    static func visit(_ s: Statement) -> Visit {
        Visit(
            id: s.text(0) ?? "", restaurantId: s.text(1) ?? "", dateVisited: Date(timeIntervalSince1970: s.double(2)),
            rating: s.int(3), tags: tagList(s.text(4)),
            note: s.text(5), isMatch: s.int(6) != 0, wouldReturn: s.int(7) != 0)
    }

    /// SQL conditions for a city key (`"São Paulo|SP"` → folded name and
    /// state), on the columns of `table` (`"r."` or `""`). A place with the
    /// city's name and no state belongs to it too, as `cityCounts` lists it.
    static func cityConditions(_ key: String, table: String = "") -> (clauses: [String], bindings: [SQLValue]) {
        let parts = key.split(separator: "|", omittingEmptySubsequences: false)
        var clauses = ["\(table)city_folded = ?"]
        var bindings: [SQLValue] = [.text(Folding.key(parts.first ?? ""))]
        if parts.count == 2 {
            clauses.append("trim(\(table)state) IN (?, '')")
            bindings.append(.text(String(parts[1])))
        }
        return (clauses, bindings)
    }

    /// `s` with the wildcards of LIKE (`%`, `_`) and the escape itself escaped.
    static func escapeLike(_ s: String) -> String {
        var out = ""
        for ch in s {
            if ch == "%" || ch == "_" || ch == "\\" { out.append("\\") }
            out.append(ch)
        }
        return out
    }
}
