// MARK: - Picks, nearest-first lists, why

struct PickText: TextRendering {
    let wording: Wording
    let width: Int
    let symbols: SymbolSet

    func pick(_ v: PickView) -> [Line] {
        var lines = v.announcements.map { Line(announcement($0), .dim) }
        let place = v.place
        var head: [Span] = [Span("🎲 "), Span.data(place.name, .name), Span(" — " + kind(place), .dim)]
        if !place.address.isEmpty { head += [Span(" — ", .dim), Span.data(place.address)] }
        if let km = v.draw.distanceKm, let bearing = v.draw.bearing {
            head.append(Span(" (\(w.distance(km: km)) \(direction(bearing)))", .accent))
        }
        lines.append(Line(head))
        var details = "   " + ratingSummary(place)
        if !place.priceLabel.isEmpty { details += " · " + place.priceLabel }
        if place.isFavorite { details += " · ♥ " + w[.favourite] }
        lines.append(Line(details, .dim))
        if let hours = v.hours { lines.append(Line("   " + part(HoursText.self).hoursText(hours), hours.isOpen ? .success : .dim)) }
        lines.append(next(v.remote ? w[.nextRemotePick] : w[.nextPick], indent: "   "))
        if v.remote { lines.append(Line(Overpass.attribution, .dim)) }
        return lines
    }

    func announcement(_ a: Announcement) -> String {
        switch a {
        case .radiusIgnored: w[.radiusIgnored]
        case .anyTag(let tags): w.text(.anyTag, ["tags": tags.map(SafeText.clean).joined(separator: ", ")])
        case .recentVisits(let n): w.text(n == 1 ? .recentVisitsOne : .recentVisitsOther, ["n": String(n)])
        case .newCycle(let n): w.text(.newCycle, ["n": String(n)])
        case .openNow(let summary): part(HoursText.self).openNowText(summary)
        }
    }

    func nearby(_ v: NearbyListView) -> [Line] {
        var within = w.text(.placesWithin, ["places": w.count(v.total, .nounPlace), "radius": w.radius(km: v.radiusKm)])
        if let query = v.query { within += w.text(.matching, ["query": SafeText.clean(query)]) }
        let from: String
        switch v.source {
        case .list:
            let around = v.origin.cityName.map { w.text(.aroundCentre, ["city": SafeText.clean($0)]) } ?? ""
            from = around + " — " + w[.fromYourList]
        case .openStreetMap(let cached, let age):
            let when = !cached ? w[.justNow] : (age < 60 ? w[.justNow] : w.text(.minutesAgo, ["n": String(age / 60)]))
            from = " — " + w.text(cached ? .fromOSMCached : .fromOSM, ["age": when])
        }
        var lines = [Line([Span(within, .heading), Span(from, .dim)])]
        let names = v.rows.map { SafeText.clean($0.name) }
        let nameWidth = nameWidth(names)
        let last = v.firstNumber + v.rows.count - 1
        for (i, row) in v.rows.enumerated() {
            let direction = direction(row.bearing)
            var spans = [
                gutter(v.firstNumber + i, of: last), Span(column(names[i], nameWidth), .name),
                Span("  " + DisplayWidth.pad(w.distance(km: row.km), to: 7) + " " + direction, .accent),
            ]
            if let kind = row.kind {
                let pad = String(repeating: " ", count: max(0, (symbols == .ascii ? 2 : 4) - DisplayWidth.of(direction)))
                let shown = kind.components(separatedBy: " · ").map { w.term($0) }.joined(separator: " · ")
                spans.append(Span(pad + "  " + DisplayWidth.truncate(SafeText.clean(shown), to: max(8, width - nameWidth - 26)), .dim))
            }
            lines.append(Line(spans))
        }
        let after = v.total - last
        if after > 0 { lines.append(Line("  " + w.text(.andMoreSayMore, ["n": String(after)]), .dim)) }
        if v.continued, v.query == nil {
            lines.append(next(w[.hintShowN]))
            if case .openStreetMap = v.source { lines.append(Line(Overpass.attribution, .dim)) }
        }
        if v.query != nil {
            // A find ends here (no pick follows to carry the hints and the attribution).
            lines.append(next(w[.nextFind]))
            lines.append(Line(Overpass.attribution, .dim))
        }
        return lines
    }

