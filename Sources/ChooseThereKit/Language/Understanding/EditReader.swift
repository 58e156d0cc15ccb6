// MARK: - edit and add

enum EditWords {
    /// A note written to oneself, no place's ("note to self", "nota mental").
    static let toOneself = PhraseTable<Bool>(
        ["note to self", "notes to self", "reminder to self", "nota mental", "lembrete pra mim", "lembrete para mim"].map { ($0, true) })
    static let verbs: WordSet = [
        "edit", "editar", "edita", "change", "update", "set", "muda", "mudar", "altera", "alterar",
        "atualiza", "coloca", "troca", "corrige", "fix", "make", "replace", "substitui", "substituir", "deixa",
    ]
    /// Words that introduce the new value.
    static let valueIntro: WordSet = [
        "to", "pra", "para", "e", "is", "as", "=", ":", "como", "now", "are", "sao", "be", "with", "com", "por",
    ]
    /// Words that qualify a claim, never part of a name ("o Bar do Zé na verdade fica…").
    static let hedges = PhraseTable<Bool>(
        ["na verdade", "actually", "really", "in fact", "de fato", "on second thought"].map { ($0, true) })
    static let of: WordSet = ["of", "do", "da", "dos", "das", "for", "de", "to", "on"]
    /// Words that say a field is wrong ("tá errado", "is wrong").
    static let wrong: WordSet = ["errado", "errada", "errados", "erradas", "wrong", "incorrect", "incorreto", "incorreta"]
    /// Words that say which value is the right one ("o nome certo é…", "the correct price is…").
    static let right: WordSet = ["certo", "certa", "correto", "correta", "right", "correct", "real", "verdadeiro", "actual"]
    static let named = PhraseTable<Bool>(
        [
            "called", "named", "chamado", "chamada", "a new place called", "um lugar chamado",
            "new place called", "a place called",
            // "um tal de Bar da Dona Onça": a place known only by its name.
            "um tal de", "uma tal de", "o tal do", "a tal da", "o tal de", "a tal de",
        ].map { ($0, true) })
    static let stops: WordSet = [
        "at", "em", "address", "endereco", "tags", "tag", "as", "categoria", "category", "with", "com",
        "na", "no", "it's", "its", "e",
    ]
}

struct EditReader: SentenceReader {
    let lexicon: Lexicon

