// MARK: - What the filter reader leaves alone

/// Words that look like a filter but are not one where they stand: someone
/// else's favourites, a distance covered in a story, "cara" said to a person,
/// a language spoken or learnt, an alternative not chosen, kinds turned down.
extension SentenceReader {
    /// "my favourite city is Salvador", "os favoritos da Netflix": a favourite
    /// of some other kind of thing, or someone's or some app's favourites,
    /// is no wish for the favourites of the list; nor is "a favourite pizzeria".
    /// "minha lista de favoritos no spotify ta enorme": a list or favourites
    /// kept in another app, in the same clause, are no source or filter of ours.
    func keptInAnotherApp(_ s: Sentence, _ range: Range<Int>) -> Bool {
        let start = (0..<range.lowerBound).last { s.words[$0].kind == .punctuation }.map { $0 + 1 } ?? 0
        let end = (range.upperBound..<s.count).first { s.words[$0].kind == .punctuation } ?? s.count
        return s.words[start..<end].contains { FilterWords.otherApps.contains($0) }
    }

    func othersFavourite(_ s: Sentence, _ range: Range<Int>) -> Bool {
        if keptInAnotherApp(s, range) { return true }
        // ("…, Curitiba was my favourite", "Floripa era a minha favorita": what was loved, told.)
        let lo = range.lowerBound
        if lo >= 2, ["my", "our", "minha", "meu", "nossa", "nosso"].contains(s.words[lo - 1]),
            ["was", "were", "is", "foi", "era", "e", "a", "o"].contains(s.words[lo - 2])
                && (s.words[lo - 2].folded != "a" && s.words[lo - 2].folded != "o"
                    || lo >= 3 && ["foi", "era", "e"].contains(s.words[lo - 3]))
        {
            return true
        }
        guard range.count == 1, range.upperBound < s.count else { return false }
        let next = s.words[range.upperBound]
        if FilterWords.favouriteOfSomethingElse.contains(next) { return true }
        // ("my favourite thing about Sundays…", "the dog chewed up my favourite sneakers": "favourite" before a noun that
        // is no place, kind, price or pick of mine is that thing's.)
        if ["favorite", "favourite", "favorito", "favorita"].contains(s.words[range.lowerBound]), next.isWord, next.kind == .word,
            !Fillers.placeNouns.contains(next), !Fillers.isFiller(next), term(s, at: range.upperBound) == nil,
            PriceSlot.match(s.words, at: range.upperBound) == nil,
            ![
                "one", "ones", "restaurant", "restaurants", "restaurante", "restaurantes", "only", "so", "please", "pls", "from",
                "de", "dos", "das", "da", "do", "tonight", "hoje", "again", "pick", "picks", "list", "lista", "and", "e", "or", "ou",
                "cheap", "near", "nearby", "perto", "open", "aberto", "aberta", "with", "com", "in", "em", "for", "pra", "that's", "thats",
                "that", "which", "que", "q",
            ].contains(next.folded)
        {
            return true
        }
        // ("We had a favourite pizzeria back in college": one place told about, not the favourites.)
        if range.lowerBound > 0, ["a", "an", "um", "uma"].contains(s.words[range.lowerBound - 1]), term(s, at: range.upperBound) != nil {
            return true
        }
        return ["da", "do", "of"].contains(next) && range.upperBound + 1 < s.count
            && s.words[range.upperBound + 1].text.first?.isUppercase == true
            && places.match(s.words, at: range.upperBound + 1) == nil
    }

    /// Whether the distance at `range` is one covered in a story ("just ran 30 km for marathon
    /// training"): a word of it in the distance's sentence, or in the sentence before when the
    /// distance stands alone ("terminei a meia maratona!! 21 km 🏅").
    func distanceIsTold(_ s: Sentence, _ range: Range<Int>) -> Bool {
        let words = s.words
        var lo = range.lowerBound
        while lo > 0, !words[lo - 1].endsASentence { lo -= 1 }
        var hi = range.upperBound
        while hi < words.count, !words[hi].endsASentence { hi += 1 }
        if words[lo..<hi].contains(where: { FilterWords.distanceTold.contains($0) }) { return true }
        if range.lowerBound > 0, FilterWords.distanceDone.contains(words[range.lowerBound - 1]) { return true }
        // ("depois de 40km de pedal": after the distance covered.)
        if range.lowerBound > 1, words[range.lowerBound - 2].folded == "depois", words[range.lowerBound - 1].folded == "de" { return true }
        // ("21k done", "21 km feitos", "21k em 2h10": a distance covered, with how long it took.)
        if range.upperBound < words.count {
            let next = words[range.upperBound]
            if ["done", "feitos", "feito", "completed", "finished", "concluidos", "run", "ran"].contains(next) { return true }
            // ("ainda tenho 400 km pela frente", "300 km to go", "200 km left": a road still ahead.)
            if ["left", "remaining", "restantes", "rodados", "percorridos"].contains(next)
                || [("pela", "frente"), ("to", "go"), ("ahead", "of")].contains(where: {
                    next.folded == $0.0 && words.key(range.upperBound + 1) == $0.1
                })
            {
                return true
            }
            if range.lowerBound > 0, ["faltam", "falta", "faltando"].contains(words[range.lowerBound - 1]) { return true }
            if ["em", "in"].contains(next), range.upperBound + 1 < words.count,
                case let time = words[range.upperBound + 1].folded,
                time.first?.isNumber == true && (time.contains("h") || time.contains(":") || time.hasSuffix("min"))
                    || ["hours", "horas", "minutes", "minutos"].contains(words.key(range.upperBound + 2) ?? "")
            {
                return true
            }
        }
        // ("80km de pedal hoje", "60km of cycling", "acabamos um pedal de 100km".)
        let after =
            range.upperBound + 1 < words.count && ["de", "of"].contains(words[range.upperBound]) ? range.upperBound + 1 : range.upperBound
        if after < words.count, FilterWords.distanceActivities.contains(words[after]) { return true }
        if range.lowerBound > 1, ["de", "of"].contains(words[range.lowerBound - 1]),
            FilterWords.distanceActivities.contains(words[range.lowerBound - 2])
        {
            return true
        }
        let alone = (lo..<hi).allSatisfy { range.contains($0) || !words[$0].isWord }
        guard alone, lo > 0 else { return false }
        var before = lo - 1
        while before > 0, !words[before - 1].endsASentence { before -= 1 }
        return words[before..<lo].contains { FilterWords.distanceTold.contains($0) }
    }

