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

    /// Words before the line that ask `explain` for the learned model's readings too.
    static let scoreWords: Set<String> = ["scores", "--scores", "pontuacao", "pontuacoes", "notas"]

    /// The canonical JSON of what the line means now, as the session read
    /// it before the reducer (a refinement is shown as the intent it becomes
    /// with the current pool); with the model's readings when asked.
    func explain(_ ahead: ReadAhead, _ state: SessionState) -> [SessionEffect] {
        guard var intent = ahead.explained else { return fail(.missing(.explainText)) }
        if case .refine(let r) = intent { intent = state.intent(for: r) }
        // "ok import it" after a preview: that file.
        if case .importFile(let r) = intent { intent = .importFile(state.pointedImport(r)) }
        // "page 3" after a list is that list's page.
        if case .list(let r) = intent, r.query == nil, let page = r.page, !r.favorites, !r.all, let last = state.lastList {
            var request = last.nextPage
            request.page = page
            intent = .list(request)
        }
        var json = intent.canonicalJSON
        if let scores = ahead.scores, case .object(var o) = json {
            o["readings"] = .array(
                scores.map {
                    JSON.object(["intent": .string($0.intent), "probability": .number(($0.probability * 1000).rounded() / 1000)])
                })
            json = .object(o)
        }
        return reply(.explain(json))
    }

    func cities(_ state: SessionState, _ query: String?) -> [SessionEffect] {
        guard let query, !query.isEmpty else { return [.loadCityCounts] }
        let loaded = catalogOrReply(state)
        guard let catalog = loaded.catalog else { return loaded.failure }
        guard let match = catalog.lookup(query) else { return fail(.noCatalogMatch(query: query)) }
        var seen = Set<String>()
        return reply(
            .cityMatches(CityMatchesView(query: query, cities: ([match.best] + match.alternatives).filter { seen.insert($0.key).inserted }))
        )
    }

    func termCountsLoaded(_ state: SessionState, _ categories: [TermCount], _ tags: [TermCount]) -> [SessionEffect] {
        let groups = vocabulary(state).tagGroups.map { VocabularyGroup(group: $0.group, tags: $0.tags) }
        return reply(.tags(TagsView(cityLabel: state.city?.label, categories: categories, tags: tags, vocabulary: groups)))
    }
}
