// MARK: - The event log in lines

struct EventText: TextRendering {
    let wording: Wording
    let width: Int
    let symbols: SymbolSet

    /// `log`: one line per event, oldest first — when, what, how it ended,
    /// how long, the counts; the details a detailed log kept after them.
    func events(_ v: EventLogView) -> [Line] {
        guard !v.entries.isEmpty else {
            var lines = [Line(w.text(.noEvents, ["path": SafeText.clean(v.path)]))]
            if v.level == .off { lines.append(Line(w[.logIsOff], .dim)) }
            return lines
        }
        var lines = [
            Line(w.text(.eventsTitle, ["events": w.count(v.entries.count, .nounEvent), "path": SafeText.clean(v.path)]), .heading)
        ]
        for entry in v.entries {
            let f = entry.facts
            let when = ISODate.format(entry.at).replacing("T", with: " ").replacing("Z", with: "")
            let kind = f["kind"]?.stringValue ?? f["command"]?.stringValue ?? ""
            var outcome = f["outcome"]?.stringValue ?? ""
            if let code = f["code"]?.stringValue { outcome = outcome.isEmpty ? code : outcome + " (" + code + ")" }
            var tail: [String] = []
            if let ms = f["durationMs"]?.intValue { tail.append("\(ms) ms") }
            if let n = f["results"]?.intValue { tail.append(w.count(n, .nounResult)) }
            if f["cached"]?.boolValue == true { tail.append(w[.eventCached]) }
            for key in ["places", "visits", "placesAdded", "placesUpdated", "visitsAdded", "skipped"] {
                if let n = f[key]?.intValue { tail.append("\(key) \(n)") }
            }
            tail += personal(entry.personal)
            lines.append(
                Line([
                    Span("  " + when + "  ", .dim), Span(DisplayWidth.pad(SafeText.clean(entry.event), to: 9)),
                    Span(DisplayWidth.pad(SafeText.clean(kind), to: 9), .dim),
                    Span(DisplayWidth.pad(SafeText.clean(outcome), to: 10), outcome.hasPrefix("failed") ? .error : .accent),
                    Span(DisplayWidth.truncate(SafeText.clean(tail.joined(separator: " · ")), to: max(10, width - 52)), .dim),
                ]))
        }
        if v.level == .off { lines.append(Line(w[.logIsOff], .dim)) }
        return lines
    }

    /// What a detailed log kept: the search, where, and the first names found.
    private func personal(_ p: [String: JSON]) -> [String] {
        var out: [String] = []
        if let q = p["query"]?.stringValue { out.append("'" + q + "'") }
        if let category = p["category"]?.stringValue { out.append(category) }
        if let lat = p["lat"]?.doubleValue, let lng = p["lng"]?.doubleValue {
            out.append(Format.fixed(lat, 4) + "," + Format.fixed(lng, 4))
        }
        if let place = p["place"]?.stringValue { out.append(place) }
        if let path = p["path"]?.stringValue { out.append(path) }
        if let names = p["names"]?.arrayValue?.compactMap(\.stringValue), !names.isEmpty {
            out.append(names.prefix(3).joined(separator: ", "))
        }
        return out
    }
}
