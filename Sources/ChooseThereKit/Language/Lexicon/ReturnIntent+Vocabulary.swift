// MARK: - ReturnIntent vocabulary (English and Brazilian Portuguese)

extension ReturnIntent {
    /// What a cue phrase says about going back.
    enum Cue: Sendable, Equatable {
        /// Going back, stated outright: `come back`, `voltaria`, `next time`.
        case strong
        /// Only with a marker of intent or a negation in its clause:
        /// `again` (`would go again` but not `we tried it again`), `de novo`.
        case weak
        /// Means "not going back" when said plainly: `once was enough`.
        case refusal
        /// `last time`: a refusal only at the clause's end (`that was the
        /// last time`, not `the last time we came…`).
        case lastTime
        /// `never`, `nem a pau`, `no way`: a refusal only as a whole clause.
        case bareRefusal
    }

    static let cues: PhraseTable<Cue> = {
        var entries: [(String, Cue)] = []
        func add(_ cue: Cue, _ list: [String]) { entries += list.map { ($0, cue) } }
        add(
            .strong,
            [
                "return", "returning", "revisit", "revisiting", "come back", "coming back", "go back", "going back",
                "be back", "get back there", "get back here", "head back", "heading back", "next time", "comeback",
                "voltar", "voltaria", "voltaríamos", "voltarei", "voltaremos", "volto", "volte", "voltando", "voltasse",
                "retornar", "retornaria", "retornarei", "revisitar", "revisitaria", "próxima vez", "na próxima",
                "set foot", "piso lá", "piso aqui", "pisar lá", "pisar aqui", "pisarei", "ponho os pés", "coloco os pés",
                "ponho o pé", "boto o pé", "next visit", "our next visit", "próxima visita", "nossa próxima visita",
                // Said to the place: "see you again for year 11", "até a próxima".
                "see you again", "see you soon", "until next time", "till next time", "até a próxima",
                // "massa meio crua mas a gente volta": "volta" said by us is going back.
                "a gente volta", "agente volta", "a gente vai voltar", "vamos voltar", "a gente voltaria",
                // Visitors' Spanish: "volvemos mañana", "volvería".
                "volvemos", "volveremos", "volveria", "volveríamos", "vamos a volver", "voy a volver",
            ])
        add(
            .weak,
            [
                "again", "de novo", "outra vez", "novamente", "mais vezes", "volta", "voltamos", "retorno",
                "another visit", "another time",
            ])
        add(
            .refusal,
            [
                "once was enough", "once is enough", "one and done", "one time was enough",
                "uma vez basta", "uma vez foi suficiente", "uma vez foi o suficiente", "uma vez já basta",
                "uma vez e pronto", "uma vez já foi o suficiente", "done with this place",
                "done with that place", "crossed off my list", "off my list", "riscado da lista",
                "risquei da lista", "risquei",
                // Ordering in, not going back: "chegou frio, n peço mais", "never ordering from there again".
                "não peço mais", "n peço mais", "nao peço mais", "nunca mais peço", "não peço de novo", "n peço de novo",
                "won't order again", "won't order from there again", "never ordering again", "never ordering from there again",
                "not ordering from there again", "not ordering again",
            ])
        add(.lastTime, ["last time", "última vez", "primeira e última", "first and last"])
        add(
            .bareRefusal,
            [
                "never", "nunca", "jamais", "nunca mais", "never ever", "nunca nunca mais", "nunca nunca",
                "never never", "never ever again", "no way", "nem a pau",
                "de jeito nenhum", "nem pensar", "hell no", "no chance", "not a chance", "nem morto",
                "nem morta", "not in a million years", "nem fodendo", "nem que a vaca tussa",
                "over my dead body", "só por cima do meu cadáver", "sem chance", "zero chance",
            ])
        return PhraseTable(entries)
    }()

    /// How a hedge weighs on a statement about going back.
    enum Hedge: Sendable, Equatable {
        /// Doubt: the answer is unclear whatever was said.
        case doubt
        /// Leans one way (`probably`, `probably not`): a lean is no answer,
        /// so the rating asks either way.
        case leaning
        /// A condition: `if`, `se`, `unless` (not `even if`, `nem se`).
        case condition
    }

