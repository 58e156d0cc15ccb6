// MARK: - Negation: negators and their scope

/// Whether a word is said positively, negated, or in a way that cannot be
/// read safely (`I won't never go back`: dialect negation or a double
/// negative?).
public enum Polarity: Sendable, Equatable {
    case affirmative
    case negative
    case ambiguous
}

/// One negator found in a line.
public struct Negator: Sendable, Equatable {
    /// How far a negator reaches.
    public enum Kind: Sendable, Equatable {
        /// `not`, `never`, `don't`, `não`, `nunca`, `sem`: the following words
        /// up to the clause's end, or up to a new clause started without a
        /// comma after some content (`not cheap we'd go back`).
        case plain
        /// A verb meaning "not do" (`stop`, `avoid`, `hesitate`, `deixar de`):
        /// negates like `plain`; after a negation it cancels it
        /// (`não deixaria de voltar`, `wouldn't hesitate to go back`).
        case flip
        /// `no way`, `nem a pau`, `de jeito nenhum`, `não tem como`: the
        /// whole rest of the clause, whatever it contains.
        case clausal
    }

    /// The word indices of the negator (`no longer` is one negator).
    public var range: Range<Int>
    public var kind: Kind
    var traits: NegatorTraits
}

/// Negation shared by every extractor, English and Portuguese.
///
/// A negator applies to the words after it up to a clause boundary —
/// punctuation, or `but`/`mas`/`though`/`porém`/`although`/`embora`/`and`/
/// `e`/`because`/`porque`… — and, unless it is clausal or passes through
/// a verb like `think`/`acho`, up to a new clause begun without a comma
/// (`nunca decepciona voltaria`). Idioms that only look negative (`no
/// doubt`, `can't wait`, `sem dúvida`, `não vejo a hora`, `not bad`) are
/// not negators.
///
/// Two negations in scope cancel when the second is clearly a negation of
/// the first (`wouldn't not go back`, `não tem como não voltar`, `não
/// deixaria de voltar`); Portuguese n-words agree with a negation before
/// them (`não volto nunca mais` is one); `no`/`não` right before another
/// negator is emphasis (`no, not going back`, `não não volto`). Anything
/// else with two negations is `.ambiguous`.
public enum Negation {
    /// Negators that are pronouns, the object of their verb ("nada", "nothing"): said before a comma, they end there.
    /// Verbs of deciding, before the choices ("can't decide between…").
    static let decideVerbs: Set<String> = ["decide", "choose", "pick", "decidir", "escolher", "decido", "escolho"]

    /// Whether a verb of deciding and "between" follow word `j` (a word of ability between): "[can't] decide
    /// between thai and vietnamese", "[não] consigo decidir entre…" — what follows are the choices.
    static func choosesBetween(_ words: [Word], from j: Int) -> Bool {
        guard let d = (j..<min(words.count, j + 2)).first(where: { decideVerbs.contains(words[$0].folded) }) else { return false }
        return d + 1 < words.count && ["between", "entre"].contains(words[d + 1].folded)
    }
    static let endingPronouns: Set<String> = ["nada", "nothing", "ninguem", "nobody", "nenhum", "nenhuma", "none"]

    /// The negators of `words`, left to right.
    public static func negators(in words: [Word]) -> [Negator] { NegationScope(words).negators }

    /// The polarity of `words[i]` (`.affirmative` when out of bounds).
    public static func polarity(_ words: [Word], at i: Int) -> Polarity { NegationScope(words).polarity(at: i) }

    /// True when `words[i]` is negated or ambiguous — the safe reading when
    /// the question is "may I treat this as said positively?". Use
    /// `polarity(_:at:)` when negative and ambiguous must differ.
    public static func isNegated(_ words: [Word], at i: Int) -> Bool { polarity(words, at: i) != .affirmative }

    /// Whether a line reads as Portuguese, where `no` is "in the" (`tem no
    /// backup.json`), not a negation. Counts words only one language uses.
    static func readsPortuguese(_ words: [Word]) -> Bool {
        let (pt, en) = markers(words)
        return pt > en
    }

