import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind rounds 29 and 30 (a nurse after a twelve-hour
/// shift, a vegan dating a barbecue lover, a couple in Gramado, a retired
/// teacher, an office farewell lunch, someone new in Belo Horizonte, a person
/// cleaning up their list, a grandmother who explains too much, a delivery
/// rider; a business traveller in Campinas, a celiac, a family reunion, a
/// friend who never had Bahian food): each tried with new phrasings.
@Suite("Arbiter, blind rounds 29 and 30")
struct ArbiterRoundTwentyNineTests: ReadsAfterAPick {
    /// A city named in a story — where one lived, grew up or has never been — moves nobody and searches nothing.
    @Test(arguments: [
        "nunca vi uma cidade tão chuvosa quanto Belém",
        "já morei em Natal, saudade",
        "I grew up in Recife",
        "I lived in Manaus for a year, way too hot",
    ])
    func aCityInAStoryIsNoMove(_ line: String) throws {
        let json = try Self.explain(line, after: [])
        #expect(Self.isUnknown(json), "\(line) → \(json)")
    }

    /// A statement the model reads as chat, holding a kind, a star or a word of the history, asks for nothing.
    @Test(arguments: [
        "fun fact: at my job we import cheese from france",
        "my neighbour's pizzeria got a one star review from a bot and he's furious",
        "apaguei sem querer o grupo da família, que vacilo kkkk",
    ])
    func statementsAskNothing(_ line: String) throws {
        let json = try Self.explain(line, after: ["spin bar"])
        #expect(Self.isUnknown(json), "\(line) → \(json)")
    }

    /// Two letters changed in place make another word, not a typo: "medicina" is no "mexicana".
    @Test func aRealWordIsNoTwoLetterTypo() throws {
        let json = try Self.explain("spin medicina", after: [])
        #expect(!json.contains("mexican"), "\(json)")
        let typo = try Self.explain("spin churascaria", after: [])
        #expect(typo.contains("steakhouse"), "a dropped letter is still a typo: \(typo)")
    }

    /// A change of a place's field, said verb and field first or field, place and verb, is an edit; the value
    /// after a later verb of changing is the new value.
    @Test func editsInTheirOwnFrame() throws {
        let rename = try Self.explain("muda o nome de Cantina Roma pra Cantina Nova", after: [])
        #expect(rename == #"{"intent":"edit","slots":{"field":"name","target":"Cantina Roma","value":"Cantina Nova"}}"#, "\(rename)")
        let address = try Self.explain("no endereço do Bar Brasil coloca Rua XV, 300", after: [])
        #expect(address.contains(#""field":"address""#) && address.contains(#""value":"Rua XV, 300""#), "\(address)")
        let tags = try Self.explain("Bar Brasil's tags are off, change them to boteco", after: [])
        #expect(tags.contains(#""field":"tags""#) && tags.contains(#""value":"boteco""#), "\(tags)")
    }

    /// A question of what the pick has or serves is about the pick: "high chairs" is no place's name.
    @Test func questionsAboutThePick() throws {
        for line in ["que tipo de comida eles tem?", "q q tem de bom lá?", "what do they have that's good?"] {
            #expect(try Self.explain(line, after: ["spin bar"]) == #"{"intent":"show","slots":{}}"#, "\(line)")
        }
        let chairs = try Self.explain("tell me about the place, do they have a kids menu?", after: ["spin bar"])
        #expect(chairs == #"{"intent":"show","slots":{}}"#, "\(chairs)")
        // (Nearness asked is a search: "o que tem de bom perto daqui?")
        let near = try Self.explain("o que tem de bom perto daqui?", after: ["spin bar"])
        #expect(!near.contains(#""intent":"show""#), "\(near)")
    }

    /// A place shown again is that place; showing another is another pick; a decision not made beside a question
    /// still asks it.
    @Test func showAgainAndAnother() throws {
        let again = try Self.explain("me mostra o Bar Brasil de novo", after: ["spin bar"])
        #expect(again == #"{"intent":"show","slots":{"target":"Bar Brasil"}}"#, "\(again)")
        #expect(try Self.explain("mostra outra", after: ["spin bar"]) == #"{"intent":"again","slots":{}}"#)
        let undecided = try Self.explain("can't decide. tell me more about Bar Brasil?", after: [])
        #expect(undecided == #"{"intent":"show","slots":{"target":"Bar Brasil"}}"#, "\(undecided)")
    }

    /// Opening the pick: a command word is no name, and why it is opened names no place.
    @Test func openingNamesNoPlaceByItsReason() throws {
        let share = try Self.explain("open in google maps, i'll share it with the team", after: ["spin bar"])
        #expect(share.contains(#""intent":"open""#) && !share.contains("target"), "\(share)")
        let why = try Self.explain("abre no tripadvisor q quero ver os comentários", after: ["spin bar"])
        #expect(why == #"{"intent":"open","slots":{"app":"tripadvisor"}}"#, "\(why)")
        let told = try Self.explain("pode abrir o mapa que minha filha disse que mostra o caminho", after: ["spin bar"])
        #expect(told == #"{"intent":"open","slots":{"app":"maps"}}"#, "\(told)")
    }

    /// The kind replaced is no wish: "italiano em vez de japonês" is Italian alone.
    @Test func aKindReplaced() throws {
        let json = try Self.explain("quero italiano em vez de japonês", after: [])
        #expect(json.contains(#""tags":["italian"]"#), "\(json)")
        let en = try Self.explain("thai rather than chinese tonight", after: [])
        #expect(en.contains(#""tags":["thai"]"#), "\(en)")
    }

    /// Kinds offered as alternatives, then one said again: that one is chosen; alternatives alone are both wished.
    @Test func alternativesThenAChoice() throws {
        let chosen = try Self.explain("thai ou mexicano? hmm... tá, mexicano", after: [])
        #expect(chosen.contains(#""tags":["mexican"]"#), "\(chosen)")
        let both = try Self.explain("thai or mexican", after: [])
        #expect(both.contains("thai") && both.contains("mexican"), "\(both)")
    }

    /// Something of a kind, looked for near me, is a pick nearby; a dish or a brand is still looked up by name.
    @Test func somethingOfAKindNearby() throws {
        let kind = try Self.explain("find something korean near me", after: [])
        #expect(kind.contains(#""intent":"near""#) && kind.contains("korean"), "\(kind)")
        let osm = try Self.explain("procura no openstreetmap uns lugares românticos perto de mim", after: [])
        #expect(osm.contains(#""intent":"near""#) && osm.contains(#""source":"osm""#) && osm.contains("romantic"), "\(osm)")
        let dish = try Self.explain("acha um acarajé perto de mim", after: [])
        #expect(dish.contains(#""intent":"find""#), "\(dish)")
    }

    /// A distance from a landmark is nearness to it; a distance alone is the pick's radius; a distance walked tells.
    @Test func aDistanceFromALandmark() throws {
        let office = try Self.explain("até 3 km do trabalho", after: ["spin pizza"])
        #expect(office.contains(#""intent":"near""#) && office.contains(#""radius_km":3"#), "\(office)")
        let named = try Self.explain("sushi within 1km of Paulista", after: [])
        #expect(named.contains(#""intent":"near""#) && named.contains("sushi"), "\(named)")
        let alone = try Self.explain("within 2km", after: ["spin pizza"])
        #expect(alone.contains(#""intent":"spin""#) && alone.contains(#""radius_km":2"#), "\(alone)")
        let walked = try Self.explain("walked 4 km from the office today, my legs hurt", after: [])
        #expect(Self.isUnknown(walked), "\(walked)")
    }

    /// Small words for food and beach kiosks are their tags; a broth is no "calm" place.
    @Test func smallFoodWords() throws {
        #expect(try Self.explain("um café com docinhos", after: []).contains("dessert"))
        #expect(try Self.explain("quero uns salgados", after: []).contains("snacks"))
        #expect(try Self.explain("alguma barraca de praia por aqui?", after: []).contains("beach"))
        #expect(!(try Self.explain("spin caldo", after: []).contains("quiet")))
    }

    /// The favourites shown are a list; "here" is no name searched for; the radius to be from now on is the setting.
    @Test func listsAndTheRadius() throws {
        #expect(try Self.explain("show me just the favourites", after: []) == #"{"intent":"list","slots":{"favorites":true}}"#)
        #expect(try Self.explain("what's even on my list here", after: []) == #"{"intent":"list","slots":{}}"#)
        let radius = try Self.explain("I'd like the radius to be 4 km from now on", after: [])
        #expect(radius == #"{"intent":"set","slots":{"key":"radius","value":4}}"#, "\(radius)")
    }

    /// A preference said after a pick changes its kind and keeps its other filters; what was drunk is no wish; a
    /// source told of is no source chosen; "places we have rated" is the rating priority, said in other words.
    @Test func followUpsAndFilters() throws {
        let prefer = try Self.explain("prefiro comida italiana, se tiver", after: ["spin 4 stars"])
        #expect(prefer.contains(#""min_stars":4"#) && prefer.contains(#""tags":["italian"]"#), "\(prefer)")
        let drank = try Self.explain("nem jantei, só bebi um suco", after: ["spin bar"])
        #expect(Self.isUnknown(drank), "\(drank)")
        let source = try Self.explain("acha uma pizzaria perto de mim no openstreetmap, minha lista aqui é pequena", after: [])
        #expect(source.contains(#""source":"osm""#), "\(source)")
        let rated = try Self.explain("only the ones we have rated already", after: ["spin japanese"])
        #expect(rated.contains(#""rating":"only""#) && rated.contains("japanese"), "\(rated)")
        let told = try Self.explain("I gave up on rating places years ago", after: [])
        #expect(!told.contains(#""rating":"prefer""#), "\(told)")
    }

    /// A switch to a city it names, said first, stands whatever story follows; a story of moving is no switch.
    /// Someone who never had a cuisine wishes to try it; "only" a few words before "well rated" requires it.
    @Test func roundThirtyClasses() throws {
        let city = try Self.explain("troca a cidade pra Londrina, vou ficar lá até sexta por causa do trabalho", after: [])
        #expect(city.contains(#""city":"Londrina""#), "\(city)")
        let story = try Self.explain("mudar de cidade foi difícil no começo, mas hoje amo morar aqui", after: [])
        #expect(Self.isUnknown(story), "\(story)")
        let never = try Self.explain("meu pai nunca comeu comida tailandesa, sorteia uma tailandesa", after: [])
        #expect(never.contains(#""tags":["thai"]"#) && never.contains(#""avoid":[]"#), "\(never)")
        let only = try Self.explain("sushi, but only from places that are really well rated", after: [])
        #expect(only.contains(#""rating":"only""#), "\(only)")
        let notes = try Self.explain("edita as notas desse: mesa no fundo é melhor", after: ["spin bar"])
        #expect(notes.contains(#""intent":"edit""#) && notes.contains(#""field":"notes""#), "\(notes)")
    }

    /// A common word shouted in capitals is no place's name: the rating is the current pick's.
    @Test func aShoutedWordIsNoName() throws {
        let json = try Self.explain("foi MUITO bom, comida TOP, 5 estrelas", after: ["spin bar"])
        #expect(json.contains(#""intent":"rate""#) && !json.contains("target"), "\(json)")
    }

    /// A name pointed back at, then why it is looked for: the name is found.
    @Test func aNamePointedBackAtThenWhy() throws {
        let json = try Self.explain("minha tia só fala do Bar Urca, procura ele pra eu ver se presta", after: [])
        #expect(json == #"{"intent":"find","slots":{"query":"Bar Urca"}}"#, "\(json)")
    }
}
