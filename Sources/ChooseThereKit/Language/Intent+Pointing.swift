// MARK: - Intent: a command that takes a place, pointed at another one

extension Intent {
    /// This command pointed at `place` instead of the current pick, when it takes a place.
    func pointed(at place: PlaceRef) -> Intent? {
        switch self {
        case .favorite(nil, let on): .favorite(target: place, on: on)
        case .forget(nil, let confirmed): .forget(target: place, confirmed: confirmed)
        case .show(nil): .show(target: place)
        case .open(nil, let app): .open(target: place, app: app)
        case .save(nil): .save(target: place)
        case .edit(let r) where r.target == nil: .edit(EditRequest(target: place, field: r.field, value: r.value))
        default: nil
        }
    }

    /// The name this command's place was given in so many words, for the commands that take a place.
    var placeName: String? {
        switch self {
        case .favorite(.name(let n)?, _), .forget(.name(let n)?, _), .show(.name(let n)?), .open(.name(let n)?, _), .save(.name(let n)?):
            n
        default: nil
        }
    }

    /// The city a city switch names, when the catalogue knows it (it has its country).
    var cityName: String? {
        if case .city(let request) = self, request.country != nil { return request.name }
        return nil
    }

    /// Whether this command points at the current pick (it takes a place and names none).
    var pointsAtCurrent: Bool { pointed(at: .number(1)) != nil }
}
