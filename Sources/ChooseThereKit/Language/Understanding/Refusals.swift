// MARK: - Refusals: what is not ours to do

/// Things people ask to delete that are not places, and requests that are not ours.
enum Refusals {
    /// Verbs of tasks this program does not do, when they lead the line.
    static let offTopic: WordSet = [
        "write", "translate", "compose", "sing", "calculate", "escreve", "escreva", "traduz",
        "traduza", "canta", "calcula", "book", "reserve", "reserva", "reservar", "cook", "cozinhar",
    ]
    /// Things to ask for that are not places to eat.
    static let offTopicNouns: WordSet = [
        "movie", "movies", "film", "filme", "filmes", "song", "songs", "musica", "book", "livro",
        "series", "serie", "game", "jogo", "joke", "piada", "poem", "poema", "recipe", "receita",
        "calories", "calorias", "homework", "dever", "matematica",
    ]
    static let offTopicPhrases = PhraseTable<Bool>(
        [
            "the weather", "weather like", "como ta o tempo", "como esta o tempo", "o tempo hoje", "o tempo amanha", "a previsao",
            // (The weather asked about; said as a reason it asks nothing: "com essa chuva, só coisa perto".)
            "previsao do tempo", "vai chover", "will it rain", "is it going to rain", "going to rain", "weather forecast",
            "how's the weather", "hows the weather", "a joke", "uma piada",
            "a poem", "um poema", "a story", "uma historia", "who won", "quem ganhou",
            // Trivia and cooking at home: questions about the world, not places to eat.
            "the capital of", "capital of", "a capital da", "a capital do", "a capital de", "capital da", "capital do", "president of",
            "presidente da", "presidente do", "prime minister", "primeiro ministro", "at home tonight", "em casa hoje",
            // Errands we do not run: a ride, a booking, a delivery.
            "call a taxi", "call me a taxi", "call a cab", "call me a cab", "call an uber", "call me an uber", "chama um taxi",
            "chama um uber", "chamar um taxi", "chamar um uber", "pede um uber", "pede um taxi", "book a table", "reserve a table",
            "make a reservation", "reserva uma mesa", "reservar uma mesa", "faz uma reserva", "fazer uma reserva", "order delivery",
            "pede um delivery", "pedir delivery",
        ].map { ($0, true) })
    /// "how do i make carbonara", "como fazer feijoada": cooking a dish (a food word follows), not finding a place.
    static let cooking = PhraseTable<Bool>(
        [
            "how do i make", "how to make", "how do you make", "how do i cook", "how to cook", "how do you cook", "como fazer",
            "como cozinhar", "como preparar", "como eu faco", "como faz", "como se faz", "recipe for", "receita de",
        ].map { ($0, true) })

    /// Whole lines of conversation ("hi", "obrigado", "undo that"), by what they are.
    static let smallTalk = [String: SmallTalk](
        uniqueKeysWithValues: [
            "hi", "hello", "hey", "hiya", "howdy", "yo", "good morning", "good afternoon", "good evening", "hi there", "hello there",
            "hey there", "oi", "ola", "oie", "opa", "e ai", "eai", "bom dia", "boa tarde", "boa noite", "tudo bem", "tudo bom",
            "oi tudo bem", "ola tudo bem", "salve",
        ].map { ($0, SmallTalk.greeting) }
            + [
                "thanks", "thank you", "thx", "ty", "cheers", "thanks a lot", "thank you so much", "obrigado", "obrigada", "obg",
                "valeu", "vlw", "brigado", "brigada", "muito obrigado", "muito obrigada",
            ].map { ($0, SmallTalk.thanks) }
            + [
                "undo", "undo that", "undo it", "undo the last one", "desfazer", "desfaz", "desfaz isso", "desfazer isso",
                "desfaca", "desfaca isso",
            ].map { ($0, SmallTalk.undo) })

    /// The kind of small talk when the whole line is one (punctuation and "please"/"pls" aside).
    static func smallTalk(_ s: Sentence) -> SmallTalk? {
        let words = s.words.filter(\.isWord).map(\.folded).filter { !["please", "pls", "por", "favor"].contains($0) }
        guard !words.isEmpty, words.count <= 5 else { return nil }
        return smallTalk[words.joined(separator: " ")]
    }

    static let destroy: WordSet = [
        "clear", "delete", "erase", "remove", "wipe", "reset", "apaga", "apagar", "limpa", "limpar",
        "exclui", "excluir", "reseta", "resetar", "undo", "desfaz", "desfazer", "zera", "zerar",
    ]
}
