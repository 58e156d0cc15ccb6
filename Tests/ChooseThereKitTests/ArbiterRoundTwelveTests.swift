import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 12 (flatmates texting, a mother with a
/// stroller, a birthday with a coeliac friend, a driver on the road, a night
/// guard, a newcomer who asks how it works first): each a class, new phrasings.
@Suite("Arbiter, blind round 12")
struct ArbiterRoundTwelveTests {
    /// Someone else's move, even with a word that could switch, moves no session; a small town beside a
    /// search nearby is where I am.
    @Test(arguments: [
        ("meu primo muda de cidade todo ano, agora foi pra Fortaleza", "unknown"), ("tô em Moema, algo bom por aqui?", "location"),
    ])
    func movesAndNeighbourhoods(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb)
    }

    /// A capitalised name inside a sentence is no typo of a price ("Carol" is not "caro"), nor is "a guy".
    @Test(arguments: ["aniversário da Carol, sorteia um boteco", "um cara do trabalho indicou, sorteia um bar"])
    func namesAndGuysAreNoPrice(_ line: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "spin")
        #expect(!json.contains("\"price\""), "\(line) → \(json)")
    }

    /// A wish passed on is the pick's; an opinion passed on is chat.
    @Test(arguments: [
        ("he says korean maybe?", "spin"), ("ela mandou msg: nada de japonês pq comeu ontem", "spin"),
        ("my dad says korean food is overrated", "unknown"),
    ])
    func aWishPassedOn(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb, after: ["spin cheap"])
    }

    /// How the program picks, which settings there are, how this one was picked.
    @Test(arguments: [
        ("before I start: how do you decide what to show me?", "help"), ("é aleatório mesmo ou vc aprende com as notas?", "help"),
        ("which settings can I change?", "settings"), ("how did you choose this place?", "why"), ("sai", "quit"),
    ])
    func questionsAboutTheProgram(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb, after: ["spin bar"])
    }

    /// Moods alone add to the kinds; a kind with a few words beside it replaces them and keeps the moods.
    @Test(arguments: [
        ("a rooftop would be even better", "\"tags\":[\"bar\",\"lively\",\"rooftop\"]"),
        ("a pizzeria would be ideal", "\"tags\":[\"lively\",\"pizzeria\"]"),
    ])
    func moodsAddAndKindsReplace(_ line: String, _ tags: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "spin", after: ["spin bar lively"])
        #expect(json.contains(tags), "\(line) → \(json)")
    }

    /// When a place opens (an hour right after), and top marks.
    @Test(arguments: [("esse só abre 18h, outro", "again"), ("top marks, would go back", "rate")])
    func smallClasses(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb, after: ["spin bar"])
    }
}

extension ArbiterRoundTwelveTests {
    /// Where I am told in one sentence, a place asked for in another: the request is read, not an address.
    @Test(arguments: [
        "I'm at the mall near the north entrance. Any cheap burger within 1 km?",
        "tô no escritório da Faria Lima, só tenho 40 minutos. algo saudável num raio de 1 km?",
    ])
    func whereIAmBesideARequest(_ line: String) throws {
        let json = try ArbiterRoundEightTests.explain(line)
        #expect(json.contains("\"intent\":\"spin\"") || json.contains("\"intent\":\"near\""), "\(line) → \(json)")
    }

    /// Help asked with food is a request; help with a command stays help.
    @Test(arguments: [("can you help with lunch? something light close by", "near"), ("help with rate", "help")])
    func helpWithFood(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb)
    }

    /// "around" before a place's name is nearness; around a time is not.
    @Test(arguments: [("a quiet café around Savassi", "near"), ("around 8 something casual", "spin")])
    func aroundANamedPlace(_ line: String, _ verb: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, verb)
    }

    /// "so" before a new subject ends a negation's clause.
    @Test func soEndsANegation() throws {
        let json = try ArbiterRoundEightTests.expectVerb("I'm vegetarian and my kids aren't so we need vegetarian options", "spin")
        #expect(json.contains("\"tags\":[\"vegetarian\"]"), "\(json)")
    }
}

extension ArbiterRoundTwelveTests {
    /// Having had enough of doing something to a kind leaves the kind out; of a generic place, nothing.
    @Test(arguments: [
        ("tired of eating pizza, pick something else", "\"avoid\":[\"pizza\"]"),
        ("cansado de comer hambúrguer, sorteia um japonês", "\"avoid\":[\"burger\"]"),
        ("I'm tired of picking restaurants, just spin", "\"avoid\":[]"),
    ])
    func enoughOfDoingSomething(_ line: String, _ avoid: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "spin")
        #expect(json.contains(avoid), "\(line) → \(json)")
    }

    /// Been there, said as the reason for another, is no question about my visits; a lone word before
    /// "favourite" names no place.
    @Test(arguments: [("a gente já foi nesse, tem fila enorme. outro", "again"), ("show, marca como favorito", "favorite")])
    func reasonsAndInterjections(_ line: String, _ verb: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, verb, after: ["spin bar"])
        #expect(!json.contains("target"), "\(line) → \(json)")
    }
}

extension ArbiterRoundTwelveTests {
    /// An idiom that holds a command's word ("o preço não importa") takes no command back; a request beside it stands.
    @Test(arguments: ["quero um japonês hoje, o preço não importa", "nada de pizza nem massa, um árabe"])
    func idiomsAndListsBesideARequest(_ line: String) throws {
        let json = try ArbiterRoundEightTests.expectVerb(line, "spin")
        #expect(!json.contains("\"tags\":[\"pasta"), "\(line) → \(json)")
    }
}

extension ArbiterRoundTwelveTests {
    /// Places I rated before, described in a request, are a pick's filter: no rating is recorded
    /// (found by blind round 13's first run).
    @Test(arguments: ["only places we already rated 4 stars", "just the ones I rated 5 stars please"])
    func placesRatedBeforeRecordNothing(_ line: String) throws {
        let json = try ArbiterRoundEightTests.explain(line, after: ["spin bar"])
        #expect(!json.contains("\"intent\":\"rate\""), "\(line) → \(json)")
    }

    /// A rating given now still records.
    @Test(arguments: ["I rated it 5 stars, we loved it", "gave it 4 stars, would go back"])
    func aRatingGivenNowRecords(_ line: String) throws {
        try ArbiterRoundEightTests.expectVerb(line, "rate", after: ["spin bar"])
    }
}
