// MARK: - The arbiter's policy 1: a negated command does nothing

extension Arbiter {
    /// The words that name a command outright.
    static let commandVerbs: WordSet = PickWords.spin.union(FileWords.exportVerbs).union(FileWords.importVerbs)
        .union(PlaceCommandWords.forget).union(RateWords.strongVerbs).union(PlaceCommandWords.save).union(PlaceCommandWords.show)
        .union(ListWords.listVerbs).union(PlaceCommandWords.fav).union(PlaceCommandWords.unfav).union(FavoritesWords.nouns)

    /// Whether every command the line names is negated ("no need to spin
    /// again", "I don't want to export my list right now", "não apaga nada
    /// da minha lista"): then nothing is asked, whatever else the words say.
    /// (A setting's words may be negated as its value — "don't repeat the
    /// last 10 places", "no need to keep an event log" — so a line about a
    /// setting is left to its reader.)
    static let possessives: WordSet = ["my", "our", "your", "the", "minha", "meu", "nossa", "sua", "tua", "a"]
    static let wishes: WordSet = ["interesse", "vontade", "fome", "desejo", "que", "to", "a", "been", "got"]

    static func onlyNegatedCommands(_ s: Sentence) -> Bool {
        if s.words.contains(where: { SettingWords.triggers.contains($0) }) { return false }
        // ("my list", "da minha lista": a noun after a possessive names no command.)
        let possessives = Arbiter.possessives
        let cues = s.words.indices.filter { i in
            // (Nor one inside an idiom: "o preço não importa" is no import taken back.)
            !s.used[i] && commandVerbs.contains(s.words[i]) && !(i > 0 && possessives.contains(s.words[i - 1])) && !s.scope.inIdiom(i)
        }
        guard !cues.isEmpty, cues.allSatisfy({ isNegated(at: $0, s) }) else { return false }
        // ("Can't decide between the two. Tell me more about Sabor da Terra?": a question about a place is asked.)
        return s.all(PlaceCommandWords.showPhrases).allSatisfy { isNegated(at: $0.range.lowerBound, s) }
            && s.first(PlaceCommandWords.pickQuestions) == nil && s.first(PlaceCommandWords.aboutPhrases) == nil
    }

    /// The verbs a "don't" takes back. (A setting's words may say "don't":
    /// "don't repeat the last 10 places", "não repete" is a value of `set`.)
    static let negatable: Set<Verb> = [
        .spin, .again, .near, .find, .export, .importFile, .forget, .rate, .save, .open, .add, .favorite, .show,
    ]

    /// Every cue word of the verb negated right before it ("don't spin",
    /// "never again"; not "we can't decide… just pick one").
    func isNegated(_ verb: Verb, _ s: Sentence) -> Bool {
        let cues = cueIndices(verb, s)
        return !cues.isEmpty && cues.allSatisfy { isNegated(at: $0, s) }
    }

    func isNegated(at cue: Int, _ s: Sentence) -> Bool {
        Arbiter.isNegated(at: cue, s)
    }

    /// Whether a negation stands right before `cue` ("don't spin", "please
    /// do not export", "no need to spin", "não precisa sortear", "I don't
    /// want to export", "não quero exportar").
    static func isNegated(at cue: Int, _ s: Sentence) -> Bool {
        guard cue > 0 else { return false }
        var j = cue - 1
        // "no need to", "não precisa (de)", "don't want to", "não quero": the wish between.
        while j > 0,
            ["to", "de", "want", "need", "needs", "quero", "queremos", "precisa", "preciso", "precisamos", "vou", "vamos", "i", "we", "eu"]
                .contains(s.words[j])
        {
            if ["need", "needs"].contains(s.words[j]), j > 0, s.words[j - 1].folded == "no" { return true }
            j -= 1
        }
        // "please don't spin", "don't you dare spin": pronouns and "please" between.
        while j > 0, ["please", "por", "favor", "you", "voce", "me", "just"].contains(s.words[j]) { j -= 1 }
        let before = s.words[j]
        // ("melhor ninguém ver", "nobody open it": no one to do it.)
        if before.folded.hasSuffix("n't") || ["dont", "never", "nunca", "nao", "nem", "ninguem", "nobody"].contains(before) { return true }
        // "do not spin": two words.
        return j > 0 && before.folded == "not" && ["do", "please"].contains(s.words[j - 1])
    }

    /// The first word of the line that is a cue of `verb` (nil for verbs
    /// whose evidence is open-ended, or when none is said).
    func cueIndex(_ verb: Verb, _ s: Sentence) -> Int? { cueIndices(verb, s).first }

    /// Every word of the line that is a cue of `verb`.
    func cueIndices(_ verb: Verb, _ s: Sentence) -> [Int] {
        guard let words = Arbiter.cueWords[verb] else { return [] }
        return s.words.indices.filter { i in
            guard !s.used[i] else { return false }
            if words.contains(s.words[i]) { return true }
            // "give it four stars", "dou 4 estrelas pra ele": giving stars names a rating too.
            return verb == .rate && Arbiter.giveVerbs.contains(s.words[i])
                && ((i + 1)..<min(s.count, i + 3)).contains { StarsSlot.match(s.words, at: $0) != nil }
        }
    }

    /// Verbs of giving, before the stars given.
    static let giveVerbs: WordSet = ["give", "gives", "giving", "gave", "dou", "da", "daria", "dar", "damos", "dei"]

    /// Each verb's cue words, built once: its trigger words (`Triggers`), or
    /// for the open-ended verbs the words that name them outright.
    static let cueWords: [Verb: WordSet] = {
        var table: [Verb: WordSet] = [
            .spin: PickWords.spin, .again: PickWords.again, .rate: RateWords.strongVerbs,
            // (A verb of using only lets the setting's reader look: its key or source is the cue.)
            .set: SettingWords.triggers.subtracting(SettingWords.useVerbs),
        ]
        for verb in Verb.allCases where table[verb] == nil {
            if let words = Triggers.words(verb) { table[verb] = words }
        }
        return table
    }()

    /// "sem mudar a cidade", "don't change my city", "não muda a cidade": the
    /// city's change said and taken back (its other cue, the noun, is not negated).
    func cityChangeNegated(_ s: Sentence) -> Bool {
        s.words.indices.contains { i in
            WhereWords.cityChangeVerbs.contains(s.words[i])
                && (Arbiter.isNegated(at: i, s) || i > 0 && ["sem", "without"].contains(s.words[i - 1]))
                && (i + 1..<min(s.count, i + 4)).contains { WhereWords.cityNouns.contains(s.words[$0]) }
        }
    }

    /// Whether a free-text slot holds a pick, list or show verb ("spin", "sorteia um bar", "show me bars").
    /// (A Portuguese verb that is an English noun is no verb in an English line: "no stomach ache".)
    func holdsAPickVerb(_ text: String, in s: Sentence) -> Bool {
        let english = Negation.readsEnglish(s.words)
        let words = Lexer.words(text)
        return words.indices.contains { i in
            Arbiter.pickVerbs.contains(words[i]) && !(english && Arbiter.englishNouns.contains(words[i]))
                // ("rate that pick 4 stars", "nota 4 pra essa escolha": the pick pointed at is a noun.)
                && !(i > 0 && Arbiter.pointers.contains(words[i - 1]) && Arbiter.pickNouns.contains(words[i]))
        }
    }
    static let pointers: WordSet = ["this", "that", "the", "your", "last", "esse", "essa", "este", "esta", "sua", "ultima"]
    static let pickNouns: WordSet = ["pick", "choice", "escolha", "sorteio", "sugestao"]
    static let englishNouns: WordSet = ["ache"]
}
