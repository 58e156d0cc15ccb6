// MARK: - Parser: text → Intent

/// Turns a command line into an `Intent`. Pure and total: any input yields
/// an intent (`unknown` with a suggestion when nothing fits), never a crash.
public struct Parser: Sendable {
    public var vocabulary: Vocabulary
    /// Resolves a typed city to its catalogue spelling (name, UF or nil, country), when available.
    public var cityResolver: (@Sendable (String) -> (name: String, state: String?, country: String)?)?

    public init(vocabulary: Vocabulary,
                cityResolver: (@Sendable (String) -> (name: String, state: String?, country: String)?)? = nil) {
        self.vocabulary = vocabulary
        self.cityResolver = cityResolver
    }

    /// Words that carry no meaning in a command ("please pick me some sushi").
    static let fillers: Set<String> = ["please", "pls", "a", "an", "some", "for", "me", "the", "um", "uma", "por", "favor",
                                       "something", "somewhere", "place", "spot", "algo", "algum", "alguma", "lugar", "o", "to"]

    /// The intent of `line`, or nil for a blank line.
    public func parse(_ line: String) -> Intent? {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        var tokens = Tokenizer.tokenize(trimmed)
        // Leading politeness: "please spin", "por favor sorteia".
        var skipped = 0
        while let first = tokens.first, first.isWord, ["please", "pls", "hey", "ok", "okay"].contains(first.folded) {
            tokens.removeFirst()
            skipped += 1
        }
        if tokens.count >= 2, tokens[0].folded == "por", tokens[1].folded == "favor" { tokens.removeFirst(2); skipped += 2 }
        guard !tokens.isEmpty else { return .unknown(text: trimmed, suggestion: "help") }

        // "4 stars", "5 estrelas": a rating without the verb.
        if let stars = tokens[0].number, tokens.count >= 2,
           ["star", "stars", "estrela", "estrelas"].contains(tokens[1].folded) {
            var reader = ArgumentReader(Array(tokens.dropFirst(2)))
            return Grammar.rate(&reader, parser: self, leadingStars: Int(stars))
        }
        if let (spec, used) = matchVerb(tokens) {
            let phrase = tokens.prefix(used).map(\.folded).joined(separator: " ")
            let rawRest = restText(of: trimmed, afterTokens: skipped + used, tokens: tokens)
            var reader = ArgumentReader(Array(tokens.dropFirst(used)), rawText: rawRest)
            return Grammar.parse(spec: spec, phrase: phrase, reader: &reader, parser: self)
        }
        // Bare filters are a spin: "sushi", "cheap bar".
        if tokens.allSatisfy({ isFilterWord($0) }), tokens.contains(where: { !Parser.fillers.contains($0.folded) }) {
            var reader = ArgumentReader(tokens)
            return Grammar.spin(&reader, parser: self)
        }
        let first = tokens[0].folded
        let rest = tokens.dropFirst().map(\.text)
        if let verb = DidYouMean.suggest(first, from: CommandTable.verbs.filter { !$0.contains(" ") || $0.hasPrefix(first) }) {
            return .unknown(text: trimmed, suggestion: ([verb] + rest).joined(separator: " "))
        }
        // A near-miss of a tag is probably a spin: "sushii" → "spin sushi".
        if let term = DidYouMean.suggest(first, from: vocabulary.terms) {
            return .unknown(text: trimmed, suggestion: (["spin", term] + rest).joined(separator: " "))
        }
        return .unknown(text: trimmed, suggestion: nil)
    }

    /// The longest phrase from the command table at the start of `tokens`.
    func matchVerb(_ tokens: [Token]) -> (CommandSpec, Int)? {
        for entry in CommandTable.phraseIndex where entry.words.count <= tokens.count {
            var ok = true
            for (i, word) in entry.words.enumerated() {
                let t = tokens[i]
                let text = t.isWord ? t.folded : Folding.key(t.text)
                if text != word { ok = false; break }
            }
            if ok { return (entry.spec, entry.words.count) }
        }
        return nil
    }

    /// The original text after the first `count` words (keeps quotes and case for `explain`).
    /// Verb phrases are plain words, so dropping whitespace-separated runs is exact.
    func restText(of line: String, afterTokens count: Int, tokens: [Token]) -> String {
        var rest = Substring(line)
        for _ in 0..<count {
            rest = rest.drop(while: { $0.isWhitespace })
            rest = rest.drop(while: { !$0.isWhitespace })
        }
        return rest.trimmingCharacters(in: .whitespaces)
    }

    /// True for words a spin understands without a verb.
    func isFilterWord(_ token: Token) -> Bool {
        switch token.kind {
        case .distance: return true
        case .word:
            return vocabulary.canonical(token.folded) != nil || Grammar.priceWords[token.folded] != nil
                || Parser.fillers.contains(token.folded) || ["not", "no", "avoid", "without", "sem"].contains(token.folded)
        default: return false
        }
    }
}

// MARK: - Reading arguments

/// A cursor over the tokens after the verb.
public struct ArgumentReader {
    var tokens: [Token]
    var index = 0
    /// The original text after the verb (for names, notes and paths).
    let rawText: String

    init(_ tokens: [Token], rawText: String? = nil) {
        self.tokens = tokens
        self.rawText = rawText ?? tokens.map(\.text).joined(separator: " ")
    }

    var isAtEnd: Bool { index >= tokens.count }
    var current: Token? { index < tokens.count ? tokens[index] : nil }
    var remaining: [Token] { Array(tokens[min(index, tokens.count)...]) }

    /// True (and consumes) when the next words are `phrase` (folded).
    mutating func accept(_ phrase: String) -> Bool {
        let words = phrase.split(separator: " ").map(String.init)
        guard index + words.count <= tokens.count else { return false }
        for (i, w) in words.enumerated() where tokens[index + i].folded != w || tokens[index + i].kind == .quoted { return false }
        index += words.count
        return true
    }

    /// Accepts the first matching phrase of `phrases`.
    mutating func acceptAny(_ phrases: [String]) -> String? {
        for p in phrases.sorted(by: { $0.split(separator: " ").count > $1.split(separator: " ").count }) where accept(p) { return p }
        return nil
    }

    mutating func next() -> Token? {
        guard index < tokens.count else { return nil }
        defer { index += 1 }
        return tokens[index]
    }

    /// The remaining tokens' original text joined by spaces, consuming them.
    mutating func restText() -> String? {
        let text = remaining.map(\.text).joined(separator: " ")
        index = tokens.count
        return text.isEmpty ? nil : text
    }
}

#if canImport(Foundation)
import Foundation
#endif
