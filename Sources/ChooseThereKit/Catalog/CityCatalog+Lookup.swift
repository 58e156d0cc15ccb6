#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Free-text lookup

extension CityCatalog {
    /// How many cities a match carries: the best one plus 8 alternatives.
    static let matchSize = 9

    /// Resolves free text to a city.
    ///
    /// Accepts a bare name (`"sao paulo"`, `"SÃO PAULO"`), a name qualified by
    /// a UF, admin1 code, ISO country code or country name (`"Curitiba PR"`,
    /// `"Curitiba, PR"`, `"Curitiba - PR"`, `"Curitiba/PR"`, `"Paris, FR"`,
    /// `"Lisbon, Portugal"`), or a catalog key (`"São Paulo|SP"`).
    ///
    /// Exact name matches win; failing those, names starting with the query
    /// (`"Rio"` → Rio de Janeiro); failing those, names within a few edits
    /// (`"Curitba"` → Curitiba). Candidates are ranked Brazil first, then
    /// capitals, then population. Returns nil when nothing is close.
    /// `fuzzy: false` skips the near matches (for callers that take only a
    /// name as typed; the edit-distance scan is the costly step).
    /// `exactOnly` answers only a name as typed (with its qualifiers) and
    /// its namesakes, nil for anything else: no prefix or near matches, and
    /// no prefix alternatives (the parser's test of whether words name a city).
    public func lookup(_ query: String, fuzzy: Bool = true, exactOnly: Bool = false) -> CityMatch? {
        if query.contains("|") {
            if let city = city(forKey: query) {
                return respond([[city], exactCities(CityMatchKey.bytes(city.name)), prefixCities(CityMatchKey.bytes(city.name))])
            }
            let parts = query.split(separator: "|", omittingEmptySubsequences: false)
            return resolve(
                whole: nil, splits: { [Split(name: parts[0], qualifiers: parts.dropFirst())] }, fuzzy: fuzzy, exactOnly: exactOnly)
        }
        return resolve(whole: CityMatchKey.bytes(query), splits: { Split.all(of: query) }, fuzzy: fuzzy, exactOnly: exactOnly)
    }

    /// A query cut into a name and qualifiers (`"Curitiba, PR"`).
    private struct Split {
        let name: [UInt8]
        let qualifiers: [[UInt8]]
        /// Cut at a comma, " - ", "/" or "|" rather than at a space.
        let explicit: Bool

        init(name: some StringProtocol, qualifiers: some Sequence<Substring>, explicit: Bool = true) {
            self.name = CityMatchKey.bytes(name)
            self.qualifiers = qualifiers.map { CityMatchKey.bytes($0) }.filter { !$0.isEmpty }
            self.explicit = explicit
        }

        /// The plausible ways to read `query` as name + qualifiers, most
        /// explicit separator first.
        static func all(of query: String) -> [Split] {
            var splits: [Split] = []
            if let comma = query.firstIndex(of: ",") {
                splits.append(Split(name: query[..<comma], qualifiers: query[query.index(after: comma)...].split(separator: ",")))
            }
            // (A separator's last byte is looked for first: most queries have neither.)
            for (separator, byte) in [(" - ", UInt8(ascii: "-")), ("/", UInt8(ascii: "/"))] where query.utf8.contains(byte) {
                if let range = query.ranges(of: separator).last {
                    splits.append(Split(name: query[..<range.lowerBound], qualifiers: [query[range.upperBound...]]))
                }
            }
            let trimmed = Substring(query.trimmed)
            if let space = trimmed.lastIndex(where: \.isWhitespace) {
                splits.append(Split(name: trimmed[..<space], qualifiers: [trimmed[trimmed.index(after: space)...]], explicit: false))
            }
            return splits.filter { !$0.name.isEmpty && !$0.qualifiers.isEmpty }
        }
    }

