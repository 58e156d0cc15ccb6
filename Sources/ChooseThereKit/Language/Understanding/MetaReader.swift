// MARK: - explain, quit, help, why, tags, cities, log, settings, cache

struct MetaReader: SentenceReader {
    let lexicon: Lexicon

    func explain(_ s: inout Sentence) -> Intent? {
        guard let first = s.words.first, MetaWords.explain.contains(first.folded) else { return nil }
        let rest = s.line[first.range.upperBound...]
        s.use(0..<s.count)
        return .explain(text: String(rest).trimmed)
    }

    func quit(_ s: inout Sentence) -> Intent? {
        // ("tchau?": a goodbye asked is no goodbye.)
        if s.words.contains(where: { $0.kind == .punctuation && $0.text.contains("?") }) { return nil }
        let content = Array(s.freeIndices).filter { s.words[$0].isWord }
        // "valeu, boa noite", "brigado, até mais": a farewell said last, after thanks or a pause.
        let farewell = s.all(MetaWords.farewells).last.flatMap { m -> Range<Int>? in
            let last = content.allSatisfy { $0 < m.range.upperBound || MetaWords.goodbyeCompany.contains(s.words[$0]) }
            let after = m.range.lowerBound > 0 && s.words[m.range.lowerBound - 1].kind == .punctuation
            // (Thanks may have been set aside as a filler: "boa noite e obrigado".)
            return last && (after || !m.value || s.words.contains { MetaWords.thanks.contains($0) }) ? m.range : nil
        }
        // "Muito obrigado. Pode encerrar o programa.", "ok, close the app": asked in so many words, with thanks at most;
        // or as a sentence of its own that ends the line ("valeu, vou dormir na cabine. fecha aí").
        if let m = s.all(MetaWords.closeProgram).last,
            content.allSatisfy({
                m.range.contains($0) || MetaWords.goodbyeCompany.contains(s.words[$0]) || MetaWords.thanks.contains(s.words[$0])
                    || ["muito", "much", "so"].contains(s.words[$0])
            })
                || sentenceOpens(s, at: m.range.lowerBound) && s.words[m.range.upperBound...].allSatisfy({ !$0.isWord })
        {
            s.use(0..<s.count)
            return .quit
        }
        guard let cue = content.first(where: { MetaWords.quit.contains(s.words[$0]) }) ?? farewell?.lowerBound else { return nil }
        let leftover = content.filter {
            !MetaWords.quit.contains(s.words[$0]) && !MetaWords.goodbyeCompany.contains(s.words[$0]) && !(farewell?.contains($0) ?? false)
        }
        // "ok going to sleep for 10 hours, bye", "vou dormir de novo, tchau": a goodbye first or last, beside
        // words that ask for nothing (no kind of food, no command's word) — never a goodbye inside a request.
        if !leftover.isEmpty {
            // (Only a goodbye that is nothing else: "fui" is also "I went", "q" also "que", "sair" also "to go out".)
            // (Or a way to quit said last as a clause of its own: "ok that's enough for today, quit".)
            let ownLastClause =
                cue == content.last && cue > 0 && s.words[cue - 1].kind == .punctuation
                && s.words[(cue + 1)...].allSatisfy { !$0.isWord }
            guard farewell != nil || MetaWords.goodbyes.contains(s.words[cue]) || ownLastClause else { return nil }
            // ("vou dormir feliz. tchau e obrigado!": thanks after the goodbye leave it last.)
            let atAnEnd =
                cue == content.first || farewell != nil
                || content.allSatisfy { $0 <= cue || MetaWords.goodbyeCompany.contains(s.words[$0]) }
            let words = leftover.map { s.words[$0] }
            guard atAnEnd, leftover.count <= 8, !leftover.contains(where: { term(s, at: $0) != nil }),
                !words.contains(where: { Arbiter.namesAnotherCommand($0, besides: [.quit]) }),
                // ("5 stars, see you soon": a rating with its goodbye is the rating.)
                StarsSlot.matches(in: s.words).isEmpty
            else { return nil }
        }
        s.use(0..<s.count)
        return .quit
    }

    /// Whether word `i` opens its sentence, after polite words at most ("… thank you. Please close the program.").
    private func sentenceOpens(_ s: Sentence, at i: Int) -> Bool {
        var j = i
        while j > 0,
            ["please", "pls", "now", "ok", "okay", "so", "then", "por", "favor", "entao", "agora", "just"].contains(s.words[j - 1])
        {
            j -= 1
        }
        return j == 0 || s.words[j - 1].endsASentence
    }

