import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - Inputs that once crashed, stalled or parsed wrongly

@Suite("Parser regressions")
struct ParserRegressionTests {
    let parser = UnitFixtures.parser

    @Test(
        "huge numbers never trap",
        arguments: [
            "rate 99999999999999999999999", "99999999999999999999 stars", "list page 99999999999999999999",
            "history 99999999999999999999", "rate 1e400", "spin 1e308km",
            "log 99999999999999999999", "show the last 99999999999999999999 events", "mostra os últimos 99999999999999999999 eventos",
            "set avoid-repeats 99999999999999999999", "don't repeat the last 99999999999999999999 places",
            "não repete os últimos 99999999999999999999 lugares", "show number 99999999999999999999", "open number 1e300",
            "fav number 99999999999999999999", "forget number 99999999999999999999", "mostra o número 99999999999999999999",
        ])
    func hugeNumbers(_ line: String) {
        #expect(parser.parse(line) != nil)
    }

    /// Fillers that are also words of names ("velho", "nossa", "bem") stay
    /// at a name's edges; a quoted target loses its quotes in every verb.
    @Test(
        "names keep filler-like words; quotes are not part of a name",
        arguments: [
            ("edit \"Pub do Canto\" name Canto Velho", "Pub do Canto", "Canto Velho"),
            ("rename Bar X to Bem Brasil please", "Bar X", "Bem Brasil"),
            ("edit Bar X notes good for groups lol", "Bar X", "good for groups"),
        ])
    func namesKeepTheirWords(_ line: String, target: String, value: String) {
        guard case .edit(let request)? = parser.parse(line) else {
            Issue.record("\(line): \(String(describing: parser.parse(line)))")
            return
        }
        #expect(request.target == .name(target))
        #expect(request.value == value)
    }

    /// "rename it to …", "renomeia pra …": the current place, not a spin of the new name's words.
    @Test(
        "renaming the current place",
        arguments: [
            "rename it to Bar Brasil", "rename this place to Bar Brasil", "renomeia pra Bar Brasil", "rename to Bar Brasil please",
            "renomeia esse lugar pra Bar Brasil",
        ])
    func renamingTheCurrentPlace(_ line: String) {
        guard case .edit(let request)? = parser.parse(line) else {
            Issue.record("\(line): \(String(describing: parser.parse(line)))")
            return
        }
        #expect(request.target == nil)
        #expect(request.field == .name)
        #expect(request.value == "Bar Brasil")
    }

    /// "tem algum X por aqui?" looks X up on the map, as "is there a X near me?" does;
    /// "X, tem algum aqui perto?" asks after what came before: a near search.
    @Test func isThereOneNearby() {
        #expect(UnitFixtures.explain("tem algum Mocotó perto de mim?")?.contains(#""intent":"find","slots":{"query":"Mocotó"}"#) == true)
        #expect(UnitFixtures.explain("existe alguma Cacau Show por aqui")?.contains(#""query":"Cacau Show""#) == true)
        #expect(UnitFixtures.explain("rodízio de pizza, tem algum aqui perto?")?.contains(#""intent":"near""#) == true)
    }

