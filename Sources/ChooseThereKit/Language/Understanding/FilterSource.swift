// MARK: - Filters: where to search (the list or the map)

extension SentenceReader {
    /// Reads the source said (`from my list`, `no mapa`), marking it used: a source
    /// told of as a reason is not the one chosen, a negated one is the other.
    func readSource(_ s: inout Sentence, _ r: inout FilterReading) {
        for m in s.all(FilterWords.source, free: true) {
            // ("procura no openstreetmap também, minha lista é pequena", "my list is tiny": a source told of, before a
            // copula, is the reason for the other one, not the one chosen.)
            // ("minha lista daqui tá vazia": a word of where between; "os da minha lista eu já enjoei": one had enough of.)
            var next = m.range.upperBound
            while next < s.count, ["daqui", "aqui", "here", "ainda", "still", "really", "realmente"].contains(s.words[next]) { next += 1 }
            if m.value == .list, keptInAnotherApp(s, m.range) || m.range.contains(where: { listOfSomethingElse(s, at: $0) }) { continue }
            if r.source != nil, next < s.count,
                // ("…my list doesn't have any around here", "minha lista não tem nenhum".)
                ["e", "is", "ta", "esta", "was", "era", "has", "tem", "only", "doesn't", "doesnt", "does", "hasn't", "hasnt", "nao"]
                    .contains(s.words[next])
                    || s.words[next..<min(s.count, next + 3)].contains { FilterWords.enough.contains($0) }
            {
                s.use(m.range)
                continue
            }
            // ("use the map instead of my list to find a bar", "em vez da minha lista": the one passed over.)
            if sourcePassedOver(s, m.range) {
                s.use(m.range)
                continue
            }
            // ("check the map too, not only my list", "não só da minha lista": more than the list is the map.)
            let notOnly =
                m.range.lowerBound >= 2 && ["not", "nao"].contains(s.words[m.range.lowerBound - 2])
                && ["only", "just", "so", "apenas", "somente"].contains(s.words[m.range.lowerBound - 1])
            r.source = s.isNegated(m.range.lowerBound) || notOnly ? (m.value == .osm ? .list : .osm) : m.value
            s.use(m.range); r.said = true
            // "search openstreetmap", "look on osm", "busca no mapa": the verb of searching the map is the source's.
            var j = m.range.lowerBound - 1
            while j > 0, ["on", "in", "the", "no", "na", "o"].contains(s.words[j]) { j -= 1 }
            // (Only when nothing is looked for after it: "search OpenStreetMap for tapioca" is the find's.)
            let end = m.range.upperBound
            let endsClause =
                end >= s.count || s.words[end].kind == .punctuation
                || ["instead", "then", "now", "too", "also", "entao", "agora", "tambem"].contains(s.words[end])
            if r.source == .osm, endsClause, j >= 0, s.isFree(j), PickWords.findVerbs.contains(s.words[j]) { s.use(j) }
        }
    }

    /// Whether the source at `range` is the one passed over ("instead of my list", "em vez da minha lista").
    func sourcePassedOver(_ s: Sentence, _ range: Range<Int>) -> Bool {
        let lb = range.lowerBound
        let passedOver = { (i: Int) in i >= 0 && ["instead", "vez", "inves", "rather"].contains(s.words[i]) }
        return passedOver(lb - 1) || lb >= 2 && ["of", "de", "than"].contains(s.words[lb - 1]) && passedOver(lb - 2)
    }

    /// Whether the word at `i` is "list" naming another list: "a lista de convidados", "my list of chores" (not "minha
    /// lista de lugares", "my list of restaurants").
    func listOfSomethingElse(_ s: Sentence, at i: Int) -> Bool {
        ["list", "lista", "listinha"].contains(s.words[i]) && i > 0
            && ["a", "the", "minha", "my", "sua", "your", "essa", "this", "that", "our", "nossa"].contains(s.words[i - 1])
            && ["de", "of"].contains(s.key(i + 1) ?? "") && i + 2 < s.count && term(s, at: i + 2) == nil
            && !ListWords.listedThings.contains(s.words[i + 2])
    }
}
