import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - Expected canonical JSON, built independently of Intent

private func canonical(_ intent: String, _ slots: [String: JSON] = [:]) -> String {
    JSON.object(["intent": .string(intent), "slots": .object(slots)]).encoded()
}

private func strings(_ items: [String]) -> JSON { .array(items.map(JSON.string)) }

private func spin(
    _ tags: [String] = [], avoid: [String] = [], radius: Double? = nil, price: Int? = nil,
    favorites: Bool = false, rating: String = "any"
) -> String {
    var s: [String: JSON] = ["tags": strings(tags), "avoid": strings(avoid), "favorites": .bool(favorites), "rating": .string(rating)]
    if let radius { s["radius_km"] = .number(radius) }
    if let price { s["price"] = .int(price) }
    return canonical("spin", s)
}

private func near(_ tags: [String] = [], avoid: [String] = [], radius: Double? = nil, source: String? = nil) -> String {
    var s: [String: JSON] = ["tags": strings(tags), "avoid": strings(avoid)]
    if let radius { s["radius_km"] = .number(radius) }
    if let source { s["source"] = .string(source) }
    return canonical("near", s)
}

private func rate(
    _ stars: Int, wouldReturn: Bool? = nil, match: Bool? = nil, tags: [String] = [], note: String? = nil,
    target: String? = nil
) -> String {
    var s: [String: JSON] = ["stars": .int(stars), "tags": strings(tags)]
    if let wouldReturn { s["would_return"] = .bool(wouldReturn) }
    if let match { s["match"] = .bool(match) }
    if let note { s["note"] = .string(note) }
    if let target { s["target"] = .string(target) }
    return canonical("rate", s)
}

private func city(_ name: String? = nil, state: String? = nil, country: String? = nil, any: Bool = false) -> String {
    var s: [String: JSON] = ["any": .bool(any)]
    if let name { s["city"] = .string(name) }
    if let state { s["state"] = .string(state) }
    if let country { s["country"] = .string(country) }
    return canonical("city", s)
}

private func set(_ key: String, _ value: JSON) -> String { canonical("set", ["key": .string(key), "value": value]) }

private func target(_ intent: String, _ target: String?, _ extra: [String: JSON] = [:]) -> String {
    var s = extra
    if let target { s["target"] = .string(target) }
    return canonical(intent, s)
}

private let again = canonical("again")
private let quit = canonical("quit")

private func parse(_ line: String) -> String? { UnitFixtures.explain(line) }

// MARK: - Tests

@Suite("Parser")
struct ParserTests {
    @Test func vocabularyIsTheRealOne() {
        let vocabulary = UnitFixtures.vocabulary
        #expect(vocabulary.categories.contains("bar"))
        #expect(vocabulary.tags.contains("sushi"))
        #expect(vocabulary.canonical("JAPONÊS") == "japanese")
        #expect(vocabulary.canonical("comida japonesa") == "japanese")
        #expect(vocabulary.longestPhrase >= 3)
    }

