// MARK: - favourite, save, open, show, forget

struct PlaceCommandReader: SentenceReader {
    let lexicon: Lexicon

    func favorite(_ s: inout Sentence) -> Intent? {
        let content = s.freeIndices
        // ("my favorite bar please", "meu bar favorito": favourites of a kind, a pick's filter, not a command.)
        let favVerb = content.first(where: { i in
            PlaceCommandWords.fav.contains(s.words[i])
                && !(i > 0 && ["my", "our", "meu", "minha", "meus", "minhas", "nosso", "nossa"].contains(s.words[i - 1])
                    && term(s, at: i + 1) != nil)
                && !(i > 1 && ["meu", "minha", "meus", "minhas", "nosso", "nossa"].contains(s.words[i - 2]) && term(s, at: i - 1) != nil)
        })
        // ("favourite city in the world? lisbon", "meu time favorito": a favourite of something else, no place's.)
        if let v = favVerb, v + 1 < s.count,
            FilterWords.favouriteOfSomethingElse.contains(s.words[v + 1])
                || v > 0 && FilterWords.favouriteOfSomethingElse.contains(s.words[v - 1])
        {
            return nil
        }
        // ("…, Recife was my favourite", "o Jobi era o meu favorito": what was or is loved, told.)
        if let v = favVerb, v >= 2, ["my", "our", "meu", "minha", "o", "a"].contains(s.words[v - 1]),
            ["was", "were", "is", "foi", "era", "e", "meu", "minha"].contains(s.words[v - 2]),
            !content.contains(where: { PlaceCommandWords.makeIt.contains(s.words[$0]) || PlaceCommandWords.addVerbs.contains(s.words[$0]) })
        {
            return nil
        }
        let unfavVerb = content.first(where: { PlaceCommandWords.unfav.contains(s.words[$0]) })
        let spinning = content.contains(where: { PickWords.spin.contains(s.words[$0]) })
        let removeVerb = content.first { PlaceCommandWords.removeVerbs.contains(s.words[$0]) }
        let addVerb = content.first { PlaceCommandWords.addVerbs.contains(s.words[$0]) && !PlaceCommandWords.fav.contains(s.words[$0]) }
        let noun = FavoritesWords.noun(s)
        let direction = noun.flatMap { FavoritesWords.direction(s, noun: $0) }
        guard !spinning || unfavVerb != nil else { return nil }
        // "clear my favorites", "desfavorita tudo": every favourite at once is not a command.
        // (In the command's own sentence: "…off my favourites? The new chef ruined everything there" names one place.)
        let said = [unfavVerb, favVerb, removeVerb, noun?.lowerBound].compactMap { $0 }.min() ?? 0
        let ownStart = (0..<said).last { s.words[$0].endsASentence }.map { $0 + 1 } ?? 0
        let own = ownStart..<((said..<s.count).first { s.words[$0].endsASentence } ?? s.count)
        let bulk = content.contains { own.contains($0) && ["all", "everything", "tudo", "todos", "todas", "every"].contains(s.words[$0]) }
        if (unfavVerb != nil || noun != nil && (removeVerb != nil || content.contains { Refusals.destroy.contains(s.words[$0]) })) && bulk {
            return .unknown(
                text: s.line.trimmed, suggestion: nil, reason: .notSupported(noun.map { s.words[$0.lowerBound].text } ?? "favorites"))
        }
        var on: Bool
        if let unfavVerb {
            on = false
            s.use(unfavVerb)
        } else if let noun, removeVerb != nil || direction == false, removeVerb != nil || favVerb != nil || namesAPlace(s) {
            // "tira esse dos favs", "Palafita off my favorites", "desmarca o Gero como favorito".
            on = false
            s.use(noun)
        } else if let noun, direction == true, addVerb != nil || favVerb != nil || namesAPlace(s) {
            // "add Jobi to my favorites", "Gero to my favorites please", "coloca nos favs".
            on = true
            s.use(noun)
        } else if let noun,
            s.isNegated(noun.lowerBound)
                || content.contains(where: { ["isn't", "isnt", "nao"].contains(s.words[$0]) && $0 < noun.lowerBound }),
            content.contains(where: { ["anymore", "longer", "mais"].contains(s.words[$0]) }), namesAPlace(s)
        {
            // "Gero isn't a favorite anymore", "o Jobi não é mais favorito": said as a fact, meant as unfavourite.
            on = false
            s.use(noun)
            for i in s.freeIndices
            where ["isn't", "isnt", "is", "not", "no", "a", "anymore", "longer", "nao", "e", "mais", "um", "uma"].contains(s.words[i]) {
                s.use(i)
            }
        } else if let favVerb, noun == nil || favVerb == noun?.lowerBound,
            favVerb == content.first || content.count <= 4 || followedByTarget(s, favVerb)
                || (max(0, favVerb - 3)..<favVerb).contains(where: { PlaceCommandWords.makeIt.contains(s.words[$0]) })
                // ("fechado, favorita o Terraço 21": a name typed with its capitals right after the verb, not after "my".)
                || capitalisedRun(s, after: favVerb) != nil
                    && !(favVerb > 0
                        && (FavoritesWords.around.contains(s.words[favVerb - 1])
                            || ["meu", "minha", "nosso", "nossa", "your", "seu", "sua", "his", "her"].contains(s.words[favVerb - 1])))
                // ("and make Bar do Alemão a favorite": the verb that makes one, then the name.)
                || (0..<favVerb).last(where: { PlaceCommandWords.makeIt.contains(s.words[$0]) }).map { m in
                    let run = CapitalisedName.run(s.words, from: m + 1)
                    return !run.isEmpty && (run.upperBound..<favVerb).allSatisfy { ["a", "an", "um", "uma", "como"].contains(s.words[$0]) }
                } ?? false
        {
            on = true
            s.use(favVerb)
        } else {
            return nil
        }
        for v in [removeVerb, addVerb, favVerb].compactMap({ $0 }) where !s.used[v] { s.use(v) }
        // The words around the noun ("to my", "dos meus", "as a", "de").
        if let noun {
            var j = noun.lowerBound - 1
            while j >= 0, FavoritesWords.around.contains(s.words[j]) { s.use(j); j -= 1 }
        }
        // "unfav Jobi, don't delete it": the tail is not part of the name.
        let commandAt = [unfavVerb, favVerb, removeVerb, addVerb, noun?.lowerBound].compactMap { $0 }.min() ?? 0
        if let comma = s.words.indices.first(where: { s.words[$0].kind == .punctuation && $0 > commandAt }), comma > 0 {
            for i in comma..<s.count
            where s.words[i].isWord && (s.isNegated(i) || ["don't", "dont", "nao", "but", "mas"].contains(s.words[i])) {
                s.use(i..<s.count); break
            }
        }
        setChatterAside(&s)
        setPurposeAside(&s, after: commandAt)
        for i in s.freeIndices
        where ["i", "place", "lugar", "estrela", "star", "mark", "marca", "ja", "already", "logo", "now", "agora"].contains(s.words[i]) {
            s.use(i)
        }
        // ("fechou, marca como favorito": a lone word before the command's clause names no place.)
        if let at = [favVerb, noun?.lowerBound].compactMap({ $0 }).min(),
            let comma = (0..<at).last(where: { s.words[$0].kind == .punctuation }),
            case let before = s.freeIndices.filter({ $0 < comma }), before.count == 1, places.match(s.words, at: before[0]) == nil
        {
            s.use(before[0])
        }
        // "make it a favorite", "bota como favorito": the verb that makes it one.
        for i in s.freeIndices where PlaceCommandWords.makeIt.contains(s.words[i]) && (favVerb ?? noun?.lowerBound ?? 0) > i { s.use(i) }
        // The place is looked for in the command's own sentence first ("take Sushi Kenzo off my favourites. that's where it
        // happened": "that" in the next sentence is not the pick).
        // ("unfavorite Sushi Kaito, it went downhill": a name typed with its capitals right after the verb is the place,
        // whatever "it" says after it.)
        if let v = [unfavVerb, favVerb, removeVerb].compactMap({ $0 }).min(), var run = capitalisedRun(s, after: v) {
            // ("favorita o Terraço 21": a number after the name, closing its clause, is the name's — a favourite counts nothing.)
            if run.upperBound < s.count, s.words[run.upperBound].number != nil, s.isFree(run.upperBound),
                run.upperBound + 1 == s.count || s.words[run.upperBound + 1].kind == .punctuation
            {
                run = run.lowerBound..<(run.upperBound + 1)
            }
            s.use(run)
            return .favorite(target: .name(s.text(run)), on: on)
        }
        // (The sentence of the favourites' noun when there is one: "love the decor. make it a favourite".)
        let anchor = noun?.lowerBound ?? commandAt
        let start = (0..<anchor).last(where: { s.words[$0].endsASentence }).map { $0 + 1 } ?? 0
        let end = (anchor..<s.count).first(where: { s.words[$0].endsASentence }) ?? s.count
        return .favorite(target: ref(target(&s, in: start..<end) ?? target(&s, loose: false)), on: on)
    }

