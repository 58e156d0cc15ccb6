import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind rounds 25 and 26 (a medical student at 2 a.m., a
/// burger-only teenager, friends from Belo Horizonte in Recife, a wheelchair
/// user, cyclists and a half marathon, a couple choosing between two
/// cuisines, a flatmate fixing a place added wrong, a night guard, a
/// grandmother with grandchildren): each tried with new phrasings.
@Suite("Arbiter, blind rounds 25 and 26")
struct ArbiterRoundTwentyFiveTests: ReadsAfterAPick {
    /// Stars given to a day, an exam or a person rate no place, even with a pick on screen.
    @Test(arguments: [
        "my day was like a 2 out of 5 honestly, what a monday",
        "the exam was maybe a 3 out of 5",
        "a prova de hoje foi nota 2, to arrasada",
        "the guy at the bakery remembers my order every morning. five star human",
    ])
    func starsOfSomethingElseRecordNothing(_ line: String) throws {
        let json = try Self.explain(line, after: ["spin bar"])
        #expect(json.hasPrefix(#"{"intent":"unknown""#), "\(line) → \(json)")
    }

    /// Changes no one asked for: "only from my favourites" marks nothing, a question about what the app keeps saves
    /// nothing, "anywhere" beside a kind keeps the city, a city no longer wanted is never the one switched to.
    @Test func unaskedChangesDoNotHappen() throws {
        let favourites = try Self.explain("only from my favourites actually, can't risk it tonight", after: ["spin romantic"])
        #expect(favourites.contains(#""intent":"spin""#) && favourites.contains(#""favorites":true"#), "\(favourites)")
        for line in ["falando nisso, o que esse app guarda sobre mim?", "what do you keep about me anyway?"] {
            let json = try Self.explain(line, after: [])
            #expect(!json.contains(#""intent":"save""#), "\(line) → \(json)")
        }
        for line in ["is there a bar anywhere?", "tô de dieta mas hoje é dia do lixo. manda uma pizza aí, qualquer lugar serve"] {
            let json = try Self.explain(line, after: ["switch city Curitiba"])
            #expect(!json.contains(#""intent":"city""#), "\(line) → \(json)")
        }
        let moved = try Self.explain(
            "moved to Curitiba last month for work, can you switch the city so I stop getting São Paulo places?", after: [])
        #expect(moved.contains(#""city":"Curitiba""#), "\(moved)")
        #expect(try Self.explain("5 stars, see you soon", after: ["spin bar"]).contains(#""intent":"rate""#))
    }

    /// A rating names the place it is about when one is named — never the current pick on a guess.
    @Test(arguments: [
        ("ah, e o Bar do Tonho que eu fui semana passada: 2 estrelas, não volto nunca mais", "Bar do Tonho"),
        ("Catching up on the weekend: Sushi Kazu on Friday was fantastic, give it 5 stars", "Sushi Kazu"),
        ("saturday lunch at Padaria Estrela was a letdown. 2 stars for them, not going back", "Padaria Estrela"),
        ("é, o Nonna Rosa foi melhor. dá 5 estrelas pra ele", "Nonna Rosa"),
    ])
    func aRatingOfANamedPlace(_ line: String, _ name: String) throws {
        let json = try Self.explain(line, after: ["spin bar"])
        #expect(json.contains(#""intent":"rate""#) && json.contains(#""target":"\#(name)""#), "\(json)")
    }

    /// "does it have…?" asks about the pick: its details, no new pick, no name to look up.
    @Test(arguments: ["does it have live music?", "does this one have a kids menu or smth", "esse tem música ao vivo? meu pai adora"])
    func whatThePickHasIsAsked(_ line: String) throws {
        let json = try Self.explain(line, after: ["spin bar"])
        #expect(json == #"{"intent":"show","slots":{}}"#, "\(line) → \(json)")
    }

    /// Negations read as people mean them: a kind refused after it, politely; a double negation; a price not needed.
    @Test func negationsAsMeant() throws {
        #expect(try Self.explain("pizza não pfv, comi ontem", after: []).contains(#""avoid":["pizza"]"#))
        let only = try Self.explain("my kid won't eat anything that isn't a burger, somewhere family friendly", after: [])
        #expect(only.contains(#""avoid":[]"#) && only.contains("burger"), "\(only)")
        let price = try Self.explain("moderate price is fine, we don't need fancy", after: [])
        #expect(price.contains(#""price":2"#), "\(price)")
    }

    /// A distance covered is no radius; asking what exists within a distance is a nearby search.
    @Test func distancesTold() throws {
        for line in ["just did 120km with the group and we're dead. need a big cheap meal near here", "80km de pedal hoje, bora comer"] {
            let json = try Self.explain(line, after: [])
            #expect(!json.contains("radius_km"), "\(line) → \(json)")
        }
        let near = try Self.explain("it's pouring rain and nobody wants to walk. anything within 500m that's open now?", after: [])
        #expect(near.contains(#""intent":"near""#) && near.contains(#""radius_km":0.5"#), "\(near)")
    }

    /// A decision among wishes picks the decided kind; a companion's diet is a wish.
    @Test func wishesWeighed() throws {
        let decided = try Self.explain("ok my gf wants japanese and i want italian. pick japanese for now", after: [])
        #expect(decided.contains(#""tags":["japanese"]"#), "\(decided)")
        let diet = try Self.explain("ele só come hambúrguer, então vai ter que ser hamburgueria mesmo", after: ["bora jantar"])
        #expect(diet.contains(#""intent":"spin""#) && diet.contains("burger"), "\(diet)")
    }

    /// Commands said in a sentence of their own, beside a story: a delete, the settings, the manual, a find by name.
    @Test func commandsBesideAStory() throws {
        let forget = try Self.explain(
            "ugh I typed the name wrong when I added it, and the price too, it's cheap not fancy. delete Pizaria Bela", after: [])
        #expect(forget.contains(#""intent":"forget""#) && forget.contains(#""confirmed":false"#), "\(forget)")
        #expect(
            try Self.explain("o que esse app guarda sobre mim? mostra as configurações", after: []) == #"{"intent":"settings","slots":{}}"#)
        #expect(try Self.explain("minha lista de tarefas tá enorme essa semana, socorro", after: []).hasPrefix(#"{"intent":"unknown""#))
        let find = try Self.explain("todo mundo fala do Bar da Dona Onça e eu nunca fui, acredita? acha ele pra mim", after: [])
        #expect(find.contains(#""query":"Bar da Dona Onça""#), "\(find)")
    }
}
