import Testing

@testable import ChooseThereKit

// MARK: - Cue words two verbs share, each sharing with its reason

/// A word that cues two verbs is a conflict the arbiter must settle. Each
/// sharing is written here with the reason it is safe (which words around
/// it decide, and where): a new shared word fails this test until it is
/// listed under its verbs with a reason, and a word that no longer is
/// shared must be taken out.
@Suite("Shared cue lint")
struct SharedCueLintTests {
    /// Verbs (sorted, joined by commas) → the words they share and why that is safe.
    static let shared: [String: (words: [String], reason: String)] = [
        "add,save": (
            ["add", "adiciona"],
            "'add Bar do Zé' names a new place (add); 'add it to my list' keeps the pick (save): the object decides, PlaceCommandReader"
        ),
        "add,show": (["lugar", "place"], "first words of phrases of both rows ('place called…', 'lugar do…'); the phrase decides"),
        "again,open,show": (
            ["passa"],
            "'passa' alone is skip (again); 'passa o endereço' asks for the route, read only with its object; 'me passa tudo desse' asks all about the pick (show), only as the whole phrase"
        ),
        "again,quit": (["next", "proxima"], "'next' is another pick; 'até a próxima' is a farewell, read only as the whole phrase"),
        "cache,forget": (
            ["apaga", "apagar", "delete"], "deleting the cache needs the word 'cache' (MetaWords.clearCache); a place needs a name"
        ),
        "cache,history,refetch": (["refresh"], "'refresh the cache', 'refresh my memory', 'refresh details': the object decides"),
        "cache,list,set": (["search"], "'search cache', 'search radius', 'search my list': the noun after it decides"),
        "cache,refetch": (["atualiza", "atualizar", "recarrega"], "the cache with its word; details of a place otherwise"),
        "cities,edit": (["cidade", "city"], "'cidades'/'cities' lists them; a place's city is edited only after an edit verb"),
        "cities,list": (["cidades", "cities"], "'which cities' lists the catalogue; 'list places in cities…' the list: the verb decides"),
        "edit,history,show": (["nota"], "a rating asked about (history), shown (show) or changed (edit, with its verb and value)"),
        "edit,open": (["link", "site", "website"], "'open the link' opens; 'change the site to…' edits with a value"),
        "edit,show": (
            ["address", "endereco", "fica", "opening", "funcionamento"],
            "'what's the address', 'esse fica onde?', 'opening hours?' show; 'change the address to…', 'opening hours 9-5' edit, with its verb and a value"
        ),
        "edit,tags": (
            ["categoria", "category", "tags", "tag"],
            "'tags' alone lists the vocabulary; with a place and a value it edits ('muda a tag do Bar Brasil pra boteco')"
        ),
        "export,list,show": (
            ["everything"],
            "'export everything' writes a backup; 'list everything' lists: the verb decides; 'everything about this one' is the pick's details (show), only as the phrase, which the list reader leaves"
        ),
        "export,list,save": (["salva"], "'salva um backup' exports (a file word), 'salva esse' keeps the pick, 'os salvos' lists"),
        "export,open": (["manda"], "'manda um backup' exports (a file word); 'manda no waze' opens the route (an app word)"),
        "export,save": (["guarda", "salvar", "save", "store"], "a backup or a file after it exports; the pick or a name saves"),
        "favorite,list": (
            [
                "fav", "faves", "favorita", "favoritados", "favoritas", "favorite", "favorites", "favorito", "favoritos", "favourite",
                "favourites", "favs",
            ],
            "'my favorites' lists them; 'fav it', 'add to favorites' marks one: FavoritesWords.direction decides"
        ),
        "forget,importFile": (["importa", "take"], "'não importa' is an idiom (no import); 'take it off my list' forgets: phrases"),
        "forget,list": (["lista"], "'tira da lista' forgets with a removal verb; 'lista' alone lists"),
        "forget,list,save": (["minha"], "'da minha lista' follows the verb that decides (tira/mostra/salva)"),
        "history,importFile,show": (
            ["que"], "first word of phrases ('o que eu avaliei', 'o que tem no arquivo', 'o que tem de especial'); the phrase decides"
        ),
        "history,list": (
            ["lugares", "meus", "ones", "our", "places"],
            "'places we've been' (history) and 'places I have' (list): a word of going or rating decides; 'the japanese ones' shown are the list's, 'the ones I'd go back to' the history's"
        ),
        "history,list,show": (
            ["onde", "have"],
            "first word of questions of each ('onde eu fui', 'onde tem um bar', 'onde fica esse'); 'places we've been' (history), 'places I have' (list) and 'what do they have that's good?' (show): a word of going, a plural of mine or a word pointing at the pick decides"
        ),
        "history,list,open": (["gente"], "'a gente' opens phrases of each ('onde a gente foi', 'a gente tem'); the phrase decides"),
        "history,open": (["would"], "'would go back' (history filter) and 'would you open' (open): the phrase decides"),
        "history,quit": (["fui"], "'fui' alone at the end is 'I'm off' (quit); 'onde eu fui' asks the history: phrase or position"),
        "history,rate": (
            ["rated", "rate"],
            "'what did I rate', 'which ones did i rate best' ask (history); 'rated it 4', 'rate it 4' record only with stars (rate)"
        ),
        "history,show,why": (
            ["what"],
            "first word of questions of each ('what did we rate' asks my visits, 'what's it like' the pick, 'what made you pick this one' the reason); the phrase decides"
        ),
        "history,show": (
            ["where", "stars", "estrelas", "ratings"],
            "first word of questions of each ('what did we rate', 'where have we been', 'where is this one'); the phrase decides; 'which places did I give the most stars' asks my best visits (history) only as the whole phrase, 'how many stars' asks about the pick (show); 'what are the ratings like' asks about the pick, 'my ratings' lists visits"
        ),
        "importFile,list,show,why": (
            ["what's", "whats"], "first word of questions of each ('what's in file.json', 'what's this place'); the phrase decides"
        ),
        "importFile,show": (["mostra"], "'mostra o que tem no arquivo' previews an import (a file word); otherwise it shows"),
        "list,open": (
            ["openstreetmap", "there"],
            "'is there…', 'on openstreetmap' ask a search; 'how do I get there', 'open it in openstreetmap' open: the verb decides"
        ),
        "list,save": (["list"], "'list' alone lists; 'save to my list' keeps the pick: the verb before it decides"),
        "list,set": (["busca"], "'busca no mapa' (a source setting with its value) and 'busca na lista' (list): the object decides"),
        "list,open,show": (
            ["show"],
            "'show my places' lists; 'show me the way' opens the route; 'show it' shows one: the object decides"
        ),
        "list,show": (
            ["sabe", "where's", "quantos", "tem"],
            "'show my places' lists (a plural or 'my'); 'show it', 'where's this one' shows one: the object decides; 'quantos lugares' counts the list, 'fica a quantos km' asks how far the pick is; 'o que tem na minha lista' lists, 'o que tem de bom lá?' asks what the pick has"
        ),
        "log,set": (["eventos", "log", "logs"], "'log' alone shows the log; 'log off', 'turn logging on' set it with a value"),
        "open,show": (["como", "how", "open"], "'how do I get there' opens the route; 'how is it' or 'is it open' show details"),
        "quit,settings": (["programa"], "'fecha o programa' quits; 'configurações do programa' shows the settings"),
        "quit,show": (
            ["fecha", "mais", "till", "until"],
            "'até mais' is a farewell, 'mais detalhes' shows; 'fecha aí' closes the program, 'fecha que horas?' asks the pick's hours (show); 'till next time' says goodbye, 'until what time is it open?' asks the hours: the whole phrase decides"
        ),
        "refetch,show": (["details", "detalhes"], "'details' shows; 'refresh the details' refetches with its verb"),
        "save,show,why": (
            ["this"], "'save this' keeps the pick; 'why this one' asks why; 'is this a diner?' asks what the pick is: the verb decides"
        ),
        "set,settings": (
            [
                "animacao", "animacoes", "animation", "animations", "aprendendo", "aprender", "aprendizado", "distance", "distancia",
                "learn", "learning", "radius", "raio", "roleta", "roulette",
            ],
            "a setting's name alone shows the settings; with a value ('radius 3 km', 'animation off') it sets it"
        ),
        "set,source": (["source"], "'source' alone shows where searches go; 'source osm' sets it"),
        "settings,show": (["fala"], "'me fala das configurações' shows settings; 'me fala do Jobi' shows a place: the object"),
        "show,why": (
            ["esse", "that"],
            "'mostra esse' shows; 'por que esse' asks why: the verb before it decides; 'is that a sit down place?' asks what the pick is, 'why that one?' why"
        ),
        "source,spin": (["roda"], "'roda a roleta' spins; 'roda no osm' names a source: the object decides"),
        "spin,why": (
            ["choose", "pick", "decide"],
            "'pick one', 'decide for me' spin; 'why did you pick this', 'how did you decide on that one' ask why (MetaWords.why comes first)"
        ),
    ]

