#if canImport(Glibc)
import Glibc
#endif
// MARK: - Understanding: the whole sentence decides

/// What every reader of a sentence knows — the lexicon — and the helpers the
/// verbs' readers share (filters, targets, fillers, cities): one protocol
/// extension per concern, one reader type per group of verbs.
protocol SentenceReader {
    var lexicon: Lexicon { get }
}

extension SentenceReader {
    var vocabulary: Vocabulary { lexicon.vocabulary }
    var places: PlaceNameIndex { lexicon.places }
}

/// Reads an intent from a sentence: each verb's recognizer looks for its own
/// cue words and slots anywhere in the line; the first (in `order`) that
/// finds its evidence decides.
struct Understanding: SentenceReader {
    let lexicon: Lexicon
    /// Whether recognizers whose trigger words a line lacks are skipped
    /// (always, but for the test that skipping changes no reading).
    var skipsUntriggered = true

    /// The recognizers in the order they are tried: the most specific
    /// evidence first (a file path, a setting, a favourites list) and the
    /// most general (filter words are a spin) last.
    static let order: [Verb] = [
        .explain, .quit, .help, .source, .importFile, .export, .log, .tags, .cities, .refetch, .cache, .settings, .set, .why,
        .history, .list, .favorite, .add, .edit, .forget, .save, .open, .rate, .find, .near, .location, .city, .show,
        .again, .spin,
    ]

    /// `order` with each verb's bit in a `Triggers` mask.
    private static let steps = order.map { ($0, Triggers.bit($0)) }

    /// Prints which recognizer decided (CHOOSETHERE_TRACE_PARSE=1; a debugging aid).
    nonisolated(unsafe) static var trace = getenv("CHOOSETHERE_TRACE_PARSE") != nil

