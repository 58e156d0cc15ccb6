import Foundation
import Testing

// MARK: - One rule for limits, export's folder, favourites — at the command line

@Suite("Limits and favourites")
struct LimitsAndFavouritesTests {
    @Test func radiiOutOfRangeAreRefusedWithTheRangeAndNeverSaved() throws {
        let home = TempHome()
        let small = try CLI.run(["-c", "set radius 50m"], home: home)
        #expect(small.status == 1)
        #expect(small.stderr.contains("The radius goes from 100 m to 10 km; 50 m is out of range."))
        let large = try CLI.run(["-c", "near me 20km"], home: home, extraEnvironment: ["CHOOSETHERE_LOCATION": "-25.43,-49.27"])
        #expect(large.status == 1)
        #expect(large.stderr.contains("The radius goes from 100 m to 10 km; 20 km is out of range."))
        // Sub-kilometre radii work everywhere; an inline one is not saved.
        let near = try CLI.run(
            ["-c", "near me 500m", "-c", "settings"], home: home, extraEnvironment: ["CHOOSETHERE_LOCATION": "-25.4284,-49.2733"])
        #expect(near.stdout.contains("within 500 m"))
        #expect(near.stdout.contains("radius        3 km"))
        #expect(try CLI.run(["-c", "set radius 500m"], home: home).stdout.contains("Radius: 500 m."))
        let restart = try CLI.run(["-c", "settings"], home: home)
        #expect(restart.stderr.isEmpty, "no warning about the saved radius: \(restart.stderr)")
    }

    @Test func exportIntoAMissingFolderFailsClearlyAndCreatesNothing() throws {
        let home = TempHome()
        let r = try CLI.run(["-c", "export no/such/dir/b.json"], home: home)
        #expect(r.status == 1)
        #expect(r.stderr.contains("Cannot export to "), "\(r.stderr)")
        #expect(r.stderr.contains("no/such/dir does not exist (export never creates folders)"))
        #expect(!FileManager.default.fileExists(atPath: home.root.appendingPathComponent("no").path))
        let ok = try CLI.run(["-c", "export ."], home: home)
        #expect(ok.status == 0 && FileManager.default.fileExists(atPath: home.root.appendingPathComponent("chooseThere_backup.json").path))
    }

    @Test func favouritesAreListedAndStillSpun() throws {
        let home = TempHome()
        let none = try CLI.run(["-c", "switch city Curitiba", "-c", "list favorites"], home: home)
        #expect(none.stdout.contains("No favourites in Curitiba, PR yet. Mark one with fav after spin or show."))
        let r = try CLI.run(
            [
                "-c", "switch city Curitiba", "-c", "fav Bar do Alemão", "-c", "fav Jokers Pub", "-c", "list favorites",
                "-c", "spin favorites",
            ], home: home)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("2 favourites in Curitiba, PR"))
        #expect(r.stdout.contains("Bar do Alemão") && r.stdout.contains("♥ fav"))
        let pick = try #require(r.stdout.split(separator: "\n").first { $0.hasPrefix("🎲 ") })
        #expect(pick.contains("Bar do Alemão") || pick.contains("Jokers Pub"))
        let json = try CLI.run(["--json", "-c", "list favoritos"], home: home)
        #expect(json.stdout.contains("\"favorites\":true"))
    }
}
