// MARK: - show: one place's details, or what the pick is, has or serves

extension PlaceCommandReader {
    /// Whether the line asks for another pick or the next page in so many
    /// words ("another option", "more", "keep going") rather than naming a place.
    func anotherPickOrPage(_ s: Sentence) -> Bool {
        guard let m = s.first(PickWords.againPhrases), m.range.count > 1 || m.value == .again else { return false }
        // "me mostra mais informações desse", "show more details": more about this one.
        if m.range.upperBound < s.count,
            ["info", "informacoes", "informacao", "infos", "details", "detalhes", "about", "sobre"].contains(
                s.words[m.range.upperBound])
        {
            return false
        }
        // ("esse aí fica onde? mostra mais": "more" said last, after a question about the pick, is more about it.)
        if ["mais", "more"].contains(s.words[m.range.upperBound - 1]), s.words[m.range.upperBound...].allSatisfy({ !$0.isWord }),
            (0..<m.range.lowerBound).contains(where: { i in
                PlaceCommandWords.showPhrases.match(s.words, at: i) != nil || PlaceCommandWords.pickQuestions.match(s.words, at: i) != nil
            })
        {
            return false
        }
        // ("me mostra o Coco Bambu de novo", "show me Bar Brasil again": that place, shown again.)
        if (0..<m.range.lowerBound).contains(where: { i in
            places.match(s.words, at: i) != nil
                || i > 0 && CapitalisedName.isCapital(s.words[i]) && !s.words[i - 1].endsASentence
                    && !["i", "i'm", "im"].contains(s.words[i])
        }) {
            return false
        }
        return places.match(s.words, at: m.range.lowerBound) == nil
    }

    /// People other than the one talking, as the subject of a verb of seeing.
    static let otherSeers: WordSet = Arbiter.someoneElse.union([
        "alguem", "ninguem", "someone", "somebody", "anyone", "anybody", "nobody", "everyone", "everybody", "galera",
    ])
    /// Verbs of will or future between a subject and the verb ("vai ver", "wants to see").
    static let beforeSeeing: WordSet = ["vai", "vao", "quer", "querem", "will", "wants", "gonna", "going", "to", "also", "tambem"]

    /// Whether the verb of showing at `i` has someone else as its subject ("alguém vai ver?", "she wants to see it").
    func seenBySomeoneElse(_ s: Sentence, at i: Int) -> Bool {
        // (Only seeing: "do they show games?" asks what the pick shows.)
        guard ["ver", "see", "watch", "assistir", "olhar", "look"].contains(s.words[i]) else { return false }
        var j = i - 1
        while j >= 0, Self.beforeSeeing.contains(s.words[j]) { j -= 1 }
        return j >= 0 && Self.otherSeers.contains(s.words[j])
    }

    /// Whether the verb of showing at `i` shows one of a kind ("me mostra uma pizzaria", "show me a bakery").
    func showsOneOfAKind(_ s: Sentence, at i: Int) -> Bool {
        var j = i + 1
        while j < s.count, ["me", "us", "pra", "mim", "nos", "pro"].contains(s.words[j]) { j += 1 }
        guard j + 1 < s.count, ["um", "uma", "a", "an", "some", "algum", "alguma", "uns", "umas"].contains(s.words[j]) else {
            return false
        }
        // (A name typed with its capital is the place shown: "mostra a Churrascaria Gaúcha da Serra".)
        guard s.words[j + 1].text.first?.isLowercase == true else { return false }
        return term(s, at: j + 1) != nil || PickReader.dishPraise.contains(s.words[j + 1]) && term(s, at: j + 2) != nil
    }

    /// Things watched rather than places shown ("ver o jogo", "see the fireworks").
    static let events: WordSet = [
        "jogo", "jogos", "game", "games", "partida", "match", "filme", "movie", "movies", "final", "luta", "fight", "novela", "serie",
        "series", "concert", "show", "shows", "fogos", "fireworks", "sunset", "por", "chuva", "meteoros", "eclipse", "stars",
        "estrelas", "desfile", "parade", "futebol", "football", "soccer", "corrida", "race", "episodio", "episode",
    ]

