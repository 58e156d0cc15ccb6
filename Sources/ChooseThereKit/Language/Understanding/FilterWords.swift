// MARK: - The words of filters: kinds, prices, ratings, open now, exclusions (read by Filters)

enum FilterWords {
    /// Kinds of food that are also languages ("I'm learning Portuguese").
    static let languages: WordSet = [
        "portuguese", "portugues", "french", "frances", "italian", "italiano", "japanese", "japones", "german", "alemao",
        "chinese", "chines", "korean", "coreano", "spanish", "espanhol", "arabic", "arabe", "english", "ingles",
    ]
    /// Words right before a language ("learning", "speak", "my", "meu", "aula de").
    static let beforeALanguage: WordSet = [
        "learning", "learn", "learned", "learnt", "studying", "study", "speak", "speaks", "speaking", "spoke", "my", "his", "her",
        "our", "your", "understand", "aprendendo", "aprender", "aprendi", "estudando", "estudar", "estudo", "falo", "falar",
        "fala", "falando", "meu", "minha", "seu", "sua", "entendo", "aula", "curso", "professor", "professora",
    ]
    /// Words right after a language ("Portuguese class", "French teacher").
    static let afterALanguage: WordSet = [
        "class", "classes", "lesson", "lessons", "teacher", "course", "exam", "test", "speaker", "speakers", "grammar", "accent",
        "words", "word",
    ]
    /// Price said not to matter in a request ("a steakhouse, price doesn't matter", "não importa o preço"): no filter, and no
    /// words left unexplained.
    static let anyPrice = PhraseTable<Bool>(
        [
            "any price", "whatever price", "price doesn't matter", "price does not matter", "price doesnt matter",
            "the price doesn't matter", "price is not an issue", "don't care about price", "don't care about the price",
            "dont care about the price", "qualquer preco", "qlqr preco", "qq preco", "tanto faz o preco", "o preco tanto faz",
            "nao importa o preco", "o preco nao importa", "preco tanto faz", "preco nao importa",
        ].map { ($0, true) })
    /// Words around a star filter: "at least 4 stars", "4 estrelas ou mais".
    static let atLeast: WordSet = [
        "at", "least", "minimum", "min", "more", "or", "pelo", "menos", "no", "minimo", "ou", "mais", "with", "com", "+",
        "pra", "para", "cima", "acima", "de", "and", "up", "higher", "above", "than",
    ]
    /// Verbs of having eaten: their kinds are what was eaten, not what is wished for.
    /// Words of having rated, after the one who rated ("that I have rated", "que a gente avaliou").
    static let ratedByMe: WordSet = [
        "rated", "reviewed", "avaliei", "avaliamos", "avaliou", "avaliado", "avaliados", "avaliada", "avaliadas",
    ]
    static let ateVerbs: WordSet = [
        "comi", "comemos", "comeu", "comeram", "tomei", "tomamos", "bebi", "bebemos", "drank", "jantei", "jantamos", "jantou", "almocei",
        "almocamos", "almocou", "eaten",
        // Bought, brought or got ("importei um vinho chileno", "I bought a pizza oven"): had, not wished for.
        "comprei", "compramos", "importei", "trouxe", "trouxemos", "ganhei", "ganhamos", "bought", "imported", "brought",
    ]
    /// Words that open a wish after something eaten was told ("…yesterday, maybe japanese").
    static let wishAfterEaten: WordSet = [
        "maybe", "talvez", "want", "wanna", "quero", "queria", "now", "agora", "today", "hoje", "tonight", "but", "mas", "so", "entao",
    ]
    /// Who may have had or eaten something ("we had sushi", "he had churrasco").
    static let eaters: WordSet = ["i", "we", "he", "she", "they", "i've", "we've", "ive", "weve", "already", "just", "you"]
    /// The words that make stars a minimum rather than a rating.
    static let minimum: WordSet = ["least", "minimum", "min", "minimo", "cima", "acima", "up", "higher", "above", "+"]
    /// Said after a kind, refusing it ("churrascaria nem pensar", "boteco de jeito nenhum", "sushi, no way").
    static let refusedAfter = PhraseTable<Bool>(
        [
            "nem pensar", "de jeito nenhum", "nem a pau", "no way", "jamais", "nem morto", "nem morta", "fora de questao",
            "out of the question",
        ]
        .map { ($0, true) })
    static let avoid = PhraseTable<Bool>(
        [
            "not", "no", "avoid", "without", "except", "but not", "anything but", "anything except", "other than", "nothing", "no more",
            "sem", "nada de", "menos", "exceto", "evitar", "evita", "tirando", "fora", "que nao seja", "nao", "sem ser", "nem",
            // Leaving something out of the draw ("skip the ramen ones", "pula os japoneses").
            "skip", "skip the", "ditch", "ditch the", "pass on", "pass on the", "leave out", "leave out the", "hold the", "minus",
            "pula", "pula o", "pula a", "pula os", "pula as", "dispensa", "dispensa o", "dispensa a", "deixa de fora",
            // Having had enough of a kind ("he's tired of Japanese food", "enjoei de pizza").
            "tired of", "sick of", "fed up with", "cansado de", "cansada de", "enjoei de", "enjoado de", "enjoada de", "chega de",
            "enjoou de", "enjoou do", "enjoou da", "cansou de", "cansei de", "enjoamos de",
            // What cannot be eaten ("sou alérgico a frutos do mar", "lactose intolerant, so no ice cream").
            "allergic to", "alergico a", "alergica a", "alergico de", "alergica de", "alergia a", "alergia de", "intolerant to",
            "intolerante a", "can't eat", "cant eat", "cannot eat", "nao posso comer", "nao pode comer", "nao podemos comer",
            "don't eat", "dont eat", "doesn't eat", "doesnt eat", "nao como", "nao come", "nao comemos",
            // Disliking a kind named right after ("Mom hates seafood", "ela odeia comida japonesa").
            "hate", "hates", "odeio", "odeia", "odeiam", "detesto", "detesta", "detestam", "dislikes", "can't stand", "cant stand",
        ].map { ($0, true) })
    /// Words of disliking or having had enough: they avoid only a kind named right after them.
    static let enough: WordSet = [
        "tired", "sick", "fed", "cansado", "cansada", "cansei", "enjoei", "enjoado", "enjoada", "chega", "hate", "hates", "odeio", "odeia",
        "odeiam", "detesto", "detesta", "detestam", "dislikes", "can't", "cant",
    ]
    /// Words before "cara(s)" that make it a guy, not a price ("valeu cara", "um cara", "12 caras", "fechou cara").
    static let beforeAGuy: WordSet = [
        "uns", "dois", "tres", "quatro", "cinco", "seis", "os", "valeu", "vlw", "po", "fechou", "o", "ai", "ae", "mano", "um", "esse",
        "aquele", "do", "dum", "pro", "meu", "teu", "seu",
    ]
    /// Verbs of eating or ordering between having had enough and the kind ("cansado de comer pizza").
    static let eatingVerbs: WordSet = ["comer", "pedir", "ver", "provar", "eat", "have", "order"]
    /// Kinds of food that are a diet, not where someone is from.
    static let diets: Set<String> = ["vegetarian", "vegan", "healthy", "contemporary", "seafood"]
    /// Words of what something looks like ("parece meio bar de esquina", "looks like a diner").
    /// Things a favourite may be besides a place ("my favourite city", "meu time favorito" comes after).
    static let favouriteOfSomethingElse: WordSet = [
        "city", "cidade", "team", "time", "song", "musica", "movie", "film", "filme", "band", "banda", "show", "series", "serie",
        "book", "livro", "color", "colour", "cor", "player", "jogador", "singer", "cantor", "cantora", "actor", "ator", "game",
        "jogo", "app", "word", "palavra", "person", "pessoa", "day", "dia", "season", "country", "pais", "sport", "esporte",
    ]
    static let looksLike: WordSet = ["parece", "parecia", "looks", "looked", "seems"]
    /// People whose nationality is no cuisine ("um cliente alemão", "my boss from Argentina").
    static let people: WordSet = [
        "client", "clients", "cliente", "clientes", "friend", "friends", "amigo", "amiga", "amigos", "amigas", "boss", "chefe",
        "tourist", "tourists", "turista", "turistas", "guest", "guests", "visitor", "visitors", "visitante", "visitantes",
        "colleague", "colleagues", "colega", "colegas", "girlfriend", "boyfriend", "namorada", "namorado", "partner",
        "socio", "investor", "investors", "investidor", "investidores",
        // The one talking, of a nationality ("sou argentino", "I'm Italian").
        "sou", "somos", "i'm", "im",
    ]

