import ChooseThereKit
import Foundation

// MARK: - The phrasing corpus: how people talk, and what each line must mean

/// One row of a phrasing corpus: what was typed (after `context`), and the
/// canonical `explain` JSON it must give.
public struct PhrasingRow: Sendable {
    public var category: String
    public var lang: String
    public var context: [String]
    public var text: String
    public var expect: JSON
    /// Slots not compared (`closer` says "smaller", not which radius).
    public var ignore: [String]
}

/// Loads a corpus and measures how much of it a session understands.
public enum PhrasingCorpus {
    /// Reads a JSON Lines corpus (`#` lines are comments).
    public static func load(_ url: URL) throws -> [PhrasingRow] {
        let text = try String(contentsOf: url, encoding: .utf8)
        var rows: [PhrasingRow] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let json = try JSON.parse(bytes: Array(line.utf8))
            rows.append(PhrasingRow(category: json["category"]?.stringValue ?? "?", lang: json["lang"]?.stringValue ?? "?",
                                    context: json["context"]?.arrayValue?.compactMap(\.stringValue) ?? [],
                                    text: json["text"]?.stringValue ?? "", expect: json["expect"] ?? .null,
                                    ignore: json["ignore"]?.arrayValue?.compactMap(\.stringValue) ?? []))
        }
        return rows
    }

    /// A miss: the row and what the session said instead.
    public struct Miss: Sendable {
        public var row: PhrasingRow
        public var got: String
        public var expected: String
    }

    /// Per category and language: rows and rows understood.
    public struct Report: Sendable {
        public var totals: [String: (rows: Int, passed: Int)] = [:]
        public var misses: [Miss] = []
        public var rows: Int { totals.values.reduce(0) { $0 + $1.rows } }
        public var passed: Int { totals.values.reduce(0) { $0 + $1.passed } }

        /// `category lang  passed/rows  percent`, one line each, then the total.
        public var table: String {
            var lines = totals.keys.sorted().map { key -> String in
                let t = totals[key] ?? (0, 0)
                return key.padding(toLength: 22, withPad: " ", startingAt: 0) + "\(t.passed)/\(t.rows)".padding(toLength: 9, withPad: " ", startingAt: 0)
                    + String(format: "%5.1f%%", t.rows == 0 ? 0 : Double(t.passed) * 100 / Double(t.rows))
            }
            lines.append("total".padding(toLength: 22, withPad: " ", startingAt: 0) + "\(passed)/\(rows)".padding(toLength: 9, withPad: " ", startingAt: 0)
                         + String(format: "%5.1f%%", rows == 0 ? 0 : Double(passed) * 100 / Double(rows)))
            return lines.joined(separator: "\n")
        }
    }

    /// Runs every row: the context commands in a fresh session (when there
    /// are any), then `explain TEXT`, compared with the expected JSON.
    public static func evaluate(_ rows: [PhrasingRow], session makeSession: () -> Session) -> Report {
        var report = Report()
        let shared = makeSession()
        for row in rows {
            let session: Session
            if row.context.isEmpty { session = shared } else {
                session = makeSession()
                for line in row.context { _ = session.handle(line) }
            }
            let got = explain(row.text, in: session, ignoring: row.ignore)
            let expected = strip(row.expect, row.ignore).encoded()
            let key = "\(row.category) \(row.lang)"
            var total = report.totals[key] ?? (0, 0)
            total.rows += 1
            if got == expected { total.passed += 1 } else { report.misses.append(Miss(row: row, got: got, expected: expected)) }
            report.totals[key] = total
        }
        return report
    }

    /// The canonical JSON `explain` gives for `text` in `session`.
    public static func explain(_ text: String, in session: Session, ignoring: [String] = []) -> String {
        let reply = session.run(.explain(text: text))
        for case .explain(let json) in reply.items { return strip(json, ignoring).encoded() }
        return "(no explanation: \(reply.failure.map { "\($0)" } ?? "nothing"))"
    }

    static func strip(_ json: JSON, _ keys: [String]) -> JSON {
        guard !keys.isEmpty, var object = json.objectValue, var slots = object["slots"]?.objectValue else { return json }
        for key in keys { slots[key] = nil }
        object["slots"] = .object(slots)
        return .object(object)
    }
}
