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
        let portuguese = Set(verb.row.portuguesePhrases)
        switch language {
        case .english:
            return (name, usage, phrases.filter { $0 != name && !portuguese.contains($0) })
        case .portuguese:
            let name = verb.portugueseName
            return (name, verb.portugueseUsage, phrases.filter { $0 != name && portuguese.contains($0) })
        }
    }
}
