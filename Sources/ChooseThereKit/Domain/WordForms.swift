// MARK: - Word forms: plurals and diminutives back to the plain word

/// The plain forms a folded word (or the last word of a phrase) may stand
/// for: English and Portuguese plurals (`bars`, `bakeries`, `sandwiches`,
/// `bares`, `pizzarias`) and Portuguese diminutives (`barzinho`,
/// `cervejinha`, `tapioquinha`, `baratinho`). Candidates only: a caller
/// looks each up in a vocabulary and keeps the first that exists.
enum WordForms {
    static func singulars(_ phrase: String) -> [String] {
        // Every form below ends a word in "s" (plurals), "o" or "a" (diminutives, shops).
        guard let end = phrase.utf8.last, end == UInt8(ascii: "s") || end == UInt8(ascii: "o") || end == UInt8(ascii: "a") else {
            return []
        }
        let head: Substring, last: Substring
        if let space = phrase.utf8.lastIndex(of: UInt8(ascii: " ")) {
            head = phrase[...space]
            last = phrase[phrase.index(after: space)...]
        } else {
            head = ""
            last = Substring(phrase)
        }
        guard last.count >= 3 else { return [] }
        // Without a final "s" only a diminutive (…inho, …inha) or a shop (…aria, …eria) has another form.
        if end != UInt8(ascii: "s"), !(last.hasSuffix("inho") || last.hasSuffix("inha") || last.hasSuffix("aria") || last.hasSuffix("eria"))
        {
            return []
        }
        var forms: [String] = []
        func add(_ s: String) { if !s.isEmpty, s != String(last), !forms.contains(String(head) + s) { forms.append(String(head) + s) } }
        let w = String(last)
        // Diminutives first (barzinhos → barzinho → bar).
        for base in diminutive(w.hasSuffix("s") ? String(w.dropLast()) : w) { add(base) }
        if w.hasSuffix("ies") { add(String(w.dropLast(3)) + "y") }
        if w.hasSuffix("oes") || w.hasSuffix("aes") { add(String(w.dropLast(3)) + "ao") }
        if w.hasSuffix("eis") { add(String(w.dropLast(3)) + "el") }
        if w.hasSuffix("ais") { add(String(w.dropLast(3)) + "al") }
        for suffix in ["ches", "shes", "xes", "ses", "zes", "res"] where w.hasSuffix(suffix) { add(String(w.dropLast(2))) }
        if w.hasSuffix("ns") { add(String(w.dropLast(2)) + "m") }
        if w.hasSuffix("s") && !w.hasSuffix("ss") { add(String(w.dropLast())) }
        for base in shop(w.hasSuffix("s") ? String(w.dropLast()) : w) { add(base) }
        return forms
    }

    /// A shop named after what it sells: `esfiharia` → `esfiha`,
    /// `tapiocaria` → `tapioca`, `açaiteria` → `açaí`, `temakeria` → `temaki`,
    /// `hamburgueria` → `hamburguer`, `churrascaria` → `churrasco`.
    static func shop(_ w: String) -> [String] {
        guard w.count > 7, w.hasSuffix("aria") || w.hasSuffix("eria") else { return [] }
        let stem = String(w.dropLast(4))
        var out = [stem + "a", stem + "o", stem + "e", stem + "i", stem + "er", stem]
        if stem.hasSuffix("t") { out.append(String(stem.dropLast())) }
        return out
    }

    /// `barzinho` → `bar`, `cervejinha` → `cerveja`, `tapioquinha` → `tapioca`,
    /// `baratinho` → `barato`, `pertinho` → `perto`.
    static func diminutive(_ w: String) -> [String] {
        // Every ending below ends in "inho" or "inha".
        guard w.hasSuffix("inho") || w.hasSuffix("inha") else { return [] }
        var out: [String] = []
        for (suffix, ending) in [
            ("zinho", ""), ("zinha", ""), ("quinho", "co"), ("quinha", "ca"), ("guinho", "go"),
            ("guinha", "ga"), ("inho", "o"), ("inha", "a"),
            // ("docinho" → "doce", "pastelzinho" above; a word in -e takes -inho after its last consonant.)
            ("inho", "e"), ("inha", "e"),
        ] where w.hasSuffix(suffix) && w.count > suffix.count + 1 {
            out.append(String(w.dropLast(suffix.count)) + ending)
        }
        return out
    }
}
