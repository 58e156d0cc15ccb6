// MARK: - `edit` as said

/// `edit NAME FIELD VALUE`.
public struct EditRequest: Sendable, Equatable {
    public var target: PlaceRef?
    public var field: EditField?
    public var value: String?
    public init(target: PlaceRef?, field: EditField?, value: String?) {
        self.target = target
        self.field = field
        self.value = value
    }
}

/// The fields `edit` can change.
public enum EditField: String, Sendable, Equatable, CaseIterable { case name, category, address, tags, notes, link, price, at, city, hours }
