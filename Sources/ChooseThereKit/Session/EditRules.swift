#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - edit

struct EditRules: SessionRules {
    let env: SessionEnvironment

    /// Applies one field change to `place` (checked here), then saves it.
    func edited(_ state: SessionState, _ place: Restaurant, _ request: EditRequest) -> [SessionEffect] {
        guard let field = request.field else { return fail(.missing(.editField(target: request.target?.text ?? place.name))) }
        let target = request.target?.text ?? place.name
        var place = place
        let value = request.value?.trimmed ?? ""
        let vocabulary = vocabulary(state)
        switch field {
        case .name:
            guard !value.isEmpty else { return fail(.missing(.editName(target: target))) }
            place.name = value
        case .category:
            guard !value.isEmpty else { return fail(.missing(.editCategory(target: target))) }
            place.category = (vocabulary.canonical(value) ?? value).lowercased()
        case .address: place.address = value
        case .notes: place.notes = value
        case .tags:
            var tags: [String] = []
            for word in value.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init) {
                let t = (vocabulary.canonical(word) ?? word).lowercased()
                if !tags.contains(t) { tags.append(t) }
            }
            place.tags = tags
        case .link:
            // Only "none" clears a link: a value that did not come through is not a wish to delete it.
            if ["none", "-", "nenhum", "nenhuma"].contains(value.lowercased()) {
                place.externalLink = nil
            } else {
                guard WebLink.isValid(value) else { return fail(.invalid(.link)) }
                place.externalLink = value
            }
        case .price:
            if ["none", "-", ""].contains(value.lowercased()) {
                place.priceTier = nil
            } else {
                let tier: Int? = value.allSatisfy({ $0 == "$" }) ? value.count : Int(value)
                guard let tier, (1...3).contains(tier) else { return fail(.invalid(.price)) }
                place.priceTier = tier
            }
        case .at:
            guard let (lat, lng) = SettingValues.coordinate(value), Coordinate(lat: lat, lng: lng).isValid else {
                return fail(.invalid(.editPosition(target: target)))
            }
            place.lat = lat
            place.lng = lng
        case .city:
            guard case .success(let catalog) = catalog(state), let match = catalog.lookup(value) else { return fail(.cityNotFound(value)) }
            place.city = match.best.name
            place.state = CityKey(match.best).placeState
        case .hours:
            // The opening-hours parser decides: a value it refuses is never stored.
            var details = place.details ?? PlaceDetails()
            if value.isEmpty || ["none", "-", "unknown", "nenhum"].contains(Folding.key(value)) {
                details.openingHours = nil
            } else {
                if case .failure(let error) = OpeningHours.parse(value) { return fail(.invalid(.hours(error, target: target))) }
                details.openingHours = value
            }
            place.details = details.isEmpty ? nil : details
        }
        var shown = field == .tags ? place.tags.joined(separator: ", ") : (value.isEmpty ? "(none)" : value)
        if field == .price { shown = place.priceTier.map { String(repeating: "$", count: $0) } ?? "(none)" }
        return [.updatePlace(place, field: field, shown: shown)]
    }
}