    func help(_ s: inout Sentence) -> Intent? {
        if s.first(MetaWords.routeQuestions) != nil { return nil }
        // "can you explain how you decide which restaurant to show me?", "vc escolhe aleatório mesmo?": how picks are made.
        if s.first(MetaWords.howItPicks) != nil {
            s.use(0..<s.count)
            return .help(topic: "spin")
        }
        let content = s.freeIndices
        // ("me mostra a ajuda", "show me all the commands": the manual, shown, leads too.)
        let shown = content.first { i in
            s.words[i].isWord && MetaWords.helpLead.contains(s.words[i])
                && {
                    let start = (0..<i).last { s.words[$0].kind == .punctuation }.map { $0 + 1 } ?? 0
                    return (start..<i).contains { MetaWords.showingVerbs.contains(s.words[$0]) }
                        && (start..<i).allSatisfy {
                            MetaWords.showingVerbs.contains(s.words[$0]) || MetaWords.beforeTheManual.contains(s.words[$0])
                                || Fillers.isFiller(s.words[$0])
                        }
                }()
        }
        let leads = content.first.map { MetaWords.helpLead.contains(s.words[$0]) } ?? false || shown != nil
        // ("…não era nada tranquilo como eu pedi": "como" inside a clause is "as", no question.)
        let question = s.first(MetaWords.helpQuestions).flatMap { q -> (value: Bool, range: Range<Int>)? in
            let at = q.range.lowerBound
            guard s.words[at].folded == "como", at > 0, s.words[at - 1].isWord, !Fillers.isFiller(s.words[at - 1]),
                !["e", "mas", "entao", "ai", "so", "but", "and"].contains(s.words[at - 1])
            else { return q }
            return nil
        }
        let lone = !s.words.isEmpty && s.words.allSatisfy { $0.text.allSatisfy { $0 == "?" } }
        guard leads || question != nil || lone else { return nil }
        // "help me decide where to eat", "me ajuda a escolher um rango": a spin.
        if s.freeIndices.contains(where: {
            ["decide", "decidir", "choose", "escolher", "pick", "sortear", "sorteia"].contains(s.words[$0])
        })
            && !s.freeIndices.contains(where: {
                ["does", "faz", "uso", "use", "usar", "works", "funciona", "command", "comando"].contains(s.words[$0])
            }),
            !(leads && s.freeIndices.count <= 2)
        {
            return nil
        }
        // ("how do I open this on the map?", "como faço pra ver o endereço desse?": asked of the pick, it is the command.)
        if let q = question, !leads,
            (q.range.upperBound..<s.count).contains(where: { i in
                ["this", "it", "esse", "essa", "desse", "dessa", "dele", "dela", "ele", "ela"].contains(s.words[i])
                    || PlaceWords.this.contains(s.words[i])
            }),
            (q.range.upperBound..<s.count).contains(where: { MetaWords.doneToThePick.contains(s.words[$0]) })
        {
            return nil
        }
        if let q = question { s.use(q.range) }
        // ("Vou sair com minha namorada… Pode me ajudar?": a sentence before the question is what it is about, no topic.)
        let asked = leads ? 0 : question.map { q in (0..<q.range.lowerBound).last { s.words[$0].endsASentence }.map { $0 + 1 } ?? 0 } ?? 0
        // "how do i cook rice", "me ajuda com meu dever": a question about something else.
        if !leads, topic(in: s, from: asked) == nil,
            !onlyChatter(
                s,
                except: {
                    MetaWords.aboutTheApp.contains(s.words[$0]) || MetaWords.helpLead.contains(s.words[$0])
                })
        {
            return nil
        }
        if leads, let f = shown ?? content.first {
            s.use(f)
            for i in s.freeIndices
            where i < f && (MetaWords.showingVerbs.contains(s.words[i]) || MetaWords.beforeTheManual.contains(s.words[i])) {
                s.use(i)
            }
        }
        var topic = topic(in: s, from: asked)
        // "help raet": a topic we do not know, kept as typed for the reply's did-you-mean.
        // (The manual shown has no topic but a command's: "show me the help please, I'm lost".)
        if topic == nil, leads, shown == nil {
            let rest = s.freeIndices.filter { !Fillers.isEdge(s.words[$0]) && !QuestionWords.all.contains(s.words[$0]) }
            // ("ajuda por favor, eu não sei usar este programa": a sentence after "help" asks for help at all.)
            // (Unless it speaks of food or a place: then the arbiter weighs it as a request framed by "help".)
            let aboutFood = rest.contains { term(s, at: $0) != nil || PriceSlot.match(s.words, at: $0) != nil }
            if let lo = rest.first, let hi = rest.last, rest.count <= 2 || aboutFood { topic = s.text(lo..<(hi + 1)) }
        }
        s.use(0..<s.count)
        return .help(topic: topic)
    }

