// MARK: - Short replies

struct MessageText: TextRendering {
    let wording: Wording
    let width: Int
    let symbols: SymbolSet

    func message(_ m: Message) -> [Line] {
        switch m {
        case .favorite(_, let name, let on, let already):
            let phrase: Phrase = on ? (already ? .wasAlreadyFavourite : .nowFavourite) : (already ? .wasNotFavourite : .noLongerFavourite)
            return [Line(w.spans(phrase, ["name": Span.data(name)]))]
        case .added(let place, let newTags):
            var kind = SafeText.clean(w.term(place.category))
            if !place.tags.isEmpty { kind += " · " + place.tags.map { SafeText.clean(w.term($0)) }.joined(separator: ", ") }
            var lines = [
                Line(
                    w.spans(
                        place.city.isEmpty ? .added : .addedInCity,
                        ["name": Span.data(place.name, .name), "kind": Span(kind), "city": Span.data(place.cityLabel)]))
            ]
            if !newTags.isEmpty {
                lines.append(Line(w.text(.newTags, ["tags": newTags.map(SafeText.clean).joined(separator: ", ")]), .dim))
            }
            lines.append(next(w.text(.nextAdded, ["name": SafeText.clean(place.name)])))
            return lines
        case .updated(let place, let field, let shown):
            return [
                Line(
                    w.spans(.updated, ["name": Span.data(place.name, .name), "field": Span(w.fieldName(field)), "value": Span.data(shown)]))
            ]
        case .forgot(_, let name, let visits):
            return [
                Line(
                    visits > 0
                        ? w.text(.forgotWithVisits, ["name": SafeText.clean(name), "visits": w.count(visits, .nounVisit)])
                        : w.text(.forgot, ["name": SafeText.clean(name)]))
            ]
        case .saved(let place):
            return [
                Line(
                    w.spans(
                        place.city.isEmpty ? .saved : .savedInCity,
                        ["name": Span.data(place.name, .name), "city": Span.data(place.cityLabel)])),
                next(w[.nextSaved]),
            ]
        case .alreadyInList(_, let name): return [Line(w.text(.alreadyInList, ["name": SafeText.clean(name)]))]
        case .opened(_, let name, let app, let url):
            return [Line([Span.data(name, .name), Span(" — \(app.rawValue): ", .dim), Span.data(url)])]
        case .notSpun(_, let name): return [Line(w.text(.notSpun, ["name": SafeText.clean(name)]))]
        case .emptyList(let query, let city, let elsewhere, let didYouMean): return [Line(emptyList(query, city, elsewhere, didYouMean))]
        case .noVisits(let filter): return [Line(w[filter == .all ? .noVisitsYet : .noVisitsTryHistory])]
        case .noFavorites(let city, let elsewhere):
            var text = w.text(.noFavouritesYet, ["where": city.map { w.text(.inCity, ["city": SafeText.clean($0)]) } ?? ""])
            if city != nil, elsewhere > 0 { text += " " + w.text(.elsewhere, ["n": String(elsewhere)]) }
            return [Line(text)]
        case .startOfList: return [Line(w[.startOfList])]
        case .endOfList(let total, let favorites):
            return [Line(w.text(.endOfList, ["places": w.count(total, favorites ? .nounFavourite : .nounPlace)]))]
        case .noPlacesYet: return [Line(w[.noPlacesYet])]
        case .detailsRefreshed(_, let name, let changed):
            return [Line(w.spans(changed ? .detailsRefreshed : .detailsUnchanged, ["name": Span.data(name, .name)]))]
        default: return settingMessage(m)
        }
    }

    func emptyList(_ query: String?, _ city: String?, _ elsewhere: Int, _ didYouMean: String?) -> String {
        let inCity = city.map { w.text(.inCity, ["city": SafeText.clean($0)]) } ?? ""
        var text =
            query.map { w.text(.noMatchesFor, ["query": SafeText.clean(w.terms($0)), "where": inCity]) }
            ?? w.text(.noPlacesIn, ["where": inCity])
        if city != nil, elsewhere > 0 { text += " " + w.text(.elsewhere, ["n": String(elsewhere)]) }
        if let didYouMean { text += " " + w.text(.didYouMeanTerm, ["term": SafeText.clean(didYouMean)]) }
        return text
    }

