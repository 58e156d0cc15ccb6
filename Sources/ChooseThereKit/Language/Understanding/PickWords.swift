// MARK: - The words of spin, near, find, again and refinements

enum PickWords {
    static let spin: WordSet = [
        "spin", "pick", "roll", "choose", "decide", "random", "surprise", "suggest", "recommend", "sorteia", "sortear", "sorteie",
        "sorteio", "escolhe", "escolha", "escolher", "gira", "girar", "roda", "indica", "indique", "sugere", "sugira", "shuffle",
        "gimme", "randomize",
    ]
    static let spinPhrases = PhraseTable<Bool>(
        [
            "surprise me", "where should we eat", "where do we eat", "where can we eat", "where can i eat", "where should i go",
            "where to eat", "where do i eat", "where can we grab a bite", "where should i eat",
            "what should we eat", "any ideas", "grab a bite", "roll the dice", "give me a random place", "just pick", "pick one",
            "pick something", "decide for us", "decide for me", "decide por mim", "hungry", "starving", "com fome", "morrendo de fome",
            "to com fome", "any idea where to go", "where to go", "where should we go", "onde ir", "pra onde a gente vai", "onde comer",
            "onde a gente come", "onde a gente janta",
            "me indica", "me sugere", "roda a roleta", "gira a roleta", "sorteia ai", "sorteia um", "escolhe um", "escolhe ai",
            "um lugar pra comer", "lugar pra comer", "bora num", "bora numa", "bora comer", "bora", "que tal", "how about", "what about",
            "e se a gente fosse", "vamos num", "vamo num", "let's go to a", "somewhere to", "a place to", "algum lugar",
            // Asking for food itself ("need food now", "qro comer algo").
            "need food", "want food", "need some food", "want some food", "need to eat", "want to eat", "something to eat",
            "get me food", "get us food", "get some food", "grab some food", "grab food", "feed me", "feed us", "food please",
            "quero comer", "queria comer", "preciso comer", "preciso de comida", "quero comida", "algo pra comer", "algo para comer",
            "comer alguma coisa", "comer algo",
        ].map { ($0, true) })
    static let nearMe = PhraseTable<Bool>(
        [
            "near me", "near us", "nearby", "near here", "around me", "around us", "around here", "close by", "close to me", "closest",
            "nearest", "close to here", "of here", "in walking distance", "walking distance", "what's near", "whats near", "what's close",
            "what's around", "whats around", "what's nearby", "whats nearby", "of me", "from here", "near",
            "perto de mim", "perto", "por perto", "aqui perto", "pertinho", "aqui pertinho", "nas redondezas", "nas proximidades",
            "proximo de mim", "mais proximo", "mais proxima", "mais proximos", "mais proximas", "mais perto", "de mim", "aqui do lado",
            "perto daqui", "daqui",
            "aqui por perto", "nas redondeza", "por aqui", "proximos a mim", "proximas a mim", "proximo a mim", "proxima a mim",
            "proximos de mim", "proximas de mim", "proximos", "proximas", "to where i am", "where i am", "around where i am",
            "close to where i am", "near where i am", "close to where we are", "near where we are", "perto de onde eu to",
            "perto de onde eu estou", "perto de onde estou", "something close", "somewhere close", "anything close", "nothing too far",
            "nothing far", "na redondeza", "aqui na redondeza", "pelo bairro", "aqui pelo bairro", "close to our hotel",
            "close to the hotel", "near our hotel", "near the hotel", "near the office", "close to the office", "near work",
            "perto do hotel", "perto do escritorio", "perto do trabalho", "perto do meu trabalho", "if it's close", "se for perto",
            "around my", "around our", "em volta", "ao redor", "ao redor de mim", "em volta de mim", "por aqui perto",
            "close to us", "close to me", "closest to us", "near to us", "next to us", "perto da gente", "perto de nos",
            "not too far", "not far", "not that far", "not very far", "nao muito longe", "nao tao longe", "nao longe", "nao muito distante",
            // An area around the user is nearness too.
            "in my area", "in the area", "in this area", "around my area", "in my neighborhood", "in my neighbourhood", "around the corner",
            "na minha regiao", "aqui na regiao", "na regiao", "nessa regiao", "nesta regiao", "no meu bairro", "aqui no bairro",
            "in our area", "around our area", "in our neighborhood", "in our neighbourhood", "close to home", "near home",
            "near my place", "close to my place", "near our place", "perto de casa", "perto da minha casa", "perto da nossa casa",
            "na nossa regiao", "no nosso bairro", "aqui na vizinhanca", "na vizinhanca",
            // Around a landmark ("around the station", "close to the mall", "aqui pelo centro", "we're around Faria Lima").
            "around the", "close to the", "aqui pelo", "aqui pela", "we're around", "were around", "i'm around", "im around",
            "we are around", "i am around", "close to", "in the neighbourhood", "in the neighborhood", "in the neighbourhood if possible",
        ].map { ($0, true) })
    /// The verbs of a removal ("tira o doce", "forget the cheap part").
    static let removeVerbs: WordSet = ["forget", "remove", "drop", "esquece", "tira", "ditch", "skip", "pula", "tirar", "esquecer"]
    /// Words that open a new wish after a removal ("forget pizza anything late night").
    static let newWish: WordSet = [
        "anything", "something", "somewhere", "qualquer", "algum", "alguma", "algo", "just", "only", "so", "quero", "want", "let's",
        "lets", "bora", "vamos", "make", "instead",
    ]
    /// After "daqui a": a time to come ("daqui a pouco", "daqui a uma hora").
    static let timeToCome: WordSet = ["pouco", "pouquinho", "uns", "umas", "uma", "um", "meia", "duas", "dois", "tres", "cinco", "dez"]
    /// After "around the": a sameness or a time, no landmark ("around the same price", "around the 10th").
    static let notALandmark: WordSet = ["same", "mesmo", "mesma", "time", "hour", "weekend", "holidays"]
    /// Asking whether something exists ("is there anything", "tem algo"):
    /// with a distance, what is within it — a near search.
    static let existence = PhraseTable<Bool>(
        [
            "is there", "are there", "is there anything", "is there something", "anything", "tem algo", "tem alguma coisa", "tem algum",
            "tem alguma", "existe", "existe algum", "existe alguma", "any", "what's", "whats", "what is", "o que tem", "oq tem", "o q tem",
        ].map { ($0, true) })
    /// Asking whether something is there, in so many words ("is there", "tem algum"): a request, whoever is told about.
    static let isThere = PhraseTable<Bool>(
        [
            "is there", "are there", "is there anything", "is there something", "tem algo", "tem alguma coisa", "tem algum",
            "tem alguma", "existe algum", "existe alguma",
        ].map { ($0, true) })
    static let findVerbs: WordSet = [
        "find", "look", "search", "lookup", "acha", "achar", "ache", "procura", "procurar", "procure", "finding",
        "searching", "looking",
        "busca", "buscar", "pesquisa", "pesquisar", "encontra", "encontrar", "encontre", "locate",
    ]
    static let findPhrases = PhraseTable<Bool>(
        [
            "is there a", "is there an", "is there any", "are there any", "where's the nearest", "wheres the nearest",
            "where is the nearest",
            "where's the closest", "a place called", "um lugar chamado", "onde fica", "onde fica o", "onde fica a", "tem um", "tem uma",
            "tem algum", "tem alguma", "existe um", "existe uma", "existe algum", "existe alguma", "sabe se tem", "sabe se tem um",
            "sabe se tem uma",
            "look up", "look for", "search openstreetmap for", "search osm for", "onde eu acho", "onde acho", "onde eu encontro",
            "onde encontro", "onde que eu acho",
        ].map { ($0, true) })
    /// Words that may stand beside kinds said alone after a pick ("maybe italian", "pizza pls?", "hmm, japonês").
    static let besideAKind: WordSet = [
        "maybe", "perhaps", "talvez", "pls", "please", "plz", "por", "favor", "pfv", "pf", "ok", "okay", "hmm", "hm", "um", "uh",
        "so", "entao", "tipo", "quem", "sabe", "or", "ou", "food", "comida", "de", "some", "algum", "alguma", "a", "an", "uma",
        // "italiano pode ser", "japanese sounds good", "thai works"
        "pode", "ser", "serve", "sounds", "good", "fine", "works", "is", "bom", "boa",
        // "a café would be ideal", "a lively one", "craft beer would be awesome", "e com vista, se der"
        "would", "be", "ideal", "perfect", "great", "awesome", "better", "even", "one", "ones", "if", "possible", "se", "der",
    ]
    /// Verbs of wishing for a place ("I need a place…", "quero um lugar…").
    static let wishVerbs: WordSet = [
        "want", "need", "wanna", "quero", "queria", "queremos", "preciso", "precisamos", "procurando", "looking", "gostaria",
    ]
    /// Words between a want word and the place ("quero um bom lugar", not "quero avaliar esse lugar").
    static let beforeAPlace: WordSet = [
        "a", "an", "some", "um", "uma", "de", "algum", "alguma", "another", "outro", "new", "novo", "good", "nice", "great", "bom",
        "boa", "cozy", "little", "quiet", "to", "find", "achar",
    ]
    /// The place wished for.
    static let placeWished: WordSet = ["place", "spot", "somewhere", "restaurant", "lugar", "lugarzinho", "restaurante", "canto"]
    /// What a place may be wished for other than eating ("a place to stay").
    static let notToEat: WordSet = [
        "stay", "sleep", "live", "park", "work", "study", "rent", "ficar", "dormir", "morar", "estacionar", "trabalhar", "estudar",
        "hospedar", "alugar",
    ]
    /// Words between a find verb and the place it describes ("find me a nice…", "acha pra mim um…").
    static let describedLeads: WordSet = [
        "me", "us", "pra", "mim", "nos", "for", "a", "an", "some", "any", "um", "uma", "algum", "alguma", "good", "nice", "decent",
        "great", "cozy", "bom", "boa", "decente", "somewhere", "someplace", "anywhere", "no", "mapa", "map", "on", "osm", "openstreetmap",
    ]
    static let indefinite: WordSet = ["a", "an", "some", "any", "um", "uma", "algum", "alguma"]
    static let somewhere: WordSet = ["somewhere", "someplace"]
    /// Words around what a search is for ("where can i find", "um lugar que vende").
    static let findFrame: WordSet = [
        "where", "can", "i", "we", "find", "onde", "tem", "algum", "alguma", "um", "uma", "a", "an",
        "lugar", "place", "q", "que", "vende", "serve", "sells", "serves", "that", "try", "finding", "looking",
        "for", "me", "pra", "mim", "do", "you", "know", "conhece", "sabe", "se", "if", "there", "is",
        "any", "some", "the", "o", "os", "as", "de", "called", "named", "chamado", "chamada",
    ]
    /// "by default", "daqui pra frente": how searches behave from now on (a setting, not a search).
    static let fromNowOn = PhraseTable<Bool>(
        ["by default", "por padrao", "from now on", "de agora em diante", "daqui pra frente"].map { ($0, true) })
    /// Words before a trip's city ("going to Recife", "vou pra BH").
    static let tripWords: WordSet = ["to", "pra", "para", "pro", "visiting", "visitando", "visitar", "visit", "through", "por"]
    static let whereIs = PhraseTable<Bool>(
        [
            "where is", "where's", "wheres", "onde fica", "onde é que fica", "onde e que fica",
            "onde que fica",
        ].map { ($0, true) })
    static let again: WordSet = [
        "again", "another", "reroll", "re-roll", "next", "outro", "outra", "proximo", "proxima",
        "passa", "pass", "skip", "nah", "meh", "nope", "else", "different", "pula", "pular", "dnv",
    ]
    static let againPhrases = PhraseTable<Refinement.Kind>([
        // Been there already: another one ("ja fui nesse, outro", "went there already").
        ("been there already", .again), ("already been there", .again), ("went there already", .again),
        ("already went there", .again), ("ja fui nesse", .again), ("ja fui nessa", .again), ("ja fui la", .again),
        ("ja fomos nesse", .again), ("ja fomos nessa", .again), ("ja fomos la", .again), ("esse ja fui", .again),
        ("passa esse", .again), ("pula esse", .again), ("pula essa", .again), ("passa essa", .again),
        ("spin again", .again), ("roll again", .again), ("once more", .again), ("spin once more", .again), ("mais uma vez", .again),
        ("one more roll", .again), ("another roll", .again), ("roll it again", .again),
        ("one more spin", .again), ("another spin", .again), ("mais uma rodada", .again), ("roda dnv", .again), ("gira de novo", .again),
        ("pick again", .again), ("try again", .again), ("one more", .again),
        ("another one", .again), ("a different one", .again), ("something else", .again), ("not that one", .again),
        ("something new", .again), ("somewhere new", .again), ("other one", .again), ("another place", .again),
        ("something different", .again), ("algo novo", .again),
        ("um lugar novo", .again), ("algo diferente", .again), ("outro lugar", .again),
        ("not this one", .again), ("not feeling it", .again), ("not that", .again), ("skip this one", .again), ("next one", .again),
        ("de novo", .again), ("mais um", .again), ("mais uma", .again), ("manda outro", .again), ("manda outra", .again),
        ("roda de novo", .again), ("gira de novo", .again), ("sorteia outro", .again), ("sorteia outra", .again),
        ("tenta outra vez", .again), ("tenta de novo", .again), ("outra vez", .again), ("esse nao", .again), ("essa nao", .again),
        ("bora outro", .again), ("give me another", .again), ("another suggestion", .again), ("one more time", .again),
        ("next", .next), ("more", .next), ("next page", .next), ("mais", .next), ("proxima", .next), ("proxima pagina", .next),
        ("show more", .next), ("mostra mais", .next), ("the next page", .next), ("could we see the next page", .next),
        ("another option", .again), ("a different option", .again), ("other option", .again), ("another pick", .again),
        ("outra opcao", .again), ("proxima opcao", .again), ("outra sugestao", .again), ("mais uma opcao", .again),
        ("nem rola", .again), ("nao rola", .again), ("esse nao rola", .again), ("nem a pau", .again), ("pass on that", .again),
        ("gira mais uma", .again), ("roda mais uma", .again), ("sorteia mais uma", .again), ("sorteia mais um", .again),
        ("more of those", .next), ("more of these", .next), ("more results", .next), ("more like those", .next),
        ("next page of those", .next), ("next page of these", .next), ("the rest", .next), ("see the rest", .next),
        ("mais resultados", .next), ("mais desses", .next), ("mais dessas", .next), ("outros resultados", .next),
        ("show me more", .next), ("mostra mais alguns", .next), ("mais alguns", .next), ("ver o resto", .next),
        ("quero ver o resto", .next),
        ("tem mais", .next), ("any more", .next), ("anymore", .next), ("got any more", .next), ("keep going", .next), ("continue", .next),
        ("continua", .next), ("os proximos", .next), ("manda os proximos", .next), ("proximos", .next), ("proximas", .next),
        ("a proxima", .next), ("manda a proxima", .next), ("proxima pagina desses", .next), ("o resto", .next), ("ver o resto", .next),
        ("previous", .previous), ("previous page", .previous), ("prev", .previous), ("prev page", .previous),
        ("the previous page", .previous), ("back a page", .previous), ("go back a page", .previous), ("page back", .previous),
        ("anterior", .previous), ("pagina anterior", .previous), ("a pagina anterior", .previous), ("volta uma pagina", .previous),
        ("voltar uma pagina", .previous), ("volta a pagina", .previous), ("go back one page", .previous), ("back one page", .previous),
        ("one page back", .previous), ("the page before", .previous), ("pagina de antes", .previous),
    ])
    /// Words that make a line a change to the current pool.
    static let refine = PhraseTable<Bool>(
        [
            "what about", "how about", "instead", "same but", "same thing but", "same but with", "igual mas", "igual mas com", "e se fosse",
            "make it", "i meant", "eu quis dizer", "only", "just", "and", "but", "ok but", "e", "mas", "so", "só", "apenas", "agora",
            "this time", "dessa vez", "also", "tambem", "either", "no wait", "actually", "que tal", "e um", "e uma", "with", "com",
            "without", "sem", "except", "menos", "plus", "too", "or", "ou", "then", "entao", "ok", "okay", "na verdade", "melhor",
            "switch it to", "switch to", "change it to", "on second thought", "pensando bem", "bora de", "vamos de", "lets do", "let's do",
            "troca pra", "troca para", "muda pra", "add", "acrescenta", "adiciona", "bota", "coloca",
            "ideally", "preferably", "if possible", "se possivel", "de preferencia", "se tiver", "if they have", "same vibe",
            "mesma vibe", "same style", "mesmo estilo", "same mood", "same feel",
        ].map { ($0, true) })
    static let filterMarkers: WordSet = ["only", "just", "so", "apenas", "with", "com", "without", "sem", "except", "menos"]
    /// Markers that join words inside any request ("a bar with beer and snacks"): alone, no sign of a change.
    static let weakMarkers: WordSet = ["and", "e", "with", "com", "but", "mas", "or", "ou", "ok", "okay"]
    /// Refinement markers that add the new kinds to the old ones (they win over `replacing`).
    static let adding: WordSet = [
        "with", "com", "plus", "too", "also", "tambem", "same", "igual", "add", "acrescenta", "adiciona",
        "bota", "coloca", "ideally", "preferably", "possible", "possivel", "preferencia", "tiver", "have",
    ]
    /// Refinement markers that put the new kinds in place of the old ones.
    static let replacing: WordSet = [
        "what", "how", "make", "i", "que", "instead", "e", "no", "actually", "then", "entao", "ok",
        "okay", "only", "just", "so", "apenas", "na", "melhor", "eu", "switch", "change", "on", "pensando",
        "bora", "vamos", "lets", "let's", "troca", "muda",
    ]
    static let closer = PhraseTable<Refinement.DistanceChange>([
        ("closer", .closer), ("closer to me", .closer), ("nearer", .closer), ("mais perto", .closer), ("mais proximo", .closer),
        ("further", .farther), ("farther", .farther), ("further out", .farther), ("further away", .farther), ("mais longe", .farther),
        ("bigger radius", .farther), ("a bit further out", .farther),
    ])
    static let removeFilter = PhraseTable<Bool>(
        [
            "forget the", "forget", "remove", "drop", "esquece", "tira", "tira o", "tira a", "tira o filtro de",
            "tira o filtro", "sem o filtro de", "remove the", "without the",
            // "any price is fine", "esquece o preço": the price no longer matters.
            "any price", "whatever price", "price doesn't matter", "price does not matter",
            "don't care about price", "don't care about the price", "dont care about the price",
            "qualquer preco", "qlqr preco", "qq preco", "qualquer faixa de preco", "tanto faz o preco", "o preco tanto faz",
            "nao importa o preco", "esquece o", "esquece a", "esquece os", "esquece as",
            "ignore the", "ignora o", "ignora a",
            // "doesn't have to be top rated", "não precisa ser barato": the filter is dropped.
            "doesn't have to be", "does not have to be", "doesnt have to be", "it doesn't need to be",
            "no need for it to be", "não precisa ser", "nao precisa ser", "não tem que ser", "nao tem que ser",
            "não precisa estar", "nao precisa estar",
            "doesn't need to be", "does not need to be", "doesnt need to be", "don't need it to be", "no need to be",
            // "never mind the price", "deixa pra lá o preço".
            "never mind the", "nevermind the", "never mind about the", "deixa pra la o", "deixa pra la a", "deixa o", "deixa a",
            // "forget about the price", "esquece sobre o preço", "forget that stars thing".
            "forget about the", "forget about",
        ].map { ($0, true) })
}