    /// Whether word `i` stands in a clause opened by a word of time ("antes de eu sair", "before I leave").
    private func inAClauseOfTime(_ s: Sentence, _ i: Int) -> Bool {
        var j = i - 1
        while j >= 0, s.words[j].kind != .punctuation {
            if Arbiter.timeClauseOpeners.contains(s.words[j]) { return true }
            j -= 1
        }
        return false
    }

    /// The command a help question is about (`rate` in "como funciona a nota?").
    func topic(in s: Sentence, from start: Int = 0) -> String? {
        let free = s.freeIndices
        // A command's whole name or phrase, in either language ("de novo", "atualizar detalhes", "where am i").
        let said = s.words.filter { $0.isWord && !TopicWords.helpWords.contains($0) }.map(\.folded).joined(separator: " ")
        if said.contains(" "), let verb = TopicWords.phrases[said] { return verb.rawValue }
        for i in free where i >= start {
            // "o q da pra fazer": chat's "q" is "que", the quit key only alone ("help q").
            if s.words[i].folded == "q", free.count > 1 { continue }
            // "what else can u do? help": asking for help again is no topic (but "help help" is).
            if MetaWords.helpLead.contains(s.words[i]), free.count > 1 { continue }
            // ("antes de eu sair de casa: pq vc escolheu esse?": a word of a clause of time names no command.)
            if inAClauseOfTime(s, i) { continue }
            if let verb = TopicWords.table[s.words[i].folded] { return verb.rawValue }
        }
        return nil
    }

    func why(_ s: inout Sentence) -> Intent? {
        guard let m = s.first(MetaWords.why) else { return nil }
        // "…aberto agora pq já são 22h": "pq"/"porque" after other words is "because", not "why".
        if ["pq", "porque"].contains(s.words[m.range.lowerBound]), m.range.lowerBound > 0,
            s.words[m.range.lowerBound - 1].isWord, !Fillers.isEdge(s.words[m.range.lowerBound - 1]),
            !MetaWords.whyCompany.contains(s.words[m.range.lowerBound - 1])
        {
            return nil
        }
        s.use(m.range)
        // "why this and not Sushi Yoshi?", "por que esse e não um mais perto?": the other choice is part of the question.
        if let q = (m.range.upperBound..<s.count).first(where: { s.words[$0].text.contains("?") }),
            let c = (m.range.upperBound..<q).first(where: { i in
                ["and", "e"].contains(s.words[i]) && i + 1 < q && ["not", "nao"].contains(s.words[i + 1])
                    || ["instead", "rather"].contains(s.words[i])
            })
        {
            s.use(c..<q)
        }
        // "pq vc escolheu esse? é do outro lado da cidade": a remark after the question, asking nothing, is its reason.
        if let q = (m.range.upperBound..<s.count).first(where: { s.words[$0].text.contains("?") }), q + 1 < s.count {
            let rest = (q + 1)..<s.count
            let head = rest.first { s.words[$0].isWord && !Fillers.isFiller(s.words[$0]) }
            // (A command at the remark's head is asked: "why this one? another please", "…? switch city to Rio".)
            // (A kind in a remark about another time is its story: "why this one? last time their curry paste tasted store-bought".)
            // ("por que esse? vc sempre escolhe esse bar": a habit told too.)
            let toldRemark = rest.contains {
                Arbiter.pastTime.match(s.words, at: $0) != nil || Arbiter.storyMarkers.match(s.words, at: $0) != nil
                    || Arbiter.habitWords.contains(s.words[$0])
            }
            let asksMore =
                rest.contains { i in
                    // ("pq esse de novo? vc sempre escolhe os mesmos": a habit told is the question's reason.)
                    term(s, at: i) != nil && !toldRemark
                        || PickWords.spin.contains(s.words[i]) && !(i > 0 && Arbiter.habitWords.contains(s.words[i - 1]))
                        || PickWords.findVerbs.contains(s.words[i])
                }
                || head.map { h in
                    PickWords.again.contains(s.words[h]) || PickWords.againPhrases.match(s.words, at: h) != nil
                        // ("why did you pick this one? explain it to me please": explaining the choice is the question's own.)
                        || Arbiter.namesAnotherCommand(s.words[h], besides: [.explain, .help])
                } ?? false
            if asksMore { return nil }
            s.use(rest)
        }
        // "after all that, why this one?", "pq vc me mandou pra esse?": nothing else asked.
        guard onlyChatter(s, except: { MetaWords.whyAsked.contains(s.words[$0]) }) else { return nil }
        s.use(0..<s.count)
        return .why
    }

