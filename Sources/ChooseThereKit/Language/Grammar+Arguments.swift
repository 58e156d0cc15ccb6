// MARK: - Grammar: rating, history, places, location, city, settings, files

extension Grammar {
    // MARK: Rating and history

    /// Quick tags as the app spelled them, with the phrases that select them.
    static let quickTags: [(tag: String, phrases: [String])] = [
        ("Bom custo-benefício", ["good value", "great value", "value for money", "bom custo-beneficio", "bom custo beneficio", "custo-beneficio", "custo beneficio"]),
        ("Ambiente agradável", ["nice ambience", "nice atmosphere", "great atmosphere", "nice place", "ambiente agradavel", "bom ambiente"]),
        ("Atendimento excelente", ["great service", "excellent service", "good service", "atendimento excelente", "bom atendimento"]),
        ("Comida incrível", ["amazing food", "great food", "incredible food", "delicious", "comida incrivel", "comida otima"]),
        ("Demorou", ["slow", "slow service", "took long", "took too long", "demorou", "demorado"]),
        ("Decepcionante", ["disappointing", "decepcionante", "decepcionou"]),
    ]

    static func rate(_ r: inout ArgumentReader, parser: Parser, leadingStars: Int?) -> Intent {
        var stars = leadingStars
        var wouldReturn: Bool?
        var match: Bool?
        var tags: [String] = []
        var noteWords: [String] = []
        var targetWords: [String] = []
        var note: String?
        while let token = r.current {
            if stars == nil, let n = token.number {
                guard let whole = wholeNumber(n) else { return badStars(r.rawText) }
                stars = whole
                r.index += 1
                _ = r.acceptAny(["stars", "star", "estrelas", "estrela", "/5", "out of 5", "de 5"])
                continue
            }
            if token.text.contains("/"), stars == nil, let n = Int(token.text.split(separator: "/").first ?? ""), (0...5).contains(n) {
                stars = n; r.index += 1; continue
            }
            if r.acceptAny(["never again", "would not return", "wouldn't return", "would not go back", "wouldn't go back", "won't return",
                             "not return", "no return", "nao voltaria", "nunca mais", "nao volto", "nao volta"]) != nil {
                wouldReturn = false; continue
            }
            if r.acceptAny(["would return", "would go back", "will return", "i'd return", "id return", "return", "voltaria", "volto", "voltar"]) != nil {
                wouldReturn = true; continue
            }
            if r.acceptAny(["no match", "not a match", "sem match"]) != nil { match = false; continue }
            if r.acceptAny(["perfect match", "it's a match", "its a match", "match", "combinou", "deu match"]) != nil { match = true; continue }
            if let tag = quickTags.first(where: { entry in entry.phrases.contains { r.accept(Folding.key($0)) } })?.tag {
                if !tags.contains(tag) { tags.append(tag) }
                continue
            }
            if token.kind == .quoted { note = token.text; r.index += 1; continue }
            if stars == nil { targetWords.append(token.text) } else if !(noteWords.isEmpty && ["and", "e", "-", "—"].contains(token.folded)) {
                noteWords.append(token.text)
            }
            r.index += 1
        }
        if note == nil, !noteWords.isEmpty { note = noteWords.joined(separator: " ") }
        let target = targetWords.isEmpty ? nil : targetWords.joined(separator: " ")
        return .rate(RateRequest(stars: stars, wouldReturn: wouldReturn, match: match, tags: tags, note: note, target: target.map(PlaceRef.init)))
    }

    /// A whole number that fits comfortably in an Int, or nil (never traps).
    static func wholeNumber(_ n: Double) -> Int? {
        guard n.isFinite, n.rounded() == n, abs(n) < 1e12 else { return nil }
        return Int(n)
    }

    /// Half stars or absurd numbers: say what a rating is.
    static func badStars(_ text: String) -> Intent {
        .unknown(text: text, suggestion: nil, reason: .stars)
    }

    static func history(_ r: inout ArgumentReader) -> Intent {
        var filter = HistoryFilter.all
        var limit: Int?
        while let token = r.current {
            if let n = token.number { limit = wholeNumber(n).map { max(1, $0) }; r.index += 1; continue }
            if r.acceptAny(["best", "top", "top rated", "melhores"]) != nil { filter = .best; continue }
            if r.acceptAny(["would return", "would go back", "return", "voltaria"]) != nil { filter = .wouldReturn; continue }
            if r.acceptAny(["match", "matches", "combinou"]) != nil { filter = .match; continue }
            if r.acceptAny(["all", "everything", "tudo", "last"]) != nil { continue }
            r.index += 1
        }
        return .history(filter: filter, limit: limit)
    }

