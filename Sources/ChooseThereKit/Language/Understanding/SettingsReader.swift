// MARK: - set, location, switch city

enum SettingWords {
    static let setVerbs: WordSet = [
        "set", "make", "change", "use", "usa", "usar", "coloca", "colocar", "poe", "muda", "mudar",
        "define", "definir", "deixa", "deixar", "deixe", "switch", "put", "turn", "volta", "ajusta", "ajustar", "troca", "keep",
        "overwrite", "altera", "alterar", "should", "deve", "deveria", "configura", "configurar", "configure",
        // Growing or shrinking it: "aumenta o raio pra 10 km", "increase the radius to 5km".
        "aumenta", "aumentar", "diminui", "diminuir", "increase", "decrease", "reduce", "reduz", "reduzir", "expand", "amplia",
        "ampliar", "raise", "lower",
    ]
    static let on: WordSet = [
        "on", "enable", "enabled", "liga", "ligar", "ativa", "ativar", "start", "back", "yes", "sim", "ligado",
        "again", "resume",
    ]
    /// Switching on or off in so many words (not "yes", "no", "again", which say other things too).
    static let strongOn: Set<String> = ["on", "enable", "enabled", "liga", "ligar", "ativa", "ativar", "ligado"]
    static let strongOff: Set<String> = ["off", "disable", "disabled", "desliga", "desligar", "desativa", "desativar", "desligado"]
    static let off: WordSet = [
        "off", "disable", "disabled", "desliga", "desligar", "desativa", "desativar", "stop", "no", "nao",
        "tira", "tirar", "without", "sem", "never", "desligado", "pause", "more", "kill", "hide", "esconde",
        "mata", "chega", "skip", "ditch", "drop",
    ]
    static let defaults: WordSet = ["default", "padrao", "sempre", "always", "should", "deve", "deveria"]
    /// "from now on", "daqui pra frente": what follows is a setting.
    static let fromNowOn = PhraseTable<Bool>(
        [
            "from now on", "going forward", "de agora em diante", "daqui pra frente", "a partir de agora",
            "by default", "por padrao",
        ].map { ($0, true) })
    static let radius: WordSet = ["radius", "raio", "distance", "distancia"]
    /// "let places repeat": repeats allowed.
    static let allow: WordSet = ["let", "allow", "permite", "permitir", "deixa", "pode", "can"]
    static let learning: WordSet = ["learning", "aprendizado", "learn", "aprender", "aprendendo"]
    /// Words before "learning" that make it someone learning ("grandma is learning", "tô aprendendo"), as typed.
    static let learnerBeing: Set<String> = [
        "is", "am", "are", "was", "were", "i'm", "im", "she's", "he's", "we're", "they're", "been", "still", "está", "estou", "tá",
        "tô", "estamos", "tamo", "ta", "tava", "estava",
    ]
    static let language: WordSet = [
        "language", "idioma", "lingua", "lang", "speak", "fala", "falar", "responde", "answer",
        "reply", "replies", "respostas", "app", "aplicativo", "interface", "programa",
    ]
    /// Words before a language that make it one being learnt or spoken by someone ("learning english", "estudo inglês").
    static let studying: WordSet = [
        "learning", "studying", "learn", "study", "aprendendo", "aprender", "estudando", "estudar", "estudo", "fluent", "fluente",
    ]
    static let languages: [String: String] = [
        "portuguese": "pt-BR", "portugues": "pt-BR", "pt": "pt-BR", "pt-br": "pt-BR",
        "brazilian": "pt-BR", "english": "en", "ingles": "en", "en": "en", "en-us": "en",
    ]
    static let animation: WordSet = ["animation", "animations", "animacao", "animacoes", "roulette", "roleta"]
    static let symbols: WordSet = ["symbols", "symbol", "simbolos", "simbolo", "icons", "icones", "characters"]
    static let symbolStyles: [String: String] = [
        "ascii": "ascii", "unicode": "unicode", "plain": "ascii", "bonitos": "unicode",
        "fancy": "unicode", "simples": "ascii",
    ]
    static let log: WordSet = ["log", "logging", "logs", "registro", "eventos"]
    static let detailed: WordSet = ["detailed", "detalhado", "detalhada", "verbose", "full", "completo"]
    static let repeats: WordSet = [
        "repeat", "repeating", "repeats", "repeated", "repetir", "repete", "repetidos", "repetido",
        "repeticao", "repeticoes", "avoid-repeats",
    ]
    static let source: WordSet = ["source", "fonte"]
    /// Deleting, which a copy of a place is for ("delete the repeated one"), never a setting.
    static let deleting: WordSet = [
        "delete", "remove", "apaga", "apagar", "apague", "deleta", "deletar", "exclui", "excluir", "remova", "remover",
    ]