    func edit(_ s: inout Sentence) -> Intent? {
        let content = s.freeIndices
        guard let firstWord = content.first else { return nil }
        // ("note to self: buy an external drive", "nota mental: …": a reminder to oneself, no place's note.)
        if s.first(EditWords.toOneself) != nil { return nil }
        let renaming = content.first(where: { EditWords.rename.contains(s.words[$0]) })
        var field: (value: EditField, range: Range<Int>)? = renaming.map { (.name, $0..<($0 + 1)) }
        if field == nil { field = s.first(EditWords.fields, free: true) }
        // "X is actually at -22.9,-43.2"
        if field == nil, let c = movedCoordinate(s) { return movedTo(&s, at: c) }
        let noteVerb = content.first(where: { EditWords.noteVerbs.contains(s.words[$0]) })
        if field == nil, let v = noteVerb { field = (.notes, v..<(v + 1)) }
        guard var f = field else { return nil }
        // ("a Cantina da Nonna tá com o preço errado, …, muda o preço pra 3": the field said again after the verb
        // that changes it is the one whose value follows.)
        // (Not when the first names its place: "The price on Cantina Roma is wrong… set its price to 3".)
        if f.range.upperBound < s.count, !EditWords.of.contains(s.words[f.range.upperBound]),
            let v = content.first(where: { $0 > f.range.upperBound && EditWords.verbs.contains(s.words[$0]) }),
            let again = s.first(EditWords.fields, from: v + 1, free: true), again.value == f.value
        {
            f = again
        }
        let leadsWithEdit = ["edit", "editar", "edita"].contains(s.words[firstWord])
        // "switch city Recife" names a city; "edit Bar do Zé city Recife" changes a place's.
        if !leadsWithEdit, s.first(WhereWords.switchCity) != nil, f.value == .city { return nil }
        // "tira o filtro de cidade" drops the city filter; it edits no place.
        if s.first(WhereWords.anywhere) != nil
            || content.contains(where: { ["filtro", "filter", "filters", "filtros"].contains(s.words[$0]) })
        {
            return nil
        }
        // "what's the address?", "qual o endereço do Bar Brasil?": a question, not a change.
        if let q = content.first, ["what", "what's", "whats", "qual", "quais", "which", "where", "onde"].contains(s.words[q]) {
            return nil
        }
        // "open the website for Jiquitaia", "abre o site do Gero": open, not edit.
        if let v = content.first, PlaceCommandWords.open.contains(s.words[v]) { return nil }
        // ("endereço da Padaria Estrela tá errado, é Rua Augusta 1500": a field said wrong, then its value.)
        let hasVerb =
            renaming != nil || noteVerb != nil
            || content.contains { EditWords.verbs.contains(s.words[$0]) || ["add", "adiciona", "replace", "troca"].contains(s.words[$0]) }
            || content.contains { EditWords.wrong.contains(s.words[$0]) }
                && s.words[f.range.upperBound...].contains(where: { EditWords.valueIntro.contains($0) })
            || saysTheRightValue(s, field: f.range)
        // "horário do Bar do Calaf: 18h à 1h": the field, its place, a colon, the value.
        let fieldThenColon = content.first == f.range.lowerBound && s.words[f.range.upperBound...].contains(where: { $0.text == ":" })
        // "for Jobi the price should be 2": a place in the list, its field, a value.
        let placeAndValue =
            s.words.indices.contains { places.match(s.words, at: $0) != nil }
            && s.words[f.range.upperBound...].contains(where: { EditWords.valueIntro.contains($0) })
        guard hasVerb || fieldThenColon || placeAndValue || s.words.contains(where: EditReader.isPossessive) else { return nil }
        s.use(f.range)
        // The value: after the first value word following the field (or the target).
        var valueStart: Int?
        // (A word typed with its capital inside the sentence is a name's: "rename Padaria Sao Jorge to…".)
        for i in f.range.upperBound..<s.count
        where EditWords.valueIntro.contains(s.words[i]) && !(s.words[i].text.first?.isUppercase == true && !Self.sentenceStart(s, i))
            || s.words[i].text == ":"
        {
            valueStart = i + 1
            break
        }
        // "o preço do Jobi tá errado, coloca 2": the value right after a verb that comes after the field.
        if valueStart == nil, let v = (f.range.upperBound..<s.count).first(where: { EditWords.verbs.contains(s.words[$0]) }),
            v + 1 < s.count
        {
            valueStart = v + 1
        }
        // "Sakura's tags are wrong, change them to sushi": a verb of changing in a later clause says the value.
        // ("the link for Sabor da Terra is broken. please change it to https://…": or in the next sentence.)
        if let v = valueStart,
            let comma = (v..<s.count).first(where: { s.words[$0].text == "," || s.words[$0].endsASentence }),
            let change = (comma..<s.count).first(where: { EditWords.verbs.contains(s.words[$0]) }),
            let intro = (change + 1..<min(s.count, change + 4)).first(where: { EditWords.valueIntro.contains(s.words[$0]) }),
            intro + 1 < s.count
        {
            valueStart = intro + 1
        }
        // ("the address of Casa Anil is wrong, it's Rua Chile 80": the value after what says it is wrong.)
        if let v = valueStart, v < s.count, EditWords.wrong.contains(s.words[v]),
            let it = (v + 1..<min(s.count, v + 4)).first(where: { ["it's", "its", "e", "is", "should"].contains(s.words[$0]) })
        {
            valueStart = s.words[it].folded == "should" && it + 1 < s.count && s.words[it + 1].folded == "be" ? it + 2 : it + 1
        }
        if leadsWithEdit, valueStart == nil { valueStart = f.range.upperBound }
        // Opening hours read "Seg a Sex 11h às 15h": their words are never value introducers.
        if f.value == .hours, leadsWithEdit, let v = valueStart, v > f.range.upperBound + 1 { valueStart = f.range.upperBound }
        // The target: "Jobi's", "of/do Jobi", "rename Jobi to", "edit Jobi price", "its".
        let targetRange = editTargetRange(
            s, field: f.range, content: content, firstWord: firstWord, renaming: renaming, valueStart: &valueStart)
        var (target, namesCurrent) = targetRange.map { editTarget(s, $0, renaming: renaming) } ?? (nil, false)
        if targetRange == nil, renaming != nil { namesCurrent = true }
        // ("the name is wrong, it's…", "o nome certo é…", "o preço lá é caro, muda pra 3": the field of the place at hand.)
        let isCurrent =
            s.words.contains { ["its", "dele", "dela", "desse", "deste"].contains($0) }
            || f.range.lowerBound > 0 && ["the", "o", "a"].contains(s.words[f.range.lowerBound - 1])
                && (content.contains { EditWords.wrong.contains(s.words[$0]) } || saysTheRightValue(s, field: f.range)
                    || f.range.upperBound < s.count && ["la", "there"].contains(s.words[f.range.upperBound]))
        var value: String?
        // "Jobi is a bar actually, change its category": the place and its new kind said before the field.
        if f.value == .category, target == nil, valueStart == nil, let said = kindSaidFirst(s, before: f.range.lowerBound) {
            target = .name(said.place)
            value = said.kind
        }
        // ("o Bar do Juca na vdd se chama Boteco do Juca, muda o nome dele": the name it has, then the one it is called by.)
        if f.value == .name, target == nil || value == nil, let called = calledByAnotherName(s) {
            target = .name(s.text(called.old))
            value = s.text(called.new)
        }
        // ("no Sushi Yama coloca a nota 'pedir sem cream cheese'", "…'no onions' on Sushi Yama": a quoted value, and
        // the place it goes on.)
        if target == nil, !namesCurrent, let q = (f.range.upperBound..<s.count).first(where: { s.words[$0].kind == .quoted }),
            let on = placeItGoesOn(s, outside: q)
        {
            target = .name(places.stored(s.text(on)) ?? s.text(on))
            value = s.words[q].text
        }
        // ("Cantina Roma is way pricier than I remembered… change its price to 3": the place the line opens with.)
        if target == nil, !namesCurrent,
            let head = nameOpeningTheLine(s, before: f.range.lowerBound) ?? nameTyped(s, before: f.range.lowerBound)
        {
            target = .name(places.stored(s.text(head)) ?? s.text(head))
        }
        guard target != nil || isCurrent || namesCurrent || leadsWithEdit else { return nil }
        if value == nil, let v = valueStart, v < s.count {
            var said = s.trimmed(v..<s.count)
            // ("note for Sushi Yama: no onions": a note keeps its first word, a "no" too; only marks go.)
            if f.value == .notes, let first = (v..<said.upperBound).first(where: { s.words[$0].kind != .punctuation }) {
                said = first..<said.upperBound
            }
            // ("rename X to Cantina della Nonna, I had a typo": the reason after a comma is no part of a name or a price.)
            if [.name, .price, .tags, .category].contains(f.value),
                let c = (v..<said.upperBound).first(where: {
                    s.words[$0].text == "," && $0 + 1 < s.count && EditWords.reasonAfterValue.contains(s.words[$0 + 1])
                })
            {
                said = v..<c
            }
            value = s.text(said).trimmingCharacters(in: " .!")
        }
        value = value.map { editValue($0, field: f.value) }
        // Every word went to the target, the field or the value.
        s.use(0..<s.count)
        return .edit(EditRequest(target: target, field: f.value, value: value?.isEmpty == true ? nil : value))
    }

