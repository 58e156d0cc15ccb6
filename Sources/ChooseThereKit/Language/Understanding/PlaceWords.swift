// MARK: - Places: which place, favourites, save, open, show

enum PlaceWords {
    static let this: WordSet = [
        "this", "it", "that", "current", "here", "esse", "este", "essa", "esta",
        "isso", "isto", "ele", "ela", "aqui", "dele", "dela", "desse", "deste", "nesse", "neste", "its", "their", "deles", "delas", "dessa",
        "desta", "nessa", "nesta",
        // Portugal's pronoun after a verb ("dou-lhe 5 estrelas").
        "lhe",
    ]
    static let thisPhrases = PhraseTable<Bool>(
        [
            "this one", "that one", "this place", "that place", "esse lugar", "este lugar",
            "esse aqui", "the place", "o lugar", "this spot", "the pick", "this pick", "that pick",
            "essa escolha", "esse sorteio",
            // "me fala mais desse restaurante", "what about this restaurant": the pick, named by what it is.
            "this restaurant", "that restaurant", "esse restaurante", "este restaurante", "desse restaurante", "deste restaurante",
            "desse lugar", "deste lugar", "dessa casa", "nesse lugar", "nesse restaurante",
        ].map { ($0, true) })
    /// Units after a number that make it a quantity ("10 min", "62 conto", "7 pessoas"), never a place's number.
    static let quantityUnits: WordSet = [
        "min", "mins", "minute", "minutes", "minuto", "minutos", "h", "hr", "hrs", "hour", "hours", "hora", "horas", "reais", "real",
        "conto", "contos", "pila", "bucks", "dollars", "euros", "people", "pessoas", "pessoa", "person", "persons", "days", "dias",
        "dia", "years", "anos", "weeks", "semanas", "star", "stars", "estrela", "estrelas", "%", "x", "times", "vezes", "kg",
    ]
    /// Whether `w` is one of `quantityUnits`, abbreviated with a dot or not ("15 min.").
    static func isQuantityUnit(_ w: Word) -> Bool {
        quantityUnits.contains(w) || w.folded.hasSuffix(".") && quantityUnits.contains(String(w.folded.dropLast()))
    }
    static let numberIntro: WordSet = ["number", "numero", "no", "n", "#", "nº"]
    /// Words before a target that never belong to it.
    /// The favourites, named ("dos favoritos", "to my favs").
    static let favoritesNouns: WordSet = [
        "favoritos", "favorito", "favorita", "favoritas", "favorites", "favorite", "favourites", "favourite", "favs", "fav",
    ]
    /// Words that open a purpose or a condition after a command ("se for bom", "because", "in case").
    static let purposeOpeners: WordSet = ["se", "caso", "because", "porque", "since", "cause", "if"]
    /// After "pra", "para", "so": who the purpose is for ("pra eu não perder", "so we remember").
    static let purposeSubjects: WordSet = ["eu", "a", "nos", "me", "mim", "gente", "nao", "i", "we", "that", "you", "voce", "vc"]
    static let targetEdges: WordSet = [
        "me", "for", "on", "about", "of", "to", "the", "a", "o", "do", "da", "de", "no", "na", "pro",
        "pra", "sobre", "ao", "at", "with", "com", "please", "details", "info", "more", "mais", "exatamente", "exactly",
        "too", "also", "tambem",
    ]
}

/// What a command's target is: the current pick, a list number, a name.
enum Target: Equatable {
    case current
    case ref(PlaceRef)
}

