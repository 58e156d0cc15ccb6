// MARK: - Who a sentence is about

/// The arbiter's tables of who talks and who is told about: what someone
/// else said, a story's subject (someone by name, by who they are, a thing),
/// a year gone by. `pickToldAbout` and `toldAbout` (in `Arbiter+Clauses.swift`)
/// weigh them.
extension Arbiter {
    /// Words that report what someone said or remembers ("leo says…", "ela tá dizendo q…", "remember when…").
    static let reported = PhraseTable<Bool>(
        [
            "says", "said", "saying", "diz", "disse", "dizendo", "falou", "falando", "remember when", "lembra quando", "lembra que",
            "told me", "me contou", "contou que", "lembra daquele", "lembra daquela", "lembra do", "lembra da", "remember that",
            "sabia que", "vc sabia", "voce sabia", "did you know", "texted", "texts", "just texted", "mandou msg", "mandou mensagem",
            "mandou zap", "respondeu", "replied", "disseram", "falaram", "dizem", "responderam", "pediram", "asked",
        ].map { ($0, true) })
    /// Whether `words` report what someone other than the one talking said
    /// ("leo says…", "eles disseram que…"; not "places I said I'd go back to").
    static func reportsSomeoneElse(_ words: [Word]) -> Bool {
        words.indices.contains { i in
            guard reported.match(words, at: i) != nil else { return false }
            // ("falando nisso, …": "speaking of which" turns to the next matter, no one's words reported.)
            if words[i].folded == "falando", i + 1 < words.count, ["nisso", "disso"].contains(words[i + 1].folded) { return false }
            return i == 0 || !firstPerson.contains(words[i - 1])
        }
    }

    /// Subjects of a story, said at the head of their sentence: a thing, a
    /// company or a person other than the one talking ("My phone switches…",
    /// "o ifood vive me recomendando…", "minha vó esquece…", "Whoever
    /// designed…", "The hotel claimed four stars…"), or a time gone by
    /// ("as a kid", "I once…").
    static let storySubjects = PhraseTable<Bool>(
        [
            "my phone", "my car", "my laptop", "my tv", "my computer", "the hotel", "our hotel", "whoever", "people", "everyone",
            "everybody", "my favourite restaurant", "my favorite restaurant", "that restaurant", "the restaurant", "the app",
            "the waiter", "the chef", "the guy", "my boss", "meu celular", "meu carro", "meu computador", "minha tv", "o hotel",
            "o ifood", "o app", "o aplicativo", "o cara", "a mina", "o garcom", "a garconete", "o chef", "minha vo", "meu vo",
            "todo mundo", "as pessoas", "o povo", "aquele restaurante", "o restaurante", "meu restaurante favorito", "as a kid",
            "as a child", "when i was a kid", "i once", "we once", "one time", "quando eu era crianca", "quando crianca",
            "uma vez eu", "uma vez a gente",
        ].map { ($0, true) })

    /// Whether `words` open (after fillers) with one of `storySubjects`, or
    /// with an article and a capitalised name ("a Carol tem…", "o Pedro disse…").
    static func opensWithAnotherSubject(_ words: [Word]) -> Bool {
        guard let first = words.firstIndex(where: { $0.isWord && !Fillers.isFiller($0) }) else { return false }
        if storySubjects.match(words, at: first) != nil { return true }
        // ("My roommate rated…", "minha cunhada salvou…", "Some food critic gave…": someone else, by who they are.)
        // ("A irmã Marta fica com a sobremesa", "the waiter said…": someone named by who they are, with an article.)
        if first + 1 < words.count,
            possessiveOrSome.contains(words[first]) || ["a", "o", "the"].contains(words[first]) && people.contains(words[first + 1])
        {
            let noun = first + 2 < words.count && ["food", "restaurant", "wine"].contains(words[first + 1].folded) ? first + 2 : first + 1
            // ("my wife wants sushi", "minha esposa quer japonês": a wish passed on asks.)
            var verb = noun + 1
            while verb < words.count, ["is", "are", "ta", "esta", "estao", "tao", "really", "also", "tambem", "so"].contains(words[verb]) {
                verb += 1
            }
            if people.contains(words[noun]), verb >= words.count || !Arbiter.wantWords.contains(words[verb]) { return true }
        }
        // ("as enfermeiras do meu setor têm uma lista…", "the guys at work always say…": a group, and what they do.)
        if ["as", "os", "the"].contains(words[first]), first + 1 < words.count, words[first + 1].folded.hasSuffix("s"),
            ((first + 2)..<min(words.count, first + 6)).contains(where: { groupVerbs.contains(words[$0]) })
        {
            return true
        }
        // ("Lucas moved to Recife and won't stop…": an English name opens its sentence without an article.)
        let name = ["a", "o"].contains(words[first].folded) ? first + 1 : first
        return (name > first || words[first].text.first?.isUppercase == true && !CommonWords.contains(words[first]))
            && name < words.count && words[name].isWord && words[name].text.first?.isUppercase == true
            && name + 1 < words.count && words[name + 1].isWord && storyVerbs.contains(words[name + 1])
    }

