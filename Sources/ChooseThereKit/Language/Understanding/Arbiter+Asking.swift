// MARK: - Arbiter: what a line asks first

/// What a line asks before anything it tells: one of the lists, opened by a
/// verb of showing ("show me my list, pretty sure there are typos
/// everywhere"), what a kind of food is like ("whats vietnamese food
/// like"), and whether a command's cue heads its clause as a request of the
/// user's. `refusal(of:by:in:read:)` weighs them.
extension Arbiter {
    /// Whether the line opens by asking what a kind of food is like: "what's" or "what is", a kind (and "food"),
    /// then "like" ("whats vietnamese food like", "what is ethiopian cuisine like?").
    func asksWhatAKindIsLike(_ s: Sentence) -> Bool {
        guard let first = s.words.firstIndex(where: { $0.isWord && !Fillers.isFiller($0) }) else { return false }
        var i = first
        // ("o que é carne de sol?", "what is tapioca?": what a dish or a kind is, asked — nothing more in its sentence.)
        if ["what's", "whats"].contains(s.words[i]) {
            i += 1
        } else if s.words[i].folded == "what", i + 1 < s.count, ["is", "are"].contains(s.words[i + 1]) {
            i += 2
        } else if ["o", "oq", "que", "q"].contains(s.words[i]),
            let e = (i + 1..<min(s.count, i + 3)).first(where: { ["e", "eh", "sao"].contains(s.words[$0]) }),
            (i + 1..<e).allSatisfy({ ["que", "q"].contains(s.words[$0]) })
        {
            i = e + 1
        } else {
            return false
        }
        guard i < s.count, let t = term(s, at: i) else { return false }
        if t.end < s.count, s.words[t.end].text.hasPrefix("?") { return true }
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

    // MARK: 3. Risky cues at the head of their clause

    /// Words that may open a clause before its verb: "now export", "ok, apaga".
    static let leadIns: WordSet = [
        "now", "then", "ok", "okay", "so", "just", "also", "and", "agora", "entao", "ai", "tambem",
        "e", "pode", "can", "could", "would", "will", "you", "voce", "please", "pls", "pf", "let's", "lets",
        "vamos", "bora", "i", "eu", "we", "want", "to", "quero", "queria", "need", "preciso", "me", "gostaria", "de",
        "hey", "oi", "ola", "hi", "yes", "sim", "go", "ahead", "kindly", "actually", "na", "verdade",
        "i'd", "id", "like", "love", "be", "kind", "enough", "we'd",
        // ("antes disso exporta minha lista", "before that, export my list", "first, back it up".)
        "antes", "disso", "before", "depois", "after", "first", "primeiro",
    ]

    /// Verbs that carry a command's noun ("make a backup", "faz um backup",
    /// "gera um backup", "quero ver o que tem…").
    static let lightVerbs: WordSet = [
        "make", "do", "create", "generate", "take", "run", "give", "faz", "faca", "fazer", "gera", "gere",
        "gerar", "cria", "crie", "criar", "tira", "tirar", "da", "de", "ver", "see", "show", "mostra",
        "check", "what", "would", "happen", "if", "o", "que", "q", "tem", "has", "is", "in", "no", "na",
        "em", "antes", "before", "of", "from", "abre", "open", "arquivo", "file",
    ]
    /// Words that only point at what follows ("a backup", "meus dados").
    static let determiners: WordSet = [
        "a", "an", "the", "my", "our", "um", "uma", "o", "os", "as", "meu", "meus", "minha", "minhas",
        "nosso", "nossa", "this", "that", "esse", "essa", "este", "esta", "all", "todos", "tudo",
    ]

    /// Words that open a clause of time before a command ("antes de trocar de celular", "before changing phones").
    static let timeClauseOpeners: WordSet = ["antes", "depois", "before", "after", "assim", "when", "quando"]

    /// Whether `verb`'s cue opens its clause as a request of the user's:
    /// before it, in its clause, only lead-ins ("now", "can you", "quero"),
    /// light verbs ("make", "faz") and determiners, or a path. A statement
    /// about someone or something else ("my sister keeps a backup", "a Ana
    /// me passou o backup dela") is no request. A verb without cue words passes.
    /// (Any of its cues: "to limpando minha lista. pode apagar o Restaurante Sabor Caseiro?" — "lista" tells, "apagar" asks.)
    func cueHeadsItsClause(_ verb: Verb, _ s: Sentence) -> Bool {
        let cues = cueIndices(verb, s)
        return cues.isEmpty || cues.contains { headsItsClause($0, s) }
    }

    /// Whether the word at `cue` opens its clause (see `cueHeadsItsClause`).
    func headsItsClause(_ cue: Int, _ s: Sentence) -> Bool {
        // ("antes de trocar de celular exporta minha lista…": a clause of time leads in.)
        let start = (0..<cue).last { [".", "!", "?", ";", ",", ":"].contains(s.words[$0].text) }.map { $0 + 1 } ?? 0
        if start + 1 < cue, Arbiter.timeClauseOpeners.contains(s.words[start]),
            ["de", "que", "of"].contains(s.words[start + 1]) || s.words[start + 1].folded.hasSuffix("ing")
        {
            return true
        }
        var j = cue - 1
        while j >= 0 {
            let word = s.words[j]
            if word.kind == .punctuation, [".", "!", "?", ";", ",", ":"].contains(word.text) { return true }  // the clause starts after it
            let allowed =
                Arbiter.leadIns.contains(word) || Arbiter.lightVerbs.contains(word) || Arbiter.determiners.contains(word)
                || Fillers.isEdge(word) || !s.isFree(j) || word.kind != .word || word.text.contains(".") || word.text.contains("/")
            if !allowed { return false }
            j -= 1
        }
        return true
    }
}
