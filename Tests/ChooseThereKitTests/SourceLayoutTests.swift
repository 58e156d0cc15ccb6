import Foundation
import Testing

// MARK: - File names that keep their promise

/// In Swift, `Type+Concern.swift` holds an extension of `Type`. A file named
/// so that holds something else (a `…Rules` type in `SessionReducer+Pick.swift`)
/// sends a newcomer to the wrong place; this keeps the names honest.
@Suite("Source layout")
struct SourceLayoutTests {
    static let folders = ["Sources", "Tests"].map { UnitFixtures.repoRoot.appendingPathComponent($0) }

    @Test func everyPlusFileExtendsTheTypeItNames() throws {
        var checked = 0
        var broken: [String] = []
        for folder in Self.folders {
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" && url.lastPathComponent.contains("+") {
                let type = String(url.deletingPathExtension().lastPathComponent.split(separator: "+")[0])
                let text = try String(contentsOf: url, encoding: .utf8)
                let extends = text.split(separator: "\n").contains { line in
                    for prefix in ["extension ", "public extension "] where line.hasPrefix(prefix + type) {
                        let rest = line.dropFirst(prefix.count + type.count)
                        if rest.first.map({ !$0.isLetter && !$0.isNumber }) ?? true { return true }
                    }
                    return false
                }
                checked += 1
                if !extends { broken.append(url.path.replacingOccurrences(of: UnitFixtures.repoRoot.path + "/", with: "")) }
            }
        }
        #expect(checked > 10, "the walk found the files")
        #expect(broken.isEmpty, "named Type+Concern.swift but extend no Type: \(broken.sorted())")
    }
}
