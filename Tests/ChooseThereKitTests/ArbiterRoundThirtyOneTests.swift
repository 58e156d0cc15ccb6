import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 31 (a hospital visitor, coworkers splitting
/// the bill, someone lactose intolerant, a move from Recife to Porto Alegre,
/// a musician after a late gig, pizza against burgers, a grandfather who
/// needs parking, typos in saved places, a battery about to die, a traveller
/// landing in Salvador, a very polite writer): each tried with new phrasings.
@Suite("Arbiter, blind round 31")
struct ArbiterRoundThirtyOneTests: ReadsAfterAPick {
    /// Harms first: a phone's language, "everywhere" in a story, new places in general, another history, a pet,
    /// a concert called "show" change nothing and run nothing.
    @Test(arguments: [
        "switched my phone language to english to practice and i already regret it",
        "o teclado do meu pc tá com idioma em espanhol, que raiva",
        "there are delivery bikes everywhere on my street tonight",
        "history class was actually interesting today, we talked about the empire",
        "meu histórico escolar é uma vergonha, só nota baixa em matemática",
        "o histórico do navegador do meu irmão é um mistério que prefiro não desvendar",
        "my dog forgot how to sit after one week at grandma's",
        "meu cachorro aprendeu a abrir a porta sozinho kkkk",
        "show acabou agora, guardando os equipamentos ainda",
        "my friend says a 5 star rating for a pastel stand is too generous, i disagree",
    ])
    func storiesChangeNothing(_ line: String) throws {
        let json = try Self.explain(line, after: [])
        #expect(Self.isUnknown(json), "\(line) → \(json)")
    }

    /// "de lugar novo" is new places in general: the pick asked after it is no new place added.
    @Test func newPlacesInGeneralAddNone() throws {
        let json = try Self.explain("to meio desconfiado de lugar novo hoje, sorteia um árabe mas dá preferência pros que já avaliei bem")
        #expect(json.hasPrefix(#"{"intent":"spin""#) && json.contains("arabic"), "\(json)")
    }

    /// A list asked first stands; the story after it is its reason, no name to look up, and "everywhere" in it
    /// drops no city.
    @Test(arguments: ["show me my list, pretty sure there are typos everywhere", "me mostra minha lista, acho que tem erro em tudo"])
    func aListAskedFirstStands(_ line: String) throws {
        let json = try Self.explain(line, after: [])
        #expect(json.hasPrefix(#"{"intent":"list""#) && !json.contains("query"), "\(line) → \(json)")
    }

    /// A way to quit said last, as a clause of its own, quits — and is never repaired into "quiet".
    @Test func quitSaidLast() throws {
        #expect(try Self.explain("ok that's enough for today, quit") == #"{"intent":"quit","slots":{}}"#)
    }

    /// A quantity ("15 min.", "10 min de uber") and everyday words ("achei massa") name no place.
    @Test func quantitiesAndEverydayWordsNameNoPlace() throws {
        #expect(try Self.explain("fica a uns 15 min. abre no maps") == #"{"intent":"open","slots":{"app":"maps"}}"#)
        #expect(try Self.explain("perfeito, fica a uns 10 min de uber. abre no maps") == #"{"intent":"open","slots":{"app":"maps"}}"#)
        #expect(try Self.explain("achei massa, salva na minha lista") == #"{"intent":"save","slots":{}}"#)
    }

    /// What the pick is, or where exactly, asked about it — never a new pick of the kind named.
    @Test(arguments: [
        "a tapioca place!! where exactly is it?", "is that a sit down place? i dont have much time",
        "what kind of place is it, a sushi bar?", "esse aí fica onde? mostra mais", "onde fica exatamente?",
    ])
    func questionsAboutThePick(_ line: String) throws {
        #expect(try Self.explain(line) == #"{"intent":"show","slots":{}}"#, "\(line)")
    }

    /// A question that only starts like one about the pick ("is it weird that…") asks nothing.
    @Test func aQuestionAboutSomethingElse() throws {
        #expect(Self.isUnknown(try Self.explain("Is it weird that I edited my dating profile five times today?", after: [])))
    }

    /// A rename with a capitalised word that is also a verb ("São"), and an edit in its own last sentence.
    @Test func renames() throws {
        let rename = try Self.explain("rename Padaria Sao Jrge to Padaria São Jorge", after: [])
        #expect(
            rename == #"{"intent":"edit","slots":{"field":"name","target":"Padaria Sao Jrge","value":"Padaria São Jorge"}}"#, "\(rename)")
        let own = try Self.explain("ops, salvei o nome errado ontem. muda o nome de 'Padaria Sao Jrge' pra 'Padaria São Jorge'", after: [])
        #expect(own.contains(#""intent":"edit""#) && own.contains(#""value":"Padaria São Jorge""#), "\(own)")
    }

    /// The pick's page opened politely, or before something happens.
    @Test func opening() throws {
        let site = try Self.explain("Would you be so kind as to open their website for me? I would like to see the menu first.")
        #expect(site == #"{"intent":"open","slots":{"app":"link"}}"#, "\(site)")
        #expect(try Self.explain("abre no maps antes q o cel morra") == #"{"intent":"open","slots":{"app":"maps"}}"#)
    }

    /// A setting's word outside the question asks no setting.
    @Test func aSettingWordOutsideTheQuestion() throws {
        let json = try Self.explain(
            "it's going to raio all sunday so me and my wife want a long lunch. somewhere quiet and romantic?", after: [])
        #expect(json.hasPrefix(#"{"intent":"spin""#) && json.contains("romantic"), "\(json)")
    }

    /// Kinds turned down together ("forget both", "nenhum dos dois") are avoided; after a negated verb they are told.
    @Test func kindsTurnedDown() throws {
        let both = try Self.explain("we keep arguing pizza vs burgers so forget both. pick something else, anything at all", after: [])
        #expect(both.contains(#""avoid":["burger","pizza"]"#) && both.contains(#""tags":[]"#), "\(both)")
        let told = try Self.explain("talvez coreano ou tailandês, nunca comi nenhum dos dois, sorteia um", after: [])
        #expect(told.contains(#""avoid":[]"#) && told.contains("korean"), "\(told)")
    }

    /// What a kind of food is like, asked, is no pick of it.
    @Test(arguments: ["whats vietnamese food like is it spicy ive never had it", "what is ethiopian food like?"])
    func whatAKindIsLike(_ line: String) throws {
        #expect(Self.isUnknown(try Self.explain(line)), "\(line)")
    }

    /// Kinds offered as alternatives at the head of a line are a change to the pick, however the rest reads.
    @Test func alternativesSaidFirst() throws {
        let json = try Self.explain("street food or snacks, whatever fills you up the most", after: ["cheapest food possible"])
        #expect(json.contains("street food") && json.contains("snacks"), "\(json)")
    }
}
