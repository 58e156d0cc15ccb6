// MARK: - edit and add

enum EditWords {
    static let fields = PhraseTable<EditField>([
        ("name", .name), ("nome", .name), ("category", .category), ("categoria", .category), ("address", .address),
        ("endereco", .address), ("tags", .tags), ("notes", .notes), ("note", .notes), ("notas", .notes), ("link", .link),
        ("website", .link), ("site", .link), ("url", .link), ("price", .price), ("preco", .price), ("price tier", .price),
        ("coordinates", .at), ("coords", .at), ("position", .at), ("posicao", .at), ("city", .city), ("cidade", .city),
        ("hours", .hours), ("opening hours", .hours), ("horario", .hours), ("horarios", .hours), ("horario de funcionamento", .hours),
        ("faixa de preco", .price), ("price range", .price), ("price tier", .price), ("nota", .notes), ("anotacao", .notes),
    ])
    static let verbs: Set<String> = ["edit", "editar", "edita", "change", "update", "set", "muda", "mudar", "altera", "alterar",
                                     "atualiza", "coloca", "troca", "corrige", "fix", "make"]
    static let rename: Set<String> = ["rename", "renomeia", "renomear"]
    /// Words that introduce the new value.
    static let valueIntro: Set<String> = ["to", "pra", "para", "e", "is", "as", "=", ":", "como", "now", "are", "sao", "be", "with", "com"]
    /// Verbs that add a note by themselves ("anota no Jobi: …").
    static let noteVerbs: Set<String> = ["anota", "anotar", "anote", "jot", "annotate"]
    /// Words that qualify a claim, never part of a name ("o Bar do Zé na verdade fica…").
    static let hedges = PhraseTable<Bool>(["na verdade", "actually", "really", "in fact", "de fato", "on second thought"].map { ($0, true) })
    static let of: Set<String> = ["of", "do", "da", "dos", "das", "for", "de", "to"]
    static let addVerbs: Set<String> = ["add", "adiciona", "adicionar", "cadastra", "cadastrar", "inclui", "incluir", "create", "cria"]
    static let named = PhraseTable<Bool>(["called", "named", "chamado", "chamada", "a new place called", "um lugar chamado",
                                          "new place called", "a place called"].map { ($0, true) })
    static let stops: Set<String> = ["at", "em", "address", "endereco", "tags", "tag", "as", "categoria", "category", "with", "com",
                                     "na", "no", "it's", "its", "é", "e"]
}