    /// Whether the line reads English: more English markers than Portuguese ones.
    static func readsEnglish(_ words: [Word]) -> Bool {
        let (pt, en) = markers(words)
        return en > pt
    }

    private static func markers(_ words: [Word]) -> (pt: Int, en: Int) {
        var pt = 0, en = 0
        for w in words where w.kind == .word {
            if portugueseMarkers.contains(w) { pt += 1 }
            if englishMarkers.contains(w) { en += 1 }
        }
        return (pt, en)
    }

    static let portugueseMarkers: WordSet = [
        "que", "de", "do", "da", "dos", "das", "um", "uma", "pra", "para", "com", "nao", "eu", "tem", "esse", "essa", "isso", "meu",
        "minha", "meus", "aqui", "perto", "voce", "vc", "quero", "lugar", "comida", "mais", "muito", "os", "as", "ou", "mas",
        "sorteia", "nota", "voltaria", "volto", "onde", "esta", "estou", "ta", "sem", "pro", "num", "numa", "arquivo",
        "lista", "cidade", "centro", "algum", "alguma", "nos", "fica", "ver", "antes", "depois", "hoje", "agora",
    ]
    static let englishMarkers: WordSet = [
        "the", "an", "is", "it", "i", "we", "you", "me", "my", "of", "and", "in", "on", "at", "for", "with", "near", "not", "want",
        "what", "this", "that", "place", "food", "some", "any", "more", "less", "please", "thanks", "just", "only",
    ]

    /// True when `words[i]` is punctuation or begins a clause-ending phrase.
    public static func isClauseBoundary(_ words: [Word], at i: Int) -> Bool {
        guard i >= 0, i < words.count else { return false }
        return words[i].kind == .punctuation || boundaries.match(words, at: i) != nil
    }
}

/// Negation worked out once for a line, for many questions about it.
public struct NegationScope: Sendable {
    /// The negators, left to right.
    public let negators: [Negator]
    /// Where each negator's scope ends (exclusive), parallel to `negators`.
    let scopeEnds: [Int]
    /// For each word, whether it belongs to a clause boundary.
    let boundary: [Bool]
    /// For each word, the end of the idiom starting there (or -1).
    let idiomEnd: [Int]

    /// Whether word `i` is inside an idiom that only looks negative ("não só", "faz tempo que não").
    func inIdiom(_ i: Int) -> Bool {
        var j = min(i, idiomEnd.count - 1)
        while j >= 0 {
            if idiomEnd[j] > i { return true }
            j -= 1
        }
        return false
    }

    /// An emoji ends a clause as a mark does ("ainda não reservei nada 😬 queria um lugar romântico"); stars do not.
    static func isEmoji(_ word: Word) -> Bool {
        guard word.kind == .symbol, let first = word.text.unicodeScalars.first else { return false }
        return first.properties.isEmojiPresentation && first != "⭐"
    }

    public init(_ words: [Word]) {
        let n = words.count
        var negators: [Negator] = []
        var idiomEnd = [Int](repeating: -1, count: n)
        var boundary = [Bool](repeating: false, count: n)
        var j = 0
        while j < n {
            if words[j].kind == .punctuation || Self.isEmoji(words[j]) { boundary[j] = true; j += 1; continue }
            guard let key = words.key(j), words[j].kind == .word else { j += 1; continue }
            let roles = Negation.roles(of: words[j])
            if roles & Negation.idiomRole != 0, let idiom = Negation.idioms.match(words, at: j) {
                idiomEnd[j] = idiom.end
                j = idiom.end
                continue
            }
            if roles & Negation.negatorRole != 0, let neg = Negation.negatorTable.match(words, at: j),
                key != "no" || neg.end > j + 1 || !Negation.readsPortuguese(words),
                // ("quick n cheap": in English chat "n" is "and".)
                words[j].folded != "n" || !Negation.readsEnglish(words) && !(j > 0 && Shorthand.englishPairs.contains(words[j - 1].folded))
            {
                negators.append(Negator(range: j..<neg.end, kind: neg.value.kind, traits: neg.value))
                j = neg.end
                continue
            }
            if key.hasSuffix("n't") {
                negators.append(Negator(range: j..<(j + 1), kind: .plain, traits: NegatorTraits()))
                j += 1
                continue
            }
            if roles & Negation.boundaryRole != 0, let b = Negation.boundaries.match(words, at: j),
                key != "e" || Self.isConjunctionE(words, at: j, after: negators)
            {
                for k in j..<b.end { boundary[k] = true }
                j = b.end
                continue
            }
            j += 1
        }
        self.negators = negators
        self.boundary = boundary
        self.idiomEnd = idiomEnd
        var ends: [Int] = []
        ends.reserveCapacity(negators.count)
        for (k, neg) in negators.enumerated() {
            ends.append(Self.scopeEnd(of: neg, next: k + 1, negators: negators, words: words, boundary: boundary, idiomEnd: idiomEnd))
        }
        scopeEnds = ends
    }

