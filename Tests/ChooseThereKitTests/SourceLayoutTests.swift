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
                // Under Sources, nothing else is declared at the top level: no other type, no free function.
                let others =
                    folder.lastPathComponent == "Sources" ? Self.topLevelDeclarations(text).filter { !$0.isExtension(of: type) } : []
                checked += 1
                if !extends || !others.isEmpty {
                    broken.append(
                        url.path.replacingOccurrences(of: UnitFixtures.repoRoot.path + "/", with: "")
                            + others.map { " (\($0.line))" }.joined())
                }
            }
        }
        #expect(checked > 10, "the walk found the files")
        #expect(broken.isEmpty, "named Type+Concern.swift but not only extensions of Type: \(broken.sorted())")
    }

    // MARK: Layers

    /// The kit's folders from the bottom up: a folder uses types of its own
    /// rank and below, never above (Domain < Store, Nearby < Language <
    /// Session < Rendering, and where the other folders stand).
    static let ranks: [String: Int] = [
        "Support": 0, "JSON": 0,
        "Domain": 1,
        "Store": 2, "Catalog": 2, "Nearby": 2,
        "Language": 3, "Settings": 3,
        "Session": 4, "Clients": 4, "Replies": 4,
        "Rendering": 5,
    ]

    @Test func noFolderOfTheKitUsesATypeFromAFolderAboveIt() throws {
        let kit = UnitFixtures.repoRoot.appendingPathComponent("Sources/ChooseThereKit")
        var files: [(folder: String, path: String, text: String)] = []
        let walker = try #require(FileManager.default.enumerator(at: kit, includingPropertiesForKeys: nil))
        for case let url as URL in walker where url.pathExtension == "swift" {
            let relative = url.path.replacingOccurrences(of: kit.path + "/", with: "")
            files.append((String(relative.split(separator: "/")[0]), relative, Self.code(try String(contentsOf: url, encoding: .utf8))))
        }
        // Where each top-level type is declared (names declared in two folders are left out).
        var home: [String: Set<String>] = [:]
        for file in files {
            for declaration in Self.topLevelDeclarations(file.text) where !declaration.isExtension(of: nil) {
                home[declaration.name, default: []].insert(file.folder)
            }
        }
        #expect(Set(files.map(\.folder)).subtracting(Self.ranks.keys).isEmpty, "every folder of the kit has a rank")
        var upward: [String] = []
        for file in files {
            let own = Self.ranks[file.folder] ?? 0
            for name in Set(Self.capitalisedWords(file.text)) {
                guard let folders = home[name], folders.count == 1, let folder = folders.first, (Self.ranks[folder] ?? 0) > own else {
                    continue
                }
                upward.append("\(file.path) uses \(name) (\(folder))")
            }
        }
        #expect(home.count > 100, "the walk found the types")
        #expect(upward.isEmpty, "types used from a folder above: \(upward.sorted())")
    }

    // MARK: Reading Swift, roughly

    struct Declaration {
        var keyword: String
        var name: String
        var line: String
        /// An extension (of `type`, when given).
        func isExtension(of type: String?) -> Bool { keyword == "extension" && (type == nil || name == type) }
    }

    /// Declarations that start a line at the top level (column 0).
    static func topLevelDeclarations(_ text: String) -> [Declaration] {
        let keywords: Set<String> = ["struct", "enum", "class", "protocol", "typealias", "actor", "extension", "func", "let", "var"]
        let modifiers: Set<String> = ["public", "private", "fileprivate", "internal", "final", "indirect", "nonisolated"]
        var found: [Declaration] = []
        for line in text.split(separator: "\n") where line.first.map({ $0.isLetter }) ?? false {
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" || $0 == "(" || $0 == "=" })
                .map(String.init).drop { modifiers.contains($0) }
            guard let keyword = words.first, keywords.contains(keyword), words.count > 1 else { continue }
            let name = words[words.index(after: words.startIndex)].split(separator: ".")[0]
            found.append(Declaration(keyword: keyword, name: String(name), line: String(line)))
        }
        return found
    }

    /// The text without comments and string literals (roughly: enough to find type names).
    static func code(_ text: String) -> String {
        var out = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var kept = ""
            var inString = false
            var previous: Character = " "
            var chars = line.makeIterator()
            while let c = chars.next() {
                if !inString, c == "/", previous == "/" { kept.removeLast(); break }
                if c == "\"", previous != "\\" { inString.toggle(); previous = c; continue }
                if !inString { kept.append(c) }
                previous = c
            }
            out += kept + "\n"
        }
        return out
    }

    /// Words that start with a capital letter (type names, among others).
    static func capitalisedWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for c in text {
            if c.isLetter || c.isNumber || c == "_" { current.append(c); continue }
            if let first = current.first, first.isUppercase { words.append(current) }
            current = ""
        }
        return words
    }
}
