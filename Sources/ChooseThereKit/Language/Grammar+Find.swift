// MARK: - Grammar: find (OpenStreetMap by text), refresh details, log

extension Grammar {
    /// Words that put a search on the map around the user: `near me`, `aqui perto`.
    static let findNearCues = ["near me", "near here", "nearby", "near", "around me", "around here", "around", "close by",
                               "close to me", "aqui perto", "perto de mim", "perto daqui", "por perto", "por aqui", "perto"]
    /// Words that name OpenStreetMap as the source.
    static let findMapCues = ["from osm", "on osm", "in osm", "osm", "from openstreetmap", "on openstreetmap", "openstreetmap",
                              "on the map", "no osm", "do osm", "no mapa"]
    /// Words that name your list as the source.
    static let findListCues = ["from my list", "in my list", "from the list", "my list", "da minha lista", "na minha lista"]
    /// Words before a city: `temaki in Curitiba`, `açaí em Belém`.
    static let cityWords: Set<String> = ["in", "em", "no", "na", "at"]
    /// Words that begin a request and are not what is searched for.
    static let findLeadingFillers: Set<String> = ["a", "an", "any", "some", "the", "for", "um", "uma", "uns", "umas", "algum",
                                                  "alguma", "algo", "por", "o", "os", "as", "de", "do", "da"]
    /// Generic words that never narrow a search (`a ramen place`).
    static let findGenericWords: Set<String> = ["place", "places", "spot", "spots", "lugar", "lugares", "somewhere", "something"]

    /// `find/search/is there … near me|from osm|in CITY` → `find`; without
    /// any of those it searches your own list (`list`), as `search` always did.
    static func find(_ r: inout ArgumentReader, parser: Parser) -> Intent {
        let start = r.index
        var request = FindRequest()
        var cue = false
        var words: [Token] = []
        var end = r.tokens.count
        if let (city, at) = trailingCity(r.tokens, from: start, parser: parser) {
            (request.city, request.state, end) = (city.name, city.state, at)
            cue = true
        }
        while r.index < end, let token = r.current {
            if case .distance(let km) = token.kind { request.radiusKm = km; r.index += 1; continue }
            if r.acceptAny(["within", "up to", "ate", "raio de"]) != nil { continue }
            if r.acceptAny(findListCues) != nil { request.source = .list; cue = true; continue }
            if r.acceptAny(findMapCues) != nil { request.source = .osm; cue = true; continue }
            if r.acceptAny(findNearCues) != nil { cue = true; continue }
            words.append(token)
            r.index += 1
        }
        r.index = r.tokens.count
        guard cue else {
            // Your list, searched for the same words ("is there a Mocotó?" → "mocotó").
            var tokens = Array(r.tokens[start...])
            while tokens.count > 1, tokens[0].isWord, findLeadingFillers.contains(tokens[0].folded) { tokens.removeFirst() }
            if let last = tokens.last, last.isWord { tokens[tokens.count - 1].text = Tokenizer.trimPunctuation(last.text) }
            var list = ArgumentReader(tokens, rawText: r.rawText)
            return Grammar.list(&list)
        }
        request.query = findQuery(words)
        return .find(request)
    }

    /// The words searched for: fillers in front and generic words dropped,
    /// lower-cased unless quoted, sentence punctuation trimmed.
    static func findQuery(_ tokens: [Token]) -> String? {
        var words = tokens.filter { $0.kind == .quoted || !findGenericWords.contains($0.folded) }
        while let first = words.first, first.isWord, findLeadingFillers.contains(first.folded), words.count > 1 { words.removeFirst() }
        if words.count == 1, let only = words.first, only.isWord, findLeadingFillers.contains(only.folded) { words = [] }
        let text = words.map { $0.kind == .quoted ? $0.text : Tokenizer.trimPunctuation($0.text).lowercased() }
            .filter { !$0.isEmpty && $0 != "?" && $0 != "!" }.joined(separator: " ")
        return text.isEmpty ? nil : text
    }

    /// `… in Curitiba` at the end of `tokens` (after `from`): the city, and
    /// where its `in` stands. Only a city the catalogue knows by exactly
    /// that name (a state may follow) counts — never a guess.
    static func trailingCity(_ tokens: [Token], from: Int, parser: Parser) -> (city: (name: String, state: String?), at: Int)? {
        guard let resolve = parser.cityResolver, tokens.count - from >= 3 else { return nil }
        for i in stride(from: tokens.count - 2, to: from, by: -1) where tokens[i].isWord && cityWords.contains(tokens[i].folded) {
            let rest = tokens[(i + 1)...]
            guard rest.allSatisfy({ $0.kind == .word || $0.kind == .quoted }) else { continue }
            let text = rest.map { Tokenizer.trimPunctuation($0.text) }.joined(separator: " ")
            guard let city = resolve(text) else { continue }
            let typed = Folding.key(text.trimming([" ", "?", "!", "."]))
            let name = Folding.key(city.name)
            guard typed == name || typed.hasPrefix(name + " ") || typed.hasPrefix(name + ",") else { continue }
            return ((city.name, city.state ?? (city.country == City.brazil ? nil : city.country)), i)
        }
        return nil
    }

    /// A line without a verb that names a city at its end (`temaki in
    /// Curitiba`): a `find` there. Nil when it is anything else.
    static func bareFind(_ tokens: [Token], parser: Parser) -> Intent? {
        guard let (city, at) = trailingCity(tokens, from: 0, parser: parser), at > 0,
              let query = findQuery(Array(tokens[..<at])) else { return nil }
        return .find(FindRequest(query: query, city: city.name, state: city.state))
    }

    // MARK: log

    /// `log`, `log 50`; `log off|on|detailed` is the setting.
    static func log(_ r: inout ArgumentReader) -> Intent {
        if let token = r.current, token.isWord, ["off", "on", "detailed", "detalhado", "desligado", "ligado"].contains(token.folded) {
            return .set(SettingRequest(key: .log, value: token.folded))
        }
        var limit: Int?
        while let token = r.next() {
            if let n = token.number { limit = wholeNumber(n).map { max(1, $0) } }
        }
        return .log(limit: limit)
    }
}
