import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 38 (vegetarian parents, a team lunch on a
/// budget, exam week, an anniversary, a traveller just landed, a bad meal
/// rated, a list cleaned up, a new phone's backup, a group chat's vote, a
/// hangover, a child's party, a dog along, a list browsed page by page,
/// settings said in words, a storm, a football night): each tried with new
/// phrasings.
@Suite("Arbiter, blind round 38")
struct ArbiterRoundThirtyEightTests: ReadsAfterAPick {
    /// Everyday words are read as themselves: "storm" is never repaired into "store", a save.
    @Test func everydayWordsAreNeverCommands() throws {
        let read = try Self.explain(
            "the power came back after the storm but the fridge is empty, so find us a cheap chinese place open now", after: [])
        #expect(read.hasPrefix(#"{"intent":"spin""#) && read.contains(#""chinese""#), "\(read)")
        #expect(try Self.explain("mexican wins, find us one", after: []).contains(#""tags":["mexican"]"#))
    }

    /// A change of city taken back ("sem mudar a cidade", "don't change my city") moves nothing: the city is this pick's.
    @Test func aCityChangeTakenBack() throws {
        for line in [
            "me acha um japa bom em São Paulo, só dessa vez, sem mudar a cidade",
            "find me a thai place in São Paulo, don't change my city", "sushi em São Paulo mas não muda a cidade",
        ] {
            let read = try Self.explain(line, after: [])
            #expect(!read.hasPrefix(#"{"intent":"city""#) && read.contains(#""city":"São Paulo""#), "\(line): \(read)")
        }
        #expect(try Self.explain("switch city to Recife", after: []).hasPrefix(#"{"intent":"city""#))
    }

    /// "that pick", "this pick", "essa escolha" point at the current pick: the rating is recorded, not a spin with a minimum.
    @Test func thatPickIsTheCurrentPick() throws {
        #expect(try Self.explain("rate that pick 4 stars", after: ["spin bar"]) == #"{"intent":"rate","slots":{"stars":4,"tags":[]}}"#)
        #expect(try Self.explain("dou 3 estrelas pra essa escolha", after: ["spin bar"]).hasPrefix(#"{"intent":"rate""#))
        #expect(try Self.explain("show that pick", after: ["spin bar"]) == #"{"intent":"show","slots":{}}"#)
        // (A minimum is still a pick's filter.)
        #expect(try Self.explain("spin at least 4 stars", after: ["spin bar"]).hasPrefix(#"{"intent":"spin""#))
    }

    /// The last N places we went to is the history with that limit; years said in a story are no limit.
    @Test func theLastPlacesWeWentTo() throws {
        #expect(
            try Self.explain("me mostra os 3 ultimos lugares q a gente foi", after: ["spin bar"])
                == #"{"intent":"history","slots":{"filter":"all","limit":3}}"#)
        #expect(
            try Self.explain("faz 10 anos que a gente casou, mostra os que eu avaliei melhor", after: [])
                == #"{"intent":"history","slots":{"filter":"best"}}"#)
        #expect(
            try Self.explain("quais lugares eu voltaria?", after: ["spin bar"])
                == #"{"intent":"history","slots":{"filter":"would_return"}}"#)
    }

    /// A name said as typed before the change is the place renamed.
    @Test func theNameTypedBeforeIsRenamed() throws {
        #expect(
            try Self.explain("also I typed Madaloso, fix the name to Madalosso", after: [])
                == #"{"intent":"edit","slots":{"field":"name","target":"Madaloso","value":"Madalosso"}}"#)
        #expect(try Self.isUnknown(Self.explain("I typed Madaloso, it's fine", after: [])))
    }

    /// Right after a list, kinds or a price said alone narrow that list, and its pages go on from there; after a pick
    /// they change the pick.
    @Test func aListNarrowedRightAfterIt() throws {
        #expect(try Self.explain("only the japanese ones", after: ["list"]) == #"{"intent":"list","slots":{"tags":["japanese"]}}"#)
        #expect(try Self.explain("só as baratas", after: ["lista meus lugares"]) == #"{"intent":"list","slots":{"price":1}}"#)
        #expect(
            try Self.explain("next page", after: ["list", "only the japanese ones"])
                == #"{"intent":"list","slots":{"page":2,"tags":["japanese"]}}"#)
        #expect(try Self.explain("cheaper", after: ["list", "spin bar"]).hasPrefix(#"{"intent":"spin""#))
        #expect(try Self.explain("what about italian?", after: ["list", "switch city Recife"]).hasPrefix(#"{"intent":"spin""#))
    }

    /// "only from my list" after a nearby search is where that search looks.
    @Test func theListAsTheSourceOfASearch() throws {
        for line in ["only from my list", "só da minha lista"] {
            let read = try Self.explain(line, after: ["near me pizza"])
            #expect(read.hasPrefix(#"{"intent":"near""#) && read.contains(#""source":"list""#), "\(line): \(read)")
        }
        #expect(try Self.explain("show me my list", after: ["near me pizza"]).hasPrefix(#"{"intent":"list""#))
    }

    /// Small budgets and good value said in words.
    @Test func budgetsAndValue() throws {
        #expect(try Self.explain("almoço pra 8, orçamento apertado, sorteia algo", after: []).contains(#""price":1"#))
        #expect(try Self.explain("tem alguma pizzaria com bom custo beneficio?", after: []).contains(#""good value""#))
    }

    /// A verb of showing in what the place is for shows nothing; an approval before "onde fica?" asks where the pick is;
    /// a relative clause is no name to look up.
    @Test func purposesVerdictsAndClauses() throws {
        let gaucho = try Self.explain("quero um lugar gaúcho de verdade pra mostrar pro meu amigo que veio de fora", after: [])
        #expect(gaucho.hasPrefix(#"{"intent":"spin""#) && gaucho.contains("gaucho"), "\(gaucho)")
        #expect(try Self.explain("adorei! onde fica?", after: ["spin bar"]) == #"{"intent":"show","slots":{}}"#)
        #expect(
            try Self.explain("tem alguma coisa aqui perto que seja boa pra família?", after: [])
                == #"{"intent":"near","slots":{"avoid":[],"tags":["family"]}}"#)
    }

    /// A name looked for on a trip is looked for in the trip's city ("there" points back at it; "pra mim" is no town).
    @Test func aNameOnATrip() throws {
        #expect(
            try Self.explain("Vou pra São Paulo semana que vem, acha o Mocotó lá pra mim?", after: [])
                == #"{"intent":"find","slots":{"city":"São Paulo","query":"Mocotó"}}"#)
        #expect(!(try Self.explain("procura o Thai Garden pra mim", after: []).contains(#""city""#)))
    }

    /// Where one is stuck is told; the city a request names after it is the pick's.
    @Test func stuckSomewhereElse() throws {
        #expect(
            try Self.explain("to preso em Guarulhos, me acha algo pra comer em São Paulo", after: []).contains(
                #""city":"São Paulo""#))
        #expect(try Self.explain("stuck in Campinas, find me a cheap bar", after: []).contains(#""city":"Campinas""#))
    }

    /// "nothing beats", "nada como" praise: nothing is left out; "nada do que eu pedi" is no match.
    @Test func praiseAndMatches() throws {
        #expect(try Self.explain("nada como um japa numa sexta, sorteia um", after: []).contains(#""avoid":[]"#))
        #expect(try Self.explain("2 estrelas, nao era nada do q eu pedi e nao volto", after: ["spin bar"]).contains(#""match":false"#))
    }

    /// Kinds: one said again inside a longer one asked is that one; a cuisine named outright stays beside a dish of
    /// another; a dish never chooses between the cuisines offered.
    @Test func kindsSaidTwice() throws {
        let beer = try Self.explain("any german place with craft beer? my uncle is picky about his beer", after: [])
        #expect(beer.contains(#""craft beer""#) && beer.contains("german") && !beer.contains(#""beer""#), "\(beer)")
        #expect(try Self.explain("something arabic or lebanese, craving esfihas", after: []).contains(#""tags":["arabic","lebanese"]"#))
        #expect(try Self.explain("pizza or burgers, hmm... ok, burgers", after: []).contains(#""tags":["burger"]"#))
    }

    /// A refinement with its reason beside it still changes the pick: the kinds named again, nearness with "I".
    @Test func refinementsWithTheirReasons() throws {
        #expect(try Self.explain("pizza maybe? kids love pizza", after: ["spin family"]).contains(#""tags":["family","pizza"]"#))
        let near = try Self.explain("close to me, I can't drive like this", after: ["spin breakfast open now"])
        #expect(near.contains(#""open_now":true"#) && near.contains("breakfast"), "\(near)")
        #expect(try Self.explain("great, open directions", after: ["spin bar"]) == #"{"intent":"open","slots":{"app":"maps"}}"#)
    }

    /// Where I am, then a question after a comma about what is around: a nearby search.
    @Test func whereIAmThenAroundHere() throws {
        #expect(
            try Self.explain("I'm at Shopping Mueller with the kids, is there an ice cream place around here?", after: [])
                == #"{"intent":"near","slots":{"avoid":[],"tags":["ice cream"]}}"#)
        #expect(try Self.explain("I'm at Shopping Mueller", after: []).hasPrefix(#"{"intent":"location""#))
    }
}