    /// Whether the verb at `i` is one of watching, followed by what is watched ("ver o jogo", "watch the game").
    func watchesAnEvent(_ s: Sentence, at i: Int) -> Bool {
        guard ["ver", "see", "watch", "assistir", "assiste", "olhar"].contains(s.words[i]) else { return false }
        var j = i + 1
        while j < s.count, ["o", "a", "os", "as", "the", "um", "uma", "a", "that", "this", "esse", "essa", "aquele"].contains(s.words[j]) {
            j += 1
        }
        return j < s.count && Self.events.contains(s.words[j])
    }

    func show(_ s: inout Sentence) -> Intent? {
        // ("me mostra os lugares que eu já fui": where I have been is the history's.)
        if s.first(ListWords.historyQuestions) != nil { return nil }
        let content = s.freeIndices
        // ("BEST SHOW OF MY LIFE", "saímos do show": the noun, after an article or an adjective.)
        let verb = content.first(where: {
            PlaceCommandWords.show.contains(s.words[$0])
                && !(s.words[$0].folded == "show" && $0 > 0 && PlaceCommandWords.beforeTheNoun.contains(s.words[$0 - 1]))
                && !(s.words[$0].folded == "show" && $0 + 1 < s.count && PlaceCommandWords.afterTheNoun.contains(s.words[$0 + 1]))
                // ("um lugar bom pra ver o jogo", "somewhere to see the game": seeing is what the place is for.)
                && !($0 > 0 && ["pra", "para", "to"].contains(s.words[$0 - 1])
                    && ["ver", "see", "watch", "assistir"].contains(s.words[$0]))
                // ("não tinha nada a ver com o que eu pedi", "tem tudo a ver": to do with something, nothing seen.)
                && !(s.words[$0].folded == "ver" && $0 > 1 && s.words[$0 - 1].folded == "a"
                    && ["nada", "tudo", "tem", "tinha", "teve"].contains(s.words[$0 - 2]))
                // ("vamo ver se presta", "let's see if it's any good": seeing whether, nothing shown.)
                && !(["ver", "see"].contains(s.words[$0]) && ["se", "if", "whether"].contains(s.key($0 + 1) ?? "") && $0 > 0
                    && ["vamo", "vamos", "bora", "let's", "lets"].contains(s.words[$0 - 1]))
                // ("me mostra uma pizzaria boa aqui perto", "show me a good bakery": one of a kind, shown, is a pick.)
                && !showsOneOfAKind(s, at: $0)
                // ("alguém vai ver?", "ela quer ver o jogo": someone else sees, nothing is shown to us.)
                && !seenBySomeoneElse(s, at: $0)
                // ("vou ver o jogo hoje, alguém sabe um bar?", "watch the game": an event watched, no place shown.)
                && !watchesAnEvent(s, at: $0)
                // ("um lugar gaúcho… pra mostrar pro meu amigo", "to show my parents": showing someone is what it is for.)
                && !($0 > 1 && ["pra", "para", "to"].contains(s.words[$0 - 1]) && !Arbiter.wantWords.contains(s.words[$0 - 2])
                    && $0 + 1 < s.count
                    && ["pro", "pra", "pros", "pras", "para", "ao", "aos", "my", "our", "them", "him", "her", "off"].contains(
                        s.words[$0 + 1]))
        })
        var phrase = s.first(PlaceCommandWords.showPhrases)
        // ("esse tem cara de rede de shopping, outro": "does it have…" is asked, with a question mark or opened by
        // "does", or it tells.)
        if let p = phrase, PlaceCommandWords.hasQuestions.contains(s.words[p.range].map(\.folded).joined(separator: " ")),
            !PlaceCommandWords.asksWhatThePickHas(s)
        {
            phrase = nil
        }
        // "what's Jobi like?", "how's Gero" — a question about one place.
        let asks = s.freeIndices.first.map { ["what's", "whats", "what", "how's", "hows", "how"].contains(s.words[$0]) } ?? false
        let like = asks && (s.key(s.count - 1) == "like" || s.key(s.count - 2) == "like") && namesAPlace(s)
        // "what's the address?", "qual a nota do Jobi?", "rating for Bar Luiz?": a question about one place.
        let about = s.first(PlaceCommandWords.aboutPhrases)
        let pickQuestion = s.first(PlaceCommandWords.pickQuestions)
        // ("q tipo de comida eles tem?", "o que tem de bom nesse?": what the pick serves, asked.)
        if verb == nil, phrase == nil, about == nil, pickQuestion == nil, !like, PlaceCommandWords.asksWhatThePickServes(s) {
            s.use(0..<s.count)
            return .show(target: nil)
        }
        // "is that one expensive?", "esse é longe?", "what's the menu like there": what the pick is like, asked — the
        // other sentences, when they name nothing to look for, are why it is asked ("is it far? I'm on foot").
        if verb == nil, phrase == nil, about == nil, pickQuestion == nil,
            let asked = s.sentences.first(where: { PlaceCommandWords.asksWhatThePickIsLike(s, sentence: $0) }),
            !s.words.indices.contains(where: { places.match(s.words, at: $0) != nil }),
            !s.sentences.contains(where: { other in
                other != asked && other.contains { term(s, at: $0) != nil || PriceSlot.match(s.words, at: $0) != nil }
            })
        {
            s.use(0..<s.count)
            return .show(target: nil)
        }
        guard verb != nil || phrase != nil || like || about != nil || pickQuestion != nil else { return nil }
        // "o que está aberto agora?", "what is open?", "onde tem algo aberto": which places are open, not one place's hours.
        // ("qro comer algo agr q ainda ta aberto": "still" between is the same clause.)
        let beforeAbout = about.map { a in
            (0..<a.range.lowerBound).last { !["ainda", "still", "ja", "tambem", "sempre"].contains(s.words[$0]) } ?? -1
        }
        if verb == nil, phrase == nil, let b = beforeAbout, b >= 0,
            [
                "que", "oque", "what", "where", "onde", "algo", "algum", "alguma", "something", "anything", "lugar", "place", "lugares",
                "places", "q", "oq", "os", "as", "ones", "those", "only", "so",
            ]
            .contains(s.words[b])
        {
            return nil
        }
        // "show me another option", "show me more": another pick or page, not a place called "another option".
        if anotherPickOrPage(s) { return nil }
        // "show my visits", "mostra o histórico", "show me the event log": another command's list.
        if s.freeIndices.contains(where: {
            ListWords.history.contains(s.words[$0]) || MetaWords.log.contains(s.words[$0])
                || MetaWords.settings.contains(s.words[$0]) || FavoritesWords.nouns.contains(s.words[$0])
                // ("mostra minha lista pra eu conferir": the list itself.)
                || ["list", "lista", "listinha"].contains(s.words[$0]) && $0 > 0
                    && ["my", "minha", "the", "a", "our", "nossa"].contains(s.words[$0 - 1])
                    && !($0 > 1 && ["on", "in", "from", "of", "na", "da", "no", "do", "em"].contains(s.words[$0 - 2]))
        }) {
            return nil
        }
        if let at = verb ?? phrase?.range.lowerBound, s.isNegated(at) {
            if s.words[..<at].contains(where: { $0.kind == .punctuation }) || s.words[at...].contains(where: { $0.kind == .punctuation }) {
                // "não exclui nada, só mostra o Bar Brasil": the negation was about something else.
            } else {
                return .unknown(text: s.line.trimmed, suggestion: nil, reason: .negatedCommand)
            }
        }
        if let q = pickQuestion, verb == nil, phrase == nil {
            s.use(q.range)
            let known = s.words.indices.first { !s.used[$0] && places.match(s.words, at: $0) != nil }
            return .show(target: known.flatMap { places.match(s.words, at: $0) }.map { .name($0.name) })
        }
        if let verb { s.use(verb) }
        if let phrase { s.use(phrase.range) }
        if let about { s.use(about.range) }
        for i in s.freeIndices
        where [
            "like", "what's", "whats", "what", "is", "have", "does", "please", "thanks", "see", "i'd",
            "like", "to", "mais", "info", "details", "detalhes", "quero", "ver", "the", "one", "do",
            "don't", "delete", "anything", "just", "qual", "o", "a", "da", "do", "of", "for",
            // ("Poderia informar-me o endereço?", "can you tell me the hours": the asking, not a name.)
            "informar", "informar-me", "informe", "diga", "dizer", "informacoes", "informacao", "infos", "information",
        ].contains(s.words[i]) && !s.isInsideAName(i) { s.use(i) }
        setChatterAside(&s)
        // ("achei. mostra o endereço": an interjection of its own before the verb's sentence names no place.)
        if let at = verb ?? phrase?.range.lowerBound, let start = (0..<at).last(where: { s.words[$0].endsASentence }),
            case let before = s.freeIndices.filter({ $0 < start }), before.count <= 2,
            !before.contains(where: {
                term(s, at: $0) != nil || places.match(s.words, at: $0) != nil || PlaceWords.this.contains(s.words[$0])
            })
        {
            for i in before { s.use(i) }
        }
        // ("qual o endereço e telefone dessa?", "does it fit 25?": the facts asked, and how many we are, name no place.)
        // (What "esse tem…?" asks about stays the question's: "esse tem estacionamento?".)
        let asksWhatItHas =
            phrase.map { p in
                PlaceCommandWords.hasQuestions.contains(s.words[p.range].map(\.folded).joined(separator: " "))
            } ?? false
        // (Only asked: "esquece o preço, pode mostrar qualquer bar" drops a filter.)
        let asked = s.words.contains { $0.text.contains("?") }
        // "does it have a view?", "esse tem música ao vivo?", "does this one have a kids menu or smth": what the
        // pick has, asked — the rest of the question is what is asked about, never a name.
        let asksAboutThePick = asksWhatItHas && PlaceCommandWords.asksWhatThePickHas(s)
        if asksAboutThePick, let p = phrase,
            !(p.range.upperBound..<s.count).contains(where: { places.match(s.words, at: $0) != nil })
        {
            let end = (p.range.upperBound..<s.count).first { s.words[$0].text.contains("?") || s.words[$0].endsASentence } ?? s.count
            s.use(p.range.upperBound..<end)
        }
        // ("tell me about the place, do they have high chairs?": a later question of what the pick has is asked
        // about, never a name.)
        for m in s.all(PlaceCommandWords.showPhrases)
        where m.range.lowerBound > (phrase?.range.lowerBound ?? -1)
            && PlaceCommandWords.hasQuestions.contains(s.words[m.range].map(\.folded).joined(separator: " "))
        {
            let end = (m.range.upperBound..<s.count).first { s.words[$0].text.contains("?") || s.words[$0].endsASentence } ?? s.count
            guard end < s.count, s.words[end].text.contains("?") || s.words[end - 1].text.contains("?"),
                !(m.range.upperBound..<end).contains(where: { places.match(s.words, at: $0) != nil })
            else { continue }
            s.use(m.range.lowerBound..<end)
        }
        // ("me mostra mais sobre ele, quero saber se tem espaço kids": what it has, wished to be known, names no place.)
        if let at = verb ?? phrase?.range.lowerBound, let m = s.first(PlaceCommandWords.knowIfItHas, from: at + 1) {
            let end = (m.range.upperBound..<s.count).first { s.words[$0].kind == .punctuation && s.words[$0].text != "'" } ?? s.count
            if !(m.range.upperBound..<end).contains(where: { places.match(s.words, at: $0) != nil }) {
                for i in (at..<end)
                where !s.used[i] && (i >= m.range.lowerBound || ["quero", "want", "i", "eu", "to"].contains(s.words[i])) {
                    s.use(i)
                }
            }
        }
        for i in s.freeIndices where asked && !asksWhatItHas && PlaceCommandWords.facts.contains(s.words[i]) && !s.isInsideAName(i) {
            s.use(i)
            if i + 1 < s.count, s.words[i + 1].number != nil, ["fit", "cabe", "cabem", "seats"].contains(s.words[i]) { s.use(i + 1) }
            if i > 0, s.words[i - 1].number != nil, ["people", "pessoas"].contains(s.words[i]) { s.use(i - 1) }
        }
        // A name in so many words only after the verb itself ("show bar do ze"); elsewhere a known name, a number or "this".
        let leads = verb != nil && verb == content.first
        // (After "does it have…?", a sentence that goes on tells why it is asked: "…? meu avô anda de bengala".)
        // ("how much is it? we're kinda on a budget", "do they say anything about dairy free stuff?": the question points
        // at the pick with its pronoun; the rest is what is asked about, or why, never a name.)
        let pointsAtThePick =
            phrase.map { p in
                let start = (0..<p.range.lowerBound).last { s.words[$0].endsASentence }.map { $0 + 1 } ?? 0
                return s.words[start..<p.range.upperBound].contains {
                    ["it", "they", "them", "esse", "essa", "ele", "ela", "eles", "elas"].contains($0)
                }
            } ?? false
        // ("show me Boteco Seu Zé, I went there and to Bar Urca last week": the name right after the verb is the one shown;
        // another named in the story after it is not.)
        var ownClause: Range<Int>?
        // ("I'm torn between Bistrô Lume and Tasca do Porto… tell me about Tasca do Porto first": the phrase's name.)
        if let v = verb ?? phrase.map({ $0.range.upperBound - 1 }) {
            var j = v + 1
            while j < s.count,
                ["me", "us", "the", "o", "a", "info", "details", "detalhes", "on", "of", "do", "da", "sobre", "about"].contains(s.words[j])
            {
                j += 1
            }
            if j < s.count, CapitalisedName.isCapital(s.words[j]), CapitalisedName.run(s.words, from: j).count >= 2 {
                ownClause = v..<((j..<s.count).first { s.words[$0].kind == .punctuation && s.words[$0].text != "'" } ?? s.count)
            } else if s.hasSeveralSentences, let own = s.sentences.first(where: { $0.contains(v) }) {
                // ("tem espaço kids lá? me mostra os detalhes": what the pick has, asked in another sentence, names no
                // place; it is what the details are looked at for.)
                let asked = s.sentences.filter { q in
                    q != own && PlaceCommandWords.asksWhatThePickHas(Sentence(s.text(q.lowerBound..<min(s.count, q.upperBound + 1))))
                }
                if !asked.isEmpty { ownClause = own }
            }
        }
        // ("to em duvida entre o Cais Bar e o Terraço 21, me mostra o Cais Bar primeiro": the choice it is shown from, and
        // "first", are no other name.)
        if let own = ownClause, s.words[0..<own.lowerBound].contains(where: { ["entre", "between"].contains($0) }) {
            s.use(0..<own.lowerBound)
            for i in own where ["primeiro", "primeira", "first"].contains(s.words[i]) && s.words[i].text.first?.isLowercase == true {
                s.use(i)
            }
        }
        let t = target(&s, loose: (leads || phrase != nil) && !asksAboutThePick && !pointsAtThePick, in: ownClause)
        return .show(target: ref(t))
    }
}
