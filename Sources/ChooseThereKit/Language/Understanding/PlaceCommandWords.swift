// MARK: - The words of favourite, save, open, show and forget (read by PlaceCommandReader)

enum PlaceCommandWords {
    static let fav: WordSet = ["fav", "favorite", "favourite", "favoritar", "favorita", "favorito"]
    /// Words before "show" that make it the noun (a concert, a gig).
    static let beforeTheNoun: WordSet = [
        "the", "a", "best", "great", "that", "this", "o", "do", "no", "um", "esse", "aquele", "melhor", "good", "amazing", "of", "after",
        "depois", "pro", "ao",
    ]
    /// Verbs that make the pick a favourite, or ask for it ("make it a favorite", "marca como favorito").
    static let makeIt: WordSet = ["make", "mark", "set", "marca", "marcar", "bota", "coloca", "poe", "deixa"]
    static let unfav: WordSet = ["unfav", "unfavorite", "unfavourite", "desfavoritar", "desfavorita", "defav", "unstar", "desfavorite"]
    /// "to my favorites" (add) or "from my favorites" (remove).
    static let favoritesObject = PhraseTable<Bool>([
        ("to my favorites", true), ("to my favourites", true), ("to favorites", true), ("to our favorites", true), ("as a favorite", true),
        ("as favorite", true), ("as a favourite", true), ("into my favorites", true), ("nos favoritos", true), ("nos meus favoritos", true),
        ("aos favoritos", true), ("pros favoritos", true), ("como favorito", true), ("em favoritos", true), ("nos favs", true),
        ("from my favorites", false), ("from my favourites", false), ("from favorites", false), ("from favourites", false),
        ("off my favorites", false), ("off my favourites", false), ("off favorites", false), ("dos favoritos", false),
        ("dos meus favoritos", false), ("da lista de favoritos", false), ("o favorito", false), ("out of my favorites", false),
    ])
    static let addVerbs: WordSet = [
        "add", "put", "mark", "save", "keep", "coloca", "colocar", "poe", "salva", "adiciona", "adicionar",
        "bota", "vai", "marca", "guarda", "favorite", "love",
    ]
    static let removeVerbs: WordSet = [
        "remove", "delete", "take", "drop", "tira", "tirar", "apaga", "exclui", "unmark", "desmarca",
        "desmarcar", "retira", "retirar", "tire", "remova",
    ]
    static let save: WordSet = ["save", "keep", "salva", "salvar", "guarda", "guardar", "salve", "store", "bookmark"]
    static let saveToList = PhraseTable<Bool>(
        [
            "add it to my list", "add this to my list", "add this", "add it", "to my list",
            "in my list", "na minha lista", "pra minha lista", "adiciona na lista",
        ].map { ($0, true) })
    static let open: WordSet = ["open", "abre", "abrir", "abra", "route", "directions", "rota", "navigate", "navega"]
    static let route = PhraseTable<Bool>(
        [
            "directions to", "directions", "route to", "how do i get to", "how do we get to",
            "how to get to", "como chego", "como chegar", "como eu chego", "a rota", "rota pro",
            "rota pra", "take me there", "get me there", "take us there", "me leva la", "me leva ate la", "leva a gente la",
            "leva a gente ate la", "nos leva la",
            // "there" / "lá" is the place just named or picked.
            "how do i get there", "how do we get there", "how to get there", "how can i get there",
            "how can we get there", "how would i get there", "how do i go there", "way there",
            "como chego la", "como chegar la", "como eu chego la", "como a gente chega la",
            "como faco pra chegar", "como faco pra chegar la", "como faço pra chegar", "como faço pra chegar la",
            "como vou pra la", "como ir pra la", "como chego ali", "caminho pra la", "qual o caminho", "mostra o caminho",
            "me mostra o caminho", "o caminho pra la", "o caminho ate la",
            // "manda o link do mapa que eu jogo no grupo": the map's link, to pass on.
            "manda o link", "me manda o link", "passa o link", "send me the link", "send the link", "link do mapa", "link pro mapa",
            "map link", "link to the map",
        ].map { ($0, true) })
    /// The preposition between sending and the app ("manda no waze", "open it in maps").
    static let beforeAnApp: WordSet = ["no", "na", "in", "on", "pro", "pra", "to"]
    static let apps = PhraseTable<LinkApp>([
        ("google maps", .google), ("maps", .maps), ("map", .maps), ("mapa", .maps), ("mapas", .maps), ("the map", .maps),
        ("osm", .osm), ("openstreetmap", .osm), ("open street map", .osm), ("google", .google), ("tripadvisor", .tripadvisor),
        ("trip advisor", .tripadvisor), ("ifood", .ifood), ("i food", .ifood), ("link", .link), ("the link", .link),
        ("website", .link), ("site", .link), ("web", .link), ("waze", .maps), ("apple maps", .maps),
        // Misheard by voice dictation: "open the root in ways".
        ("ways", .maps), ("wase", .maps),
    ])
    static let refetch = PhraseTable<Bool>(
        [
            "refresh details", "refresh the details", "update details", "update the details", "refetch", "refetch details",
            "reload details", "atualizar detalhes", "atualiza detalhes", "atualiza os detalhes", "atualizar os detalhes",
            "busca os detalhes de novo", "recarrega os detalhes",
        ].map { ($0, true) })
    static let show: WordSet = [
        "show", "info", "details", "detalhes", "detail", "mostra", "mostrar", "ver", "describe", "informacoes", "informacao", "infos",
        "information",
    ]
    /// Questions about a place's facts ("what's the address", "qual a nota do").
    static let aboutPhrases = PhraseTable<Bool>(
        [
            "what's the address", "whats the address", "what is the address", "the address of", "address of", "qual o endereco",
            "qual e o endereco", "o endereco do", "o endereco da", "endereco do", "endereco da", "rating for", "rating of", "the rating of",
            "a nota do", "a nota da", "qual a nota", "qual a nota do", "qual a nota da", "quantas estrelas", "how many stars",
            "what's the rating", "whats the rating", "qual o telefone", "the phone number", "what time does", "que horas abre",
            "que horas fecha", "is it open", "ta aberto", "esta aberto",
        ].map { ($0, true) })
    static let showPhrases = PhraseTable<Bool>(
        [
            "tell me more about", "tell me about", "more info", "more info about", "details on", "details for", "details of",
            // Where the pick is ("esse fica onde exatamente?", "where is this one?").
            "fica onde", "esse fica onde", "onde fica esse", "onde fica essa", "where is this one", "where's this one", "where is it",
            "where's it",
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
            "does this place have", "do they have", "quanto custa", "how much is it", "o endereco", "o endereço", "me passa o endereco",
            "me passa o endereço",
            "me conta mais desse lugar", "fala mais desse lugar",
        ].map { ($0, true) })
    static let forget: WordSet = [
        "forget", "delete", "remove", "erase", "esquece", "esquecer", "esqueca", "apaga", "apagar",
        "exclui", "excluir", "remover", "deleta", "deletar",
    ]
    static let forgetPhrases = PhraseTable<Bool>(
        [
            "get rid of", "take off my list", "remove from my list", "tira da lista",
            "tirar da lista", "pode tirar da lista", "tira da minha lista",
        ].map { ($0, true) })
    /// "take X off my list", "tira o X da minha lista": a verb of taking, the place, then the list.
    static let offTheList = PhraseTable<Bool>(
        [
            "off my list", "off the list", "off our list", "from my list", "from the list",
            "from our list", "out of my list", "out of the list", "da minha lista", "da lista",
            "da nossa lista", "fora da lista", "fora da minha lista",
        ].map { ($0, true) })
    static let takeVerbs: WordSet = [
        "take", "get", "kick", "remove", "tira", "tirar", "retira", "retirar", "remova", "tire", "bota", "poe",
    ]
    static let idioms = PhraseTable<Bool>(
        [
            "forget it", "forget about it", "never mind", "nevermind", "deixa pra la", "deixa quieto",
            "esquece isso", "esquece", "forget that", "nao importa", "forget about", "forget i said",
            "forget what i said", "forget we said", "esquece o que eu disse", "esquece o que eu falei",
            "esquece que eu falei",
        ].map { ($0, true) })
    static let confirm = PhraseTable<Bool>(
        [
            "yes", "y", "sim", "confirm", "confirmed", "--yes", "-y", "i'm sure", "im sure",
            "yes i'm sure", "pode apagar", "pode apagar sim", "tenho certeza", "com certeza",
            "go ahead", "i'm sure about it",
        ].map { ($0, true) })
    /// Things one may ask to remove that are not places.
    /// Words between food words in "drop the sushi and the bars".
    static let foodGlue: WordSet = [
        "the", "a", "an", "all", "those", "these", "o", "os", "as", "and", "e", "or", "ou", "from", "my", "list",
        "da", "minha", "lista", "of", "any", "more", "mais", "part", "parte", "thing", "bit", "stuff", "coisa", "ideia", "idea",
    ]
    /// Things deleted, saved or opened in everyday life, never a place of the list.
    /// Every place at once ("delete all", "apaga minha lista toda"): never deleted in one command.
    static let everyPlace: WordSet = ["all", "everything", "tudo", "todos", "todas", "every", "whole", "entire", "inteira", "toda"]
    static let everydayThings: WordSet = [
        "luz", "luzes", "light", "lights", "lamp", "tv", "som", "alarme", "alarm", "foto", "fotos", "photo", "photos", "picture",
        "pictures", "mensagem", "mensagens", "message", "messages", "email", "emails", "e-mail", "conversa", "conversas", "chat",
        "grupo", "group", "celular", "phone", "computador", "computer", "laptop", "notebook", "tcc", "trabalho", "documento",
        "document", "documents", "planilha", "spreadsheet", "senha", "password", "contato", "contatos", "contact", "contacts",
        "video", "videos", "musica", "musicas", "song", "songs", "playlist", "post", "story", "stories", "meme", "memes", "print",
        "prints", "screenshot", "screenshots", "janela", "window", "porta", "door",
    ]
    static let notPlaces: WordSet = [
        "history", "historico", "rating", "ratings", "nota", "notas", "avaliacao", "avaliacoes",
        "log", "logs", "settings", "configuracoes", "config", "search", "busca", "filter", "filtro",
        "price", "preco", "visit", "visita", "visits", "visitas", "cache", "review",
    ]
}