    /// Every example row of the intent table in DESIGN.md.
    @Test(arguments: [
        ("spin", spin()),
        ("spin bar cheap", spin(["bar"], price: 1)),
        ("pick japanese not sushi within 3km", spin(["japanese"], avoid: ["sushi"], radius: 3)),
        ("spin favorites", spin(favorites: true)),
        ("spin top rated", spin(rating: "prefer")),
        ("near me 2km bar", near(["bar"], radius: 2)),
        ("near me 500m coffee from osm", near(["coffee"], radius: 0.5, source: "osm")),
        ("perto de mim 1km", near(radius: 1)),
        ("spin again", again), ("again", again), ("another", again), ("reroll", again), ("de novo", again),
        ("rate 4 would return", rate(4, wouldReturn: true)),
        ("rate 5 match great ramen", rate(5, match: true, note: "great ramen")),
        ("nota 2 não voltaria", rate(2, wouldReturn: false)),
        ("switch city Curitiba", city("Curitiba")),
        ("city são paulo", city("são paulo")),
        ("anywhere", city(any: true)),
        ("mudar cidade Rio de Janeiro", city("Rio de Janeiro")),
        ("set radius 5km", set("radius", .number(5))),
        ("set source osm", set("source", .string("osm"))),
        ("set avoid-repeats 20", set("avoid-repeats", .int(20))),
        ("learning off", set("learning", .bool(false))),
        ("i'm at -23.56,-46.69", canonical("location", ["lat": .number(-23.56), "lng": .number(-46.69)])),
        ("i'm at Av. Paulista 1000", canonical("location", ["query": .string("Av. Paulista 1000")])),
        ("where am i", canonical("location")),
        ("history", canonical("history", ["filter": .string("all")])),
        ("history best", canonical("history", ["filter": .string("best")])),
        ("history would return", canonical("history", ["filter": .string("would_return")])),
        ("history match", canonical("history", ["filter": .string("match")])),
        ("fav", target("favorite", nil, ["on": .bool(true)])),
        ("favorite Tan Tan Bar", target("favorite", "Tan Tan Bar", ["on": .bool(true)])),
        ("unfav", target("favorite", nil, ["on": .bool(false)])),
        ("info", canonical("show")), ("details", canonical("show")),
        ("show Izakaya Matsu", target("show", "Izakaya Matsu")),
        ("list", canonical("list")),
        ("list japanese", canonical("list", ["tags": .array([.string("japanese")])])),
        ("search ramen", canonical("list", ["tags": .array([.string("ramen")])])),
        ("list page 2", canonical("list", ["page": .int(2)])),
        ("open", canonical("open")),
        ("route", canonical("open", ["app": .string("maps")])),
        ("open tripadvisor", canonical("open", ["app": .string("tripadvisor")])),
        ("open ifood", canonical("open", ["app": .string("ifood")])),
        ("save", canonical("save")), ("save this", canonical("save")),
        (
            "add \"Bar do Zé\" at -23.55,-46.63 tags bar boteco",
            canonical(
                "add", ["name": .string("Bar do Zé"), "lat": .number(-23.55), "lng": .number(-46.63), "tags": strings(["bar", "boteco"])])
        ),
        ("why", canonical("why")), ("why this one", canonical("why")),
        (
            "import backup.json replace",
            canonical("import", ["path": .string("backup.json"), "mode": .string("replace"), "preview": .bool(false)])
        ),
        ("export ~/choosethere_backup.json", canonical("export", ["path": .string("~/choosethere_backup.json")])),
        ("clear cache", canonical("cache", ["action": .string("clear")])),
        ("refresh", canonical("cache", ["action": .string("refresh")])),
        ("settings", canonical("settings")),
        ("help", canonical("help")), ("help rate", canonical("help", ["topic": .string("rate")])), ("?", canonical("help")),
        ("source evening.ct", canonical("source", ["path": .string("evening.ct")])),
        ("quit", quit), ("exit", quit), ("bye", quit), ("sair", quit),
    ])
    func designTableExamples(line: String, expected: String) {
        #expect(parse(line) == expected, "\(line)")
    }

    @Test(arguments: [
        // Verbs for a spin.
        ("pick", spin()), ("roll", spin()), ("surprise me", spin()), ("surprise me bar", spin(["bar"])),
        ("choose", spin()), ("where should we eat", spin()), ("sorteia", spin()), ("onde comer", spin()),
        ("roll japanese", spin(["japanese"])), ("sorteia bar barato", spin(["bar"], price: 1)),
        // Avoiding.
        ("spin not sushi", spin(avoid: ["sushi"])), ("spin no sushi", spin(avoid: ["sushi"])),
        ("spin avoid sushi", spin(avoid: ["sushi"])), ("spin without sushi", spin(avoid: ["sushi"])),
        ("spin bar not sushi or ramen", spin(["bar"], avoid: ["sushi", "ramen"])),
        ("spin bar not sushi and cheap", spin(["bar"], avoid: ["sushi"], price: 1)),
        ("spin bar and japanese", spin(["bar", "japanese"])),
        // Price.
        ("spin cheap", spin(price: 1)), ("spin $", spin(price: 1)), ("spin $$", spin(price: 2)),
        ("spin fancy", spin(price: 3)), ("spin $$$", spin(price: 3)), ("pick something cheap", spin(price: 1)),
        // Ratings and favourites.
        ("spin prefer rated", spin(rating: "prefer")), ("spin best rated", spin(rating: "prefer")),
        ("spin only top rated", spin(rating: "only")), ("spin top rated only", spin(rating: "only")),
        ("spin favs", spin(favorites: true)), ("spin my favorites", spin(favorites: true)),
        // Distances.
        ("spin within 3km", spin(radius: 3)), ("spin within 3 km", spin(radius: 3)), ("spin under 2km", spin(radius: 2)),
        ("spin within 500 m", spin(radius: 0.5)), ("spin 1,5 km", spin(radius: 1.5)), ("spin 1,5km", spin(radius: 1.5)),
        ("spin bar up to 2 km", spin(["bar"], radius: 2)),
        (
            "spin within 3km cheap japanese not sushi favorites top rated",
            spin(["japanese"], avoid: ["sushi"], radius: 3, price: 1, favorites: true, rating: "prefer")
        ),
        // Multi-word terms and Portuguese aliases.
        ("spin craft beer", spin(["craft beer"])), ("spin ice cream", spin(["ice cream"])),
        ("spin comida japonesa", spin(["japanese"])), ("spin churrasco barato", spin(["barbecue"], price: 1)),
        // Bare filters are a spin.
        ("sushi", spin(["sushi"])), ("cheap bar", spin(["bar"], price: 1)), ("japonês", spin(["japanese"])),
        ("not sushi", spin(avoid: ["sushi"])), ("no sushi", spin(avoid: ["sushi"])), ("$$", spin(price: 2)),
    ])
    func spinPhrasings(line: String, expected: String) {
        #expect(parse(line) == expected, "\(line)")
    }

