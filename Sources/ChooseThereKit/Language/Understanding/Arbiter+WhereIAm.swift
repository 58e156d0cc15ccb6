// MARK: - The arbiter's policy 9: where I am is no city switch

extension Arbiter {
    /// "tô na paulista", "estou no centro", "I'm at the Paulista": being
    /// somewhere, said with an article, names a place where the user is —
    /// not a city to move to (cities take no article: "tô em Curitiba"),
    /// unless it is a city's nickname ("tô no rio").
    func saidAsWhereIAm(_ s: Sentence) -> Bool {
        let words = s.words.filter(\.isWord)
        guard words.count >= 3 else { return false }
        let beings: Set<String> = ["to", "tou", "estou", "estamos", "tamo", "tamos", "i'm", "im", "we're", "were"]
        guard beings.contains(words[0].folded) else { return false }
        var i = 1
        if ["am", "are"].contains(words[i].folded), i + 1 < words.count { i += 1 }
        // "im in copacabana near posto 5", "to em copacabana perto do posto 5": a place and a landmark by it.
        if ["in", "em"].contains(words[i].folded) { return Arbiter.landmarkSaid(s) != nil }
        guard ["na", "no", "nas", "nos", "at"].contains(words[i].folded) else { return false }
        i += 1
        if i < words.count, words[i].folded == "the" { i += 1 }
        guard i < words.count else { return false }
        // ("tô no Rio": the nickname of a city; "tô no Rio Vermelho": a longer name that begins like one.)
        return CityResolver.nicknames[words[i].folded] == nil
            || i + 1 < words.count && words[i + 1].text.first?.isUppercase == true
    }

    /// Words that put a landmark beside a place ("near posto 5", "perto do metrô").
    static let besideWords: WordSet = ["near", "by", "perto", "pertinho", "beside", "next", "ao", "close"]
    /// Words between those and the landmark.
    static let besideLinks: WordSet = ["to", "the", "of", "do", "da", "dos", "das", "de", "lado", "a", "o"]

    /// In "in X near Y": where X ends, and Y's range, when both have words.
    static func landmarkSaid(_ s: Sentence) -> (place: Range<Int>, landmark: Range<Int>)? {
        guard let inWord = s.words.indices.first(where: { ["in", "em"].contains(s.words[$0].folded) }),
            let near = s.words.indices.first(where: { $0 > inWord + 1 && besideWords.contains(s.words[$0]) })
        else { return nil }
        var start = near + 1
        while start < s.count, besideLinks.contains(s.words[start]) { start += 1 }
        let place = s.trimmed((inWord + 1)..<near), landmark = s.trimmed(start..<s.count)
        // (Only words: "…near the beach kiosk, any sushi?" asks for more than where I am.)
        guard !place.isEmpty, place.count <= 3, !landmark.isEmpty, landmark.count <= 4, s.words[place].allSatisfy({ $0.isWord }),
            s.words[landmark].allSatisfy({ $0.kind != .punctuation })
        else { return nil }
        return (place, landmark)
    }

    /// Whether an address said holds, after its start, a switch of the city in
    /// so many words ("guarulhos com 6h de escala, muda a cidade pra são paulo").
    static func switchesTheCity(in query: String) -> Bool {
        let words = Lexer.words(query)
        return words.indices.dropFirst().contains { i in WhereWords.strongSwitch.match(words, at: i).map { $0.end - i >= 2 } ?? false }
    }

