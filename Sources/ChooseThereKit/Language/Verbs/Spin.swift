// MARK: - spin: pick a place at random from your list, with filters

extension Verb {
    /// The `spin` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let spinRow = VerbRow(
        english:
            CommandSpec(
                verb: .spin,
                phrases: [
                    "spin", "pick", "roll", "surprise me", "choose", "decide", "where should we eat", "where do we eat", "sorteia",
                    "sortear", "escolhe", "escolher", "onde comer",
                    "open now", "what's open", "whats open", "what is open", "o que esta aberto",
                ],
                usage: "spin [TAGS…] [not TAG…] [cheap|$$|fancy] [within 3km] [favorites] [top rated] [open now [strict]]",
                summary: "pick a place at random from your list, with filters",
                details:
                    "Tags and categories narrow the pool (japanese, bar, coffee…); not/no/avoid/without exclude; cheap ($), $$ and fancy ($$$) set the price; within 3km needs a known location; favorites keeps favourites only; top rated prefers well-rated places and only top rated keeps them; open now keeps places open now (places with unknown hours stay, counted and named; open now strict leaves them out). Places you visited recently are skipped (set avoid-repeats).",
                examples: [
                    "spin", "spin bar cheap", "pick japanese not sushi within 3km", "spin favorites", "spin top rated", "spin open now",
                    "what's open",
                ],
                group: .deciding, argument: .filters),
        portugueseName: "sortear",
        portugueseUsage:
            "sortear [TAGS…] [sem TAG…] [barato|$$|chique] [num raio de 3km] [favoritos] [bem avaliado] [aberto agora [com certeza]]",
        portuguesePhrases: ["sorteia", "sortear", "escolhe", "escolher", "onde comer", "o que esta aberto"],
        portugueseHelp: (
            "sorteia um lugar da sua lista, com filtros",
            "Tags e categorias restringem os candidatos (japonês, bar, café…); sem/não/menos/nada de excluem; barato ($), $$ e chique ($$$) definem o preço; num raio de 3km exige uma localização conhecida; favoritos fica só com os favoritos; bem avaliado dá preferência aos lugares bem avaliados e só os bem avaliados fica só com eles; aberto agora fica com os lugares abertos agora (os de horário desconhecido continuam, contados e citados por nome; aberto agora com certeza os deixa de fora). Lugares que você visitou há pouco são pulados (definir repetições).",
            [
                "sorteia", "sorteia bar barato", "sorteia japonês sem sushi num raio de 3km", "sorteia só os bem avaliados",
                "sorteia um dos favoritos aberto agora",
            ]
        ),
        triggers: { nil })
}

// Its cue words, which its recognizer (Understanding/PickReader.swift) reads.
extension PickWords {
    static let spin: WordSet = [
        "spin", "pick", "roll", "choose", "decide", "random", "surprise", "suggest", "recommend", "sorteia", "sortear", "sorteie",
        "sorteio", "escolhe", "escolha", "escolher", "gira", "girar", "roda", "indica", "indique", "sugere", "sugira", "shuffle",
        "gimme", "randomize",
    ]

    static let spinPhrases = PhraseTable<Bool>(
        [
            "surprise me", "where should we eat", "where do we eat", "where can we eat", "where can i eat", "where should i go",
            "where to eat", "where do i eat", "where can we grab a bite", "where should i eat",
            "what should we eat", "any ideas", "grab a bite", "roll the dice", "give me a random place", "just pick", "pick one",
            "pick something", "decide for us", "decide for me", "decide por mim", "hungry", "starving", "com fome", "morrendo de fome",
            "to com fome", "any idea where to go", "where to go", "where should we go", "onde ir", "pra onde a gente vai", "onde comer",
            "onde a gente come", "onde a gente janta",
            "me indica", "me sugere", "me ve um", "me ve uma", "me ve ai", "roda a roleta", "gira a roleta", "sorteia ai", "sorteia um",
            "escolhe um", "escolhe ai",
            "um lugar pra comer", "lugar pra comer", "bora num", "bora numa", "bora comer", "bora", "que tal", "how about", "what about",
            "e se a gente fosse", "vamos num", "vamo num", "let's go to a", "somewhere to", "a place to", "algum lugar",
            // Asking for food itself ("need food now", "qro comer algo").
            "need food", "want food", "need some food", "want some food", "need to eat", "want to eat", "something to eat",
            "get me food", "get us food", "get some food", "grab some food", "grab food", "feed me", "feed us", "food please",
            "quero comer", "queria comer", "preciso comer", "preciso de comida", "quero comida", "algo pra comer", "algo para comer",
            "comer alguma coisa", "comer algo",
            // Not knowing what to eat ("não sei o que comer", "I don't know what to eat tonight").
            "what to eat", "what do we eat", "what should i eat", "o que comer", "o que eu como", "o que a gente come",
            "o q comer", "oq comer",
        ].map { ($0, true) })
}
