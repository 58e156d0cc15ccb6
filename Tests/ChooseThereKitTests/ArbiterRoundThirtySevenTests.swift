import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// Classes found by blind round 37 (a rainy Sunday in the neighbourhood,
/// grandchildren after school, a runner after a race, short rejections, a
/// pregnant partner, a conference trip, a friend's backup, first-time setup,
/// a musician who talks about the weather, a farewell dinner, chat
/// abbreviations): each tried with new phrasings.
@Suite("Arbiter, blind round 37")
struct ArbiterRoundThirtySevenTests: ReadsAfterAPick {
    /// A question whose subject is the pick and whose predicate is one of its qualities asks about it; it wishes for
    /// nothing ("is that one expensive?" never re-rolls for a pricey place).
    @Test func aQuestionOfWhatThePickIsLike() throws {
        for line in [
            "is that one expensive?", "how far is that one?", "isn't it too loud?", "what's the menu like there",
            "what are the prices like?", "how's the food there", "what kind of music do they have there", "esse é longe?",
            "é caro esse?", "essa aí é muito cheia?", "como é o atendimento?",
        ] {
            #expect(try Self.explain(line, after: ["spin bar"]) == #"{"intent":"show","slots":{}}"#, "\(line)")
        }
        // (Asking for another one is a wish: "is there a cheaper one?".)
        #expect(try Self.explain("is there a cheaper one?", after: ["spin bar"]).contains(#""price":1"#))
    }

    /// A favourite marked by a name typed with its capitals after the verb, or after "make" (a number closing it is the name's).
    @Test func aFavouriteByItsName() throws {
        #expect(
            try Self.explain("and make Bar do Alemão a favorite", after: ["spin bar"])
                == #"{"intent":"favorite","slots":{"on":true,"target":"Bar do Alemão"}}"#)
        #expect(
            try Self.explain("fechado, favorita o Terraço 21", after: ["spin bar"])
                == #"{"intent":"favorite","slots":{"on":true,"target":"Terraço 21"}}"#)
    }

    /// "Open late" is the late-night kind, not "open now".
    @Test func openLateIsLateNight() throws {
        for line in ["anything open late on a tuesday?", "um bar que fica aberto até tarde", "a diner open till late"] {
            let read = try Self.explain(line, after: [])
            #expect(read.contains("late night") && !read.contains("open_now"), "\(line): \(read)")
        }
        #expect(try Self.explain("algum bar aberto agora?", after: []).contains(#""open_now":true"#))
    }

    /// Going back, said in chat words: a yes after it, and not ordering again.
    @Test func goingBackInChatWords() throws {
        #expect(try Self.explain("adoramos. 5 estrelas, voltamos sim", after: ["spin bar"]).contains(#""would_return":true"#))
        #expect(try Self.explain("chegou gelado, 2 estrelas n peço mais", after: ["spin burger"]).contains(#""would_return":false"#))
        #expect(try Self.explain("3 stars, never ordering from there again", after: ["spin burger"]).contains(#""would_return":false"#))
    }

    /// A reason said after the stars is part of the note, with the remark before them; "though" closing the line is no word
    /// left unexplained; a one-word name inside a longer name typed with capitals is not that place.
    @Test func aRatingWithItsReason() throws {
        #expect(
            try Self.explain("loved the vibe. 4 stars because the waiter was rude, would go back tho", after: ["spin bar"])
                == #"{"intent":"rate","slots":{"note":"loved the vibe; the waiter was rude","stars":4,"tags":[],"would_return":true}}"#)
        #expect(try Self.explain("rate Cantina Roma 4", after: []).contains(#""target":"Cantina Roma""#))
    }

    /// "The list", shown, is mine; another list named is not. "My city is X" switches to X.
    @Test func theListAndTheCitySaidPlainly() throws {
        #expect(try Self.explain("show me the list", after: []) == #"{"intent":"list","slots":{}}"#)
        #expect(try Self.explain("agora me mostra a lista de novo", after: []) == #"{"intent":"list","slots":{}}"#)
        #expect(Self.isUnknown(try Self.explain("me mostra a lista de compras", after: [])))
        #expect(try Self.explain("my city is Curitiba", after: []).hasPrefix(#"{"intent":"city","slots":{"any":false,"city":"Curitiba""#))
        #expect(Self.isUnknown(try Self.explain("my city is beautiful", after: [])))
    }

    /// Chat that names the app's words asks for nothing: thousands of photos, a documentary, another app's list, someone
    /// fetched, a refusal that opens a clause, restless kids.
    @Test func chatAsksForNothing() throws {
        for line in [
            "i need to back up my phone, like 10k photos on it", "just watched a documentary about pizza in naples",
            "my favorites list on spotify is a mess", "vou buscar meu filho na escola daqui a pouco",
            "nem a pau que eu saio de casa hoje", "as crianças não param quietas no carro",
        ] {
            #expect(Self.isUnknown(try Self.explain(line, after: [])), "\(line)")
        }
    }

    /// Short replies after a pick: not liked is another one; the pick pointed at, then where; what I'll do in the app is no
    /// target; "tá salgado" is its price, no snack; choosing between two names, then one shown.
    @Test func shortRepliesAfterAPick() throws {
        #expect(try Self.explain("não curti", after: ["spin bar"]) == #"{"intent":"again","slots":{}}"#)
        #expect(try Self.explain("esse aí. onde fica?", after: ["spin bar"]) == #"{"intent":"show","slots":{}}"#)
        #expect(try Self.explain("abre no ifood vou pedir", after: ["spin pizza"]) == #"{"intent":"open","slots":{"app":"ifood"}}"#)
        let salty = try Self.explain("tá salgado, quero um mais barato", after: ["spin italian"])
        #expect(salty.contains(#""price":1"#) && !salty.contains("snacks"), "\(salty)")
        #expect(
            try Self.explain("tô em dúvida entre o Bar Central e o Bar Sul, me mostra o Bar Sul", after: ["spin bar"])
                == #"{"intent":"show","slots":{"target":"Bar Sul"}}"#)
    }

    /// After a search nearby, a kind said with the weather as its reason, or "something" of a kind, changes that search.
    @Test func aKindAfterANearbySearch() throws {
        #expect(try Self.explain("ramen would be perfect in this weather", after: ["near me"]).hasPrefix(#"{"intent":"near""#))
        #expect(try Self.explain("something thai", after: ["near me"]).hasPrefix(#"{"intent":"near""#))
    }

    /// An exclusion ends at "other than that"; nearness said with "not too far" leaves nothing out.
    @Test func whereAnExclusionEnds() throws {
        let thai = try Self.explain("no seafood, I'm allergic. other than that I'd love thai", after: [])
        #expect(thai.contains(#""avoid":["seafood"]"#) && thai.contains(#""tags":["thai"]"#), "\(thai)")
        let view = try Self.explain("somewhere not too far with a view", after: [])
        #expect(view.contains(#""avoid":[]"#) && view.contains("view"), "\(view)")
    }
}
