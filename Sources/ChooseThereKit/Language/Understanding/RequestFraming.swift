// MARK: - Requests framed by a find or a wish (read by the pick, and stepped back from by find and list)

extension SentenceReader {
    /// A want word and, within a few words after it, a place ("I need a
    /// place for lunch", "we need a spot for dinner", "quero um lugar pra
    /// jantar"): the want word, to be taken as the request's cue.
    func wishForAPlace(_ s: Sentence) -> Int? {
        // (The want word may have been set aside as a filler: "I want…", "quero…".)
        for w in s.words.indices where PickWords.wishVerbs.contains(s.words[w]) {
            // (Up to the clause's end: "queria um lugar bonito, mas nada barulhento".)
            let stop = ((w + 1)..<min(s.count, w + 5)).first { s.words[$0].kind == .punctuation } ?? min(s.count, w + 5)
            let window = (w + 1)..<stop
            guard let place = window.first(where: { PickWords.placeWished.contains(s.words[$0]) }),
                ((w + 1)..<place).allSatisfy({ PickWords.beforeAPlace.contains(s.words[$0]) })
            else { continue }
            // "a place to stay", "um lugar pra morar": not somewhere to eat.
            if ((place + 1)..<min(s.count, place + 4)).contains(where: { PickWords.notToEat.contains(s.words[$0]) }) { return nil }
            return w
        }
        return placeForAMeal(s)
    }

    /// "a place for dinner please", "somewhere nice for lunch", "um lugar bonito pra jantar": a place for a
    /// meal, said as a line's opening words (a fragment that asks), with nothing told of the past.
    func placeForAMeal(_ s: Sentence) -> Int? {
        guard let place = s.words.indices.first(where: { PickWords.placeWished.contains(s.words[$0]) }),
            s.words[..<place].allSatisfy({ !$0.isWord || PickWords.beforeAPlace.contains($0) || Fillers.isFiller($0) }),
            ((place + 1)..<min(s.count, place + 5)).contains(where: { PickWords.meals.contains(s.words[$0]) }),
            !s.words.contains(where: { PickWords.toldOfThePast.contains($0) })
        else { return nil }
        return place
    }

    /// A find verb that searches nothing: "anyone looking at me", "look at this" (seeing); "a gente vai se
    /// encontrar na Savassi", "ele se acha" (meeting, thinking oneself); "acha que é a concorrência" (thinking).
    func notASearch(_ s: Sentence, _ i: Int) -> Bool {
        let next = i + 1 < s.count ? s.words[i + 1].folded : ""
        // ("…now she can't find the camera", "ninguém acha a cantina": not finding is told, nothing asked.)
        if i > 0,
            ["can't", "cant", "cannot", "couldn't", "couldnt", "nobody", "ninguem"].contains(s.words[i - 1].folded)
                || i > 1 && ["can't", "cant", "cannot", "couldn't", "couldnt", "nobody", "ninguem"].contains(s.words[i - 2].folded)
        {
            return true
        }
        return ["look", "looks", "looking"].contains(s.words[i].folded) && next == "at"
            || i > 0 && ["se", "nos"].contains(s.words[i - 1].folded)
            || ["acha", "acho", "achou", "achei", "acham", "achamos"].contains(s.words[i].folded) && ["que", "q"].contains(next)
    }

    /// Whether "that sells X" follows the place noun at `i`, with X a dish or no term of the vocabulary.
    func sellsSomethingUnknown(_ s: Sentence, after i: Int) -> Bool {
        var j = i + 1
        guard j + 1 < s.count, ["q", "que", "that", "which", "where"].contains(s.words[j]) else { return false }
        j += 1
        guard
            ["vende", "vendem", "serve", "servem", "sells", "sell", "serves", "serve", "has", "have", "tem", "faz", "makes"].contains(
                s.words[j])
        else { return false }
        j += 1
        while j < s.count, ["a", "an", "some", "um", "uma", "o", "a"].contains(s.words[j]) { j += 1 }
        return j < s.count && s.words[j].isWord && (term(s, at: j).map { $0.dish != nil } ?? true)
    }

