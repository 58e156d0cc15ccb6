// MARK: - Shorthand: chat spellings read as the words they stand for

/// Texting shorthand ("y this one??", "qro comer algo", "mt caro", "n curti
/// esse, otro", "smth cheap w/ sushi nr the uni") read as the full word, so
/// every word table sees "why", "quero", "muito", "nao", "outro",
/// "something", "with", "near". Only the matching key changes: the text
/// as typed (names, notes, queries) is kept. A few Spanish words visitors
/// mix into Portuguese are read as their Portuguese twins the same way.
///
/// One word for one word only; each entry is a spelling people type for
/// that word alone in a chat, never an everyday word of either language
/// ("nr" is not a word; "tb" is not one either).
enum Shorthand {
    /// Folded shorthand → folded full word.
    static let full: [String: String] = [
        // English
        "y": "why", "u": "you", "ur": "your", "rn": "now", "smth": "something", "sth": "something", "smthg": "something",
        "abt": "about", "wat": "what", "wut": "what", "wats": "whats", "nr": "near", "w/": "with", "w/o": "without", "tho": "though",
        "cuz": "because", "coz": "because", "bc": "because", "thx": "thanks", "tnx": "thanks", "tonite": "tonight",
        "2nite": "tonight", "2day": "today", "b4": "before", "ppl": "people", "bday": "birthday", "plz": "please",
        "pls": "please", "pleeease": "please", "lil": "little", "somewher": "somewhere", "anywher": "anywhere",
        "othr": "other", "opn": "open", "wher": "where",
        "bout": "about", "wd": "would", "wud": "would", "wk": "week", "wks": "weeks",
        // Portuguese
        "qro": "quero", "qero": "quero", "d": "de", "mt": "muito", "mto": "muito", "mta": "muita", "mtos": "muitos",
        "mtas": "muitas", "n": "nao", "agr": "agora", "otro": "outro", "otra": "outra", "hj": "hoje", "tb": "tambem",
        "tbm": "tambem", "tmb": "tambem", "q": "que", "msm": "mesmo", "cmg": "comigo", "vlw": "valeu", "obg": "obrigado",
        "brigado": "obrigado", "td": "tudo", "tds": "todos", "qdo": "quando", "qnd": "quando", "p/": "pra", "c/": "com",
        "s/": "sem", "blz": "beleza", "ngm": "ninguem", "vdd": "verdade", "aki": "aqui", "aq": "aqui", "dps": "depois",
        "vc": "voce", "vcs": "voces", "ce": "voce", "kd": "cade", "qq": "qualquer", "qlqr": "qualquer", "qlq": "qualquer",
        "nd": "nada", "tava": "estava", "pfv": "favor", "pfvr": "favor", "qqr": "qualquer", "daki": "daqui", "axa": "acha",
        "ond": "onde", "ae": "ai", "fexado": "fechado", "fexou": "fechou", "neh": "ne",
        // Spanish words visitors mix in ("algo cerca de acá", "4 estrellas", "estamos en Lagoa ahora").
        "estrellas": "estrelas", "estrella": "estrela", "cerca": "perto", "aca": "aqui", "ahora": "agora", "quiero": "quero",
        "muy": "muito", "bueno": "bom", "buena": "boa", "caminando": "andando", "hoy": "hoje",
        "manana": "amanha", "noche": "noite",
    ]

    /// The shorthand no word table reads as it is ("vc", "pls", "tb" are
    /// read where they matter already, and stay as typed), by word number:
    /// every word of every line is looked up, so no string is hashed.
    static let expandable = WordIDMap(
        full.filter { key, _ in
            !Repair.tableWords.contains(key) && !CommonWords.contains(key) && !Fillers.words.contains(key)
                && !Fillers.requestLead.contains(key) && !Fillers.edges.contains(key)
        }.map { (WordID.interned($0.key), $0.value) })

    /// The shorthand of "muito" that stays as typed because it is also an
    /// everyday word ("mto", "mt"), by the word it stands for: a phrase table
    /// reads "não mto caro" as "não muito caro" (`PhraseTable.variants`).
    /// (Only these: a shorthand of a small word — "vc tem", "eles tb" — would
    /// make that small word the phrase's trigger, and cue verbs it never meant.)
    static let typedForms: [String: [String]] = {
        var forms: [String: [String]] = [:]
        for (key, word) in full where ["muito", "muita", "muitos", "muitas"].contains(word) && CommonWords.everyday.contains(key) {
            forms[word, default: []].append(key)
        }
        return forms.mapValues { $0.sorted() }
    }()

    /// English words that "n" joins ("quick n cheap", "rock n roll", "mac n cheese").
    static let englishPairs: Set<String> = [
        "quick", "fast", "cheap", "good", "easy", "simple", "hot", "nice", "cozy", "rock", "mac", "fish", "salt", "sweet", "grab",
    ]

    /// `words` with every shorthand word's key replaced by its full word.
    static func expanded(_ words: [Word]) -> [Word] {
        var out = words
        var english: Bool?
        for i in out.indices where out[i].kind == .word {
            guard let full = expandable[out[i].id] else { continue }
            // ("n curti esse" is "não"; "quick n cheap" is "and": "n" is "não" unless the line reads English.)
            if out[i].folded == "n" {
                if english == nil { english = Negation.readsEnglish(words) }
                if english == true || i > 0 && englishPairs.contains(words[i - 1].folded) { continue }
            }
            out[i].folded = full
        }
        return out
    }
}
