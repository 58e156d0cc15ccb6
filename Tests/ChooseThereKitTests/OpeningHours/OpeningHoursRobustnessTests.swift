import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - Never trap, never hang; and how fast

@Suite("Opening hours robustness")
struct OpeningHoursRobustnessTests {
    /// Pieces real values are made of, so random strings get deep into the
    /// parser rather than failing at the first character.
    static let pieces = [
        "Mo", "Tu", "We", "Th", "Fr", "Sa", "Su", "PH", "SH", "Seg", "Sáb", "dom", "a", "às",
        "e", "de", "-", "–", ",", ";", "||", "|", "+", ":", "/", "[", "]", "(", ")", "\"", "“",
        " ", "  ", "off", "open", "unknown", "fechado", "24/7", "24", "7", "00", "10:00", "18:00",
        "02:00", "26:00", "48:00", "49:00", "24:00", "11h", "11h30", "12.30", "9", "99", "2024",
        "Jan", "Dec", "week", "sunrise", "day", "horas", "h", "feira", "\n", "\t", ".", "é", "🍕",
        "\u{0}", "\u{FEFF}", "\u{301}",
    ]

    private static func time(_ minute: Int) -> LocalTime? {
        Weekday(rawValue: (minute / 1440) % 7).flatMap { LocalTime(weekday: $0, minuteOfDay: minute % 1440) }
    }

    private static func exercise(_ text: String) {
        guard case .success(let hours) = OpeningHours.parse(text) else { return }
        for minute in stride(from: 0, to: LocalTime.minutesPerWeek, by: 397) {
            guard let time = time(minute) else { continue }
            for holiday in [PublicHoliday.no, .yes, .unknown] {
                _ = OpeningStatusPhrases.english(hours.status(at: time, publicHoliday: holiday))
            }
        }
    }

    @Test func randomPiecesNeverTrap() {
        var rng = SeededRandom(seed: 20_251_122)
        for _ in 0..<4000 {
            let count = Int(rng.next() % 24)
            let text = (0..<count).map { _ in Self.pieces[Int(rng.next() % UInt64(Self.pieces.count))] }.joined()
            Self.exercise(text)
        }
    }

    @Test func randomScalarsNeverTrap() {
        var rng = SeededRandom(seed: 7)
        for _ in 0..<2000 {
            let count = Int(rng.next() % 60)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<count {
                // Mostly ASCII, sometimes anywhere in Unicode.
                let raw = rng.next() % 4 == 0 ? UInt32(rng.next() % 0x10FFFF) : UInt32(rng.next() % 128)
                scalars.append(Unicode.Scalar(raw) ?? "?")
            }
            Self.exercise(String(scalars))
        }
    }

    @Test func hugeAndRepetitiveInputsAreBounded() {
        let huge = String(repeating: "Mo-Fr 10:00-18:00; ", count: 100_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(OpeningHours.parse(huge) == .failure(.tooLong(length: huge.unicodeScalars.count, limit: OpeningHours.maximumLength)))
        }
        #expect(elapsed < .seconds(5))
        for unit in [";", ",", "||", "Mo,", "Mo-", "1", "10:00-", "\"", "Mo 10:00-12:00,", "PH "] {
            let text = String(repeating: unit, count: OpeningHours.maximumLength / unit.count)
            Self.exercise(text)
        }
    }

    @Test func timingsArePrinted() throws {
        let values = [
            "Mo-Fr 11:30-15:00,18:00-23:00; Sa 12:00-23:30; Su,PH 12:00-17:00",
            "Mo-Sa 06:00-20:00; Su 06:00-13:00", "Tu-Su 18:00-02:00; Mo off", "24/7",
            "Seg a Sex 11h às 15h e 18h às 23h; Sáb e Dom 12h às 16h",
        ]
        let clock = ContinuousClock()
        let rounds = 2000
        var parsed: [OpeningHours] = []
        let parsing = clock.measure {
            for _ in 0..<rounds { for value in values { if case .success(let h) = OpeningHours.parse(value) { parsed.append(h) } } }
        }
        #expect(parsed.count == rounds * values.count)
        let time = try #require(LocalTime(weekday: .saturday, hour: 23, minute: 45))
        var open = 0
        let evaluating = clock.measure {
            for h in parsed where h.status(at: time).isOpen { open += 1 }
        }
        func microseconds(_ d: Duration, _ n: Int) -> String {
            let total = Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
            return String(format: "%.2f µs", total / Double(max(1, n)))
        }
        // Printed, not asserted: shared machines and debug builds vary.
        print(
            "opening_hours timings (this build): parse \(microseconds(parsing, rounds * values.count)) per value,"
                + " status \(microseconds(evaluating, parsed.count)) per call")
        #expect(open > 0)
    }
}
