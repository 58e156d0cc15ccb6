// MARK: - The arbiter's policy: the learned model's evidence

extension Arbiter {

    /// The least probability the learned model must give a risky command
    /// read from inside a sentence (its cue not leading the line) for the
    /// reading to run; below it, the line is asked about (a terminal) or
    /// fails with the command as a suggestion (a script). Measured on rows
    /// the model was not trained on: 0.1 keeps 93% of real risky phrasings
    /// while stopping those the rules found in chit-chat.
    static let learnedFloor = 0.1

    /// Words before a command's cue that still leave it leading the line.
    static let openers: WordSet = [
        "please", "pls", "plz", "ok", "okay", "yes", "yeah", "sim", "por", "favor", "pfv", "pf", "now", "agora",
        "entao", "then", "hey", "ei", "oi", "so", "just", "can", "could", "you", "pode", "voce",
        "vc", "me", "i", "want", "to", "eu", "quero", "queria", "lets", "let's", "vamos", "bora", "go", "ahead", "and", "e", "also",
    ]

    /// Whether `verb`'s cue word leads the line (after openers such as
    /// "please", "ok", "pode"): an explicit command, whatever the model says.
    /// A rating may also lead with its stars ("4 stars", "nota 5").
    func leadsWithCue(_ verb: Verb, _ s: Sentence) -> Bool {
        guard let first = s.words.indices.first(where: { s.words[$0].isWord && !Arbiter.openers.contains(s.words[$0]) }) else {
            return verb == .rate && s.words.first?.number != nil
        }
        if Arbiter.cueWords[verb]?.contains(s.words[first]) == true || Arbiter.commandWords[verb]?.contains(s.words[first]) == true {
            return true
        }
        if verb == .edit, editFrameLeads(s, at: first) { return true }
        // ("muda a cidade pra Campinas, vou ficar…": a switch of the city, said first.)
        if verb == .city, Arbiter.switchWords.contains(s.words[first]) || WhereWords.switchCity.match(s.words, at: first) != nil {
            return true
        }
        if verb == .rate, s.words.indices.contains(where: { $0 < first && StarsSlot.match(s.words, at: $0) != nil }) { return true }
        if verb == .rate, StarsSlot.match(s.words, at: first) != nil || s.words[first].number != nil { return true }
        // "is very good!!! 5 star. the lady…": stars opening a sentence of their own lead it.
        if verb == .rate,
            s.words.indices.contains(where: { i in
                i > 0 && s.words[i - 1].endsASentence && StarsSlot.match(s.words, at: i) != nil
            })
        {
            return true
        }
        return false
    }

    /// Whether a change of a place's field leads the line in its own frame: a verb of changing and the
    /// field ("muda o nome de…", "change the address of…"), or the field, its place and a verb of changing
    /// ("no endereço da Padaria Dona Nena coloca…", "the price of Jobi, make it 2").
    func editFrameLeads(_ s: Sentence, at first: Int) -> Bool {
        let articles: WordSet = ["o", "a", "os", "as", "the", "its", "seu", "sua", "no", "na", "in"]
        var i = first
        let changes = EditWords.verbs.contains(s.words[i])
        if changes { i += 1 }
        while i < s.count, articles.contains(s.words[i]) { i += 1 }
        guard i < s.count, let field = EditWords.fields.match(s.words, at: i) else { return false }
        if changes { return true }
        return (field.end..<s.count).contains { EditWords.verbs.contains(s.words[$0]) }
            && field.end < s.count && EditWords.of.contains(s.words[field.end])
    }

    /// The first word of each phrase of a verb's command-table row (`edit`, `editar`, `change`…),
    /// but for the pronouns, articles and question words that open some of them ("i'm at", "what's
    /// open", "my location"): "why this one? I gave it 2 stars" names no command by its "I".
    static let commandWords: [Verb: WordSet] = Dictionary(
        uniqueKeysWithValues: Verb.allCases.map { verb in
            (
                verb,
                WordSet(
                    verb.spec.phrases.compactMap { $0.split(separator: " ").first.map { Folding.key(String($0)) } }
                        .filter { !Arbiter.phraseOpeners.contains($0) })
            )
        })

