// MARK: - Whose clause a word stands in

/// The arbiter's reading of clauses for the verbs that change something
/// without a file or a name to check: stars something else has (not a
/// rating), a save or "again" that opens its own clause, a risky verb's own
/// cue at the head of its clause.
extension Arbiter {
    /// Verbs by which something has or got stars ("the movie got 4 stars",
    /// "a série levou 5 estrelas", "o hotel tem quatro estrelas").
    static let holdingVerbs: WordSet = [
        "got", "gets", "has", "have", "had", "received", "receives", "earned", "earns", "won", "wins", "holds", "levou", "leva",
        "levaram", "tem", "tinha", "ganhou", "ganha", "recebeu", "recebe", "possui", "conquistou",
    ]

    /// The one talking, or the place being rated, before a holding verb:
    /// "we had 5-star food", "this one gets 2 stars" are ratings.
    static let pickReferences: WordSet = [
        "i", "we", "eu", "nos", "gente", "i've", "we've", "it", "this", "one", "place", "spot", "esse", "essa", "este", "esta",
        "ele", "ela", "lugar", "aqui", "here",
    ]

    /// Whether stars in the line are what something else has or got (a
    /// holding verb before them in their clause, after words that name
    /// neither the one talking nor the place: "that movie got 4 stars").
    func starsBelongToSomethingElse(_ s: Sentence) -> Bool {
        s.words.indices.contains { i in
            guard StarsSlot.match(s.words, at: i) != nil else { return false }
            var j = i - 1
            while j >= 0, s.words[j].kind != .punctuation {
                if Arbiter.holdingVerbs.contains(s.words[j]) {
                    // "this one gets 2 stars", "esse leva 4 estrelas": the pick is the one talked about.
                    return j > 0 && !Arbiter.pickReferences.contains(s.words[j - 1])
                }
                j -= 1
            }
            return false
        }
    }

    /// A save or add word as typed, not a form of one ("someone keeps…"),
    /// or a to-my-list phrase. (A typo repaired into one is offered, never
    /// run: `Parser.offered`.)
    func saysSave(_ s: Sentence) -> Bool {
        s.first(PlaceCommandWords.saveToList) != nil
            || s.words.contains { word in
                (s.repaired || Folding.key(word.text) == word.folded)
                    && (PlaceCommandWords.save.contains(word) || PlaceCommandWords.addVerbs.contains(word))
            }
    }

    /// Verbs that open a clause asking for another pick ("spin again", "try
    /// once more", "hit me with another", "sorteia outro", "me dá outro").
    static let againVerbs: WordSet = PickWords.spin.union([
        "try", "roll", "reroll", "pick", "choose", "give", "get", "show", "find", "hit", "go", "manda", "tenta", "gira", "roda",
        "joga", "escolhe", "mostra", "da", "vai", "bora", "traz",
    ])
    /// Words that may come between them and "again": "do it again", "not that one, another".
    static let againLeads: WordSet = [
        "do", "it", "that", "one", "not", "no", "nao", "hmm", "ugh", "mais", "um", "uma", "isso", "esse", "essa", "something",
        "some", "place", "lugar", "algo", "coisa", "with", "com",
    ]

    /// Whether the line's "again" (or "de novo") opens its clause, after
    /// only lead-ins, fillers and the words of a pick.
    func againHeadsItsClause(_ s: Sentence) -> Bool {
        guard var cue = s.words.indices.last(where: { PickWords.again.contains(s.words[$0]) || s.words[$0].folded == "novo" }) else {
            return true
        }
        if s.words[cue].folded == "novo", cue > 0, s.words[cue - 1].folded == "de" { cue -= 1 }
        var j = cue - 1
        while j >= 0 {
            let word = s.words[j]
            if word.kind == .punctuation { return [".", "!", "?", ";", ",", ":"].contains(word.text) || j == 0 }
            if Arbiter.againVerbs.contains(word) { return true }  // the clause is the pick's
            let allowed =
                Arbiter.leadIns.contains(word) || Arbiter.lightVerbs.contains(word) || Arbiter.determiners.contains(word)
                || Arbiter.againLeads.contains(word) || Fillers.isEdge(word) || word.kind != .word
            if !allowed { return false }
            j -= 1
        }
        return true
    }

    /// Whether `verb`'s own cue word is in the line and opens its clause
    /// ("fui, achei mediano. nota 3…"): a risky reading said so may stand
    /// over an earlier, safer one that explains fewer words.
    func ownsItsCue(_ verb: Verb, _ s: Sentence) -> Bool {
        cueIndex(verb, s) != nil && cueHeadsItsClause(verb, s)
    }
}
