// MARK: - A command's word as what a statement is about

/// "backup é tipo seguro né", "history was my worst subject": a command's
/// word as the subject of "to be", saying what it is like, asks for nothing
/// (the arbiter's policy 8, in `Arbiter.swift`).

extension Arbiter {
    /// Verbs "to be" after a subject, as typed ("é" folds to the "e" of "and", so the text is read).
    static let copulas: Set<String> = [
        // (Not "são": "city sao paulo", "muda pra são paulo".)
        "é", "eh", "era", "foi", "seria", "is", "was", "are", "were", "isn't", "wasn't", "aren't",
    ]
    /// Words between "to be" and what it says that only colour it ("é *tipo* seguro", "was *my* worst").
    static let copulaColour: WordSet = [
        "tipo", "mto", "muito", "meio", "bem", "mt", "so", "very", "like", "kind", "of", "my", "the", "a", "an", "um", "uma",
        "really", "pretty", "too", "mais", "super", "totally", "just", "honestly", "o", "meu", "minha", "sempre", "always",
        "never", "nunca", "still", "ainda", "kinda", "quite", "bit", "muy",
    ]

    /// Whether a cue of `verb` is the subject of a statement that says what
    /// it is like, in its own clause: "backup é tipo seguro né",
    /// "mudar de cidade é mto difícil", "history was my worst subject in
    /// school". What "to be" says must be an everyday word: a number, a
    /// name or a city after it gives a value ("my city is Curitiba", "the
    /// radius is 2km"). For a verb that changes nothing, the learned model must lean to chat too.
    func cueIsWhatAStatementIsAbout(_ verb: Verb, _ intentName: String, _ s: Sentence) -> Bool {
        // (A city is switched by phrases, not cue words: its words of changing and of a city stand for them.)
        let cues =
            verb == .city
            ? s.words.indices.filter { Arbiter.switchWords.contains(s.words[$0]) || ["city", "cidade"].contains(s.words[$0]) }
            : cueIndices(verb, s)
        guard !cues.isEmpty else { return false }
        // ("any city is fine" keeps the city open: a value.)
        if s.first(WhereWords.anywhere) != nil { return false }
        // (Every cue: "switch language to English please, meu português ainda é ruim" asks in its first clause.)
        let said = cues.allSatisfy { c in
            // The clause's "to be", within four words after the cue.
            var k = c + 1
            while k < min(s.count, c + 5), s.words[k].kind != .punctuation, !Arbiter.copulas.contains(s.words[k].text.lowercased()) {
                k += 1
            }
            guard k < s.count, k < c + 5, Arbiter.copulas.contains(s.words[k].text.lowercased()) else { return false }
            var v = k + 1
            while v < s.count, Arbiter.copulaColour.contains(s.words[v]) { v += 1 }
            guard v < s.count, s.words[v].isWord, s.words[v].number == nil, s.words[v].text.first?.isLowercase == true,
                DistanceSlot.match(s.words, at: v) == nil,
                // (A town of a few thousand named like an everyday word is no value: "é chato demais".)
                (lexicon.cities?.resolve(s.words[v].text, fuzzy: false)).map({
                    if case .city(let c) = $0 { c.population < 50_000 } else { true }
                }) ?? true
            else { return false }
            return true
        }
        guard said else { return false }
        // (Risky verbs never run on such a line: "backup é chato demais, nunca lembro de fazer". The others need the
        // model to lean to chat too.)
        if [.export, .importFile, .city, .set].contains(verb) { return true }
        guard let model = lexicon.intentScorer else { return false }
        let read = model.top(s.words, and: intentName)
        return read.top == "unknown" && read.probability >= 0.5
    }
}
