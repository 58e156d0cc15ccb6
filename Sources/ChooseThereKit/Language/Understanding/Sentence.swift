// MARK: - A sentence being understood

/// The words of one line while the parser works on it: which words are
/// spoken for (by the intent's cue or a slot), where negations reach, and
/// the text of any span exactly as typed.
struct Sentence {
    let line: String
    /// The words as lexed; `folded` may carry a repaired spelling (see `Repair`).
    var words: [Word]
    /// True once a word was repaired (a typo read as a known word).
    var repaired = false
    /// Typos read as known words, to say so.
    var corrections: [Correction] = []
    /// Words a cue or a slot has taken.
    var used: [Bool]
    /// Parts of town said and set aside (`Areas`), to say they were not used.
    var areas: [String] = []
    /// What depends on the words alone (fillers, where negations reach, the
    /// city named), worked out once and shared by the copies each recognizer works on.
    let info: SentenceInfo
    var scope: NegationScope { info.scope }

    init(_ line: String) {
        self.line = line
        words = Shorthand.expanded(Lexer.words(line))
        used = Array(repeating: false, count: words.count)
        info = SentenceInfo(words)
    }

    init(line: String, words: [Word], repaired: Bool) {
        self.line = line
        self.words = words
        self.repaired = repaired
        used = Array(repeating: false, count: words.count)
        info = SentenceInfo(words)
    }

    var count: Int { words.count }

    /// The folded key at `i` (nil out of bounds, for quotes and punctuation).
    func key(_ i: Int) -> String? { words.key(i) }

    /// The text of `range` as typed.
    func text(_ range: Range<Int>) -> String { Lexer.text(in: line, of: words, range) }

    /// Marks words as taken.
    mutating func use(_ range: Range<Int>) {
        for i in range where i >= 0 && i < used.count { used[i] = true }
    }

    mutating func use<S: Sequence>(_ indices: S) where S.Element == Int { for i in indices { use(i) } }
    mutating func use(_ i: Int) { if i >= 0 && i < used.count { used[i] = true } }

    /// Whether the word at `i` is a content word still free (not taken, not
    /// punctuation, not a filler).
    func isFree(_ i: Int) -> Bool {
        guard i >= 0, i < words.count, !used[i] else { return false }
        return !info.neverFree[i]
    }

    /// Indices of free content words.
    var freeIndices: FreeIndices { FreeIndices(used: used, neverFree: info.neverFree) }

    /// Whether `i` is negated by a negation in its clause.
    func isNegated(_ i: Int) -> Bool { scope.isNegated(at: i) }

    /// Whether a negation stands just before `i` (articles aside): "not
    /// favorites", "sem os favoritos" — not "not sushi, favorites".
    func negatedRightBefore(_ i: Int) -> Bool {
        var j = i - 1
        while j >= 0, ["the", "my", "our", "o", "os", "a", "as", "meus", "nossos", "only", "so"].contains(words[j]) { j -= 1 }
        guard j >= 0 else { return false }
        return ["not", "no", "without", "nao", "sem", "nem", "isn't", "arent", "aren't", "don't", "dont"].contains(words[j])
            || words[j].folded.hasSuffix("n't")
    }

    /// The first match of `table` anywhere, longest at each start.
    func first<V>(_ table: PhraseTable<V>, from start: Int = 0, free: Bool = false) -> (value: V, range: Range<Int>)? {
        var i = max(0, start)
        while i < words.count {
            if !free || !used[i], let m = table.match(words, at: i) { return (m.value, i..<m.end) }
            i += 1
        }
        return nil
    }

    /// Every match of `table`, left to right, none overlapping.
    func all<V>(_ table: PhraseTable<V>, free: Bool = false) -> [(value: V, range: Range<Int>)] {
        var found: [(V, Range<Int>)] = []
        var i = 0
        while i < words.count {
            if !free || !used[i], let m = table.match(words, at: i) {
                found.append((m.value, i..<m.end))
                i = m.end
            } else {
                i += 1
            }
        }
        return found
    }

    /// Contiguous runs of free words, as ranges (names, notes, paths).
    func freeRuns(in range: Range<Int>? = nil) -> [Range<Int>] {
        let r = range ?? 0..<words.count
        var runs: [Range<Int>] = []
        var start: Int?
        for i in r {
            if !used[i] && words[i].kind != .punctuation {
                if start == nil { start = i }
            } else if let s = start {
                runs.append(s..<i)
                start = nil
            }
        }
        if let s = start { runs.append(s..<r.upperBound) }
        return runs
    }

    /// Whether word `i` belongs to a name typed with its capitals, joined by a
    /// small word ("Bode do Nô", "Padoca do Zé": "do" and "Nô" are the name's).
    func isInsideAName(_ i: Int) -> Bool { CapitalisedName.contains(words, i) }