    func tags(_ s: inout Sentence) -> Intent? {
        let content = s.freeIndices
        guard content.contains(where: { MetaWords.tags.contains(s.words[$0]) }),
            !content.contains(where: { MetaWords.switches.contains(s.words[$0]) }),
            onlyChatter(
                s,
                except: {
                    MetaWords.tags.contains(s.words[$0]) || ListWords.listVerbs.contains(s.words[$0])
                        || ListWords.showVerbs.contains(s.words[$0])
                        || (CommonWords.contains(s.words[$0]) || ["never", "nunca", "always", "sempre"].contains(s.words[$0]))
                            && term(s, at: $0) == nil && places.match(s.words, at: $0) == nil
                })
        else { return nil }
        s.use(0..<s.count)
        return .tags
    }

    func cities(_ s: inout Sentence) -> Intent? {
        guard let m = s.first(MetaWords.cities) else { return nil }
        // ("We moved cities three times in five years…", "já morei em várias cidades": cities lived in, told.)
        if s.words.contains(where: { ["moved", "lived", "visited", "mudamos", "mudei", "morei", "moramos", "visitei"].contains($0) }) {
            return nil
        }
        // "mostra todos os lugares de todas as cidades", "my favs in all cities": the places, not the cities.
        if s.first(ListWords.all) != nil
            && s.freeIndices.contains(where: { ["lugares", "places", "tudo", "everything", "todos", "all", "geral"].contains(s.words[$0]) })
            || FavoritesWords.mentioned(s)
        {
            return nil
        }
        s.use(m.range)
        if let quoted = s.words.first(where: { $0.kind == .quoted }) { s.use(0..<s.count); return .cities(query: quoted.text) }
        let after = ["starting", "with", "called", "named", "like", "com", "que", "comeca", "começa", "chamada", "begin", "beginning"]
        if let i = s.words.indices.last(where: { after.contains(s.words[$0]) }), i + 1 < s.count, s.isFree(i + 1) {
            let query = s.text(s.trimmed((i + 1)..<s.count))
            s.use(0..<s.count)
            return .cities(query: query)
        }
        // "cities santa cruz": the words after the command are the query.
        if m.range.lowerBound == s.freeIndices.first.map({ _ in 0 }) ?? -1, m.range.count == 1, m.range.upperBound < s.count,
            !s.words[m.range.upperBound...].contains(where: {
                QuestionWords.all.contains($0) || ["i", "have", "my", "in", "list"].contains($0)
            })
        {
            let rest = s.trimmed(m.range.upperBound..<s.count)
            if !rest.isEmpty { s.use(rest); return .cities(query: s.text(rest)) }
        }
        guard onlyChatter(s, except: { ListWords.listVerbs.contains(s.words[$0]) || ListWords.showVerbs.contains(s.words[$0]) }) else {
            return nil
        }
        s.use(0..<s.count)
        return .cities(query: nil)
    }

    func log(_ s: inout Sentence) -> Intent? {
        let content = s.freeIndices
        for i in content where ListWords.showVerbs.contains(s.words[i]) || ["the", "event", "my", "o", "de"].contains(s.words[i]) {
            s.use(i)
        }
        guard let at = content.first(where: { MetaWords.log.contains(s.words[$0]) }),
            !content.contains(where: { MetaWords.switches.contains(s.words[$0]) || s.words[$0].folded == "logging" || s.isNegated($0) })
        else { return nil }
        s.use(at)
        let limit = NumberSlot.firstMatch(in: s.words).map { Int(saturating: $0.value, in: 0...1_000_000) }
        if let n = NumberSlot.firstMatch(in: s.words) { s.use(n.range) }
        return .log(limit: limit.map { max(1, min($0, 10_000)) })
    }

