// MARK: - Negation vocabulary (English and Brazilian Portuguese)

extension Negation {
    static let negatorTable: PhraseTable<NegatorTraits> = {
        var entries: [(String, NegatorTraits)] = []
        func add(_ traits: NegatorTraits, _ list: [String]) { entries += list.map { ($0, traits) } }
        // English.
        add(NegatorTraits(clearFlip: true), ["not", "not ever", "not at all", "not even"])
        add(NegatorTraits(interjection: true), ["no"])
        add(
            NegatorTraits(nWord: true),
            [
                "never", "nothing", "nobody", "none", "nowhere", "no more", "no longer",
                "never ever", "no one",
            ])
        add(NegatorTraits(nWord: true, agrees: true), ["nor", "neither"])
        add(
            NegatorTraits(),
            [
                "cannot", "can not", "without", "hardly", "barely", "scarcely", "rarely", "seldom",
                "don't", "doesn't", "didn't", "won't", "wouldn't", "can't", "couldn't", "shouldn't", "isn't",
                "aren't", "wasn't", "weren't", "haven't", "hasn't", "hadn't", "ain't", "mustn't", "needn't",
                "wont",  // "wont" (custom) is rare; in chat it is "won't"
            ])
        add(
            NegatorTraits(kind: .clausal),
            [
                "no way", "there's no way", "no chance", "not a chance", "hell no",
                "no reason", "not in a million years", "zero chance", "0 chance",
                "zero desire", "zero interest", "zero intention", "zero plans",
                "zero reason", "zero chances", "over my dead body", "not on your life",
            ])
        add(
            NegatorTraits(kind: .flip),
            [
                "stop", "stops", "stopped", "avoid", "avoiding", "refuse", "hesitate",
                "hesitated", "hesitating", "regret", "regrets", "regretted",
            ])
        add(NegatorTraits(clearFlip: true), ["impossible"])
        // Portuguese.
        add(NegatorTraits(portuguese: true, clearFlip: true, interjection: true), ["não", "naum", "ñ", "n"])
        add(
            NegatorTraits(portuguese: true, nWord: true, agrees: true),
            [
                "nunca", "jamais", "nada", "nenhum", "nenhuma", "ninguém", "nem", "nunca mais", "jamais mais",
                "nem morto", "nem morta", "nem fodendo", "nem ferrando",
            ])
        add(NegatorTraits(portuguese: true), ["sem", "raramente", "nem sempre", "dificilmente"])
        add(
            NegatorTraits(kind: .clausal, portuguese: true, nWord: true, agrees: true),
            [
                "nem a pau", "nem pensar", "de jeito nenhum", "de jeito algum", "de forma alguma", "de forma nenhuma",
                "de modo algum", "de maneira alguma", "em hipótese alguma", "nem que a vaca tussa", "nem fudendo",
                "deus me livre", "deus me defenda", "credo", "nem amarrado", "nem amarrada", "nem pagando", "nem de graça",
                "nem que me pagassem", "nem por decreto",
            ])
        add(
            NegatorTraits(kind: .clausal, portuguese: true, clearFlip: true),
            [
                "não tem como", "não há como", "zero vontade", "zero chance", "zero interesse", "sem chance", "não dá pra", "não da pra",
                "nenhum motivo pra", "nenhum motivo para",
            ])
        var deixar: [String] = []
        for verb in [
            "deixar", "deixaria", "deixaríamos", "deixo", "deixarei", "deixaremos", "deixamos", "deixa",
            "deixe", "parar", "pararia", "paro", "pararei", "paramos",
        ] {
            deixar += [verb + " de", verb + " mais de"]
        }
        add(NegatorTraits(kind: .flip, portuguese: true, clearFlip: true), deixar)
        add(
            NegatorTraits(kind: .flip, portuguese: true),
            [
                "evitar", "evitaria", "evito", "evitarei", "hesitaria",
                "hesitar", "hesito", "recuso", "arrependo", "arrependi",
                "arrependeria", "arrepender", "arrependemos",
            ])
        add(
            NegatorTraits(kind: .flip, portuguese: true, clearFlip: true),
            [
                "canso de", "cansaria de", "cansar de",
                "cansamos de",
            ])
        add(NegatorTraits(portuguese: true, clearFlip: true), ["impossível"])
        return PhraseTable(entries)
    }()

