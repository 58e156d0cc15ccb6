import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - What an import refuses, and what it keeps byte for byte

/// A backup's JSON text from place and visit objects.
func backupText(places: [JSON], visits: [JSON] = [], createdAt: String = "2026-11-01T00:00:00Z") -> String {
    JSON.object(["schemaVersion": .int(1), "createdAt": .string(createdAt), "restaurants": .array(places), "visits": .array(visits)])
        .encoded()
}

/// A valid place row, with fields replaced by `extra`.
func placeRow(_ id: String, _ extra: [String: JSON] = [:]) -> JSON {
    var o: [String: JSON] = [
        "id": .string(id), "name": .string("Place \(id)"), "city": .string("Curitiba"), "state": .string("PR"),
        "lat": .number(-25.43), "lng": .number(-49.27),
    ]
    for (k, v) in extra { o[k] = v }
    return .object(o)
}

/// A valid visit row, with fields replaced by `extra`.
func visitRow(_ id: String, place: String, _ extra: [String: JSON] = [:]) -> JSON {
    var o: [String: JSON] = [
        "id": .string(id), "restaurantId": .string(place), "dateVisited": .string("2026-10-01T20:00:00Z"), "rating": .int(4),
    ]
    for (k, v) in extra { o[k] = v }
    return .object(o)
}

