// MARK: - list: list places in the current city (name, category or tag)

extension Verb {
    /// The `list` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let listRow = VerbRow(
        english:
            CommandSpec(
                verb: .list,
                phrases: [
                    "list", "ls", "search", "my list", "my places", "favorites", "lista", "listar", "buscar", "busca", "procurar",
                    "meus lugares", "favoritos",
                ],
                usage: "list [TEXT] [page N]", summary: "list places in the current city (name, category or tag)",
                details: "Matches names, categories, tags and addresses, case and accents ignored. Long lists are paged: list page 2.",
                examples: ["list", "list japanese", "search ramen", "list page 2"], group: .places, argument: .filters),
        portugueseName: "listar",
        portugueseUsage: "listar [TEXTO] [página N]",
        portuguesePhrases: ["lista", "listar", "buscar", "busca", "procurar", "meus lugares", "favoritos"],
        portugueseHelp: (
            "lista os lugares da cidade atual (nome, categoria ou tag)",
            "Procura em nomes, categorias, tags e endereços, ignorando maiúsculas e acentos. Listas longas são paginadas: lista página 2.",
            ["lista", "lista japonês", "busca ramen", "lista página 2", "meus favoritos"]
        ),
        triggers: {
            ListWords.listVerbs.union(ListWords.myPlaces.anchors).union(FilterWords.favorites.anchors).union(FavoritesWords.nouns)
                .union(ListWords.page).union(ListWords.all.anchors).union(ListWords.searchVerbs).union(PickWords.findPhrases.anchors)
                .union(ListWords.pluralMine).union(["ones"])
        })
}

// Its cue words, which its recognizer (Understanding/ListReader.swift) reads.
extension ListWords {
    static let listVerbs: WordSet = ["list", "ls", "lista", "listar", "liste"]

    static let myPlaces = PhraseTable<Bool>(
        [
            "my list", "show my list", "my places", "my saved places", "what's on my list", "whats on my list", "what's in my list",
            "meus lugares", "minha lista", "os meus lugares", "quais lugares eu tenho", "que lugares eu tenho", "lugares salvos",
            "my own list", "in my list", "in my places", "na minha lista", "nos meus lugares", "do i have", "tenho algum", "tenho alguma",
            "saved", "salvo", "salvos", "salva", "salvas", "eu tenho", "i have", "we have", "do we have", "a gente tem", "quantos lugares",
            "how many places", "lugares cadastrados", "cadastrados", "cadastrado", "cadastrada", "cadastradas", "my stuff", "eu ja tenho",
            "a gente ja tem", "tenho na lista",
            "i already have", "we already have", "ja tenho", "ja temos", "have on the list", "have in the list", "tem na lista",
            // "show me the whole list of my restaurants", "a lista toda".
            "the whole list", "my whole list", "a lista toda", "a lista inteira", "minha lista toda", "my restaurants",
            "meus restaurantes",
        ].map { ($0, true) })

    /// What a list of mine holds ("a lista de lugares", "my list of places").
    static let listedThings: WordSet = [
        "lugares", "restaurantes", "places", "restaurants", "favoritos", "favorites", "favourites", "bares", "bars", "spots", "cafes",
        "my", "minha", "meus", "os", "as", "the",
    ]
    static let page: WordSet = ["page", "pagina", "pg", "p", "pag", "pagina:"]

    static let all = PhraseTable<Bool>(
        [
            "all", "all my places", "every city", "everything", "tudo", "todos", "todos os lugares",
            "de todas as cidades", "all places", "list all", "lista tudo", "todas as cidades", "all cities",
            "in all cities", "em todas as cidades", "geral", "lista geral", "every place", "all of them", "them all",
            "todos eles", "todas elas",
        ].map { ($0, true) })

    static let searchVerbs: WordSet = [
        "search", "busca", "buscar", "procura", "procurar", "pesquisa", "look", "find", "acha",
        "achar", "encontra", "encontrar", "pesquisar", "lookup",
    ]

    /// Whose places, before a kind in the plural ("my snack bars", "meus bares").
    static let pluralMine: WordSet = ["my", "our", "meus", "minhas", "nossos", "nossas"]
}
