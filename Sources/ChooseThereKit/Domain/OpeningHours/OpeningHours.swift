// MARK: - OpenStreetMap opening_hours

/// A parsed OpenStreetMap `opening_hours` value that answers "open now?".
///
/// **Supported** (the specification's meaning): weekdays, ranges and lists
/// (`Mo-Fr`, `Mo,We,Fr`, `Sa-Mo` wraps); several time spans
/// (`11:30-15:00,18:00-23:00`); rules separated by `;` (a later rule
/// replaces earlier ones on the days it names), `,` (an additional rule:
/// adds, replaces nothing) and `||` (a fallback: applies only where the
/// earlier rules say nothing — an explicit `off` counts as saying
/// something, where opening_hours.js would let the fallback in);
/// `off`/`closed`, `open`, `unknown`; comments in quotes (a comment without
/// `open` or `off` makes its rule unknown, as the spec's `<comment>`
/// modifier does: `Sa 12:00-16:00 "com reserva"`); spans past midnight
/// (`18:00-02:00`, `18:00-26:00`) belong to the starting day — so a later
/// `;` rule for the next day replaces the spill, as the spec says (write
/// `,` to keep it); `24/7`, `00:00-24:00`; open ends (`18:00+`: open,
/// closing unknown, taken to last until midnight, or until 05:00 for spans
/// starting at 17:00 or later); `PH` (see below).
///
/// **Public holidays**: there is no holiday calendar, so `status` takes a
/// `PublicHoliday` — by default `.no`, and a value that mentions `PH`
/// still answers for ordinary days; with `.unknown`, an answer that would
/// differ on a holiday is `.unknown(.dependsOnPublicHoliday)`.
///
/// **Unsupported**, refused with `OpeningHoursError.unsupported` naming the
/// construct and its position, never guessed: `SH`, months (`Jan-Mar`,
/// `Dec 25`), week numbers, years, `easter`, `sunrise`/`sunset`/`dawn`/
/// `dusk`, nth weekdays (`Mo[1]`), day offsets (`PH +1 day`), repeating
/// times (`10:00-16:00/01:00`), comment labels (`"no verão": Mo-Su …`).
///
/// **Tolerated slips** (seen in Brazilian data; each can mean only one
/// thing): any case and spacing (`mo-fr 11:00 - 15:00`); hours without a
/// leading zero (`9:00`) or without minutes (`11-15` — a bare number can
/// only be an hour here, dates need a month); `12.30`, `11h`, `11h30`,
/// `11 horas`; en and em dashes; `Mo-Fr:` before the times; spans
/// separated by spaces; `24h`/`24 horas` alone for the whole day;
/// `Mo-Fr 24/7`; empty rules (`;;`, a trailing `;`); a missing `;` before
/// a new weekday (`Mo-Fr 10:00-18:00 Sa 10:00-14:00`); `Sa Su` for
/// `Sa,Su`; and one deliberate reading: a rule of only open times after
/// `;` continues the rule before it (`Mo-Fr 11:00-15:00; 18:00-23:00` is
/// lunch and dinner on weekdays — the letter of the spec would make it
/// dinner every day and drop lunch, which no mapper means). Portuguese:
/// weekday names and abbreviations (`Seg`, `Ter`, `Qua`, `Qui`, `Sex`,
/// `Sáb.`, `Dom`, `segunda-feira`…), `a`/`até` between days and `às`
/// between times (`Seg a Sex 11h às 15h`), `e` for a list comma, filler
/// `de`/`das`, `feriado(s)` for `PH`, `fechado` for `off`, `aberto` for
/// `open`; English day names (`Mon`, `Tuesday`…).
public struct OpeningHours: Sendable, Equatable {
    /// Longest value read, in Unicode scalars (OpenStreetMap caps values
    /// at 255 characters; this leaves room and bounds the work).
    public static let maximumLength = 1000

    /// The rules, in order, after the tolerated slips are repaired.
    public let rules: [OpeningRule]
    /// True when some rule names `PH`.
    public let mentionsPublicHolidays: Bool
    /// The week on ordinary days (no public holiday).
    let ordinaryWeek: WeekSchedule

    init(rules: [OpeningRule]) {
        self.rules = rules
        mentionsPublicHolidays = rules.contains { $0.days.mentionsPublicHoliday }
        ordinaryWeek = WeekSchedule(rules: rules, holiday: nil)
    }

    /// Reads a value; never traps, whatever the input.
    public static func parse(_ text: String) -> Result<OpeningHours, OpeningHoursError> {
        let scalars = Array(text.unicodeScalars.prefix(maximumLength + 1))
        guard scalars.count <= maximumLength else {
            return .failure(.tooLong(length: text.unicodeScalars.count, limit: maximumLength))
        }
        var parser = OpeningHoursParser(scalars: scalars)
        do {
            return .success(OpeningHours(rules: try parser.parseRules()))
        } catch {
            return .failure(error)
        }
    }

    /// Open, closed or unknown at `time`, with the next change.
    public func status(at time: LocalTime, publicHoliday: PublicHoliday = .no) -> OpeningStatus {
        guard mentionsPublicHolidays, publicHoliday != .no else { return ordinaryWeek.status(at: time) }
        let holidayWeek = WeekSchedule(rules: rules, holiday: time.weekday)
        let onHoliday = holidayWeek.status(at: time)
        guard publicHoliday == .unknown else { return onHoliday }
        let onOrdinaryDay = ordinaryWeek.status(at: time)
        switch (onOrdinaryDay, onHoliday) {
        case _ where onOrdinaryDay == onHoliday: return onOrdinaryDay
        case (.open, .open): return .open(until: nil)
        case (.closed, .closed): return .closed(opens: nil)
        default: return .unknown(.dependsOnPublicHoliday)
        }
    }
}
