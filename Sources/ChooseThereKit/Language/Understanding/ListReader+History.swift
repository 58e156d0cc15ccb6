// MARK: - history: the visits, read by the list's recognizer

extension ListReader {
    /// Words beside "history" that make it another history than the visits ("history class", "histórico escolar",
    /// "browser history").
    static let otherHistories: WordSet = [
        "class", "classes", "teacher", "lesson", "lessons", "book", "books", "exam", "test", "homework", "channel", "museum", "buff",
        "major", "degree", "professor", "escolar", "medico", "medica", "clinico", "familiar", "bancario", "academico", "criminal",
        "browser", "browsing", "search", "medical", "credit", "family", "world", "school", "academic", "chat", "call", "order",
        "purchase", "navegacao", "navegador", "pesquisa", "compras", "pedidos", "chamadas", "conversa",
        "viagens", "viagem", "trips", "travel", "travels", "familia", "empresa", "company",
    ]
    /// Nouns that "histórico" describes as old ("um lugar histórico", "o centro histórico"): the historic tag, no history.
    static let historicThings: WordSet = [
        "lugar", "lugares", "local", "canto", "restaurante", "restaurantes", "bar", "bares", "cafe", "centro", "bairro",
        "predio", "predios", "casarao", "casa", "edificio", "ambiente", "regiao", "ponto", "pontos", "mercado", "largo",
    ]
    /// Small words between "history" and whose it is ("do meu", "of my", "das nossas").
    static let whoseHistory: WordSet = [
        "de", "do", "da", "dos", "das", "of", "my", "our", "the", "meu", "minha", "meus", "minhas", "nosso", "nossa", "nossos", "nossas",
    ]

