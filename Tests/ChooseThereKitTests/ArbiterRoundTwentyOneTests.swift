import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Harms and classes found by blind round 21 (a call-centre night break, a
/// vegan anniversary, a youth football coach, a visitor from Japan, soft food
/// after dental surgery, a musician at 1 a.m., an estate agent, a grandmother
/// learning the app, a digital nomad, a new laptop): each a class, tried with
/// new phrasings.
@Suite("Arbiter, blind round 21")
struct ArbiterRoundTwentyOneTests: ReadsAfterAPick {
    /// Someone learning is no setting, and a switch word in another clause switches nothing (harm: learning off).
    @Test(arguments: [
        "Pedro stop laughing, grandma is learning", "my son is learning to cook, stop laughing",
        "minha avó tá aprendendo a usar o celular, para de rir",
    ])
    func someoneLearning(_ line: String) throws {
        #expect(!(try Self.explain(line, after: [])).hasPrefix(#"{"intent":"set""#), "\(line)")
        #expect(try Self.explain("turn learning off, I want it random") == #"{"intent":"set","slots":{"key":"learning","value":false}}"#)
    }

    /// A language that is a sentence's subject, or a "language teacher", sets nothing (harm: the replies turned Portuguese).
    @Test(arguments: [
        "portuguese has way too many verb tenses, even my language teacher agrees",
        "português é difícil demais, até meu professor de língua concorda",
    ])
    func aLanguageTalkedAbout(_ line: String) throws {
        #expect(!(try Self.explain(line, after: [])).hasPrefix(#"{"intent":"set""#), "\(line)")
        #expect(try Self.explain("fala português comigo") == #"{"intent":"set","slots":{"key":"language","value":"pt-BR"}}"#)
    }

    /// A city described moves no session (harm: the session moved to São Paulo, or to "anywhere").
    @Test(arguments: [
        "São Paulo é a cidade mais barulhenta que eu já morei", "the city is so loud tonight, fireworks everywhere",
        "Recife is so hot this time of year",
    ])
    func aCityDescribed(_ line: String) throws {
        #expect(!(try Self.explain(line, after: [])).hasPrefix(#"{"intent":"city""#), "\(line)")
        #expect(try Self.explain("any city is fine") == #"{"intent":"city","slots":{"any":true}}"#)
    }

    /// The radius set is the one after the set verb, not one told before it (harm: the radius was set to 2 km).
    @Test func theRadiusAfterTheVerb() throws {
        #expect(
            try Self.explain("moro longe de tudo e raio de 2 km não acha nada. muda o raio pra 5 km")
                == #"{"intent":"set","slots":{"key":"radius","value":5}}"#)
    }

    /// A command in its own last sentence after a story runs; a pronoun in it is the place the story names, and a
    /// delete never guesses which.
    @Test func aCommandAfterAStory() throws {
        #expect(
            try Self.explain("vou formatar o computador amanhã. exporta minha lista pra /tmp/lugares.json")
                == #"{"intent":"export","slots":{"path":"/tmp/lugares.json"}}"#)
        #expect(
            try Self.explain("o Sabor da Vila fechou de vez, que pena. tira ele da minha lista por favor")
                == #"{"intent":"forget","slots":{"confirmed":false,"target":"Sabor da Vila"}}"#)
        #expect(
            try Self.explain("Café Girassol is my happy place. mark it as a favourite please")
                == #"{"intent":"favorite","slots":{"on":true,"target":"Café Girassol"}}"#)
        // (One capitalised word is no place's name: "Easter" is never forgotten.)
        #expect(!(try Self.explain("we went there at Easter and it was awful. delete it")).contains("Easter\""))
        // (A correction after the command still decides: "… no wait, merge".)
        #expect(try Self.explain("import backup.json replace... no wait, merge").contains(#""mode":"merge""#))
    }

    /// Stars given with "rate" and a name are a rating of that place, whoever came along in another sentence
    /// (it was read as a pick with a minimum of stars).
    @Test func aNamedRatingBesideItsStory() throws {
        let json = try ArbiterRoundEightTests.expectVerb("rate Sushi Kenzo 5 stars please. went there friday with my sister", "rate")
        #expect(json.contains(#""target":"Sushi Kenzo""#), "\(json)")
        let told = try ArbiterRoundEightTests.expectVerb("Bar do Zé was great, 4 stars, would totally go back", "rate")
        #expect(told.contains(#""target":"Bar do Zé""#), "\(told)")
        #expect(try Self.explain("Pastel do Japa nota 2. nunca mais piso lá").contains(#""target":"Pastel do Japa""#))
        #expect(try Self.explain("my sister gave it 4 stars").hasPrefix(#"{"intent":"unknown""#))
    }

    /// Questions about the pick show it, with no target made of the question's other words.
    @Test(arguments: [
        "whats this place like? will 15 kids even fit", "is it any good? what are the ratings like", "fica a quantos km daqui?",
    ])
    func questionsAboutThePick(_ line: String) throws {
        #expect(try Self.explain(line) == #"{"intent":"show","slots":{}}"#, "\(line)")
    }

    /// An app asked about, or named in its own sentence, opens the pick there; what it is for names no place.
    @Test func appsAskedAbout() throws {
        #expect(try Self.explain("can i get it on ifood? not leaving the couch") == #"{"intent":"open","slots":{"app":"ifood"}}"#)
        #expect(try Self.explain("how do i get there? maps please") == #"{"intent":"open","slots":{"app":"maps"}}"#)
        #expect(try Self.explain("abre o site deles, quero ver o cardápio antes") == #"{"intent":"open","slots":{"app":"link"}}"#)
        #expect(try Self.explain("open Bar do Zé in maps") == #"{"intent":"open","slots":{"app":"maps","target":"Bar do Zé"}}"#)
        #expect(try Self.explain("como faço pra chegar no Jobi?").contains(#""target":"Jobi""#))
    }

    /// A list searches only its own sentence, up to what it is for.
    @Test func aListsOwnSentence() throws {
        #expect(try Self.explain("mostra minha lista pra eu conferir", after: []) == #"{"intent":"list","slots":{}}"#)
        #expect(
            try Self.explain("chuva forte aqui, nem pensar em sair de casa. me mostra a lista dos meus lugares de peixe", after: [])
                == #"{"intent":"list","slots":{"tags":["fish"]}}"#)
    }

    /// The switch's own sentence names the city; "too" before what it makes more is no "also"; "cara" opening an
    /// exclamation is "dude".
    @Test func smallClasses() throws {
        #expect(
            try Self.explain("just landed in porto alegre for the week, so change the city please. floripa was lovely", after: [])
                .contains(#""city":"Porto Alegre""#))
        #expect(
            try Self.explain("actually make it healthy, i've had way too much junk this week", after: ["near me sandwich"])
                == #"{"intent":"near","slots":{"avoid":[],"tags":["healthy"]}}"#)
        #expect(!(try Self.explain("cara q noite, o público cantou todas")).contains(#""price""#))
    }
}
