// MARK: - add: a new place, described the way people describe it

enum AddWords {
    /// When a place was found, said after its name ("…called Tasca da Esquina today").
    static let when: WordSet = ["today", "yesterday", "tonight", "hoje", "ontem", "last", "this", "earlier", "semana", "week"]
    /// "Too", as typed in chat, between the verb and the name ("adiciona *tb* o Café da Lagoa").
    static let too: WordSet = ["tb", "tbm", "tmb", "also", "tambem", "too"]
    /// Words between the verb and the name ("add *a new place:* X").
    static let beforeName: WordSet = [
        "a", "an", "o", "new", "place", "spot", "novo", "nova", "um", "uma", "lugar", ":", "the",
        "na", "minha", "lista", "my", "list", "to", "in", "pra", "on",
    ]
    /// Where it goes, said after the name ("add Café do Mercado *to my places*").
    static let toMyPlaces = PhraseTable<Bool>(
        [
            "to my places", "to my spots", "to my saved places", "to our places", "nos meus lugares", "aos meus lugares",
            "nos lugares", "pros meus lugares",
        ].map { ($0, true) })
    /// What introduces a place's kind ("it's a bar", "é boteco", "categoria padaria").
    static let kindIntro: WordSet = [
        "it's", "its", "it", "is", "e", "a", "an", "um", "uma", "as", "como", "category", "categoria",
        "type", "tipo", "just", "basically", "like", "kind", "of",
    ]
    /// What introduces an address ("on Rua X", "fica na Av. Y", "endereço …").
    static let addressIntro: WordSet = [
        "address", "endereco", "on", "at", "in", "fica", "na", "no", "em", "located", "it's", "its",
        "is", ":",
    ]
}

struct AddReader: SentenceReader {
    let lexicon: Lexicon

    /// Prepositions before "a new place" that make it new places in general ("desconfiado de lugar novo").
    static let generalAfter: WordSet = ["de", "of", "com", "with", "about", "sobre", "for", "por", "em", "in", "at"]

