import Testing

@testable import ChooseThereKit

// MARK: - Parsing: rules, tolerated slips, and errors that name the problem

@Suite("Opening hours parser")
struct OpeningHoursParserTests {
    private func rules(_ text: String) throws -> [OpeningRule] {
        try OpeningHours.parse(text).get().rules
    }

    private func error(_ text: String) -> OpeningHoursError? {
        if case .failure(let error) = OpeningHours.parse(text) { return error }
        return nil
    }

    private func days(_ list: [Weekday]) -> WeekdaySet {
        WeekdaySet(bits: list.reduce(0) { $0 | 1 << UInt8($1.rawValue) })
    }

    @Test func lunchAndDinnerThenWeekend() throws {
        let r = try rules("Mo-Fr 11:30-15:00,18:00-23:00; Sa,Su 12:00-16:00")
        #expect(r.count == 2)
        #expect(r[0].days.ordinaryDays == days([.monday, .tuesday, .wednesday, .thursday, .friday]))
        #expect(r[0].spans == [TimeSpan(start: 690, end: 900), TimeSpan(start: 1080, end: 1380)])
        #expect(r[1].join == .normal)
        #expect(r[1].days.ordinaryDays == days([.saturday, .sunday]))
        #expect(r.allSatisfy { $0.state == .open && $0.comment == nil })
    }

    @Test func weekdayRangesWrapPastSunday() throws {
        #expect(try rules("Sa-Mo 12:00-16:00")[0].days.ordinaryDays == days([.saturday, .sunday, .monday]))
        #expect(try rules("Fr-Tu 18:00-23:00")[0].days.ordinaryDays == days([.friday, .saturday, .sunday, .monday, .tuesday]))
        #expect(try rules("Mo-Su 10:00-12:00")[0].days.ordinaryDays == .all)
    }

    @Test func holidaySelectors() throws {
        let or = try rules("Su,PH off")[0].days
        #expect(or.ordinaryDays == days([.sunday]) && or.holidayDays == .all && or.mentionsPublicHoliday)
        let and = try rules("PH Sa 10:00-12:00")[0].days
        #expect(and.ordinaryDays == .none && and.holidayDays == days([.saturday]))
        let alone = try rules("PH off")[0].days
        #expect(alone.ordinaryDays == .none && alone.holidayDays == .all)
        let weekdays = try rules("Mo-Fr 10:00-12:00")[0].days
        #expect(weekdays.holidayDays == weekdays.ordinaryDays && !weekdays.mentionsPublicHoliday)
        #expect(try OpeningHours.parse("Mo-Sa 10:00-20:00; feriados fechado").get().mentionsPublicHolidays)
    }

    @Test func separatorsBecomeJoins() throws {
        let r = try rules("Mo-Fr 11:00-14:30, Th 18:00-22:00 || \"ligue\"; Su off")
        #expect(r.map(\.join) == [.normal, .additional, .fallback, .normal])
        #expect(r[2].state == .unknown && r[2].comment == "ligue")
        #expect(r[3].state == .closed && r[3].spans.isEmpty)
    }

    @Test func timesPastMidnightBelongToTheStartingDay() throws {
        #expect(try rules("18:00-02:00")[0].spans == [TimeSpan(start: 1080, end: 1560)])
        #expect(try rules("18:00-26:00")[0].spans == [TimeSpan(start: 1080, end: 1560)])
        #expect(try rules("18:00-00:00")[0].spans == [TimeSpan(start: 1080, end: 1440)])
        #expect(try rules("00:00-24:00")[0].spans == [TimeSpan(start: 0, end: 1440)])
        #expect(try rules("10:00-10:00")[0].spans == [TimeSpan(start: 600, end: 2040)])
        #expect(try rules("20:00-48:00")[0].spans == [TimeSpan(start: 1200, end: 2880)])
    }

