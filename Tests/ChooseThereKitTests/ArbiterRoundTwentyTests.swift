import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Harms found by blind round 20 (a bus driver, a first date, retirees in Ouro
/// Preto, a pregnant woman's cravings, firefighters, a journalist, a family
/// from Portugal, someone who changes the city twice): each a class, tried
/// with new phrasings.
@Suite("Arbiter, blind round 20")
struct ArbiterRoundTwentyTests: ReadsAfterAPick {
    /// A name typed with its capitals right after "unfavorite" is the place, whatever "it" says after it (harm: the
    /// current pick lost its favourite).
    @Test(arguments: [
        ("unfavorite Casa Verde, it got worse", "Casa Verde"), ("desfavorita o Empório Lima, ele mudou de dono", "Empório Lima"),
    ])
    func theNamedFavourite(_ line: String, _ name: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "favorite")
        #expect(json.contains(#""target":"\#(name)""#), "\(line) → \(json)")
    }

    /// Someone else's language or someone else changing it sets nothing here (harm: the interface turned English).
    @Test(arguments: [
        "My son switched his tablet's language to English and now he can't find anything",
        "minha mãe mudou o idioma do celular pra inglês sem querer", "Grandpa set the language to Spanish on his TV",
    ])
    func someoneElsesLanguage(_ line: String) throws {
        #expect(!(try Self.explain(line, after: [])).hasPrefix(#"{"intent":"set""#), "\(line)")
        #expect(try Self.explain("switch the language to English") == #"{"intent":"set","slots":{"key":"language","value":"en"}}"#)
    }

    /// "To the beaches" names no town, and where one would like to live switches nothing (harm: the city moved to
    /// The Beaches, Canada).
    @Test(arguments: [
        "the road to the beaches is always jammed on sundays", "Someday I'd love to live in Recife, the weather is perfect",
    ])
    func noTownToMoveTo(_ line: String) throws {
        #expect(!(try Self.explain(line, after: [])).hasPrefix(#"{"intent":"city""#), "\(line)")
    }

    /// Not finding something is told, nothing looked for.
    @Test func notFindingIsTold() throws {
        #expect(!(try Self.explain("my dad can't find his glasses again lol", after: [])).hasPrefix(#"{"intent":"find""#))
    }

    /// Places I gave good marks are my best visits; a backup of my ratings is ours to write; seeing the game is what
    /// the place is for.
    @Test func bestMarksBackupAndTheGame() throws {
        #expect(try Self.explain("quais lugares a gente deu nota alta?") == #"{"intent":"history","slots":{"filter":"best"}}"#)
        #expect(try Self.explain("faz um backup das minhas avaliações, por favor") == #"{"intent":"export","slots":{}}"#)
        #expect(try Self.explain("faz um backup das fotos do celular").hasPrefix(#"{"intent":"unknown""#))
        try ArbiterRoundEightTests.expectVerb("somewhere good to watch the match tonight, cold beer", "spin")
    }
}
