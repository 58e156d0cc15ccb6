// MARK: - The lexicon: what the parser knows besides the line

/// What the parser knows besides the line: the vocabulary (with the store's
/// own terms), the city catalogue, the names in the list. The session hands
/// over how to get each; the parser itself does no I/O, and a line that needs
/// none of them (`quit`) never makes them load.
public final class Lexicon {
    private let loadVocabulary: () -> Vocabulary
    private let loadPlaces: () -> PlaceNameIndex
    private let loadModel: () -> IntentModel?
    public let cities: CityResolver?
    /// The learned intent model the arbiter weighs readings with (nil: rules alone).
    public private(set) lazy var intentModel: IntentModel? = loadModel()
    /// The model keyed by word numbers, for scoring lines already lexed.
    public private(set) lazy var intentScorer: IntentScorer? = intentModel.map(IntentScorer.init)
    public private(set) lazy var vocabulary: Vocabulary = loadVocabulary()
    public private(set) lazy var places: PlaceNameIndex = loadPlaces()
    /// The words a typo may be read as, by length (built on the first typo).
    private(set) lazy var repairCandidates = Repair.CandidateIndex(self)
    /// What the readers of the current line looked up, so that thirty
    /// readers ask the vocabulary and the city catalogue once per word or
    /// span (cleared at the start of every line: nothing carries over).
    let line = LineMemo()

    public init(
        vocabulary: @escaping () -> Vocabulary, cities: CityResolver? = nil, places: @escaping () -> PlaceNameIndex = { .empty },
        model: @escaping () -> IntentModel? = { nil }
    ) {
        self.loadVocabulary = vocabulary
        self.loadPlaces = places
        self.loadModel = model
        self.cities = cities
    }

    public convenience init(vocabulary: Vocabulary, cities: CityResolver? = nil, places: PlaceNameIndex = .empty, model: IntentModel? = nil)
    {
        self.init(vocabulary: { vocabulary }, cities: cities, places: { places }, model: { model })
    }
}

/// Look-ups made while reading one line, answered once (see `Lexicon.line`).
final class LineMemo {
    /// The vocabulary term of a single word, by word number.
    var terms: [Int32: (term: String, dish: String?)?] = [:]
    /// What a text names as a city, by text and fuzziness.
    var cities: [String: CityResolver.Resolution] = [:]
    var fuzzyCities: [String: CityResolver.Resolution] = [:]

    func clear() {
        if !terms.isEmpty { terms.removeAll(keepingCapacity: true) }
        if !cities.isEmpty { cities.removeAll(keepingCapacity: true) }
        if !fuzzyCities.isEmpty { fuzzyCities.removeAll(keepingCapacity: true) }
    }
}