    @Test func openEndsAreMarkedAndBounded() throws {
        #expect(try rules("18:00+")[0].spans == [TimeSpan(start: 1080, end: 1740, isOpenEnded: true)])
        #expect(try rules("12:00+")[0].spans == [TimeSpan(start: 720, end: 1440, isOpenEnded: true)])
        #expect(try rules("18:00-02:00+")[0].spans == [TimeSpan(start: 1080, end: 1740, isOpenEnded: true)])
    }

    @Test func allWeekAndWholeDays() throws {
        let week = try rules("24/7")[0]
        #expect(week.days == .everyDay && week.spans.isEmpty && week.state == .open)
        #expect(try rules("Mo-Fr 24/7")[0].spans == [.wholeDay])
        #expect(try rules("24 horas")[0].spans == [.wholeDay])
        #expect(try rules("Sa 24h")[0].spans == [.wholeDay])
        #expect(try rules("Sa 08h-24h")[0].spans == [TimeSpan(start: 480, end: 1440)])
    }

    @Test func bareTimeRuleAfterSemicolonContinuesThePreviousRule() throws {
        let r = try rules("Mo-Fr 11:00-15:00; 18:00-23:00; Sa 12:00-16:00")
        #expect(r.count == 2)
        #expect(r[0].spans.count == 2)
        // Not after a closing rule, nor a rule that is itself closing.
        #expect(try rules("Mo off; 18:00-23:00").count == 2)
        #expect(try rules("Mo-Fr 08:00-18:00; 12:00-13:00 off").count == 2)
    }

    @Test func toleratedSlipsReadLikeTheSpec() throws {
        let canonical = try rules("Mo-Fr 11:00-15:00,18:00-23:00; Sa,Su 12:00-16:00")
        for sloppy in [
            "mo-fr 11:00-15:00,18:00-23:00; sa,su 12:00-16:00",
            "MO-FR 11-15,18-23; SA,SU 12-16",
            "Mo - Fr  11:00 - 15:00 , 18:00 - 23:00 ;Sa , Su 12:00-16:00",
            "Mo-Fr 11:00-15:00 18:00-23:00; Sa Su 12:00-16:00",
            "Mo-Fr: 11:00-15:00, 18:00-23:00; Sa,Su: 12:00-16:00",
            "Mo–Fr 11:00–15:00,18:00–23:00; Sa,Su 12:00–16:00",
            "Mo-Fr 11.00-15.00,18.00-23.00; Sa,Su 12.00-16.00",
            "Mo-Fr 11h-15h,18h-23h; Sa,Su 12h-16h",
            "Mo-Fr 11:00-15:00,18:00-23:00 Sa,Su 12:00-16:00",
            "Mo-Fr 11:00-15:00; 18:00-23:00; Sa,Su 12:00-16:00;;",
            "Seg a Sex 11h às 15h e 18h às 23h; Sáb e Dom 12h às 16h",
            "segunda-feira a sexta-feira das 11h às 15h, 18h às 23h; sábado, domingo 12:00-16:00",
            "Seg. - Sex. 11:00-15:00,18:00-23:00; Sáb., Dom. 12:00-16:00",
            "Mon-Fri 11:00-15:00,18:00-23:00; Saturday,Sunday 12:00-16:00",
        ] {
            #expect(try rules(sloppy) == canonical, "\(sloppy)")
        }
    }

    @Test func portugueseKeywords() throws {
        #expect(try rules("Dom fechado")[0].state == .closed)
        #expect(try rules("aberto")[0].state == .open)
        #expect(try rules("Seg-Sex 9:00-18:00; feriados fechado")[1].days.mentionsPublicHoliday)
    }

    @Test func commentsAndKeywords() throws {
        #expect(try rules("\"sob consulta\"")[0].state == .unknown)
        #expect(try rules("Mo-Fr 10:00-18:00 \"almoço\"")[0].state == .unknown)
        #expect(try rules("Mo-Fr 10:00-18:00 open \"almoço\"")[0].state == .open)
        #expect(try rules("Mo-Fr 10:00-18:00 unknown")[0].state == .unknown)
        #expect(try rules("Su off “férias”")[0].comment == "férias")  // curly quotes
        #expect(try rules("Sa 10:00-12:00 \"a; b || c, d\"")[0].comment == "a; b || c, d")
    }

