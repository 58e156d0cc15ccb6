// MARK: - help, explain, cities, tags

extension SessionReducer {
    func help(_ topic: String?) -> [SessionEffect] {
        guard let topic, !topic.isEmpty else { return reply(.helpOverview) }
        guard let spec = CommandTable.spec(forTopic: topic) else {
            let suggestion = DidYouMean.suggest(topic, from: CommandTable.all.map(\.name) + CommandTable.verbs)
                .flatMap { CommandTable.spec(forTopic: $0)?.name }
            return fail(.unknownTopic(topic: topic, suggestion: suggestion))
        }
        return reply(.helpTopic(spec.name))
    }

    func explain(_ text: String) -> [SessionEffect] {
        guard let intent = env.parse(text) else { return fail(.missing(.explainText)) }
        return reply(.explain(intent.canonicalJSON))
    }

    func cities(_ query: String?) -> [SessionEffect] {
        guard let query, !query.isEmpty else { return [.loadCityCounts] }
        let catalog: CityCatalog
        switch self.catalog() {
        case .success(let c): catalog = c
        case .failure(let f): return fail(f)
        }
        guard let match = catalog.lookup(query) else { return fail(.noCatalogMatch(query: query)) }
        var seen = Set<String>()
        return reply(.cityMatches(CityMatchesView(query: query, cities: ([match.best] + match.alternatives).filter { seen.insert($0.key).inserted })))
    }

    func termCountsLoaded(_ state: SessionState, _ categories: [TermCount], _ tags: [TermCount]) -> [SessionEffect] {
        let groups = env.vocabulary().tagGroups.map { VocabularyGroup(group: $0.group, tags: $0.tags) }
        return reply(.tags(TagsView(cityLabel: state.city?.label, categories: categories, tags: tags, vocabulary: groups)))
    }
}
