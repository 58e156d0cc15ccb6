// MARK: - where you are: location and city

struct WhereReader: SentenceReader {
    let lexicon: Lexicon

    func location(_ s: inout Sentence) -> Intent? {
        // "forget my location", "esquece minha localização": clear it.
        if s.first(WhereWords.forgetLocation) != nil {
            s.use(0..<s.count)
            return .set(SettingRequest(key: .location, value: "none"))
        }
        // A position given as numbers, whatever words frame it.
        if let (lat, lng, range) = coordinates(s), !s.freeIndices.contains(where: { EditWords.addVerbs.contains(s.words[$0]) }),
            s.first(EditWords.fields, free: true).map({ f in
                f.range.lowerBound > 0 && ["my", "minha", "minhas", "meu", "meus"].contains(s.words[f.range.lowerBound - 1])
            }) ?? true
        {
            s.use(0..<s.count)
            _ = range
            return .location(lat: lat, lng: lng, query: nil)
        }
        if asksWhereIAm(s) {
            s.use(0..<s.count)
            return .location(lat: nil, lng: nil, query: nil)
        }
        // An address after an introduction ("i'm at", "meu endereço é", "eu moro na"),
        // or a street and number after at/na/no ("checked into an airbnb at Rua Barata Ribeiro 200").
        // An address told before "use that as my location" is the value, not what follows the last intro.
        let said = s.first(WhereWords.setLocation), street = streetAddressIntro(s)
        guard let intro = said.flatMap({ a in street.map { $0.range.lowerBound < a.range.lowerBound ? $0 : a } ?? a }) ?? street else {
            return nil
        }
        // "I'm staying at a hotel and don't know the city": a kind of place, not an address (unless a number says one).
        // ("…at a hotel on Rua Oscar Freire": a street said after it is the address.)
        if intro.range.upperBound < s.count, ["a", "an"].contains(s.words[intro.range.upperBound]),
            ["at", "in"].contains(s.words[intro.range.upperBound - 1]),
            !s.words[intro.range.upperBound...].contains(where: { $0.number != nil || WhereWords.streetWords.contains($0) })
        {
            return nil
        }
        var valueRange = addressSpan(s, after: intro.range.upperBound)
        guard !valueRange.isEmpty else { return nil }
        // "the hotel at Av. Boa Viagem 420": the address after the last "at".
        if let k = valueRange.dropLast().last(where: { ["at", "on", "em"].contains(s.words[$0]) }),
            s.words[(k + 1)..<valueRange.upperBound].contains(where: { $0.number != nil || WhereWords.streetWords.contains($0) })
        {
            valueRange = (k + 1)..<valueRange.upperBound
        }
        // "i'm at a loss", "tô na dúvida": an address has a street word, a number or a capitalised name.
        // ("to em duvida entre o Cais Bar e o Terraço 21": a state one is in, whatever names follow.)
        guard looksLikeAnAddress(s, valueRange), !WhereWords.statesOfMind.contains(s.words[valueRange.lowerBound]) else { return nil }
        // ("tô na rua, chegando": a street word with no name after it is being out, no address.)
        var afterStreet = valueRange.lowerBound + 1
        // (Past the small words of a street's name: "Rua das Flores 120", "Praça da Liberdade".)
        while afterStreet < s.count, ["da", "do", "das", "dos", "de"].contains(s.words[afterStreet]) { afterStreet += 1 }
        if WhereWords.streetWords.contains(s.words[valueRange.lowerBound]), !WhereWords.needAName.contains(s.words[valueRange.lowerBound]),
            afterStreet >= s.count || !s.words[afterStreet].isWord
                || s.words[afterStreet].text.first?.isLowercase == true && CommonWords.everyday.contains(s.words[afterStreet])
        {
            return nil
        }
        // "Tô no hotel e não conheço nada": the hotel without its name or street is where I am, not an address to look up.
        // ("we're at parque barigui": a landmark with its name, in lower case too.)
        if WhereWords.needAName.contains(s.words[valueRange.lowerBound]),
            !s.words[valueRange.dropFirst()].contains(where: {
                $0.number != nil || $0.text.first?.isUppercase == true
                    || !["hotel", "hostel", "pousada", "airbnb"].contains(s.words[valueRange.lowerBound].folded) && $0.isWord
                        && !Fillers.isEdge($0.folded) && !WhereWords.timeTail.contains($0)
            })
        {
            return nil
        }
        let query = s.text(valueRange)
        let numbers = locationValue(query)
        if let lat = numbers.lat, let lng = numbers.lng {
            s.use(0..<s.count)
            return .location(lat: lat, lng: lng, query: nil)
        }
        // "tô no rio", "i'm in sampa": a city, not an address.
        if let city = lexicon.cities, !WhereWords.streetWords.contains(s.words[valueRange.lowerBound]), !query.contains(where: \.isNumber) {
            switch city.resolve(query, fuzzy: false, memo: lexicon.line) {
            case .city, .ambiguous: return nil
            default: break
            }
        }
        s.use(0..<s.count)
        return .location(lat: nil, lng: nil, query: numbers.query ?? query)
    }

