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
        row.english
    }

    /// The verb's declaration: its file under `Language/Verbs/`.
    var row: VerbRow {
        switch self {
        case .spin: Verb.spinRow
        case .again: Verb.againRow
        case .near: Verb.nearRow
        case .find: Verb.findRow
        case .why: Verb.whyRow
        case .rate: Verb.rateRow
        case .history: Verb.historyRow
        case .list: Verb.listRow
        case .show: Verb.showRow
        case .favorite: Verb.favoriteRow
        case .add: Verb.addRow
        case .edit: Verb.editRow
        case .forget: Verb.forgetRow
        case .open: Verb.openRow
        case .save: Verb.saveRow
        case .refetch: Verb.refetchRow
        case .tags: Verb.tagsRow
        case .location: Verb.locationRow
        case .city: Verb.cityRow
        case .cities: Verb.citiesRow
        case .settings: Verb.settingsRow
        case .log: Verb.logRow
        case .set: Verb.setRow
        case .cache: Verb.cacheRow
        case .importFile: Verb.importFileRow
        case .export: Verb.exportRow
        case .source: Verb.sourceRow
        case .help: Verb.helpRow
        case .explain: Verb.explainRow
        case .quit: Verb.quitRow
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
/// One verb's declaration, written in its own file under `Language/Verbs/`:
/// the command-table row in English, its name, usage, phrasings and help in
/// Portuguese, and the words without which its recognizer never runs (nil:
/// its evidence is open-ended, a city or a food word, and it is always tried).
/// The parser, `help`, Tab, did-you-mean and the man page all read this row.
struct VerbRow: Sendable {
    let english: CommandSpec
    let portugueseName: String
    let portugueseUsage: String
    let portuguesePhrases: [String]
    let portugueseHelp: (summary: String, details: String, examples: [String])
    let triggers: @Sendable () -> WordSet?
}

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
