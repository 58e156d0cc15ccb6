// MARK: - Repair: typos read as the words they meant

/// When nothing in a line was understood, its unknown words are read as the
/// closest command word, vocabulary term, place name or nickname (one edit
/// away; two for long words): `spni bar` → `spin bar`, `forgte` → `forget`,
/// `Jbi` → `Jobi`. The sentence is marked repaired, so commands that delete,
/// overwrite or record are offered, never run.
enum Repair {
    /// The repaired sentence, or nil when no word changed.
    static func repaired(_ s: Sentence, lexicon: Lexicon) -> Sentence? {
        var words = s.words
        var changed = false
        var corrections: [Correction] = []
        // A capitalised word inside a sentence is a name as written ("…the old town in Salvador"), never a
        // misspelt command — unless the whole line is written in capitals.
        let capitalised = words.filter { $0.isWord && $0.text.first?.isUppercase == true }.count
        let namesAreCapitalised = capitalised * 2 < words.filter(\.isWord).count
        for i in words.indices where words[i].isWord && words[i].kind == .word {
            let w = words[i].folded
            guard w.count >= 3, !isKnown(w, lexicon) else { continue }
            if namesAreCapitalised, i > 0, words[i].text.first?.isUppercase == true,
                !words[i - 1].endsASentence
            {
                continue
            }
            // A word one typo from a way to quit is never read as anything else ("quitt", "siar").
            // (Nor is a way to quit itself: "…, quit" is never "quiet".)
            if oneSlipFromQuitting(w) || MetaWords.quit.contains(w) { continue }
            if let fix = closest(w, lexicon) {
                words[i] = Word(kind: .word, text: words[i].text, folded: fix, range: words[i].range)
                corrections.append(Correction(typed: words[i].text, read: fix))
                changed = true
            }
        }
        guard changed else { return nil }
        var repaired = Sentence(line: s.line, words: words, repaired: true)
        repaired.corrections = corrections
        return repaired
    }

    /// The ways to quit of three letters or more, as Unicode scalars.
    private static let quitWords = MetaWords.quit.filter { $0.count >= 3 }.map { $0.unicodeScalars.map(\.value) }

    /// Whether `w` is one edit from a way to quit ("quitt", "siar").
    static func oneSlipFromQuitting(_ w: String) -> Bool {
        let typed = w.unicodeScalars.map(\.value)
        return quitWords.contains { DidYouMean.distance($0, typed, max: 1) == 1 }
    }

    /// When exactly one word is repaired, the same sentence with that word
    /// read as each of its next-best candidates (up to `limit`): "neer" is
    /// one slip from "never" and from "near", and the reading that explains
    /// the line decides, not the spelling alone.
    static func alternatives(_ fixed: Sentence, lexicon: Lexicon, limit: Int = 2) -> [Sentence] {
        guard fixed.corrections.count == 1, let typed = fixed.corrections.first,
            let i = fixed.words.firstIndex(where: { $0.text == typed.typed && $0.folded == typed.read })
        else { return [] }
        return ranked(Folding.key(typed.typed), lexicon).dropFirst().prefix(limit).map { other in
            var words = fixed.words
            words[i] = Word(kind: .word, text: words[i].text, folded: other, range: words[i].range)
            var s = Sentence(line: fixed.line, words: words, repaired: true)
            s.corrections = [Correction(typed: typed.typed, read: other)]
            return s
        }
    }

    static func isVocabularyTerm(_ w: String, _ lexicon: Lexicon) -> Bool { lexicon.vocabulary.term(folded: w) != nil }

    static func isKnown(_ w: String, _ lexicon: Lexicon) -> Bool {
        known.contains(w) || CommonWords.contains(w) || targets.contains(w) || tableWords.contains(w)
            || lexicon.vocabulary.term(folded: w) != nil || Fillers.isEdge(w)
            || lexicon.places.knows(word: w)
            // ("swich to rio": a city's nickname is no misspelt "raio".)
            || CityResolver.nicknames[w] != nil || CityResolver.exonyms[w] != nil
    }

