// MARK: - Where a city is named in a line

/// The city reader's spans: the words that introduce a switch, and the
/// words that name a city the catalogue knows.
extension WhereReader {
    /// The words that introduce a city to switch to — not the noun "city"
    /// asked or told about ("which city has better food", "qual cidade…",
    /// "a cidade toda").
    func switchIntros(_ s: Sentence) -> [(value: Bool, range: Range<Int>)] {
        s.all(WhereWords.switchCity).filter { m in
            // ("procura barreado, queria provar já que tô no Paraná": where I am, given as a reason, switches nothing.)
            let i = m.range.lowerBound
            if i > 0,
                ["since", "because", "porque", "pq", "cause", "'cause"].contains(s.words[i - 1])
                    || i > 1 && s.words[i - 2].folded == "ja" && s.words[i - 1].folded == "que"
            {
                return false
            }
            // ("to na duvida entre o Bar Central e o Bar Sul": a state one is in, no town.)
            if m.range.upperBound < s.count, WhereWords.statesOfMind.contains(s.words[m.range.upperBound]) { return false }
            guard m.range.count == 1, ["city", "cidade"].contains(s.words[m.range.lowerBound].folded), m.range.lowerBound > 0 else {
                return true
            }
            // ("minha cidade" names no city, but "muda minha cidade pra…", "change my city to…" asks.)
            // ("a city as humid as Belém": any city, in English; "a cidade" is the city, in Portuguese.)
            let before = s.words[m.range.lowerBound - 1]
            return !WhereWords.notAnIntro.contains(before) && !(before.folded == "a" && s.words[m.range.lowerBound].folded == "city")
                || m.range.lowerBound > 1 && Arbiter.switchWords.contains(s.words[m.range.lowerBound - 2])
                // ("my city is Curitiba", "minha cidade é Recife": which it is, said with its name typed with a capital.)
                || WhereWords.myCityIs(s.words, at: m.range.lowerBound - 1).map { s.words[$0].text.first?.isUppercase == true } == true
        }
    }

    /// The longest span (up to five words) that names a city exactly, by its
    /// name or a nickname, preferring one after a switch word.
    func knownCitySpan(_ s: Sentence) -> Range<Int>? {
        guard let resolver = lexicon.cities else { return nil }
        // After the last switch word first ("sai do rio e vai pra recife"), then anywhere.
        let lastIntro = switchIntros(s).last?.range.upperBound ?? 0
        var afterIntro = knownCitySpan(s, from: lastIntro, resolver)
        guard lastIntro > 0 else { return afterIntro }
        // ("just landed in porto alegre, so change the city please. floripa was lovely": the switch's own sentence first.)
        if let own = s.sentences.first(where: { $0.contains(lastIntro - 1) }), let a = afterIntro, !own.contains(a.lowerBound),
            let inOwn = knownCitySpan(s, from: own.lowerBound, resolver), own.contains(inOwn.lowerBound)
        {
            afterIntro = inOwn
        }
        let anywhere = knownCitySpan(s, from: 0, resolver)
        // "muda pra Cidade do México": the switch word "cidade" may begin the name itself.
        if let a = afterIntro, let b = anywhere, b.contains(a.lowerBound), b.count > a.count { return b }
        return afterIntro ?? anywhere
    }

