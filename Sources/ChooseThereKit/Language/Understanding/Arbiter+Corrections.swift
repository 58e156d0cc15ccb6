// MARK: - The arbiter's policy 0: a correction replaces what came before

extension Arbiter {
    /// What takes back the clause before it: "export? no, spin", "japonês… na verdade, sorteia um bar".
    static let corrections = PhraseTable<Bool>(
        [
            "no", "nope", "nah", "nao", "não", "no wait", "wait", "actually", "i mean", "scratch that", "never mind",
            "na verdade", "quer dizer", "pensando bem", "melhor", "alias", "espera", "nao nao", "no no",
            "actually no", "na verdade nao", "forget it", "nevermind", "skip it", "deixa pra la", "deixa", "esquece isso", "esquece",
            "pera", "perai", "pera ai", "nao pera", "digo", "ou melhor", "or rather", "or no", "ou nao", "ou não",
        ].map { ($0, true) })

    /// Sets aside what a correction takes back: the words before a
    /// correction marker that stands between punctuation ("export? no,
    /// spin") or after a comma ("…, actually spin"), when what follows names
    /// a command of its own. When what follows names kinds of place only
    /// ("spin japanese, no wait, italian"), the kinds before it are taken
    /// back and the command stays.
    static func setCorrectedAside(_ s: inout Sentence, isTerm: (String) -> Bool = { _ in false }) {
        var i = 1
        while i < s.count {
            guard s.words[i - 1].kind == .punctuation, let m = corrections.match(s.words, at: i) else { i += 1; continue }
            // "no" alone is a correction only as an interjection ("export? no, spin"), not "no reason to go back".
            let interjection = m.end < s.count && s.words[m.end].kind == .punctuation
            var rest = m.end
            while rest < s.count, s.words[rest].kind == .punctuation { rest += 1 }
            guard m.end - i > 1 || interjection || !["no", "nope", "nah", "nao"].contains(s.words[i]), rest < s.count else {
                i += 1; continue
            }
            if namesAnotherCommand(Array(s.words[rest...]), than: Array(s.words[..<i])) {
                s.use(0..<rest)
                i = rest
                continue
            }
            // "spin japanese, no wait, italian": the same command, another kind —
            // the kinds said before the correction are taken back, the verb stays.
            // ("spin japanese, no, not sushi" adds an exclusion: nothing is taken back.)
            let excludes =
                FilterWords.avoid.match(s.words, at: rest) != nil
                || ["not", "no", "sem", "nada", "without", "menos", "nao"].contains(s.words[rest])
            let before = (0..<(i - 1)).filter { !s.used[$0] && s.words[$0].isWord && isTerm(s.words[$0].folded) }
            if !excludes, !before.isEmpty, (rest..<s.count).contains(where: { s.words[$0].isWord && isTerm(s.words[$0].folded) }) {
                for j in before { s.use(j) }
                s.use(i..<rest)
                i = rest
                continue
            }
            i += 1
        }
    }

