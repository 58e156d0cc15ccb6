// MARK: - The command table's help in Brazilian Portuguese

extension Verb {
    /// `help` in Brazilian Portuguese: the summary, the details and examples a Brazilian would type.
    ///
    /// Every example is read by the parser as this verb with the intended
    /// slots (checked with `explain`); `portugueseUsage` says the usage line.
    /// Exceptions: `desliga o log` under `log` is a `set`, like `set log off`
    /// in the English examples.
    public var portugueseHelp: (summary: String, details: String, examples: [String]) {
        switch self {
        case .spin:
            (
                "sorteia um lugar da sua lista, com filtros",
                "Tags e categorias restringem os candidatos (japonês, bar, café…); sem/não/menos/nada de excluem; barato ($), $$ e chique ($$$) definem o preço; num raio de 3km exige uma localização conhecida; favoritos fica só com os favoritos; bem avaliado dá preferência aos lugares bem avaliados e só os bem avaliados fica só com eles; aberto agora fica com os lugares abertos agora (os de horário desconhecido continuam, contados e citados por nome; aberto agora com certeza os deixa de fora). Lugares que você visitou há pouco são pulados (definir repetições).",
                [
                    "sorteia", "sorteia bar barato", "sorteia japonês sem sushi num raio de 3km", "sorteia só os bem avaliados",
                    "sorteia um dos favoritos aberto agora",
                ]
            )
        case .again:
            (
                "outro sorteio entre os mesmos candidatos, sem repetir nenhum já mostrado",
                "Quando todos os candidatos já foram mostrados, começa uma nova rodada, com aviso. Filtros novos formam um novo grupo de candidatos.",
                ["de novo", "outro", "sorteia outro", "mais um"]
            )
        case .near:
            (
                "lugares perto de você, do mais perto ao mais longe",
                "Busca na sua lista (padrão) ou no OpenStreetMap, dentro do raio (100 m–10 km) em volta da sua localização, ou do centro da cidade quando nenhuma localização está definida.",
                ["perto de mim", "bar perto de mim num raio de 2km", "café perto de mim 500m no osm", "perto de mim só da minha lista"]
            )
        case .find:
            (
                "procura no OpenStreetMap um nome, marca, prato ou cozinha",
                "Em volta da sua localização (ou do centro da cidade), ou numa cidade: temaki em Curitiba. Maiúsculas e acentos nunca importam. Os resultados vêm numerados, do mais perto ao mais longe: mostra N para ver os detalhes, salva N para guardar um. Sem perto de mim, no osm ou uma cidade, acha e procura buscam na sua própria lista.",
                ["acha o Mocotó perto de mim", "procura açaí no osm", "acha temaki aqui perto", "procura temaki em Curitiba"]
            )
        case .why:
            (
                "explica a escolha atual: filtros, candidatos, exclusões, pesos",
                "",
                ["por quê?", "por que esse?", "pq esse?"]
            )
        case .rate:
            (
                "dá de 1 a 5 estrelas ao lugar atual (ou a um lugar pelo nome)",
                "Registra uma visita com a data de agora. voltaria é o padrão; nunca mais diz o contrário; deu match marca um match perfeito. Tags rápidas: bom custo-benefício, ambiente agradável, atendimento excelente, comida incrível, demorou, decepcionante. As outras palavras viram o comentário.",
                [
                    "nota 4 voltaria", "nota 5, deu match, lámen incrível", "4 estrelas", "nota 2, nunca mais",
                    "nota 3 pro \"Bar do Zé\", demorou",
                ]
            )
        case .history:
            (
                "suas visitas, das mais recentes às mais antigas",
                "",
                ["histórico", "histórico melhores", "lugares que eu voltaria", "histórico só os que deram match", "últimas 5 visitas"]
            )
        case .list:
            (
                "lista os lugares da cidade atual (nome, categoria ou tag)",
                "Procura em nomes, categorias, tags e endereços, ignorando maiúsculas e acentos. Listas longas são paginadas: lista página 2.",
                ["lista", "lista japonês", "busca ramen", "lista página 2", "meus favoritos"]
            )
        case .show:
            (
                "tudo sobre um lugar: o atual, um nome ou um número da última lista",
                "",
                ["mostra", "mostra o Bar da Dona Onça", "mostra o 3", "detalhes"]
            )
        case .favorite:
            (
                "marca ou desmarca um favorito (por padrão, o lugar atual)",
                "",
                ["favorita", "favorita o Tan Tan Bar", "tira dos favoritos"]
            )
        case .add:
            (
                "adiciona um lugar à sua lista",
                "Use aspas em nomes com espaços que contenham palavras de comando. A cidade é a atual, a não ser que as coordenadas indiquem outra.",
                [
                    "adiciona \"Bar do Zé\" em -23.55,-46.63 tags bar boteco",
                    "adiciona \"Casa Vegana\" em -25.43,-49.27 categoria restaurante tags vegano barato",
                    "adiciona Pastelaria Yoka em -23.56,-46.63",
                ]
            )
        case .edit:
            (
                "muda um campo de um lugar: nome, categoria, endereço, tags, notas, link, preço, posição, horário",
                "Campos: nome, categoria, endereço, tags (substitui as atuais), notas, link, preço (1–3 ou $…$$$), posição (LAT,LNG), cidade, horário (opening_hours do OpenStreetMap, p. ex. Mo-Fr 11:00-15:00, ou Seg a Sex 11h às 15h; nenhum apaga).",
                [
                    "muda o endereço do Bar do Zé pra Rua Augusta, 100", "muda as tags do Mocotó pra nordestina barato",
                    "muda o preço do Mocotó pra 2", "muda o horário do Mocotó pra Seg a Sáb 12h às 23h; Dom 12h às 17h",
                ]
            )
        case .forget:
            (
                "remove um lugar e as visitas dele da sua lista",
                "Num terminal, pede confirmação; scripts precisam dizer sim.",
                ["apaga o Bar do Zé", "remove o Bar do Zé da minha lista", "apaga o \"Bar do Zé\", sim"]
            )
        case .open:
            (
                "links do lugar atual (mapas, OpenStreetMap, Google, Tripadvisor, iFood, o site dele)",
                "",
                ["abre", "rota", "como chegar", "abre no tripadvisor", "pede no ifood"]
            )
        case .save:
            (
                "põe na sua lista o lugar atual da busca por perto",
                "",
                ["salva", "salva esse", "adiciona esse na minha lista", "salva o 2"]
            )
        case .refetch:
            (
                "busca de novo no OpenStreetMap os detalhes de um lugar salvo",
                "Para lugares salvos de uma busca perto … no osm ou de um acha.",
                ["atualiza detalhes", "atualiza os detalhes do Mocotó", "atualiza detalhes do 2"]
            )
        case .tags:
            (
                "as categorias e tags em uso, com contagens",
                "",
                ["tags", "categorias", "quais categorias existem?"]
            )
        case .location:
            (
                "define ou mostra sua localização",
                "",
                ["tô em -23.56,-46.69", "estou na Av. Paulista, 1000", "onde estou?"]
            )
        case .city:
            (
                "escolhe a cidade onde você está (ou qualquer lugar)",
                "Os nomes são comparados sem ligar para maiúsculas ou acentos; em nomes ambíguos, junte o estado (Santa Cruz, RN).",
                ["muda pra Curitiba", "cidade são paulo", "mudar cidade Santa Cruz, RN", "qualquer lugar"]
            )
        case .cities:
            (
                "as cidades da sua lista, ou as do catálogo que correspondem a NOME",
                "",
                ["cidades", "cidades santa cruz", "que cidades eu tenho?"]
            )
        case .settings:
            (
                "mostra as configurações atuais e onde elas ficam guardadas",
                "",
                ["configurações", "ajustes", "mostra as configurações"]
            )
        case .set:
            (
                "muda uma configuração: raio, fonte, repetições, aprendizado, cidade, localização",
                "raio 100 m–10 km; fonte list|osm; repetições 0–50 (0 = desligado); aprendizado ligado|desligado; cidade NOME|qualquer lugar; localização LAT,LNG|none.",
                ["muda o raio pra 5km", "usa o osm por padrão", "evita repetir os últimos 20", "desliga o aprendizado"]
            )
        case .cache:
            (
                "limpa o cache da busca por perto, ou refaz a última busca do zero",
                "",
                ["limpa o cache", "atualiza a busca", "atualizar"]
            )
        case .importFile:
            (
                "traz um backup (ou uma lista) de um arquivo",
                "",
                ["importa backup.json", "importa backup.json substituindo tudo", "importa backup.json mesclando", "prévia do backup.json"]
            )
        case .export:
            (
                "grava um arquivo de backup compatível com o app para iOS",
                "Um arquivo que já existe só é substituído com sobrescrever: no terminal a pergunta vem antes, num script o comando falha. Uma pasta recebe chooseThere_backup.json.",
                ["exporta", "faz um backup", "exporta pra ~/choosethere_backup.json", "exporta backup.json sobrescrever"]
            )
        case .source:
            (
                "executa os comandos de um arquivo de script",
                "Um comando por linha; # começa um comentário; source pode ser aninhado, com caminhos relativos ao arquivo que o inclui.",
                ["executa noite.ct", "roda o script noite.ct", "source noite.ct"]
            )
        case .log:
            (
                "buscas, consultas, importações, exportações e erros recentes",
                "Fica em events.jsonl em $XDG_STATE_HOME/choosethere (nunca é enviado a lugar nenhum): o que aconteceu, quanto tempo levou, contagens e resultado. Nomes de lugares, buscas e coordenadas só com set log detailed; set log off desliga o registro.",
                ["log", "log 50", "últimos 20 eventos do log", "desliga o log"]
            )
        case .help:
            (
                "esta lista, ou mais sobre um comando",
                "",
                ["ajuda", "ajuda nota", "como funciona a nota?", "?"]
            )
        case .explain:
            (
                "mostra como um comando é entendido (em JSON), sem executá-lo",
                "",
                ["explica sorteia bar sem sushi", "explicar nota 4 voltaria", "explica perto de mim 2km"]
            )
        case .quit:
            (
                "sai (Ctrl-D também funciona)",
                "",
                ["sair", "tchau", "falou!"]
            )
        }
    }
}

