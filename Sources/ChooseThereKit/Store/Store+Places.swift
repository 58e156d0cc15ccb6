#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Places: reading and writing rows

extension Store {
    // MARK: Reading

    /// The place with `id`, if any.
    public func place(id: String) throws(StoreError) -> Restaurant? {
        try read {
            let s = try db.prepare("SELECT \(StoredRow.placeColumns) FROM restaurants WHERE id = ?")
            try s.bind([.text(Folding.nfc(id))])
            defer { s.reset() }
            return try s.step() ? StoredRow.place(s) : nil
        }
    }

    /// Places saved from OpenStreetMap with one of these ids, by id (one
    /// scan per 500 ids; a search returns a few hundred at most).
    public func places(osmIds: [String]) throws(StoreError) -> [String: Restaurant] {
        var found: [String: Restaurant] = [:]
        try read {
            for start in stride(from: 0, to: osmIds.count, by: 500) {
                let chunk = osmIds[start..<min(start + 500, osmIds.count)]
                let marks = Array(repeating: "?", count: chunk.count).joined(separator: ",")
                let rows = try db.rows(
                    "SELECT \(StoredRow.placeColumns) FROM restaurants WHERE osm_id IN (\(marks))", chunk.map { .text($0) }
                ) { StoredRow.place($0) }
                for place in rows {
                    if let id = place.osmId, found[id] == nil { found[id] = place }
                }
            }
        }
        return found
    }

    /// How many places the store holds.
    public func placeCount() throws(StoreError) -> Int {
        try read { try db.scalar("SELECT count(*) FROM restaurants")?.int ?? 0 }
    }

    /// Places matching `query`, ordered by name, one page at a time.
    public func places(_ query: PlaceQuery) throws(StoreError) -> PlacePage {
        var clauses: [String] = []
        var bindings: [SQLValue] = []
        if let key = query.cityKey {
            let city = StoredRow.cityConditions(key)
            clauses += city.clauses
            bindings += city.bindings
        }
        if query.favoritesOnly { clauses.append("is_favorite = 1") }
        if let price = query.price {
            clauses.append("price_tier = ?")
            bindings.append(.int(Int64(price)))
        }
        for term in query.terms {
            let forms = query.forms[Folding.key(term)] ?? [Folding.key(term)]
            let m = PoolQuery.marks(forms.count)
            clauses.append("(category_folded \(m) OR pk IN (SELECT restaurant_pk FROM restaurant_tags WHERE tag \(m)))")
            bindings += forms.map(SQLValue.text) + forms.map(SQLValue.text)
        }
        if let text = query.text.map(Folding.key), text.unicodeScalars.count > TextLimits.address {
            clauses.append("0")  // longer than any name or address a place keeps: nothing matches
        } else if let text = query.text.map(Folding.key), !text.isEmpty {
            let forms = query.forms[text] ?? [text]
            let m = PoolQuery.marks(forms.count)
            clauses.append(
                """
                (name_folded LIKE ? ESCAPE '\\' OR category_folded \(m) OR address LIKE ? ESCAPE '\\'
                 OR pk IN (SELECT restaurant_pk FROM restaurant_tags WHERE tag \(m)))
                """)
            let like = "%" + StoredRow.escapeLike(text) + "%"
            bindings += [.text(like)] + forms.map(SQLValue.text) + [.text(like)] + forms.map(SQLValue.text)
        }
        let whereSQL = clauses.isEmpty ? "" : "WHERE " + clauses.joined(separator: " AND ")
        return try read {
            let total = try db.scalar("SELECT count(*) FROM restaurants \(whereSQL)", bindings)?.int ?? 0
            let items = try db.rows(
                "SELECT \(StoredRow.placeColumns) FROM restaurants \(whereSQL) ORDER BY name_folded, city_folded, id LIMIT ? OFFSET ?",
                bindings + [.int(Int64(query.limit)), .int(Int64(query.offset))]
            ) { StoredRow.place($0) }
            return PlacePage(items: items, total: total)
        }
    }

