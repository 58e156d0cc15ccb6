// MARK: - Setting keys: one declaration per setting

/// The settings `set` changes. Names, allowed values, the typed `explain`
/// value and the parsing of a typed value all live here.
public enum SettingKey: String, Sendable, Equatable, CaseIterable {
    case radius
    case source
    case avoidRepeats = "avoid-repeats"
    case learning
    case city
    case location
    case language
    case symbols
    case animation
    case log

    /// Words that name each key (English and Portuguese), folded.
    public static let names: [String: SettingKey] = [
        "radius": .radius, "raio": .radius, "source": .source, "fonte": .source,
        "avoid-repeats": .avoidRepeats, "avoid repeats": .avoidRepeats, "repeticoes": .avoidRepeats, "evitar repeticoes": .avoidRepeats,
        "avoidrepeats": .avoidRepeats, "repeats": .avoidRepeats,
        "learning": .learning, "aprendizado": .learning, "city": .city, "cidade": .city,
        "location": .location, "localizacao": .location,
        "language": .language, "idioma": .language, "lingua": .language, "animation": .animation, "animacao": .animation,
        "symbols": .symbols, "simbolos": .symbols, "log": .log, "logging": .log, "event log": .log, "registro": .log,
    ]

    /// Allowed values, for messages and help (`100 m–10 km (e.g. 5km)`).
    public var allowed: String {
        switch self {
        case .radius: "100 m–10 km (e.g. 5km)"
        case .source: "list|osm"
        case .avoidRepeats: "0–50"
        case .learning: "on|off"
        case .city: "NAME|anywhere"
        case .location: "LAT,LNG|none"
        case .language: "en|pt-BR|auto"
        case .symbols: "auto|unicode|ascii"
        case .animation: "on|off"
        case .log: "off|on|detailed"
        }
    }

    /// Values Tab offers after the key.
    public var completions: [String] {
        switch self {
        case .radius: ["1km", "2km", "3km", "5km", "10km", "500m"]
        case .source: ["list", "osm"]
        case .avoidRepeats: ["0", "5", "10", "20", "50"]
        case .learning: ["on", "off"]
        case .city: ["anywhere"]
        case .location: ["none"]
        case .language: ["en", "pt-BR", "auto"]
        case .symbols: SymbolMode.allCases.map(\.rawValue)
        case .animation: ["on", "off"]
        case .log: ["off", "on", "detailed"]
        }
    }

    /// The value in its natural JSON type for `explain`: kilometres,
    /// counts, switches; text otherwise.
    public func typedJSON(_ value: String) -> JSON {
        switch self {
        case .radius: if let km = SettingValues.kilometres(value) { return .number(km) }
        case .avoidRepeats: if let n = Int(value.trimmed) { return .int(n) }
        case .learning, .animation: if let b = SettingValues.switchValue(value) { return .bool(b) }
        default: break
        }
        return .string(value)
    }
}

/// One change to the settings, as saved: only the keys a command set are
/// written back (another shell's changes to other keys survive).
public enum SettingChange: Sendable, Equatable {
    case city(String?)
    case onboarded
    case source(NearbySource)
    case radius(Double)
    case avoidRepeats(Int)
    case learning(Bool)
    case location(Coordinate?)
    case language(String?)
    case symbols(SymbolMode)
    case animation(Bool)
    case log(EventLogLevel)

    /// Applies the change.
    public func apply(to s: inout Settings) {
        switch self {
        case .city(let key): s.city = key
        case .onboarded: s.onboarded = true
        case .source(let source): s.source = source
        case .radius(let km): s.radiusKm = km
        case .avoidRepeats(let n): s.avoidRepeats = n
        case .learning(let on): s.learning = on
        case .location(let point): s.location = point
        case .language(let language): s.language = language
        case .symbols(let mode): s.symbols = mode
        case .animation(let on): s.animation = on
        case .log(let level): s.eventLog = level
        }
    }
}

/// Parsing of setting values shared by the grammar and the session.
public enum SettingValues {
    /// "5", "5km", "5 km", "500m", "1,5" → kilometres.
    public static func kilometres(_ text: String) -> Double? {
        let words = Lexer.words(text)
        if let d = DistanceSlot.match(words, at: 0), d.range.upperBound == words.count { return d.value }
        if let n = NumberSlot.match(words, at: 0), n.range.upperBound == words.count { return n.value }
        return nil
    }

    /// `-23.56,-46.69` (or `-23.56, -46.69`) → the pair, else nil.
    public static func coordinate(_ text: String) -> (lat: Double, lng: Double)? {
        let words = Lexer.words(text)
        guard words.count == 1, case .coordinate(let lat, let lng) = words[0].kind else { return nil }
        return (lat, lng)
    }

    /// on/off, true/false, yes/no, sim/não, ligado/desligado.
    public static func switchValue(_ text: String) -> Bool? {
        switch Folding.key(text) {
        case "on", "true", "yes", "y", "1", "sim", "ligado", "ligar", "enable", "enabled": true
        case "off", "false", "no", "n", "0", "nao", "desligado", "desligar", "disable", "disabled": false
        default: nil
        }
    }

    /// auto/unicode/ascii (utf-8 and utf8 mean unicode).
    public static func symbolMode(_ text: String) -> SymbolMode? {
        let folded = Folding.key(text)
        return ["utf-8", "utf8"].contains(folded) ? .unicode : SymbolMode(rawValue: folded)
    }
}

extension SettingChange {
    /// The member of the file this change writes.
    public var key: Settings.Key {
        switch self {
        case .city: .city
        case .onboarded: .onboarded
        case .source: .source
        case .radius: .radiusKm
        case .avoidRepeats: .avoidRepeats
        case .learning: .learning
        case .location: .location
        case .language: .language
        case .symbols: .symbols
        case .animation: .animation
        case .log: .log
        }
    }
}
