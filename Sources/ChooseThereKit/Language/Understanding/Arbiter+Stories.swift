// MARK: - Stories told, not requests made

/// The arbiter's tables and tests for what a line tells rather than asks:
/// someone else's rating, a trip, a maybe, a wish told where I am, a backup
/// of something else (the policy, 2, 3 and 8, in `Arbiter.swift`).
extension Arbiter {
    /// Whether a name searched for holds a wish or a report ("…eu preciso provar tapioca", "…they said").
    static func toldInAQuery(_ query: String) -> Bool {
        let words = Lexer.words(query)
        // ("show me every place we've been to": where we went is the history's, no name.)
        return words.contains { wantWords.contains($0) } || reportsSomeoneElse(words)
            || words.contains { ($0.folded == "been" || ListWords.wentTo.contains($0)) && $0.text.first?.isLowercase == true }
            // ("ok this looks decent. how do i get there": everyday words in lower case name no place.)
            || !words.isEmpty && words.allSatisfy { !$0.isWord || $0.text.first?.isLowercase == true && CommonWords.english.contains($0) }
    }

    /// Whether a name searched for is a sentence of everyday words (six or
    /// more, most in lower case and a third of them common): a story, no name.
    static func storyAsAQuery(_ query: String) -> Bool {
        let words = Lexer.words(query).filter(\.isWord)
        guard words.count >= 6 else { return false }
        // (A name is written with capitals: "Casa do Pão de Queijo da Rua XV".)
        let lower = words.count { $0.text.first?.isLowercase == true }
        let everyday = words.count {
            CommonWords.contains($0) || Repair.tableWords.contains($0) || Fillers.isFiller($0) || Fillers.isEdge($0.folded)
        }
        return lower * 3 >= words.count * 2 && everyday * 3 >= words.count
    }

    /// "…tem alguma coisa aqui perto que seja boa pra família?": a clause
    /// opened by a relative pronoun describes what is wanted; no name starts so.
    static func relativeClause(_ query: String) -> Bool {
        let words = Lexer.words(query).filter(\.isWord)
        guard words.count >= 2, let first = words.first, first.text.first?.isLowercase == true else { return false }
        return ["que", "q", "that", "which", "who", "where", "seja", "sejam", "tenha", "tenham", "is", "are"].contains(first.folded)
    }

    /// Words of wanting something to eat.
    static let wantWords: WordSet = [
        "queria", "quero", "queremos", "want", "wanna", "provar", "comer", "eat", "try", "craving", "gostaria", "procurando",
        "looking", "vontade", "need", "preciso", "wants", "quer", "querem", "craves", "afim", "needs", "precisa", "precisamos",
        "ama", "adora", "loves", "likes", "prefere", "prefers", "querendo", "feel", "feels", "prefiro", "prefer", "preferia", "preferimos",
    ]

    /// Wishes said as a preference, of the pick at hand ("prefiro italiano", "I'd prefer quiet").
    static let preferWords: WordSet = ["prefiro", "prefer", "preferia", "preferimos"]

    /// Whether the city named is a state capital ("no Recife", "no Rio").
    func isACapital(_ name: String, _ state: String?) -> Bool {
        guard case .city(let city)? = lexicon.cities?.resolve([name, state].compactMap { $0 }.joined(separator: ", "), fuzzy: false)
        else { return false }
        return city.isCapital
    }

    /// A maybe: "talvez", "pensando em", "thinking about" — an idea, not a request to act on.
    /// Opinions of a city ("favourite city", "a cidade mais linda"): told, no switch asked.
    static let cityOpinions = PhraseTable<Bool>(
        [
            "favourite city", "favorite city", "best city", "worst city", "most beautiful city", "prettiest city",
            "cidade favorita", "melhor cidade", "pior cidade", "cidade mais linda", "cidade mais bonita", "minha cidade preferida",
            "cidade preferida",
        ].map { ($0, true) })

    static let hedges = PhraseTable<Bool>(
        [
            "talvez", "pensando em", "pensando de", "quem sabe", "sei la", "so ideia", "só ideia", "maybe", "perhaps",
            "thinking about", "thinking of", "someday", "one day", "um dia", "just an idea", "considering",
        ].map { ($0, true) })

