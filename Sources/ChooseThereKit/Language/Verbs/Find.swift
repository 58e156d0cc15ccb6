// MARK: - find: search OpenStreetMap for a name, brand, dish or cuisine

extension Verb {
    /// The `find` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let findRow = VerbRow(
        english:
            CommandSpec(
                verb: .find,
                phrases: [
                    "find", "search", "search for", "look for", "is there", "are there", "acha", "achar", "encontra", "encontrar",
                    "buscar", "busca", "procurar", "procura", "tem algum", "tem alguma", "onde tem",
                ],
                usage: "find TEXT near me|from osm|in CITY [RADIUS]", summary: "search OpenStreetMap for a name, brand, dish or cuisine",
                details:
                    "Around your location (or the city centre), or in a city: temaki in Curitiba. Case and accents never matter. Results are numbered, nearest first: show N for the details, save N to keep one. Without near me, from osm or a city, find and search look in your own list.",
                examples: [
                    "find Mocotó near me", "search açaí from osm", "acha temaki aqui perto", "is there a Mocotó near me?",
                    "temaki in Curitiba",
                ],
                group: .deciding, argument: .text),
        portugueseName: "achar",
        portugueseUsage: "achar TEXTO perto de mim|no osm|em CIDADE [RAIO]",
        portuguesePhrases: ["acha", "achar", "encontra", "encontrar"],
        portugueseHelp: (
            "procura no OpenStreetMap um nome, marca, prato ou cozinha",
            "Em volta da sua localização (ou do centro da cidade), ou numa cidade: temaki em Curitiba. Maiúsculas e acentos nunca importam. Os resultados vêm numerados, do mais perto ao mais longe: mostra N para ver os detalhes, salva N para guardar um. Sem perto de mim, no osm ou uma cidade, acha e procura buscam na sua própria lista.",
            ["acha o Mocotó perto de mim", "procura açaí no osm", "acha temaki aqui perto", "procura temaki em Curitiba"]
        ),
        triggers: { nil })
}

// Its cue words, which its recognizer (Understanding/PickReader.swift) reads.
extension PickWords {
    static let findVerbs: WordSet = [
        "find", "look", "search", "lookup", "acha", "achar", "ache", "procura", "procurar", "procure", "finding",
        "searching", "looking",
        "busca", "buscar", "pesquisa", "pesquisar", "encontra", "encontrar", "encontre", "locate",
    ]

    /// Words of a time gone by or never ("já morei em…", "never been to…"): what they stand in is a story, not a name to look up.
    static let storyTimes: WordSet = ["ja", "nunca", "never", "ever", "once", "used"]

    static let findPhrases = PhraseTable<Bool>(
        [
            "is there a", "is there an", "is there any", "are there any", "where's the nearest", "wheres the nearest",
            "where is the nearest",
            "where's the closest", "a place called", "um lugar chamado", "onde fica", "onde fica o", "onde fica a", "tem um", "tem uma",
            "tem algum", "tem alguma", "existe um", "existe uma", "existe algum", "existe alguma", "sabe se tem", "sabe se tem um",
            "sabe se tem uma",
            "look up", "look for", "search openstreetmap for", "search osm for", "onde eu acho", "onde acho", "onde eu encontro",
            "onde encontro", "onde que eu acho",
        ].map { ($0, true) })
}
