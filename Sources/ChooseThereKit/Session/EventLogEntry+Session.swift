#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - What the event log records about an effect

extension EventLogEntry {
    /// The line for an effect the log keeps (searches, address lookups,
    /// details lookups, imports, exports) and its outcome; nil for any
    /// other work. Only facts go in `facts`; what the user searched for,
    /// where, and what was found go in `personal`.
    static func about(_ effect: SessionEffect, _ outcome: SessionEvent, at: Date, seconds: Double) -> EventLogEntry? {
        var entry: EventLogEntry
        switch effect {
        case .fetchNearby(let search, let refresh), .findOnMap(let search, let refresh):
            entry = EventLogEntry(
                at: at, event: "search",
                facts: [
                    "kind": .string(search.query == nil ? "nearby" : "find"),
                    "radiusKm": .number(search.radiusKm), "refresh": .bool(refresh),
                ])
            entry.personal = ["lat": .number(rounded(search.lat)), "lng": .number(rounded(search.lng))]
            if let query = search.query { entry.personal["query"] = .string(query) }
            if let category = search.category { entry.personal["category"] = .string(category) }
            if let city = search.cityHint { entry.personal["city"] = .string(city) }
            if case .nearbyFetched(_, let result) = outcome { entry.found(result) }
            if case .foundOnMap(_, let result) = outcome { entry.found(result) }
        case .geocode(let query):
            entry = EventLogEntry(at: at, event: "location", facts: ["kind": .string("address")], personal: ["query": .string(query)])
            if case .geocoded(_, let place) = outcome {
                entry.facts["outcome"] = .string(place == nil ? "empty" : "ok")
                if let place { entry.personal["lat"] = .number(rounded(place.lat)); entry.personal["lng"] = .number(rounded(place.lng)) }
            }
        case .lookUpPlace(let place):
            entry = EventLogEntry(
                at: at, event: "details", facts: ["kind": .string("refresh")],
                personal: ["place": .string(place.name), "osmId": .optional(place.osmId)])
            if case .placeLookedUp(_, let found) = outcome { entry.facts["outcome"] = .string(found == nil ? "empty" : "ok") }
        case .exportBackup(let path, _):
            entry = EventLogEntry(at: at, event: "export", personal: ["path": .string(path)])
            if case .exported(_, _, let places, let visits, _, _) = outcome {
                entry.facts.merge(["outcome": .string("ok"), "places": .int(places), "visits": .int(visits)]) { $1 }
            }
        case .readImport(let request):
            // A file that cannot be read or is refused; a good one is logged when applied.
            guard case .failed = outcome else { return nil }
            entry = EventLogEntry(at: at, event: "import", facts: ["kind": .string("read")], personal: ["path": .optional(request.path)])
        case .applyImport(let request, let decoded, let mode, _):
            entry = EventLogEntry(
                at: at, event: "import",
                facts: [
                    "kind": .string(decoded.isList ? "list" : "backup"),
                    "mode": .string(mode.rawValue),
                ],
                personal: ["path": .optional(request.path)])
            if case .imported(_, _, let plan) = outcome {
                entry.facts.merge([
                    "outcome": .string("ok"), "placesAdded": .int(plan.addedPlaces.count),
                    "placesUpdated": .int(plan.updatedPlaces.count), "visitsAdded": .int(plan.addedVisits),
                    "skipped": .int(decoded.skipped.count),
                ]) { $1 }
            }
        default:
            return nil
        }
        entry.facts["durationMs"] = .int(Int((max(0, seconds) * 1000).rounded()))
        if case .failed(let failure) = outcome {
            entry.facts["outcome"] = .string("failed")
            entry.facts["code"] = .string(failure.code)
        }
        return entry
    }

    /// A command that failed: which command and why, by code (the message may quote the user).
    static func error(_ intent: Intent, _ failure: CommandFailure, at: Date) -> EventLogEntry {
        var entry = EventLogEntry(at: at, event: "error", facts: ["command": .string(intent.name), "code": .string(failure.code)])
        if case .store(.refused(_, let code, let detail)) = failure {
            // SQLite's own words are kept here, not shown: they name no user data.
            entry.facts["sqliteCode"] = .int(Int(code))
            entry.facts["sqliteMessage"] = .string(String(detail.prefix(200)))
        }
        return entry
    }

    /// Coordinates as logged in detail: about 10 m.
    private static func rounded(_ degrees: Double) -> Double { (degrees * 10_000).rounded() / 10_000 }

    private mutating func found(_ result: NearbySearch) {
        facts.merge(["outcome": .string("ok"), "results": .int(result.places.count), "cached": .bool(result.fromCache)]) { $1 }
        personal["names"] = .array(result.places.prefix(10).map { .string($0.name) })
    }
}