    func add(_ s: inout Sentence) -> Intent? {
        let content = s.freeIndices
        // The verb leads (after "please", "i want to", "quero"), or "a new place" says it.
        // (It may lead a sentence of its own: "nenhuma dessas. adiciona a Padaria Estrela do Norte".)
        // (After a place named with "called" in a clause of its own: "conheci uma padaria chamada Pão da Vila, adiciona…".)
        let namedBefore = s.first(EditWords.named).map { n in { (i: Int) in n.range.upperBound < i } } ?? { _ in false }
        let verb = content.first { i in
            let start =
                (0..<i).last(where: { s.words[$0].endsASentence || namedBefore(i) && s.words[$0].text == "," }).map { $0 + 1 } ?? 0
            return EditWords.addVerbs.contains(s.words[i])
                // ("also add Café com Letras": a joining word may open its clause.)
                && content.prefix(while: { $0 < i }).filter { $0 >= start }.allSatisfy {
                    Fillers.requestLead.contains(s.words[$0]) || Arbiter.clauseJoins.contains(s.words[$0])
                }
        }
        // ("to meio desconfiado de lugar novo hoje", "scared of new places": new places in general, after a
        // preposition, introduce none.)
        let cue = s.first(AddWords.newPlace).flatMap { c in
            c.range.lowerBound > 0 && AddReader.generalAfter.contains(s.words[c.range.lowerBound - 1]) ? nil : c
        }
        guard verb != nil || cue.map({ c in content.prefix(while: { $0 < c.range.lowerBound }).count <= 4 }) == true else { return nil }
        let coordinate = s.words.indices.first { if case .coordinate = s.words[$0].kind { true } else { false } }
        let named = s.first(EditWords.named)
        var quoted = s.words.indices.first { s.words[$0].kind == .quoted }
        let nameStart = verb.map { $0 + 1 } ?? cue?.range.upperBound ?? 0
        if let q = quoted, q != nameStart, coordinate == nil, named == nil,
            !s.words[nameStart..<q].allSatisfy({ AddWords.beforeName.contains($0) })
        {
            quoted = nil
        }
        let addressAt = s.words.indices.first {
            ["address", "endereco"].contains(s.words[$0]) || WhereWords.streetWords.contains(s.words[$0])
        }
        // "add" alone: the command, missing what to add (the reply says so).
        if let verb, content.count == 1 { s.use(verb); return .add(NewPlace()) }
        let described = s.words.contains { $0.text == "," } && s.words.indices.contains { term(s, at: $0) != nil }
        // (Not "… to my list", "… na minha lista": that saves a place found nearby.)
        let titled = verb.map { typedName(s, after: $0) } ?? false && s.first(PlaceCommandWords.saveToList) == nil
        guard coordinate != nil || named != nil || quoted != nil || addressAt != nil || cue != nil || described || titled else {
            return nil
        }
        if coordinate == nil, named == nil, quoted == nil, cue == nil, let f = s.first(EditWords.fields, free: true),
            ![.address, .category, .tags].contains(f.value)
        {
            return nil
        }
        if let verb {
            // ("…a bakery called Padaria Santa Luzia. Can you add it to my list?": the name told before the verb's
            // sentence is the place added; the story that introduces it, and the pronoun, point at it.)
            if let named, named.range.upperBound < verb {
                var end = named.range.upperBound
                while end < verb, s.words[end].kind != .punctuation, !EditWords.stops.contains(s.words[end]) { end += 1 }
                let kindBefore = named.range.lowerBound - 1
                // (What it serves, said beside the name, describes it: "…chamado Tasca da Esquina, comida portuguesa.")
                let described = (end..<verb).filter { term(s, at: $0) != nil }
                let describedAt = described.first.map { d in (d - 1...d + 1) } ?? (0...0)
                s.use(
                    content.prefix(while: { $0 <= verb }).filter {
                        !(kindBefore..<end).contains($0)
                            && !(described.isEmpty ? false : describedAt.contains($0) || described.contains($0))
                    })
                for i in s.freeIndices where i > verb && PlaceWords.this.contains(s.words[i]) { s.use(i) }
            } else {
                s.use(content.prefix(while: { $0 <= verb }))
            }
        }
        // "add Pastelaria do Japa to my list, they never miss": where it goes is no part of its name.
        for m in s.all(PlaceCommandWords.saveToList, free: true) { s.use(m.range) }
        for m in s.all(AddWords.toMyPlaces, free: true) { s.use(m.range) }
        // "coloca na minha lista um lugar novo: …": what comes before the cue introduces it.
        if let cue { s.use(0..<cue.range.upperBound) }
        var place = NewPlace()
        if case .coordinate(let lat, let lng)? = coordinate.map({ s.words[$0].kind }) {
            place.lat = lat; place.lng = lng
            s.use(coordinate ?? 0)
        }
        // "um restaurante chamado X": the kind said before the name.
        if let named, named.range.lowerBound > 0, let t = term(s, at: named.range.lowerBound - 1), t.end == named.range.lowerBound,
            vocabulary.categories.contains(t.term)
        {
            place.category = t.term
            s.use(named.range.lowerBound - 1)
        }
        // The name: quoted, after "called", or the words after the verb up to a stop — or, when the verb only points
        // back, typed with its capitals in another clause ("…chama Padaria Estrela. adiciona ela na minha lista").
        if let q = quoted {
            place.name = s.words[q].text; s.use(q)
        } else if named == nil, let v = verb, let pointed = CapitalisedName.namedElsewhere(s, cue: v, bare: true) {
            place.name = s.text(pointed)
            s.use(pointed)
            s.use(v..<((v + 1..<s.count).first { s.words[$0].kind == .punctuation } ?? s.count))
            // (The kind said of it is its category: "descobri uma padaria nova…".)
            // (The words before the verb are taken by now: the kind is looked for among all but the name's.)
            if let k = s.words.indices.first(where: {
                !pointed.contains($0) && term(s, at: $0).map { vocabulary.categories.contains($0.term) } == true
            }),
                let t = term(s, at: k)
            {
                place.category = t.term
                s.use(k..<t.end)
            }
            s.use(0..<s.count)
        } else {
            var lo = named?.range.upperBound ?? nameStart
            // ("adiciona aí: Empório Santa Fé": a filler typed in lower case before the name.)
            while lo < s.count,
                AddWords.beforeName.contains(s.words[lo]) || s.words[lo].text == ":" || s.used[lo]
                    || Fillers.isFiller(s.words[lo]) && s.words[lo].text.first?.isLowercase == true
                    // ("adiciona tb o Café da Lagoa": "too", as typed in chat, before the name.)
                    || AddWords.too.contains(s.words[lo]) && s.words[lo].text.first?.isLowercase == true
            {
                lo += 1
            }
            var hi = lo
            while hi < s.count, s.words[hi].kind != .punctuation, !EditWords.stops.contains(s.words[hi]) || joinsAName(s, hi), !s.used[hi],
                // ("a place called Tasca da Esquina today": when it was found, in lower case, is no part of the name.)
                !(hi > lo && s.words[hi].text.first?.isLowercase == true && AddWords.when.contains(s.words[hi])),
                // ("o Bar do Mercado que ele indicou": a relative clause after the name tells of it.)
                !(hi > lo && ["que", "q", "that", "which", "who"].contains(s.words[hi]) && hi + 1 < s.count
                    && s.words[hi + 1].text.first?.isLowercase == true)
            {
                hi += 1
            }
            // ("add Joe's Diner please": politeness after the name is no part of it.)
            while hi > lo, s.words[hi - 1].text.first?.isUppercase != true, Fillers.isFiller(s.words[hi - 1]) { hi -= 1 }
            if hi > lo { place.name = s.text(lo..<hi); s.use(lo..<hi) }
            // (The relative clause that stopped it tells of the place: "…que minha tia falou".)
            if hi > lo, hi < s.count, ["que", "q", "that", "which", "who"].contains(s.words[hi]) {
                let end = (hi..<s.count).first { s.words[$0].kind == .punctuation } ?? s.count
                s.use(hi..<end)
            }
        }
        if let named { s.use(named.range) }
        for i in s.words.indices where s.words[i].text == ":" && !s.used[i] { s.use(i) }
        readDescription(&s, into: &place)
        return .add(place)
    }

