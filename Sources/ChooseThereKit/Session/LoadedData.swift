// MARK: - Data the rules read: loaded by effects, held in the state

/// Data the rules read that lives in files and the store — the vocabulary
/// with the store's own terms, the city catalogue — loaded by an effect the
/// first time an intent needs it and then held in `SessionState`, so the
/// reducer itself never reads a file or the store. Two values are equal
/// when they are the same load: the data is large and never compared.
public struct LoadedData<Value: Sendable>: Sendable, Equatable {
    public let value: Value
    /// Which load this is (the runtime counts them).
    public let revision: Int

    public init(_ value: Value, revision: Int) {
        self.value = value
        self.revision = revision
    }

    public static func == (a: Self, b: Self) -> Bool { a.revision == b.revision }
}

/// The city catalogue, or why it cannot be used.
public typealias CatalogLoad = Result<CityCatalog, CatalogProblem>

extension Intent {
    /// Whether this intent's rules read the vocabulary (terms, tags, forms).
    var readsVocabulary: Bool {
        switch self {
        case .spin, .near, .find, .list, .refine, .again, .add, .edit, .tags, .refreshDetails, .cache(.refresh): true
        case .rate, .city, .set, .location, .history, .favorite, .show, .open, .save, .forget, .why, .importFile, .export,
            .cache(.clear), .settings, .log, .cities, .help, .source, .explain, .quit, .unknown:
            false
        }
    }

    /// Whether this intent's rules read the city catalogue in `state`: a
    /// city named, a place to file under a city, a point to name, a city's
    /// centre to search around, a time zone for "open now".
    func readsCatalog(_ state: SessionState) -> Bool {
        switch self {
        case .spin(let f): f.city != nil || f.openNow
        case .near(let f, _): state.location == nil || f.openNow
        case .find(let r): r.city != nil || state.location == nil
        case .city(let r): r.name != nil
        case .cities(let query): !(query ?? "").isEmpty
        case .location(let lat, _, let query): lat != nil || query != nil
        case .set(let r): r.key == .city || r.key == .location
        case .add, .save: true
        case .edit(let r): r.field == .city
        case .refine, .again, .rate, .history, .favorite, .show, .open, .forget, .refreshDetails, .why, .importFile, .export,
            .cache, .settings, .log, .tags, .help, .source, .explain, .quit, .unknown, .list:
            false
        }
    }
}
