// MARK: - The arbiter: which readings of a line may stand

/// Every verb's reader proposes a reading of the whole line; before one is
/// chosen, the arbiter checks the evidence behind it against one written
/// policy. A refused reading never runs, and the next reading is weighed
/// instead (`Understanding.read`). The policy, in order:
///
/// 1. **A negated command does nothing.** A reading whose cue word is
///    negated right before it ("please don't spin", "não sorteia", "never
///    again") stands for no command.
/// 2. **A slot belongs to the verb whose clause it stands in.** Stars said in
///    a clause headed by a pick, list or show verb are that verb's filter
///    ("spin 4 stars", "sorteia um bar 4 estrelas", "show me bars with 5
///    stars"), so a rating whose free text holds such a verb is refused;
///    stars something else has or got ("that movie got 4 stars"), stars
///    someone else gave ("a professora deu nota 3") and stars said as a
///    minimum ("4 estrelas pra cima") are no rating either
///    (`Arbiter+Clauses.swift`, stories in `Arbiter+Stories.swift`). A save or a setting told about — a habit
///    ("a gente sempre salva…"), something another thing had ("my old phone
///    had a setting to…") — changes nothing, and a distance is no save's
///    ("keep it under 1km").
/// 3. **Risky verbs need their own cue at the head of their clause.** Writing
///    a backup, importing and forgetting run only when their cue word opens
///    its clause (after fillers and lead-ins; `cueHeadsItsClause`, in
///    `Arbiter+Asking.swift`):
///    "my sister keeps a backup of her list" is chit-chat, not an export.
///    Saving needs a save word as typed, and "again" must open its clause
///    too ("my phone is full again" re-rolls nothing).
/// 4. **A risky verb acts on what the list knows.** `forget`/`edit` aimed at
///    a text that names no place in the list but describes one ("forget the
///    cheap part") are refused.
/// 5. **Free text that only describes is a request, not a name.** `show`,
///    `find` and a list reached through a framing phrase ("are there any…",
///    "acha pra mim…") whose free text is fully explained by filters —
///    cuisine, dish, price, rating, nearness — are refused, so the pick that
///    reads those filters stands ("I'm looking for info on pricey indian places").
///    The other way round, a kind that only heads a name typed with its
///    capitals ("tira a Pizzaria Bella Napoli", "Padaria Estrela has the
///    wrong address") is that place's name, no kind wished for
///    (`kindsOnlyHeadNames`, in `Arbiter+Targets.swift`).
/// 6. **"help me find…" is framing.** `help` followed by a person and more
///    words, or said in a sentence of its own before a request ("socorro.
///    preciso de uma pizzaria aberta"), asks for a thing, not for the manual
///    (5 and 6 in `Arbiter+Framing.swift`).
/// 7. **A command that takes nothing leaves nothing.** `again`, `why` and the
///    like, read with a number left over ("meh, 3"), are refused.
/// 8. **A story is no request.** A pick told about in a time gone by, with
///    no word asking for anything ("mês passado eu avaliei o coreano…"), a
///    trip told about ("mês que vem vou pra Curitiba…") and a wish beside
///    where I am ("estou em Salvador… queria provar comida baiana") are not
///    picks, switches or addresses; a place described beside a city is a
///    pick there. Stars given to a film, a book or a driver, a save or
///    export that was forgotten or tried ("esqueci de salvar"), and a
///    sentence about someone or something else ("o ifood vive me
///    recomendando…", "a Carol tem…") ask for nothing either, nor does a
///    command's word said as what a statement is about ("backup é tipo
///    seguro", "history was my worst subject": `Arbiter+Statements.swift`).
/// 9. **Where I am is no city switch.** "tô na paulista", "to no pelourinho"
///    (being somewhere, with an article) tell the location to look up, never
///    a move to the city of that name (`Arbiter+WhereIAm.swift`).
///
/// 10. **A question about what the pick has asks about the pick.** "does it
///    have a view?", "does this one have a kids menu", "esse tem música ao
///    vivo?" ask for the pick's details: a pick or refinement that would read
///    the thing asked about as a filter is refused (`PlaceCommandWords.asksWhatThePickHas`).
///
/// Before any reader runs, a correction sets aside the clause it takes back
/// ("export? no, spin": `Arbiter+Corrections.swift`), and a line whose every
/// command is negated is answered "nothing to do" (`onlyNegatedCommands`).
/// Stories about a rating ("my wife gave it 5 stars on Google") and a
/// backup of something else ("backup do celular") are refused under 2 and 3.
///
/// What a refused reading was for is kept: when nothing else stands, a
/// negated command answers "nothing done" (`UnknownReason.negatedCommand`).
struct Arbiter: SentenceReader {
    let lexicon: Lexicon

