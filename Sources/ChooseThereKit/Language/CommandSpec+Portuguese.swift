// MARK: - The command table in Portuguese

extension CommandSpec.Group {
    /// The section title in Brazilian Portuguese.
    public var portuguese: String {
        switch self {
        case .deciding: "Decidir"
        case .places: "Seus lugares"
        case .location: "Onde você está"
        case .settings: "Cidade e configurações"
        case .files: "Arquivos e scripts"
        case .shell: "O shell"
        }
    }
}

extension CommandSpec {
    /// The name, usage and other names of the command in `language`: the
    /// other names are those of that language (Portuguese names are the
    /// ones `portugueseName` and the table's Portuguese phrases give).
    public func words(in language: ReplyLanguage) -> (name: String, usage: String, aliases: [String]) {
        let portuguese = Set(CommandSpec.portuguesePhrases[verb] ?? [])
        switch language {
        case .english:
            return (name, usage, phrases.filter { $0 != name && !portuguese.contains($0) })
        case .portuguese:
            let name = verb.portugueseName
            return (name, verb.portugueseUsage, phrases.filter { $0 != name && portuguese.contains($0) })
        }
    }

    /// The Portuguese phrases of each verb's row in the command table.
    static let portuguesePhrases: [Verb: [String]] = [
        .spin: ["sorteia", "sortear", "escolhe", "escolher", "onde comer", "o que esta aberto"],
        .again: ["outro", "outra", "de novo", "mais um", "mais uma"],
        .near: ["perto de mim", "perto", "por perto"],
        .find: ["acha", "achar", "encontra", "encontrar"],
        .why: ["por que", "porque", "por quê"],
        .rate: ["nota", "avaliar", "avalie", "dar nota"],
        .history: ["historico", "visitas"],
        .list: ["lista", "listar", "buscar", "busca", "procurar", "meus lugares", "favoritos"],
        .show: ["detalhes", "mostrar", "ver"],
        .favorite: ["favoritar", "desfavoritar"],
        .add: ["adicionar", "novo lugar"],
        .edit: ["editar", "alterar"],
        .forget: ["esquecer", "apagar", "remover"],
        .open: ["rota", "abrir", "como chegar"],
        .save: ["salvar", "salva"],
        .refetch: ["atualizar detalhes", "atualiza detalhes"],
        .tags: ["categorias"],
        .location: ["estou em", "to em", "tô em", "onde estou"],
        .city: ["mudar cidade", "mudar para", "trocar cidade", "cidade", "qualquer lugar", "qualquer cidade"],
        .cities: ["cidades"],
        .settings: ["configuracoes", "configurações", "ajustes"],
        .set: ["raio", "definir"],
        .cache: ["limpar cache", "atualizar"],
        .importFile: ["importar"],
        .export: ["exportar"],
        .source: ["executar"],
        .log: ["eventos"],
        .help: ["ajuda", "comandos"],
        .explain: ["explicar"],
        .quit: ["sair", "tchau"],
    ]
}