    func history(_ s: inout Sentence) -> Intent? {
        var filter: HistoryFilter = .all
        var found = false
        if let at = s.freeIndices.first(where: { ListWords.history.contains(s.words[$0]) }) {
            // ("history class was interesting today", "meu histórico escolar", "my browser history": another history.)
            // ("o histórico do meu navegador", "o histórico das nossas viagens": past the small words of whose.)
            var after = at + 1
            while after < s.count, after <= at + 3, Self.whoseHistory.contains(s.words[after]) { after += 1 }
            if after < s.count && Self.otherHistories.contains(s.words[after]) || at > 0 && Self.otherHistories.contains(s.words[at - 1])
                || at > 0 && Self.historicThings.contains(s.words[at - 1])
            {
                return nil
            }
            // "clear my history" is not a command: refuse rather than list.
            if s.freeIndices.contains(where: { Refusals.destroy.contains(s.words[$0]) }) {
                return .unknown(text: s.line.trimmed, suggestion: nil, reason: .notSupported("history"))
            }
            s.use(at); found = true
        }
        if let m = s.first(ListWords.historyPhrases) {
            // "rate 4 would return" is a rating that says it, not the history.
            if !found,
                !StarsSlot.matches(in: s.words).isEmpty
                    || s.freeIndices.contains(where: { Arbiter.cueWords[.rate]?.contains(s.words[$0]) == true && !m.range.contains($0) })
            {
                return nil
            }
            if let f = m.value { filter = f }
            s.use(m.range); found = true
        }
        // ("my visits", "as visitas"; a verb of going asks only in a question or with a verb of showing:
        // "fui promovida hoje!!!" tells, "onde eu fui essa semana?" asks.)
        if !found,
            s.freeIndices.contains(where: { i in
                ListWords.visitWords.contains(s.words[i])
                    // ("fui demitido hj", "fui promovida": "fui" before a participle went nowhere.)
                    && !(s.words[i].folded == "fui" && i + 1 < s.count
                        && ["ado", "ido", "ada", "ida"].contains(where: { s.words[i + 1].folded.hasSuffix($0) }))
                    // (A question of its own sentence: "…do Madero e eu nunca fui. Consegue achar um pra mim?" asks another thing.)
                    && (ListWords.visitNouns.contains(s.words[i])
                        || (i..<s.count).first(where: { s.words[$0].endsASentence }).map { s.words[$0].text.contains("?") } == true
                        || s.words[sentence(of: i, in: s)].contains {
                            ListWords.questionWords.contains($0)
                                || [
                                    "show", "mostra", "mostrar", "see", "ver", "view", "display", "list", "lista", "places", "lugares",
                                    "spots", "restaurants", "restaurantes", "everywhere",
                                ].contains($0)
                        })
            })
        {
            found = true
            // ("mostra todos os lugares que eu já fui": the visit words are the history's.)
            if let m = s.first(ListWords.beenTo) { s.use(m.range) }
            for i in s.freeIndices where ListWords.visitWords.contains(s.words[i]) { s.use(i) }
        }
        // "where have we eaten lately", "onde eu comi ultimamente", "what have i rated so far", "quais lugares eu já avaliei?"
        if !found, let m = s.first(ListWords.historyQuestions) { s.use(m.range); found = true }
        if !found, let m = s.first(ListWords.beenTo), !s.words.contains(where: { Arbiter.cueWords[.spin]?.contains($0) == true }),
            s.words.contains(where: { $0.text.contains("?") })
                || s.freeIndices.first.map({ ListWords.questionWords.contains(s.words[$0]) }) == true
                // ("show me every place I've been to", "mostra todos os lugares que eu já fui".)
                || s.words.contains(where: { ListWords.showVerbs.contains($0) })
        {
            s.use(m.range); found = true
        }
        // "which places did we say we'd go back to", "os lugares que eu disse que voltaria": what was said when rating.
        if !found, StarsSlot.matches(in: s.words).isEmpty,
            s.freeIndices.contains(where: {
                ["places", "lugares", "spots", "where", "onde", "which", "quais", "ones"].contains(s.words[$0])
                    // ("e só os q eu disse q voltaria": "the ones" that.)
                    || ["os", "as"].contains(s.words[$0]) && $0 + 1 < s.count && ["que", "q"].contains(s.words[$0 + 1])
            }),
            s.freeIndices.contains(where: { ListWords.saidWords.contains(s.words[$0]) }),
            let said = ReturnIntent.read(s.words, scope: s.scope), said.answer != .no,
            !s.words.indices.contains(where: { Negation.negatorTable.match(s.words, at: $0) != nil })
        {
            for r in said.ranges { s.use(r) }
            for i in s.freeIndices
            where [
                "said", "say", "told", "disse", "dissemos", "falei", "falamos", "marked", "marquei", "answered", "places",
                "lugares", "spots", "which", "quais", "ones", "did", "we", "i", "eu", "a", "gente", "que", "to",
                "we'd", "os", "as", "the", "where", "onde",
            ].contains(s.words[i]) { s.use(i) }
            filter = .wouldReturn
            found = true
        }
        guard found else { return nil }
        for i in s.freeIndices
        where ListWords.showVerbs.contains(s.words[i])
            || [
                "my", "meu", "minhas", "meus", "our", "visit", "visits",
                "visitas", "idas", "lately", "ultimamente", "so", "far",
                "ja", "already", "please", "pfv",
            ].contains(s.words[i])
        { s.use(i) }
        for m in s.all(ListWords.filters, free: true) { filter = m.value; s.use(m.range) }
        // ("fui em dois lugares semana passada…", "quero comparar os dois lugares q fui": places counted in a clause
        // that tells where we went are no limit — unless "last" says so: "my last 3 places I went to".)
        // ("uns lugares que eu dei 1 estrela": stars given are what the visits say, no limit.)
        for n in NumberSlot.matches(in: s.words)
        where n.range.upperBound < s.count && ["star", "stars", "estrela", "estrelas"].contains(s.words[n.range.upperBound])
            && (max(0, n.range.lowerBound - 2)..<n.range.lowerBound).contains(where: {
                ["dei", "gave", "given", "demos"].contains(s.words[$0])
            })
        {
            s.use(n.range.lowerBound...n.range.upperBound)
        }
        let number = NumberSlot.matches(in: s.words).first { n in
            let start = (0..<n.range.lowerBound).last { s.words[$0].kind == .punctuation }.map { $0 + 1 } ?? 0
            let end = (n.range.upperBound..<s.count).first { s.words[$0].kind == .punctuation } ?? s.count
            let last = n.range.lowerBound > 0 && ["last", "ultimas", "ultimos"].contains(s.words[n.range.lowerBound - 1])
            if s.used[n.range.lowerBound] { return false }
            // ("fazemos 10 anos de casados", "it's been 3 years": a quantity of time or people counts no visits.)
            if n.range.upperBound < s.count, PlaceWords.isQuantityUnit(s.words[n.range.upperBound]) { return false }
            return last || !(start..<end).contains { ListWords.wentTo.contains(s.words[$0]) && !s.used[$0] }
        }
        if let number { s.use(number.range) }
        for i in s.freeIndices
        where ["last", "ultimas", "ultimos", "my", "our", "meu", "meus", "show", "mostra", "me", "the", "o"].contains(s.words[i]) {
            s.use(i)
        }
        return .history(filter: filter, limit: number.map { Int(saturating: $0.value, in: 1...1_000_000) })
    }

    /// The words of the sentence the word at `i` stands in, its closing mark included.
    private func sentence(of i: Int, in s: Sentence) -> Range<Int> {
        let start = (0..<i).last { s.words[$0].endsASentence }.map { $0 + 1 } ?? 0
        let end = (i..<s.count).first { s.words[$0].endsASentence }.map { $0 + 1 } ?? s.count
        return start..<end
    }
}
