#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Tab completion that knows the conversation

/// What Tab should do with the text before the cursor.
public struct CompletionResult: Sendable, Equatable {
    /// How many characters before the cursor the candidates replace.
    public var replaceLength: Int
    /// Replacements, best first.
    public var candidates: [String]
    /// When several fit but one is clearly likeliest (the biggest city of
    /// that name), the first Tab inserts it and a second Tab lists the rest.
    public var preferred: String?
    /// False when a unique candidate should not get a trailing space (a directory).
    public var appendSpace = true

    public init(replaceLength: Int, candidates: [String], preferred: String? = nil, appendSpace: Bool = true) {
        self.replaceLength = replaceLength
        self.candidates = candidates
        self.preferred = preferred
        self.appendSpace = appendSpace
    }

    public static let none = CompletionResult(replaceLength: 0, candidates: [])
}

/// Completes commands, then each command's argument, from the same
/// `CommandTable` the parser reads: verbs, cities from the catalogue, tags
/// and categories, place names, setting names and values, file paths.
/// Local data only: completion never waits for the network.
public struct CompletionEngine {
    public var vocabulary: () -> Vocabulary
    public var catalog: () -> CityCatalog?
    /// Place names starting with a folded prefix (current city first).
    public var placeNames: (_ foldedPrefix: String) -> [String]
    /// Directory listings for path completion (injected in tests).
    public var listDirectory: (_ path: String) -> [(name: String, isDirectory: Bool)]
    /// The home directory, for `~/` paths.
    public var home: String

    public init(
        vocabulary: @escaping () -> Vocabulary, catalog: @escaping () -> CityCatalog?,
        placeNames: @escaping (String) -> [String], home: String = "",
        listDirectory: @escaping (String) -> [(name: String, isDirectory: Bool)] = CompletionEngine.listDirectory
    ) {
        self.vocabulary = vocabulary
        self.catalog = catalog
        self.placeNames = placeNames
        self.home = home
        self.listDirectory = listDirectory
    }
    public static let filterWords = ["not", "avoid", "without", "cheap", "fancy", "within", "top rated", "only top rated", "favorites"]

    public func complete(_ text: String) -> CompletionResult {
        let folded = Folding.key(text)
        let endsWithSpace = text.last?.isWhitespace ?? false
        // Still typing the verb: phrases from the table.
        guard let (spec, verbLength) = verbPrefix(of: text) else {
            let candidates = CommandTable.verbs.filter { $0.utf8.allSatisfy { $0 < 0x80 } && $0.hasPrefix(folded) && !folded.isEmpty }
                .sorted { ($0.count, $0) < ($1.count, $1) }
            if folded.isEmpty { return CompletionResult(replaceLength: 0, candidates: CommandTable.all.map(\.name)) }
            return CompletionResult(replaceLength: text.count, candidates: candidates)
        }
        let argument = String(text.dropFirst(verbLength)).drop { $0 == " " }
        let argumentText = String(argument)
        switch spec.argument {
        case .city:
            return cities(argumentText)
        case .filters:
            return filters(argumentText, endsWithSpace: endsWithSpace)
        case .place:
            if spec.name == "open", !argumentText.contains(" ") {
                let apps = LinkApp.allCases.map(\.rawValue).filter { $0.hasPrefix(Folding.key(argumentText)) }
                return CompletionResult(replaceLength: argumentText.count, candidates: apps + places(argumentText).candidates)
            }
            return places(argumentText)
        case .setting:
            return setting(argumentText)
        case .path:
            return paths(argumentText)
        case .topic:
            let names = CommandTable.all.map(\.name).filter { $0.hasPrefix(Folding.key(argumentText)) }
            return CompletionResult(replaceLength: argumentText.count, candidates: names)
        case .none, .text:
            return .none
        }
    }

    /// The command phrase the text starts with, once it is followed by a
    /// space, and how many characters it covers.
    func verbPrefix(of text: String) -> (CommandSpec, Int)? {
        var best: (CommandSpec, Int)?
        let foldedText = Folding.key(text)
        for spec in CommandTable.all {
            for phrase in spec.phrases where phrase.utf8.allSatisfy({ $0 < 0x80 }) {
                guard foldedText.hasPrefix(phrase + " ") || (foldedText == phrase && text.last == " ") else { continue }
                let length = phraseLength(phrase, in: text)
                if length > (best?.1 ?? 0) { best = (spec, length) }
            }
        }
        return best
    }