    /// Places whose folded name equals `name`; if none, whose name contains it.
    /// Places in `preferCityKey` come first.
    public func places(named name: String, preferCityKey: String? = nil, limit: Int = 20) throws(StoreError) -> [Restaurant] {
        let folded = Folding.key(name)
        // No stored name is longer than its limit, so a longer one matches
        // nothing (and never reaches LIKE, whose patterns SQLite caps).
        guard !folded.isEmpty, folded.unicodeScalars.count <= TextLimits.name else { return [] }
        return try read {
            func fetch(_ sql: String, _ pattern: String) throws -> [Restaurant] {
                try db.rows("SELECT \(StoredRow.placeColumns) FROM restaurants WHERE \(sql) LIMIT ?", [.text(pattern), .int(Int64(limit))])
                { StoredRow.place($0) }
            }
            var found = try fetch("name_folded = ? ORDER BY city_folded", folded)
            if found.isEmpty {
                found = try fetch(
                    "name_folded LIKE ? ESCAPE '\\' ORDER BY length(name_folded), name_folded",
                    "%" + StoredRow.escapeLike(folded) + "%")
            }
            if let key = preferCityKey {
                let inCity = found.filter { $0.cityKey == key }
                let rest = found.filter { $0.cityKey != key }
                found = inCity + rest
            }
            return found
        }
    }

    /// Distinct cities with how many places each has, most places first.
    /// Names are compared folded and trimmed, so a blank or padded city is
    /// never a city of its own; places with a city's name and no state count
    /// in that city when there is only one city of that name.
    public func cityCounts() throws(StoreError) -> [(city: String, state: String, count: Int)] {
        let groups = try read {
            try db.rows(
                """
                SELECT min(trim(city)), trim(state), count(*), city_folded FROM restaurants WHERE city_folded <> ''
                GROUP BY city_folded, trim(state)
                """
            ) { (city: $0.text(0) ?? "", state: $0.text(1) ?? "", count: $0.int(2), folded: $0.text(3) ?? "") }
        }
        var withState: [String: [Int]] = [:]
        for (i, g) in groups.enumerated() where !g.state.isEmpty { withState[g.folded, default: []].append(i) }
        var counts = groups.map(\.count)
        var merged = Set<Int>()
        for (i, g) in groups.enumerated() where g.state.isEmpty {
            guard let only = withState[g.folded], only.count == 1 else { continue }
            counts[only[0]] += g.count
            merged.insert(i)
        }
        return groups.indices.filter { !merged.contains($0) }
            .map { (city: groups[$0].city, state: groups[$0].state, count: counts[$0], folded: groups[$0].folded) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : ($0.folded, $0.state) < ($1.folded, $1.state) }
            .map { (city: $0.city, state: $0.state, count: $0.count) }
    }

    /// Tags and categories in use (optionally in one city) with their counts.
    public func termCounts(cityKey: String? = nil) throws(StoreError) -> (categories: [(String, Int)], tags: [(String, Int)]) {
        var filter = ""
        var bindings: [SQLValue] = []
        if let key = cityKey {
            let city = StoredRow.cityConditions(key, table: "r.")
            filter = "WHERE " + city.clauses.joined(separator: " AND ")
            bindings = city.bindings
        }
        if cityKey == nil { return try allTermCounts() }
        return try read {
            var categories: [(String, Int)] = []
            let c = try db.prepare(
                "SELECT substr(r.category, 1, \(TextLimits.category)), count(*) FROM restaurants r \(filter) GROUP BY r.category_folded ORDER BY count(*) DESC, r.category_folded"
            )
            try c.bind(bindings)
            while try c.step() { categories.append((c.text(0) ?? "", c.int(1))) }
            // Tags match folded and display as written.
            var tags: [(String, Int)] = []
            let t = try db.prepare(
                "SELECT substr(min(t.label), 1, \(TextLimits.tag)), count(*) FROM restaurant_tags t JOIN restaurants r ON r.pk = t.restaurant_pk \(filter) GROUP BY t.tag ORDER BY count(*) DESC, t.tag"
            )
            try t.bind(bindings)
            while try t.step() { tags.append((t.text(0) ?? "", t.int(1))) }
            return (categories, tags)
        }
    }