    /// Words around a radius value, never the value ("set the radius to …").
    static let radiusFrame: WordSet = radius.union(setVerbs).union(defaults).union(["to", "pra", "para", "the", "o", "my", "meu", "="])
}

struct SettingsReader: SentenceReader {
    let lexicon: Lexicon

    func set(_ s: inout Sentence) -> Intent? {
        let content = s.freeIndices
        let words = content.map { s.words[$0].folded }
        let leadsWithSet = ["set", "definir", "define"].contains(words.first ?? "")
        // A setting sentence is short and every word of it is about the setting.
        for read in [setSwitch, setRadius, setSource, setRepeats] {
            if let intent = read(&s, words) {
                s.use(0..<s.count)
                return intent
            }
        }
        guard leadsWithSet, let first = content.first else { return nil }
        // "set KEY VALUE": the command form, for any key.
        var rest = s.freeIndices.filter { $0 != first }
        while let r = rest.first, ["the", "my", "our", "o", "a", "minha", "meu", "as", "os"].contains(s.words[r]) { rest.removeFirst() }
        var key: SettingKey?
        for n in [2, 1] where rest.count >= n {
            if let k = SettingKey.names[rest.prefix(n).map { s.words[$0].folded }.joined(separator: " ")] {
                key = k; rest.removeFirst(n); break
            }
        }
        // "set Gero's price to 3", "set Mangai hours to …": a place's field.
        if key == nil, s.first(EditWords.fields, free: true) != nil { return nil }
        s.use(first)
        if key == nil, let k = rest.first {
            let value = rest.count > 1 ? s.text(rest[1]..<(rest[rest.count - 1] + 1)) : nil
            s.use(0..<s.count)
            return .set(SettingRequest(key: nil, unknownKey: s.words[k].folded, value: value))
        }
        if let r = rest.first, ["to", "=", "para", "pra", "como", "as", "em"].contains(s.words[r]) { rest.removeFirst() }
        let value = rest.isEmpty ? nil : s.text(rest[0]..<(rest[rest.count - 1] + 1))
        s.use(0..<s.count)
        switch key {
        case .city?: return .city(cityRequest(value ?? ""))
        case .location?:
            if let v = value, ["none", "off", "clear", "-"].contains(Folding.key(v)) {
                return .set(SettingRequest(key: .location, value: "none"))
            }
            let loc = locationValue(value ?? "")
            return .location(lat: loc.lat, lng: loc.lng, query: loc.query)
        case .radius?:
            let km = value.flatMap { SettingValues.kilometres($0) }
            return .set(SettingRequest(key: .radius, value: km.map(JSON.format) ?? value))
        default: return .set(SettingRequest(key: key, value: value))
        }
    }

