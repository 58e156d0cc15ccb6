// MARK: - Areas of a town, said inside a request

/// A part of town said inside a request — "in the north part of town", "on
/// the west side of the city", "downtown", "no centro da cidade", "na zona
/// sul", "no lado leste" — is set aside before the readers see the line:
/// no slot takes it (the list knows no neighbourhoods), it is never a city
/// or a search text, and the reply says it was not used.
enum Areas {
    /// Words that name a direction or a middle.
    static let directions: WordSet = [
        "north", "south", "east", "west", "northern", "southern", "eastern", "western", "central",
        "centre", "center", "norte", "sul", "leste", "oeste", "centro",
    ]
    /// Words for a part ("the north part of town", "a zona sul").
    static let parts: WordSet = ["part", "side", "section", "area", "end", "parte", "lado", "zona", "regiao", "bairro"]
    static let prepositions: WordSet = ["in", "on", "at", "around", "near", "em", "no", "na", "do", "da", "pela", "pelo", "perto"]
    static let loneDirectionPrepositions: WordSet = ["in", "on", "at", "around", "em", "no", "na"]
    static let articles: WordSet = ["the", "a", "o"]
    static let towns: WordSet = ["town", "city", "cidade"]
    static let whole = PhraseTable<Bool>(
        [
            "downtown", "city centre", "city center", "town centre", "town center", "centre of town", "center of town",
            "any part of town", "any area", "any part of the city", "qualquer parte da cidade", "qualquer regiao",
        ].map { ($0, true) })

    /// Sets aside every area phrase of `s`, returning what was said (as typed).
    static func setAside(_ s: inout Sentence) -> [String] {
        var said: [String] = []
        var i = 0
        while i < s.count {
            guard !s.used[i], let end = match(s, at: i) else { i += 1; continue }
            // The preposition before belongs to it ("in the north part", "no centro").
            var start = i
            if start > 0, prepositions.contains(s.words[start - 1]) { start -= 1 }
            said.append(s.text(start..<end))
            s.use(start..<end)
            i = end
        }
        return said
    }

    /// The end of an area phrase starting at `i` (after any preposition), or nil.
    private static func match(_ s: Sentence, at i: Int) -> Int? {
        if let m = whole.match(s.words, at: i) { return extendedByTown(s, m.end) }
        var j = i
        if j < s.count, articles.contains(s.words[j]) { j += 1 }
        // "north part of town", "west side", "zona sul", "lado leste", "centro da cidade".
        if j < s.count, directions.contains(s.words[j]) {
            let direction = j
            j += 1
            if j < s.count, parts.contains(s.words[j]) {
                j += 1
            } else if !["centro", "centre", "center"].contains(s.words[direction]) {
                // "a cheap restaurant in the west": a direction alone only right after
                // a preposition, at the end of its clause (not "Caxias do Sul").
                var k = direction - 1
                if k >= 0, articles.contains(s.words[k]) { k -= 1 }
                guard k >= 0, loneDirectionPrepositions.contains(s.words[k]), j >= s.count || s.words[j].kind == .punctuation else {
                    return nil
                }
            }
            return extendedByTown(s, j)
        }
        if j < s.count, parts.contains(s.words[j]), j + 1 < s.count, directions.contains(s.words[j + 1]) {
            return extendedByTown(s, j + 2)
        }
        return nil
    }

    /// "… of town", "… of the city", "… da cidade".
    private static func extendedByTown(_ s: Sentence, _ end: Int) -> Int {
        var j = end
        guard j < s.count, ["of", "da", "de", "do"].contains(s.words[j]) else { return end }
        j += 1
        if j < s.count, articles.contains(s.words[j]) { j += 1 }
        return j < s.count && towns.contains(s.words[j]) ? j + 1 : end
    }
}

// MARK: - A landmark after "near the", "perto da"

extension Areas {
    /// The words of nearness a landmark follows ("near", "perto", "close to the"; not "the nearest Outback").
    static let landmarkPrepositions: WordSet = [
        "near", "perto", "pertinho", "around", "by", "to", "the", "pelo", "pela", "de", "do", "da", "ao", "lado", "proximo", "proxima",
    ]
    /// Words that stand between a word of nearness and its landmark ("near *the* stadium", "perto *da* reitoria").
    static let landmarkLinks: WordSet = ["the", "to", "of", "do", "da", "dos", "das", "de", "ao", "a", "o"]
    /// Words a landmark never is ("near me", "perto daqui", "near home"): nearness to the user.
    static let notLandmarks: WordSet = [
        "me", "mim", "us", "you", "here", "aqui", "daqui", "home", "casa", "nos", "gente", "where", "onde", "my", "our", "minha", "meu",
        "nossa", "nosso", "it", "that", "this", "isso", "esse", "essa", "ele", "ela", "there", "la",
    ]
    /// Words that end a landmark's name ("near the harbour *please*", "perto do estádio *que* esteja aberto").
    static let landmarkStops: WordSet = [
        "and", "with", "that", "which", "where", "ideally", "please", "pls", "plz", "e", "com", "que", "onde", "mas", "but", "for",
        "pra", "para", "so", "because", "porque", "pq", "if", "se", "tonight", "today", "now", "hoje", "agora", "open", "aberto",
        "aberta", "then", "entao", "por", "pfv", "pf", "or", "ou", "tambem", "too", "also", "maybe", "talvez",
    ]
}

extension SentenceReader {
    /// The landmark named right after a word of nearness ("near the stadium",
    /// "perto da rodoviária", "close to the convention centre"): a place the
    /// search is not centred on (it is around the user), said and set aside.
    /// Nil when nearness is to the user ("near me"), a kind of food follows
    /// ("perto da praia" is a wish), or a number (a distance).
    func landmark(after cue: Range<Int>, in s: Sentence) -> Range<Int>? {
        guard cue.upperBound < s.count, Areas.landmarkPrepositions.contains(s.words[cue.upperBound - 1]) else { return nil }
        var j = cue.upperBound
        var linked = Areas.landmarkLinks.contains(s.words[cue.upperBound - 1])
        while j < s.count, j < cue.upperBound + 2, Areas.landmarkLinks.contains(s.words[j]) { j += 1; linked = true }
        guard j < s.count, s.isFree(j), s.words[j].isWord, linked || s.words[j].text.first?.isUppercase == true,
            !Areas.notLandmarks.contains(s.words[j]), !Areas.landmarkStops.contains(s.words[j]), s.words[j].number == nil,
            !PickWords.notALandmark.contains(s.words[j]), term(s, at: j) == nil,
            // ("perto d emim": a slip of "mim" is nearness to me.)
            !Areas.notLandmarks.contains(where: { $0.count >= 3 && DidYouMean.distance(s.words[j].folded, $0) <= 1 })
        else { return nil }
        var end = j
        while end < s.count, end < j + 4, s.isFree(end) || !s.used[end] && Areas.landmarkLinks.contains(s.words[end]),
            !Areas.landmarkStops.contains(s.words[end]), term(s, at: end) == nil, PriceSlot.match(s.words, at: end) == nil,
            DistanceSlot.match(s.words, at: end) == nil
        {
            end += 1
        }
        while end > j, Areas.landmarkLinks.contains(s.words[end - 1]) { end -= 1 }
        return end > j ? j..<end : nil
    }
}
