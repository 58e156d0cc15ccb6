import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 39 (a first date, a lunch break, a rainy
/// Sunday with kids, friends from out of town, a night after a concert, a
/// farewell at a bar, a diet given up, two places compared, visits rated by
/// name, a place added and corrected, a trip back home, favourites, history,
/// settings said in passing, how-to questions, goodbyes, harmless chat): each
/// tried with new phrasings.
@Suite("Arbiter, blind round 39")
struct ArbiterRoundThirtyNineTests: ReadsAfterAPick {
    /// A help question at the end of a request asks for the request: a command word in an earlier sentence
    /// ("sair" is also "go out") is no topic.
    @Test func aRequestThenCanYouHelp() throws {
        let read = try Self.explain("Amanhã vou sair com a minha mãe, queria um café tranquilo. Você me ajuda?", after: [])
        #expect(read.hasPrefix(#"{"intent":"spin""#) && read.contains(#""café""#), "\(read)")
        #expect(try Self.explain("como faço pra sair?", after: []) == #"{"intent":"help","slots":{"topic":"quit"}}"#)
    }

    /// "histórico" after a place is the historic tag; the history is "meu histórico".
    @Test func aHistoricPlaceIsNoHistory() throws {
        let read = try Self.explain("queria jantar num casarão histórico, com ambiente antigo", after: [])
        #expect(read.hasPrefix(#"{"intent":"spin""#) && read.contains(#""historic""#), "\(read)")
        #expect(try Self.explain("me mostra o histórico", after: []) == #"{"intent":"history","slots":{"filter":"all"}}"#)
    }

    /// Seeing done by someone else, or an event watched, shows no place.
    @Test func someoneElseSeesAndEventsAreWatched() throws {
        for line in ["meu irmão vai ver o show amanhã", "alguém quer ver o desfile?", "nobody wants to watch the parade"] {
            let read = try Self.explain(line, after: ["spin bar"])
            #expect(!read.hasPrefix(#"{"intent":"show""#), "\(line): \(read)")
        }
        let read = try Self.explain("a gente vai assistir o jogo, me acha um boteco", after: [])
        #expect(read.hasPrefix(#"{"intent":"spin""#) && read.contains(#""boteco""#), "\(read)")
    }

    /// How long ago a move was is a story; a switch asked outright still switches.
    @Test func aMoveLongAgoIsNoSwitch() throws {
        #expect(try Self.explain("há cinco anos eu me mudei pra Recife", after: []).hasPrefix(#"{"intent":"unknown""#))
        #expect(try Self.explain("we moved to Salvador two years ago", after: []).hasPrefix(#"{"intent":"unknown""#))
        #expect(try Self.explain("tô em Recife faz 2 dias, troca a cidade pra Recife", after: []).hasPrefix(#"{"intent":"city""#))
    }

    /// Shorthand that stays as typed ("mto", "mt") reads in phrases as its word.
    @Test func shorthandReadsInPhrases() throws {
        #expect(try Self.explain("uma pizzaria nao mto cara", after: []).contains(#""price":2"#))
        #expect(try Self.explain("algo q nao seja mt caro", after: []).contains(#""price":2"#))
    }

    /// A field said wrong, or its right value said, edits the place at hand.
    @Test func aFieldSaidWrongOrRight() throws {
        #expect(
            try Self.explain("the address is wrong, it's Rua Chile 80", after: ["spin bar"])
                == #"{"intent":"edit","slots":{"field":"address","value":"Rua Chile 80"}}"#)
        #expect(
            try Self.explain("o nome certo é Bar do Tonho", after: ["spin bar"])
                == #"{"intent":"edit","slots":{"field":"name","value":"Bar do Tonho"}}"#)
        #expect(
            try Self.explain("o preço lá é caro, muda pra 3", after: ["spin bar"])
                == #"{"intent":"edit","slots":{"field":"price","value":3}}"#)
    }

    /// One source chosen over the other, in so many words, is the setting.
    @Test func oneSourceOverTheOther() throws {
        #expect(
            try Self.explain("usa o openstreetmap em vez da minha lista", after: [])
                == #"{"intent":"set","slots":{"key":"source","value":"osm"}}"#)
        #expect(try Self.explain("use my list, not the map", after: []) == #"{"intent":"set","slots":{"key":"source","value":"list"}}"#)
        // (A search asked beside them is the search's, on the source chosen.)
        let search = try Self.explain("use the map instead of my list to find a bar", after: [])
        #expect(search.hasPrefix(#"{"intent":"near""#) && search.contains(#""source":"osm""#), "\(search)")
        // ("not only my list" is more than the list: the map.)
        #expect(try Self.explain("not only my list, check the map too", after: ["near me"]).contains(#""source":"osm""#))
    }

    /// Whose page: a possessive names the place without its "'s".
    @Test func aPossessiveNamesThePlace() throws {
        #expect(
            try Self.explain("open Bar Brasil's page on ifood", after: [])
                == #"{"intent":"open","slots":{"app":"ifood","target":"Bar Brasil"}}"#)
        #expect(
            try Self.explain("e o google do Madalosso?", after: ["abre o site do Madalosso"])
                == #"{"intent":"open","slots":{"app":"google","target":"Madalosso"}}"#)
    }

    /// A one-word name opening the line before its stars is the place rated; an everyday word is not.
    @Test func aOneWordNameBeforeItsStars() throws {
        let read = try Self.explain("Vindalho 5 estrelas, volto com certeza", after: [])
        #expect(read.contains(#""target":"Vindalho""#) && read.contains(#""stars":5"#), "\(read)")
        #expect(!(try Self.explain("Great 4 stars", after: ["spin bar"])).contains("target"))
    }

    /// "my best places" are the visits rated highest.
    @Test func myBestPlacesAreTheHistory() throws {
        #expect(try Self.explain("what are our best spots?", after: []) == #"{"intent":"history","slots":{"filter":"best"}}"#)
    }

    /// A kind wanted as well, or "one like that", keeps what was asked and adds the kind.
    @Test func aKindAsWellKeepsTheRest() throws {
        let too = try Self.explain("and somewhere with wine too", after: ["a quiet bar with snacks"])
        #expect(too.contains(#""wine""#) && too.contains(#""snacks""#), "\(too)")
        let likeThat = try Self.explain("e uma pizzaria assim?", after: ["algo barato e familiar"])
        #expect(likeThat.contains(#""pizzeria""#) && likeThat.contains(#""family""#) && likeThat.contains(#""price":1"#), "\(likeThat)")
    }

    /// A kind refused, then its reason after "tho", "pq": the refusal is asked.
    @Test func aRefusalThenItsReason() throws {
        #expect(try Self.explain("no sushi though we had it on friday", after: ["spin japanese"]).contains(#""avoid":["sushi"]"#))
        #expect(try Self.explain("nada de hamburguer porque comemos ontem", after: ["spin family"]).contains(#""avoid":["burger"]"#))
    }

    /// How late the pick is open is asked of the pick; a goodbye after chatter and thanks leaves.
    @Test func hoursAskedAndGoodbyes() throws {
        #expect(try Self.explain("ate q hora fica aberto?", after: ["spin bar"]) == #"{"intent":"show","slots":{}}"#)
        #expect(try Self.explain("até quando fica aberto?", after: ["spin bar"]) == #"{"intent":"show","slots":{}}"#)
        #expect(try Self.explain("adorei a noite. tchau e obrigada!", after: ["spin bar"]) == #"{"intent":"quit","slots":{}}"#)
        #expect(try Self.explain("great night. bye and thank you", after: ["spin bar"]) == #"{"intent":"quit","slots":{}}"#)
    }

    /// A place wished for within a distance of here is the nearby search; a dish near here is found by its name, praise left out.
    @Test func wishesNearHere() throws {
        #expect(
            try Self.explain("quero um lugar pra almoçar a 700 metros daqui", after: [])
                == #"{"intent":"near","slots":{"avoid":[],"radius_km":0.7,"tags":[]}}"#)
        #expect(try Self.explain("acha um temaki bom aqui perto", after: []) == #"{"intent":"find","slots":{"query":"temaki"}}"#)
    }

    /// A trip gone by names no city for the pick; what became of a place is asked of nobody.
    @Test func tripsGoneByAndPlacesGone() throws {
        let read = try Self.explain("since my trip to Lima I crave ceviche, any peruvian place?", after: [])
        #expect(read.hasPrefix(#"{"intent":"spin""#) && !read.contains("Lima"), "\(read)")
        #expect(try Self.explain("que fim levou aquela padaria da esquina?", after: []).hasPrefix(#"{"intent":"unknown""#))
    }

    /// Where one is, then its address after a comma: the address.
    @Test func theAddressAfterWhereOneIs() throws {
        #expect(
            try Self.explain("I'm at the hotel, Rua Augusta 200", after: [])
                == #"{"intent":"location","slots":{"query":"Rua Augusta 200"}}"#)
    }
}