    /// learning / animation / symbols / log / language: a noun and a switch or value.
    private func setSwitch(_ s: inout Sentence, _ words: [String]) -> Intent? {
        let has = { (set: WordSet) in words.contains { set.contains($0) } }
        // "don't learn from what i rate", "para de aprender": a negated or stopped noun is off.
        let stopped = zip(words, words.dropFirst()).contains {
            [
                "para", "parar", "pare", "parasse", "parem", "deixa", "deixe", "deixar",
                "chega",
            ].contains($0.0) && $0.1 == "de"
        }
        let turnedOff =
            has(SettingWords.off) || stopped
            || s.words.indices.contains(where: {
                s.isNegated($0) && s.words[$0].isWord
                    && (SettingWords.animation.contains(s.words[$0]) || SettingWords.learning.contains(s.words[$0])
                        || SettingWords.log.contains(s.words[$0]))
            })
        let onOff: Bool? = turnedOff ? false : (has(SettingWords.on) ? true : nil)
        if has(SettingWords.learning), let on = onOff, learningIsTheSetting(s) {
            return .set(SettingRequest(key: .learning, value: on ? "on" : "off"))
        }
        // "tira esse da roleta": a place out of the draws, not the animation.
        if has(SettingWords.animation),
            !(words.contains(where: PlaceWords.this.contains) && !words.contains(where: { $0.hasPrefix("anima") })), let on = onOff
        {
            return .set(SettingRequest(key: .animation, value: on ? "on" : "off"))
        }
        if let style = words.compactMap({ SettingWords.symbolStyles[$0] }).first,
            has(SettingWords.symbols) || words.count <= 3 && (words.contains("ascii") || words.contains("unicode"))
        {
            return .set(SettingRequest(key: .symbols, value: style))
        }
        if has(SettingWords.log), !words.contains("show") {
            if has(SettingWords.detailed) { return .set(SettingRequest(key: .log, value: "detailed")) }
            if let on = onOff { return .set(SettingRequest(key: .log, value: on ? "on" : "off")) }
        }
        // A language named after "speak"/"idioma", or as the whole object of
        // a set verb ("coloca em português", "switch to english") — never a
        // cuisine ("spin portuguese", "portuguese food in lisbon").
        if let at = words.firstIndex(where: { SettingWords.languages[$0] != nil }), var language = SettingWords.languages[words[at]] {
            // The language ends its clause ("coloca tudo em portugues pfv, meu pai nao le ingles").
            let endsClause =
                s.words.indices.first(where: { SettingWords.languages[s.words[$0].folded] != nil }).map { i in
                    s.words[(i + 1)...].prefix { $0.kind != .punctuation }.allSatisfy {
                        Fillers.isFiller($0) || SettingWords.languages[$0.folded] != nil
                    }
                } ?? false
            let tail = words[at...].allSatisfy { SettingWords.languages[$0] != nil } || endsClause
            // ("ah não, volta pro português, não entendi nada": going back to a language is setting it.)
            let asObject =
                tail && at >= 1 && ["em", "in", "to", "pra", "para", "into", "pro"].contains(words[at - 1])
                && (has(SettingWords.setVerbs) || at >= 2 && ["volta", "voltar", "back"].contains(words[at - 2]))
            // (Named where a setting names it — ending its clause, or right after "idioma", "in", "to" — and never
            // the subject of a sentence about it: "portuguese has way too many verb tenses, even my language teacher agrees".)
            var i = s.words.firstIndex { SettingWords.languages[$0.folded] != nil } ?? 0
            // ("i only speak a little portuguese. can you switch the language to english?": the one switched to.)
            if let to = s.words.indices.last(where: { k in
                k > i && SettingWords.languages[s.words[k].folded] != nil
                    && ["to", "pra", "para", "into", "pro"].contains(s.words[k - 1].folded)
            }), let named = SettingWords.languages[s.words[to].folded] {
                (i, language) = (to, named)
            }
            let introduced =
                i > 0
                && (SettingWords.language.contains(s.words[i - 1]) || SettingWords.setVerbs.contains(s.words[i - 1])
                    || ["em", "in", "to", "pra", "para", "into", "pro", ":"].contains(s.words[i - 1].folded))
            // (The word for language stands in the language's own clause, and no one is learning it: "tô
            // aprendendo inglês, já é o terceiro idioma que eu começo" tells.)
            let nounInClause = SettingsReader.clause(of: i, in: s).contains { SettingWords.language.contains(s.words[$0]) }
            let learnt = i > 0 && SettingWords.studying.contains(s.words[i - 1])
            if nounInClause && (tail || introduced) && !learnt || asObject {
                return .set(SettingRequest(key: .language, value: language))
            }
        }
        return nil
    }

    /// Punctuation that ends a clause (not a colon: "idioma: inglês").
    static func breaksClause(_ w: Word) -> Bool { w.kind == .punctuation && w.text != ":" && w.text != "'" && w.text != "-" }

    /// The clause word `i` stands in: the words between the clause-ending punctuation around it.
    static func clause(of i: Int, in s: Sentence) -> Range<Int> {
        var start = i
        while start > 0, !breaksClause(s.words[start - 1]) { start -= 1 }
        var end = i + 1
        while end < s.count, !breaksClause(s.words[end]) { end += 1 }
        return start..<end
    }

