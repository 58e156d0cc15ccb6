// MARK: - again: another pick from the same pool, never repeating one already shown

extension Verb {
    /// The `again` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let againRow = VerbRow(
        english:
            CommandSpec(
                verb: .again,
                phrases: [
                    "spin again", "again", "another", "another one", "next", "reroll", "re-roll", "roll again", "pick again", "outro",
                    "outra", "de novo", "mais um", "mais uma",
                ],
                usage: "again", summary: "another pick from the same pool, never repeating one already shown",
                details: "When every place in the pool has been shown, a new cycle starts and says so. New filters start a new pool.",
                examples: ["spin again", "again", "reroll", "de novo"], group: .deciding, argument: .none),
        portugueseName: "de novo",
        portugueseUsage: "de novo",
        portuguesePhrases: ["outro", "outra", "de novo", "mais um", "mais uma"],
        portugueseHelp: (
            "outro sorteio entre os mesmos candidatos, sem repetir nenhum já mostrado",
            "Quando todos os candidatos já foram mostrados, começa uma nova rodada, com aviso. Filtros novos formam um novo grupo de candidatos.",
            ["de novo", "outro", "sorteia outro", "mais um"]
        ),
        triggers: { nil })
}

// Its cue words, which its recognizer (Understanding/PickReader+Refinement.swift) reads.
extension PickWords {
    static let again: WordSet = [
        "again", "another", "reroll", "re-roll", "next", "outro", "outra", "proximo", "proxima",
        "passa", "pass", "skip", "nah", "meh", "nope", "else", "different", "pula", "pular", "dnv",
    ]