    /// Phrases that look negative but are not negations of what follows;
    /// read before the negators, so their words never negate.
    static let idioms = PhraseTable<Bool>(
        [
            "no doubt", "no doubt about it", "without a doubt", "without doubt", "without question", "no question",
            "no questions asked", "no problem", "no problems", "no complaints", "no regrets", "nothing to complain about",
            "can't complain", "cannot complain", "can't wait", "cannot wait", "can not wait", "can't go wrong",
            "cannot go wrong", "can't recommend it enough", "can't recommend enough", "can't beat", "can't beat it",
            "not gonna lie", "not going to lie", "won't lie", "not to mention", "not only", "nothing but",
            "not bad", "not too bad", "not half bad", "no matter", "no matter what", "second to none", "no wonder",
            "never a dull moment", "don't get me wrong", "no kidding", "no joke", "no lie", "hard not to", "without hesitation",
            "without hesitating",
            // Praise: "nothing beats the cheese bread at grandma's", "nada como um café quentinho".
            "nothing beats", "nothing compares to", "nothing like", "nothing better than", "nada supera", "nada como", "nada bate",
            "nada se compara", "nada melhor que", "nada melhor do que",
            // "why not sushi?", "por que não um japonês?": a suggestion, nothing left out.
            "why not", "por que não", "por que nao", "pq não", "pq nao", "porque não", "porque nao",
            // Stopping somewhere is visiting it ("I'd stop there again", "would stop by again").
            "stop by", "stop there", "stop in", "stop at", "stop here", "stopping by", "stop again", "stop back", "stopped by",
            "stop off", "stop over",
            "sem dúvida", "sem dúvidas", "sem sombra de dúvida", "sem sombra de dúvidas", "sem falta", "sem pensar",
            "sem pensar duas vezes", "sem problema", "sem problemas", "sem reclamação", "sem reclamações",
            "sem igual", "não tenho dúvida", "não tenho dúvidas", "não há dúvida", "não resta dúvida",
            "não tem dúvida", "nenhuma dúvida", "não vejo a hora", "não vemos a hora", "não via a hora", "não vê a hora", "can hardly wait",
            "can't hardly wait", "can barely wait", "não vou mentir",
            "não só", "não apenas", "nada mal", "faz tempo que não", "faz tempo q não", "faz tempo que eu não", "faz tempo q eu não",
            "faz um tempão que não", "faz muito tempo que não", "há tempos não", "haven't had", "havent had", "haven't eaten",
            "havent eaten", "it's been ages since", "been a while since", "it's been a while since", "never had", "never tried",
            "never eaten", "nunca comi", "nunca provei", "nunca experimentei", "nunca fui num", "nunca fui em", "nada a reclamar",
            // (Someone else who never had it: "meu amigo nunca comeu comida baiana" wishes to try it too.)
            "nunca comeu", "nunca comeram", "nunca provou", "nunca provaram", "nunca experimentou", "never tasted", "has never had",
            "has never eaten", "have never had", "never ate",
            "não tenho do que reclamar",
            "não posso reclamar", "não tem erro", "não tem como errar", "não importa", "sem erro",
            "difícil não", "no wait", "não espera", "nao pera", "não pera", "actually no", "na verdade não", "sem querer",
            "without meaning to",
            "wouldn't mind", "would not mind", "wouldn't say no",
            "would not say no", "não me importaria", "sem hesitar", "sem hesitação", "não me leve a mal", "sem brincadeira", "sem mentira",
            // A fallback, not a refusal: "tailandesa, mas se não tiver pode ser coreana", "thai, or if not, korean".
            "se não tiver", "se nao tiver", "se não houver", "se nao houver", "se não der", "se nao der", "if there isn't",
            "if there's none", "if there is none", "if there aren't any", "if none",
            // "e do nada quer açaí com batata frita", "do nada me deu vontade de acarajé": suddenly, out of nowhere.
            "do nada", "out of nowhere",
            // "esses meninos nao param quieto no banco de tras", "the kids can't sit still": restless, nothing left out.
            "não param quieto", "não param quietos", "não para quieto", "não para quieta", "não ficam quietos", "não fica quieto",
            "não param quietas",
            "não param quieta", "não ficam quietas",
            "can't sit still", "won't sit still", "can't keep still",
            // "something not too far with a view": nearness, read by the search nearby, leaves nothing out.
            "not too far", "not far", "not that far", "not very far", "não muito longe", "não tão longe", "nada muito longe",
        ].map { ($0, true) })

