// MARK: - rate: which place is rated (a name said, where we went, the current pick)

extension RateReader {
    /// A quoted or known name anywhere; else the words between the verb and the stars.
    /// One rule for quoted text, as in every verb: it names the place —
    /// unless the place is already named, when it can only be the note.
    func rateTarget(_ s: inout Sentence, after verb: Int?, stars said: Range<Int>) -> PlaceRef? {
        let stars = said.lowerBound
        var t: Target?
        var i = 0
        while i < s.count, t == nil {
            // (A one-word name typed in lower case, and without its accents, is a word of the sentence:
            // "o frango estava bom" is no rating of Frangó.)
            if !s.used[i], s.words[i].kind != .quoted, let m = places.match(s.words, at: i),
                m.end > i + 1 || s.words[i].text.first?.isUppercase == true || s.words[i].text == m.name.lowercased(),
                // ("rate Cantina Roma 4": a known one-word name inside a longer name typed with its capitals is another place.)
                !(m.end == i + 1 && CapitalisedName.isCapital(s.words[i])
                    && (i > 0 && CapitalisedName.isCapital(s.words[i - 1]) && !Self.sentenceStart(s, i - 1)
                        && !CommonWords.contains(s.words[i - 1])
                        || i + 1 < s.count && CapitalisedName.isCapital(s.words[i + 1]) && !CommonWords.contains(s.words[i + 1])))
            {
                s.use(i..<m.end)
                t = .ref(.name(m.name))
            }
            i += 1
        }
        if t == nil, let verb, stars > verb + 1 {
            let between = trimTarget(s, (verb + 1)..<stars)
            let words = s.words[between].map(\.folded)
            // "avalia o bar nota dois", "rate the restaurant 4": the kind of the current pick, said with its article.
            if !between.isEmpty,
                s.words[between].allSatisfy({ w in
                    ["o", "a", "the", "this", "esse", "essa", "este", "esta", "that"].contains(w) || Fillers.placeNouns.contains(w)
                        || vocabulary.term(folded: w.folded).map { vocabulary.categories.contains($0.term) } ?? false
                }), s.words[between].count <= 3
            {
                s.use(between)
            } else if !between.isEmpty,
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
        if t == nil,
            let named = nameBeforeStars(s, stars) ?? nameWentTo(s) ?? nameBeforeCopula(s) ?? nameAsTopic(s)
                ?? dishOfANamedPlace(s, stars)
        {
            s.use(named)
            // ("Padaria Estrela after the ride: 4 stars": when we went, between the name and its stars, is no note.)
            // (Not what happened to the dish: "a pizza da Bella Napoli chegou fria e murcha, 2 estrelas".)
            if named.upperBound < stars, s.words[stars - 1].kind == .punctuation, dishOfANamedPlace(s, stars) != named {
                s.use(named.upperBound..<stars)
            }
            // ("voltamos da Casa da Vó Nena": the going words are no note.)
            var k = named.lowerBound - 1
            while k >= 0, !s.used[k],
                ["no", "na", "ao", "a", "o", "em", "to", "the", "at", "da", "do", "from", "back", "got", "came"]
                    .contains(s.words[k].folded) || RateWords.wentTo.contains(s.words[k])
                    || ["voltamos", "voltei"].contains(s.words[k].folded)
            {
                s.use(k)
                k -= 1
            }
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
        for i in s.freeIndices.reversed()
        where [
            "pro", "pra", "for", "at", "to", "no", "na", "a", "an", "solid", "um", "uma", "com",
            "estrela", "estrelas", "star", "stars", "lugar", "place", "from", "back", "da", "do", "voltamos", "voltei",
        ].contains(s.words[i])
            && (i + 1 >= s.count || s.used[i + 1] || s.words[i + 1].kind == .punctuation)
        { s.use(i) }
        return ref(t)
    }

    /// A capitalised name right before a verb of deserving and the stars ("o
    /// Boi na Brasa merece 5 estrelas", "Bahia Viva deserves 5 stars"), or
    /// before a colon and the stars ("Café Moinho: 4 stars").
    func nameBeforeStars(_ s: Sentence, _ stars: Int) -> Range<Int>? {
        // ("Madero 3 stars, wouldn't go back": one word opening the line will do, when it is no everyday word nor a kind of food.)
        if stars == 1, s.line.contains(where: \.isLowercase), CapitalisedName.isCapital(s.words[0]), s.words[0].number == nil,
            !CommonWords.everyday.contains(s.words[0]), !Fillers.isFiller(s.words[0]), term(s, at: 0) == nil,
            !Repair.tableWords.contains(s.words[0]), !PlaceWords.this.contains(s.words[0])
        {
            return 0..<1
        }
        guard stars >= 2 else { return nil }
        // ("Café Moinho: 4 stars", "avaliando a Peixaria do Lago: 3 estrelas": a name given its stars after a colon.)
        // (Not in a line typed in capitals: "NEXT DAY UPDATE: 4 STARS".)
        if s.words[stars - 1].kind == .punctuation, [":", "-", "—"].contains(s.words[stars - 1].text),
            s.line.contains(where: \.isLowercase)
        {
            if let name = capitalisedName(s, endingAt: stars - 1) { return name }
            // ("Bar Aurora last night: 5 stars", "Padaria Estrela after the ride: 4": a name opening its sentence, then when.)
            var end = stars - 1
            while end > 0, stars - 1 - end < 4, s.words[end - 1].isWord, s.words[end - 1].text.first?.isLowercase == true { end -= 1 }
            if end < stars - 1, let name = capitalisedName(s, endingAt: end),
                name.lowerBound == 0 || s.words[name.lowerBound - 1].endsASentence
            {
                return name
            }
            return nil
        }
        // ("Forgot to rate last night: Boteco Azul, 2 stars.", "rating time: Bistrô Lume last night, 5 stars": a name of two
        // words or more opening its sentence or following a colon, then when, a comma and its stars.)
        if s.words[stars - 1].text == ",", s.line.contains(where: \.isLowercase) {
            var end = stars - 1
            while end > 0, stars - 1 - end < 4, RateWords.whenWeWent.contains(s.words[end - 1]),
                s.words[end - 1].text.first?.isLowercase == true
            {
                end -= 1
            }
            if let name = capitalisedName(s, endingAt: end), name.count >= 2,
                name.lowerBound == 0 || s.words[name.lowerBound - 1].endsASentence || s.words[name.lowerBound - 1].text == ":"
            {
                return name
            }
        }
        // ("a despedida foi top, Terraço 21 nota 5": a name ending in its number, right before its stars, opening its clause.)
        // ("Cine 9 merece 5", "Pier 39, 4 stars": after its verb of deserving or a comma, too.)
        var nameEnd = stars
        if RateWords.deserving.contains(s.words[nameEnd - 1]) || s.words[nameEnd - 1].text == "," { nameEnd -= 1 }
        if nameEnd >= 2, s.words[nameEnd - 1].number != nil, s.line.contains(where: \.isLowercase),
            case let name = CapitalisedName.run(s.words, endingAt: nameEnd - 1, while: { !s.used[$0] }), !name.isEmpty,
            name.lowerBound == 0 || s.words[name.lowerBound - 1].endsASentence || s.words[name.lowerBound - 1].text == ","
        {
            return name.lowerBound..<nameEnd
        }
        if RateWords.deserving.contains(s.words[stars - 1]) { return capitalisedName(s, endingAt: stars - 1) }
        // ("Pastel do Japa nota 2. nunca mais piso lá": a name of two words or more opening its sentence, right before its stars.)
        guard s.line.contains(where: \.isLowercase), let name = capitalisedName(s, endingAt: stars), name.count >= 2 else { return nil }
        var head = name.lowerBound
        if head > 0, ["o", "a", "the"].contains(s.words[head - 1]) { head -= 1 }
        // ("e o Sushi Kenzo 5 estrelas": "and" or an interjection may open the sentence first.)
        let opening = (0..<head).last { s.words[$0].endsASentence }.map { $0 + 1 } ?? 0
        return head == 0 || s.words[head - 1].endsASentence || Self.afterInterjections(s, opening) == head ? name : nil
    }

    /// Two or more capitalised words opening a sentence, then "was", "foi"…
    /// ("Bánh Mì Cô Ba was incredible, 5 stars", "Casa Azul foi ótimo"): the
    /// place told of, when one of its words is no food and no everyday word.
    func nameBeforeCopula(_ s: Sentence) -> Range<Int>? {
        guard !CapitalisedName.isShouted(s) else { return nil }
        // (A colon opens what follows too: "Catching up on the weekend: Sushi Kazu on Friday was fantastic".)
        for opening in s.words.indices where Self.sentenceStart(s, opening) || opening > 0 && s.words[opening - 1].text == ":" {
            let first = Self.afterInterjections(s, opening)
            guard first < s.count else { continue }
            // ("The Pizza was great": an article opens the sentence, it names nothing.)
            let start = ["the", "o", "a", "os", "as", "my", "our", "meu", "minha"].contains(s.words[first]) ? first + 1 : first
            // ("Bar do Zé was great": a name's small words join it; "Sushi Kazu on Friday was…": when, between.)
            let end = CapitalisedName.run(s.words, from: start).upperBound
            var be = end
            if end < s.count, ["on", "last", "yesterday", "ontem", "na", "no", "this"].contains(s.words[end]) {
                var k = end
                while k < s.count, k < end + 3, !RateWords.copulas.contains(s.words[k]), s.words[k].isWord { k += 1 }
                if k < s.count, k > end, RateWords.copulas.contains(s.words[k]),
                    s.words[end..<k].allSatisfy({ RateWords.when.contains($0) })
                {
                    be = k
                }
            }
            // (Words shouted in capitals are no name: "BRASIL VENCEU e o bar foi perfeito".)
            guard end - start >= 2, be < s.count, RateWords.copulas.contains(s.words[be]),
                !(start..<end).allSatisfy({ s.words[$0].text == s.words[$0].text.uppercased() }),
                (start..<end).contains(where: { vocabulary.term(folded: s.words[$0].folded) == nil && !CommonWords.contains(s.words[$0]) })
            else { continue }
            return start..<end
        }
        return nil
    }

    /// A dish opening the stars' sentence, then the place it came from, named
    /// with its capitals ("a pizza da Bella Napoli chegou fria…, 2 estrelas",
    /// "the burger from Casa Tua was cold, 2 stars"): that place is rated.
    func dishOfANamedPlace(_ s: Sentence, _ stars: Int) -> Range<Int>? {
        guard !CapitalisedName.isShouted(s) else { return nil }
        let opening = (0..<stars).last { s.words[$0].endsASentence }.map { $0 + 1 } ?? 0
        var k = Self.afterInterjections(s, opening)
        if k < stars, ["the", "o", "a", "os", "as", "my", "our", "meu", "minha"].contains(s.words[k]) { k += 1 }
        guard k < stars, let dish = term(s, at: k), dish.end + 1 < stars,
            ["da", "do", "de", "from", "at", "of"].contains(s.words[dish.end])
        else { return nil }
        let name = CapitalisedName.run(s.words, from: dish.end + 1)
        guard name.count >= 2, name.upperBound <= stars,
            name.contains(where: { vocabulary.term(folded: s.words[$0].folded) == nil && !CommonWords.contains(s.words[$0]) })
        else { return nil }
        return name
    }

    /// A name of two words or more opening a sentence, then who went ("o Sushi Kazu eu fui dia 3…",
    /// "Bistrô Lume we went on Friday…"): the place told of, put first.
    func nameAsTopic(_ s: Sentence) -> Range<Int>? {
        guard !CapitalisedName.isShouted(s) else { return nil }
        for opening in s.words.indices where Self.sentenceStart(s, opening) {
            let first = Self.afterInterjections(s, opening)
            guard first < s.count else { continue }
            let start = ["the", "o", "a", "no", "na", "at"].contains(s.words[first]) ? first + 1 : first
            guard start < s.count, CapitalisedName.isCapital(s.words[start]) else { continue }
            let name = CapitalisedName.run(s.words, from: start)
            guard name.count >= 2, name.upperBound < s.count else { continue }
            var at = name.upperBound
            // ("o Bar do Tonho que eu fui semana passada: 2 estrelas", "Casa Azul, where we went on friday": who went, in a
            // clause about the place.)
            if s.words[at].text == ",", at + 1 < s.count, ["where", "onde", "which", "that"].contains(s.words[at + 1]) { at += 1 }
            if ["que", "q", "that", "where", "onde"].contains(s.words[at]), at + 1 < s.count { at += 1 }
            let next = s.words[at].folded
            let after = at + 1 < s.count ? s.words[at + 1].folded : ""
            if ["eu", "i", "we", "nos"].contains(next) || next == "a" && after == "gente" || RateWords.wentTo.contains(s.words[at]) {
                return name
            }
        }
        return nil
    }

    /// The first word after interjections, "yes", "and" and commas that open a sentence at `i`
    /// ("ah, e o Bar do Tonho…", "é, o Nonna Rosa foi melhor").
    static func afterInterjections(_ s: Sentence, _ i: Int) -> Int {
        var j = i
        while j < s.count,
            s.words[j].text == "," || Fillers.interjections.contains(s.words[j]) || Fillers.isFiller(s.words[j])
                || ["e", "and", "yeah", "yes", "sim", "so", "well"].contains(s.words[j])
        {
            j += 1
        }
        return j < s.count && s.words[j].isWord ? j : i
    }

    /// A capitalised name after a verb of going, in the line ("fui no Cantina Nona", "went to Bar Luiz").
    func nameWentTo(_ s: Sentence) -> Range<Int>? {
        // ("we ate at Bistrô Lume": "ate" is a verb only before "at", "in" — "até" folds the same way.)
        for i in s.words.indices
        where RateWords.wentTo.contains(s.words[i]) || RateWords.endedUp.match(s.words, at: i) != nil
            || s.words[i].text.lowercased() == "ate" && i + 1 < s.count && ["at", "in"].contains(s.words[i + 1])
        {
            var j = RateWords.endedUp.match(s.words, at: i)?.end ?? i + 1
            while j < s.count, ["no", "na", "ao", "a", "o", "em", "to", "the", "at"].contains(s.words[j]) { j += 1 }
            // ("fui no bar do zé": a place of the list, however it is typed.)
            if let m = places.match(s.words, at: j) { return j..<m.end }
            let name = CapitalisedName.run(s.words, from: j)
            if !name.isEmpty { return name }
            // Written lower case, a name is joined like one ("fui no bar do zé", "fomos na casa da vó").
            var stop = j
            while stop < s.count, stop < j + 5, s.words[stop].isWord { stop += 1 }
            let run = j..<stop
            // ("had nothing to do with what we asked for": words another slot read are no name; a kind heading the name
            // may have been read as a tag: "fui no bar do zé".)
            if run.count >= 3, !s.used[j] || term(s, at: j) != nil,
                run.dropFirst().dropLast().contains(where: { ["do", "da", "de", "dos", "das"].contains(s.words[$0]) }),
                let last = run.last, !CommonWords.contains(s.words[last]), term(s, at: last) == nil, s.words[last].folded.count >= 2
            {
                return run
            }
        }
        return nil
    }

    /// The capitalised words (joined by "do", "na", "of"…) that end before `end`.
    func capitalisedName(_ s: Sentence, endingAt end: Int) -> Range<Int>? {
        let start = CapitalisedName.run(s.words, endingAt: end, while: { !s.used[$0] }).lowerBound
        // (Not a lone capital that opens the sentence: "Esse merece 5".)
        guard start < end, !(end - start == 1 && (start == 0 || s.words[start - 1].endsASentence)) else { return nil }
        return start..<end
    }

    /// The words after "pra"/"pro"/"for"/"to" following the stars, up to the
    /// clause's end, when they read as a name: a capitalised word, or words
    /// joined as a name with one that is neither everyday nor a kind of food
    /// ("pra sorveteria da ribeira"; not "for the service", "pro ramen",
    /// "for a great night out").
    func nameAfterStars(_ s: Sentence, _ end: Int) -> Range<Int>? {
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
}
