// MARK: - Parser: a line → an Intent

/// Turns a line into an `Intent`. Pure and total: given its `Lexicon` it does
/// no I/O, and any input yields an intent (`unknown`, with a question or a
/// suggestion when there is one), never a crash.
///
/// The whole sentence decides: fillers and politeness are set aside, each
/// verb's recognizer looks for its cue words and slots anywhere in the line
/// (`Understanding`), and when none finds its evidence the line is read
/// again with its typos repaired. A command that deletes, overwrites or
/// records never runs from a repaired reading: it is offered instead.
public struct Parser {
    public let lexicon: Lexicon

    /// See `Understanding.skipsUntriggered` (off only to test that it changes nothing).
    var skipsUntriggered = true

    public init(lexicon: Lexicon) { self.lexicon = lexicon }

    public init(vocabulary: Vocabulary) { self.lexicon = Lexicon(vocabulary: vocabulary) }

    public var vocabulary: Vocabulary { lexicon.vocabulary }

    /// The longest line taken as a command.
    public static let maxLineBytes = 2000

    /// The longest way to quit, in bytes: a longer line is never folded whole to look for one.
    private static let longestGoodbye = MetaWords.quit.map(\.utf8.count).max() ?? 0

    /// The intent of `line`, or nil for a blank line.
    public func parse(_ line: String) -> Intent? { understand(line)?.intent }