    /// Whether "learning" names the setting, switched in its own clause ("turn learning off, I want it random"),
    /// not someone learning ("Pedro stop laughing, grandma is learning", "tô aprendendo a cozinhar").
    private func learningIsTheSetting(_ s: Sentence) -> Bool {
        s.words.indices.contains { i in
            guard SettingWords.learning.contains(s.words[i]) else { return false }
            if i > 0, SettingWords.learnerBeing.contains(s.words[i - 1].text.lowercased()) { return false }
            var start = i
            while start > 0, s.words[start - 1].kind != .punctuation { start -= 1 }
            var end = i + 1
            while end < s.count, s.words[end].kind != .punctuation { end += 1 }
            return (start..<end).contains { j in
                j != i
                    && (SettingWords.on.contains(s.words[j]) || SettingWords.off.contains(s.words[j]) || s.isNegated(i)
                        || ["para", "parar", "pare", "parasse", "deixa", "deixe", "chega"].contains(s.words[j].folded))
            }
        }
    }

    /// "set radius to 5km", "raio padrão 4km", "muda o raio pra cinco km".
    private func setRadius(_ s: inout Sentence, _ words: [String]) -> Intent? {
        // "searches should cover 4km by default", "buscas com 2km por padrão": how far searches reach, from now on.
        let fromNowOn = words.contains("default") || words.contains("padrao") || s.first(SettingWords.fromNowOn) != nil
        let searchesByDefault =
            words.contains(where: ["searches", "search", "buscas", "busca", "pesquisas"].contains)
            && DistanceSlot.firstMatch(in: s.words) != nil && fromNowOn
        guard words.contains(where: SettingWords.radius.contains) || searchesByDefault,
            searchesByDefault || words.contains(where: { SettingWords.setVerbs.contains($0) || SettingWords.defaults.contains($0) })
                // ("radius 4km" sets it; "raio de 2km no máximo" is the pick's, said in an evening.)
                || words.first.map(SettingWords.radius.contains) == true && !(words.count > 1 && ["de", "of"].contains(words[1]))
                // ("I want the radius to be 5 km from now on", "quero que o raio seja 5 km": what the radius is to be.)
                || fromNowOn
                || words.contains(where: { ["be", "seja", "fique", "ser", "ficar"].contains($0) })
                    && DistanceSlot.firstMatch(in: s.words) != nil,
            // ("can we change the default radius to 2 km? everything you pick is way too far": the default is the setting.)
            fromNowOn || !words.contains(where: { ["perto", "near", "nearby", "mim", "sorteia", "spin", "pick"].contains($0) }),
            // "o que tem em volta num raio de 4km": a question about what is around, not the setting.
            fromNowOn || s.first(PickWords.nearMe) == nil
        else { return nil }
        // "what's my radius set to?": a question, answered by the settings.
        if ["what's", "whats", "what", "qual", "quanto", "how"].contains(words.first ?? ""), DistanceSlot.firstMatch(in: s.words) == nil,
            NumberSlot.firstMatch(in: s.words) == nil
        {
            return .settings
        }
        // ("raio de 2 km não acha nada. muda o raio pra 5 km": the value after the last set verb.)
        let from = (s.words.indices.last { SettingWords.setVerbs.contains(s.words[$0]) } ?? 0)
        let words = s.words
        if let d = (from..<words.count).lazy.compactMap({ DistanceSlot.match(words, at: $0) }).first ?? DistanceSlot.firstMatch(in: words) {
            return .set(SettingRequest(key: .radius, value: JSON.format(d.value)))
        }
        if let n = NumberSlot.firstMatch(in: s.words) { return .set(SettingRequest(key: .radius, value: JSON.format(n.value))) }
        // A value that is no distance is kept as typed, for the reply to refuse.
        let rest = s.freeIndices.filter { !SettingWords.radiusFrame.contains(s.words[$0]) }
        return .set(SettingRequest(key: .radius, value: rest.isEmpty ? nil : s.text(rest[0]..<(rest[rest.count - 1] + 1))))
    }

