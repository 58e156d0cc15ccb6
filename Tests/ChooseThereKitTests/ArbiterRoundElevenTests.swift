import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 11 (an anniversary, coworkers with an hour,
/// a father and a daughter after "aesthetic" cafés, an Argentine tourist, a
/// dieter, a concert at night in capitals, a vegan and a carnivore, a city
/// changed twice, errands we do not run): each a class, with new phrasings.
@Suite("Arbiter, blind round 11")
struct ArbiterRoundElevenTests {
    /// Having something that is no place is not my list.
    @Test(arguments: ["I have zero time today, something quick and cheap", "eu tenho só uma hora, algo rápido e barato"])
    func havingIsNoList(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "spin")
    }

    /// Making the pick a favourite, beside a remark or a story.
    @Test(arguments: ["love the decor. make it a favourite", "ele adorou, marca esse como favorito"])
    func makingItAFavourite(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "favorite", after: ["spin bar"])
    }

    /// "cara" said to someone, or of people counted, is no price.
    @Test(arguments: [("valeu cara, outro", "again"), ("somos 8 caras, um boteco animado", "spin")])
    func caraIsDude(_ line: String, _ verb: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, verb, after: ["spin bar"])
        #expect(!json.contains("\"price\":3"), "\(line) → \(json)")
    }

    /// Errands we do not run (a ride, a booking, a delivery) beside a price complaint are no pick.
    @Test(arguments: ["a corrida tá cara, chama um uber pra mim?", "too pricey lol, can you book a table somewhere?"])
    func errandsAreNotOurs(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "unknown", after: ["spin bar"])
    }

    /// A removal ends where a new wish opens; the favourites can be removed too.
    @Test(arguments: [
        ("FORGET BURGERS ANYTHING OPEN WITH CHEAP BEER", "\"tags\":[\"beer\"]"),
        ("esquece os favoritos, qualquer um", "\"favorites\":false"),
    ])
    func aRemovalEndsWhereAWishOpens(_ line: String, _ slot: String) throws {
        let json = try ArbiterRoundEightTests.explain(line, after: ["spin burger from my favorites"])
        #expect(json.contains(slot), "\(line) → \(json)")
    }

    /// The noun "show" (a concert) is no command; the verb still is.
    @Test(arguments: [("what a show tonight, the band was unreal", "unknown"), ("show me the details", "show")])
    func theNounShow(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb, after: ["spin bar"])
    }

    /// Close to a landmark, or in the neighbourhood, is a search nearby.
    @Test(arguments: ["a bakery close to Praça da Sé", "good coffee somewhere in the neighborhood"])
    func closeToALandmark(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "near")
    }

    /// A kind of place in the plural, searched for, is places of that kind.
    @Test(arguments: ["search openstreetmap for cafés near me", "procura bares aqui perto no mapa"])
    func kindsInThePluralAreAKind(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "near")
    }

    /// What the pick looks like is no wish; where the speaker is from is no cuisine; a name keeps its small words.
    @Test(arguments: [
        ("parece uma lanchonete de rodoviária, outro", "again"), ("oi, sou mexicano, primeira vez aqui", "unknown"),
        ("me mostra o Boteco do Zé", "show"),
    ])
    func smallClasses(_ line: String, _ verb: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, verb, after: ["spin bar"])
        #expect(!json.contains("\"tags\":[\"mexican") && !json.contains("\"tags\":[\"snack bar"), "\(line) → \(json)")
        if verb == "show" { #expect(json.contains("Boteco do Zé"), "\(line) → \(json)") }
    }
}