    /// A distance covered, not a radius asked for: "just ran 30 km", "terminei a meia maratona… 21 km",
    /// "aumentei o raio no Tinder pra 50 km".
    static let distanceTold: WordSet = [
        "ran", "walked", "drove", "biked", "cycled", "hiked", "swam", "rode", "finished", "completed", "marathon", "race",
        "training", "increased", "tinder", "corri", "andei", "pedalei", "dirigi", "caminhei", "nadei", "rodei", "terminei",
        "acabei", "completei", "maratona", "corrida", "prova", "treino", "aumentei", "diminui", "pace",
        "pedalamos", "pedalou",
    ]
    /// What a distance measured when it follows ("80km de pedal", "60km of cycling") or leads to it ("um pedal de 100km").
    static let distanceActivities: WordSet = [
        "pedal", "pedalada", "trilha", "corrida", "cycling", "riding", "hike", "estrada", "viagem",
    ]
    /// Words that open a list of what is left out, which "and" continues ("menos sushi e pizza", "except sushi and pizza").
    static let exclusions: Set<String> = ["menos", "exceto", "tirando", "except", "but", "than", "fora"]
    /// Words of getting about in a wheelchair, beside which "acessível" is no price.
    static let wheelchair: WordSet = [
        "cadeirante", "cadeirantes", "wheelchair", "rampa", "ramp", "acessibilidade", "accessibility", "mobilidade", "muleta", "muletas",
        "andador", "bengala",
    ]
    /// Verbs of having done a distance, right before it ("just did 120km", "fizemos 40km").
    /// ("acabamos de correr 10k no parque", "just ran 5k": a distance covered, before it.)
    static let distanceDone: WordSet = [
        "did", "done", "fiz", "fizemos", "fez", "rodamos", "andamos", "correr", "corri", "corremos", "correu", "ran", "run",
        "walked", "biked", "cycled", "pedalei", "pedalamos", "caminhei", "caminhamos", "nadei", "swam", "running", "correndo",
        // ("açaí would be amazing after 40km": what was ridden before.)
        "after",
    ]
    /// Before a kind, a complaint that the pick has too much of it ("too crowded", "vive lotado").
    static let complaint: WordSet = ["too", "vive", "always", "sempre", "overly"]
    static let within = PhraseTable<Bool>(
        [
            "within", "under", "up to", "less than", "in a radius of", "radius", "radius of", "in", "at most", "max",
            "ate", "raio de", "num raio de", "em um raio de", "no raio de", "em ate", "a uns", "a", "de", "em", "dentro de", "no maximo",
        ].map { ($0, true) })

