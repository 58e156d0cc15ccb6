// MARK: - QuickTags vocabulary (English and Brazilian Portuguese)

extension QuickTags {
    /// What a noun is about.
    enum NounClass: Sendable, Equatable {
        case service, food, ambience, place, value, wait
    }

    /// What an adjective can praise, or whether it says slow or bad.
    struct Adjective: Sendable, Equatable {
        var praises: Set<NounClass> = []
        var slow = false
        var negative = false
    }

    static let nouns: PhraseTable<NounClass> = {
        var entries: [(String, NounClass)] = []
        func add(_ c: NounClass, _ list: [String]) { entries += list.map { ($0, c) } }
        add(
            .service,
            [
                "service", "staff", "waiter", "waiters", "waitress", "waitresses", "server", "servers", "team",
                "host", "hosts", "bartender", "bartenders",
                "atendimento", "garçom", "garçons", "garçonete", "garçonetes", "equipe", "funcionários",
                "pessoal", "serviço", "atendente", "atendentes",
            ])
        add(
            .food,
            [
                "food", "dishes", "dish", "meal", "meals", "cuisine", "comida", "comidas", "prato", "pratos",
                "refeição", "refeições",
            ])
        add(
            .ambience,
            [
                "ambience", "ambiance", "atmosphere", "vibe", "vibes", "decor", "décor", "ambiente",
                "clima", "atmosfera", "decoração",
            ])
        add(.place, ["place", "spot", "lugar", "espaço", "restaurante", "restaurant", "cantinho"])
        add(.value, ["value", "custo-benefício", "custo/benefício", "custo x benefício", "price-quality"])
        add(.wait, ["wait", "waiting", "espera", "order", "pedido", "kitchen", "cozinha"])
        return PhraseTable(entries)
    }()

    /// Nouns that can be slow (`slow service`, `comida demorou`, `long wait`).
    static let slowNouns: [NounClass] = [.service, .food, .wait]

    static let adjectives: PhraseTable<Adjective> = {
        var entries: [(String, Adjective)] = []
        func add(_ a: Adjective, _ list: [String]) { entries += list.map { ($0, a) } }
        let everything: Set<NounClass> = [.service, .food, .ambience, .value]
        add(
            Adjective(praises: everything),
            [
                "great", "excellent", "amazing", "awesome", "fantastic", "outstanding", "superb", "wonderful",
                "incredible", "exceptional", "perfect", "phenomenal", "spectacular", "top-notch", "impeccable",
                "terrific", "brilliant", "stellar", "insane", "unreal", "out of this world", "first-class",
                "ótimo", "ótima", "ótimos", "ótimas", "excelente", "excelentes", "incrível", "incríveis",
                "maravilhoso", "maravilhosa", "maravilhosos", "maravilhosas", "sensacional", "sensacionais",
                "espetacular", "perfeito", "perfeita", "fantástico", "fantástica", "impecável", "top", "show",
                "de primeira", "fenomenal", "nota 10", "nota dez", "nota mil",
            ])
        add(
            Adjective(praises: [.service, .ambience, .value]),
            [
                "good", "nice", "bom", "boa", "bons", "boas", "legal", "bacana",
            ])
        add(Adjective(praises: [.service, .ambience, .place]), ["lovely"])
        add(
            Adjective(praises: [.ambience, .place]),
            [
                "cozy", "cosy", "pleasant", "charming", "relaxed", "relaxing", "chill", "cute", "warm", "beautiful",
                "agradável", "agradáveis", "aconchegante", "charmoso", "charmosa", "bonito", "bonita", "lindo", "linda",
                "tranquilo", "tranquila", "acolhedor", "acolhedora", "descontraído", "intimista", "gostoso", "gostosa",
            ])
        add(
            Adjective(praises: [.service]),
            [
                "attentive", "friendly", "helpful", "kind", "polite", "welcoming",
                "atencioso", "atenciosa", "atenciosos", "atenciosas", "simpático", "simpática", "simpáticos",
                "simpáticas", "educado", "educada", "educados", "prestativo", "prestativa", "prestativos", "gentil",
                "gentis", "cordial", "cordiais",
            ])
        add(
            Adjective(praises: [.food]),
            [
                "delicious", "yummy", "divine", "to die for",
                "delicioso", "deliciosa", "deliciosos", "deliciosas", "saboroso", "saborosa", "saborosos", "saborosas",
                "divino", "divina", "dos deuses", "uma delícia",
            ])
        add(Adjective(praises: [.value]), ["fair", "justo", "honest", "honesto"])
        add(
            Adjective(slow: true),
            [
                "slow", "lento", "lenta", "lentos", "demorado", "demorada", "demorados",
                "long", "longa", "endless", "interminável",
            ])
        add(
            Adjective(negative: true),
            [
                "bad", "poor", "terrible", "awful", "horrible", "mediocre", "meh", "bland", "rude", "so-so",
                "ruim", "ruins", "péssimo", "péssima", "horrível", "fraco", "fraca", "baixo", "baixa", "mais ou menos",
                "razoável", "ok", "okay",
            ])
        return PhraseTable(entries)
    }()

