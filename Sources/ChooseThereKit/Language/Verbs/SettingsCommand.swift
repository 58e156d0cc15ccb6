// MARK: - settings: show the current settings and where they are stored

extension Verb {
    /// The `settings` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let settingsRow = VerbRow(
        english:
            CommandSpec(
                verb: .settings, phrases: ["settings", "config", "preferences", "configuracoes", "configurações", "ajustes"],
                usage: "settings", summary: "show the current settings and where they are stored",
                details: "",
                examples: ["settings"], group: .settings, argument: .none),
        portugueseName: "configurações",
        portugueseUsage: "configurações",
        portuguesePhrases: ["configuracoes", "configurações", "ajustes"],
        portugueseHelp: (
            "mostra as configurações atuais e onde elas ficam guardadas",
            "",
            ["configurações", "ajustes", "mostra as configurações"]
        ),
        triggers: {
            MetaWords.settings.union(SettingWords.radius).union(SettingWords.learning).union(SettingWords.animation).union(
                SettingWords.language)
        })
}

// Its cue words, which its recognizer (Understanding/MetaReader.swift) reads.
extension MetaWords {
    static let settings: WordSet = [
        "settings", "setting", "config", "configs", "configuration", "preferences", "prefs",
        "configuracoes", "configuracao", "ajustes", "preferencias",
    ]
}