extension Understanding {
    func edit(_ s: inout Sentence) -> Intent? {
        let content = s.freeIndices
        guard let firstWord = content.first else { return nil }
        let renaming = content.first(where: { EditWords.rename.contains(s.words[$0].folded) })
        var field: (value: EditField, range: Range<Int>)? = renaming.map { (.name, $0..<($0 + 1)) }
        if field == nil { field = s.first(EditWords.fields, free: true) }
        // "X is actually at -22.9,-43.2"
        if field == nil, let c = s.words.indices.first(where: { if case .coordinate = s.words[$0].kind { true } else { false } }),
           c >= 2, ["at", "em", "fica"].contains(s.words[c - 1].folded), s.words[..<c].contains(where: { ["is", "fica", "actually"].contains($0.folded) }),
           !content.contains(where: { EditWords.addVerbs.contains(s.words[$0].folded) }) {
            let name = trimTarget(s, 0..<(c - 1))
            var cut = s.words[name].firstIndex { ["is", "fica"].contains($0.folded) } ?? name.upperBound
            if let h = s.all(EditWords.hedges).first(where: { name.contains($0.range.lowerBound) && $0.range.lowerBound < cut }) { cut = h.range.lowerBound }
            let target = s.trimmed(name.lowerBound..<cut)
            guard !target.isEmpty else { return nil }
            s.use(0..<s.count)
            return .edit(EditRequest(target: .name(places.stored(s.text(target)) ?? s.text(target)), field: .at, value: s.words[c].text))
        }
        let noteVerb = content.first(where: { EditWords.noteVerbs.contains(s.words[$0].folded) })
        if field == nil, let v = noteVerb { field = (.notes, v..<(v + 1)) }
        guard let f = field else { return nil }
        if s.first(WhereWords.switchCity) != nil, f.value == .city { return nil }
        // "tira o filtro de cidade" drops the city filter; it edits no place.
        if s.first(WhereWords.anywhere) != nil || content.contains(where: { ["filtro", "filter", "filters", "filtros"].contains(s.words[$0].folded) }) { return nil }
        // "what's the address?", "qual o endereço do Bar Brasil?": a question, not a change.
        if let q = content.first, ["what", "what's", "whats", "qual", "quais", "which", "where", "onde"].contains(s.words[q].folded) { return nil }
        // "open the website for Jiquitaia", "abre o site do Gero": open, not edit.
        if let v = content.first, PlaceCommandWords.open.contains(s.words[v].folded) { return nil }
        let leadsWithEdit = ["edit", "editar", "edita"].contains(s.words[firstWord].folded)
        let hasVerb = renaming != nil || noteVerb != nil || content.contains { EditWords.verbs.contains(s.words[$0].folded) || ["add", "adiciona", "replace", "troca"].contains(s.words[$0].folded) }
        // "horário do Bar do Calaf: 18h à 1h": the field, its place, a colon, the value.
        let fieldThenColon = content.first == f.range.lowerBound && s.words[f.range.upperBound...].contains(where: { $0.text == ":" })
        // "for Jobi the price should be 2": a place in the list, its field, a value.
        let placeAndValue = s.words.indices.contains { places.match(s.words, at: $0) != nil }
            && s.words[f.range.upperBound...].contains(where: { EditWords.valueIntro.contains($0.folded) })
        guard hasVerb || fieldThenColon || placeAndValue || s.words.contains(where: { $0.folded.hasSuffix("'s") }) else { return nil }
        s.use(f.range)
        // The value: after the first value word following the field (or the target).
        var valueStart: Int?
        for i in f.range.upperBound..<s.count where EditWords.valueIntro.contains(s.words[i].folded) || s.words[i].text == ":" {
            valueStart = i + 1
            break
        }
        if leadsWithEdit, valueStart == nil { valueStart = f.range.upperBound }
        // Opening hours read "Seg a Sex 11h às 15h": their words are never value introducers.
        if f.value == .hours, leadsWithEdit, let v = valueStart, v > f.range.upperBound + 1 { valueStart = f.range.upperBound }
        // The target: "Jobi's", "of/do Jobi", "rename Jobi to", "edit Jobi price", "its".
        var targetRange: Range<Int>?
        if let p = s.words.indices.first(where: { s.words[$0].folded.hasSuffix("'s") && $0 < f.range.lowerBound }) {
            var lo = p
            while lo > 0, s.isFree(lo - 1), !EditWords.verbs.contains(s.words[lo - 1].folded) { lo -= 1 }
            targetRange = lo..<(p + 1)
        } else if f.range.upperBound < s.count, EditWords.of.contains(s.words[f.range.upperBound].folded), valueStart != f.range.upperBound + 1 {
            let end = (valueStart.map { $0 - 1 }) ?? s.count
            targetRange = (f.range.upperBound + 1)..<max(f.range.upperBound + 1, end)
        } else {
            let verbAt = content.first { EditWords.verbs.contains(s.words[$0].folded) || EditWords.rename.contains(s.words[$0].folded) || ["add"].contains(s.words[$0].folded) } ?? firstWord
            let lo = verbAt + 1
            let hi = renaming != nil ? ((valueStart.map { $0 - 1 }) ?? s.count) : f.range.lowerBound
            if hi > lo { targetRange = lo..<hi }
            // "add a note to Mangai: …": the place after "to".
            if targetRange.map({ s.words[$0].allSatisfy { ["a", "an", "the", "um", "uma"].contains($0.folded) } }) ?? true,
               let to = (f.range.upperBound..<s.count).first(where: { ["to", "for", "pro", "pra", "do", "da"].contains(s.words[$0].folded) }),
               let colon = s.words.indices.first(where: { s.words[$0].text == ":" && $0 > to }) {
                targetRange = (to + 1)..<colon
                valueStart = colon + 1
            }
        }
        var target: PlaceRef?
        // "rename it to …", "change this one's name": the current place, said with a pronoun.
        var namesCurrent = false
        if let r = targetRange {
            var t = trimTarget(s, r)
            if let h = s.all(EditWords.hedges).first(where: { t.contains($0.range.lowerBound) }) { t = s.trimmed(t.lowerBound..<h.range.lowerBound) }
            let words = s.words[t].map(\.folded)
            let pronoun = s.words[r].contains { PlaceWords.this.contains($0.folded) }
            if words.isEmpty || words.allSatisfy({ PlaceWords.this.contains($0) || ["the", "o", "a", "one", "ones"].contains($0)
                                                   || (pronoun && Fillers.placeNouns.contains($0)) }) {
                target = nil
                // "rename to …", "renomeia pra …" with no name at all is the current place too.
                namesCurrent = pronoun || (words.isEmpty && renaming != nil)
            } else {
                // A quoted name is the name inside the quotes, as in every verb.
                var text = t.count == 1 && s.words[t.lowerBound].kind == .quoted ? s.words[t.lowerBound].text : s.text(t)
                if text.lowercased().hasSuffix("'s") { text = String(text.dropLast(2)) }
                target = .name(places.stored(text) ?? text)
            }
        }
        if targetRange == nil, renaming != nil { namesCurrent = true }
        let isCurrent = s.words.contains { ["its", "dele", "dela", "desse", "deste"].contains($0.folded) }
        guard target != nil || isCurrent || namesCurrent || leadsWithEdit else { return nil }
        var value: String?
        if let v = valueStart, v < s.count { value = s.text(s.trimmed(v..<s.count)).trimmingCharacters(in: " .!") }
        if f.value == .price, let v = value, let p = PriceSlot.firstMatch(in: Lexer.words(v)), case .tier(let t) = p.value { value = String(t) }
        // Every word went to the target, the field or the value.
        s.use(0..<s.count)
        return .edit(EditRequest(target: target, field: f.value, value: value?.isEmpty == true ? nil : value))
    }