    /// The words of an address after its introduction: without a leading
    /// "endereço"/"as"/"the", a trailing time ("hoje"), and what follows its
    /// sentence or the comma where an instruction or another request starts.
    private func addressSpan(_ s: Sentence, after start: Int) -> Range<Int> {
        var valueRange = s.trimmed(start..<s.count)
        while !valueRange.isEmpty,
            ["endereco", "address", "como", "as", "pra", "para", "to", "is", "e", "é", "the", "o", "a"].contains(
                s.words[valueRange.lowerBound])
        {
            valueRange = (valueRange.lowerBound + 1)..<valueRange.upperBound
        }
        while !valueRange.isEmpty, WhereWords.timeTail.contains(s.words[valueRange.upperBound - 1]) {
            valueRange = valueRange.lowerBound..<(valueRange.upperBound - 1)
        }
        valueRange = s.trimmed(valueRange)
        // "Av. Atlântica 1702, set that as my location": the address ends where the instruction starts.
        // "… Rua Barata Ribeiro 370. Pode usar esta morada?": the address ends with its sentence.
        if let end = valueRange.first(where: {
            s.words[$0].kind == .punctuation && [".", "!", "?"].contains(s.words[$0].text) && $0 > valueRange.lowerBound
        }) {
            valueRange = s.trimmed(valueRange.lowerBound..<end)
        }
        // The address ends at the comma where an instruction starts ("Rua Chile 20, Salvador, coloca isso como minha
        // localização") or another request does ("tô no centro com uns amigos, tem algum boteco perto?"), or a
        // clause told after it ("i'm at Rua Augusta 500 now, just got out of a meeting").
        // (Only in the address's own sentence: "tô na Rua da Aurora, 300. anota minha localização pra procurar por perto".)
        let sentenceEnd = min(s.count, valueRange.upperBound + 1)
        let inSentence = { (m: (value: Bool, range: Range<Int>)?) in m.map { $0.range.lowerBound < sentenceEnd } ?? false }
        if let comma = valueRange.first(where: { c in
            s.words[c].kind == .punctuation && s.words[c].text == "," && c + 1 < valueRange.upperBound
                && (WhereWords.instruction.contains(s.words[c + 1]) || inSentence(s.first(PickWords.existence, from: c + 1))
                    || c > valueRange.lowerBound && ["now", "agora"].contains(s.words[c - 1])
                    || inSentence(s.first(PickWords.nearMe, from: c + 1))
                    || s.words[(c + 1)..<sentenceEnd].contains { $0.text == "?" || PickWords.spin.contains($0) })
        }) {
            valueRange = s.trimmed(valueRange.lowerBound..<comma)
        }
        // ("Rua da Aurora, 300, do lado do rio": after the number, a clause in lower case only describes where it is — a
        // word or two is the neighbourhood: "rua chile 20, pelourinho".)
        if let comma = valueRange.first(where: { c in
            s.words[c].text == "," && s.words[valueRange.lowerBound..<c].contains { $0.number != nil }
                && s.words[(c + 1)..<valueRange.upperBound].filter(\.isWord).count >= 3
                && (s.words[(c + 1)..<valueRange.upperBound].allSatisfy {
                    $0.number == nil && $0.text.first?.isUppercase != true && !WhereWords.streetWords.contains($0)
                }
                    // ("Av. Paulista 1500, do lado do MASP": a landmark beside it, named with its capitals.)
                    || WhereWords.besideLandmark.contains(s.words[c + 1]) && s.words[c + 1].text.first?.isLowercase == true
                        && c + 2 < valueRange.upperBound
                        && ["lado", "do", "da", "to", "from", "the", "frente", "of"].contains(s.words[c + 2]))
        }) {
            valueRange = s.trimmed(valueRange.lowerBound..<comma)
        }
        // "…na rua Oscar Freire e é a única rua que eu conheço": the address ends where a clause in lower case joins on
        // (a corner keeps its capital: "Av. São João e Ipiranga").
        if let join = valueRange.dropFirst().first(where: { j in
            ["e", "and", "mas", "but", "que", "which", "where", "onde"].contains(s.words[j]) && s.words[j].text.first?.isLowercase == true
                && j + 1 < valueRange.upperBound && s.words[j + 1].text.first?.isLowercase == true && s.words[j + 1].number == nil
        }) {
            valueRange = s.trimmed(valueRange.lowerBound..<join)
        }
        while !valueRange.isEmpty, ["now", "agora", "right"].contains(s.words[valueRange.upperBound - 1]) {
            valueRange = s.trimmed(valueRange.lowerBound..<(valueRange.upperBound - 1))
        }
        return valueRange
    }

