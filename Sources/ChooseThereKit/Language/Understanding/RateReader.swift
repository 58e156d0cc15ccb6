// MARK: - rate: stars, going back, match, quick tags, a note, a place

enum RateWords {
    /// Verbs by which a place deserves its stars ("o Boi na Brasa merece 5 estrelas").
    static let deserving: WordSet = ["merece", "deserves", "deserve", "gets", "earns", "vale", "leva", "ganha", "worth"]
    /// Verbs of going somewhere, before the place's name ("fui no Cantina Nona").
    static let wentTo: WordSet = ["fui", "fomos", "went", "visited", "visitei", "visitamos", "comemos", "jantamos", "almocamos"]
    /// Verbs of being before what something was worth ("o café era 5 estrelas").
    static let being: WordSet = ["era", "was", "is", "e", "foi", "ta", "are", "were", "parece", "seems", "basically", "tipo"]
    /// Verbs that mean a rating even without a number (then: how many stars?).
    static let strongVerbs: WordSet = ["rate", "rated", "score", "avalia", "avaliar", "avalio", "avalie"]
    /// Verbs that mean a rating only with a number after them ("gave Gero a 5").
    static let verbs: WordSet = strongVerbs.union([
        "give", "gave", "giving", "scored", "dei", "dou", "deu", "damos", "demos", "gets", "get",
        "deserves", "deserve", "deserved", "merece", "mereceu", "merecia", "leva", "levou",
        "ganha", "ganhou", "earns", "earned", "daria", "dariamos", "darei",
    ])
    static let verbPhrases = PhraseTable<Bool>(
        [
            "i'd give", "we'd give", "i would give", "we would give", "i give", "we give", "i'd rate", "we'd rate", "i'd rate it",
            "it was a", "solid", "a solid", "foi um", "foi uma", "minha nota", "minha nota pra esse e", "minha nota e", "dar nota",
            "queria dar", "vou dar", "nota pra", "dou nota", "da um", "dá um", "da uma", "dá uma",
        ].map { ($0, true) })
    /// Narration around a rating that is neither a note nor a name.
    static let framing = PhraseTable<Bool>(
        [
            "we went to", "i went to", "we were at", "fomos no", "fomos na", "fui no", "fui na", "yesterday", "ontem", "last night",
            "tonight", "hoje", "today", "i'd say", "eu diria", "for this place", "for this one", "for this", "pra esse", "pra essa",
            "pra ele", "pra ela", "pra esse lugar", "esse aqui", "this place", "please", "thanks", "por favor",
            "i'd like to", "i would like to", "queria", "quero", "we had dinner at", "we had lunch at", "we had dinner", "we had lunch",
            "we ate at", "i ate at", "had dinner at", "had lunch at", "jantamos no", "jantamos na", "almocamos no", "almocamos na",
            "jantei no", "jantei na", "almocei no", "almocei na", "comemos no", "comemos na",
            // The pick, described rather than named: "the place you picked", "o lugar q vc escolheu".
            "the place you picked", "the place you chose", "the place you suggested", "the spot you picked", "your pick", "the pick",
            "o lugar que vc escolheu", "o lugar q vc escolheu", "lugar q vc escolheu", "lugar que vc escolheu", "o lugar que voce escolheu",
            "lugar que voce escolheu", "o lugar que vc sorteou", "o lugar q vc sorteou", "lugar q vc sorteou", "o lugar que voce sorteou",
            "o lugar que vc indicou", "o lugar q vc indicou",
        ].map { ($0, true) })
    /// The story of getting back from the place, which opens a rating and is
    /// not a note about it: the whole sentence it starts is set aside.
    static let arrival = PhraseTable<Bool>(
        [
            "just got home", "just got back", "we just got back", "just finished dinner", "just finished lunch", "just finished",
            "we just finished", "just came back", "just left", "we just left", "acabamos de chegar", "acabei de chegar",
            "acabamos de voltar", "acabei de voltar", "chegamos agora", "cheguei agora", "voltamos agora", "voltei agora",
            "acabamos de sair", "acabei de sair", "saimos agora", "saímos agora", "deu tudo certo", "deu certo", "tudo certo",
            "all good", "went well",
        ].map { ($0, true) })
    /// Nouns that make a number a count, not stars ("2 people", "3 times").
    static let countNouns: WordSet = [
        "people", "persons", "of", "times", "visits", "pessoas", "vezes", "visitas", "km", "m",
        "minutes", "minutos", "hours", "horas", "reais", "dollars", "bucks", "pratos", "dishes",
    ]
    /// Words that never stand in a place's name between a rating verb and its stars.
    static let notNames: WordSet = [
        "dar", "give", "place", "lugar", "was", "is", "it", "this", "that", "nota", "pra", "pro",
        "esse", "essa", "for", "i'd", "we'd", "would", "like", "to", "the", "view", "food", "comida",
        "minha", "my", "our", "e", "foi", "de", "a", "uma", "um",
    ]
    /// Words before a return statement that only qualify it.
    static let returnHead: WordSet = [
        "no", "doubt", "yes", "yeah", "sim", "and", "e", "with", "com", "certeza", "ctz", "definitely", "already", "planning", "plan",
        "to", "we", "i", "we'd", "i'd", "we'll", "i'll", "wouldn't", "mind", "say", "would", "will", "a", "gente", "eu", "nos", "ja",
        "pretendo", "quero", "vamos", "vou", "gonna", "going", "sure", "for", "totally", "absolutely", "certainly", "surely", "so",
        "really", "also", "tambem", "but", "mas", "que", "sem", "duvida", "our", "nossa", "claro", "obviamente", "of", "course",
        "de", "is", "it's", "hard", "easy", "facil", "dificil", "try", "we'll", "i'll", "it", "maybe",
    ]
    /// Words after a return statement that only qualify it (when, how often, how sure).
    static let returnTail: WordSet = [
        "next", "week", "weekend", "month", "year", "already", "soon", "asap", "again", "for", "sure", "definitely", "a", "heartbeat",
        "time", "times", "one", "day", "someday", "mil", "vezes", "semana", "que", "vem", "mes", "ano", "tao", "cedo", "com",
        "certeza", "ctz", "logo", "breve", "um", "dia", "por", "nada", "nesse", "neste", "mundo", "la", "there", "here", "aqui",
        "mais", "more", "ever", "anymore", "nunca", "never", "no", "way", "de", "novo", "outra", "vez", "sem", "duvida", "doubt",
        "for", "certain", "right", "away", "tomorrow", "amanha", "hoje", "today", "tonight", "fim", "this", "essa", "esse",
        "i'm", "im", "we're", "in", "town", "when", "whenever", "around", "back", "area", "cidade", "estiver", "estivermos", "vier",
    ]
    /// Verbs that open a clause saying the place was visited ("back home", "voltamos pro hotel", "we went").
    static let arrivalVerbs: WordSet = [
        "back", "home", "went", "returned", "voltamos", "voltei", "chegamos", "cheguei", "fomos", "fui", "got", "made", "had",
        "ate", "deu", "comemos", "comi", "jantamos", "jantei", "almocamos", "almocei",
    ]
    static let arrivalLeads: WordSet = [
        "just", "finally", "ok", "so", "we", "i", "we're", "i'm", "were", "im", "ja", "enfim", "acabamos", "acabei", "de", "a", "gente",
    ]
    /// Words that attach a condition to going back ("only if", "unless", "se").
    static let conditions: WordSet = ["if", "unless", "se", "caso", "only", "so", "even", "once", "quando", "assim"]
    /// Words that are never a note on their own.
    static let noteNoise: WordSet = [
        "eu", "i", "we", "nos", "foi", "was", "it", "place", "lugar", "dar", "give", "gave",
        "it's", "its", "is", "e", "and", "so", "then", "yes", "sim", "ok", "yeah", "one", "um",
        "uma", "stars", "star", "estrelas", "estrela", "rating", "nota", "total", "really", "q", "que",
        "vc", "acho", "think", "guess",
    ]
    static let noteEdges: WordSet = [
        "and", "but", "mas", "e", "it", "though", "tho", "so", "then", "also", "-", "—", "–", "pra", "for",
        "que", "with", "com", "of",
    ]
}

