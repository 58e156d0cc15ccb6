// MARK: - PriceSlot: price tiers and relative price

/// A price wish: a tier, or a direction relative to the current pick.
public enum Price: Sendable, Equatable {
    /// 1 = cheap, 2 = mid, 3 = fancy.
    case tier(Int)
    /// `cheaper`, `mais barato`, `less expensive`.
    case cheaper
    /// `pricier`, `mais caro`, `fancier`.
    case pricier
}

/// Reads a price wish: tiers in words or dollar signs (`$`, `$$`, `$$$`;
/// four or more signs are tier 3, the top of the app's scale) and
/// relative wishes. Phrases that carry their own negation (`not
/// expensive`, `nem caro nem barato`, `menos caro`) are read whole.
///
/// A negation *before* a match is the caller's to weigh (`not cheap`:
/// check `Negation.isNegated(words, at: match.range.lowerBound)`). So is
/// context: `cara` is also Brazilian slang for "dude".
public enum PriceSlot: SlotExtractor {
    public static func match(_ words: [Word], at i: Int) -> SlotMatch<Price>? {
        guard i >= 0, i < words.count else { return nil }
        let w = words[i]
        if w.kind == .symbol {
            guard !w.text.isEmpty, w.text.unicodeScalars.allSatisfy({ $0 == "$" }) else { return nil }
            return SlotMatch(value: .tier(min(w.text.unicodeScalars.count, 3)), range: i..<(i + 1))
        }
        if let budget = smallBudget(words, at: i) { return budget }
        // ("I fancy Portuguese food", "fancy a pint?": "fancy" after its subject, or before what is wanted, is a wish.)
        if w.folded == "fancy",
            i > 0 && ["i", "we", "you", "they", "do", "would", "who", "u"].contains(words[i - 1].folded)
                || i + 1 < words.count && ["a", "an", "some", "going", "eating", "trying", "getting"].contains(words[i + 1].folded)
        {
            return nil
        }
        // ("tem cara de rede de shopping": "cara de" is a look, a face, never a price.)
        if w.folded == "cara", i + 1 < words.count, words[i + 1].folded == "de" { return nil }
        // ("a lively steakhouse, same budget", "mesmo orçamento": the price kept, no tier said.)
        if ["budget", "orcamento"].contains(w.folded), i > 0,
            ["same", "mesmo", "that", "esse", "our", "nosso"].contains(words[i - 1].folded)
        {
            return nil
        }
        // ("cara q noite", "cara, que fome": opening its clause and followed by what is exclaimed, it is "dude".)
        if w.folded == "cara", i == 0 || words[i - 1].kind == .punctuation,
            i + 1 < words.count, words[i + 1].text == "," || ["q", "que", "eu", "to", "ta", "mano"].contains(words[i + 1].folded)
        {
            return nil
        }
        guard let found = phrases.match(words, at: i) else { return nil }
        return SlotMatch(value: found.value, range: i..<found.end)
    }

    /// "got like 15 reais", "só tenho 20 conto", "only have R$ 20": a small
    /// sum the speaker has is the cheap tier. The sum must be said as what
    /// one has or can spend (a having or limiting word first), so a price
    /// told in a story ("paguei 20 reais") is no wish.
    static func smallBudget(_ words: [Word], at i: Int) -> SlotMatch<Price>? {
        guard budgetWords.contains(words[i]) else { return nil }
        var j = i + 1
        while j < min(words.count, i + 4), budgetFillers.contains(words[j]) { j += 1 }
        guard j < words.count else { return nil }
        var amount: Double?
        var end = j
        var dollars = false
        if words[j].folded == "r$" || words[j].folded == "$", j + 1 < words.count, let n = words[j + 1].number {
            amount = n; end = j + 2; dollars = words[j].folded == "$"
        } else if let n = words[j].number, j + 1 < words.count, let unit = currencies[words[j + 1].folded] {
            amount = n; end = j + 2; dollars = unit
        }
        guard let amount, amount > 0, amount <= (dollars ? 20 : 40) else { return nil }
        return SlotMatch(value: .tier(1), range: i..<end)
    }
    /// Having or limiting a sum: "got", "only", "tenho", "até".
    static let budgetWords: WordSet = [
        "got", "have", "only", "just", "budget", "with", "tenho", "temos", "so", "apenas", "com", "ate", "orcamento", "sobrou",
        "under", "below", "menos",
    ]
    /// Words between the having and the sum: "got like 15", "tenho uns 20".
    static let budgetFillers: WordSet = [
        "like", "about", "around", "only", "just", "maybe", "uns", "umas", "so", "apenas", "tipo", "de", "of", "have", "got",
        "tenho", "than", "que",
    ]
    /// Currency words after a sum, true for dollars.
    static let currencies: [String: Bool] = [
        "reais": false, "real": false, "conto": false, "contos": false, "pila": false, "pilas": false, "mangos": false,
        "bucks": true, "dollars": true, "dolares": true, "usd": true,
    ]