    /// Why a reading may not stand.
    enum Refusal: Equatable {
        case negated
        case slotOfAnotherClause
        case cueNotAtClauseHead
        case targetNotInList
        case describesAPlace
        case helpIsFraming
        case leftoverNumber
        case storyAboutIt
        case whereIAm
        /// A question about what the pick has ("does it have a view?"): the pick's details, no new pick.
        case asksAboutThePick
        /// A setting's name that is an everyday word ("sit next to the window" read as "set next").
        case noSuchSetting
        /// A risky command found inside a sentence that the learned model does not back.
        case learnedDoubt
        /// A kind that only heads a place's name ("tira a Pizzaria Bella Napoli"): that place, no kind wished for.
        case kindOfAName
    }

    /// The reason `intent`, read by `verb`'s reader from `s` (fillers set
    /// aside, nothing else taken) as `read` (the words it took marked), may
    /// not stand; nil when it may.
    func refusal(of intent: Intent, by verb: Verb, in s: Sentence, read: Sentence) -> Refusal? {
        // ("don't import anything yet, just show me what's in new.json" asks for a preview, which imports nothing.)
        if Arbiter.negatable.contains(verb) && !intent.isImportPreview && isNegated(verb, s) || verb == .city && cityChangeNegated(s) {
            return .negated
        }
        // ("does it have a view?", "esse tem música ao vivo?": what the pick has, asked — policy 10.)
        if [.spin, .near, .again].contains(verb), PlaceCommandWords.asksWhatThePickHas(s) { return .asksAboutThePick }
        // ("whats vietnamese food like is it spicy", "what is ethiopian food like?": what a kind of food is like, asked.)
        if [.spin, .near, .again].contains(verb), asksWhatAKindIsLike(s) { return .storyAboutIt }
        if let refusal = pickFromANameOrAFewMetres(intent, read: read) { return refusal }  // policy 5
        // ("backup é tipo seguro né…", "history was my worst subject": what a statement is about — policy 8.)
        let statable: [Verb] = [.export, .importFile, .city, .history, .set, .settings, .favorite]
        if statable.contains(verb), cueIsWhatAStatementIsAbout(verb, intent.name, s) { return .storyAboutIt }
        // "She saved a photo of the menu…", "My dad changed the language on his TV…": told, nothing asked.
        switch intent {
        // ("a nice place for dinner with my girlfriend": a place for a meal, asked first, is no story of hers.)
        case .spin, .near:
            if placeForAMeal(s) == nil, pickToldAbout(s) || pickFromAsides(s, read: read) { return .storyAboutIt }
            // ("a fila do restaurante a quilo hoje tava dando volta no quarteirão": "restaurant", or nothing, amid a story, asks nothing.)
            if case .spin(let f) = intent, f.tags.allSatisfy({ FilterWords.generic.contains($0) }),
                f == SpinFilters(tags: f.tags), read.ignoredWords.count >= 4, !asksAnything(s)
            {
                return .storyAboutIt
            }
        // ("show me my list, pretty sure there are typos everywhere": asked first, the story after is its reason.)
        case .history, .settings, .help, .show(nil), .list:
            if pickToldAbout(s, anyQuestionAsks: true), !leadsWithCue(verb, s), !asksInTheFirstClause(verb, s) { return .storyAboutIt }
        // ("as enfermeiras do meu setor têm uma lista de lanchonetes…": "têm uma" of a story asks nothing.)
        case .find(let r) where !s.words.contains(where: { PickWords.findVerbs.contains($0) }):
            if pickToldAbout(s) { return .storyAboutIt }
            // ("me vê uma churrascaria em Porto Alegre": a phrase asking for a pick, before the city, frames no name there.)
            if r.city != nil, s.first(PickWords.findPhrases) == nil,
                let city = s.words.indices.first(where: { ["em", "in"].contains(s.words[$0]) }),
                (0..<city).contains(where: { PickWords.spinPhrases.match(s.words, at: $0) != nil })
            {
                return .describesAPlace
            }
        default: break
        }
        switch intent {
        case .rate(let r):
            if ratingToldAbout(s) || someoneElseGaveIt(s) || starsGoToSomethingElse(s) || starsOfAnotherKind(s) { return .storyAboutIt }
            if let note = r.note, holdsAPickVerb(note, in: s) { return .slotOfAnotherClause }
            // "só com 4 estrelas pra cima", "at least 4 stars": a minimum is a pick's filter.
            if starsAreAMinimum(s) { return .slotOfAnotherClause }
            // "only ones I already rated 5 stars", "só lugares que eu avaliei com 5": places I rated, a pick's filter.
            if ratedDescribesPlaces(s) { return .slotOfAnotherClause }
            // (Unless rating is said: "avaliar o lugar com 4 estrelas".)
            if cueIndex(.rate, s) == nil, starsDescribeAPlace(s) { return .slotOfAnotherClause }
            // "that movie got 4 stars", "o escudo do meu time tem cinco estrelas": stars something has are its own.
            if cueIndex(.rate, s) == nil, starsBelongToSomethingElse(s) { return .storyAboutIt }
            if case .name(let name)? = r.target, holdsAPickVerb(name, in: s) { return .slotOfAnotherClause }
        case .export, .importFile:
            // (A preview writes nothing: it needs no clean frame.)
            if !intent.isImportPreview, !cueHeadsItsClause(verb, s) { return .cueNotAtClauseHead }
            if case .export = intent, backsUpSomethingElse(s) { return .storyAboutIt }
            // "tentei exportar mas deu erro", "I forgot to export it last week": told, not asked.
            if triedBefore(verb, s) || someoneElseDoesIt(verb, s) { return .storyAboutIt }
        case .save:
            // Saving changes the list: not from a story ("my sister keeps a backup of her list"),
            // and only from a save or add word as said, not a form of one ("someone keeps…").
            // ("also add Casa da Vó to my list, my sister swears it's great": asked first, the story is its reason.)
            if tellsAStory(s), !asksInAClauseOfItsOwn(s, Arbiter.saveVerbs) { return .storyAboutIt }
            if !saysSave(s) { return .cueNotAtClauseHead }
            // "a gnt sempre salva os memes no drive": a habit told, not a request.
            if toldAbout(verb, s) || someoneElseDoesIt(verb, s) { return .storyAboutIt }
            // "keep it under 1km": a distance or price is a pick's filter; saving takes none.
            if s.words.indices.contains(where: { DistanceSlot.match(s.words, at: $0) != nil }) { return .slotOfAnotherClause }
        case .set(let request):
            if let refusal = settingRefusal(request, by: verb, in: s) { return refusal }
        case .forget(let target, _):
            if !cueHeadsItsClause(verb, s) { return .cueNotAtClauseHead }
            if triedBefore(verb, s) || someoneElseDoesIt(verb, s) { return .storyAboutIt }
            if case .name(let name)? = target, !namesAPlace(name), describes(name) || Arbiter.namesAFilter(name) { return .targetNotInList }
        case .edit(let request):
            // An edit's target is a place's name: not a description, not the words of a question
            // ("do you know a French place at a moderate price?" edits nothing).
            if case .name(let name)? = request.target, !namesAPlace(name), describes(name) || Arbiter.holdsAQuestion(name) {
                return .targetNotInList
            }
        case .favorite(let target, _):
            // "lol my ex deleted all our photos, even the ones from our favourite pizza place": a story, no place.
            // ("ela amou, marca como favorito": asked in a clause of its own.)
            // ("e tira o Cantinho dos favoritos, fechou faz tempo": taking one off, asked first.)
            if pickToldAbout(s), !asksInAClauseOfItsOwn(s, Arbiter.favoriteVerbs) { return .storyAboutIt }
            if case .name(let name)? = target, !namesAPlace(name), Lexer.words(name).filter(\.isWord).count > 4 { return .targetNotInList }
            // ("a favorite bar please": a kind of place wished for, after "a favourite", not one to mark.)
            if case .name(let name)? = target, !namesAPlace(name), describes(name),
                let first = Lexer.words(name).first?.folded,
                s.words.indices.contains(where: { i in
                    i > 0 && i + 1 < s.count && ["a", "an", "um", "uma"].contains(s.words[i - 1])
                        && ["favorite", "favourite", "favorito", "favorita"].contains(s.words[i]) && s.words[i + 1].folded == first
                })
            {
                return .describesAPlace
            }
        case .open(.name(let name)?, _):
            // "o sistema lá do trabalho exporta relatório em csv e ninguém sabe abrir direito": no place's name.
            if !namesAPlace(name), Lexer.words(name).filter(\.isWord).count > 4 { return .targetNotInList }
            // "meu marido quer sair do emprego e abrir um food truck", "meu pai quer abrir um bar": a wish told of
            // someone, no place to open.
            // ("my cat learned how to open the fridge": someone else opens something.)
            if !namesAPlace(name), Arbiter.toldInAQuery(name) || toldAbout(.open, s) || Arbiter.opensWithAnotherSubject(Lexer.words(name)) {
                return .storyAboutIt
            }
        case .refine(let r) where r.kind == .adjust:
            if pickToldAbout(s) || pickFromAsides(s, read: read) { return .storyAboutIt }
        case .show(.name(let name)?):
            if describes(name) { return .describesAPlace }
            // ("me fala mais desse restorante": one word in lower case after "this" is a misspelt noun for the pick, which
            // the line read again with its typos repaired finds — not a place's name.)
            if !namesAPlace(name), !name.contains(" "), name.first?.isLowercase == true,
                let i = s.words.firstIndex(where: { $0.text == name }), i > 0, PlaceWords.this.contains(s.words[i - 1]),
                !Repair.isKnown(Lexer.fold(name), lexicon)
            {
                return .targetNotInList
            }
            // ("ontem deletei sem querer a conversa… e perdi o endereço": a story, no place's name.)
            // (A time gone by in another clause tells of the visit, not of the name: "show me Boteco Seu Zé, I went there…
            // last week".)
            let first = Lexer.words(name).first?.folded
            let at = s.words.indices.first { s.words[$0].folded == first }
            let clause = at.map { a in
                ((0..<a).last { s.words[$0].kind == .punctuation }.map { $0 + 1 } ?? 0)..<((a..<s.count).first {
                    s.words[$0].kind == .punctuation
                } ?? s.count)
            }
            let toldThen = s.all(Arbiter.pastTime).contains { m in clause.map { $0.contains(m.range.lowerBound) } ?? true }
            if !namesAPlace(name), Arbiter.storyAsAQuery(name) || Arbiter.toldInAQuery(name) || toldThen {
                return .storyAboutIt
            }
        case .find(let request)
        where request.query.map({ Arbiter.storyAsAQuery($0) || Arbiter.namesSomeone($0) || Arbiter.relativeClause($0) }) ?? false:
            // "honestly our per diem rules are insane, 80 reais for dinner in Brasília??": a story, no name.
            return .storyAboutIt
        case .find(let request):
            // A kind alone is a request when framed ("is there an Indian place around here?") or said
            // as any one of its kind ("find a restaurant nearby", "acha um japonês"); right after
            // find/search without an article ("find pub near me from osm") it is what to look up.
            let framed = !s.words.contains { PickWords.findVerbs.contains($0) } || s.words.contains { Arbiter.articles.contains($0) }
            if let query = request.query,
                describesAPlace(query, kindIsAPlace: framed) || kindsInThePlural(query)
                    || describesAPlace(query, anyKind: true) && placesOfAKind(query, s)
            {
                return .describesAPlace
            }
            // "We're spending the weekend in Curitiba… pick a nice bar": a story before a city, then a
            // pick — the story is no name or dish to look up.
            let asksAPick = s.words.contains { PickWords.spin.contains($0) || Arbiter.recommendVerbs.contains($0) }
            if request.city != nil, let query = request.query, asksAPick {
                let words = Lexer.words(query).filter(\.isWord)
                let named = words.indices.contains {
                    $0 > 0 && words[$0].text.first?.isUppercase == true && !CommonWords.contains(words[$0])
                }
                let termed = words.contains { vocabulary.canonical($0.folded) != nil }
                if !named && !termed { return .describesAPlace }
            }
        case .list(let request) where request.query.map({ Arbiter.storyAsAQuery($0) }) ?? false:
            // "My in-laws are visiting from Portugal and they're a bit homesick. Is there a place…": a sentence of a
            // story, no name to look up.
            return .storyAboutIt
        case .list(let request) where request.query.map({ Arbiter.toldInAQuery($0) }) ?? false:
            // "Vim pra Recife visitar uns amigos e eles disseram que eu preciso provar tapioca": a story, no name.
            return .describesAPlace
        case .list(let request)
        where s.first(PickWords.isThere) != nil
            && request.query.map({ q in WhereWords.anywhere.match(Lexer.words(q), at: max(0, Lexer.words(q).count - 1)) != nil })
                == true:
            // "is there an Outback anywhere?": a place asked for anywhere is looked for on the map, not in the list's names.
            return .targetNotInList
        case .list(let request):
            // "find ramen" searches the list for a dish; "acha pra mim um japa barato" asks for a place.
            // Typed filters describe as their words did ("japanese cheap").
            let typed =
                (request.tags + (request.price.map { [["cheap", "moderately priced", "expensive"][max(1, min(3, $0)) - 1]] } ?? []))
            if let query = request.query ?? (typed.isEmpty ? nil : typed.joined(separator: " ")), !saysTheList(s),
                s.words.contains(where: { PickWords.findVerbs.contains($0) })
                    ? describesAPlace(query, anyKind: s.words.contains { Arbiter.articles.contains($0) })
                        || s.first(FilterWords.openNow) != nil
                        || request.query == nil
                            && s.words.contains(where: { Fillers.placeNouns.contains($0) || ["food", "comida"].contains($0) })
                    : describes(query)
            {
                return .describesAPlace
            }
        case .location(nil, nil, nil):
            // "a cheap ramen place close to where I am": nearness inside a request, not "where am I?".
            if s.words.contains(where: { vocabulary.term(folded: $0.folded) != nil }) { return .describesAPlace }
        case .location(_, _, let query?) where asksForAPlaceInAnotherSentence(s, than: query) || Arbiter.switchesTheCity(in: query):
            // "I'm at the office on Faria Lima… Anything healthy within a kilometre of here?", "tô em guarulhos…, muda a
            // cidade pra são paulo": where I am is the request's context; the request is what is asked.
            return .describesAPlace
        case .location(_, _, let query?):
            // "tô em Brasília a trabalho até quinta…", "tô em Salvador desde ontem, troca a cidade": a city, then a
            // story (no number of an address): the city, not an address to look up.
            // ("…pra uma reunião de 3 dias": a number of days is no address's; "porto alegre", two words, needs no capitals.)
            let words = Lexer.words(query)
            let bigCity = { (n: Int) -> Bool in
                guard case .city(let c)? = self.lexicon.cities?.resolve(Lexer.text(in: query, of: words, 0..<n), fuzzy: false) else {
                    return false
                }
                return c.population >= 100_000
            }
            // (Years there are a life there, as before: "tô em sp faz 2 anos".)
            let addressNumber = words.indices.contains { i in
                words[i].number != nil
                    && !(i + 1 < words.count
                        && ["dias", "dia", "days", "day", "semanas", "weeks", "noites", "nights"].contains(words[i + 1]))
            }
            if !addressNumber, words.count > 1, let first = words.first,
                first.text.first?.isUppercase == true || CityResolver.nicknames[first.folded] != nil || words.count > 2 && bigCity(2),
                (1...min(3, words.count)).contains(where: { n in isACapital(Lexer.text(in: query, of: words, 0..<n), nil) || bigCity(n) })
            {
                return .describesAPlace
            }
            if words.contains(where: { Arbiter.wantWords.contains($0) }),
                words.contains(where: { vocabulary.term(folded: $0.folded) != nil })
            {
                return .describesAPlace
            }
        // ("pq vc escolheu esse lugar pra mim? me explica o critério": the explaining asked is of why this pick.)
        case .help(nil):
            if s.first(PlaceCommandWords.route) != nil { return .helpIsFraming }  // "como faço para chegar até lá?": a route
            if let m = s.first(MetaWords.why), (m.range.upperBound..<s.count).contains(where: { s.words[$0].text.contains("?") }),
                (m.range.upperBound..<s.count).contains(where: { PlaceWords.this.contains(s.words[$0]) })
            {
                return .helpIsFraming
            }
        case .help(let topic?):
            if topic.isEmpty == false, helpIsFraming(s) { return .helpIsFraming }
            // "Could you help with dessert? … chocolate or ice cream somewhere close by": food is no command to explain.
            let words = Lexer.words(topic)
            if CommandTable.spec(namedAlone: Lexer.fold(topic)) == nil,
                words.indices.contains(where: {
                    vocabulary.term(folded: words[$0].folded) != nil || PickWords.nearMe.match(words, at: $0) != nil
                        || PriceSlot.match(words, at: $0) != nil
                })
            {
                return .helpIsFraming
            }
        case .city(let request):
            if let refusal = cityRefusal(request, in: s) { return refusal }
        case .history where s.words.lastIndex(where: \.isWord).map({ Arbiter.anotherAskedLast.contains(s.words[$0]) }) ?? false:
            // "esse eu já fui, tem escada na entrada. outro": been there is the re-roll's reason, not a question.
            return .slotOfAnotherClause
        case .history(.wouldReturn, let limit?):
            // "5, would return, cozy place": a number beside words about going back is a rating said
            // without its verb, not the last five visits — history's limit needs history's own word.
            if !s.words.contains(where: { ListWords.history.contains($0) }), limit <= 5 { return .slotOfAnotherClause }
        case .again, .why:
            // (A time or a count is no rating: "esse fechou às 2, outro", "been there like 10 times, something new".)
            if read.freeIndices.contains(where: { i in
                // (Nor the people a place holds: "esse é minúsculo, não cabe 12, outro", "we're 8, next".)
                read.words[i].number != nil
                    && !(i > 0
                        && ["as", "at", "by", "ate", "till", "until", "cabe", "cabem", "fit", "fits", "seats", "somos", "we're", "for"]
                            .contains(
                                read.words[i - 1]))
                    && !(i + 1 < read.count
                        && (RateWords.countNouns.contains(read.words[i + 1]) || Arbiter.timeUnits.contains(read.words[i + 1])))
                    // (Nor a price: "esse aí é 18 conto a long neck?? tá doido, outro", "R$ 90 por pessoa? next".)
                    && !(i + 1 < read.count && Arbiter.money.contains(read.words[i + 1]))
                    && !(i > 0 && ["r$", "$", "us$"].contains(read.words[i - 1].folded))
                    // (Nor a year told: "the waiters were rude to me in 2019. another".)
                    && !Arbiter.namesAYear(Array(read.words[max(0, i - 1)...i]))
            }) {
                return .leftoverNumber
            }
            // "my phone is full again", "o backup falhou de novo": the word ends another clause.
            if case .again = intent, !againHeadsItsClause(s) { return .cueNotAtClauseHead }
        default:
            break
        }
        return nil
    }

    /// Another one, asked for as the line's last word.
    static let anotherAskedLast: WordSet = ["outro", "outra", "another", "next", "proximo", "proxima"]

    /// The articles of one of a kind ("find a bar", "acha um japonês").
    static let articles: WordSet = ["a", "an", "some", "any", "um", "uma", "algum", "alguma"]

    // MARK: 2. Slots of another clause

    /// The verbs a stars filter can stand in: pick, list, show and find.
    static let pickVerbs: WordSet = PickWords.spin.union(PickWords.findVerbs).union(ListWords.listVerbs).union(PlaceCommandWords.show)
}

extension Intent {
    /// An import that only shows what it would do.
    var isImportPreview: Bool {
        if case .importFile(let r) = self { return r.preview }
        return false
    }
}
