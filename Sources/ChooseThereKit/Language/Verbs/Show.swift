// MARK: - show: everything about a place: the current pick, a name, or a number from the last list

extension Verb {
    /// The `show` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let showRow = VerbRow(
        english:
            CommandSpec(
                verb: .show, phrases: ["show", "info", "details", "detalhes", "mostrar", "ver"],
                usage: "show [NAME|N]", summary: "everything about a place: the current pick, a name, or a number from the last list",
                details: "",
                examples: ["show", "show Bar da Dona Onça", "show 3", "details"], group: .places, argument: .place),
        portugueseName: "ver",
        portugueseUsage: "ver [NOME|N]",
        portuguesePhrases: ["detalhes", "mostrar", "ver"],
        portugueseHelp: (
            "tudo sobre um lugar: o atual, um nome ou um número da última lista",
            "",
            ["mostra", "mostra o Bar da Dona Onça", "mostra o 3", "detalhes"]
        ),
        triggers: {
            PlaceCommandWords.show.union(PlaceCommandWords.showPhrases.anchors).union(PlaceCommandWords.aboutPhrases.anchors)
                .union(PlaceCommandWords.pickQuestions.anchors).union(["like"]).union(PlaceCommandWords.having)
                .union(WordSet(PlaceCommandWords.pickQualities.union(PlaceCommandWords.pickFeatures).union(PlaceCommandWords.pickAsking)))
        })
}

// Its cue words, which its recognizer (Understanding/PlaceCommandReader.swift) reads.
extension PlaceCommandWords {
    static let show: WordSet = [
        "show", "info", "details", "detalhes", "detail", "mostra", "mostrar", "mostre", "ver", "describe", "informacoes", "informacao",
        "infos",
        "information", "pormenores",
    ]

    /// The show phrases that ask whether the place has something: a question only with its question mark.
    static let hasQuestions: Set<String> = [
        "esse tem", "essa tem", "esse lugar tem", "does it have", "does this place have", "do they have", "esse aceita", "essa aceita",
        "does it take", "do they take", "do they allow", "does it allow", "does this one have", "does that one have",
        "does that place have", "does it serve", "do they serve", "does this one serve", "eles tem", "ele tem", "ela tem",
        "esse ai tem", "essa ai tem", "esse lugar ai tem",
        // What the pick is ("is that a sit down place?", "esse é um lugar pra sentar?").
        "is it a", "is it an", "is that a", "is that an", "is this a", "is this an", "is this place a", "is that place a", "esse e um",
        "esse e uma", "essa e uma", "esse lugar e um", "esse ai e um", "essa ai e uma",
    ]

    /// A wish to know what the pick has, after a show cue ("me mostra mais sobre ele, quero saber se tem espaço kids").
    static let knowIfItHas = PhraseTable<Bool>(
        [
            "saber se tem", "saber se eles tem", "ver se tem", "ver se eles tem", "know if it has", "know if they have",
            "see if it has", "see if they have", "check if it has", "check if they have",
        ].map { ($0, true) })

    /// A place's facts asked about beside a show cue ("o endereço e telefone dessa", "does it fit 25?"): never its name.
    static let facts: WordSet = [
        "telefone", "phone", "morada", "horario", "horarios", "hours", "funcionamento", "opening", "endereco", "address", "preco", "precos",
        "prices", "cardapio", "menu", "rampa", "ramp", "stairs", "escada", "degrau", "pet", "pets", "dogs", "parking",
        "estacionamento", "reviews", "avaliacoes", "fit", "cabe", "cabem", "people", "pessoas", "seats", "lugares",
    ]

