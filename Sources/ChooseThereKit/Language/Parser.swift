// MARK: - Parser: text → Intent

/// Turns a command line into an `Intent`. Pure and total: any input yields
/// an intent (`unknown` with a suggestion when nothing fits), never a crash.
public struct Parser: Sendable {
    private let vocabularySource: LazyVocabulary
    /// Resolves a typed city to its catalogue spelling (name, UF or nil, country), when available.
    public var cityResolver: (@Sendable (String) -> (name: String, state: String?, country: String)?)?

    /// The vocabulary of tags and categories (loaded on first use: `quit` never needs it).
    public var vocabulary: Vocabulary { vocabularySource.value }

    public init(vocabulary: Vocabulary,
                cityResolver: (@Sendable (String) -> (name: String, state: String?, country: String)?)? = nil) {
        self.init(loadVocabulary: { vocabulary }, cityResolver: cityResolver)
    }

    /// A parser whose vocabulary is loaded by `loadVocabulary` the first time a line needs it.
    public init(loadVocabulary: @escaping () -> Vocabulary,
                cityResolver: (@Sendable (String) -> (name: String, state: String?, country: String)?)? = nil) {
        self.vocabularySource = LazyVocabulary(loadVocabulary)
        self.cityResolver = cityResolver
    }

    /// The longest line taken as a command.
    public static let maxLineBytes = 2000

    /// Words that carry no meaning in a command ("please pick me some sushi").
    static let fillers: Set<String> = ["please", "pls", "a", "an", "some", "for", "me", "the", "um", "uma", "por", "favor",
                                       "something", "somewhere", "place", "spot", "algo", "algum", "alguma", "lugar", "o", "to",
                                       "tonight", "today", "now", "hoje", "agora", "lunch", "dinner", "almoco", "jantar", "eat", "comer"]

    /// Words that start filter phrases ("within 3km", "top rated", "only favorites").
    static let filterPhraseWords: Set<String> = ["within", "under", "prefer", "top", "best", "rated", "only", "well", "highly",
                                                 "favorites", "favourites", "favs", "favoritos", "my", "from", "osm", "bem", "avaliados",
                                                 "melhores", "ate", "raio", "open", "aberto", "aberta", "abertos",
                                                 "abertas", "strict", "estrito"]

    /// The intent of `line`, or nil for a blank line.
    public func parse(_ line: String) -> Intent? {
        let trimmed = line.trimmed
        guard !trimmed.isEmpty else { return nil }
        // No command is this long; refusing early keeps hostile input cheap.
        if trimmed.utf8.count > Parser.maxLineBytes {
            return .unknown(text: String(trimmed.prefix(80)) + "…", suggestion: nil,
                            reason: .lineTooLong(bytes: trimmed.utf8.count, limit: Parser.maxLineBytes))
        }
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
            guard let whole = Grammar.wholeNumber(stars) else { return Grammar.badStars(trimmed) }
            return Grammar.rate(&reader, parser: self, leadingStars: whole)
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
        // "temaki in Curitiba": something to find, in a city the catalogue knows.
        if let found = Grammar.bareFind(tokens, parser: self) { return found }
        let first = tokens[0].folded
        let rest = tokens.dropFirst().map(\.text)
        // Two-word verbs: "swich city Curitiba" → "switch city Curitiba".
        if tokens.count >= 2 {
            let two = tokens[0].folded + " " + tokens[1].folded
            let phrases = CommandTable.verbs.filter { $0.utf8.reduce(0) { $1 == 32 ? $0 + 1 : $0 } == 1 }
            if let verb = DidYouMean.suggest(two, from: phrases), DidYouMean.distance(two, Folding.key(verb)) <= 2 {
                return .unknown(text: trimmed, suggestion: ([verb] + tokens.dropFirst(2).map(\.text)).joined(separator: " "))
            }
        }
        if let verb = DidYouMean.suggest(first, from: CommandTable.verbs.filter { !$0.contains(" ") || $0.hasPrefix(first) }) {
            return .unknown(text: trimmed, suggestion: ([verb] + rest).joined(separator: " "))
        }
        // A near-miss of a tag is probably a spin: "sushii" → "spin sushi".
        if let term = DidYouMean.suggest(first, from: vocabulary.terms) {
            return .unknown(text: trimmed, suggestion: (["spin", term] + rest).joined(separator: " "))
        }
        return .unknown(text: trimmed, suggestion: nil)
    }

    /// The longest phrase from the command table at the start of `tokens`
    /// (`spin again` wins over `spin`). A direct scan of the table: about
    /// 200 short comparisons, and no index to build at start-up.
    func matchVerb(_ tokens: [Token]) -> (CommandSpec, Int)? {
        // "w0", "w0 w1", "w0 w1 w2", "w0 w1 w2 w3"
        var prefixes: [String] = []
        var joined = ""
        for token in tokens.prefix(CommandTable.longestPhrase) {
            if token.kind == .quoted { break }
            let word = token.isWord ? token.folded : Folding.key(token.text)
            joined = joined.isEmpty ? word : joined + " " + word
            prefixes.append(joined)
        }
        var best: (CommandSpec, Int)?
        for spec in CommandTable.all {
            for phrase in spec.phrases {
                let words = phrase.utf8.reduce(1) { $1 == UInt8(ascii: " ") ? $0 + 1 : $0 }
                guard words <= prefixes.count, words > (best?.1 ?? 0) else { continue }
                // Phrases are written folded; the few with accents ("tô em") are
                // there for help and completion, each beside its folded twin.
                if phrase == prefixes[words - 1] { best = (spec, words) }
            }
        }
        return best
    }

    /// The original text after the first `count` words (keeps quotes and case for `explain`).
    /// Verb phrases are plain words, so dropping whitespace-separated runs is exact.
    func restText(of line: String, afterTokens count: Int, tokens: [Token]) -> String {
        var rest = Substring(line)
        for _ in 0..<count {
            rest = rest.drop(while: { $0.isWhitespace })
            rest = rest.drop(while: { !$0.isWhitespace })
        }
        return String(rest).trimmed
    }

    /// True for words a spin understands without a verb.
    func isFilterWord(_ token: Token) -> Bool {
        switch token.kind {
        case .distance: return true
        case .word:
            return vocabulary.canonical(token.folded) != nil || Grammar.priceWords[token.folded] != nil
                || Parser.fillers.contains(token.folded) || Grammar.connectives.contains(token.folded)
                || Parser.filterPhraseWords.contains(token.folded)
                || ["not", "no", "avoid", "without", "sem"].contains(token.folded)
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

    /// Accepts the longest of `phrases` found at the cursor.
    mutating func acceptAny(_ phrases: [String]) -> String? {
        var best: (phrase: String, words: Int)?
        let start = index
        for p in phrases {
            if accept(p) {
                let words = index - start
                if words > (best?.words ?? 0) { best = (p, words) }
                index = start
            }
        }
        if let best { index = start + best.words }
        return best?.phrase
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

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Loads the vocabulary once, on first use. A session runs on one thread.
final class LazyVocabulary: @unchecked Sendable {
    private let load: () -> Vocabulary
    private var loaded: Vocabulary?

    init(_ load: @escaping () -> Vocabulary) { self.load = load }

    var value: Vocabulary {
        if let loaded { return loaded }
        let v = load()
        loaded = v
        return v
    }
}