    func settingMessage(_ m: Message) -> [Line] {
        switch m {
        case .anywhere(let n): return [Line(w.text(.anywhere, ["places": w.count(n, .nounPlace)]))]
        case .currentCity(let city): return [Line(w.text(.currentCity, ["city": SafeText.clean(city?.label ?? w[.anywhereLower])]))]
        case .radius(let km): return [Line(w.text(.radiusSet, ["radius": w.radius(km: km)]))]
        case .source(let source): return [Line(w[source == .list ? .sourceList : .sourceOSM])]
        case .avoidRepeats(let n, let capped):
            if n == 0 { return [Line(w[.avoidRepeatsOff])] }
            return [Line(w.text(n == 1 ? .avoidRepeatsOne : (capped ? .avoidRepeatsCapped : .avoidRepeatsOther), ["n": String(n)]))]
        case .learning(let on): return [Line(w[on ? .learningOn : .learningOff])]
        case .language(let l): return [Line(w[l == nil ? .languageAuto : l == .portuguese ? .languagePortuguese : .languageEnglish])]
        case .symbols(let mode):
            let phrase: Phrase =
                switch mode {
                case .auto: .symbolsAuto;
                case .unicode: .symbolsUnicode;
                case .ascii: .symbolsASCII
                }
            return [Line(w[phrase])]
        case .animation(let on): return [Line(w[on ? .animationOn : .animationOff])]
        case .locationSet(let lat, let lng, let city, let address):
            var text = w.text(.youAreAt, ["position": "\(Format.fixed(lat, 5)), \(Format.fixed(lng, 5))"])
            if let city { text += " " + w.text(.thatsIn, ["city": SafeText.clean(city)]) }
            var lines = [Line(text)]
            if let address { lines.append(Line("  " + SafeText.clean(address), .dim)) }
            return lines
        case .locationInAnotherCity(let city, let current, let km):
            return [
                Line(
                    w.text(
                        .locationElsewhere,
                        [
                            "city": SafeText.clean(city), "current": SafeText.clean(current),
                            "distance": w.distance(km: km),
                        ]), .warning)
            ]
        case .locationCleared: return [Line(w[.locationCleared])]
        case .noLocation(let city):
            return [Line(w[.noLocationSet] + (city.map { " " + w.text(.centreMeanwhile, ["city": SafeText.clean($0)]) } ?? ""))]
        case .eventLog(let level, let path):
            let phrase: Phrase =
                switch level {
                case .off: .logOff;
                case .on: .logOn;
                case .detailed: .logDetailed
                }
            return [Line(w.text(phrase, ["path": SafeText.clean(path)]))]
        case .location(let lat, let lng, let env):
            return [Line(w.text(env ? .youAreAtFromEnv : .youAreAt, ["position": "\(Format.fixed(lat, 5)), \(Format.fixed(lng, 5))"]))]
        case .exported(_, let shown, let places, let visits, let replaced, let files):
            var lines = [
                Line(
                    w.text(
                        replaced ? .exportedReplaced : .exported,
                        ["places": w.count(places, .nounPlace), "visits": w.count(visits, .nounVisit), "path": SafeText.clean(shown)]))
            ]
            if files.count > 1 {
                lines.append(
                    Line(
                        w.text(
                            .exportedInParts,
                            [
                                "count": "\(files.count)", "files": files.map(SafeText.clean).joined(separator: ", "),
                                "first": SafeText.clean(files[0]),
                            ]), .warning))
            }
            return lines
        case .cacheCleared(let n):
            return [Line(n == 0 ? w[.cacheAlreadyEmpty] : w.text(.cacheCleared, ["searches": w.count(n, .nounSearch)]))]
        case .nothingChanged: return [Line(w[.nothingChanged])]
        default: return []
        }
    }
}

extension TextRenderer {
    /// A question the shell asks before a command.
    public func question(_ q: Question) -> String {
        switch q {
        case .forget(let name, let visits):
            let what = SafeText.clean(name) + (visits > 0 ? " " + w.text(.andItsVisits, ["visits": w.count(visits, .nounVisit)]) : "")
            return w.text(.askForget, ["what": what])
        case .replace(let path, let places, let visits):
            return w.text(
                .askReplace, ["path": SafeText.clean(path), "places": w.count(places, .nounPlace), "visits": w.count(visits, .nounVisit)])
        case .switchCity(let city): return w.text(.askSwitchCity, ["city": SafeText.clean(city)])
        case .overwrite(let path): return w.text(.askOverwrite, ["path": SafeText.clean(path)])
        case .runCommand(let command): return w.text(.askRunCommand, ["command": SafeText.clean(w.command(command))])
        }
    }

    /// The words that answer yes (`y`, `yes`, `s`, `sim`).
    /// A yes to a question, read as a line is: its words, in either language
    /// ("yes please", "sim, pode", "claro"); any no ("no", "não, deixa") is no.
    public func isYes(_ answer: String) -> Bool {
        let words = Lexer.words(answer).filter(\.isWord).map(\.folded)
        guard let first = words.first else { return false }
        let yes: Set<String> = [
            "y", "yes", "yeah", "yep", "yup", "sure", "ok", "okay", "please", "do", "go", "s", "sim", "claro", "pode",
            "bora", "isso", "manda", "certo", "beleza", "blz", "uhum", "aham",
        ]
        let no: Set<String> = [
            "n", "no", "nope", "nah", "not", "don't", "dont", "never", "cancel", "nao", "nem", "nunca", "cancela", "deixa",
        ]
        return yes.contains(first) && !words.contains { no.contains($0) }
    }
}
