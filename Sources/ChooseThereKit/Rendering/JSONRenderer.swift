// MARK: - Replies as JSON (`--json`)

/// The `--json` result of a reply: one object per command, the same key
/// style everywhere (camelCase), lists always arrays, cities as objects.
/// The shapes are described in `Resources/reply.schema.json`.
public enum JSONRenderer {
    /// `{"command", "intent", "slots", "ok", "result" | "error", "source"?}`.
    public static func envelope(_ reply: Reply, intent: Intent?, command: String, location: String?) -> JSON {
        var object: [String: JSON] = [
            "command": .string(command), "intent": .string(intent?.name ?? "unknown"),
            "slots": .object(intent?.slots ?? [:]), "ok": .bool(reply.ok),
        ]
        if let failure = reply.failure {
            object["error"] = error(failure)
        } else {
            object["result"] = result(reply)
        }
        if let location { object["source"] = .string(location) }
        return .object(object)
    }

    /// `{"code", "message", "suggestion"?, "problems"?, "problemCount"?}` (English message).
    public static func error(_ failure: CommandFailure) -> JSON {
        var e: [String: JSON] = ["code": .string(failure.code), "message": .string(TextRenderer().message(for: failure))]
        if let s = failure.suggestion { e["suggestion"] = .string(s) }
        if case .invalidBackup(_, let found) = failure {
            // The listed problems (at most `BackupLimits.listedProblems`) and how many were found in all.
            e["problems"] = .array(
                found.problems.prefix(100).map { .object(["location": .string($0.location), "message": .string($0.message)]) })
            e["problemCount"] = .int(found.total)
        }
        return .object(e)
    }

    /// Every item's keys in one object.
    public static func result(_ reply: Reply) -> JSON {
        var object: [String: JSON] = [:]
        for item in reply.items {
            for (key, value) in result(item) { object[key] = value }
        }
        return .object(object)
    }

    static func result(_ item: ReplyItem) -> [String: JSON] {
        switch item {
        case .pick(let v): pick(v)
        case .nearby(let v): nearby(v)
        case .places(let v):
            [
                "total": .int(v.total), "page": .int(v.page), "pages": .int(v.pages), "places": .array(v.places.map(PlaceJSON.summary)),
                "favorites": .bool(v.favorites),
            ]
        case .place(let v):
            PlaceJSON.full(v.place).merging([
                "visits": .array(v.visits.map(PlaceJSON.visit)), "inList": .bool(v.inList), "hours": v.hours.map(hours) ?? .null,
                // A list, in the order the text shows it (the same {app, url} as `open`).
                "links": .array(v.links.map { .object(["app": .string($0.app.rawValue), "url": .string($0.url)]) }),
            ]) { a, _ in a }
        case .rated(let v): ["visit": PlaceJSON.visit(v.visit), "place": .object(PlaceJSON.full(v.place))]
        case .history(let v):
            [
                "filter": .string(v.filter.rawValue),
                "visits": .array(
                    v.rows.map { row in
                        .object(
                            (PlaceJSON.visit(row.visit).objectValue ?? [:]).merging(["placeName": .string(row.place.name)]) { a, _ in a })
                    }),
            ]
        case .why(let v): why(v)
        case .settings(let v): ["settings": settings(v.settings), "storedAt": .string(v.storedAt)]
        case .cityChanged(let v):
            ["city": v.city.json, "places": .int(v.places), "alternatives": .array(v.alternatives.map(\.json))]
        case .cities(let v):
            ["cities": .array(v.rows.map { .object(["city": .string($0.city), "state": .string($0.state), "places": .int($0.count)]) })]
        case .cityMatches(let v): ["matches": .array(v.cities.map { CityKey($0).json })]
        case .tags(let v):
            [
                "categories": .array(v.categories.map(term)), "tags": .array(v.tags.map(term)),
                "vocabulary": .array(v.vocabulary.map { .object(["group": .string($0.group), "tags": .array($0.tags.map(JSON.string))]) }),
            ]
        case .imported(let v): imported(v)
        case .events(let v):
            ["events": .array(v.entries.map { $0.json(detailed: true) }), "path": .string(v.path), "level": .string(v.level.rawValue)]
        case .helpOverview:
            [
                "groups": .array(
                    CommandSpec.Group.allCases.map { group in
                        .object([
                            "group": .string(group.rawValue),
                            "commands": .array(CommandTable.all.filter { $0.group == group }.map { .string($0.name) }),
                        ])
                    })
            ]
        case .helpTopic(let name): helpTopic(name)
        case .explain(let json): json.objectValue ?? [:]
        case .message(let m): message(m)
        }
    }

    static func term(_ t: TermCount) -> JSON { .object(["term": .string(t.term), "count": .int(t.count)]) }

    static func pick(_ v: PickView) -> [String: JSON] {
        var place = PlaceJSON.full(v.place)
        place["pool"] = .int(v.draw.poolSize)
        place["eligible"] = .int(v.draw.eligible)
        place["round"] = .int(v.round)
        if let km = v.draw.distanceKm { place["distanceKm"] = .number((km * 1000).rounded() / 1000) }
        if let h = v.hours { place["hours"] = hours(h) }
        var result: [String: JSON] = ["pick": .object(place), "announcements": .array(v.announcements.map(announcement))]
        if v.remote {
            result["source"] = .string("osm")
            result["attribution"] = .string(Overpass.attribution)
        }
        return result
    }

