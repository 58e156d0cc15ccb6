// MARK: - Names typed with their capitals

/// Where a place's name typed with its capitals runs in a sentence ("Bar do
/// Zé", "Casa Azul", "Tom & Jerry's"): capitalised words, joined by a name's
/// small words when a capitalised word follows. Every reader that looks for
/// such a name (a rating's target, a command's place, an added place, the
/// story beside a command) reads it here, with the same joiners.
enum CapitalisedName {
    /// The small words inside a place's name ("Bar *do* Zé", "Casa *de* Pedra", "Joe*'s*", "Pão *e* Vinho").
    static let joiners: WordSet = [
        "do", "da", "dos", "das", "de", "di", "del", "la", "le", "na", "no", "e", "&", "and", "of", "the", "'s", "s", "n",
    ]

    /// Whether `word` is a word typed with a capital.
    /// (An everyday word shouted in capitals is emphasis, no name: "the date went GREAT".)
    static func isCapital(_ word: Word) -> Bool {
        guard word.isWord, word.text.first?.isUppercase == true else { return false }
        return
            !(word.text.count >= 2 && word.text == word.text.uppercased()
            && (Chatter.reactions.contains(word) || CommonWords.everyday.contains(word)))
    }

    /// The name that starts at `start`, going forward while `allowed` lets a
    /// word in: capitalised words, and a joiner with a capitalised word after it.
    /// Empty when word `start` is not capitalised.
    static func run(_ words: [Word], from start: Int, while allowed: (Int) -> Bool = { _ in true }) -> Range<Int> {
        var end = start
        while end < words.count, allowed(end),
            isCapital(words[end])
                || end > start && joiners.contains(words[end]) && end + 1 < words.count && isCapital(words[end + 1])
        {
            end += 1
        }
        return start..<end
    }

    /// The name that ends right before `end`, going back while `allowed` lets a word in.
    static func run(_ words: [Word], endingAt end: Int, while allowed: (Int) -> Bool = { _ in true }) -> Range<Int> {
        var start = end
        while start > 0, allowed(start - 1),
            isCapital(words[start - 1])
                || words[start - 1].isWord && joiners.contains(words[start - 1]) && start >= 2 && isCapital(words[start - 2])
        {
            start -= 1
        }
        return start..<end
    }

    /// Whether word `i` belongs to a name of two words or more ("Bode do Nô":
    /// "do" and "Nô" are the name's).
    static func contains(_ words: [Word], _ i: Int) -> Bool {
        let capital = { (j: Int) in j >= 0 && j < words.count && isCapital(words[j]) }
        if capital(i) { return capital(i - 1) || i >= 2 && joiners.contains(words[i - 1]) && capital(i - 2) }
        return i > 1 && joiners.contains(words[i]) && capital(i - 1) && capital(i + 1)
    }

    /// Whether the line is shouted: in capitals, its capitals name nothing ("BRASIL VENCEU e o bar foi perfeito").
    static func isShouted(_ s: Sentence) -> Bool { s.line == s.line.uppercased() }

    /// Words that only point back at a place named elsewhere in the line ("it", "ele", "esse lugar", "one of them").
    static let pointers: WordSet = [
        "it", "ele", "ela", "one", "them", "of", "deles", "delas", "dele", "dela", "esse", "essa", "este", "esta", "this", "that",
        "lugar", "place", "um", "uma", "up", "for", "me", "pra", "mim", "pro", "please", "pls", "pfv", "por", "favor", "to", "my",
        "list", "na", "no", "minha", "lista", "a", "o", "the", "too", "tambem", "tb", "ai", "la", "again", "de",
    ]

    /// The name typed with its capitals in another clause of the line, when
    /// every word after the command's word `cue` in its own clause only
    /// points back, or there is none ("my coworker won't stop talking about Mocotó. can you
    /// look it up for me?", "there are two Padaria Real in here, delete one
    /// of them", "…chama Padaria Estrela. adiciona ela na minha lista").
    static func namedElsewhere(_ s: Sentence, cue: Int, bare: Bool = false) -> Range<Int>? {
        let breaks = { (j: Int) in s.words[j].kind == .punctuation && s.words[j].text != "'" && s.words[j].text != "&" }
        let start = (0..<cue).last(where: breaks).map { $0 + 1 } ?? 0
        let end = (cue + 1..<s.count).first(where: breaks) ?? s.count
        // (What it is for ends what the verb's clause asks: "acha ele pra mim pra eu ver se é tudo isso".)
        let purpose =
            (cue + 1..<end).first { j in
                ["pra", "para", "so", "to"].contains(s.words[j]) && j + 1 < end
                    && ["eu", "i", "we", "a", "gente", "ver", "see", "check", "conferir"].contains(s.words[j + 1])
            } ?? end
        let own = (cue + 1..<purpose).filter { s.words[$0].isWord }
        // (Or, with `bare`, nothing at all: "…chama Kazu Ramen. adiciona na minha lista?")
        guard own.allSatisfy({ pointers.contains(s.words[$0]) || Fillers.isFiller(s.words[$0]) }),
            // ("…falaram bem do Madero. consegue achar um pra mim?": "one" of it.)
            bare
                || own.contains(where: {
                    ["it", "ele", "ela", "one", "um", "uma", "them", "esse", "essa", "this", "that"].contains(s.words[$0])
                })
        else { return nil }
        // The longest name typed with capitals; a lone capital opening a sentence is capitalised for that ("There's…",
        // "A friend…", "Everyone…"), and a name after "called" is the one meant.
        var best: Range<Int>?
        var i = 0
        while i < s.count {
            guard i < start || i >= end, isCapital(s.words[i]), !["i", "i'm", "im", "i've", "i'd", "i'll"].contains(s.words[i]) else {
                i += 1
                continue
            }
            let name = run(s.words, from: i) { $0 < start || $0 >= end }
            let opens = i == 0 || s.words[i - 1].endsASentence
            if !(opens && name.count == 1), name.contains(where: { !CommonWords.contains(s.words[$0]) && !Fillers.isFiller(s.words[$0]) }),
                best.map({ name.count > $0.count }) ?? true
            {
                best = name
            }
            i = max(i + 1, name.upperBound)
        }
        return best
    }
}
