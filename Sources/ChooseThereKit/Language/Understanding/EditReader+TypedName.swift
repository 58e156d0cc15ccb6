// MARK: - edit: the name said as typed before the change

extension EditReader {
    /// "also I typed Madaloso, fix the name to Madalosso", "eu escrevi
    /// Pizaria Bella, corrige o nome pra…": the name after a verb of typing
    /// it, closed by a pause before the field, is the place changed.
    func nameTyped(_ s: Sentence, before end: Int) -> Range<Int>? {
        guard let v = (0..<end).first(where: { EditWords.typedVerbs.contains(s.words[$0]) }) else { return nil }
        var k = v + 1
        while k < end, ["o", "a", "the"].contains(s.words[k]) { k += 1 }
        guard k < end, CapitalisedName.isCapital(s.words[k]) else { return nil }
        let run = CapitalisedName.run(s.words, from: k)
        guard !run.isEmpty, run.upperBound < end,
            s.words[run.upperBound].kind == .punctuation || EditWords.wrong.contains(s.words[run.upperBound])
        else { return nil }
        return run
    }
}