    /// The words after "tô na", "i'm at the": the place said ("X, Y" for "in X near Y").
    /// Whether a sentence other than the one that says where I am asks for a
    /// place nearby: a kind or price and a word of nearness or a question.
    /// (Or in another clause of the same sentence: "to perto da rodoviária esperando o ônibus, tem algum café aqui por
    /// perto pra eu matar o tempo?".)
    func asksForAPlaceInAnotherSentence(_ s: Sentence, than query: String) -> Bool {
        var clauses: [Range<Int>] = []
        var start = 0
        for i in s.words.indices where s.words[i].kind == .punctuation && [".", "!", "?", ";", ",", ":"].contains(s.words[i].text) {
            if i > start { clauses.append(start..<i) }
            start = i + 1
        }
        if start < s.count { clauses.append(start..<s.count) }
        guard clauses.count >= 2 else { return false }
        let told = Set(Lexer.words(query).map(\.folded))
        return clauses.contains { r in
            !r.contains { told.contains(s.words[$0].folded) && s.words[$0].isWord && !Fillers.isEdge(s.words[$0]) }
                && r.contains {
                    // ("…is there an ice cream place around here?": a kind of two words too.)
                    vocabulary.term(folded: s.words[$0].folded) != nil || term(s, at: $0) != nil || PriceSlot.match(s.words, at: $0) != nil
                        // ("…acaba meia noite. o q tem aberto por aqui?": what is open, asked.)
                        || FilterWords.openNow.match(s.words, at: $0) != nil
                        || ["aberto", "aberta", "abertos", "open"].contains(s.words[$0])
                }
                && r.contains {
                    PickWords.nearMe.match(s.words, at: $0) != nil || s.words[$0].text.contains("?")
                        || DistanceSlot.match(s.words, at: $0) != nil
                }
        }
    }

    static func placeSaid(_ s: Sentence) -> String {
        if let (place, landmark) = landmarkSaid(s),
            s.words.indices.first(where: { ["na", "no", "nas", "nos", "at"].contains(s.words[$0]) }) == nil
        {
            return s.text(place) + ", " + s.text(landmark)
        }
        guard let at = s.words.indices.first(where: { ["na", "no", "nas", "nos", "at", "em", "in"].contains(s.words[$0]) }) else {
            return s.line.trimmed
        }
        var start = at + 1
        if start < s.count, s.words[start].folded == "the" { start += 1 }
        // (Up to the place's own clause: "tô em Pinheiros, anything por aqui?" is in Pinheiros.)
        var end = (start..<s.count).first { s.words[$0].kind == .punctuation && s.words[$0].text != "." } ?? s.count
        // ("tô no Rio Vermelho agora": the time said after the place is no part of it.)
        while end > start + 1, WhereWords.timeTail.contains(s.words[end - 1]) { end -= 1 }
        return start < end ? s.text(s.trimmed(start..<end)) : s.line.trimmed
    }
}