    func add(_ s: inout Sentence) -> Intent? {
        let content = s.freeIndices
        // "add X at …": the verb leads; a new place has a position, a name
        // introduced by "called", or its quoted name right after the verb.
        guard let verb = content.first, EditWords.addVerbs.contains(s.words[verb].folded) else { return nil }
        let coordinate = s.words.indices.first { if case .coordinate = s.words[$0].kind { true } else { false } }
        let named = s.first(EditWords.named)
        var quoted = s.words.indices.first { s.words[$0].kind == .quoted }
        if let q = quoted, q != verb + 1, coordinate == nil, named == nil { quoted = nil }
        let addressAt = s.words.indices.first { ["address", "endereco"].contains(s.words[$0].folded) || WhereWords.streetWords.contains(s.words[$0].folded) }
        // "add" alone: the command, missing what to add (the reply says so).
        if content.count == 1, coordinate == nil, quoted == nil { s.use(verb); return .add(NewPlace()) }
        guard coordinate != nil || named != nil || quoted != nil || addressAt != nil else { return nil }
        if coordinate == nil, named == nil, quoted == nil, let f = s.first(EditWords.fields, free: true), ![.address, .category, .tags].contains(f.value) { return nil }
        s.use(verb)
        var place = NewPlace()
        if case .coordinate(let lat, let lng)? = coordinate.map({ s.words[$0].kind }) {
            place.lat = lat; place.lng = lng
            s.use(coordinate ?? 0)
        }
        // The name: quoted, after "called", or the words after the verb up to a stop.
        if let q = quoted { place.name = s.words[q].text; s.use(q) }
        else {
            var lo = named?.range.upperBound ?? verb + 1
            while lo < s.count, ["a", "an", "o", "a", "new", "place", "novo", "um", "lugar", ":"].contains(s.words[lo].folded) || s.words[lo].text == ":" { lo += 1 }
            var hi = lo
            while hi < s.count, s.words[hi].kind != .punctuation, !EditWords.stops.contains(s.words[hi].folded), !s.used[hi] { hi += 1 }
            if hi > lo { place.name = s.text(lo..<hi); s.use(lo..<hi) }
        }
        if let named { s.use(named.range) }
        // "it's a bakery", "as a café", "categoria padaria".
        for i in s.words.indices where ["it's", "its", "as", "categoria", "category"].contains(s.words[i].folded) && i + 1 < s.count {
            var j = i + 1
            if ["a", "an", "um", "uma"].contains(s.words[j].folded) { j += 1 }
            if let t = term(s.words, at: j) { place.category = t.term; s.use(i..<t.end) }
            else if ["categoria", "category"].contains(s.words[i].folded), s.words[j].isWord { place.category = s.words[j].folded; s.use(i..<(j + 1)) }
        }
        if let at = s.words.indices.first(where: { ["tags", "tag"].contains(s.words[$0].folded) }) {
            var i = at + 1
            s.use(at)
            while i < s.count, !s.used[i] {
                if let t = term(s.words, at: i) { place.tags.append(t.term); s.use(i..<t.end); i = t.end; continue }
                if s.words[i].isWord, !["and", "e", "with", "com"].contains(s.words[i].folded) { place.tags.append(s.words[i].folded) }
                s.use(i)
                i += 1
            }
        }
        if let a = addressAt {
            let start = ["address", "endereco"].contains(s.words[a].folded) ? a + 1 : a
            var end = start
            while end < s.count, !(s.words[end].kind == .punctuation && s.words[end].text == ",") || end == start { end += 1 }
            if end > start { place.address = s.text(s.trimmed(start..<end)); s.use(a..<end) }
        }
        return .add(place)
    }
}