    /// Words that ask for the city to change.
    static let switchWords: WordSet = ["switch", "change", "mudar", "muda", "mude", "trocar", "troca", "troque", "set", "definir", "move"]

    /// "My roommate imports beer from Belgium and sells it to our friends…",
    /// "odeio quando o restaurante muda o cardápio…": a pick built from a word
    /// or two of a line that asks nothing (no verb of picking, wishing or
    /// finding, no question, no please) and leaves four times as much unexplained (seven words at least).
    /// Whether any word of the line asks for something: a verb of picking or
    /// wanting, a question, "is there".
    func asksAnything(_ s: Sentence) -> Bool {
        s.words.indices.contains { i in
            let w = s.words[i]
            return PickWords.spin.contains(w) || Arbiter.recommendVerbs.contains(w) || Arbiter.wantWords.contains(w)
                || PickWords.findVerbs.contains(w) && !notASearch(s, i)
                || Arbiter.asking.contains(w) && Arbiter.asks(s, i) && (!["me", "mim", "lets"].contains(w.folded) || i == 0)
                || w.text.contains("?") || PickWords.isThere.match(s.words, at: i) != nil
        }
    }

    func pickFromAsides(_ s: Sentence, read: Sentence) -> Bool {
        if opensABusiness(s) { return true }
        let asks = asksAnything(s)
        // (One sentence: a story sentence beside a request is set aside, not weighed here.)
        guard !asks, !s.hasSeveralSentences else { return false }
        let left = read.ignoredWords.count
        let explained = read.words.indices.count { i in
            read.used[i] && read.words[i].isWord && !Fillers.isFiller(read.words[i]) && !FilterWords.connectives.contains(read.words[i])
        }
        return left >= 7 && left >= 4 * explained
    }

    /// Whether a clause of the line opens (after fillers) with one of `verbs`: asked, whatever the story beside it.
    func asksInAClauseOfItsOwn(_ s: Sentence, _ verbs: WordSet) -> Bool {
        // ("e tira o Jobi dos favoritos": a joining word may open the clause.)
        let lead = { (w: Word) in Fillers.isFiller(w) || Arbiter.clauseJoins.contains(w) }
        return s.words.indices.contains { i in
            verbs.contains(s.words[i])
                && ((0..<i).last { s.words[$0].kind == .punctuation }.map { p in
                    (p + 1..<i).allSatisfy { lead(s.words[$0]) }
                } ?? (0..<i).allSatisfy { lead(s.words[$0]) })
        }
    }
    /// The verbs that ask for a place to be saved to the list, asked in a clause of its own.
    static let saveVerbs = PlaceCommandWords.save.union(PlaceCommandWords.addVerbs)
    /// The verbs that ask for a favourite to be marked or taken off, asked in a clause of its own.
    static let favoriteVerbs = PlaceCommandWords.makeIt.union(PlaceCommandWords.fav).union(PlaceCommandWords.unfav)
        .union(PlaceCommandWords.removeVerbs)
    /// Words that join a clause to what was said before it.
    static let clauseJoins: WordSet = ["e", "and", "then", "entao", "agora", "now", "also", "tambem", "ah"]

    /// "Bia moved to Floripa and keeps saying…", "Our office changed the default
    /// city in the delivery app to Campinas": the clause that names the move
    /// opens with someone other than the one talking (a name, he/she/they, a
    /// possession: "our office", "my sister") — told, no switch asked.
    func someoneElseMoves(_ s: Sentence) -> Bool {
        guard let intro = s.first(WhereWords.switchCity) else { return false }
        let start = (0..<intro.range.lowerBound).last { s.words[$0].kind == .punctuation && s.words[$0].text != "'" }.map { $0 + 1 } ?? 0
        // ("o Pedro mudou de cidade": the article before a name is no subject of its own.)
        let subject = s.words[start..<intro.range.lowerBound].filter { $0.isWord && !Fillers.isFiller($0) }
            .drop(while: { ["o", "a"].contains($0.folded) })
        guard let head = subject.first, !subject.contains(where: { Arbiter.speaker.contains($0) }) else { return false }
        if Arbiter.thirdPerson.contains(head) { return true }
        if ["our", "my", "nosso", "nossa", "meu", "minha"].contains(head.folded), subject.count >= 2 { return true }
        // A name: capitalised, and no word the parser reads ("Bia", "Marcos"; not "Switch", "Muda").
        return head.text.first?.isUppercase == true && !CommonWords.contains(head) && !Repair.isKnown(head.folded, lexicon)
            && subject.count <= 3
    }

