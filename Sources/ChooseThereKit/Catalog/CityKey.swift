// MARK: - City keys: "São Paulo|SP", "Paris|11|FR"

/// A city as settings and the store name it: `"São Paulo|SP"` for Brazil,
/// `"Paris|11|FR"` elsewhere (GeoNames admin code, then country). Read the
/// parts through this type; never split the string by hand.
public struct CityKey: Sendable, Hashable {
    /// The stored form.
    public let raw: String
    public let name: String
    /// The UF for Brazil, the admin code elsewhere (may be empty).
    public let admin: String
    /// ISO country code (`BR` for two-part keys).
    public let country: String

    public init(_ raw: String) {
        self.raw = raw
        let parts = raw.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        name = parts.first ?? raw
        admin = parts.count > 1 ? parts[1] : ""
        country = parts.count > 2 ? parts[2] : (parts.count == 2 ? City.brazil : "")
    }

    /// The key of a catalogue city.
    public init(_ city: City) { self.init(city.key) }

    public var isBrazilian: Bool { country == City.brazil }

    /// "São Paulo, SP" / "Paris, FR" / just the name.
    public var label: String {
        if isBrazilian { return admin.isEmpty ? name : "\(name), \(admin)" }
        return country.isEmpty ? name : "\(name), \(country)"
    }

    /// The state a place in this city carries in the store (UF, or the country abroad).
    public var placeState: String { isBrazilian ? admin : country }

    /// `{"name", "state"?, "country"?}` — how `--json` shows a city.
    public var json: JSON {
        var o: [String: JSON] = ["name": .string(name)]
        if isBrazilian, !admin.isEmpty { o["state"] = .string(admin) }
        if !country.isEmpty { o["country"] = .string(country) }
        return .object(o)
    }
}