    static func announcement(_ a: Announcement) -> JSON {
        switch a {
        case .radiusIgnored: .object(["kind": .string("radiusIgnored")])
        case .anyTag(let tags): .object(["kind": .string("anyTag"), "tags": .array(tags.map(JSON.string))])
        case .recentVisits(let n): .object(["kind": .string("recentVisitsAllowed"), "count": .int(n)])
        case .newCycle(let n): .object(["kind": .string("newRound"), "count": .int(n)])
        case .openNow(let s):
            .object([
                "kind": .string("openNow"), "open": .int(s.open), "closed": .int(s.closed), "unknown": .int(s.unknown),
                "unknownNames": .array(s.unknownNames.map(JSON.string)), "strict": .bool(s.strict),
            ])
        }
    }

    static func nearby(_ v: NearbyListView) -> [String: JSON] {
        var result: [String: JSON] = [
            "nearby": .array(
                v.rows.map {
                    .object(["id": .string($0.id), "name": .string($0.name), "distanceKm": .number(($0.km * 1000).rounded() / 1000)])
                }),
            "total": .int(v.total), "radiusKm": .number(v.radiusKm),
            "origin": v.origin.cityName.map { .object(["type": .string("cityCentre"), "city": .string($0)]) }
                ?? .object(["type": .string("location")]),
        ]
        if case .openStreetMap(let cached, let age) = v.source {
            result["source"] = .string("osm")
            result["fromCache"] = .bool(cached)
            result["ageSeconds"] = .int(age)
            result["results"] = .array(
                v.remoteResults.map {
                    .object([
                        "osmId": .string($0.osmId), "id": .string($0.placeId), "name": .string($0.name), "category": .string($0.category),
                        "lat": .number($0.lat), "lng": .number($0.lng), "details": $0.details.json,
                    ])
                })
            result["attribution"] = .string(Overpass.attribution)
            if let query = v.query { result["query"] = .string(query) }
        } else {
            result["source"] = .string("list")
        }
        return result
    }

    static func why(_ v: WhyView) -> [String: JSON] {
        let d = v.draw
        return [
            "id": .string(v.place.id), "spun": .bool(true), "filters": .object(Intent.spin(v.filters).slots),
            "pool": .int(d.poolSize), "eligible": .int(d.eligible), "excludedRecent": .int(d.excludedRecent),
            "excludedShown": .int(d.excludedShown), "weight": .number(d.winnerWeight), "averageWeight": .number(d.averageWeight),
            "round": .int(v.round),
            "announcements": .array(PickView(place: v.place, draw: d, round: v.round, remote: false).announcements.map(announcement)),
        ]
    }

    static func settings(_ s: Settings) -> JSON {
        .object([
            "city": s.city.map { CityKey($0).json } ?? .null, "source": .string(s.source.rawValue), "radiusKm": .number(s.radiusKm),
            "avoidRepeats": .int(s.avoidRepeats), "learning": .bool(s.learning),
            "location": s.location.map { .object(["lat": .number($0.lat), "lng": .number($0.lng)]) } ?? .null,
            "log": .string(s.eventLog.rawValue), "symbols": .string(s.symbols.rawValue), "animation": .bool(s.animation),
            "language": s.language.map(JSON.string) ?? .null,
        ])
    }

    /// `{"status": "open"|"closed"|"unknown"|"unreadable", "text", "closes"|"opens"?, "inDays"?}`.
    static func hours(_ h: HoursNow) -> JSON {
        var o: [String: JSON] = ["text": .string(TextRenderer().part(HoursText.self).hoursText(h))]
        switch h {
        case .status(.open(let until)):
            o["status"] = .string("open")
            if let until { o["closes"] = .string(OpeningStatusPhrases.clock(until.minuteOfDay)); o["inDays"] = .int(until.dayOffset) }
        case .status(.closed(let opens)):
            o["status"] = .string("closed")
            if let opens { o["opens"] = .string(OpeningStatusPhrases.clock(opens.minuteOfDay)); o["inDays"] = .int(opens.dayOffset) }
        case .status(.unknown), .notKnown: o["status"] = .string("unknown")
        case .unreadable: o["status"] = .string("unreadable")
        }
        return .object(o)
    }

    static func imported(_ v: ImportView) -> [String: JSON] {
        let p = v.plan
        return [
            "preview": .bool(v.preview), "mode": .string(v.mode.rawValue), "path": .string(v.path),
            "addedPlaces": .int(p.addedPlaces.count), "updatedPlaces": .int(p.updatedPlaces.count),
            "unchangedPlaces": .int(p.unchangedPlaces),
            "addedVisits": .int(p.addedVisits), "updatedVisits": .int(p.updatedVisits), "unchangedVisits": .int(p.unchangedVisits),
            "removedPlaces": .int(p.removedPlaces), "removedVisits": .int(p.removedVisits), "skipped": .array(v.skipped.map(JSON.string)),
            "shortened": .array(v.shortened.listed.map(JSON.string)), "shortenedCount": .int(v.shortened.total),
        ]
    }

    static func helpTopic(_ name: String) -> [String: JSON] {
        guard let spec = CommandTable.spec(named: name) else { return [:] }
        return [
            "topic": .string(spec.name), "usage": .string(spec.usage), "summary": .string(spec.summary),
            "aliases": .array(spec.phrases.filter { $0 != spec.name }.map(JSON.string)), "examples": .array(spec.examples.map(JSON.string)),
        ]
    }
}
