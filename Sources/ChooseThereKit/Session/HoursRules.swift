#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Opening hours: open now, in the place's own time

struct HoursRules: SessionRules {
    let env: SessionEnvironment

    /// What `text` (an `opening_hours` value of a place in `city`, `state`)
    /// says about now, on the injected clock. The place's UTC offset comes
    /// from Brazil's fixed zones by UF; elsewhere (no UF) the clock's own
    /// zone stands in — the user is most likely where the places are.
    func hoursNow(_ text: String?, state: String, city: String) -> HoursNow {
        hoursNow(text, utcOffset: utcOffset(state: state, city: city))
    }

    /// The place's offset from UTC now, in seconds.
    func utcOffset(state: String, city: String) -> Int {
        BrazilTime.utcOffsetSeconds(state: state, city: city) ?? env.clock.utcOffset(env.clock.now())
    }

    /// What `text` says about now at `utcOffset` seconds from UTC.
    func hoursNow(_ text: String?, utcOffset: Int) -> HoursNow {
        guard let text, !text.trimmed.isEmpty else { return .notKnown }
        switch OpeningHours.parse(text) {
        case .failure(let error): return .unreadable(error)
        case .success(let hours):
            guard let local = LocalTime(env.clock.now(), utcOffsetSeconds: utcOffset) else { return .notKnown }
            return .status(hours.status(at: local))
        }
    }

    /// A place's hours now. A place without a state (an OpenStreetMap find)
    /// takes the zone of the city it lies in.
    func hoursNow(_ place: Restaurant, state: SessionState) -> HoursNow {
        guard let text = place.details?.openingHours else { return .notKnown }
        var (uf, city) = (place.state, place.city)
        if uf.isEmpty { (city, uf) = PlaceRules(env: env).cityFor(Coordinate(lat: place.lat, lng: place.lng), state: state) }
        return hoursNow(text, state: uf, city: city)
    }

    /// Open, closed, or not known (no hours, hours that cannot be read, or hours that say `unknown`).
    enum OpenNowClass { case open, closed, unknown }

    func openNowClass(_ hours: HoursNow) -> OpenNowClass {
        switch hours {
        case .status(.open): .open
        case .status(.closed): .closed
        default: .unknown
        }
    }

    /// Keeps what is open now, and — unless strict — what has unknown hours;
    /// counts all three and names the first few unknown ones.
    func keepOpen<T>(_ items: [T], strict: Bool, hours: (T) -> (HoursNow, name: String)) -> (kept: [T], summary: OpenNowSummary) {
        var summary = OpenNowSummary(open: 0, closed: 0, unknown: 0, unknownNames: [], strict: strict)
        var kept: [T] = []
        for item in items {
            let (now, name) = hours(item)
            switch openNowClass(now) {
            case .open:
                summary.open += 1
                kept.append(item)
            case .closed: summary.closed += 1
            case .unknown:
                summary.unknown += 1
                if summary.unknownNames.count < 5 { summary.unknownNames.append(name) }
                if !strict { kept.append(item) }
            }
        }
        return (kept, summary)
    }

    /// An "open now" pool's candidates with their hours: the pool keeps
    /// those open now (and those of unknown hours, unless strict), then draws.
    func openingHoursLoaded(_ state: inout SessionState, _ loaded: HoursRequest, _ hours: [Int: PlaceHours]) -> [SessionEffect] {
        let request = loaded.request
        // Many places share a value ("Mo-Su 11:00-23:00") and a zone: read each pair once.
        var seen: [Int: [String: HoursNow]] = [:]
        let (kept, summary) = keepOpen(loaded.candidates, strict: request.filters.strict) { candidate in
            guard let h = hours[candidate.pk] else { return (.notKnown, "") }
            guard let text = h.openingHours else { return (.notKnown, h.name) }
            let offset = utcOffset(state: h.state, city: h.city)
            if let known = seen[offset]?[text] { return (known, h.name) }
            let now = hoursNow(text, utcOffset: offset)
            seen[offset, default: [:]][text] = now
            return (now, h.name)
        }
        guard !kept.isEmpty else { return fail(.nothingOpen(summary)) }
        var pool = Pool(
            source: request.source.pool, filters: request.filters, candidates: kept, recent: loaded.recent,
            anyTag: !request.query.anyOf.isEmpty)
        pool.openNow = summary
        return PickRules(env: env).draw(&state, pool)
    }

    /// OpenStreetMap results kept by "open now", in the zone of the search's area.
    func openNow(
        _ places: [NearbyPlace], around here: Coordinate, strict: Bool,
        state: SessionState
    ) -> (kept: [NearbyPlace], summary: OpenNowSummary) {
        let zone = PlaceRules(env: env).cityFor(here, state: state)
        return keepOpen(places, strict: strict) { place in
            (hoursNow(place.details.openingHours, state: zone.state, city: zone.name), place.name)
        }
    }
}
