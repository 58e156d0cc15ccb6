// MARK: - Which place does the user mean?

extension Session {
    /// The place `target` refers to: nil → the current pick; a number → the
    /// last list; otherwise an id or a name (the current city first).
    /// Several matches become a numbered list to choose from.
    func resolvePlace(_ target: String?, verb: String) throws -> Restaurant {
        guard let target, !target.isEmpty else {
            if let id = state.currentPickId, let place = try store.place(id: id) ?? remotePlace(id: id) { return place }
            throw CommandError("no_current_place", "There is no current place yet. Say which: \(verb) NAME, or \(verb) N after a list.")
        }
        if let n = Int(target.trimmed) {
            guard n >= 1, n <= state.lastListed.count else {
                throw CommandError("not_found", state.lastListed.isEmpty
                    ? "There is no numbered list yet; try list first."
                    : state.lastListed.count == 1 ? "The last list has one place; say \(verb) 1."
                    : "The last list has \(state.lastListed.count) places; pick 1–\(state.lastListed.count).")
            }
            if let place = try store.place(id: state.lastListed[n - 1]) ?? remotePlace(id: state.lastListed[n - 1]) { return place }
            throw CommandError("not_found", "That place is no longer in your list.")
        }
        if let place = try store.place(id: target) { return place }
        if let remote = remotePlace(id: target) { return remote }
        let found = try store.places(named: target, preferCityKey: settings.city, limit: 50)
        let exact = found.filter { Folding.key($0.name) == Folding.key(target) }
        let inCity = exact.filter { $0.cityKey == settings.city }
        if exact.count == 1 { return exact[0] }
        if inCity.count == 1 { return inCity[0] }
        if found.count == 1 { return found[0] }
        if found.isEmpty {
            let names = try nearbyNames()
            let suggestion = DidYouMean.suggest(target, from: names)
            throw CommandError("not_found", "No place called '\(target)' in your list." + (suggestion.map { " Did you mean \($0)?" } ?? " Try list or search."),
                               suggestion: suggestion.map { "\(verb) \($0)" })
        }
        let choices = Array((exact.isEmpty ? found : exact).prefix(9))
        state.lastListed = choices.map(\.id)
        let listing = choices.enumerated().map { "\($0.offset + 1). \(SafeText.clean($0.element.name)) (\(SafeText.clean($0.element.cityLabel)))" }
        throw CommandError("ambiguous", "Several places match '\(target)': " + listing.joined(separator: "; ") + ". Say \(verb) N to choose.")
    }

    /// Names to suggest from: the current city's places, or a sample of all.
    func nearbyNames() throws -> [String] {
        try store.places(PlaceQuery(cityKey: settings.city, limit: 5000)).items.map(\.name)
    }
}
