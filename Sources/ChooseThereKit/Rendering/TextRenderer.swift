// MARK: - Replies as text

/// A reply in lines for people, the error message (for standard error) and
/// the notices. Cleans every piece of data it shows, once, here.
public struct RenderedText: Sendable, Equatable {
    public var lines: [Line]
    public var error: String?
    public var notices: [String]
}

/// What every part of the text renderer knows (language, width, symbols)
/// and the pieces they share; each family of replies is a `…Text` type in
/// its own file (`PickText.swift`, `PlaceText.swift`…).
protocol TextRendering {
    var wording: Wording { get }
    var width: Int { get }
    var symbols: SymbolSet { get }
    init(wording: Wording, width: Int, symbols: SymbolSet)
}

extension TextRendering {
    var w: Wording { wording }

    /// Another family's renderer, in the same language, width and symbols.
    func part<Part: TextRendering>(_ part: Part.Type) -> Part { Part(wording: wording, width: width, symbols: symbols) }
}

/// Turns replies into styled lines in one language at one width.
public struct TextRenderer: TextRendering {
    public var wording: Wording
    /// Terminal columns; the shell sets it again before each reply, so a
    /// resize (SIGWINCH) applies from the next reply on.
    public var width: Int
    /// Unicode or ASCII symbols.
    public var symbols: SymbolSet
    /// Fold long lines at word boundaries to `width` (at a terminal; a pipe
    /// gets whole lines).
    public var wrapsLines: Bool

    public init(wording: Wording = .english, width: Int = 80, symbols: SymbolSet = .unicode, wrapsLines: Bool = false) {
        self.wording = wording
        self.width = width
        self.symbols = symbols
        self.wrapsLines = wrapsLines
    }

    init(wording: Wording, width: Int, symbols: SymbolSet) {
        self.init(wording: wording, width: width, symbols: symbols, wrapsLines: false)
    }

    public func render(_ reply: Reply) -> RenderedText {
        var lines: [Line] = []
        for item in reply.items { lines += render(item) }
        var error: String?
        if let failure = reply.failure {
            lines += failureLines(failure)
            error = message(for: failure)
        }
        var text = RenderedText(lines: lines, error: error, notices: reply.notices.map(notice))
        if symbols == .ascii {
            text.lines = text.lines.map { Line($0.spans.map { Span(Symbols.ascii($0.text), $0.style) }) }
            text.error = text.error.map(Symbols.ascii)
            text.notices = text.notices.map(Symbols.ascii)
        }
        if wrapsLines { text.lines = text.lines.flatMap { TextWrap.wrap($0, width: width) } }
        return text
    }

    func render(_ item: ReplyItem) -> [Line] {
        switch item {
        case .pick(let v): part(PickText.self).pick(v)
        case .nearby(let v): part(PickText.self).nearby(v)
        case .places(let v): part(PlaceText.self).places(v)
        case .place(let v): part(PlaceText.self).place(v)
        case .rated(let v): part(PlaceText.self).rated(v)
        case .history(let v): part(PlaceText.self).history(v)
        case .why(let v): part(PickText.self).why(v)
        case .settings(let v): part(SettingsText.self).settings(v)
        case .cityChanged(let v): part(SettingsText.self).cityChanged(v)
        case .cities(let v): part(SettingsText.self).cities(v)
        case .cityMatches(let v): part(SettingsText.self).cityMatches(v)
        case .tags(let v): part(SettingsText.self).tags(v)
        case .imported(let v): part(SettingsText.self).imported(v)
        case .events(let v): part(EventText.self).events(v)
        case .helpOverview: part(SettingsText.self).helpOverview()
        case .helpTopic(let name): part(SettingsText.self).helpTopic(name)
        case .explain(let json): [Line(json.encoded())]
        case .message(let m): part(MessageText.self).message(m)
        }
    }