    /// Whether the field is said with the word for its right value and then the value
    /// ("o nome certo é Quintana Gastronomia", "the correct price is 3").
    private func saysTheRightValue(_ s: Sentence, field f: Range<Int>) -> Bool {
        let right: Int? =
            f.upperBound < s.count && EditWords.right.contains(s.words[f.upperBound])
            ? f.upperBound : f.lowerBound > 0 && EditWords.right.contains(s.words[f.lowerBound - 1]) ? f.upperBound - 1 : nil
        guard let r = right, r + 2 < s.count else { return false }
        return ["e", "is", "eh", "seria", "should"].contains(s.words[r + 1])
    }

    /// Where the place is named: "Jobi's", "of/do Jobi", "rename Jobi to",
    /// "edit Jobi price", "add a note to Mangai: …" (which also moves the value's start).
    private func editTargetRange(
        _ s: Sentence, field f: Range<Int>, content: FreeIndices, firstWord: Int, renaming: Int?,
        valueStart: inout Int?
    ) -> Range<Int>? {
        var targetRange: Range<Int>?
        if let p = s.words.indices.first(where: { EditReader.isPossessive(s.words[$0]) && $0 < f.lowerBound }) {
            var lo = p
            while lo > 0, s.isFree(lo - 1), !EditWords.verbs.contains(s.words[lo - 1]) { lo -= 1 }
            targetRange = lo..<(p + 1)
        } else if f.upperBound < s.count, EditWords.of.contains(s.words[f.upperBound]), valueStart != f.upperBound + 1 {
            var end = (valueStart.map { $0 - 1 }) ?? s.count
            // "o preço do Bottega tá errado, muda pra 2": the name ends where the comment about it starts.
            if let stop = ((f.upperBound + 1)..<end).first(where: {
                s.words[$0].text == "," || EditWords.verbs.contains(s.words[$0])
                    || ["ta", "esta", "is", "isn't", "isnt", "was", "tava", "estava", "tao", "estao", "are", "were"].contains(s.words[$0])
            }) {
                end = stop
            }
            targetRange = (f.upperBound + 1)..<max(f.upperBound + 1, end)
        } else if let named = nameBeforeItsField(s, f) {
            // "Padaria Estrela has the wrong address, change it to…", "o Bar da Esquina mudou de endereço, agora é…".
            targetRange = named
        } else {
            let verbAt =
                content.first {
                    EditWords.verbs.contains(s.words[$0]) || EditWords.rename.contains(s.words[$0]) || ["add"].contains(s.words[$0])
                } ?? firstWord
            let lo = verbAt + 1
            let hi = renaming != nil ? ((valueStart.map { $0 - 1 }) ?? s.count) : f.lowerBound
            if hi > lo { targetRange = lo..<hi }
            // "add a note to Mangai: …": the place after "to".
            if targetRange.map({ s.words[$0].allSatisfy { ["a", "an", "the", "um", "uma"].contains($0) } }) ?? true,
                let to = (f.upperBound..<s.count).first(where: { ["to", "for", "pro", "pra", "do", "da"].contains(s.words[$0]) }),
                let colon = s.words.indices.first(where: { s.words[$0].text == ":" && $0 > to })
            {
                targetRange = (to + 1)..<colon
                valueStart = colon + 1
            }
        }
        return targetRange
    }

