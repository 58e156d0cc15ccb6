// MARK: - source, import, export: commands with a file

enum FileWords {
    static let extensions: WordSet = ["json", "ct", "txt", "csv", "jsonl", "bak", "backup", "tsv"]
    /// Each extension as typed in lower and in upper case, as bytes.
    static let extensionBytes: [[UInt8]] = extensions.flatMap { [Array($0.utf8), Array($0.uppercased().utf8)] }
    static let replace = PhraseTable<Bool>(
        [
            "replace", "replacing", "replace everything", "overwrite", "overwriting", "wipe",
            "substitui", "substituir", "substituindo", "substitua", "por cima", "por cima de tudo",
            "sobrescrevendo", "apagando tudo", "in replace mode", "replace mode", "substituir", "modo substituir",
            "apagando", "apagando o que tem", "wiping", "wipe everything",
        ].map { ($0, true) })
    static let merge = PhraseTable<Bool>(
        [
            "merge", "merging", "mesclar", "mesclando", "mescla", "juntando", "sem apagar nada",
            "without deleting", "keep what i have", "in merge mode", "junta", "juntar", "so adiciona",
            "just add", "only add", "nao apaga nada", "don't delete anything", "dont delete anything",
            "com os meus", "with mine", "into my list", "pra minha lista",
            // Keeping what is there is merging: "but keep what I already have", "sem perder o que eu tenho".
            "keep what i already have", "keep what i've got", "keep my places", "keep everything i have",
            "keep my stuff", "without losing", "without losing anything", "sem perder", "sem perder nada",
            "mantem o que eu tenho", "mantém o que eu tenho", "mantendo o que eu tenho", "sem apagar o que eu tenho",
            "add to what i have", "on top of what i have",
            // "import it but keep my own places too", "mas mantém os meus lugares também".
            "keep my own places", "keep my own", "keep mine", "keep my list", "mantem os meus", "mantem meus lugares",
            "mantem os meus lugares", "mantem minha lista", "mantendo os meus", "sem apagar os meus", "sem apagar meus lugares",
        ].map { ($0, true) })
    /// Words before a bare file name ("export to mybackup"), and times that are never one.
    static let introductions: WordSet = ["to", "as", "em", "como", "pra", "para", "into", "no", "na"]
    static let times: WordSet = ["tonight", "today", "tomorrow", "later", "now", "hoje", "amanha", "agora", "depois", "ja", "logo"]
    /// Words that let an export replace a file that exists.
    static let overwriteExport: WordSet = [
        "overwrite", "overwriting", "sobrescrever", "sobrescreve", "sobrescrevendo", "substituir",
        "substitui", "substituindo", "--force", "force",
    ]
    static let overwritePhrases = PhraseTable<Bool>(
        [
            "replace it", "replace the file", "replace the old one", "over the old one",
            "por cima", "em cima do antigo", "no lugar do antigo",
        ].map { ($0, true) })
    /// Words that frame a file in a sentence about importing it.
    static let frame: WordSet = [
        "my", "our", "the", "file", "backup", "data", "list", "places", "everything", "all", "meu", "meus",
        "minha", "minhas", "o", "a", "arquivo", "dados", "lista", "lugares", "tudo", "de", "do",
        "da", "with", "com", "what", "i", "have", "eu", "tenho", "que",
    ]
}

struct FileReader: SentenceReader {
    let lexicon: Lexicon

    func source(_ s: inout Sentence) -> Intent? {
        let leads = s.freeIndices.first.map { FileWords.source.contains(s.words[$0]) } ?? false
        let phrase = s.first(FileWords.sourcePhrases)
        guard leads || phrase != nil || s.freeIndices.contains(where: { FileWords.source.contains(s.words[$0]) }) else { return nil }
        if leads, s.freeIndices.count == 1, s.words[s.freeIndices[0]].folded == "source" {
            s.use(s.freeIndices[0]); return .source(path: nil)
        }
        // "source osm" is the setting.
        if leads, s.freeIndices.count == 2, let v = NearbySource(rawValue: s.words[s.freeIndices[1]].folded) {
            return .set(SettingRequest(key: .source, value: v.rawValue))
        }
        guard let path = path(&s), path.hasSuffix(".ct") || path.hasSuffix(".txt") || leads || phrase != nil else { return nil }
        s.use(0..<s.count)
        return .source(path: path)
    }

