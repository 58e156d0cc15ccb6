// MARK: - Opening hours, place details and "open now" in words

struct HoursText: TextRendering {
    let wording: Wording
    let width: Int
    let symbols: SymbolSet

    /// "open now — closes 23:00", "closed — opens tomorrow 11:30", "hours unknown".
    func hoursText(_ hours: HoursNow) -> String {
        switch hours {
        case .status(let status): statusText(status)
        case .unreadable(let error): w.text(.hoursUnreadable, ["reason": hoursError(error)])
        case .notKnown: w[.hoursUnknown]
        }
    }

    /// An `OpeningStatus` in this language (the wording of `OpeningStatusPhrases`, from the table).
    func statusText(_ status: OpeningStatus) -> String {
        switch status {
        case .open(let until?): w.text(.hoursOpenUntil, ["time": closing(until)])
        case .open(nil): w[.hoursOpen]
        case .closed(let opens?): w.text(.hoursClosedOpens, ["time": opening(opens)])
        case .closed(nil): w[.hoursClosed]
        case .unknown(.markedUnknown(let comment?)) where !comment.isEmpty:
            w.text(.hoursUnknownComment, ["comment": SafeText.clean(comment)])
        case .unknown(.markedUnknown): w[.hoursUnknown]
        case .unknown(.dependsOnPublicHoliday): w[.hoursUnknownHoliday]
        }
    }

    /// `23:00`; `at midnight`; `02:00` later tonight; else like an opening.
    func closing(_ change: OpeningChange) -> String {
        if change.dayOffset == 1 && change.minuteOfDay == 0 { return w[.atMidnight] }
        if change.dayOffset == 1 && change.minutesFromNow <= 12 * 60 { return OpeningStatusPhrases.clock(change.minuteOfDay) }
        return opening(change)
    }

    /// `18:00`, `tomorrow 11:30`, `Monday 18:00`, `next Monday 18:00`.
    func opening(_ change: OpeningChange) -> String {
        let time = OpeningStatusPhrases.clock(change.minuteOfDay)
        switch change.dayOffset {
        case 0: return time
        case 1: return w.text(.changeTomorrow, ["time": time])
        case 2...6: return w.text(.changeWeekday, ["day": dayName(change.weekday), "time": time])
        default: return w.text(.changeNextWeekday, ["day": dayName(change.weekday), "time": time])
        }
    }

    func dayName(_ day: Weekday) -> String {
        let phrases: [Phrase] = [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday]
        return w[phrases[day.rawValue]]
    }

    /// Why a value could not be read, as the parser says it.
    func hoursError(_ error: OpeningHoursError) -> String {
        switch error {
        case .empty: w[.hoursEmpty]
        case .tooLong(let length, let limit): w.text(.hoursTooLong, ["length": String(length), "limit": String(limit)])
        case .unsupported(let construct, let position, let near):
            w.text(.hoursUnsupported, ["construct": construct.englishName, "near": SafeText.clean(near), "position": String(position + 1)])
        case .invalid(let kind, let position, let near):
            w.text(.hoursInvalid, ["problem": kind.englishDescription, "near": SafeText.clean(near), "position": String(position + 1)])
        }
    }

    // MARK: "open now" counts

    /// "Open now: 3 of 6 places; 1 closed left out. 2 places with unknown hours stay in the draw: …".
    func openNowText(_ s: OpenNowSummary) -> String {
        var text = w.text(
            .openNowCounts,
            [
                "open": String(s.open), "total": w.count(s.open + s.closed + s.unknown, .nounPlace),
                "closed": String(s.closed), "unknown": String(s.unknown),
            ])
        if s.unknown > 0 {
            var names = s.unknownNames.map(SafeText.clean).joined(separator: ", ")
            if s.unknown > s.unknownNames.count { names += " " + w.text(.andMore, ["n": String(s.unknown - s.unknownNames.count)]) }
            text += " " + w.text(s.strict ? .openNowUnknownDropped : .openNowUnknownKept, ["names": names])
        }
        return text
    }

    // MARK: Details

    /// The labelled lines of `show`: hours (with the status now), contact,
    /// cuisine, diets, services. Every value is data, cleaned here.
    func detailLines(_ details: PlaceDetails?, hours: HoursNow?) -> [Line] {
        guard let d = details, !d.isEmpty else { return [] }
        var rows: [(Phrase, String)] = []
        if let text = d.openingHours {
            rows.append((.detailHours, SafeText.clean(text) + (hours.map { " — " + hoursText($0) } ?? "")))
        }
        if let v = d.phone { rows.append((.detailPhone, SafeText.clean(v))) }
        if let v = d.website { rows.append((.detailWebsite, SafeText.clean(v))) }
        if let v = d.brand { rows.append((.detailBrand, SafeText.clean(v))) }
        if !d.cuisine.isEmpty {
            rows.append((.detailCuisine, d.cuisine.map { SafeText.clean($0.replacing("_", with: " ")) }.joined(separator: ", ")))
        }
        if !d.diets.isEmpty {
            rows.append(
                (
                    .detailDiets,
                    d.sortedDiets.map { diet in
                        let name = SafeText.clean(diet.diet.replacing("_", with: " "))
                        let phrase: Phrase =
                            switch diet.level {
                            case .yes: .dietYes;
                            case .only: .dietOnly;
                            case .limited: .dietLimited;
                            case .no: .dietNo
                            }
                        return w.text(phrase, ["diet": name])
                    }.joined(separator: ", ")
                ))
        }
        if let v = d.outdoorSeating { rows.append((.detailOutdoor, w[v ? .levelYes : .levelNo])) }
        if let v = d.wheelchair { rows.append((.detailWheelchair, level(v))) }
        if let v = d.takeaway { rows.append((.detailTakeaway, level(v))) }
        if let v = d.delivery { rows.append((.detailDelivery, w[v ? .levelYes : .levelNo])) }
        let labelWidth = rows.map { DisplayWidth.of(w[$0.0]) }.max() ?? 0
        var lines: [Line] = []
        for (label, value) in rows {
            let pad = String(repeating: " ", count: labelWidth + 4)
            lines += TextWrap.wrap(value, width: max(20, width - labelWidth - 4)).enumerated().map {
                Line([Span($0.offset == 0 ? "  " + DisplayWidth.pad(w[label], to: labelWidth) + "  " : pad, .dim), Span($0.element)])
            }
        }
        return lines
    }

    func level(_ level: OfferLevel) -> String {
        switch level {
        case .yes: w[.levelYes]
        case .only: w[.levelOnly]
        case .limited: w[.levelLimited]
        case .no: w[.levelNo]
        }
    }
}
