// MARK: - The vocabulary's terms as a Brazilian reads them

/// Categories and tags are stored as the vocabulary's English terms (the iOS
/// app's backup format); replies in Portuguese show them in Portuguese. Each
/// name is one the parser reads back as the same term (a test checks), so
/// what a reply shows can be typed. A tag the vocabulary does not know is
/// data and shows as it was written.
enum PortugueseTerms {
    static let names: [String: String] = [
        // Categories.
        "restaurant": "restaurante", "bar": "bar", "boteco": "boteco", "café": "café", "bakery": "padaria", "pizzeria": "pizzaria",
        "steakhouse": "churrascaria", "ice cream": "sorvete", "snack bar": "lanchonete",
        // Cuisine.
        "brazilian": "brasileira", "mineira": "mineira", "bahian": "baiana", "northeastern": "nordestina", "amazonian": "amazônica",
        "gaucho": "gaúcha", "seafood": "frutos do mar", "fish": "peixe", "feijoada": "feijoada", "barbecue": "churrasco",
        "steak": "carne", "japanese": "japonesa", "sushi": "sushi", "ramen": "lámen", "chinese": "chinesa", "korean": "coreana",
        "thai": "tailandesa", "vietnamese": "vietnamita", "indian": "indiana", "arabic": "árabe", "lebanese": "libanesa",
        "italian": "italiana", "pizza": "pizza", "pasta": "massas", "french": "francesa", "portuguese": "portuguesa",
        "spanish": "espanhola", "mexican": "mexicana", "peruvian": "peruana", "argentinian": "argentina", "german": "alemã",
        "contemporary": "contemporânea", "burger": "hambúrguer", "sandwich": "sanduíche", "street food": "comida de rua",
        "snacks": "petiscos", "vegetarian": "vegetariana", "vegan": "vegana", "healthy": "saudável", "dessert": "sobremesa",
        "chocolate": "chocolate", "açaí": "açaí", "tapioca": "tapioca",
        // Drinks.
        "cocktails": "drinks", "beer": "cerveja", "craft beer": "cerveja artesanal", "wine": "vinho", "cachaça": "cachaça",
        "coffee": "café", "tea": "chá", "juice": "suco",
        // Breakfast.
        "breakfast": "café da manhã", "brunch": "brunch", "bread": "pão", "pastries": "confeitaria",
        // Price feel.
        "cheap": "barato", "good value": "custo-benefício", "splurge": "caro",
        // Ambience.
        "casual": "descontraído", "romantic": "romântico", "family": "família", "lively": "animado", "live music": "música ao vivo",
        "outdoor": "ao ar livre", "view": "vista", "beach": "praia", "historic": "histórico", "late night": "madrugada",
        "quiet": "tranquilo", "counter": "balcão", "rooftop": "terraço", "market": "mercado",
    ]

    /// The vocabulary's groups of tags.
    static let groups: [String: String] = [
        "cuisine": "cozinha", "drinks": "bebidas", "breakfast": "café da manhã", "price feel": "preço",
        "ambience": "ambiente", "categories": "categorias",
    ]

