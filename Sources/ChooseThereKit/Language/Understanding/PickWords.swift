// MARK: - The words of spin, near, find, again and refinements

enum PickWords {
    /// The verbs of a removal ("tira o doce", "forget the cheap part").
    static let removeVerbs: WordSet = [
        "forget", "remove", "drop", "esquece", "tira", "ditch", "skip", "pula", "tirar", "esquecer", "scrap", "scratch",
    ]
    /// Words that open a new wish after a removal ("forget pizza anything late night").
    static let newWish: WordSet = [
        "anything", "something", "somewhere", "qualquer", "algum", "alguma", "algo", "just", "only", "so", "quero", "want", "let's",
        "lets", "bora", "vamos", "make", "instead",
    ]
    /// After "daqui a": a time to come ("daqui a pouco", "daqui a uma hora").
    static let timeToCome: WordSet = ["pouco", "pouquinho", "uns", "umas", "uma", "um", "meia", "duas", "dois", "tres", "cinco", "dez"]
    /// After "around the": a sameness or a time, no landmark ("around the same price", "around the 10th").
    static let notALandmark: WordSet = ["same", "mesmo", "mesma", "time", "hour", "weekend", "holidays"]
    /// Asking whether something exists ("is there anything", "tem algo"):
    /// with a distance, what is within it — a near search.
    static let existence = PhraseTable<Bool>(
        [
            "is there", "are there", "is there anything", "is there something", "anything", "tem algo", "tem alguma coisa", "tem algum",
            "tem alguma", "existe", "existe algum", "existe alguma", "any", "what's", "whats", "what is", "o que tem", "oq tem", "o q tem",
            // ("algum lugar de açaí num raio de 3km?", "alguma coisa aberta a 1km?")
            "algum lugar", "alguma coisa", "algum", "alguma",
        ].map { ($0, true) })
    /// Asking whether something is there, in so many words ("is there", "tem algum"): a request, whoever is told about.
    static let isThere = PhraseTable<Bool>(
        [
            "is there", "are there", "is there anything", "is there something", "tem algo", "tem alguma coisa", "tem algum",
            "tem alguma", "existe algum", "existe alguma",
        ].map { ($0, true) })
    /// Words that may stand beside kinds said alone after a pick ("maybe italian", "pizza pls?", "hmm, japonês").
    static let besideAKind: WordSet = [
        "maybe", "perhaps", "talvez", "pls", "please", "plz", "por", "favor", "pfv", "pf", "ok", "okay", "hmm", "hm", "um", "uh",
        "so", "entao", "tipo", "quem", "sabe", "or", "ou", "food", "comida", "de", "some", "algum", "alguma", "a", "an", "uma",
        // "italiano pode ser", "japanese sounds good", "thai works"
        "pode", "ser", "serve", "sounds", "good", "fine", "works", "is", "bom", "boa",
        // "a café would be ideal", "a lively one", "craft beer would be awesome", "e com vista, se der"
        "would", "be", "ideal", "perfect", "great", "awesome", "better", "even", "one", "ones", "if", "possible", "se", "der",
        // "italiano seria perfeito", "um boteco seria ótimo"
        "seria", "perfeito", "perfeita", "otimo", "otima", "melhor",
        // "comida de rua mesmo": emphasis.
        "mesmo", "mesma", "msm",
        // "se tiver vista, melhor ainda", "even better".
        "ainda",
        // "tipo um hambúrguer sei lá", "pizza sla, qq coisa", "burger idk": unsure, still the kind.
        "sei", "la", "sla", "idk", "qq", "qualquer", "coisa", "whatever", "dunno",
        // "something japanese", "algo japonês", "anything thai then": the kind, said of the pick at hand.
        "something", "anything", "somewhere", "algo", "then",
    ]
    /// The weather, said as the reason for a wish ("in this weather", "com essa chuva").
    static let weatherReasons = PhraseTable<Bool>(
        [
            "in this weather", "in this rain", "in this heat", "in this cold", "with this rain", "with this weather", "with this heat",
            "with this cold", "on a day like this", "on a night like this", "on a rainy day", "on a cold night", "nesse frio",
            "nesse calor", "nessa chuva", "nesse tempo", "com essa chuva", "com esse frio", "com esse calor", "com esse tempo",
            "num frio desses", "num calor desses", "numa chuva dessas", "num dia desses", "em dia de chuva",
        ].map { ($0, true) })
    /// Verbs of wishing for a place ("I need a place…", "quero um lugar…").
    static let wishVerbs: WordSet = [
        "want", "need", "wanna", "quero", "queria", "queremos", "preciso", "precisamos", "procurando", "looking", "gostaria",
    ]
    /// Words between a want word and the place ("quero um bom lugar", not "quero avaliar esse lugar").
    static let beforeAPlace: WordSet = [
        "a", "an", "some", "um", "uma", "de", "algum", "alguma", "another", "outro", "new", "novo", "good", "nice", "great", "bom",
        "boa", "cozy", "little", "quiet", "to", "find", "achar",
    ]
    /// The place wished for.
    static let placeWished: WordSet = [
        "place", "spot", "somewhere", "restaurant", "lugar", "lugarzinho", "restaurante", "canto", "places", "spots", "restaurants",
        "lugares",
        "restaurantes", "lugarzinhos",
    ]
    /// Meals a place is wished for ("a place for dinner", "um lugar pra jantar").
    static let meals: WordSet = [
        "dinner", "lunch", "breakfast", "brunch", "supper", "jantar", "janta", "almoco", "almocar", "lanche", "lanchar", "cafe",
    ]
    /// Words that tell of the past ("the place for dinner *was* awful").
    static let toldOfThePast: WordSet = ["was", "were", "had", "went", "foi", "era", "fomos", "tinha", "fui", "ate", "comemos"]
    /// What a place may be wished for other than eating ("a place to stay").
    static let notToEat: WordSet = [
        "stay", "sleep", "live", "park", "work", "study", "rent", "ficar", "dormir", "morar", "estacionar", "trabalhar", "estudar",
        "hospedar", "alugar",
    ]
    /// Words between a find verb and the place it describes ("find me a nice…", "acha pra mim um…").
    static let describedLeads: WordSet = [
        "me", "us", "pra", "mim", "nos", "for", "a", "an", "some", "any", "um", "uma", "algum", "alguma", "good", "nice", "decent",
        "great", "cozy", "bom", "boa", "decente", "somewhere", "someplace", "anywhere", "no", "mapa", "map", "on", "osm", "openstreetmap",
        "something", "algo", "uns", "umas", "alguns", "algumas",
    ]
    /// Everyday places a distance is measured from ("within 3km of the office", "a 1 km de casa").
    static let landmarkNouns: WordSet = [
        "office", "escritorio", "hotel", "hospital", "metro", "subway", "station", "estacao", "rodoviaria", "airport", "aeroporto",
        "work", "trabalho", "casa", "home", "school", "escola", "faculdade", "university", "universidade", "campus", "shopping",
        "mall", "church", "igreja", "stadium", "estadio", "park", "parque", "gym", "academia", "apartment", "apartamento", "ape",
    ]
    static let indefinite: WordSet = [
        "a", "an", "some", "any", "um", "uma", "algum", "alguma", "something", "algo", "uns", "umas", "alguns", "algumas",
    ]
    static let somewhere: WordSet = ["somewhere", "someplace"]
    /// Words around what a search is for ("where can i find", "um lugar que vende").
    static let findFrame: WordSet = [
        "where", "can", "i", "we", "find", "onde", "tem", "algum", "alguma", "um", "uma", "a", "an",
        "lugar", "place", "q", "que", "vende", "serve", "sells", "serves", "that", "try", "finding", "looking",
        "for", "me", "pra", "mim", "do", "you", "know", "conhece", "sabe", "se", "if", "there", "is",
        "any", "some", "the", "o", "os", "as", "de", "called", "named", "chamado", "chamada",
    ]
    /// "by default", "daqui pra frente": how searches behave from now on (a setting, not a search).
    static let fromNowOn = PhraseTable<Bool>(
        ["by default", "por padrao", "from now on", "de agora em diante", "daqui pra frente"].map { ($0, true) })
    /// Words before a trip's city ("going to Recife", "vou pra BH").
    /// Words of a clause that tells of a city rather than asks for a pick there: the past, where
    /// one lives or grew up, someone else ("eu tinha", "moro em", "she's moving to").
    static let cityStory: WordSet = [
        "tinha", "tinham", "had", "used", "era", "eram", "morava", "morei", "moro", "mora", "morar", "live", "lived", "lives",
        "living", "grew", "cresci", "nasci", "born", "she's", "he's", "she", "he", "they", "ele", "ela", "eles", "elas", "mudou",
        "hometown", "natal", "comia", "comiamos", "ia", "iamos",
        // ("craving empanadas since my trip to Buenos Aires": a trip gone by.)
        "since", "desde", "went", "visited", "visitei", "visitamos",
    ]
    static let tripWords: WordSet = ["to", "pra", "para", "pro", "visiting", "visitando", "visitar", "visit", "through", "por"]
    static let whereIs = PhraseTable<Bool>(
        [
            "where is", "where's", "wheres", "onde fica", "onde é que fica", "onde e que fica",
            "onde que fica",
        ].map { ($0, true) })
    /// Words that make a line a change to the current pool.
    static let refine = PhraseTable<Bool>(
        [
            "what about", "how about", "instead", "same but", "same thing but", "same but with", "igual mas", "igual mas com", "e se fosse",
            "make it", "i meant", "eu quis dizer", "only", "just", "and", "but", "ok but", "e", "mas", "so", "só", "apenas", "agora",
            "this time", "dessa vez", "also", "tambem", "either", "no wait", "actually", "que tal", "e um", "e uma", "with", "com",
            "without", "sem", "except", "menos", "plus", "too", "or", "ou", "then", "entao", "ok", "okay", "na verdade", "melhor",
            "switch it to", "switch to", "change it to", "on second thought", "pensando bem", "bora de", "vamos de", "lets do", "let's do",
            "troca pra", "troca para", "muda pra", "add", "acrescenta", "adiciona", "bota", "coloca",
            // ("ela vetou. tenta italiano": another kind, tried instead — not English "try", which is often "taste".)
            "tenta",
            "ideally", "preferably", "if possible", "se possivel", "de preferencia", "se tiver", "if they have", "same vibe",
            "mesma vibe", "same style", "mesmo estilo", "same mood", "same feel",
            // ("needs to be veggie friendly", "tem que ser vegano": a requirement added to the pick.)
            // (Without "be": "has to be open now" leaves "be open" to the filters.)
            "has to", "needs to", "need it to", "must be", "tem que", "tem q", "precisa ser", "precisa ter",
            // ("se tiver vista pro mar, melhor ainda", "even better with a terrace": added to the pick.)
            "melhor ainda", "ainda melhor", "even better", "better still",
        ].map { ($0, true) }
            // ("tem alguma pizzaria assim?", "a pizzeria like that?": the kind said, with all asked before.)
            + likeThatPhrases.map { ($0, true) })
    /// A wish added to the pick, said as what would be better still.
    static let betterStill = PhraseTable<Bool>(
        ["melhor ainda", "ainda melhor", "even better", "better still", "would be even better", "seria melhor ainda"].map { ($0, true) })
    /// Markers that keep everything asked before and add the kind said ("assim", "like that").
    static let likeThat = PhraseTable<Bool>(likeThatPhrases.map { ($0, true) })
    static let likeThatPhrases = ["assim", "like that", "like this", "desse jeito", "that way", "nesse estilo", "nessa linha"]
    /// Words that make a kind said a wish ("mineira food if possible", "japonês de preferência").
    static let wishMarkers = PhraseTable<Bool>(
        [
            "if possible", "ideally", "preferably", "se possivel", "de preferencia", "please", "pls", "por favor", "pfv",
        ].map { ($0, true) })
    static let filterMarkers: WordSet = ["only", "just", "so", "apenas", "with", "com", "without", "sem", "except", "menos"]
    /// Markers that join words inside any request ("a bar with beer and snacks"): alone, no sign of a change.
    static let weakMarkers: WordSet = ["and", "e", "with", "com", "but", "mas", "or", "ou", "ok", "okay"]
    /// Refinement markers that add the new kinds to the old ones (they win over `replacing`).
    static let adding: WordSet = [
        "with", "com", "plus", "too", "also", "tambem", "same", "igual", "add", "acrescenta", "adiciona",
        "bota", "coloca", "ideally", "preferably", "possible", "possivel", "preferencia", "tiver", "have",
        "has", "needs", "need", "must", "tem", "precisa", "ainda", "even", "still",
    ]
    /// States one is "com" ("tô com fome", "com pressa"): no "with" of a refinement.
    static let statesHad: WordSet = ["fome", "sede", "vontade", "pressa", "preguica", "frio", "calor", "sono", "saudade", "medo"]
    /// After "too", what it makes more ("way too much junk", "too modern for us"): "too" is then no "also".
    static let madeTooMuch: WordSet = [
        "much", "many", "far", "expensive", "pricey", "late", "early", "long", "loud", "busy", "crowded", "heavy", "greasy", "modern",
        "fancy", "noisy", "small", "big", "touristy", "cold", "hot", "spicy", "salty", "sweet", "hard", "tired", "full",
    ]
    /// Refinement markers that put the new kinds in place of the old ones.
    /// Words that settle a choice weighed in the line ("let's do sushi this time", "just give us japanese", "vamos de italiano").
    static let decisions = PhraseTable<Bool>(
        [
            "let's do", "lets do", "just give us", "give us", "go with", "let's go with", "vamos de", "bora de", "vai de", "tenta",
            "fica com", "fica o", "fica a",
        ].map { ($0, true) })
    static let replacing: WordSet = [
        "what", "how", "make", "i", "que", "instead", "e", "no", "actually", "then", "entao", "ok",
        "okay", "only", "just", "so", "apenas", "na", "melhor", "eu", "switch", "change", "on", "pensando",
        "bora", "vamos", "lets", "let's", "troca", "muda", "tenta",
        // ("ela mudou de ideia, agora quer italiano", "now she wants sushi": what is wished now replaces.)
        "agora", "now",
    ]
    static let closer = PhraseTable<Refinement.DistanceChange>([
        ("closer", .closer), ("closer to me", .closer), ("nearer", .closer), ("mais perto", .closer), ("mais proximo", .closer),
        ("further", .farther), ("farther", .farther), ("further out", .farther), ("further away", .farther), ("mais longe", .farther),
        ("bigger radius", .farther), ("a bit further out", .farther),
    ])
    static let removeFilter = PhraseTable<Bool>(
        [
            "forget the", "forget", "remove", "drop", "esquece", "tira", "tira o", "tira a", "tira o filtro de",
            "scrap the", "scrap", "scratch the", "ditch the",
            "tira o filtro", "sem o filtro de", "remove the", "without the",
            // "any price is fine", "esquece o preço": the price no longer matters.
            "any price", "whatever price", "price doesn't matter", "price does not matter",
            "don't care about price", "don't care about the price", "dont care about the price",
            "qualquer preco", "qlqr preco", "qq preco", "qualquer faixa de preco", "tanto faz o preco", "o preco tanto faz",
            "nao importa o preco", "esquece o", "esquece a", "esquece os", "esquece as",
            "ignore the", "ignora o", "ignora a",
            // "doesn't have to be top rated", "não precisa ser barato": the filter is dropped.
            "doesn't have to be", "does not have to be", "doesnt have to be", "it doesn't need to be",
            "no need for it to be", "não precisa ser", "nao precisa ser", "não tem que ser", "nao tem que ser",
            "não precisa estar", "nao precisa estar",
            "doesn't need to be", "does not need to be", "doesnt need to be", "don't need it to be", "no need to be",
            // "never mind the price", "deixa pra lá o preço".
            "never mind the", "nevermind the", "never mind about the", "deixa pra la o", "deixa pra la a", "deixa o", "deixa a",
            // "forget about the price", "esquece sobre o preço", "forget that stars thing".
            "forget about the", "forget about",
        ].map { ($0, true) })
}