    func importFile(_ s: inout Sentence) -> Intent? {
        let verb = s.freeIndices.first(where: { FileWords.importVerbs.contains(s.words[$0]) })
        let phrase = s.first(FileWords.importPhrases)
        let overwriteList =
            s.freeIndices.contains { FileWords.overwrite.contains(s.words[$0]) }
            && s.freeIndices.contains { ["list", "collection", "everything", "places", "lista"].contains(s.words[$0]) }
        let previewing = s.first(FileWords.preview) != nil && hasFilePath(s)
        guard verb != nil || phrase != nil || overwriteList || previewing else { return nil }
        if let verb, s.isNegated(verb), !previewing { return nil }
        // "import old.json replcae": a misspelt mode is offered, never guessed.
        if let typo = s.freeIndices.first(where: { i in
            s.words[i].isWord && !Repair.isKnown(s.words[i].folded, lexicon)
                && ["replace", "substituir", "substituindo", "overwrite"].contains(Repair.closest(s.words[i].folded, lexicon) ?? "")
        }) {
            var repaired = s.line
            repaired = repaired.replacing(s.words[typo].text, with: "replace")
            return .unknown(
                text: s.line.trimmed, suggestion: (path(&s).map { "import \($0) replace" }) ?? repaired, reason: .repairedCommand)
        }
        let path = path(&s)
        // "ok import it, merge with what's already here", "importa substituindo tudo": the file just looked at.
        // (Not when a file is named anywhere in the line: "o arquivo chama lista.json. importa juntando…".)
        let pointsBack = path == nil && !hasFilePath(s) && verb.map { pointsBackAtTheFile(s, after: $0) } == true
        if path == nil, !pointsBack {
            // "import" alone: the command, missing its file (the reply says so).
            return verb != nil && verb == s.freeIndices.first && s.freeIndices.count == 1 ? .importFile(ImportRequest(path: nil)) : nil
        }
        var request = ImportRequest(path: path)
        request.previewedFile = pointsBack
        if let verb { s.use(verb) }
        if let phrase { s.use(phrase.range) }
        // The last mode said wins ("replace... no wait, merge").
        var modes: [(Int, ImportMode)] = []
        for m in s.all(FileWords.replace) {
            modes.append((m.range.lowerBound, s.isNegated(m.range.lowerBound) ? .merge : .replace)); s.use(m.range)
        }
        for m in s.all(FileWords.merge) { modes.append((m.range.lowerBound, .merge)); s.use(m.range) }
        if overwriteList { modes.append((s.count, .replace)) }
        request.mode = modes.max(by: { $0.0 < $1.0 })?.1
        if let m = s.first(FileWords.preview) { request.preview = true; s.use(m.range) }
        // The other words ("my backup", "o arquivo", "tudo") only frame the file.
        if !request.isReplace || s.ignoredWords.allSatisfy({ FileWords.frame.contains(Folding.key($0)) }) { s.use(0..<s.count) }
        return .importFile(request)
    }

    func export(_ s: inout Sentence) -> Intent? {
        let verb = s.freeIndices.first(where: { FileWords.exportVerbs.contains(s.words[$0]) })
        let phrase = s.first(FileWords.exportPhrases)
        let writes = s.freeIndices.first(where: { FileWords.writeVerbs.contains(s.words[$0]) })
        guard verb != nil || phrase != nil || writes != nil else { return nil }
        if let at = verb ?? phrase?.range.lowerBound ?? writes, s.isNegated(at) { return nil }
        if let verb, exportsSomethingElse(s, after: verb) { return nil }
        // ("I write a food blog…", "ela grava vídeos": a verb after its subject tells, it asks nothing.)
        if verb == nil, phrase == nil, let w = writes, w > 0, Arbiter.subjects.contains(s.words[w - 1]) { return nil }
        var file = path(&s)
        if verb == nil && phrase == nil && file == nil { return nil }
        // ("…nothing that sells a 'gourmet burger'": words in quotes after "write" or "save" are a file only when they look like one.)
        if verb == nil, phrase == nil, let f = file, !FileReader.looksLikeAPath(f) { return nil }
        if let verb { s.use(verb) }
        if let phrase { s.use(phrase.range) }
        if let writes { s.use(writes) }
        // "export mybackup", "exporta meu_backup": one word that reads as a file name (no
        // dot or slash) is that file, with the backup's extension; it was once ignored.
        if file == nil, let name = bareFileName(s) {
            file = s.words[name].text + ".json"
            s.use(name)
        }
        // "overwrite", "pode sobrescrever": an existing file may be replaced.
        let overwrite =
            s.words.contains { FileWords.overwriteExport.contains($0) }
            || s.first(FileWords.overwritePhrases) != nil
        // "my data", "everything", "meus lugares": the path is what matters.
        s.use(0..<s.count)
        return .export(path: file, overwrite: overwrite)
    }
}