    /// Whether `w` names a command other than `verb` by its command-table row: the one question a
    /// recognizer asks about other verbs' words ("bye, spin a bar" is no goodbye). Which reading
    /// then stands is the arbiter's to weigh.
    static func namesAnotherCommand(_ w: Word, besides verbs: Set<Verb>) -> Bool {
        commandWords.contains { !verbs.contains($0.key) && $0.value.contains(w) }
    }

    /// Words that open a command's phrase without naming it.
    static let phraseOpeners: Set<String> = [
        "i", "i'm", "im", "is", "are", "the", "this", "to", "o", "de", "my", "meus", "what", "what's", "whats", "where", "onde",
        "tem", "any", "por", "como", "mais", "your", "estou", "to", "tô", "a", "q",
    ]

    /// Whether the learned model doubts a risky reading said inside a sentence.
    func learnedDoubt(of intent: Intent, by verb: Verb, in s: Sentence) -> Bool {
        guard intent.changesSomething, !leadsWithCue(verb, s), let model = lexicon.intentScorer else { return false }
        return model.probability(of: intent.name, s.words) < Arbiter.learnedFloor
    }

    /// Verbs that ask for a suggestion, as a pick verb does ("qual vc escolheria", "me indica um").
    static let recommendVerbs: WordSet = [
        "escolheria", "escolheriam", "indica", "indicaria", "recomenda", "recomendaria", "sugere",
        "sugeriria", "recommend", "suggest", "choose",
    ]

    /// How sure the model must be that a sentence is chat, and how little
    /// chance it may give the rules' reading, for the sentence to be chat.
    static let chatFloor = 0.85, chatReadingCeiling = 0.05
    /// The same, when the rules' reading leaves three words or more it cannot
    /// explain: less sureness is asked of the model ("I taught history for 30
    /// years, you know": history is no command there).
    static let chatFloorUnexplained = 0.75, chatReadingCeilingUnexplained = 0.15
    /// …and when half the line's words or more are left unexplained, a model that leans to chat and all but rules
    /// the reading out ("meu histórico escolar é uma vergonha, só nota baixa em matemática" is no pick of historic places).
    static let chatFloorMostlyUnexplained = 0.5, chatReadingCeilingMostlyUnexplained = 0.02
    /// …and for a change to the pick in a line that asks for something, a model all but certain.
    static let chatFloorAsked = 0.98, chatReadingCeilingAsked = 0.01

