// MARK: - Finding places on OpenStreetMap by name, brand, dish or cuisine

/// How `find` turns typed text into an Overpass search, and checks what
/// comes back. Matching ignores case and accents on both sides: the query
/// is folded, and the Overpass pattern accepts every accented spelling of
/// each vowel, `c` and `n` (`mocoto` matches `Mocotó`, `acai` `Açaí`).
public enum TextSearch {
    /// The longest query sent, in characters (a name or a dish is short;
    /// this bounds the pattern Overpass has to run).
    public static let maximumLength = 60

    /// `text` as searched: folded, underscores and dashes as spaces, cut to the maximum length.
    public static func fold(_ text: String) -> String {
        let folded = Folding.key(String(text.map { $0 == "_" || $0 == "-" ? " " : $0 }))
        return String(folded.prefix(maximumLength)).trimmed
    }

    /// Accented spellings of the letters folding strips, upper case included:
    /// Overpass's `,i` is only sure to fold ASCII.
    static let variants: [Character: String] = [
        "a": "a|á|à|â|ã|ä|Á|À|Â|Ã|Ä", "e": "e|é|è|ê|ë|É|È|Ê|Ë", "i": "i|í|ì|î|ï|Í|Ì|Î|Ï",
        "o": "o|ó|ò|ô|õ|ö|Ó|Ò|Ô|Õ|Ö", "u": "u|ú|ù|û|ü|Ú|Ù|Û|Ü", "c": "c|ç|Ç", "n": "n|ñ|Ñ",
    ]

    /// An Overpass (POSIX extended) regular expression matching `folded`
    /// anywhere, whatever the accents. Alternation rather than bracket
    /// classes, so multi-byte letters match whole in any regex mode. The
    /// result never holds `"` or `\`: other punctuation becomes `.`.
    public static func pattern(_ folded: String) -> String {
        var out = ""
        for ch in folded {
            if let alternatives = variants[ch] {
                out += "(" + alternatives + ")"
            } else if ch == " " {
                out += "[ _-]"
            } else if ch.isASCII {
                out += ch.isLetter || ch.isNumber ? String(ch) : "."
            } else {
                out.append(ch)
            }
        }
        return out
    }

    /// Dishes people search for, with the OpenStreetMap `cuisine` values of
    /// places that serve them (a temaki is found at Japanese and sushi
    /// places as much as at a temakeria). Keys are folded.
    static let dishes: [String: [String]] = [
        "temaki": ["temaki", "sushi", "japanese"], "sushi": ["sushi", "japanese"], "sashimi": ["sushi", "japanese"],
        "ramen": ["ramen", "japanese"], "lamen": ["ramen", "japanese"], "yakisoba": ["chinese", "japanese"],
        "acai": ["acai", "ice_cream"], "sorvete": ["ice_cream"], "gelato": ["ice_cream"],
        "pizza": ["pizza"], "hamburguer": ["burger"], "burger": ["burger"], "hamburger": ["burger"],
        "esfiha": ["arab", "lebanese"], "esfirra": ["arab", "lebanese"], "kebab": ["kebab", "turkish"],
        "feijoada": ["feijoada", "brazilian"], "moqueca": ["seafood", "brazilian"], "tapioca": ["tapioca"],
        "churrasco": ["steak_house", "barbecue", "churrascaria"], "picanha": ["steak_house", "barbecue"],
        "pastel": ["pastel"], "coxinha": ["coxinha", "brazilian"], "poke": ["poke", "hawaiian"],
        "taco": ["mexican"], "tacos": ["mexican"], "burrito": ["mexican"], "pad thai": ["thai"], "crepe": ["crepe"],
    ]

    /// The `cuisine` values that also answer `query`: a dish's, or the
    /// cuisine of a vocabulary term (`japonês` → `japanese`). Only
    /// `[a-z0-9_]` survives (the values go into a pattern).
    public static func cuisines(for query: String, vocabulary: Vocabulary) -> [String] {
        let folded = fold(query)
        var values = dishes[folded] ?? []
        if let term = vocabulary.canonical(folded) ?? vocabulary.canonical(query) {
            let (_, cuisine) = Overpass.narrowing(for: term)
            if let cuisine { values.append(Folding.key(cuisine)) }
        }
        var seen = Set<String>()
        return values.map { String($0.unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }) }
            .filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// True when `place` answers the query: its name or brand contains it,
    /// or one of its cuisines contains it or one of `cuisines`. Overpass
    /// already matched; this holds every source (cache, Nominatim) to it.
    public static func matches(_ place: NearbyPlace, folded: String, cuisines: [String]) -> Bool {
        guard !folded.isEmpty else { return false }
        if fold(place.name).contains(folded) { return true }
        if let brand = place.details.brand, fold(brand).contains(folded) { return true }
        let wanted = [folded] + cuisines.map(fold)
        return place.details.cuisine.map(fold).contains { value in wanted.contains { value.contains($0) } }
    }
}

extension Overpass {
    /// The Overpass QL for a text search around a point: named places whose
    /// name or brand matches `pattern`, or whose cuisine matches it or one
    /// of `cuisines`.
    public static func textQuery(lat: Double, lng: Double, radiusMeters: Int, pattern: String, cuisines: [String]) -> String {
        let around = "(around:\(radiusMeters),\(Format.fixed(lat, 6)),\(Format.fixed(lng, 6)))"
        let amenity = "[\"amenity\"~\"^(\(amenities.joined(separator: "|")))$\"]"
        let cuisine = ([pattern] + cuisines).joined(separator: "|")
        return "[out:json][timeout:10];("
            + "nwr\(amenity)[\"name\"~\"\(pattern)\",i]\(around);"
            + "nwr\(amenity)[\"brand\"~\"\(pattern)\",i][\"name\"]\(around);"
            + "nwr\(amenity)[\"cuisine\"~\"\(cuisine)\",i][\"name\"]\(around);"
            + ");out center tags 200;"
    }

    /// The Overpass QL for one element by id (`node/123`), or nil when the
    /// id is not an OpenStreetMap element id.
    public static func lookupQuery(osmId: String) -> String? {
        let parts = osmId.split(separator: "/")
        guard parts.count == 2, ["node", "way", "relation"].contains(parts[0]), !parts[1].isEmpty, parts[1].count <= 19,
            parts[1].allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return "[out:json][timeout:10];\(parts[0])(\(parts[1]));out center tags;"
    }
}
