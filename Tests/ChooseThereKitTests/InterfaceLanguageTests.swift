import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - Every word of the interface in its language (issue 24)

/// An evening in each language that reaches every kind of reply — picks,
/// lists, pages, details, ratings, history, settings, tags, cities, help,
/// files, questions and failures — rendered as the terminal shows it. No
/// word of the other language may appear, apart from names and data.
@Suite("Interface language")
struct InterfaceLanguageTests {
    /// The bundled places without their notes (English prose is data): names,
    /// categories and tags stay, and the tags must show in the interface's language.
    static let places: [Restaurant] = Harness.seedPlaces.map {
        var p = $0; p.notes = ""; return p
    }

    /// Words of every place's name, address and city: data, shown as written.
    /// Words of the data shown: the places' names and addresses, and the Brazilian states' codes ("Sampaio, TO").
    static let dataWords: Set<String> = Set(places.flatMap { words($0.name) + words($0.address) + words($0.city) + words($0.state) })
        .union([
            "ac", "al", "ap", "am", "ba", "ce", "df", "es", "go", "ma", "mt", "ms", "mg", "pa", "pb", "pr", "pe", "pi", "rj", "rn", "rs",
            "ro", "rr", "sc", "sp", "se", "to",
        ])

    static func words(_ text: String) -> [String] {
        Folding.key(text).split { !$0.isLetter }.map(String.init).filter { $0.count > 1 }
    }

    /// Words only one table uses: the other language's are what must not show.
    static func onlyIn(_ table: [Phrase: String], notIn other: [Phrase: String]) -> Set<String> {
        let mine = Set(table.values.flatMap { words(strippingPlaceholders($0)) })
        let theirs = Set(other.values.flatMap { words(strippingPlaceholders($0)) })
        return mine.subtracting(theirs)
    }

    static func strippingPlaceholders(_ template: String) -> String {
        var out = "", skipping = false
        for ch in template {
            if ch == "{" { skipping = true } else if ch == "}" { skipping = false } else if !skipping { out.append(ch) }
        }
        return out
    }

    /// The commands an evening runs: one of each kind of reply.
    static let evening = [
        "switch city São Paulo", "spin", "again", "why", "spin bar cheap", "spin japanese not sushi", "near me 10km", "more",
        "previous page", "show 3", "show 20", "rate 4 would return amazing food great service", "history", "fav", "list favorites",
        "list", "more", "list japanese", "tags", "cities", "cities sampa", "settings", "set radius 1.5km", "set avoid-repeats 5",
        "set learning off", "set learning on", "i'm at -23.5614,-46.6559", "location", "i'm at -22.9056,-47.0608", "near me bar",
        "add \"Bar do Zé\" at -23.5600,-46.6500 tags boteco cheap", "edit Bar do Zé notes pastel", "edit Bar do Zé price 1",
        "forget Bar do Zé", "export", "export", "export backup.json overwrite", "import backup.json preview", "import nothing.json",
        "help", "help spin", "help rate", "open", "show 99", "rate 9", "switch city Xyzzyville", "spin xyzzy", "hi", "undo",
        "spin sushii", "near me 100km", "list page 40", "why", "more", "explain spin bar", "log", "history best", "spin open now",
    ]

    /// The same evening as a Brazilian types it.
    static let noite = [
        "mudar cidade São Paulo", "sortear", "de novo", "por quê", "sortear bar barato", "sortear japonês sem sushi", "perto de mim 10km",
        "mais", "página anterior", "ver 3", "ver 20", "nota 4 voltaria comida incrível atendimento excelente", "histórico", "favoritar",
        "meus favoritos", "listar", "mais", "lista japonês", "categorias", "cidades", "cidades sampa", "configurações",
        "definir raio 1,5km",
        "definir repetições 5", "desliga o aprendizado", "liga o aprendizado", "estou em -23.5614,-46.6559", "onde estou",
        "estou em -22.9056,-47.0608", "bar perto de mim", "adicionar \"Bar do Zé\" em -23.5600,-46.6500 tags boteco barato",
        "editar Bar do Zé notas pastel", "editar Bar do Zé preço 1", "esquecer Bar do Zé", "exportar", "exportar",
        "exportar backup.json sobrescrever", "importar backup.json prévia", "importar nada.json", "ajuda", "ajuda sortear", "ajuda nota",
        "abrir", "ver 99", "nota 9", "mudar cidade Xyzzyville", "sortear xyzzy", "oi", "desfazer", "sortear sushii", "perto de mim 100km",
        "lista página 40", "por quê", "mais", "log", "histórico melhores", "sortear aberto agora", "spn bar", "ajuda spn",
    ]