    static let favorites = PhraseTable<Bool>(
        [
            "favorites", "favourites", "favorite", "favourite", "favs", "fav", "my favorites", "our favorites", "my favourites",
            "from favorites", "from our favorites", "from my favorites", "favoritos", "favoritas", "meus favoritos", "dos favoritos",
            "dos meus favoritos", "entre os favoritos", "favorite places", "favourite places", "favorite spots", "favorite restaurants",
            "my favorite places", "our favorite places", "my favourite places", "my favorite spots", "my favorite restaurants",
            "lugares favoritos", "meus lugares favoritos", "restaurantes favoritos", "meus restaurantes favoritos", "my favs", "meus favs",
            // ("os restaurantes que estão marcados como favoritos": marked, said in so many words.)
            "que estao marcados como favoritos", "que estao marcadas como favoritas", "marcados como favoritos",
            "marcadas como favoritas", "marcado como favorito", "that are marked as favorites", "marked as favorites",
            // ("só dos lugares q eu já marquei como favorito": the ones I marked.)
            "marquei como favorito", "marquei como favoritos", "marquei como favorita", "marquei como favoritas",
            "i marked as favorite", "i marked as favorites", "i've marked as favorites", "i marked as favourites",
            "marked as favourites", "marked as favorite", "marked as favourite", "restaurantes que estao marcados como favoritos",
            "restaurantes marcados como favoritos", "lugares que estao marcados como favoritos", "lugares marcados como favoritos",
            "restaurants marked as favorites", "places marked as favorites", "restaurants marked as favourites",
            "places marked as favourites",
        ].map { ($0, true) })

