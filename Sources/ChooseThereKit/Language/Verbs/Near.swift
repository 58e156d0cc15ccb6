// MARK: - near: places near you, nearest first

extension Verb {
    /// The `near` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let nearRow = VerbRow(
        english:
            CommandSpec(
                verb: .near, phrases: ["near me", "nearby", "near", "around me", "close by", "perto de mim", "perto", "por perto"],
                usage: "near me [RADIUS] [TAGS…] [from osm|from my list]", summary: "places near you, nearest first",
                details:
                    "Searches your list (default) or OpenStreetMap within the radius (100 m–10 km) around your location, or the city centre when no location is set.",
                examples: ["near me 2km bar", "near me 500m coffee from osm", "perto de mim 1km"], group: .deciding, argument: .filters),
        portugueseName: "perto de mim",
        portugueseUsage: "perto de mim [RAIO] [TAGS…] [no osm|da minha lista]",
        portuguesePhrases: ["perto de mim", "perto", "por perto"],
        portugueseHelp: (
            "lugares perto de você, do mais perto ao mais longe",
            "Busca na sua lista (padrão) ou no OpenStreetMap, dentro do raio (100 m–10 km) em volta da sua localização, ou do centro da cidade quando nenhuma localização está definida.",
            ["perto de mim", "bar perto de mim num raio de 2km", "café perto de mim 500m no osm", "perto de mim só da minha lista"]
        ),
        triggers: { nil })
}

// Its cue words, which its recognizer (Understanding/PickReader.swift) reads.
extension PickWords {
    /// The entries of `nearMe` that say nearness only after a distance or a word of nearness.
    static let ofMe: Set<String> = ["of me", "de mim"]
    /// Words of nearness before "de mim" / "of me" ("pertinho de mim", "away of me" is not said, "close of me" is).
    static let nearnessBeforeMe: WordSet = [
        "perto", "pertinho", "proximo", "proxima", "proximos", "proximas", "longe", "close", "near", "far", "away", "distante",
        "km", "metros", "quilometros", "quilometro", "minutos", "minutes", "miles", "meters", "metres",
    ]
    static let nearMe = PhraseTable<Bool>(
        [
            "near me", "near us", "nearby", "near here", "around me", "around us", "around here", "close by", "close to me", "closest",
            "nearest", "close to here", "of here", "in walking distance", "walking distance", "what's near", "whats near", "what's close",
            "what's around", "whats around", "what's nearby", "whats nearby", "of me", "from here", "near",
            "perto de mim", "perto", "por perto", "aqui perto", "pertinho", "aqui pertinho", "nas redondezas", "nas proximidades",
            "proximo de mim", "mais proximo", "mais proxima", "mais proximos", "mais proximas", "mais perto", "de mim", "aqui do lado",
            "perto daqui", "daqui",
            "aqui por perto", "nas redondeza", "por aqui", "proximos a mim", "proximas a mim", "proximo a mim", "proxima a mim",
            "proximos de mim", "proximas de mim", "proximos", "proximas", "to where i am", "where i am", "around where i am",
            "close to where i am", "near where i am", "close to where we are", "near where we are", "perto de onde eu to",
            "perto de onde eu estou", "perto de onde estou", "something close", "somewhere close", "anything close", "nothing too far",
            "nothing far", "nada longe", "nao muito longe", "not too far", "da pra ir andando", "da pra ir a pe",
            "na redondeza", "aqui na redondeza", "pelo bairro", "aqui pelo bairro", "close to our hotel",
            "close to the hotel", "near our hotel", "near the hotel", "near the office", "close to the office", "near work",
            "perto do hotel", "perto do escritorio", "perto do trabalho", "perto do meu trabalho", "if it's close", "se for perto",
            "around my", "around our", "em volta", "ao redor", "ao redor de mim", "em volta de mim", "por aqui perto",
            "close to us", "close to me", "closest to us", "near to us", "next to us", "perto da gente", "perto de nos",
            "not too far", "not far", "not that far",
            // Nearness joined to another wish ("smth cheap n close", "close and cheap").
            "and close", "n close", "& close", "not very far", "nao muito longe", "nao tao longe", "nao longe", "nao muito distante",
            // An area around the user is nearness too.
            "in my area", "in the area", "in this area", "around my area", "in my neighborhood", "in my neighbourhood", "around the corner",
            "na minha regiao", "aqui na regiao", "na regiao", "nessa regiao", "nesta regiao", "no meu bairro", "aqui no bairro",
            "in our area", "around our area", "in our neighborhood", "in our neighbourhood", "close to home", "near home",
            "near my place", "close to my place", "near our place", "perto de casa", "perto da minha casa", "perto da nossa casa",
            "na nossa regiao", "no nosso bairro", "aqui na vizinhanca", "na vizinhanca",
            // Around a landmark ("around the station", "close to the mall", "aqui pelo centro", "we're around Faria Lima").
            "around the", "close to the", "aqui pelo", "aqui pela", "we're around", "were around", "i'm around", "im around",
            "right by the", "right next to the", "next to the",
            "we are around", "i am around", "close to", "in the neighbourhood", "in the neighborhood", "in the neighbourhood if possible",
        ].map { ($0, true) })
}