    /// "com", "e" between two words typed with their capitals joins one name
    /// ("Café com Letras", "Bar e Lanchonete Vitória"), no tags after it.
    private func joinsAName(_ s: Sentence, _ i: Int) -> Bool {
        i > 0 && i + 1 < s.count && ["com", "with", "e", "and", "&"].contains(s.words[i]) && s.words[i].text.first?.isLowercase != false
            && CapitalisedName.isCapital(s.words[i - 1]) && CapitalisedName.isCapital(s.words[i + 1]) && !CapitalisedName.isShouted(s)
            && term(s, at: i + 1) == nil  // ("add Bar do Zé with Craft Beer": a kind after it is its tags.)
    }

    /// Whether the words right after the verb are a name typed with its
    /// capitals ("add Bar do Seu Nilo", "adiciona o Empório Santa Fé"): every
    /// name's words capitalised (or a name's small words), at least one of
    /// them no kind of food ("add Japanese too" adds a filter, not a place).
    private func typedName(_ s: Sentence, after verb: Int) -> Bool {
        guard !CapitalisedName.isShouted(s) else { return false }
        var i = verb + 1
        // ("adiciona tb o Café da Lagoa": "too", as typed in chat, before the name.)
        while i < s.count, AddWords.beforeName.contains(s.words[i]) || AddWords.too.contains(s.words[i]),
            s.words[i].text.first?.isUppercase != true
        {
            i += 1
        }
        guard i < s.count, CapitalisedName.isCapital(s.words[i]) else { return false }
        var sawName = false
        while i < s.count, s.words[i].kind != .punctuation, !EditWords.stops.contains(s.words[i]) || joinsAName(s, i) {
            let w = s.words[i]
            if w.text.first?.isUppercase == true {
                if term(s, at: i) == nil, !FilterWords.generic.contains(w) { sawName = true }
            } else if !CapitalisedName.joiners.contains(w), !joinsAName(s, i) {
                break  // the name ends where the sentence goes on ("… to my list")
            }
            i += 1
        }
        return sawName
    }

