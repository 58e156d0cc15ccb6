// MARK: - Settings, cities, tags, imports, help

struct SettingsText: TextRendering {
    let wording: Wording
    let width: Int
    let symbols: SymbolSet

    func settings(_ v: SettingsView) -> [Line] {
        let s = v.settings
        let rows: [(String, String)] = [
            (w.settingName(.city), s.city.map { CityKey($0).label } ?? w[.anywhereLower]),
            (w.settingName(.source), "\(s.source.rawValue) (\(w[s.source == .list ? .promptMyList : .promptNearby]))"),
            (w.settingName(.radius), w.radius(km: s.radiusKm)),
            (w.settingName(.avoidRepeats), s.avoidRepeats == 0 ? w[.off] : w.text(.lastNPlaces, ["n": String(s.avoidRepeats)])),
            (w.settingName(.learning), s.learning ? w[.on] : w[.off]),
            (w.settingName(.location), s.location.map { "\(Format.fixed($0.lat, 5)), \(Format.fixed($0.lng, 5))" } ?? w[.notSet]),
            (w.settingName(.symbols), s.symbols.rawValue),
            (w.settingName(.animation), s.animation ? w[.on] : w[.off]),
            (w.settingName(.log), s.eventLog.rawValue),
            (w.settingName(.language), s.language ?? "auto"),
        ]
        var lines = [Line(w[.settingsTitle], .heading)]
        lines += rows.map { Line([Span("  " + DisplayWidth.pad($0.0, to: 14), .dim), Span.data($0.1)]) }
        lines.append(Line([Span(w.text(.storedIn, ["path": SafeText.clean(v.storedAt)]), .dim)]))
        lines.append(Line(w.spans(.changeWith, ["command": Span(w[.setKeyValue], .accent)], style: .dim)))
        return lines
    }

    func cityChanged(_ v: CityChangedView) -> [Line] {
        var lines = [
            Line(w.spans(.nowIn, ["city": Span(SafeText.clean(v.city.label), .bold), "places": Span(w.count(v.places, .nounPlace))]))
        ]
        if v.places == 0 { lines.append(Line(w[.addSomeHint], .dim)) }
        if v.showAlternatives {
            var seen = Set<String>()
            let names = v.alternatives.map(\.label).filter { seen.insert($0).inserted }.prefix(5).map(SafeText.clean)
            lines.append(Line(w.text(.notThisOne, ["cities": names.joined(separator: "; ")]), .dim))
        }
        return lines
    }

    func cities(_ v: CityCountsView) -> [Line] {
        let labels = v.rows.map { SafeText.clean($0.state.isEmpty ? $0.city : "\($0.city), \($0.state)") }
        let labelWidth = labels.map(DisplayWidth.of).max() ?? 10
        var lines = [Line(w[.citiesTitle], .heading)]
        for (row, label) in zip(v.rows, labels) {
            let key = row.state.isEmpty ? row.city : "\(row.city)|\(row.state)"
            let current = v.current.map { Folding.key($0) == Folding.key(key) } ?? false
            lines.append(
                Line([
                    Span(current ? "  → " : "    ", .accent), Span(DisplayWidth.pad(label, to: labelWidth), current ? .bold : .plain),
                    Span("  " + w.count(row.count, .nounPlace), .dim),
                ]))
        }
        lines.append(
            Line(
                w.spans(
                    .switchWith,
                    [
                        "command": Span(w[.switchCityCommand] + " " + w[.nameWord], .accent),
                        "anywhere": Span(w[.anywhereCommand], .accent),
                    ], style: .dim)))
        return lines
    }

    func cityMatches(_ v: CityMatchesView) -> [Line] {
        var lines = [Line(w.text(.citiesMatching, ["query": SafeText.clean(v.query)]), .heading)]
        for (i, city) in v.cities.enumerated() {
            var text = "  \(i == 0 ? "→" : " ") " + SafeText.clean(city.displayName)
            if city.isCapital { text += " " + w[.capital] }
            if city.population > 0 { text += " · " + w.text(.population, ["n": String(city.population)]) }
            lines.append(Line(text, i == 0 ? .plain : .dim))
        }
        if let best = v.cities.first {
            lines.append(
                Line(
                    w.spans(
                        .switchWithCity, ["command": Span(w[.switchCityCommand] + " " + SafeText.clean(best.displayName), .accent)],
                        style: .dim)))
        }
        return lines
    }

    func tags(_ v: TagsView) -> [Line] {
        let inCity = v.cityLabel.map { w.text(.inCity, ["city": SafeText.clean($0)]) } ?? ""
        var lines = [Line(w[.categoriesTitle] + inCity, .heading)] + terms(v.categories)
        lines += [.blank, Line(w[.tagsTitle] + inCity, .heading)] + terms(v.tags)
        lines += [.blank, Line(w[.vocabularyTitle], .dim)]
        for group in v.vocabulary {
            lines += TextWrap.wrap(
                w.termGroup(group.group) + ": " + group.tags.map { w.term($0) }.joined(separator: ", "), width: width - 4
            )
            .map { Line("  " + $0, .dim) }
        }
        return lines
    }