    func notice(_ notice: Notice) -> String {
        switch notice {
        case .brokenSettingsKept(let path):
            w.text(.noticeBrokenSettings, ["path": SafeText.clean(String(path.dropLast(".broken".count))), "backup": SafeText.clean(path)])
        case .readAs(let corrections):
            w.text(
                .noticeReadAs,
                ["words": corrections.map { "“\(SafeText.clean($0.typed))” → “\(w.command(w.term($0.read)))”" }.joined(separator: ", ")])
        case .ignoredWords(let words):
            w.text(.noticeIgnored, ["words": words.map { "“\(SafeText.clean($0))”" }.joined(separator: ", ")])
        case .areasNotUsed(let areas):
            w.text(.noticeAreasNotUsed, ["areas": areas.map { "“\(SafeText.clean($0))”" }.joined(separator: ", ")])
        case .followUpNotRun(let command):
            w.text(.noticeFollowUpNotRun, ["command": SafeText.clean(w.command(command))])
        }
    }
}

extension TextRendering {
    /// `★★★★☆`, with `4/5` after it when `text` (for screen readers and
    /// anyone who cannot tell the symbols apart).
    func stars(_ n: Int, text: Bool = false) -> String {
        let n = max(0, min(5, n))
        let drawn = String(repeating: "★", count: n) + String(repeating: "☆", count: 5 - n)
        return text ? drawn + " " + w.text(.textStars, ["n": String(n)]) : drawn
    }

    /// `♥ fav`: the heart with its word.
    var favouriteMark: String { "♥ " + w[.textFavourite] }

    /// The direction of a bearing: `↗ NE` in Unicode, `NE` in ASCII.
    func direction(_ bearing: Double) -> String {
        let points = w[.compassPoints].split(separator: " ").map(String.init)
        let point = points.count == 8 ? points[Symbols.sector(bearing)] : ""
        return symbols == .ascii ? point : Symbols.arrow(forBearing: bearing) + (point.isEmpty ? "" : " " + point)
    }

    /// `  3  ` — a right-aligned number in a gutter as wide as the largest.
    func gutter(_ number: Int, of count: Int) -> Span {
        let text = String(number), widest = String(count).count
        return Span("  " + String(repeating: " ", count: max(0, widest - text.count)) + text + "  ", .dim)
    }

    /// A name cut and padded to a column.
    func column(_ name: String, _ width: Int) -> String { DisplayWidth.pad(DisplayWidth.truncate(name, to: width), to: width) }

    /// The width of a name column: a third of the screen at most, 12 at least.
    func nameWidth(_ names: [String]) -> Int { min(max(12, width / 3), names.map(DisplayWidth.of).max() ?? 12) }

    /// `category · tag, tag, tag` without the category repeated.
    func kind(_ place: Restaurant, tags limit: Int = 3) -> String {
        let tags = place.tags.filter { Folding.key($0) != Folding.key(place.category) }
        var text = SafeText.clean(w.term(place.category))
        if !tags.isEmpty { text += " · " + tags.prefix(limit).map { SafeText.clean(w.term($0)) }.joined(separator: ", ") }
        return text
    }

    /// `★★★★☆ 4.0 from 2 visits · last visit 2026-11-21`, or "not rated yet".
    func ratingSummary(_ place: Restaurant) -> String {
        guard let avg = place.ratingAverage, place.ratingCount > 0 else { return w[.notRatedYet] }
        var text =
            stars(Int(avg.rounded())) + " "
            + w.text(.ratingFromVisits, ["avg": w.decimals(Format.fixed(avg, 1)), "visits": w.count(place.ratingCount, .nounVisit)])
        if let last = place.lastVisitedAt { text += " · " + w.text(.lastVisit, ["date": DateText.day(last)]) }
        return text
    }

    /// "Next: …" hints.
    func next(_ hint: String, indent: String = "") -> Line {
        Line([Span(indent + w[.next] + " ", .dim), Span(hint, .accent)])
    }

    /// Wrapped at word boundaries to the screen.
    func wrap(_ text: String, indent: Int = 0) -> [String] { TextWrap.wrap(text, width: width - indent) }
}