    /// "I'm learning Portuguese", "desculpa meu português", "Portuguese class",
    /// "aula de italiano": a language, not a kind of food.
    func languageSpoken(_ s: Sentence, _ i: Int) -> Bool {
        guard FilterWords.languages.contains(s.words[i]) else { return false }
        // ("list my italian places", "a French place", "Portuguese food": a kind of place or food after it is a cuisine.)
        if i + 1 < s.count,
            Arbiter.placesNouns.contains(s.words[i + 1]) || Fillers.placeNouns.contains(s.words[i + 1])
                || ["food", "comida", "cuisine", "culinaria", "restaurant", "restaurante"].contains(s.words[i + 1])
        {
            return false
        }
        var j = i - 1
        // ("I speak little portuguese", "falo um pouco de italiano": how well, between.)
        while j >= 0, j >= i - 4,
            ["the", "o", "a", "de", "little", "bit", "pouco", "um", "some", "only", "so", "muito", "bem", "mal"].contains(s.words[j])
        {
            j -= 1
        }
        if j >= 0, FilterWords.beforeALanguage.contains(s.words[j]) { return true }
        return i + 1 < s.count && FilterWords.afterALanguage.contains(s.words[i + 1])
    }

    /// "cara" said to someone ("fechou, cara", "cara, olha", "valeu cara") or of people counted ("12 caras").
    func caraIsAPerson(_ s: Sentence, _ i: Int) -> Bool {
        if i > 0, s.words[i - 1].number != nil || FilterWords.beforeAGuy.contains(s.words[i - 1]) { return true }
        return i == 0 && i + 1 < s.count && s.words[i + 1].kind == .punctuation
    }

    /// Whether the kind at `i` (ending at `end`) is said of something other
    /// than the wish: what the pick looks like ("parece meio bar de esquina",
    /// "tem cara de lanchonete"), something it names ("these ceviche photos",
    /// "a receita de lasanha"), the pick's own food remarked on ("the coffee
    /// here tastes like diesel", "o pastel daqui é seco"), or where someone
    /// is from ("um cliente alemão"; "I'm vegetarian" is a diet, a wish).
    /// Whether the kind at `i` is brought by someone named with a capital in its clause ("A irmã Marta fica com a
    /// sobremesa"): a verb of bringing right before it (an article between), a name before that.
    func broughtBySomeoneNamed(_ s: Sentence, before i: Int) -> Bool {
        var k = i - 1
        if k >= 0, ["the", "a", "o", "as", "os", "some", "uns", "umas"].contains(s.words[k]) { k -= 1 }
        guard k >= 0 else { return false }
        let brings =
            FilterWords.bringVerbs.contains(s.words[k]) || s.words[k].folded == "com" && k > 0 && s.words[k - 1].folded == "fica"
        guard brings else { return false }
        let start = (0..<k).last { s.words[$0].kind == .punctuation }.map { $0 + 1 } ?? 0
        return (start..<k).contains { j in
            CapitalisedName.isCapital(s.words[j]) && !Arbiter.oneTalking.contains(s.words[j])
                && (j > start || term(s, at: j) == nil && !CommonWords.everyday.contains(s.words[j]))
        }
    }

