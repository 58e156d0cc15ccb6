// MARK: - The words of favourite, save, open, show and forget (read by PlaceCommandReader)

enum PlaceCommandWords {
    /// Words before "show" that make it the noun (a concert, a gig).
    static let beforeTheNoun: WordSet = [
        "the", "a", "best", "great", "that", "this", "o", "do", "no", "um", "esse", "aquele", "melhor", "good", "amazing", "of", "after",
        "depois", "pro", "ao",
        // ("that baking show is way better": a kind of show on TV.)
        "baking", "cooking", "tv", "talk", "game", "reality", "comedy", "magic", "radio", "fashion", "quiz", "morning", "late-night",
    ]
    /// After "show", Portuguese words that make it the noun, a concert ("show acabou agora", "o show foi top",
    /// "show de bola"), never the command.
    static let afterTheNoun: WordSet = [
        "acabou", "foi", "comeca", "comecou", "vai", "ta", "esta", "estava", "tava", "era", "de", "demais", "hoje", "ontem",
        "rolou", "terminou", "atrasou", "lotou", "lotado", "incrivel", "lindo", "top", "bom", "ruim", "cancelado", "cancelou",
    ]
    /// Verbs that make the pick a favourite, or ask for it ("make it a favorite", "marca como favorito").
    static let makeIt: WordSet = ["make", "mark", "set", "marca", "marcar", "bota", "coloca", "poe", "deixa"]
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
    /// The preposition between sending and the app ("manda no waze", "open it in maps").
    static let beforeAnApp: WordSet = ["no", "na", "in", "on", "pro", "pra", "to"]
    /// "take X off my list", "tira o X da minha lista": a verb of taking, the place, then the list.
    static let offTheList = PhraseTable<Bool>(
        [
            "off my list", "off the list", "off our list", "from my list", "from the list",
            "from our list", "out of my list", "out of the list", "da minha lista", "da lista",
            "da nossa lista", "fora da lista", "fora da minha lista",
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
        "out", "of", "list", "lista", "one", "um", "uma",
    ]
    static let into: WordSet = [
        "to", "into", "in", "on", "as", "nos", "aos", "pros", "pras", "em", "como", "na", "no", "pro", "pra", "among", "entre",
    ]
    static let outOf: WordSet = ["from", "off", "out", "dos", "das", "da", "do", "de"]
    /// Words that make "from my favourites" the pool ("only from my favourites").
    static let onlyFrom: WordSet = ["only", "just", "so", "somente", "apenas", "exclusively", "strictly"]

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
            // ("only from my favourites", "só dos favoritos": the pool a pick is drawn from, nothing taken out.)
            if outOf.contains(w) { return j > 0 && onlyFrom.contains(s.words[j - 1]) ? nil : false }
            if into.contains(w) { return true }
            guard around.contains(w) else { return nil }
            j -= 1
        }
        return nil
    }
}
