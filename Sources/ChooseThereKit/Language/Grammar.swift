// MARK: - Grammar: the arguments of each verb

/// Slot parsers, one per command. Lenient: values are checked by the
/// session, which can say what is wrong in context.
enum Grammar {
    static func parse(spec: CommandSpec, phrase: String, reader r: inout ArgumentReader, parser: Parser) -> Intent {
        switch spec.name {
        case "spin":
            // "open now", "what's open": a spin of places open now.
            let intent = spin(&r, parser: parser)
            guard openNowVerbs.contains(phrase), case .spin(var filters) = intent else { return intent }
            filters.openNow = true
            return .spin(filters)
        case "find": return find(&r, parser: parser)
        case "refetch": return .refreshDetails(target: target(&r))
        case "log": return log(&r)
        case "again": return .again
        case "near": return near(&r, parser: parser)
        case "why": return .why
        case "rate": return rate(&r, parser: parser, leadingStars: nil)
        case "history": return history(&r)
        case "list": return list(&r)
        case "show": return .show(target: target(&r))
        case "favorite": return .favorite(target: target(&r), on: !["unfavorite", "unfavourite", "unfav", "desfavoritar"].contains(phrase))
        case "add": return add(&r)
        case "edit": return edit(&r)
        case "forget": return forget(&r)
        case "open": return open(&r, phrase: phrase)
        case "save": return .save(target: target(&r))
        case "tags": return .tags
        case "location": return location(&r, phrase: phrase)
        case "city": return city(&r, phrase: phrase, parser: parser)
        case "cities": return .cities(query: r.restText())
        case "settings": return .settings
        case "set": return set(&r, phrase: phrase)
        case "cache": return .cache(["refresh", "atualizar"].contains(phrase) ? .refresh : .clear)
        case "import": return importFile(&r)
        case "export": return .export(path: r.restText())
        case "source":
            // "source osm" / "source list" is the setting, not a script.
            if r.tokens.count == 1, ["osm", "list"].contains(r.tokens[0].folded) { return .set(SettingRequest(key: .source, value: r.tokens[0].folded)) }
            return .source(path: r.restText())
        case "help": return .help(topic: r.restText().map(Folding.key))
        case "explain": return .explain(text: r.rawText)
        case "quit": return .quit
        default: return .unknown(text: r.rawText, suggestion: nil)
        }
    }

    // MARK: Filters (spin, near)

    static let priceWords: [String: Int] = [
        "cheap": 1, "$": 1, "barato": 1, "barata": 1, "budget": 1, "inexpensive": 1,
        "$$": 2, "mid": 2, "moderate": 2, "medio": 2, "mid-range": 2,
        "$$$": 3, "fancy": 3, "expensive": 3, "upscale": 3, "splurge": 3, "caro": 3, "cara": 3, "chique": 3, "chic": 3,
    ]
    static let avoidWords = ["not", "no", "avoid", "without", "except", "sem", "nada de", "menos", "exceto", "evitar", "but not", "nothing"]
    static let connectives: Set<String> = ["and", "or", "with", "e", "ou", "com", "nor", ",", "but", "food", "comida", "de", "in"]

    /// Verb phrases of `spin` that ask for places open now.
    static let openNowVerbs: Set<String> = ["open now", "what's open", "whats open", "what is open", "o que esta aberto"]
    /// "Open now" inside filters (`near me open now`, `aberto agora`).
    static let openNowWords = ["open now", "opened now", "open right now", "open", "aberto agora", "aberta agora", "abertos agora",
                               "abertas agora", "aberto", "aberta", "abertos", "abertas"]
    /// Open now only, unknown hours left out too (`open now strict`).
    static let strictWords = ["strict", "strictly", "estrito", "only open", "open only", "so abertos", "so os abertos"]

    struct FilterParse {
        var filters = SpinFilters()
        var source: NearbySource?
        var unknown: [String] = []
    }