    /// Folding makes `é` (is) and `e` (and) one key: only a typed `e` not
    /// right after a negator is the conjunction (`não e barato` is `não é`).
    private static func isConjunctionE(_ words: [Word], at j: Int, after negators: [Negator]) -> Bool {
        guard words[j].text == "e" || words[j].text == "E" else { return false }
        return negators.last?.range.upperBound != j
    }

    /// The polarity of `words[i]`.
    public func polarity(at i: Int) -> Polarity {
        var count = 0
        var ambiguous = false
        var previous: Negator?
        var previousLanguagePT = false
        for (k, neg) in negators.enumerated() {
            guard neg.range.upperBound <= i else { break }
            guard i < scopeEnds[k] else { continue }
            defer { previous = neg }
            guard let prev = previous else {
                count = 1
                previousLanguagePT = neg.traits.portuguese
                continue
            }
            // "no, not going back", "não não volto": emphasis, one negation.
            if prev.traits.interjection, prev.range.upperBound == neg.range.lowerBound, neg.kind == .plain { continue }
            if neg.traits.nWord {
                // Negative concord: "não volto nunca mais", "nem … nem", "neither … nor".
                if neg.traits.agrees || previousLanguagePT { continue }
                ambiguous = true  // "won't never": dialect emphasis or a double negative?
            }
            count += 1
            if !neg.traits.clearFlip && neg.kind != .flip { ambiguous = true }
        }
        if count == 0 { return .affirmative }
        if ambiguous { return .ambiguous }
        return count % 2 == 1 ? .negative : .affirmative
    }

    /// True when `words[i]` is negated or ambiguous (see `Negation.isNegated`).
    public func isNegated(at i: Int) -> Bool { polarity(at: i) != .affirmative }

    /// True when `words[i]` belongs to a clause boundary.
    public func isBoundary(_ i: Int) -> Bool { i >= 0 && i < boundary.count && boundary[i] }

    /// The clause around `words[i]`: from after the previous boundary to
    /// before the next one.
    public func clause(containing i: Int) -> Range<Int> {
        guard i >= 0, i < boundary.count else { return i..<i }
        var lo = i
        while lo > 0, !boundary[lo - 1] { lo -= 1 }
        var hi = i
        while hi < boundary.count, !boundary[hi] { hi += 1 }
        return lo..<max(hi, i)
    }

