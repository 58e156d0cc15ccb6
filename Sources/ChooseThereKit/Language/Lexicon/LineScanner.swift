// MARK: - LineScanner: the lexer's single pass

/// The lexer's working state: the line's scalars with their indices and
/// classes, and the words found so far. Every loop moves forward, so the
/// whole scan is linear in the line's length.
struct LineScanner {
    struct Cell {
        let scalar: Unicode.Scalar
        let index: String.Index
        let cls: ScalarClass
    }

    let line: String
    private var cells: [Cell] = []
    private(set) var words: [Word] = []
    /// The last position of a `'` or `’` that could close a single-quoted
    /// text (not followed by a letter or digit); -1 when none.
    private var lastSingleCloser = -1

    init(_ line: String) {
        self.line = line
        let scalars = line.unicodeScalars
        cells.reserveCapacity(line.utf8.count)
        var idx = scalars.startIndex
        while idx < scalars.endIndex {
            let s = scalars[idx]
            cells.append(Cell(scalar: s, index: idx, cls: ScalarClass.of(s)))
            scalars.formIndex(after: &idx)
        }
        for p in cells.indices.reversed() where isApostrophe(p) && !isAlphanumeric(p + 1) {
            lastSingleCloser = p
            break
        }
        words.reserveCapacity(cells.count / 4 + 2)
    }

    // MARK: Top level

    mutating func scan() {
        let n = cells.count
        var chunk = -1
        var p = 0
        while p < n {
            switch cells[p].cls {
            case .space:
                flush(&chunk, p)
                p += 1
            case .quote:
                if let end = quoteEnd(at: p, insideWord: chunk >= 0) {
                    flush(&chunk, p)
                    emitQuoted(p, end)
                    p = min(end + 1, n)
                } else {
                    if chunk < 0 { chunk = p }
                    p += 1
                }
            case .star, .symbol:
                flush(&chunk, p)
                p = emitRun(from: p)
            case .dollar:
                // `R$` (the Brazilian real) stays one word.
                if chunk >= 0, p - chunk == 1, cells[chunk].scalar == "R" || cells[chunk].scalar == "r" {
                    p += 1
                } else {
                    flush(&chunk, p)
                    p = emitRun(from: p)
                }
            default:
                if chunk < 0 { chunk = p }
                p += 1
            }
        }
        flush(&chunk, n)
    }

    private mutating func flush(_ chunk: inout Int, _ end: Int) {
        if chunk >= 0, chunk < end { emitChunk(chunk, end) }
        chunk = -1
    }

    // MARK: Quotes

    /// Where the quote opened at `p` closes (`cells.count` when it runs to
    /// the end), or nil when the mark at `p` does not open a quote.
    private func quoteEnd(at p: Int, insideWord: Bool) -> Int? {
        let open = cells[p].scalar.value
        let closers: [UInt32]
        switch open {
        case 0x22, 0x201C, 0x201E: closers = [0x22, 0x201C, 0x201D]
        case 0xAB: closers = [0xBB]
        case 0x201D:
            guard !insideWord else { return nil }
            closers = [0x201D, 0x22]
        case 0x27, 0x2018:
            // Single quotes open only at a word's start and only when they close.
            guard !insideWord, p < lastSingleCloser else { return nil }
            var q = p + 1
            while q < cells.count {
                if isApostrophe(q) && !isAlphanumeric(q + 1) { return q }
                q += 1
            }
            return cells.count
        default: return nil
        }
        var q = p + 1
        while q < cells.count {
            if closers.contains(cells[q].scalar.value) { return q }
            q += 1
        }
        return cells.count
    }

    private mutating func emitQuoted(_ open: Int, _ close: Int) {
        let innerEnd = min(close, cells.count)
        let text = String(line.unicodeScalars[index(open + 1)..<index(innerEnd)])
        let range = index(open)..<index(min(close + 1, cells.count))
        words.append(Word(kind: .quoted, text: text, folded: Lexer.fold(text), range: range))
    }

    // MARK: Symbol runs