    static func render(_ h: Harness, _ wording: Wording, _ line: String) -> String {
        guard let (intent, reply) = h.session.handle(line) else { return "" }
        // explain answers in JSON for programs: keys and values are the format's, not words.
        if case .explain = intent { return "" }
        let text = TextRenderer(wording: wording, width: 200).render(reply)
        var out = text.lines.map(\.text) + text.notices
        if let error = text.error { out.append(error) }
        if case .confirm(let q, _, _) = reply.action { out.append(TextRenderer(wording: wording).question(q)) }
        return out.joined(separator: "\n")
    }

    func check(_ language: ReplyLanguage, setting: String, foreign: Set<String>, allowed: Set<String>, evening: [String]) throws {
        let h = try Harness(
            interactive: true, settingsText: "{\"language\": \"\(setting)\"}", places: Self.places,
            configure: { $0.pageSize = 20 })
        let wording = Wording.of(language)
        var found: [String: String] = [:]
        var typed: Set<String> = []
        for line in evening {
            let text = Self.render(h, wording, line)
            if !line.contains("xyzzy") {
                #expect(!text.hasPrefix("Não entendi") && !text.hasPrefix("I don't understand"), "\(line): \(text.prefix(120))")
            }
            // URLs and paths are data; so are the words the user typed, echoed back.
            let prose = text.split(separator: " ").filter { !$0.contains("/") && !$0.contains("://") }.joined(separator: " ")
            typed.formUnion(Self.words(line))
            for word in Self.words(prose)
            where foreign.contains(word) && !allowed.contains(word) && !Self.dataWords.contains(word) && !typed.contains(word) {
                found[word] = found[word] ?? "\(line): \(text.prefix(300))"
            }
        }
        for (word, at) in found.sorted(by: { $0.key < $1.key }) { Issue.record("'\(word)' in \(language): \(at)") }
    }

    /// Words both languages share as commands or names (bar, pizza, sushi, log…).
    static let shared: Set<String> = [
        "bar", "pizza", "sushi", "brunch", "boteco", "drinks", "log", "osm", "km", "json", "csv", "tsv", "ok",
        "openstreetmap", "google", "tripadvisor", "ifood", "maps", "nominatim", "overpass",
    ]

    @Test func portugueseShowsNoEnglishWord() throws {
        let english = Self.onlyIn(EnglishPhrases.table, notIn: PortuguesePhrases.table)
            .union(Set(PortugueseTerms.names.keys.flatMap { Self.words($0) }))
        try check(
            .portuguese, setting: "pt-BR", foreign: english,
            allowed: Self.shared.union(Set(PortugueseTerms.names.values.flatMap { Self.words($0) })),
            evening: Self.noite)
    }

    @Test func englishShowsNoPortugueseWord() throws {
        let portuguese = Self.onlyIn(PortuguesePhrases.table, notIn: EnglishPhrases.table)
            .union(Set(PortugueseTerms.names.values.flatMap { Self.words($0) }))
            .union(Set(QuickTag.allCases.flatMap { Self.words($0.rawValue) }))
        try check(
            .english, setting: "en", foreign: portuguese,
            allowed: Self.shared.union(Set(PortugueseTerms.names.keys.flatMap { Self.words($0) })),
            evening: Self.evening + ["spn bar", "help spn"])
    }
}

