import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - The completion engine

@Suite("Completion")
struct CompletionTests {
    static let catalog = try? CityCatalog.load(from: UnitFixtures.citiesURL)

    static func engine(
        names: [String] = ["Bar do Alemão", "Bar Baroneza", "Barolo Trattoria", "Jokers Pub"],
        files: [(String, Bool)] = [("evening.ct", false), ("notes", true), (".hidden", false)]
    ) -> CompletionEngine {
        CompletionEngine(
            vocabulary: { UnitFixtures.vocabulary }, catalog: { catalog },
            placeNames: { prefix in names.filter { Folding.key($0).hasPrefix(prefix) } },
            listDirectory: { _ in files })
    }

    @Test func firstWordsCompleteVerbs() {
        let e = Self.engine()
        #expect(e.complete("sp").candidates == ["spin", "spin again"])
        #expect(e.complete("sw").candidates.sorted() == ["switch city", "switch to"])
        #expect(e.complete("sw").replaceLength == 2)
        #expect(e.complete("mudar c").candidates == ["mudar cidade"])
        #expect(e.complete("").candidates.contains("spin"))
    }

    @Test func citiesIgnoreCaseAndAccentsAndPreferTheLikeliest() {
        let e = Self.engine()
        let curi = e.complete("switch city Curi")
        #expect(curi.candidates.first == "Curitiba")
        #expect(curi.preferred == "Curitiba")
        #expect(curi.replaceLength == 4)
        let sao = e.complete("switch city sao")
        #expect(sao.preferred == "São Paulo")
        #expect(sao.candidates.contains("São Luís"))
        #expect(e.complete("city sao p").candidates.first == "São Paulo")
        #expect(e.complete("mudar cidade rio de j").candidates == ["Rio de Janeiro"])
        // Ambiguous names show their state.
        let santa = e.complete("city santa cruz")
        #expect(santa.candidates.contains("Santa Cruz, RN"))
        #expect(santa.candidates.contains("Santa Cruz, PE"))
    }

    @Test func filtersCompleteTagsCategoriesAndUnits() {
        let e = Self.engine()
        #expect(e.complete("spin jap").candidates == ["japanese"])
        #expect(e.complete("spin bar not sus").candidates == ["sushi"])
        #expect(e.complete("pick craft").candidates == ["craft beer"])
        #expect(e.complete("near me 2").candidates == ["2km", "2m"])
        #expect(e.complete("spin top").candidates == ["top rated"])
        #expect(e.complete("spin ").candidates.isEmpty)
    }

    @Test func namesSettingsAndPaths() {
        let e = Self.engine()
        #expect(e.complete("show bar").candidates == ["Bar do Alemão", "Bar Baroneza", "Barolo Trattoria"])
        #expect(e.complete("rate jok").candidates == ["Jokers Pub"])
        #expect(e.complete("open trip").candidates == ["tripadvisor"])
        #expect(e.complete("set ra").candidates == ["radius"])
        #expect(e.complete("set source ").candidates == ["list", "osm"])
        #expect(e.complete("set learning o").candidates == ["on", "off"])
        #expect(e.complete("set city curi").candidates.first == "Curitiba")
        let file = e.complete("source ev")
        #expect(file.candidates == ["evening.ct"])
        #expect(file.appendSpace)
        let dir = e.complete("import no")
        #expect(dir.candidates == ["notes/"])
        #expect(!dir.appendSpace)
        #expect(!e.complete("source ").candidates.contains(".hidden"))
        #expect(e.complete("help ra").candidates == ["rate"])
    }
}