/// The favourites list named in a sentence, and which way things go.
enum FavoritesWords {
    static let nouns: WordSet = [
        "favorites", "favourites", "favs", "fav", "favoritos", "favorito", "favoritas", "favorita",
        "favorite", "favourite", "faves", "favoritados",
    ]
    /// Words between a preposition and the noun ("to [my] favorites", "dos [meus] favs").
    static let around: WordSet = [
        "my", "our", "the", "meus", "minhas", "nossos", "os", "as", "o", "a", "de", "da", "do", "dos", "das",
        "to", "into", "in", "on", "nos", "aos", "pros", "pras", "em", "como", "na", "no", "from", "off",
        "out", "of", "list", "lista",
    ]
    static let into: WordSet = [
        "to", "into", "in", "on", "as", "nos", "aos", "pros", "pras", "em", "como", "na", "no", "pro", "pra", "among", "entre",
    ]
    static let outOf: WordSet = ["from", "off", "out", "dos", "das", "da", "do", "de"]

    /// The favourites noun (a whole word), if the line names the list.
    static func noun(_ s: Sentence) -> Range<Int>? {
        s.words.indices.first { nouns.contains(s.words[$0]) && !s.used[$0] }.map { $0..<($0 + 1) }
    }

    static func mentioned(_ s: Sentence) -> Bool { noun(s) != nil }

    /// true: into the favourites; false: out of them; nil: no preposition.
    static func direction(_ s: Sentence, noun: Range<Int>) -> Bool? {
        var j = noun.lowerBound - 1
        while j >= 0, j >= noun.lowerBound - 4 {
            let w = s.words[j].folded
            if outOf.contains(w) { return false }
            if into.contains(w) { return true }
            guard around.contains(w) else { return nil }
            j -= 1
        }
        return nil
    }
}
