import Foundation
import Testing

@testable import ChooseThereKit

/// A seed file's bytes from rows.
private func seed(_ rows: [JSON]) -> [UInt8] { Array(JSON.object(["restaurants": .array(rows)]).prettyEncoded().utf8) }

/// One seed row with sensible defaults.
private func row(
    _ id: String, _ name: String, city: String = "São Paulo", state: String = "SP", category: String = "restaurant",
    tags: [String] = ["brazilian"], lat: Double = -23.56, lng: Double = -46.66, extra: [String: JSON] = [:]
) -> JSON {
    var o: [String: JSON] = [
        "id": .string(id), "name": .string(name), "category": .string(category), "address": .string("Rua \(name), 1"),
        "city": .string(city), "state": .string(state), "tags": .array(tags.map(JSON.string)), "notes": .string(""),
        "externalLink": .null, "lat": .number(lat), "lng": .number(lng),
    ]
    for (k, v) in extra { o[k] = v }
    return .object(o)
}

private func place(
    _ id: String, _ name: String, city: String = "São Paulo", state: String = "SP", category: String = "restaurant",
    tags: [String] = [], favorite: Bool = false
) -> Restaurant {
    Restaurant(id: id, name: name, category: category, city: city, state: state, tags: tags, lat: -23.5, lng: -46.6, isFavorite: favorite)
}

@Suite("Store")
struct StoreTests {
    // MARK: Opening

    /// The tags column reads back as written: split at the separator only,
    /// accents, emoji and combining marks kept, empty pieces dropped.
    @Test func tagsColumnSplitsAtTheSeparatorOnly() {
        let sep = String(StoredRow.tagSeparator)
        #expect(StoredRow.tagList(nil).isEmpty)
        #expect(StoredRow.tagList("").isEmpty)
        #expect(StoredRow.tagList("bar") == ["bar"])
        let tags = ["japonês", "Comida Japonesa", "🍣 sushi", "cafe\u{301}", "a,b"]
        #expect(StoredRow.tagList(tags.joined(separator: sep)) == tags)
        #expect(StoredRow.tagList(sep + "bar" + sep + sep + "pub" + sep) == ["bar", "pub"])
        // A combining mark after the separator stays with the tag it starts.
        #expect(StoredRow.tagList("bar" + sep + "\u{301}x") == ["bar", "\u{301}x"])
    }

