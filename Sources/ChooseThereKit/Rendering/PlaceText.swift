// MARK: - Lists of places, one place, ratings, history

struct PlaceText: TextRendering {
    let wording: Wording
    let width: Int
    let symbols: SymbolSet

    func places(_ v: PlaceListView) -> [Line] {
        var header = [Span(w.count(v.total, v.favorites ? .nounFavourite : .nounPlace), .heading)]
        var context = v.query.map { w.text(.matching, ["query": SafeText.clean(w.terms($0))]) } ?? ""
        if let city = v.cityLabel { context += w.text(.inCity, ["city": SafeText.clean(city)]) }
        header.append(Span(context))
        header.append(Span(v.pages > 1 ? " — " + w.text(.pageOf, ["page": String(v.page), "pages": String(v.pages)]) : "", .dim))
        var lines = [Line(header)] + placeRows(v.places, from: v.firstNumber)
        var hints = [w[.hintShowN]]
        if v.page < v.pages { hints.insert(w.text(.hintListPage, ["page": String(v.page + 1)]), at: 0) }
        lines.append(next(hints.joined(separator: " · ")))
        return lines
    }

    /// Aligned rows: number, name, category · tags, price, rating, favourite.
    func placeRows(_ places: [Restaurant], from first: Int = 1) -> [Line] {
        let names = places.map { SafeText.clean($0.name) }
        let nameWidth = nameWidth(names)
        let last = first + places.count - 1
        let numberWidth = String(last).count
        return places.enumerated().map { i, place in
            let rating = place.ratingAverage.map { " ★" + w.decimals(Format.fixed($0, 1)) } ?? ""
            let tail = (place.priceLabel.isEmpty ? "" : " " + place.priceLabel) + rating + (place.isFavorite ? " " + favouriteMark : "")
            let room = max(8, width - (2 + numberWidth + 2 + nameWidth + 2 + DisplayWidth.of(tail)) - 1)
            return Line([
                gutter(first + i, of: last), Span(column(names[i], nameWidth), .name), Span("  "),
                Span(DisplayWidth.truncate(kind(place), to: room), .dim), Span(tail, .accent),
            ])
        }
    }

    func place(_ v: PlaceDetailView) -> [Line] {
        let place = v.place
        var title = [Span.data(place.name, .name)]
        if place.isFavorite { title.append(Span(" " + favouriteMark, .accent)) }
        var lines = [Line(title)]
        lines.append(Line("  " + kind(place, tags: .max) + (place.priceLabel.isEmpty ? "" : " · " + place.priceLabel), .dim))
        let address = [place.address, place.cityLabel].filter { !$0.isEmpty }.joined(separator: ", ")
        if !address.isEmpty { lines.append(Line([Span("  "), Span.data(address)])) }
        var position = "  \(Format.fixed(place.lat, 5)), \(Format.fixed(place.lng, 5))"
        if let km = v.distanceKm, let bearing = v.bearing {
            position += "  (" + w.text(.fromYou, ["distance": w.distance(km: km) + " " + direction(bearing)]) + ")"
        }
        lines.append(Line(position, .dim))
        lines.append(Line([Span("  " + w[.ratingLabel] + " ", .dim), Span(ratingSummary(place))]))
        lines += part(HoursText.self).detailLines(place.details, hours: v.hours)
        if !place.notes.isEmpty {
            let label = w[.notesLabel]
            let pad = String(repeating: " ", count: DisplayWidth.of(label) + 4)
            lines += TextWrap.wrap(SafeText.clean(place.notes), width: width - 10).enumerated().map {
                Line([Span($0.offset == 0 ? "  " + label + "  " : pad, .dim), Span($0.element)])
            }
        }
        for visit in v.visits {
            var text = "  \(DateText.day(visit.dateVisited))  " + (visit.rating > 0 ? stars(visit.rating, text: true) : w[.unrated])
            if visit.isMatch { text += "  " + w[.match] }
            if !visit.wouldReturn { text += "  " + w[.neverAgain] }
            if let note = visit.note, !note.isEmpty { text += "  " + SafeText.clean(note) }
            lines.append(Line(text, .dim))
        }
        lines.append(Line("  " + w[.linksLabel], .dim))
        for link in v.links { lines.append(Line([Span("    " + DisplayWidth.pad(link.app.rawValue, to: 12), .dim), Span.link(link.url)])) }
        let name = place.name.count > 20 ? "NAME" : SafeText.clean(place.name)
        lines.append(next(v.inList ? w.text(.nextShowInList, ["name": name]) : w[.nextShowRemote]))
        return lines
    }

    func rated(_ v: RatedView) -> [Line] {
        var flags = [v.visit.wouldReturn ? w[.wouldReturn] : w[.neverAgain]]
        if v.visit.isMatch { flags.append(w[.match]) }
        flags += v.visit.tags.map { SafeText.clean(w.quickTag($0)) }
        var lines = [
            Line(
                w.spans(
                    .ratedHead,
                    [
                        "name": Span.data(v.place.name, .name), "stars": Span(stars(v.visit.rating, text: true)),
                        "flags": Span(flags.joined(separator: ", ")),
                    ]))
        ]
        if let note = v.visit.note, !note.isEmpty { lines.append(Line([Span("   " + w[.noteLabel] + " ", .dim), Span.data(note)])) }
        lines.append(Line("   " + ratingSummary(v.place), .dim))
        if v.learnedDelta != 0 {
            let terms = v.learnedTerms.map { SafeText.clean(w.term($0)) }.joined(separator: ", ")
            lines.append(Line("   " + w.text(v.learnedDelta > 0 ? .learnedMore : .learnedLess, ["terms": terms]), .dim))
        }
        return lines
    }

    func history(_ v: HistoryView) -> [Line] {
        let title: Phrase
        switch v.filter {
        case .all: title = .historyAll
        case .best: title = .historyBest
        case .wouldReturn: title = .historyWouldReturn
        case .match: title = .historyMatch
        case .favorites: title = .historyFavourites
        }
        var lines = [Line(w[title], .heading)]
        let names = v.rows.map { SafeText.clean($0.place.name) }
        let nameWidth = nameWidth(names)
        for (i, row) in v.rows.enumerated() {
            let visit = row.visit
            var flags = visit.isMatch ? [w[.match]] : []
            flags.append(visit.wouldReturn ? w[.wouldReturn] : w[.neverAgain])
            flags += visit.tags.map { SafeText.clean(w.quickTag($0)) }
            var tail = "  " + flags.joined(separator: ", ")
            if let note = visit.note, !note.isEmpty { tail += " — " + SafeText.clean(note) }
            lines.append(
                Line([
                    gutter(i + 1, of: v.rows.count), Span(DateText.day(visit.dateVisited) + "  ", .dim),
                    Span(column(names[i], nameWidth), .name),
                    Span("  " + (visit.rating > 0 ? stars(visit.rating, text: true) : w[.unrated]), .accent),
                    Span(DisplayWidth.truncate(tail, to: max(10, width - nameWidth - 33)), .dim),
                ]))
        }
        lines.append(next(w[.nextHistory]))
        return lines
    }
}
