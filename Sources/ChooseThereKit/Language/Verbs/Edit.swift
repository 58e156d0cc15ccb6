// MARK: - edit: change a field of a place: name, category, address, tags, notes, link, price, at, hours

extension Verb {
    /// The `edit` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let editRow = VerbRow(
        english:
            CommandSpec(
                verb: .edit, phrases: ["edit", "change", "editar", "alterar"],
                usage: "edit NAME FIELD VALUE",
                summary: "change a field of a place: name, category, address, tags, notes, link, price, at, hours",
                details:
                    "Fields: name, category, address, tags (replaces them), notes, link, price (1–3 or $…$$$), at (LAT,LNG), city, hours (OpenStreetMap's opening_hours, e.g. Mo-Fr 11:00-15:00; none clears them).",
                examples: [
                    "edit \"Bar do Zé\" address Rua Augusta, 100", "edit Mocotó tags northeastern cheap", "edit Mocotó price 2",
                    "edit Mocotó hours Mo-Sa 12:00-23:00; Su 12:00-17:00",
                ],
                group: .places, argument: .place),
        portugueseName: "editar",
        portugueseUsage: "editar NOME CAMPO VALOR",
        portuguesePhrases: ["editar", "alterar"],
        portugueseHelp: (
            "muda um campo de um lugar: nome, categoria, endereço, tags, notas, link, preço, posição, horário",
            "Campos: nome, categoria, endereço, tags (substitui as atuais), notas, link, preço (1–3 ou $…$$$), posição (LAT,LNG), cidade, horário (opening_hours do OpenStreetMap, p. ex. Mo-Fr 11:00-15:00, ou Seg a Sex 11h às 15h; nenhum apaga).",
            [
                "muda o endereço do Bar do Zé pra Rua Augusta, 100", "muda as tags do Mocotó pra nordestina barato",
                "muda o preço do Mocotó pra 2", "muda o horário do Mocotó pra Seg a Sáb 12h às 23h; Dom 12h às 17h",
            ]
        ),
        triggers: { EditWords.rename.union(EditWords.fields.anchors).union(EditWords.noteVerbs).union(EditWords.movedAt) })
}

// Its cue words, which its recognizer (Understanding/EditReader.swift) reads.
extension EditWords {
    /// Verbs of having typed a place's name ("I typed Madaloso, fix the name…", "eu escrevi Pizaria Bella, corrige…").
    static let typedVerbs: WordSet = [
        "typed", "wrote", "misspelled", "misspelt", "spelled", "spelt", "entered", "saved", "escrevi", "digitei", "coloquei", "salvei",
        "cadastrei",
    ]
    static let rename: WordSet = ["rename", "renomeia", "renomear"]

    /// Words that open the reason told after a new value ("…, I had a typo", "…, eu tinha escrito errado").
    static let reasonAfterValue: WordSet = [
        "i", "we", "eu", "it", "it's", "its", "ele", "ela", "pq", "porque", "because", "since", "that's", "thats", "tinha", "errei",
        "typo", "foi", "was",
    ]

    static let fields = PhraseTable<EditField>([
        ("name", .name), ("nome", .name), ("category", .category), ("categoria", .category), ("address", .address),
        ("endereco", .address), ("morada", .address), ("tags", .tags), ("tag", .tags), ("notes", .notes), ("note", .notes),
        ("notas", .notes),
        ("link", .link),
        ("website", .link), ("site", .link), ("url", .link), ("price", .price), ("preco", .price), ("price tier", .price),
        ("coordinates", .at), ("coords", .at), ("position", .at), ("posicao", .at), ("city", .city), ("cidade", .city),
        ("hours", .hours), ("opening hours", .hours), ("horario", .hours), ("horarios", .hours), ("horario de funcionamento", .hours),
        ("faixa de preco", .price), ("price range", .price), ("price tier", .price), ("nota", .notes), ("anotacao", .notes),
        ("anotacoes", .notes), ("observacao", .notes), ("observacoes", .notes), ("obs", .notes), ("comentario", .notes),
        ("comentarios", .notes), ("comment", .notes), ("comments", .notes),
    ])

    /// Verbs that add a note by themselves ("anota no Jobi: …").
    static let noteVerbs: WordSet = ["anota", "anotar", "anote", "jot", "annotate"]

    /// What stands before a place's new position ("X is actually at -22.9,-43.2").
    static let movedAt: WordSet = ["at", "em", "fica"]
}