extension Verb {
    /// The command's name in Portuguese, as `help` lists it (understood alone as this verb; a test checks).
    public var portugueseName: String {
        switch self {
        case .spin: "sortear"
        case .again: "de novo"
        case .near: "perto de mim"
        case .find: "achar"
        case .why: "por quê"
        case .rate: "nota"
        case .history: "histórico"
        case .list: "listar"
        case .show: "ver"
        case .favorite: "favoritar"
        case .add: "adicionar"
        case .edit: "editar"
        case .forget: "esquecer"
        case .open: "abrir"
        case .save: "salvar"
        case .refetch: "atualizar detalhes"
        case .tags: "categorias"
        case .location: "onde estou"
        case .city: "mudar cidade"
        case .cities: "cidades"
        case .settings: "configurações"
        case .set: "definir"
        case .cache: "limpar cache"
        case .importFile: "importar"
        case .export: "exportar"
        case .source: "executar"
        case .log: "eventos"
        case .help: "ajuda"
        case .explain: "explicar"
        case .quit: "sair"
        }
    }

    /// How to say the command in Portuguese: the words in capitals are what
    /// to fill in; the English form works too.
    public var portugueseUsage: String {
        switch self {
        case .spin:
            "sortear [TAGS…] [sem TAG…] [barato|$$|chique] [num raio de 3km] [favoritos] [bem avaliado] [aberto agora [com certeza]]"
        case .again: "de novo"
        case .near: "perto de mim [RAIO] [TAGS…] [no osm|da minha lista]"
        case .find: "achar TEXTO perto de mim|no osm|em CIDADE [RAIO]"
        case .why: "por quê"
        case .rate: "nota ESTRELAS [voltaria|não volto] [perfeito] [TAGS RÁPIDAS] [COMENTÁRIO]"
        case .history: "histórico [melhores|voltaria|perfeitos] [N]"
        case .list: "listar [TEXTO] [página N]"
        case .show: "ver [NOME|N]"
        case .favorite: "favoritar [NOME] | desfavoritar [NOME]"
        case .add: "adicionar NOME em LAT,LNG [categoria C] [tags T…] [endereço E]"
        case .edit: "editar NOME CAMPO VALOR"
        case .forget: "esquecer NOME [sim]"
        case .open: "abrir [maps|osm|google|tripadvisor|ifood|link] [NOME]"
        case .save: "salvar"
        case .refetch: "atualizar detalhes [NOME]"
        case .tags: "categorias"
        case .location: "estou em LAT,LNG | estou em ENDEREÇO | onde estou"
        case .city: "mudar cidade NOME | qualquer lugar"
        case .cities: "cidades [NOME]"
        case .settings: "configurações"
        case .set: "definir CHAVE VALOR"
        case .cache: "limpar cache | atualizar"
        case .importFile: "importar ARQUIVO [mesclar|substituir] [prévia]"
        case .export: "exportar [ARQUIVO] [sobrescrever]"
        case .source: "executar ARQUIVO"
        case .log: "eventos [N] | definir log off|on|detailed"
        case .help: "ajuda [COMANDO]"
        case .explain: "explicar COMANDO"
        case .quit: "sair"
        }
    }
}