    func knownCitySpan(_ s: Sentence, from: Int, _ resolver: CityResolver) -> Range<Int>? {
        // Only spans that begin with a whole city name, nickname or exonym
        // (a qualifier may follow: "poa, rs", "porto, portugal") are looked up.
        let found = (from..<s.count).filter { start in
            s.words[start].isWord && resolver.mayNameExactly(s.words[start].text)
                && (1...5).contains { n in
                    start + n <= s.count && s.words[start..<(start + n)].allSatisfy(\.isWord)
                        && resolver.isExactName(s.text(start..<(start + n)))
                }
        }
        guard !found.isEmpty else { return nil }
        // "just moved to Salvador from Porto Alegre", "me mudei de sampa pra recife": the city left is no switch.
        // ("switch the city so I stop getting São Paulo places", "em vez de Olinda": the city no longer wanted, never the switch;
        // "troca a cidade pra lá pq ainda tá em porto alegre", "it's still on Salvador": the city it is set to now.)
        let unwanted = found.filter { start in
            // ("tô na Rua Augusta 500": a street's name is no town.)
            (max(0, start - 2)..<start).contains {
                WhereWords.streetWords.contains(s.words[$0]) && ($0 == start - 1 || s.words[$0 + 1].text == ".")
            }
                || (max(0, start - 3)..<start).contains {
                    ["stop", "instead", "parar", "pare", "parem", "still", "ainda", "currently", "atualmente"].contains(s.words[$0])
                }
                || start > 1 && ["vez", "inves"].contains(s.words[start - 2]) && ["de", "do", "da"].contains(s.words[start - 1])
        }
        // (Nor a later word of that city's name: "porto alegre" left is no "Alegre".)
        let wanted = found.filter { start in
            !unwanted.contains { $0 == start || $0 < start && resolver.isExactName(s.text($0..<(start + 1))) }
        }
        guard !wanted.isEmpty else { return nil }
        let left = wanted.filter { $0 > 0 && ["from", "de", "do", "da"].contains(s.words[$0 - 1]) }
        let starts = left.count < wanted.count ? wanted.filter { !left.contains($0) } : wanted
        for length in stride(from: 5, through: 1, by: -1) {
            for start in starts where start + length <= s.count {
                let range = start..<(start + length)
                // Words, and a comma before a state ("poa, rs").
                guard range.allSatisfy({ s.isFree($0) || s.words[$0].text == "," }), s.words[start].isWord,
                    s.words[range.upperBound - 1].isWord,
                    s.words[range].allSatisfy({ $0.isWord || $0.text == "," })
                else { continue }
                // ("the traffic to the beaches": an article typed in lower case opens no town's name.)
                if ["the", "a", "o", "os", "as"].contains(s.words[start]), s.words[start].text.first?.isLowercase == true { continue }
                if length == 1,
                    Repair.tableWords.contains(s.words[start]) || Repair.known.contains(s.words[start])
                        || Fillers.isEdge(s.words[start]) || term(s, at: start) != nil
                {
                    continue
                }
                let text = s.text(range)
                let folded = Folding.key(text)
                // "poa, rs": a nickname with the state that picks its city.
                let nicknameWithState =
                    folded.count > 3 && CityRequest.brazilianStates.contains(String(folded.suffix(2)).uppercased())
                    && CityResolver.nicknames[String(folded.dropLast(2)).trimming(CityResolver.spaceAndComma)] != nil
                switch resolver.resolve(text, fuzzy: false, memo: lexicon.line) {
                case .city(let c)
                where Folding.key(c.name) == folded || CityResolver.nicknames[folded] != nil || CityResolver.exonyms[folded] != nil
                    || nicknameWithState
                    || folded.hasPrefix(Folding.key(c.name) + " ") || folded.hasPrefix(Folding.key(c.name) + ","):
                    // ("foi morar em Fortaleza": a word typed in lower case that is also a small town abroad is a word.)
                    if length == 1, !c.isBrazilian, !c.isCapital, c.population < 500_000, CityResolver.nicknames[folded] == nil,
                        s.words[start].text == s.words[start].text.lowercased()
                    {
                        continue
                    }
                    return range
                case .ambiguous where length >= 1 && CityResolver.nicknames[folded] != nil || length >= 2:
                    return range
                case .ambiguous(let cities) where cities.contains(where: { Folding.key($0.name) == folded }):
                    return range
                default: continue
                }
            }
        }
        return nil
    }

    /// A line that is only a city's name or nickname ("poa", "floripa"):
    /// not a food word or a place in the list.
    func wholeLineCity(_ s: Sentence) -> Range<Int>? {
        let content = s.freeIndices
        guard let lo = content.first, let hi = content.last, hi - lo < 4, let resolver = lexicon.cities,
            term(s, at: lo) == nil, places.match(s.words, at: lo) == nil
        else { return nil }
        let range = lo..<(hi + 1)
        guard resolver.mayNameExactly(s.text(range)) else { return nil }
        switch resolver.resolve(s.text(range), fuzzy: false, memo: lexicon.line) {
        case .city(let c)
        where Folding.key(c.name) == Folding.key(s.text(range)) || CityResolver.nicknames[Folding.key(s.text(range))] != nil:
            return range
        case .ambiguous: return range
        default: return nil
        }
    }
}
