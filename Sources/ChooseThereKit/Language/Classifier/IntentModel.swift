#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Verb choice learned from data

/// A multinomial logistic regression over a line's word n-grams (after Snips
/// NLU's intent classifier): which command a line most likely asks for,
/// learned from the phrasing corpus by `choosethere-train` and shipped as
/// `Resources/IntentModel.tsv`. The arbiter weighs it against the rules'
/// evidence (`Arbiter.learnedVeto`); it never reads slots.
public struct IntentModel: Sendable, Equatable {
    /// The commands it knows (`explain` intent names), in the file's order.
    public var classes: [String]
    public var bias: [Float]
    /// Feature → (class index, weight), only the weights that matter.
    public var weights: [String: [Weight]]

    public struct Weight: Sendable, Equatable {
        public var index: Int
        public var value: Float
    }

    public init(classes: [String], bias: [Float], weights: [String: [Weight]]) {
        self.classes = classes
        self.bias = bias
        self.weights = weights
    }

    // MARK: Features

    /// The features of a line: its folded words (`w:`), neighbouring pairs
    /// (`b:`), the first four letters of longer words (`p:`, so `sorteia`
    /// and `sortear` share one), and the line's first word (`f:`). Numbers
    /// are `#`, punctuation is dropped; at most 200 words are read.
    public static func features(_ line: String) -> [String] {
        var words: [String] = []
        for word in Lexer.words(line).prefix(200) {
            switch word.kind {
            case .number, .coordinate: words.append("#")
            case .word, .quoted: words.append(word.folded)
            case .symbol:
                if word.text.hasPrefix("$") {
                    words.append("$")
                } else if word.text.contains("★") || word.text.contains("⭐") {
                    words.append("*")
                }
            case .punctuation: continue
            }
        }
        var out: [String] = []
        out.reserveCapacity(words.count * 3 + 1)
        if let first = words.first { out.append("f:" + first) }
        for (i, w) in words.enumerated() {
            out.append("w:" + w)
            if w.count > 5 { out.append("p:" + w.prefix(4)) }
            if i + 1 < words.count { out.append("b:" + w + " " + words[i + 1]) }
        }
        return out
    }

    // MARK: Scoring

    /// The probability of each class for `line`, most likely first.
    public func scores(_ line: String) -> [(intent: String, probability: Double)] {
        let p = probabilities(Self.features(line))
        return zip(classes, p).map { ($0, $1) }.sorted { ($0.1, $1.0) > ($1.1, $0.0) }
    }

    /// The probability that `line` asks for `intent` (0 for a class it does not know).
    public func probability(of intent: String, _ line: String) -> Double {
        guard let i = classes.firstIndex(of: intent) else { return 0 }
        return probabilities(Self.features(line))[i]
    }

    func probabilities(_ features: [String]) -> [Double] {
        var z = bias.map(Double.init)
        for f in features {
            guard let ws = weights[f] else { continue }
            for w in ws where w.index < z.count { z[w.index] += Double(w.value) }
        }
        return Self.softmax(z)
    }

    static func softmax(_ z: [Double]) -> [Double] {
        guard let top = z.max() else { return [] }
        let e = z.map { exp($0 - top) }
        let sum = e.reduce(0, +)
        return e.map { $0 / sum }
    }

    // MARK: The file