    /// Tries exact, then prefix, then near matches. Exact: the whole query
    /// (a name may contain a comma or a space), then names qualified after an
    /// explicit separator; a qualifier cut at a space only counts once the
    /// whole query is not a prefix (`"Rio Grande do"` is not Río Grande, DO).
    /// `splits` are worked out only when the whole text is no name.
    private func resolve(whole: [UInt8]?, splits readSplits: () -> [Split], fuzzy: Bool = true, exactOnly: Bool = false) -> CityMatch? {
        if let whole, whole.isEmpty { return nil }
        if let whole, case let exact = exactCities(whole), !exact.isEmpty {
            return respond(exactOnly ? [exact] : [exact, prefixCities(whole)])
        }
        let splits = readSplits()
        if let match = exactQualified(splits.filter(\.explicit), exactOnly: exactOnly) { return match }
        if exactOnly {
            // A prefix of some name is read as that name, never as a name and a qualifier.
            if let whole, !names.prefixRange(whole).isEmpty { return nil }
            return exactQualified(splits.filter { !$0.explicit }, exactOnly: true)
        }
        if let whole, let match = respond([prefixCities(whole)]) { return match }
        if let match = exactQualified(splits.filter { !$0.explicit }) { return match }
        for split in splits {
            let accepts = qualifierFilter(split.qualifiers)
            if let match = respond([prefixCities(split.name, where: accepts)]) { return match }
        }
        guard fuzzy else { return nil }
        for split in splits {
            let accepts = qualifierFilter(split.qualifiers)
            if let match = respond([nearCities(split.name, where: accepts)]) { return match }
        }
        // Near matches of the whole text only when no separator marked a
        // qualifier: "Curitiba, ZZ" is not a typo for Curitiba.
        guard let whole, !splits.contains(where: \.explicit) else { return nil }
        return respond([nearCities(whole)])
    }

    /// The first split whose name matches exactly under its qualifiers; the
    /// other same-name cities and qualified prefix matches as alternatives.
    private func exactQualified(_ splits: [Split], exactOnly: Bool = false) -> CityMatch? {
        for split in splits {
            let accepts = qualifierFilter(split.qualifiers)
            let exact = exactCities(split.name, where: accepts)
            if !exact.isEmpty {
                return respond([exact, exactCities(split.name)] + (exactOnly ? [] : [prefixCities(split.name, where: accepts)]))
            }
        }
        return nil
    }

    /// Best + alternatives from candidate lists, in order, without repeats.
    private func respond(_ lists: [[City]]) -> CityMatch? {
        var seen = Set<City>()
        var picked: [City] = []
        for city in lists.joined() where picked.count < Self.matchSize && seen.insert(city).inserted {
            picked.append(city)
        }
        guard let best = picked.first else { return nil }
        return CityMatch(best: best, alternatives: Array(picked.dropFirst()))
    }

    // MARK: Candidate lists

    private func exactCities(_ key: [UInt8], where include: (City) -> Bool = { _ in true }) -> [City] {
        names.best(in: names.exactRange(key), limit: Self.matchSize) { include(self.cities[$0]) }.map { cities[$0] }
    }

    private func prefixCities(_ key: [UInt8], where include: (City) -> Bool = { _ in true }) -> [City] {
        guard !key.isEmpty else { return [] }
        return names.best(in: names.prefixRange(key), limit: Self.matchSize) { include(self.cities[$0]) }.map { cities[$0] }
    }

    /// Names within 1 edit (4–5 bytes), 2 (6–9) or 3 (10+); none below 4.
    private func nearCities(_ key: [UInt8], where include: (City) -> Bool = { _ in true }) -> [City] {
        let bound = key.count < 4 ? 0 : key.count < 6 ? 1 : key.count < 10 ? 2 : 3
        return names.nearest(key, maxDistance: bound, limit: Self.matchSize) { include(self.cities[$0]) }.map { cities[$0] }
    }

    // MARK: Qualifiers

    /// Whether a city satisfies every qualifier: each must name its admin
    /// code (UF), its country code, its country, or (Brazil) its state.
    private func qualifierFilter(_ qualifiers: [[UInt8]]) -> (City) -> Bool {
        let tests: [(City) -> Bool] = qualifiers.map { qualifier in
            let text = String(decoding: qualifier, as: UTF8.self)
            let state = CityQualifiers.ufByStateName[text]
            let country =
                qualifier.count >= 4 || CityQualifiers.countryAliases[text] != nil
                ? CityQualifiers.countryCode(named: text) : nil
            return { city in
                CityMatchKey.bytes(city.admin) == qualifier
                    || CityMatchKey.bytes(city.country) == qualifier
                    || (city.isBrazilian && city.admin == state)
                    || city.country == country
            }
        }
        return { city in tests.allSatisfy { $0(city) } }
    }
}
