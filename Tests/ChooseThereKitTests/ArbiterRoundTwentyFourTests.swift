import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 24 (a pregnant woman's cravings, a football
/// final, a celiac, a polite grandfather, a delivery rider, homesickness for
/// the Northeast, the end of the month, Carnival in Salvador, a clean-up of
/// bad ratings, a backup before changing phones): each tried with new
/// phrasings.
@Suite("Arbiter, blind round 24")
struct ArbiterRoundTwentyFourTests: ReadsAfterAPick {
    /// Chit-chat that touched a risky verb or the session: a note to oneself edits no place, stars given before
    /// record nothing, an opinion of a city moves no session.
    @Test(arguments: [
        "note to self: buy an external drive for backups, this laptop is dying",
        "nota mental: comprar pilha pro controle da tv",
        "nossa, tem uns aqui que eu dei 1 estrela e nem lembrava",
        "there are a few here that i gave 1 star and totally forgot",
        "favourite city in the world? lisbon, no contest",
        "minha cidade preferida é Salvador, sem dúvida",
    ])
    func chitChatChangesNothing(_ line: String) throws {
        let json = try Self.explain(line, after: ["history"])
        #expect(json.hasPrefix(#"{"intent":"unknown""#), "\(line) → \(json)")
    }

    /// "n" is "and" in English chat ("quick n cheap"), "não" in Portuguese ("n quero japa"): a filter is never
    /// turned around by it.
    @Test func nIsAndInEnglish() throws {
        let json = try Self.explain("15 min break. need something quick n cheap near me, pastel or a sandwich whatever", after: [])
        #expect(json.contains(#""price":1"#) && json.contains(#""avoid":[]"#), "\(json)")
        #expect(try Self.explain("n quero japa", after: []).contains(#""avoid":["japanese"]"#))
    }

    /// A place whose name opens with its kind, or holds a known name, is the place removed (and asked about).
    @Test(arguments: [
        ("e apaga a Pizzaria Dom Pepe também, péssima", "Pizzaria Dom Pepe"),
        ("Cantina Roma is still here?? that's where i got food poisoning. remove it", "Cantina Roma"),
    ])
    func aNameWithItsKind(_ line: String, _ name: String) throws {
        let json = try Self.explain(line, after: ["history"])
        #expect(json.contains(#""intent":"forget""#) && json.contains(#""target":"\#(name)""#), "\(json)")
        #expect(json.contains(#""confirmed":false"#), "\(json)")
    }

    /// A clause of time before a file command leads in ("antes de trocar de celular exporta…").
    @Test func aTimeClauseLeadsIn() throws {
        let json = try Self.explain(
            "antes de trocar de celular exporta minha lista toda pro arquivo backup_lista.json", after: [])
        #expect(json.contains(#""intent":"export""#) && json.contains("backup_lista.json"), "\(json)")
    }
}