struct RateReader: SentenceReader {
    let lexicon: Lexicon

    func rate(_ s: inout Sentence) -> Intent? {
        let stars = StarsSlot.matches(in: s.words)
        let qualities = s.all(FilterWords.rating).map(\.range)
        // "dá 5 pro Bar do Zé": "dá" (give) only as typed with its accent, or right before the number — "da" is also "of the".
        let verbAt = s.freeIndices.first(where: { i in
            (RateWords.verbs.contains(s.words[i]) || s.words[i].text.lowercased() == "dá"
                || s.words[i].folded == "da" && i == s.freeIndices.first && s.words.indices.contains(i + 1) && s.words[i + 1].number != nil)
                && !qualities.contains { $0.contains(i) }
        })
        let phrase = s.first(RateWords.verbPhrases)
        var values = starValues(s, stars: stars.map { ($0.value, $0.range) }, verbAt: verbAt, phrase: phrase?.range)
        // "brunch nota 4. o café era 5 estrelas": a later count is what something else was worth, a remark.
        if values.count > 1 { values = [values[0]] + values.dropFirst().filter { !aspectIsWorth(s, $0.1.lowerBound) } }
        // "give it a star", "dá uma estrela pra ele": one star, or a favourite? Ask.
        if let first = values.first,
            ["a", "an"].contains(s.words[first.1.lowerBound]) && s.words[first.1].contains(where: { ["star", "estrela"].contains($0) })
                || s.words[first.1].map(\.folded) == ["uma", "estrela"]
                    && s.freeIndices.contains(where: { ["da", "dá", "dar", "give", "dou"].contains(s.words[$0]) })
        {
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .needsStars)
        }
        // "4 or 5 stars", "the view a 5 but the food a 2": which one?
        if let first = values.first, values.count == 1, otherStarCount(s, besides: first.1) {
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .severalRatings)
        }
        guard !values.isEmpty || verbAt != nil || phrase != nil else {
            // "meh, 3", "4, but the service was slow", "5, would return, cozy place": a bare number that
            // opens the line, said with words about the place, is a rating without its verb — offered
            // (asked at a terminal, the suggestion in scripts), never recorded on these words.
            guard let n = bareRating(s) else { return nil }
            var request = RateRequest(stars: n)
            var rest = s
            readGoingBack(&rest, into: &request)
            return .unknown(text: s.line.trimmed, suggestion: Intent.rate(request).command, reason: .doubted)
        }
        if values.isEmpty {
            // "rate it": a rating without stars — how many?
            guard let v = verbAt, RateWords.strongVerbs.contains(s.words[v]), !s.isNegated(v) else { return nil }
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .needsStars)
        }
        if values.contains(where: { $0.0 != values[0].0 }) {
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .severalRatings)
        }
        let n: Int
        switch values[0].0 {
        case .stars(let v): n = v
        case .outOfRange(let v) where v == v.rounded() && abs(v) < 1000:
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .starsOutOfRange(Int(v)))
        default: return .unknown(text: s.line.trimmed, suggestion: nil, reason: .stars)
        }
        var request = RateRequest(stars: n)
        for v in values { s.use(v.1) }
        if let verbAt { s.use(verbAt) }
        if let phrase { s.use(phrase.range) }
        readGoingBack(&s, into: &request)
        if let m = MatchSlot.matches(in: s.words).first(where: { m in m.range.contains { !s.used[$0] } }) {
            request.match = m.value
            s.use(m.range)
        }
        let quick = QuickTags.read(s.words, scope: s.scope)
        request.tags = quick.tags.map(\.rawValue)
        for r in quick.ranges { s.use(r) }
        for m in s.all(RateWords.framing, free: true) { s.use(m.range) }
        setArrivalAside(&s)
        setChatterAside(&s, keepReactions: true)
        request.target = rateTarget(&s, after: verbAt ?? phrase?.range.lowerBound, stars: values[0].1)
        request.note = note(&s, stars: values[0].1)
        for i in s.freeIndices where RateWords.noteNoise.contains(s.words[i]) || RateWords.notNames.contains(s.words[i]) { s.use(i) }
        return .rate(request)
    }

    /// "back home!!", "Voltamos pro hotel.", "we went.", "fui,", "acabamos de
    /// chegar em casa": a clause that only says the place was visited, or that
    /// we are back, is the rating's occasion, not its note.
    private func setArrivalAside(_ s: inout Sentence) {
        var start = 0
        while start < s.count {
            let end = (start..<s.count).first { s.words[$0].kind == .punctuation && s.words[$0].text != "'" } ?? s.count
            var j = start
            while j < end, RateWords.arrivalLeads.contains(s.words[j]) { j += 1 }
            let free = (start..<end).allSatisfy { s.isFree($0) || !s.words[$0].isWord }
            // ("we went to Mangai yesterday, 5 stars": a clause naming a place names what is rated.)
            if (start..<end).contains(where: { places.match(s.words, at: $0) != nil || s.words[$0].kind == .quoted }) {
                start = end + 1
                continue
            }
            // "acabamos de chegar em casa", "just got home from dinner with the kids": the whole clause.
            if (start..<min(end, start + 3)).contains(where: { RateWords.arrival.match(s.words, at: $0) != nil }),
                !(start..<end).contains(where: { StarsSlot.match(s.words, at: $0) != nil })
            {
                s.use(start..<end)
            } else if j < end, RateWords.arrivalVerbs.contains(s.words[j]),
                free || !(start..<end).contains(where: { StarsSlot.match(s.words, at: $0) != nil || s.words[$0].number != nil }),
                end - start <= 5
            {
                s.use(start..<end)
            }
            start = end + 1
        }
    }

    /// Words before a bare rating ("meh, 3", "honestly, I'd say 4").
    static let bareLeads: WordSet = [
        "meh", "ok", "okay", "hmm", "eh", "honestly", "well", "so", "um", "uh", "i'd", "id", "say", "i", "would", "diria", "acho",
        "que", "tipo", "a", "solid", "like", "about", "around", "avaliacao", "rating", "sinceramente", "olha", "entao", "uns", "umas",
    ]
    /// Words that say a bare number is about the place ("4, but the service was slow").
    static let bareContext: WordSet = [
        "meh", "but", "mas", "honestly", "sinceramente", "say", "diria", "good", "great", "bad", "terrible", "ok", "okay", "bom",
        "boa", "ruim", "otimo", "otima", "pessimo", "pessima", "mediano", "mediana", "nice", "delicious", "gostoso", "gostosa",
        "service", "atendimento", "food", "comida", "slow", "lento", "cozy", "aconchegante", "avaliacao", "rating", "loved",
        "amei", "adorei",
    ]

    /// The stars of a rating said as a bare whole number 1–5 opening its line
    /// (after interjections), with words about the place or about going back.
    private func bareRating(_ s: Sentence) -> Int? {
        var i = 0
        while i < s.count, Self.bareLeads.contains(s.words[i]) || s.words[i].kind == .punctuation { i += 1 }
        guard i < s.count, let value = s.words[i].number, value == value.rounded(), (1...5).contains(value),
            i + 1 == s.count || s.words[i + 1].kind == .punctuation, s.count > i + 2 || i > 0
        else { return nil }
        let aboutThePlace =
            s.words.contains { Self.bareContext.contains($0) } || ReturnIntent.read(s.words, scope: s.scope) != nil
        return aboutThePlace ? Int(value) : nil
    }

    /// What the rating says about going back (and the clause that says it, never the note).
    private func readGoingBack(_ s: inout Sentence, into request: inout RateRequest) {
        if let said = ReturnIntent.read(s.words, scope: s.scope) {
            switch said.answer {
            case .yes: request.wouldReturn = true
            case .no: request.wouldReturn = false
            case .unclear: request.returnUnclear = true
            }
            // The whole clause that says it (and a condition after it) is about
            // going back, never the note: "no doubt we'll be back", "só volto se tiver promoção".
            for r in said.ranges { s.use(returnClause(s, r)) }
            // "return? eh, who knows": the doubt is part of the answer.
            if said.answer == .unclear { for m in s.all(ReturnIntent.hedges, free: true) { s.use(returnClause(s, m.range)) } }
        }
    }

    /// The stars said: explicit ("4 stars", "nota 3", "3/5"), else a number
    /// after a rating verb ("rate it 4", "gave Gero a 5"), else an article and
    /// a whole number 1–5 ("honestly a 5").
    private func starValues(_ s: Sentence, stars: [(Stars, Range<Int>)], verbAt: Int?, phrase: Range<Int>?) -> [(Stars, Range<Int>)] {
        // Stars: explicit ("4 stars", "nota 3", "3/5"), or a number after a rating verb ("rate it 4", "gave Gero a 5").
        var values = stars
        if values.isEmpty, let start = verbAt ?? phrase?.lowerBound {
            var i = start + 1
            while i < s.count, i <= start + 8 {
                if let n = NumberSlot.match(s.words, at: i, articleAsOne: false), isStarCount(s, n.range) {
                    values.append((Stars(n.value), n.range))
                    break
                }
                i += 1
            }
        }
        // "honestly a 5, best night ever", "a two, honestly": an article and a whole number 1–5 is a rating.
        if values.isEmpty, verbAt == nil, phrase == nil {
            for i in s.words.indices.dropLast() where ["a", "an", "um", "uma"].contains(s.words[i]) {
                guard let n = NumberSlot.match(s.words, at: i + 1, articleAsOne: false), n.value == n.value.rounded(),
                    (1...5).contains(n.value),
                    isStarCount(s, n.range), DistanceSlot.match(s.words, at: i + 1) == nil
                else { continue }
                values.append((Stars(n.value), (i)..<n.range.upperBound))
                break
            }
        }
        return values
    }

    /// A quoted or known name anywhere; else the words between the verb and the stars.
    /// One rule for quoted text, as in every verb: it names the place —
    /// unless the place is already named, when it can only be the note.
    private func rateTarget(_ s: inout Sentence, after verb: Int?, stars said: Range<Int>) -> PlaceRef? {
        let stars = said.lowerBound
        var t: Target?
        var i = 0
        while i < s.count, t == nil {
            if !s.used[i], s.words[i].kind != .quoted, let m = places.match(s.words, at: i) { s.use(i..<m.end); t = .ref(.name(m.name)) }
            i += 1
        }
        if t == nil, let verb, stars > verb + 1 {
            let between = trimTarget(s, (verb + 1)..<stars)
            let words = s.words[between].map(\.folded)
            if !between.isEmpty,
                !words.allSatisfy({ PlaceWords.this.contains($0) || ["a", "an", "solid", "um", "uma", "com", "one"].contains($0) }),
                s.words[between].allSatisfy({ $0.isWord }), between.allSatisfy({ !s.used[$0] }), between.count <= 5,
                // "deu tudo certo!!! 5 estrelas": a name stands in the verb's clause.
                !s.words[(verb + 1)..<stars].contains(where: { $0.kind == .punctuation && $0.text != "," }),
                !words.contains(where: { RateWords.notNames.contains($0) || RateWords.verbs.contains($0) })
            {
                s.use(between)
                t = .ref(.name(s.text(between)))
            }
        }
        // "o Boi na Brasa merece 5 estrelas", "Pampa Verde gets 4 stars", "fui no Cantina Nona, nota 4": a
        // name typed with its capitals as the subject of the stars, or where we went, is the place rated.
        if t == nil, let named = nameBeforeStars(s, stars) ?? nameWentTo(s) {
            s.use(named)
            let known = places.match(s.words, at: named.lowerBound).flatMap { $0.end == named.upperBound ? $0.name : nil }
            t = .ref(.name(known ?? s.text(named)))
        }
        // "nota 5 pro Bar do Zé", "rate 4 for Casa Tua, great": a name after the stars is the place rated,
        // known or not (an unknown one is refused by name, never recorded on the current pick).
        if t == nil, let named = nameAfterStars(s, said.upperBound) {
            s.use(named.lowerBound - 1..<named.upperBound)
            let known = places.match(s.words, at: named.lowerBound).flatMap { $0.end == named.upperBound ? $0.name : nil }
            t = .ref(.name(known ?? s.text(named)))
        }
        // (A quoted word in the stars' sentence: "tinha queijo no prato 'vegano'. 2 estrelas" names no place.)
        let sentenceEnds = s.words.indices.filter { s.words[$0].endsASentence }
        let sameSentence = { (i: Int) in !sentenceEnds.contains { min(i, stars) < $0 && $0 < max(i, stars) } }
        if t == nil, let q = s.words.indices.first(where: { s.words[$0].kind == .quoted && !s.used[$0] && sameSentence($0) }) {
            s.use(q)
            t = .ref(PlaceRef(s.words[q].text))
        }
        // "for this one", "pra esse": the current pick; the words are not a note.
        for i in s.freeIndices where PlaceWords.this.contains(s.words[i]) { s.use(i) }
        for i in s.freeIndices
        where [
            "pro", "pra", "for", "at", "to", "no", "na", "a", "an", "solid", "um", "uma", "com",
            "estrela", "estrelas", "star", "stars", "lugar", "place",
        ].contains(s.words[i])
            && (i + 1 >= s.count || s.used[i + 1] || s.words[i + 1].kind == .punctuation)
        { s.use(i) }
        return ref(t)
    }

    /// Whether the stars' clause holds nothing but them and the rating's own
    /// words (its verb, going back, fillers).
    private func starsStandAlone(_ s: Sentence, _ stars: Range<Int>) -> Bool {
        let isBreak = { (i: Int) in s.words[i].kind == .punctuation && [".", ",", "!", "?", ";"].contains(s.words[i].text.first ?? " ") }
        let start = (0..<stars.lowerBound).last(where: isBreak).map { $0 + 1 } ?? 0
        let end = (stars.upperBound..<s.count).first(where: isBreak) ?? s.count
        return (start..<end).allSatisfy { i in
            let w = s.words[i]
            return stars.contains(i) || !w.isWord || s.used[i] || Fillers.isEdge(w) || Fillers.glue.contains(w)
                || RateWords.noteNoise.contains(w) || RateWords.returnTail.contains(w) || RateWords.verbs.contains(w)
        }
    }

    /// A capitalised name right before a verb of deserving and the stars ("o
    /// Boi na Brasa merece 5 estrelas", "Bahia Viva deserves 5 stars").
    private func nameBeforeStars(_ s: Sentence, _ stars: Int) -> Range<Int>? {
        guard stars >= 2, RateWords.deserving.contains(s.words[stars - 1]) else { return nil }
        return capitalisedName(s, endingAt: stars - 1)
    }

    /// A capitalised name after a verb of going, in the line ("fui no Cantina Nona", "went to Bar Luiz").
    private func nameWentTo(_ s: Sentence) -> Range<Int>? {
        for i in s.words.indices where RateWords.wentTo.contains(s.words[i]) {
            var j = i + 1
            while j < s.count, ["no", "na", "ao", "a", "o", "em", "to", "the", "at"].contains(s.words[j]) { j += 1 }
            // ("fui no bar do zé": a place of the list, however it is typed.)
            if let m = places.match(s.words, at: j) { return j..<m.end }
            var end = j
            while end < s.count, s.words[end].isWord,
                s.words[end].text.first?.isUppercase == true
                    || end > j && ["do", "da", "de", "dos", "das", "na", "no", "of"].contains(s.words[end])
                        && end + 1 < s.count && s.words[end + 1].text.first?.isUppercase == true
            {
                end += 1
            }
            if end > j { return j..<end }
            // Written lower case, a name is joined like one ("fui no bar do zé", "fomos na casa da vó").
            var stop = j
            while stop < s.count, stop < j + 5, s.words[stop].isWord { stop += 1 }
            let run = j..<stop
            if run.count >= 3, run.dropFirst().dropLast().contains(where: { ["do", "da", "de", "dos", "das"].contains(s.words[$0]) }),
                let last = run.last, !CommonWords.contains(s.words[last]), term(s, at: last) == nil, s.words[last].folded.count >= 2
            {
                return run
            }
        }
        return nil
    }

    /// The capitalised words (joined by "do", "na", "of"…) that end before `end`.
    private func capitalisedName(_ s: Sentence, endingAt end: Int) -> Range<Int>? {
        var start = end
        while start > 0, s.words[start - 1].isWord, !s.used[start - 1],
            s.words[start - 1].text.first?.isUppercase == true
                || ["do", "da", "de", "dos", "das", "na", "no", "of"].contains(s.words[start - 1]) && start - 2 >= 0
                    && s.words[start - 2].text.first?.isUppercase == true
        {
            start -= 1
        }
        // (Not a lone capital that opens the sentence: "Esse merece 5".)
        guard start < end, !(end - start == 1 && (start == 0 || s.words[start - 1].endsASentence)) else { return nil }
        return start..<end
    }

    /// The words after "pra"/"pro"/"for"/"to" following the stars, up to the
    /// clause's end, when they read as a name: a capitalised word, or words
    /// joined as a name with one that is neither everyday nor a kind of food
    /// ("pra sorveteria da ribeira"; not "for the service", "pro ramen",
    /// "for a great night out").
    private func nameAfterStars(_ s: Sentence, _ end: Int) -> Range<Int>? {
        guard end < s.count, ["pra", "pro", "para", "for", "to", "ao", "a"].contains(s.words[end]) else { return nil }
        var stop = end + 1
        while stop < s.count, s.words[stop].isWord, !["but", "mas", "and", "e", "porque", "because"].contains(s.words[stop]) {
            stop += 1
        }
        let run = (end + 1)..<stop
        guard !run.isEmpty, run.count <= 6 else { return nil }
        // Written lower case, a name is joined like one ("sorveteria da ribeira", "casa do joão").
        let joined =
            run.count >= 3 && run.dropFirst().dropLast().contains { ["da", "do", "de", "dos", "das", "di", "of"].contains(s.words[$0]) }
        let nameLike = run.contains { i in
            let w = s.words[i]
            return w.text.first?.isUppercase == true
                || joined && !CommonWords.contains(w) && term(s, at: i) == nil && !RateWords.noteNoise.contains(w)
                    && !Fillers.glue.contains(w)
                    && !Fillers.isEdge(w) && !PlaceWords.this.contains(w) && w.number == nil && w.folded.count > 2
                    && !RateWords.returnTail.contains(w) && !ReturnIntent.isCue(w.folded)
        }
        // ("pra ir de novo", "for sure": going back, not a name.)
        return nameLike && ReturnIntent.read(Array(s.words[run]), scope: NegationScope(Array(s.words[run]))) == nil ? run : nil
    }

    /// The longest run of words left, as typed, without connectors at its ends.
    private func note(_ s: inout Sentence, stars: Range<Int>) -> String? {
        // "rude waiter, cold fries": runs apart only by a comma are one note.
        var merged: [Range<Int>] = []
        for run in s.freeRuns() {
            if let last = merged.last, run.lowerBound == last.upperBound + 1, s.words[last.upperBound].text == "," {
                merged[merged.count - 1] = last.lowerBound..<run.upperBound
            } else {
                merged.append(run)
            }
        }
        let runs = merged.map { run -> Range<Int> in
            var r = run
            while !r.isEmpty, RateWords.noteEdges.contains(s.words[r.lowerBound]) { r = (r.lowerBound + 1)..<r.upperBound }
            while !r.isEmpty, RateWords.noteEdges.contains(s.words[r.upperBound - 1]), s.words[r.upperBound - 1].text.lowercased() != "é" {
                r = r.lowerBound..<(r.upperBound - 1)
            }
            return r
        }
        let notes = runs.filter { r in
            !r.isEmpty
                && !s.words[r].allSatisfy {
                    $0.kind == .punctuation || Fillers.isFiller($0) || Fillers.isEdge($0)
                        || RateWords.noteNoise.contains($0) || Fillers.glue.contains($0)
                }
        }
        guard let best = notes.max(by: { $0.count < $1.count }) else { return nil }
        // "almoço top, vovô repetiu duas vezes. 5 estrelas com certeza": stars said in a clause of their own
        // rate the place the remarks are about — every remark is the note. Stars inside a clause that
        // names something else ("I rated my Uber driver 5 stars, he was…") keep the rest unexplained.
        if notes.count > 1, starsStandAlone(s, stars) {
            for r in notes { s.use(r) }
            return notes.map { s.text($0) }.joined(separator: "; ")
        }
        s.use(best)
        if best.count == 1, s.words[best.lowerBound].kind == .quoted { return s.words[best.lowerBound].text }
        return s.text(best)
    }

    /// Whether a number after a rating verb is its stars: not "one" as a
    /// pronoun ("a different one"), not a count of people or times.
    private func isStarCount(_ s: Sentence, _ range: Range<Int>) -> Bool {
        let word = s.words[range.lowerBound].folded
        let next = s.key(range.upperBound)
        if ["one", "um", "uma"].contains(word) {
            let before = range.lowerBound > 0 ? s.words[range.lowerBound - 1].folded : ""
            if ["different", "other", "another", "new", "that", "this", "the", "a", "an", "next", "outro", "outra", "novo", "nova"]
                .contains(before)
            {
                return false
            }
            return next == nil || ["star", "stars", "estrela", "estrelas", ".", ",", "!"].contains(next ?? "")
        }
        return !RateWords.countNouns.contains(next ?? "")
    }

    /// Another whole number that reads as stars besides the one taken.
    private func otherStarCount(_ s: Sentence, besides taken: Range<Int>) -> Bool {
        for i in s.words.indices where !taken.contains(i) && !s.used[i] {
            guard let n = s.words[i].number, n == n.rounded(), (1...5).contains(n), isStarCount(s, i..<(i + 1)) else { continue }
            // "o café era 5 estrelas mas a comida meh", "which is basically 5 stars coming from him": what
            // something else was, said in a remark — the note's, not a second rating.
            if i > taken.upperBound, aspectIsWorth(s, i) { continue }
            let before = i > 0 ? s.words[i - 1].folded : ""
            let after = s.key(i + 1) ?? ""
            if ["a", "an", "um", "uma", "or", "ou", "to", "-", "nota", "rate"].contains(before)
                || ["stars", "estrelas", "or", "ou", "-"].contains(after)
            {
                return true
            }
            // "a comida merece 5 mas o atendimento 2": a second aspect, scored after a contrast, closing its clause.
            if i > taken.upperBound, after.isEmpty || s.words[i + 1].isPunctuation,
                s.words[max(taken.upperBound, i - 4)..<i].contains(where: {
                    ["mas", "but", "while", "enquanto", "ja", "though"].contains($0)
                })
            {
                return true
            }
        }
        return false
    }

    /// Whether the number at `i` is what something other than the place was
    /// worth: in its clause, a verb of being after a subject of its own ("o
    /// café era 5", "the view alone is 5 stars", "which is basically 5").
    private func aspectIsWorth(_ s: Sentence, _ i: Int) -> Bool {
        let start = (0..<i).last { s.words[$0].kind == .punctuation && s.words[$0].text != "'" }.map { $0 + 1 } ?? 0
        guard let be = (start..<i).last(where: { RateWords.being.contains(s.words[$0]) }), be > start else { return false }
        let subject = s.words[be - 1]
        return subject.isWord && !PlaceWords.this.contains(subject) && !["it", "it's", "its", "isso", "ele", "ela"].contains(subject)
    }

    /// A return statement with the words around it that only qualify it
    /// ("no doubt we'll be back", "voltaria mil vezes", "going back next week
    /// already"), and a condition after it to the end of its clause ("only if
    /// it were cheaper", "se tiver promoção"). A note after it stays a note.
    private func returnClause(_ s: Sentence, _ r: Range<Int>) -> Range<Int> {
        guard !r.isEmpty else { return r }
        var lo = r.lowerBound, hi = r.upperBound
        while lo > 0, !s.words[lo - 1].isPunctuation, !s.used[lo - 1], RateWords.returnHead.contains(s.words[lo - 1]) { lo -= 1 }
        while hi < s.count, !s.words[hi].isPunctuation, !s.used[hi], RateWords.returnTail.contains(s.words[hi]) { hi += 1 }
        let condition = (lo..<min(s.count, hi + 1)).contains { RateWords.conditions.contains(s.words[$0]) && $0 != lo }
        if condition {
            while hi < s.count, !s.words[hi].isPunctuation, !s.used[hi] { hi += 1 }
        }
        return lo..<hi
    }
}