    /// `names` by folded term (`café` and `cafe` alike).
    static let folded: [String: String] = Dictionary(names.map { (Folding.key($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
}

extension Wording {
    /// A category or tag in the reply's language (data it does not know as is).
    public func term(_ term: String) -> String {
        guard language == .portuguese else { return term }
        return PortugueseTerms.folded[Folding.key(term)] ?? term
    }

    /// Terms joined by " · " (a list's typed filters), each in the reply's language.
    public func terms(_ joined: String) -> String {
        joined.components(separatedBy: " · ").map { term($0) }.joined(separator: " · ")
    }

    /// A group of the vocabulary (`cuisine`, `drinks`…) in the reply's language.
    public func termGroup(_ group: String) -> String {
        language == .portuguese ? PortugueseTerms.groups[group] ?? group : group
    }

    /// A rating's quick tag in the reply's language: stored in Portuguese for
    /// the app's backup format, shown in English in the English interface.
    public func quickTag(_ stored: String) -> String {
        guard language == .english, let tag = QuickTag(rawValue: stored) else { return stored }
        return tag.englishLabel
    }
}

extension Wording {
    /// A setting's name as `set` takes it in the reply's language.
    public func settingName(_ key: SettingKey) -> String {
        guard language == .portuguese else { return key.rawValue }
        switch key {
        case .radius: return "raio"
        case .source: return "fonte"
        case .avoidRepeats: return "repetições"
        case .learning: return "aprendizado"
        case .city: return "cidade"
        case .location: return "localização"
        case .language: return "idioma"
        case .symbols: return "símbolos"
        case .animation: return "animação"
        case .log: return "registro"
        }
    }

    /// A field of `edit` as the reply's language names it (and `editar` takes it).
    public func fieldName(_ field: EditField) -> String {
        guard language == .portuguese else { return field.rawValue }
        switch field {
        case .name: return "nome"
        case .category: return "categoria"
        case .address: return "endereço"
        case .tags: return "tags"
        case .notes: return "notas"
        case .link: return "link"
        case .price: return "preço"
        case .at: return "posição"
        case .city: return "cidade"
        case .hours: return "horário"
        }
    }
}

extension Wording {
    /// What the system said about a file (`FileSystem.describe(errno:)`), in
    /// the reply's language; a reason it does not know stays as it is.
    public func systemReason(_ reason: String) -> String {
        guard language == .portuguese else { return reason }
        let known: [String: String] = [
            "no such file or directory": "o arquivo não existe",
            "permission denied": "sem permissão",
            "is a directory, not a file": "é uma pasta, não um arquivo",
            "a parent is not a directory": "uma das pastas do caminho não é uma pasta",
            "no space left on the device": "não há espaço no disco",
            "read-only file system": "o sistema de arquivos é só de leitura",
        ]
        return known[reason] ?? known.first { reason.hasSuffix(": " + $0.key) }.map { String(reason.dropLast($0.key.count)) + $0.value }
            ?? reason
    }
}

extension Wording {
    /// A command to suggest, in the reply's language: its verb said the
    /// Portuguese way (`switch city Recife` → `mudar cidade Recife`, `help
    /// spin` → `ajuda sortear`), and a rating's words about going back and
    /// matching too (`rate 2 never again` → `nota 2 não voltaria`); the
    /// rest is kept as it was. Each reads back as the English command does.
    public func command(_ english: String) -> String {
        guard language == .portuguese else { return english }
        let lowered = english.lowercased()
        for (head, portuguese) in Self.portugueseCommandHeads
        where lowered == head || lowered.hasPrefix(head + " ") {
            var rest = String(english.dropFirst(head.count))
            // "help spin": the topic is a command too.
            if portuguese == "ajuda", let topic = Verb(rawValue: rest.trimmed) { rest = " " + topic.portugueseName }
            if head == Verb.rate.spec.name {
                var words = rest.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
                for (english, said) in Self.portugueseRatingWords {
                    let parts = english.split(separator: " ").map(String.init)
                    var i = 0
                    while i + parts.count <= words.count {
                        if Array(words[i..<(i + parts.count)]) == parts { words.replaceSubrange(i..<(i + parts.count), with: [said]) }
                        i += 1
                    }
                }
                rest = words.joined(separator: " ")
            }
            return portuguese + rest
        }
        return english
    }

    /// A rating command's English words and how Portuguese says them.
    static let portugueseRatingWords = [("would return", "voltaria"), ("never again", "não voltaria"), ("match", "combinou")]

    /// English command heads and how Portuguese says them, longest first.
    static let portugueseCommandHeads: [(String, String)] = {
        var heads: [(String, String)] = [
            ("switch city", "mudar cidade"), ("near me", "perto de mim"), ("clear cache", "limpar cache"),
            ("refresh details", "atualizar detalhes"), ("i'm at", "estou em"), ("where am i", "onde estou"),
            ("search", "procurar"), ("fav", "favoritar"), ("unfav", "desfavoritar"), ("anywhere", "qualquer lugar"),
        ]
        for verb in Verb.allCases { heads.append((verb.spec.name, verb.portugueseName)) }
        return heads.sorted { $0.0.count > $1.0.count }
    }()
}
