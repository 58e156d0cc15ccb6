import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 41 (a rainy weeknight, a couple who cannot
/// decide, a strict diet, a work trip to Porto Alegre, a breakfast before a
/// flight, a grandparent's 80th, a student with no money, a cuisine never
/// tried, visits rated by name, places corrected, a friend's place searched,
/// repeats and learning, lists shared, history, quitting, harmless chat):
/// each tried with new phrasings.
@Suite("Arbiter, blind round 41")
struct ArbiterRoundFortyOneTests: ReadsAfterAPick {
    /// "a tag" is the tags field; a reason after the new value is no part of it.
    @Test func aTagAndAReasonAfterTheValue() throws {
        #expect(
            try Self.explain("troca a tag do Bar Paraná pra boteco", after: [])
                == #"{"intent":"edit","slots":{"field":"tags","target":"Bar Paraná","value":"boteco"}}"#)
        #expect(
            try Self.explain("rename Casa Velha to Casa Velha Bistrô, I typed it wrong", after: [])
                == #"{"intent":"edit","slots":{"field":"name","target":"Casa Velha","value":"Casa Velha Bistrô"}}"#)
    }

    /// A habit told after "why?" is the question's reason, not a pick.
    @Test func aHabitToldAfterWhy() throws {
        #expect(try Self.explain("pq esse? vc sempre sorteia os mesmos lugares", after: ["spin bar"]) == #"{"intent":"why","slots":{}}"#)
    }

    /// "me vê um X" asks for one; a phrase of asking frames no name in a city.
    @Test func meVeUm() throws {
        #expect(
            try Self.explain("me vê um japonês em Curitiba", after: [])
                == #"{"intent":"spin","slots":{"avoid":[],"city":"Curitiba","favorites":false,"rating":"any","tags":["japanese"]}}"#)
    }

    /// Stars before "ones" or a place noun describe places: never a rating recorded.
    @Test func starsBeforeOnesAreNoRating() throws {
        for line in ["only the 5 star ones", "just 4-star places tonight"] {
            #expect(!(try Self.explain(line, after: ["spin bar"])).hasPrefix(#"{"intent":"rate""#), "\(line)")
        }
    }

    /// A documentary or a report about food, a list of something else: nothing asked.
    @Test func chatAboutShowsAndOtherLists() throws {
        for line in [
            "assisti um documentário sobre pizza napolitana ontem", "read a report about ramen shops closing",
            "a lista de compras do mês tá enorme", "my list of movies to watch is endless",
        ] {
            #expect(try Self.explain(line, after: []).hasPrefix(#"{"intent":"unknown""#), "\(line)")
        }
        #expect(try Self.explain("mostra minha lista de lugares", after: []) == #"{"intent":"list","slots":{}}"#)
    }

    /// Showing one of a kind is a pick; the cheapest is the cheap tier; something described is no name.
    @Test func picksSaidOtherwise() throws {
        #expect(try Self.explain("me mostra uma hamburgueria", after: []).hasPrefix(#"{"intent":"spin""#))
        #expect(try Self.explain("onde fica o lugar mais barato aqui perto?", after: []).contains(#""price":1"#))
        let described = try Self.explain("find me something warm and cheap around here", after: [])
        #expect(described.hasPrefix(#"{"intent":"near""#), "\(described)")
    }

    /// Being in a city for some days is a trip, not where I am: the pick names the city.
    @Test func aCityForSomeDays() throws {
        let read = try Self.explain("tô em porto alegre pra um curso de 5 dias. me indica um café em porto alegre", after: [])
        #expect(read.hasPrefix(#"{"intent":"spin""#) && read.contains(#""city":"Porto Alegre""#), "\(read)")
    }

    /// A change of mind, "agora quer X", replaces the kind; "agora com X" adds.
    @Test func aChangeOfMind() throws {
        #expect(
            try Self.explain("ele mudou de ideia, agora quer pizza", after: ["sorteia um japonês"])
                == #"{"intent":"spin","slots":{"avoid":[],"favorites":false,"rating":"any","tags":["pizza"]}}"#)
        #expect(try Self.explain("agora com vista", after: ["sorteia um bar"]).contains(#""bar","view""#))
    }

    /// What a dish is, asked, asks for no place.
    @Test func whatADishIs() throws {
        #expect(try Self.explain("o que é moqueca?", after: ["spin bahian"]).hasPrefix(#"{"intent":"unknown""#))
        #expect(try Self.explain("what's pho?", after: ["spin vietnamese"]).hasPrefix(#"{"intent":"unknown""#))
    }

    /// A file named in another sentence is the one imported, not the last preview.
    @Test func aFileNamedElsewhereInTheLine() throws {
        #expect(
            try Self.explain("o Léo mandou a lista dele, o arquivo é leo.json. importa mesclando", after: [])
                == #"{"intent":"import","slots":{"mode":"merge","path":"leo.json","preview":false}}"#)
    }
}