    @Test(arguments: [
        ("again", again), ("another", again), ("next", again), ("reroll", again), ("outro", again), ("de novo", again),
        ("spin again", again), ("roll again", again), ("mais um", again), ("re-roll", again), ("pick again", again),
        ("near me", near()), ("nearby", near()), ("perto de mim", near()),
        ("near me within 2km", near(radius: 2)), ("nearby bar", near(["bar"])),
        ("nearby 2 km bar from osm", near(["bar"], radius: 2, source: "osm")),
        ("near me 1km japanese not sushi", near(["japanese"], avoid: ["sushi"], radius: 1)),
        ("perto de mim 1km bar do osm", near(["bar"], radius: 1, source: "osm")),
        ("near me 2 km from my list", near(radius: 2, source: "list")),
        ("near me 1,5 km", near(radius: 1.5)), ("near me 500 m coffee", near(["coffee"], radius: 0.5)),
    ])
    func againAndNear(line: String, expected: String) {
        #expect(parse(line) == expected, "\(line)")
    }

    @Test(arguments: [
        ("rate 4 would return", rate(4, wouldReturn: true)),
        ("rate 4 stars", rate(4)), ("4 stars", rate(4)), ("5 estrelas", rate(5)), ("rate 4", rate(4)),
        ("rate 2 never again", rate(2, wouldReturn: false)),
        ("rate 2 wouldn't return", rate(2, wouldReturn: false)),
        ("rate 4 would go back", rate(4, wouldReturn: true)),
        ("rate 5 match great ramen", rate(5, match: true, note: "great ramen")),
        ("nota 3 voltaria", rate(3, wouldReturn: true)),
        ("nota 2 não voltaria", rate(2, wouldReturn: false)),
        ("NOTA 2 NAO VOLTARIA", rate(2, wouldReturn: false)),
        ("rate 3/5", rate(3)),
        ("rate 5 perfect match", rate(5, match: true)), ("rate 2 no match", rate(2, match: false)),
        ("rate 5 would return match", rate(5, wouldReturn: true, match: true)),
        ("rate 4 \"Tan Tan\"", rate(4, target: "Tan Tan")), ("rate 4 lovely evening", rate(4, note: "lovely evening")),
        ("rate 4 would return the ramen was great", rate(4, wouldReturn: true, note: "the ramen was great")),
        ("rate Tan Tan Bar 4", rate(4, target: "Tan Tan Bar")),
    ])
    func ratings(line: String, expected: String) {
        #expect(parse(line) == expected, "\(line)")
    }