    /// A place's possessive ("Jobi's"), not a contraction of "is" ("it's cheap", "that's the name").
    static func isPossessive(_ word: Word) -> Bool {
        word.folded.hasSuffix("'s") && !EditReader.contractions.contains(word)
    }
    static let contractions: WordSet = [
        "it's", "that's", "what's", "there's", "here's", "he's", "she's", "who's", "where's", "let's", "how's", "when's",
        "why's", "this's",
    ]

    /// "o Bar do Juca na vdd se chama Boteco do Juca", "Casa Azul is actually called Casa Anil": the name a place
    /// was saved with, and the name it is called by.
    private func calledByAnotherName(_ s: Sentence) -> (old: Range<Int>, new: Range<Int>)? {
        guard let c = s.words.indices.first(where: { ["chama", "called", "chamado", "chamada"].contains(s.words[$0]) }) else { return nil }
        var end = c
        while end > 0, ["se", "is", "actually", "really", "na", "vdd", "verdade", "realmente", "s"].contains(s.words[end - 1]),
            !CapitalisedName.isCapital(s.words[end - 1])
        {
            end -= 1
        }
        let old = CapitalisedName.run(s.words, endingAt: end)
        let new = c + 1 < s.count ? CapitalisedName.run(s.words, from: c + 1) : c..<c
        guard old.count >= 2 || old.count == 1 && old.lowerBound > 0, !new.isEmpty else { return nil }
        return (old, new)
    }