    /// The intent of `line` with its corrections and leftover words, or nil
    /// for a blank line.
    public func understand(_ line: String) -> Understood? {
        let trimmed = line.trimmed
        guard !trimmed.isEmpty else { return nil }
        if trimmed.utf8.count > Parser.maxLineBytes {
            return Understood(
                intent: .unknown(
                    text: String(trimmed.prefix(80)) + "…", suggestion: nil,
                    reason: .lineTooLong(bytes: trimmed.utf8.count, limit: Parser.maxLineBytes)))
        }
        // "quit", "sair", "exit" alone: a goodbye needs none of the phrase tables (start-up stays quick).
        if trimmed.utf8.count <= Parser.longestGoodbye, MetaWords.quit.contains(Lexer.fold(trimmed)) { return Understood(intent: .quit) }
        // ("ok sleep time. quit", "tô morto, amanhã cedo. sair": a way to quit as the last sentence, alone.)
        if let stop = trimmed.dropLast().lastIndex(where: { ".!;".contains($0) }),
            case let last = String(trimmed[trimmed.index(after: stop)...].filter { $0.isLetter }),
            !last.isEmpty, trimmed[trimmed.index(after: stop)...].split(separator: " ").count == 1,
            last.utf8.count <= Parser.longestGoodbye, MetaWords.quit.contains(Lexer.fold(last)), !["fui", "q"].contains(Lexer.fold(last)),
            // (What comes before only tells: "spin bar. quit" and "explain … quit" are commands of their own.)
            understand(String(trimmed[..<stop]))?.intent.isUnknown ?? true
        {
            return Understood(intent: .quit)
        }
        // "spin a bar and then show it", "sorteia um japonês e depois abre a rota": two commands, in order.
        if let (head, tail) = Parser.splitFollowUp(trimmed), let first = understand(head), !first.intent.isUnknown,
            let second = understand(tail), !second.intent.isUnknown, !Parser.readsAsOne(first.intent, second.intent)
        {
            var both = first
            both.followUps = [tail] + second.followUps
            return both
        }
        lexicon.line.clear()
        let understanding = Understanding(lexicon: lexicon, skipsUntriggered: skipsUntriggered)
        var s = Sentence(trimmed)
        setFillersAside(&s)
        let plain = s
        // The line with its typos repaired, worked out once if asked for.
        var repairedOnce: Sentence??
        let repairedPlain = { () -> Sentence? in
            if let done = repairedOnce { return done }
            let fixed = Repair.repaired(plain, lexicon: lexicon)
            repairedOnce = .some(fixed)
            return fixed
        }
        let first = understanding.read(&s).map { understood($0, s) }
        // A reading that took every word stands; otherwise the line is read
        // again with its typos repaired, and the reading that explains more
        // of it wins ("forgte Bar do Zé" is not a spin of bars).
        if let first, let offered = unsureRating(first, plain, repairedPlain(), understanding, trimmed) { return offered }
        // "vou formatar o computador amanhã. exporta minha lista pra …": a command in its own sentence beside a story.
        if plain.hasSeveralSentences || plain.words.contains(where: { $0.text == "," || $0.text == ";" }),
            let own = commandInItsOwnSentence(plain, first: first)
        {
            return own
        }
        if let first, first.ignored.isEmpty, !first.intent.isUnknown { return first }
        // A deliberate refusal or question ("not a place", "which Santa Cruz?") stands as it is.
        if let first, case .unknown(_, _, let reason?) = first.intent, reason != .needsStars { return first }
        if let fixed = repairedPlain() {
            /// The line read with `candidate`'s repairs, when that explains it better than the first reading.
            func better(_ candidate: Sentence) -> Understood? {
                var r = candidate
                setFillersAside(&r)
                guard let intent = understanding.read(&r) else { return nil }
                let second = understood(intent, r)
                // A repair may change what is asked ("forgte Bar do Zé" is a delete), but
                // never adds to a reading of the same command ("chopp gelado" is no gelato).
                let repairedVerb = r.corrections.contains { Repair.targets.contains($0.read) && !Repair.isVocabularyTerm($0.read, lexicon) }
                // (Unless every repair is a finger's slip to a neighbouring key: "quero um bsr com música" is a bar.)
                let slips = !r.corrections.isEmpty && r.corrections.allSatisfy { Repair.isKeySlip($0.typed, $0.read) }
                // A guess about a typo that still leaves several words unexplained is no reading at all ("i'm at a loss here").
                if !intent.isUnknown, second.ignored.count < 2,
                    first == nil || first!.intent.isUnknown
                        || second.ignored.count < first!.ignored.count && (intent.name != first!.intent.name || repairedVerb || slips)
                {
                    // (A changing command whose own word leads the line, misspelt, is typed as a command:
                    // "lerning off", "imoprt friends.json"; one guessed from a word inside a story is only offered,
                    // and so is one leading a long line: "sent the backup file to ana yesterday, she says…".)
                    let leadRepaired =
                        !r.hasSeveralSentences && second.ignored.isEmpty && r.words.lazy.filter(\.isWord).count <= 6
                        && (r.words.first.map { lead in r.corrections.contains { $0.read == lead.folded } } ?? false)
                    return understood(offered(intent, line: trimmed, leadRepaired: leadRepaired), r)
                }
                return nil
            }
            if let read = better(fixed) { return read }
            // One typo, several words it may be ("neer": never, near): the next spellings are tried only now.
            for candidate in Repair.alternatives(fixed, lexicon: lexicon) {
                if let read = better(candidate) { return read }
            }
        }
        // A command's name alone that needs more ("edit"): its help, as help and Tab offer the name.
        var plainUnknown = first == nil
        if case .unknown(_, _, nil)? = first?.intent { plainUnknown = true }
        if plainUnknown, trimmed.utf8.count <= 24, let spec = CommandTable.spec(namedAlone: Lexer.fold(trimmed)) {
            return Understood(intent: .help(topic: spec.name))
        }
        if let first { return first }
        if ReturnIntent.read(s.words, scope: s.scope) != nil, s.freeIndices.count <= 10 {
            return Understood(intent: .unknown(text: trimmed, suggestion: nil, reason: .needsStars))
        }
        return Understood(intent: .unknown(text: trimmed, suggestion: nil))
    }

    /// A rating never recorded on a guess: one with a misspelt word about
    /// going back ("wuold", "vlotaria") is offered repaired, and one that reads
    /// "would return" with an unknown word where a negation would stand
    /// ("nto going back", "nõa volto") is offered the other way.
    private func unsureRating(
        _ first: Understood, _ plain: Sentence, _ repaired: @autoclosure () -> Sentence?, _ understanding: Understanding, _ trimmed: String
    ) -> Understood? {
        // A rating with a misspelt word about going back ("wuold", "vlotaria")
        // is offered as repaired, never recorded on a guess.
        // (The repaired word must stand in, or beside, the words about going back: "vovô repetiu…", "lost 3-0…"
        // repaired elsewhere in the line say nothing about it.)
        if case .rate = first.intent, let fixed = repaired(),
            fixed.corrections.contains(where: { Self.couldBeMisspelt($0.typed, in: plain) }),
            Self.repairTouchesGoingBack(plain, fixed),
            fixed.corrections.contains(where: { ReturnIntent.isCue($0.read) })
                || ReturnIntent.read(fixed.words, scope: fixed.scope)?.answer != ReturnIntent.read(plain.words, scope: plain.scope)?.answer
        {
            if Understanding.trace { print("TRACE   rating offered, repaired: \(fixed.corrections.map { "\($0.typed)→\($0.read)" })") }
            var r = fixed
            setFillersAside(&r)
            if let intent = understanding.read(&r), case .rate = intent {
                return Understood(intent: .unknown(text: trimmed, suggestion: intent.command, reason: .repairedCommand))
            }
        }
        // A rating that reads "would return" with an unknown word where a
        // negation would stand ("nto going back", "nõa volto", "won;t be back"):
        // that word may be a misspelt "not" — offer the rating the other way, never record a yes.
        if case .rate(var request) = first.intent, request.wouldReturn == true,
            let word = misspeltNegationBeforeGoingBack(plain)
        {
            request.wouldReturn = false
            if let note = request.note, Folding.key(note) == Folding.key(word) { request.note = nil }
            return Understood(intent: .unknown(text: trimmed, suggestion: Intent.rate(request).command, reason: .repairedCommand))
        }
        return nil
    }