extension SentenceReader {
    /// The place a sentence names in its free words: a quoted name, a known
    /// name, `the second one`/`number 3`/`o terceiro`, `this`/`esse`, or
    /// (with `loose`) the free words left. Marks what it takes.
    func target(_ s: inout Sentence, loose: Bool = true, in limit: Range<Int>? = nil) -> Target? {
        let range = limit ?? 0..<s.count
        if let q = range.first(where: { s.words[$0].kind == .quoted && !s.used[$0] }) {
            s.use(q)
            return .ref(PlaceRef(s.words[q].text))
        }
        var i = range.lowerBound
        while i < range.upperBound {
            // ("forget Pizzaria Roma": a known "Roma" inside a longer name typed with its capitals is not that place;
            // weighed only once a known name starts here.)
            if !s.used[i], let m = places.match(s.words, at: i), m.end <= range.upperBound,
                !(i > 0 && (!Self.sentenceStart(s, i - 1) || term(s, at: i - 1) != nil) && s.words[i - 1].isWord
                    && s.words[i - 1].text.first?.isUppercase == true && places.match(s.words, at: i - 1) == nil)
            {
                s.use(i..<m.end)
                return .ref(.name(m.name))
            }
            i += 1
        }
        for i in range where !s.used[i] {
            // ("tira a Pizzaria do Nono": an ordinal typed with its capital inside a sentence is part of a name.)
            if let o = OrdinalSlot.match(s.words, at: i), case .position(let n) = o.value, n >= 1,
                s.words[i].text.first?.isUppercase != true || Self.sentenceStart(s, i),
                !(o.range.upperBound < s.count && PlaceWords.isQuantityUnit(s.words[o.range.upperBound])),
                // ("tell me about Tasca do Porto first": "first" after a name says when, not which place.)
                !(i > 0 && CapitalisedName.isCapital(s.words[i - 1]) && !Self.sentenceStart(s, i - 1)
                    && ["first", "primeiro", "primeira"].contains(s.words[i]))
            {
                s.use(o.range)
                if o.range.upperBound < s.count, ["one", "um", "uma", "place", "lugar"].contains(s.words[o.range.upperBound]) {
                    s.use(o.range.upperBound)
                }
                return .ref(.number(n))
            }
            if PlaceWords.numberIntro.contains(s.words[i]), let n = NumberSlot.match(s.words, at: i + 1) {
                s.use(i..<n.range.upperBound)
                return .ref(.number(Int(saturating: n.value, in: 0...1_000_000)))
            }
            // ("like 800 meters max" is a distance, not the 800th place.)
            // ("fica a uns 10 min de uber", "a 5 star rating": a quantity of something, no place's number.)
            if let n = s.words[i].number, n >= 1, n == n.rounded(), n < 1000, DistanceSlot.match(s.words, at: i) == nil,
                StarsSlot.match(s.words, at: i) == nil, !(i + 1 < s.count && PlaceWords.isQuantityUnit(s.words[i + 1]))
            {
                s.use(i)
                return .ref(.number(Int(n)))
            }
        }
        if let m = s.first(PlaceWords.thisPhrases, free: true), range.contains(m.range.lowerBound) { s.use(m.range); return .current }
        if let t = range.first(where: { !s.used[$0] && PlaceWords.this.contains(s.words[$0]) }) { s.use(t); return .current }
        // ("tell me about the place": its article already set aside as glue, the noun alone points at the pick.)
        if let t = range.first(where: { i in
            !s.used[i] && i > 0 && ["place", "lugar", "restaurant", "restaurante", "spot"].contains(s.words[i])
                && ["the", "o"].contains(s.words[i - 1]) && s.used[i - 1]
                && (i + 1 == s.count || !s.words[i + 1].isWord || s.used[i + 1])
        }) {
            s.use(t)
            return .current
        }
        guard loose else { return nil }
        let runs = s.freeRuns(in: range).map { trimTarget(s, $0) }.filter { !$0.isEmpty }
        // A name is written with a capital inside a sentence ("mark Madalosso as a favourite"):
        // such a run wins over longer chatter ("sorry to bother you again").
        // ("foi MUITO bom": a common word shouted is no name.)
        let named = runs.filter { r in r.contains { i in i > 0 && CapitalisedName.isCapital(s.words[i]) && !Self.sentenceStart(s, i) }
        }
        // (A run of everyday words only, in lower case, names no place: "achei massa, salva…", "fica a uns 10 min de
        // uber. abre no maps" — the words stay unexplained.)
        let nameLike = runs.filter { r in
            r.contains { i in
                let w = s.words[i]
                return w.isWord && w.number == nil && !CommonWords.everyday.contains(w) && !Fillers.isFiller(w)
                    && !PlaceWords.targetEdges.contains(w) && !PlaceWords.isQuantityUnit(w) && !Chatter.reactions.contains(w)
            }
        }
        guard let run = (named.isEmpty ? nameLike : named).max(by: { $0.count < $1.count }) else { return nil }
        s.use(run)
        var name = s.text(run)
        // ("open Madalosso's website": whose website, the place's name without its "'s" — unless that is its name.)
        if let last = run.last, EditReader.isPossessive(s.words[last]), places.stored(name) == nil {
            name = String(name.dropLast(2))
        }
        return .ref(.name(name))
    }