    /// The one talking (alone or with others): "I", "we", "eu", "a gente".
    static let speaker: WordSet = ["i", "we", "i'm", "im", "we're", "eu", "nos", "gente", "me", "mudei", "mudamos"]

    /// Someone else, as a subject.
    static let thirdPerson: WordSet = ["he", "she", "they", "ele", "ela", "eles", "elas", "someone", "alguem", "fulano"]

    /// Times other than now: a trip told about is not a switch.
    static let someOtherTime = PhraseTable<Bool>(
        [
            "next week", "next month", "next year", "next weekend", "tomorrow", "in a few days", "in two weeks", "this summer",
            "mes que vem", "semana que vem", "ano que vem", "proxima semana", "proximo mes", "proximo ano", "amanha", "daqui a",
            "nas ferias", "no feriado", "last week", "last month", "last year", "semana passada", "mes passado", "ano passado",
            "quando eu", "when i", "when we",
        ].map { ($0, true) })

    /// Whether word `i` is part of the city's own name ("Porto Alegre" has no term in it).
    func cityWord(_ s: Sentence, _ i: Int, _ request: CityRequest) -> Bool {
        guard let name = request.name else { return false }
        return Lexer.words(name).contains { $0.folded == s.words[i].folded }
    }

    /// A story about a rating rather than one: someone else's ("my wife
    /// gave it 5 stars", "minha mulher deu 5 estrelas"), on another site
    /// ("on Google"), or long ago ("last time", "da última vez").
    func tellsAStory(_ s: Sentence) -> Bool {
        // ("o frango estava igual ao da minha mãe", "as good as my mom's": someone's food compared, not their say.)
        s.all(Arbiter.storyMarkers).contains { m in
            let i = m.range.lowerBound
            let compared =
                i > 0 && ["like", "than", "as"].contains(s.words[i - 1])
                || i > 1 && ["da", "do"].contains(s.words[i - 1]) && ["ao", "a", "igual", "nem", "que"].contains(s.words[i - 2])
            return !compared
        }
    }

    /// Whether a rating is a story: a story marker in the sentence that gives
    /// the stars ("my sister gave it 4 stars"), not in another one ("rate
    /// Sushi Kenzo 5 stars. went there friday with my sister"), and not the
    /// company I went with ("5 stars, went with my sister").
    func ratingToldAbout(_ s: Sentence) -> Bool {
        // ("tem uns aqui que eu dei 1 estrela e nem lembrava", "the ones I gave 2 stars and forgot": stars given
        // before, in a clause that describes places, record nothing now.)
        if let stars = StarsSlot.matches(in: s.words).first?.range.lowerBound,
            (max(0, stars - 5)..<stars).contains(where: { i in
                ["que", "q", "that", "which"].contains(s.words[i])
                    && ((i + 1)..<stars).contains(where: { Arbiter.gaveBefore.contains(s.words[$0]) })
            })
        {
            return true
        }
        guard tellsAStory(s) else { return false }
        let stars = StarsSlot.matches(in: s.words).first?.range.lowerBound ?? cueIndex(.rate, s)
        guard let stars, let own = s.sentences.first(where: { $0.contains(stars) || $0.upperBound == stars }) else { return true }
        return s.all(Arbiter.storyMarkers).contains { m in
            own.contains(m.range.lowerBound)
                && !(m.range.lowerBound > 0 && Arbiter.company.contains(s.words[m.range.lowerBound - 1]))
                // ("o Bar do Tonho que eu fui semana passada: 2 estrelas": when we went, said of the place rated now.)
                && !(max(0, m.range.lowerBound - 4)..<m.range.lowerBound).contains { i in
                    ["que", "q", "that", "where", "onde"].contains(s.words[i])
                        && (i + 1..<m.range.lowerBound).contains { RateWords.wentTo.contains(s.words[$0]) }
                }
        }
    }