    static let fixedPhrases: PhraseTable<QuickTag> = {
        var entries: [(String, QuickTag)] = []
        func add(_ t: QuickTag, _ list: [String]) { entries += list.map { ($0, t) } }
        add(
            .goodValue,
            [
                "value for money", "good value for money", "great value for money", "worth the price",
                "worth the money", "worth every penny", "worth every cent", "bang for the buck", "bang for your buck",
                "fair price", "fairly priced", "custo-benefício", "custo/benefício", "custo x benefício",
                "vale o preço", "vale cada centavo", "vale cada real", "vale o que custa", "preço justo",
                "vale o quanto pesa", "compensa o preço",
            ])
        add(
            .slow,
            [
                "took forever", "took ages", "took too long", "took so long", "took a long time", "took long",
                "takes forever", "long wait", "waited forever", "waited too long", "waited ages", "waited an hour",
                "slow", "so slow", "too slow", "demorou", "demorou muito", "demorou demais", "demorou uma eternidade",
                "demorado", "demorada", "muita demora", "demora", "uma eternidade", "esperamos muito",
            ])
        add(
            .disappointing,
            [
                "disappointing", "disappointed", "a disappointment", "disappointment", "let down", "a letdown",
                "letdown", "let us down", "let me down", "underwhelming", "decepcionante", "decepcionou",
                "decepcionei", "me decepcionei", "nos decepcionou", "decepção", "uma decepção", "decepcionado",
                "decepcionada", "decepcionados", "decepcionadas", "frustrante",
            ])
        add(
            .amazingFood,
            [
                "delicious", "delicioso", "deliciosa", "deliciosos", "deliciosas", "uma delícia",
                "yummy", "de comer rezando", "comida dos deuses",
            ])
        add(
            .greatService,
            [
                "bem atendido", "bem atendida", "bem atendidos", "bem atendidas", "well looked after",
                "fomos bem atendidos", "fui bem atendido", "fui bem atendida",
            ])
        return PhraseTable(entries)
    }()

    static let articles: WordSet = [
        "the", "a", "an", "o", "os", "as", "um", "uma", "our", "my", "nosso",
        "nossa", "meu", "minha", "their",
    ]

    /// Between nouns and their adjective: `was`, `foi`, `tava`, `is just`.
    static let linking = WordSet(
        [
            "was", "is", "were", "are", "been", "has", "have", "seemed", "felt", "looked", "tasted", "sounded",
            "foi", "é", "e", "era", "estava", "tava", "está", "tá", "ta", "são", "eram", "foram", "estavam", "tavam",
            "parecia", "ficou",
        ].map(Lexer.fold))

    static let intensifiers = WordSet(
        [
            "really", "very", "so", "super", "truly", "pretty", "absolutely", "simply", "just", "extremely",
            "incredibly", "amazingly", "quite", "genuinely", "seriously", "consistently",
            "muito", "bem", "mega", "hiper", "extremamente", "realmente", "simplesmente", "totalmente", "tão",
            "bastante", "sempre",
        ].map(Lexer.fold))

    /// After `slow`, these make it a cooking style, not a wait.
    static let notSlowAfter: WordSet = [
        "cooked", "roasted", "braised", "food", "smoked", "cooking", "jams",
        "burn", "dance",
    ]
}
