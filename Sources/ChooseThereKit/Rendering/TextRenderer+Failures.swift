// MARK: - Failures in words

extension TextRenderer {
    /// Lines shown before the error itself (an import's problems).
    func failureLines(_ failure: CommandFailure) -> [Line] {
        guard case .invalidBackup(let path, let found) = failure else { return [] }
        var lines = [Line(w.text(.notImported, ["path": SafeText.clean(path), "problems": problemCount(found)]), .error)]
        lines += found.problems.map { Line("  " + SafeText.clean($0.description), .error) }
        if found.unlisted > 0 || found.stoppedEarly {
            let more = found.unlisted > 0 ? w.text(.andMore, ["n": String(found.unlisted)]) : ""
            let stop = found.stoppedEarly ? w[.checkingStopped] : ""
            lines.append(Line("  " + more + (more.isEmpty || stop.isEmpty ? "" : "; ") + stop, .error))
        }
        return lines
    }

    /// `12 problems`, or `1000+ problems` when checking stopped early.
    func problemCount(_ found: BackupProblems) -> String {
        "\(found.total)\(found.stoppedEarly ? "+" : "") " + w.form(found.total, .nounProblem)
    }

    /// The error message of a failure.
    public func message(for failure: CommandFailure) -> String {
        switch failure {
        case .noPool: return w[.failNoPool]
        case .noMatch(let m): return noMatch(m)
        case .nothingNearby(let km, let origin, let f):
            var shown = SpinFilters(tags: f.tags, avoid: f.avoid, price: f.price, favorites: f.favorites)
            shown.dishes = f.dishes
            let described = part(PickText.self).describe(shown)
            return w.text(
                Radius.larger(than: km) == nil ? .failNothingNearbyAtMost : .failNothingNearby,
                [
                    "radius": w.radius(km: km),
                    "larger": Radius.larger(than: km).map(Radius.typed) ?? "",
                    "where": origin.map { w.text(.aroundCentre, ["city": SafeText.clean($0)]) } ?? "",
                    "matches": described.isEmpty ? "" : w.text(.matchesFilters, ["filters": described]),
                ])
        case .nothingOnMap(let km, let category):
            return w.text(
                Radius.larger(than: km) == nil ? .failNothingOnMapAtMost : .failNothingOnMap,
                [
                    "radius": w.radius(km: km),
                    "larger": Radius.larger(than: km).map(Radius.typed) ?? "",
                    "for": category.map { w.text(.forCategory, ["category": SafeText.clean($0)]) } ?? "",
                ])
        case .nothingFound(let query, let km, let origin):
            return w.text(
                Radius.larger(than: km) == nil ? .failNothingFoundAtMost : .failNothingFound,
                [
                    "query": SafeText.clean(query), "radius": w.radius(km: km),
                    "larger": Radius.larger(than: km).map(Radius.typed) ?? "",
                    "where": origin.map { w.text(.aroundCentre, ["city": SafeText.clean($0)]) } ?? "",
                ])
        case .nothingOpen(let s):
            if s.strict && s.unknown > 0 {
                return w.text(.failNothingOpenStrict, ["closed": String(s.closed), "unknown": w.count(s.unknown, .nounPlace)])
            }
            return w.text(.failNothingOpen, ["closed": w.count(s.closed, .nounPlace), "unknown": ""])
        case .noOSMId(let name): return w.text(.failNoOSMId, ["name": SafeText.clean(name)])
        case .goneFromMap(let name): return w.text(.failGoneFromMap, ["name": SafeText.clean(name)])
        case .noCurrentPlace(let verb): return w.text(.failNoCurrentPlace, ["verb": w.command(verb)])
        case .returnUnclear(let stars): return w.text(.failReturnUnclear, ["stars": String(stars)])
        case .noPickToExplain: return w[.failNoPickToExplain]
        case .nothingToSave: return w[.failNothingToSave]
        case .noLocation: return w[.failNoLocation]
        case .radiusOutOfRange(let km): return w.text(.failRadiusRange, ["radius": w.radius(km: km)])
        case .pickVanished: return w[.failPickVanished]
        case .notInList(let name, let verb): return w.text(.failNotInList, ["name": SafeText.clean(name), "verb": w.command(verb)])
        case .placeNotFound(let name, _, let s):
            return w.text(.failPlaceNotFound, ["name": SafeText.clean(name)]) + " "
                + (s.map { w.text(.didYouMeanTerm, ["term": SafeText.clean($0)]) } ?? w[.tryListOrSearch])
        case .listNumberOutOfRange(_, let count, let verb):
            if count == 0 { return w[.failNoNumberedList] }
            return count == 1 ? w.text(.failListHasOne, ["verb": w.command(verb)]) : w.text(.failListHasN, ["n": String(count)])
        case .placeGone: return w[.failPlaceGone]
        case .ambiguous(let name, let choices, let verb):
            let listed = choices.enumerated().map { "\($0.offset + 1). \(SafeText.clean($0.element))" }.joined(separator: "; ")
            return w.text(.failAmbiguous, ["name": SafeText.clean(name), "choices": listed, "verb": w.command(verb)])
        case .notInLastSearch(let name): return w.text(.failNotInLastSearch, ["name": SafeText.clean(name)])
        case .cityNotFound(let name): return w.text(.failCityNotFound, ["name": SafeText.clean(name)])
        case .duplicate(let name, let city): return w.text(.failDuplicate, ["name": SafeText.clean(name), "city": SafeText.clean(city)])
        case .noLink(let name): return w.text(.failNoLink, ["name": SafeText.clean(name)])
        case .needsConfirmation(let name): return w.text(.failNeedsConfirmation, ["name": SafeText.clean(name)])
        case .noSuchPage(let pages, let query, let city):
            return w.text(
                .failNoSuchPage,
                [
                    "pages": String(pages), "what": query.map { "'" + SafeText.clean(w.terms($0)) + "'" } ?? w[.places],
                    "where": city.map { w.text(.inCity, ["city": SafeText.clean($0)]) } ?? "",
                ])
        case .missing(let m): return missing(m)
        case .invalid(let v): return invalid(v)
        default: return otherMessage(for: failure)
        }
    }