    static let showPhrases = PhraseTable<Bool>(
        [
            "tell me more about", "tell me about", "tell me everything about", "everything about", "tudo desse", "tudo dessa",
            "tudo sobre esse", "tudo sobre essa", "me passa tudo", "more info", "more info about", "details on", "details for",
            "details of",
            // Where the pick is ("esse fica onde exatamente?", "where is this one?").
            "fica onde", "esse fica onde", "onde fica esse", "onde fica essa", "where is this one", "where's this one", "where is it",
            "is it a", "is it an", "is that a", "is that an", "is this a", "is this an", "is this place a", "is that place a",
            "esse e um", "esse e uma", "essa e uma", "esse lugar e um", "esse ai e um", "essa ai e uma", "where's it",
            "where exactly is it", "where exactly is this place", "where exactly is that", "where exactly is this",
            "onde fica exatamente", "onde exatamente fica", "onde e que fica", "where is that place", "where is this place",
            "the details for", "what's it like", "what is it like", "how many stars does", "what's the rating of",
            "whats the rating of", "what is the rating of", "mais info", "mais info sobre", "info do", "info da", "detalhes do",
            "detalhes da", "me mostra", "como e o", "como é o", "how is",
            "tell me a bit more about", "tell me a little more about", "tell me a bit about", "tell me a little about",
            "what do you know about", "what can you tell me about", "anything about", "more about",
            "me fala mais sobre", "me fala sobre", "me fala mais do", "me fala mais da", "me fala do", "me fala da", "me conta sobre",
            "me conta mais sobre", "me conta do", "me conta da", "fala mais sobre", "fala sobre", "o que voce sabe sobre",
            "o que vc sabe sobre", "o que voce sabe do", "o que vc sabe do", "o que voce sabe da", "o que vc sabe da", "mais sobre",
            "me fala mais desse", "me fala mais dessa", "me fala mais", "fala mais desse", "fala mais dessa", "me conta mais desse",
            "me conta mais dessa", "me conta mais", "tell me more", "me fala mais desse lugar", "me fala mais dessa casa",
            "show me the address", "the address", "its address", "esse tem", "essa tem", "esse lugar tem", "does it have",
            "does this place have", "do they have", "does this one have", "does that one have", "does that place have",
            "does it serve", "do they serve", "does this one serve", "eles tem", "ele tem", "ela tem", "esse ai tem",
            "essa ai tem", "esse lugar ai tem", "quanto custa", "how much is it", "o endereco", "o endereço", "me passa o endereco",
            "me passa o endereço",
            // "me conta como é esse lugar", "que sítio é este?" (Portugal's Portuguese): what the pick is like.
            "me conta como e", "como e esse lugar", "que sitio e este", "que sitio e esse",
            "que lugar e esse", "que lugar e este",
            "me conta mais desse lugar", "fala mais desse lugar", "fala mais dele", "fala mais dela", "me fala mais dele",
            "me fala mais dela", "esse aceita", "essa aceita", "does it take", "do they take", "do they allow", "does it allow",
        ].map { ($0, true) })

    /// Questions about the pick itself: what it is, how good, where and how far ("ok what is that place, never
    /// heard of it", "is it any good? what are the ratings like", "este lugar onde fica?", "fica a quantos km
    /// daqui?"). They point at the pick: only a name the list knows points elsewhere.
    static let pickQuestions = PhraseTable<Bool>(
        [
            "what is that place", "what is this place", "what's that place", "whats that place", "what's this place",
            "whats this place", "is it any good", "is it good", "is this place good", "is that place any good",
            "what are the ratings like", "what are the reviews like", "how are the reviews", "how are the ratings", "how far is it",
            "how far away is it", "how far is this place", "este lugar onde fica", "esse lugar onde fica", "onde fica esse lugar",
            "onde fica este lugar", "fica a quantos km", "fica a quantos metros", "esse lugar e bom", "esse e bom",
            "opening hours", "horario de funcionamento",
            // What the pick serves ("what kind of food do they serve there?", "que tipo de comida eles servem?").
            "what kind of food do they serve", "what kind of food do they have", "what food do they serve", "what do they serve",
            "what type of food do they serve", "what kind of food is it", "what kind of place is it", "que tipo de comida eles servem",
            "que tipo de comida tem la", "que comida eles servem", "o que eles servem", "que tipo de lugar e esse",
            // Its prices, its menu, what is special about it ("how expensive is this one?", "what's on their menu?").
            "how expensive is it", "how expensive is this one", "how expensive is this place", "how pricey is it",
            "how pricey is this one", "quanto custa la", "e caro esse", "esse e caro",
            "what's on their menu", "whats on their menu", "what's on the menu", "whats on the menu", "what is on the menu",
            "what's special about", "whats special about", "what is special about", "o que tem no cardapio",
            "o que tem de especial", "o que tem de bom la",
        ].map { ($0, true) })

    /// Verbs of what a place has or serves, in a question about the pick.
    static let having: WordSet = [
        "tem", "servem", "serve", "serves", "oferece", "oferecem", "offer", "offers", "have", "has", "vende", "vendem",
    ]
    /// Words that point at the pick inside a question about it.
    static let pickPointers: WordSet = [
        "eles", "elas", "ele", "ela", "they", "it", "esse", "essa", "nesse", "nessa", "desse", "dessa", "la", "there", "this", "that",
    ]
    /// Question words that open such a question.
    static let whatWords: WordSet = ["que", "q", "oq", "oque", "what", "which", "qual", "quais", "whats", "what's"]