    /// "japanese · not sushi · cheap ($) · within 3 km · favourites · top rated first".
    func describe(_ f: SpinFilters) -> String {
        var parts: [String] = []
        // A dish read as its cuisine says so: "temaki → japanese".
        let dishOf = Dictionary(f.dishes.map { ($0.term, $0.dish) }, uniquingKeysWith: { first, _ in first })
        if !f.tags.isEmpty {
            parts.append(f.tags.map { t in SafeText.clean(dishOf[t].map { "\($0) → \(w.term(t))" } ?? w.term(t)) }.joined(separator: ", "))
        }
        if !f.avoid.isEmpty {
            parts.append(w.text(.notTerms, ["terms": f.avoid.map { SafeText.clean(w.term($0)) }.joined(separator: ", ")]))
        }
        if let p = f.price { parts.append([w[.priceCheap], w[.priceMid], w[.priceFancy]][max(1, min(3, p)) - 1]) }
        if let r = f.radiusKm { parts.append(w.text(.withinRadius, ["radius": w.radius(km: r)])) }
        if f.favorites { parts.append(w[.favourites]) }
        switch f.rating {
        case .any: break
        case .prefer: parts.append(w[.topRatedFirst])
        case .only: parts.append(w[.onlyTopRated])
        }
        if let stars = f.minStars { parts.append(w.text(.atLeastStars, ["n": String(stars)])) }
        if f.openNow { parts.append(w[f.strict ? .openNowStrictFilter : .openNowFilter]) }
        return parts.joined(separator: " · ")
    }

    func why(_ v: WhyView) -> [Line] {
        let d = v.draw
        var lines = [Line(w.spans(.whyTitle, ["name": Span.data(v.place.name, .name)]))]
        let filters = describe(v.filters)
        let shownFilters = filters.isEmpty ? w[.none] : filters
        switch v.around {
        case .location?: lines.append(Line("  " + w.text(.whyFiltersAroundYou, ["filters": shownFilters])))
        case .cityCentre(let centre)?:
            lines.append(Line("  " + w.text(.whyFiltersAroundCentre, ["filters": shownFilters, "city": SafeText.clean(centre)])))
        case nil:
            lines.append(
                Line("  " + w.text(.whyFilters, ["filters": shownFilters, "city": SafeText.clean(v.cityLabel ?? w[.anywhereLower])])))
        }
        lines.append(Line("  " + w.text(.whyPool, ["matched": w.count(d.poolSize, .nounPlace), "eligible": String(d.eligible)])))
        var skipped: [String] = []
        if d.excludedRecent > 0 {
            skipped.append(w.text(.whySkippedRecent, ["n": String(d.excludedRecent), "setting": String(v.avoidRepeats)]))
        }
        if d.excludedShown > 0 { skipped.append(w.text(.whySkippedShown, ["n": String(d.excludedShown)])) }
        lines.append(Line("  " + w.text(.whySkipped, ["what": skipped.isEmpty ? w[.nothing] : skipped.joined(separator: "; ")])))
        var weight =
            "  "
            + w.text(
                .whyWeight,
                ["weight": w.decimals(Format.fixed(d.winnerWeight, 2)), "average": w.decimals(Format.fixed(d.averageWeight, 2))])
        var reasons: [String] = []
        if v.filters.rating == .prefer {
            if let avg = v.place.ratingAverage, v.place.ratingCount > 0 {
                reasons.append(avg >= 4 ? w[.wellRatedTimes3] : w[.ratedTimes15])
            } else {
                reasons.append(w[.unratedTimes1])
            }
        }
        if v.learning, let learned = d.winner?.learned, learned != 0 {
            reasons.append(w.text(.learnedFromRatings, ["delta": (learned > 0 ? "+" : "") + w.decimals(Format.fixed(learned, 1))]))
        }
        if !v.learning { reasons.append(w[.learningIsOff]) }
        if !reasons.isEmpty { weight += " (" + reasons.joined(separator: ", ") + ")" }
        lines.append(Line(weight))
        let notes = PickView(place: v.place, draw: d, round: v.round, remote: false).announcements.map(announcement)
        if !notes.isEmpty { lines.append(Line("  " + w.text(.whyRelaxed, ["notes": notes.joined(separator: " ")]))) }
        if d.eligible > 0, d.averageWeight > 0 {
            let chance = d.winnerWeight / (d.averageWeight * Double(d.eligible)) * 100
            lines.append(
                Line(
                    "  "
                        + w.text(
                            .whyChance, ["chance": w.decimals(Format.fixed(chance, 1)), "round": String(v.round), "shown": String(v.shown)]),
                    .dim))
        }
        return lines
    }
}
