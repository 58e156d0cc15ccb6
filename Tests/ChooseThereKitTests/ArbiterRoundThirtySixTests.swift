import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 36 (a nurse after a night shift, visitors
/// from abroad, a tight budget until payday, a dog that needs outdoor
/// seating, a student cramming, comfort food after bad news, someone annoyed
/// by the last picks, a cyclist on the way home, football talk between
/// requests): each tried with new phrasings.
@Suite("Arbiter, blind round 36")
struct ArbiterRoundThirtySixTests: ReadsAfterAPick {
    /// A radius said in an evening ("raio de 2km no máximo") is the pick's; the setting needs its own words.
    @Test func aRadiusInAnEveningIsThePicks() throws {
        let pick = try Self.explain("raio de 2km no máximo, tô só o pó", after: ["tem algum lugar aqui perto pra comer um sanduíche?"])
        #expect(pick.hasPrefix(#"{"intent":"near""#) && pick.contains(#""radius_km":2"#), "\(pick)")
        #expect(try Self.explain("radius 4km", after: []) == #"{"intent":"set","slots":{"key":"radius","value":4}}"#)
        #expect(try Self.explain("muda o raio pra 5km", after: []).contains(#""key":"radius""#))
    }

    /// The language switched to is the one after "to"/"para", whatever language is spoken before it.
    @Test func theLanguageSwitchedTo() throws {
        #expect(
            try Self.explain(
                "hello, tourist here, i only speak a little portuguese. can you switch the language to english please?", after: [])
                == #"{"intent":"set","slots":{"key":"language","value":"en"}}"#)
        #expect(
            try Self.explain("desculpa meu português, sou turista. pode mudar o idioma para inglês? obrigado", after: [])
                == #"{"intent":"set","slots":{"key":"language","value":"en"}}"#)
        #expect(try Self.explain("switch to english", after: []).contains(#""value":"en""#))
    }

    /// Where I am told on a street, then a request: the street's name is no town, the request is near me.
    @Test func aStreetThenARequest() throws {
        let augusta = try Self.explain("tô na Rua Augusta 500, perto do metrô. tem algum bar com música ao vivo por aqui?", after: [])
        #expect(augusta.hasPrefix(#"{"intent":"near""#) && augusta.contains("live music"), "\(augusta)")
        let brasil = try Self.explain("tô na Avenida Brasil 1500, tem algum japonês por aqui?", after: [])
        #expect(brasil.hasPrefix(#"{"intent":"near""#), "\(brasil)")
        #expect(try Self.explain("estou hospedado na Rua das Flores 120", after: []).hasPrefix(#"{"intent":"location""#))
        #expect(Self.isUnknown(try Self.explain("to na rua ainda, já chego", after: [])))
    }

    /// Stories beside a request: "fui" before a participle went nowhere; someone about to open a business; a list that
    /// had or was; a kind left out at the head of the line, then why; an empty pick amid a story.
    @Test func storiesBesideARequest() throws {
        let fired = try Self.explain("dia horrível. fui demitido hj. preciso de uma comida de vó, sabe? tipo mineira", after: [])
        #expect(fired.hasPrefix(#"{"intent":"spin""#) && fired.contains("mineira"), "\(fired)")
        #expect(try Self.explain("onde eu fui essa semana?", after: []).hasPrefix(#"{"intent":"history""#))
        #expect(Self.isUnknown(try Self.explain("meu marido quer sair do emprego e abrir um food truck de pastel, tô com medo", after: [])))
        #expect(
            try Self.explain("abriu um café novo no centro, o nome é Café Lume. adiciona na lista", after: []).contains(
                #""name":"Café Lume""#))
        #expect(
            Self.isUnknown(try Self.explain("em sp minha lista tinha uns 200 lugares, aqui tem 6. recomeçar do zero é triste", after: [])))
        let italian = try Self.explain("not italian tho, we did that last year", after: ["spin romantic fancy"])
        #expect(italian.contains(#""avoid":["italian"]"#), "\(italian)")
        #expect(
            try Self.explain("that one's always packed on game days. another", after: ["spin bar"]) == #"{"intent":"again","slots":{}}"#)
        #expect(Self.isUnknown(try Self.explain("to vendo aquele filme brilho eterno, sobre um casal que apaga as memórias um do outro")))
    }

    /// Refinements: "melhor ainda" and "even better" add; unsure words beside a kind keep the pick; a distance covered
    /// before is no radius; a language spoken is no cuisine; a source one had enough of is not the one searched.
    @Test func refinements() throws {
        let view = try Self.explain("Se tiver vista para o mar, melhor ainda", after: ["spin romantic quiet"])
        #expect(view.contains(#""tags":["quiet","romantic","view"]"#), "\(view)")
        let burger = try Self.explain("tipo um hamburguer sei la", after: ["me acha um lugar barato pra jantar"])
        #expect(burger.contains(#""price":1"#) && burger.contains("burger"), "\(burger)")
        let acai = try Self.explain("açaí would be amazing after 40km", after: [])
        #expect(!acai.contains("radius"), "\(acai)")
        let hotel = try Self.explain(
            "hello, I speak little portuguese... quero comer comida brasileira típica, por favor. perto do hotel", after: [])
        #expect(hotel.contains(#""tags":["brazilian"]"#), "\(hotel)")
        let osm = try Self.explain("busca no openstreetmap tb, os da minha lista eu já enjoei", after: ["near me"])
        #expect(osm.contains(#""source":"osm""#), "\(osm)")
    }

    /// The pick's way there, a list of everyday words that names nothing, and a rating "just like we wanted".
    @Test func thePickAndItsRating() throws {
        #expect(try Self.explain("fechou, me dá o caminho") == #"{"intent":"open","slots":{"app":"maps"}}"#)
        #expect(try Self.explain("ok this looks decent. how do i get there") == #"{"intent":"open","slots":{"app":"maps"}}"#)
        let matched = try Self.explain("was fine. 3 stars, cheap like i wanted but i wouldn't go back")
        #expect(matched.contains(#""match":true"#) && matched.contains(#""would_return":false"#), "\(matched)")
        #expect(try Self.explain("amaram!! dá 5 estrelas, era bem o q eles queriam").contains(#""match":true"#))
    }
}
