import Foundation
import Testing

// MARK: - Output for pipes: complete lists, --limit, --format csv|tsv

@Suite("Output for programs")
struct OutputForProgramsTests {
    static func objects(_ stdout: String) -> [[String: Any]] {
        stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    @Test func jsonAndPipesGetCompleteLists() throws {
        let home = TempHome()
        // The issue's own example: `choosethere --json -c list | jq '.result.places | length'` gave 20 of 442.
        let json = try CLI.run(["--json", "-c", "anywhere", "-c", "list"], home: home)
        let result = try #require(Self.objects(json.stdout).last?["result"] as? [String: Any])
        #expect((result["places"] as? [Any])?.count == 442 && result["total"] as? Int == 442 && result["pages"] as? Int == 1)
        let text = try CLI.run(["-c", "switch city São Paulo", "-c", "list"], home: home)
        #expect(text.stdout.contains("52 places in São Paulo, SP\n"), "no page in the header: \(text.stdout.prefix(200))")
        #expect(text.stdout.contains("\n  52  "), "the 52nd row is there")
        #expect(!text.stdout.contains("list page 2"))
        let piped = try CLI.run([], home: home, stdin: "switch city São Paulo\nlist\n")
        #expect(piped.stdout.contains("\n  52  "))
    }

    @Test func limitAndListAllAndExplicitPages() throws {
        let home = TempHome()
        let limited = try CLI.run(["--json", "--limit", "7", "-c", "anywhere", "-c", "list", "-c", "history"], home: home)
        let objects = Self.objects(limited.stdout)
        #expect((objects[1]["result"] as? [String: Any])?["places"].flatMap { $0 as? [Any] }?.count == 7)
        let all = try CLI.run(["--json", "-c", "anywhere", "-c", "list all"], home: home)
        #expect(((Self.objects(all.stdout).last?["result"] as? [String: Any])?["places"] as? [Any])?.count == 442)
        // An explicit page in a script still pages (20 a page).
        let page = try CLI.run(["-c", "switch city São Paulo", "-c", "list page 2"], home: home)
        #expect(page.stdout.contains("52 places in São Paulo, SP — page 2 of 3"))
    }

    @Test func csvAndTsvCarryListsHistoryAndTags() throws {
        let home = TempHome()
        let csv = try CLI.run(
            [
                "--format", "csv", "-c", "switch city Curitiba", "-c", "list bar", "-c", "show Bar do Alemão",
                "-c", "rate 4 match", "-c", "history", "-c", "tags",
            ], home: home)
        #expect(csv.status == 0, "\(csv.stderr)")
        let lines = csv.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "id,name,category,tags,address,city,state,price,rating,ratings,favorite,lat,lng")
        #expect(lines.contains { $0.hasPrefix("pr-bar-do-alemao,Bar do Alemão,bar,") })
        #expect(lines.contains("date,place_id,place,stars,would_return,match,tags,note"))
        #expect(lines.contains { $0.hasSuffix(",pr-bar-do-alemao,Bar do Alemão,4,true,true,,") })
        #expect(lines.contains("kind,term,places"))
        #expect(lines.contains("category,bar,6") || lines.contains { $0.hasPrefix("category,bar,") })
        // Quoting: an address with a comma is one field.
        #expect(lines.contains { $0.contains(",\"Rua Dr. Claudino dos Santos, 63 - São Francisco\",") })
        // What is not a table goes to stderr, so stdout stays a clean table.
        #expect(csv.stderr.contains("Now in Curitiba, PR"))
        #expect(csv.stderr.contains("Rated Bar do Alemão"))
        #expect(!csv.stdout.contains("Now in"))

        let tsv = try CLI.run(["--format=tsv", "-c", "switch city Curitiba", "-c", "list bar"], home: home)
        let rows = tsv.stdout.split(separator: "\n")
        #expect(rows.count == 5, "a header and the 4 bars (by kind: never a street with Barros in it)")
        #expect(rows.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 13 })
    }

    @Test func spinnersAndColourNeverReachAPipe() throws {
        let home = TempHome()
        let r = try CLI.run(["-c", "switch city Curitiba", "-c", "spin", "-c", "spin", "-c", "list"], home: home)
        #expect(!r.stdout.contains("\u{1B}"), "no escape sequences in a pipe")
        #expect(!r.stdout.contains("\r"))
        #expect(!r.stderr.contains("\u{1B}"))
    }
}
