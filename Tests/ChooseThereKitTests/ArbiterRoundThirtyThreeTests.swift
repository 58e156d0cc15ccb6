import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 33 (a night-shift nurse, an anniversary on a
/// budget, a teenager in slang, a nut allergy, a move from Belo Horizonte to
/// Florianópolis, a football match, cleaning a list of duplicates and closed
/// places, a grandmother who types slowly, someone who talks about the app's
/// settings and backups in passing): each tried with new phrasings.
@Suite("Arbiter, blind round 33")
struct ArbiterRoundThirtyThreeTests: ReadsAfterAPick {
    /// Stars a place has are its standing, and a star of the sky, a guide or a screen is no rating: no visit recorded.
    @Test(arguments: [
        "that place has four stars and a cat that sleeps on the counter, iconic",
        "that bakery has five stars and the worst coffee in town",
        "uma estrela cadente passou agora enquanto eu tava na varanda",
        "vi uma estrela cadente ontem na praia e fiz um pedido",
        "my cousin worked at a place with a Michelin star once",
    ])
    func starsThatAreNoRating(_ line: String) throws {
        let json = try Self.explain(line)
        #expect(!json.hasPrefix(#"{"intent":"rate""#), "\(line) → \(json)")
    }

    /// A command's word as what a statement is about ("backup é…", "mudar de cidade é…") writes, moves and shows nothing.
    @Test(arguments: [
        "backup é tipo seguro né, vc só lembra dele quando perde tudo", "backup é chato demais, nunca lembro de fazer",
        "backups are boring but my boss loves them", "mudar de cidade é mto difícil, ainda n me acostumei com Floripa",
        "mudar de cidade foi a melhor coisa que fiz, amo Curitiba", "history was my worst subject in school lol",
    ])
    func aStatementAboutACommandsWord(_ line: String) throws {
        let json = try Self.explain(line, after: [])
        #expect(Self.isUnknown(json), "\(line) → \(json)")
    }

    /// A kind that heads a place's name typed with its capitals is that place: taken off, edited or shown, never picked.
    @Test func aKindThatHeadsAName() throws {
        #expect(
            try Self.explain("e tira a Pizzaria Bella Napoli, fechou faz tempo")
                == #"{"intent":"forget","slots":{"confirmed":false,"target":"Pizzaria Bella Napoli"}}"#)
        #expect(
            try Self.explain("Padaria Estrela has the wrong address, change it to Rua das Flores 210")
                == #"{"intent":"edit","slots":{"field":"address","target":"Padaria Estrela","value":"Rua das Flores 210"}}"#)
        #expect(
            try Self.explain("o Bar da Esquina mudou de endereço, agora é Rua das Flores 230. atualiza aí pfv")
                == #"{"intent":"edit","slots":{"field":"address","target":"Bar da Esquina","value":"Rua das Flores 230"}}"#)
        #expect(Self.isUnknown(try Self.explain("minha tia trabalhou na Padaria Bela Vista por dez anos", after: [])))
        // A filter is still taken off: "tira a pizzaria" names no place.
        #expect(try Self.explain("tira a pizzaria").contains(#""avoid":["pizzeria"]"#))
        // An abbreviation's point is no sentence's end.
        #expect(
            try Self.explain("change Jobi's address to Av. Ataulfo de Paiva 1166")
                == #"{"intent":"edit","slots":{"field":"address","target":"Jobi","value":"Av. Ataulfo de Paiva 1166"}}"#)
    }

    /// A risky command asked in a sentence after a story, and a reason told in the sentence after it.
    @Test func aCommandBesideItsStory() throws {
        #expect(
            try Self.explain("to limpando minha lista. pode apagar o Restaurante Sabor Caseiro? ele fechou faz meses")
                == #"{"intent":"forget","slots":{"confirmed":false,"target":"Restaurante Sabor Caseiro"}}"#)
        #expect(
            try Self.explain("please forget Churrascaria Boi Bravo. I went vegan last month and I won't be going back there")
                == #"{"intent":"forget","slots":{"confirmed":false,"target":"Churrascaria Boi Bravo"}}"#)
        #expect(
            try Self.explain(
                "the link for Sabor da Terra is broken. please change it to https://sabordaterra.com.br so I can find the menu")
                == #"{"intent":"edit","slots":{"field":"link","target":"Sabor da Terra","value":"https://sabordaterra.com.br"}}"#)
    }

    /// Choices between kinds are no refusal; what a city has everywhere, complained of, is no wish.
    @Test func choicesAndComplaints() throws {
        let en = try Self.explain("honestly can't decide between thai and vietnamese. just pick either one, something cheap", after: [])
        #expect(en.contains(#""avoid":[]"#) && en.contains("thai") && en.contains("vietnamese"), "\(en)")
        let pt = try Self.explain("não consigo escolher entre japonês e italiano, sorteia um dos dois", after: [])
        #expect(pt.contains(#""avoid":[]"#) && pt.contains("japanese") && pt.contains("italian"), "\(pt)")
        let city = try Self.explain(
            "this city is all steakhouses lol. I'm vegan, is there anything vegan on my list? just pick one", after: [])
        #expect(city.contains(#""tags":["vegan"]"#), "\(city)")
        let poa = try Self.explain("to em Porto Alegre e só vejo churrascaria kkk. me acha um restaurante vegano aqui perto?", after: [])
        #expect(poa.contains(#""tags":["vegan"]"#), "\(poa)")
        // ("só tem que ser barato": what the pick must be, not a complaint.)
        let must = try Self.explain("Que tal um árabe hoje? Esfiha, quibe, homus... Só tem que ser barato porque é fim de mês", after: [])
        #expect(must.contains(#""price":1"#), "\(must)")
    }

    /// Smaller classes: a name's "first", "too" before an added name, the way there asked with "como faço",
    /// nearness joined to another wish, a burger's augmentative, a loud crowd.
    @Test func smallerClasses() throws {
        #expect(
            try Self.explain("I keep mixing them up. tell me about Bar Astor first") == #"{"intent":"show","slots":{"target":"Bar Astor"}}"#
        )
        #expect(try Self.explain("adiciona tb o Café da Lagoa q minha vizinha indicou").contains(#""name":"Café da Lagoa""#))
        #expect(try Self.explain("Muito bem. Como faço para chegar até lá?") == #"{"intent":"open","slots":{"app":"maps"}}"#)
        #expect(try Self.explain("yo need food asap, smth cheap n close", after: []).hasPrefix(#"{"intent":"near""#))
        #expect(try Self.explain("mano to c fome dms, bora um hamburgão baratinho", after: []).contains("burger"))
        #expect(try Self.explain("ideally with beer on tap and a loud crowd, it's derby night").contains("lively"))
        #expect(
            try Self.explain("favourite thing about fridays: nobody asks me to stay late", after: []).hasPrefix(#"{"intent":"unknown""#))
    }

    /// "fancy" after its subject is a wish, laughter ends a clause, a dish someone named brings is no wish.
    @Test func wishesAndClauses() throws {
        let fancy = try Self.explain(
            "Tonight I fancy Portuguese food. Bacalhau, a glass of wine, somewhere quiet. Could you choose for me?", after: [])
        #expect(!fancy.contains("price") && fancy.contains("portuguese"), "\(fancy)")
        #expect(try Self.explain("somewhere fancy", after: []).contains(#""price":3"#))
        let laugh = try Self.explain("mano bora comer um açaí, ta mt calor e eu to sem grana kkk sorteia um baratinho ai", after: [])
        #expect(laugh.contains(#""price":1"#) && laugh.contains("açaí"), "\(laugh)")
        #expect(
            Self.isUnknown(
                try Self.explain("Amém, vou ligar pra reservar. A irmã Marta fica com a sobremesa.", after: ["sorteia uma churrascaria"])))
        let brought = try Self.explain("Ana is bringing the dessert, just pick a pizzeria", after: [])
        #expect(brought.contains(#""tags":["pizzeria"]"#), "\(brought)")
        // ("na vdd só hambúrguer…": a change after a lead-in is no chat.)
        let change = try Self.explain(
            "na vdd só hambúrguer, ele acabou de mandar msg",
            after: [
                "hj é niver do meu irmão e ele é super chato pra comer, só come massa ou hambúrguer",
                "e nada de mexicano nem indiano, ele surta com pimenta",
            ])
        #expect(change.contains(#""tags":["burger"]"#), "\(change)")
    }

    /// Smaller classes still: "it's" is no possessive, the formal "mostre", marked favourites, bedtime, "wats",
    /// a few metres.
    @Test func formsOfSaying() throws {
        #expect(
            try Self.explain("ugh I typed the name wrong when I added it, and the price too, it's cheap not fancy. delete Pizaria Bela")
                == #"{"intent":"forget","slots":{"confirmed":false,"target":"Pizaria Bela"}}"#)
        #expect(
            try Self.explain(
                "Boa tarde. Por gentileza, mostre-me os restaurantes que estão marcados como favoritos. Muito obrigada.", after: [])
                == #"{"intent":"list","slots":{"favorites":true}}"#)
        #expect(try Self.explain("ok closing this, sleep time") == #"{"intent":"quit","slots":{}}"#)
        #expect(try Self.explain("is it legit tho? wats it like") == #"{"intent":"show","slots":{}}"#)
        #expect(Self.isUnknown(try Self.explain("the wifi radius in this office is like two metres, unbelievable", after: [])))
        #expect(try Self.explain("bar within 500m", after: []).contains(#""radius_km":0.5"#))
    }

    /// A place named before when we went, a comma and its stars is the place rated, never the current pick.
    @Test func aNamedPlaceRatedAfterAComma() throws {
        #expect(
            try Self.explain("Forgot to rate last night: Boteco Azul, 2 stars. The food came cold and I won't be going back.")
                .contains(#""target":"Boteco Azul""#))
        #expect(
            try Self.explain("rating time: Bistrô Lume last night, 5 stars, exactly the quiet dinner I wanted. will be back for sure")
                .contains(#""target":"Bistrô Lume""#))
        #expect(try Self.explain("O Bar Azul foi ótimo, nota 5").contains(#""target":"Bar Azul""#))
        #expect(!(try Self.explain("BRASIL VENCEU e o bar foi perfeito, 5 estrelas").contains("target")))
    }
}