    private func understood(_ intent: Intent, _ s: Sentence) -> Understood {
        switch intent {
        case .unknown, .explain: return Understood(intent: intent)
        default:
            let u = Understood(intent: intent, corrections: s.corrections, ignored: s.ignoredWords, areas: s.areas)
            // Words left over in a command that deletes, overwrites or records: offer it, never run it.
            if u.confidence < Understood.sure, intent.isRisky {
                return Understood(intent: .unknown(text: s.line.trimmed, suggestion: intent.command, reason: .repairedCommand))
            }
            return u
        }
    }

    /// A word worth reading as a misspelling of a word about going back:
    /// not a capitalised name ("Dona") and long enough that one slip is a
    /// typo rather than another word ("had" is not "head").
    /// Whether a word the repair changed stands in or right beside what the repaired line says about going back.
    private static func repairTouchesGoingBack(_ plain: Sentence, _ fixed: Sentence) -> Bool {
        guard let said = ReturnIntent.read(fixed.words, scope: fixed.scope) else { return false }
        let changed = fixed.words.indices.filter { $0 < plain.words.count && fixed.words[$0].folded != plain.words[$0].folded }
        return changed.contains { i in said.ranges.contains { ($0.lowerBound - 1)...$0.upperBound ~= i } }
    }

    private static func couldBeMisspelt(_ typed: String, in s: Sentence) -> Bool {
        guard typed.first.map({ !$0.isUppercase }) ?? false else { return false }
        if typed.count >= 4 { return true }
        // A short word only as the particle of a verb of going ("be bak", "go bck").
        guard let i = s.words.firstIndex(where: { $0.text == typed }), i > 0 else { return false }
        return ["be", "go", "come", "get", "ir", "vir"].contains(s.words[i - 1])
    }

    /// The word right before what a line says about going back, when it is
    /// no word the parser knows and one slip from a negation (`nto`, `nõa`,
    /// `mão`, `nap`, `won` before a stray `;t`).
    private func misspeltNegationBeforeGoingBack(_ s: Sentence) -> String? {
        guard let said = ReturnIntent.read(s.words, scope: s.scope), let start = said.ranges.first?.lowerBound else { return nil }
        var i = start - 1
        // Pronouns and auxiliaries between the negation and the verb ("we dnot", "i nto").
        while i >= 0, s.words[i].kind == .punctuation || s.words[i].folded == "t" { i -= 1 }
        guard i >= 0, s.words[i].isWord, s.words[i].text.first.map({ !$0.isUppercase }) ?? false else { return nil }
        let w = s.words[i].folded
        guard Negation.negatorTable.match(s.words, at: i) == nil, !Repair.isKnown(w, lexicon) || ["won", "don", "can", "mao"].contains(w)
        else { return nil }
        let negations = ["not", "nao", "no", "never", "nunca", "wont", "dont", "cant", "wouldnt", "didnt", "nem", "jamais"]
        return negations.contains(where: { DidYouMean.distance(w, $0) == 1 }) ? s.words[i].text : nil
    }

    /// Words that put a second command after a first ("and then", "e depois").
    /// Whether the line reads as one command, not two in order: "Four stars; I would
    /// return", "4 estrelas; deu match" — what the words after the stars say of going back
    /// or of the match belongs to the rating, no look at the history.
    /// ("explain spin bar and then rate 4" explains the whole line and runs none of it.)
    static func readsAsOne(_ first: Intent, _ second: Intent) -> Bool {
        if case .explain = first { return true }
        guard case .rate = first, case .history(let filter, nil) = second else { return false }
        return filter == .wouldReturn || filter == .match
    }

