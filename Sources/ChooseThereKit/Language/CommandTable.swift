#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
// MARK: - The command table: one declaration per verb

/// Every command, keyed by a type: the parser, `help`, Tab and the man page
/// read `Verb.spec`, and the parser's recognizers switch over `Verb` — so a
/// verb without a help line, a completer (`argument`) or a recognizer does
/// not compile.
public enum Verb: String, Sendable, Equatable, CaseIterable {
    case spin
    case again
    case near
    case find
    case why
    case rate
    case history
    case list
    case show
    case favorite
    case add
    case edit
    case forget
    case open
    case save
    case refetch
    case tags
    case location
    case city
    case cities
    case settings
    case log
    case set
    case cache
    case importFile = "import"
    case export
    case source
    case help
    case explain
    case quit

    /// The verb's row: phrasings, usage, help and what its argument completes.
    public var spec: CommandSpec {
        switch self {
        case .spin:
            CommandSpec(
                verb: self,
                phrases: [
                    "spin", "pick", "roll", "surprise me", "choose", "decide", "where should we eat", "where do we eat", "sorteia",
                    "sortear", "escolhe", "escolher", "onde comer",
                    "open now", "what's open", "whats open", "what is open", "o que esta aberto",
                ],
                usage: "spin [TAGS…] [not TAG…] [cheap|$$|fancy] [within 3km] [favorites] [top rated] [open now [strict]]",
                summary: "pick a place at random from your list, with filters",
                details:
                    "Tags and categories narrow the pool (japanese, bar, coffee…); not/no/avoid/without exclude; cheap ($), $$ and fancy ($$$) set the price; within 3km needs a known location; favorites keeps favourites only; top rated prefers well-rated places and only top rated keeps them; open now keeps places open now (places with unknown hours stay, counted and named; open now strict leaves them out). Places you visited recently are skipped (set avoid-repeats).",
                examples: [
                    "spin", "spin bar cheap", "pick japanese not sushi within 3km", "spin favorites", "spin top rated", "spin open now",
                    "what's open",
                ],
                group: .deciding, argument: .filters)
        case .again:
            CommandSpec(
                verb: self,
                phrases: [
                    "spin again", "again", "another", "another one", "next", "reroll", "re-roll", "roll again", "pick again", "outro",
                    "outra", "de novo", "mais um", "mais uma",
                ],
                usage: "again", summary: "another pick from the same pool, never repeating one already shown",
                details: "When every place in the pool has been shown, a new cycle starts and says so. New filters start a new pool.",
                examples: ["spin again", "again", "reroll", "de novo"], group: .deciding, argument: .none)
        case .near:
            CommandSpec(
                verb: self, phrases: ["near me", "nearby", "near", "around me", "close by", "perto de mim", "perto", "por perto"],
                usage: "near me [RADIUS] [TAGS…] [from osm|from my list]", summary: "places near you, nearest first",
                details:
                    "Searches your list (default) or OpenStreetMap within the radius (100 m–10 km) around your location, or the city centre when no location is set.",
                examples: ["near me 2km bar", "near me 500m coffee from osm", "perto de mim 1km"], group: .deciding, argument: .filters)
        case .find:
            CommandSpec(
                verb: self,
                phrases: [
                    "find", "search", "search for", "look for", "is there", "are there", "acha", "achar", "encontra", "encontrar",
                    "buscar", "busca", "procurar", "procura", "tem algum", "tem alguma", "onde tem",
                ],
                usage: "find TEXT near me|from osm|in CITY [RADIUS]", summary: "search OpenStreetMap for a name, brand, dish or cuisine",
                details:
                    "Around your location (or the city centre), or in a city: temaki in Curitiba. Case and accents never matter. Results are numbered, nearest first: show N for the details, save N to keep one. Without near me, from osm or a city, find and search look in your own list.",
                examples: [
                    "find Mocotó near me", "search açaí from osm", "acha temaki aqui perto", "is there a Mocotó near me?",
                    "temaki in Curitiba",
                ],
                group: .deciding, argument: .text)
        case .why:
            CommandSpec(
                verb: self, phrases: ["why", "why this", "why this one", "why that", "por que", "porque", "por quê"],
                usage: "why", summary: "explain the current pick: filters, pool, exclusions, weights",
                details: "",
                examples: ["why", "why this one"], group: .deciding, argument: .none)
        case .rate:
            CommandSpec(
                verb: self, phrases: ["rate", "rated", "nota", "avaliar", "avalie", "dar nota"],
                usage: "rate STARS [would return|never again] [match] [QUICK TAGS] [NOTE]",
                summary: "rate the current pick (or a named place) 1–5 stars",
                details:
                    "Records a visit dated now. would return is the default; never again says otherwise; match marks a perfect match. Quick tags: good value, nice ambience, great service, amazing food, slow, disappointing. Other words become the note.",
                examples: ["rate 4 would return", "rate 5 match great ramen", "4 stars", "rate 2 never again"], group: .deciding,
                argument: .place)
        case .history:
            CommandSpec(
                verb: self, phrases: ["history", "visits", "my visits", "historico", "visitas"],
                usage: "history [best|would return|match] [N]", summary: "your visits, newest first",
                details: "",
                examples: ["history", "history best", "history would return", "history match"], group: .deciding, argument: .none)
        case .list:
            CommandSpec(
                verb: self,
                phrases: [
                    "list", "ls", "search", "my list", "my places", "favorites", "lista", "listar", "buscar", "busca", "procurar",
                    "meus lugares", "favoritos",
                ],
                usage: "list [TEXT] [page N]", summary: "list places in the current city (name, category or tag)",
                details: "Matches names, categories, tags and addresses, case and accents ignored. Long lists are paged: list page 2.",
                examples: ["list", "list japanese", "search ramen", "list page 2"], group: .places, argument: .filters)
        case .show:
            CommandSpec(
                verb: self, phrases: ["show", "info", "details", "detalhes", "mostrar", "ver"],
                usage: "show [NAME|N]", summary: "everything about a place: the current pick, a name, or a number from the last list",
                details: "",
                examples: ["show", "show Bar da Dona Onça", "show 3", "details"], group: .places, argument: .place)
        case .favorite:
            CommandSpec(
                verb: self, phrases: ["favorite", "favourite", "fav", "favoritar", "unfavorite", "unfavourite", "unfav", "desfavoritar"],
                usage: "fav [NAME] | unfav [NAME]", summary: "mark or unmark a favourite (the current pick by default)",
                details: "",
                examples: ["fav", "favorite Tan Tan Bar", "unfav"], group: .places, argument: .place)
        case .add:
            CommandSpec(
                verb: self, phrases: ["add", "new place", "adicionar", "novo lugar"],
                usage: "add NAME at LAT,LNG [category C] [tags T…] [address A]", summary: "add a place to your list",
                details:
                    "Quote names with spaces if they contain command words. The city is the current one unless the coordinates say otherwise.",
                examples: [
                    "add \"Bar do Zé\" at -23.55,-46.63 tags bar boteco",
                    "add \"Casa Vegana\" at -25.43,-49.27 category restaurant tags vegan cheap",
                ], group: .places, argument: .text)
        case .edit:
            CommandSpec(
                verb: self, phrases: ["edit", "change", "editar", "alterar"],
                usage: "edit NAME FIELD VALUE",
                summary: "change a field of a place: name, category, address, tags, notes, link, price, at, hours",
                details:
                    "Fields: name, category, address, tags (replaces them), notes, link, price (1–3 or $…$$$), at (LAT,LNG), city, hours (OpenStreetMap's opening_hours, e.g. Mo-Fr 11:00-15:00; none clears them).",
                examples: [
                    "edit \"Bar do Zé\" address Rua Augusta, 100", "edit Mocotó tags northeastern cheap", "edit Mocotó price 2",
                    "edit Mocotó hours Mo-Sa 12:00-23:00; Su 12:00-17:00",
                ],
                group: .places, argument: .place)
        case .forget:
            CommandSpec(
                verb: self, phrases: ["forget", "delete", "remove", "esquecer", "apagar", "remover"],
                usage: "forget NAME [yes]", summary: "remove a place and its visits from your list",
                details: "Asks for confirmation in a terminal; scripts must say yes.",
                examples: ["forget Bar do Zé", "forget \"Bar do Zé\" yes"], group: .places, argument: .place)
        case .open:
            CommandSpec(
                verb: self, phrases: ["open", "route", "directions", "rota", "abrir", "como chegar"],
                usage: "open [maps|osm|google|tripadvisor|ifood|link] [NAME]",
                summary: "links for the current pick (maps, OpenStreetMap, Google, Tripadvisor, iFood, its website)",
                details: "",
                examples: ["open", "route", "open tripadvisor", "open ifood"], group: .places, argument: .place)
        case .save:
            CommandSpec(
                verb: self, phrases: ["save", "save this", "save it", "add it to my list", "add this", "salvar", "salva"],
                usage: "save", summary: "put the current nearby place into your list",
                details: "",
                examples: ["save", "save this", "add it to my list"], group: .places, argument: .none)
        case .refetch:
            CommandSpec(
                verb: self,
                phrases: ["refresh details", "update details", "refetch", "refetch details", "atualizar detalhes", "atualiza detalhes"],
                usage: "refresh details [NAME]", summary: "fetch a saved place's OpenStreetMap details again",
                details: "For places saved from a near … from osm or find search.",
                examples: ["refresh details", "refresh details Mocotó"],
                group: .places, argument: .place)
        case .tags:
            CommandSpec(
                verb: self, phrases: ["tags", "categories", "vocabulary", "categorias"],
                usage: "tags", summary: "the categories and tags in use, with counts",
                details: "",
                examples: ["tags"], group: .places, argument: .none)
        case .location:
            CommandSpec(
                verb: self,
                phrases: [
                    "i'm at", "im at", "i am at", "where am i", "my location", "location", "estou em", "to em", "tô em", "onde estou",
                ],
                usage: "i'm at LAT,LNG | i'm at ADDRESS | where am i", summary: "set or show your location",
                details: "",
                examples: ["i'm at -23.56,-46.69", "i'm at Av. Paulista 1000", "where am i"], group: .location, argument: .text)
        case .city:
            CommandSpec(
                verb: self,
                phrases: [
                    "switch city", "switch to", "change city", "city", "anywhere", "any city", "everywhere", "mudar cidade", "mudar para",
                    "trocar cidade", "cidade", "qualquer lugar", "qualquer cidade",
                ],
                usage: "switch city NAME | anywhere", summary: "choose the city you are in (or anywhere)",
                details: "Names are matched without regard to case or accents; add the state for ambiguous names (Santa Cruz, RN).",
                examples: ["switch city Curitiba", "city são paulo", "anywhere", "mudar cidade Rio de Janeiro"], group: .settings,
                argument: .city)
        case .cities:
            CommandSpec(
                verb: self, phrases: ["cities", "cidades", "list cities"],
                usage: "cities [NAME]", summary: "the cities in your list, or catalogue matches for NAME",
                details: "",
                examples: ["cities", "cities santa cruz"], group: .settings, argument: .city)
        case .settings:
            CommandSpec(
                verb: self, phrases: ["settings", "config", "preferences", "configuracoes", "configurações", "ajustes"],
                usage: "settings", summary: "show the current settings and where they are stored",
                details: "",
                examples: ["settings"], group: .settings, argument: .none)
        case .set:
            CommandSpec(
                verb: self, phrases: ["set", "learning", "radius", "raio", "definir"],
                usage: "set KEY VALUE", summary: "change a setting: radius, source, avoid-repeats, learning, city, location",
                details:
                    "radius 100 m–10 km; source list|osm; avoid-repeats 0–50 (0 = off); learning on|off; city NAME|anywhere; location LAT,LNG|none.",
                examples: ["set radius 5km", "set source osm", "set avoid-repeats 20", "learning off"], group: .settings, argument: .setting
            )
        case .cache:
            CommandSpec(
                verb: self, phrases: ["clear cache", "refresh", "limpar cache", "atualizar"],
                usage: "clear cache | refresh", summary: "empty the nearby-search cache, or repeat the last search fresh",
                details: "",
                examples: ["clear cache", "refresh"], group: .settings, argument: .none)
        case .importFile:
            CommandSpec(
                verb: self, phrases: ["import", "importar"],
                usage: "import PATH [merge|replace] [preview]", summary: "bring in a backup (or a list) from a file",
                details: "",
                examples: ["import backup.json", "import backup.json replace", "import backup.json preview"], group: .files, argument: .path
            )
        case .export:
            CommandSpec(
                verb: self, phrases: ["export", "backup", "exportar"],
                usage: "export [PATH] [overwrite]", summary: "write a backup file compatible with the iOS app",
                details:
                    "A file that exists is replaced only with overwrite: a terminal asks first, a script fails. A folder gets chooseThere_backup.json.",
                examples: ["export", "export ~/choosethere_backup.json", "export backup.json overwrite"], group: .files, argument: .path)
        case .source:
            CommandSpec(
                verb: self, phrases: ["source", "run", "replay", "executar"],
                usage: "source FILE", summary: "run the commands in a script file",
                details: "One command a line; # starts a comment; source nests, relative to the including file.",
                examples: ["source evening.ct"], group: .files, argument: .path)
        case .log:
            CommandSpec(
                verb: self, phrases: ["log", "event log", "events", "eventos"],
                usage: "log [N] | set log off|on|detailed", summary: "recent searches, lookups, imports, exports and errors",
                details:
                    "Kept in events.jsonl under $XDG_STATE_HOME/choosethere (never sent anywhere): what happened, how long it took, counts and outcome. Place names, searches and coordinates only with set log detailed; set log off stops it.",
                examples: ["log", "log 50", "set log off"], group: .settings, argument: .none)
        case .help:
            CommandSpec(
                verb: self, phrases: ["help", "?", "ajuda", "commands", "comandos"],
                usage: "help [COMMAND]", summary: "this list, or more about one command",
                details: "",
                examples: ["help", "help rate", "?"], group: .shell, argument: .topic)
        case .explain:
            CommandSpec(
                verb: self, phrases: ["explain", "explicar"],
                usage: "explain COMMAND", summary: "show how a command is understood (as JSON) without running it",
                details: "",
                examples: ["explain spin bar not sushi"], group: .shell, argument: .text)
        case .quit:
            CommandSpec(
                verb: self, phrases: ["quit", "exit", "bye", "q", ":q", "sair", "tchau"],
                usage: "quit", summary: "leave (Ctrl-D works too)",
                details: "",
                examples: ["quit", "bye", "sair"], group: .shell, argument: .none)
        }
    }
}