    /// "where am i", "onde q eu to?", "where do you have me", "me localiza".
    func asksWhereIAm(_ s: Sentence) -> Bool {
        // "location" alone (help and Tab offer it), "localização", "my location?": where am I.
        let content = s.freeIndices.map { s.words[$0].folded }.filter { !["my", "minha", "the", "a"].contains($0) }
        if content.count == 1, ["location", "localizacao", "whereami"].contains(content[0]) { return true }
        // "my location: Av. Atlântica 1702", "minha localização é …": telling, not asking.
        if let intro = s.first(WhereWords.setLocation), intro.range.upperBound < s.count,
            looksLikeAnAddress(s, intro.range.upperBound..<s.count)
        {
            return false
        }
        // "a gente tá hospedado na Av. Boa Viagem 3000, coloca isso como minha localização": an address told first.
        if let m = s.first(WhereWords.askLocation), let told = streetAddressFirst(s), told < m.range.lowerBound { return false }
        if let m = s.first(WhereWords.askLocation),
            s.first(WhereWords.setLocation).map({ $0.range.lowerBound >= m.range.lowerBound }) ?? true
        {
            return true
        }
        let words = s.freeIndices.map { s.words[$0].folded }
        guard let first = words.first, ["where", "onde", "wheres", "where's"].contains(first) else { return false }
        guard words.contains(where: WhereWords.me.contains) else { return false }
        // Nothing else asked: no food, no place, no city, no other verb.
        return s.freeIndices.allSatisfy { i in
            term(s, at: i) == nil && places.match(s.words, at: i) == nil && !Repair.targets.contains(s.words[i])
                && ![
                    "eat", "ate", "comi", "comer", "go", "went", "fomos", "fui", "been", "eaten", "visited", "comemos", "jantamos",
                    "almocamos", "visitamos", "lately", "ultimamente",
                ].contains(s.words[i])
                // A word nobody knows (a typo: "latley", "fiu") leaves the question open, never "where am i".
                && (!s.words[i].isWord || Repair.isKnown(s.words[i].folded, lexicon) || WhereWords.me.contains(s.words[i]))
        }
    }

    /// The word before a street address (a street word, then a number
    /// within four words) in a line that asks nothing else of a command.
    func streetAddressIntro(_ s: Sentence) -> (value: Bool, range: Range<Int>)? {
        // Command words after the address ("…, set that as my location") are what to do with it.
        let end =
            streetAddressFirst(s).flatMap { a in (a..<s.count).first { s.words[$0].kind == .punctuation && s.words[$0].text == "," } }
            ?? s.count
        guard
            !s.freeIndices.contains(where: {
                $0 < end && Repair.targets.contains(s.words[$0]) && !["at", "na", "no", "em"].contains(s.words[$0])
            })
        else { return nil }
        // (In lower case too after "I'm" opening the line: "tô numa obra na rua da consolação 2300".)
        let told =
            s.words.first.map { ["to", "tô", "estou", "i'm", "im", "we're", "estamos", "tamo", "tamos"].contains($0.text.lowercased()) }
            ?? false
        for k in s.words.indices.dropFirst()
        where WhereWords.streetWords.contains(s.words[k]) && (s.words[k].text.first?.isUppercase == true || told)
            && ["at", "on", "na", "no", "da", "do", "em", "in"].contains(s.words[k - 1])
            && s.words[k..<min(s.count, k + 5)].contains(where: { $0.number != nil })
        {
            return (true, (k - 1)..<k)
        }
        return nil
    }

    /// Where a street address ("Av. Boa Viagem 3000", "Rua X, 40") starts, if the line has one.
    func streetAddressFirst(_ s: Sentence) -> Int? {
        s.words.indices.first { k in
            WhereWords.streetWords.contains(s.words[k]) && s.words[k].text.first?.isUppercase == true
                && s.words[k..<min(s.count, k + 5)].contains(where: { $0.number != nil })
        }
    }

    /// Whether words read as an address or a landmark.
    func looksLikeAnAddress(_ s: Sentence, _ range: Range<Int>) -> Bool {
        s.words[range].contains { w in
            w.number != nil || w.text.contains(where: \.isNumber) || WhereWords.streetWords.contains(w)
                || (w.isWord && w.text.first?.isUppercase == true)
        }
    }

