#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - rate and history

extension Session {
    func rate(stars: Int?, wouldReturn: Bool?, match: Bool?, tags: [String], note: String?, target: String?) throws -> Reply {
        guard let stars else {
            throw CommandError("missing_argument", "Say how many stars, 1 to 5: rate 4 (add would return, never again, match, or a note).")
        }
        guard (1...5).contains(stars) else {
            throw CommandError("invalid_value", "Stars go from 1 to 5; \(stars) is out of range.")
        }
        let place = try resolvePlace(target, verb: "rate")
        // Whole seconds: backups carry ISO-8601 dates without fractions, as the app wrote them.
        let date = Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
        let visit = Visit(id: rng.uuidString(), restaurantId: place.id, dateVisited: date, rating: stars, tags: tags,
                          note: note, isMatch: match ?? false, wouldReturn: wouldReturn ?? true)
        let updated = try store.record(visit, learning: settings.learning) ?? place
        pick(place.id)
        let starText = String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars)
        var head = [Span("Rated "), Span.data(place.name, .name), Span(" " + starText)]
        var flags: [String] = [visit.wouldReturn ? "would return" : "never again"]
        if visit.isMatch { flags.append("match") }
        flags += tags
        head.append(Span(" — " + flags.joined(separator: ", ")))
        var lines = [Line(head)]
        if let note, !note.isEmpty { lines.append(Line([Span("   Note: ", .dim), Span.data(note)])) }
        lines.append(Line("   " + ratingSummary(updated), .dim))
        let delta = Store.learningDelta(stars: stars)
        if settings.learning && delta != 0 {
            let terms = ([place.category] + place.tags.filter { Folding.key($0) != Folding.key(place.category) }).map(SafeText.clean)
            lines.append(Line("   Learned: \(delta > 0 ? "more" : "less") " + terms.joined(separator: ", ") + " in future spins.", .dim))
        }
        return Reply(lines: lines, result: .object(["visit": PlaceJSON.visit(visit), "place": .object(PlaceJSON.full(updated))]))
    }

    func history(filter: HistoryFilter, limit: Int?) throws -> Reply {
        let rows = try store.history(VisitQuery(filter: filter, limit: max(1, min(limit ?? 20, 1000))))
        let title: String
        switch filter {
        case .all: title = "Your visits, newest first"
        case .best: title = "Your best visits (4 stars or more)"
        case .wouldReturn: title = "Places you would return to"
        case .match: title = "Your matches"
        }
        guard !rows.isEmpty else {
            let hint = filter == .all ? " Rate a pick with rate 4 (after spin or show)." : " Try history."
            return Reply(lines: [Line("No visits yet." + hint)], result: .object(["visits": .array([])]))
        }
        state.lastListed = rows.map(\.place.id)
        let width = min(max(12, options.width / 3), rows.map { DisplayWidth.of(SafeText.clean($0.place.name)) }.max() ?? 12)
        var lines = [Line(title, .heading)]
        for (i, row) in rows.enumerated() {
            let v = row.visit
            let stars = v.rating > 0 ? String(repeating: "★", count: v.rating) + String(repeating: "☆", count: 5 - v.rating) : "unrated"
            var flags: [String] = []
            if v.isMatch { flags.append("match") }
            flags.append(v.wouldReturn ? "would return" : "never again")
            flags += v.tags.map(SafeText.clean)
            var tail = "  " + flags.joined(separator: ", ")
            if let note = v.note, !note.isEmpty { tail += " — " + SafeText.clean(note) }
            let number = String(i + 1)
            lines.append(Line([
                Span("  " + String(repeating: " ", count: String(rows.count).count - number.count) + number + "  ", .dim),
                Span(DateText.day(v.dateVisited) + "  ", .dim),
                Span(DisplayWidth.pad(DisplayWidth.truncate(SafeText.clean(row.place.name), to: width), to: width), .name),
                Span("  " + stars, .accent),
                Span(DisplayWidth.truncate(tail, to: max(10, options.width - width - 30)), .dim),
            ]))
        }
        lines.append(Line([Span("Next: ", .dim), Span("show N · history best · history would return · history match", .accent)]))
        return Reply(lines: lines, result: .object(["visits": .array(rows.map { row in
            var v = PlaceJSON.visit(row.visit).objectValue ?? [:]
            v["placeName"] = .string(row.place.name)
            return .object(v)
        })]))
    }
}
