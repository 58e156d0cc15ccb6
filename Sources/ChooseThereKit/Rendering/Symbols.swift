// MARK: - Symbols, and their ASCII forms

/// How symbols are drawn in one run: Unicode (★ ♥ ↗ 🎲), or ASCII for a
/// locale that is not UTF-8, `--ascii` and `set symbols ascii`.
public enum SymbolSet: Sendable, Equatable {
    case unicode, ascii

    /// The set a mode asks for; `auto` follows the locale.
    public static func choose(_ mode: SymbolMode, localeIsUTF8: Bool) -> SymbolSet {
        switch mode {
        case .auto: localeIsUTF8 ? .unicode : .ascii
        case .unicode: .unicode
        case .ascii: .ascii
        }
    }

    /// Whether the locale named by the environment is UTF-8: the first of
    /// `LC_ALL`, `LC_CTYPE`, `LANG` that is set decides (as setlocale would,
    /// without loading a locale at every start).
    public static func localeIsUTF8(_ environment: [String: String]) -> Bool {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            // Bytes, not String.contains (which loads the regex machinery at start-up).
            let lower = Array(value.lowercased().utf8)
            return [Array("utf-8".utf8), Array("utf8".utf8)].contains { needle in
                lower.count >= needle.count
                    && (0...(lower.count - needle.count)).contains { lower[$0..<($0 + needle.count)].elementsEqual(needle) }
            }
        }
        return false
    }
}

/// Every symbol the program prints, with the ASCII form it takes when
/// symbols are ASCII. Letters with accents are data and stay as they are.
public enum Symbols {
    static let asciiForms: [Character: String] = [
        "★": "*", "☆": ".", "🎲": ">", "—": "-", "–": "-", "−": "-", "·": "-", "…": "...", "♥": "<3",
        "→": "->", "←": "<-", "↑": "^", "↓": "v", "↗": "NE", "↘": "SE", "↙": "SW", "↖": "NW",
        "×": "x", "±": "+/-", "≤": "<=", "≥": ">=", "©": "(c)", "“": "\"", "”": "\"", "‘": "'", "’": "'",
        "•": "*", "✓": "ok",
    ]

    /// The same forms by scalar (every symbol above is one scalar): a
    /// lookup per non-ASCII scalar, none per letter.
    static let asciiScalars: [UInt32: String] = {
        var table: [UInt32: String] = [:]
        for (symbol, form) in asciiForms { if let scalar = symbol.unicodeScalars.first { table[scalar.value] = form } }
        return table
    }()

    /// `text` with every symbol in its ASCII form.
    public static func ascii(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x80, let form = asciiScalars[scalar.value] {
                out.append(contentsOf: form.unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// The arrow for a bearing (↑ ↗ → ↘ ↓ ↙ ← ↖), degrees clockwise from north.
    public static func arrow(forBearing degrees: Double) -> String {
        ["↑", "↗", "→", "↘", "↓", "↙", "←", "↖"][sector(degrees)]
    }

    /// Which of the eight compass sectors (0 = north, clockwise) a bearing is in.
    public static func sector(_ degrees: Double) -> Int {
        guard degrees.isFinite else { return 0 }
        let sector = ((degrees + 22.5) / 45).rounded(.down).truncatingRemainder(dividingBy: 8)
        return Int(sector < 0 ? sector + 8 : sector) % 8
    }
}