    /// "q tipo de comida eles tem?", "o que tem de bom nesse?", "what do they have that's good?": one
    /// sentence, asked with its question mark, of what the pick has — a question word, a verb of having
    /// and a word pointing at the pick — that asks for no place nearby or in an area.
    static func asksWhatThePickServes(_ s: Sentence) -> Bool {
        guard s.first(PickWords.nearMe) == nil, s.first(Areas.whole) == nil else { return false }
        for sentence in s.sentences {
            let words = s.words[sentence]
            guard words.last?.text.contains("?") == true || sentence.upperBound < s.count && s.words[sentence.upperBound].text.contains("?")
            else { continue }
            if words.contains(where: { whatWords.contains($0) }), words.contains(where: { having.contains($0) }),
                words.contains(where: { pickPointers.contains($0) })
            {
                return true
            }
        }
        return false
    }

    /// Questions about a place's facts ("what's the address", "qual a nota do").
    static let aboutPhrases = PhraseTable<Bool>(
        [
            "what's the address", "whats the address", "what is the address", "the address of", "address of", "qual o endereco",
            "qual e o endereco", "o endereco do", "o endereco da", "endereco do", "endereco da", "rating for", "rating of", "the rating of",
            "a nota do", "a nota da", "qual a nota", "qual a nota do", "qual a nota da", "quantas estrelas", "how many stars",
            "what's the rating", "whats the rating", "qual o telefone", "the phone number", "what time does", "que horas abre",
            "que horas fecha", "fecha que horas", "fecha q horas", "abre que horas", "abre q horas", "fecha a que horas", "is it open",
            "ta aberto", "esta aberto",
            // ("até que horas ele fica aberto?", "how late is it open?": its hours, asked.)
            "ate que horas", "ate q horas", "ate que hora", "ate q hora", "ate quando fica aberto", "how late is it open",
            // ("até q horas abre hj?": the verb of opening inside the question of hours is no open.)
            "ate que horas abre", "ate q horas abre", "ate que horas fica aberto", "ate q horas fica aberto", "q horas abre",
            "q horas fecha",
            "how late does it stay open", "how late are they open", "until what time", "till what time", "open until when",
        ].map { ($0, true) })

    /// "does it have a view?", "does this one have a kids menu or smth", "esse
    /// tem música ao vivo?": a sentence that opens (after fillers) with a
    /// question of what the pick has — with its question mark, or opened by
    /// "does"/"do" — and says no nearness or area ("do they have anything vegan
    /// around here?" asks for places).
    static func asksWhatThePickHas(_ s: Sentence) -> Bool {
        guard s.first(PickWords.nearMe) == nil, s.first(Areas.whole) == nil else { return false }
        var start = 0
        while start < s.count {
            let end = (start..<s.count).first { s.words[$0].endsASentence } ?? s.count
            var i = start
            while i < end, Fillers.isFiller(s.words[i]) || s.words[i].kind == .punctuation { i += 1 }
            if let m = showPhrases.match(s.words, at: i),
                hasQuestions.contains(s.words[i..<m.end].map(\.folded).joined(separator: " ")),
                end < s.count && s.words[end].text.contains("?") || ["does", "do"].contains(s.words[i])
            {
                return true
            }
            // ("tem espaço kids lá?": what it has there, asked.)
            if i < end, s.words[i].folded == "tem", end < s.count, s.words[end].text.contains("?"), end - 1 > i,
                ["la", "ali"].contains(s.words[end - 1])
            {
                return true
            }
            // ("what kind of place is it, a sushi bar?": a question about the pick, asked first.)
            if pickQuestions.match(s.words, at: i) != nil, end < s.count, s.words[end].text.contains("?") { return true }
            start = end + 1
        }
        return false
    }

