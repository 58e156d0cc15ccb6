// MARK: - A find's id in the conversation

extension NearbyPlace {
    /// `osm-node-123`: how the session refers to an OpenStreetMap find.
    public var placeId: String { "osm-" + osmId.replacing("/", with: "-") }
}
