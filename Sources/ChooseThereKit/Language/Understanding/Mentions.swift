// MARK: - Names and cities mentioned in a line (shared by the readers)

extension SentenceReader {
    /// "show me my snack bars", "mostra meus bares": kinds said as mine (in the plural) are my list's.
    func namesKindsOfMine(_ s: Sentence) -> Bool {
        s.words.indices.contains { i in
            // ("show me only the japanese ones": the ones of a kind, among those looked at.)
            if s.words[i].folded == "the", let kind = term(s, at: i + 1), kind.end < s.count, s.words[kind.end].folded == "ones" {
                return true
            }
            guard ListWords.pluralMine.contains(s.words[i]), let kind = term(s, at: i + 1) else { return false }
            return s.words[kind.end - 1].folded.hasSuffix("s")
        }
    }

    /// "all my cheap places", "meus lugares baratos": "my" and, a few words on, places.
    func placesOfMineDescribed(_ s: Sentence) -> Bool {
        s.words.indices.contains { i in
            ListWords.pluralMine.contains(s.words[i])
                && ((i + 1)..<min(s.count, i + 4)).contains { Arbiter.placesNouns.contains(s.words[$0]) }
        }
    }

    /// Whether the line names a place with a capital letter that is not in the list ("Coco Bambu", "Outback").
    func unknownProperName(_ s: Sentence) -> Bool {
        s.freeIndices.contains { i in
            let w = s.words[i]
            return w.isWord && w.text.first?.isUppercase == true && i > 0 && places.match(s.words, at: i) == nil
                && term(s, at: i) == nil && !Repair.targets.contains(w) && (!Fillers.isEdge(w) || s.isInsideAName(i))
        }
    }
}

extension String {
    /// The string without these characters at either end.
    func trimmingCharacters(in characters: String) -> String { trimming(Set(characters)) }
}

/// A city named in a line: its name, its state (Brazil) or country, and the words ("in Curitiba").
typealias CityMention = (name: String, state: String?, range: Range<Int>)

/// Shared with the other readers.
extension SentenceReader {
    /// "in Curitiba", "em sampa": a city the catalogue knows, after in/em/at.
    /// It depends on the words alone, so it is worked out once per sentence.
    func cityMention(_ s: Sentence) -> CityMention? {
        if let known = s.info.cityMention { return known }
        let found = findCityMention(s)
        s.info.cityMention = .some(found)
        return found
    }

    /// ("de passagem por Belo Horizonte": "por" too.)
    private func findCityMention(_ s: Sentence) -> CityMention? {
        let prepositions: WordSet = ["in", "em", "at", "no", "na", "por"]
        guard let first = cityAfter(s, prepositions) else { return nil }
        // ("to preso em Guarulhos, me acha algo pra comer em São Paulo": where one is stuck is told; a later city is asked.)
        if first.range.lowerBound > 0, MentionWords.stuckIn.contains(s.words[first.range.lowerBound - 1]),
            let later = cityAfter(s, prepositions, from: first.range.upperBound)
        {
            return later
        }
        return first
    }

    /// A city the catalogue knows right after one of `prepositions` ("to Recife", "pra BH" for a trip).
    func cityAfter(_ s: Sentence, _ prepositions: WordSet, from start: Int = 0) -> CityMention? {
        guard let resolver = lexicon.cities else { return nil }
        for i in s.words.indices where i >= start && prepositions.contains(s.words[i]) && i + 1 < s.count {
            // ("pizza would be ideal, easy to split", "we want to nice and slow": "to" after a wish or an
            // adjective comes before a verb, not a town.)
            if s.words[i].folded == "to", i > 0, MentionWords.infinitiveBefore.contains(s.words[i - 1]),
                s.words[i + 1].text.first?.isUppercase != true
            {
                continue
            }
            // ("after 5 years in Toronto", "depois de 5 anos em Lisboa", "I lived in Recife": where time was spent, told.)
            if i > 0, MentionWords.timeSpent.contains(s.words[i - 1]) { continue }
            // Every span looked up starts with the next word: most words begin no city's name.
            guard resolver.mayStartName(s.words[i + 1]) else { continue }
            // (No city's name, with its state, runs past seven words: "São José dos Campos, SP".)
            var end = min(s.count, i + 8)
            while end > i + 1 {
                let range = (i + 1)..<end
                // "na lista", "no mapa": words of ours, never a town of that name.
                let common =
                    range.count == 1
                    && (Repair.tableWords.contains(s.words[i + 1]) || Repair.targets.contains(s.words[i + 1])
                        || term(s, at: i + 1) != nil)
                if !common, case .city(let c) = resolver.resolve(s.text(range), fuzzy: false, memo: lexicon.line) {
                    if !Self.isAnEverydayNoun(
                        c, after: s.words[i], typed: s.words[i + 1], nickname: CityResolver.nicknames[Folding.key(s.text(range))] != nil)
                    {
                        return (c.name, c.isBrazilian ? c.admin : c.country, i..<end)
                    }
                    // ("tô no Rio Vermelho": a longer name, typed with its capitals, is no nickname's city.)
                    if range.count > 1, s.words[range].allSatisfy({ $0.text.first?.isUppercase == true || !$0.isWord }) { break }
                }
                end -= 1
            }
        }
        return nil
    }

    /// "churrasco que assa na mesa", "at home": after an article only a
    /// nickname or a Brazilian capital is a city ("no Recife", "no rio"),
    /// and after "at" only a name typed with its capital.
    /// ("não concordamos em nada": an everyday word in lower case, "nada", is no town of that name either.)
    static func isAnEverydayNoun(_ c: City, after preposition: Word, typed: Word, nickname: Bool) -> Bool {
        if !nickname, typed.text.first?.isUppercase != true, CommonWords.everyday.contains(typed), !(c.isBrazilian && c.isCapital) {
            return true
        }
        switch preposition.folded {
        case "no", "na": return !nickname && !(c.isBrazilian && c.isCapital)
        case "at": return !nickname && typed.text.first?.isUppercase != true
        // ("de passagem por Belo Horizonte"; "busca por Gero" is a name.)
        case "por": return !nickname && !(c.isBrazilian && (c.isCapital || c.population >= 100_000))
        default: return false
        }
    }
}

enum MentionWords {
    /// Time spent somewhere, or my having lived there, right before "in"/"em" and a city: a story of where I was.
    /// (Not someone living there now: "my parents live in Recife, pick a seafood place there".)
    static let timeSpent: WordSet = ["years", "months", "weeks", "anos", "meses", "semanas", "morei"]
    /// Being held somewhere ("preso em Guarulhos", "stuck in Campinas"): where one is, told beside where one asks.
    static let stuckIn: WordSet = [
        "preso", "presa", "presos", "presas", "stuck", "stranded", "trapped", "parado", "parada", "ilhado", "ilhada",
    ]
    /// Words after which "to" comes before a verb ("easy to split", "want to share").
    static let infinitiveBefore: WordSet = [
        "easy", "easier", "hard", "harder", "simple", "quick", "want", "wants", "wanna", "need", "needs", "like", "love", "have",
        "has", "able", "try", "trying", "good", "fun", "enough", "something", "somewhere", "place", "going", "used", "how",
    ]
}