    /// Words between a place's name and its field that say the field is wrong or changed
    /// ("has the wrong", "mudou de", "tem o … errado").
    static let fieldOfTheName: WordSet = [
        "has", "have", "had", "tem", "mudou", "changed", "de", "the", "a", "o", "wrong", "errado", "errada", "old", "antigo",
        "antiga", "its", "seu", "sua", "um", "uma", "an", "outdated", "desatualizado", "desatualizada",
    ]

    /// A place named with its capitals at the head of the field's clause,
    /// then a verb of having or changing: "Padaria Estrela has the wrong
    /// address", "o Bar da Esquina mudou de endereço".
    private func nameBeforeItsField(_ s: Sentence, _ f: Range<Int>) -> Range<Int>? {
        var end = f.lowerBound
        while end > 0, EditReader.fieldOfTheName.contains(s.words[end - 1]), !CapitalisedName.isCapital(s.words[end - 1]) { end -= 1 }
        guard end < f.lowerBound, ["has", "have", "had", "tem", "mudou", "changed"].contains(s.words[end]) else { return nil }
        let run = CapitalisedName.run(s.words, endingAt: end)
        guard run.count >= 2 else { return nil }
        var head = run.lowerBound
        while head > 0, ["o", "a", "the"].contains(s.words[head - 1]) { head -= 1 }
        guard head == 0 || s.words[head - 1].kind == .punctuation else { return nil }
        return run
    }

    /// A place named with its capitals after "no"/"on"/"to"/"for" (two words
    /// or more, or one the list knows), outside the quoted value.
    private func placeItGoesOn(_ s: Sentence, outside quoted: Int) -> Range<Int>? {
        for i in s.words.indices.dropLast() where i != quoted && ["no", "na", "on", "to", "for", "pro", "pra", "at"].contains(s.words[i]) {
            guard CapitalisedName.isCapital(s.words[i + 1]) else { continue }
            let run = CapitalisedName.run(s.words, from: i + 1, while: { $0 != quoted })
            if run.count >= 2 || places.stored(s.text(run)) != nil { return run }
        }
        return nil
    }

    /// A place named with its capitals (two words or more) at the very start
    /// of the line, then what it is or has, in lower case: "a Cantina da Nonna
    /// tá com o preço errado", "Cantina Roma is way pricier than I remembered".
    private func nameOpeningTheLine(_ s: Sentence, before end: Int) -> Range<Int>? {
        var k = 0
        while k < s.count, ["a", "o", "the"].contains(s.words[k]),
            s.words[k].text.first?.isLowercase == true
                || k + 1 < s.count && CapitalisedName.isCapital(s.words[k + 1])
        {
            k += 1
        }
        guard k < s.count, CapitalisedName.isCapital(s.words[k]), !CapitalisedName.isShouted(s) else { return nil }
        let run = CapitalisedName.run(s.words, from: k)
        guard run.count >= 2, run.upperBound < end, s.words[run.upperBound].isWord,
            s.words[run.upperBound].text.first?.isLowercase == true,
            !run.contains(where: { EditWords.verbs.contains(s.words[$0]) || EditWords.rename.contains(s.words[$0]) })
        else { return nil }
        return run
    }