    func kindIsNoWish(_ s: Sentence, at i: Int, end: Int, term: String) -> Bool {
        // ("açaí after the beach", "depois da praia", "before the show": when, not what.)
        var k = i - 1
        if k >= 0, ["the", "a", "o", "da", "do", "de"].contains(s.words[k]) { k -= 1 }
        if k >= 0, ["after", "before", "depois", "antes", "apos"].contains(s.words[k]), !vocabulary.categories.contains(term) {
            return true
        }
        // ("A irmã Marta fica com a sobremesa", "Ana is bringing the dessert": a dish someone named brings, no wish.)
        if broughtBySomeoneNamed(s, before: i) { return true }
        // ("tá salgado, quero um de preço médio": "salty" said of what it costs is the price, no snack.)
        if end == i + 1, ["salgado", "salgada", "salgadinho"].contains(s.words[i]), i > 0,
            ["ta", "esta", "tava", "estava", "e", "muito", "meio", "bem", "mt", "pouco"].contains(s.words[i - 1])
        {
            return true
        }
        // ("a drink after?", "I don't drink tho": in English a drink is any drink; "um drink" is a cocktail.)
        if end == i + 1, s.words[i].folded == "drink", Negation.readsEnglish(s.words) { return true }
        if (max(0, i - 3)..<i).contains(where: {
            FilterWords.looksLike.contains(s.words[$0]) || s.words[$0].folded == "cara" && s.words[$0 + 1].folded == "de"
        }) {
            return true
        }
        if end < s.count,
            FilterWords.notAPlaceAfterAKind.contains(s.words[end])
                || i >= 2 && ["receita", "receitas", "foto", "fotos", "video", "videos"].contains(s.words[i - 2])
                    && ["de", "do", "da"].contains(s.words[i - 1])
        {
            return true
        }
        if i > 0, ["the", "o", "os", "as"].contains(s.words[i - 1]), end + 1 < s.count,
            ["here", "there", "aqui", "daqui", "dali", "la"].contains(s.words[end]), s.words[end + 1].isWord,
            !["please", "pls", "por", "pfv", "too", "tambem"].contains(s.words[end + 1])
        {
            return true
        }
        return Arbiter.kindsOfPlace.contains(term) && !FilterWords.diets.contains(term) && i > 0
            && (FilterWords.people.contains(s.words[i - 1])
                || ["from", "de", "do", "da"].contains(s.words[i - 1])
                    && (max(0, i - 5)..<(i - 1)).contains { FilterWords.people.contains(s.words[$0]) })
    }

    /// The kinds named before a "neither" said after two of them or more: turned down, not wished for.
    func kindsTurnedDown(_ s: Sentence) -> Set<String> {
        // (Said as a clause of its own, or with "forget": "nunca comi nenhum dos dois" only tells.)
        guard let m = s.first(neitherTable) else { return [] }
        let at = m.range.lowerBound
        guard
            at == 0 || s.words[at - 1].kind == .punctuation || ["forget", "esquece"].contains(s.words[at])
                || ["so", "then", "entao", "mas", "but", "and", "e"].contains(s.words[at - 1])
        else { return [] }
        var before: Set<String> = []
        var j = 0
        while j < m.range.lowerBound {
            if let t = term(s, at: j), t.end <= m.range.lowerBound { before.insert(t.term); j = t.end } else { j += 1 }
        }
        return before.count >= 2 ? before : []
    }

    /// Kinds offered as alternatives ("X or Y", "X ou Y") and the ones of them said
    /// again after the offer, when only some are: (offered, chosen).
    func alternativeChosen(_ s: Sentence) -> (Set<String>, Set<String>)? {
        guard let or = s.words.indices.last(where: { ["or", "ou"].contains(s.words[$0]) }) else { return nil }
        var offered: Set<String> = []
        var offerEnd = or + 1
        for j in max(0, or - 3)..<min(s.count, or + 4) {
            if let t = term(s, at: j) {
                offered.insert(t.term)
                if j > or { offerEnd = max(offerEnd, t.end) }
            }
        }
        guard offered.count >= 2, offerEnd < s.count else { return nil }
        var chosen: Set<String> = []
        var j = offerEnd
        while j < s.count {
            if let t = term(s, at: j) {
                // (Said again as itself: a dish of one, "…craving esfihas", chooses neither.)
                if offered.contains(t.term), t.dish.map({ !Folding.key($0).hasPrefix(String(Folding.key(t.term).prefix(4))) }) != true {
                    chosen.insert(t.term)
                }
                j = t.end
            } else {
                j += 1
            }
        }
        guard !chosen.isEmpty, chosen.count < offered.count else { return nil }
        return (offered, chosen)
    }
}

/// Words that turn down every kind named before them ("pizza vs burgers so forget both", "japa ou árabe? nenhum dos dois").
private let neitherTable = PhraseTable<Bool>(
    [
        "forget both", "forget them both", "forget both of them", "neither", "neither of them", "neither one", "none of those",
        "none of them", "nenhum dos dois", "nenhuma das duas", "esquece os dois", "esquece as duas", "nem um nem outro",
        "nem uma nem outra", "nenhum deles", "nenhuma delas",
    ].map { ($0, true) })

extension FilterWords {
    /// Verbs of bringing a dish along ("traz", "brings"; "fica com" is read beside them).
    static let bringVerbs: WordSet = ["traz", "trazer", "leva", "levar", "brings", "bringing", "bring"]
}