    // MARK: Errors

    @Test func unsupportedConstructsAreNamedWithTheirPosition() {
        let cases: [(String, UnsupportedHoursConstruct, Int, String)] = [
            ("Mo-Fr 10:00-18:00; Dec 25 off", .months, 19, "Dec"),
            ("Jan-Mar Mo-Fr 10:00-18:00", .months, 0, "Jan"),
            ("week 1-10 Mo-Fr 10:00-18:00", .weekNumbers, 0, "week"),
            ("Mo-Fr 10:00-18:00; SH off", .schoolHolidays, 19, "SH"),
            ("Mo-Fr 08:00-sunset", .variableTimes, 12, "sunset"),
            ("(sunrise+01:00)-18:00", .variableTimes, 0, "("),
            ("Su[1] 10:00-14:00", .nthWeekday, 2, "["),
            ("2024 Mo-Fr 10:00-18:00", .years, 0, "2024"),
            ("Mo-Su 10:00-22:00; easter off", .dates, 19, "easter"),
            ("PH +1 day off", .dayOffset, 3, "+"),
            ("Mo-Fr 10:00-16:00/01:00", .repeatingTimes, 17, "/"),
            ("\"no verão\": Mo-Su 10:00-22:00", .describedDates, 0, "\"no verão\""),
        ]
        for (text, construct, position, near) in cases {
            #expect(error(text) == .unsupported(construct, position: position, near: near), "\(text)")
        }
    }

    @Test func invalidValuesSayWhatAndWhere() {
        #expect(error("Mo-Fr 25:00-26:00") == .invalid(.badTime, position: 6, near: "25:00"))
        #expect(error("Mo-Fr 10:70-18:00") == .invalid(.badTime, position: 6, near: "10:70"))
        #expect(error("Mo-Fr 10:00") == .invalid(.timeWithoutEnd, position: 6, near: "10:00"))
        #expect(error("Mo-") == .invalid(.incompleteRange, position: 2, near: "-"))
        #expect(error("Sa 10:00-") == .invalid(.incompleteRange, position: 8, near: "-"))
        #expect(error("Mo \"aberto") == .invalid(.unterminatedComment, position: 3, near: "\"aberto"))
        #expect(error("Mo-Fr 10:00-18:00 lunch") == .invalid(.unexpected, position: 18, near: "lunch"))
        #expect(error("Mo-Fr 10:00-18:00 | Sa") == .invalid(.unexpected, position: 18, near: "|"))
        #expect(error("Mo 10:00-18:00 )") == .invalid(.unexpected, position: 15, near: ")"))
    }

    @Test func emptyAndOverlongValues() {
        #expect(error("") == .empty)
        #expect(error("   ") == .empty)
        #expect(error(" ; ;; ") == .empty)
        let long = String(repeating: "Mo 10:00-12:00; ", count: 100)
        #expect(error(long) == .tooLong(length: long.unicodeScalars.count, limit: OpeningHours.maximumLength))
        let longest = String(repeating: "Mo 10:00-12:00; ", count: OpeningHours.maximumLength / 16)
        #expect((try? OpeningHours.parse(longest).get()) != nil)
    }

    @Test func errorMessagesAreSentences() {
        #expect(OpeningHoursError.empty.englishMessage == "The opening hours are empty.")
        #expect(
            OpeningHoursError.tooLong(length: 1200, limit: 1000).englishMessage
                == "The opening hours are 1200 characters long; at most 1000 are read.")
        #expect(
            error("Mo-Fr 10:00-18:00; Dec 25 off")?.englishMessage
                == "Opening hours with months are not supported (“Dec” at character 20).")
        #expect(
            error("Mo-Fr 10:00")?.englishMessage
                == "The opening hours cannot be read: time without an end (“10:00” at character 7).")
    }
}
