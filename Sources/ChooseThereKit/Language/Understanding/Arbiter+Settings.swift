// MARK: - Arbiter: when a reading that changes a setting may not stand

extension Arbiter {
    /// Why a `set` reading may not stand: a setting told about, someone
    /// else's thing or someone else changing it, or an everyday word read as
    /// a setting's name.
    func settingRefusal(_ request: SettingRequest, by verb: Verb, in s: Sentence) -> Refusal? {
        // "my old phone had a setting to turn off animations" changes nothing here.
        if toldAbout(verb, s) { return .storyAboutIt }
        // ("Grandma switched her phone's language to English", "meu pai mudou o idioma do celular": someone
        // else's thing, or someone else doing it.)
        // (The subject of the clause the setting is asked in: "my mom will use this on my phone, please switch the
        // language to portuguese" asks.)
        let cue = cueIndex(verb, s) ?? 0
        // (Laughter ends a clause as a mark does: "ok ele já foi embora kkk volta o idioma pra português".)
        let clause =
            (0..<cue).last { s.words[$0].kind == .punctuation && s.words[$0].text != "'" || Negation.laughter.contains(s.words[$0]) }
            .map { $0 + 1 } ?? 0
        if let first = s.words[clause...].first(where: { $0.isWord && !Fillers.isFiller($0) }), Arbiter.someoneElse.contains(first) {
            return .storyAboutIt
        }
        if s.words.indices.contains(where: { i in
            s.words[i].text.lowercased().hasSuffix("'s") && i + 1 < s.count && SettingWords.language.contains(s.words[i + 1])
                || SettingWords.language.contains(s.words[i]) && i + 2 < s.count && ["do", "da", "of"].contains(s.words[i + 1])
                    && !["app", "aplicativo", "programa", "choosethere"].contains(s.words[i + 2])
                // ("switched my phone language to english to practice": the language of another thing.)
                || SettingWords.language.contains(s.words[i]) && i > 0 && Arbiter.otherDevices.contains(s.words[i - 1])
        }) {
            return .storyAboutIt
        }
        // ("sit by the window", "sit next to the door": "by", "next" name no setting; "set colour" is still asked about.)
        if request.key == nil, let key = request.unknownKey.map(Lexer.fold),
            CommonWords.contains(key) || Arbiter.notSettings.contains(key)
        {
            return .noSuchSetting
        }
        return nil
    }

    /// Things other than this app that have a language of their own ("my phone language", "the tv language").
    static let otherDevices: WordSet = [
        "phone", "cellphone", "celular", "cel", "computer", "computador", "pc", "laptop", "notebook", "tv", "netflix", "keyboard",
        "teclado", "kindle", "tablet", "ipad", "iphone", "android", "windows", "console", "game", "videogame", "jogo", "browser",
        "navegador", "car", "carro", "gps", "alexa", "siri",
    ]
    /// Living somewhere ("I'd like to live in…", "moro em…"): told, never a switch.
    static let living: WordSet = ["live", "living", "morar", "viver"]
    /// Wishing, before living somewhere ("I'd like to live", "queria morar", "sonho em morar").
    static let wishingToLive: WordSet = [
        "like", "love", "want", "wanna", "dream", "someday", "queria", "gostaria", "quero", "sonho", "adoraria", "would", "i'd",
    ]
    /// Small words that are never a setting's name.
    static let notSettings: WordSet = ["by", "next", "to", "the", "at", "on", "in", "up", "down", "near", "here", "there", "it", "this"]
}