    /// The find verb that asks for a place described by its kind rather than
    /// by its name: an indefinite article (or "somewhere") after it, then a
    /// place noun or a kind of place ("find me a ramen place", "help me find
    /// somewhere for my mom's birthday", "me ajuda a achar um lugar de açaí",
    /// "me acha um boteco com caldinho") — never "find Mocotó", "acha o
    /// Mocotó" or "a place called…".
    func findVerbFramesAPick(_ s: Sentence) -> Int? {
        guard s.first(EditWords.named) == nil else { return nil }
        for v in s.freeIndices where PickWords.findVerbs.contains(s.words[v]) && !notASearch(s, v) {
            var j = v + 1
            var described = false
            var limit = v + 4
            while j < s.count, j <= limit {
                // ("procura no openstreetmap uns lugares tranquilos": where to look, said between.)
                if let source = FilterWords.source.match(s.words, at: j) {
                    limit += source.end - j
                    j = source.end
                    continue
                }
                guard PickWords.describedLeads.contains(s.words[j]) else { break }
                if PickWords.somewhere.contains(s.words[j]) { return v }
                if PickWords.indefinite.contains(s.words[j]) { described = true }
                j += 1
            }
            // ("mexican wins, find us one", "acha um pra gente": one, said alone for a place, is a pick.)
            let ones: Set<String> = ["one", "something", "algo", "um", "uma", "algum", "alguma"]
            var k = j
            if k < s.count, ones.contains(s.words[k].folded) { k += 1 }
            while k < s.count, ["pra", "for", "please", "pls", "por", "favor", "gente", "nos", "mim", "us", "me"].contains(s.words[k]) {
                k += 1
            }
            // (One of a place named, not of a kind: "falaram bem do Madero… consegue achar um pra mim?" looks for it.)
            if k == s.count || s.words[k].kind == .punctuation,
                (v + 1..<min(k, s.count)).contains(where: { ones.contains(s.words[$0].folded) }),
                s.words.indices.contains(where: { term(s, at: $0) != nil }) || CapitalisedName.namedElsewhere(s, cue: v) == nil
            {
                return v
            }
            // ("find me something warm and comforting nearby": something described in lower case is a pick, not a name.)
            if (v + 1..<j).contains(where: { ["something", "algo"].contains(s.words[$0]) }), j < s.count, s.words[j].isWord,
                s.words[j].text.first?.isLowercase == true, !PickWords.findFrame.contains(s.words[j])
            {
                return v
            }
            // ("find something mineira near me": something of a kind — not a dish, which is looked for by its name.)
            if described, j < s.count, let t = term(s, at: j), t.dish == nil, s.words[j].text.first?.isUppercase != true { return v }
            // "achar comida chinesa", "find chinese food", "find italian restaurants": a cuisine said as food or places.
            if j < s.count, ["comida", "food", "culinaria", "cozinha", "cuisine"].contains(s.words[j]), term(s, at: j + 1) != nil {
                return v
            }
            if let t = term(s, at: j), t.end < s.count,
                ["food", "restaurant", "restaurants", "places", "spot", "spots", "restaurante", "restaurantes"].contains(s.words[t.end])
            {
                return v
            }
            guard described else { continue }
            for k in j..<min(s.count, j + 3) {
                if s.words[k].kind == .punctuation { break }
                if PickWords.placeWished.contains(s.words[k]) {
                    // "um lugar q vende tacacá": a dish the vocabulary does not know is looked for by its name.
                    if sellsSomethingUnknown(s, after: k) { break }
                    return v
                }
                // ("procura a Padaria Nova no mapa": a kind in capitals before another capitalised word is a name.)
                let named =
                    s.words[k].text.first?.isUppercase == true && k + 1 < s.count && s.words[k + 1].isWord
                    && s.words[k + 1].text.first?.isUppercase == true && term(s, at: k + 1) == nil
                if let t = term(s, at: k), vocabulary.categories.contains(t.term), !named { return v }
            }
        }
        return nil
    }
}