    static func filters(_ r: inout ArgumentReader, parser: Parser) -> FilterParse {
        var p = FilterParse()
        var avoiding = false
        while let token = r.current {
            if case .distance(let km) = token.kind { p.filters.radiusKm = km; r.index += 1; avoiding = false; continue }
            if token.kind == .quoted { p.unknown.append(token.text); r.index += 1; continue }
            if case .number = token.kind { p.unknown.append(token.text); r.index += 1; continue }
            if r.acceptAny(["within", "under", "up to", "ate", "raio de", "em ate", "radius"]) != nil { continue }
            if r.acceptAny(["only top rated", "top rated only", "only rated", "only well rated", "only the best", "so os melhores", "apenas bem avaliados"]) != nil {
                p.filters.rating = .only; continue
            }
            if r.acceptAny(["top rated", "best rated", "well rated", "highly rated", "prefer rated", "prefer top rated", "rated", "bem avaliado", "bem avaliados", "melhores"]) != nil {
                if p.filters.rating == .any { p.filters.rating = .prefer }
                continue
            }
            if r.acceptAny(["my favorites", "my favourites", "favorites", "favourites", "favorite", "favourite", "favs", "fav", "favoritos", "favoritas"]) != nil {
                p.filters.favorites = true; continue
            }
            if r.acceptAny(openNowWords) != nil { p.filters.openNow = true; continue }
            if r.acceptAny(strictWords) != nil { p.filters.openNow = true; p.filters.strict = true; continue }
            if r.acceptAny(["from osm", "on osm", "from openstreetmap", "osm", "openstreetmap", "online", "do osm"]) != nil { p.source = .osm; continue }
            if r.acceptAny(["from my list", "from the list", "from list", "my list", "da minha lista", "da lista"]) != nil { p.source = .list; continue }
            if let price = priceWords[token.folded], token.isWord || token.text.allSatisfy({ $0 == "$" }) {
                p.filters.price = price; r.index += 1; continue
            }
            if r.acceptAny(avoidWords) != nil { avoiding = true; continue }
            if let term = longestTerm(&r, parser: parser) {
                if avoiding {
                    if !p.filters.avoid.contains(term) { p.filters.avoid.append(term) }
                } else if !p.filters.tags.contains(term) {
                    p.filters.tags.append(term)
                }
                continue
            }
            if connectives.contains(token.folded) || Parser.fillers.contains(token.folded) {
                // "not sushi or ramen" keeps avoiding; "and" after an avoid list ends it.
                if token.folded == "and" || token.folded == "e" || token.folded == "with" || token.folded == "com" { avoiding = false }
                r.index += 1
                continue
            }
            p.unknown.append(token.text)
            r.index += 1
        }
        return p
    }

    /// The longest vocabulary phrase at the cursor ("craft beer" before "craft").
    static func longestTerm(_ r: inout ArgumentReader, parser: Parser) -> String? {
        let maxWords = min(parser.vocabulary.longestPhrase, r.tokens.count - r.index)
        guard maxWords > 0 else { return nil }
        for n in stride(from: maxWords, through: 1, by: -1) {
            let slice = r.tokens[r.index..<(r.index + n)]
            guard slice.allSatisfy({ $0.isWord }) else { continue }
            let phrase = slice.map(\.folded).joined(separator: " ")
            if let term = parser.vocabulary.canonical(phrase) {
                r.index += n
                return term.lowercased()
            }
        }
        return nil
    }

    static func unknownWords(_ words: [String], line: String, parser: Parser) -> Intent {
        let candidates = parser.vocabulary.terms + Array(priceWords.keys.filter { !$0.contains("$") })
            + ["favorites", "top rated", "not", "within"]
        var corrected = line
        var fixes: [String] = []
        for word in words {
            if let s = DidYouMean.suggest(word, from: candidates) {
                fixes.append("\(word) → \(s)")
                corrected = corrected.replacing(word, with: s)
            }
        }
        return .unknown(text: line, suggestion: fixes.count == words.count ? corrected : nil, reason: .words(words, corrected: !fixes.isEmpty))
    }

    static func spin(_ r: inout ArgumentReader, parser: Parser) -> Intent {
        let line = (["spin"] + r.tokens.map(\.text)).joined(separator: " ")
        let p = filters(&r, parser: parser)
        if !p.unknown.isEmpty { return unknownWords(p.unknown, line: line, parser: parser) }
        return .spin(p.filters)
    }

    static func near(_ r: inout ArgumentReader, parser: Parser) -> Intent {
        _ = r.acceptAny(["me", "mim", "here", "aqui"])
        let line = (["near me"] + r.tokens[r.index...].map(\.text)).joined(separator: " ")
        let p = filters(&r, parser: parser)
        if !p.unknown.isEmpty { return unknownWords(p.unknown, line: line, parser: parser) }
        return .near(filters: p.filters, source: p.source)
    }
}


#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