extension FileReader {
    /// Whether the export verb at `verb` takes a thing of the world as its
    /// object ("exporting coffee is my uncle's whole business", "exporta café
    /// pra Europa"): a kind of food or drink, or — after a verb in "-ing" /
    /// "-ndo", which tells of exporting rather than asking for it — any word
    /// that does not frame the list or a file ("exporting spreadsheets").
    /// Whether an import verb with no file said points back at one ("import it", "importa esse arquivo") or
    /// says only how ("importa substituindo tudo"), in its own clause: the file of the last preview.
    fileprivate func pointsBackAtTheFile(_ s: Sentence, after verb: Int) -> Bool {
        let start = (0..<verb).last { s.words[$0].kind == .punctuation }.map { $0 + 1 } ?? 0
        // (The verb opens its clause, after "ok", "then", "agora".)
        guard (start..<verb).allSatisfy({ Fillers.isFiller(s.words[$0]) || Self.pointingLead.contains(s.words[$0]) }) else { return false }
        var probe = s
        for m in s.all(FileWords.replace) + s.all(FileWords.merge) { probe.use(m.range) }
        let said = (verb + 1..<s.count).filter { probe.isFree($0) && s.words[$0].isWord }
        let points = said.contains { Self.pointers.contains(s.words[$0]) }
        let how = said.count < (verb + 1..<s.count).filter({ s.words[$0].isWord }).count
        return (points || how)
            && said.allSatisfy {
                Self.pointers.contains(s.words[$0]) || FileWords.frame.contains(s.words[$0]) || Fillers.isFiller(s.words[$0])
                    || Self.pointingLead.contains(s.words[$0])
            }
    }
    static let pointers: WordSet = ["it", "ele", "isso", "esse", "este", "that", "this", "one", "one's"]
    static let pointingLead: WordSet = [
        "ok", "okay", "then", "entao", "agora", "now", "pode", "can", "you", "already", "ja", "here", "aqui", "what's", "whats",
        "is", "there", "pls", "please", "por", "favor", "beleza", "blz", "show", "fechou",
    ]

    fileprivate func exportsSomethingElse(_ s: Sentence, after verb: Int) -> Bool {
        var i = verb + 1
        while i < s.count, ["my", "our", "the", "some", "meu", "meus", "minha", "minhas", "o", "a", "os", "as"].contains(s.words[i].folded)
        {
            i += 1
        }
        guard i < s.count, s.words[i].isWord, s.words[i].kind == .word, !FileWords.frame.contains(s.words[i]),
            !FileReader.looksLikeAPath(s.words[i].text)
        else { return false }
        if term(s, at: i) != nil { return true }
        let typed = s.words[verb].folded
        let telling = typed.hasSuffix("ing") || typed.hasSuffix("ndo")
        return telling && !FileWords.introductions.contains(s.words[i]) && !Fillers.isFiller(s.words[i])
    }

    /// The one free word after the verb that can only be a file name: not a
    /// word any table knows (frame, filler, everyday word, number), written
    /// with letters, digits, `-` or `_`, with a digit, `-` or `_` in it or
    /// in lower case after "to"/"as"/"em"/"como" ("export to mybackup").
    fileprivate func bareFileName(_ s: Sentence) -> Int? {
        let introductions = FileWords.introductions
        let free = s.freeIndices.filter { s.words[$0].isWord && !introductions.contains(s.words[$0]) }
        guard free.count == 1, let i = free.first else { return nil }
        let w = s.words[i]
        let times = FileWords.times
        guard w.number == nil, !FileWords.frame.contains(w), !CommonWords.contains(w), !Fillers.isEdge(w), !times.contains(w),
            !FileWords.overwriteExport.contains(w),
            !Arbiter.leadIns.contains(w), term(s, at: i) == nil,
            w.text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        else { return nil }
        let marked = w.text.contains(where: { $0.isNumber || $0 == "-" || $0 == "_" })
        let introduced = i > 0 && introductions.contains(s.words[i - 1])
        return marked || introduced || w.text.count >= 6 ? i : nil
    }
}

