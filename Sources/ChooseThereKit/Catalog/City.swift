// MARK: - City: one row of the bundled city catalog

/// A city or municipality from the bundled catalog (`Resources/Cities.tsv`).
///
/// Brazilian rows are IBGE municipalities (`admin` is the UF, e.g. `"SP"`);
/// the rest come from GeoNames (`admin` is the GeoNames admin1 code, e.g.
/// `"11"` for Île-de-France, and may be empty).
public struct City: Sendable, Hashable {
    /// The city's name as written in the source data, e.g. `"São Paulo"`.
    public let name: String
    /// The first-level subdivision: the UF for Brazil (`"SP"`), the GeoNames
    /// admin1 code elsewhere (`"11"`, `"CA"`, `"ENG"`, possibly `""`).
    public let admin: String
    /// ISO 3166-1 alpha-2 country code, upper case, e.g. `"BR"`, `"FR"`.
    public let country: String
    /// Latitude in degrees (4 decimals in the catalog).
    public let lat: Double
    /// Longitude in degrees (4 decimals in the catalog).
    public let lng: Double
    /// Population (0 when unknown; GeoNames only lists places above 15,000).
    public let population: Int
    /// `true` for Brazilian state capitals (Brasília included, as the
    /// national capital). Non-Brazilian rows are not flagged.
    public let isCapital: Bool

    /// Creates a city from its fields.
    public init(
        name: String, admin: String, country: String,
        lat: Double, lng: Double, population: Int = 0, isCapital: Bool = false
    ) {
        self.name = name
        self.admin = admin
        self.country = country
        self.lat = lat
        self.lng = lng
        self.population = population
        self.isCapital = isCapital
    }

    /// The ISO code of Brazil, whose cities are keyed and displayed by UF.
    public static let brazil = "BR"

    /// Whether this is a Brazilian municipality.
    public var isBrazilian: Bool { country == City.brazil }

    /// The stable identifier of this city within the catalog:
    /// `"São Paulo|SP"` for Brazil, `"Paris|11|FR"` for everything else.
    public var key: String {
        isBrazilian ? "\(name)|\(admin)" : "\(name)|\(admin)|\(country)"
    }

    /// A short human label: `"São Paulo, SP"` for Brazil, `"Paris, FR"`
    /// elsewhere.
    public var displayName: String {
        "\(name), \(isBrazilian ? admin : country)"
    }
}

extension City: CustomStringConvertible {
    /// Same as `displayName`.
    public var description: String { displayName }
}

// MARK: - CityMatch: the answer to a free-text lookup

/// The result of `CityCatalog.lookup(_:)`: the most plausible city plus the
/// other candidates a user may have meant.
public struct CityMatch: Sendable, Hashable {
    /// The best-ranked city for the query.
    public let best: City
    /// Up to 8 other plausible cities, best first: other cities with the same
    /// name, or the other prefix / near matches.
    public let alternatives: [City]

    /// Creates a match.
    public init(best: City, alternatives: [City]) {
        self.best = best
        self.alternatives = alternatives
    }

    /// `best` followed by `alternatives`.
    public var all: [City] { [best] + alternatives }
}