    static let againPhrases = PhraseTable<Refinement.Kind>([
        // Been there already: another one ("ja fui nesse, outro", "went there already").
        ("been there already", .again), ("already been there", .again), ("went there already", .again),
        ("already went there", .again), ("ja fui nesse", .again), ("ja fui nessa", .again), ("ja fui la", .again),
        ("ja fomos nesse", .again), ("ja fomos nessa", .again), ("ja fomos la", .again), ("esse ja fui", .again),
        ("passa esse", .again), ("pula esse", .again), ("pula essa", .again), ("passa essa", .again),
        // Not this one ("não quero esse, fomos semana passada", "i don't want this one").
        ("nao quero esse", .again), ("nao quero essa", .again), ("nao quero esse ai", .again), ("i don't want this one", .again),
        ("i dont want this one", .again), ("don't want that one", .again),
        ("spin again", .again), ("roll again", .again), ("once more", .again), ("spin once more", .again), ("mais uma vez", .again),
        ("one more roll", .again), ("another roll", .again), ("roll it again", .again),
        ("one more spin", .again), ("another spin", .again), ("mais uma rodada", .again), ("roda dnv", .again), ("gira de novo", .again),
        ("pick again", .again), ("try again", .again), ("one more", .again),
        ("another one", .again), ("a different one", .again), ("something else", .again), ("not that one", .again),
        ("something new", .again), ("somewhere new", .again), ("other one", .again), ("another place", .again),
        ("something different", .again), ("algo novo", .again),
        ("um lugar novo", .again), ("algo diferente", .again), ("outro lugar", .again),
        ("not this one", .again), ("not feeling it", .again), ("not that", .again), ("skip this one", .again), ("next one", .again),
        ("de novo", .again), ("mais um", .again), ("mais uma", .again), ("manda outro", .again), ("manda outra", .again),
        ("roda de novo", .again), ("gira de novo", .again), ("sorteia outro", .again), ("sorteia outra", .again),
        ("tenta outra vez", .again), ("tenta de novo", .again), ("outra vez", .again), ("esse nao", .again), ("essa nao", .again),
        ("bora outro", .again), ("mostra outro", .again), ("mostra outra", .again), ("show another", .again), ("show me another", .again),
        ("give me another", .again), ("another suggestion", .again), ("one more time", .again),
        ("next", .next), ("more", .next), ("next page", .next), ("mais", .next), ("proxima", .next), ("proxima pagina", .next),
        ("show more", .next), ("mostra mais", .next), ("the next page", .next), ("could we see the next page", .next),
        ("another option", .again), ("a different option", .again), ("other option", .again), ("another pick", .again),
        ("outra opcao", .again), ("proxima opcao", .again), ("outra sugestao", .again), ("mais uma opcao", .again),
        // Refused too ("esse tb não", "not that one either").
        ("esse tb nao", .again), ("essa tb nao", .again), ("esse tambem nao", .again), ("essa tambem nao", .again),
        ("nem esse", .again), ("nem essa", .again), ("not this one either", .again), ("not that one either", .again),
        ("this one neither", .again), ("that one neither", .again), ("not that either", .again),
        ("nem rola", .again), ("nao rola", .again), ("esse nao rola", .again), ("nem a pau", .again), ("pass on that", .again),
        ("gira mais uma", .again), ("roda mais uma", .again), ("sorteia mais uma", .again), ("sorteia mais um", .again),
        ("more of those", .next), ("more of these", .next), ("more results", .next), ("more like those", .next),
        ("next page of those", .next), ("next page of these", .next), ("the rest", .next), ("see the rest", .next),
        ("mais resultados", .next), ("mais desses", .next), ("mais dessas", .next), ("outros resultados", .next),
        ("show me more", .next), ("mostra mais alguns", .next), ("mais alguns", .next), ("ver o resto", .next),
        ("quero ver o resto", .next),
        ("tem mais", .next), ("any more", .next), ("anymore", .next), ("got any more", .next), ("keep going", .next), ("continue", .next),
        ("continua", .next), ("os proximos", .next), ("manda os proximos", .next), ("proximos", .next), ("proximas", .next),
        ("a proxima", .next), ("manda a proxima", .next), ("proxima pagina desses", .next), ("o resto", .next), ("ver o resto", .next),
        ("previous", .previous), ("previous page", .previous), ("prev", .previous), ("prev page", .previous),
        ("the previous page", .previous), ("back a page", .previous), ("go back a page", .previous), ("page back", .previous),
        ("anterior", .previous), ("pagina anterior", .previous), ("a pagina anterior", .previous), ("volta uma pagina", .previous),
        ("voltar uma pagina", .previous), ("volta a pagina", .previous), ("go back one page", .previous), ("back one page", .previous),
        ("one page back", .previous), ("the page before", .previous), ("pagina de antes", .previous),
        // Abbreviated ("próxima pág", "pág anterior") and said as going back ("volta pra anterior").
        ("proxima pag", .next), ("prox pag", .next), ("prox pagina", .next), ("next pg", .next), ("pag anterior", .previous),
        ("volta pra anterior", .previous), ("volta pra pagina anterior", .previous), ("volta pra pag anterior", .previous),
        ("volta na anterior", .previous), ("go back to the previous one", .previous), ("back to the previous page", .previous),
    ])

    /// What "next" may stand before and still mean the next page or pick ("a próxima página", "next option").
    static let pageNouns: WordSet = [
        "pagina", "page", "pag", "pg", "opcao", "option", "sugestao", "suggestion", "one", "resultado", "resultados", "results",
        "lugar", "place", "pick", "sorteio",
    ]

    /// Refusals that turn the pick down only when they are all the line
    /// says ("nem pensar", "no way"): beside other words they refuse
    /// something else ("nem pensar em sair de casa", "não consegui de jeito nenhum").
    static let refusedAlone = PhraseTable<Bool>(
        [
            "nem pensar", "de jeito nenhum", "jamais", "nem ferrando", "nem morta", "nem morto", "no way", "no way jose", "hell no",
            "absolutely not", "definitely not", "nope nope", "not a chance", "nah never",
            // "não curti", "didn't like that one": the pick, not liked, said alone.
            "nao curti", "nao curti esse", "nao curti essa", "nao curti muito", "nao gostei desse", "nao gostei dessa",
            "didn't like that one", "didnt like that one", "don't like that one", "dont like that one", "not feeling it",
            "not feeling that one",
        ].map { ($0, true) })
}