    /// Whether a sentence of six words or more, read by the rules as a
    /// command that follows no earlier one and leaves words it cannot
    /// explain (the caller checks), is chat by the learned model's reckoning. Short commands and follow-ups ("another one", "cheaper")
    /// are never weighed: their meaning lies in the conversation. `left` is
    /// the weight of what the reading leaves unexplained, `unexplained` the
    /// number of those words.
    func readsAsChat(_ intent: Intent, in s: Sentence, left: Int = 0, unexplained: Int = 0) -> Bool {
        // Only readings that stand on their own words: picks, searches, lists and
        // settings; what refers to the current pick ("por que esse?") lives in the conversation.
        // (A long line that only names a kind, read as a change to the current pool, is weighed as the pick it
        // draws: "lol a pigeon just stole half a guy's sandwich right in front of me". A shorter change lives in
        // the conversation: "mid-range, I'm still paying off my phone".)
        var name = intent.name
        var least = 6
        var asked = false
        switch intent {
        case .spin, .near, .find, .list, .history, .settings, .tags, .cities, .log, .city, .location, .save, .favorite: break
        // (A change that asks for something — "we want it lively, people screaming at the tv" — is chat only when
        // the model is all but certain: "o histórico do navegador do meu irmão é um mistério que prefiro não desvendar".)
        case .refine(let r)
        where r.kind == .adjust
            && !opensWithARefinement(s)
            && r.removeTags.isEmpty && r.addAvoid.isEmpty && r.price == nil
            && r.radiusKm == nil && r.distance == nil && r.rating == nil && r.openNow == nil
            && r.city == nil && !r.clearsStars:
            name = "spin"
            least = 8
            asked = asksAnything(s)
        default: return false
        }
        // ("better if it has outdoor seating, grandma likes the fresh air": a change to the pick, said first.)
        // ("na vdd só hambúrguer, ele acabou de mandar msg": after a lead-in.)
        if opensWithARefinement(s) { return false }
        // ("street food or snacks, whatever fills you up the most": kinds offered as alternatives, said first.)
        if let first = s.words.firstIndex(where: { $0.isWord }), let a = term(s, at: first), a.end + 1 < s.count,
            ["or", "ou"].contains(s.words[a.end]), term(s, at: a.end + 1) != nil
        {
            return false
        }
        var words = 0
        for w in s.words where w.isWord { words += 1 }
        guard words >= least, let model = lexicon.intentScorer else { return false }
        let read = model.top(s.words, and: name)
        guard read.top == "unknown" else { return false }
        if asked { return read.probability >= Arbiter.chatFloorAsked && read.of < Arbiter.chatReadingCeilingAsked }
        return read.probability >= Arbiter.chatFloor && read.of < Arbiter.chatReadingCeiling
            || left >= 3 && read.probability >= Arbiter.chatFloorUnexplained && read.of < Arbiter.chatReadingCeilingUnexplained
            || unexplained * 2 >= words && read.probability >= Arbiter.chatFloorMostlyUnexplained
                && read.of < Arbiter.chatReadingCeilingMostlyUnexplained
    }

    /// Whether the line's first word, after lead-ins ("na vdd", "actually", "ok"), opens a change to the pick.
    func opensWithARefinement(_ s: Sentence) -> Bool {
        guard let first = s.words.firstIndex(where: { $0.isWord }) else { return false }
        if Arbiter.refinementOpeners.contains(s.words[first]) { return true }
        var i = first
        while i < s.count, s.words[i].isWord, Arbiter.refinementLeadIns.contains(s.words[i]) { i += 1 }
        return i > first && i < s.count && Arbiter.refinementOpeners.contains(s.words[i])
    }

    /// Words before a change that only lead in ("na verdade", "actually", "ok so").
    static let refinementLeadIns: WordSet = ["na", "vdd", "verdade", "actually", "ok", "okay", "hmm", "well", "entao", "tipo", "pensando"]

    /// Words that open a change to the current pick ("with outdoor seating, the stroller is a tank"):
    /// the line is that change, however the rest of it reads.
    static let refinementOpeners: WordSet = [
        "with", "com", "without", "sem", "plus", "also", "tambem", "but", "mas", "only", "so", "better", "melhor", "ideally",
        "idealmente", "preferably",
    ]

    /// Whether a cue word of `verb` is asked for in its own clause: only
    /// fillers, lead-ins and a verb of showing before it ("…? mostra as
    /// configurações", "…, show me my settings").
    func asksForIt(_ verb: Verb, _ s: Sentence) -> Bool {
        // ("se tiver vista para o mar, melhor ainda", "if it has a view, even better": a wish added to the pick, asked.)
        if [.spin, .again, .near].contains(verb), s.first(PickWords.betterStill) != nil { return true }
        return cueIndices(verb, s).contains { cue in
            let start = (0..<cue).last { [".", "!", "?", ";", ",", ":"].contains(s.words[$0].text) }.map { $0 + 1 } ?? 0
            return (start..<cue).allSatisfy { j in
                let w = s.words[j]
                return Fillers.isFiller(w) || Arbiter.leadIns.contains(w) || Arbiter.lightVerbs.contains(w)
                    || Arbiter.switchWords.contains(w)
                    || Arbiter.determiners.contains(w) || PlaceCommandWords.show.contains(w)
                    || ["me", "my", "minhas", "meus", "minha", "meu", "the", "o", "a", "os", "as"].contains(w)
            }
        }
    }
}
