import Testing

@testable import ChooseThereKit

// MARK: - English phrases for a status

@Suite("Opening status phrases")
struct OpeningStatusPhrasesTests {
    private func phrase(
        _ value: String, _ day: Weekday, _ hour: Int, _ minute: Int = 0,
        holiday: PublicHoliday = .no
    ) throws -> String {
        let time = try #require(LocalTime(weekday: day, hour: hour, minute: minute))
        return OpeningStatusPhrases.english(try OpeningHours.parse(value).get().status(at: time, publicHoliday: holiday))
    }

    @Test func openPhrases() throws {
        #expect(try phrase("Mo-Sa 11:00-23:00", .monday, 12) == "open now — closes 23:00")
        #expect(try phrase("Tu-Su 18:00-00:00", .tuesday, 20) == "open now — closes at midnight")
        #expect(try phrase("Fr,Sa 18:00-02:00", .friday, 23) == "open now — closes 02:00")
        #expect(try phrase("Mo-Fr 08:00-02:00", .monday, 9) == "open now — closes tomorrow 02:00")
        #expect(try phrase("Mo-Fr 00:00-24:00", .monday, 9) == "open now — closes Saturday 00:00")
        #expect(try phrase("24/7", .monday, 9) == "open now")
        #expect(try phrase("Mo-Su 18:00+", .monday, 19) == "open now")
    }

    @Test func closedPhrases() throws {
        #expect(try phrase("Mo-Sa 11:00-23:00", .monday, 9) == "closed — opens 11:00")
        #expect(try phrase("Mo-Sa 11:30-23:00", .monday, 23, 30) == "closed — opens tomorrow 11:30")
        #expect(try phrase("Mo-Fr 18:00-23:00", .friday, 23, 30) == "closed — opens Monday 18:00")
        #expect(try phrase("Fr 22:00-05:00", .saturday, 6) == "closed — opens Friday 22:00")
        #expect(try phrase("Fr 22:00-05:00", .friday, 23) == "open now — closes 05:00")
        #expect(try phrase("We 19:00-23:00", .wednesday, 23) == "closed — opens next Wednesday 19:00")
        #expect(try phrase("off", .monday, 12) == "closed")
    }

    @Test func unknownPhrases() throws {
        #expect(try phrase("\"sob consulta\"", .monday, 12) == "hours unknown — “sob consulta”")
        #expect(try phrase("Mo-Fr 10:00-18:00 unknown", .monday, 12) == "hours unknown")
        #expect(
            try phrase("Mo-Sa 11:00-23:00; PH off", .monday, 12, holiday: .unknown)
                == "hours unknown — depends on public holidays")
    }

    @Test func clockIsZeroPadded() {
        #expect(OpeningStatusPhrases.clock(0) == "00:00")
        #expect(OpeningStatusPhrases.clock(9 * 60 + 5) == "09:05")
        #expect(OpeningStatusPhrases.clock(23 * 60 + 59) == "23:59")
        #expect(
            Weekday.allCases.map(OpeningStatusPhrases.englishName)
                == ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
    }
}