    private func terms(_ terms: [TermCount]) -> [Line] {
        guard !terms.isEmpty else { return [Line("  " + w[.noneParenthesized], .dim)] }
        let text = terms.map { "\(SafeText.clean(w.term($0.term))) \($0.count)" }.joined(separator: " · ")
        return TextWrap.wrap(text, width: width - 4).map { Line("  " + $0) }
    }

    func imported(_ v: ImportView) -> [Line] {
        let plan = v.plan
        let path = SafeText.clean(v.path), mode = w[v.mode == .merge ? .mergeWord : .replaceWord]
        var head = w.text(v.preview ? .previewHead : .importedHead, ["path": path, "mode": mode])
        if !v.preview && plan.addedPlaces.isEmpty && plan.updatedPlaces.isEmpty && plan.addedVisits == 0 && plan.updatedVisits == 0
            && plan.removedPlaces == 0 && plan.removedVisits == 0
        {
            head += " " + w[.matchedAlready]
        }
        func both(_ places: Int, _ visits: Int) -> [String: String] {
            ["places": w.count(places, .nounPlace), "visits": w.count(visits, .nounVisit)]
        }
        var lines = [Line(head, .bold)]
        lines.append(Line("  " + w.text(v.preview ? .wouldAdd : .addedCounts, both(plan.addedPlaces.count, plan.addedVisits))))
        var update = "  " + w.text(v.preview ? .wouldUpdate : .updatedCounts, both(plan.updatedPlaces.count, plan.updatedVisits))
        if plan.unchangedPlaces + plan.unchangedVisits > 0 {
            update += "; " + w.text(.unchangedCounts, both(plan.unchangedPlaces, plan.unchangedVisits))
        }
        lines.append(Line(update))
        if v.mode == .replace {
            lines.append(Line("  " + w.text(v.preview ? .wouldRemove : .removedCounts, both(plan.removedPlaces, plan.removedVisits))))
        }
        for (label, names) in [(Phrase.newLabel, plan.addedPlaces), (.changedLabel, plan.updatedPlaces)] where !names.isEmpty {
            let listed = names.prefix(8).map(SafeText.clean).joined(separator: ", ") + (names.count > 8 ? ", …" : "")
            lines.append(Line("  " + w[label] + " " + listed, .dim))
        }
        for problem in v.skipped.prefix(10) { lines.append(Line("  " + w.text(.skipped, ["problem": SafeText.clean(problem)]), .warning)) }
        if v.shortened.total > 0 {
            let listed =
                v.shortened.listed.prefix(5).map(SafeText.clean).joined(separator: ", ")
                + (v.shortened.total > 5 ? ", " + w.text(.andMore, ["n": "\(v.shortened.total - 5)"]) : "")
            lines.append(Line("  " + w.text(v.preview ? .wouldShorten : .shortened, ["fields": listed]), .warning))
        }
        return lines
    }

    // MARK: Help

    func helpOverview() -> [Line] {
        var lines = [Line(w[.helpIntro], .bold)]
        let nameWidth = CommandTable.all.map { DisplayWidth.of($0.words(in: w.language).name) }.max() ?? 8
        for group in CommandSpec.Group.allCases {
            let specs = CommandTable.all.filter { $0.group == group }
            guard !specs.isEmpty else { continue }
            lines += [.blank, Line(group.title(in: w.language), .heading)]
            for spec in specs {
                let room = max(20, width - nameWidth - 4)
                lines.append(
                    Line([
                        Span("  "), Span(DisplayWidth.pad(spec.words(in: w.language).name, to: nameWidth), .accent), Span("  "),
                        Span(DisplayWidth.truncate(spec.help(in: w.language).summary, to: room)),
                    ]))
            }
        }
        lines.append(.blank)
        lines.append(
            Line(
                w.spans(
                    .helpFooter,
                    [
                        "topic": Span(w[.helpTopicCommand], .bold), "example": Span(w[.helpExampleCommand], .accent),
                        "quit": Span(Verb.quit.spec.words(in: w.language).name, .accent),
                    ])))
        return lines
    }

    func helpTopic(_ name: String) -> [Line] {
        guard let spec = CommandTable.spec(named: name) else { return [] }
        let help = spec.help(in: w.language), words = spec.words(in: w.language)
        var lines = [
            Line([Span(words.name, .heading), Span(" — " + help.summary)]),
            Line([Span(w[.usageLabel] + " ", .dim), Span(words.usage, .bold)]),
        ]
        let aliases = words.aliases
        if !aliases.isEmpty { lines.append(Line([Span(w[.alsoLabel] + " ", .dim), Span(aliases.joined(separator: ", "))])) }
        if !help.details.isEmpty {
            lines.append(.blank)
            lines += TextWrap.wrap(help.details, width: width - 2).map { Line("  " + $0) }
        }
        if !help.examples.isEmpty {
            lines += [.blank, Line(w[.examplesLabel], .dim)]
            lines += help.examples.map { Line([Span("  "), Span($0, .accent)]) }
        }
        return lines
    }
}
