// MARK: - help, explain, cities, tags

struct MetaRules: SessionRules {
    let env: SessionEnvironment

    func help(_ topic: String?) -> [SessionEffect] {
        guard let topic, !topic.isEmpty else { return reply(.helpOverview) }
        guard let spec = CommandTable.spec(forTopic: topic) else {
            let suggestion = DidYouMean.suggest(topic, from: CommandTable.all.map(\.name) + CommandTable.verbs)
                .flatMap { CommandTable.spec(forTopic: $0)?.name }
            return fail(.unknownTopic(topic: topic, suggestion: suggestion))
        }
        return reply(.helpTopic(spec.name))
    }

    /// The canonical JSON of what `text` means now (a refinement is shown
    /// as the intent it becomes with the current pool).
    /// Words before the line that ask `explain` for the learned model's readings too.
    static let scoreWords: Set<String> = ["scores", "--scores", "pontuacao", "pontuacoes", "notas"]

    func explain(_ text: String, _ state: SessionState) -> [SessionEffect] {
        // `explain scores LINE`: the reading, and the learned model's top readings with their probabilities.
        let head = text.split(separator: " ", maxSplits: 1).map(String.init)
        if head.count == 2, MetaRules.scoreWords.contains(Folding.key(head[0])) {
            var explained = explain(head[1], state)
            let readings = (env.resources.intentModel?.scores(head[1]) ?? []).prefix(5).map {
                JSON.object(["intent": .string($0.intent), "probability": .number(($0.probability * 1000).rounded() / 1000)])
            }
            if case .reply(var r)? = explained.first, case .explain(var json)? = r.items.first, case .object(var o) = json {
                o["readings"] = .array(Array(readings))
                json = .object(o)
                r.items[0] = .explain(json)
                explained = [.reply(r)]
            }
            return explained
        }
        guard var intent = env.parse(text) else { return fail(.missing(.explainText)) }
        if case .refine(let r) = intent { intent = state.intent(for: r) }
        // "page 3" after a list is that list's page.
        if case .list(let r) = intent, r.query == nil, let page = r.page, !r.favorites, !r.all, let last = state.lastList {
            var request = last.nextPage
            request.page = page
            intent = .list(request)
        }
        return reply(.explain(intent.canonicalJSON))
    }

    func cities(_ query: String?) -> [SessionEffect] {
        guard let query, !query.isEmpty else { return [.loadCityCounts] }
        let loaded = catalogOrReply()
        guard let catalog = loaded.catalog else { return loaded.failure }
        guard let match = catalog.lookup(query) else { return fail(.noCatalogMatch(query: query)) }
        var seen = Set<String>()
        return reply(.cityMatches(CityMatchesView(query: query, cities: ([match.best] + match.alternatives).filter { seen.insert($0.key).inserted })))
    }

    func termCountsLoaded(_ state: SessionState, _ categories: [TermCount], _ tags: [TermCount]) -> [SessionEffect] {
        let groups = env.vocabulary().tagGroups.map { VocabularyGroup(group: $0.group, tags: $0.tags) }
        return reply(.tags(TagsView(cityLabel: state.city?.label, categories: categories, tags: tags, vocabulary: groups)))
    }
}
