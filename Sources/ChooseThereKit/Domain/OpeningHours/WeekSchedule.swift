// MARK: - The week, once every rule is applied

/// What one stretch of the week is.
enum ScheduleSlot: Sendable, Equatable, Hashable {
    case closed
    case open
    /// Open, closing time not given (`18:00+`).
    case openEnded
    /// The value says `unknown`, or only a comment.
    case unknown(comment: String?)
}

/// A week of `ScheduleSlot`s, as the minute each stretch starts (from
/// Monday 00:00) and what it is. Built once per value, so evaluating is a
/// binary search and a short walk.
struct WeekSchedule: Sendable, Equatable {
    /// Minute of the week each segment starts at; `starts[0] == 0`.
    let starts: [Int]
    /// What each segment is; neighbours always differ.
    let slots: [ScheduleSlot]

    /// Applies `rules` in order, as the specification says:
    /// - a normal (`;`) rule that opens (or says unknown) first empties the
    ///   days it names, including what earlier rules carried past midnight
    ///   into them; a closing rule only closes its own times;
    /// - an additional (`,`) rule adds without emptying;
    /// - a fallback (`||`) rule fills only what no earlier rule covered;
    /// - a span past midnight spills into the next day.
    /// `holiday` is the weekday treated as a public holiday, if any.
    init(rules: [OpeningRule], holiday: Weekday?) {
        var days = Array(repeating: [DayInterval](), count: 7)
        for rule in rules {
            let matched = Weekday.allCases.filter { rule.days.matches($0, isPublicHoliday: $0 == holiday) }
            if rule.join == .normal && rule.state != .closed {
                for day in matched { days[day.rawValue].removeAll(keepingCapacity: true) }
            }
            let spans = rule.spans.isEmpty ? [TimeSpan.wholeDay] : rule.spans
            for day in matched {
                let next = day.adding(days: 1).rawValue
                for span in spans {
                    let slot = Self.slot(rule.state, span, rule.comment)
                    let fill = rule.join == .fallback
                    Self.place(&days[day.rawValue], span.start, min(span.end, 1440), slot, fillOnly: fill)
                    if span.end > 1440 {
                        Self.place(&days[next], 0, min(span.end - 1440, 1440), slot, fillOnly: fill)
                    }
                }
            }
        }
        (starts, slots) = Self.flatten(days)
    }

    private static func slot(_ state: RuleState, _ span: TimeSpan, _ comment: String?) -> ScheduleSlot {
        switch state {
        case .open: return span.isOpenEnded ? .openEnded : .open
        case .closed: return .closed
        case .unknown: return .unknown(comment: comment)
        }
    }

    // MARK: Building one day

    /// A stretch of one day, in minutes 0 ... 1440, as written by a rule.
    private struct DayInterval {
        var start: Int
        var end: Int
        var slot: ScheduleSlot
    }

    /// Writes `slot` over `start ..< end` of a day, or (`fillOnly`) only
    /// over the parts no earlier rule wrote.
    private static func place(_ list: inout [DayInterval], _ start: Int, _ end: Int, _ slot: ScheduleSlot, fillOnly: Bool) {
        guard start < end else { return }
        if fillOnly {
            var cursor = start
            for interval in list.sorted(by: { $0.start < $1.start }) where interval.end > cursor && interval.start < end {
                if interval.start > cursor { list.append(DayInterval(start: cursor, end: interval.start, slot: slot)) }
                cursor = max(cursor, interval.end)
            }
            if cursor < end { list.append(DayInterval(start: cursor, end: end, slot: slot)) }
            return
        }
        var i = 0
        var tail: DayInterval?
        while i < list.count {
            let old = list[i]
            if old.end <= start || old.start >= end {
                i += 1
            } else if old.start < start && old.end > end {
                list[i].end = start
                tail = DayInterval(start: end, end: old.end, slot: old.slot)
                i += 1
            } else if old.start < start {
                list[i].end = start
                i += 1
            } else if old.end > end {
                list[i].start = end
                i += 1
            } else {
                list.remove(at: i)
            }
        }
        if let tail { list.append(tail) }
        list.append(DayInterval(start: start, end: end, slot: slot))
    }

    /// Seven days of intervals → one sorted list of differing segments;
    /// minutes no rule wrote are closed.
    private static func flatten(_ days: [[DayInterval]]) -> ([Int], [ScheduleSlot]) {
        var starts: [Int] = [], slots: [ScheduleSlot] = []
        func emit(_ minute: Int, _ slot: ScheduleSlot) {
            if slots.last != slot {
                starts.append(minute)
                slots.append(slot)
            }
        }
        for (index, intervals) in days.enumerated() {
            let base = index * 1440
            var cursor = 0
            for interval in intervals.sorted(by: { $0.start < $1.start }) {
                if interval.start > cursor { emit(base + cursor, .closed) }
                emit(base + interval.start, interval.slot)
                cursor = interval.end
            }
            if cursor < 1440 { emit(base + cursor, .closed) }
        }
        return (starts, slots)
    }

    // MARK: Reading

    /// Index of the segment containing `minute` (0 ..< minutes per week).
    func segment(containing minute: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= minute { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The first segment after `index` (going round the week once) whose
    /// slot satisfies `test`, with the minutes from `minute` to its start.
    func next(after index: Int, from minute: Int, where test: (ScheduleSlot) -> Bool) -> (slot: ScheduleSlot, minutes: Int)? {
        let count = slots.count
        guard count > 1 else { return nil }
        for step in 1..<count {
            let candidate = (index + step) % count
            if test(slots[candidate]) {
                let week = LocalTime.minutesPerWeek
                return (slots[candidate], ((starts[candidate] - minute) % week + week) % week)
            }
        }
        return nil
    }

    /// The status at `time`: the segment holding it, then the next segment
    /// that changes the answer.
    func status(at time: LocalTime) -> OpeningStatus {
        let minute = time.minuteOfWeek
        let index = segment(containing: minute)
        switch slots[index] {
        case .unknown(let comment):
            return .unknown(.markedUnknown(comment: comment))
        case .openEnded:
            return .open(until: nil)
        case .open:
            guard let change = next(after: index, from: minute, where: { $0 != .open }),
                change.slot != .openEnded
            else { return .open(until: nil) }
            return .open(until: OpeningChange(minutes: change.minutes, after: time))
        case .closed:
            guard let change = next(after: index, from: minute, where: { $0 != .closed }) else {
                return .closed(opens: nil)
            }
            if case .unknown = change.slot { return .closed(opens: nil) }
            return .closed(opens: OpeningChange(minutes: change.minutes, after: time))
        }
    }
}
