// MARK: - Cities in a sentence: names, nicknames, qualifiers

/// Reads a city the way people say it: its name (case and accents aside),
/// a Brazilian nickname (Sampa, Floripa, BH, Cwb…), a name with its state
/// or country (Curitiba PR, Porto, Portugal). A match that is neither exact
/// nor a known nickname is only *offered*: the caller asks before using it.
public struct CityResolver {
    /// What a text names.
    public enum Resolution: Sendable, Equatable {
        /// One city, exactly (or by a known nickname).
        case city(City)
        /// Several cities answer to that name: ask which.
        case ambiguous([City])
        /// A close match (a typo, a prefix): offer it, never use it silently.
        case offered(City)
        case none
    }

    let catalog: () -> CityCatalog?

    public init(catalog: @escaping () -> CityCatalog?) { self.catalog = catalog }

    /// Whether `text` could name a city exactly (by name, exonym or
    /// nickname): its first word begins some such name. A cheap test before
    /// `resolve`, for lines that are most likely commands.
    public func mayNameExactly(_ text: String) -> Bool {
        mayBegin(CityCatalog.firstWord(text))
    }

    /// Whether some city's name, nickname or exonym begins with the word `first`.
    private func mayBegin(_ first: String) -> Bool {
        guard let catalog = catalog() else { return false }
        return catalog.firstWords.contains(first) || CityResolver.aliasFirstWords.contains(first)
    }