    static let thenWords = [" and then ", ", then ", " then ", " e depois ", ", depois ", " e aí ", " e ai ", "; "]

    /// The line cut at its first "and then" into two parts, each with words in it.
    /// (Searched byte by byte on a case-folded copy of the same length: this runs on every line.)
    static func splitFollowUp(_ line: String) -> (String, String)? {
        let bytes = caseFoldedBytes(line)
        for marker in thenMarkers {
            guard let start = firstOffset(of: marker, in: bytes) else { continue }
            let utf8 = line.utf8
            let lower = utf8.index(utf8.startIndex, offsetBy: start), upper = utf8.index(lower, offsetBy: marker.count)
            let head = String(line[..<lower]).trimmed, tail = String(line[upper...]).trimmed
            if head.count >= 2, tail.count >= 2 { return (head, tail) }
        }
        return nil
    }

    private static let thenMarkers = thenWords.map { Array($0.utf8) }

    /// The UTF-8 bytes of `line` with ASCII and Latin-1 capitals made small, byte for byte
    /// (so an offset in the copy is an offset in the line).
    private static func caseFoldedBytes(_ line: String) -> [UInt8] {
        var out = Array(line.utf8)
        var i = 0
        while i < out.count {
            let b = out[i]
            if b >= 0x41, b <= 0x5A {
                out[i] = b + 0x20
            } else if b == 0xC3, i + 1 < out.count, out[i + 1] >= 0x80, out[i + 1] <= 0x9E, out[i + 1] != 0x97 {
                out[i + 1] += 0x20  // À…Þ → à…þ (not ×)
                i += 1
            }
            i += 1
        }
        return out
    }

    private static func firstOffset(of marker: [UInt8], in bytes: [UInt8]) -> Int? {
        guard let first = marker.first, marker.count <= bytes.count else { return nil }
        var i = 0
        let last = bytes.count - marker.count
        while i <= last {
            if bytes[i] == first {
                var j = 1
                while j < marker.count, bytes[i + j] == marker[j] { j += 1 }
                if j == marker.count { return i }
            }
            i += 1
        }
        return nil
    }

    private func setFillersAside(_ s: inout Sentence) {
        for m in s.all(Fillers.phrases) { s.use(m.range) }
        // ("ramen would be perfect in this weather", "algo quente com esse frio": the weather is why, never what.)
        for m in s.all(PickWords.weatherReasons) { s.use(m.range) }
        // ("great, open directions": approval before a pause answers the last reply.)
        if s.count > 2, Fillers.approvals.contains(s.words[0]), [",", ".", "!"].contains(s.words[1].text) { s.use(0...1) }
        let vocabulary = lexicon.vocabulary
        Arbiter.setCorrectedAside(&s) { vocabulary.canonical($0) != nil }
        Arbiter.setUnchosenKindsAside(&s) { vocabulary.term(folded: $0) != nil }
        s.areas = Areas.setAside(&s)
    }

    /// A reading found only after repairing typos: harmless commands run,
    /// the rest (and quitting) are offered, never run on a guess — saving a
    /// place too ("apaga a luz da sala" is no "salva").
    private func offered(_ intent: Intent, line: String, leadRepaired: Bool = false) -> Intent {
        switch intent {
        case .quit, .unknown:
            return .unknown(text: line, suggestion: nil)
        case .save:
            return .unknown(text: line, suggestion: intent.command, reason: .repairedCommand)
        default:
            // (A guessed spelling never changes anything: "Blog de comida aqui… nunca provei" is no "log off".)
            return intent.isRisky || intent.changesSomething && !leadRepaired
                ? .unknown(text: line, suggestion: intent.command, reason: .repairedCommand) : intent
        }
    }
}

extension Intent {
    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    /// Commands that delete, overwrite or record: never run on a guess.
    /// Records, deletes, overwrites, edits or changes a setting: what the
    /// learned model must back when it is said inside a sentence.
    public var changesSomething: Bool {
        switch self {
        case .rate, .forget, .export, .edit, .set: true
        case .importFile(let r): !r.preview
        default: false
        }
    }

    public var isRisky: Bool {
        switch self {
        case .forget, .export, .rate: true
        case .importFile(let r): r.mode == .replace
        default: false
        }
    }
}