    static let hedges: PhraseTable<Hedge> = {
        var entries: [(String, Hedge)] = []
        func add(_ hedge: Hedge, _ list: [String]) { entries += list.map { ($0, hedge) } }
        add(
            .doubt,
            [
                "maybe", "perhaps", "possibly", "might", "may", "could", "not sure", "unsure", "not certain", "uncertain",
                "don't know", "do not know", "dunno", "idk", "no idea", "who knows", "we'll see", "we will see",
                "will see", "i'll see", "depends", "depending", "it depends", "undecided", "on the fence", "50/50",
                "fifty-fifty", "can't say", "cannot say", "hard to say", "not decided", "haven't decided", "i wonder",
                "kinda", "kind of", "sort of", "sorta", "wish", "should", "ought to", "or not", "not really sure",
                "don't even know", "not even sure", "nem sei", "nem sei se",
                "talvez", "quem sabe", "não sei", "sei lá", "sei não", "não tenho certeza", "sem certeza", "depende",
                "dependendo", "veremos", "vamos ver", "vou ver", "pode ser", "possivelmente", "poderia", "poderíamos",
                "não decidi", "indeciso", "indecisa", "na dúvida", "em dúvida", "será", "de repente", "quiçá",
                "meio que", "ainda não sei", "pensando", "to pensando", "tô pensando", "difícil eu", "difícil a gente", "difícil que",
                "dificil eu", "dificil a gente",
                "dificil que",
                "não é que", "nao e que", "it's not that", "its not that", "not that i", "não que",
                // Odds, not a decision: "unlikely we'll go back", "duvido que eu volte".
                "unlikely", "i doubt", "we doubt", "doubtful", "duvido", "dificilmente", "improvável", "pouco provável",
                "slim chance", "small chance", "little chance", "low chance", "remote chance", "pouca chance", "chance pequena",
            ])
        add(
            .leaning,
            [
                "probably", "prob", "probs", "likely", "most likely", "think", "guess", "suppose", "believe",
                "reckon", "provavelmente", "acho", "creio", "acredito", "imagino", "pelo jeito", "tudo indica",
                "capaz",
            ])
        add(
            .condition,
            [
                "if", "unless", "only if", "as long as", "provided", "assuming", "se", "só se",
                "a menos que", "a não ser que", "desde que", "caso", "contanto que",
                // Going back after something changes: a condition too.
                "once", "as soon as", "whenever they", "when they", "assim que", "quando", "depois que",
            ])
        return PhraseTable(entries)
    }()

    /// Before `if`/`se`, these make it no condition on going back
    /// (`wouldn't go back even if…`, `não volto nem se…`).
    static let conditionBreakers: WordSet = ["even", "mesmo", "nem", "what", "as"]

    /// In a weak cue's clause, these say it is about the future or a wish.
    static let markers = WordSet(
        [
            "would", "will", "i'd", "we'd", "i'll", "we'll", "gonna", "wanna", "want", "going", "definitely", "def",
            "defo", "surely", "certainly", "absolutely", "totally", "gladly", "happily", "hope", "hopefully", "love",
            "next", "someday", "soon", "wait", "sure", "id", "ill", "coming",
            "vou", "vamos", "iria", "iríamos", "irei", "iremos", "quero", "queremos", "certeza", "ctz", "certamente",
            "claro", "pretendo", "pretendemos", "faria", "comeria", "pediria", "provaria", "experimentaria",
            "repetiria", "viria", "venho", "viremos", "voltaria", "próxima", "doido", "doida", "louco", "louca",
            "sempre", "dúvida",
            // "4 estrelas, voltamos sim": a yes said to it.
            "sim",
        ].map(Lexer.fold))

    /// Just before a cue, these make it about the past or an obligation.
    static let pastMarkers = PhraseTable<Bool>(
        [
            "had to", "have to", "has to", "used to", "tive que", "tivemos que", "tive de", "tivemos de",
            "precisei", "precisamos", "kept", "keeps",
        ].map { ($0, true) })

    /// Before a cue in its clause, these make it someone else's words:
    /// `they told us to come back later`, `pediram pra voltar depois`.
    static let reportedSpeech = WordSet(
        [
            "told", "asked", "said", "says", "tell", "telling", "tells", "suggested",
            "pediu", "pediram", "mandou", "mandaram", "disse", "disseram", "falou", "falaram", "avisaram", "sugeriu",
        ].map(Lexer.fold))

    /// `rather`, `prefiro`: with `than`/`do que` before a cue, going back
    /// is what is *not* preferred (`I'd rather starve than go back`).
    static let preferring = WordSet(
        [
            "rather", "sooner", "prefer", "prefiro", "preferia", "preferiria", "prefere", "preferimos", "melhor",
        ].map(Lexer.fold))

    /// Someone else as the subject: `the waiter kept coming back`.
    static let thirdParties = WordSet(
        [
            "he", "she", "they", "waiter", "waitress", "waiters", "server", "servers", "staff", "manager", "owner",
            "chef", "cook", "guy", "girl", "lady", "someone", "somebody",
            "ele", "ela", "eles", "elas", "garçom", "garçons", "garçonete", "atendente", "gerente", "dono", "dona",
            "moço", "moça", "cozinheiro", "alguém",
        ].map(Lexer.fold))

    static let firstPerson = WordSet(
        [
            "i", "we", "i'd", "we'd", "i'll", "we'll", "i'm", "we're", "me", "us", "my", "our", "myself", "id", "im",
            "eu", "nós", "gente", "mim", "minha", "meu", "nossa", "nosso", "volto", "voltarei", "voltaremos",
            "voltaríamos", "vou", "vamos", "quero", "queremos", "pretendo",
        ].map(Lexer.fold))

