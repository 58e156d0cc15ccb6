// MARK: - The arbiter's policy 5 and 6: free text that describes, and help that frames a request

extension Arbiter {
    // MARK: 5. Free text that describes

    /// Whether the filters explain `text` (a cuisine, dish, price, rating or
    /// nearness, with at most one word they leave that is no name).
    func describes(_ text: String) -> Bool { description(of: text) != nil }

    /// The filters' reading of `text` (fillers and place nouns set aside)
    /// when it only describes: nil for a name, or when the filters leave a
    /// capitalised word ("Korean" is read, "Mocotó" is not) or more than one word.
    func description(of text: String) -> (sentence: Sentence, reading: FilterReading)? {
        // A name the list knows, or one written as a name ("Bar do Alemão"), is a name.
        if Arbiter.looksLikeAName(text) || namesAPlace(text) { return nil }
        var s = Sentence(text)
        for m in s.all(Fillers.phrases) { s.use(m.range) }
        for i in s.words.indices where Fillers.placeNouns.contains(s.words[i]) { s.use(i) }
        let reading = filters(&s, stars: true)
        guard reading.said else { return nil }
        let left = reading.leftover.filter { s.words[$0].isWord }
        guard !left.contains(where: { s.words[$0].text.first?.isUppercase == true }), left.count <= 1 else { return nil }
        return (s, reading)
    }

    /// "search OpenStreetMap for pizzerias", "busca restaurantes por aqui": a kind of place in
    /// the plural is places of that kind, not a name.
    /// "search the map for sandwich places around here", "find me the closest burger place": the query stands before a noun of
    /// places ("places", "spot", "lugares"), so it is their kind, not a name.
    func placesOfAKind(_ query: String, _ s: Sentence) -> Bool {
        guard let last = Lexer.words(query).last(where: \.isWord)?.folded else { return false }
        return s.words.indices.contains { i in
            s.words[i].folded == last && i + 1 < s.count && Arbiter.placesNouns.contains(s.words[i + 1])
        }
    }
    static let placesNouns: WordSet = [
        "places", "spots", "joints", "restaurants", "lugares", "restaurantes", "opcoes", "options", "place", "spot", "joint",
    ]

    func kindsInThePlural(_ query: String) -> Bool {
        let words = Lexer.words(query).filter(\.isWord)
        guard (1...2).contains(words.count), let last = words.last, last.folded.hasSuffix("s") else { return false }
        let folded = words.map(\.folded).joined(separator: " ")
        return Fillers.placeNouns.contains(last) && words.count == 1
            || vocabulary.term(folded: folded).map { vocabulary.categories.contains($0.term) || Arbiter.kindsOfPlace.contains($0.term) }
                ?? false
    }

    /// Cuisines that name a kind of place rather than a dish to look up
    /// (`japanese` describes a restaurant; `ramen`, `pizza`, `açaí` are searched for).
    static let kindsOfPlace: Set<String> = [
        "brazilian", "mineira", "bahian", "northeastern", "amazonian", "gaucho", "seafood", "japanese", "chinese", "korean", "thai",
        "vietnamese", "indian", "arabic", "lebanese", "italian", "french", "portuguese", "spanish", "mexican", "peruvian",
        "argentinian", "german", "contemporary", "vegetarian", "vegan", "healthy",
    ]

    /// Capitalised words joined by a small word: "Bar do Alemão", "Casa da Feijoada", "House of Curry".
    static func looksLikeAName(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard words.count >= 3 else { return false }
        for i in 1..<(words.count - 1)
        where ["do", "da", "de", "dos", "das", "di", "del", "of", "the", "e", "&"].contains(words[i].lowercased()) {
            if words[i - 1].first?.isUppercase == true && words[i + 1].first?.isUppercase == true { return true }
        }
        return false
    }

