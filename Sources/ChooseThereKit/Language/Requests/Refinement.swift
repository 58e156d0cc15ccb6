// MARK: - A change to the current pool

/// A change to the current pool: "cheaper", "closer", "what about italian",
/// "same but with beer", "not that one", "next page". The reducer applies it
/// to the pool (or the last list) and runs the resulting intent.
public struct Refinement: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Change filters and draw again.
        case adjust
        /// Not that one: draw again from the same pool.
        case again
        /// `next`/`more`: the next page after a list, else again.
        case next
        /// `previous page`, `back a page`: the page before, in the list being looked at.
        case previous
    }

    public var kind: Kind
    /// Replace the desired tags (`what about italian`).
    public var replaceTags: [String]?
    public var addTags: [String] = []
    public var removeTags: [String] = []
    public var addAvoid: [String] = []
    public var price: PriceChange?
    public var radiusKm: Double?
    public var distance: DistanceChange?
    public var favorites: Bool?
    public var rating: RatingPriority?
    public var openNow: Bool?
    public var strict: Bool?
    public var source: NearbySource?
    public var dishes: [DishMapping] = []
    /// A minimum rating in stars ("só com 4 estrelas pra cima").
    public var minStars: Int?
    /// Searched around me from now on ("agora procura perto daqui").
    public var nearby = false
    /// Tags that stay when the kinds are replaced: the ambience and price
    /// feel of the request ("romantic" stays when "e francês?" changes the cuisine).
    public var keepTags: Set<String> = []
    /// The stars filter is dropped ("esquece as estrelas", "forget the stars").
    public var clearsStars = false
    /// A city for this pick ("same thing but in Florianópolis"), with its UF or country.
    /// "just my favorites", "agora só os favoritos" after a list: the favourites alone, not those of the kinds and
    /// price asked before (a pick keeps them: the favourites among what was asked).
    public var favoritesAlone = false
    public var city: String?
    public var cityState: String?

    public init(kind: Kind = .adjust) { self.kind = kind }

    /// The kinds asked before, with this change's kinds put in place of them (the ambience and price feel kept)
    /// or added to them.
    public func kinds(changing tags: [String]) -> [String] {
        var kinds = tags
        if let replaced = replaceTags { kinds = kinds.filter { keepTags.contains($0) && !replaced.contains($0) } + replaced }
        for tag in addTags where !kinds.contains(tag) { kinds.append(tag) }
        return kinds
    }

    /// The price tier asked before, after this change (a tier said, a step, or none).
    public func price(changing tier: Int?) -> Int? {
        switch price {
        case .tier(let t)?: t
        case .cheaper?: tier.map { max(1, $0 - 1) } ?? 1
        case .pricier?: tier.map { min(3, $0 + 1) } ?? 3
        case .clear?: nil
        case nil: tier
        }
    }

    /// Whether it says only what a list filters by (kinds, a price,
    /// favourites), and says some of it.
    public var narrowsAList: Bool {
        kind == .adjust && (replaceTags != nil || !addTags.isEmpty || price != nil || favorites != nil) && removeTags.isEmpty
            && addAvoid.isEmpty && radiusKm == nil && distance == nil && rating == nil && openNow == nil && strict == nil
            && source == nil && dishes.isEmpty && minStars == nil && !nearby && !clearsStars && city == nil
    }

    /// A price change: a tier, one step cheaper or pricier, or none at all.
    public enum PriceChange: Sendable, Equatable { case tier(Int), cheaper, pricier, clear }
    /// Closer or farther than the current radius.
    public enum DistanceChange: Sendable, Equatable { case closer, farther }
}