/// What a Portuguese reply shows can be typed back: the names it uses for
/// commands, settings, fields and terms are understood as what they name.
@Suite("Portuguese names are understood")
struct PortugueseNamesTests {
    @Test(arguments: Verb.allCases)
    func aCommandsPortugueseNameAloneIsThatCommand(_ verb: Verb) {
        let intent = ServicesParserTests.parser.parse(verb.portugueseName)
        var understood = intent?.isUnknown == false
        if case .unknown(_, _, _?)? = intent { understood = true }
        #expect(understood, "\(verb.portugueseName) → \(intent?.canonicalJSON.encoded() ?? "nil")")
        // And help knows it as a topic.
        guard case .help(let topic)? = ServicesParserTests.parser.parse("ajuda " + verb.portugueseName) else {
            Issue.record("ajuda \(verb.portugueseName) is no help")
            return
        }
        #expect(topic == verb.rawValue || topic == verb.spec.name, "ajuda \(verb.portugueseName) → \(topic ?? "nil")")
    }

    @Test func everyTermHasAPortugueseNameThatReadsBackAsIt() {
        let vocabulary = UnitFixtures.vocabulary
        for term in vocabulary.terms {
            let name = Wording.portuguese.term(term)
            #expect(PortugueseTerms.folded[Folding.key(term)] != nil, "\(term) has no Portuguese name")
            // coffee and café share a name in Portuguese; so do the category and the tag ice cream.
            guard !["coffee"].contains(term) else { continue }
            #expect(
                vocabulary.canonical(Folding.key(name)) == term,
                "'\(name)' reads as \(vocabulary.canonical(Folding.key(name)) ?? "nothing"), not \(term)")
        }
    }

    @Test func settingAndFieldNamesAreUnderstood() {
        for key in SettingKey.allCases {
            let name = Wording.portuguese.settingName(key)
            #expect(SettingKey.names[Folding.key(name)] == key, "\(name) is not \(key)")
        }
        for field in EditField.allCases where field != .at {
            let name = Wording.portuguese.fieldName(field)
            let json = UnitFixtures.explain("editar Bar do Zé \(name) x") ?? ""
            #expect(json.contains("\"field\":\"\(field.rawValue)\""), "editar … \(name) → \(json)")
        }
    }

    @Test func repliesShowTermsNumbersAndQuickTagsInTheirLanguage() throws {
        var place = Harness.seedPlaces[0]
        place.tags = ["japanese", "cheap"]
        place.ratingAverage = 4.5
        place.ratingCount = 2
        let pt = TextRenderer(wording: .portuguese, width: 120)
        let row = pt.render(Reply([.places(PlaceListView(total: 1, query: nil, cityLabel: nil, page: 1, pages: 1, places: [place]))]))
            .lines.map(\.text).joined()
        #expect(row.contains("barato") && !row.contains("cheap") && row.contains("★4,5"), "\(row)")
        #expect(Wording.portuguese.distance(km: 1.5) == "1,5 km" && Wording.english.distance(km: 1.5) == "1.5 km")
        #expect(Wording.portuguese.radius(km: 0.5) == "500 m" && Wording.portuguese.radius(km: 2.5) == "2,5 km")
        #expect(Wording.english.quickTag("Ambiente agradável") == "nice ambience")
        #expect(Wording.portuguese.quickTag("Ambiente agradável") == "Ambiente agradável")
        #expect(Wording.english.quickTag("a tag of my own") == "a tag of my own", "data stays as written")
        #expect(Wording.portuguese.term("my own tag") == "my own tag")
    }
}

@Suite("Answers to questions")
struct YesNoAnswerTests {
    @Test(arguments: [
        ("y", true), ("yes", true), ("Yes please", true), ("sure", true), ("s", true), ("sim", true), ("sim, pode", true),
        ("claro", true), ("n", false), ("no", false), ("não", false), ("nah", false), ("não, deixa", false),
        ("yes, no wait, don't", false), ("", false), ("maybe", false), ("talvez", false),
    ])
    func aYesIsReadInEitherLanguage(_ answer: String, _ yes: Bool) {
        #expect(TextRenderer(wording: .english).isYes(answer) == yes, "\(answer)")
        #expect(TextRenderer(wording: .portuguese).isYes(answer) == yes, "\(answer)")
    }
}