    /// Decimals said in words are below one unless a whole number comes first ("point five" is 0.5, never 5).
    @Test(
        "spoken decimals",
        arguments: [
            ("near me point five km", 0.5), ("perto de mim ponto cinco km", 0.5),
            ("near me 2 point 5 km", 2.5), ("near me one point five km", 1.5),
        ])
    func spokenDecimals(_ line: String, km: Double) {
        #expect(
            UnitFixtures.explain(line)?.contains("\"radius_km\":\(JSON.format(km))") == true,
            "\(line): \(UnitFixtures.explain(line) ?? "nil")")
    }

    /// One slip from several words: the reading that explains the line wins ("neer" is never and near; "neer me" is near).
    @Test func aTypoIsReadAsTheWordThatMakesSense() {
        #expect(UnitFixtures.explain("neer me 1km")?.contains(#""intent":"near""#) == true)
    }

    /// "skip/drop the animation" turns it off; "searches should cover 4km by default" sets the radius.
    @Test func settingsSaidInPassing() {
        #expect(
            UnitFixtures.explain("skip the spinning wheel animation from now on")
                == #"{"intent":"set","slots":{"key":"animation","value":false}}"#)
        #expect(UnitFixtures.explain("drop the roulette animation") == #"{"intent":"set","slots":{"key":"animation","value":false}}"#)
        #expect(UnitFixtures.explain("buscas devem cobrir 3km por padrão") == #"{"intent":"set","slots":{"key":"radius","value":3}}"#)
        #expect(UnitFixtures.explain("skip")?.contains(#""intent":"again""#) == true, "skip alone is still another pick")
    }

    /// A nickname with its state picks the city ("poa, rs"); "cidade" after a switch word may begin the name.
    @Test func citiesSaidTheBrazilianWay() {
        let parser = ServicesParserTests.parser
        func explain(_ line: String) -> String { parser.parse(line)?.canonicalJSON.encoded() ?? "nil" }
        #expect(explain("switch to poa, rs").contains(#""city":"Porto Alegre""#), "\(explain("switch to poa, rs"))")
        #expect(explain("muda pra poa, sp").contains(#""city":"Poá""#), "\(explain("muda pra poa, sp"))")
        #expect(explain("muda pra Cidade do México").contains(#""city":"Mexico City""#), "\(explain("muda pra Cidade do México"))")
    }

    /// A city after in/em is found however the words around it are written:
    /// punctuation glued to it, a stray comma before it, a nickname, an
    /// exonym (the city look-up skips words that begin no city's name).
    @Test func aCityAfterInOrEmIsFoundHoweverItIsWritten() {
        let parser = ServicesParserTests.parser
        func explain(_ line: String) -> String { parser.parse(line)?.canonicalJSON.encoded() ?? "nil" }
        #expect(
            explain("pizza em Sampa!") == #"{"intent":"find","slots":{"city":"São Paulo","query":"pizza"}}"#,
            "\(explain("pizza em Sampa!"))")
        #expect(
            explain("pizza em , Curitiba") == #"{"intent":"find","slots":{"city":"Curitiba","query":"pizza"}}"#,
            "\(explain("pizza em , Curitiba"))")
        #expect(
            explain("pastel de nata em Lisboa") == #"{"intent":"find","slots":{"city":"Lisbon","query":"pastel de nata"}}"#,
            "\(explain("pastel de nata em Lisboa"))")
        #expect(
            explain("pizza in Porto, Portugal") == #"{"intent":"find","slots":{"city":"Porto","query":"pizza"}}"#,
            "\(explain("pizza in Porto, Portugal"))")
        #expect(!explain("pizza na casa da vó").contains(#""city""#), "\(explain("pizza na casa da vó"))")
    }

    /// "o que está aberto agora?" asks which places are open (a spin), not one place's hours.
    @Test("what is open now", arguments: ["o que está aberto agora?", "o que tá aberto agora", "onde tem algo aberto agora?"])
    func whatIsOpenNow(_ line: String) {
        #expect(UnitFixtures.explain(line)?.contains(#""open_now":true"#) == true, "\(line): \(UnitFixtures.explain(line) ?? "nil")")
    }

    /// A misspelt negation before going back would flip the answer: the
    /// rating is offered with the repair, never recorded as "would return".
    @Test(
        "a misspelt negation before going back is offered",
        arguments: [
            "rate 3 we woudlnt go back", "rate 2 we dnot want to go back", "rate 2 we wotn be back",
        ])
    func misspeltNegationBeforeGoingBack(_ line: String) {
        guard case .unknown(_, let suggestion?, _) = parser.parse(line) else {
            Issue.record("\(line) was not offered: \(String(describing: parser.parse(line)))")
            return
        }
        #expect(suggestion.hasSuffix("never again"))
    }

    @Test func negationsWithoutApostrophes() {
        guard case .rate(let r)? = parser.parse("rate 3 we wouldnt go back") else { Issue.record("not a rating"); return }
        #expect(r.wouldReturn == false)
    }

    /// Verbs in their -ing form still name their command ("would you mind exporting …").
    @Test func gerundsNameTheirCommand() {
        #expect(parser.parse("would you mind exporting everything to backup.json?")?.name == "export")
    }

    @Test func longestPhraseWins() {
        #expect(parser.parse("add it to my list")?.name == "save")
        #expect(parser.parse("spin again")?.name == "again")
        #expect(parser.parse("where should we eat")?.name == "spin")
    }

    @Test func commasSeparateFilters() {
        #expect(parser.parse("spin bar, not sushi") == .spin(SpinFilters(tags: ["bar"], avoid: ["sushi"])))
        #expect(parser.parse("spin not sushi, not ramen") == .spin(SpinFilters(avoid: ["sushi", "ramen"])))
    }

    @Test func routeTo() {
        #expect(parser.parse("route to Tan Tan Bar") == .open(target: .name("Tan Tan Bar"), app: .maps))
    }

    /// A typo in a harmless, reversible command runs as meant.
    @Test func aMisspeltCitySwitchRuns() {
        guard case .city(let request)? = parser.parse("swich city Curitiba") else {
            Issue.record("expected city"); return
        }
        #expect(request.name?.hasPrefix("Curitiba") == true)
    }

    @Test func portugueseFiltersAloneAreASpin() {
        // (A change of kinds, read by the session as a fresh spin when nothing was picked yet.)
        guard case .refine(let r)? = parser.parse("comida japonesa") else { Issue.record("expected a refinement"); return }
        #expect(r.replaceTags == ["japanese"])
        #expect(SessionState().intent(for: r) == .spin(SpinFilters(tags: ["japanese"])))
    }

    @Test func halfStarsAreRefusedWithAReason() {
        guard case .unknown(_, _, let reason)? = parser.parse("rate 4.5") else { Issue.record("expected unknown"); return }
        #expect(reason == .stars)
    }

    @Test func wholeNumberCoordinates() {
        #expect(parser.parse("i'm at -23,-46") == .location(lat: -23, lng: -46, query: nil))
        #expect(parser.parse("i'm at 91,0") == .location(lat: 91, lng: 0, query: nil))
    }

    @Test func quickTagsAreLowerCasedInExplain() {
        let json = parser.parse("rate 5 great food")?.canonicalJSON.encoded() ?? ""
        #expect(json.contains("\"tags\":[\"comida incrível\"]"))
    }

    @Test func veryLongLinesAreRefusedQuickly() {
        let line = String(repeating: "spin bar ", count: 20_000)
        let start = Date()
        guard case .unknown(_, _, let reason)? = parser.parse(line) else { Issue.record("expected unknown"); return }
        #expect(reason == .lineTooLong(bytes: line.trimmed.utf8.count, limit: Parser.maxLineBytes))
        #expect(Date().timeIntervalSince(start) < 1, "a refused line costs next to nothing")
    }
}

