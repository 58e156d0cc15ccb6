#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Which place: the current pick, a list number, a name

struct PlaceRules: SessionRules {
    let env: SessionEnvironment

    /// Finds the place `ref` means, then carries on with `then`.
    func target(_ state: inout SessionState, _ ref: PlaceRef?, then: Intent) -> [SessionEffect] {
        let id: String
        switch ref {
        case nil:
            guard let pick = state.pick else { return fail(.noCurrentPlace(verb: then.verb)) }
            id = pick.id
        case .number(let n):
            let index = n - 1 - state.listedFrom
            guard state.lastListed.indices.contains(index) else {
                // A later (or earlier) page of the list: load the row.
                if let load = PagingRules(env: env).beyondShown(state, number: n, then: then) { return load }
                return fail(.listNumberOutOfRange(number: n, count: PagingRules.total(state), verb: then.verb))
            }
            id = state.lastListed[index]
        case .name(let name):
            if let remote = state.remote?.place(id: name) { return proceed(&state, with: remote.asRestaurant(), then) }
            return [.resolvePlace(name, preferCity: state.settings.city, then: then)]
        }
        if let remote = state.remote?.place(id: id) { return proceed(&state, with: remote.asRestaurant(), then) }
        return [.loadPlace(id: id, then: then)]
    }

    /// The place is known: the command's own step.
    func proceed(_ state: inout SessionState, with place: Restaurant, _ then: Intent) -> [SessionEffect] {
        let inList = state.remote?.place(id: place.id) == nil
        switch then {
        case .show, .forget: return [.loadDetails(place, then: then)]
        case .favorite(_, let on):
            guard inList else { return fail(.notInList(name: place.name, verb: then.verb)) }
            return [.setFavorite(place, on: on)]
        case .open(_, let app): return open(&state, place, app: app)
        case .edit(let request):
            guard inList else { return fail(.notInList(name: place.name, verb: then.verb)) }
            return EditRules(env: env).edited(state, place, request)
        case .rate(let request):
            guard inList else { return fail(.notInList(name: place.name, verb: then.verb)) }
            return VisitRules(env: env).recordVisit(place, request, learning: state.settings.learning)
        case .why: return PickRules(env: env).whyView(state, place)
        case .refreshDetails: return FindRules(env: env).refreshDetails(place, inList: inList)
        case .save:
            pick(&state, place.id)
            return say(.alreadyInList(id: place.id, name: place.name))
        default: return []
        }
    }

    func detailsLoaded(
        _ state: inout SessionState, _ place: Restaurant, visits: [Visit], inList: Bool,
        _ then: Intent
    ) -> [SessionEffect] {
        switch then {
        case .forget(_, let confirmed):
            guard inList else { return fail(.notInList(name: place.name, verb: "forget")) }
            if confirmed { return [.forgetPlace(place, visits: visits.count)] }
            guard env.interactive else { return fail(.needsConfirmation(name: place.name)) }
            return [
                .reply(
                    Reply(
                        action: .confirm(
                            .forget(name: place.name, visits: visits.count),
                            then: .forget(target: .name(place.id), confirmed: true))))
            ]
        default:
            pick(&state, place.id)
            var distance: (Double, Double)?
            if let here = state.location {
                let there = Coordinate(lat: place.lat, lng: place.lng)
                distance = (Geo.distanceKm(here, there), Geo.bearing(here, there))
            }
            let hours = HoursRules(env: env).hoursNow(place, state: state)
            return reply(
                .place(
                    PlaceDetailView(
                        place: place, visits: Array(visits.prefix(5)), distanceKm: distance?.0,
                        bearing: distance?.1, links: PlaceLinks.all(for: place), inList: inList,
                        hours: hours == .notKnown ? nil : hours)))
        }
    }

    func open(_ state: inout SessionState, _ place: Restaurant, app: LinkApp?) -> [SessionEffect] {
        pick(&state, place.id)
        let chosen = app ?? (place.externalLink.map(WebLink.isValid) == true ? .link : .maps)
        guard let url = PlaceLinks.url(for: place, app: chosen) else { return fail(.noLink(name: place.name)) }
        var r = Reply.message(.opened(id: place.id, name: place.name, app: chosen, url: url))
        if env.interactive { r.action = .openURL(url) }
        return [.reply(r)]
    }

    // MARK: Adding, saving, editing

    func add(_ state: inout SessionState, _ new: NewPlace) -> [SessionEffect] {
        guard let name = new.name?.trimmed, !name.isEmpty else { return fail(.missing(.addName)) }
        guard let lat = new.lat, let lng = new.lng else { return fail(.missing(.addPosition(name: name))) }
        let point = Coordinate(lat: lat, lng: lng)
        guard point.isValid else { return fail(.invalid(.position(lat: lat, lng: lng))) }
        let vocabulary = vocabulary(state)
        var tags: [String] = []
        for tag in new.tags {
            let t = (vocabulary.canonical(tag) ?? tag).lowercased()
            if !tags.contains(t) { tags.append(t) }
        }
        var category = new.category.map { (vocabulary.canonical($0) ?? $0).lowercased() }
        if category == nil, let i = tags.firstIndex(where: { t in vocabulary.categories.contains { Folding.key($0) == Folding.key(t) } }) {
            category = tags.remove(at: i)
        }
        let city = cityFor(point, state: state)
        let place = Restaurant(
            id: "", name: name, category: category ?? "restaurant", address: new.address ?? "",
            city: city.name, state: city.state, tags: tags, lat: lat, lng: lng, origin: .user)
        return [.findSameSpot(place, via: .add(newTags: tags.filter { vocabulary.canonical($0) == nil }))]
    }