    /// The nearest candidate within the tolerance (never a way to quit).
    static func closest(_ w: String, _ lexicon: Lexicon) -> String? { ranked(w, lexicon).first }

    /// Candidates within the tolerance, best first (the order `closest` uses).
    static func ranked(_ w: String, _ lexicon: Lexicon) -> [String] {
        let tolerance = w.count >= 8 ? 2 : 1
        let typed = w.unicodeScalars.map(\.value)
        let letters = w.sorted()
        // Ties are broken the same way every time (the tables are sets): the
        // same first letter, then swapped letters ("hepl" → "help", not
        // "hell"), then a dropped letter ("nvo" → "novo") over a changed one
        // ("nao"), then alphabetical order.
        func rank(_ c: String, _ d: Int) -> (Int, Int, Int, Int, String) {
            (d, c.first == w.first ? 0 : 1, c.sorted() == letters ? 0 : 1, isSubsequence(w, of: c) ? 0 : 1, c)
        }
        let index = lexicon.repairCandidates
        let typedLetters = LetterPairs(typed)
        var found: [(key: (Int, Int, Int, Int, String), word: String)] = []
        for length in max(1, typed.count - tolerance)...(typed.count + tolerance) {
            for (c, scalars, letters) in index.byLength[length] ?? [] where letters.mayBeWithin(tolerance, typedLetters) {
                let d = DidYouMean.distance(typed, scalars, max: tolerance)
                guard d > 0, d <= tolerance else { continue }
                // Two letters changed in place is another word unless both are slips of the finger
                // ("medicina" is no "mexicana"); a dropped, doubled or swapped letter stays a typo.
                if d == 2, scalars.count == typed.count, !Repair.slipsOnly(typed, scalars), c.sorted() != w.sorted() { continue }
                found.append((rank(c, d), c))
            }
        }
        // Each candidate ranked once (its key ends with the word: no ties).
        return found.sorted { $0.key < $1.key }.map(\.word)
    }

    /// Every word a typo may be read as, by length (built once per lexicon):
    /// command words, numbers and words about going back, vocabulary terms,
    /// words of place names, city nicknames — never a way to quit.
    struct CandidateIndex {
        /// Candidates by their number of Unicode scalars, with those scalars
        /// and their `LetterPairs`.
        let byLength: [Int: [(String, [UInt32], LetterPairs)]]

        init(_ lexicon: Lexicon) {
            var all = Set<String>()
            all.formUnion(Repair.targets)
            all.formUnion(Repair.extraCandidates)
            all.formUnion(lexicon.vocabulary.phrases.filter { !$0.contains(" ") })
            all.formUnion(lexicon.places.words)
            all.formUnion(CityResolver.nicknames.keys.filter { !$0.contains(" ") })
            all.subtract(MetaWords.quit)
            var byLength: [Int: [(String, [UInt32], LetterPairs)]] = [:]
            for c in all.sorted() {
                let scalars = c.unicodeScalars.map(\.value)
                byLength[scalars.count, default: []].append((c, scalars, LetterPairs(scalars)))
            }
            self.byLength = byLength
        }
    }

    /// Whether `read` differs from `typed` by one letter struck on a key next
    /// to the right one ("bsr" → "bar", "agira" → "agora", "perro" → "perto"):
    /// a slip of the finger, which a phone's keyboard makes, and no other word
    /// meant ("gelado" is no "gelato": d and t are not neighbours).
    static func isKeySlip(_ typed: String, _ read: String) -> Bool {
        let a = Array(Folding.key(typed)), b = Array(read)
        guard a.count == b.count, a.count >= 3 else { return false }
        let differ = a.indices.filter { a[$0] != b[$0] }
        guard differ.count == 1, let x = a[differ[0]].asciiValue, let y = b[differ[0]].asciiValue else { return false }
        return keyNeighbours[Character(Unicode.Scalar(x))]?.contains(Character(Unicode.Scalar(y))) == true
    }

