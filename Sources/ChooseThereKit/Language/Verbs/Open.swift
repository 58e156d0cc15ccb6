// MARK: - open: links for the current pick (maps, OpenStreetMap, Google, Tripadvisor, iFood, its website)

extension Verb {
    /// The `open` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let openRow = VerbRow(
        english:
            CommandSpec(
                verb: .open, phrases: ["open", "route", "directions", "rota", "abrir", "como chegar"],
                usage: "open [maps|osm|google|tripadvisor|ifood|link] [NAME]",
                summary: "links for the current pick (maps, OpenStreetMap, Google, Tripadvisor, iFood, its website)",
                details: "",
                examples: ["open", "route", "open tripadvisor", "open ifood"], group: .places, argument: .place),
        portugueseName: "abrir",
        portugueseUsage: "abrir [maps|osm|google|tripadvisor|ifood|link] [NOME]",
        portuguesePhrases: ["rota", "abrir", "como chegar"],
        portugueseHelp: (
            "links do lugar atual (mapas, OpenStreetMap, Google, Tripadvisor, iFood, o site dele)",
            "",
            ["abre", "rota", "como chegar", "abre no tripadvisor", "pede no ifood"]
        ),
        triggers: { PlaceCommandWords.open.union(PlaceCommandWords.route.anchors).union(PlaceCommandWords.apps.anchors) })
}

// Its cue words, which its recognizer (Understanding/PlaceCommandReader.swift) reads.
extension PlaceCommandWords {
    static let open: WordSet = ["open", "abre", "abrir", "abra", "route", "directions", "rota", "navigate", "navega"]

    static let route = PhraseTable<Bool>(
        [
            "directions to", "directions", "route to", "how do i get to", "how do we get to", "as direcoes", "direcoes",
            "direcao", "me da as direcoes", "pra chegar la", "para chegar la", "pra chegar ali",
            "how to get to", "como chego", "como chegar", "como eu chego", "a rota", "rota pro",
            "rota pra", "take me there", "get me there", "take us there", "me leva la", "me leva ate la", "leva a gente la",
            "leva a gente ate la", "nos leva la",
            // "fechou, me dá o caminho": the way there, asked for.
            "me da o caminho", "me passa o caminho", "manda o caminho", "qual o caminho", "give me the way",
            // "there" / "lá" is the place just named or picked.
            "how do i get there", "how do we get there", "how to get there", "how can i get there",
            "how can we get there", "how would i get there", "how do i go there", "way there",
            "como chego la", "como chegar la", "como eu chego la", "como a gente chega la",
            "como faco pra chegar", "como faco pra chegar la", "como faco para chegar", "como faco para chegar la", "chegar ate la",
            "como faço pra chegar", "como faço pra chegar la",
            "como vou pra la", "como ir pra la", "como chego ali", "caminho pra la", "qual o caminho", "mostra o caminho",
            "show me the way", "show us the way", "me mostre o caminho", "mostre o caminho", "me mostra o caminho",
            "me mostra o caminho", "o caminho pra la", "o caminho ate la",
            // "manda o link do mapa que eu jogo no grupo": the map's link, to pass on.
            "manda o link", "me manda o link", "passa o link", "send me the link", "send the link", "link do mapa", "link pro mapa",
            "map link", "link to the map",
        ].map { ($0, true) })

    static let apps = PhraseTable<LinkApp>([
        ("google maps", .google), ("maps", .maps), ("map", .maps), ("mapa", .maps), ("mapas", .maps), ("the map", .maps),
        ("osm", .osm), ("openstreetmap", .osm), ("open street map", .osm), ("google", .google), ("tripadvisor", .tripadvisor),
        ("trip advisor", .tripadvisor), ("ifood", .ifood), ("i food", .ifood), ("link", .link), ("the link", .link),
        ("website", .link), ("site", .link), ("web", .link), ("waze", .maps), ("apple maps", .maps),
        // Misheard by voice dictation: "open the root in ways".
        ("ways", .maps), ("wase", .maps),
    ])

    /// Seeing the pick in an app named right after ("my husband wants to see it on the map", "quero ver ele no maps").
    static let seeItIn = PhraseTable<Bool>(
        [
            "see it on", "see it in", "view it on", "view it in", "look at it on", "look at it in", "ver isso no", "ver ele no",
            "ver ela no", "ver no", "ver isso na", "ver na", "olhar no", "olhar ele no",
        ].map { ($0, true) })

    /// Verbs of going or seeing after "pra"/"para": what opening is for ("abre google maps para ir").
    static let goingVerbs: WordSet = ["ir", "ver", "chegar", "olhar", "conferir", "dar", "saber", "achar", "go", "see", "get", "check"]
    /// Verbs of looking at what an app shows ("pra ver as reviews", "to check the photos").
    static let lookingVerbs: WordSet = ["ver", "see", "check", "checar", "conferir", "olhar", "look", "read", "ler", "view"]
}