    /// The place the words name, or the current one when they are a pronoun
    /// ("rename it to …", "change this one's name").
    private func editTarget(_ s: Sentence, _ r: Range<Int>, renaming: Int?) -> (PlaceRef?, Bool) {
        var target: PlaceRef?
        var namesCurrent = false
        var t = trimTarget(s, r)
        if let h = s.all(EditWords.hedges).first(where: { t.contains($0.range.lowerBound) }) {
            t = s.trimmed(t.lowerBound..<h.range.lowerBound)
        }
        let words = s.words[t].map(\.folded)
        let pronoun = s.words[r].contains { PlaceWords.this.contains($0) }
        if words.isEmpty
            || words.allSatisfy({
                PlaceWords.this.contains($0) || ["the", "o", "a", "one", "ones"].contains($0)
                    || (pronoun && Fillers.placeNouns.contains($0))
            })
        {
            target = nil
            // "rename to …", "renomeia pra …" with no name at all is the current place too.
            namesCurrent = pronoun || (words.isEmpty && renaming != nil)
        } else {
            // A quoted name is the name inside the quotes, as in every verb.
            var text = t.count == 1 && s.words[t.lowerBound].kind == .quoted ? s.words[t.lowerBound].text : s.text(t)
            if text.lowercased().hasSuffix("'s") { text = String(text.dropLast(2)) }
            target = .name(places.stored(text) ?? text)
        }
        return (target, namesCurrent)
    }

    /// The value as meant: without quotes around it; a price as its tier ("2, not 3", "pra 2 por favor").
    private func editValue(_ value: String, field: EditField) -> String {
        var v = value
        // 'closed on mondays', "fecha segunda": quotes around a value are not part of it.
        if v.count >= 2, let q = v.first, "'\"“‘".contains(q), let e = v.last, "'\"”’".contains(e) { v = String(v.dropFirst().dropLast()) }
        // ("…change it to https://sabordaterra.com.br so I can find the menu": a link is one word; the rest is why.)
        if field == .link, let first = v.split(separator: " ").first, first.contains("."), !first.hasSuffix(".") {
            v = String(first)
        }
        // ("…agora é Rua das Flores 230. atualiza aí pfv": a value other than a note ends with its sentence.)
        // (An abbreviation's point is no sentence's end: "Av. Ataulfo de Paiva 1166"; a question's mark is: "…to bahian and
        // seafood? I tagged it as mexican by mistake".)
        if field != .notes {
            for mark in [". ", "? ", "! "] {
                guard let stop = v.firstRange(of: mark) else { continue }
                let next = v[stop.upperBound...].prefix { $0 != " " }
                if mark != ". " || next.first?.isLowercase == true || ["I", "I'm", "I've", "We", "It"].contains(String(next)) {
                    v = String(v[..<stop.lowerBound])
                }
            }
        }
        // ("coloca só boteco": "only" before the new tags is no tag.)
        if [.tags, .category].contains(field) {
            for only in ["só ", "so ", "only ", "just ", "apenas "] where v.lowercased().hasPrefix(only) {
                v = String(v.dropFirst(only.count))
            }
        }
        if field == .price {
            // "2, not 3", "pra 2 por favor": the first tier said.
            let words = Lexer.words(v)
            if let n = words.first?.number, n >= 1, n <= 4, n == n.rounded() {
                v = String(Int(n))
            } else if let p = PriceSlot.firstMatch(in: words), case .tier(let t) = p.value {
                v = String(t)
            }
        }
        return v
    }

    /// "Jobi is a bar actually", "o Jobi é boteco na verdade": a place named
    /// first (in the list, or capitalised), "is", then a category or tag.
    private func kindSaidFirst(_ s: Sentence, before end: Int) -> (place: String, kind: String)? {
        guard let isAt = (1..<max(1, end)).first(where: { ["is", "e", "eh", "was"].contains(s.words[$0]) && s.words[$0].text != "e" })
        else { return nil }
        let name = s.trimmed(trimTarget(s, 0..<isAt))
        guard !name.isEmpty, places.match(s.words, at: name.lowerBound) != nil || s.words[name.lowerBound].text.first?.isUppercase == true
        else { return nil }
        var j = isAt + 1
        while j < end, ["a", "an", "um", "uma", "actually", "really", "just"].contains(s.words[j]) { j += 1 }
        guard let t = term(s, at: j) else { return nil }
        let text = s.text(name)
        return (places.stored(text) ?? text, t.term)
    }
}