    func noMatch(_ m: NoMatch) -> String {
        let inCity = m.cityLabel.map { w.text(.inCity, ["city": SafeText.clean($0)]) } ?? ""
        let described = part(PickText.self).describe(m.filters)
        var text =
            described.isEmpty
            ? w.text(.failListEmpty, ["where": inCity]) : w.text(.failNoPlaceMatches, ["where": inCity, "filters": described])
        text +=
            " " + w[.tryPrefix] + " " + (m.radiusMayHelp ? w[.largerRadius] + ", " : "")
            + w[m.cityLabel != nil ? .fewerFiltersOrAnywhere : .fewerFilters]
        return text
    }

    func missing(_ m: MissingArgument) -> String {
        switch m {
        case .stars: w[.missingStars]
        case .addName: w[.missingAddName]
        case .addPosition(let name): w.text(.missingAddPosition, ["name": SafeText.clean(name)])
        case .editTarget: w[.missingEditTarget]
        case .editField(let t): w.text(.missingEditField, ["target": SafeText.clean(t)])
        case .editName(let t): w.text(.missingEditName, ["target": SafeText.clean(t)])
        case .editCategory(let t): w.text(.missingEditCategory, ["target": SafeText.clean(t)])
        case .importPath: w[.missingImportPath]
        case .scriptPath: w[.missingScriptPath]
        case .explainText: w[.missingExplainText]
        case .settingValue(let key): w.text(.missingSettingValue, ["key": key.rawValue, "allowed": key.allowed])
        case .findQuery: w[.missingFindQuery]
        }
    }

