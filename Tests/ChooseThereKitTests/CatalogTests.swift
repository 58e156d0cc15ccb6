import Foundation
import Testing

@testable import ChooseThereKit

/// The repository's `Resources/Cities.tsv` (three levels above this file).
private let citiesURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Resources/Cities.tsv")

/// Loaded once and shared by every test (the catalog is immutable).
private let loadedCatalog = Result { () throws(CityCatalogError) in try CityCatalog.load(from: citiesURL) }

private func catalog() throws -> CityCatalog { try loadedCatalog.get() }

@Suite("City catalog")
struct CatalogTests {
    // MARK: Contents

    @Test func brazilianMunicipalitiesAndCapitals() throws {
        let brazil = try catalog().cities.filter(\.isBrazilian)
        // The source file lists 5,571 municipalities: IBGE's 5,570 plus Boa
        // Esperança do Norte (MT), installed in 2025 and appended last.
        #expect(brazil.count == 5_571)
        #expect(brazil.contains { $0.key == "Boa Esperança do Norte|MT" })
        #expect(Set(brazil.map(\.admin)).count == 27)

        let capitals = Set(brazil.filter(\.isCapital).map(\.key))
        #expect(
            capitals == [
                "Rio Branco|AC", "Maceió|AL", "Macapá|AP", "Manaus|AM", "Salvador|BA", "Fortaleza|CE",
                "Brasília|DF", "Vitória|ES", "Goiânia|GO", "São Luís|MA", "Cuiabá|MT", "Campo Grande|MS",
                "Belo Horizonte|MG", "Belém|PA", "João Pessoa|PB", "Curitiba|PR", "Recife|PE", "Teresina|PI",
                "Rio de Janeiro|RJ", "Natal|RN", "Porto Alegre|RS", "Porto Velho|RO", "Boa Vista|RR",
                "Florianópolis|SC", "São Paulo|SP", "Aracaju|SE", "Palmas|TO",
            ])
    }

    @Test func totalCountAndPopulations() throws {
        let catalog = try catalog()
        #expect(catalog.count == 37_120)
        #expect(catalog.cities.count { !$0.isBrazilian } == 31_549)
        #expect(catalog.cities.first?.key == "São Paulo|SP")  // best-ranked overall
        #expect(try #require(catalog.city(forKey: "São Paulo|SP")).population > 10_000_000)
        #expect(try #require(catalog.city(forKey: "Paris|11|FR")).population > 2_000_000)
    }

    @Test func keysRoundTripAndAreUnique() throws {
        let catalog = try catalog()
        #expect(Set(catalog.cities.map(\.key)).count == catalog.count)
        for city in catalog.cities {
            #expect(catalog.city(forKey: city.key) == city)
        }
        #expect(catalog.city(forKey: "Nowhere|XX") == nil)
        #expect(catalog.city(forKey: "sao paulo|SP") == nil)  // keys are exact
    }

    @Test func keyAndDisplayName() throws {
        let saoPaulo = try #require(try catalog().city(forKey: "São Paulo|SP"))
        #expect(saoPaulo.displayName == "São Paulo, SP")
        #expect(saoPaulo.isCapital && saoPaulo.country == "BR")
        let paris = City(name: "Paris", admin: "11", country: "FR", lat: 48.85, lng: 2.35)
        #expect(paris.key == "Paris|11|FR")
        #expect(paris.displayName == "Paris, FR")
    }

    @Test func matchKeyFastPathAgreesWithFolding() throws {
        for city in try catalog().cities {
            #expect(CityMatchKey.bytes(city.name) == CityMatchKey.bytesViaFolding(city.name), "\(city.name)")
        }
        #expect(CityMatchKey.of("  SÃO   Paulo ") == "sao paulo")
        #expect(CityMatchKey.of("Olho-d’Água do Borges") == "olho dagua do borges")
        #expect(CityMatchKey.of("Sant'Ana do Livramento") == "santana do livramento")
    }

    @Test func rankingBrazilThenCapitalsThenPopulation() {
        let small = CityCatalog(cities: [
            City(name: "Toledo", admin: "OH", country: "US", lat: 41.7, lng: -83.6, population: 265_638),
            City(name: "Toledo", admin: "MG", country: "BR", lat: -22.7, lng: -46.4, population: 0),
            City(name: "Toledo", admin: "PR", country: "BR", lat: -24.7, lng: -53.7, population: 119_313),
            City(name: "Toledo", admin: "XX", country: "BR", lat: 0, lng: 0, population: 1, isCapital: true),
        ])
        #expect(small.cities.map(\.admin) == ["XX", "PR", "MG", "OH"])
        #expect(small.lookup("toledo")?.best.admin == "XX")
        #expect(small.lookup("Toledo, OH")?.best.country == "US")
        #expect(small.complete("tol", limit: 2).map(\.admin) == ["XX", "PR"])
    }

    // MARK: Lookup

    @Test(arguments: ["sao paulo", "SÃO PAULO", "São Paulo", "  sÃo   PaUlO ", "São Paulo|SP", "sao paulo|sp"])
    func accentAndCaseInsensitiveLookup(query: String) throws {
        #expect(try catalog().lookup(query)?.best.key == "São Paulo|SP")
    }

    @Test(arguments: ["Curitiba PR", "Curitiba, PR", "Curitiba - PR", "Curitiba/PR", "curitiba, paraná", "Curitiba"])
    func qualifiedLookup(query: String) throws {
        #expect(try catalog().lookup(query)?.best.key == "Curitiba|PR")
    }

    @Test func ufPicksAmongSameNamedCities() throws {
        let catalog = try catalog()
        let rn = try #require(catalog.lookup("Santa Cruz, RN"))
        #expect(rn.best.key == "Santa Cruz|RN")
        #expect(try #require(catalog.lookup("Santa Cruz PE")).best.key == "Santa Cruz|PE")
        #expect(try #require(catalog.lookup("Santa Cruz - PB")).best.key == "Santa Cruz|PB")
        #expect(try #require(catalog.lookup("Rio Branco MT")).best.key == "Rio Branco|MT")
        #expect(try #require(catalog.lookup("Rio Branco")).best.key == "Rio Branco|AC")  // the capital
        #expect(try #require(catalog.lookup("Porto Alegre, Rio Grande do Sul")).best.key == "Porto Alegre|RS")
    }

    @Test func ambiguousSantaCruzListsTheOthers() throws {
        let match = try #require(try catalog().lookup("Santa Cruz"))
        #expect(match.best.key == "Santa Cruz|RN")  // Brazilian, most populous
        let others = match.alternatives.map(\.displayName)
        #expect(others.starts(with: ["Santa Cruz, PB", "Santa Cruz, PE"]))
        #expect(others.contains("Santa Cruz, US"))
        #expect(match.alternatives.count <= 8)
    }

    @Test func rioIsAPrefixOfRioDeJaneiro() throws {
        let match = try #require(try catalog().lookup("Rio"))
        #expect(match.best.key == "Rio de Janeiro|RJ")
        let keys = match.alternatives.map(\.key)
        #expect(keys.first == "Rio Branco|AC")
        #expect(keys.contains("Rio Grande|RS"))
        #expect(keys.count == 8)
    }

    @Test func campinasAndCampinaGrande() throws {
        let catalog = try catalog()
        #expect(try #require(catalog.lookup("Campinas")).best.key == "Campinas|SP")
        #expect(try #require(catalog.lookup("campina grande")).best.key == "Campina Grande|PB")
        // "Campina" is exactly Campiña (ES) and Câmpina (RO); the Brazilian
        // cities it starts still follow as alternatives.
        let campina = try #require(catalog.lookup("Campina"))
        #expect(campina.all.contains { $0.key == "Campina Grande|PB" })
        #expect(campina.all.contains { $0.key == "Campinas|SP" })
    }

    @Test func nearMatchesForTypos() throws {
        let catalog = try catalog()
        #expect(try #require(catalog.lookup("Curitba")).best.key == "Curitiba|PR")
        #expect(try #require(catalog.lookup("Florianopols")).best.key == "Florianópolis|SC")
        #expect(try #require(catalog.lookup("Curtiiba, PR")).best.key == "Curitiba|PR")
        #expect(try #require(catalog.lookup("Xique Xique")).best.key == "Xique-Xique|BA")
        #expect(try #require(catalog.lookup("santana do livramento")).best.key == "Sant'Ana do Livramento|RS")
    }

    @Test func worldCities() throws {
        let catalog = try catalog()
        #expect(try #require(catalog.lookup("Paris, FR")).best.key == "Paris|11|FR")
        #expect(try #require(catalog.lookup("paris")).best.key == "Paris|11|FR")
        #expect(try #require(catalog.lookup("Paris, TX")).best.key == "Paris|TX|US")
        #expect(try #require(catalog.lookup("Paris|TX|US")).best.key == "Paris|TX|US")
        #expect(try #require(catalog.lookup("Lisbon, PT")).best.key == "Lisbon|14|PT")
        #expect(try #require(catalog.lookup("Lisbon, Portugal")).best.key == "Lisbon|14|PT")
        #expect(try #require(catalog.lookup("london")).best.key == "London|ENG|GB")
        #expect(try #require(catalog.lookup("New York")).best.displayName == "New York City, US")
    }

    @Test(arguments: ["", "   ", "qwertyuiop", "zzzz", "|", "Curitiba, ZZ"])
    func nothingMatches(query: String) throws {
        #expect(try catalog().lookup(query) == nil)
    }

    // MARK: Completion

    @Test func completion() throws {
        let catalog = try catalog()
        #expect(catalog.complete("curi", limit: 5).first?.key == "Curitiba|PR")
        #expect(catalog.complete("CURI", limit: 5) == catalog.complete("curi", limit: 5))

        let saoP = catalog.complete("sao p", limit: 10).map(\.key)
        #expect(saoP.first == "São Paulo|SP")
        #expect(saoP.contains("São Pedro|SP"))
        #expect(saoP.allSatisfy { CityMatchKey.of($0).hasPrefix("sao p") })

        let multiWord = catalog.complete("rio grande d", limit: 10).map(\.key)
        #expect(multiWord.contains("Rio Grande da Serra|SP"))
        #expect(!multiWord.contains("Rio Grande|RS"))

        #expect(catalog.complete("campina", limit: 2).map(\.key) == ["Campinas|SP", "Campina Grande|PB"])
        #expect(catalog.complete("s", limit: 3).count == 3)
        #expect(catalog.complete("xyzzy", limit: 5).isEmpty)
        #expect(catalog.complete("", limit: 5).isEmpty)
        #expect(catalog.complete("curi", limit: 0).isEmpty)
        // A trailing space ends the word: "natal " is not "Natalândia".
        #expect(catalog.complete("natal ", limit: 10).allSatisfy { CityMatchKey.of($0.name).hasPrefix("natal ") })
    }

    // MARK: Loading errors

    @Test func malformedRowNamesFileAndLine() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("cities-\(UUID().uuidString).tsv")
        defer { try? FileManager.default.removeItem(at: url) }
        let text =
            CityCatalog.header + "\n"
            + "Curitiba\tPR\tBR\t-25.4195\t-49.2646\t1948626\t1\n"
            + "Broken\tPR\tBR\tnorth\t-49.0\t0\t0\n"
        try Data(text.utf8).write(to: url)

        #expect(throws: CityCatalogError.self) { try CityCatalog.load(from: url) }
        do {
            _ = try CityCatalog.load(from: url)
        } catch {
            guard case .malformedRow(let file, let line, let reason) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(file == url.path)
            #expect(line == 3)
            #expect(reason.contains("latitude"))
            #expect(error.description.hasPrefix("\(url.path):3: "))
        }
    }

    @Test(arguments: [
        ("name\tadmin\n", 1),
        (CityCatalog.header + "\nA\tB\tBR\t1\t2\t3\n", 2),
        (CityCatalog.header + "\nA\tB\tbr\t1\t2\t3\t0\n", 2),
        (CityCatalog.header + "\n\nA\tB\tBR\t1\t2\t-3\t0\n", 3),
        (CityCatalog.header + "\nA\tB\tBR\t1\t2\t3\tyes\n", 2),
        (CityCatalog.header + "\n\tB\tBR\t1\t2\t3\t0\n", 2),
    ])
    func malformedInputs(text: String, line: Int) {
        let result = Result { () throws(CityCatalogError) in try CityCatalog.parse(Array(text.utf8), file: "x.tsv") }
        guard case .failure(.malformedRow(let file, let errorLine, let reason)) = result else {
            Issue.record("expected a malformed-row error, got \(result)")
            return
        }
        #expect(file == "x.tsv")
        #expect(errorLine == line, "\(reason)")
    }

    @Test func parsesWellFormedVariants() throws {
        let text = "\u{FEFF}" + CityCatalog.header + "\r\nÉvora\t14\tPT\t38.5714\t-7.9135\t56596\t0\r\nX\t\tAA\t-0.5\t1e1\t0\t1"
        let cities = try CityCatalog.parse(Array(text.utf8), file: "x.tsv")
        #expect(cities.count == 2)
        #expect(cities[0] == City(name: "Évora", admin: "14", country: "PT", lat: 38.5714, lng: -7.9135, population: 56596))
        #expect(cities[1].admin.isEmpty && cities[1].lng == 10 && cities[1].isCapital)
    }

    @Test func unreadableFile() {
        let url = URL(fileURLWithPath: "/nonexistent/Cities.tsv")
        #expect(throws: CityCatalogError.self) { try CityCatalog.load(from: url) }
    }
}