    /// The model as `Resources/IntentModel.tsv` holds it: a header, the
    /// classes, the biases, then one line per feature (sorted) with its
    /// `class:weight` pairs. The same model always gives the same bytes.
    public var encoded: String {
        var lines = [
            "# choosethere intent model: logistic regression over word n-grams, trained by `swift run choosethere-train` from Tests/ChooseThereKitTests/Corpus/phrasings.jsonl. Do not edit; regenerate.",
            "classes\t" + classes.joined(separator: "\t"),
            "bias\t" + bias.map(Self.number).joined(separator: "\t"),
        ]
        for feature in weights.keys.sorted() {
            guard let ws = weights[feature], !ws.isEmpty else { continue }
            lines.append(feature + "\t" + ws.map { "\($0.index):" + Self.number($0.value) }.joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A weight with four decimals (what the file keeps).
    static func number(_ v: Float) -> String {
        let r = (Double(v) * 10_000).rounded() / 10_000
        return r == 0 ? "0" : Format.fixed(r, 4)
    }

    /// Reads the file; nil when it is not one.
    public static func decode(_ text: String) -> IntentModel? {
        var classes: [String] = [], bias: [Float] = []
        var weights: [String: [Weight]] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) where !line.hasPrefix("#") {
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard parts.count == 2 || (parts.count > 2 && (parts[0] == "classes" || parts[0] == "bias")) else { return nil }
            switch parts[0] {
            case "classes": classes = parts.dropFirst().map(String.init)
            case "bias": bias = parts.dropFirst().compactMap { Float(String($0)) }
            default:
                weights[String(parts[0])] = parts[1].split(separator: " ").compactMap { pair in
                    let kv = pair.split(separator: ":")
                    guard kv.count == 2, let i = Int(kv[0]), let v = Float(String(kv[1])) else { return nil }
                    return Weight(index: i, value: v)
                }
            }
        }
        guard !classes.isEmpty, bias.count == classes.count else { return nil }
        return IntentModel(classes: classes, bias: bias, weights: weights)
    }
}

// MARK: - Scoring a line's words fast

/// The model with its features keyed by word numbers (`WordID`), so scoring
/// a line the lexer already read costs a few integer look-ups per word, not
/// a string per feature. Gives the same probabilities as `IntentModel`.
public final class IntentScorer: @unchecked Sendable {
    public let classes: [String]
    private let bias: [Double]
    private let words: WordIDMap<[IntentModel.Weight]>
    private let firsts: WordIDMap<[IntentModel.Weight]>
    private let prefixes: WordIDMap<[IntentModel.Weight]>
    private let pairs: [Int64: [IntentModel.Weight]]
    /// A word's four-letter beginning as a word number (nil: the word is five letters or fewer), by word number.
    private var prefixOf: [Int32: Int32?] = [:]

    public init(_ model: IntentModel) {
        classes = model.classes
        bias = model.bias.map(Double.init)
        var words: [Int32: [IntentModel.Weight]] = [:], firsts = words, prefixes = words
        var pairs: [Int64: [IntentModel.Weight]] = [:]
        for (feature, weights) in model.weights {
            let body = String(feature.dropFirst(2))
            switch feature.prefix(2) {
            case "w:": words[WordID.interned(body)] = weights
            case "f:": firsts[WordID.interned(body)] = weights
            case "p:": prefixes[WordID.interned(body)] = weights
            case "b:":
                let parts = body.split(separator: " ", maxSplits: 1).map(String.init)
                if parts.count == 2 { pairs[IntentScorer.pair(WordID.interned(parts[0]), WordID.interned(parts[1]))] = weights }
            default: continue
            }
        }
        self.words = WordIDMap(Array(words))
        self.firsts = WordIDMap(Array(firsts))
        self.prefixes = WordIDMap(Array(prefixes))
        self.pairs = pairs
    }

    private static func pair(_ a: Int32, _ b: Int32) -> Int64 { Int64(a) << 32 | Int64(UInt32(bitPattern: b)) }

    private static let number = WordID.interned("#"), dollar = WordID.interned("$"), star = WordID.interned("*")

    /// The numbers of a line's words as the model's features read them (`IntentModel.features`).
    /// Words are kept by their index in the line (for their text), numbers and symbols by -1.
    static func ids(_ line: [Word]) -> [(id: Int32, word: Int)] {
        var out: [(Int32, Int)] = []
        out.reserveCapacity(min(line.count, 200))
        for (i, word) in line.prefix(200).enumerated() {
            switch word.kind {
            case .number, .coordinate: out.append((number, -1))
            case .word, .quoted: out.append((word.id, i))
            case .symbol:
                if word.text.hasPrefix("$") {
                    out.append((dollar, -1))
                } else if word.text.contains("★") || word.text.contains("⭐") {
                    out.append((star, -1))
                }
            case .punctuation: continue
            }
        }
        return out
    }

    /// The word number of a word's first four letters when it is longer than five (as `IntentModel.features`).
    private func prefix(_ word: Word) -> Int32? {
        if let known = prefixOf[word.id] { return known }
        let id: Int32? = word.folded.count > 5 ? WordID.of(String(word.folded.prefix(4))) : nil
        if word.id != WordID.unknown { prefixOf[word.id] = id }
        return id
    }

    /// Each class's probability for a line's words, in `classes` order.
    public func probabilities(_ line: [Word]) -> [Double] {
        var z = bias
        func add(_ ws: [IntentModel.Weight]?) { if let ws { for w in ws where w.index < z.count { z[w.index] += Double(w.value) } } }
        let ids = IntentScorer.ids(line)
        if let first = ids.first { add(firsts[first.id]) }
        for (i, word) in ids.enumerated() {
            add(words[word.id])
            if word.word >= 0, let p = prefix(line[word.word]) { add(prefixes[p]) }
            if i + 1 < ids.count { add(pairs[IntentScorer.pair(word.id, ids[i + 1].id)]) }
        }
        return IntentModel.softmax(z)
    }

    /// The classes by probability, most likely first.
    public func scores(_ line: [Word]) -> [(intent: String, probability: Double)] {
        zip(classes, probabilities(line)).map { ($0, $1) }.sorted { ($0.1, $1.0) > ($1.1, $0.0) }
    }

    /// The probability of `intent` (0 for a class it does not know).
    public func probability(of intent: String, _ line: [Word]) -> Double {
        guard let i = index[intent] else { return 0 }
        return probabilities(line)[i]
    }

    /// The most likely class with its probability, and the probability of `intent`, in one pass.
    public func top(_ line: [Word], and intent: String) -> (top: String, probability: Double, of: Double) {
        let p = probabilities(line)
        var best = 0
        for i in p.indices where p[i] > p[best] { best = i }
        return (classes[best], p[best], index[intent].map { p[$0] } ?? 0)
    }

    private lazy var index: [String: Int] = Dictionary(classes.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
}
