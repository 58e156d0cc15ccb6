#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Settings

/// How symbols are drawn: `auto` follows the locale (Unicode when it is
/// UTF-8, ASCII otherwise); `unicode` and `ascii` force one.
public enum SymbolMode: String, Sendable, Equatable, CaseIterable { case auto, unicode, ascii }

/// The user's settings (DESIGN.md): stored as human-readable JSON in
/// `$XDG_CONFIG_HOME/choosethere/settings.json`.
public struct Settings: Sendable, Equatable {
    /// Where nearby searches look.
    public enum Source: String, Sendable, CaseIterable {
        case list, osm
        /// How the prompt names it.
        public var label: String { self == .list ? "my list" : "nearby" }
    }

    /// Selected city key (`"São Paulo|SP"`); nil means anywhere.
    public var city: String?
    public var source: Source = .list
    /// 0.1–10 km (`Radius.range`).
    public var radiusKm: Double = 3
    /// Exclude the last N distinct places visited from spins (0–50; 0 = off).
    public var avoidRepeats: Int = 10
    public var learning = true
    /// The saved location, if any.
    public var location: Coordinate?
    /// How symbols (★ ♥ ↗ 🎲) are drawn: by the locale, or always Unicode or ASCII.
    public var symbols: SymbolMode = .auto
    /// The roulette before a pick (terminals only; never under TERM=dumb).
    public var animation = true
    /// True once the first-run question was answered.
    public var onboarded = false
    /// The language of replies (`en`, `pt-BR`); nil follows the locale.
    public var language: String?
    /// What the local event log records (`set log off|on|detailed`).
    public var eventLog: EventLogLevel = .on
    /// Keys this version does not know, kept as they were.
    public var unknownKeys: [String: JSON] = [:]

    public init() {}

    /// Keys earlier versions wrote that nothing reads now: dropped from the file on the next save.
    public static let obsoleteKeys = ["lastCategory"]

    public static let radiusRange: ClosedRange<Double> = Radius.range
    public static let avoidRepeatsRange: ClosedRange<Int> = 0...50

    // MARK: JSON form

    /// The file's JSON: known keys plus every unknown key preserved.
    public var json: JSON {
        var object = unknownKeys
        object["city"] = .optional(city)
        object["source"] = .string(source.rawValue)
        object["radiusKm"] = .number(radiusKm)
        object["avoidRepeats"] = .int(avoidRepeats)
        object["learning"] = .bool(learning)
        object["location"] = location.map { .object(["lat": .number($0.lat), "lng": .number($0.lng)]) } ?? .null
        object["symbols"] = .string(symbols.rawValue)
        object["animation"] = .bool(animation)
        object["onboarded"] = .bool(onboarded)
        object["language"] = .optional(language)
        object["log"] = .string(eventLog.rawValue)
        return .object(object)
    }

    /// Reads settings from JSON: a value of the wrong kind or out of range
    /// gives the default, with a note for each value it had to replace or ignore.
    public static func from(json: JSON) -> (Settings, notes: [FileNotice]) {
        var s = Settings()
        var notes: [FileNotice] = []
        guard var object = json.objectValue else {
            return (s, [FileNotice(.settingsNotObject, ["type": json.typeName])])
        }
        func take(_ key: String) -> JSON? { object.removeValue(forKey: key) }
        if let v = take("city"), !v.isNull {
            if let c = v.stringValue, !c.isEmpty { s.city = c } else { notes.append(FileNotice(.settingsCity)) }
        }
        if let v = take("source"), !v.isNull {
            if let raw = v.stringValue, let src = Source(rawValue: raw) {
                s.source = src
            } else {
                notes.append(FileNotice(.settingsSource))
            }
        }
        // Numbers are checked as numbers before any conversion: a value out
        // of range (1e300 once trapped at every start) falls back to the default.
        if let v = take("radiusKm"), !v.isNull {
            if let n = v.doubleValue, radiusRange.contains(n) {
                s.radiusKm = n
            } else {
                notes.append(
                    FileNotice(
                        .settingsRadius,
                        [
                            "value": describe(v), "low": JSON.format(radiusRange.lowerBound),
                            "high": JSON.format(radiusRange.upperBound), "default": JSON.format(Settings().radiusKm),
                        ]))
            }
        }
        for key in obsoleteKeys { _ = take(key) }
        if let v = take("avoidRepeats"), !v.isNull {
            if let n = v.doubleValue, n.rounded() == n, n >= Double(avoidRepeatsRange.lowerBound), n <= Double(avoidRepeatsRange.upperBound)
            {
                s.avoidRepeats = Int(n)
            } else {
                notes.append(FileNotice(.settingsAvoidRepeats, ["value": describe(v), "default": "\(Settings().avoidRepeats)"]))
            }
        }
        if let v = take("learning"), !v.isNull {
            if let b = v.boolValue { s.learning = b } else { notes.append(FileNotice(.settingsLearning)) }
        }
        if let v = take("location"), !v.isNull {
            if let lat = v["lat"]?.doubleValue, let lng = v["lng"]?.doubleValue, Coordinate(lat: lat, lng: lng).isValid {
                s.location = Coordinate(lat: lat, lng: lng)
            } else {
                notes.append(FileNotice(.settingsLocation))
            }
        }
        if let v = take("symbols"), !v.isNull {
            if let raw = v.stringValue, let mode = SymbolMode(rawValue: raw) {
                s.symbols = mode
            } else {
                notes.append(FileNotice(.settingsSymbols))
            }
        }
        if let v = take("animation"), !v.isNull {
            if let b = v.boolValue { s.animation = b } else { notes.append(FileNotice(.settingsAnimation)) }
        }
        if let v = take("onboarded") { s.onboarded = v.boolValue ?? true }
        if let v = take("language"), !v.isNull {
            if let l = v.stringValue, ReplyLanguage(rawValue: l) != nil {
                s.language = l
            } else {
                notes.append(FileNotice(.settingsLanguage))
            }
        }
        if let v = take("log"), !v.isNull {
            if let level = v.stringValue.flatMap(EventLogLevel.init(rawValue:)) {
                s.eventLog = level
            } else {
                notes.append(FileNotice(.settingsLog))
            }
        }
        s.unknownKeys = object
        return (s, notes)
    }

    /// A value for a note: the number as written, or its type.
    private static func describe(_ value: JSON) -> String { value.doubleValue.map(JSON.format) ?? "(\(value.typeName))" }
}
