// MARK: - Triggers: which readers a line can concern at all

/// The words without which a verb's recognizer can never find its evidence
/// (its cue words, and one word of each of its cue phrases): a line with
/// none of them skips that recognizer. Most lines name one or two
/// commands, so most of the thirty recognizers are never run on them.
///
/// A verb whose evidence is open-ended (a city, a place name, a food word,
/// stars) has no trigger words and is always tried. When a recognizer
/// learns a new cue, its word belongs here too: the phrasing corpus fails
/// otherwise.
enum Triggers {
    /// The trigger words of `verb`, or nil when it is always tried.
    static func words(_ verb: Verb) -> WordSet? {
        switch verb {
        case .explain: MetaWords.explain
        case .quit: MetaWords.quit.union(MetaWords.farewells.anchors).union(MetaWords.closeProgram.anchors)
        case .source: FileWords.source.union(FileWords.sourcePhrases.anchors)
        case .importFile:
            FileWords.importVerbs.union(FileWords.importPhrases.anchors).union(FileWords.preview.anchors).union(FileWords.overwrite)
        case .export: FileWords.exportVerbs.union(FileWords.exportPhrases.anchors).union(FileWords.writeVerbs)
        case .log: MetaWords.log
        case .tags: MetaWords.tags
        case .cities: MetaWords.cities.anchors
        case .refetch: PlaceCommandWords.refetch.anchors
        case .cache: MetaWords.clearCache.anchors.union(MetaWords.refresh.anchors).union(["cache"])
        case .settings:
            MetaWords.settings.union(SettingWords.radius).union(SettingWords.learning).union(SettingWords.animation).union(
                SettingWords.language)
        case .set: SettingWords.triggers
        case .why: MetaWords.why.anchors
        case .history:
            ListWords.history.union(ListWords.historyPhrases.anchors).union(ListWords.historyQuestions.anchors).union(
                ListWords.beenTo.anchors
            )
            .union(ListWords.visitWords).union(ListWords.saidWords)
        case .list:
            ListWords.listVerbs.union(ListWords.myPlaces.anchors).union(FilterWords.favorites.anchors).union(FavoritesWords.nouns)
                .union(ListWords.page).union(ListWords.all.anchors).union(ListWords.searchVerbs).union(PickWords.findPhrases.anchors)
                .union(ListWords.pluralMine)
        case .favorite: PlaceCommandWords.fav.union(PlaceCommandWords.unfav).union(FavoritesWords.nouns)
        case .add: EditWords.addVerbs.union(AddWords.newPlace.anchors)
        case .edit: EditWords.rename.union(EditWords.fields.anchors).union(EditWords.noteVerbs).union(EditWords.movedAt)
        case .forget:
            PlaceCommandWords.forget.union(PlaceCommandWords.takeVerbs).union(PlaceCommandWords.forgetPhrases.anchors)
                .union(PlaceCommandWords.idioms.anchors)
        case .save: PlaceCommandWords.save.union(PlaceCommandWords.saveToList.anchors)
        case .open: PlaceCommandWords.open.union(PlaceCommandWords.route.anchors).union(PlaceCommandWords.apps.anchors)
        case .show:
            PlaceCommandWords.show.union(PlaceCommandWords.showPhrases.anchors).union(PlaceCommandWords.aboutPhrases.anchors).union(["like"]
            )
        case .help, .rate, .find, .near, .location, .city, .again, .spin: nil
        }
    }

    /// Word number → the bits of the verbs it triggers.
    private static let table: WordIDMap<UInt64> = {
        var bits: [String: UInt64] = [:]
        for verb in Verb.allCases {
            guard let words = words(verb) else { continue }
            for word in words { bits[word, default: 0] |= bit(verb) }
        }
        return WordIDMap(bits.map { (WordID.interned($0.key), $0.value) })
    }()

    /// The verbs that are always tried, as bits.
    static var alwaysTried: UInt64 { always }
    private static let always: UInt64 = Verb.allCases.reduce(0) { words($1) == nil ? $0 | bit($1) : $0 }

    /// The bit of `verb` in a mask (verbs in declaration order; there are fewer than 64).
    static func bit(_ verb: Verb) -> UInt64 {
        guard let i = Verb.allCases.firstIndex(of: verb), i < 64 else { return ~0 }
        return UInt64(1) << UInt64(i)
    }

    /// The verbs whose recognizers a line with these words may concern.
    static func mask(_ words: [Word]) -> UInt64 {
        var mask = always
        for word in words { mask |= table[word.id] ?? 0 }
        return mask
    }
}