    /// What a group does, told ("as enfermeiras têm…", "the nurses always…").
    static let groupVerbs: WordSet = [
        "tem", "have", "gostam", "amam", "acham", "odeiam", "vivem", "curtem", "preferem", "sempre", "always", "like", "love", "hate",
        "think", "prefer", "say", "dizem", "falam", "foram", "went", "had", "tinham",
    ]
    /// Verbs of a story after someone's name ("a Carol tem…", "o Pedro foi…").
    static let storyVerbs: WordSet = [
        "tem", "tinha", "foi", "disse", "falou", "acha", "achou", "gosta", "odeia", "ama", "vive", "sempre", "nunca", "fez", "comeu",
        "has", "had", "said", "says", "thinks", "hates", "loves", "went", "ate", "always", "never", "moved", "lives", "lived",
        "keeps", "won't", "wont", "mudou", "mora", "morava", "vai", "adora", "curte", "prefere",
        // Done by them ("a Ju marcou como favorito aquele vídeo", "Lucas switched his phone…").
        "marcou", "salvou", "apagou", "avaliou", "colocou", "tirou", "trocou", "switched", "changed", "marked", "saved",
        "deleted", "rated", "gave", "put",
    ]

    /// Whether a year is named ("closed in 2012", "em 2010"): a time gone by or to come, told about.
    static func namesAYear(_ words: [Word]) -> Bool {
        words.indices.contains { i in
            guard i > 0, let n = words[i].number, n >= 1950, n <= 2030, n == n.rounded() else { return false }
            return ["in", "em", "since", "desde", "de", "back"].contains(words[i - 1].folded)
        }
    }

    /// Someone else opening the sentence ("Grandma still writes down every restaurant…", "ele comeu…").
    /// Words before someone else named by who they are ("my roommate", "some critic", "a minha sogra").
    static let possessiveOrSome: WordSet = [
        "my", "our", "his", "her", "their", "some", "a", "an", "the", "meu", "minha", "meus", "minhas", "nosso", "nossa", "um", "uma",
    ]
    /// People other than the one talking who seldom sit at the table with them.
    static let people: WordSet = [
        // (Not family nor friends: their wishes are passed on to the pick — "my wife wants sushi".)
        "roommate", "roommates", "flatmate", "roomie", "colleague", "colleagues", "coworker", "coworkers", "neighbor", "neighbour",
        "neighbors", "neighbours", "teacher", "doctor", "landlord", "babysitter", "critic", "critics", "blogger", "influencer",
        "reviewer", "colega", "colegas", "vizinho", "vizinha", "chefe", "critico", "critica", "professor", "professora",
        // Pets ("my dog forgot how to sit", "meu gato aprendeu a abrir a porta").
        "dog", "dogs", "puppy", "cat", "cats", "kitten", "parrot", "pet", "cachorro", "cachorra", "cachorrinho", "gato", "gata",
        "gatinho", "papagaio",
    ]
    static let someoneElse: WordSet = [
        "he", "she", "they", "ele", "ela", "eles", "elas", "grandma", "grandpa", "granny", "vovo", "vo", "avo", "mom", "dad",
        "mum", "mae", "pai",
    ]
    /// Words that ask for something, whoever else is talked about ("let's", "pode", "please").

    /// Whether the cue of `verb` has someone else as its subject, right
    /// before it: "minha vó guarda um caderno…", "my sister saves every
    /// receipt", "ela apaga tudo": a person named, or a possession ("my
    /// boss", "minha tia") — told of them, never asked of us.
    func someoneElseDoesIt(_ verb: Verb, _ s: Sentence) -> Bool {
        cueIndices(verb, s).contains { cue in
            var j = cue - 1
            while j >= 0, Arbiter.habitAdverbs.contains(s.words[j]) { j -= 1 }
            guard j >= 0, s.words[j].isWord else { return false }
            if Arbiter.someoneElse.contains(s.words[j]) || Arbiter.people.contains(s.words[j]) { return true }
            return j >= 1 && Arbiter.subjectOwners.contains(s.words[j - 1]) && !Fillers.isFiller(s.words[j])
                && !CommonWords.contains(s.words[j].folded) && !Arbiter.subjectOwners.contains(s.words[j])
        }
    }

    /// Adverbs between a subject and its verb ("minha vó sempre guarda").
    static let habitAdverbs: WordSet = [
        "sempre", "always", "still", "ainda", "tambem", "also", "too", "never", "nunca", "ja", "so", "just",
    ]
    /// Whose a subject is ("my sister", "minha tia").
    /// Who does what a verb says, told right before it ("I write", "ela grava"): a story, no command.
    static let subjects: WordSet = [
        "i", "we", "he", "she", "they", "eu", "ele", "ela", "eles", "elas", "nos", "gente", "you", "voce", "vc",
    ]
    /// The same, with the contractions that open a clause ("I've lived in…", "we'd been to…").
    static let clauseSubjects: WordSet = subjects.union(["i've", "we've", "i'd", "we'd"])
    static let subjectOwners: WordSet = ["my", "our", "his", "her", "their", "meu", "minha", "nosso", "nossa", "seu", "sua"]
}
