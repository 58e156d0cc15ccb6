// MARK: - What an open-now pool needs of a place

/// What an "open now" pool needs of a place: its name (to name it when its
/// hours are unknown), its `opening_hours`, and where it is (its time zone).
public struct PlaceHours: Sendable, Equatable {
    public var name: String
    public var openingHours: String?
    public var city: String
    public var state: String

    public init(name: String, openingHours: String?, city: String, state: String) {
        self.name = name
        self.openingHours = openingHours
        self.city = city
        self.state = state
    }
}