    /// Verbs of a rating given before ("que eu dei 1 estrela", "that we gave 2 stars").
    static let gaveBefore: WordSet = ["dei", "demos", "gave", "rated", "avaliei", "avaliamos", "botei", "coloquei"]

    /// Words before someone who came along: "with my sister", "com minha mãe".
    static let company: WordSet = ["with", "com", "and", "e", "plus"]
    /// Words before someone taken along to eat: company ("taking my wife out", "levar meu marido num lugar chique").
    static let takingAlong = company.union([
        "taking", "take", "bring", "bringing", "treat", "treating", "levar", "levando", "levo", "trazer", "trazendo", "chamar",
    ])

    static let storyMarkers = PhraseTable<Bool>(
        [
            "my wife", "my husband", "my friend", "my friends", "my mom", "my mother", "my dad", "my father", "my sister", "my brother",
            "my boss", "my girlfriend", "my boyfriend", "my aunt", "my uncle", "my cousin", "my grandma", "my grandmother",
            "my grandpa", "my grandfather", "my ex", "my son", "my daughter", "my neighbor", "my neighbour", "my coworker",
            "minha tia", "meu tio", "meu primo", "minha prima", "minha avo", "meu avo", "minha sogra", "meu sogro", "meu ex",
            "minha ex", "meu filho", "minha filha", "meu vizinho", "minha vizinha", "he gave", "she gave", "they gave", "he rated",
            "she rated", "they rated",
            "minha mulher", "minha esposa", "meu marido", "meu amigo", "minha amiga", "meus amigos", "minha mae", "meu pai", "minha irma",
            "meu irmao", "meu chefe", "minha namorada", "meu namorado", "ele deu", "ela deu", "eles deram",
            "last time", "last month", "last week", "last year", "ages ago", "years ago", "on google", "on tripadvisor", "on yelp",
            "on ifood", "on the app", "da ultima vez", "na ultima vez", "mes passado", "semana passada", "ano passado", "no google",
            "no tripadvisor", "no ifood", "uns anos atras", "faz tempo", "my grade", "na prova", "no teste",
            "on the test", "on my exam", "in the exam", "na faculdade", "at school", "na escola",
            "no instagram", "on instagram", "no insta", "on insta", "no tiktok", "on tiktok", "no youtube", "on youtube",
            // ("just watched a documentary about the old pizzerias in naples": what a film, a show or an article was about.)
            "a documentary about", "a documentary on", "a video about", "a video on", "an article about", "a show about",
            "a movie about", "a film about", "a podcast about", "a series about", "um documentario sobre", "um video sobre",
            "uma materia sobre", "um artigo sobre", "um filme sobre", "uma serie sobre", "um podcast sobre", "uma reportagem sobre",
            // ("remember when restaurants all had paper menus?": a time remembered.)
            "documentary about", "documentary on", "documentario sobre", "reportagem sobre", "materia sobre", "video sobre",
            "report about", "report on", "article about", "article on",
            "remember when", "back when", "back in the day", "lembra quando", "lembra de quando", "lembram quando", "na epoca que",
            "na epoca em que", "antigamente",
        ].map { ($0, true) })

    /// "backup do celular", "a backup of my photos": a backup of something
    /// other than the list is no export.
    func backsUpSomethingElse(_ s: Sentence) -> Bool {
        guard let cue = cueIndex(.export, s), !hasFilePath(s) else { return false }
        var j = cue + 1
        guard j < s.count, ["of", "do", "da", "dos", "das", "de"].contains(s.words[j]) else { return false }
        j += 1
        while j < s.count, Arbiter.determiners.contains(s.words[j]) { j += 1 }
        guard j < s.count, s.words[j].isWord else { return false }
        return !Arbiter.ourData.contains(s.words[j])
    }

    /// What a backup of ours holds.
    static let ourData: WordSet = [
        "list", "lista", "places", "lugares", "data", "dados", "everything", "tudo", "restaurants",
        "restaurantes", "choosethere", "visits", "visitas", "ratings", "notas", "store", "collection", "coisas",
        "things", "stuff", "favorites", "favoritos", "avaliacoes", "reviews", "historico", "history", "favourites",
    ]

