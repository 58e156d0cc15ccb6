// MARK: - Training the intent model

extension IntentModel {
    /// One line the model learns from: what was typed and the command it asks for.
    public struct Example: Sendable {
        public var text: String
        public var intent: String

        public init(text: String, intent: String) {
            self.text = text
            self.intent = intent
        }
    }

    /// Trains by stochastic gradient descent on the softmax loss, in the
    /// examples' order, with a fixed number of passes and step sizes: the
    /// same examples always give the same model, byte for byte. Features
    /// seen fewer than `minCount` times are left out; weights under `prune`
    /// are dropped from the file.
    public static func train(
        _ examples: [Example], epochs: Int = 30, rate: Double = 0.2, l2: Double = 1e-5,
        minCount: Int = 2, prune: Double = 0.1
    ) -> IntentModel {
        var classes: [String] = []
        var classIndex: [String: Int] = [:]
        for e in examples where classIndex[e.intent] == nil {
            classIndex[e.intent] = classes.count
            classes.append(e.intent)
        }
        // Feature ids, by first appearance; rare ones left out.
        var counts: [String: Int] = [:]
        let featured = examples.map { e -> [String] in
            let f = Array(Set(features(e.text))).sorted()
            for x in f { counts[x, default: 0] += 1 }
            return f
        }
        var ids: [String: Int] = [:]
        var names: [String] = []
        for f in featured { for x in f where counts[x, default: 0] >= minCount && ids[x] == nil { ids[x] = names.count; names.append(x) } }
        let k = classes.count
        var w = [Double](repeating: 0, count: names.count * k)
        var b = [Double](repeating: 0, count: k)
        let rows = zip(featured, examples).map { f, e in (f.compactMap { ids[$0] }, classIndex[e.intent] ?? 0) }
        for epoch in 0..<epochs {
            let step = rate / (1 + Double(epoch) * 0.2)
            for (x, y) in rows {
                var z = b
                for j in x { for c in 0..<k { z[c] += w[j * k + c] } }
                let p = softmax(z)
                for c in 0..<k {
                    let g = p[c] - (c == y ? 1 : 0)
                    b[c] -= step * g
                    for j in x { w[j * k + c] -= step * (g + l2 * w[j * k + c]) }
                }
            }
        }
        var weights: [String: [Weight]] = [:]
        for (j, name) in names.enumerated() {
            let kept = (0..<k).compactMap { c -> Weight? in
                let v = w[j * k + c]
                return abs(v) >= prune ? Weight(index: c, value: Float((v * 10_000).rounded() / 10_000)) : nil
            }
            if !kept.isEmpty { weights[name] = kept }
        }
        return IntentModel(classes: classes, bias: b.map { Float(($0 * 10_000).rounded() / 10_000) }, weights: weights)
    }

    /// The share of `examples` whose most likely class is theirs.
    public func accuracy(_ examples: [Example]) -> Double {
        guard !examples.isEmpty else { return 0 }
        let right = examples.filter { scores($0.text).first?.intent == $0.intent }.count
        return Double(right) / Double(examples.count)
    }

    /// The corpus rows a model learns from: every row without context, and
    /// rows after a context whose command does not depend on it (a rating,
    /// an export…); "cheaper" or "next" mean what the context makes them.
    public static func examples(fromCorpus rows: [(context: [String], text: String, intent: String)]) -> [Example] {
        let contextual: Set<String> = ["spin", "near", "again", "list", "why", "show", "unknown"]
        return rows.filter { $0.context.isEmpty || !contextual.contains($0.intent) }.map { Example(text: $0.text, intent: $0.intent) }
    }
}

extension IntentModel {
    /// Commands that record, delete, overwrite or change settings.
    public static let riskyIntents: Set<String> = ["rate", "forget", "import", "export", "edit", "set"]

    /// A corpus row as training reads it.
    public struct CorpusRow: Sendable {
        public var category: String
        public var lang: String
        public var context: [String]
        public var text: String
        public var intent: String
    }

    /// The rows of a JSON Lines corpus (`#` lines are comments).
    public static func corpusRows(_ text: String) throws -> [CorpusRow] {
        var rows: [CorpusRow] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.allSatisfy({ $0 == " " }) {
            let json = try JSON.parse(bytes: Array(line.utf8))
            rows.append(
                CorpusRow(
                    category: json["category"]?.stringValue ?? "?", lang: json["lang"]?.stringValue ?? "?",
                    context: json["context"]?.arrayValue?.compactMap(\.stringValue) ?? [],
                    text: json["text"]?.stringValue ?? "", intent: json["expect"]?["intent"]?.stringValue ?? "unknown"))
        }
        return rows
    }

    /// Accuracy on rows the model was not trained on: a fixed split (every
    /// fifth row held out), overall and by language.
    public static func heldOutReport(_ rows: [CorpusRow]) -> String {
        let split = rows.enumerated().map { ($0.offset % 5 == 0, $0.element) }
        let train = examples(fromCorpus: split.filter { !$0.0 }.map { ($0.1.context, $0.1.text, $0.1.intent) })
        let held = split.filter { $0.0 }.map(\.1)
        let model = IntentModel.train(train)
        var lines = ["Intent model, held out (every 5th corpus row; trained on the other \(train.count)):"]
        func line(_ name: String, _ rows: [CorpusRow]) {
            let ex = examples(fromCorpus: rows.map { ($0.context, $0.text, $0.intent) })
            lines.append("  \(name): \(Format.fixed(model.accuracy(ex) * 100, 1))% of \(ex.count)")
        }
        line("all", held)
        for lang in Set(held.map(\.lang)).sorted() { line(lang, held.filter { $0.lang == lang }) }
        // How a risky command's own rows score: the arbiter's floor must not cut them.
        let risky = held.filter { Self.riskyIntents.contains($0.intent) }
        for floor in [0.05, 0.1, 0.2, 0.3] {
            let under = risky.filter { model.probability(of: $0.intent, $0.text) < floor }.count
            lines.append("  risky rows (\(risky.count)) under \(Format.fixed(floor, 2)): \(under)")
        }
        return lines.joined(separator: "\n")
    }
}
