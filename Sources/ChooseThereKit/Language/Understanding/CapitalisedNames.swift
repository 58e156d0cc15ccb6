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
            && (Chatter.reactions.contains(word) || CommonWords.contains(word)))
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
}