    /// A name typed with its capitals right after word `v` (an article between): its words, joined by a name's small words.
    func capitalisedRun(_ s: Sentence, after v: Int) -> Range<Int>? {
        var j = v + 1
        if j < s.count, ["o", "a", "the"].contains(s.words[j]) { j += 1 }
        guard j < s.count, s.isFree(j), CapitalisedName.isCapital(s.words[j]),
            !PlaceWords.this.contains(s.words[j]), !CapitalisedName.isShouted(s)
        else { return nil }
        return CapitalisedName.run(
            s.words, from: j, while: { s.isFree($0) || !s.used[$0] && CapitalisedName.joiners.contains(s.words[$0]) })
    }

    /// Whether word `i` begins a sentence (after ".", "!", "?"), where any word has a capital.
    static func sentenceStart(_ s: Sentence, _ i: Int) -> Bool {
        i == 0 || s.words[i - 1].kind == .punctuation && [".", "!", "?"].contains(s.words[i - 1].text)
    }

    /// A run without edge words at either end.
    func trimTarget(_ s: Sentence, _ range: Range<Int>) -> Range<Int> {
        var r = s.trimmed(range)
        // ("fav 🙏": an emoji at a run's edge is no part of a name.)
        // ("remove a Pizzaria Bella Napoli tb": "too", as typed in chat, is no part of a name.)
        // ("tell me about Tasca do Porto first": "first" in lower case after a name says when.)
        let edge = { (w: Word) in
            PlaceWords.targetEdges.contains(w) || w.kind == .symbol || ["tb", "tbm", "tmb"].contains(w.folded)
                || ["first", "primeiro", "primeira"].contains(w.folded) && w.text.first?.isLowercase == true
        }
        while !r.isEmpty, edge(s.words[r.lowerBound]) { r = (r.lowerBound + 1)..<r.upperBound }
        while !r.isEmpty, edge(s.words[r.upperBound - 1]) { r = r.lowerBound..<(r.upperBound - 1) }
        return r
    }

    /// "coloca nos favoritos pra eu não perder", "deixa como favorito, se for bom a gente volta",
    /// "fav it so I don't forget": a purpose or condition after the command names no place; its
    /// words are set aside.
    func setPurposeAside(_ s: inout Sentence, after command: Int) {
        var i = command + 1
        while i < s.count {
            let w = s.words[i]
            let next = i + 1 < s.count ? s.words[i + 1].folded : ""
            // ("…dos favoritos que ele virou casa de forró", "marca como favorito, sempre preciso de lugar assim":
            // after the favourites, a clause in lower case that names no place of the list is a remark.)
            if i > 0, PlaceWords.favoritesNouns.contains(s.words[i - 1]),
                ["que", "q"].contains(w.folded)
                    || w.text == "," && i + 1 < s.count && s.words[i + 1].text.first?.isLowercase == true
                        && places.match(s.words, at: i + 1) == nil
            {
                s.use(i..<s.count)
                return
            }
            // ("favorita o Bar Se Liga": a capital inside a sentence is a name's.)
            if w.text.first?.isUppercase == true && !Self.sentenceStart(s, i) {
                i += 1
                continue
            }
            if PlaceWords.purposeOpeners.contains(w)
                || ["pra", "para", "so"].contains(w.folded) && PlaceWords.purposeSubjects.contains(next)
            {
                s.use(i..<s.count)
                return
            }
            i += 1
        }
    }

    func ref(_ t: Target?) -> PlaceRef? {
        if case .ref(let r)? = t { return r }
        return nil
    }
}