    /// `range` without fillers and punctuation at either end.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lo = range.lowerBound, hi = range.upperBound
        while lo < hi, words[lo].kind == .punctuation || Fillers.isEdge(words[lo]) { lo += 1 }
        while hi > lo, words[hi - 1].kind == .punctuation || Fillers.isEdge(words[hi - 1]) && !isInsideAName(hi - 1) { hi -= 1 }
        return lo..<hi
    }

    /// Content words no cue or slot took, as typed (fillers, glue words,
    /// question words and punctuation aside): what the reply says it ignored.
    var ignoredWords: [String] { freeIndices.filter(isUnexplained).map { words[$0].text } }

    /// A free word that carries something no cue or slot took (connectives,
    /// question words, edges, place nouns and glue carry nothing).
    private func isUnexplained(_ i: Int) -> Bool {
        let w = words[i]
        return w.kind != .symbol && !FilterWords.connectives.contains(w) && !QuestionWords.all.contains(w)
            && !Fillers.isEdge(w) && !Fillers.placeNouns.contains(w) && !Fillers.glue.contains(w)
    }

    /// How much a reading left unexplained, for comparing readings: words
    /// that carry meaning weigh more than everyday words ("sem ideia de onde
    /// ir" says less than a food or a name left behind).
    var unexplainedWeight: Int {
        freeIndices.filter(isUnexplained).reduce(0) { total, i in
            total + (words[i].isWord && CommonWords.contains(words[i]) ? 1 : 4)
        }
    }

    /// Whether any free content word is left.
    var hasFreeContent: Bool { words.indices.contains(where: isFree) }
}

/// What never changes in a sentence, shared by the copies each recognizer
/// works on: which words are punctuation or filler, and (on first use) where
/// negations reach and what city the words name.
final class SentenceInfo {
    private let words: [Word]
    /// Punctuation and fillers: never a free word.
    let neverFree: [Bool]
    private(set) lazy var scope = NegationScope(words)
    /// The city the words name after in/em (see `cityMention`), once asked.
    var cityMention: CityMention??
    /// The vocabulary term starting at each word (see `term(_:at:)`), once asked.
    private var terms: [TermAt??] = []

    init(_ words: [Word]) {
        self.words = words
        neverFree = words.map { $0.kind == .punctuation || Fillers.isFiller($0) }
    }

    /// The term starting at word `i`, worked out by `read` the first time it is asked.
    func term(at i: Int, _ read: () -> TermAt?) -> TermAt? {
        if terms.isEmpty { terms = Array(repeating: nil, count: words.count) }
        if let known = terms[i] { return known }
        let found = read()
        terms[i] = .some(found)
        return found
    }
}

/// A vocabulary term (or dish) read from the words, and the index after its last word.
typealias TermAt = (term: String, end: Int, dish: String?)

/// The indices of the words no cue or slot has taken, in order: a view over
/// the sentence's marks at the moment it was made (no array is built; every
/// recognizer asks for it many times).
struct FreeIndices: BidirectionalCollection {
    let used: [Bool]
    let neverFree: [Bool]

    private func free(_ i: Int) -> Bool { !used[i] && !neverFree[i] }

    var startIndex: Int {
        var j = 0
        while j < used.count, !free(j) { j += 1 }
        return j
    }
    var endIndex: Int { used.count }
    subscript(position: Int) -> Int { position }

    func index(after i: Int) -> Int {
        var j = i + 1
        while j < used.count, !free(j) { j += 1 }
        return j
    }

    func index(before i: Int) -> Int {
        var j = i - 1
        while j > 0, !free(j) { j -= 1 }
        return j
    }
}

extension Sentence {
    /// Whether a sentence mark stands before the last word ("I'm new here. Any Chinese places?").
    var hasSeveralSentences: Bool { words.dropLast().contains(where: \.endsASentence) }

    /// The sentences of the line, as word ranges without their closing marks.
    var sentences: [Range<Int>] {
        var start = 0
        var found: [Range<Int>] = []
        for i in words.indices where words[i].endsASentence {
            if i > start { found.append(start..<i) }
            start = i + 1
        }
        if start < count { found.append(start..<count) }
        return found
    }

    /// "My aunt wants to show her new husband the old town. Can you pick a
    /// historic place there?": a whole sentence of which the request read
    /// nothing is its story, set aside — not words it failed to explain —
    /// unless it holds evidence another reading could use (`evidence`).
    mutating func setStorySentencesAside(before: Sentence, evidence: (Sentence, Range<Int>) -> Bool) {
        let sentences = self.sentences
        guard sentences.count >= 2 else { return }
        // (Read by the reading itself: words set aside before it, as fillers, are no sign of it.)
        let read = sentences.filter { range in range.contains { used[$0] && !before.used[$0] && words[$0].isWord } }
        guard !read.isEmpty else { return }
        for range in sentences where !read.contains(range) && !evidence(self, range) { use(range) }
    }
}
