import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - The words of issue 15: every new failure and message, in full

@Suite("Wording: find, details, open now, log")
struct ServicesWordingTests {
    static var r: TextRenderer { TextRenderer() }

    @Test func everyPhraseHasAnEnglishTemplate() {
        for phrase in Phrase.allCases { #expect(EnglishPhrases.table[phrase] != nil, "\(phrase) has no English") }
    }

    @Test func failuresInFull() {
        let none = OpenNowSummary(open: 0, closed: 3, unknown: 2, unknownNames: ["A", "B"], strict: true)
        let cases: [(CommandFailure, String)] = [
            (
                .nothingFound(query: "mocotó", radiusKm: 3, origin: nil),
                "OpenStreetMap has nothing matching 'mocotó' within 3 km. Try a larger radius (find mocotó near me 5km), or your list: search mocotó."
            ),
            (
                .nothingFound(query: "temaki", radiusKm: 10, origin: "Curitiba, PR"),
                "OpenStreetMap has nothing matching 'temaki' within 10 km around the centre of Curitiba, PR, the largest radius. Try your list: search temaki."
            ),
            (
                .nothingFound(query: "ramen", radiusKm: 0.5, origin: nil),
                "OpenStreetMap has nothing matching 'ramen' within 500 m. Try a larger radius (find ramen near me 1km), or your list: search ramen."
            ),
            (
                .nothingOnMap(radiusKm: 5, category: nil),
                "OpenStreetMap has nothing within 5 km. Try a larger radius (near me 10km from osm), or your list: near me from my list."
            ),
            (
                .nothingOpen(none),
                "Nothing is open now: 3 closed, and 2 places with unknown hours left out (strict). Without strict they stay in the draw."
            ),
            (
                .nothingOpen(OpenNowSummary(open: 0, closed: 1, unknown: 0, unknownNames: [], strict: false)),
                "Nothing is open now: 1 place closed."
            ),
            (
                .noOSMId(name: "Bar do Zé"),
                "Bar do Zé did not come from OpenStreetMap, so there is nothing to refresh. Set its hours yourself: edit Bar do Zé hours Mo-Fr 11:00-15:00"
            ),
            (.goneFromMap(name: "Mocotó"), "Mocotó is no longer on OpenStreetMap; the details you have were kept."),
            (
                .missing(.findQuery),
                "Say what to look for: find NAME near me (a name, a dish or a cuisine; e.g. find temaki near me, temaki in Curitiba)."
            ),
            (.invalid(.logLevel), "log is off, on or detailed."),
            (
                .invalid(.hours(.unsupported(.months, position: 0, near: "Jan"), target: "Mocotó")),
                "Opening hours with months are not supported (“Jan” at character 1). Give hours as OpenStreetMap writes them, e.g. edit Mocotó hours Mo-Fr 11:00-15:00; Sa 12:00-16:00 (or none)."
            ),
            (.detailsLookup(.noNetwork), "Could not reach OpenStreetMap (no connection). Your list works offline: show."),
        ]
        for (failure, text) in cases { #expect(Self.r.message(for: failure) == text) }
        #expect(CommandFailure.noOSMId(name: "x").code == "no_osm_id" && CommandFailure.nothingOpen(none).code == "no_match")
    }

    @Test func messagesInFull() {
        func text(_ m: Message) -> String { Self.r.render(.message(m)).lines.map(\.text).joined(separator: "\n") }
        #expect(text(.detailsRefreshed(id: "x", name: "Mocotó", changed: true)) == "Refreshed Mocotó from OpenStreetMap.")
        #expect(text(.detailsRefreshed(id: "x", name: "Mocotó", changed: false)) == "Mocotó: OpenStreetMap has nothing new.")
        #expect(text(.eventLog(.off, path: "~/.local/state/choosethere/events.jsonl")) == "The event log is off: nothing more is recorded.")
        #expect(
            text(.eventLog(.on, path: "e.jsonl"))
                == "The event log records what happened, how long it took and how it ended — no place names, searches or coordinates — in e.jsonl."
        )
        #expect(
            text(.eventLog(.detailed, path: "e.jsonl"))
                == "The event log records searches, coordinates and place names too, in e.jsonl. It never leaves this machine.")
    }

    /// The table says a status exactly as `OpeningStatusPhrases` does (it took that wording over).
    @Test func statusesReadAsTheOpeningHoursPhrasesDo() throws {
        let values = [
            "Mo-Su 11:00-23:00", "Mo-Fr 07:00-12:00", "24/7", "Sa 18:00+", "Mo 10:00-12:00", "Sa unknown \"call\"", "Sa off",
            "Sa 10:00-02:00", "Sa 10:00-24:00", "Su 09:00-10:00", "Sa 09:00-10:00; PH off",
        ]
        let moments = [(Weekday.saturday, 17 * 60), (.saturday, 23 * 60 + 30), (.sunday, 3 * 60), (.monday, 9 * 60)]
        for value in values {
            guard case .success(let hours) = OpeningHours.parse(value) else { Issue.record("\(value) did not parse"); continue }
            for (day, minute) in moments {
                let time = try #require(LocalTime(weekday: day, minuteOfDay: minute))
                for holiday in [PublicHoliday.no, .unknown] {
                    let status = hours.status(at: time, publicHoliday: holiday)
                    #expect(
                        Self.r.part(HoursText.self).statusText(status) == OpeningStatusPhrases.english(status),
                        "\(value) at \(day) \(minute)")
                }
            }
        }
    }

    @Test func detailsInWordsWithEveryValueCleaned() {
        let details = PlaceDetails(
            openingHours: "Mo-Fr 11:00-15:00", phone: "+55\u{1B}[31m 11", website: "https://x.example",
            brand: "Rede\u{202E}X", cuisine: ["ice_cream"], diets: ["vegan": .only, "gluten_free": .no],
            outdoorSeating: true, wheelchair: .limited, takeaway: .no, delivery: false)
        let lines = Self.r.part(HoursText.self).detailLines(details, hours: .status(.closed(opens: nil))).map(\.text)
        #expect(
            lines == [
                "  Hours:            Mo-Fr 11:00-15:00 — closed", "  Phone:            +55 11", "  Website:          https://x.example",
                "  Brand:            RedeX", "  Cuisine:          ice cream", "  Diets:            vegan only, no gluten free",
                "  Outdoor seating:  yes", "  Wheelchair:       limited", "  Takeaway:         no", "  Delivery:         no",
            ])
        #expect(Self.r.part(HoursText.self).detailLines(PlaceDetails(), hours: nil).isEmpty)
    }
}
