// MARK: - find: a named place, brand or dish looked for on the map (or in a city with no verb)

extension PickReader {
    func find(_ s: inout Sentence) -> Intent? {
        let verb = s.freeIndices.first(where: { PickWords.findVerbs.contains(s.words[$0]) && !notASearch(s, $0) })
        let phrase = s.first(PickWords.findPhrases)
        guard verb != nil || phrase != nil else { return nil }
        // A place described by its kind is a pick, however it is asked for (issue 23: requests describe).
        if phrase == nil, findVerbFramesAPick(s) != nil { return nil }
        // "searches should cover 4km by default": how searches behave from now on, a setting.
        if s.first(PickWords.fromNowOn) != nil { return nil }
        let near = s.first(PickWords.nearMe)
        // ("busca no mapa em vez da minha lista": where to search, chosen over the other — no name.)
        if s.all(FilterWords.source).contains(where: { sourcePassedOver(s, $0.range) }) { return nil }
        let osm = s.first(FilterWords.source)
        // ("Vou pra São Paulo semana que vem, acha o Mocotó lá": the city of the trip is where a name is looked for.)
        // (Typed with its capital: "procura o Thai Garden pra mim" goes to no town called Mim.)
        let inCity =
            cityMention(s)
            ?? (verb != nil && unknownProperName(s)
                ? cityAfter(s, PickWords.tripWords).flatMap { c in
                    c.range.count > 1 && s.words[c.range.lowerBound + 1].text.first?.isUppercase == true ? c : nil
                } : nil)
        // Your own list is searched by `list`; here OpenStreetMap (near you, on the map, in a city).
        // ("Just cycled 40 km. Find me the closest burger place": a distance covered is no radius.)
        let distance = DistanceSlot.firstMatch(in: s.words).flatMap { distanceIsTold(s, $0.range) ? nil : $0 }
        // "where is X", "onde fica o X": where a place is, on the map.
        let whereIs = s.first(PickWords.whereIs)
        // "find Coco Bambu", "acha o Mocotó": a proper name not in the list is looked for on the map.
        let properName = verb != nil && unknownProperName(s) || phrase != nil && s.first(EditWords.named) != nil
        // "is there an Outback anywhere?": a name the list does not know, asked for anywhere, is looked for on the map.
        let anywhere = phrase != nil ? s.first(WhereWords.anywhere).flatMap { a in unknownProperName(s) ? a : nil } : nil
        // "…talking about Mocotó. can you look it up for me?": the verb points back at a name typed in another clause.
        let pointed = verb.flatMap { CapitalisedName.namedElsewhere(s, cue: $0) }
        guard
            near != nil || osm?.value == .osm || inCity != nil || distance != nil || whereIs != nil || properName || anywhere != nil
                || pointed != nil
        else { return nil }
        if let anywhere { s.use(anywhere.range) }
        // ("onde fica?", "ond fica?": where it is, with nothing after, is where the pick is.)
        if let whereIs, s.words[whereIs.range.upperBound...].allSatisfy({ !$0.isWord }),
            // ("esse ae. onde fica?": the pick pointed at first.)
            s.words[..<whereIs.range.lowerBound].allSatisfy({
                !$0.isWord || Fillers.isFiller($0) || PlaceWords.this.contains($0)
                    || ["ai", "la", "ali", "one", "lugar", "place"].contains($0)
            })
                // ("esse parece bom! onde fica?": a verdict in a sentence of its own, which asks for nothing.)
                || whereIs.range.lowerBound > 0 && s.words[whereIs.range.lowerBound - 1].endsASentence
                    && Triggers.mask(Array(s.words[..<whereIs.range.lowerBound]))
                        & ~(Triggers.alwaysTried | Triggers.bit(.rate) | Triggers.bit(.show)) == 0
                    && !(0..<whereIs.range.lowerBound).contains(where: { term(s, at: $0) != nil || s.words[$0].number != nil })
        {
            s.use(0..<s.count)
            return .show(target: nil)
        }
        if let whereIs { s.use(whereIs.range) }
        if osm?.value == .list { return nil }
        if let verb { s.use(verb) }
        if let phrase { s.use(phrase.range) }
        if let near { s.use(near.range) }
        if let osm { s.use(osm.range) }
        // ("…lugares aqui perto que não estão na minha lista": the places not in the list are the map's too.)
        for m in s.all(FilterWords.source, free: true) where m.value == .list && s.isNegated(m.range.lowerBound) {
            s.use(m.range)
            for neg in s.scope.negators where neg.range.upperBound <= m.range.lowerBound && m.range.lowerBound - neg.range.upperBound <= 3 {
                s.use(neg.range)
            }
        }
        var request = FindRequest(query: "")
        if osm?.value == .osm { request.source = .osm }
        if let c = inCity {
            s.use(c.range)
            request.city = c.name
            request.state = c.state
            // ("…acha o Mocotó lá pra mim": "there" points back at that city.)
            for i in s.freeIndices where ["la", "there", "ali"].contains(s.words[i]) && s.words[i].text.first?.isLowercase == true {
                s.use(i)
            }
        }
        if let d = distance {
            request.radiusKm = d.value
            s.use(d.range)
            var j = d.range.lowerBound - 1
            while j >= 0, !s.used[j],
                FilterWords.within.match(s.words, at: j) != nil || ["num", "raio", "of", "a", "um"].contains(s.words[j])
            {
                s.use(j); j -= 1
            }
        }
        for m in s.all(PickWords.findPhrases, free: true) { s.use(m.range) }
        let namedAt = s.first(EditWords.named)?.range.upperBound
        for m in s.all(EditWords.named, free: true) { s.use(m.range) }
        if let pointed {
            request.query = s.text(pointed).trimmingCharacters(in: "?!.,'\"“”‘’")
            s.use(pointed)
            if let v = verb { s.use(v..<((v + 1..<s.count).first { s.words[$0].kind == .punctuation } ?? s.count)) }
            return .find(request)
        }
        guard var best = findQuery(s, namedAt: namedAt, after: verb ?? phrase?.range.lowerBound) else { return nil }
        // ("sabe onde tem um bom sorvete aqui perto?", "a good temaki near me": praise before a kind or a dish is what it
        // should be like, no part of a name; "Good Burger", typed with its capital, is one.)
        let praised = best
        if best.count > 1, PickReader.dishPraise.contains(s.words[best.lowerBound]),
            s.words[best.lowerBound].text.first?.isLowercase == true, let t = term(s, at: best.lowerBound + 1),
            t.end <= best.upperBound
        {
            best = (best.lowerBound + 1)..<best.upperBound
        }
        // ("I write reviews for a living. search the map around here": a story in another sentence is no name or dish;
        // "onde fica o Fasano? procura aí" names one.)
        // (Nor is a reason in a clause after the verb's: "search openstreetmap too, my list is tiny", "acha um assim num
        // raio de 3 km, nao quero pegar uber longe".)
        if let verb, case (let lo, let hi) = (min(verb, best.lowerBound), max(verb, best.lowerBound)),
            (lo..<hi).contains(where: { s.words[$0].endsASentence || s.words[$0].text == "," }),
            !best.contains(where: { s.words[$0].text.first?.isUppercase == true || term(s, at: $0) != nil })
        {
            return nil
        }
        // "find something quick near the rodoviária", "tem alguma perto da reitoria?": a landmark is where, not what.
        if let near, let landmark = landmark(after: near.range, in: s), landmark.contains(best.lowerBound) { return nil }
        // Only a name or a dish: a vocabulary term alone is a near search ("is there a pizzeria near me").
        // A dish is looked for by its name ("onde eu acho acarajé"): the map knows it better than its cuisine.
        if phrase != nil && verb == nil, let t = term(s, at: best.lowerBound), t.end == best.upperBound, t.dish == nil { return nil }
        // "rodízio de pizza, tem algum aqui perto?": "is there one" asks after what came before — a near search with those filters.
        if let phrase, verb == nil, best.lowerBound < phrase.range.lowerBound { return nil }
        // "tem algum mais perto? nao quero pegar uber longe": what is looked for is never in another sentence, nor negated.
        if let phrase, verb == nil,
            (phrase.range.upperBound..<best.lowerBound).contains(where: { s.words[$0].endsASentence }) || s.isNegated(best.lowerBound)
        {
            return nil
        }
        // ("tô com um desejo absurdo de Outback hoje… acha um num raio de 5km", "todo mundo fala do Bar da Dona Onça…
        // acha ele pra mim": the verb's own sentence only points back; the name typed with its capitals is what is looked
        // for, not the story around it.)
        var found = best
        if let verb, (min(verb, best.lowerBound)..<max(verb, best.lowerBound)).contains(where: { s.words[$0].endsASentence }),
            let capital = best.first(where: {
                $0 > 0 && !s.words[$0 - 1].endsASentence && CapitalisedName.isCapital(s.words[$0])
                    && !["i", "i'm", "im", "i've", "i'd", "i'll"].contains(s.words[$0])
            }),
            case let name = CapitalisedName.run(s.words, from: capital), name.upperBound <= best.upperBound,
            name.contains(where: { term(s, at: $0) == nil })
        {
            found = name
        }
        // ("me acha um pastel bom aqui perto": praise after a dish is what it should be like, not its name.)
        if let t = term(s, at: found.lowerBound), t.dish != nil, t.end < found.upperBound,
            (t.end..<found.upperBound).allSatisfy({ PickReader.dishPraise.contains(s.words[$0]) })
        {
            found = found.lowerBound..<t.end
        }
        let query = s.text(found).trimmingCharacters(in: "?!.,'\"“”‘’")
        s.use(praised)
        request.query = query
        return query.isEmpty ? nil : .find(request)
    }