    /// Portuguese aliases of the vocabulary that are English words meaning something else ("familiar" is
    /// family-friendly in Portuguese, well known in English): no kind in an English line.
    static let falseFriends: WordSet = ["familiar"]

    /// `only` → keep well rated only; `prefer` → weigh them up.
    static let rating = PhraseTable<RatingPriority>([
        ("only top rated", .only), ("top rated only", .only), ("only well rated", .only), ("only the well rated", .only),
        ("only the best", .only), ("only well-rated", .only), ("only highly rated", .only), ("so os melhores", .only),
        ("so bem avaliados", .only), ("so os bem avaliados", .only), ("so lugares bem avaliados", .only), ("apenas bem avaliados", .only),
        ("so os bem avaliados", .only), ("only rated", .only),
        ("top rated", .prefer), ("best rated", .prefer), ("well rated", .prefer), ("highly rated", .prefer), ("well-rated", .prefer),
        ("good ratings", .prefer), ("with good ratings", .prefer), ("prefer rated", .prefer), ("prefer top rated", .prefer),
        ("somewhere well rated", .prefer), ("bem avaliado", .prefer), ("bem avaliados", .prefer), ("bem avaliada", .prefer),
        ("melhores avaliados", .prefer), ("com boas avaliacoes", .prefer), ("bem recomendado", .prefer),
        ("the good ones", .prefer), ("good ones", .prefer), ("os bons", .prefer), ("so os bons", .only),
        ("places i've rated", .prefer), ("places i've already rated", .prefer), ("places we've rated", .prefer),
        ("places we've already rated", .prefer), ("already been and rated", .only), ("been to and rated", .only),
        ("i've already rated", .prefer), ("we've already rated", .prefer), ("que eu ja fui e avaliei", .only),
        ("ja tenha avaliado bem", .prefer), ("que eu ja tenha avaliado", .prefer), ("i already rated", .prefer),
        ("we already rated", .prefer), ("ones i rated", .prefer), ("places i rated", .prefer),
        // "somewhere we've already liked", "um lugar que a gente já curtiu".
        ("we've already liked", .prefer), ("we already liked", .prefer), ("i've already liked", .prefer), ("we've liked", .prefer),
        ("places we liked", .prefer), ("places i liked", .prefer), ("somewhere we liked", .prefer), ("que a gente ja curtiu", .prefer),
        ("que a gente ja gostou", .prefer), ("que eu ja gostei", .prefer), ("que ja gostamos", .prefer),
        ("que eu ja avaliei", .prefer), ("que ja avaliei", .prefer),
        ("places i have already rated", .prefer), ("places i have rated", .prefer), ("i have already rated", .prefer),
        ("places we have already rated", .prefer),
        // ("só lugar que eu já conheço e já avaliei", "only places I know and have rated".)
        ("eu ja conheco e ja avaliei", .prefer), ("ja conheco e avaliei", .prefer), ("i know and have rated", .prefer),
        ("i've rated well", .prefer), ("i've rated highly", .prefer), ("tenha avaliado", .prefer), ("ja tenha avaliado", .prefer),
        ("que a gente ja avaliou", .prefer), ("que eu ja avaliei bem", .prefer), ("so entre os lugares que eu ja avaliei bem", .only),
        ("only places i've rated well", .only), ("only places we rated well", .only),
        ("we rated well", .prefer), ("rated well", .prefer), ("we rated highly", .prefer), ("rated highly", .prefer),
        ("we gave good ratings", .prefer), ("we liked", .prefer), ("que avaliamos bem", .prefer), ("que a gente avaliou bem", .prefer),
        ("que eu avaliei bem", .prefer), ("avaliados bem", .prefer), ("com nota boa", .prefer), ("com nota alta", .prefer),
        // Reviews said as people say them: "ideally somewhere with good reviews", "bem falado".
        ("good reviews", .prefer), ("great reviews", .prefer), ("good review", .prefer), ("well reviewed", .prefer),
        ("well-reviewed", .prefer), ("highly reviewed", .prefer), ("best reviewed", .prefer), ("great ratings", .prefer),
        ("good rating", .prefer), ("high ratings", .prefer), ("boas avaliacoes", .prefer), ("otimas avaliacoes", .prefer),
        ("avaliacoes boas", .prefer), ("bem avaliadas", .prefer), ("bem falado", .prefer), ("bem falada", .prefer),
        ("bem recomendada", .prefer), ("nota alta", .prefer), ("nota boa", .prefer),
        // (One review said in the singular: "com boa avaliação", "avaliação boa", "bem conceituado".)
        ("boa avaliacao", .prefer), ("com boa avaliacao", .prefer), ("avaliacao boa", .prefer), ("otima avaliacao", .prefer),
        ("avaliacao alta", .prefer), ("bem conceituado", .prefer), ("bem conceituada", .prefer), ("bem conceituados", .prefer),
    ])

