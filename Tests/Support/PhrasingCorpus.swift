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
    /// The session every corpus row is read in (the corpus test's and the
    /// benchmark's): `places` in memory, a location in Curitiba, a fixed
    /// clock and seed, no network, settings never written. Pass the same
    /// `resources` to every session so the city catalogue loads once.
    public static func session(resources: Resources, places: [Restaurant], now: Date) -> Session {
        let dir = URL(fileURLWithPath: "/nonexistent-corpus-home")
        let app = AppPaths(
            configDir: dir.appendingPathComponent("c"), dataDir: dir.appendingPathComponent("d"),
            stateDir: dir.appendingPathComponent("s"), cacheDir: dir.appendingPathComponent("k"))
        let clients = SessionClients(store: .inMemory(MemoryPlaces(places: places)), nearby: .unreachable, settings: .discard)
        return Session(
            state: SessionState(locationOverride: Coordinate(lat: -25.4284, lng: -49.2733)), clients: clients,
            resources: resources, paths: Paths(home: dir.path, workingDirectory: dir.path, app: app),
            clock: .fixed(now), random: RandomSource(seed: 42), options: SessionOptions(seed: 42))
    }

    /// Reads a JSON Lines corpus (`#` lines are comments).
    public static func load(_ url: URL) throws -> [PhrasingRow] {
        let text = try String(contentsOf: url, encoding: .utf8)
        var rows: [PhrasingRow] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let json = try JSON.parse(bytes: Array(line.utf8))
            rows.append(
                PhrasingRow(
                    category: json["category"]?.stringValue ?? "?", lang: json["lang"]?.stringValue ?? "?",
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

        /// How the row is named in a list of known misses: its context in
        /// brackets, then the text.
        public var key: String { PhrasingCorpus.key(row) }

        /// A miss that does harm: a command that deletes, overwrites or
        /// records ran where something else was meant, or a rating reads
        /// the wrong return intention. Never allowed, known or not.
        public var isHarmful: Bool {
            guard let got = try? JSON.parse(bytes: Array(got.utf8)), let want = try? JSON.parse(bytes: Array(expected.utf8)) else {
                return true
            }
            let intent = got["intent"]?.stringValue ?? ""
            let slots = got["slots"]
            switch intent {
            case "forget", "export":
                return got != want
            case "import":
                return slots?["mode"]?.stringValue == "replace" && got != want
            case "rate":
                guard want["intent"]?.stringValue == "rate" else { return true }
                // Asking instead (null) is no harm; recording the other answer is.
                let said = slots?["would_return"] ?? .null
                return said != .null && said != (want["slots"]?["would_return"] ?? .null)
                    || slots?["stars"] != want["slots"]?["stars"] || slots?["target"] != want["slots"]?["target"]
            default:
                return false
            }
        }
    }

    /// `[context; context] text`, or the text alone.
    public static func key(_ row: PhrasingRow) -> String {
        (row.context.isEmpty ? "" : "[\(row.context.joined(separator: "; "))] ") + row.text
    }

    /// The keys in a known-misses file (`#` lines are comments).
    public static func knownMisses(_ url: URL) -> Set<String> {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return Set(text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty })
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
                return key.padding(toLength: 22, withPad: " ", startingAt: 0)
                    + Self.count(t.passed, t.rows)
                    + String(format: "%5.1f%%", t.rows == 0 ? 0 : Double(t.passed) * 100 / Double(t.rows))
            }
            lines.append(
                "total".padding(toLength: 22, withPad: " ", startingAt: 0)
                    + Self.count(passed, rows)
                    + String(format: "%5.1f%%", rows == 0 ? 0 : Double(passed) * 100 / Double(rows)))
            return lines.joined(separator: "\n")
        }

        /// "passed/rows", padded into its column and never cut ("11017/12267").
        private static func count(_ passed: Int, _ rows: Int) -> String {
            let cell = "\(passed)/\(rows)"
            return cell + String(repeating: " ", count: max(1, 12 - cell.count))
        }
    }

    /// Runs every row: the context commands in a fresh session (when there
    /// are any), then `explain TEXT`, compared with the expected JSON.
    public static func evaluate(_ rows: [PhrasingRow], session makeSession: () -> Session) -> Report {
        var report = Report()
        let shared = makeSession()
        for row in rows {
            let session: Session
            if row.context.isEmpty {
                session = shared
            } else {
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

    /// The slots without `keys`, with tags and avoided tags as sets (in order of their text: a
    /// request names its kinds in any order).
    static func strip(_ json: JSON, _ keys: [String]) -> JSON {
        guard var object = json.objectValue, var slots = object["slots"]?.objectValue else { return json }
        for key in keys { slots[key] = nil }
        for key in ["tags", "avoid"] {
            if let list = slots[key]?.arrayValue { slots[key] = .array(list.sorted { ($0.stringValue ?? "") < ($1.stringValue ?? "") }) }
        }
        object["slots"] = .object(slots)
        return .object(object)
    }
}
