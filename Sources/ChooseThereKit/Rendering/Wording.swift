// MARK: - Wording: every sentence, from one table per language

/// A language's table of phrases. Phrases are templates: `{name}` is filled
/// by the renderer; `one|other` forms are chosen by a count.
public struct Wording: Sendable {
    public let language: ReplyLanguage
    let table: [Phrase: String]

    public init(language: ReplyLanguage, table: [Phrase: String]) {
        self.language = language
        self.table = table
    }

    /// The table for `language`.
    public static func of(_ language: ReplyLanguage) -> Wording {
        switch language {
        case .english: .english
        case .portuguese: .portuguese
        }
    }

    /// The template for `phrase` (the English one if a table lacks it; a test checks none does).
    public subscript(_ phrase: Phrase) -> String { table[phrase] ?? EnglishPhrases.table[phrase] ?? phrase.rawValue }

    /// `phrase` with its `{placeholders}` filled.
    public func text(_ phrase: Phrase, _ values: [String: String] = [:]) -> String {
        Wording.fill(self[phrase], values)
    }

    /// `phrase` as spans: placeholders take their own span (style and all),
    /// the rest of the template takes `style`.
    public func spans(_ phrase: Phrase, _ values: [String: Span], style: TextStyle = .plain) -> [Span] {
        var spans: [Span] = []
        var rest = Substring(self[phrase])
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let key = String(rest[rest.index(after: open)..<close])
            if let value = values[key] {
                if open > rest.startIndex { spans.append(Span(String(rest[..<open]), style)) }
                spans.append(value)
            } else {
                spans.append(Span(String(rest[...close]), style))
            }
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { spans.append(Span(String(rest), style)) }
        return spans
    }

    /// `850 m`, `1.2 km` — `1,2 km` in Portuguese (a decimal comma).
    public func distance(km: Double) -> String { decimals(Geo.formatDistance(km: km)) }

    /// `1.5 km`, `500 m` as a radius is said — `1,5 km` in Portuguese.
    public func radius(km: Double) -> String { decimals(Geo.formatRadius(km: km)) }

    /// Numbers in text written the language's way: Portuguese swaps the
    /// decimal point and the thousands comma (`1.5` → `1,5`, `100,000` → `100.000`).
    public func decimals(_ text: String) -> String {
        guard language == .portuguese else { return text }
        var out = ""
        let chars = Array(text)
        for (i, ch) in chars.enumerated() {
            let digitsAround = i > 0 && i + 1 < chars.count && chars[i - 1].isNumber && chars[i + 1].isNumber
            if digitsAround && ch == "." { out.append(",") } else if digitsAround && ch == "," { out.append(".") } else { out.append(ch) }
        }
        return out
    }

    /// `3 places`, `1 place`: the `one|other` form of `noun` with the count.
    public func count(_ n: Int, _ noun: Phrase) -> String {
        "\(n) " + form(n, noun)
    }

    /// The `one|other` form of `noun` for `n`, without the number.
    public func form(_ n: Int, _ noun: Phrase) -> String {
        let forms = self[noun].split(separator: "|", omittingEmptySubsequences: false)
        return String(n == 1 || forms.count == 1 ? forms[0] : forms[1])
    }

    /// One pass over the template: text filled in is never read again as a placeholder.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        guard template.contains("{") else { return template }
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += rest[..<open]
            let key = String(rest[rest.index(after: open)..<close])
            out += values[key] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }
}