    /// `termCounts` for the whole list, from indexes alone: the category
    /// index and the tag table are counted, and one label is read per
    /// category. Grouping the places table itself read every page of it —
    /// 120 MB of a 190,000-place store at every start.
    private func allTermCounts() throws(StoreError) -> (categories: [(String, Int)], tags: [(String, Int)]) {
        try read {
            let groups = try db.rows(
                """
                SELECT category_folded, count(*) FROM restaurants INDEXED BY restaurants_category
                GROUP BY category_folded ORDER BY count(*) DESC, category_folded
                """
            ) { ($0.text(0) ?? "", $0.int(1)) }
            let label = try db.prepare(
                "SELECT substr(category, 1, \(TextLimits.category)) FROM restaurants WHERE category_folded = ? LIMIT 1")
            var categories: [(String, Int)] = []
            for (folded, count) in groups {
                try label.bind([.text(folded)])
                categories.append((try label.step() ? label.text(0) ?? folded : folded, count))
                label.reset()
            }
            let tags = try db.rows(
                """
                SELECT substr(min(label), 1, \(TextLimits.tag)), count(*) FROM restaurant_tags GROUP BY tag ORDER BY count(*) DESC, tag
                """
            ) { ($0.text(0) ?? "", $0.int(1)) }
            return (categories, tags)
        }
    }

    // MARK: Writing (callers wrap these in `write {}`)

    /// Inserts or replaces a place and its tag index rows.
    func upsertRow(_ place: Restaurant, userModified: Bool, isNew: Bool = false) throws(DatabaseError) {
        let r = place.fitted().place  // every way in keeps texts to their limits
        let now = self.now().timeIntervalSince1970
        let pk =
            try db.scalar(
                """
                INSERT INTO restaurants (id, name, name_folded, category, category_folded, address, city, city_folded, state,
                    tags, notes, external_link, lat, lng, price_tier, is_favorite, rating_average, rating_count,
                    last_visited_at, origin, user_modified, created_at, updated_at, osm_id, details)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?22, ?23, ?24)
                ON CONFLICT (id) DO UPDATE SET name = ?2, name_folded = ?3, category = ?4, category_folded = ?5,
                    address = ?6, city = ?7, city_folded = ?8, state = ?9, tags = ?10, notes = ?11, external_link = ?12,
                    lat = ?13, lng = ?14, price_tier = ?15, is_favorite = ?16, rating_average = ?17, rating_count = ?18,
                    last_visited_at = ?19, user_modified = max(user_modified, ?21), updated_at = ?22, osm_id = ?23, details = ?24
                RETURNING pk
                """,
                [
                    .text(r.id), .text(r.name), .text(Folding.key(r.name)), .text(r.category), .text(Folding.key(r.category)),
                    .text(r.address), .text(r.city), .text(Folding.key(r.city)), .text(r.state),
                    .text(r.tags.joined(separator: String(StoredRow.tagSeparator))), .text(r.notes), .optional(r.externalLink),
                    .double(r.lat), .double(r.lng), .optional(r.priceTier), .bool(r.isFavorite), .optional(r.ratingAverage),
                    .int(Int64(r.ratingCount)), .optional(r.lastVisitedAt?.timeIntervalSince1970), .text(r.origin.rawValue),
                    .bool(userModified), .double(now), .optional(r.osmId), .optional(StoredRow.detailsText(r.details)),
                ])?.int ?? 0
        if !isNew { try db.run("DELETE FROM restaurant_tags WHERE restaurant_pk = ?", [.int(Int64(pk))]) }
        var seen = Set<String>()
        for label in r.tags {
            let tag = Folding.key(label)
            guard !tag.isEmpty, seen.insert(tag).inserted else { continue }
            try db.run(
                "INSERT INTO restaurant_tags (restaurant_pk, tag, label) VALUES (?, ?, ?)", [.int(Int64(pk)), .text(tag), .text(label)])
        }
    }

