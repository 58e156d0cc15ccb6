// MARK: - edit: a place said to be somewhere else ("X is actually at -22.9,-43.2")

extension EditReader {
    /// "X is actually at -22.9,-43.2": a coordinate after "at"/"fica", with "is" before it. An add verb in the
    /// line ("add X, it is at …") is the arbiter's to settle: add has its own cue, this reading has none.
    func movedCoordinate(_ s: Sentence) -> Int? {
        guard let c = s.words.indices.first(where: { if case .coordinate = s.words[$0].kind { true } else { false } }),
            c >= 2, EditWords.movedAt.contains(s.words[c - 1]), s.words[..<c].contains(where: { ["is", "fica", "actually"].contains($0) })
        else { return nil }
        return c
    }

    /// The place named before the coordinate, moved there.
    func movedTo(_ s: inout Sentence, at c: Int) -> Intent? {
        let name = trimTarget(s, 0..<(c - 1))
        var cut = s.words[name].firstIndex { ["is", "fica"].contains($0) } ?? name.upperBound
        if let h = s.all(EditWords.hedges).first(where: { name.contains($0.range.lowerBound) && $0.range.lowerBound < cut }) {
            cut = h.range.lowerBound
        }
        let target = s.trimmed(name.lowerBound..<cut)
        guard !target.isEmpty else { return nil }
        s.use(0..<s.count)
        return .edit(EditRequest(target: .name(places.stored(s.text(target)) ?? s.text(target)), field: .at, value: s.words[c].text))
    }
}