/// What kind of argument a command takes (drives completion and help).
public enum ArgumentKind: Sendable, Equatable {
    case none
    /// Tags, categories and filter words (`spin`, `near`).
    case filters
    /// A place name or a number from the last list.
    case place
    /// A city name.
    case city
    /// A setting name, then its value.
    case setting
    /// A file path.
    case path
    /// A help topic (a command name).
    case topic
    /// Free text.
    case text
}

/// One row of the command table: the verb, phrasings that select it (for
/// help and Tab; the parser understands far more), and its help.
public struct CommandSpec: Sendable {
    public let verb: Verb
    /// The intent name (also the help topic).
    public var name: String { verb.rawValue }
    /// Phrases that select the command, English first, then Portuguese.
    public let phrases: [String]
    public let usage: String
    public let summary: String
    public let details: String
    public let examples: [String]
    public let group: Group
    public let argument: ArgumentKind

    /// Sections of `help`.
    public enum Group: String, Sendable, CaseIterable {
        case deciding = "Deciding"
        case places = "Your places"
        case location = "Where you are"
        case settings = "City and settings"
        case files = "Files and scripts"
        case shell = "The shell"
    }
}

extension CommandSpec {
    /// What `help` says about the command in `language`; the usage line and
    /// the phrasings stay as typed.
    public func help(in language: ReplyLanguage) -> (summary: String, details: String, examples: [String]) {
        switch language {
        case .english: (summary, details, examples)
        case .portuguese: verb.portugueseHelp
        }
    }
}