    /// Words and phrases that end a clause (and so a negation's scope).
    static let boundaries = PhraseTable<Bool>(
        ([
            "but", "though", "tho", "although", "altho", "however", "and", "because", "cause", "'cause", "cuz",
            "even though", "whereas", "on the other hand", "plus", "anyway", "anyways",
            "mas", "porém", "contudo", "entretanto", "todavia", "embora", "só que", "se bem que", "mesmo assim",
            "ainda assim", "apesar", "e", "porque", "pq", "pois", "por isso", "então", "entretanto", "aliás",
            // "my friends aren't so I need vegan options": "so" before a new subject starts a clause.
            "so i", "so we", "so you", "so my", "so i'll", "so we'll", "so i'd", "so we'd", "entao eu", "entao a gente",
            // "i have nothing saved here so look on openstreetmap for gaucho food": "so" before a request starts one too.
            "so look", "so search", "so find", "so pick", "so spin", "so show", "so just", "so please", "so let's", "so lets",
            "so can you", "so could you", "so give", "so get",
            // "one of them doesn't drink so somewhere with good juices too": "so" before what is wished starts one too.
            "so somewhere", "so something", "so someplace", "so a place", "so a spot", "so one", "so maybe", "so ideally",
            // "no sushi. other than that she's craving mexican": what comes after is the wish.
            "other than that", "besides that", "apart from that", "fora isso", "tirando isso", "de resto", "fora isso ai",
            // "to sem grana kkk sorteia um baratinho": laughter ends a clause as a mark does.
        ] + laughterWords).map { ($0, true) })

    /// Laughter typed as a word. It ends a clause as a mark does, here and
    /// for the arbiter (a setting's value, a cue told about).
    static let laughterWords = ["kk", "kkk", "kkkk", "kkkkk", "kkkkkk", "haha", "hahaha", "hahahaha", "rsrs", "rsrsrs", "lol", "lmao"]
    static let laughter = WordSet(laughterWords)

    /// After a negation and some content, these start a new clause even
    /// without a comma: `not cheap we'd go back`, `não era barato voltaria`.
    static let clauseStarters = WordSet(
        [
            "would", "will", "i'd", "we'd", "you'd", "they'd", "he'd", "she'd", "i'll", "we'll", "you'll", "they'll",
            "gonna", "can", "could", "should", "might", "may", "must", "i", "we", "they", "he", "she", "i'm", "we're",
            "they're", "it's", "definitely", "totally", "absolutely", "certainly", "surely", "was", "is", "were", "are",
            "id", "ill", "im",
            "eu", "gente", "vou", "vamos", "volto", "voltaria", "voltarei", "voltaremos", "voltaríamos", "voltamos",
            "quero", "queremos", "iria", "irei", "iremos", "foi", "é", "era", "estava", "tava", "está", "tá", "são",
            "eram", "foram", "certamente", "definitivamente", "com",
        ].map(Lexer.fold))

    /// Verbs a negation passes through to the clause they introduce:
    /// `I don't think we'll be back`, `não acho que volto`.
    static let raisers = WordSet(
        [
            "think", "thought", "believe", "expect", "suppose", "imagine", "guess", "sure", "certain", "say", "see",
            "know", "reckon",
            "acho", "achei", "achamos", "acredito", "creio", "penso", "imagino", "sei", "certeza",
        ].map(Lexer.fold))

    /// Words that are not "content" when deciding whether a clause starter
    /// begins a new clause (`won't ever be back` stays one clause).
    static let fillers = WordSet(
        [
            "ever", "really", "even", "actually", "honestly", "just", "again", "anymore", "any", "more", "here", "there",
            "very", "too", "so", "quite", "to", "going", "be", "been", "have", "has", "do", "does", "did", "get", "gonna",
            "that", "at", "all", "it", "a", "an",
            "mais", "lá", "aqui", "muito", "tão", "bem", "mesmo", "ainda", "de", "pra", "para", "que", "se", "tenho",
            "me",
            "o",
        ].map(Lexer.fold))
}