    func city(_ s: inout Sentence) -> Intent? {
        // ("every city has a boteco like that": a city told about, not a filter dropped.)
        // ("qualquer lugar serve desde que seja barato", "anywhere is fine as long as it's cheap": any place of a kind, asked.)
        if let m = s.first(WhereWords.anywhere),
            m.range.upperBound >= s.count
                || !["has", "have", "is", "are", "tem", "e", "sao", "has", "got"].contains(s.words[m.range.upperBound]),
            // ("is there a bar anywhere?", "manda uma pizza aí, qualquer lugar serve": with a kind asked for in the line,
            // any place is any place of that kind — only "any city" in so many words drops the city.)
            !WhereWords.anywhereTold(s, before: m.range.lowerBound),
            s.words.contains(where: { ["city", "cities", "cidade", "cidades"].contains($0) })
                || !(0..<m.range.lowerBound).contains(where: { term(s, at: $0) != nil || PriceSlot.match(s.words, at: $0) != nil }),
            !(m.range.upperBound..<s.count).contains(where: { i in
                PriceSlot.match(s.words, at: i) != nil || term(s, at: i) != nil
                    || ["desde", "contanto", "as", "if", "se"].contains(s.words[i]) && i + 1 < s.count
                        && ["que", "long", "it's", "its", "it", "for", "seja"].contains(s.words[i + 1])
            })
        {
            s.use(m.range)
            return .city(CityRequest(any: true))
        }
        let intros = switchIntros(s)
        let trailing = s.words.indices.first(where: { s.words[$0].kind == .punctuation && s.words[$0].text == "," })
            .flatMap { comma in s.first(WhereWords.trailingSwitch, from: comma + 1).map { (comma, $0) } }
        guard !intros.isEmpty || trailing != nil || wholeLineCity(s) != nil else { return nil }
        // "switch city" alone: which city is it now?
        if let only = intros.first, intros.count == 1, trailing == nil,
            s.freeIndices.allSatisfy({ only.range.contains($0) || !isContent(s, $0) }),
            s.freeIndices.filter({ !only.range.contains($0) }).isEmpty
        {
            s.use(0..<s.count)
            return .city(CityRequest())
        }
        // The city: a name the catalogue knows exactly (or a nickname) anywhere after an
        // introduction or before a trailing "switch" — "we're travelling to ouro preto,
        // switch the city", "vou pra sampa amanhã, muda pra lá", "the city should be fortaleza".
        if let found = knownCitySpan(s) {
            s.use(0..<s.count)
            return cityIntent(s.text(found), line: s.line)
        }
        // No city the catalogue knows: only a plain "switch city NAME" offers the closest.
        guard let intro = intros.last,
            WhereWords.strongSwitch.match(s.words, at: intro.range.lowerBound) != nil || intro.range.lowerBound == 0
        else { return nil }
        var end = s.count
        while end > intro.range.upperBound, WhereWords.timeTail.contains(s.words[end - 1]) || s.words[end - 1].kind == .punctuation {
            end -= 1
        }
        let after = s.trimmed(intro.range.upperBound..<end)
        // ("tô na Rua Augusta 500, perto do metrô…": a number says an address; no town's name has one.)
        if s.words[after].contains(where: { $0.number != nil }) { return nil }
        // "troca pra comida italiana": food, not a town the catalogue does not know.
        if after.contains(where: { term(s, at: $0) != nil }) && intro.range.lowerBound == 0
            && WhereWords.strongSwitch.match(s.words, at: intro.range.lowerBound) == nil
        {
            return nil
        }
        // ("volta pra anterior": words we know, in lower case, name no town the catalogue lacks.)
        if s.words[after].allSatisfy({ !$0.isWord || $0.text.first?.isUppercase != true && Repair.isKnown($0.folded, lexicon) }) {
            return nil
        }
        guard !after.isEmpty,
            WhereWords.strongSwitch.match(s.words, at: intro.range.lowerBound) != nil
                || s.words[after].allSatisfy({ $0.isWord || $0.kind == .punctuation })
                    && s.words[after].contains(where: { $0.text.first?.isUppercase == true || after.count <= 3 })
        else { return nil }
        s.use(0..<s.count)
        return cityIntent(s.text(after), line: s.line)
    }