    /// Each word that cues more than one verb, with the verbs it cues.
    static func sharedNow() -> [String: String] {
        var owners: [String: [String]] = [:]
        for (verb, words) in Arbiter.cueWords {
            for word in words { owners[word, default: []].append("\(verb)") }
        }
        return owners.filter { $0.value.count > 1 }.mapValues { $0.sorted().joined(separator: ",") }
    }

    @Test func everySharedCueHasItsReason() {
        var missing: [String] = []
        for (word, verbs) in Self.sharedNow().sorted(by: { $0.key < $1.key }) where !(Self.shared[verbs]?.words.contains(word) ?? false) {
            missing.append("\(word) (\(verbs))")
        }
        #expect(missing.isEmpty, "cue words shared by verbs with no written reason (add them to SharedCueLintTests.shared): \(missing)")
    }

    @Test func noReasonOutlivesItsSharing() {
        let now = Self.sharedNow()
        var stale: [String] = []
        for (verbs, entry) in Self.shared {
            for word in entry.words where now[word] != verbs { stale.append("\(word) (\(verbs))") }
        }
        #expect(stale.isEmpty, "listed as shared but no longer shared by those verbs (take them out): \(stale)")
    }

    @Test func everyReasonIsWritten() {
        #expect(Self.shared.values.allSatisfy { $0.reason.count > 20 })
    }
}
