// MARK: - Parser: tokens → rules

/// Recursive descent over `HoursToken`s, following the specification's
/// `<time_domain>` grammar for the parts we evaluate and refusing the
/// rest by name. Never loops without consuming a token.
struct OpeningHoursParser {
    private let tokens: [HoursToken]
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        self.tokens = OpeningHoursLexer.tokens(scalars)
    }

    /// Every rule of the value, in order.
    mutating func parseRules() throws(OpeningHoursError) -> [OpeningRule] {
        var rules: [OpeningRule] = []
        var join = RuleJoin.normal
        while true {
            // Empty rules (`;;`, a leading or trailing separator) are skipped.
            while let token = peek, let separator = Self.join(token.kind) {
                join = rules.isEmpty ? .normal : separator
                index += 1
            }
            guard peek != nil else { break }
            Self.append(try parseRule(join: join), to: &rules)
            guard let next = peek else { break }
            if let separator = Self.join(next.kind) {
                join = separator
                index += 1
            } else if isSelectorItem(next.kind) {
                join = .normal  // Tolerated slip: `Mo-Fr 10:00-18:00 Sa 10:00-14:00`.
            } else {
                throw failure(next)
            }
        }
        guard !rules.isEmpty else { throw .empty }
        return rules
    }

    private static func join(_ kind: HoursToken.Kind) -> RuleJoin? {
        switch kind {
        case .semicolon: return .normal
        case .comma: return .additional
        case .fallback: return .fallback
        default: return nil
        }
    }

    /// Adds a rule. Tolerated slip: a rule that is only open time spans,
    /// after `;`, continues the time list of the open rule before it
    /// (`Mo-Fr 11:00-15:00; 18:00-23:00` is lunch and dinner on weekdays,
    /// not dinner every day as the letter of the spec would have it).
    private static func append(_ rule: OpeningRule, to rules: inout [OpeningRule]) {
        if rule.join == .normal, !rule.days.isWritten, rule.state == .open, rule.comment == nil,
            !rule.spans.isEmpty, let last = rules.last, last.state == .open, !last.spans.isEmpty
        {
            rules[rules.count - 1] = OpeningRule(
                join: last.join, days: last.days, spans: last.spans + rule.spans,
                state: .open, comment: last.comment)
        } else {
            rules.append(rule)
        }
    }

    // MARK: Rules

    private mutating func parseRule(join: RuleJoin) throws(OpeningHoursError) -> OpeningRule {
        let first = peek
        var comment: String?
        if let label = peek, case .comment(let text) = label.kind {
            // `"no verão": Mo-Su 10:00-22:00` — days described in words.
            if peekKind(1) == .colon {
                throw .unsupported(.describedDates, position: label.position, near: near(label))
            }
            comment = text  // `"reserve antes" Sa 12:00-16:00`: a comment may come first
            index += 1
        }
        var days = DaySelector.everyDay
        var spans: [TimeSpan] = []
        var allWeek = false
        if peek?.kind == .allWeek {
            index += 1
            allWeek = true  // no span: the whole day, every day
        } else {
            days = try parseSelector()
            if days.isWritten, peek?.kind == .colon || (peek?.kind == .comma && isTimeStart(peekKind(1))) {
                index += 1  // `Mo-Fr: 11:00-15:00`, `Seg a Sex, 11h às 15h`
            }
            spans = try parseSpans()
        }
        var state: RuleState?
        switch peek?.kind {
        case .open?: state = .open
        case .closed?: state = .closed
        case .unknown?: state = .unknown
        default: break
        }
        if state != nil { index += 1 }
        if case .comment(let text)? = peek?.kind {
            comment = text
            index += 1
        }
        guard allWeek || days.isWritten || !spans.isEmpty || state != nil || comment != nil else {
            throw failure(peek ?? first)
        }
        // The spec's `<comment>` modifier: a comment without `open`/`off`
        // makes the rule unknown (`Sa 12:00-16:00 "com reserva"`).
        let resolved = state ?? (comment != nil ? .unknown : .open)
        return OpeningRule(join: join, days: days, spans: spans, state: resolved, comment: comment)
    }

    // MARK: Day selectors

    /// `Mo-Fr`, `Mo,We,Fr`, `Sa-Mo`, `Su,PH`, `PH Sa` (holiday AND Saturday),
    /// and the space-separated slip `Sa Su`. Returns `.everyDay` when none.
    private mutating func parseSelector() throws(OpeningHoursError) -> DaySelector {
        guard let first = peek, isSelectorItem(first.kind) else {
            if let first = peek, Self.isYear(first.kind) { throw failure(first) }
            return .everyDay
        }
        var ordinary = WeekdaySet.none, holidayAnd = WeekdaySet.none
        var holidayOr = false, mentionsHoliday = false
        // A `PH` whose meaning waits for the next item: `PH Sa` is holiday
        // AND Saturday, `PH,Sa` and a lone `PH` are holiday OR the rest.
        var holidayPending = false, afterComma = false
        while let token = peek {
            switch token.kind {
            case .weekday(let from):
                let set = try parseWeekdayRange(from)
                if holidayPending && !afterComma {
                    holidayAnd = holidayAnd.union(set)
                } else {
                    ordinary = ordinary.union(set)
                    if holidayPending { holidayOr = true }
                }
                holidayPending = false
            case .publicHoliday:
                index += 1
                if holidayPending { holidayOr = true }
                holidayPending = true
                mentionsHoliday = true
                try refuseDayOffset()
            default:
                throw failure(token)  // SH, months, week, easter
            }
            guard let next = peek else { break }
            if next.kind == .comma, isSelectorItem(peekKind(1)) {
                index += 1
                afterComma = true
            } else if isSelectorItem(next.kind) {
                afterComma = false
            } else {
                break
            }
        }
        if holidayPending { holidayOr = true }
        return DaySelector(
            ordinaryDays: ordinary, holidayDays: holidayOr ? .all : ordinary.union(holidayAnd),
            isWritten: true, mentionsPublicHoliday: mentionsHoliday)
    }

    /// `2024`: a year (refused); other four-digit numbers are just wrong.
    private static func isYear(_ kind: HoursToken.Kind) -> Bool {
        if case .number(let value, digits: 4) = kind { return (1900...2199).contains(value) }
        return false
    }

    private func isSelectorItem(_ kind: HoursToken.Kind?) -> Bool {
        switch kind {
        case .weekday?, .publicHoliday?, .schoolHoliday?, .month?, .week?, .easter?: return true
        default: return false
        }
    }

    /// `Mo` or `Mo-Fr` (wrapping: `Sa-Mo`); `Mo[1]` is refused.
    private mutating func parseWeekdayRange(_ from: Weekday) throws(OpeningHoursError) -> WeekdaySet {
        index += 1
        var set = WeekdaySet.range(from, from)
        if let dash = peek, dash.kind == .dash {
            guard case .weekday(let to)? = peekKind(1) else {
                throw .invalid(.incompleteRange, position: dash.position, near: near(dash))
            }
            index += 2
            set = .range(from, to)
        }
        if let bracket = peek, bracket.kind == .openBracket {
            throw .unsupported(.nthWeekday, position: bracket.position, near: near(bracket))
        }
        return set
    }

    /// `PH +1 day`, `PH -1 day`.
    private func refuseDayOffset() throws(OpeningHoursError) {
        guard let sign = peek, sign.kind == .plus || sign.kind == .dash,
            case .number? = peekKind(1), peekKind(2) == .day
        else { return }
        throw .unsupported(.dayOffset, position: sign.position, near: near(sign))
    }

    // MARK: Time spans

    private func isTimeStart(_ kind: HoursToken.Kind?) -> Bool {
        switch kind {
        case .time?, .allWeek?, .variableTime?, .openParen?: return true
        case .number(_, let digits)?: return digits <= 2
        default: return false
        }
    }

    /// `11:30-15:00,18:00-23:00`, also space-separated (a common slip).
    private mutating func parseSpans() throws(OpeningHoursError) -> [TimeSpan] {
        var spans: [TimeSpan] = []
        while isTimeStart(peek?.kind) {
            spans.append(try parseSpan())
            if peek?.kind == .comma, isTimeStart(peekKind(1)) { index += 1 }
        }
        return spans
    }

    private mutating func parseSpan() throws(OpeningHoursError) -> TimeSpan {
        guard let first = peek else { throw .empty }
        guard let start = startMinutes(first) else { throw failure(first) }
        index += 1
        if case .time(1440, hourWord: true) = first.kind, peek?.kind != .dash, peek?.kind != .plus {
            return .wholeDay  // `24h`, `24 horas` alone
        }
        if first.kind == .allWeek { return .wholeDay }  // `Mo-Fr 24/7`
        guard start < 1440 else { throw .invalid(.badTime, position: first.position, near: near(first)) }
        if peek?.kind == .plus {
            index += 1
            return TimeSpan(start: start, end: Self.guessedEnd(start), isOpenEnded: true)
        }
        guard let dash = peek, dash.kind == .dash else {
            throw .invalid(.timeWithoutEnd, position: first.position, near: near(first))
        }
        guard let last = peekAt(1), var end = endMinutes(last) else {
            switch peekKind(1) {
            case .variableTime?, .openParen?, .bad?: throw failure(peekAt(1))
            default: throw .invalid(.incompleteRange, position: dash.position, near: near(dash))
            }
        }
        index += 2
        if end <= start { end += 1440 }  // `18:00-02:00`, `10:00-10:00`
        guard end <= 2880 else { throw .invalid(.badTime, position: last.position, near: near(last)) }
        var openEnded = false
        if peek?.kind == .plus {
            index += 1
            openEnded = true
            end = max(end, Self.guessedEnd(start))
        }
        if let slash = peek, slash.kind == .slash {
            throw .unsupported(.repeatingTimes, position: slash.position, near: near(slash))
        }
        return TimeSpan(start: start, end: end, isOpenEnded: openEnded)
    }

    private func startMinutes(_ token: HoursToken) -> Int? {
        switch token.kind {
        case .time(let minutes, _): return minutes
        case .number(let hour, let digits) where digits <= 2: return hour * 60
        case .allWeek: return 0
        default: return nil
        }
    }

    private func endMinutes(_ token: HoursToken) -> Int? {
        switch token.kind {
        case .time(let minutes, _): return minutes
        case .number(let hour, let digits) where digits <= 2 && hour <= 48: return hour * 60
        default: return nil
        }
    }

    /// How long an open end (`18:00+`) is taken to last: to midnight when
    /// it starts before 17:00, else to 05:00 the next morning (late bars).
    static func guessedEnd(_ start: Int) -> Int { start < 17 * 60 ? 1440 : 1440 + 5 * 60 }

    // MARK: Tokens

    private var peek: HoursToken? { index < tokens.count ? tokens[index] : nil }

    private func peekAt(_ offset: Int) -> HoursToken? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    private func peekKind(_ offset: Int) -> HoursToken.Kind? { peekAt(offset)?.kind }

    private func near(_ token: HoursToken) -> String {
        let end = min(scalars.count, token.position + max(1, min(token.length, 40)))
        var view = String.UnicodeScalarView()
        if token.position < end { view.append(contentsOf: scalars[token.position..<end]) }
        return String(view)
    }

    /// The error for a token that fits nowhere: unsupported constructs by
    /// name, the lexer's own findings, or plain unexpected text.
    private func failure(_ token: HoursToken?) -> OpeningHoursError {
        guard let token else { return .invalid(.unexpected, position: scalars.count, near: "") }
        let unsupported: UnsupportedHoursConstruct?
        switch token.kind {
        case .schoolHoliday: unsupported = .schoolHolidays
        case .month: unsupported = .months
        case .week: unsupported = .weekNumbers
        case .easter, .day: unsupported = .dates
        case .number where Self.isYear(token.kind): unsupported = .years
        case .variableTime, .openParen: unsupported = .variableTimes
        case .openBracket: unsupported = .nthWeekday
        case .bad(let kind): return .invalid(kind, position: token.position, near: near(token))
        default: unsupported = nil
        }
        if let unsupported { return .unsupported(unsupported, position: token.position, near: near(token)) }
        return .invalid(.unexpected, position: token.position, near: near(token))
    }
}
