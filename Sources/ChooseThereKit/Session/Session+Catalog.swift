// MARK: - cities and tags

extension Session {
    func cities(query: String?) throws -> Reply {
        if let query, !query.isEmpty {
            let catalog: CityCatalog
            switch resources.catalog() {
            case .success(let c): catalog = c
            case .failure(let e): throw e
            }
            guard let match = catalog.lookup(query) else {
                throw CommandError("unknown_city", "No city in the catalogue matches '\(query)'.")
            }
            var seen = Set<String>()
            let all = ([match.best] + match.alternatives).filter { seen.insert($0.key).inserted }
            var lines = [Line("Cities matching '\(query)':", .heading)]
            for (i, city) in all.enumerated() {
                var text = "  \(i == 0 ? "→" : " ") " + city.displayName
                if city.isCapital { text += " (capital)" }
                if city.population > 0 { text += " · pop. \(city.population)" }
                lines.append(Line(text, i == 0 ? .plain : .dim))
            }
            lines.append(Line([Span("Switch with ", .dim), Span("switch city " + match.best.displayName, .accent)]))
            return Reply(lines: lines, result: .object(["matches": .array(all.map { .string($0.key) })]))
        }
        let rows = try store.cityCounts()
        guard !rows.isEmpty else { return .message("Your list has no places yet. Add one with add NAME at LAT,LNG.") }
        let width = rows.map { DisplayWidth.of(SafeText.clean($0.city + ", " + $0.state)) }.max() ?? 10
        var lines = [Line("Cities in your list", .heading)]
        for row in rows {
            let key = row.state.isEmpty ? row.city : "\(row.city)|\(row.state)"
            let current = settings.city.map { Folding.key($0) == Folding.key(key) } ?? false
            let label = SafeText.clean(row.state.isEmpty ? row.city : "\(row.city), \(row.state)")
            lines.append(Line([Span(current ? "  → " : "    ", .accent), Span(DisplayWidth.pad(label, to: width), current ? .bold : .plain),
                               Span("  \(row.count) place\(row.count == 1 ? "" : "s")", .dim)]))
        }
        lines.append(Line([Span("Switch with ", .dim), Span("switch city NAME", .accent), Span(" or ", .dim), Span("anywhere", .accent)]))
        return Reply(lines: lines, result: .object(["cities": .array(rows.map {
            .object(["city": .string($0.city), "state": .string($0.state), "places": .int($0.count)])
        })]))
    }

    func tags() throws -> Reply {
        let counts = try store.termCounts(cityKey: settings.city)
        let where_ = settings.city.map { " in " + CityKey.label(of: $0) } ?? ""
        var lines = [Line("Categories\(where_)", .heading)]
        lines += wrapTerms(counts.categories)
        lines.append(.blank)
        lines.append(Line("Tags\(where_)", .heading))
        lines += wrapTerms(counts.tags)
        let vocabulary = parser.vocabulary
        lines.append(.blank)
        lines.append(Line("The vocabulary (any of these works in spin, list and near):", .dim))
        for group in vocabulary.tagGroups {
            let text = group.group + ": " + group.tags.joined(separator: ", ")
            lines += TextWrap.wrap(text, width: options.width - 4).map { Line("  " + $0, .dim) }
        }
        return Reply(lines: lines, result: .object([
            "categories": .object(Dictionary(counts.categories.map { ($0.0, JSON.int($0.1)) }, uniquingKeysWith: { a, _ in a })),
            "tags": .object(Dictionary(counts.tags.map { ($0.0, JSON.int($0.1)) }, uniquingKeysWith: { a, _ in a })),
        ]))
    }

    private func wrapTerms(_ terms: [(String, Int)]) -> [Line] {
        guard !terms.isEmpty else { return [Line("  (none)", .dim)] }
        let text = terms.map { "\(SafeText.clean($0.0)) \($0.1)" }.joined(separator: " · ")
        return TextWrap.wrap(text, width: options.width - 4).map { Line("  " + $0) }
    }
}

// MARK: - Completion

extension Session {
    /// Tab completion over this session's data: the vocabulary (with the
    /// store's own tags), the city catalogue, the places in the store.
    public var completion: CompletionEngine {
        CompletionEngine(
            vocabulary: { [unowned self] in self.parser.vocabulary },
            catalog: { [unowned self] in
                if case .success(let c) = self.resources.catalog() { return c }
                return nil
            },
            placeNames: { [unowned self] prefix in
                (try? self.store.placeNames(prefix: prefix, preferCityKey: self.settings.city)) ?? []
            })
    }
}
