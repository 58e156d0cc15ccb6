// MARK: - A command said in a sentence of its own, after or before a story

extension Parser {
    /// Verbs a sentence of their own may say beside a story ("vou formatar o
    /// computador amanhã. exporta minha lista pra …"): commands about the
    /// list, its files and the settings, whose cue words a story never
    /// needs. Never a pick, a rating or a question, whose filters, place or
    /// verdict the story may hold ("a Bia é vegana. sorteia um romântico",
    /// "Bar do Zé was great. 4 stars", "sushi bom existe? me mostra um").
    /// The settings and the manual are asked for in so many words too ("o que
    /// esse app guarda sobre mim? mostra as configurações", "baixei o app
    /// agora… quais comandos eu posso usar?").
    static let ownSentenceVerbs: Set<String> = ["import", "export", "forget", "set", "favorite", "settings", "help", "edit"]
    /// Their recognizers' bits in a `Triggers` mask.
    static let ownSentenceBits: UInt64 = [Verb.importFile, .export, .forget, .set, .favorite, .settings, .help, .edit].reduce(0) {
        $0 | Triggers.bit($1)
    }

    /// The last sentence of a line, when it reads as a whole command and every
    /// sentence before it is a story that asks nothing ("new machine all set up
    /// finally. import my backup from D:\b.json and replace everything"). A
    /// pronoun in it ("tira ele da minha lista") stands for a place another
    /// sentence names; a command that deletes never guesses it.
    ///
    /// A first reading that took every word stands, unless it is this same
    /// command and only the place it points at was missed.
    func commandInItsOwnSentence(_ plain: Sentence, first: Understood?) -> Understood? {
        let sentences = Self.parts(of: plain)
        guard sentences.count >= 2, sentences.count <= 4 else { return nil }
        let firstClean = first.map { !$0.intent.isUnknown && $0.ignored.isEmpty } ?? false
        // (Clauses of one sentence are weighed only when the line as a whole was not read, "yes, forget Cervantes"
        // stands; and only when the last one points back or nothing was read: most lines with a comma are picks.)
        if !plain.hasSeveralSentences {
            if firstClean { return nil }
            let last = sentences[sentences.count - 1]
            if first.map({ !$0.intent.isUnknown }) == true, !last.contains(where: { PlaceWords.this.contains(plain.words[$0]) }) {
                return nil
            }
        }
        // (A whole reading of another command stands, unread again.)
        if firstClean, let first, !Self.ownSentenceVerbs.contains(first.intent.name) { return nil }
        // (Nor is a last sentence read again without a cue word of one of these verbs: most lines are picks.)
        // (The settings and the manual count only when the sentence names them: most lines never pay for a second read.)
        guard let lastRange = sentences.last else { return nil }
        let namesTheApp = plain.words[lastRange].contains { MetaWords.settings.contains($0) || MetaWords.aboutTheApp.contains($0) }
        let bits = namesTheApp ? Self.ownSentenceBits : Self.ownSentenceBits & ~(Triggers.bit(.settings) | Triggers.bit(.help))
        guard Triggers.mask(Array(plain.words[lastRange])) & bits != 0 else { return nil }
        // A deliberate refusal or question ("which Santa Cruz?", "please don't") stands.
        if let first, case .unknown(_, _, let reason?) = first.intent, ![.repairedCommand, .doubted].contains(reason) { return nil }
        // The command closes the line ("… no wait, merge" after it corrects it; "top 3" adds to it), and no
        // sentence before it reads as a whole request of its own ("I'm in Brasília for two days."): they tell.
        // (Its sentences are read on their own: what the line's look-ups remember is then theirs, forgotten after.)
        defer { lexicon.line.clear() }
        let at = sentences.count - 1
        let last = sentences[at]
        guard var read = understand(plain.text(last.lowerBound..<min(plain.count, last.upperBound + 1))), !read.intent.isUnknown,
            read.ignored.isEmpty, Self.ownSentenceVerbs.contains(read.intent.name)
        else { return nil }
        // (The settings and the manual only when named: "…, socorro" and "não confio nessas avaliações" ask for neither.)
        if ["settings", "help"].contains(read.intent.name),
            !plain.words[last].contains(where: { MetaWords.settings.contains($0) || MetaWords.aboutTheApp.contains($0) })
                || read.intent.name == "help"
                    && !plain.words[last.lowerBound..<min(plain.count, last.upperBound + 1)].contains(where: { $0.text.contains("?") })
        {
            return nil
        }
        // "it", "ele", "that one": the place another sentence names.
        let own = sentences[at]
        let pronoun = own.contains { PlaceWords.this.contains(plain.words[$0]) || ["them", "deles", "delas"].contains(plain.words[$0]) }
        for range in sentences.dropLast() {
            let text = plain.text(range.lowerBound..<min(plain.count, range.upperBound + 1))
            // (A look-up said before, whose place the pronoun points at, is the story: "Cantina Roma is still on my
            // list?? remove it".)
            if let told = understand(text), !told.intent.isUnknown, told.ignored.isEmpty,
                !(pronoun && ["list", "show", "find", "history"].contains(told.intent.name)),
                !Self.onlyDescribes(told, Sentence(text))
            {
                return nil
            }
        }
        if firstClean, let first, first.intent.name != read.intent.name { return nil }
        let named = pronoun ? placeNamed(in: plain, outside: own) : nil
        if let name = named, let bound = read.intent.pointed(at: .name(name)) {
            read.intent = bound
        } else if pronoun, read.intent.isRisky, read.intent.pointsAtCurrent {
            // ("that pizza place closed. delete it": which place is not known; never the current pick on a guess.)
            return nil
        }
        if firstClean, let first, first.intent == read.intent { return nil }
        // (A file named in another sentence is the one imported: "o arquivo chama lista.json. importa juntando…" points
        // back at no earlier preview.)
        if firstClean, let first, case .importFile(let whole) = first.intent, whole.path != nil, case .importFile(let own) = read.intent,
            own.previewedFile
        {
            return nil
        }
        // (The whole line offered this command for a place it names, one typo from a place in the list:
        // "o Bar do Lucas fechou, pode apagar" — the offer stands; its last clause alone names no place.)
        if read.intent.pointsAtCurrent, case .unknown(_, let offer?, .repairedCommand)? = first?.intent,
            Lexer.fold(offer).hasPrefix(read.intent.name + " ")
        {
            return nil
        }
        return read
    }

