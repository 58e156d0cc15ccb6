import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 22 (a wheelchair user, a couple with a dog,
/// an office party, keto, a gamer at 3 a.m., a lactose-intolerant child, a
/// very formal retired teacher, heavy slang, a picky chef, a couple
/// arguing): each tried with new phrasings.
@Suite("Arbiter, blind round 22")
struct ArbiterRoundTwentyTwoTests: ReadsAfterAPick {
    /// A kind chosen in so many words wins over the kinds someone else wanted or the old plan; a kind left out
    /// stays left out.
    @Test(arguments: [
        ("i'm on keto and my coworkers want pizza again. can you find me a steakhouse instead?", "steakhouse"),
        ("my gf wants mexican and i want peruvian. she gave up, so peruvian it is. pick one", "peruvian"),
        ("meu marido queria pizza e eu sushi. ele desistiu, então sushi. sorteia um", "sushi"),
        ("todo mundo quer churrasco de novo. acha um italiano em vez disso", "italian"),
    ])
    func theChosenKind(_ line: String, _ tag: String) throws {
        #expect(try Self.explain(line, after: []).contains(#""tags":["\#(tag)"]"#), "\(line)")
    }

    @Test func leftOutStaysLeftOut() throws {
        let json = try Self.explain("I have a peanut allergy so please avoid Thai and Chinese. Maybe some Italian instead?", after: [])
        #expect(json.contains(#""avoid":["thai","chinese"]"#) || json.contains(#""avoid":["chinese","thai"]"#), "\(json)")
        let dessert = try Self.explain(
            "minha filha não pode com lactose, então sorvete nem pensar. sorteia um lugar de açaí pra ela?", after: [])
        #expect(dessert.contains(#""tags":["açaí"]"#), "\(dessert)")
    }

    /// "Same budget" keeps the price; it says no cheap tier (it was read as cheap).
    @Test func sameBudgetKeepsThePrice() throws {
        let json = try Self.explain("ok forget the beer. a lively steakhouse, same budget", after: ["spin lively craft beer expensive"])
        #expect(!json.contains(#""price":1"#), "\(json)")
        #expect(try Self.explain("something on a budget", after: []).contains(#""price":1"#))
    }

    /// "digo" corrects the kind said before it.
    @Test func digoCorrects() throws {
        #expect(
            try Self.explain("me acha um bar perto daqui, digo, um café", after: [])
                == #"{"intent":"near","slots":{"avoid":[],"tags":["café"]}}"#)
    }

    /// "Why this one?" with a story of another time after it is still the question.
    @Test(arguments: ["why this one? last time their curry paste tasted store-bought", "pq esse? da outra vez a pizza chegou fria"])
    func whyWithAStory(_ line: String) throws {
        #expect(try Self.explain(line) == #"{"intent":"why","slots":{}}"#, "\(line)")
    }

    /// The facts asked about the pick, and how many we are, are no place's name.
    @Test(arguments: [
        "tell me more about this place, does it fit 25?", "qual o endereço e telefone dessa?",
        "Agradeço. Poderia informar-me o endereço e o horário de funcionamento?", "what are the opening hours of this one?",
    ])
    func factsAsked(_ line: String) throws {
        #expect(try Self.explain(line) == #"{"intent":"show","slots":{}}"#, "\(line)")
        // (What "esse tem…?" asks about is no name either: the pick's details answer it.)
        #expect(try Self.explain("esse tem estacionamento?") == #"{"intent":"show","slots":{}}"#)
    }

    /// A formal rating ("Atribuo cinco estrelas") is a rating.
    @Test func aFormalRating() throws {
        let json = try ArbiterRoundEightTests.expectVerb(
            "Retornamos. O bacalhau estava impecável. Atribuo cinco estrelas e certamente voltaremos.", "rate", after: ["spin"])
        #expect(json.contains(#""stars":5"#) && json.contains(#""would_return":true"#), "\(json)")
    }
}
