import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 35 (a first date, a worker with a one-hour
/// lunch break, a student splitting every bill, someone who just moved, a
/// mind changed mid-sentence, a layover, a group vote, someone cleaning up
/// notes, a language switched and back, a night owl after a concert, typos on
/// a phone keyboard): each tried with new phrasings.
@Suite("Arbiter, blind round 35")
struct ArbiterRoundThirtyFiveTests: ReadsAfterAPick {
    /// The city a line says it is set to now ("ainda tá em", "still on") is never the one switched to;
    /// where I am, told before a switch in so many words, is the switch's context.
    @Test func theCitySwitchedTo() throws {
        let moved = try Self.explain("me mudei pra curitiba semana passada, troca a cidade pra la pq ainda ta em porto alegre", after: [])
        #expect(moved.contains(#""city":"Curitiba""#), "\(moved)")
        let still = try Self.explain("moved to Salvador for work, switch my city there, it's still set to Recife", after: [])
        #expect(still.contains(#""city":"Salvador""#), "\(still)")
        let layover = try Self.explain("to em guarulhos com 6h de escala, muda a cidade pra sao paulo", after: [])
        #expect(layover.contains(#""intent":"city""#) && layover.contains(#""city":"São Paulo""#), "\(layover)")
        #expect(try Self.explain("tô na Rua Augusta 500", after: []).hasPrefix(#"{"intent":"location""#))
    }

    /// A place named at the head of the line is the one whose field a later sentence or clause changes;
    /// a quoted note goes on the place named beside it; a note keeps its first "no".
    @Test func editsOfAPlaceNamedBefore() throws {
        #expect(
            try Self.explain("Cantina Roma is way pricier than I remembered, the bill was a shock. Change its price to 3.")
                == #"{"intent":"edit","slots":{"field":"price","target":"Cantina Roma","value":3}}"#)
        #expect(
            try Self.explain("a Cantina da Nonna ta com o preço errado, ela é cara pra caramba, muda o preço pra 3")
                == #"{"intent":"edit","slots":{"field":"price","target":"Cantina da Nonna","value":3}}"#)
        #expect(
            try Self.explain("no Sushi Yama coloca a nota 'pedir sem cream cheese', pode ser?")
                == #"{"intent":"edit","slots":{"field":"notes","target":"Sushi Yama","value":"pedir sem cream cheese"}}"#)
        #expect(
            try Self.explain("note for Casa Anil: no parking nearby")
                == #"{"intent":"edit","slots":{"field":"notes","target":"Casa Anil","value":"no parking nearby"}}"#)
        // (A field on a place named after it keeps that place.)
        #expect(
            try Self.explain("The price on Cantina Roma is wrong, it's way more expensive than I put. Please set its price to 3.")
                .contains(#""target":"Cantina Roma""#))
    }

    /// A mind changed after "or no" is what is wanted; a lone "no" before a comma starts no list of exclusions.
    @Test func aMindChanged() throws {
        let mexican = try Self.explain("maybe thai? or no, mexican. yeah mexican", after: ["spin burger"])
        #expect(mexican.contains(#""avoid":[]"#) && mexican.contains(#""tags":["mexican"]"#), "\(mexican)")
        let italian = try Self.explain("japones... ou nao, italiano", after: ["spin burger"])
        #expect(italian.contains(#""avoid":[]"#) && italian.contains(#""tags":["italian"]"#), "\(italian)")
        let list = try Self.explain("no pizza, pasta or bakeries", after: [])
        #expect(list.contains(#""avoid":["bakery","pasta","pizza"]"#), "\(list)")
    }

    /// Refinements said as people say them: a kind that "would be perfect", a requirement, emphasis, a state one
    /// is "com", a price dropped last, a wish in the first clause beside what others say.
    @Test func refinementsSaidAsPeopleSayThem() throws {
        let perfect = try Self.explain("italiano seria perfeito", after: ["spin romantic"])
        #expect(perfect.contains(#""tags":["italian","romantic"]"#), "\(perfect)")
        let vegetarian = try Self.explain("wait half of them are vegetarian, needs to be veggie friendly", after: ["spin pizza cheap"])
        #expect(vegetarian.contains(#""price":1"#) && vegetarian.contains(#""tags":["pizza","vegetarian"]"#), "\(vegetarian)")
        #expect(try Self.explain("has to be open rn", after: ["near me cheap 500m"]).hasPrefix(#"{"intent":"near""#))
        #expect(try Self.explain("um podrão, comida de rua mesmo", after: ["near me open now"]).hasPrefix(#"{"intent":"near""#))
        let japanese = try Self.explain("na verdade to com fome de verdade, troca pra comida japonesa", after: ["near me café"])
        #expect(japanese.contains(#""tags":["japanese"]"#), "\(japanese)")
        #expect(!(try Self.explain("pode ser mais caro tb, qqr preco", after: ["spin ramen cheap"]).contains("price")))
        #expect(try Self.explain("Mid-range, no need to be fancy.", after: []).contains(#""price":2"#))
        let mineira = try Self.explain("mineira food if possible, everyone says that's the thing here", after: ["near me from osm"])
        #expect(mineira.contains("mineira") && !Self.isUnknown(mineira), "\(mineira)")
        let burger = try Self.explain(
            "group chat vote ended in a tie between pizza and burgers. just pick a burger place, I'm done arguing", after: [])
        #expect(burger.contains(#""tags":["burger"]"#), "\(burger)")
        #expect(
            try Self.explain("Meu pai faz 70 anos e ama comida baiana. Sorteia um baiano, mas só entre os que eu já avaliei.", after: [])
                .hasPrefix(#"{"intent":"spin""#))
    }

    /// Another one after "nah", how the pick was made, where it is, ordering it on an app after a modal, what is
    /// looked at there, a question of what it has before its details.
    @Test func questionsAboutThePick() throws {
        #expect(try Self.explain("nah another one, that place is always packed after shows") == #"{"intent":"again","slots":{}}"#)
        #expect(
            try Self.explain("Before we go in: how did you end up picking this place? Just curious what it's based on.")
                == #"{"intent":"why","slots":{}}"#)
        #expect(try Self.explain("ond fica?") == #"{"intent":"show","slots":{}}"#)
        #expect(try Self.explain("onde fica o Fasano?").contains(#""query":"Fasano""#))
        #expect(
            try Self.explain("fine. can we order this on ifood instead, nobody wants to leave the dorm")
                == #"{"intent":"open","slots":{"app":"ifood"}}"#)
        #expect(try Self.explain("abre no tripadvisor pra ver as reviews") == #"{"intent":"open","slots":{"app":"tripadvisor"}}"#)
        #expect(try Self.explain("open maps to see Bar Urca").contains(#""target":"Bar Urca""#))
        #expect(try Self.explain("tem espaço kids la? me mostra os detalhes") == #"{"intent":"show","slots":{}}"#)
        #expect(try Self.explain("esse é caro? me mostra as informações") == #"{"intent":"show","slots":{}}"#)
        // (A last sentence of fillers alone after the question is read without falling off the line's end.)
        #expect(!(try Self.explain("tem espaço kids lá? né").isEmpty))
        #expect(!(try Self.explain("esse tem música ao vivo? kkk").isEmpty))
    }

    /// The history: stars given are no limit, every place I've been to, the ones I said I'd go back to.
    @Test func theHistory() throws {
        #expect(
            try Self.explain(
                "to vendo q tem uns lugares que eu dei 1 estrela. mostra meu historico inteiro pra eu saber onde nunca mais pisar")
                == #"{"intent":"history","slots":{"filter":"all"}}"#)
        #expect(
            try Self.explain("can you show me every place we've been to this year?") == #"{"intent":"history","slots":{"filter":"all"}}"#)
        #expect(try Self.explain("mostra todos os lugares que eu ja fui") == #"{"intent":"history","slots":{"filter":"all"}}"#)
        #expect(
            try Self.explain("e só os q eu disse q voltaria", after: ["mostra meu historico"])
                == #"{"intent":"history","slots":{"filter":"would_return"}}"#)
        #expect(
            try Self.explain("Bad week, I need a sure thing. Give me a sushi place I've rated at least four stars.", after: []).contains(
                "sushi"))
    }

    /// Settings and the manual: laughter ends the clause a setting is asked in; the manual shown is help.
    @Test func settingsAndTheManual() throws {
        #expect(
            try Self.explain("ok ele ja foi embora graças a deus kkk volta o idioma pra portugues", after: [])
                == #"{"intent":"set","slots":{"key":"language","value":"pt-BR"}}"#)
        #expect(try Self.explain("minha mãe já foi embora kkk volta o idioma pra inglês", after: []).contains(#""value":"en""#))
        #expect(Self.isUnknown(try Self.explain("meu pai mudou o idioma kkk", after: [])))
        #expect(
            try Self.explain("como funciona esse app mesmo? esqueci todos os comandos, me mostra a ajuda", after: [])
                == #"{"intent":"help","slots":{}}"#)
        #expect(try Self.explain("show me the help please, I'm lost", after: []) == #"{"intent":"help","slots":{}}"#)
        #expect(try Self.explain("show me the help for rate", after: []).contains(#""topic":"rate""#))
    }

    /// What costs that is no place to eat (a ride, a city, rent) says no price; a street with no name is being out.
    @Test func statementsThatAskNothing() throws {
        #expect(Self.isUnknown(try Self.explain("sao paulo é a cidade mais cara q ja morei, nossa", after: [])))
        #expect(Self.isUnknown(try Self.explain("rent in this city is so expensive, I can barely eat out", after: [])))
        #expect(!(try Self.explain("de 2 km pra la nao rola, o uber é caro", after: ["near me café"]).contains("price")))
        #expect(try Self.explain("this city is expensive, find something cheap", after: []).contains(#""price":1"#))
        #expect(Self.isUnknown(try Self.explain("to na rua, chegando", after: [])))
        #expect(try Self.explain("to numa obra na rua da consolação 2300", after: []).contains(#""query":"rua da consolação 2300""#))
    }

    /// Adding and rating: a name joined by "com" is one name; a frame before a colon is no note.
    @Test func addingAndRating() throws {
        #expect(try Self.explain("also add Café com Letras", after: []).contains(#""name":"Café com Letras""#))
        #expect(try Self.explain("add Bar do Zé with Craft Beer", after: []).contains(#""tags":["craft beer"]"#))
        let rated = try Self.explain("quick rating before boarding: 4 stars, the feijão was great")
        #expect(rated.hasPrefix(#"{"intent":"rate""#) && rated.contains(#""note":"the feijão was great""#), "\(rated)")
        #expect(!(try Self.explain("my rating: 4 stars").contains("note")))
        #expect(
            try Self.explain("to de dieta, sorteia algo saudavel mas só dos lugares q eu ja marquei como favorito", after: [])
                .contains(#""favorites":true"#))
    }
}
