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

    /// Holding verbs of having, now or before: stars a thing has are its standing, not a rating.
    static let possessiveVerbs: WordSet = ["has", "have", "had", "tem", "tinha", "possui", "possuia"]
    /// The one talking (a meal they had is theirs to rate).
    static let oneTalking: WordSet = ["i", "we", "eu", "nos", "gente", "i've", "we've"]

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
                    // "this one gets 2 stars", "esse leva 4 estrelas": the pick is the one talked about;
                    // "Pampa Verde gets 4 stars": a place named with its capitals is rated by name.
                    // ("that place has four stars and a cat…", "esse tem 5 estrelas no google": what a place has is
                    // its standing, told; only the one talking has a meal to rate: "we had 5-star food".)
                    if j > 0, Arbiter.possessiveVerbs.contains(s.words[j]), !Arbiter.oneTalking.contains(s.words[j - 1]) { return true }
                    return j > 0 && !Arbiter.pickReferences.contains(s.words[j - 1])
                        && !(s.words[j - 1].text.first?.isUppercase == true && j - 1 > 0 && !s.words[j - 2].endsASentence)
                }
                j -= 1
            }
            return false
        }
    }

    /// Stars of another kind than a rating: of the sky, of a guide, of a screen ("uma estrela cadente passou",
    /// "a shooting star", "it has a Michelin star", "a rock star").
    static let otherStarsBefore: WordSet = [
        "shooting", "falling", "movie", "film", "rock", "pop", "tv", "north", "gold", "michelin", "sea",
    ]
    static let otherStarsAfter: WordSet = [
        "cadente", "cadentes", "michelin", "guia", "guide", "do", "de", "da", "no", "in", "of", "wars", "trek",
    ]
    static let otherStarsAfterThat: WordSet = ["mar", "cinema", "novela", "ceu", "sky", "show", "rock", "tv", "michelin"]

    /// Whether a star said in the line is no rating's: a star of the sky, of a guide or of a screen.
    func starsOfAnotherKind(_ s: Sentence) -> Bool {
        s.words.indices.contains { i in
            guard let m = StarsSlot.match(s.words, at: i) else { return false }
            guard let star = m.range.reversed().first(where: { StarsSlot.starWords.contains(s.words[$0]) }) else { return false }
            if star > 0, Arbiter.otherStarsBefore.contains(s.words[star - 1]) { return true }
            if star > 0, i > 0, Arbiter.otherStarsBefore.contains(s.words[i - 1]) { return true }
            guard star + 1 < s.count, Arbiter.otherStarsAfter.contains(s.words[star + 1]) else { return false }
            return ["cadente", "cadentes", "michelin", "wars", "trek"].contains(s.words[star + 1].folded)
                || star + 2 < s.count && Arbiter.otherStarsAfterThat.contains(s.words[star + 2])
        }
    }

    /// Things people rate that are not places: a film, a book, a driver, an
    /// app, and the sites where such ratings are given.
    static let otherRatedThings: WordSet = [
        "movie", "movies", "film", "films", "filme", "filmes", "book", "books", "livro", "livros", "series", "serie", "episode",
        "episodio", "season", "temporada", "album", "song", "songs", "game", "jogo", "app", "aplicativo", "driver", "motorista",
        "uber", "product", "produto", "seller", "vendedor", "vendedora", "course", "curso", "podcast", "novela", "anime", "dorama",
        "video", "letterboxd", "imdb", "goodreads", "amazon", "netflix", "spotify", "steam", "shopee", "airbnb", "booking",
        "playstore", "appstore", "hotel", "pousada",
    ]

    /// Whether the stars in the line are given, in their clause, to
    /// something that is no place ("dei uma estrela pro filme no
    /// letterboxd", "gave the book 2 stars", "5 estrelas pro motorista").
    /// Stars said without a rating verb, in a line whose other sentence tells of
    /// that thing's own ratings, go to it too ("My dentist's app asks for a star
    /// rating after every cleaning. Five stars for pain, I guess.").
    func starsGoToSomethingElse(_ s: Sentence) -> Bool {
        // ("5 stars, we're going back for the next game", "voltaria pro próximo jogo": the next game is when, not what is rated.)
        let rated = { (j: Int) in
            Arbiter.otherRatedThings.contains(s.words[j])
                && !(max(0, j - 3)..<j).contains { ["next", "proximo", "proxima"].contains(s.words[$0]) }
        }
        let inTheirClause = s.words.indices.contains { i in
            guard StarsSlot.match(s.words, at: i) != nil || s.words[i].number != nil else { return false }
            return s.scope.clause(containing: i).contains(where: rated)
        }
        if inTheirClause { return true }
        // (Unless rating is asked in its own word: "rate it 5", "avalia com 4".)
        guard !s.words.contains(where: { RateWords.strongVerbs.contains($0) }) else { return false }
        return s.sentences.contains { r in
            r.contains(where: rated) && r.contains { Arbiter.ratingTalk.contains(s.words[$0]) }
        }
    }

    /// Words that talk of ratings (not a rating's own verb).
    static let ratingTalk: WordSet = [
        "rating", "ratings", "review", "reviews", "stars", "star", "avaliacao", "avaliacoes", "nota", "notas", "estrelas", "estrela",
    ]

    /// A save or add word as typed, not a form of one ("someone keeps…"),
    /// or a to-my-list phrase. (A typo repaired into one is offered, never
    /// run: `Parser.offered`.)
    func saysSave(_ s: Sentence) -> Bool {
        s.first(PlaceCommandWords.saveToList) != nil
            || s.words.indices.contains { i in
                let word = s.words[i]
                // ("why do you keep picking these": "keep" before a verb in -ing goes on doing, saves nothing.)
                if word.folded == "keep" || word.folded == "keeps", i + 1 < s.count, s.words[i + 1].folded.hasSuffix("ing") {
                    return false
                }
                return (s.repaired || Folding.key(word.text) == word.folded)
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
        "some", "place", "lugar", "algo", "coisa", "with", "com", "nah", "nope", "meh", "nem",
    ]

    /// Whether the line's "again" (or "de novo") opens its clause, after
    /// only lead-ins, fillers and the words of a pick.
    func againHeadsItsClause(_ s: Sentence) -> Bool {
        guard var cue = s.words.indices.last(where: { PickWords.again.contains(s.words[$0]) || s.words[$0].folded == "novo" }) else {
            return true
        }
        // "esse fechou às 2 mano, outro", "…o Theo chorou o tempo todo kkk outro": another one, asked for last.
        if Arbiter.anotherAskedLast.contains(s.words[cue]),
            !s.words[(cue + 1)...].contains(where: {
                $0.isWord && !Fillers.isEdge($0) && !["one", "um", "uma", "pls", "please", "pfv"].contains($0)
            })
        {
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
        // "fui, achei mediano. nota 3", "5 stars, that bowl saved my life": stars said with their unit,
        // opening their clause, are a rating's own cue too.
        if verb == .rate, s.words.indices.contains(where: { StarsSlot.match(s.words, at: $0) != nil && headsItsClause($0, s) }) {
            return true
        }
        return cueIndex(verb, s) != nil && cueHeadsItsClause(verb, s)
    }

    /// Verbs by which someone gives a rating ("the teacher gave it a 3", "a
    /// professora deu nota 3").
    static let givingVerbs: WordSet = [
        "gave", "gives", "give", "rated", "rates", "scored", "deu", "deram", "dava", "davam", "avaliou", "avaliaram", "avalia",
    ]
    /// The one talking, as the subject of a giving verb.
    static let firstPerson: WordSet = ["i", "we", "eu", "nos", "gente", "i'd", "we'd", "i've", "we've", "i'll", "we'll", "ill"]
    /// Words that may stand between a subject and its verb ("she already gave", "a gente sempre dá").
    static let besideVerbs: WordSet = [
        "me", "us", "it", "lhe", "te", "already", "ja", "also", "tambem", "sempre", "always", "just", "so", "not", "nao", "n", "never",
        "nunca", "only", "really",
    ]

    /// Whether the stars in the line are given by someone else: a giving
    /// verb whose subject, in its clause, is neither the one talking nor the
    /// place ("a professora deu nota 3 no meu trabalho", "the critic gave it 2 stars").
    func someoneElseGaveIt(_ s: Sentence) -> Bool {
        s.words.indices.contains { g in
            guard Arbiter.givingVerbs.contains(s.words[g]) else { return false }
            // The stars follow the verb in its clause ("deu nota 3"), not another clause ("5 estrelas, não deu match").
            let end = (g..<s.count).first { s.words[$0].kind == .punctuation && s.words[$0].text != "'" } ?? s.count
            guard (g..<end).contains(where: { StarsSlot.match(s.words, at: $0) != nil || s.words[$0].number != nil }) else { return false }
            var j = g - 1
            while j >= 0, Arbiter.besideVerbs.contains(s.words[j]) { j -= 1 }
            guard j >= 0, s.words[j].isWord else { return false }
            let subject = s.words[j]
            // ("the bar was great give it four stars": a verdict before an unpunctuated "give" is no one.)
            return !Arbiter.firstPerson.contains(subject) && !Arbiter.pickReferences.contains(subject)
                && !Arbiter.leadIns.contains(subject) && !Fillers.isEdge(subject) && subject.number == nil
                && QuickTags.adjectives.match(s.words, at: j) == nil
        }
    }

    /// Whether stars are said as a minimum ("4 estrelas pra cima", "at least
    /// 4 stars", "4 stars or more", "acima de 4 estrelas", "4+ stars").
    func starsAreAMinimum(_ s: Sentence) -> Bool {
        s.words.indices.contains { i in
            guard let m = StarsSlot.match(s.words, at: i) else { return false }
            let before = (max(0, i - 2)..<i).map { s.words[$0].folded }.joined(separator: " ")
            let after = (m.range.upperBound..<min(s.count, m.range.upperBound + 2)).map { s.words[$0].folded }.joined(separator: " ")
            return ["at least", "pelo menos", "no minimo", "minimum", "min", "acima de", "above", "more than", "mais de"].contains {
                before.hasSuffix($0)
            }
                || [
                    "or more", "ou mais", "pra cima", "para cima", "and up", "or higher", "or above", "+", "no minimo", "minimo",
                    "at least",
                    "pelo menos", "minimum",
                ].contains { after.hasPrefix($0) }
        }
    }

    /// What was forgotten or tried, done or not ("esqueci de salvar o TCC", "I forgot to export it", "tentei importar…").
    static let triedVerbs: WordSet = [
        "forgot", "esqueci", "esqueceu", "esquecemos", "tried", "tentei", "tentou", "tentamos", "couldn't", "couldnt", "consegui",
        "conseguiu", "failed", "managed",
    ]
    /// What something had or has ("my old phone had a setting…").
    static let hadVerbs: WordSet = ["had", "has", "got", "gets", "holds", "tinha", "teve", "tem"]

    /// Times gone by: a pick told about then is a story ("mês passado eu avaliei o coreano com nota 4").
    static let pastTime = PhraseTable<Bool>(
        [
            "last week", "last month", "last year", "last night", "years ago", "ages ago", "yesterday", "semana passada",
            "mes passado", "ano passado", "ontem", "anos atras", "na epoca", "back in the day", "quando eu era", "when i was",
            "quando eu morava", "quando morava", "when i lived", "when we lived", "quando a gente morava", "da outra vez", "na outra vez",
            // ("whatever happened to that sushi place that used to be on my street?": what became of a place.)
            "used to be", "costumava ser", "whatever happened to", "what happened to", "o que aconteceu com", "que fim levou",
        ].map { ($0, true) })

    /// Whether a pick read from the line is a story: a time gone by, and no
    /// word asking for anything ("ontem comi pizza, hoje quero japonês" asks).
    func pickToldAbout(_ s: Sentence, anyQuestionAsks: Bool = false) -> Bool {
        // Most lines tell nothing: no marker anywhere, nothing to weigh.
        guard
            s.first(Arbiter.pastTime) != nil || Arbiter.reportsSomeoneElse(s.words) || s.first(Arbiter.storyMarkers) != nil
                || s.words.contains(where: { Arbiter.someoneElse.contains($0) }) || s.first(Arbiter.storySubjects) != nil
                || Arbiter.namesAYear(s.words) || Arbiter.opensWithAnotherSubject(s.words)
        else { return false }
        // Each sentence that names a kind must be told; one that is not asks ("Grandpa turns 90 on Sunday!
        // … Somewhere good for a big family").
        let sentences = s.sentences
        // (A price or "open now" describes a place as a kind does: "…Let us compromise: mid-range.")
        let named = sentences.filter { r in
            r.contains {
                vocabulary.term(folded: s.words[$0].folded) != nil
                    || PriceSlot.match(s.words, at: $0).map { $0.range.upperBound <= r.upperBound } == true
                    || FilterWords.openNow.match(s.words, at: $0) != nil
            }
        }
        let toldAbout = { (r: Range<Int>) -> Bool in
            let words = Array(s.words[r])
            if relaysAVeto(words) || relaysADiet(words) { return false }
            return r.contains { Arbiter.pastTime.match(s.words, at: $0).map { $0.end <= r.upperBound } ?? false }
                || Arbiter.reportsSomeoneElse(words)
                || r.contains { i in
                    // ("taking my wife out tonight, somewhere fancy": someone taken along is company, no teller.)
                    Arbiter.storyMarkers.match(s.words, at: i).map { $0.end <= r.upperBound } ?? false
                        && !(i > 0 && Arbiter.takingAlong.contains(s.words[i - 1]))
                }
                || words.first(where: \.isWord).map { Arbiter.someoneElse.contains($0) } ?? false
                || Arbiter.opensWithAnotherSubject(words) || Arbiter.namesAYear(words)
        }
        guard named.isEmpty ? sentences.contains(where: toldAbout) : named.allSatisfy(toldAbout) else { return false }
        // Words of wishing inside a sentence about someone or something else are theirs
        // ("a Carol tem… foto de comida que ela nunca vai comer", "o ifood vive me recomendando…").
        // (Only in the subject's own clause: "the waiter recommended the moqueca, spin a bahian place" asks.)
        let others = sentences.filter { Arbiter.opensWithAnotherSubject(Array(s.words[$0])) }.map { r in
            r
                .lowerBound..<((r.lowerBound..<r.upperBound).first { s.words[$0].kind == .punctuation && s.words[$0].text != "'" }
                ?? r.upperBound)
        }
        // A removal that opens its clause, another one asked for last, or a kind wished in the first clause asks ("tira o
        // doce, agora ela diz…", "ele reclamou q… kkkk outro", "mineira food if possible, everyone says that's the thing").
        if asksInAClauseOfItsOwn(s, PickWords.removeVerbs) || kindWishedFirst(s) { return false }
        // ("no not that one the last time we went there…": another one asked first, the story is its reason.)
        if let head = s.words.indices.first(where: { s.words[$0].isWord && !Fillers.isFiller(s.words[$0]) && s.words[$0].folded != "no" }),
            let m = PickWords.againPhrases.match(s.words, at: head), m.value == .again
        {
            return false
        }
        if let last = s.words.lastIndex(where: \.isWord),
            Arbiter.anotherAskedLast.contains(s.words[last])
        {
            return false
        }
        // ("japonês não, comi ontem", "pizza no, we had it yesterday": a kind refused in a clause of its own asks.)
        if refusesAKindInItsOwnClause(s) { return false }
        return !s.words.indices.contains { i in
            if others.contains(where: { $0.contains(i) }) { return false }
            let word = s.words[i]
            // ("feels like ages ago": how long ago, no wish.)
            let feelsLikeATime =
                ["feel", "feels"].contains(word) && s.key(i + 1) == "like"
                && ["ages", "forever", "yesterday", "years", "decades", "centuries"].contains(s.key(i + 2) ?? "")
            return PickWords.spin.contains(word) || Arbiter.recommendVerbs.contains(word)
                || Arbiter.wantWords.contains(word) && !feelsLikeATime
                || PickWords.findVerbs.contains(word) && !notASearch(s, i) || Arbiter.asking.contains(word) && Arbiter.asks(s, i)
                || PickWords.isThere.match(s.words, at: i) != nil
                || word.text == "?" && (anyQuestionAsks && !questionOnlyRecalls(s, i) || asksAboutAPlace(s, i))
        }
    }

    /// "japonês não, comi ontem", "pizza não pfv", "sushi no. we had it
    /// yesterday": a clause that is only a kind (after fillers) and a "não"/"no"
    /// closing it, which refuses that kind.
    func refusesAKindInItsOwnClause(_ s: Sentence) -> Bool {
        var start = 0
        while start < s.count {
            let end = (start..<s.count).first { s.words[$0].kind == .punctuation && s.words[$0].text != "'" } ?? s.count
            var i = start
            while i < end, Fillers.isFiller(s.words[i]) { i += 1 }
            if let t = term(s, at: i), t.end < end, ["nao", "no"].contains(s.words[t.end]),
                (t.end + 1..<end).allSatisfy({ Fillers.isFiller(s.words[$0]) })
            {
                return true
            }
            start = end + 1
        }
        return false
    }

    /// "lembra daquele boteco…?", "sabia que o Mocotó entrou na lista…?": a question ending at `mark` that only
    /// recalls or tells.
    func questionOnlyRecalls(_ s: Sentence, _ mark: Int) -> Bool {
        let start = (0..<mark).last { s.words[$0].endsASentence } ?? -1
        // ("whatever happened to that sushi place…?", "que fim levou aquela pizzaria?": what became of one, asked.)
        if ((start + 1)..<mark).contains(where: { Arbiter.whatBecameOf.match(s.words, at: $0) != nil }) { return true }
        return Arbiter.reportsSomeoneElse(Array(s.words[(start + 1)..<min(mark, start + 4)]))
    }

    /// Asking what became of a place, or recalling a time ("remember when restaurants all had paper menus?").
    static let whatBecameOf = PhraseTable<Bool>(
        [
            "whatever happened to", "what happened to", "o que aconteceu com", "que fim levou", "q fim levou", "used to be",
            "remember when", "lembra quando", "lembra de quando", "lembram quando", "lembra da epoca",
        ].map { ($0, true) }
    )

    /// Whether the question ending at `mark` names something to eat or a
    /// place ("any ramen?"), not another matter ("Sabe o que é pior?").
    private func asksAboutAPlace(_ s: Sentence, _ mark: Int) -> Bool {
        let start = (0..<mark).last { s.words[$0].endsASentence } ?? -1
        if questionOnlyRecalls(s, mark) { return false }
        return ((start + 1)..<mark).contains {
            vocabulary.term(folded: s.words[$0].folded) != nil || Fillers.placeNouns.contains(s.words[$0])
                || PickWords.nearMe.match(s.words, at: $0) != nil || FilterWords.openNow.match(s.words, at: $0) != nil
        }
    }

    /// Whether the asking word at `i` asks: "can", "could", "would" only before who is asked ("can you",
    /// "could we"; not "nobody can change it back").
    static func asks(_ s: Sentence, _ i: Int) -> Bool {
        guard ["can", "could", "would"].contains(s.words[i].folded) else { return true }
        return i + 1 < s.count && ["you", "u", "we", "i", "ya", "someone", "somebody", "it", "anyone"].contains(s.words[i + 1].folded)
    }
    static let asking: WordSet = [
        "let's", "lets", "bora", "vamos", "vamo", "please", "pls", "plz", "pfv", "pf", "can", "could", "pode", "podia", "poderia",
        "would", "me", "mim",
    ]

    /// Words that tell of a habit or of what something has: "a gente sempre salva…", "my old phone had a setting…".
    static let habitWords: WordSet = [
        "sempre", "always", "usually", "geralmente", "normalmente", "often", "costuma", "costumo", "costumamos", "never", "nunca",
    ]

    /// Whether `verb`'s cue follows, in its clause, a verb of forgetting or
    /// trying, or a habit ("esqueci de salvar", "tentei exportar", "I forgot
    /// to delete it", "eu sempre esqueço").
    func triedBefore(_ verb: Verb, _ s: Sentence) -> Bool {
        cueIndices(verb, s).contains { cue in
            var j = cue - 1
            while j >= 0, !(s.words[j].kind == .punctuation && [".", "!", "?", ";", ","].contains(s.words[j].text)) {
                if Arbiter.triedVerbs.contains(s.words[j]) || Arbiter.habitWords.contains(s.words[j]) { return true }
                j -= 1
            }
            return false
        }
    }
}