    /// A pick read only from what a sentence says of a place — no verb of
    /// picking, no wish, no question ("I typed the name wrong when I added it…,
    /// it's cheap not fancy. delete Pizaria Bela"): a story beside the command.
    static func onlyDescribes(_ told: Understood, _ s: Sentence) -> Bool {
        guard ["spin", "refine", "near"].contains(told.intent.name) else { return false }
        return !s.words.contains {
            PickWords.spin.contains($0) || Arbiter.wantWords.contains($0) || $0.text.contains("?")
                || Arbiter.recommendVerbs.contains($0)
        } && s.first(PickWords.existence) == nil && s.first(PickWords.nearMe) == nil
            && s.words.contains { ["it's", "its", "e", "is", "was", "foi", "era"].contains($0) }
    }

    /// The line's sentences; one sentence is cut at its last comma ("o Boteco
    /// do Gordo fechou, tira ele da lista": a story, then the command).
    private static func parts(of s: Sentence) -> [Range<Int>] {
        let sentences = s.sentences
        guard sentences.count == 1, let only = sentences.first,
            let comma = only.last(where: { s.words[$0].text == "," || s.words[$0].text == ";" }), comma > only.lowerBound,
            comma + 1 < only.upperBound
        else { return sentences }
        return [only.lowerBound..<comma, (comma + 1)..<only.upperBound]
    }

    /// A place's name in the words outside `own`: one the list knows, or a
    /// run of two words or more typed with capitals ("o Sabor da Vila fechou de vez").
    private func placeNamed(in s: Sentence, outside own: Range<Int>) -> String? {
        let outside = s.words.indices.filter { !own.contains($0) }
        for i in outside where s.words[i].isWord {
            // ("Cantina Roma is still here?? … remove it": a known "Roma" inside a longer name typed with its capitals is not that place.)
            if i > 0, CapitalisedName.isCapital(s.words[i - 1]), CapitalisedName.isCapital(s.words[i]) { continue }
            if let m = lexicon.places.match(s.words, at: i), m.end <= s.count, !own.overlaps(i..<m.end) { return m.name }
        }
        for i in outside where CapitalisedName.isCapital(s.words[i]) {
            if s.words[i].folded == "i" { continue }
            let name = CapitalisedName.run(s.words, from: i, while: { !own.contains($0) })
            // (Two words at least: "we went there at Easter. delete it" names no place.)
            if name.count >= 2 { return s.text(name) }
        }
        return nil
    }
}
