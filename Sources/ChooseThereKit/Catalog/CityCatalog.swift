// MARK: - CityCatalog: the bundled cities, searchable by name

/// The bundled catalog of cities (`Resources/Cities.tsv`): every Brazilian
/// municipality plus GeoNames cities elsewhere. Immutable once built, so it
/// can be shared freely across tasks.
///
/// Names match accent- and case-insensitively (see `Folding`). Whenever
/// several cities fit, they are ranked Brazil first, then capitals, then by
/// population (descending), then by name.
public final class CityCatalog: Sendable {
    /// Every city, best-ranked first (the order used to break ties).
    public let cities: [City]
    /// Match keys of `cities`, indexed by position in `cities`.
    let names: CityNameIndex
    /// The first word of every city's folded name ("rio", "sao", "embu"):
    /// a line whose first word is not one of them names no city exactly,
    /// so the parser need not look it up.
    let firstWords: Set<String>

    /// Builds a catalog from `cities` (any order; duplicates are kept, and
    /// `city(forKey:)` then returns the best-ranked one).
    public init(cities: [City]) {
        // Sort indexes, not structs (moving a City retains three strings),
        // by a packed (Brazil, capital, population) word before the full
        // comparison.
        let packed = cities.map(CityCatalog.packedRank)
        var order = Array(cities.indices)
        cities.withUnsafeBufferPointer { cities in
            order.sort { a, b in
                packed[a] != packed[b] ? packed[a] < packed[b] : CityCatalog.ranksBefore(cities[a], cities[b])
            }
        }
        let ranked = order.map { cities[$0] }
        self.cities = ranked
        let names = CityNameIndex(names: ranked.map(\.name))
        self.names = names
        self.firstWords = Set(ranked.indices.map { names.firstWord(of: $0) })
    }

    /// The first word of `text`'s match key ("rio", "sao", "embu"), as the
    /// index keys names: folded, separators and apostrophes as it says.
    static func firstWord(_ text: some StringProtocol) -> String {
        String(decoding: CityMatchKey.bytes(text).prefix { $0 != 0x20 }, as: UTF8.self)
    }

    /// The number of cities in the catalog.
    public var count: Int { cities.count }

    /// The ranking order: Brazil first, then capitals, then population
    /// (descending), then name; admin, country and coordinates break any
    /// remaining tie so the order is total and deterministic.
    public static func ranksBefore(_ a: City, _ b: City) -> Bool {
        if a.isBrazilian != b.isBrazilian { return a.isBrazilian }
        if a.isCapital != b.isCapital { return a.isCapital }
        if a.population != b.population { return a.population > b.population }
        if a.name != b.name { return a.name < b.name }
        if a.admin != b.admin { return a.admin < b.admin }
        if a.country != b.country { return a.country < b.country }
        if a.lat != b.lat { return a.lat < b.lat }
        return a.lng < b.lng
    }

    /// The leading part of `ranksBefore` as one word (smaller ranks first).
    private static func packedRank(_ city: City) -> UInt64 {
        let population = UInt64(clamping: max(0, min(city.population, 1 << 60)))
        return (city.isBrazilian ? 0 : 1 << 62) | (city.isCapital ? 0 : 1 << 61) | ((1 << 60) - population)
    }

    // MARK: Keys

    /// The city whose `key` is exactly `key` (`"São Paulo|SP"`,
    /// `"Paris|11|FR"`), or nil.
    public func city(forKey key: String) -> City? {
        guard let name = key.split(separator: "|", omittingEmptySubsequences: false).first else { return nil }
        let range = names.exactRange(CityMatchKey.bytes(name))
        return names.best(in: range, limit: 1) { self.cities[$0].key == key }.first.map { cities[$0] }
    }

    // MARK: Completion

    /// Up to `limit` cities whose name starts with `prefix` (accent- and
    /// case-insensitive; `"sao p"` → São Paulo, São Pedro, …), best-ranked
    /// first. A trailing space in `prefix` requires the word to end there.
    /// An empty prefix completes to nothing.
    public func complete(_ prefix: String, limit: Int = 10) -> [City] {
        var key = CityMatchKey.bytes(prefix)
        guard !key.isEmpty, limit > 0 else { return [] }
        if prefix.unicodeScalars.last?.properties.isWhitespace == true { key.append(0x20) }
        return names.best(in: names.prefixRange(key), limit: limit).map { cities[$0] }
    }
}
