import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind rounds 16 and 17 (a firefighter at 3 a.m., a
/// grandmother visiting Belo Horizonte, five friends who vote, a nervous first
/// date, a family road trip, a chef on her day off, someone who just moved, a
/// phone that autocorrects; a taxi driver, a strict rater, a night of rain in
/// Belém, colleagues in Porto Alegre, an exchange student): each a class,
/// tried with new phrasings.
@Suite("Arbiter, blind rounds 16 and 17")
struct ArbiterRoundSixteenTests: ReadsAfterAPick {
    /// A repeat said not to happen turns avoiding repeats on; letting places repeat turns it off.
    @Test(arguments: [
        ("não repete lugar, por favor", "10"), ("não me repete lugar essa semana", "10"), ("don't repeat places please", "10"),
        ("let places repeat, whatever", "0"),
    ])
    func repeatsSaidNotToHappen(_ line: String, _ value: String) throws {
        let json = try Self.explain(line)
        #expect(json == #"{"intent":"set","slots":{"key":"avoid-repeats","value":\#(value)}}"#, "\(line) → \(json)")
    }

    /// "Any place will do, as long as…" asks for a kind of place, not for every city.
    @Test(arguments: ["qualquer lugar serve contanto que seja barato", "anywhere is fine if it's cheap"])
    func anyPlaceWithACondition(_ line: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "spin")
        #expect(json.contains("\"price\":1"), "\(line) → \(json)")
        try ArbiterRoundEightTests.expectVerb("qualquer lugar serve", "city")
    }

    /// A city in a clause that tells of the past, of someone else or of where one lives is no city for the pick.
    @Test(arguments: [
        "back when I lived in Recife we ate tapioca every day. pick a tapioca place",
        "meu irmão mora em Salvador, sorteia um japonês",
        "she's moving to Lisbon, so pick somewhere nice for her farewell dinner",
        "in Floripa that would cost half. something cheaper",
        "eu morava em Recife e lá tinha tapioca em toda esquina. sorteia uma tapiocaria",
    ])
    func aCityOfAStory(_ line: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "spin")
        #expect(!json.contains("\"city\""), "\(line) → \(json)")
    }

    @Test func aCityAskedForStillCounts() throws {
        #expect(try ArbiterRoundEightTests.expectVerb("we're in Recife, pick a seafood place", "spin").contains("\"city\":\"Recife\""))
        #expect(
            try ArbiterRoundEightTests.expectVerb("my parents live in Recife, pick a seafood place there", "spin")
                .contains("\"city\":\"Recife\""))
    }

    /// Moving from one city to another switches to the one arrived at; where I am given as a reason switches nothing.
    @Test func movingFromOneCityToAnother() throws {
        #expect(try ArbiterRoundEightTests.expectVerb("I moved from Curitiba to Recife, switch city", "city").contains("\"Recife\""))
        #expect(try ArbiterRoundEightTests.expectVerb("vim de Floripa pra Salvador, muda a cidade", "city").contains("\"Salvador\""))
        let reason = try Self.explain("procura um acarajé, já que tô no Pará")
        #expect(!reason.hasPrefix(#"{"intent":"city""#), "\(reason)")
    }

    /// "What I had asked for", "the place we asked for": a match.
    @Test(arguments: ["rate 4, exactly the place we had asked for", "nota 4, era o que a gente tinha pedido"])
    func whatWasAskedFor(_ line: String) throws {
        #expect(try ArbiterRoundEightTests.expectVerb(line, "rate").contains("\"match\":true"))
    }

    /// A number that is a sentence of its own, beside going back, is a rating offered, never a pick.
    @Test func aNumberAsASentenceOfItsOwn() throws {
        let json = try Self.explain("Back home. Great grill. 4. We'd definitely return.")
        #expect(json.contains("\"suggestion\":\"rate 4 would return\""), "\(json)")
    }

    /// Someone's food compared is no story of their rating; a food typed in lower case names no place of the list.
    @Test func comparisonsAndFoodWords() throws {
        let compared = try ArbiterRoundEightTests.expectVerb("nota 5, o feijão tava igual ao da minha avó", "rate", after: ["spin"])
        try ArbiterRoundEightTests.expectVerb("nota 4, o bolo tava igual à da minha tia", "rate", after: ["spin"])
        #expect(compared.contains("\"stars\":5"))
        let food = try ArbiterRoundEightTests.expectVerb("o frango tava seco, nota 2", "rate", after: ["spin"])
        #expect(!food.contains("target"), "\(food)")
    }

    /// A delete names its place in its own clause; the reason after the comma is no second place.
    @Test(arguments: [
        ("delete Padaria Flor from my list, it's closed for good", "Padaria Flor"),
        ("apaga o Bar Central, fechou faz tempo", "Bar Central"),
        ("forget Cantina Roma", "Cantina Roma"),
    ])
    func aDeleteAndItsReason(_ line: String, _ target: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "forget")
        #expect(json.contains("\"confirmed\":false") && json.contains("\"target\":\"\(target)\""), "\(line) → \(json)")
    }

    @Test func twoPlacesJoinedAreNeverDeletedOnAGuess() throws {
        try ArbiterRoundEightTests.expectVerb("apaga o Jobi, e o Bar do Zé também", "unknown")
    }

    /// Closing the program asked politely, as a sentence of its own after a farewell, quits.
    @Test(arguments: ["We're done for tonight. Please close the app.", "Terminamos por hoje. Por favor, fecha o programa."])
    func closingPolitely(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "quit")
    }

    /// A remark after "why?" that begins with "I" or "we" is its reason, not another command.
    @Test(arguments: ["why would you even pick that? I rated it badly", "why this? we tried it last year"])
    func aWhyAndItsRemark(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "why", after: ["spin"])
    }

    /// A time in a complaint ("closes in 10 minutes") is no rating: another pick is asked.
    @Test(arguments: ["essa fecha em 10 minutos, outra", "this one closes in 15 minutes, another"])
    func aTimeInAComplaint(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "again", after: ["spin"])
    }

    /// "Tem cara de…" is a look, neither a price nor a question about the place.
    @Test func aLookIsNoPriceNorAQuestion() throws {
        try ArbiterRoundEightTests.expectVerb("esse tem cara de lanchonete de rodoviária, outro", "again", after: ["spin"])
        // (What it is asked to have is no name to look up: the pick's details answer it.)
        let asked = try ArbiterRoundEightTests.expectVerb("esse tem estacionamento?", "show", after: ["spin"])
        #expect(!asked.contains("target"), "\(asked)")
    }

    /// "The japanese ones" lists by kind, not by a name with "ones" in it.
    @Test(arguments: [("list just the mexican ones", "mexican"), ("show me my list, only the vegan ones", "vegan")])
    func theOnesOfAKind(_ line: String, _ tag: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "list")
        #expect(json.contains("\"tags\":[\"\(tag)\"]") && !json.contains("query"), "\(line) → \(json)")
    }

    /// A letter struck on the key beside the right one is read as meant, even inside a pick ("bsr" is a bar).
    @Test func slipsOfTheFinger() throws {
        #expect(try ArbiterRoundEightTests.expectVerb("quero um bsr barato", "spin").contains("\"bar\""))
        #expect(try ArbiterRoundEightTests.expectVerb("sushi barsto", "spin").contains("\"price\":1"))
        #expect(Repair.isKeySlip("bsr", "bar") && Repair.isKeySlip("perro", "perto") && !Repair.isKeySlip("gelado", "gelato"))
    }

    /// A neighbourhood that shares a small town's name, said as where I am, is where I am.
    @Test func aNeighbourhoodSaidAsWhereIAm() throws {
        let json = try ArbiterRoundEightTests.expectVerb("estou no Rio Vermelho hoje", "location")
        #expect(json.contains("\"Rio Vermelho\""), "\(json)")
    }

    /// Someone named moving, with the article Portuguese puts before a name, moves no session; "my city" after a switch word does.
    @Test func movesOfOthersAndMyCity() throws {
        try ArbiterRoundEightTests.expectVerb("a Ana mudou pra Recife e adorou", "unknown")
        #expect(!(try Self.explain("a Júlia foi morar em Natal")).contains("\"intent\":\"city\""))
        #expect(try ArbiterRoundEightTests.expectVerb("troca minha cidade pra Recife", "city").contains("\"Recife\""))
    }

    /// Stopping by again is going back.
    @Test func stoppingByAgain() throws {
        #expect(try ArbiterRoundEightTests.expectVerb("rate 4, would stop by again", "rate").contains("\"would_return\":true"))
    }

    /// "Too expensive" said of the pick asks for cheaper, never for pricier places.
    @Test(arguments: ["way too expensive", "that one's too pricey, another"])
    func tooExpensive(_ line: String) throws {
        #expect(try ArbiterRoundEightTests.expectVerb(line, "spin", after: ["spin"]).contains("\"price\":1"))
    }

    /// "Why this and not the other?" is a why; "why not tapioca?" suggests it, leaving nothing out.
    @Test func whyThisAndWhyNot() throws {
        try ArbiterRoundEightTests.expectVerb("why this one and not the Italian place?", "why", after: ["spin"])
        let suggestion = try ArbiterRoundEightTests.expectVerb("why not tapioca?", "spin", after: ["spin"])
        #expect(suggestion.contains("\"tags\":[\"tapioca\"]") && suggestion.contains("\"avoid\":[]"), "\(suggestion)")
    }

    /// A favourite of another kind of thing is no favourites filter; "my favourite pizza place" is one, not a command.
    @Test func favouritesOfOtherThings() throws {
        try ArbiterRoundEightTests.expectVerb("my favourite song is on the radio", "unknown")
        let mine = try ArbiterRoundEightTests.expectVerb("my favourite pizza place please", "spin")
        #expect(mine.contains("\"favorites\":true"), "\(mine)")
        #expect(try ArbiterRoundEightTests.expectVerb("sushi, ideally somewhere I've rated well", "spin").contains("\"rating\":\"prefer\""))
    }

    /// Everything about this one is its details, never the whole list; the hours asked after the verb are its details too.
    @Test(arguments: ["tell me everything about this one", "me passa tudo dessa: endereço e telefone", "essa abre q horas?"])
    func everythingAboutThePick(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "show", after: ["spin"])
    }
}
