import Testing

@testable import ChooseThereKit

// MARK: - Replies in Brazilian Portuguese: a complete table, chosen by the locale

@Suite("Portuguese wording")
struct PortugueseWordingTests {
    /// `{name}` placeholders of a template, as a set.
    static func placeholders(_ template: String) -> Set<String> {
        var found: Set<String> = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            found.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return found
    }

    @Test func everyPhraseHasAPortugueseForm() {
        for phrase in Phrase.allCases {
            guard let english = EnglishPhrases.table[phrase], let portuguese = PortuguesePhrases.table[phrase] else {
                Issue.record("\(phrase) has no Portuguese form")
                continue
            }
            #expect(Self.placeholders(portuguese) == Self.placeholders(english), "\(phrase): placeholders differ")
            #expect(portuguese.filter { $0 == "|" }.count == english.filter { $0 == "|" }.count, "\(phrase): one|other forms differ")
            // Pieces glued to others keep their leading and trailing spaces.
            #expect(portuguese.hasPrefix(" ") == english.hasPrefix(" "), "\(phrase): leading space")
            #expect(portuguese.hasSuffix(" ") == english.hasSuffix(" "), "\(phrase): trailing space")
        }
        #expect(PortuguesePhrases.table.count == Phrase.allCases.count)
    }

    @Test func everyCommandHasPortugueseHelp() {
        for spec in CommandTable.all {
            let help = spec.help(in: .portuguese)
            #expect(!help.summary.isEmpty && help.summary != spec.summary, "\(spec.name) has no Portuguese summary")
            #expect(help.details.isEmpty == spec.details.isEmpty, "\(spec.name): details missing in one language")
            #expect(!help.examples.isEmpty, "\(spec.name) has no Portuguese examples")
        }
        for group in CommandSpec.Group.allCases { #expect(group.title(in: .portuguese) != group.rawValue) }
    }

    /// The examples `help` shows in Portuguese are understood as that command.
    @Test func portugueseExamplesAreUnderstood() {
        for spec in CommandTable.all {
            for example in spec.help(in: .portuguese).examples {
                let json = UnitFixtures.explain(example) ?? "nothing"
                // `log`'s "desliga o log" is `set log off`, as its English example is.
                let wanted = spec.verb == .log && example.contains("desliga") ? "set" : spec.name
                #expect(json.contains("\"intent\":\"\(wanted)\""), "'\(example)' reads as \(json), not \(wanted)")
            }
        }
    }

    /// A suggested command reads back the same in Portuguese: the verb and a
    /// rating's words about going back and matching ("nota 2 não voltaria").
    @Test func suggestedRatingsAreSaidInPortugueseAndReadBack() {
        let pt = Wording.portuguese
        #expect(pt.command("rate 2 never again") == "nota 2 não voltaria")
        #expect(pt.command("rate 5 would return match") == "nota 5 voltaria combinou")
        #expect(pt.command("switch city Recife") == "mudar cidade Recife")
        #expect(Wording.english.command("rate 2 never again") == "rate 2 never again")
        for (english, portuguese) in [
            ("rate 2 never again", pt.command("rate 2 never again")),
            ("rate 5 would return match", pt.command("rate 5 would return match")),
        ] {
            #expect(UnitFixtures.parser.parse(portuguese) == UnitFixtures.parser.parse(english), "\(portuguese)")
        }
    }

    @Test func theLocaleChoosesTheLanguage() {
        let cases: [([String: String], ReplyLanguage)] = [
            ([:], .english),
            (["LANG": "pt_BR.UTF-8"], .portuguese),
            (["LANG": "pt_PT.UTF-8"], .portuguese),
            (["LANG": "en_US.UTF-8"], .english),
            (["LANG": "C.UTF-8"], .english),
            (["LC_ALL": "en_US.UTF-8", "LANG": "pt_BR.UTF-8"], .english),
            (["LC_MESSAGES": "pt_BR.UTF-8", "LANG": "en_US.UTF-8"], .portuguese),
            (["LANGUAGE": "pt_BR:en", "LANG": "en_US.UTF-8"], .portuguese),
            // gettext ignores LANGUAGE under the C locale.
            (["LANGUAGE": "pt_BR", "LANG": "C"], .english),
        ]
        for (environment, expected) in cases {
            #expect(ReplyLanguage.fromLocale(environment) == expected, "\(environment)")
        }
        #expect(ReplyLanguage.chosen(setting: "en", locale: .portuguese) == .english)
        #expect(ReplyLanguage.chosen(setting: nil, locale: .portuguese) == .portuguese)
        #expect(ReplyLanguage.chosen(setting: "pt-BR", locale: .english) == .portuguese)
    }

    @Test func aReplyInPortuguese() {
        let renderer = TextRenderer(wording: .of(.portuguese))
        #expect(renderer.message(for: .noCurrentPlace(verb: "rate")).hasPrefix("Ainda não há um lugar atual"))
        #expect(Wording.of(.portuguese).count(2, .nounPlace) == "2 lugares")
        #expect(Wording.of(.portuguese).count(1, .nounVisit) == "1 visita")
    }
}