    /// Sets aside the kinds a line names but does not choose: when one kind
    /// is chosen in so many words ("find me a steakhouse instead", "peruvian
    /// it is", "try sushi first", "thai then"), the kinds of the other
    /// clauses were someone's wish or the old plan ("my coworkers want pizza
    /// again", "she wants sushi, i want pizza").
    static func setUnchosenKindsAside(_ s: inout Sentence, isTerm: (String) -> Bool) {
        // (Most lines choose nothing in so many words: nothing to weigh.)
        // ("a tie between pizza and burgers": weighed when kinds follow; "só entre os que eu já avaliei" weighs none.)
        let weighed = s.words.indices.contains { i in
            Arbiter.choicesWeighed.contains(s.words[i]) && ((i + 1)..<min(s.count, i + 4)).contains { isTerm(s.words[$0].folded) }
        }
        guard s.words.contains(where: { Arbiter.choosingWords.contains($0) || $0.folded == "rather" }) || weighed else { return }
        let words = s.words
        // "comida brasileira em vez de churrasco", "brazilian instead of barbecue": the kind replaced is no wish.
        for m in s.all(Arbiter.replacedKind) {
            var j = m.range.upperBound
            while j < s.count, ["the", "o", "a", "os", "as", "comida", "food"].contains(s.words[j]) { j += 1 }
            guard j < s.count, !s.used[j], isTerm(words[j].folded) else { continue }
            s.use(m.range.lowerBound...j)
        }
        let clause = { (i: Int) -> Range<Int> in
            let start = (0..<i).last { words[$0].kind == .punctuation }.map { $0 + 1 } ?? 0
            let end = (i..<words.count).first { words[$0].kind == .punctuation } ?? words.count
            return start..<end
        }
        // Kinds wished for: nothing left out or dropped in their clause ("please avoid Thai", "forget thai then",
        // "então sorvete nem pensar").
        let terms = s.words.indices.filter { i in
            !s.used[i] && words[i].isWord && isTerm(words[i].folded)
                && !clause(i).contains {
                    FilterWords.avoid.match(words, at: $0) != nil || PickWords.removeFilter.match(words, at: $0) != nil
                }
        }
        guard terms.count >= 2 else { return }
        let instead = s.all(Arbiter.insteadPhrases)
        let chosen = terms.last { i in
            let own = clause(i)
            let next = i + 1 < s.count ? s.words[i + 1].folded : ""
            return instead.contains { own.contains($0.range.lowerBound) } || ["then", "entao"].contains(next)
                || next == "it" && i + 2 < s.count && s.words[i + 2].folded == "is"
                || i > 0 && ["try", "tenta", "bora", "vamos", "entao"].contains(s.words[i - 1].folded)
                // ("…a tie between pizza and burgers. just pick a burger place": the choices weighed, then the one picked.)
                || weighed && own.contains { PickWords.spin.contains(s.words[$0]) }
                    && !own.contains { Arbiter.choicesWeighed.contains(s.words[$0]) }
        }
        guard let chosen else { return }
        for m in instead where clause(chosen).contains(m.range.lowerBound) { s.use(m.range) }
        let own = clause(chosen)
        for i in terms where !own.contains(i) { s.use(i) }
    }

    /// Words that weigh kinds against each other ("a tie between pizza and burgers", "empate entre…").
    static let choicesWeighed: WordSet = ["between", "entre", "tie", "tied", "empate", "empatou", "versus", "vs"]
    /// The words without which no kind is chosen in so many words.
    static let choosingWords: WordSet = ["instead", "vez", "inves", "lugar", "then", "entao", "is", "try", "tenta", "bora", "vamos"]
    /// Words before a kind that is replaced ("em vez de churrasco", "instead of pizza").
    static let replacedKind = PhraseTable<Bool>(
        [
            "instead of", "rather than", "em vez de", "em vez do", "em vez da", "ao inves de", "ao inves do", "ao inves da",
            "no lugar de", "no lugar do", "no lugar da",
        ].map { ($0, true) })
    /// Words that choose the kind of their clause over the others ("a steakhouse instead", "um italiano em vez disso").
    static let insteadPhrases = PhraseTable<Bool>(
        ["instead", "em vez disso", "ao inves disso", "no lugar disso", "em vez", "ao inves"].map { ($0, true) })
    /// Whether `words` hold the cue of a command that `before` does not name
    /// ("import x.json replace… no wait, merge" corrects the import's mode, not the command).
    private static func namesAnotherCommand(_ words: [Word], than before: [Word]) -> Bool {
        let cues = { (w: [Word]) -> UInt64 in
            var mask = Triggers.mask(w) & ~Triggers.alwaysTried
            if w.contains(where: { PickWords.spin.contains($0) }) { mask |= Triggers.bit(.spin) }
            if w.contains(where: { PickWords.again.contains($0) }) { mask |= Triggers.bit(.again) }
            if w.contains(where: { RateWords.strongVerbs.contains($0) }) { mask |= Triggers.bit(.rate) }
            return mask
        }
        return cues(words) & ~cues(before) != 0
    }
}