extension CommandSpec.Group {
    /// The section title of `help` in `language`.
    public func title(in language: ReplyLanguage) -> String {
        switch language {
        case .english: rawValue
        case .portuguese: portuguese
        }
    }
}

/// The table, in help order.
public enum CommandTable {
    public static let all: [CommandSpec] = Verb.allCases.map(\.spec)

    /// Each row by its name and its Portuguese name, folded.
    private static let byName: [String: CommandSpec] = {
        var t: [String: CommandSpec] = [:]
        for spec in all { t[Folding.key(spec.verb.portugueseName)] = spec; t[spec.name] = spec }
        return t
    }()

    /// The row whose name (in either language) is the whole folded line (`edit`, `editar`).
    public static func spec(namedAlone folded: String) -> CommandSpec? { byName[folded] }

    /// The row named `name` (an intent name), if any.
    public static func spec(named name: String) -> CommandSpec? { Verb(rawValue: name)?.spec }

    /// The row a help topic refers to: a name or any phrasing, by prefix too.
    public static func spec(forTopic topic: String) -> CommandSpec? {
        let t = Folding.key(topic)
        if let exact = all.first(where: {
            $0.name == t || Folding.key($0.verb.portugueseName) == t || $0.phrases.contains { Folding.key($0) == t }
        }) {
            return exact
        }
        let prefixed = all.filter { $0.name.hasPrefix(t) }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    /// Every verb and phrasing, for did-you-mean and completion.
    public static var verbs: [String] {
        var seen = Set<String>()
        return all.flatMap { [$0.name] + $0.phrases }.filter { seen.insert($0).inserted }
    }
}
