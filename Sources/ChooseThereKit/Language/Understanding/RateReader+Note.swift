// MARK: - rate: the note, what a rating says besides its stars

extension RateReader {
    /// The longest run of words left, as typed, without connectors at its ends.
    func note(_ s: inout Sentence, stars: Range<Int>) -> String? {
        // "rude waiter, cold fries": runs apart only by a comma are one note.
        var merged: [Range<Int>] = []
        for run in s.freeRuns() {
            if let last = merged.last, run.lowerBound == last.upperBound + 1, s.words[last.upperBound].text == "," {
                merged[merged.count - 1] = last.lowerBound..<run.upperBound
            } else {
                merged.append(run)
            }
        }
        let runs = merged.map { run -> Range<Int> in
            var r = run
            while !r.isEmpty, RateWords.noteEdges.contains(s.words[r.lowerBound]) { r = (r.lowerBound + 1)..<r.upperBound }
            while !r.isEmpty, RateWords.noteEdges.contains(s.words[r.upperBound - 1]), s.words[r.upperBound - 1].text.lowercased() != "é" {
                r = r.lowerBound..<(r.upperBound - 1)
            }
            return r
        }
        // ("quick rating before boarding: 4 stars, the feijão was great": what frames the rating before its colon
        // is no remark.)
        let frames = runs.filter { r in
            var end = r.upperBound
            while end < s.count, s.used[end], s.words[end].isWord { end += 1 }
            return end < s.count && s.words[end].text == ":"
                && (r.lowerBound..<end).contains { ["rating", "review", "avaliacao", "nota"].contains(s.words[$0]) }
        }
        for r in frames { s.use(r) }
        let notes = runs.filter { r in
            !r.isEmpty && !frames.contains(r)
                && !s.words[r].allSatisfy {
                    $0.kind == .punctuation || Fillers.isFiller($0) || Fillers.isEdge($0)
                        || RateWords.noteNoise.contains($0) || Fillers.glue.contains($0)
                }
        }
        guard let best = notes.max(by: { $0.count < $1.count }) else { return nil }
        // "almoço top, vovô repetiu duas vezes. 5 estrelas com certeza": stars said in a clause of their own
        // rate the place the remarks are about — every remark is the note. Stars inside a clause that
        // names something else ("I rated my Uber driver 5 stars, he was…") keep the rest unexplained.
        // (The connectors trimmed off a note's ends go with it: "4 stars because the music was too loud".)
        let whole = { (r: Range<Int>) in runs.firstIndex(of: r).map { merged[$0] } ?? r }
        if notes.count > 1, starsStandAlone(s, stars) {
            for r in notes { s.use(whole(r)) }
            return notes.map { s.text($0) }.joined(separator: "; ")
        }
        s.use(whole(best))
        if best.count == 1, s.words[best.lowerBound].kind == .quoted { return s.words[best.lowerBound].text }
        return s.text(best)
    }
}