    static let openNow = PhraseTable<Bool>(
        [
            "open now", "open right now", "opened now", "that's open", "thats open", "that is open", "still open", "currently open",
            "aberto agora", "aberta agora", "abertos agora", "abertas agora", "que esteja aberto", "que estao abertos", "aberto",
            "abertos", "tao abertos agora", "que tao abertos", "que tao abertos agora", "funcionando agora",
        ].map { ($0, true) })

    /// "open late", "aberto até tarde", "stays open till late", "aberto até de madrugada": from `at`, the
    /// lateness that makes "open" the late-night kind (read by the vocabulary), not open now.
    static func late(_ words: [Word], _ at: Int) -> Bool {
        let w = { (i: Int) in i < words.count ? words[i].folded : "" }
        if ["late", "later", "tarde"].contains(w(at)) { return true }
        // ("fica aberto de madrugada", "aberto na madrugada": through the night, not now.)
        if ["de", "na", "pela", "durante"].contains(w(at)), w(at + 1) == "madrugada" || w(at + 2) == "madrugada" && w(at + 1) == "a" {
            return true
        }
        guard ["ate", "till", "til", "until"].contains(w(at)) else { return false }
        return ["late", "tarde", "madrugada"].contains(w(at + 1))
            || ["mais", "de", "a"].contains(w(at + 1))
                && ["tarde", "madrugada"].contains(w(at + 2))
    }

    /// Apps that keep lists of their own ("my favourites list on spotify").
    static let otherApps: WordSet = [
        "spotify", "netflix", "youtube", "deezer", "instagram", "insta", "tiktok", "kindle", "steam", "letterboxd", "goodreads",
        "pinterest", "twitter", "whatsapp", "zap", "facebook", "prime", "amazon", "shopee", "mercadolivre",
    ]