    /// `find`'s stricter test: the text describes a place (a price, a rating,
    /// a generic place word, or more than one kind), not only a dish or brand
    /// to look up (`acha temaki aqui perto` stays a search).
    /// With `kindIsAPlace`, a cuisine or category alone describes a place too
    /// (an OpenStreetMap search for "Indian" is a request for an Indian restaurant).
    func describesAPlace(_ text: String, kindIsAPlace: Bool = false, anyKind: Bool = false) -> Bool {
        guard let (s, reading) = description(of: text) else { return false }
        let generic = s.words.contains { Fillers.placeNouns.contains($0) }
        // A cuisine or kind of place (not a dish to look up: "acha temaki", "find ramen") describes a place too.
        // (Only when no word but everyday ones is left over: "pub do canto" names a pub, "a good restaurant" is one.)
        // (`anyKind`: framed with an article, any kind is a place: "me acha uma hamburgueria boa pra criança".)
        let kindOnly =
            (kindIsAPlace || anyKind) && !reading.filters.tags.isEmpty && reading.filters.dishes.isEmpty
            && !reading.leftover.contains { s.words[$0].isWord && !CommonWords.contains(s.words[$0]) }
            && (anyKind || reading.filters.tags.allSatisfy { Arbiter.kindsOfPlace.contains($0) || vocabulary.categories.contains($0) })
        // ("me acha algo aberto agora": open now describes a place too.)
        return generic || reading.price != nil || reading.filters.minStars != nil || reading.filters.rating != .any
            || reading.filters.tags.count > 1 || kindOnly || reading.filters.openNow
    }

    /// Words that say the list itself is searched: "list", "search for",
    /// "do I have … saved", "nos meus lugares" — not only a framing phrase
    /// ("are there any…", "acha pra mim…").
    static let listMarkers: WordSet = ListWords.listVerbs.union([
        "search", "serach", "busca", "buscar", "pesquisa", "pesquisar", "procura", "procurar", "saved", "salvo", "salvos", "salva",
        "salvas", "have", "tenho", "temos", "through", "cadastrado", "cadastrada", "cadastrados", "cadastradas",
    ])

    func saysTheList(_ s: Sentence) -> Bool {
        // ("tenho interesse em…", "have to", "tenho vontade de…": a wish, not what the list has.)
        let wishes = Arbiter.wishes
        return s.words.indices.contains { i in
            Arbiter.listMarkers.contains(s.words[i])
                && !(["have", "tenho", "temos"].contains(s.words[i]) && i + 1 < s.count && wishes.contains(s.words[i + 1]))
        } || s.first(ListWords.myPlaces) != nil || namesKindsOfMine(s) || placesOfMineDescribed(s)
    }

    // MARK: 6. "help me find…"

    /// "help me find a cheap thai place", "me ajuda a achar um japa": help
    /// followed by a person and at least two more words.
    func helpIsFraming(_ s: Sentence) -> Bool {
        guard
            let help = s.words.indices.first(where: {
                ["help", "ajuda", "ajudar", "ajude", "socorro", "halp", "sos"].contains(s.words[$0])
            })
        else { return false }
        var after = Array(s.words[(help + 1)...].filter(\.isWord))
        // "help me find", "help us pick", "me ajuda a achar", "ajuda a gente a escolher".
        var person = help > 0 && ["me", "nos"].contains(s.words[help - 1])
        while let first = after.first, ["me", "us", "a", "gente", "to", "nos"].contains(first) {
            person = person || first.folded != "to" && first.folded != "a"
            after.removeFirst()
        }
        // "help. pregnant wife craving açaí RIGHT NOW", "Vocês poderiam me ajudar? Quero comer acarajé…": a
        // cry for help in a sentence of its own, before a sentence that asks for food.
        // ("Help me out real quick: Italian or French…", "me ajuda aqui rapidinho, preciso de um açaí": a clause of
        // its own, of nothing but the cry, before a comma or a colon.)
        let clauseEnd = (help..<s.count).first { s.words[$0].kind == .punctuation && [",", ":", ";"].contains(s.words[$0].text) }
        let cryAlone = clauseEnd.map { e in s.words[(help + 1)..<e].allSatisfy { MetaWords.cryForHelp.contains($0) } } ?? false
        if let end = cryAlone ? clauseEnd : (help..<s.count).first(where: { s.words[$0].endsASentence }),
            // (A cry that is all its sentence — "Me ajuda? Minha amiga é vegana…" — asks no question about the program.)
            s.first(MetaWords.helpQuestions, from: cryAlone || end - help <= 2 && s.words[end].text.contains("?") ? end : 0) == nil,
            ((end + 1)..<s.count).contains(where: { i in
                vocabulary.term(folded: s.words[i].folded) != nil || Arbiter.wantWords.contains(s.words[i])
                    || PickWords.nearMe.match(s.words, at: i) != nil
            })
        {
            return true
        }
        guard person, let next = after.first else { return false }
        return PickWords.findVerbs.contains(next) || PickWords.spin.contains(next) && after.count >= 1
    }
}