    /// The intent of the sentence, or nil when no recognizer found its evidence.
    func read(_ s: inout Sentence) -> Intent? {
        // "write me a poem about pizza", "translate beer to french": not ours to do (but `explain` shows how any line reads).
        if let off = s.freeIndices.first, !hasFilePath(s), !MetaWords.explain.contains(s.words.first?.folded ?? ""),
            !errandIsWhatOpeningIsFor(s),
            Refusals.offTopic.contains(s.words[off]) && !anotherClauseAsks(s, off)
                || s.first(Refusals.offTopicPhrases).map { !anotherClauseAsks(s, $0.range.lowerBound) } ?? false || cooking(s)
                || s.freeIndices.contains(where: {
                    Refusals.offTopicNouns.contains(s.words[$0]) && !partOfTerm(s, $0) && StarsSlot.matches(in: s.words).isEmpty
                        && !anotherClauseAsks(s, $0)
                        || Refusals.offTopic.contains(s.words[$0]) && $0 > 0 && ["i", "to", "eu"].contains(s.words[$0 - 1])
                            && !anotherClauseAsks(s, $0)
                })
        {
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .notSupported(s.words[off].text))
        }
        // "que é feijoada?", "what's dendê?": a question about a word is chat, no request for it.
        if let m = s.first(Understanding.definitions), m.range.lowerBound <= 1, m.range.upperBound < s.count,
            vocabulary.term(folded: s.words[m.range.upperBound].folded) != nil
                || !Repair.isKnown(s.words[m.range.upperBound].folded, lexicon),
            (m.range.upperBound..<min(s.count, m.range.upperBound + 3)).contains(where: { s.words[$0].text.contains("?") }),
            !MetaWords.explain.contains(s.words.first?.folded ?? "")
        {
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .doubted)
        }
        // Every command said is negated: nothing to do (the arbiter's policy, 1).
        if !MetaWords.explain.contains(s.words.first?.folded ?? ""), Arbiter.onlyNegatedCommands(s) {
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .negatedCommand)
        }
        // The first reading (most specific evidence first) stands when it took
        // every word; otherwise later readings are weighed too, and the one
        // that leaves fewest words unexplained wins (ties: the earlier).
        var best: (intent: Intent, sentence: Sentence, left: Int, verb: Verb)?
        var refusals: [Arbiter.Refusal] = []
        var whereIAm = false
        var doubted: Intent?
        let arbiter = Arbiter(lexicon: lexicon)
        let mentioned = skipsUntriggered ? Triggers.mask(s.words) : ~0
        let told = s.hasSeveralSentences ? arbiter.toldSentencesBesideARequest(s) : []
        if Understanding.trace, !told.isEmpty { print("TRACE told sentences set aside for a pick: \(told)") }
        for (verb, bit) in Understanding.steps where mentioned & bit != 0 {
            var trial = s
            // What a story sentence beside a request names is no filter of a pick.
            if [.spin, .near, .again].contains(verb) { for r in told { trial.use(r) } }
            guard let intent = recognize(verb, &trial) else { continue }
            if Understanding.trace { print("TRACE \(verb) → \(intent.name) left \(trial.ignoredWords)") }
            // The arbiter's policy: a reading its evidence does not back never stands.
            if !intent.isUnknown, let refusal = arbiter.refusal(of: intent, by: verb, in: s, read: trial) {
                if Understanding.trace { print("TRACE   refused: \(refusal)") }
                refusals.append(refusal)
                if refusal == .whereIAm, case .city = intent { whereIAm = true }
                continue
            }
            // The learned model weighs a risky reading the rules found inside a sentence.
            if !intent.isUnknown, arbiter.learnedDoubt(of: intent, by: verb, in: s) {
                if Understanding.trace { print("TRACE   refused: learnedDoubt") }
                refusals.append(.learnedDoubt)
                doubted = doubted ?? intent
                continue
            }
            if case .unknown(_, _, let reason?) = intent, reason != .needsStars, best == nil {
                // A refusal or a question about this very line stands as it is.
                s = trial
                return intent
            }
            if intent.isUnknown { if best == nil { best = (intent, trial, Int.max, verb) }; continue }
            // A whole sentence a safe reading read nothing of is its story, not words it failed to explain.
            var left = trial.unexplainedWeight
            if left > 0, !intent.isRisky, s.hasSeveralSentences {
                trial.setStorySentencesAside(before: s, evidence: holdsEvidence)
                left = trial.unexplainedWeight
            }
            // A name that holds another command's own word took that word from its reading ("open in google maps,
            // i'll share…" is no place called "open in google maps"): the word counts as unexplained.
            if let name = intent.placeName {
                // (A name typed with its capitals keeps its words: "mostra o Open House".)
                left +=
                    4
                    * Lexer.words(name).filter { $0.text.first?.isLowercase == true && Arbiter.namesAnotherCommand($0, besides: [verb]) }
                    .count
            }
            if Understanding.trace { print("TRACE   weight \(left)") }
            // A command that deletes, overwrites or records never wins by taking more words than the first
            // reading — unless its own cue word opens its clause ("fui, achei mediano. nota 3, sei lá se volto").
            if let b = best, !b.intent.isUnknown, intent.isRisky, !b.intent.isRisky, !arbiter.ownsItsCue(verb, s) { continue }
            if best == nil || left < best!.left { best = (intent, trial, left, verb) }
            if left == 0 { break }
        }
        // "im in copacabana near posto 5": a place and a landmark by it, which a nearby search explains only in part.
        // ("tô no Rio Vermelho agora": a neighbourhood said as where I am, which a pick in a city explains only in part.)
        if whereIAm || arbiter.saidAsWhereIAm(s), let b = best, b.left > 0,
            Arbiter.landmarkSaid(s) != nil
                || whereIAm && ["spin", "refine"].contains(b.intent.name) && !s.words.indices.contains(where: { term(s, at: $0) != nil })
        {
            return .location(lat: nil, lng: nil, query: Arbiter.placeSaid(s))
        }
        guard let best else {
            // Only negated commands were said ("please don't spin"): nothing to do.
            if refusals.contains(.negated) { return .unknown(text: s.line.trimmed, suggestion: nil, reason: .negatedCommand) }
            // "tô na paulista", "to no pelourinho": where I am, told — never a move to the city of that name.
            // ("tô na rua, chegando": a street with no name is being out, nowhere to search from.)
            if whereIAm, !WhereWords.streetWords.contains(Lexer.fold(Arbiter.placeSaid(s))) {
                return .location(lat: nil, lng: nil, query: Arbiter.placeSaid(s))
            }
            // A risky command the model doubts: asked about, or offered as a suggestion, never run on these words.
            // Chat (the model's best reading is no command) gets no suggestion at all.
            if let doubted {
                let chat = lexicon.intentScorer?.scores(s.words).first?.intent == "unknown"
                return .unknown(text: s.line.trimmed, suggestion: chat ? nil : doubted.command, reason: .doubted)
            }
            // "hi", "valeu", "undo": answered with what to type instead.
            if let talk = Refusals.smallTalk(s) { return .unknown(text: s.line.trimmed, suggestion: nil, reason: .smallTalk(talk)) }
            return nil
        }
        // A sentence the learned model reads as chat, that the rules read as
        // a command it gives almost no chance: chat ("my brother edits
        // restaurant reviews", "a Ana me passou o backup dela"), nothing to do.
        // A long line is weighed even when its words were all set aside as chatter ("the stars were
        // beautiful last night at the beach, we stayed until 2am…" is no pick of a beach place).
        // ("o que esse app guarda sobre mim? mostra as configurações": a command whose own cue opens its clause,
        // explaining every word, is asked, however long the line.)
        // A reading that explains every word by a free-text slot or by a name, but whose own cue neither
        // leads the line nor opens its clause, is weighed too: "nunca morei numa cidade tão quente quanto
        // Cuiabá" names a city but asks for no move, "I grew up in Recife" is no search for "I grew up".
        // (A switch to a city it names, said first, is asked whatever follows: "muda a cidade pra Campinas, vou ficar…".)
        if !(best.verb == .city && best.intent.cityName != nil && arbiter.leadsWithCue(.city, s)),
            best.left > 0 || s.words.lazy.filter(\.isWord).count >= 12 && !arbiter.asksForIt(best.verb, s)
                || !arbiter.leadsWithCue(best.verb, s) && !arbiter.asksForIt(best.verb, s),
            arbiter.readsAsChat(best.intent, in: s, left: best.left, unexplained: best.sentence.ignoredWords.count)
        {
            if Understanding.trace { print("TRACE   chat by the model") }
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .doubted)
        }
        s = best.sentence
        return best.intent
    }

    /// "abre o site deles pra eu reservar uma mesa", "open their website so I
    /// can book a table": an errand we do not run, said as what opening the
    /// pick's page is for — the opening is asked.
    private func errandIsWhatOpeningIsFor(_ s: Sentence) -> Bool {
        guard
            let purpose = s.words.indices.first(where: { i in
                ["pra", "para", "so", "to"].contains(s.words[i]) && i + 1 < s.count
                    && (Refusals.offTopic.contains(s.words[i + 1])
                        || i + 2 < s.count && ["eu", "i", "we", "a", "gente", "can"].contains(s.words[i + 1])
                            && (i + 1..<min(s.count, i + 6)).contains { Refusals.offTopic.contains(s.words[$0]) })
            })
        else { return false }
        return (0..<purpose).contains { j in
            PlaceCommandWords.open.contains(s.words[j]) || PlaceCommandWords.apps.match(s.words, at: j) != nil
        }
    }

    /// Whether words `range` of `s` hold what some reading could use: a verb's
    /// cue word, a term, a number, a place nearby.
    func holdsEvidence(_ s: Sentence, _ range: Range<Int>) -> Bool {
        let words = Array(s.words[range])
        if Triggers.mask(words) & ~Triggers.alwaysTried != 0 { return true }
        return range.contains { i in
            s.words[i].number != nil || vocabulary.term(folded: s.words[i].folded) != nil || PickWords.nearMe.match(s.words, at: i) != nil
                || PickWords.spin.contains(s.words[i]) || StarsSlot.match(s.words, at: i) != nil
        }
    }

    /// The openings of a question about what a word means.
    static let definitions = PhraseTable<Bool>(
        [
            "o que e", "o que é", "que e", "que é", "what is", "what's", "whats", "what are", "what does", "what mean", "what means",
            "o que significa", "que significa", "como se diz", "how do you say", "o que e um", "o que e uma", "what is a", "what's a",
            // Visitors' Spanish: "qué es una caipirinha?".
            "que es", "que es un", "que es una",
        ].map { ($0, true) })

    /// "we need a cheap boteco with cold beer, the game starts at nine": a
    /// clause other than the one with word `i` names what to eat or drink.
    private func anotherClauseAsks(_ s: Sentence, _ i: Int) -> Bool {
        let isBreak = { (j: Int) in s.words[j].kind == .punctuation && [",", ".", "!", "?", ";"].contains(s.words[j].text) }
        let start = (0..<i).last(where: isBreak).map { $0 + 1 } ?? 0
        let end = (i..<s.count).first(where: isBreak) ?? s.count
        // ("…we need a calm place with good wine", "uma cafeteria tranquila pra eu ler meu livro": a place asked for.)
        let place =
            s.words.contains { Fillers.placeNouns.contains($0) } && s.words.contains { Arbiter.wantWords.contains($0) }
            || s.words.contains { w in vocabulary.term(folded: w.folded).map { vocabulary.categories.contains($0.term) } ?? false }
        return s.words.indices.contains {
            // (A price said is no food: "o uber ta caro, chama um taxi".)
            ($0 < start || $0 >= end || place)
                && (vocabulary.term(folded: s.words[$0].folded) != nil && PriceSlot.match(s.words, at: $0) == nil
                    || PickWords.closer.match(s.words, at: $0) != nil || FilterWords.openNow.match(s.words, at: $0) != nil
                    || PickWords.nearMe.match(s.words, at: $0) != nil && ($0 < start || $0 >= end))
        } || s.words.first(where: \.isWord).map { vocabulary.term(folded: $0.folded) != nil && !Refusals.offTopic.contains($0) } ?? false
            // ("that one's always packed on game days. another": another one, asked in a short clause of its own — not "um
            // casal que apaga as memórias um do outro".)
            || s.words.indices.contains { k in
                (k < start || k >= end) && (PickWords.again.contains(s.words[k]) || PickWords.spin.contains(s.words[k]))
                    && s.words[((0..<k).last(where: isBreak).map { $0 + 1 } ?? 0)..<((k..<s.count).first(where: isBreak) ?? s.count)]
                        .count(where: \.isWord) <= 3
            }
    }

    /// "how do i make carbonara at home": a cooking question names a dish within a few words.
    private func cooking(_ s: Sentence) -> Bool {
        guard let m = s.first(Refusals.cooking) else { return false }
        let next = m.range.upperBound..<min(s.count, m.range.upperBound + 3)
        return next.contains { term(s, at: $0) != nil } && !next.contains { ["pra", "para", "to", "it"].contains(s.words[$0]) }
    }

    /// True when word `i` belongs to a longer vocabulary phrase (`música ao vivo` is live music, not a song).
    func partOfTerm(_ s: Sentence, _ i: Int) -> Bool {
        let n = s.words.count
        guard vocabulary.longestPhrase > 1 else { return false }
        for length in 2...vocabulary.longestPhrase {
            for start in max(0, i - length + 1)...i where start + length <= n {
                let phrase = s.words[start..<start + length].map(\.folded).joined(separator: " ")
                if vocabulary.term(folded: phrase) != nil { return true }
            }
        }
        return false
    }

    /// One verb's recognizer (every verb has one: the switch is exhaustive),
    /// in the reader for its group of verbs.
    func recognize(_ verb: Verb, _ s: inout Sentence) -> Intent? {
        let pick = PickReader(lexicon: lexicon), placeCommands = PlaceCommandReader(lexicon: lexicon), meta = MetaReader(lexicon: lexicon)
        let lists = ListReader(lexicon: lexicon), files = FileReader(lexicon: lexicon), whereabouts = WhereReader(lexicon: lexicon)
        switch verb {
        case .spin: return pick.spin(&s)
        case .again: return pick.again(&s)
        case .near: return pick.near(&s)
        case .find: return pick.find(&s) ?? pick.bareFind(&s)
        case .refetch: return placeCommands.refetch(&s)
        case .why: return meta.why(&s)
        case .rate: return RateReader(lexicon: lexicon).rate(&s)
        case .history: return lists.history(&s)
        case .list: return lists.list(&s)
        case .show: return placeCommands.show(&s)
        case .favorite: return placeCommands.favorite(&s)
        case .add: return AddReader(lexicon: lexicon).add(&s)
        case .edit: return EditReader(lexicon: lexicon).edit(&s)
        case .forget: return placeCommands.forget(&s)
        case .open: return placeCommands.open(&s)
        case .save: return placeCommands.save(&s)
        case .tags: return meta.tags(&s)
        case .location: return whereabouts.location(&s)
        case .city: return whereabouts.city(&s)
        case .cities: return meta.cities(&s)
        case .settings: return meta.settings(&s)
        case .set: return SettingsReader(lexicon: lexicon).set(&s)
        case .cache: return meta.cache(&s)
        case .importFile: return files.importFile(&s)
        case .export: return files.export(&s)
        case .source: return files.source(&s)
        case .log: return meta.log(&s)
        case .help: return meta.help(&s)
        case .explain: return meta.explain(&s)
        case .quit: return meta.quit(&s)
        }
    }
}
