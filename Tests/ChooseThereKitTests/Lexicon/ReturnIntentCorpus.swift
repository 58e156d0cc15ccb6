@testable import ChooseThereKit

/// What rating words say about going back: the expected answer (nil =
/// nothing said about it), then every way people write it. A new phrasing
/// is a new line here first.
enum ReturnIntentCorpus {
    static let entries: [(ReturnAnswer?, [String])] = [
        // MARK: yes — English
        (
            .yes,
            [
                "would return", "will return", "we'll be back", "I'll be back", "we will be back", "coming back",
                "definitely coming back", "going back for sure", "would go back", "would definitely go back",
                "we'd go back", "I'd come back", "I would come back", "will come back with friends", "would revisit",
                "worth a revisit", "would go again", "definitely going again", "would eat here again", "again for sure",
                "can't wait to come back", "cannot wait to go back", "can't wait to go again",
                "next time I'll try the ramen", "next time we'll order the fish", "we'd come back in a heartbeat",
                "would return without a doubt", "no doubt we'll be back", "will be back, no doubt",
                "we'll be back next week", "we'd happily come back", "would love to come back", "hope to come back soon",
                "I want to come back", "we're already planning to come back", "I'm sure we'll be back",
                "it's worth going back", "totally worth coming back", "we keep coming back", "will return!!!",
                "WOULD RETURN", "return", "rate it three, we'll be back", "we'd come back for sure",
                "would return in a heartbeat", "We’ll be back!", "would def go back",
            ]
        ),
        // MARK: yes — a negation about something else
        (
            .yes,
            [
                "not cheap but we'd go back", "not cheap, but would go back", "wasn't cheap but we'll be back",
                "we'd come back, not for the dessert though",
                "the dessert was not great but we will return", "service wasn't great but we'd still come back",
                "not the best ramen but would go back", "didn't love the decor, would return",
                "nothing special but I'd come back", "never disappoints, will come back",
                "not gonna lie, we'll be back", "won't lie, coming back for sure",
                "no complaints, would return", "not bad, would go back", "would go back for the ramen, not the sushi",
                "would go back for the ramen not the sushi", "never been here before, will come back",
                "food wasn't amazing, but the vibe was great, so we'll be back", "not the cheapest, would still return",
                "didn't try the dessert, next time", "no parking nearby but we'll be back",
                "the wait wasn't short, and we'd come back anyway",
            ]
        ),
        // MARK: yes — double negation, answers
        (
            .yes,
            [
                "wouldn't not go back", "wouldn't hesitate to go back", "would not hesitate to return",
                "don't get me wrong, we'll be back", "Would I return? In a heartbeat.", "won't be the last time",
                "definitely not the last time", "can hardly wait to go back", "not a fan of the music but will be back",
                "Food was amazing but service slow. Would still go back.", "I'd rather go back here than anywhere else",
                "Can't believe we'd never been before, we'll be back", "I'm coming back tomorrow for lunch",
                "I can't not come back", "no reason not to come back", "you won't regret coming back",
                "nothing stops us from coming back", "I'll never stop coming back", "impossible not to come back",
                "hard not to come back", "não me arrependo de voltar", "impossível não voltar", "difícil não voltar",
                "não posso deixar de voltar", "não canso de voltar", "we'd return without hesitation",
                "without hesitation, we'll return",
                "coming back? definitely", "would we come back? absolutely", "go back? yes", "return? of course",
            ]
        ),
        // MARK: yes — Portuguese
        (
            .yes,
            [
                "voltaria", "voltarei", "vou voltar", "volto", "volto sim", "com certeza volto", "quero voltar",
                "voltaremos", "voltaria fácil", "voltaria com certeza", "voltaria sem dúvida",
                "voltaria sem pensar duas vezes", "não vejo a hora de voltar", "tô doido pra voltar", "iria de novo",
                "com certeza iria de novo", "vamos voltar", "a gente volta com certeza", "já quero voltar",
                "voltarei sempre", "sempre volto", "com certeza voltaremos", "voltaria mil vezes", "voltaria, né?",
                "na próxima vez peço o ramen", "na próxima peço a sobremesa", "Voltaria!", "VOLTARIA",
                "voltaria com os amigos", "nunca tinha ido, voltarei",
            ]
        ),
        (
            .yes,
            [
                "não era barato mas voltaria", "não era barato, mas voltaria", "não é barato mas vale a pena voltar",
                "o atendimento não foi bom mas voltaria", "nunca decepciona, voltarei",
                "voltaria pela comida, não pelo atendimento", "voltaria pela comida não pelo atendimento",
                "nada mal, voltaria", "sem reclamações, voltaria", "não deixaria de voltar", "não tem como não voltar",
                "voltaria? com certeza", "voltaria? sim", "nem caro nem barato, voltaria",
                "não gostei da sobremesa, mas volto", "sem estacionamento mas voltaria", "não vemos a hora de voltar",
                "não vejo motivo pra não voltar", "hoje não, mas volto outro dia", "voltaria de olhos fechados",
                "dá vontade de voltar", "vale muito a pena voltar", "pretendo voltar com a família",
                "a comida tava ótima e eu volto sim", "volto? claro", "voltaria, mas não pelo preço",
            ]
        ),
        // MARK: no — English
        (
            .no,
            [
                "won't be back", "we won't be back", "we will not be back", "not coming back ever", "wouldn't return",
                "would not return", "never again", "never going back", "not going back", "no way we're coming back",
                "no way I'm going back", "not worth going back", "once was enough", "last time",
                "that was the last time", "first and last time", "won't return", "will never return",
                "never coming back", "not returning", "I'm not going back", "we are not coming back",
                "I don't think we'll be back", "I don't think we'd come back", "I doubt we'll be back",
                "unlikely to return", "probably not going back", "probably won't be back", "probably not coming back",
                "coming back? no", "coming back? never", "go back? no way", "would I go back? nope",
                "won't be back, the food was bad", "the food was bad, won't be back", "food was bad won't be back",
                "great food but we won't be back", "nice place but never again",
                "not coming back, not even for the dessert", "wouldn't go back even if it was free",
                "we'd never go back", "no more coming back here", "not going back anymore", "I won't go back again",
                "would not go again", "never eating here again", "we won't come back", "don't want to go back",
                "we will avoid going back", "nope, never again", "no, we won't be back", "no, not going back",
                "no not going back", "won't be back, no", "not worth a return", "definitely not going back",
                "absolutely not coming back", "not coming back, sorry", "rate it three, we won't be back",
                "never ever going back", "no chance we're going back", "I'd hesitate to go back",
                "wouldn't go back", "WON'T BE BACK", "won’t be back", "wont be back", "would never set foot there again",
                "not going back there again", "would come back... not", "never. again.",
                "I would never, ever return", "we will not, under any circumstances, return", "never would I return",
                "never again will I go back", "no need to come back", "I regret coming back",
                "no I wouldn't go back", "we won't be back anytime soon", "not likely to return",
                "Zero desire to go back", "zero chance we'll be back", "I'd rather starve than go back",
                "over my dead body", "done with this place", "I'm done with this place, never again",
                "no desire to go back", "in no hurry to return", "Will be back? Not likely.",
                "Meh. Probably won't return.", "Waited an hour, left, never coming back", "Will not be returning",
                "Bad food. Not recommended. Never again!", "Sadly, won't be back", "won't be back for a while",
                "good but not great, probably wouldn't return", "I don't see us coming back",
                "would rather not go back", "don't plan on going back", "no plans to return",
                "have no intention of going back",
            ]
        ),
        // MARK: no — Portuguese
        (
            .no,
            [
                "não voltaria", "não volto", "nunca mais", "não pretendo voltar", "não volto mais", "jamais voltaria",
                "não vale a pena voltar", "nem a pau", "não volto nem morto", "primeira e última vez",
                "foi a primeira e última vez", "nunca mais volto", "nunca mais volto aqui", "não vou voltar",
                "não voltarei", "não quero voltar", "volto não", "volto mais não", "não volto não",
                "não voltaria nunca mais", "não vou nunca mais voltar", "voltaria? nem a pau",
                "voltar? de jeito nenhum", "de jeito nenhum volto", "acho que não volto", "acho que não voltaria",
                "provavelmente não volto", "dificilmente volto", "comida boa mas não volto", "caro demais, não volto",
                "uma vez basta", "uma vez foi suficiente", "não tem como voltar", "nunca voltaria",
                "não volto nem se me pagarem", "n volto", "nao volto mais", "não voltaria de novo", "não iria de novo",
                "nunca mais piso lá", "NÃO VOLTO", "não não volto", "não, não volto", "Nunca mais!",
                "volto nunca mais", "não retornaria", "não volto lá tão cedo", "nunca mais eu volto nesse lugar",
                "impossível voltar", "prefiro passar fome do que voltar", "sem chance", "não dá vontade de voltar",
                "reprovado, não volto", "ótimo, mas nunca mais", "fui embora e não volto", "com certeza não volto",
                "volto? nunca", "voltaria? acho que não", "voltaria? provavelmente não", "eu não voltaria",
                "a gente não voltaria", "nem pensar em voltar", "não recomendo e não volto",
            ]
        ),
        // MARK: unclear — English
        (
            .unclear,
            [
                "maybe we'll come back", "might come back", "might return", "may come back",
                "not sure we'll be back", "not sure if we'll come back", "we'll see if we come back",
                "would come back if it were cheaper", "would return, if they fix the service",
                "depends, might go back", "coming back? maybe", "coming back?", "would we come back?",
                "probably coming back", "probably would return", "I think we'll be back", "I guess we'd come back",
                "would go back, maybe", "would return... not sure", "perhaps we'll return", "possibly going back",
                "we could come back", "I wish we could go back", "not sure about coming back",
                "don't know if we'll go back", "dunno if I'd return", "who knows, maybe we'll come back",
                "won't never go back", "I can't say we won't be back", "would go back but only if it's cheaper",
                "would go back unless they raise prices", "coming back? probably", "wouldn't say no to coming back",
                "would go back... never again", "had to go back for my wallet", "the waiter kept coming back",
                "the waiter didn't come back", "would come back, no?", "going back? we'll see",
                "if they lower the prices we'd come back", "we might not come back", "maybe not coming back",
                "We were told to come back later because they were full", "They told us to go back to the line",
                "You have to go back to the counter to order", "better than going back home",
                "the chef said he'd be back", "why would anyone go back?", "Not coming back? Never!",
                "I'd return in a second if I lived nearby", "Not returning unless the management changes",
                "voltaria, mas não sei quando", "pq nao voltaria?", "voltaria? acho que sim",
                "not sure I wouldn't go back", "idk if we'll return",
            ]
        ),
        // MARK: unclear — a negation the scope rules stopped short of the cue
        (
            .unclear,
            [
                "not cheap we'd go back", "never disappoints will come back", "nunca tinha ido voltarei",
                "não era barato voltaria", "not a place I'd go back to", "not somewhere I'd go back to",
                "não é um lugar que eu voltaria", "no we'd come back", "nothing special I'd come back",
                "couldn't be happier will be back", "didn't want to leave will come back",
            ]
        ),
        // MARK: unclear — Portuguese
        (
            .unclear,
            [
                "talvez volte", "talvez eu volte", "não sei se volto", "não sei se voltaria", "quem sabe eu volto",
                "depende, talvez volte", "voltaria se fosse mais barato", "se baixar o preço, volto", "voltaria?",
                "voltaria? talvez", "voltaria? não sei", "acho que volto", "acho que voltaria", "provavelmente volto",
                "sei lá se volto", "pode ser que eu volte", "de repente eu volto", "voltaria, quem sabe",
                "vamos ver se voltamos", "não tenho certeza se volto", "voltaria, depende do preço",
                "o garçom não volta", "voltaria e nunca mais", "talvez não volte", "nem sei se volto",
                "I'm not even sure we'll be back", "I don't even know if we'll come back", "would never say no to coming back",
            ]
        ),
        // MARK: nothing about going back
        (
            nil,
            [
                "great food", "comida ótima", "rate 4", "we tried it again", "fomos de novo ontem",
                "back pain from the chairs", "nice vibe, cheap", "never had better ramen", "nunca comi um ramen tão bom",
                "not cheap", "no match", "o piso era sujo", "the waiter came back with the wrong order",
                "dei uma volta depois", "went back to the hotel after", "o garçom nunca mais voltou", "",
                "service was not great", "comida não era incrível", "deu match", "3 stars, cheap, nice ambience",
                "nunca tinha ido", "the back room was cozy", "Last time I came it was better", "better than last time",
                "I went back to get my umbrella, staff was kind", "já voltei três vezes", "voltei ontem e continua ótimo",
                "The ramen brought me back to Japan", "can't wait", "no doubt", "nunca mais pisei lá",
            ]
        ),
    ]

    /// A hedge is not an answer: "probably not", "I don't think we'll…"
    /// and "acho que não" ask rather than record `no` (a wrong return
    /// intention is the worst misreading; a question costs one more line).
    /// `wouldn't say no to` is an idiom for yes.
    static let policy: [String: ReturnAnswer?] = [
        "I don't think we'll be back": .unclear, "I don't think we'd come back": .unclear, "probably not going back": .unclear,
        "probably won't be back": .unclear, "probably not coming back": .unclear, "not likely to return": .unclear,
        "Meh. Probably won't return.": .unclear, "good but not great, probably wouldn't return": .unclear,
        "acho que não volto": .unclear, "acho que não voltaria": .unclear, "provavelmente não volto": .unclear,
        "wouldn't say no to coming back": .yes,
        // Odds are a hedge too: "I doubt", "unlikely", "dificilmente" ask.
        "I doubt we'll be back": .unclear, "unlikely to return": .unclear, "dificilmente volto": .unclear,
    ]

    /// Every phrasing with its expected answer, in order.
    static var all: [(line: String, expected: ReturnAnswer?)] {
        entries.flatMap { entry in entry.1.map { ($0, policy[$0] ?? entry.0) } }
    }
}
