// MARK: - cache: empty the nearby-search cache, or repeat the last search fresh

extension Verb {
    /// The `cache` row: its phrasings, usage and help in English and Portuguese, and the words without which its recognizer never runs.
    static let cacheRow = VerbRow(
        english:
            CommandSpec(
                verb: .cache, phrases: ["clear cache", "refresh", "limpar cache", "atualizar"],
                usage: "clear cache | refresh", summary: "empty the nearby-search cache, or repeat the last search fresh",
                details: "",
                examples: ["clear cache", "refresh"], group: .settings, argument: .none),
        portugueseName: "limpar cache",
        portugueseUsage: "limpar cache | atualizar",
        portuguesePhrases: ["limpar cache", "atualizar"],
        portugueseHelp: (
            "limpa o cache da busca por perto, ou refaz a última busca do zero",
            "",
            ["limpa o cache", "atualiza a busca", "atualizar"]
        ),
        triggers: { MetaWords.clearCache.anchors.union(MetaWords.refresh.anchors).union(["cache"]) })
}

// Its cue words, which its recognizer (Understanding/MetaReader.swift) reads.
extension MetaWords {
    static let clearCache = PhraseTable<Bool>(
        [
            "clear cache", "clear the cache", "delete the cache", "empty the cache", "wipe the cache", "clean the cache",
            "limpa o cache", "limpar cache", "limpar o cache", "apaga o cache", "apagar o cache", "limpa a cache", "esvazia o cache",
        ].map { ($0, true) })

    static let refresh = PhraseTable<Bool>(
        [
            "refresh", "refresh those results", "refresh the results", "refresh the search", "search again fresh", "reload",
            "atualiza", "atualizar", "atualiza a busca", "atualiza os resultados", "recarrega",
        ].map { ($0, true) })
}