@Suite("JSON edge cases")
struct JSONEdgeCaseTests {
    @Test func loneHighSurrogateKeepsTheNextCharacter() throws {
        #expect(try JSON.parse("\"\\ud83d\\u0041\"") == .string("\u{FFFD}A"))
    }

    @Test func leadingZerosAndOverflowAreErrors() {
        #expect(throws: JSONSyntaxError.self) { try JSON.parse("01") }
        #expect(throws: JSONSyntaxError.self) { try JSON.parse("1e400") }
    }

    @Test func bigIntegersPrintWithoutFraction() {
        #expect(JSON.number(1e15).encoded() == "1000000000000000")
    }

    @Test func columnsAfterAByteOrderMark() {
        do {
            _ = try JSON.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("x".utf8))
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 1 && error.column == 1)
        }
    }
}

@Suite("Command table")
struct CommandTableTests {
    /// The parser compares folded input with phrases as written, so every
    /// phrase must be folded already or have a folded twin.
    @Test func everyPhraseIsFoldedOrHasAFoldedTwin() {
        for spec in CommandTable.all {
            for phrase in spec.phrases where Folding.key(phrase) != phrase {
                #expect(spec.phrases.contains(Folding.key(phrase)), "\(spec.name): '\(phrase)' needs '\(Folding.key(phrase))' too")
            }
        }
    }

    @Test func accentedPhrasesStillWork() {
        #expect(UnitFixtures.parser.parse("tô em -23.5,-46.6")?.name == "location")
        #expect(UnitFixtures.parser.parse("CONFIGURAÇÕES")?.name == "settings")
    }
}

@Suite("Web links")
struct WebLinkTests {
    @Test(arguments: [
        "https://example.com", "http://example.com/menu?a=1#x", "https://bar.example:8443/", "https://user@example.com",
        "HTTPS://EXAMPLE.COM", "https://[::1]/", "https://127.0.0.1/menu", "https://bar-do-ze.com.br",
    ])
    func accepted(_ link: String) { #expect(WebLink.isValid(link)) }

    @Test(arguments: [
        "https://", "http://", "https://example .com", "https:// example.com", "ftp://example.com", "javascript:alert(1)",
        "example.com", "https://exa\u{1B}[31mmple.com", "https://.", "https://..com", "https:///path", "https://?q=1", "https://ex ample",
    ])
    func refused(_ link: String) { #expect(!WebLink.isValid(link)) }

    /// A bad link stored by a backup is never opened: `open … link` has nothing to open; the other apps still work.
    @Test func aStoredBadLinkIsNeverOpened() {
        for bad in ["https://", "https://example .com", "javascript:alert(1)", "file:///etc/passwd"] {
            let place = Restaurant(id: "x", name: "Bar X", externalLink: bad, lat: -25.4, lng: -49.2)
            #expect(PlaceLinks.url(for: place, app: .link) == nil, "\(bad)")
            #expect(!PlaceLinks.all(for: place).contains { $0.app == .link })
            #expect(PlaceLinks.url(for: place, app: .maps) != nil)
        }
    }
}