extension Arbiter {
    /// Why a city switch may not stand: where I am said as a place in town,
    /// a pick asked there, a move told of someone else or of another time, a
    /// wish to live there, or words after "cidade" that name no city.
    func cityRefusal(_ request: CityRequest, in s: Sentence) -> Refusal? {
        // ("estou no Recife": a state capital said with its article is the city.)
        if let name = request.name, saidAsWhereIAm(s), !isACapital(name, request.state) { return .whereIAm }
        // "tô em Pinheiros, anything por aqui?": a town of no size beside a search nearby is where I am.
        if let name = request.name, s.first(PickWords.nearMe) != nil, !isACapital(name, request.state),
            case .city(let c)? = lexicon.cities?.resolve([name, request.state].compactMap { $0 }.joined(separator: ", "), fuzzy: false),
            c.population < 100_000
        {
            return .whereIAm
        }
        // "Going to Recife next week… could you pick a cheap seafood place there?": the trip is
        // the pick's city; the session does not move on a story.
        // "tô em sampa só hj, onde como um ramen bom?": a place described beside the city is a pick there.
        // (Not a form of one: "changed" repaired into "change" asks nothing; "swich" does.)
        // ("my city is Curitiba", "minha cidade é Recife": which city is mine, said as a fact, is the switch.)
        // (The city said is the one after "is": "my city is São Paulo but I'm in Rio this week" names two.)
        let declared = s.words.indices.contains { i in
            WhereWords.myCityIs(s.words, at: i).map { v in request.name.map { Lexer.words($0).first?.folded == s.words[v].folded } == true }
                == true
        }
        let switches =
            declared
            || s.words.contains { w in
                Arbiter.switchWords.contains(w) && !(Folding.key(w.text).hasPrefix(w.folded) && Folding.key(w.text) != w.folded)
            }
        if request.name != nil, !switches,
            s.words.indices.contains(where: { vocabulary.term(folded: s.words[$0].folded) != nil && !cityWord(s, $0, request) })
                // ("Estou em Brasília só por hoje. Me sorteia um dos lugares de lá…": a pick asked beside it, too.)
                || s.words.contains(where: { PickWords.spin.contains($0) || Arbiter.recommendVerbs.contains($0) })
                // ("to em POA e quero um galeto com polenta, preço médio": a price wished for there.)
                || s.words.indices.contains(where: { PriceSlot.match(s.words, at: $0) != nil && !cityWord(s, $0, request) })
        {
            return .describesAPlace
        }
        // ("The city I'd most like to live in is Florianópolis": where one lives or would live, told.)
        if request.name != nil, !switches,
            s.words.indices.contains(where: { i in
                Arbiter.living.contains(s.words[i])
                    && (max(0, i - 3)..<i).contains(where: { Arbiter.wishingToLive.contains(s.words[$0]) })
            })
        {
            return .storyAboutIt
        }
        // ("favourite city in the world? lisbon, no contest", "a melhor cidade é Floripa": an opinion of a city moves no session.)
        if request.name != nil, !switches, s.first(Arbiter.cityOpinions) != nil { return .storyAboutIt }
        // ("hoje faz um ano q me mudei pra Curitiba", "I moved here to Recife two years ago": how long ago, told.)
        // (Unless a switch is asked outright: "tô em Floripa faz 2 dias, troca a cidade".)
        if request.name != nil, Arbiter.saysHowLongAgo(s),
            !s.words.contains(where: { ["troca", "troque", "muda", "mude", "switch", "change", "set", "coloca", "bota"].contains($0) })
        {
            return .storyAboutIt
        }
        // "mês que vem vou pra Curitiba visitar minha irmã": a trip told, no switch asked.
        if request.name != nil, !switches, s.first(Arbiter.someOtherTime) != nil { return .storyAboutIt }
        // "meu pai mudou pra Curitiba em 2010…", "a gente tava pensando em mudar de cidade, talvez pra Floripa":
        // someone else's move, or a maybe, moves no session.
        // ("minha irmã muda de cidade toda hora…": a switch word said of someone else moves no session.)
        if someoneElseMoves(s) || !switches && tellsAStory(s) || s.first(Arbiter.hedges) != nil { return .storyAboutIt }
        // "São Paulo é a cidade mais barulhenta que eu já morei", "the city is so loud tonight": a city described.
        if !switches, cityDescribed(request, s) { return .storyAboutIt }
        // "isso fica do outro lado da cidade, não tem nada mais perto não?": words after "cidade" that name no city.
        if !switches, let name = request.name, Lexer.words(name).filter(\.isWord).count > 2,
            lexicon.cities?.resolve([name, request.state].compactMap { $0 }.joined(separator: ", "), fuzzy: true)
                == CityResolver.Resolution.none
        {
            return .targetNotInList
        }
        return nil
    }

    /// Whether the city's name (or "the city") is the subject of a description: a copula right after it.
    private func cityDescribed(_ request: CityRequest, _ s: Sentence) -> Bool {
        let last = request.name.flatMap { Lexer.words($0).last(where: \.isWord)?.folded }
        return s.words.indices.dropFirst().contains { i in
            Arbiter.describingCopulas.contains(s.words[i].text.lowercased())
                && (s.words[i - 1].folded == last
                    || Arbiter.cityNouns.contains(s.words[i - 1])
                        // ("any city is fine": which city, not one described.)
                        && !(i >= 2 && ["any", "qualquer", "whatever", "whichever", "outra", "another"].contains(s.words[i - 2].folded)))
        }
    }

    /// "is", "é", "was": a copula as typed ("e" alone is "and").
    static let describingCopulas: Set<String> = ["is", "was", "é", "era", "foi", "'s", "seems", "parece", "tá", "está", "gets", "fica"]
    static let cityNouns: WordSet = ["city", "cidade", "town", "place", "lugar"]

    /// Whether the line says how long ago something was ("faz um ano que", "há dois meses", "two years ago").
    static func saysHowLongAgo(_ s: Sentence) -> Bool {
        let spans: WordSet = [
            "ano", "anos", "mes", "meses", "semana", "semanas", "dia", "dias", "year", "years", "month", "months", "week", "weeks",
        ]
        return s.words.indices.contains { i in
            guard spans.contains(s.words[i]) else { return false }
            let before = (max(0, i - 3)..<i).contains { ["faz", "fazem", "ha", "desde"].contains(s.words[$0]) }
            let after = i + 1 < s.count && ["ago", "atras"].contains(s.words[i + 1])
            return before || after
        }
    }
}