    /// Short answers after a question (`coming back? definitely`).
    static let answers: PhraseTable<ReturnAnswer> = {
        var entries: [(String, ReturnAnswer)] = []
        func add(_ a: ReturnAnswer, _ list: [String]) { entries += list.map { ($0, a) } }
        add(
            .yes,
            [
                "yes", "yeah", "yep", "yup", "sure", "definitely", "absolutely", "of course", "certainly",
                "for sure", "totally", "hell yes", "hell yeah", "100%", "no doubt", "without a doubt",
                "you bet", "in a heartbeat", "any day", "anytime", "sim", "claro", "de olhos fechados",
                "sem pensar", "sem pensar duas vezes", "com certeza", "certamente", "óbvio", "lógico", "sem dúvida",
                "pode apostar", "certeza", "com ctz", "ctz", "aham", "uhum", "com prazer", "claro que sim",
            ])
        add(.no, ["nope", "nah", "no", "never", "nunca", "jamais", "não", "nao", "naum", "no way", "hell no"])
        return PhraseTable(entries)
    }()

    /// Words that go with a cue on its left (`we'd definitely`, `não vou`),
    /// kept out of the rating's note with it.
    static let attachLeft = WordSet(
        [
            "i", "we", "you", "i'd", "we'd", "i'll", "we'll", "i'm", "we're", "would", "will", "gonna", "going", "to",
            "be", "been", "definitely", "def", "defo", "totally", "absolutely", "certainly", "surely", "probably",
            "maybe", "so", "really", "for", "sure", "ever", "way", "worth", "is", "it's", "it", "want", "wanna",
            "love", "like", "hope", "hoping", "wait", "can", "could", "might", "may", "should", "also", "just",
            "already", "happily", "gladly", "honestly", "am", "are", "planning", "plan", "think", "guess", "likely",
            "eager", "excited", "dying", "keen", "id", "ill", "im", "not", "never", "no", "can't", "cant", "cannot",
            "plans", "plan", "intention", "intend", "of", "have", "on", "us", "see", "always", "rather", "myself",
            "ourselves", "me", "the", "that", "was", "this", "foi", "essa", "esta", "esse", "este",
            "eu", "nós", "a", "gente", "vou", "vamos", "quero", "queremos", "pretendo", "pretendemos", "com",
            "certeza", "ctz", "certamente", "claro", "que", "vale", "pena", "talvez", "acho", "creio", "sei", "se",
            "de", "hora", "vejo", "doido", "doida", "louco", "louca", "pra", "para", "tô", "to", "estou", "sim",
            "também", "já", "sempre", "vai", "vão", "dá", "tem", "como", "provavelmente", "definitivamente",
            "super", "muito", "bem", "capaz", "é", "pretendia",
        ].map(Lexer.fold))

    /// Words and phrases that go with a cue on its right (`again for sure`,
    /// `volto sim`, `voltaria com certeza`).
    static let tail = PhraseTable<Bool>(
        [
            "again", "for sure", "sure", "definitely", "soon", "someday", "sometime", "some day", "ever", "for more",
            "here", "there", "anytime", "too", "absolutely", "100%", "certainly", "asap", "regularly", "often",
            "no doubt", "without a doubt", "in a heartbeat", "for sure",
            "sim", "não", "nao", "nunca", "mais", "lá", "aqui", "com certeza", "com ctz", "de novo", "novamente",
            "outra vez", "mais vezes", "fácil", "sempre", "logo", "em breve", "mesmo", "viu", "hein", "né",
            "jamais", "nem morto", "nem morta", "nem a pau", "sem dúvida", "sem falta", "sem pensar",
            "sem pensar duas vezes", "de jeito nenhum", "nunca mais", "com certeza absoluta",
        ].map { ($0, true) })

    /// After a postposed negator, these say it is about something else
    /// (`would go back for the ramen not the sushi`).
    static let somethingElse = WordSet(
        [
            "the", "for", "a", "an", "because", "my", "our", "with", "just", "only", "so", "that", "this",
            "o", "os", "as", "pelo", "pela", "pelos", "pelas", "por", "pra", "pro", "para", "com", "porque",
            "minha", "meu", "nossa", "nosso", "só", "esse", "essa", "isso", "um", "uma",
        ].map(Lexer.fold))

    /// Negators that, put after a cue, deny it (`volto não`, `voltaria nunca`).
    static let postposable = WordSet(
        [
            "não", "nao", "naum", "n", "nunca", "jamais", "nunca mais", "nem a pau", "de jeito nenhum",
            "nem morto", "nem morta", "nem pensar", "no", "not", "never", "no way", "nem amarrado", "nem amarrada",
            "nem pagando", "nem de graça", "nem que me pagassem", "nem por decreto",
        ].map(Lexer.fold))
}