    func invalid(_ v: InvalidValue) -> String {
        switch v {
        case .stars(let n): w.text(.invalidStars, ["n": String(n)])
        case .position(let lat, let lng): w.text(.invalidPosition, ["position": "\(JSON.format(lat)),\(JSON.format(lng))"])
        case .radiusSetting: w[.invalidRadius]
        case .source: w[.invalidSource]
        case .avoidRepeats: w[.invalidAvoidRepeats]
        case .learning: w[.invalidLearning]
        case .locationFormat: w[.invalidLocation]
        case .link: w[.invalidLink]
        case .price: w[.invalidPrice]
        case .editPosition(let t): w.text(.invalidEditPosition, ["target": SafeText.clean(t)])
        case .language: w[.invalidLanguage]
        case .animation: w[.invalidAnimation]
        case .symbols: w[.invalidSymbols]
        case .logLevel: w[.invalidLogLevel]
        case .hours(let error, let t):
            w.text(.invalidHours, ["problem": part(HoursText.self).hoursError(error), "target": SafeText.clean(t)])
        }
    }

    func otherMessage(for failure: CommandFailure) -> String {
        switch failure {
        case .unknownSetting(let key, let s, _):
            return w.text(.failUnknownSetting, ["key": SafeText.clean(key)])
                + (s.map { " " + w.text(.didYouMeanTerm, ["term": $0.rawValue]) } ?? "")
                + " " + w.text(.settingsList, ["keys": SettingKey.allCases.map(\.rawValue).joined(separator: ", ")])
        case .unknownCity(let name, let suggestions):
            return w.text(.failUnknownCity, ["name": SafeText.clean(name)])
                + (suggestions.isEmpty
                    ? "" : " " + w.text(.didYouMeanTerm, ["term": suggestions.map(SafeText.clean).joined(separator: ", ")]))
        case .noCatalogMatch(let q): return w.text(.failNoCatalogMatch, ["query": SafeText.clean(q)])
        case .catalogUnavailable(.missing): return w[.failCatalogMissing]
        case .catalogUnavailable(.unreadable(let e)): return w.text(.failCatalogUnreadable, ["reason": SafeText.clean(e)])
        case .settingsNotSaved(let reason): return w.text(.failSettingsNotSaved, ["reason": SafeText.clean(w.systemReason(reason))])
        case .search(let n): return network(n, fallback: NetworkFailure.listFallback)
        case .addressLookup(.offline): return w[.failAddressOffline]
        case .addressLookup(let n): return network(n, fallback: "i'm at LAT,LNG")
        case .detailsLookup(let n): return network(n, fallback: "show")
        case .addressNotFound(let q): return w.text(.failAddressNotFound, ["query": SafeText.clean(q)])
        case .nothingToRefresh: return w[.failNothingToRefresh]
        case .cannotRead(let path, let reason):
            return w.text(.failCannotRead, ["path": SafeText.clean(path), "reason": SafeText.clean(w.systemReason(reason))])
        case .cannotWrite(let reason): return w.text(.failCannotWrite, ["reason": SafeText.clean(w.systemReason(reason))])
        case .exportExists(let path, let asked):
            return w.text(.failExportExists, ["path": SafeText.clean(path), "asked": SafeText.clean(Intent.path(asked))])
        case .exportPartsExist(let taken, let count, let asked):
            return w.text(
                .failExportPartsExist, ["taken": SafeText.clean(taken), "count": "\(count)", "asked": SafeText.clean(Intent.path(asked))])
        case .exportFolderMissing(let path, let folder):
            return w.text(.failExportFolderMissing, ["path": SafeText.clean(path), "folder": SafeText.clean(folder)])
        case .noListToContinue: return w[.failNoListToContinue]
        case .invalidBackup(let path, let found):
            return w.text(.failInvalidBackup, ["path": SafeText.clean(path), "problems": problemCount(found)])
        case .noUsablePlaces(let path, let skipped):
            return w.text(.failNoUsablePlaces, ["path": SafeText.clean(path)])
                + (skipped.isEmpty ? "." : ": " + skipped.prefix(5).map(SafeText.clean).joined(separator: "; "))
        case .unknownCommand(let text, let s):
            let first = text.split(separator: " ").first.map(String.init) ?? text
            return w.text(.failUnknownCommand, ["word": SafeText.clean(first)]) + " "
                + (s.map { w.text(.didYouMeanCommand, ["command": SafeText.clean(w.command($0))]) } ?? w[.typeHelp])
        case .unknownWords(let reason, let s):
            return unknownReason(reason) + "."
                + (s.map { " " + w.text(.didYouMeanCommand, ["command": SafeText.clean(w.command($0))]) } ?? "")
        case .unknownTopic(let topic, let s):
            return w.text(.failUnknownTopic, ["topic": SafeText.clean(topic)]) + " "
                + (s.map { w.text(.didYouMeanCommand, ["command": w.command("help " + $0)]) } ?? w[.typeHelpForList])
        case .store(let e): return SafeText.clean(e.message(w))
        case .notAvailable(let what): return w.text(.failNotAvailable, ["what": what])
        default: return ""
        }
    }