@Suite("Backup validation")
struct BackupValidationTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18

    static func problems(_ text: String, known: Set<String> = []) -> [String] {
        problems(bytes: Array(text.utf8), known: known)
    }

    static func problems(bytes: [UInt8], known: Set<String> = []) -> [String] {
        if case .failure(let f) = Backup.decode(bytes: bytes, now: now, knownIds: { known.contains($0) }) {
            return f.problems.map(\.description)
        }
        return []
    }

    @Test func controlCharactersInIdsNamesTagsAndPlacesAreRefused() {
        let found = Self.problems(
            backupText(
                places: [
                    placeRow("\u{0}one"), placeRow("\u{0}two"),
                    placeRow("c", ["name": .string("Bar\u{1B}[2J")]),
                    placeRow("d", ["tags": .array([.string("beer\u{1F}wine")])]),
                    placeRow("e", ["city": .string("Curi\u{7}tiba")]),
                    placeRow("f", ["notes": .string("keeps \u{0} and \u{1B} and \u{1F}"), "address": .string("Rua\u{0D}")]),
                ], visits: [visitRow("v\u{9}1", place: "f", ["tags": .array([.string("\u{1F}")])])]))
        #expect(found.contains("restaurants[0].id: contains the control character U+0000"))
        #expect(found.contains("restaurants[1].id: contains the control character U+0000"))
        #expect(found.contains("restaurants[2].name: contains the control character U+001B"))
        #expect(found.contains("restaurants[3].tags[0]: contains the control character U+001F"))
        #expect(found.contains("restaurants[4].city: contains the control character U+0007"))
        #expect(found.contains("visits[0].id: contains the control character U+0009"))
        #expect(found.contains("visits[0].tags[0]: contains the control character U+001F"))
        #expect(!found.contains { $0.hasPrefix("restaurants[5]") }, "notes and addresses keep control characters: \(found)")
    }

    @Test func blankAndMissingPlacesOfVisitsAreFoundBeforeAnything() {
        let file = backupText(
            places: [placeRow("a")],
            visits: [
                visitRow("v1", place: "  "), visitRow("v2", place: "gone"), visitRow("v3", place: "a"), visitRow("v4", place: "mine"),
            ])
        let found = Self.problems(file, known: ["mine"])
        #expect(found == ["visits[0].restaurantId: is blank", "visits[1].restaurantId: 'gone' is in neither the file nor your list"])
        // A replace keeps nothing of the store, so a visit may only point at the file's own places.
        #expect(Self.problems(file, known: []).contains("visits[3].restaurantId: 'mine' is in neither the file nor your list"))
    }

    @Test func visitsListedBeforeTheirPlacesAreCheckedAtTheEnd() {
        let text =
            #"{"visits": [{"id": "v", "restaurantId": "later", "dateVisited": "2026-10-01T00:00:00Z", "rating": 1}, "#
            + #"{"id": "w", "restaurantId": "nowhere", "dateVisited": "2026-10-01T00:00:00Z", "rating": 1}], "#
            + #""restaurants": [{"id": "later", "name": "L", "lat": 0, "lng": 0}], "schemaVersion": 1, "createdAt": "2026-10-01T00:00:00Z"}"#
        #expect(Self.problems(text) == ["visits[1].restaurantId: 'nowhere' is in neither the file nor your list"])
    }

    @Test func numbersAreCheckedBeforeTheyBecomeIntegers() {
        let found = Self.problems(
            backupText(
                places: [
                    placeRow("a", ["priceTier": .number(1e300), "ratingCount": .number(1e300), "ratingAverage": .number(-1e300)]),
                    placeRow("b", ["priceTier": .number(2.5), "lat": .number(1e300), "lng": .number(-1e300)]),
                ], visits: [visitRow("v", place: "a", ["rating": .number(-1e300)])]))
        for expected in [
            "restaurants[0].priceTier: 1e+300 is outside 1, 2, 3", "restaurants[0].ratingCount: 1e+300 is outside 0–1000000000",
            "restaurants[0].ratingAverage: -1e+300 is outside 0–5", "restaurants[1].priceTier: 2.5 is not a whole number",
            "restaurants[1].lat: 1e+300 is outside -90…90", "visits[0].rating: -1e+300 is outside 0–5",
        ] {
            #expect(found.contains(expected), "missing \(expected) in \(found)")
        }
    }

    @Test func datesMustBeOnTheCalendar() {
        let found = Self.problems(
            backupText(
                places: [placeRow("a", ["ratingLastVisitedAt": .string("2023-02-29T10:00:00Z")])],
                visits: [visitRow("v", place: "a", ["dateVisited": .string("2024-02-31T20:00:00Z")])],
                createdAt: "2026-04-31T00:00:00Z"))
        #expect(found.contains("createdAt: '2026-04-31T00:00:00Z' is not a real date (April 2026 has 30 days)"))
        #expect(found.contains("restaurants[0].ratingLastVisitedAt: '2023-02-29T10:00:00Z' is not a real date (February 2023 has 28 days)"))
        #expect(found.contains("visits[0].dateVisited: '2024-02-31T20:00:00Z' is not a real date (February 2024 has 29 days)"))
    }

    @Test func cityAndStateAreTrimmedAndChecked() throws {
        let found = Self.problems(
            backupText(places: [
                placeRow("a", ["city": .string("Curitiba|PR")]), placeRow("b", ["city": .string("  "), "state": .string("SP")]),
            ]))
        #expect(
            found == [
                "restaurants[0].city: 'Curitiba|PR' contains '|', which separates city and state",
                "restaurants[1].state: 'SP' is given without a city",
            ])
        let good = Backup.decode(
            bytes: Array(backupText(places: [placeRow("c", ["city": .string(" Curitiba "), "state": .string(" PR\t")])]).utf8),
            now: Self.now, knownIds: { _ in false })
        guard case .success(.backup(let backup)) = good else { Issue.record("refused"); return }
        #expect(backup.restaurants.first?.city == "Curitiba" && backup.restaurants.first?.state == "PR")
    }

    @Test func latin1AndDuplicateKeysAreRefusedWithTheirPlace() {
        let latin1 =
            Array(#"{"schemaVersion": 1, "restaurants": [{"id": "a", "name": "Caf"#.utf8) + [0xE9]
            + Array(#"", "lat": 0, "lng": 0}]}"#.utf8)
        #expect(
            Self.problems(bytes: latin1) == [
                "line 1, column 62: invalid JSON: not valid UTF-8: byte 0xE9 at byte offset 61; save the file as UTF-8"
            ])
        let twice = "{\"schemaVersion\": 1,\n \"restaurants\": [{\"id\": \"a\", \"name\": \"A\", \"lat\": 0, \"lng\": 0, \"name\": \"B\"}]}"
        #expect(Self.problems(twice) == ["line 2, column 63: invalid JSON: duplicate key \"name\" in an object"])
        let twoLists = #"{"schemaVersion": 1, "restaurants": [], "restaurants": []}"#
        #expect(Self.problems(twoLists).first?.contains("duplicate key \"restaurants\"") == true)
        #expect(
            Self.problems(#"{"schemaVersion": 1, "restaurants": [{"id": "\ud800", "name": "x", "lat": 0, "lng": 0}]}"#)
                .first?.contains("unpaired surrogate") == true)
    }

    @Test func aListInTheSeedFormatFollowsTheSameTextRules() {
        let list =
            #"{"restaurants": [{"id": "a\u0000", "name": "A", "lat": 0, "lng": 0}, {"id": "b", "name": "B", "lat": 0, "lng": 0, "tags": ["x\u001fy"]}, "#
            + #"{"id": "c", "name": "C", "lat": 0, "lng": 0, "city": " Natal ", "state": " RN"}, {"id": "d", "name": "D", "lat": 0, "lng": 0, "state": "RN"}]}"#
        guard case .success(.list(let file)) = Backup.decode(bytes: Array(list.utf8), now: Self.now, knownIds: { _ in false }) else {
            Issue.record("not a list"); return
        }
        #expect(file.restaurants.map(\.id) == ["c"])
        #expect(file.restaurants.first?.city == "Natal" && file.restaurants.first?.state == "RN")
        #expect(
            file.problems.map(\.description) == [
                "row 1: id contains the control character U+0000", "id b: a tag contains the control character U+001F",
                "id d: state 'RN' is given without a city",
            ])
    }
}
