// MARK: - Arbiter: what a line asks first

/// What a line asks before anything it tells: one of the lists, opened by a
/// verb of showing ("show me my list, pretty sure there are typos
/// everywhere"), or what a kind of food is like ("whats vietnamese food
/// like"). `refusal(of:by:in:read:)` weighs them.
extension Arbiter {
    /// Whether the line opens by asking what a kind of food is like: "what's" or "what is", a kind (and "food"),
    /// then "like" ("whats vietnamese food like", "what is ethiopian cuisine like?").
    func asksWhatAKindIsLike(_ s: Sentence) -> Bool {
        guard let first = s.words.firstIndex(where: { $0.isWord && !Fillers.isFiller($0) }) else { return false }
        var i = first
        if ["what's", "whats"].contains(s.words[i]) {
            i += 1
        } else if s.words[i].folded == "what", i + 1 < s.count, ["is", "are"].contains(s.words[i + 1]) {
            i += 2
        } else {
            return false
        }
        guard i < s.count, let t = term(s, at: i) else { return false }
        var j = t.end
        if j < s.count, ["food", "cuisine", "dishes"].contains(s.words[j]) { j += 1 }
        return j < s.count && s.words[j].folded == "like"
    }

    /// Whether `verb`'s cue stands in the line's first clause and heads it ("show me my list, pretty sure
    /// there are typos everywhere": asked first, whatever is told after).
    /// (Opened by a verb of showing: "o app do banco mudou as configurações…" only tells.)
    func asksInTheFirstClause(_ verb: Verb, _ s: Sentence) -> Bool {
        guard let cue = cueIndex(verb, s), !(0..<cue).contains(where: { s.words[$0].kind == .punctuation && s.words[$0].text != "'" }),
            let first = s.words.firstIndex(where: { $0.isWord && !Arbiter.openers.contains($0) }), first < cue,
            Arbiter.showVerbs.contains(s.words[first])
        else { return false }
        return headsItsClause(cue, s)
    }

    /// Imperatives of showing that open a request for one of the lists ("show me my list", "me mostra o histórico").
    static let showVerbs: WordSet = ["show", "mostra", "mostrar", "mostre", "see", "ver", "list", "lista", "display", "exibe"]
}