    static let phrases: PhraseTable<Price> = {
        var entries: [(String, Price)] = []
        func add(_ value: Price, _ list: [String]) { entries += list.map { ($0, value) } }
        add(
            .tier(1),
            [
                "cheap", "cheapish", "cheap-ish", "on the cheap side", "on the cheaper side", "cheap eats", "budget", "budget-friendly",
                "on a budget", "affordable", "inexpensive",
                "not expensive", "not pricey", "low-cost", "low-priced", "low price",
                "barato", "barata", "baratos", "baratas", "baratinho", "baratinha", "baratinhos", "baratinhas",
                "em conta", "economico", "economica", "preço bom", "bom preço", "preço baixo", "precinho", "barateza",
                "nada caro", "sem gastar muito", "preço acessível", "preco acessivel", "acessível", "acessivel", "preços acessíveis",
                "precos acessiveis",
                // Money said to be short: "money is tight this month", "ngm tem dinheiro", "tô sem grana".
                "money is tight", "money's tight", "moneys tight", "tight on money", "short on money", "short on cash", "low on cash",
                "low on money", "strapped for cash", "i'm broke", "im broke", "we're broke", "were broke", "sem grana", "sem dinheiro",
                "ngm tem dinheiro", "ninguem tem dinheiro", "ninguém tem dinheiro", "ngm tem grana", "ninguém tem grana",
                "grana curta", "grana apertada", "dinheiro curto", "to duro", "tô duro", "to liso", "tô liso", "tamo duro", "tamo liso",
                "estou duro", "estamos duros", "ta duro", "tá duro", "ta liso", "tá liso", "to sem grana", "tô sem grana",
                "to sem dinheiro", "tô sem dinheiro",
                // A budget said to be small: "o orçamento é curto", "tight budget".
                "orçamento curto", "orçamento apertado", "orçamento é curto", "orçamento é apertado", "orçamento tá apertado",
                "orçamento ta apertado", "orçamento está apertado", "orçamento tá curto", "orçamento baixo", "orçamento pequeno",
                "tight budget", "budget is tight", "budget's tight", "small budget", "low budget", "limited budget",
                // Superlatives ask for the bottom of the scale, not a step down from the pick.
                "cheapest", "the cheapest", "least expensive", "the least expensive", "o mais barato", "a mais barata",
                "os mais baratos", "as mais baratas", "o mais em conta", "o mais baratinho",
            ])
        add(
            .tier(2),
            [
                "mid", "mid-range", "mid-priced", "moderate", "moderately priced", "medium-priced", "medium price",
                "reasonably priced", "neither cheap nor expensive", "not too cheap not too expensive",
                "preço médio", "preço medio", "preço razoável", "nem caro nem barato", "nem barato nem caro",
                "intermediário", "intermediária", "mid-price", "mid price", "not too fancy", "nothing too fancy", "nada muito chique",
                "mid-range budget", "mid range budget", "medium budget", "moderate budget",
                // "Not too expensive" asks for the middle, not the bottom.
                "not too expensive", "not too pricey", "nothing too pricey", "nothing too expensive",
                "not that expensive", "not outrageously expensive", "not insanely expensive", "not crazy expensive", "not super expensive",
                "not overly expensive", "not very expensive", "not absurdly expensive", "not ridiculously expensive",
                "aren't too expensive",
                "sem exagero no preço", "sem exagerar no preço", "coisa média", "nada absurdo", "isn't too expensive", "não muito caro",
                "nada muito caro", "nem muito caro nem muito barato", "nem muito barato nem muito caro", "not too cheap nor too expensive",
                "não tão caro", "nem tão caro", "não seja muito caro", "não seja tão caro", "não for muito caro",
                // (Said of a pizzeria, a place: "uma pizzaria não muito cara".)
                "não muito cara", "nada muito cara", "não tão cara", "nem tão cara", "não seja muito cara", "não seja tão cara",
                "não muito caros", "não muito caras",
                // "de preço moderado", "na faixa de preço moderada", "preços médios", "moderate prices".
                "preço moderado", "preco moderado", "preços moderados", "precos moderados", "preço moderada", "preços médios",
                "precos medios", "preço mediano", "preço justo", "faixa de preço moderada", "faixa de preco moderada",
                "faixa de preço média", "faixa de preco media", "faixa média", "faixa media", "moderado", "moderada", "medio",
                "moderate price", "moderate prices", "moderately-priced", "medium priced", "average price", "average prices",
                "average-priced", "reasonable price", "reasonable prices", "mid-range prices", "middle price range",
                "moderate price range", "mid price range", "meio termo", "preço no meio termo", "preco no meio termo",
            ])
        add(
            .tier(3),
            [
                "fancy", "expensive", "upscale", "pricey", "pricy", "splurge", "fine dining", "high-end", "luxury",
                "luxurious", "posh", "classy", "swanky", "splurging", "sem economizar", "no expense spared", "money is no object",
                "money's no object", "price is no object", "money is not an issue", "money's not an issue", "money isn't an issue",
                "dinheiro não é problema", "dinheiro nao e problema", "alto padrão", "de alto padrão",
                "caro", "cara", "caros", "caras", "chique", "chic", "chiques", "sofisticado", "sofisticada",
                "sofisticados", "sofisticadas", "metido", "metida", "metido a besta", "metida a besta", "requintado",
                "requintada", "luxuoso", "luxuosa", "de luxo", "alta gastronomia", "gourmetizado",
                "priciest", "the priciest", "fanciest", "the fanciest", "most expensive", "the most expensive", "poshest",
                "o mais caro", "a mais cara", "os mais caros", "o mais chique", "a mais chique", "o mais sofisticado",
                "refinado", "refinada", "refinados", "refinadas", "elegante", "elegantes", "elegant", "pode caprichar no preço",
                "caprichar no preço",
                "pode ser caro", "pode ser cara", "não me importo de gastar", "nao ligo de gastar", "não ligo de gastar",
                "don't mind spending", "dont mind spending", "happy to spend", "disposto a gastar", "can be pricey", "can be expensive",
                "pode pesar no bolso",
                // "Preço alto tudo bem", "a high price is fine".
                "preço alto", "preco alto", "high price", "high prices", "high-priced", "high priced", "preço alto tudo bem",
            ])
        add(
            .cheaper,
            [
                "cheaper", "less expensive", "more affordable", "too expensive", "too pricey", "caro demais", "caro pra caramba",
                "cara demais", "caros demais", "caras demais", "muito cara", "cara pra caramba",
                "muito caro", "tá caro", "ta caro", "not so expensive", "less pricey", "less fancy",
                "more budget-friendly", "lower price", "mais barato", "mais barata", "mais baratos", "mais baratas",
                "mais em conta", "menos caro", "menos cara", "mais econômico", "mais econômica", "mais baratinho",
                "mais simples", "menos chique", "menos sofisticado",
            ])
        add(
            .pricier,
            [
                "pricier", "more expensive", "fancier", "more upscale", "more pricey", "posher", "classier",
                "less cheap", "mais caro", "mais cara", "mais caros", "mais caras", "mais chique", "mais sofisticado",
                "mais sofisticada", "menos barato", "menos barata", "mais requintado", "mais requintada", "mais refinado",
                "mais refinada",
            ])
        return PhraseTable(entries)
    }()
}
