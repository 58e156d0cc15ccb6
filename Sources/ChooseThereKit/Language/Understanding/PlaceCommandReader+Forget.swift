// MARK: - forget: a place deleted from the list, only when said so

extension PlaceCommandReader {
    func forget(_ s: inout Sentence) -> Intent? {
        if let idiom = s.first(PlaceCommandWords.idioms),
            !s.freeIndices.contains(where: { !idiom.range.contains($0) && places.match(s.words, at: $0) != nil })
        {
            // "forget it", "deixa pra lá": nothing to delete. The rest may still say something ("…, just spin").
            if idiom.range.upperBound == s.count || s.words[idiom.range.upperBound...].allSatisfy({ $0.kind == .punctuation }) {
                return .unknown(text: s.line.trimmed, suggestion: nil, reason: nil)
            }
            return nil
        }
        let content = s.freeIndices
        let offList = s.first(PlaceCommandWords.offTheList)
        let verb =
            content.first(where: { PlaceCommandWords.forget.contains(s.words[$0]) })
            ?? offList.flatMap { end in content.first { $0 < end.range.lowerBound && PlaceCommandWords.takeVerbs.contains(s.words[$0]) } }
            // ("e tira a Pizzaria Bella Napoli, fechou faz tempo": taken off, a place named with its capitals — a filter is no name.)
            ?? content.first { v in
                PlaceCommandWords.takeOff.contains(s.words[v]) && s.words[v].text.first?.isLowercase == true
                    && capitalisedRun(s, after: v).map { r in
                        r.count >= 2
                            && r.dropFirst().contains {
                                CapitalisedName.isCapital(s.words[$0]) && !CommonWords.everyday.contains(s.words[$0])
                            }
                    } == true
            }
        let phrase = s.first(PlaceCommandWords.forgetPhrases)
        guard verb != nil || phrase != nil else { return nil }
        // "forget the city, anywhere is fine": the city filter, not a place.
        if s.first(WhereWords.anywhere) != nil { return nil }
        // What the verb's own clause says decides; a reason after a comma does not ("…, our fiftieth after all").
        let verbAt = verb ?? phrase?.range.lowerBound ?? 0
        let verbClauseEnd = (verbAt..<s.count).first { s.words[$0].kind == .punctuation } ?? s.count
        // (A sentence before the verb's tells its story: "I typed the name wrong…, and the price too. delete Pizaria Bela".)
        let verbSentenceStart = (0..<verbAt).last { s.words[$0].endsASentence }.map { $0 + 1 } ?? 0
        let ownContent = content.filter { $0 >= verbSentenceStart }
        // "delete all my places", "apaga tudo": never in one command.
        if ownContent.contains(where: { $0 < verbClauseEnd && PlaceCommandWords.everyPlace.contains(s.words[$0]) }) {
            return .unknown(
                text: s.line.trimmed, suggestion: nil, reason: .notSupported(s.words[verb ?? phrase?.range.lowerBound ?? 0].text))
        }
        // "pode apagar o Jobi? não, pera, não apaga": taken back in the same line.
        if let v = verb, s.words.indices.contains(where: { $0 > v && PlaceCommandWords.forget.contains(s.words[$0]) && s.isNegated($0) }) {
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .negatedCommand)
        }
        if let at = verb ?? phrase?.range.lowerBound, s.isNegated(at) {
            // "don't delete anything, just show me Jobi": the rest of the line may say what to do.
            if s.words[at...].contains(where: { $0.kind == .punctuation }) { return nil }
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .negatedCommand)
        }
        // "remove bars from my search", "forget the price": a change to the pool, not a deletion.
        if ownContent.contains(where: { ["search", "busca", "filter", "filtro", "price", "preco", "filters"].contains(s.words[$0]) })
            || onlyFoodWords(s, after: verb ?? phrase?.range.upperBound ?? 0)
        {
            // (In the verb's own clause: "no, forget the price, it is our fiftieth" names no place.)
            if !ownContent.contains(where: {
                $0 < verbClauseEnd && (PlaceWords.this.contains(s.words[$0]) || ["place", "lugar"].contains(s.words[$0]))
            }) {
                return nil
            }
        }
        // "apaga a luz da sala", "delete the photos": a thing of everyday life is deleted elsewhere, not from the list.
        if let at = verb ?? phrase?.range.upperBound {
            var j = at + 1
            while j < s.count,
                ["the", "a", "o", "as", "os", "my", "minha", "meu", "minhas", "meus", "all", "those", "these"].contains(s.words[j])
            {
                j += 1
            }
            if j < s.count, PlaceCommandWords.everydayThings.contains(s.words[j]) { return nil }
        }
        if let object = ownContent.first(where: { PlaceCommandWords.notPlaces.contains(s.words[$0]) }) {
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .notSupported(s.words[object].text))
        }
        if let verb { s.use(verb) }
        if let phrase { s.use(phrase.range) }
        let start = verb ?? phrase?.range.lowerBound ?? 0
        var confirmed = false
        // "yes, forget Cervantes", "sim, pode esquecer o Cervantes": the yes leads the same line.
        for m in s.all(PlaceCommandWords.confirm, free: true)
        where m.range.lowerBound > start
            || m.range.lowerBound == 0 && ["yes", "sim", "yeah", "yep", "isso"].contains(s.words[0])
        {
            confirmed = true
            s.use(m.range)
        }
        for i in s.freeIndices
        where [
            "from", "my", "list", "da", "minha", "lista", "of", "off", "closed", "fechou", "pode",
            "place", "lugar",
        ].contains(s.words[i]) && !s.isInsideAName(i) {
            s.use(i)
        }
        // The place is named in the verb's own clause when it has words ("forget Pizzaria Roma, it closed":
        // the "it" of the reason is no place).
        let clauseNames =
            verbClauseEnd < s.count && (start + 1..<max(start + 1, verbClauseEnd)).contains { !s.used[$0] && s.words[$0].isWord }
        // ("there are two Padaria Real in here, delete one of them": the place named in another clause, pointed back at.)
        // (Two words at least, as in a sentence of its own: "we went there at Easter and it was awful. delete it" names none.)
        // ("o Bar do Lucas fechou, pode apagar": nothing after the verb in its clause points back as "it" would.)
        if let v = verb,
            let named = CapitalisedName.namedElsewhere(
                s, cue: v, bare: !(v + 1..<verbClauseEnd).contains { s.words[$0].isWord && !Fillers.isFiller(s.words[$0]) }),
            named.filter({ s.words[$0].isWord }).count >= 2
        {
            let name = s.text(named)
            s.use(0..<s.count)
            return forgetting(.ref(.name(name)), s, confirmed: confirmed)
        }
        var t = clauseNames ? target(&s, in: start..<verbClauseEnd) : target(&s)
        // ("can you delete one of them?", "apaga um deles": one of the places another sentence names, none named here.)
        if case .ref(.name(let n))? = t,
            Lexer.words(n).filter(\.isWord).allSatisfy({ PlaceCommandWords.oneOfThem.contains($0) })
        {
            t = nil
        }
        // ("apaga o Sushi Kento repetido", "delete the duplicate Bar Brasil": which copy, not part of the name.)
        if case .ref(.name(let n))? = t {
            var words = n.split(separator: " ").map(String.init)
            while words.count > 1, let w = words.last, w.first?.isLowercase == true, PlaceCommandWords.copies.contains(Lexer.fold(w)) {
                words.removeLast()
            }
            while words.count > 1, let w = words.first, w.first?.isLowercase == true, PlaceCommandWords.copies.contains(Lexer.fold(w)) {
                words.removeFirst()
            }
            if words.joined(separator: " ") != n { t = .ref(.name(words.joined(separator: " "))) }
        }
        // "apaga o Bar do Alemão, esse é lá de SP e nem existe mais": the place named in the verb's
        // clause, and the reason after the comma, which is no second place. (Deleting always asks first.)
        if case .ref(.name)? = t, verbClauseEnd < s.count, (start..<verbClauseEnd).contains(where: { s.used[$0] && $0 != start }),
            !(verbClauseEnd..<s.count).contains(where: { i in
                places.match(s.words, at: i) != nil || s.words[i].kind == .quoted
                    // ("forget Jobi, and Bar do Zé too": a second place joined on.)
                    || ["and", "e", "plus", "also", "tambem"].contains(s.words[i])
                        // ("…. I went vegan last month and I won't be going back there": "I" names no place.)
                        && (i + 1..<min(s.count, i + 3)).contains(where: {
                            s.words[$0].text.first?.isUppercase == true && !Arbiter.oneTalking.contains(s.words[$0])
                                && !["i'm", "i'd", "i'll", "im"].contains(s.words[$0])
                        })
            })
        {
            s.use(verbClauseEnd..<s.count)
        }
        return forgetting(t, s, confirmed: confirmed)
    }

    /// The delete asked for: two places at once or a name one typo from a
    /// place in the list are asked about, never deleted on a guess.
    func forgetting(_ t: Target?, _ s: Sentence, confirmed: Bool) -> Intent {
        // Two places in one delete ("forget Jobi and Jiquitaia"): ask, never guess.
        // (In the command's own clause: "apaga o Pracinha da lista, fizeram reforma e agora só tem escada" names one.)
        // (The clause of the command's own word: "I typed the name wrong…, and the price too. delete Pizaria Bela" names one.)
        let cue = s.words.indices.first { s.used[$0] && PlaceCommandWords.forget.contains(s.words[$0]) }
        let clauseStart =
            cue.flatMap { c in (0..<c).last { s.words[$0].kind == .punctuation && s.words[$0].text != "'" } }.map { $0 + 1 } ?? 0
        let clauseEnd =
            s.words.indices.first { $0 >= clauseStart && s.words[$0].kind == .punctuation && s.used[clauseStart..<$0].contains(true) }
            ?? s.count
        let joined =
            s.freeIndices.contains { $0 >= clauseStart && $0 < clauseEnd && ["and", "e", "&", "plus"].contains(s.words[$0]) }
            && !s.ignoredWords.isEmpty
        if case .ref(.name(let name))? = t,
            joined || places.stored(name) == nil && Lexer.words(name).contains(where: { ["and", "e", "&"].contains($0) })
        {
            return .unknown(text: s.line.trimmed, suggestion: nil, reason: .severalPlaces)
        }
        // A name one typo from a place in the list: offer that place, never delete on a guess.
        if case .ref(.name(let name))? = t, places.stored(name) == nil, let near = places.nearest(name) {
            return .unknown(
                text: s.line.trimmed, suggestion: Intent.forget(target: .name(near), confirmed: false).command, reason: .repairedCommand)
        }
        return .forget(target: ref(t), confirmed: confirmed)
    }

    /// Whether everything after the verb is food words ("drop the sushi",
    /// "remove bars"): a change to the pool. A name that only starts with
    /// one ("forget Bar do Zé") is a place.
    func onlyFoodWords(_ s: Sentence, after start: Int) -> Bool {
        var i = start + 1, sawTerm = false
        while i < s.count {
            // (In the verb's own clause: "ok forget the steakhouse, just vegetarian, they can eat meat tomorrow".)
            if sawTerm, s.words[i].kind == .punctuation, [",", ".", ";", "!", "?"].contains(s.words[i].text) { return true }
            if !s.isFree(i) || PlaceCommandWords.foodGlue.contains(s.words[i]) { i += 1; continue }
            if s.words[i].kind == .quoted || places.match(s.words, at: i) != nil { return false }
            // "forget the cheap part": a price is a filter too.
            if let p = PriceSlot.match(s.words, at: i) {
                sawTerm = true
                i = p.range.upperBound
                continue
            }
            guard let t = term(s, at: i) else { return false }
            sawTerm = true
            i = t.end
        }
        return sawTerm
    }
}