    /// The end (exclusive) of a negator's scope.
    private static func scopeEnd(
        of neg: Negator, next: Int, negators: [Negator], words: [Word],
        boundary: [Bool], idiomEnd: [Int]
    ) -> Int {
        var j = neg.range.upperBound
        var nextNegator = next
        var content = false
        var raised = neg.kind == .clausal
        var dangling = false
        if j < words.count, words.key(j) != nil, neg.traits.interjection, !neg.traits.portuguese,
            Negation.roles(of: words[j]) & Negation.starterRole != 0
        {
            return j  // "no we'd come back": an answer, not a negation of what follows
        }
        if j < words.count, words[j].text == ",", neg.range.lowerBound > 0, neg.traits.portuguese,
            words[neg.range.lowerBound].folded == "nao"
        {
            return j  // "pizza não, quero hambúrguer": a "não" after its word negates that word, not what follows
        }
        // ("maybe thai? or no, mexican", "japonês… ou não, italiano": a mind changed, then what is wanted.)
        if j < words.count, words[j].text == ",", neg.range.lowerBound > 0, ["or", "ou"].contains(words[neg.range.lowerBound - 1].folded) {
            return j
        }
        // ("can't decide between thai and vietnamese", "não consigo decidir entre…": the kinds are the choices, not refused.)
        if Negation.choosesBetween(words, from: j) { return j }
        if j < words.count, words[j].text == ",", words[neg.range.upperBound - 1].folded == "neither" {
            return j  // "actually neither, mexican": none of those two, then what is wanted
        }
        // ("no no, keep it mineira": an interjection said twice answers; it reaches past no comma.)
        // (Not a pronoun that ends its clause: "a gente não concorda em nada, sorteia um japonês" negates no japonês.)
        if j < words.count, words[j].text == ",", neg.range.lowerBound > 0, !boundary[neg.range.lowerBound - 1], !neg.traits.interjection,
            !Negation.endingPronouns.contains(words[neg.range.upperBound - 1].folded)
        {
            // "I would never, ever return", "we will not, under any circumstances, return":
            // a negation cut off by a comma mid-clause goes on past commas.
            dangling = true
            raised = true
        }
        while j < words.count {
            if boundary[j] {
                guard dangling, words[j].text == "," else { return j }
                j += 1
                continue
            }
            if nextNegator < negators.count, negators[nextNegator].range.lowerBound == j {
                j = negators[nextNegator].range.upperBound
                nextNegator += 1
                continue
            }
            if idiomEnd[j] > j {
                j = idiomEnd[j]
                content = true
                continue
            }
            guard words.key(j) != nil else { content = true; j += 1; continue }
            let roles = Negation.roles(of: words[j])
            if roles & Negation.raiserRole != 0, !content {
                raised = true  // "don't think we'll be back": the embedded clause too
            } else if roles & Negation.starterRole != 0 {
                // A subject or verb after some content starts a new clause;
                // right after the negation it is the negated clause's own.
                if !raised, content { return j }
            } else if roles & Negation.fillerRole == 0 {
                content = true
            }
            j += 1
        }
        return j
    }
}

// MARK: - Roles: one look-up per word

extension Negation {
    static let idiomRole: UInt8 = 1
    static let negatorRole: UInt8 = 2
    static let boundaryRole: UInt8 = 4
    static let starterRole: UInt8 = 8
    static let raiserRole: UInt8 = 16
    static let fillerRole: UInt8 = 32

    /// Word number → the roles a word may play, so most words cost one look-up.
    private static let roleTable: WordIDMap<UInt8> = {
        var table: [String: UInt8] = [:]
        for key in idioms.firstWords { table[key, default: 0] |= idiomRole }
        for key in negatorTable.firstWords { table[key, default: 0] |= negatorRole }
        for key in boundaries.firstWords { table[key, default: 0] |= boundaryRole }
        for key in clauseStarters { table[key, default: 0] |= starterRole }
        for key in raisers { table[key, default: 0] |= raiserRole }
        for key in fillers { table[key, default: 0] |= fillerRole }
        return WordIDMap(table.map { (WordID.interned($0.key), $0.value) })
    }()

    /// The roles `word` may play (none for a word without a number, as in every table).
    @inline(__always)
    static func roles(of word: Word) -> UInt8 { roleTable[word.id] ?? 0 }
}

/// What the table knows about one negator phrase.
struct NegatorTraits: Sendable, Equatable {
    var kind: Negator.Kind = .plain
    /// Portuguese (negative concord: `não … nunca` is one negation).
    var portuguese = false
    /// An n-word (`never`, `nothing`, `nunca`, `nada`, `nem`): after another
    /// negator it agrees with it in Portuguese; in English it is ambiguous.
    var nWord = false
    /// An n-word that always agrees with a negation before it (`nor`,
    /// `neither`, every Portuguese one).
    var agrees = false
    /// Reads clearly as a second negation that cancels the first
    /// (`wouldn't not`, `não tem como não`, `não deixaria de`).
    var clearFlip = false
    /// May stand alone as an answer (`no`, `não`): right before another
    /// negator it is emphasis (`no, not going back`), not a second negation.
    var interjection = false
}
