import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 10 (a rainy Sunday, a first date, students
/// on a budget, a dad after football, a nurse at 3 a.m., a couple who keep
/// overruling each other, one night in Recife, a game at a bar dictated by
/// voice, a newcomer in Curitiba): each a class, with phrasings the round did not contain.
@Suite("Arbiter, blind round 10")
struct ArbiterRoundTenTests {
    /// Someone else's move, or a setting changed elsewhere, moves no session.
    @Test(arguments: [
        "Lucas moved to Recife and won't stop posting about the beach",
        "My company changed the city in the expense app to Santos and nobody noticed",
        "ele mudou pra Curitiba e diz que lá é frio demais",
        "Our team switched the office city to Campinas last month",
    ])
    func someoneElsesMoveSwitchesNothing(_ line: String) throws {
        let json = try ArbiterRoundEightTests.explain(line)
        #expect(!json.contains("\"intent\":\"city\""), "\(line) → \(json)")
    }

    /// The speaker's own move, said as typed or misspelt, still switches.
    @Test(arguments: ["we moved to Recife", "swich city to recife", "I just moved to Recife, switch the city"])
    func myMoveSwitches(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "city")
    }

    /// Stars said right after a sentence about another thing's ratings go to it.
    @Test(arguments: [
        "Uber keeps asking me to rate every driver. 5 stars as usual, whatever.",
        "o app do banco pede avaliação toda hora. dei 1 estrela kkk",
    ])
    func starsAfterAnotherThingsRatingRecordNothing(_ line: String) throws {
        let json = try ArbiterRoundEightTests.explain(line, after: ["spin bar"])
        #expect(!json.contains("\"intent\":\"rate\""), "\(line) → \(json)")
    }

    /// A kind in a clause of its own, beside a reason, changes the kinds and keeps the rest (open now here).
    @Test(arguments: [
        ("something quick, burger maybe", "burger"), ("e um café? to sem fome", "café"), ("pizza? the kids are tired", "pizza"),
    ])
    func aKindBesideAReasonKeepsTheRest(_ line: String, _ tag: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "spin", after: ["is anything open right now?"])
        #expect(json.contains("\"open_now\":true"), "\(line) → \(json)")
    }

    /// Open now, or a kind framed with an article, after a find verb is a pick, not a search of the list.
    @Test(arguments: ["acha algo aberto agora", "find me something open now", "me acha uma sorveteria boa pra criança"])
    func aDescribedFindIsAPick(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "spin")
    }

    /// Kinds in the plural said as mine are my list.
    @Test(arguments: ["show me my pizzerias", "mostra minhas padarias", "show me our cafés"])
    func myKindsAreMyList(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "list")
    }
}

extension ArbiterRoundTenTests {
    /// Price said in words: refined, worth the splurge, the middle ground.
    @Test(arguments: [
        ("um lugar refinado pra comemorar", "\"price\":3"), ("pode caprichar no preço, é bodas de prata", "\"price\":3"),
        ("um bistrô no meio termo de preço", "\"price\":2"),
    ])
    func priceInWords(_ line: String, _ price: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "spin")
        #expect(json.contains(price), "\(line) → \(json)")
    }

    /// Disliking a kind leaves it out; it is never wished for.
    @Test(arguments: [
        ("my dad hates pizza, pick somewhere family-friendly", "pizza"), ("o Rafa detesta comida árabe, escolhe um bar", "arabic"),
    ])
    func aDislikedKindIsLeftOut(_ line: String, _ tag: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "spin")
        #expect(json.contains("\"avoid\":[\"\(tag)\"]"), "\(line) → \(json)")
    }

    /// Where someone is from is no cuisine.
    @Test(arguments: [
        "dinner with an investor from Italy, somewhere quiet and upscale", "jantar com uns turistas japoneses, algo bem brasileiro",
    ])
    func aPersonsNationalityIsNoCuisine(_ line: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "spin")
        #expect(!json.contains("italian") && !json.contains("japanese"), "\(line) → \(json)")
    }

    /// Nearness said as a landmark around the user is a search nearby; "around the same" is no landmark.
    @Test(arguments: [
        ("a cheap lunch spot around the university", "near"), ("something quick close to the bus station", "near"),
        ("uma lanchonete aqui pela praça", "near"), ("pizza around the same price", "spin"),
    ])
    func aLandmarkNearby(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb)
    }
}

extension ArbiterRoundTenTests {
    /// A correction takes back the kind before it; its "no" leaves nothing out.
    @Test(arguments: [
        ("I feel like tacos. Actually no, make it thai.", "thai"), ("quero pizza. na verdade não, um árabe", "arabic"),
        ("um japonês? não, pera, japonês eu comi ontem. um mexicano", "mexican"),
    ])
    func aCorrectionTakesTheKindBack(_ line: String, _ tag: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "spin")
        #expect(json.contains("\"tags\":[\"\(tag)\"]") && json.contains("\"avoid\":[]"), "\(line) → \(json)")
    }

    /// What was eaten, said after the kind, is no wish; a wish after it, unpunctuated, still is.
    @Test(arguments: [
        ("burger we had on monday so something lighter maybe vegan", "vegan"),
        ("sem churrasco hoje a gente comeu churrasco domingo talvez peruano", "peruvian"),
    ])
    func eatenIsNoWish(_ line: String, _ tag: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "spin")
        #expect(json.contains("\"tags\":[\"\(tag)\"]"), "\(line) → \(json)")
    }

    /// A cry for help in a clause of its own frames the request after it.
    @Test(arguments: [
        ("help me out here: a cheap bar with a big tv", "spin"), ("me ajuda aí, preciso de uma padaria aqui perto", "near"),
        ("me ajuda aqui, como faço pra avaliar um lugar?", "help"),
    ])
    func aCryForHelpFramesTheRequest(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb)
    }

    /// A removal beside a new request drops the kind; beside nearness it is a change searched nearby.
    @Test(arguments: [
        ("esquece o japonês, sorteia um dos meus favoritos", "spin", "\"favorites\":true"),
        ("drop the japanese, something around here instead", "near", "\"tags\":[]"),
    ])
    func aRemovalBesideARequest(_ line: String, _ verb: String, _ slot: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, verb, after: ["spin japanese"])
        #expect(json.contains(slot) && !json.contains("japanese"), "\(line) → \(json)")
    }
}

