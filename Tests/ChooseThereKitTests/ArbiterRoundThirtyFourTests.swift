import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 34 (a pregnant craving, a tourist from
/// Argentina, a gym group after a run, a family with a baby, a person renaming
/// and retagging places saved wrong, a hometown visit compared with where one
/// lives now, a food blogger, someone at the bus station): each tried with new
/// phrasings.
@Suite("Arbiter, blind round 34")
struct ArbiterRoundThirtyFourTests: ReadsAfterAPick {
    /// "do nada" is "suddenly": what follows is wished for, never left out.
    @Test func suddenlyIsNoNegation() throws {
        let craving = try Self.explain(
            "to gravida de 6 meses e do nada me deu vontade de acarajé. sorteia um lugar de comida baiana pra mim?", after: [])
        #expect(craving.contains(#""avoid":[]"#) && craving.contains("bahian"), "\(craving)")
        let acai = try Self.explain(
            "minha mulher ta grávida e do nada quer açaí com batata frita kkk. acha um açaí aqui perto pra gente?", after: [])
        #expect(acai.contains(#""avoid":[]"#) && acai.contains("açaí"), "\(acai)")
        #expect(try Self.explain("não quero nada de japonês", after: []).contains(#""avoid":["japanese"]"#))
    }

    /// Where time was spent ("after 5 years in Toronto", "depois de 5 anos em Lisboa") is no city for the pick.
    @Test func timeSpentSomewhereIsNoCity() throws {
        let toronto = try Self.explain(
            "I'm in my hometown for the week and I miss real churrasco after 5 years in Toronto. Please pick a gaucho steakhouse for tonight.",
            after: [])
        #expect(!toronto.contains("city"), "\(toronto)")
        let bh = try Self.explain(
            "voltei pra BH depois de 5 anos em Lisboa, to com saudade de comida mineira de vdd. sorteia uma em Belo Horizonte", after: [])
        #expect(bh.contains(#""city":"Belo Horizonte""#), "\(bh)")
        #expect(try Self.explain("pick a bar in Recife", after: []).contains(#""city":"Recife""#))
    }

    /// A distance run or ridden is no radius; where I am, then a request in the next clause, is the request.
    @Test func distancesAndWhereIAm() throws {
        let run = try Self.explain(
            "acabamos de correr 10k no parque, tamo em 6 pessoas morrendo de fome. sorteia um lugar de brunch pra gente?", after: [])
        #expect(!run.contains("radius") && run.contains("brunch"), "\(run)")
        #expect(try Self.explain("a bar I can run to, within 1km", after: []).contains(#""radius_km":1"#))
        #expect(
            try Self.explain("to perto da rodoviária esperando o ônibus, tem algum café aqui por perto pra eu matar o tempo?", after: [])
                == #"{"intent":"near","slots":{"avoid":[],"tags":["café"]}}"#)
        #expect(try Self.explain("tô na paulista", after: []).hasPrefix(#"{"intent":"location""#))
    }

    /// Edits said the way people say them: a field said wrong, then its value; a name called by another name;
    /// a value that ends with its question; "só" before the new tags; a field "on" a place.
    @Test func editsSaidAsPeopleSayThem() throws {
        #expect(
            try Self.explain("endereço da Padaria Estrela tá errado, é Rua Augusta 1500")
                == #"{"intent":"edit","slots":{"field":"address","target":"Padaria Estrela","value":"Rua Augusta 1500"}}"#)
        #expect(
            try Self.explain("the address of Casa Anil is wrong, it's Rua Chile 80")
                == #"{"intent":"edit","slots":{"field":"address","target":"Casa Anil","value":"Rua Chile 80"}}"#)
        #expect(
            try Self.explain("o Bar do Juca na vdd se chama Boteco do Juca, muda o nome dele")
                == #"{"intent":"edit","slots":{"field":"name","target":"Bar do Juca","value":"Boteco do Juca"}}"#)
        #expect(
            try Self.explain(
                "Can you change the tags on Sabor da Bahia to bahian and seafood? I tagged it as mexican by mistake, no idea how.")
                == #"{"intent":"edit","slots":{"field":"tags","target":"Sabor da Bahia","value":"bahian and seafood"}}"#)
        #expect(
            try Self.explain("as tags do Boteco do Juca tão erradas, coloca só boteco")
                == #"{"intent":"edit","slots":{"field":"tags","target":"Boteco do Juca","value":"boteco"}}"#)
        #expect(
            try Self.explain("The price on Cantina Roma is wrong, it's way more expensive than I put. Please set its price to 3.")
                == #"{"intent":"edit","slots":{"field":"price","target":"Cantina Roma","value":3}}"#)
    }

    /// "everything" in a later sentence is no bulk command: one favourite is taken off.
    @Test func everythingInAReasonIsNoBulkCommand() throws {
        #expect(
            try Self.explain("Can you take Bistrô da Vila off my favourites? The new chef ruined everything there, honestly.")
                == #"{"intent":"favorite","slots":{"on":false,"target":"Bistrô da Vila"}}"#)
        #expect(Self.isUnknown(try Self.explain("clear all my favorites")))
    }
}