    /// What a find looks for: the words after "called", else the first
    /// content after the verb, else the longest run with content — never
    /// its frame ("where can i find an", "um lugar q vende"), place nouns,
    /// or open-now words ("is there any place near me that's open right now").
    private func findQuery(_ s: Sentence, namedAt: Int?, after verb: Int?) -> Range<Int>? {
        var probe = s
        for m in s.all(FilterWords.openNow, free: true) { probe.use(m.range) }
        let runs = probe.freeRuns().map { run -> Range<Int> in
            var r = s.trimmed(run)
            while !r.isEmpty, PickWords.findFrame.contains(s.words[r.lowerBound]) { r = (r.lowerBound + 1)..<r.upperBound }
            while !r.isEmpty,
                Fillers.placeNouns.contains(s.words[r.upperBound - 1])
                    || ["anywhere", "somewhere", "around", "nearby", "ai", "aqui", "algum", "perto"].contains(s.words[r.upperBound - 1])
            {
                r = r.lowerBound..<(r.upperBound - 1)
            }
            while !r.isEmpty,
                Fillers.placeNouns.contains(s.words[r.lowerBound]) || ["a", "an", "some", "um", "uma"].contains(s.words[r.lowerBound])
            {
                r = (r.lowerBound + 1)..<r.upperBound
            }
            return r
        }.filter { !$0.isEmpty }
        // "minha amiga falou de um lugar chamado Mocotó, …": what comes after "called" is the name.
        if let n = namedAt, let named = runs.first(where: { $0.lowerBound >= n }) { return named }
        let queries = runs.filter { r in
            r.contains {
                isContent(s, $0) || s.words[$0].text.first?.isUppercase == true
                    || !Repair.isKnown(s.words[$0].folded, lexicon) && !Chatter.reactions.contains(s.words[$0])
            }
        }
        // "my wife is craving dim sum, can you look for a dim sum spot": what follows the verb is looked for.
        if let v = verb, let after = queries.first(where: { $0.lowerBound > v }) { return after }
        return queries.max(by: { $0.count < $1.count })
    }

