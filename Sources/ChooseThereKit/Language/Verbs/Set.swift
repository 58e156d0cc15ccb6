// MARK: - set: change a setting: radius, source, avoid-repeats, learning, city, location

extension Verb {
    /// The `set` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let setRow = VerbRow(
        english:
            CommandSpec(
                verb: .set, phrases: ["set", "learning", "radius", "raio", "definir"],
                usage: "set KEY VALUE", summary: "change a setting: radius, source, avoid-repeats, learning, city, location",
                details:
                    "radius 100 m–10 km; source list|osm; avoid-repeats 0–50 (0 = off); learning on|off; city NAME|anywhere; location LAT,LNG|none.",
                examples: ["set radius 5km", "set source osm", "set avoid-repeats 20", "learning off"], group: .settings, argument: .setting
            ),
        portugueseName: "definir",
        portugueseUsage: "definir CHAVE VALOR",
        portuguesePhrases: ["raio", "definir"],
        portugueseHelp: (
            "muda uma configuração: raio, fonte, repetições, aprendizado, cidade, localização",
            "raio 100 m–10 km; fonte list|osm; repetições 0–50 (0 = desligado); aprendizado ligado|desligado; cidade NOME|qualquer lugar; localização LAT,LNG|none.",
            ["muda o raio pra 5km", "usa o osm por padrão", "evita repetir os últimos 20", "desliga o aprendizado"]
        ),
        triggers: { SettingWords.triggers })
}

// Its cue words, which its recognizer (Understanding/SettingsReader.swift) reads.
extension SettingWords {
    /// Every word one of the setting readers needs to see at least once
    /// (a setting's noun, a value word such as a language or a symbol
    /// style, a word about searches near by, or a leading "set"): a line
    /// with none of them is no setting (`Triggers` skips the reader).
    static let triggers: WordSet =
        learning.union(animation).union(log).union(radius).union(defaults).union(source).union(repeats)
        .union(symbolStyles.keys).union(languages.keys)
        .union(["searches", "search", "buscas", "busca", "pesquisas", "near", "nearby", "perto", "proximos", "set", "definir", "define"])
        // ("use only my list, not the map": a verb of using, with both sources said — a trigger only, no cue of its own:
        // "my mom is going to use this…, switch the language" is asked by its switch.)
        .union(useVerbs)
    /// Verbs of using, which choose a source over the other ("usa o mapa em vez da minha lista").
    static let useVerbs: WordSet = ["use", "usa", "usar", "usem"]
}
