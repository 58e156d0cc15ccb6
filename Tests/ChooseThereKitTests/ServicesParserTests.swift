import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - The phrasings of issue 15, as `explain` shows them
//
// find, open now, refresh details, log, edit hours, set log: each line is
// what a user types and the canonical JSON `explain` must print for it.
// Kept apart from ParserTests. Names are kept as typed (the language layer's rule); a
// food word near me is a near search; "find … from my list" is a search of the list.

@Suite("Parser: find, open now, details, log")
struct ServicesParserTests {
    /// A parser with the city catalogue, as the session builds it.
    static var parser: Parser {
        Parser(
            lexicon: Lexicon(
                vocabulary: { UnitFixtures.vocabulary },
                cities: CityResolver {
                    if case .success(let catalog) = UnitFixtures.resources.catalog() { catalog } else { nil }
                }, model: { UnitFixtures.resources.intentModel }))
    }

    static let expectations: [(line: String, json: String)] = [
        // find: OpenStreetMap by name, brand, dish or cuisine
        ("find Mocotó near me", #"{"intent":"find","slots":{"query":"Mocotó"}}"#),
        ("search açaí from osm", #"{"intent":"find","slots":{"query":"açaí","source":"osm"}}"#),
        ("acha temaki aqui perto", #"{"intent":"find","slots":{"query":"temaki"}}"#),
        ("is there a Mocotó near me?", #"{"intent":"find","slots":{"query":"Mocotó"}}"#),
        ("temaki in Curitiba", #"{"intent":"find","slots":{"city":"Curitiba","query":"temaki"}}"#),
        ("find temaki in curitiba", #"{"intent":"find","slots":{"city":"Curitiba","query":"temaki"}}"#),
        ("açaí em Belém", #"{"intent":"find","slots":{"city":"Belém","query":"açaí"}}"#),
        ("find pizza near me 2km", #"{"intent":"find","slots":{"query":"pizza","radius_km":2}}"#),
        // A place described by its kind is a pick, however it is asked for (issue 23, item 4).
        ("search a ramen place nearby within 500m", #"{"intent":"near","slots":{"avoid":[],"radius_km":0.5,"tags":["ramen"]}}"#),
        (#"find "Bar do Zé" in São Paulo"#, #"{"intent":"find","slots":{"city":"São Paulo","query":"Bar do Zé"}}"#),
        ("procurar pastel por perto", #"{"intent":"find","slots":{"query":"pastel"}}"#),
        ("tem algum japonês perto de mim", #"{"intent":"near","slots":{"avoid":[],"tags":["japanese"]}}"#),
        ("find Mocotó from my list", #"{"intent":"list","slots":{"query":"Mocotó"}}"#),
        ("find near me", #"{"intent":"near","slots":{"avoid":[],"tags":[]}}"#),
        // …and without near me, from osm or a city: your own list, as before
        ("search ramen", #"{"intent":"list","slots":{"tags":["ramen"]}}"#),
        ("search for ramen", #"{"intent":"list","slots":{"tags":["ramen"]}}"#),
        ("find ramen", #"{"intent":"list","slots":{"tags":["ramen"]}}"#),
        ("buscar açaí", #"{"intent":"list","slots":{"tags":["açaí"]}}"#),
        ("find bar in the corner", #"{"intent":"list","slots":{"query":"bar in the corner"}}"#),
        ("is there a Mocotó?", #"{"intent":"list","slots":{"query":"Mocotó"}}"#),
        // open now (slots only when true)
        ("spin open now", #"{"intent":"spin","slots":{"avoid":[],"favorites":false,"open_now":true,"rating":"any","tags":[]}}"#),
        ("open now", #"{"intent":"spin","slots":{"avoid":[],"favorites":false,"open_now":true,"rating":"any","tags":[]}}"#),
        ("what's open", #"{"intent":"spin","slots":{"avoid":[],"favorites":false,"open_now":true,"rating":"any","tags":[]}}"#),
        (
            "open now strict",
            #"{"intent":"spin","slots":{"avoid":[],"favorites":false,"open_now":true,"rating":"any","strict":true,"tags":[]}}"#
        ),
        ("aberto agora", #"{"intent":"spin","slots":{"avoid":[],"favorites":false,"open_now":true,"rating":"any","tags":[]}}"#),
        ("spin bar open now", #"{"intent":"spin","slots":{"avoid":[],"favorites":false,"open_now":true,"rating":"any","tags":["bar"]}}"#),
        ("near me open now", #"{"intent":"near","slots":{"avoid":[],"open_now":true,"tags":[]}}"#),
        (
            "near me bar open now strict from osm",
            #"{"intent":"near","slots":{"avoid":[],"open_now":true,"source":"osm","strict":true,"tags":["bar"]}}"#
        ),
        ("perto de mim aberto agora", #"{"intent":"near","slots":{"avoid":[],"open_now":true,"tags":[]}}"#),
        ("spin bar", #"{"intent":"spin","slots":{"avoid":[],"favorites":false,"rating":"any","tags":["bar"]}}"#),
        // refresh details, log, edit hours, set log
        ("refresh details", #"{"intent":"refetch","slots":{}}"#),
        ("refresh details Mocotó", #"{"intent":"refetch","slots":{"target":"Mocotó"}}"#),
        ("atualizar detalhes 2", #"{"intent":"refetch","slots":{"target":"2"}}"#),
        ("refresh", #"{"intent":"cache","slots":{"action":"refresh"}}"#),
        ("log", #"{"intent":"log","slots":{}}"#),
        ("log 50", #"{"intent":"log","slots":{"limit":50}}"#),
        ("events", #"{"intent":"log","slots":{}}"#),
        ("set log off", #"{"intent":"set","slots":{"key":"log","value":"off"}}"#),
        ("log detailed", #"{"intent":"set","slots":{"key":"log","value":"detailed"}}"#),
        (
            "edit Mocotó hours Mo-Fr 11:00-15:00",
            #"{"intent":"edit","slots":{"field":"hours","target":"Mocotó","value":"Mo-Fr 11:00-15:00"}}"#
        ),
        (
            "edit 2 horario Seg a Sex 11h às 15h",
            #"{"intent":"edit","slots":{"field":"hours","target":"2","value":"Seg a Sex 11h às 15h"}}"#
        ),
    ]

    @Test(arguments: expectations.indices)
    func explains(_ i: Int) {
        let (line, json) = Self.expectations[i]
        var intent = Self.parser.parse(line)
        if case .refine(let r)? = intent { intent = SessionState().intent(for: r) }
        #expect(intent?.canonicalJSON.encoded() == json, "explain \(line)")
    }

    @Test func aCityMustBeNamedExactlyForAVerblessFind() {
        // A near-miss is not chosen silently: without a verb the line is not a find.
        if case .find? = Self.parser.parse("temaki in Curitba") { Issue.record("a misspelt city became a find") }
        if case .find? = Self.parser.parse("sushi in Curi") { Issue.record("a prefix became a city") }
    }

    @Test func theCommandTableHasTheNewRowsForHelpAndCompletion() {
        for name in ["find", "refetch", "log"] { #expect(CommandTable.spec(named: name) != nil) }
        #expect(CommandTable.spec(forTopic: "refresh details")?.name == "refetch")
        #expect(CommandTable.spec(forTopic: "find")?.name == "find")
        #expect(CommandTable.spec(forTopic: "search")?.name == "find")
    }
}
