#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - The controlled vocabulary of categories and tags

/// Categories and tags the language recognises, with aliases (Brazilian
/// Portuguese included). Loaded from `Resources/Vocabulary.json` and
/// extended with whatever tags the store actually holds.
public struct Vocabulary: Sendable {
    /// Canonical categories ("restaurant", "café", …).
    public private(set) var categories: [String]
    /// Canonical tags by group ("cuisine" → ["brazilian", …]).
    public private(set) var tagGroups: [(group: String, tags: [String])]
    /// Folded phrase → canonical term, for every term and alias.
    private var lookupTable: [String: String] = [:]
    /// Folded dish → the term that serves it (`temaki` → `japanese`).
    public private(set) var dishes: [String: String] = [:]
    /// The longest phrase, in words (for greedy multi-word matching).
    public private(set) var longestPhrase = 1
    /// First words of the phrases of two or more words (`craft` of `craft beer`):
    /// a longer match is only tried from these.
    private var phraseStarts: Set<String> = []

    public init(
        categories: [String], tagGroups: [(group: String, tags: [String])], aliases: [String: String],
        dishes: [String: String] = [:]
    ) {
        self.categories = categories
        self.tagGroups = tagGroups
        for term in categories + tagGroups.flatMap(\.tags) { register(term, as: term) }
        // Aliases in a fixed order: the same table whatever the dictionary's order.
        for (alias, term) in aliases.sorted(by: { $0.key < $1.key }) { register(alias, as: term) }
        for (dish, term) in dishes.sorted(by: { $0.key < $1.key }) {
            let key = Folding.key(dish)
            guard !key.isEmpty, lookupTable[key] == nil else { continue }
            self.dishes[key] = term
            noteLength(of: key)
        }
    }

    /// The term a folded phrase names, trying singular and plain forms of its
    /// last word (`bares`, `pizzarias`, `cervejinha`), then dishes
    /// (`temaki` → japanese, with the dish). Nil for anything else.
    public func term(folded phrase: String) -> (term: String, dish: String?)? {
        if let term = lookupTable[phrase] { return (term, nil) }
        if let term = dishes[phrase] { return (term, phrase) }
        for form in WordForms.singulars(phrase) {
            if let term = lookupTable[form] { return (term, nil) }
            if let term = dishes[form] { return (term, form) }
        }
        return nil
    }

    /// Every canonical tag.
    public var tags: [String] { tagGroups.flatMap(\.tags) }
    /// Tags that describe how a place feels rather than what it serves: the
    /// ambience and price-feel groups ("romantic", "family", "good value").
    public var moodTags: Set<String> { Set(tagGroups.filter { ["ambience", "price feel"].contains($0.group) }.flatMap(\.tags)) }

    /// Every canonical term (categories first, then tags, no repeats).
    public var terms: [String] {
        var seen = Set<String>()
        return (categories + tags).filter { seen.insert($0).inserted }
    }

    /// The canonical term for a phrase (case and accents ignored), if known.
    public func canonical(_ phrase: String) -> String? { lookupTable[Folding.key(phrase)] }

    /// True when `phrase` is a canonical term (not just an alias).
    public func isTerm(_ phrase: String) -> Bool { canonical(phrase).map { Folding.key($0) == Folding.key(phrase) } ?? false }

    /// Every folded way a place's category or tag may write `term`, as the
    /// store compares them: the term, its aliases (`japones`, `japonesa`),
    /// and each framed as a cuisine (`comida japonesa`, `culinaria
    /// japonesa`, `cozinha japonesa`, `restaurante japones`, `japanese
    /// food`). Stored tags and typed words then meet however either was written.
    public func storedForms(of term: String) -> [String] {
        let folded = Folding.key(term)
        guard let canonical = lookupTable[folded] else { return [folded] }
        var bases = [Folding.key(canonical)]
        for (alias, t) in lookupTable where t == canonical && alias != bases[0] { bases.append(alias) }
        bases = [bases[0]] + bases.dropFirst().sorted()
        var forms = bases
        // Only a cuisine is written as "comida X" / "X food".
        let isCuisine = tagGroups.contains { $0.group == "cuisine" && $0.tags.contains(canonical) }
        for base in bases where isCuisine && !base.contains(" ") {
            forms += Vocabulary.cuisinePrefixes.map { $0 + " " + base } + Vocabulary.cuisineSuffixes.map { base + " " + $0 }
        }
        if !forms.contains(folded) { forms.append(folded) }
        var seen = Set<String>()
        return forms.filter { seen.insert($0).inserted }
    }

    /// How people write a cuisine as a category ("Comida Japonesa").
    static let cuisinePrefixes = ["comida", "culinaria", "cozinha", "restaurante"]
    static let cuisineSuffixes = ["food", "cuisine", "restaurant"]

    /// All known phrases (terms and aliases), folded.
    public var phrases: [String] { Array(lookupTable.keys) }

    /// Adds terms found in the store that the bundled vocabulary lacks.
    public mutating func addTerms(_ extra: [String]) {
        for term in extra where lookupTable[Folding.key(term)] == nil { register(term, as: term) }
    }

    private mutating func register(_ phrase: String, as term: String) {
        let key = Folding.key(phrase)
        guard !key.isEmpty else { return }
        if lookupTable[key] == nil { lookupTable[key] = term }
        noteLength(of: key)
    }

    private mutating func noteLength(of key: String) {
        let words = key.split(separator: " ")
        longestPhrase = max(longestPhrase, words.count)
        if words.count > 1, let first = words.first { phraseStarts.insert(String(first)) }
    }

    /// Whether a phrase of two or more words may start with this folded word
    /// (only the last word of a phrase takes singular forms).
    public func mayStartPhrase(_ folded: String) -> Bool { phraseStarts.contains(folded) }

    // MARK: Loading

    /// Reads `Vocabulary.json` ({categories, tags: {group: [..]}, aliases}).
    public static func load(from url: URL) throws -> Vocabulary {
        let bytes = try FileSystem.readFile(url, limit: 1 << 20)
        let json = try JSON.parse(bytes: bytes)
        let categories = json["categories"]?.arrayValue?.compactMap(\.stringValue) ?? []
        var groups: [(String, [String])] = []
        // JSON objects have no order; show the groups in the documented one.
        let order = ["cuisine", "drinks", "breakfast", "price feel", "ambience"]
        let rank = { (name: String) in order.firstIndex(of: name) ?? order.count }
        for (name, list) in (json["tags"]?.objectValue ?? [:]).sorted(by: { (rank($0.key), $0.key) < (rank($1.key), $1.key) }) {
            groups.append((name, list.arrayValue?.compactMap(\.stringValue) ?? []))
        }
        var aliases: [String: String] = [:]
        for (alias, term) in json["aliases"]?.objectValue ?? [:] {
            if let t = term.stringValue { aliases[alias] = t }
        }
        var dishes: [String: String] = [:]
        for (dish, term) in json["dishes"]?.objectValue ?? [:] {
            if let t = term.stringValue { dishes[dish] = t }
        }
        return Vocabulary(categories: categories, tagGroups: groups, aliases: aliases, dishes: dishes)
    }

    /// An empty vocabulary (when the resource is missing).
    public static let empty = Vocabulary(categories: [], tagGroups: [], aliases: [:])
}