    /// Whether what someone else said is a veto or a wish passed on: a
    /// negation and a kind, or a kind or a price, right after the word of
    /// saying ("teen says no sushi", "ela disse que nada de pizza", "she says
    /// thai maybe?", "she says something cheap", "ela mandou msg: nada de
    /// pizza") — said to change the pick. ("He said the moqueca there is
    /// amazing" tells: the words after the saying are no wish.)
    func relaysAVeto(_ words: [Word]) -> Bool {
        // (A term of up to three words: "música ao vivo".)
        let described = { (k: Int) in
            PriceSlot.match(words, at: k) != nil
                || (1...3).contains { n in
                    k + n <= words.count && words[k..<(k + n)].allSatisfy(\.isWord)
                        && vocabulary.term(folded: words[k..<(k + n)].map(\.folded).joined(separator: " ")) != nil
                }
        }
        return words.indices.contains { i in
            guard let m = Arbiter.reported.match(words, at: i) else { return false }
            var j = m.end
            while j < words.count, ["que", "q", "that", "it's", "its", "e", "is", ":", "for", "por"].contains(words[j].folded) { j += 1 }
            guard j < words.count else { return false }
            let window = (j + 1)..<min(words.count, j + 4)
            if ["no", "not", "nada", "sem", "nao", "nothing", "never", "nunca"].contains(words[j]) {
                return window.contains(where: described)
            }
            // A wish is all its clause says ("thai maybe?", "something cheap and NOT pizza again"); an opinion
            // goes on ("cheap sushi is a trap", "pizza is overrated", "italiano a gente ja comeu").
            let end = (j..<words.count).first { words[$0].kind == .punctuation || Arbiter.reasonOpeners.contains(words[$0]) } ?? words.count
            // ("he says it's too far. closer", "ela disse que é caro demais": a complaint about the pick, passed on.)
            if (j..<min(end, j + 3)).contains(where: { Arbiter.complaints.contains(words[$0]) }) { return true }
            let onlyTheWish = (j..<end).allSatisfy { k in
                described(k) || Arbiter.wishOpeners.contains(words[k]) || PickWords.besideAKind.contains(words[k])
                    || FilterWords.connectives.contains(words[k])
                    || ["not", "no", "nada", "nao", "again", "de", "novo", "and", "e", "or", "ou", "but", "mas"].contains(words[k])
                    || k > j && vocabulary.longestPhrase > 1 && described(k - 1)
            }
            return onlyTheWish && (described(j) || Arbiter.wishOpeners.contains(words[j]) && window.contains(where: described))
        }
    }

    /// "ele só come hambúrguer", "my wife doesn't eat meat", "she's allergic
    /// to shrimp": what someone along can or cannot eat, a constraint on the
    /// pick rather than a story — a diet phrase with a kind within six words.
    func relaysADiet(_ words: [Word]) -> Bool {
        words.indices.contains { i in
            guard let m = Arbiter.diets.match(words, at: i) else { return false }
            // ("um japonês mas sem peixe cru, meu filho não come": closing the line, what was just named.)
            if m.end == words.count || !words[m.end].isWord {
                return (0..<i).contains { vocabulary.term(folded: words[$0].folded) != nil }
            }
            // ("não come nada que não seja hambúrguer": up to six words on.)
            return (m.end..<min(words.count, m.end + 6)).contains { vocabulary.term(folded: words[$0].folded) != nil }
        }
    }
    static let diets = PhraseTable<Bool>(
        [
            "so come", "only eats", "just eats", "nao come", "doesn't eat", "doesnt eat", "does not eat", "can't eat", "cant eat",
            "cannot eat", "won't eat", "wont eat", "nao pode comer", "is allergic to", "e alergico a", "e alergica a", "so bebe",
            "doesn't drink", "nao bebe", "only drinks",
        ].map { ($0, true) })

