import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - The corpus of real-world-shaped values (corpus.tsv)

/// One line of `corpus.tsv`: a value, a moment, and the answer expected.
struct OpeningHoursCorpusCase: Sendable, CustomTestStringConvertible {
    let line: Int
    let value: String
    let moment: String
    let expected: String
    let detail: String

    var testDescription: String { "corpus.tsv:\(line) \(value) @ \(moment)" }
}

enum OpeningHoursCorpus {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("corpus.tsv")

    /// Every case, in file order (blank and `#` lines skipped).
    static let cases: [OpeningHoursCorpusCase] = {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var cases: [OpeningHoursCorpusCase] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let padded = columns + Array(repeating: "", count: max(0, 4 - columns.count))
            cases.append(
                OpeningHoursCorpusCase(
                    line: offset + 1, value: padded[0], moment: padded[1],
                    expected: padded[2], detail: columns.count == 4 ? padded[3] : "malformed"))
        }
        return cases
    }()

    /// `Mo 12:00`, `Mo 12:00 PH`, `Mo 12:00 PH?` → a time and what is known of holidays.
    static func moment(_ text: String) -> (LocalTime, PublicHoliday)? {
        let parts = text.split(separator: " ")
        let days = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
        guard parts.count == 2 || parts.count == 3, let day = days.firstIndex(of: String(parts[0])),
            let weekday = Weekday(rawValue: day)
        else { return nil }
        let clock = parts[1].split(separator: ":")
        guard clock.count == 2, let hour = Int(clock[0]), let minute = Int(clock[1]),
            let time = LocalTime(weekday: weekday, hour: hour, minute: minute)
        else { return nil }
        switch parts.count == 3 ? String(parts[2]) : "" {
        case "": return (time, .no)
        case "PH": return (time, .yes)
        case "PH?": return (time, .unknown)
        default: return nil
        }
    }

    /// The answer in the corpus's own words: `open +0 23:00`, `closed -`,
    /// `unknown holiday`, `unsupported months`, `invalid badTime`.
    static func answer(_ value: String, at time: LocalTime, _ holiday: PublicHoliday) -> String {
        switch OpeningHours.parse(value) {
        case .failure(.unsupported(let construct, _, _)): return "unsupported \(construct.rawValue)"
        case .failure(.invalid(let kind, _, _)): return "invalid \(kind.rawValue)"
        case .failure(.empty): return "invalid empty"
        case .failure(.tooLong): return "invalid tooLong"
        case .success(let hours):
            switch hours.status(at: time, publicHoliday: holiday) {
            case .open(let until): return "open \(change(until))"
            case .closed(let opens): return "closed \(change(opens))"
            case .unknown(.markedUnknown): return "unknown marked"
            case .unknown(.dependsOnPublicHoliday): return "unknown holiday"
            }
        }
    }

    static func change(_ change: OpeningChange?) -> String {
        guard let change else { return "-" }
        return "+\(change.dayOffset) \(OpeningStatusPhrases.clock(change.minuteOfDay))"
    }
}

@Suite("Opening hours corpus")
struct OpeningHoursCorpusTests {
    @Test func corpusIsLargeAndWellFormed() {
        let cases = OpeningHoursCorpus.cases
        #expect(cases.count >= 300)
        #expect(Set(cases.map(\.value)).count >= 100)
        for c in cases {
            #expect(c.detail != "malformed", "\(c.testDescription): expected 4 TAB-separated columns")
            #expect(OpeningHoursCorpus.moment(c.moment) != nil, "\(c.testDescription): bad moment")
            #expect(["open", "closed", "unknown", "unsupported", "invalid"].contains(c.expected), "\(c.testDescription)")
        }
        // Every kind of answer is covered.
        for kind in ["open", "closed", "unknown", "unsupported", "invalid"] {
            #expect(cases.contains { $0.expected == kind }, "no \(kind) case")
        }
    }

    @Test(arguments: OpeningHoursCorpus.cases)
    func answersAsWritten(_ c: OpeningHoursCorpusCase) throws {
        let (time, holiday) = try #require(OpeningHoursCorpus.moment(c.moment))
        #expect(OpeningHoursCorpus.answer(c.value, at: time, holiday) == "\(c.expected) \(c.detail)")
    }
}
