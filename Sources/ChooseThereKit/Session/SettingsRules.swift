#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - set, switch city, location

struct SettingsRules: SessionRules {
    let env: SessionEnvironment

    func set(_ state: inout SessionState, _ request: SettingRequest) -> [SessionEffect] {
        guard let key = request.key else {
            guard let typed = request.unknownKey else {
                return reply(.settings(SettingsView(settings: state.settings, storedAt: env.paths.display(env.paths.app.settingsFile))))
            }
            let suggestion = DidYouMean.suggest(typed, from: SettingKey.allCases.map(\.rawValue)).flatMap(SettingKey.init(rawValue:))
            return fail(.unknownSetting(key: typed, suggestion: suggestion, value: request.value))
        }
        guard let value = request.value, !value.isEmpty else { return fail(.missing(.settingValue(key))) }
        let change: SettingChange
        let message: Message
        switch key {
        case .radius:
            guard let km = SettingValues.kilometres(value), km > 0, km.isFinite else { return fail(.invalid(.radiusSetting)) }
            guard Radius.isValid(km) else { return fail(.radiusOutOfRange(km: km)) }
            (change, message) = (.radius(km), .radius(km: km))
        case .source:
            guard let source = NearbySource(rawValue: Folding.key(value)) else { return fail(.invalid(.source)) }
            (change, message) = (.source(source), .source(source))
        case .avoidRepeats:
            guard let read = avoidRepeats(value) else { return fail(.invalid(.avoidRepeats)) }
            (change, message) = read
        case .learning:
            guard let on = SettingValues.switchValue(value) else { return fail(.invalid(.learning)) }
            (change, message) = (.learning(on), .learning(on))
        case .city:
            return city(&state, CityRequest(name: value, any: ["anywhere", "none", "any"].contains(Folding.key(value))))
        case .location:
            if ["none", "off", "clear", "-"].contains(Folding.key(value)) {
                (change, message) = (.location(nil), .locationCleared)
            } else {
                guard let (lat, lng) = SettingValues.coordinate(value) else { return fail(.invalid(.locationFormat)) }
                return location(&state, lat: lat, lng: lng, query: nil)
            }
        case .language:
            guard let read = language(value) else { return fail(.invalid(.language)) }
            (change, message) = read
        case .symbols:
            guard let mode = SettingValues.symbolMode(value) else { return fail(.invalid(.symbols)) }
            (change, message) = (.symbols(mode), .symbols(mode))
        case .animation:
            guard let on = SettingValues.switchValue(value) else { return fail(.invalid(.animation)) }
            (change, message) = (.animation(on), .animation(on))
        case .log:
            guard let level = EventLogLevel(value: value) else { return fail(.invalid(.logLevel)) }
            (change, message) = (.log(level), .eventLog(level, path: env.paths.display(env.paths.app.eventLogFile)))
        }
        return [.saveSettings([change], then: .message(message))]
    }

    /// `off`/`none`/`0` or a count, held to the setting's ceiling (and the reply says so).
    private func avoidRepeats(_ value: String) -> (SettingChange, Message)? {
        let folded = Folding.key(value)
        let n: Int? = ["off", "none", "0"].contains(folded) ? 0 : Int(folded)
        guard let n, n >= 0 else { return nil }
        let capped = min(n, Settings.avoidRepeatsRange.upperBound)
        return (.avoidRepeats(capped), .avoidRepeats(capped, capped: capped != n))
    }

    /// `en`, `pt-BR` (or their names), or `auto` to follow the locale again.
    private func language(_ value: String) -> (SettingChange, Message)? {
        let folded = Folding.key(value)
        if ["auto", "automatico", "locale", "sistema", "system"].contains(folded) { return (.language(nil), .language(nil)) }
        guard
            let language = ReplyLanguage.allCases.first(where: {
                Folding.key($0.rawValue) == folded || folded.hasPrefix(Folding.key($0.rawValue))
            })
                ?? (["portuguese", "portugues", "pt"].contains(folded)
                    ? .portuguese : ["english", "ingles"].contains(folded) ? .english : nil)
        else { return nil }
        return (.language(language.rawValue), .language(language))
    }