    /// Characters of `text` covered by `phrase`'s words (whitespace may differ).
    private func phraseLength(_ phrase: String, in text: String) -> Int {
        var words = phrase.split(separator: " ").count
        var count = 0
        var inWord = false
        for ch in text {
            if ch.isWhitespace {
                if inWord { words -= 1; inWord = false; if words == 0 { break } }
            } else {
                inWord = true
            }
            count += 1
        }
        return count
    }

    // MARK: Arguments

    func cities(_ prefix: String) -> CompletionResult {
        guard !prefix.isEmpty, let catalog = catalog() else { return .none }
        let found = catalog.complete(prefix, limit: 40)
        guard !found.isEmpty else { return .none }
        var nameCounts: [String: Int] = [:]
        for city in found { nameCounts[city.name, default: 0] += 1 }
        var seen = Set<String>()
        let candidates = found.map { nameCounts[$0.name, default: 0] > 1 ? $0.displayName : $0.name }
            .filter { seen.insert($0).inserted }
        let preferred = candidates.count > 1 ? candidates[0] : nil
        return CompletionResult(replaceLength: prefix.count, candidates: candidates, preferred: preferred)
    }

    func filters(_ argument: String, endsWithSpace: Bool) -> CompletionResult {
        let word = endsWithSpace ? "" : String(argument.split(separator: " ", omittingEmptySubsequences: false).last ?? "")
        let folded = Folding.key(word)
        // "2" → "2km"
        if let n = Double(folded.replacing(",", with: ".")), n > 0, n <= 50 {
            return CompletionResult(replaceLength: word.count, candidates: [word + "km", word + "m"])
        }
        guard !folded.isEmpty else { return .none }
        let terms = vocabulary().terms + CompletionEngine.filterWords
        var seen = Set<String>()
        let candidates = terms.filter { Folding.key($0).hasPrefix(folded) && seen.insert($0).inserted }
            .sorted { ($0.count, $0) < ($1.count, $1) }
        return CompletionResult(replaceLength: word.count, candidates: candidates)
    }

    func places(_ prefix: String) -> CompletionResult {
        let names = placeNames(Folding.key(prefix))
        return CompletionResult(replaceLength: prefix.count, candidates: names)
    }

    func setting(_ argument: String) -> CompletionResult {
        let parts = argument.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        if parts.count <= 1 {
            let keys = SettingKey.allCases.map(\.rawValue).filter { $0.hasPrefix(Folding.key(argument)) }
            return CompletionResult(replaceLength: argument.count, candidates: keys)
        }
        let key = SettingKey.names[Folding.key(parts[0])], value = parts[1]
        if key == .city { return cities(value) }
        let values = (key?.completions ?? []).filter { $0.hasPrefix(Folding.key(value)) }
        return CompletionResult(replaceLength: value.count, candidates: values)
    }

    func paths(_ typed: String) -> CompletionResult {
        var expanded = typed
        if typed.hasPrefix("~/") || typed == "~" { expanded = home + typed.dropFirst() }
        let dir: String
        let base: String
        if let slash = expanded.lastIndex(of: "/") {
            dir = String(expanded[...slash])
            base = String(expanded[expanded.index(after: slash)...])
        } else {
            dir = ""
            base = expanded
        }
        let typedDir = typed.lastIndex(of: "/").map { String(typed[...$0]) } ?? ""
        let entries = listDirectory(dir.isEmpty ? "." : dir)
            .filter { $0.name.hasPrefix(base) && ($0.name.first != "." || base.first == ".") }
            .sorted { $0.name < $1.name }
        let candidates = entries.map { typedDir + $0.name + ($0.isDirectory ? "/" : "") }
        let appendSpace = !(entries.count == 1 && entries[0].isDirectory)
        return CompletionResult(replaceLength: typed.count, candidates: candidates, appendSpace: appendSpace)
    }

    /// Lists a directory with plain POSIX calls.
    public static func listDirectory(_ path: String) -> [(name: String, isDirectory: Bool)] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var entries: [(String, Bool)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var info = stat()
            let full = (path.hasSuffix("/") ? path : path + "/") + name
            let isDir = stat(full, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            entries.append((name, isDir))
        }
        return entries
    }
}

#if canImport(Glibc)
import Glibc
#endif
