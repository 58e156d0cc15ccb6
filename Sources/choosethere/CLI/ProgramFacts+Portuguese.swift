// MARK: - `--help` in Brazilian Portuguese

extension ProgramFacts {
    /// Each flag's one line for `--help`, keyed by the flag's first name (`names[0]`).
    static let portugueseFlagSummaries: [String: String] = [
        "-c": "executa os comandos, mostra os resultados e sai",
        "-f": "reproduz um script de sessão (também --script FILE)",
        "--seed": "aleatoriedade determinística: mesmos dados + semente + comandos → mesma saída",
        "--json": "um objeto JSON por comando executado na saída padrão (JSON Lines)",
        "--format": "texto para pessoas, JSON Lines, ou tabelas CSV/TSV para listas, histórico e tags",
        "--limit": "no máximo N linhas em qualquer lista (em pipes e em JSON as listas vêm completas)",
        "--stop-on-error": "em scripts / -c: para no primeiro comando que falhar (código de saída 3)",
        "--echo": "mostra cada comando do script depois do prompt (transcrição)",
        "--color": "saída colorida (NO_COLOR desliga as cores, a menos que --color diga o contrário)",
        "--ascii": "ASCII em vez de símbolos (* para ★, NE para ↗, <3 para ♥)",
        "--offline": "nunca usa a rede",
        "--read-only": "abre sua lista só para leitura: tudo que lê funciona, toda mudança é recusada",
        "-X": "não executa o arquivo de inicialização ($XDG_CONFIG_HOME/choosethere/rc)",
        "--version": "mostra a versão",
        "--help": "mostra esta ajuda",
        "--man": "mostra a página de manual (roff)",
    ]

    static let portugueseTagline = "um shell conversacional que ajuda você a decidir onde comer"

    /// Indexed like `exitCodes`' codes.
    static let portugueseShortMeanings: [Int32: String] = [
        0: "sucesso",
        1: "erro fatal na inicialização ou falha de um comando -c",
        2: "erro de uso",
        3: "um comando falhou com --stop-on-error",
    ]

    /// The fixed lines of `usage`, in order: "Usage:", "Options:", the two closing sentences about help/man and files, the line for `choosethere` alone and for `choosethere -- FILE…`.
    static let portugueseUsageLines: [String: String] = [
        "Usage:": "Uso:",
        "Options:": "Opções:",
        "Inside the shell, type help for the commands; man choosethere has them all.":
            "Dentro do shell, digite ajuda para ver os comandos; man choosethere traz todos.",
        "Exit codes: ": "Códigos de saída: ",
        "Files: settings and the rc file in $XDG_CONFIG_HOME/choosethere, the store in $XDG_DATA_HOME/choosethere,":
            "Arquivos: configurações e o arquivo rc em $XDG_CONFIG_HOME/choosethere, os dados em $XDG_DATA_HOME/choosethere,",
        "history in $XDG_STATE_HOME/choosethere, the nearby cache in $XDG_CACHE_HOME/choosethere.":
            "o histórico de comandos em $XDG_STATE_HOME/choosethere e o cache da busca por perto em $XDG_CACHE_HOME/choosethere.",
        "start the shell (reads commands from stdin when it is not a terminal)":
            "inicia o shell (lê comandos da entrada padrão quando ela não é um terminal)",
        "run script files (names may start with -)":
            "executa arquivos de script (os nomes podem começar com -)",
    ]
}