    /// The city intent, or a question: ambiguous names are asked, close
    /// matches offered (never switched to silently).
    func cityIntent(_ text: String, line: String) -> Intent {
        guard let resolver = lexicon.cities else { return .city(CityRequest.qualified(text)) }
        switch resolver.resolve(text, memo: lexicon.line) {
        case .city(let c): return .city(CityRequest(name: c.name, state: c.isBrazilian ? c.admin : nil, country: c.country))
        case .ambiguous(let cities):
            return .unknown(text: line.trimmed, suggestion: nil, reason: .ambiguousCity(text, cities.map(\.displayName)))
        case .offered(let c):
            return .unknown(text: line.trimmed, suggestion: "switch city " + c.name, reason: .cityOffered(text, c.displayName))
        case .none:
            return .city(CityRequest.qualified(text))
        }
    }
}

extension CityRequest {
    static let brazilianStates: WordSet = [
        "AC", "AL", "AP", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA", "PB", "PR", "PE", "PI", "RJ", "RN",
        "RS", "RO", "RR", "SC", "SP", "SE", "TO",
    ]

    /// A name with its qualifier split off when it has one: `Curitiba PR` or
    /// `Curitiba, PR` (a Brazilian state), `Paris, FR` (a country code).
    static func qualified(_ text: String) -> CityRequest {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," })
        guard words.count >= 2, let last = words.last, last.count == 2, last.allSatisfy(\.isLetter) else { return CityRequest(name: text) }
        let code = last.uppercased()
        var name = String(text.dropLast(last.count)).trimmed
        let comma = name.hasSuffix(",")
        if comma { name = String(name.dropLast()).trimmed }
        if brazilianStates.contains(code) { return CityRequest(name: name, state: code, country: "BR") }
        if comma { return CityRequest(name: name, country: code) }
        return CityRequest(name: text)
    }
}

/// Shared with the other readers.
extension SentenceReader {
    /// Two numbers that make a position: `-23.5,-46.6`, `-8.05 -34.9`,
    /// `lat -3.10 lng -60.02`, `-12,97 -38,50`.
    func coordinates(_ s: Sentence) -> (Double, Double, Range<Int>)? {
        for i in s.words.indices {
            // Out of range too: the reply refuses it with the range, rather than search for "91,0".
            if case .coordinate(let lat, let lng) = s.words[i].kind { return (lat, lng, i..<(i + 1)) }
        }
        let numbers = s.words.indices.filter { s.words[$0].number != nil && s.words[$0].text.contains(where: { $0 == "." || $0 == "," }) }
        for (a, b) in zip(numbers, numbers.dropFirst()) where b - a <= 2 {
            guard let lat = s.words[a].number, let lng = s.words[b].number, Coordinate(lat: lat, lng: lng).isValid else { continue }
            if b - a == 2, !["lng", "lon", "long", "longitude", ","].contains(s.words[a + 1]) && s.words[a + 1].text != "," { continue }
            return (lat, lng, a..<(b + 1))
        }
        return nil
    }

    /// Coordinates (`-23.5,-46.6`, `-8.05 -34.9`) or an address.
    func locationValue(_ text: String) -> (lat: Double?, lng: Double?, query: String?) {
        let words = Lexer.words(text).filter { $0.kind != .punctuation }
        if words.count == 1, case .coordinate(let lat, let lng) = words[0].kind { return (lat, lng, nil) }
        if words.count == 2, let lat = words[0].number, let lng = words[1].number { return (lat, lng, nil) }
        let parts = text.replacing(" ", with: "").split(separator: ",", omittingEmptySubsequences: false)
        if parts.count == 2, let lat = Double(parts[0]), let lng = Double(parts[1]) { return (lat, lng, nil) }
        // ("im at the office, Rua Marechal Deodoro 500": what the place is, then its address — the address is where.)
        if let comma = text.firstIndex(of: ","), case let head = Lexer.words(String(text[..<comma])).filter(\.isWord),
            !head.isEmpty, head.count <= 3, head.allSatisfy({ WhereWords.placesOfOnesDay.contains($0) }),
            case let rest = String(text[text.index(after: comma)...]).trimmed, Lexer.words(rest).contains(where: { $0.number != nil })
        {
            return (nil, nil, rest)
        }
        return (nil, nil, text.trimmed)
    }

    /// A city request from what was typed, resolved when the catalogue knows it.
    func cityRequest(_ text: String) -> CityRequest {
        if ["anywhere", "any", "none", "qualquer lugar", "nenhuma"].contains(Folding.key(text)) { return CityRequest(any: true) }
        guard let resolver = lexicon.cities, case .city(let c) = resolver.resolve(text, memo: lexicon.line) else {
            return CityRequest(name: text)
        }
        return CityRequest(name: c.name, state: c.isBrazilian ? c.admin : nil, country: c.country)
    }
}
