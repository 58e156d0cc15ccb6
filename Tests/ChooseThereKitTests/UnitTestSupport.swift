import Foundation
import Testing

@testable import ChooseThereKit

/// Shared fixtures for the unit tests: the repository's resources and
/// throw-away directories under the system temporary directory.
enum UnitFixtures {
    /// The repository root (three levels above this file).
    static let repoRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let resourcesDir = repoRoot.appendingPathComponent("Resources")
    static let vocabularyURL = resourcesDir.appendingPathComponent("Vocabulary.json")
    static let seedURL = resourcesDir.appendingPathComponent("Restaurants.json")
    static let citiesURL = resourcesDir.appendingPathComponent("Cities.tsv")

    /// The bundled vocabulary, loaded once.
    static let vocabulary: Vocabulary = {
        (try? Vocabulary.load(from: vocabularyURL)) ?? .empty
    }()

    /// A parser over the real vocabulary (no city resolver, no place names).
    static var parser: Parser { Parser(vocabulary: vocabulary) }

    /// Shared resources (the catalogue loads lazily, once).
    static let resources = Resources(directory: resourcesDir)

    /// The bundled seed's bytes.
    static func seedBytes() throws -> [UInt8] { Array(try Data(contentsOf: seedURL)) }

    /// `explain`-style canonical JSON of `line`.
    /// A refinement is shown as what it means in a fresh session.
    static func explain(_ line: String) -> String? {
        guard var intent = parser.parse(line) else { return nil }
        if case .refine(let r) = intent { intent = SessionState().intent(for: r) }
        return intent.canonicalJSON.encoded()
    }
}

/// A fresh directory under the system temporary directory, removed by `remove()`.
final class TempDir {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("choosethere-unit-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func remove() { try? FileManager.default.removeItem(at: url) }

    deinit { remove() }
}

/// POSIX permission bits of a path.
func posixMode(_ url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
}