    /// What is wrong with a pick, passed on ("he says it's too far").
    static let complaints: WordSet = [
        "far", "longe", "expensive", "pricey", "caro", "cara", "closed", "fechado", "fechada", "crowded", "lotado", "lotada",
    ]
    /// Words that open the reason after a wish ("nada de pizza pq comeu ontem").
    /// (The words of `reasonsAfter`, and "que"/"q", which after a wish passed on open its reason too.)
    static let reasonOpeners: WordSet = reasonsAfter.union(["que", "q"])
    /// Words that open a wish passed on ("she says something cheap", "ele quer um japa").
    static let wishOpeners: WordSet = [
        "something", "somewhere", "algo", "algum", "alguma", "um", "uma", "a", "an", "maybe", "talvez",
        // "eles disseram que preferem com música ao vivo", "she says she'd prefer thai".
        "preferem", "prefere", "prefer", "prefers", "querem", "quer", "want", "wants", "preferiam", "preferia", "with", "com",
    ]
}

extension Arbiter {
    /// Verbs of the speaker's own past ("fui num bar ontem", "quebrei o braço",
    /// "we've been at the beach all day"): a sentence with one tells what happened.
    static let ownPast = PhraseTable<Bool>(
        [
            "fui", "fomos", "comi", "comemos", "jantei", "almocei", "perdi", "perdemos", "quebrei", "acordei", "passei", "passamos",
            "tive", "tivemos", "saí", "sai", "voltei", "voltamos", "went", "ate", "spent", "woke", "we've been", "i've been",
            "we have been", "i have been",
        ].map { ($0, true) })

    /// The sentences of a line that tell what happened and ask nothing, when
    /// another sentence asks for a place with a kind of its own ("Fui num bar
    /// ontem… saí surdo. Hoje quero um café quietinho"; "We've been at the
    /// beach all day. Cheap seafood within 1km of here?"): what they name is
    /// the story's, no filter of the pick.
    func toldSentencesBesideARequest(_ s: Sentence) -> [Range<Int>] {
        let sentences = s.sentences
        guard sentences.count >= 2 else { return [] }
        let namesAKind = { (r: Range<Int>) in r.contains { term(s, at: $0) != nil } }
        let asks = { (r: Range<Int>) in
            // (A sentence's mark stands right after its words.)
            r.upperBound < s.count && s.words[r.upperBound].text.contains("?")
                || r.contains { i in
                    let w = s.words[i]
                    return PickWords.spin.contains(w) || Arbiter.wantWords.contains(w) || Arbiter.recommendVerbs.contains(w)
                        || w.text.contains("?") || PickWords.isThere.match(s.words, at: i) != nil
                }
        }
        // (A sentence that leaves a kind out says a filter, whatever it tells: "I'd like to avoid Japanese today, I've had it…".)
        let tells = { (r: Range<Int>) in
            !asks(r) && !r.contains(where: { FilterWords.avoid.match(s.words, at: $0) != nil || s.isNegated($0) })
                && r.contains { i in
                    Arbiter.pastTime.match(s.words, at: i).map { $0.end <= r.upperBound } ?? false
                        // ("this city is all steakhouses lol.", "só vejo churrascaria kkk.": what there is, complained of.)
                        // (The kind right after: "só tem que ser barato" is what the pick must be.)
                        || Arbiter.allThereIs.match(s.words, at: i).map { m in
                            m.end <= r.upperBound && (m.end..<min(r.upperBound, m.end + 2)).contains { term(s, at: $0) != nil }
                        } ?? false
                        // (Never a word a repair guessed: "Somos" is no "fomos".)
                        || Arbiter.ownPast.match(s.words, at: i).map { $0.end <= r.upperBound } ?? false
                            && !s.corrections.contains { $0.read == s.words[i].folded }
                }
        }
        guard sentences.contains(where: { asks($0) && namesAKind($0) }) else { return [] }
        return sentences.filter { namesAKind($0) && tells($0) }
    }
}

extension Arbiter {
    /// What a place or a city has everywhere, complained of ("this city is all steakhouses", "só vejo churrascaria").
    static let allThereIs = PhraseTable<Bool>(
        [
            "is all", "are all", "it's all", "its all", "all i see", "full of", "nothing but", "only see", "everywhere is",
            "so vejo", "so tem", "so acho", "so da", "cheio de", "cheia de", "lotado de", "lotada de", "tudo e",
        ].map { ($0, true) })
}