    /// Adds a new place (fails if the id exists).
    public func insert(_ place: Restaurant) throws(StoreError) {
        let r = place.fitted().place
        try write {
            if try db.scalar("SELECT 1 FROM restaurants WHERE id = ?", [.text(r.id)]) != nil {
                throw StoreError.failed(path: path, reason: "a place with id \(r.id) already exists")
            }
            try upsertRow(r, userModified: true)
        }
    }

    /// Saves changes the user made to a place.
    public func update(_ r: Restaurant) throws(StoreError) {
        try write { try upsertRow(r, userModified: true) }
    }

    /// Marks or unmarks a favourite.
    public func setFavorite(id: String, _ on: Bool) throws(StoreError) {
        try write {
            try db.run(
                "UPDATE restaurants SET is_favorite = ?, updated_at = ? WHERE id = ?",
                [.bool(on), .double(now().timeIntervalSince1970), .text(id)])
        }
    }

    /// Removes a place and its visits. A seeded place is remembered as
    /// forgotten so a newer seed does not bring it back.
    public func forget(id: String) throws(StoreError) {
        try write {
            let origin = try db.scalar("SELECT origin FROM restaurants WHERE id = ?", [.text(id)])?.text
            if origin == Restaurant.Origin.seed.rawValue {
                try db.run("INSERT OR IGNORE INTO forgotten_seed (id) VALUES (?)", [.text(id)])
            }
            try db.run("DELETE FROM restaurants WHERE id = ?", [.text(id)])
        }
    }
}

// MARK: - Names for completion

extension Store {
    /// Names starting with `foldedPrefix` (case and accents ignored), places
    /// in `preferCityKey` first. A range scan on the folded-name index.
    public func placeNames(prefix foldedPrefix: String, preferCityKey: String?, limit: Int = 50) throws(StoreError) -> [String] {
        var upper = foldedPrefix
        upper.unicodeScalars.append("\u{10FFFF}")
        let cityFolded = preferCityKey.map { Folding.key(String($0.split(separator: "|").first ?? "")) } ?? ""
        return try read {
            let s = try db.prepare(
                """
                SELECT \(StoredRow.cut("name", TextLimits.name)) FROM restaurants WHERE name_folded >= ?1 AND name_folded < ?2
                ORDER BY (city_folded = ?3) DESC, name_folded LIMIT ?4
                """)
            try s.bind([.text(foldedPrefix), .text(upper), .text(cityFolded), .int(Int64(limit))])
            var names: [String] = []
            var seen = Set<String>()
            while try s.step() {
                let name = s.text(0) ?? ""
                if seen.insert(name).inserted { names.append(name) }
            }
            return names
        }
    }
}

extension Store {
    /// The place with store key `pk`, if any.
    public func place(pk: Int) throws(StoreError) -> Restaurant? {
        try read {
            let s = try db.prepare("SELECT \(StoredRow.placeColumns) FROM restaurants WHERE pk = ?")
            try s.bind([.int(Int64(pk))])
            defer { s.reset() }
            return try s.step() ? StoredRow.place(s) : nil
        }
    }

    /// The store key of the place `id`, if any.
    public func pk(ofPlace id: String) throws(StoreError) -> Int? {
        try read { try db.scalar("SELECT pk FROM restaurants WHERE id = ?", [.text(id)])?.int }
    }
}
