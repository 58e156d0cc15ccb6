import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 40 (a team lunch with mixed diets, a parent's
/// birthday, a happy hour and late hunger, a hangover brunch, a weekend in
/// another city, a tourist's local dishes, a tight budget, walking the dog, a
/// bad pick, a place closed for good, a place saved and made a favourite, a
/// backup across phones, the list page by page, the pick's page and hours,
/// settings, how-to questions, harmless chat): each tried with new phrasings.
@Suite("Arbiter, blind round 40")
struct ArbiterRoundFortyTests: ReadsAfterAPick {
    /// Praise before a kind looked for near here ("um bom sorvete") is what it should be like, not a name.
    @Test func praiseBeforeAKindNearHere() throws {
        #expect(
            try Self.explain("vc sabe onde tem uma boa hamburgueria aqui perto?", after: [])
                == #"{"intent":"near","slots":{"avoid":[],"tags":["burger"]}}"#)
        // (A name typed with its capital keeps its first word: "Good Burger".)
        #expect(try Self.explain("find Good Burger near me", after: []) == #"{"intent":"find","slots":{"query":"Good Burger"}}"#)
    }

    /// Tables outside, strong coffee, a sweets shop, raw fish: each its kind.
    @Test func vocabularyOfTheRound() throws {
        #expect(try Self.explain("um lugar com mesa ao ar livre pro cachorro", after: []).contains(#""outdoor""#))
        #expect(try Self.explain("sorteia algo com um café coado bom", after: []).contains(#""coffee""#))
        #expect(try Self.explain("uma doceria pra comemorar", after: []).contains(#""dessert""#))
        #expect(try Self.explain("spin japanese, no raw fish for my dad", after: []).contains(#""avoid":["sushi"]"#))
        // (A bar with a view, or on a rooftop, is still a bar.)
        #expect(try Self.explain("sorteia um bar com vista pra cidade", after: []).contains(#""bar","view""#))
        #expect(try Self.explain("a rooftop bar for my birthday", after: []).contains(#""bar","rooftop""#))
    }

    /// "familiar" is a family place in Portuguese, a known one in English.
    @Test func familiarInEachLanguage() throws {
        #expect(!(try Self.explain("can you pick somewhere familiar for tonight? long week", after: [])).contains(#""family""#))
        #expect(try Self.explain("sorteia um restaurante familiar pro domingo", after: []).contains(#""family""#))
    }

    /// One review in the singular ("com boa avaliação"), a rating given ("dei nota"), through the night ("de madrugada").
    @Test func reviewsRatingsAndLateHours() throws {
        #expect(try Self.explain("sorteia um árabe com ótima avaliação", after: []).contains(#""rating":"prefer""#))
        #expect(try Self.explain("quero uma pizzaria, só das que eu já dei nota", after: []).contains(#""rating":"only""#))
        let late = try Self.explain("tem alguma lanchonete aberta de madrugada por perto? saio do turno às 3", after: [])
        #expect(late.contains(#""late night""#) && !late.contains("open_now"), "\(late)")
    }

    /// "one" of a place named in another sentence is that place, looked for; of a kind, a pick.
    @Test func oneOfAPlaceNamed() throws {
        #expect(
            try Self.explain("meu chefe adora o Outback. acha um pra mim?", after: []) == #"{"intent":"find","slots":{"query":"Outback"}}"#)
        #expect(try Self.explain("mexicano venceu, acha um pra gente", after: []).hasPrefix(#"{"intent":"spin""#))
        // (A visit told in another sentence is no question of the history.)
        #expect(
            try Self.explain("falam muito do Madalosso e eu nunca fui. acha ele pra mim?", after: [])
                == #"{"intent":"find","slots":{"query":"Madalosso"}}"#)
    }

    /// A kind "msm" (mesmo) after a nearby search keeps the search; hours with "abre"; "agora" closing a list.
    @Test func shorthandHoursAndNow() throws {
        #expect(
            try Self.explain("ah, uma pizza msm", after: ["tem algo aberto aqui perto?"])
                == #"{"intent":"near","slots":{"avoid":[],"open_now":true,"tags":["pizza"]}}"#)
        #expect(try Self.explain("até que horas abre no domingo?", after: ["spin bar"]) == #"{"intent":"show","slots":{}}"#)
        #expect(try Self.explain("lista meus lugares agora", after: []) == #"{"intent":"list","slots":{}}"#)
    }

    /// A command's noun is the help's topic.
    @Test func aCommandsNounIsItsTopic() throws {
        #expect(try Self.explain("como funciona a importação de backup?", after: []) == #"{"intent":"help","slots":{"topic":"import"}}"#)
    }

    /// Nothing to do with what was asked, or not even the kind asked: no match.
    @Test func noMatchSaidInOtherWords() throws {
        let pt = try Self.explain("2 estrelas, não tinha nada a ver com o que eu queria", after: ["spin vegan"])
        #expect(pt.hasPrefix(#"{"intent":"rate""#) && pt.contains(#""match":false"#), "\(pt)")
        let en = try Self.explain("1 star, it had nothing to do with what I wanted", after: ["spin vegan"])
        #expect(en.contains(#""match":false"#) && !en.contains("target"), "\(en)")
        #expect(try Self.explain("3 stars but it wasn't even mexican", after: ["spin mexican"]).contains(#""match":false"#))
    }

    /// Seeing whether, a show on TV, "nada a ver", a time remembered: nothing asked.
    @Test func chatThatShowsNothing() throws {
        for line in [
            "vamo ver se o time ganha hoje", "the talk show guest was a chef", "isso não tem nada a ver",
            "remember when bakeries sold bread by the kilo?", "lembra quando a gente ia naquela pizzaria?",
            "our trip to the beach feels like ages ago",
        ] {
            #expect(try Self.explain(line, after: []).hasPrefix(#"{"intent":"unknown""#), "\(line)")
        }
    }

    /// Its page, sent: the pick opened there.
    @Test func itsPageSent() throws {
        #expect(try Self.explain("me manda a página dela no google", after: ["spin bar"]) == #"{"intent":"open","slots":{"app":"google"}}"#)
    }

    /// "daqui" after typical food is of this town, no nearness.
    @Test func foodOfThisTown() throws {
        let read = try Self.explain("queria conhecer a culinária daqui, sorteia um lugar típico", after: [])
        #expect(read.hasPrefix(#"{"intent":"spin""#), "\(read)")
        #expect(try Self.explain("tem alguma padaria daqui perto?", after: []).hasPrefix(#"{"intent":"near""#))
    }

    /// The favourites alone, after a list narrowed by kind and price.
    @Test func theFavouritesAlone() throws {
        #expect(
            try Self.explain("just my favorites", after: ["list my places", "only the cheap bars"])
                == #"{"intent":"list","slots":{"favorites":true}}"#)
        // (After a pick, the favourites among what was asked.)
        #expect(try Self.explain("just my favorites", after: ["spin japanese"]).contains(#""japanese""#))
    }

    /// "import it" after a look at a file imports that file; the map chosen stays when the list is told of.
    @Test func theFilePreviewedAndTheListToldOf() throws {
        #expect(
            try Self.explain("ok import it, replace everything", after: ["import old-phone.json preview"])
                == #"{"intent":"import","slots":{"mode":"replace","path":"old-phone.json","preview":false}}"#)
        #expect(
            try Self.explain("importar backup.json so pra ver", after: [])
                == #"{"intent":"import","slots":{"path":"backup.json","preview":true}}"#)
        let map = try Self.explain("look on the map for a pizzeria near me, my list doesn't have one", after: [])
        #expect(map.contains(#""source":"osm""#), "\(map)")
    }

    /// A diet closing the line refers to the kind just named.
    @Test func aDietClosingTheLine() throws {
        let read = try Self.explain("um italiano sem queijo, minha namorada não come", after: [])
        #expect(read.hasPrefix(#"{"intent":"spin""#), "\(read)")
    }
}
