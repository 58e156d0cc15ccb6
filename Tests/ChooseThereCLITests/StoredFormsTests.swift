import Foundation
import Testing

// MARK: - Stored tags meet typed words however either was written

/// The iOS app's data writes cuisines its own way ("Comida Japonesa",
/// "Japonês"): spin, near and avoid find them from "japanese", "japonês"
/// or "japonesa" alike.
@Suite("Stored forms of a term")
struct StoredFormsTests {
    static let backup = """
        {"schemaVersion":1,"createdAt":"2026-11-01T00:00:00Z","restaurants":[
        {"id":"zen","name":"Sushi Zen","category":"Comida Japonesa","address":"Rua A","city":"Curitiba","state":"PR","tags":["Rodízio"],
         "notes":"","externalLink":null,"lat":-25.4290,"lng":-49.2710,"isFavorite":false},
        {"id":"tokyo","name":"Tokyo Bar","category":"bar","address":"Rua B","city":"Curitiba","state":"PR","tags":["Japonês","cerveja"],
         "notes":"","externalLink":null,"lat":-25.4295,"lng":-49.2715,"isFavorite":false}
        ],"visits":[]}
        """

    @Test func spinNearAndAvoidMeetTheAppsWording() throws {
        let home = TempHome()
        let file = home.write("app.json", StoredFormsTests.backup)
        let setup = try CLI.run(["-c", "anywhere", "-c", "import \(file.path) replace yes"], home: home)
        #expect(setup.status == 0, "\(setup.stderr)")
        for typed in ["japanese", "japonês", "japonesa", "comida japonesa"] {
            let r = try CLI.run(["--format", "tsv", "-c", "switch city Curitiba", "-c", "spin \(typed)", "-c", "why"], home: home)
            #expect(r.stdout.contains("Sushi Zen") || r.stdout.contains("Tokyo Bar"), "spin \(typed): \(r.stdout)\(r.stderr)")
            #expect(
                r.stderr.contains("2 places matched") || r.stdout.contains("2 places matched"),
                "both count for \(typed): \(r.stdout)\(r.stderr)")
        }
        let near = try CLI.run(
            ["-c", "switch city Curitiba", "-c", "near me 1km japanese"], home: home,
            extraEnvironment: ["CHOOSETHERE_LOCATION": "-25.4292,-49.2712"])
        #expect(near.stdout.contains("Sushi Zen") && near.stdout.contains("Tokyo Bar"), "\(near.stdout)\(near.stderr)")
        let list = try CLI.run(["-c", "switch city Curitiba", "-c", "list japonês", "-c", "list japanese beer"], home: home)
        #expect(list.stdout.contains("2 places matching 'japanese'") || list.stdout.contains("2 places"), "\(list.stdout)\(list.stderr)")
        #expect(list.stdout.contains("Tokyo Bar"), "japanese beer is the bar tagged Japonês and cerveja: \(list.stdout)")
        // A dish is read as its cuisine, and the reply says so.
        let dish = try CLI.run(
            ["-c", "switch city Curitiba", "-c", "spin temaki", "-c", "why", "-c", "near me 1km tacos"], home: home,
            extraEnvironment: ["CHOOSETHERE_LOCATION": "-25.4292,-49.2712"])
        #expect(dish.stdout.contains("Filters: temaki → japanese"), "\(dish.stdout)")
        #expect(dish.stderr.contains("matches tacos → mexican"), "\(dish.stderr)")
        let avoid = try CLI.run(["-c", "switch city Curitiba", "-c", "spin not japanese"], home: home)
        #expect(!avoid.stdout.contains("Sushi Zen") && !avoid.stdout.contains("Tokyo Bar"), "\(avoid.stdout)\(avoid.stderr)")
    }
}