    @Test func freshStoreIsMigratedPrivateAndInWALMode() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let url = dir.url.appendingPathComponent("data/choosethere/choosethere.sqlite3")
        let store = try Store(url: url)
        #expect(try store.db.scalar("PRAGMA user_version")?.int == Schema.currentVersion)
        #expect(Schema.currentVersion >= 1)
        #expect(try store.db.scalar("PRAGMA journal_mode")?.text?.lowercased() == "wal")
        #expect(try store.db.scalar("PRAGMA foreign_keys")?.int == 1)
        #expect(try posixMode(url) & 0o777 == 0o600)
        #expect(try posixMode(url.deletingLastPathComponent()) & 0o777 == 0o700)
        #expect(try store.placeCount() == 0)
        #expect(try store.visits.count() == 0)
    }

    /// The places a spin skips: distinct, by their latest visit, newest
    /// first, at most `count`, and never a place no longer in the list.
    @Test func recentlyVisitedPlacesAreDistinctNewestFirst() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.file("s.sqlite3"))
        _ = try store.applySeed(bytes: seed([row("a", "A"), row("b", "B"), row("c", "C"), row("d", "D")]))
        let day = 86_400.0
        for (n, (id, daysAgo)) in [("a", 9.0), ("b", 8), ("a", 1), ("c", 5), ("d", 3), ("b", 7)].enumerated() {
            _ = try store.visits.record(
                Visit(
                    id: "v\(n)", restaurantId: id, dateVisited: Date(timeIntervalSince1970: 2_000_000_000 - daysAgo * day),
                    rating: 3), learning: false)
        }
        let pk = { (id: String) throws -> Int in try #require(try store.pk(ofPlace: id)) }
        // a (1 day ago), d (3), c (5), b (7): each place once, at its latest visit.
        #expect(try store.pool.recentlyVisitedPks(count: 10) == [pk("a"), pk("d"), pk("c"), pk("b")])
        #expect(try store.pool.recentlyVisitedPks(count: 2) == [pk("a"), pk("d")])
        #expect(try store.pool.recentlyVisitedPks(count: 0) == [])
        // A forgotten place is skipped, and the next one takes its slot.
        let d = try pk("d")
        try store.forget(id: "d")
        #expect(try !store.pool.recentlyVisitedPks(count: 2).contains(d))
        #expect(try store.pool.recentlyVisitedPks(count: 2) == [pk("a"), pk("c")])
    }

    @Test func reopeningKeepsDataAndVersion() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let url = dir.file("store.sqlite3")
        do {
            let store = try Store(url: url)
            try store.insert(place("a", "Alpha"))
        }
        let again = try Store(url: url)
        #expect(try again.place(id: "a")?.name == "Alpha")
        #expect(try again.db.scalar("PRAGMA user_version")?.int == Schema.currentVersion)
    }

    @Test func corruptFileIsRefusedAndLeftUntouched() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let url = dir.file("store.sqlite3")
        var generator = SeededRandom(seed: 20_261_122)
        let bytes = Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try bytes.write(to: url)
        #expect(throws: StoreError.notADatabase(path: url.path)) { try Store(url: url) }
        #expect(try Data(contentsOf: url) == bytes)
        #expect(StoreError.notADatabase(path: url.path).description.contains(url.path))
    }

    @Test func textFileIsRefused() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let url = dir.file("store.sqlite3")
        let text = Data(String(repeating: "not a database\n", count: 200).utf8)
        try text.write(to: url)
        #expect(throws: StoreError.notADatabase(path: url.path)) { try Store(url: url) }
        #expect(try Data(contentsOf: url) == text)
    }

    @Test func newerSchemaIsRefused() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let url = dir.file("store.sqlite3")
        do {
            let db = try Database(path: url.path)
            try db.execute("CREATE TABLE t (x); PRAGMA user_version = 99")
        }
        #expect(throws: StoreError.newerSchema(path: url.path, version: 99, supported: Schema.currentVersion)) { try Store(url: url) }
        // Left as it was.
        let db = try Database(path: url.path)
        #expect(try db.scalar("PRAGMA user_version")?.int == 99)
    }

    @Test func directoryInsteadOfFileCannotOpen() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let url = dir.file("store.sqlite3")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        #expect(throws: StoreError.self) { try Store(url: url) }
    }

    // MARK: Seeding

    @Test func bundledSeedImportsOnceAndNeverDuplicates() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let bytes = try UnitFixtures.seedBytes()
        let file = try SeedFile.parse(bytes: bytes, origin: .seed)
        let store = try Store(url: dir.file("store.sqlite3"))
        let first = try store.applySeed(bytes: bytes)
        #expect(first.ran)
        #expect(first.added == file.restaurants.count)
        #expect(first.updated == 0)
        #expect(first.problems.isEmpty)
        #expect(try store.placeCount() == file.restaurants.count)
        for r in file.restaurants.prefix(50) {
            let stored = try #require(try store.place(id: r.id))
            #expect(stored.name == r.name && stored.tags == r.tags && stored.origin == .seed)
        }
        let second = try store.applySeed(bytes: bytes)
        #expect(!second.ran)
        #expect(second == SeedReport())
        #expect(try store.placeCount() == file.restaurants.count)

        // A second process opening the same file sees the seed as done.
        let other = try Store(url: dir.file("store.sqlite3"))
        #expect(try !other.applySeed(bytes: bytes).ran)
    }

    @Test func changedSeedAddsUpdatesAndRespectsTheUser() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.file("store.sqlite3"))
        let v1 = seed([row("s1", "Um"), row("s2", "Dois"), row("s3", "Três"), row("s4", "Quatro")])
        #expect(try store.applySeed(bytes: v1).added == 4)

        // The user edits s2, forgets s3, favourites s4 (favourite is not an edit of seed data).
        var edited = try #require(try store.place(id: "s2"))
        edited.name = "Dois (my name)"
        try store.update(edited)
        try store.forget(id: "s3")
        try store.setFavorite(id: "s4", true)

        let v2 = seed([
            row("s1", "Um Corrigido", tags: ["brazilian", "cheap"]), row("s2", "Dois Corrigido"), row("s3", "Três"),
            row("s4", "Quatro Novo"), row("s5", "Cinco"),
        ])
        let report = try store.applySeed(bytes: v2)
        #expect(report.ran)
        #expect(report.added == 1)
        #expect(report.updated == 2)
        #expect(try store.place(id: "s1")?.name == "Um Corrigido")
        #expect(try store.place(id: "s1")?.tags == ["brazilian", "cheap"])
        #expect(try store.place(id: "s2")?.name == "Dois (my name)")
        #expect(try store.place(id: "s3") == nil)
        let four = try #require(try store.place(id: "s4"))
        #expect(four.name == "Quatro Novo" && four.isFavorite)
        #expect(try store.place(id: "s5")?.name == "Cinco")
        #expect(try store.placeCount() == 4)
    }

    @Test func invalidSeedRowsAreReportedAndSkipped() throws {
        let rows: [JSON] = [
            row("ok-1", "Fine"),
            .object(["name": .string("No Id"), "lat": .number(1), "lng": .number(1)]),
            row("no-name", ""),
            row("lat-95", "Too North", lat: 95),
            row("lng-200", "Too West", lng: -200),
            row("bad-tags", "Bad Tags", extra: ["tags": .string("bar")]),
            row("bad-city", "Bad City", extra: ["city": .int(3)]),
            row("bad-lat", "Text Lat", extra: ["lat": .string("-23.5")]),
            row("bad-price", "Bad Price", extra: ["priceTier": .int(4)]),
            .string("not an object"),
            row("ok-1", "Duplicate"),
            row("ok-2", "Fine Too", extra: ["priceTier": .int(2)]),
        ]
        let file = try SeedFile.parse(bytes: seed(rows), origin: .seed)
        #expect(file.restaurants.map(\.id) == ["ok-1", "ok-2"])
        #expect(file.restaurants[1].priceTier == 2)
        let places = file.problems.map(\.at)
        #expect(
            places == [
                "row 2", "id no-name", "id lat-95", "id lng-200", "id bad-tags", "id bad-city", "id bad-lat",
                "id bad-price", "row 10", "id ok-1",
            ])
        #expect(file.problems[0].reason.contains("id"))
        #expect(file.problems[2].reason.contains("95"))
        #expect(file.problems[3].reason.contains("-200"))

        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.file("store.sqlite3"))
        let report = try store.applySeed(bytes: seed(rows))
        #expect(report.added == 2)
        #expect(report.problems == file.problems)
        #expect(try store.placeCount() == 2)
        #expect(try store.place(id: "lat-95") == nil)
    }

    @Test func seedFileShapeErrors() throws {
        #expect(throws: JSONSyntaxError.self) { try SeedFile.parse(bytes: Array("{".utf8), origin: .seed) }
        let wrongShape = try SeedFile.parse(bytes: Array("[]".utf8), origin: .seed)
        #expect(wrongShape.restaurants.isEmpty && wrongShape.problems.count == 1)
        // Integer ids are accepted; a blank category becomes restaurant; tags are lower-cased and de-duplicated.
        let file = try SeedFile.parse(
            bytes: seed([
                .object([
                    "id": .int(7), "name": .string(" Seven "), "category": .string(""), "tags": .array([.string("Bar"), .string("bar ")]),
                    "lat": .number(0), "lng": .number(0),
                ])
            ]), origin: .imported)
        let seven = try #require(file.restaurants.first)
        #expect(seven.id == "7" && seven.name == "Seven" && seven.category == "restaurant" && seven.tags == ["bar"])
        #expect(seven.origin == .imported)
    }

    @Test func brokenSeedIsAProblemNotACrash() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.file("store.sqlite3"))
        let report = try store.applySeed(bytes: Array("{\"restaurants\": [".utf8))
        #expect(report.ran && report.added == 0 && report.problems.count == 1)
        #expect(try store.placeCount() == 0)
    }

    // MARK: Two connections

    @Test func twoStoresOnOneFileBothWrite() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let url = dir.file("store.sqlite3")
        let a = try Store(url: url)
        let b = try Store(url: url)
        for i in 0..<50 {
            try a.insert(place("a-\(i)", "A \(i)"))
            try b.insert(place("b-\(i)", "B \(i)"))
            if i % 10 == 0 { #expect(try a.placeCount() == 2 * (i + 1)) }
        }
        #expect(try a.placeCount() == 100)
        #expect(try b.placeCount() == 100)
        #expect(try b.place(id: "a-49")?.name == "A 49")
    }

    @Test func twoThreadsEachWithItsOwnStore() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let url = dir.file("store.sqlite3")
        _ = try Store(url: url)  // schema in place
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            do {
                let store = try Store(url: url)
                for i in 0..<100 {
                    try store.insert(place("t\(worker)-\(i)", "Thread \(worker) place \(i)"))
                    if i % 25 == 0 { try store.setFavorite(id: "t\(worker)-\(i)", true) }
                }
            } catch {
                failures.add("\(worker): \(error)")
            }
        }
        #expect(failures.all.isEmpty)
        let store = try Store(url: url)
        #expect(try store.placeCount() == 200)
        #expect(try store.places(PlaceQuery(favoritesOnly: true)).total == 8)
    }

    @Test func twoThreadsCreatingTheSameFreshStore() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let url = dir.file("store.sqlite3")
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            do {
                let store = try Store(url: url)
                for i in 0..<20 { try store.insert(place("f\(worker)-\(i)", "Fresh \(worker) \(i)")) }
            } catch {
                failures.add("\(worker): \(error)")
            }
        }
        #expect(failures.all.isEmpty)
        #expect(try Store(url: url).placeCount() == 40)
    }

    // MARK: Reading

    private func sampleStore(_ dir: TempDir) throws -> Store {
        let store = try Store(url: dir.file("store.sqlite3"))
        let places = [
            place("sp-1", "Tan Tan Bar", category: "bar", tags: ["cocktails", "japanese"], favorite: true),
            place("sp-2", "Izakaya Matsu", tags: ["japanese", "sushi"]),
            place("sp-3", "Mocotó", tags: ["northeastern", "cheap"]),
            place("sp-4", "Bar da Dona Onça", category: "bar", tags: ["brazilian"]),
            place("sp-5", "Café Girondino", category: "café", tags: ["coffee"]),
            place("cwb-1", "Bar do Alemão", city: "Curitiba", state: "PR", category: "bar", tags: ["german", "beer"]),
            place("cwb-2", "Madalosso", city: "Curitiba", state: "PR", tags: ["italian"], favorite: true),
            place("rj-1", "Mocotó", city: "Rio de Janeiro", state: "RJ", tags: ["brazilian"]),
        ]
        for p in places { try store.insert(p) }
        return store
    }

    @Test func placesByCity() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try sampleStore(dir)
        #expect(try store.places(PlaceQuery(cityKey: "São Paulo|SP")).total == 5)
        #expect(try store.places(PlaceQuery(cityKey: "sao paulo|SP")).total == 5)  // city name folded
        #expect(try store.places(PlaceQuery(cityKey: "Curitiba|PR")).items.map(\.id) == ["cwb-1", "cwb-2"])
        #expect(try store.places(PlaceQuery(cityKey: "Curitiba|SP")).total == 0)
        #expect(try store.places(PlaceQuery()).total == 8)
        // Ordered by name.
        let names = try store.places(PlaceQuery(cityKey: "São Paulo|SP")).items.map(\.name)
        #expect(names == ["Bar da Dona Onça", "Café Girondino", "Izakaya Matsu", "Mocotó", "Tan Tan Bar"])
    }

    @Test func placesByTextTermsAndFavourites() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try sampleStore(dir)
        #expect(Set(try store.places(PlaceQuery(text: "japanese")).items.map(\.id)) == ["sp-1", "sp-2"])
        #expect(Set(try store.places(PlaceQuery(text: "BAR")).items.map(\.id)) == ["sp-1", "sp-4", "cwb-1"])
        #expect(try store.places(PlaceQuery(text: "girondino")).items.map(\.id) == ["sp-5"])
        #expect(try store.places(PlaceQuery(text: "cafe")).items.map(\.id) == ["sp-5"])  // category, accents folded
        #expect(try store.places(PlaceQuery(text: "100%_x")).total == 0)  // LIKE wildcards are literal
        #expect(try store.places(PlaceQuery(terms: ["bar", "japanese"])).items.map(\.id) == ["sp-1"])
        #expect(try store.places(PlaceQuery(terms: ["bar"], cityKey: "Curitiba|PR")).items.map(\.id) == ["cwb-1"])
        #expect(Set(try store.places(PlaceQuery(favoritesOnly: true)).items.map(\.id)) == ["sp-1", "cwb-2"])
        #expect(try store.places(PlaceQuery(cityKey: "Curitiba|PR", favoritesOnly: true)).items.map(\.id) == ["cwb-2"])
    }

    @Test func paging() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try sampleStore(dir)
        let all = try store.places(PlaceQuery(limit: 100)).items.map(\.id)
        var paged: [String] = []
        for page in 0..<3 {
            let result = try store.places(PlaceQuery(limit: 3, offset: page * 3))
            #expect(result.total == 8)
            paged += result.items.map(\.id)
        }
        #expect(paged == all)
        #expect(try store.places(PlaceQuery(limit: 3, offset: 9)).items.isEmpty)
    }

    @Test func placesNamed() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try sampleStore(dir)
        // Exact (folded) matches first, and only them when there are any.
        #expect(try store.places(named: "tan tan bar").map(\.id) == ["sp-1"])
        #expect(Set(try store.places(named: "MOCOTO").map(\.id)) == ["sp-3", "rj-1"])
        #expect(try store.places(named: "mocotó", preferCityKey: "Rio de Janeiro|RJ").first?.id == "rj-1")
        #expect(try store.places(named: "mocotó", preferCityKey: "São Paulo|SP").first?.id == "sp-3")
        // Otherwise substrings, shortest names first.
        #expect(try store.places(named: "onca").map(\.id) == ["sp-4"])
        #expect(try store.places(named: "bar d").map(\.id) == ["cwb-1", "sp-4"])  // "bar do alemao" is shorter
        #expect(try store.places(named: "nowhere").isEmpty)
        #expect(try store.places(named: "  ").isEmpty)
        #expect(try store.places(named: "%").isEmpty)
    }

    @Test func cityAndTermCounts() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try sampleStore(dir)
        let cities = try store.cityCounts()
        #expect(cities.first?.city == "São Paulo" && cities.first?.count == 5)
        #expect(cities.count == 3)
        let terms = try store.termCounts(cityKey: "Curitiba|PR")
        #expect(Set(terms.categories.map(\.0)) == ["bar", "restaurant"])
        #expect(Set(terms.tags.map(\.0)) == ["german", "beer", "italian"])
    }

    // MARK: Writing

    @Test func insertRefusesAnExistingId() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try sampleStore(dir)
        #expect(throws: StoreError.self) { try store.insert(place("sp-1", "Again")) }
        #expect(try store.place(id: "sp-1")?.name == "Tan Tan Bar")
    }

    @Test func updateAndFavourite() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try sampleStore(dir)
        var p = try #require(try store.place(id: "sp-2"))
        p.tags = ["ramen"]
        p.priceTier = 3
        try store.update(p)
        #expect(try store.place(id: "sp-2")?.tags == ["ramen"])
        #expect(try store.place(id: "sp-2")?.priceTier == 3)
        #expect(try store.places(PlaceQuery(text: "sushi")).total == 0)  // the tag index follows
        try store.setFavorite(id: "sp-2", true)
        #expect(try store.place(id: "sp-2")?.isFavorite == true)
        try store.setFavorite(id: "sp-2", false)
        #expect(try store.place(id: "sp-2")?.isFavorite == false)
    }

    @Test func forgetRemovesVisitsAndSeedStaysForgotten() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.file("store.sqlite3"))
        let bytes = seed([row("s1", "Um"), row("s2", "Dois")])
        _ = try store.applySeed(bytes: bytes)
        for (i, id) in ["s1", "s1", "s2"].enumerated() {
            try store.db.run(
                "INSERT INTO visits (id, restaurant_id, date_visited, rating) VALUES (?, ?, ?, ?)",
                [.text("v\(i)"), .text(id), .double(1_700_000_000 + Double(i)), .int(4)])
        }
        #expect(try store.visits.of(restaurantId: "s1").count == 2)
        try store.forget(id: "s1")
        #expect(try store.place(id: "s1") == nil)
        #expect(try store.visits.of(restaurantId: "s1").isEmpty)
        #expect(try store.visits.count() == 1)
        // A later seed (changed, so it runs) does not bring it back.
        let report = try store.applySeed(bytes: seed([row("s1", "Um"), row("s2", "Dois"), row("s3", "Três")]))
        #expect(report.ran && report.added == 1)
        #expect(try store.place(id: "s1") == nil)
        // Forgetting an unknown id is harmless.
        try store.forget(id: "nope")
    }

    @Test func visitsMustReferenceAPlace() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.file("store.sqlite3"))
        #expect(throws: DatabaseError.self) {
            try store.db.run("INSERT INTO visits (id, restaurant_id, date_visited, rating) VALUES ('v', 'ghost', 0, 3)")
        }
    }
}

/// Errors collected from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ s: String) { lock.lock(); items.append(s); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return items }
}