    func settings(_ s: inout Sentence) -> Intent? {
        let content = s.freeIndices
        // "what's my radius?", "o aprendizado tá ligado?", "is it still learning from my ratings?":
        // a question about one setting, with no value to give it, is answered by the settings.
        // (Named in the question itself: "it's going to raio all sunday… somewhere quiet and romantic?" asks no setting.)
        let asked = s.sentences.filter { r in
            r.contains { s.words[$0].text.contains("?") } || r.upperBound < s.count && s.words[r.upperBound].text.contains("?")
        }
        if isQuestion(s), DistanceSlot.firstMatch(in: s.words) == nil, NumberSlot.firstMatch(in: s.words) == nil,
            content.contains(where: { i in
                asked.contains { $0.contains(i) }
                    && (SettingWords.radius.contains(s.words[i]) || SettingWords.learning.contains(s.words[i])
                        || SettingWords.animation.contains(s.words[i])
                        || SettingWords.language.contains(s.words[i]) && s.words[i].folded != "app")
            }),
            !content.contains(where: { Arbiter.namesAnotherCommand(s.words[$0], besides: [.settings, .set]) }),
            // ("is there anything closer… like walking distance": a place asked for, not the radius.)
            s.first(PickWords.nearMe) == nil, s.first(PickWords.closer) == nil, s.first(PickWords.isThere) == nil
        {
            s.use(0..<s.count)
            return .settings
        }
        // ("what settings can I change?", "quais configurações dá pra mudar?": which there are, asked.)
        let askedWhich = isQuestion(s) && content.contains { ["what", "which", "quais", "que"].contains(s.words[$0]) }
        // ("mudaram as configurações do computador", "the settings on my phone": another thing's settings.)
        if let at = content.first(where: { MetaWords.settings.contains(s.words[$0]) }), at + 2 < s.count,
            ["do", "da", "de", "dos", "das", "of", "on", "in", "no", "na"].contains(s.words[at + 1]),
            !(at + 1..<min(s.count, at + 4)).contains(where: {
                ["app", "aplicativo", "programa", "program", "choosethere"].contains(s.words[$0])
            })
        {
            return nil
        }
        guard content.contains(where: { MetaWords.settings.contains(s.words[$0]) }),
            askedWhich || !content.contains(where: { MetaWords.switches.contains(s.words[$0]) })
        else { return nil }
        guard
            onlyChatter(
                s,
                except: {
                    MetaWords.settings.contains(s.words[$0]) || MetaWords.settingsCompany.contains(s.words[$0])
                        || askedWhich && MetaWords.askingWhich.contains(s.words[$0])
                })
        else {
            return nil
        }
        s.use(0..<s.count)
        return .settings
    }

    /// A line asking something: a question mark, or a question word first.
    func isQuestion(_ s: Sentence) -> Bool {
        s.words.last?.text.contains("?") == true
            || s.freeIndices.first.map {
                ["what's", "whats", "what", "which", "qual", "is", "are", "does", "ta", "esta"].contains(s.words[$0])
            } == true
    }

    func cache(_ s: inout Sentence) -> Intent? {
        if let m = s.first(MetaWords.clearCache) { s.use(m.range); return .cache(.clear) }
        // "cache" alone (help and Tab offer it): what it does, and its two commands.
        if s.freeIndices.count == 1, let only = s.freeIndices.first, s.words[only].folded == "cache" {
            s.use(0..<s.count)
            return .help(topic: Verb.cache.rawValue)
        }
        // "clear search cache", "zera o cache": a wiping verb and the cache.
        if let c = s.freeIndices.first(where: { s.words[$0].folded == "cache" }),
            s.freeIndices.contains(where: {
                Refusals.destroy.contains(s.words[$0]) || ["empty", "esvazia", "zera", "reset"].contains(s.words[$0])
            })
        {
            s.use(0..<s.count)
            _ = c
            return .cache(.clear)
        }
        if let m = s.first(MetaWords.refresh), !s.freeIndices.contains(where: { ["details", "detalhes", "info"].contains(s.words[$0]) }) {
            s.use(m.range)
            guard s.freeIndices.allSatisfy({ MetaWords.refreshCompany.contains(s.words[$0]) }) else { return nil }
            s.use(0..<s.count)
            return .cache(.refresh)
        }
        return nil
    }
}