/// Shared with the other readers.
extension SentenceReader {
    /// Whether a word of the sentence is a file name or a path.
    func hasFilePath(_ s: Sentence) -> Bool {
        s.words.contains { w in
            if w.kind == .quoted { return false }
            // Most words have neither a slash nor a dot.
            guard w.text.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ".") }) else { return false }
            if w.text.hasPrefix("/") || w.text.hasPrefix("~/") { return true }
            guard let dot = w.text.lastIndex(of: "."), dot != w.text.startIndex else { return false }
            return FileWords.extensions.contains(Folding.key(w.text[w.text.index(after: dot)...]))
        }
    }

    /// A path in the sentence: quoted, or words from one starting with `/`,
    /// `~` or a drive to one ending in a file extension, or a word with an
    /// extension. Its words are marked used.
    /// Whether a text names a file: a folder in it, a home, or a backup's extension.
    static func looksLikeAPath(_ text: String) -> Bool {
        if text.contains("/") || text.contains("\\") || text.hasPrefix("~") { return true }
        guard let dot = text.lastIndex(of: "."), dot != text.startIndex else { return false }
        return FileWords.extensions.contains(Folding.key(text[text.index(after: dot)...]))
    }

    func path(_ s: inout Sentence) -> String? {
        if let q = s.words.indices.first(where: { s.words[$0].kind == .quoted && !s.used[$0] }) {
            s.use(q)
            return s.words[q].text
        }
        func hasExtension(_ w: Word) -> Bool {
            guard let dot = w.text.lastIndex(of: "."), dot != w.text.startIndex else { return false }
            return FileWords.extensions.contains(Folding.key(w.text[w.text.index(after: dot)...]))
        }
        func startsPath(_ w: Word) -> Bool {
            w.text.hasPrefix("/") || w.text.hasPrefix("~") || w.text.contains("/") || w.text.contains("\\")
                || (w.text.count > 2 && w.text.dropFirst().hasPrefix(":\\"))
        }
        // "/home/ana/Downloads/backup (1).json": a path with spaces, up to its extension.
        if let b = s.words.indices.first(where: { !s.used[$0] && startsPath(s.words[$0]) }), let whole = spacedPath(&s, from: b) {
            return whole
        }
        guard
            let end = s.words.indices.first(where: { !s.used[$0] && s.words[$0].kind != .punctuation && hasExtension(s.words[$0]) })
                ?? s.words.indices.first(where: { !s.used[$0] && startsPath(s.words[$0]) })
        else { return nil }
        var start = end
        if let begin = s.words[..<end].indices.last(where: { startsPath(s.words[$0]) && !s.used[$0] }),
            !(begin..<end).contains(where: { s.words[$0].folded == "to" || s.words[$0].folded == "from" || s.words[$0].folded == "em" })
        {
            start = begin
        }
        s.use(start..<(end + 1))
        return s.text(start..<(end + 1))
    }

    /// The text from a path's first word to the first file extension after
    /// it, spaces and brackets included, when no word in between introduces
    /// something else. Marks its words used.
    func spacedPath(_ s: inout Sentence, from b: Int) -> String? {
        let start = s.words[b].range.lowerBound
        let rest = s.line[start...]
        var best: String.Index?
        // Each dot followed by an extension (as typed in lower or upper case) that ends a word.
        let bytes = rest.utf8
        var from = bytes.startIndex
        while let dot = bytes[from...].firstIndex(of: UInt8(ascii: ".")) {
            let tail = bytes[bytes.index(after: dot)...]
            for ext in FileWords.extensionBytes where tail.starts(with: ext) {
                let after = bytes.index(dot, offsetBy: ext.count + 1)
                if after == rest.endIndex || rest[after].isWhitespace || ",;!?".contains(rest[after]), best.map({ after < $0 }) ?? true {
                    best = after
                }
            }
            from = bytes.index(after: dot)
        }
        guard let end = best else { return nil }
        let text = String(s.line[start..<end])
        guard text.contains(" "),
            !Lexer.words(text).contains(where: { ["to", "from", "em", "para", "pra", "into", "and", "e"].contains($0) })
        else { return nil }
        for i in s.words.indices where s.words[i].range.lowerBound >= start && s.words[i].range.upperBound <= end { s.use(i) }
        return text
    }
}