extension ArbiterRoundTenTests {
    /// Giving stars is a rating's own cue, even after a verdict with no comma ("…was great give it four stars").
    @Test(arguments: ["the pasta was amazing give it five stars", "atendimento ótimo dou 4 estrelas"])
    func givingStarsRates(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "rate", after: ["spin italian"])
    }

    /// Stars in the diminutive are stars.
    @Test(arguments: ["adoramos, quatro estrelinhas", "3 estrelinhas, meio fraco"])
    func starsInTheDiminutive(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "rate", after: ["spin bar"])
    }

    /// The kind of the current pick said with its article is the pick, not a place's name.
    @Test(arguments: ["avalia a pizzaria com 4", "rate the café 3"])
    func theKindOfThePickIsThePick(_ line: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "rate", after: ["spin bar"])
        #expect(!json.contains("target"), "\(line) → \(json)")
    }

    /// A price said beside a re-roll is no rating ("18 conto", "R$ 90").
    @Test(arguments: ["30 reais só a entrada?? outro", "R$ 90 por pessoa, next"])
    func aPriceBesideAReRoll(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "again", after: ["spin italian"])
    }

    /// Closing said as permission, a ride there, an app misheard by voice.
    @Test(arguments: [
        ("brigado, pode fechar", "quit"), ("fechou, me leva lá", "open"), ("open it in ways", "open"), ("perfect, take us there", "open"),
    ])
    func everydayEndings(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb, after: ["spin bar"])
    }

    /// When a place opens is no command to open it.
    @Test(arguments: ["tá fechado, só abre às 18", "it only opens at noon on sundays"])
    func whenAPlaceOpensOpensNothing(_ line: String) throws {
        let json = try ArbiterRoundEightTests.explain(line, after: ["spin bar"])
        #expect(!json.contains("\"intent\":\"open\""), "\(line) → \(json)")
    }

    /// An interjection of its own before "show" names no place.
    @Test(arguments: ["pronto. mostra o endereço", "found it! show me the details"])
    func anInterjectionIsNoTarget(_ line: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "show", after: ["spin bar"])
        #expect(!json.contains("target"), "\(line) → \(json)")
    }

    /// Going back to a language sets it; going back to a cuisine picks it.
    @Test(arguments: [("volta pro inglês por favor", "set"), ("switch back to portuguese", "set"), ("volta pro mexicano", "spin")])
    func backToALanguage(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb, after: ["spin bar"])
    }
}

extension ArbiterRoundTenTests {
    /// A long line that asks nothing, built into a pick from a word or two, is told, not asked.
    @Test(arguments: [
        "my uncle brews his own beer in the garage and sells it to half the neighbourhood on weekends",
        "detesto quando a pizzaria troca o dono e o molho fica com gosto de lata",
        "quando a gente morava em Recife ia toda sexta no mesmo bar",
    ])
    func aLineThatAsksNothingIsChat(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "unknown")
    }

    /// A kind with a short reason is still a pick.
    @Test(arguments: ["pizza or the kids will riot", "sushi hoje que eu mereço"])
    func aKindWithAReasonStillPicks(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "spin")
    }
}

extension ArbiterRoundTenTests {
    /// Words of the round's small classes, each read as its slot: price, rating only, a trip's city,
    /// an emoji ending a negation, a greeting, the top of the scale, what I needed, being put up somewhere.
    @Test(arguments: [
        ("something cheap-ish for four", "\"price\":1"), ("pick a place I've already been and rated", "\"rating\":\"only\""),
        ("passing through Recife tonight, any seafood?", "\"city\":\"Recife\""),
        ("não reservei nada 😅 queria um japonês", "\"tags\":[\"japanese\"]"), ("eae, bora achar um boteco", "\"tags\":[\"boteco\"]"),
    ])
    func smallClasses(_ line: String, _ slot: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "spin")
        #expect(json.contains(slot), "\(line) → \(json)")
    }

    @Test(arguments: [
        ("nota máxima, voltaria sempre", "\"stars\":5"),
        ("a picanha salvou o dia, 4 estrelas, exatamente o que eu precisava", "\"match\":true"),
        ("we ended up at Casa Tua, 4 stars", "\"target\":\"Casa Tua\""),
    ])
    func ratingsSaidNaturally(_ line: String, _ slot: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "rate", after: ["spin bar"])
        #expect(json.contains(slot), "\(line) → \(json)")
    }

    @Test(arguments: ["estou hospedado na Rua das Flores 120", "to hospedada em Copacabana, na Rua Barata Ribeiro 50"])
    func beingPutUpIsWhereIAm(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "location")
    }
}

extension ArbiterRoundTenTests {
    /// A verb of giving as the line's last word looks for stars after it within the line (it crashed once).
    @Test(arguments: ["give", "i'd give", "dei", "rate it, i would give"])
    func aGiveVerbLastReadsSafely(_ line: String) throws {
        _ = try ArbiterRoundEightTests.explain(line, after: ["spin bar"])
    }
}
