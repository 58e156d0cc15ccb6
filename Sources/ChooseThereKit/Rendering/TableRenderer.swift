// MARK: - Replies as tables (`--format csv|tsv`)

/// A table of plain text: a header row and data rows.
public struct Table: Sendable, Equatable {
    public var header: [String]
    public var rows: [[String]]
}

/// The table formats of `--format`.
public enum TableFormat: String, Sendable, Equatable, CaseIterable {
    /// RFC 4180: comma-separated, fields quoted when they hold a comma, a quote or a line break.
    case csv
    /// Tab-separated; a tab, line break or backslash inside a field is written `\t`, `\n`, `\\`.
    case tsv
}

/// The tabular parts of a reply — lists of places, the nearby list, history,
/// tags, cities, a pick or a place (one row) — as tables. Replies without a
/// table (messages) have none; the shell words those as text on stderr.
public enum TableRenderer {
    /// Column names of a place row.
    public static let placeColumns = [
        "id", "name", "category", "tags", "address", "city", "state", "price", "rating",
        "ratings", "favorite", "lat", "lng",
    ]

    public static func tables(_ reply: Reply) -> [Table] {
        reply.items.compactMap(table(for:))
    }

    /// The item as a table, or nil when it is not tabular.
    public static func table(for item: ReplyItem) -> Table? {
        switch item {
        case .places(let v): Table(header: placeColumns, rows: v.places.map(row))
        case .pick(let v): Table(header: placeColumns + ["distance_km"], rows: [row(v.place) + [km(v.draw.distanceKm)]])
        case .place(let v): Table(header: placeColumns + ["distance_km"], rows: [row(v.place) + [km(v.distanceKm)]])
        case .nearby(let v):
            Table(
                header: ["id", "name", "distance_km", "bearing", "kind"],
                rows: v.rows.map { [$0.id, $0.name, km($0.km), String(Int($0.bearing.rounded()) % 360), $0.kind ?? ""] })
        case .history(let v):
            Table(
                header: ["date", "place_id", "place", "stars", "would_return", "match", "tags", "note"],
                rows: v.rows.map { r in
                    [
                        ISODate.format(r.visit.dateVisited), r.place.id, r.place.name, String(r.visit.rating), String(r.visit.wouldReturn),
                        String(r.visit.isMatch), r.visit.tags.joined(separator: ";"), r.visit.note ?? "",
                    ]
                })
        case .tags(let v):
            Table(
                header: ["kind", "term", "places"],
                rows: v.categories.map { ["category", $0.term, String($0.count)] } + v.tags.map { ["tag", $0.term, String($0.count)] })
        case .cities(let v): Table(header: ["city", "state", "places"], rows: v.rows.map { [$0.city, $0.state, String($0.count)] })
        default: nil
        }
    }

    static func row(_ p: Restaurant) -> [String] {
        [
            p.id, p.name, p.category, p.tags.joined(separator: ";"), p.address, p.city, p.state, p.priceTier.map(String.init) ?? "",
            p.ratingAverage.map { Format.fixed($0, 2) } ?? "", String(p.ratingCount), String(p.isFavorite),
            Format.fixed(p.lat, 6), Format.fixed(p.lng, 6),
        ]
    }

    static func km(_ value: Double?) -> String { value.map { Format.fixed($0, 3) } ?? "" }

    // MARK: Encoding

    /// The table with its header, one line per row, each line ending in `\n`.
    public static func encode(_ table: Table, as format: TableFormat) -> String {
        ([table.header] + table.rows).map { fields in
            fields.map { field($0, format) }.joined(separator: format == .csv ? "," : "\t") + "\n"
        }.joined()
    }

    static func field(_ raw: String, _ format: TableFormat) -> String {
        // Escape sequences and other controls never reach a file or a terminal.
        let text = cleaned(raw)
        switch format {
        case .csv:
            guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
            return "\"" + text.replacingAll("\"", with: "\"\"") + "\""
        case .tsv:
            guard text.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\\" }) else { return text }
            return text.replacingAll("\\", with: "\\\\").replacingAll("\t", with: "\\t").replacingAll("\n", with: "\\n")
        }
    }

    /// `SafeText.clean`, but line breaks and tabs kept for the format to encode.
    static func cleaned(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: "\t", omittingEmptySubsequences: false).map { SafeText.clean(String($0)) }.joined(separator: "\t")
        }.joined(separator: "\n")
    }
}

extension String {
    /// Every `target` replaced by `replacement` (no Foundation needed).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for ch in self { if ch == target { out += replacement } else { out.append(ch) } }
        return out
    }
}