    func save(_ s: inout Sentence) -> Intent? {
        if anotherPickOrPage(s) { return nil }  // "keep going"
        let content = s.freeIndices
        let toList = s.first(PlaceCommandWords.saveToList)
        let verb =
            content.first(where: { PlaceCommandWords.save.contains(s.words[$0]) })
            ?? (toList != nil
                ? content.first(where: {
                    PlaceCommandWords.addVerbs.contains(s.words[$0]) || ["put", "poe", "bota", "coloca"].contains(s.words[$0])
                }) : nil)
        guard verb != nil || toList != nil else { return nil }
        // "keep it mineira", "keep the price low": a filter kept, nothing saved.
        if let v = verb, ["keep", "guarda"].contains(s.words[v]) {
            var j = v + 1
            while j < s.count, ["it", "the", "o", "a", "things", "em", "on"].contains(s.words[j]) { j += 1 }
            if term(s, at: j) != nil || PriceSlot.match(s.words, at: j) != nil { return nil }
            // ("i can barely keep my eyes open", "keep up", "keep calm": kept, but nothing of the list's.)
            if v + 1 < s.count,
                ["my", "our", "your", "his", "her", "up", "calm", "warm", "quiet", "track", "meu", "minha", "meus", "minhas", "an", "in"]
                    .contains(s.words[v + 1])
                    // ("we need to keep an eye on the bikes", "keep in mind", "keep going", "keep trying".)
                    || s.words[v + 1].folded.hasSuffix("ing") && s.words[v + 1].folded.count > 4,
                s.first(PlaceCommandWords.saveToList) == nil,
                !s.words.contains(where: { ["list", "lista", "places", "lugares"].contains($0) })
            {
                return nil
            }
        }
        // "tem algo perto de mim na minha lista?": a question about the list, not a save.
        if verb == nil, s.first(PickWords.nearMe) != nil || s.first(PickWords.existence) != nil { return nil }
        // "qual localização vc tem salva?", "what did i save?": a question about what is saved, not a save.
        // ("falando nisso, o que esse app guarda sobre mim?": the question word may follow a lead-in clause.)
        let questionWords: WordSet = ["what", "what's", "whats", "which", "qual", "quais", "que", "where", "onde", "oq"]
        if let q = content.first, questionWords.contains(s.words[q]) { return nil }
        if let v = verb, case let start = (0..<v).last(where: { s.words[$0].kind == .punctuation }).map({ $0 + 1 }) ?? 0,
            (start..<v).contains(where: { questionWords.contains(s.words[$0]) })
        {
            return nil
        }
        if s.first(PlaceCommandWords.favoritesObject) != nil || FavoritesWords.mentioned(s) { return nil }
        if let at = verb ?? toList?.range.lowerBound, s.isNegated(at) {
            // ("nada na minha lista, busca no openstreetmap": the list told of, no save refused.)
            if verb == nil { return nil }
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .negatedCommand)
        }
        if let verb { s.use(verb) }
        if let toList { s.use(toList.range) }
        for i in s.freeIndices
        where [
            "keep", "one", "na", "minha", "lista", "list", "my", "to", "in", "pode", "valeu", "nos", "meus", "lugares",
            "places", "our", "nossa",
        ].contains(s.words[i]) { s.use(i) }
        setChatterAside(&s)
        // ("save that bar to my list": the pick, named by its kind after "that".)
        var pointedAt = false
        if let this = s.freeIndices.first(where: { PlaceWords.this.contains(s.words[$0]) }), this + 1 < s.count,
            let kind = term(s, at: this + 1)
        {
            s.use(this..<kind.end)
            pointedAt = true
        }
        let t = target(&s, loose: !pointedAt)
        // ("…, it wasn't on there", "…, não tava lá": a remark after a comma, asking nothing else, is its reason.)
        if let verb, let comma = (verb..<s.count).first(where: { s.words[$0].text == "," }),
            !(comma..<s.count).contains(where: { term(s, at: $0) != nil || Arbiter.namesAnotherCommand(s.words[$0], besides: [.save]) })
        {
            s.use(comma..<s.count)
        }
        guard onlyChatter(s) else { return nil }
        s.use(0..<s.count)
        return .save(target: ref(t))
    }

    /// Whether a place in the list or "this one" is named.
    func namesAPlace(_ s: Sentence) -> Bool {
        s.words.indices.contains { places.match(s.words, at: $0) != nil || PlaceWords.this.contains(s.words[$0]) }
    }

    /// "favorite it", "favorita o Jobi": the verb with its object right after it.
    private func followedByTarget(_ s: Sentence, _ i: Int) -> Bool {
        var j = i + 1
        while j < s.count, ["the", "o", "a"].contains(s.words[j]) { j += 1 }
        guard j < s.count else { return false }
        return PlaceWords.this.contains(s.words[j]) || s.words[j].kind == .quoted || places.match(s.words, at: j) != nil
    }

    /// "refresh details", "atualiza os detalhes do Jobi": the place's map details fetched again.
    func refetch(_ s: inout Sentence) -> Intent? {
        guard let m = s.first(PlaceCommandWords.refetch) else { return nil }
        s.use(m.range)
        for i in s.freeIndices where ["of", "for", "do", "da", "de", "the", "o", "a"].contains(s.words[i]) { s.use(i) }
        return .refreshDetails(target: ref(target(&s)))
    }
}
