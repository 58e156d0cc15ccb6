import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - Which files the store opens, and how a read-only one behaves

@Suite("Store identity")
struct StoreIdentityTests {
    static func bytes(_ url: URL) throws -> Data { try Data(contentsOf: url) }

    /// A database made by `body` on a raw connection (another program's file).
    static func database(_ url: URL, _ sql: String) throws {
        let db = try Database(path: url.path)
        try db.execute(sql)
        db.close()
    }

    @Test func aNewStoreCarriesTheApplicationId() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let store = try Store(url: dir.file("s.sqlite3"))
        #expect(try store.db.scalar("PRAGMA application_id")?.int == Store.applicationId)
    }

    /// Another program's database — its own application id, or tables that
    /// are not ours (a clashing `restaurants` table included) — is refused
    /// before anything is written: the file keeps every byte.
    @Test(arguments: [
        "PRAGMA application_id = 1234; CREATE TABLE notes (x);",
        "PRAGMA application_id = 1234;",
        "CREATE TABLE restaurants (name TEXT); INSERT INTO restaurants VALUES ('theirs');",
        "CREATE TABLE notes (x); PRAGMA user_version = 2;",
    ])
    func anotherProgramsDatabaseIsRefusedUntouched(_ sql: String) throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let url = dir.file("s.sqlite3")
        try Self.database(url, sql)
        let before = try Self.bytes(url)
        #expect(throws: StoreError.foreignDatabase(path: url.path)) { try Store(url: url) }
        #expect(try Self.bytes(url) == before)
        #expect(!FileManager.default.fileExists(atPath: url.path + "-wal"))
    }

    /// A store made before the id was set (id 0, our schema) is ours: it
    /// opens with everything in it, and gets the id.
    @Test func aStoreFromBeforeTheIdIsAdopted() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let url = dir.file("s.sqlite3")
        do {
            let store = try Store(url: url)
            try store.insert(Restaurant(id: "mine", name: "Mine", lat: 0, lng: 0))
            try store.db.execute("PRAGMA application_id = 0")
        }
        let store = try Store(url: url)
        #expect(try store.place(id: "mine")?.name == "Mine")
        #expect(try store.db.scalar("PRAGMA application_id")?.int == Store.applicationId)
    }

    @Test func aReadOnlyStoreListsAndRefusesWritesClearly() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let url = dir.file("s.sqlite3")
        do { try Store(url: url).insert(Restaurant(id: "mine", name: "Mine", lat: 0, lng: 0)) }
        let before = try Self.bytes(url)
        let store = try Store(url: url, readOnly: true)
        #expect(store.isReadOnly)
        #expect(try store.place(id: "mine")?.name == "Mine")
        #expect(throws: StoreError.readOnly(path: url.path)) { try store.insert(Restaurant(id: "new", name: "New", lat: 0, lng: 0)) }
        #expect(throws: StoreError.readOnly(path: url.path)) { try store.setFavorite(id: "mine", true) }
        #expect(try Self.bytes(url) == before)
        #expect(StoreError.readOnly(path: url.path).message(.english).contains("read-only"))
        // A missing store cannot be opened read-only (there is nothing to read, and nothing may be made).
        #expect(throws: StoreError.self) { try Store(url: dir.file("missing.sqlite3"), readOnly: true) }
        #expect(!FileManager.default.fileExists(atPath: dir.file("missing.sqlite3").path))
    }
}
