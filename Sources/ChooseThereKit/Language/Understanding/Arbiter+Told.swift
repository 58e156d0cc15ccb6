// MARK: - What a line tells rather than asks: a kind asked first, a business opened, a cue told about

extension Arbiter {
    /// Whether the first clause names a kind with a word of wishing ("mineira food if possible, everyone says…",
    /// "japonês de preferência, minha amiga disse que…"), or leaves one out at its head ("not italian tho, we did that
    /// last year"): asked, whatever is told after it.
    func kindWishedFirst(_ s: Sentence) -> Bool {
        // ("no burgers tho we had that yesterday": a word giving the reason ends the clause as a comma does.)
        guard
            let comma = s.words.indices.first(where: {
                s.words[$0].kind == .punctuation || $0 > 0 && Arbiter.reasonsAfter.contains(s.words[$0])
            })
        else { return false }
        let head = (0..<comma).first { !Fillers.isFiller(s.words[$0]) } ?? comma
        if head < comma, let no = FilterWords.avoid.match(s.words, at: head), no.end < comma,
            vocabulary.term(folded: s.words[no.end].folded) != nil
        {
            return true
        }
        guard let wish = s.first(PickWords.wishMarkers), wish.range.upperBound <= comma else { return false }
        return (0..<comma).contains { vocabulary.term(folded: s.words[$0].folded) != nil }
    }

    /// Words that open the reason for what was just asked ("…tho we had that yesterday", "…pq comi ontem").
    static let reasonsAfter: WordSet = ["tho", "though", "because", "cause", "cuz", "coz", "bc", "since", "pq", "porque", "pois"]

    /// Whether the kinds said are what someone is to open, a business ("meu marido quer abrir um food truck de pastel",
    /// "my friend is opening a sushi bar"): no place to eat asked for.
    func opensABusiness(_ s: Sentence) -> Bool {
        s.words.indices.contains { i in
            ["abrir", "abrindo", "opening"].contains(s.words[i]) && i + 1 < s.count
                && ["um", "uma", "a", "an", "o", "seu", "sua", "his", "her", "their"].contains(s.words[i + 1])
                && ((i + 2)..<min(s.count, i + 6)).contains { vocabulary.term(folded: s.words[$0].folded) != nil }
        }
    }

    /// Whether `verb`'s cue is told about rather than asked for: before it,
    /// in its clause, a habit ("sempre", "always"), something had or held
    /// ("had a setting", "tinha uma opção", not "have to"), or someone else
    /// ("my sister", "minha mãe").
    func toldAbout(_ verb: Verb, _ s: Sentence) -> Bool {
        guard let cue = cueIndex(verb, s) else { return false }
        var j = cue - 1
        // (Laughter ends a clause as a mark does: "minha mãe já foi embora kkk volta o idioma pra inglês".)
        let ends = { (k: Int) in [".", "!", "?", ";", ","].contains(s.words[k].text) || Negation.laughter.contains(s.words[k]) }
        while j >= 0, !ends(j) {
            let word = s.words[j]
            if Arbiter.habitWords.contains(word) || Arbiter.triedVerbs.contains(word) { return true }
            if Arbiter.hadVerbs.contains(word), !(j + 1 < s.count && ["to", "que", "q"].contains(s.words[j + 1])) { return true }
            j -= 1
        }
        // (Told in the cue's own clause: "my mom will use this on my phone, please switch the language" asks.)
        let clause = (0..<cue).last(where: ends).map { $0 + 1 } ?? 0
        return s.all(Arbiter.storyMarkers).contains { $0.range.upperBound <= cue && $0.range.lowerBound >= clause }
    }

    /// "vou buscar meus netos na escola", "pick up my kids": a query that opens with someone of mine is a
    /// person fetched, no place's name to look up.
    static func namesSomeone(_ query: String) -> Bool {
        let words = Lexer.words(query).filter(\.isWord)
        guard words.count >= 2, ["my", "our", "meu", "minha", "meus", "minhas", "nosso", "nossa", "nossos"].contains(words[0].folded)
        else { return false }
        return kin.contains(words[1]) || people.contains(words[1])
    }

    /// Family and friends, fetched, taken along or met.
    static let kin: WordSet = [
        "kids", "children", "son", "sons", "daughter", "daughters", "wife", "husband", "mom", "mother", "dad", "father", "sister",
        "brother", "grandkids", "grandchildren", "grandson", "granddaughter", "friend", "friends", "boss", "girlfriend",
        "boyfriend", "parents", "netos", "neto", "neta", "netas", "filhos", "filho", "filha", "filhas", "esposa", "marido", "mae",
        "pai", "pais", "avo", "avos", "irma", "irmao", "amigo", "amiga", "amigos", "amigas", "chefe", "namorada", "namorado",
        "sogra", "sogro", "criancas",
    ]
}