    /// Whether every letter that differs between two words of one length was
    /// struck on a key next to the right one.
    static func slipsOnly(_ typed: [UInt32], _ read: [UInt32]) -> Bool {
        typed.indices.allSatisfy { i in
            guard typed[i] != read[i] else { return true }
            guard let x = Unicode.Scalar(typed[i]), let y = Unicode.Scalar(read[i]) else { return false }
            return keyNeighbours[Character(x)]?.contains(Character(y)) == true
        }
    }

    /// The letters beside each letter on a QWERTY keyboard (rows and diagonals).
    private static let keyNeighbours: [Character: Set<Character>] = {
        let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map(Array.init)
        var next: [Character: Set<Character>] = [:]
        for (r, row) in rows.enumerated() {
            for (c, key) in row.enumerated() {
                var near = Set<Character>()
                for dr in -1...1 {
                    let rr = r + dr
                    guard rr >= 0, rr < rows.count else { continue }
                    // (The rows are staggered; one key either way in the rows above and below is near enough.)
                    for dc in -1...1 where !(dr == 0 && dc == 0) {
                        let cc = c + dc
                        if cc >= 0, cc < rows[rr].count { near.insert(rows[rr][cc]) }
                    }
                }
                next[key] = near
            }
        }
        return next
    }()

    private static func isSubsequence(_ a: String, of b: String) -> Bool {
        var it = b.makeIterator()
        for ch in a { while true { guard let x = it.next() else { return false }; if x == ch { break } } }
        return true
    }

    /// Other words a typo may stand for: numbers, words about going back, re-roll words, where.
    static let extraCandidates: WordSet = {
        var t: Set<String> = [
            "one", "two", "three", "four", "five", "um", "dois", "duas", "tres", "quatro", "cinco", "where", "onde",
            // What the pick has, asked about ("whats the adress", "me fala desse restorante").
            "address", "endereco", "restaurante", "restaurant",
            "replace", "substituir", "substituindo", "merge", "mesclar",
            // Nearness ("cheap lunch aroud here", "algo pertp").
            "around", "nearby", "nearest", "closest", "perto", "pertinho", "proximo", "redondeza", "redondezas",
            // Negations, which turn what a rating says about going back.
            "never", "nunca", "jamais", "won't", "wouldn't", "don't", "not", "nao",
            "wont", "wouldnt", "dont", "didnt", "cant", "couldnt", "isnt", "wasnt", "arent", "werent",
        ]
        t.formUnion(ReturnIntent.cueWords.filter { !$0.contains(" ") })
        t.formUnion(PickWords.againPhrases.words)
        return WordSet(t.filter { $0.count >= 3 })
    }()

    /// Command words a typo may stand for.
    static let targets: WordSet = {
        var t = Set<String>()
        let sets: [WordSet] = [
            PickWords.spin, PickWords.again, PickWords.findVerbs, ListWords.history, ListWords.listVerbs,
            MetaWords.helpLead, MetaWords.settings, MetaWords.tags, MetaWords.log, RateWords.verbs,
            PlaceCommandWords.fav, PlaceCommandWords.unfav, PlaceCommandWords.save, PlaceCommandWords.open,
            PlaceCommandWords.show, PlaceCommandWords.forget, EditWords.verbs, EditWords.addVerbs,
            FileWords.importVerbs, FileWords.exportVerbs, FileWords.source, SettingWords.learning,
            SettingWords.radius, SettingWords.animation, SettingWords.symbols,
        ]
        for set in sets { t.formUnion(set) }
        t.formUnion([
            "near", "nearby", "perto", "mim", "favorites", "favoritos", "favourites", "cache", "clear", "refresh", "city",
            "cidade", "switch", "change", "mudar", "muda", "stars", "estrelas", "estrela", "would", "return", "voltaria",
            "volto", "voltar", "never", "again", "nunca", "maps", "google", "tripadvisor", "ifood", "osm", "cheap", "barato",
            "fancy", "caro", "within", "anywhere", "history", "historico", "settings", "preview", "replace", "substituindo",
            "merge", "backup", "minha", "lista", "my", "list", "page", "pagina", "proximo", "proxima", "cities", "cidades",
            "nota", "notas", "estrelas", "voltaria", "voltar", "volto", "maps", "mapa", "mapas", "link", "site",
            "lugares", "places", "meus", "favoritos", "current", "eaten", "gente", "location", "localizacao",
        ])
        return WordSet(t.filter { $0.count >= 3 })
    }()

