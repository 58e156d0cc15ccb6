// MARK: - How long a place's and a visit's texts may be

/// The longest text each field of a place or visit keeps, in Unicode code
/// points (as SQLite's `length` and `substr` count). Every way in — import,
/// `add`, `edit`, a place saved from OpenStreetMap — fits a place to these,
/// lists read at most this much of each column, and export writes what
/// import accepts, so no command's memory depends on the longest text ever
/// stored and every backup restores. Import says which fields it shortened.
public enum TextLimits {
    public static let id = 200
    public static let name = 200
    public static let category = 100
    public static let tag = 100
    /// Tags on one place or visit (the rest are dropped).
    public static let tagsPerRow = 100
    public static let address = 500
    public static let city = 100
    public static let state = 50
    /// A place's notes and a visit's note.
    public static let note = 10_000
    /// Links, websites and phone numbers.
    public static let link = 2_000
    public static let osmId = 100
    /// Opening hours as OpenStreetMap writes them, and a brand.
    public static let detail = 1_000
    /// Cuisines or diets one place keeps from the map.
    public static let detailValues = 50

    /// `text` cut to its first `limit` code points (nil when it fits).
    public static func cut(_ text: String, to limit: Int) -> String? {
        if text.utf8.count <= limit { return nil }  // never more code points than bytes
        var count = 0
        for index in text.unicodeScalars.indices {
            if count == limit { return String(text.unicodeScalars[..<index]) }
            count += 1
        }
        return nil
    }

    /// `text` fitted to `limit`, noting the field's name in `cut` when shortened.
    static func fit(_ text: inout String, _ limit: Int, _ field: String, _ cut: inout [String]) {
        if let short = TextLimits.cut(text, to: limit) {
            text = short
            cut.append(field)
        }
    }

    static func fit(_ text: inout String?, _ limit: Int, _ field: String, _ cut: inout [String]) {
        guard var value = text else { return }
        fit(&value, limit, field, &cut)
        text = value
    }

    static func fit(_ tags: inout [String], _ field: String, _ cut: inout [String]) {
        if tags.count > tagsPerRow {
            tags.removeLast(tags.count - tagsPerRow)
            cut.append(field)
        }
        for i in tags.indices { fit(&tags[i], tag, "\(field)[\(i)]", &cut) }
    }
}

extension Restaurant {
    /// This place with its id in NFC (`Folding.nfc`), every text fitted to `TextLimits`, and the names of
    /// the fields that were shortened (`name`, `tags[3]`, `details.cuisine`).
    /// The id is never cut (a shorter id could name another place); import
    /// refuses a long one instead.
    public func fitted() -> (place: Restaurant, cut: [String]) {
        var p = self, cut: [String] = []
        p.id = Folding.nfc(p.id)
        TextLimits.fit(&p.name, TextLimits.name, "name", &cut)
        TextLimits.fit(&p.category, TextLimits.category, "category", &cut)
        TextLimits.fit(&p.address, TextLimits.address, "address", &cut)
        TextLimits.fit(&p.city, TextLimits.city, "city", &cut)
        TextLimits.fit(&p.state, TextLimits.state, "state", &cut)
        TextLimits.fit(&p.tags, "tags", &cut)
        TextLimits.fit(&p.notes, TextLimits.note, "notes", &cut)
        TextLimits.fit(&p.externalLink, TextLimits.link, "externalLink", &cut)
        TextLimits.fit(&p.osmId, TextLimits.osmId, "osmId", &cut)
        if let details = p.details {
            let (fitted, detailCut) = details.fitted()
            p.details = fitted
            cut += detailCut.map { "details.\($0)" }
        }
        return (p, cut)
    }
}

extension Visit {
    /// This visit with its note and tags fitted to `TextLimits`.
    public func fitted() -> (visit: Visit, cut: [String]) {
        var v = self, cut: [String] = []
        v.id = Folding.nfc(v.id)
        v.restaurantId = Folding.nfc(v.restaurantId)
        TextLimits.fit(&v.tags, "tags", &cut)
        TextLimits.fit(&v.note, TextLimits.note, "note", &cut)
        return (v, cut)
    }
}

extension PlaceDetails {
    /// These details with every text fitted to `TextLimits` and at most
    /// `detailValues` cuisines and diets (the first cuisines as the map
    /// lists them; diets by name).
    public func fitted() -> (details: PlaceDetails, cut: [String]) {
        var d = self, cut: [String] = []
        TextLimits.fit(&d.openingHours, TextLimits.detail, "openingHours", &cut)
        TextLimits.fit(&d.phone, TextLimits.link, "phone", &cut)
        TextLimits.fit(&d.website, TextLimits.link, "website", &cut)
        TextLimits.fit(&d.brand, TextLimits.detail, "brand", &cut)
        if d.cuisine.count > TextLimits.detailValues {
            d.cuisine.removeLast(d.cuisine.count - TextLimits.detailValues)
            cut.append("cuisine")
        }
        for i in d.cuisine.indices { TextLimits.fit(&d.cuisine[i], TextLimits.tag, "cuisine[\(i)]", &cut) }
        if d.diets.count > TextLimits.detailValues || d.diets.keys.contains(where: { $0.unicodeScalars.count > TextLimits.tag }) {
            let kept = d.diets.keys.filter { $0.unicodeScalars.count <= TextLimits.tag }.sorted().prefix(TextLimits.detailValues)
            d.diets = d.diets.filter { kept.contains($0.key) }
            cut.append("diets")
        }
        return (d, cut)
    }
}