    // MARK: Places

    static let thisWords: Set<String> = ["this", "it", "this one", "that", "current", "isso", "esse", "este", "esta", "essa"]

    /// The rest as a place reference; nil for "this"/"it"/nothing.
    static func target(_ r: inout ArgumentReader) -> PlaceRef? {
        guard let text = r.restText() else { return nil }
        return thisWords.contains(Folding.key(text)) ? nil : PlaceRef(text)
    }

    static func list(_ r: inout ArgumentReader) -> Intent {
        var page: Int?
        var words: [String] = []
        while let token = r.current {
            if r.acceptAny(["page", "p", "pagina", "pg"]) != nil, let n = r.current?.number {
                // Any page past the last says so; absurd numbers must not overflow the offset.
                page = wholeNumber(n).map { min(max(1, $0), Grammar.maxPage) } ?? Grammar.maxPage; r.index += 1; continue
            }
            words.append(token.kind == .quoted ? token.text : token.text.lowercased())
            r.index += 1
        }
        return .list(ListRequest(query: words.isEmpty ? nil : words.joined(separator: " "), page: page))
    }

    /// The highest page number taken (lists never have this many pages).
    static let maxPage = 1_000_000

    static let addKeywords: Set<String> = ["at", "em", "tags", "tag", "category", "categoria", "as", "address", "endereco", "coords"]

    static func add(_ r: inout ArgumentReader) -> Intent {
        var name: String?
        var nameWords: [String] = []
        var lat: Double?, lng: Double?
        var category: String?
        var tags: [String] = []
        var addressWords: [String] = []
        enum Field { case name, tags, category, address }
        var field = Field.name
        while let token = r.current {
            r.index += 1
            if case .coordinate(let la, let ln) = token.kind { lat = la; lng = ln; continue }
            if token.kind == .quoted, field == .name, name == nil { name = token.text; continue }
            if token.isWord && addKeywords.contains(token.folded) && (name != nil || !nameWords.isEmpty || token.folded != "at") {
                switch token.folded {
                case "tags", "tag": field = .tags
                case "category", "categoria", "as": field = .category
                case "address", "endereco": field = .address
                default: break  // "at" before coordinates
                }
                continue
            }
            switch field {
            case .name: nameWords.append(token.text)
            case .tags: tags.append(token.text.lowercased())
            case .category: category = [category, token.text.lowercased()].compactMap { $0 }.joined(separator: " ")
            case .address: addressWords.append(token.text)
            }
        }
        if name == nil, !nameWords.isEmpty { name = nameWords.joined(separator: " ") }
        return .add(NewPlace(name: name, lat: lat, lng: lng, category: category, tags: tags,
                             address: addressWords.isEmpty ? nil : addressWords.joined(separator: " ")))
    }

    /// Fields `edit` can change, with their spellings.
    static let editFields: [String: EditField] = [
        "name": .name, "nome": .name, "category": .category, "categoria": .category, "address": .address, "endereco": .address,
        "tags": .tags, "notes": .notes, "note": .notes, "notas": .notes, "link": .link, "website": .link, "site": .link, "url": .link,
        "price": .price, "preco": .price, "at": .at, "coords": .at, "coordinates": .at, "location": .at, "city": .city, "cidade": .city,
        "hours": .hours, "opening_hours": .hours, "horario": .hours, "horarios": .hours, "funcionamento": .hours,
    ]

    static func edit(_ r: inout ArgumentReader) -> Intent {
        var targetWords: [String] = []
        var field: EditField?
        var valueWords: [String] = []
        while let token = r.current {
            r.index += 1
            if field == nil {
                if token.isWord, let f = editFields[token.folded], !targetWords.isEmpty { field = f; continue }
                targetWords.append(token.text)
            } else {
                valueWords.append(token.text)
            }
        }
        return .edit(EditRequest(target: targetWords.isEmpty ? nil : PlaceRef(targetWords.joined(separator: " ")), field: field,
                                 value: valueWords.isEmpty ? nil : valueWords.joined(separator: " ")))
    }

    static func forget(_ r: inout ArgumentReader) -> Intent {
        var words = r.remaining
        var confirmed = false
        while let last = words.last, last.isWord, ["yes", "y", "sim", "confirm", "--yes", "-y", "!"].contains(last.folded) {
            confirmed = true
            words.removeLast()
        }
        r.index = r.tokens.count
        let text = words.map(\.text).joined(separator: " ")
        return .forget(target: text.isEmpty || thisWords.contains(Folding.key(text)) ? nil : PlaceRef(text), confirmed: confirmed)
    }