    /// The rest of the line, piece by piece (commas, "with", "tags"): its
    /// kind ("a bar", "é boteco"), tags ("tags wine and beer", "with craft
    /// beer and rooftop"), an address ("on Rua X 40", "Av. Brasil 55").
    private func readDescription(_ s: inout Sentence, into place: inout NewPlace) {
        var inTags = false
        for segment in segments(s) {
            let words = segment.filter { !s.used[$0] }
            guard let first = words.first else { continue }
            let f = s.words[first].folded
            // An address: "address …", or a street word after its introduction ("on Rua X 40", "fica na Av. Y").
            let isAddressWord = ["address", "endereco"].contains(f)
            let afterIntro = words.first { !AddWords.addressIntro.contains(s.words[$0]) }
            if isAddressWord || afterIntro.map({ WhereWords.streetWords.contains(s.words[$0]) }) == true,
                let from = isAddressWord ? words.dropFirst().first : afterIntro, let last = words.last
            {
                place.address = s.text(s.trimmed(from..<(last + 1)))
                s.use(words)
                inTags = false
                continue
            }
            if ["tags", "tag"].contains(f) { inTags = true }
            var i = 0
            var segmentTerms: [String] = []
            var others: [Int] = []
            while i < words.count {
                let at = words[i]
                if let t = term(s, at: at), words.contains(t.end - 1) {
                    segmentTerms.append(t.term)
                    s.use(at..<t.end)
                    i = words.firstIndex(where: { $0 >= t.end }) ?? words.count
                    continue
                }
                if s.words[at].isWord,
                    !["tags", "tag", "and", "e", "with", "com", "de", "serves", "serve", "has", "tem"].contains(s.words[at]),
                    !AddWords.kindIntro.contains(s.words[at]) || inTags
                {
                    others.append(at)
                }
                i += 1
            }
            if inTags {
                // "tags pizza italian": words the vocabulary does not know are tags too.
                place.tags += segmentTerms + others.map { s.words[$0].folded }
                s.use(words)
                continue
            }
            for t in segmentTerms {
                if place.category == nil, vocabulary.categories.contains(t), place.tags.isEmpty {
                    place.category = t
                } else {
                    place.tags.append(t)
                }
            }
            // Unknown words in a kind segment stay unexplained (the reply lists them), everything else is used.
            s.use(words.filter { !others.contains($0) })
        }
        var seen = Set<String>()
        place.tags = place.tags.filter { $0 != place.category && seen.insert($0).inserted }
    }

    /// The free words of the line in pieces: split at commas, semicolons and
    /// the words that start a new piece ("tags", "with", "address", a street).
    private func segments(_ s: Sentence) -> [[Int]] {
        var out: [[Int]] = [[]]
        for i in s.words.indices {
            let w = s.words[i]
            if w.kind == .punctuation, [",", ";"].contains(w.text) { out.append([]); continue }
            if ["tags", "tag", "address", "endereco"].contains(w)
                || WhereWords.streetWords.contains(w)
                    && !(out.last?.last.map { AddWords.addressIntro.contains(s.words[$0]) } ?? false)
            {
                if !(out.last?.isEmpty ?? true) { out.append([]) }
            }
            if s.used[i] { continue }
            out[out.count - 1].append(i)
        }
        return out.filter { !$0.isEmpty }
    }
}
