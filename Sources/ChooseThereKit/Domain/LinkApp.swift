// MARK: - Where a place's link opens

/// Where `open` sends the user.
public enum LinkApp: String, Sendable, Equatable, CaseIterable { case maps, osm, google, tripadvisor, ifood, link }