    /// With open now: only places whose hours say so (not those with no hours known).
    static let strict = PhraseTable<Bool>(
        [
            "strict", "strictly", "estrito", "so os abertos com certeza", "surely", "definitely", "for sure", "certainly", "guaranteed",
            "for certain", "confirmed", "only if their hours say so", "if their hours say so", "hours say so", "per their hours",
            "according to their hours", "with known hours", "with hours listed", "com certeza", "certeza", "garantido", "confirmado",
            "se o horario confirmar", "so se o horario confirmar", "horario confirmado", "com horario certinho", "com horario certo",
            "horario certinho", "com horario", "pelo horario", "de acordo com o horario", "garantidamente", "ctz", "sem chute",
            "if you're sure", "you're sure", "youre sure", "hours show", "hours say", "horario dizendo", "horario diz",
        ].map { ($0, true) })

    static let source = PhraseTable<NearbySource>([
        ("from osm", .osm), ("on osm", .osm), ("from openstreetmap", .osm), ("on openstreetmap", .osm), ("osm", .osm),
        ("openstreetmap", .osm), ("open street map", .osm), ("online", .osm), ("on the map", .osm), ("no mapa", .osm),
        ("in the map", .osm), ("do osm", .osm), ("no osm", .osm), ("the map", .osm), ("do mapa", .osm), ("check the map", .osm),
        ("no openstreetmap", .osm), ("do openstreetmap", .osm), ("pelo osm", .osm), ("in osm", .osm),
        ("from my list", .list), ("from the list", .list), ("from list", .list), ("my list", .list), ("my own list", .list),
        ("da minha lista", .list), ("da lista", .list), ("na minha lista", .list), ("minha lista", .list),
        ("my saved places", .list), ("my places", .list), ("saved places", .list), ("places i saved", .list), ("places we saved", .list),
        ("our list", .list), ("our places", .list), ("our saved places", .list), ("in my list", .list), ("on my list", .list),
        ("meus lugares", .list), ("meus lugares salvos", .list), ("lugares salvos", .list), ("nossa lista", .list),
        ("nossos lugares", .list), ("lugares que eu salvei", .list), ("dos meus lugares", .list), ("dos meus lugares salvos", .list),
        ("the whole map", .osm), ("todo o mapa", .osm), ("the internet", .osm), ("na internet", .osm),
        // ("procura no openstreetmap também, fora da minha lista": beyond the list is the map.)
        ("fora da minha lista", .osm), ("fora da lista", .osm), ("outside my list", .osm), ("beyond my list", .osm),
    ])

    /// Nouns a kind may name without being wished for ("ceviche photos", "pizza recipe", "coffee machine").
    static let notAPlaceAfterAKind: WordSet = [
        "photos", "photo", "pics", "pic", "pictures", "picture", "video", "videos", "recipe", "recipes", "machine", "maker",
        "stain", "stains", "emoji", "meme", "memes", "costume", "fotos", "foto",
    ]

    /// Category words that only mean "a place to eat".
    static let generic: WordSet = ["restaurant", "restaurants", "restaurante", "restaurantes"]

    /// Words that join filters and carry nothing themselves.
    static let connectives: WordSet = [
        "and", "or", "with", "e", "ou", "com", ",", "but", "mas", "food", "comida", "de", "in", "of", "that's", "thats", "that",
        "isn't", "is", "a", "an", "the", "some", "um", "uma", "uns", "umas", "o", "os", "as", "do", "da", "num", "numa", "no", "na",
        "pra", "para", "pro", "to", "for", "me", "us", "nos", "place", "places", "spot", "lugar", "lugares",
        "tipo", "bem", "very", "really", "kind", "sort", "type", "style", "something", "somewhere", "algo", "algum", "alguma",
        "comer", "eat", "tonight", "today", "hoje", "hj", "agora", "now", "right", "just", "only", "so", "apenas", "also",
        "tambem", "too", "more", "mais", "please", "one", "ones", "any", "qualquer", "coisa", "lugarzinho", "prefer", "prefiro",
        "preferably", "preferencia", "if", "possible", "se", "possivel", "maybe", "talvez",
    ]
}