    /// "is that one expensive?", "how far is that one?", "esse é longe?", "é caro esse?", "what's the menu like
    /// there", "what kind of music do they have there": a question whose subject is the pick and whose predicate
    /// is one of its qualities (or whose topic is one of its features) — asked about it, never a wish for it. The
    /// sentence is asked (its question mark, or a question word first) and wishes for nothing.
    static func asksWhatThePickIsLike(_ s: Sentence, sentence: Range<Int>) -> Bool {
        var a = sentence.lowerBound
        let b = sentence.upperBound
        while a < b, Fillers.isFiller(s.words[a]) || s.words[a].kind == .punctuation { a += 1 }
        guard a < b, !s.words[a..<b].contains(where: { wishes.contains($0) }) else { return false }
        let asked = b < s.count && s.words[b].text.contains("?") || s.words[b - 1].text.contains("?")
        let w = { (i: Int) -> String in i < b ? s.words[i].folded : "" }
        // The pick pointed at, from i: "that one", "this place", "it", "esse lugar", "essa aí"; its end.
        let pointer = { (i: Int) -> Int? in
            guard pickSubjects.contains(w(i)) else { return nil }
            return ["one", "place", "spot", "lugar", "ai", "aí", "la"].contains(w(i + 1)) ? i + 2 : i + 1
        }
        let adverbs: Set<String> = ["very", "too", "really", "super", "kinda", "pretty", "so", "muito", "mt", "mto", "meio", "tao", "bem"]
        let quality = { (i: Int) -> Bool in
            var j = i
            while adverbs.contains(w(j)) { j += 1 }
            return pickQualities.contains(w(j))
        }
        // "is that one expensive?", "isn't it far?"
        if ["is", "isn't", "isnt"].contains(w(a)), let end = pointer(a + 1), quality(end) { return true }
        // "esse é longe?", "esse lugar fica muito longe?"
        if let end = pointer(a), ["e", "eh", "fica", "ta", "esta"].contains(w(end)), quality(end + 1), asked { return true }
        // "é caro esse?", "é longe?", "fica longe?"
        if ["e", "eh", "fica"].contains(w(a)), quality(a + 1), asked {
            var j = a + 1
            while adverbs.contains(w(j)) { j += 1 }
            if j + 1 == b || pointer(j + 1) != nil { return true }
        }
        // "how far is that one?", "how expensive is it", "quão longe fica?"
        if ["how", "quao"].contains(w(a)), pickQualities.contains(w(a + 1)) {
            var j = a + 2
            if w(j) == "away" { j += 1 }
            if ["is", "fica", "e"].contains(w(j)), pointer(j + 1) != nil || j + 1 == b { return true }
        }
        // "what's the menu like there", "what are the prices like", "how's the food there", "como é o cardápio de lá"
        if ["what's", "whats", "what", "how's", "hows", "how", "como"].contains(w(a)) {
            var j = a + 1
            if ["is", "are", "e", "'s"].contains(w(j)) { j += 1 }
            // (Any noun, when "there" points at the pick: "what's the coffee like there".)
            if ["the", "their", "o", "a", "os", "as"].contains(w(j)),
                pickFeatures.contains(w(j + 1)) || ["there", "la"].contains(w(j + 3)) && w(j + 2) == "like"
                    || ["there", "la"].contains(w(j + 2)) && ["how's", "hows", "how", "como"].contains(w(a)),
                ["what's", "whats", "what"].contains(w(a)) ? w(j + 2) == "like" : true
            {
                return true
            }
        }
        // "what kind of music do they have there", "que tipo de música eles tocam?"
        let kindOf = ["what kind of", "what type of", "what sort of", "que tipo de", "q tipo de", "kind of", "type of", "tipo de"]
        for k in [sentence.lowerBound, a] where k + 3 <= b {
            let opening = (k..<(k + 3)).map(w).joined(separator: " ")
            if kindOf.contains(where: { opening.hasPrefix($0) }),
                s.words[(k + 2)..<b].contains(where: { ["they", "it", "there", "eles", "elas", "la"].contains($0.folded) })
            {
                return true
            }
        }
        return false
    }

    /// The openings of such a question with no quality named ("what kind of…", "how's the… there").
    static let pickAsking: Set<String> = ["kind", "type", "sort", "tipo", "how's", "hows"]
    /// Words that point at the pick as a question's subject.
    static let pickSubjects: Set<String> = [
        "that", "this", "it", "esse", "essa", "este", "esta", "ele", "ela", "la",
    ]
    /// Qualities a place has, asked of the pick ("is it far?", "é caro esse?").
    static let pickQualities: Set<String> = [
        "expensive", "pricey", "pricy", "cheap", "far", "open", "good", "nice", "decent",
        "busy", "crowded", "packed", "quiet", "loud", "noisy", "big", "small", "safe", "casual", "formal", "romantic",
        "cozy", "cosy", "spacious", "accessible", "popular", "legit", "reasonable", "affordable", "walkable", "lively", "chill",
        "caro", "cara", "chique", "longe", "aberto", "aberta", "bom", "boa", "legal", "cheio", "cheia",
        "lotado", "lotada", "tranquilo", "tranquila", "calmo", "calma", "barulhento", "barulhenta", "grande", "pequeno", "pequena",
        "seguro", "segura", "limpo", "romantico", "romantica", "aconchegante", "animado", "animada", "salgado", "salgada",
    ]
    /// What a place has that one asks about ("what's the menu like", "como é o atendimento").
    static let pickFeatures: Set<String> = [
        "menu", "prices", "vibe", "atmosphere", "music", "service", "parking", "portions", "drinks", "staff",
        "decor", "wait", "crowd", "cardapio", "precos", "comida", "ambiente", "musica", "atendimento", "estacionamento",
        "porcoes", "fila",
    ]
    /// Wishes that make a question a request ("is it ok if I want sushi instead?").
    static let wishes: WordSet = [
        "want", "wanna", "need", "looking", "prefer", "rather", "quero", "queria", "preciso", "prefiro", "procurando", "instead",
        "another", "outro", "outra", "something", "algo", "anything", "any", "some", "alguma", "algum",
    ]
}