    @Test func quickTagsOnARating() throws {
        guard case .rate(let r) = try #require(UnitFixtures.parser.parse("rate 1 disappointing never again")) else {
            Issue.record("not a rating"); return
        }
        #expect(r.stars == 1 && r.wouldReturn == false && r.note == nil)
        #expect(r.tags.map { Folding.key($0) } == ["decepcionante"])
        guard case .rate(let two) = UnitFixtures.parser.parse("rate 4 good value nice ambience") else {
            Issue.record("not a rating"); return
        }
        #expect(two.tags.map { Folding.key($0) } == ["bom custo-beneficio", "ambiente agradavel"])
    }

    @Test(arguments: [
        ("switch city Curitiba", city("Curitiba")), ("switch to Curitiba", city("Curitiba")),
        ("city sao paulo", city("sao paulo")), ("cidade Recife", city("Recife")),
        ("switch city curitiba, pr", city("curitiba", state: "PR", country: "BR")),
        ("switch city Curitiba PR", city("Curitiba", state: "PR", country: "BR")),
        ("switch city Santa Cruz, RN", city("Santa Cruz", state: "RN", country: "BR")),
        ("switch city Paris, FR", city("Paris", country: "FR")),
        ("anywhere", city(any: true)), ("everywhere", city(any: true)), ("qualquer lugar", city(any: true)),
        ("city anywhere", city(any: true)), ("switch city anywhere", city(any: true)),
        ("set radius 5km", set("radius", .number(5))), ("set radius 5", set("radius", .number(5))),
        ("set radius 5 km", set("radius", .number(5))), ("radius 5km", set("radius", .number(5))),
        ("set radius 500m", set("radius", .number(0.5))), ("set radius 1,5 km", set("radius", .number(1.5))),
        ("set radius 42", set("radius", .number(42))),
        ("set source list", set("source", .string("list"))), ("source osm", set("source", .string("osm"))),
        ("set avoid repeats 20", set("avoid-repeats", .int(20))),
        ("set learning off", set("learning", .bool(false))), ("learning on", set("learning", .bool(true))),
        ("set learning no", set("learning", .bool(false))),
        ("set city Curitiba", city("Curitiba")),
        ("set location -23.56,-46.69", canonical("location", ["lat": .number(-23.56), "lng": .number(-46.69)])),
        ("i'm at -23.56, -46.69", canonical("location", ["lat": .number(-23.56), "lng": .number(-46.69)])),
        ("im at -23.56,-46.69", canonical("location", ["lat": .number(-23.56), "lng": .number(-46.69)])),
        ("estou em -23.56,-46.69", canonical("location", ["lat": .number(-23.56), "lng": .number(-46.69)])),
        ("onde estou", canonical("location")),
        ("history best 5", canonical("history", ["filter": .string("best"), "limit": .int(5)])),
        ("history would go back", canonical("history", ["filter": .string("would_return")])),
    ])
    func cityAndSettingsPhrasings(line: String, expected: String) {
        #expect(parse(line) == expected, "\(line)")
    }

    @Test(arguments: [
        ("fav this", target("favorite", nil, ["on": .bool(true)])),
        ("favorite it", target("favorite", nil, ["on": .bool(true)])),
        ("fav Tan Tan Bar", target("favorite", "Tan Tan Bar", ["on": .bool(true)])),
        ("unfav Tan Tan Bar", target("favorite", "Tan Tan Bar", ["on": .bool(false)])),
        ("unfavorite Tan Tan Bar", target("favorite", "Tan Tan Bar", ["on": .bool(false)])),
        ("show", canonical("show")), ("show 3", target("show", "3")), ("info Tan Tan Bar", target("show", "Tan Tan Bar")),
        ("details Izakaya Matsu", target("show", "Izakaya Matsu")),
        ("ls", canonical("list")), ("find ramen", canonical("list", ["tags": .array([.string("ramen")])])),
        ("busca ramen", canonical("list", ["tags": .array([.string("ramen")])])),
        ("list japanese page 2", canonical("list", ["tags": .array([.string("japanese")]), "page": .int(2)])),
        ("list japanese cheap", canonical("list", ["tags": .array([.string("japanese")]), "price": .int(1)])),
        ("list bar do zé", canonical("list", ["query": .string("bar do zé")])),
        ("listar página 2", canonical("list", ["page": .int(2)])),
        ("search \"tan tan\"", canonical("list", ["query": .string("tan tan")])),
        ("open maps", canonical("open", ["app": .string("maps")])), ("directions", canonical("open", ["app": .string("maps")])),
        ("open google", canonical("open", ["app": .string("google")])), ("open link", canonical("open", ["app": .string("link")])),
        ("open tripadvisor Tan Tan Bar", target("open", "Tan Tan Bar", ["app": .string("tripadvisor")])),
        ("open maps for Tan Tan Bar", target("open", "Tan Tan Bar", ["app": .string("maps")])),
        ("open Tan Tan Bar", target("open", "Tan Tan Bar")),
        ("save it", canonical("save")),
        (
            "add Bar do Zé at -23.55, -46.63 tags bar boteco",
            canonical(
                "add", ["name": .string("Bar do Zé"), "lat": .number(-23.55), "lng": .number(-46.63), "tags": strings(["bar", "boteco"])])
        ),
        (
            "add \"Casa Vegana\" at -25.43,-49.27 category restaurant tags vegan cheap",
            canonical(
                "add",
                [
                    "name": .string("Casa Vegana"), "lat": .number(-25.43), "lng": .number(-49.27),
                    "category": .string("restaurant"), "tags": strings(["vegan", "cheap"]),
                ])
        ),
        (
            "add \"Bar do Zé\" at -23.55,-46.63 address Rua Augusta 100",
            canonical(
                "add",
                [
                    "name": .string("Bar do Zé"), "lat": .number(-23.55), "lng": .number(-46.63), "tags": strings([]),
                    "address": .string("Rua Augusta 100"),
                ])
        ),
        ("forget Bar do Zé", target("forget", "Bar do Zé", ["confirmed": .bool(false)])),
        ("forget Bar do Zé yes", target("forget", "Bar do Zé", ["confirmed": .bool(true)])),
        ("remove \"Bar do Zé\" yes", target("forget", "Bar do Zé", ["confirmed": .bool(true)])),
        ("edit Mocotó price 2", canonical("edit", ["target": .string("Mocotó"), "field": .string("price"), "value": .int(2)])),
        ("import backup.json", canonical("import", ["path": .string("backup.json"), "preview": .bool(false)])),
        ("import backup.json preview", canonical("import", ["path": .string("backup.json"), "preview": .bool(true)])),
        ("import \"my backup.json\"", canonical("import", ["path": .string("my backup.json"), "preview": .bool(false)])),
        ("export ~/x.json", canonical("export", ["path": .string("~/x.json")])), ("export", canonical("export")),
        ("run evening.ct", canonical("source", ["path": .string("evening.ct")])),
        ("help spin", canonical("help", ["topic": .string("spin")])), ("help near me", canonical("help", ["topic": .string("near")])),
        ("ajuda", canonical("help")), ("please help", canonical("help")), ("???", canonical("help")),
        ("limpar cache", canonical("cache", ["action": .string("clear")])),
        ("atualizar", canonical("cache", ["action": .string("refresh")])),
        ("tchau", quit), (":q", quit), ("q", quit), ("tags", canonical("tags")), ("cities", canonical("cities")),
        ("cities santa cruz", canonical("cities", ["query": .string("santa cruz")])),
        ("explain spin bar", canonical("explain", ["text": .string("spin bar")])),
    ])
    func placeAndShellPhrasings(line: String, expected: String) {
        #expect(parse(line) == expected, "\(line)")
    }

    // MARK: Case, accents, fillers

    @Test(arguments: [
        ("SPIN BAR", "spin bar"), ("Spin Bar", "spin bar"), ("PERTO DE MÍM", "perto de mim"), ("perto de mím", "perto de mim"),
        ("Perto De Mim 2KM", "perto de mim 2km"), ("SPIN BAR NOT SUSHI", "spin bar not sushi"), ("spin JAPONÊS", "spin japonês"),
        ("spin japones", "spin japonês"), ("AGAIN", "again"), ("De Novo", "de novo"), ("OUTRO", "outro"),
        ("NOTA 2 NÃO VOLTARIA", "nota 2 não voltaria"), ("Rate 4 Would Return", "rate 4 would return"),
        ("HISTORY BEST", "history best"), ("CLEAR CACHE", "clear cache"), ("Learning OFF", "learning off"),
    ])
    func caseAndAccentsNeverMatter(variant: String, plain: String) {
        #expect(parse(variant) != nil)
        #expect(parse(variant) == parse(plain), "\(variant) vs \(plain)")
    }

    @Test(arguments: [
        ("please pick me some sushi", spin(["sushi"])), ("please spin", spin()), ("pick me a bar", spin(["bar"])),
        ("spin some japanese please", spin(["japanese"])), ("pick me something cheap please", spin(price: 1)),
        ("hey spin", spin()), ("ok spin bar", spin(["bar"])), ("por favor sorteia bar", spin(["bar"])),
    ])
    func fillerWordsAreIgnored(line: String, expected: String) {
        #expect(parse(line) == expected, "\(line)")
    }

    @Test func surroundingWhitespaceIsIgnored() {
        #expect(parse("   spin   bar  \t") == spin(["bar"]))
        #expect(UnitFixtures.parser.parse("") == nil)
        #expect(UnitFixtures.parser.parse("   \t ") == nil)
    }

    // MARK: Unknown input

    /// A typo in a harmless command is read as meant and runs.
    @Test(arguments: [
        ("spn", "spin"), ("sprn", "spin"), ("spn bar", "spin bar"), ("lsit", "list"), ("sttings", "settings"),
        ("hepl", "help"), ("hlep rate", "help rate"),
    ])
    func harmlessTyposRun(line: String, meant: String) throws {
        #expect(parse(line) == parse(meant), "\(line)")
    }

    /// A typo in a command that deletes, overwrites or records is offered,
    /// never run; quitting is never guessed.
    @Test(
        arguments: [
            ("raet 4", "rate 4"), ("forgte Bar do Zé", "forget Bar do Zé"), ("exprot backup.json", "export backup.json"),
            ("qiut", nil), ("improt a.json replace", "import a.json replace"),
        ] as [(String, String?)])
    func riskyTyposAreOffered(line: String, suggestion: String?) throws {
        let intent = try #require(UnitFixtures.parser.parse(line))
        guard case .unknown(let text, let got, _) = intent else {
            Issue.record("\(line) parsed as \(intent.name)"); return
        }
        #expect(text == line)
        #expect(got == suggestion, "\(line)")
        #expect(intent.canonicalJSON["slots"]?["suggestion"] == suggestion.map(JSON.string))
    }

    @Test func nothingCloseMeansNoSuggestion() throws {
        let intent = try #require(UnitFixtures.parser.parse("xyzzy"))
        #expect(intent == .unknown(text: "xyzzy", suggestion: nil))
        #expect(parse("xyzzy") == canonical("unknown", ["text": .string("xyzzy")]))
    }

    /// A food word one typo from a term is that term, and the reply says how it was read.
    @Test func misspeltFoodWordsAreReadAsTheTermAndSaidSo() throws {
        let understood = try #require(UnitFixtures.parser.understand("spin sushii"))
        #expect(understood.intent.canonicalJSON.encoded() == spin(["sushi"]))
        #expect(understood.corrections == [Correction(typed: "sushii", read: "sushi")])
        #expect(understood.ignored.isEmpty)
    }

    /// Words no slot takes are reported, not dropped in silence.
    @Test func leftoverWordsAreReported() throws {
        let understood = try #require(UnitFixtures.parser.understand("spin bar zorblax"))
        #expect(understood.ignored == ["zorblax"] || understood.intent.canonicalJSON.encoded() == spin(["zorblax"]))
        let all = try #require(UnitFixtures.parser.understand("please spin a cheap bar for us tonight"))
        #expect(all.ignored.isEmpty)
        #expect(all.confidence == 1)
    }

    @Test func garbageNeverCrashes() {
        let parser = UnitFixtures.parser
        var generator = SeededRandom(seed: 20_261_122)
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 1...120, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let line = String(decoding: bytes, as: UTF8.self)
            if let intent = parser.parse(line) { _ = intent.canonicalJSON.encoded() }
        }
        let words = ["spin", "not", "2km", "\"", "rate", "-23.5,-46.6", "$$", "city", "again", "page", "yes", ",", "at", "tags", "🍣", "5"]
        for _ in 0..<300 {
            let line = (0..<Int.random(in: 1...12, using: &generator)).map { _ in words.randomElement(using: &generator)! }.joined(
                separator: " ")
            #expect(parser.parse(line) != nil)
        }
        for line in [
            "!!!", "...", ",,,", "$$$$", "\"", "'", "\"unterminated", "\u{0}\u{1B}[2J", "🍣🍺", String(repeating: "spin bar ", count: 2_000),
            String(repeating: "a", count: 100_000), String(repeating: "?!", count: 5_000), "list page -1",
            "history 1e300", "set radius -5km", "rate 4.5", "rate 0", "rate -3",
        ] {
            let intent = parser.parse(line)
            #expect(intent != nil)
            _ = intent?.canonicalJSON.encoded()
        }
    }
}