    /// "temaki in Curitiba", "açaí em belém": a name or dish, in a city the
    /// catalogue knows — a search of the map there, with no verb needed.
    func bareFind(_ s: inout Sentence) -> Intent? {
        guard s.first(WhereWords.switchCity) == nil, let c = cityMention(s), c.range.lowerBound > 0,
            ["in", "em"].contains(s.words[c.range.lowerBound])
        else { return nil }
        let before = s.trimmed(0..<c.range.lowerBound)
        guard !before.isEmpty, before.allSatisfy({ s.isFree($0) || !s.words[$0].isWord }), s.words[before].contains(where: { $0.isWord }),
            s.words[before].contains(where: {
                $0.isWord && !Fillers.glue.contains($0) && !Fillers.isEdge($0) && !Repair.tableWords.contains($0)
            }),
            !s.words[before].contains(where: { PickWords.spin.contains($0) || Repair.targets.contains($0) }),
            // Someone doing something is a clause, not a name: "I grew up in Recife", "já morei em Cuiabá".
            !s.words[before].contains(where: {
                Arbiter.clauseSubjects.contains($0) || PickWords.storyTimes.contains($0)
            })
        else { return nil }
        // A name or a dish, then the city, and nothing more said: "temaki in Curitiba", "açaí em belém".
        // A story before it or a wish after it ("…Somewhere romantic in Curitiba please, pricey is fine")
        // is a request in that city, read by the pick.
        let after = c.range.upperBound..<s.count
        guard !s.words[before].contains(where: { $0.kind == .punctuation && [".", "!", "?", ";"].contains($0.text) }),
            !after.contains(where: {
                s.isFree($0) && s.words[$0].isWord && !Fillers.isEdge(s.words[$0]) && !Fillers.glue.contains(s.words[$0])
            })
        else { return nil }
        let query = s.text(before).trimmingCharacters(in: "?!.,'\"“”‘’")
        guard !query.isEmpty else { return nil }
        s.use(0..<s.count)
        return .find(FindRequest(query: query, city: c.name, state: c.state))
    }
}
