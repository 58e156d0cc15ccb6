// MARK: - refetch: fetch a saved place's OpenStreetMap details again

extension Verb {
    /// The `refetch` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let refetchRow = VerbRow(
        english:
            CommandSpec(
                verb: .refetch,
                phrases: ["refresh details", "update details", "refetch", "refetch details", "atualizar detalhes", "atualiza detalhes"],
                usage: "refresh details [NAME]", summary: "fetch a saved place's OpenStreetMap details again",
                details: "For places saved from a near … from osm or find search.",
                examples: ["refresh details", "refresh details Mocotó"],
                group: .places, argument: .place),
        portugueseName: "atualizar detalhes",
        portugueseUsage: "atualizar detalhes [NOME]",
        portuguesePhrases: ["atualizar detalhes", "atualiza detalhes"],
        portugueseHelp: (
            "busca de novo no OpenStreetMap os detalhes de um lugar salvo",
            "Para lugares salvos de uma busca perto … no osm ou de um acha.",
            ["atualiza detalhes", "atualiza os detalhes do Mocotó", "atualiza detalhes do 2"]
        ),
        triggers: { PlaceCommandWords.refetch.anchors })
}

// Its cue words, which its recognizer (Understanding/PlaceCommandReader.swift) reads.
extension PlaceCommandWords {
    static let refetch = PhraseTable<Bool>(
        [
            "refresh details", "refresh the details", "update details", "update the details", "refetch", "refetch details",
            "reload details", "atualizar detalhes", "atualiza detalhes", "atualiza os detalhes", "atualizar os detalhes",
            "busca os detalhes de novo", "recarrega os detalhes",
        ].map { ($0, true) })
}