    /// "use osm by default", "volta a usar minha lista como fonte".
    private func setSource(_ s: inout Sentence, _ words: [String]) -> Intent? {
        let fromNowOn = s.first(SettingWords.fromNowOn) != nil
        let aboutNear = words.contains { ["near", "nearby", "perto", "proximos", "search", "searches", "busca", "buscas"].contains($0) }
        // ("use only my list, not the map", "usa o mapa em vez da minha lista": one source chosen over the other, for good.)
        let sources = s.all(FilterWords.source)
        let chosenOverTheOther =
            words.contains(where: { SettingWords.useVerbs.contains($0) })
            && Set(sources.map(\.value) + (words.contains { ["mapa", "map"].contains($0) } ? [.osm] : [])).count == 2
            && !s.words.indices.contains(where: { term(s, at: $0) != nil || PriceSlot.match(s.words, at: $0) != nil })
        guard
            (words.contains(where: { SettingWords.defaults.contains($0) || SettingWords.source.contains($0) }) || fromNowOn && aboutNear)
                && (words.contains(where: { SettingWords.setVerbs.contains($0) || SettingWords.source.contains($0) }) || aboutNear)
                || chosenOverTheOther
        else { return nil }
        // ("usa o mapa em vez da minha lista": the one said before "instead of" is the one chosen.)
        if chosenOverTheOther, let instead = s.words.indices.first(where: { ["vez", "instead", "inves", "rather"].contains(s.words[$0]) }) {
            let before =
                sources.filter { $0.range.upperBound <= instead }.map(\.value)
                + (s.words[..<instead].contains { ["mapa", "map"].contains($0) } ? [.osm] : [])
            if let chosen = before.first { return .set(SettingRequest(key: .source, value: chosen.rawValue)) }
        }
        // "my list, not osm": the one not negated.
        guard let m = s.all(FilterWords.source).first(where: { !s.isNegated($0.range.lowerBound) }) ?? s.first(FilterWords.source) else {
            return nil
        }
        return .set(SettingRequest(key: .source, value: m.value.rawValue))
    }

    /// "don't repeat the last 15 places", "turn off avoid-repeats".
    private func setRepeats(_ s: inout Sentence, _ words: [String]) -> Intent? {
        guard let at = s.words.firstIndex(where: { SettingWords.repeats.contains($0) }) else { return nil }
        // ("apaga o Sushi Kento repetido", "delete the duplicate": a copy of a place to delete, not the setting.)
        if words.contains(where: SettingWords.deleting.contains),
            !words.contains(where: {
                SettingWords.setVerbs.contains($0) || SettingWords.strongOn.contains($0) || SettingWords.strongOff.contains($0)
            })
        {
            return nil
        }
        let clause = SettingsReader.clause(of: at, in: s)
        // A negative count stays negative: the setting refuses it with its range (it was once read as off).
        // (The count is said in the clause of the repeats: "aparece duas vezes. apaga…" counts no setting.)
        if let n = NumberSlot.firstMatch(in: Array(s.words[clause])) {
            return .set(SettingRequest(key: .avoidRepeats, value: String(Int(saturating: n.value, in: -1_000_000...1_000_000))))
        }
        // "let places come up again", "desliga isso de evitar repetição": repeats allowed.
        if words.contains(where: { SettingWords.allow.contains($0) || SettingWords.strongOff.contains($0) }) {
            return .set(SettingRequest(key: .avoidRepeats, value: "0"))
        }
        // "turn on avoid repeats", "liga o evitar repetidos": the default count (before any "no", which is also Portuguese "in the").
        // So is a repeat said not to happen ("não repete lugar", "don't repeat places", "no repeats please"): avoiding is on.
        let negatedRepeat = words.indices.contains { i in
            // (A pronoun may stand between: "não me repete lugar".)
            // ("para de repetir", "chega de repetidos", "stop repeating places": stopping the repeats avoids them.)
            guard SettingWords.repeats.contains(words[i]) else { return false }
            let before = i > 1 && ["me", "us", "nos"].contains(words[i - 1]) ? i - 2 : i - 1
            if before >= 1, words[before] == "de", ["para", "pare", "parar", "chega"].contains(words[before - 1]) { return true }
            if before >= 0, ["stop", "quit"].contains(words[before]) { return true }
            return before >= 0
                && ["nao", "no", "don't", "dont", "never", "nunca", "not", "sem", "without", "avoid", "evita", "evitar"].contains(
                    words[before])
        }
        if negatedRepeat || words.contains(where: { SettingWords.strongOn.contains($0) }) {
            return .set(SettingRequest(key: .avoidRepeats, value: String(Settings().avoidRepeats)))
        }
        if words.contains(where: { SettingWords.off.contains($0) || SettingWords.allow.contains($0) }) {
            return .set(SettingRequest(key: .avoidRepeats, value: "0"))
        }
        return nil
    }
}