    /// Emits the run of stars, dollars or other symbols starting at `p`;
    /// returns where it ends. Joiners and presentation selectors stay in the run.
    private mutating func emitRun(from p: Int) -> Int {
        let cls = cells[p].cls
        var q = p + 1
        while q < cells.count {
            let s = cells[q].scalar.value
            let joins = s == 0x200D || s == 0xFE0F || s == 0xFE0E || s == 0x20E3
            if cells[q].cls == cls || joins || (cls == .star && s == 0xBD) { q += 1 } else { break }
        }
        emit(.symbol, p, q)
        return q
    }

    // MARK: Chunks (text between spaces, quotes and symbols)

    private mutating func emitChunk(_ a: Int, _ b: Int) {
        var start = a
        var p = a
        while p < b {
            guard isHardSplit(p, a, b) else { p += 1; continue }
            emitPiece(start, p)
            var q = p + 1
            while q < b, isHardSplit(q, a, b) || cells[q].scalar == "." { q += 1 }
            emit(.punctuation, p, q)
            start = q
            p = q
        }
        emitPiece(start, b)
    }

    /// Hard punctuation, except a comma inside a number (`1,5`, `-23.5,-46.6`).
    private func isHardSplit(_ p: Int, _ a: Int, _ b: Int) -> Bool {
        guard cells[p].cls == .hardPunctuation else { return false }
        guard cells[p].scalar == ",", p > a, isDigit(p - 1), p + 1 < b else { return true }
        if isDigit(p + 1) { return false }
        let next = cells[p + 1].scalar
        return !((next == "-" || next == "+") && p + 2 < b && isDigit(p + 2))
    }

    /// A piece without hard punctuation: strips `. : -` from its ends.
    private mutating func emitPiece(_ a: Int, _ b: Int) {
        guard a < b else { return }
        var isPath = false
        for p in a..<b where cells[p].scalar == "/" { isPath = true; break }
        var c = a
        while c < b, cells[c].cls == .softPunctuation, !keepsLeading(c, b, isPath: isPath) { c += 1 }
        if c > a { emit(.punctuation, a, c) }
        var e = b
        while e > c, cells[e - 1].cls == .softPunctuation { e -= 1 }
        if b - e == 1, cells[e].scalar == ".", e > c, isAbbreviation(c, e) { e = b }
        emitCore(c, e, isPath: isPath)
        if e < b { emit(.punctuation, e, b) }
    }

    private func keepsLeading(_ c: Int, _ b: Int, isPath: Bool) -> Bool {
        switch cells[c].scalar {
        case ".": return isPath || (c + 1 < b && isDigit(c + 1))
        case "-":
            guard c + 1 < b else { return false }
            return isDigit(c + 1) || (cells[c + 1].scalar == "." && c + 2 < b && isDigit(c + 2))
        default: return false
        }
    }

    /// A stripped piece: splits `~` off `~500m` and inner `...` off non-paths.
    private mutating func emitCore(_ start: Int, _ e: Int, isPath: Bool) {
        var c = start
        guard c < e else { return }
        if cells[c].scalar == "~", c + 1 < e, isDigit(c + 1) {
            emit(.symbol, c, c + 1)
            c += 1
        }
        if !isPath {
            var p = c + 1
            while p + 1 < e {
                guard cells[p].scalar == ".", cells[p + 1].scalar == "." else { p += 1; continue }
                var q = p + 2
                while q < e, cells[q].scalar == "." { q += 1 }
                if q >= e { break }
                emitToken(c, p)
                emit(.punctuation, p, q)
                c = q
                p = q + 1
            }
        }
        // ("mostra-me a morada", "dou-lhe 5 estrelas": a verb and its pronoun, joined by a hyphen in Portugal's
        // Portuguese, are two words.)
        if !isPath, let h = cliticHyphen(c, e) {
            emitToken(c, h)
            emitToken(h + 1, e)
            return
        }
        emitToken(c, e)
    }

    /// The pronouns written after a verb and a hyphen ("mostra-me", "dá-lhe", "abre-nos").
    private static let clitics: Set<String> = ["me", "te", "se", "lhe", "lhes", "nos", "vos", "lo", "la", "los", "las"]