    /// Every word of the phrase tables: a word the parser knows in some role
    /// is never "repaired" into another ("same" is not "save").
    static let tableWords: WordSet = {
        var t = Set<String>()
        let tables: [any Sequence<String>] = [
            PickWords.spinPhrases.words, PickWords.nearMe.words, PickWords.findPhrases.words, PickWords.againPhrases.words,
            PickWords.refine.words, PickWords.closer.words, PickWords.removeFilter.words, FilterWords.avoid.words,
            FilterWords.within.words, FilterWords.favorites.words, FilterWords.rating.words, FilterWords.openNow.words,
            FilterWords.source.words, FilterWords.connectives, ListWords.historyPhrases.words, ListWords.filters.words,
            ListWords.myPlaces.words, ListWords.all.words, PlaceCommandWords.favoritesObject.words, PlaceCommandWords.saveToList.words,
            PlaceCommandWords.route.words, PlaceCommandWords.apps.words, PlaceCommandWords.showPhrases.words,
            PlaceCommandWords.forgetPhrases.words, PlaceCommandWords.idioms.words, PlaceCommandWords.confirm.words,
            MetaWords.helpQuestions.words, MetaWords.why.words, MetaWords.cities.words, MetaWords.clearCache.words,
            MetaWords.refresh.words, MetaWords.goodbyeCompany, MetaWords.whyCompany, Fillers.phrases.words, Fillers.words,
            Fillers.edges, Fillers.placeNouns, Fillers.glue, RateWords.framing.words, RateWords.verbPhrases.words,
            WhereWords.askLocation.words, WhereWords.setLocation.words, WhereWords.switchCity.words, WhereWords.anywhere.words,
            QuestionWords.all, PlaceWords.this, ReturnIntent.cues.words, ReturnIntent.hedges.words, Negation.negatorTable.words,
            Negation.idioms.words, Negation.boundaries.words, Negation.clauseStarters, Negation.raisers, Negation.fillers,
            FilterWords.distanceTold, FilterWords.complaint, Fillers.interjections,
        ]
        for table in tables { t.formUnion(table) }
        return WordSet(t.filter { $0.count >= 3 })
    }()

    /// Common words that are never typos of a command.
    static let known: WordSet = [
        "the", "and", "for", "you", "are", "what", "where", "when", "who", "how", "why", "this", "that", "with", "from", "have",
        "has", "was", "were", "will", "would", "can", "could", "should", "not", "but", "our", "your", "his", "her", "its", "they",
        "them", "there", "here", "then", "than", "too", "very", "just", "like", "some", "any", "all", "one", "two", "time", "tell",
        "joke", "game", "last", "night", "won", "weather", "poem", "write", "about", "robot", "tall", "tower", "translate", "french",
        "que", "qual", "quem", "com", "para", "pra", "por", "uma", "um", "nao", "sim", "mais", "muito", "como", "quando",
        "onde", "isso", "essa", "esse", "ele", "ela", "eles", "nos", "vai", "vou", "tem", "ter", "ser", "foi", "era", "ontem",
        "hoje", "amanha", "chover", "piada", "capital", "franca", "vida", "sentido", "conto", "empresta", "jogo", "ganhou",
        "thanks", "obrigado", "lol", "hmm", "blz", "kkkk", "asdf", "qwer", "asdfgh", "forgot", "forgotten", "rola", "lat", "lng",
        "lon", "long", "same", "bom", "boa", "sair",
    ]
}