    static let openApps: [String: LinkApp] = [
        "maps": .maps, "map": .maps, "mapa": .maps, "mapas": .maps, "osm": .osm, "openstreetmap": .osm,
        "google": .google, "tripadvisor": .tripadvisor, "ifood": .ifood, "link": .link, "website": .link, "site": .link, "web": .link,
    ]

    static func open(_ r: inout ArgumentReader, phrase: String) -> Intent {
        var app: LinkApp? = ["route", "directions", "rota", "como chegar"].contains(phrase) ? .maps : nil
        if let first = r.current, first.isWord, let a = openApps[first.folded] {
            app = a
            r.index += 1
            _ = r.acceptAny(["for", "para", "of", "de", "in", "no", "na"])
        }
        _ = r.acceptAny(["to", "for", "para", "ate"])
        return .open(target: target(&r), app: app)
    }

    // MARK: Location, city, settings, files

    static func location(_ r: inout ArgumentReader, phrase: String) -> Intent {
        if ["where am i", "onde estou", "my location"].contains(phrase) && r.isAtEnd { return .location(lat: nil, lng: nil, query: nil) }
        if let token = r.current, case .coordinate(let lat, let lng) = token.kind, r.tokens.count == r.index + 1 {
            return .location(lat: lat, lng: lng, query: nil)
        }
        // Whole-number pairs ("-23,-46") are coordinates here, not decimals.
        let rest = r.remaining.map(\.text).joined()
        let parts = rest.split(separator: ",", omittingEmptySubsequences: false)
        if parts.count == 2, let lat = Double(parts[0]), let lng = Double(parts[1]) {
            r.index = r.tokens.count
            return .location(lat: lat, lng: lng, query: nil)
        }
        return .location(lat: nil, lng: nil, query: r.restText())
    }

    static let ufs: Set<String> = ["AC", "AL", "AP", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA", "PB",
                                   "PR", "PE", "PI", "RJ", "RN", "RS", "RO", "RR", "SC", "SP", "SE", "TO"]

    static func city(_ r: inout ArgumentReader, phrase: String, parser: Parser) -> Intent {
        if ["anywhere", "any city", "everywhere", "qualquer lugar", "qualquer cidade"].contains(phrase) {
            return .city(CityRequest(any: true))
        }
        _ = r.acceptAny(["to", "para", "city", "cidade"])
        guard var text = r.restText() else { return .city(CityRequest()) }
        if ["anywhere", "any", "none", "qualquer lugar", "nenhuma"].contains(Folding.key(text)) {
            return .city(CityRequest(any: true))
        }
        if let resolved = parser.cityResolver?(text) {
            return .city(CityRequest(name: resolved.name, state: resolved.state, country: resolved.country))
        }
        var state: String?
        var country: String?
        // "Curitiba, PR", "Curitiba - PR", "Curitiba PR", "Paris, FR"
        let parts = text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "-" })
        if parts.count >= 2, let last = parts.last, last.count == 2, last.allSatisfy(\.isLetter) {
            let code = last.uppercased()
            if ufs.contains(code) { state = code; country = "BR" } else { country = code }
            text = String(text.dropLast(2)).trimming([" ", ",", "-"])
        }
        return .city(CityRequest(name: text, state: state, country: country))
    }

    static func set(_ r: inout ArgumentReader, phrase: String) -> Intent {
        var key: SettingKey?
        var unknownKey: String?
        if phrase == "set" || phrase == "definir" {
            for n in [2, 1] where r.index + n <= r.tokens.count {
                let words = r.tokens[r.index..<(r.index + n)].map(\.folded).joined(separator: " ")
                if let k = SettingKey.names[words] { key = k; r.index += n; break }
            }
            if key == nil, let first = r.next() { unknownKey = first.folded }
        } else {
            key = SettingKey.names[phrase]
        }
        _ = r.acceptAny(["to", "=", "para"])
        var value = r.restText()
        if key == .radius, let v = value, let km = SettingValues.kilometres(v) { value = JSON.format(km) }
        return .set(SettingRequest(key: key, unknownKey: unknownKey, value: value))
    }

    static func importFile(_ r: inout ArgumentReader) -> Intent {
        var pathWords: [String] = []
        var mode: ImportMode?
        var preview = false
        while let token = r.current {
            r.index += 1
            if token.isWord {
                switch token.folded {
                case "merge", "mesclar", "--merge": mode = .merge; continue
                case "replace", "substituir", "--replace": mode = .replace; continue
                case "preview", "--preview", "dry-run", "--dry-run", "previa": preview = true; continue
                default: break
                }
            }
            pathWords.append(token.text)
        }
        return .importFile(ImportRequest(path: pathWords.isEmpty ? nil : pathWords.joined(separator: " "), mode: mode, preview: preview))
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