    func save(_ state: inout SessionState, _ ref: PlaceRef?) -> [SessionEffect] {
        let remote: NearbyPlace
        switch ref {
        case .number(let n):
            let index = n - 1 - state.listedFrom
            guard state.lastListed.indices.contains(index), let r = state.remote?.place(id: state.lastListed[index]) else {
                return fail(.notInLastSearch(name: String(n)))
            }
            remote = r
        case .name(let name):
            guard let r = state.remote?.places.first(where: { Folding.key($0.name) == Folding.key(name) }) else {
                return fail(.notInLastSearch(name: name))
            }
            remote = r
        case nil:
            guard let pick = state.pick else { return fail(.nothingToSave) }
            guard let r = state.remote?.place(id: pick.id) else { return [.loadPlace(id: pick.id, then: .save(target: nil))] }
            remote = r
        }
        let point = Coordinate(lat: remote.lat, lng: remote.lng)
        let city = cityFor(point, state: state)
        var place = remote.asRestaurant(city: city.name, state: city.state)
        place.id = ""
        return [.findSameSpot(place, via: .save)]
    }

    func placeInserted(_ state: inout SessionState, _ place: Restaurant, via: InsertKind) -> [SessionEffect] {
        pick(&state, place.id)
        switch via {
        case .add(let newTags): return say(.added(place, newTags: newTags))
        case .save: return say(.saved(place))
        }
    }

    /// The place `name` means: the place with that id, else an exact name
    /// (the only one, else the only one in the current city), else the only
    /// partial match; several become a numbered choice, none a did-you-mean.
    func placesNamed(
        _ state: inout SessionState, _ name: String, byId: Restaurant?, found: [Restaurant], preferring city: String?,
        _ then: Intent
    ) -> [SessionEffect] {
        if let byId { return proceed(&state, with: byId, then) }
        let exact = found.filter { Folding.key($0.name) == Folding.key(name) }
        let inCity = exact.filter { $0.cityKey == city }
        if exact.count == 1 { return proceed(&state, with: exact[0], then) }
        if inCity.count == 1 { return proceed(&state, with: inCity[0], then) }
        if found.count == 1 { return proceed(&state, with: found[0], then) }
        if found.isEmpty { return [.loadPlaceNames(cityKey: city, notFound: name, then: then)] }
        let choices = Array((exact.isEmpty ? found : exact).prefix(9))
        state.numbered(choices.map(\.id))
        return fail(.ambiguous(name: name, choices: choices.map { "\($0.name) (\($0.cityLabel))" }, verb: then.verb))
    }

    /// A new place is the same as one in the list when it has the same name
    /// within 200 m: `add` refuses it, `save` makes the saved one the pick.
    func sameSpotChecked(_ state: inout SessionState, _ place: Restaurant, _ existing: Restaurant?, via: InsertKind) -> [SessionEffect] {
        guard let existing else { return [.insertPlace(place, via: via)] }
        switch via {
        case .add: return fail(.duplicate(name: existing.name, cityLabel: existing.cityLabel))
        case .save:
            pick(&state, existing.id)
            return say(.alreadyInList(id: existing.id, name: existing.name))
        }
    }

    /// The city a point belongs to: the current city when within 30 km of its
    /// centre, otherwise the nearest catalogue city within 50 km.
    func cityFor(_ point: Coordinate, state: SessionState) -> (name: String, state: String) {
        guard case .success(let catalog) = catalog(state) else {
            return state.city.map { ($0.name, $0.admin) } ?? ("", "")
        }
        if let key = state.settings.city, let city = catalog.city(forKey: key),
            Geo.distanceKm(point, Coordinate(lat: city.lat, lng: city.lng)) <= 30
        {
            return (city.name, CityKey(city).placeState)
        }
        if let nearest = catalog.nearest(to: point), Geo.distanceKm(point, Coordinate(lat: nearest.lat, lng: nearest.lng)) <= 50 {
            return (nearest.name, CityKey(nearest).placeState)
        }
        return ("", "")
    }

    func edit(_ state: inout SessionState, _ request: EditRequest) -> [SessionEffect] {
        // No name ("edit its notes …", "rename it to …"): the current place, when there is one.
        guard request.target != nil || state.pick != nil else { return fail(.missing(.editTarget)) }
        guard request.field != nil else { return fail(.missing(.editField(target: request.target?.text ?? ""))) }
        return target(&state, request.target, then: .edit(request))
    }
}