    /// Whether a text that starts with `word` may name a city exactly
    /// (`resolve(_:fuzzy: false)` answering `.city`): the word begins some
    /// name, nickname or exonym. A word that is only separators, or that
    /// holds a qualifier's `/` or a catalogue key's `|` ("Curitiba/PR"),
    /// may begin one too.
    func mayStartName(_ word: Word) -> Bool {
        let text = word.text
        if text.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "|") }) { return true }
        let first = CityCatalog.firstWord(text)
        return first.isEmpty || mayBegin(first)
    }

    /// Whether some city's name, nickname or exonym is exactly `text`
    /// (case and accents aside): a cheap test, no qualifiers, no matching.
    public func isExactName(_ text: String) -> Bool {
        guard let catalog = catalog() else { return false }
        let folded = Folding.key(text)
        if CityResolver.nicknames[folded] != nil || CityResolver.exonyms[folded] != nil { return true }
        return !catalog.names.exactRange(CityMatchKey.bytes(text)).isEmpty
    }

    /// First words of the nicknames and exonyms.
    static let aliasFirstWords = WordSet((Array(nicknames.keys) + Array(exonyms.keys)).map { CityCatalog.firstWord($0) })

    /// Brazilian nicknames and abbreviations (folded) → catalogue keys.
    /// Several keys: the first is the nickname's city; another is meant only
    /// by its own name typed with its accents ("Poá") or with its state ("poa, sp").
    static let nicknames: [String: [String]] = [
        "sampa": ["São Paulo|SP"], "sp": ["São Paulo|SP"], "sao paulo capital": ["São Paulo|SP"],
        "floripa": ["Florianópolis|SC"], "bh": ["Belo Horizonte|MG"], "beaga": ["Belo Horizonte|MG"], "belzonte": ["Belo Horizonte|MG"],
        "rio": ["Rio de Janeiro|RJ"], "rj": ["Rio de Janeiro|RJ"], "bsb": ["Brasília|DF"], "brasilia df": ["Brasília|DF"],
        "cwb": ["Curitiba|PR"], "ssa": ["Salvador|BA"], "poa": ["Porto Alegre|RS", "Poá|SP"], "sjc": ["São José dos Campos|SP"],
        "jampa": ["João Pessoa|PB"], "fortal": ["Fortaleza|CE"], "sampalandia": ["São Paulo|SP"], "recife antigo": ["Recife|PE"],
        "vix": ["Vitória|ES"], "bel": ["Belém|PA"], "manaus am": ["Manaus|AM"], "goiania go": ["Goiânia|GO"],
        "nyc": ["New York City|NY|US"], "buzios": ["Armação dos Búzios|RJ"], "sampa city": ["São Paulo|SP"],
        "new york": ["New York City|NY|US"], "ny": ["New York City|NY|US"],
    ]

    /// Names Brazilians use for cities abroad (folded) → the catalogue's name.
    static let exonyms: [String: String] = [
        "lisboa": "Lisbon", "londres": "London", "nova york": "New York City", "nova iorque": "New York City", "roma": "Rome",
        "milao": "Milan", "florenca": "Florence", "veneza": "Venice", "napoles": "Naples", "madri": "Madrid", "sevilha": "Seville",
        "munique": "Munich", "berlim": "Berlin", "genebra": "Geneva", "zurique": "Zurich", "viena": "Vienna", "praga": "Prague",
        "amsterda": "Amsterdam", "bruxelas": "Brussels", "atenas": "Athens", "moscou": "Moscow", "toquio": "Tokyo",
        "pequim": "Beijing", "xangai": "Shanghai", "cidade do mexico": "Mexico City", "montevideu": "Montevideo",
        "assuncao": "Asunción", "filadelfia": "Philadelphia", "nova orleans": "New Orleans", "edimburgo": "Edinburgh",
        "copenhague": "Copenhagen", "estocolmo": "Stockholm", "varsovia": "Warsaw", "dublim": "Dublin", "cairo": "Cairo",
        "la paz": "La Paz", "bogota": "Bogotá", "cidade do cabo": "Cape Town", "nova delhi": "New Delhi", "istambul": "Istanbul",
    ]

    /// Country names in both languages (folded) → ISO codes, for "Porto, em Portugal".
    static let countries: [String: String] = [
        "portugal": "PT", "brasil": "BR", "brazil": "BR", "argentina": "AR", "chile": "CL", "uruguai": "UY", "uruguay": "UY",
        "paraguai": "PY", "paraguay": "PY", "peru": "PE", "colombia": "CO", "mexico": "MX", "espanha": "ES", "spain": "ES",
        "franca": "FR", "france": "FR", "italia": "IT", "italy": "IT", "alemanha": "DE", "germany": "DE", "inglaterra": "GB",
        "england": "GB", "uk": "GB", "reino unido": "GB", "eua": "US", "usa": "US", "estados unidos": "US", "united states": "US",
        "us": "US", "japao": "JP", "japan": "JP", "canada": "CA", "holanda": "NL", "netherlands": "NL", "belgica": "BE",
        "belgium": "BE", "suica": "CH", "switzerland": "CH", "irlanda": "IE", "ireland": "IE", "bolivia": "BO",
    ]

    /// The last word of every country name: a line whose last word is none of
    /// these names no country.
    static let countryLastWords = WordSet(countries.keys.compactMap { $0.split(separator: " ").last.map(String.init) })

    /// Every way a country follows a city (", em Portugal", " in France"),
    /// longest first, with the country's code.
    static let countrySuffixes: [(suffix: String, code: String)] = countries.flatMap { name, code in
        [", em ", " em ", ", in ", " in ", ", ", " no ", " na "].map { (suffix: $0 + name, code: code) }
    }.sorted { $0.suffix.count != $1.suffix.count ? $0.suffix.count > $1.suffix.count : $0.suffix < $1.suffix }

    /// What never belongs to a city's name at either end of a text.
    static let edges: Set<Character> = [" ", ",", ".", "!", "?"]
    static let spaceAndComma: Set<Character> = [" ", ","]

    /// `resolve(_:fuzzy:)`, answered once per line (see `LineMemo`).
    func resolve(_ text: String, fuzzy: Bool = true, memo: LineMemo) -> Resolution {
        if let known = fuzzy ? memo.fuzzyCities[text] : memo.cities[text] { return known }
        let resolution = resolve(text, fuzzy: fuzzy)
        if fuzzy { memo.fuzzyCities[text] = resolution } else { memo.cities[text] = resolution }
        return resolution
    }

    /// What `text` names. `fuzzy: false` never looks for near spellings
    /// (the recognizers that only take a name as typed ask that way).
    public func resolve(_ text: String, fuzzy: Bool = true) -> Resolution {
        var folded = Folding.key(text).trimming(CityResolver.edges)
        guard !folded.isEmpty, let catalog = catalog() else { return .none }
        var query = text
        // "Porto, em Portugal", "Paris in France": the country as a qualifier.
        if let last = folded.split(separator: " ").last, CityResolver.countryLastWords.contains(String(last)) {
            for (suffix, code) in CityResolver.countrySuffixes where folded.hasSuffix(suffix) && folded.count > suffix.count {
                folded = String(folded.dropLast(suffix.count))
                query = folded + ", " + code
                break
            }
        }
        if let english = CityResolver.exonyms[folded] { return resolve(english, fuzzy: fuzzy) }
        // "POA" is Porto Alegre, as everyone says it; "Poá", typed with its accent, is the town of that name.
        if let keys = CityResolver.nicknames[folded], keys.count > 1 {
            let typed = text.lowercased().trimming(CityResolver.edges)
            let cities = keys.compactMap { catalog.city(forKey: $0) }
            if let named = cities.first(where: { $0.name.lowercased() == typed && typed != folded }) { return .city(named) }
            if let main = cities.first { return .city(main) }
        }
        if let picked = nickname(folded, catalog, nearToo: fuzzy) { return picked }
        // Without near matches only a name as typed counts (a prefix would only be offered).
        guard let match = catalog.lookup(query, fuzzy: fuzzy, exactOnly: !fuzzy) else { return .none }
        let best = match.best
        let name = Folding.key(best.name)
        // The name as typed (or the name plus a qualifier that matched).
        let exact = name == folded || folded.hasPrefix(name + " ") || folded.hasPrefix(name + ",") || folded.hasPrefix(name + " -")
        guard exact else { return .offered(best) }
        let qualified = folded != name
        let twins = match.alternatives.filter { Folding.key($0.name) == name && $0.key != best.key }
        if qualified || query != text || twins.isEmpty { return .city(best) }
        // The one that dwarfs its namesakes (Buenos Aires, AR over Buenos Aires, PE).
        let all = [best] + twins
        if let top = all.max(by: { $0.population < $1.population }), CityResolver.dominates(top, over: all.filter { $0.key != top.key }) {
            return .city(top)
        }
        var seen = Set<String>()
        return .ambiguous(([best] + twins).filter { seen.insert($0.displayName).inserted })
    }

    /// A nickname, with a state that picks among its cities ("poa, rs"), or
    /// one typo away from one ("floripaa": offered).
    private func nickname(_ folded: String, _ catalog: CityCatalog, nearToo: Bool) -> Resolution? {
        var name = folded, state: String?
        if let cut = folded.lastIndex(where: { $0 == " " || $0 == "," }), folded.distance(from: cut, to: folded.endIndex) == 3 {
            let code = folded[folded.index(after: cut)...].uppercased()
            if CityRequest.brazilianStates.contains(code) {
                state = code
                name = String(folded[..<cut]).trimming(CityResolver.spaceAndComma)
            }
        }
        if let keys = CityResolver.nicknames[name] {
            var cities = keys.compactMap { catalog.city(forKey: $0) }
            if let state { cities = cities.filter { $0.admin == state } }
            if cities.count == 1 { return .city(cities[0]) }
            if cities.count > 1 { return .ambiguous(cities) }
        }
        guard nearToo, state == nil, name.count >= 5 else { return nil }
        let typed = name.unicodeScalars.map(\.value)
        for (scalars, key) in CityResolver.nearNicknames
        where abs(scalars.count - typed.count) <= 1 && DidYouMean.distance(typed, scalars, max: 1) == 1 {
            if let city = catalog.city(forKey: key) { return .offered(city) }
        }
        return nil
    }

    /// The nicknames a typo may be offered as (four letters or more, one
    /// city each), as Unicode scalars, in a fixed order.
    static let nearNicknames: [(scalars: [UInt32], key: String)] = nicknames.filter { $0.key.count >= 4 && $0.value.count == 1 }
        .sorted { $0.key < $1.key }.map { (scalars: $0.key.unicodeScalars.map(\.value), key: $0.value[0]) }

    /// A state capital, or a city far bigger than every other of its name, is
    /// what people mean by the bare name (Salvador, Natal, Campinas).
    static func dominates(_ best: City, over others: [City]) -> Bool {
        if best.isCapital && best.isBrazilian { return true }
        let biggest = others.map(\.population).max() ?? 0
        return best.population >= 100_000 && best.population >= biggest * 5
    }
}