    func unknownReason(_ reason: UnknownReason) -> String {
        switch reason {
        case .words(let words, let corrected):
            let listed = words.map { "'" + SafeText.clean($0) + "'" }.joined(separator: ", ")
            return w.text(.unknownTagWords, ["words": listed]) + (corrected ? "" : w[.tryTags])
        case .stars: return w[.unknownStars]
        case .starsOutOfRange(let n): return String(w.text(.invalidStars, ["n": String(n)]).dropLast())
        case .lineTooLong(let bytes, let limit): return w.text(.lineTooLong, ["bytes": String(bytes), "limit": String(limit)])
        case .needsStars: return w[.unknownNeedsStars]
        case .severalRatings: return w[.unknownSeveralRatings]
        case .ambiguousCity(let name, let cities):
            return w.text(
                .unknownAmbiguousCity, ["name": SafeText.clean(name), "cities": cities.map(SafeText.clean).joined(separator: "; ")])
        case .cityOffered(let name, let city):
            return w.text(.unknownCityOffered, ["name": SafeText.clean(name), "city": SafeText.clean(city)])
        case .repairedCommand: return w[.unknownRepaired]
        case .negatedCommand: return w[.unknownNegated]
        case .severalPlaces: return w[.unknownSeveralPlaces]
        case .notSupported(let what): return w.text(.unknownNotSupported, ["what": SafeText.clean(what)])
        case .doubted: return w[.unknownDoubted]
        case .smallTalk(.greeting): return w[.smallTalkGreeting]
        case .smallTalk(.thanks): return w[.smallTalkThanks]
        case .smallTalk(.undo): return w[.smallTalkUndo]
        }
    }

    func network(_ n: NetworkFailure, fallback: String) -> String {
        switch n {
        case .offline: return w[.netOffline]
        case .timeout(let s): return w.text(.netTimeout, ["seconds": String(s), "fallback": fallback])
        case .noNetwork: return w.text(.netNoNetwork, ["fallback": fallback])
        case .cancelled: return w[.netCancelled]
        case .tooLarge(let mb): return w.text(.netTooLarge, ["mb": String(mb)])
        case .other(let reason): return w.text(.netOther, ["reason": SafeText.clean(reason), "fallback": fallback])
        case .rateLimited(let after):
            let when = after.map { w.text(.inSeconds, ["seconds": w.count($0, .nounSecond)]) } ?? w[.inAMinute]
            return w.text(.netRateLimited, ["when": when, "fallback": fallback])
        case .server(let status): return w.text(.netServer, ["status": String(status), "fallback": fallback])
        case .remark(let r): return w.text(.netRemark, ["remark": SafeText.clean(r), "fallback": fallback])
        case .badReply(let d): return w.text(.netBadReply, ["detail": SafeText.clean(d), "fallback": fallback])
        }
    }
}