    /// The position of the last hyphen of the piece when what follows it is
    /// such a pronoun and at least two letters stand before it; nil otherwise.
    private func cliticHyphen(_ c: Int, _ e: Int) -> Int? {
        guard e - c >= 5, let h = (c..<e).last(where: { cells[$0].scalar == "-" }), h - c >= 2, e - h - 1 >= 2, e - h - 1 <= 4,
            (c..<h).allSatisfy({ cells[$0].scalar.properties.isAlphabetic })
        else { return nil }
        var suffix = ""
        for p in (h + 1)..<e { suffix.unicodeScalars.append(cells[p].scalar) }
        return Self.clitics.contains(suffix.lowercased()) ? h : nil
    }

    private mutating func emitToken(_ c: Int, _ e: Int) {
        guard c < e else { return }
        let range = index(c)..<index(e)
        let text = String(line.unicodeScalars[range])
        var ascii = true
        var symbolsOnly = true
        for p in c..<e {
            let v = cells[p].scalar.value
            if v >= 0x80 { ascii = false; symbolsOnly = false; break }
            if Self.asciiSymbols & (1 << UInt128(v)) == 0 { symbolsOnly = false }
        }
        if ascii {
            if let (lat, lng) = NumberText.coordinate(text) {
                words.append(Word(kind: .coordinate(lat: lat, lng: lng), text: text, folded: text, range: range))
                return
            }
            if let n = NumberText.value(text) {
                words.append(Word(kind: .number(n), text: text, folded: text, range: range))
                return
            }
            if symbolsOnly {
                words.append(Word(kind: .symbol, text: text, folded: text, range: range))
                return
            }
        }
        words.append(Word(kind: .word, text: text, folded: Lexer.fold(text), range: range))
    }

    private mutating func emit(_ kind: Word.Kind, _ a: Int, _ b: Int) {
        guard a < b else { return }
        let range = index(a)..<index(b)
        let text = String(line.unicodeScalars[range])
        words.append(Word(kind: kind, text: text, folded: text, range: range))
    }

    // MARK: Helpers

    /// ASCII characters that make a `.symbol` when a word has nothing else.
    private static let asciiSymbols: UInt128 = "/&+=*#%@<>|^\\~`_".utf8.reduce(0) { $0 | 1 << UInt128($1) }

    /// Abbreviations whose trailing dot belongs to them (folded, without the dot).
    private static let abbreviations: WordSet = [
        "av", "ave", "dr", "dra", "sr", "sra", "srta", "st", "mr", "mrs", "ms", "prof", "profa",
        "jr", "pca", "al", "rod", "etc", "vs", "approx", "aprox", "est", "jd", "vl", "tv",
        "e.g", "i.e", "nº", "n°", "blvd", "rd", "sta", "sto",
    ]

    private func isAbbreviation(_ c: Int, _ e: Int) -> Bool {
        if e - c == 1 {
            let v = cells[c].scalar.value
            if v >= 0x41 && v <= 0x5A && v != 0x49 { return true }  // initials, not "I."
        }
        guard e - c <= 6 else { return false }
        return Self.abbreviations.contains(Lexer.fold(String(line.unicodeScalars[index(c)..<index(e)])))
    }

    @inline(__always)
    private func index(_ p: Int) -> String.Index { p < cells.count ? cells[p].index : line.endIndex }

    @inline(__always)
    private func isDigit(_ p: Int) -> Bool {
        guard p >= 0, p < cells.count else { return false }
        let v = cells[p].scalar.value
        return v >= 0x30 && v <= 0x39
    }

    private func isApostrophe(_ p: Int) -> Bool {
        guard p >= 0, p < cells.count else { return false }
        let v = cells[p].scalar.value
        return v == 0x27 || v == 0x2019
    }

    private func isAlphanumeric(_ p: Int) -> Bool {
        guard p < cells.count, cells[p].cls == .word else { return false }
        let s = cells[p].scalar
        if s.value < 0x80 {
            let v = s.value
            return (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
        }
        return s.properties.isAlphabetic || s.properties.numericType != nil
    }
}