    func city(_ state: inout SessionState, _ request: CityRequest) -> [SessionEffect] {
        if request.any { return [.countPlaces(nil)] }
        guard let name = request.name, !name.isEmpty else { return say(.currentCity(state.city)) }
        let loaded = catalogOrReply(state)
        guard let catalog = loaded.catalog else { return loaded.failure }
        let query = [name, request.state ?? request.country].compactMap { $0 }.joined(separator: ", ")
        guard let match = catalog.lookup(query) ?? catalog.lookup(name) else {
            let suggestions = catalog.complete(String(name.prefix(3)), limit: 3).map(\.displayName)
            return fail(.unknownCity(name: name, suggestions: suggestions))
        }
        let city = match.best
        let exact = Folding.key(city.name) == Folding.key(name)
        let view = CityChangedView(
            city: CityKey(city), places: 0, alternatives: match.alternatives.map(CityKey.init),
            showAlternatives: !match.alternatives.isEmpty
                && (!exact || match.alternatives.contains { Folding.key($0.name) == Folding.key(city.name) }))
        return [.countPlaces(view)]
    }

    /// Saved changes now hold in the session: the file and the session
    /// never disagree (a change whose save failed changes nothing). A new
    /// city is a new pool (showing the current city changes nothing).
    func saved(_ state: inout SessionState, _ changes: [SettingChange]) {
        for change in changes {
            if case .city(let key) = change, key != state.settings.city {
                state.pool = nil
                if state.pick?.draw != nil { state.pick?.draw = nil }
            }
            change.apply(to: &state.settings)
        }
    }

    /// The city's count arrived: save the choice, then say so.
    func placesCounted(_ view: CityChangedView?, _ count: Int) -> [SessionEffect] {
        let changes: [SettingChange] = [.city(view?.city.raw), .onboarded]
        guard var view else { return [.saveSettings(changes, then: .message(.anywhere(places: count)))] }
        view.places = count
        return [.saveSettings(changes, then: Reply([.cityChanged(view)]))]
    }

    /// How far from the chosen city's centre a location is "in another city" (a
    /// metropolitan area's suburbs stay quiet).
    static let elsewhereKm = 40.0

    func location(_ state: inout SessionState, lat: Double?, lng: Double?, query: String?, address: String? = nil) -> [SessionEffect] {
        if let lat, let lng {
            let point = Coordinate(lat: lat, lng: lng)
            guard point.isValid else { return fail(.invalid(.position(lat: lat, lng: lng))) }
            var near: String?
            var reply = Reply([])
            if case .success(let catalog) = catalog(state), let city = catalog.nearest(to: point) {
                near = city.displayName
                reply.items = [.message(.locationSet(lat: lat, lng: lng, city: near, address: address))]
                // A location far from the city chosen: say so once, and offer the city it is in.
                if let current = state.city, current.raw != city.key, let chosen = catalog.city(forKey: current.raw) {
                    let km = Geo.distanceKm(point, Coordinate(lat: chosen.lat, lng: chosen.lng))
                    if km > Self.elsewhereKm {
                        reply.items.append(.message(.locationInAnotherCity(city: city.displayName, current: current.label, km: km)))
                        if env.interactive {
                            reply.action = .confirm(
                                .switchCity(city.displayName),
                                then: .city(
                                    CityRequest(
                                        name: city.name, state: city.isBrazilian ? city.admin : nil,
                                        country: city.isBrazilian ? nil : city.country)))
                        }
                    }
                }
            } else {
                reply.items = [.message(.locationSet(lat: lat, lng: lng, city: near, address: address))]
            }
            return [.saveSettings([.location(point)], then: reply)]
        }
        if let query, !query.isEmpty { return [.geocode(query)] }
        guard let here = state.location else { return say(.noLocation(city: state.city?.label)) }
        return say(.location(lat: here.lat, lng: here.lng, fromEnvironment: state.locationOverride != nil))
    }

    func geocoded(_ state: inout SessionState, _ query: String, _ place: GeocodedPlace?) -> [SessionEffect] {
        guard let place else { return fail(.addressNotFound(query: query)) }
        return location(&state, lat: place.lat, lng: place.lng, query: nil, address: place.displayName.isEmpty ? nil : place.displayName)
    }
}
