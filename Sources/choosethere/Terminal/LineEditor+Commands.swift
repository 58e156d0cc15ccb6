#if canImport(Glibc)
import Glibc
#endif
import CLibEdit
import ChooseThereKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Editor commands bound to keys (Tab, Ctrl-C) and the prompt encoding

extension LineEditor {
    /// The line and cursor (in Unicode scalars, libedit's unit) at one moment.
    struct LineSnapshot: Equatable {
        var text: String
        var cursor: Int
    }

    /// Most candidates a double Tab lists before saying how many more there are.
    static let listingLimit = 200

    /// Character that brackets zero-width literals in the prompt handed to libedit.
    static let literalMarker: CChar = 1

    // MARK: Tab

    /// `ct-complete`: bash-like completion through `completer`.
    func complete(_ el: OpaquePointer?) -> UInt8 {
        guard let el, let completer, let line = LineEditor.currentLine(el) else { return UInt8(CC_ERROR) }
        let answer = completer(line.before)
        var seen = Set<String>()
        let candidates = answer.candidates.filter { !$0.isEmpty && seen.insert($0).inserted }
        let wordLength = max(0, min(answer.replaceLength, line.before.count))
        let word = String(line.before.suffix(wordLength))

        guard let only = candidates.first else {
            lastAmbiguousTab = nil
            return UInt8(CC_ERROR)  // beep
        }
        if candidates.count == 1 {
            lastAmbiguousTab = nil
            LineEditor.replace(word, with: only + " ", in: el)
            return UInt8(CC_REFRESH)
        }
        let prefix = LineEditor.longestCommonPrefix(candidates)
        if prefix.count >= word.count && prefix != word {
            LineEditor.replace(word, with: prefix, in: el)
            lastAmbiguousTab = LineEditor.currentLine(el)?.snapshot
            return UInt8(CC_REFRESH)
        }
        if lastAmbiguousTab == line.snapshot {
            LineEditor.list(candidates)
            return UInt8(CC_REDISPLAY)  // prompt and line again, below the list
        }
        lastAmbiguousTab = line.snapshot
        return UInt8(CC_ERROR)  // beep: ambiguous; a second Tab lists
    }

    static func longestCommonPrefix(_ strings: [String]) -> String {
        guard var prefix = strings.first.map(Array.init) else { return "" }
        for string in strings.dropFirst() {
            let common = zip(prefix, string).prefix { $0 == $1 }.count
            prefix.removeLast(prefix.count - common)
            if prefix.isEmpty { break }
        }
        return String(prefix)
    }

    /// Deletes `word` before the cursor and inserts `text` there.
    private static func replace(_ word: String, with text: String, in el: OpaquePointer) {
        let scalars = word.unicodeScalars.count  // libedit counts wide characters
        if scalars > 0 { el_deletestr(el, Int32(clamping: scalars)) }
        if !text.isEmpty { _ = el_insertstr(el, text) }
    }

    /// Prints candidates in columns that fit the terminal, like bash.
    private static func list(_ candidates: [String]) {
        let shown = candidates.prefix(listingLimit).map { SafeText.clean($0) }
        let columns = Terminal.size().columns
        let widest = min(shown.map(DisplayWidth.of).max() ?? 0, max(1, columns - 1))
        let cell = widest + 2
        let perRow = max(1, (columns - widest) / cell + 1)
        let rows = (shown.count + perRow - 1) / perRow
        var out = "\n"
        for row in 0..<rows {
            var line = ""
            for column in 0..<perRow {
                let index = column * rows + row
                guard index < shown.count else { break }
                let item = DisplayWidth.truncate(shown[index], to: widest)
                line += index + rows < shown.count ? DisplayWidth.pad(item, to: cell) : item
            }
            out += line + "\n"
        }
        if candidates.count > shown.count {
            out += "… and \(candidates.count - shown.count) more\n"
        }
        fputs(out, ct_stdout())
        fflush(ct_stdout())
    }

    // MARK: Ctrl-C

    /// `ct-interrupt`: shows `^C` at the end of the line, then ends the read
    /// (a pushed newline runs libedit's own newline, which moves below the
    /// line); `readLine` sees `interruptRequested` and discards the text.
    func interrupt(_ el: OpaquePointer?) -> UInt8 {
        guard let el else { return UInt8(CC_ERROR) }
        interruptRequested = true
        if let line = LineEditor.currentLine(el) {
            let after = line.after.unicodeScalars.count
            if after > 0 { _ = el_cursor(el, Int32(clamping: after)) }
        }
        _ = el_insertstr(el, "^C")
        el_push(el, "\n")
        return UInt8(CC_REFRESH)
    }

    // MARK: Ctrl-Z

    /// `ct-suspend`: stops the process group as the terminal's Ctrl-Z would
    /// (signals are off while editing). libedit's own SIGTSTP handler puts
    /// the terminal back first; after `fg` the line is drawn again.
    func suspend(_ el: OpaquePointer?) -> UInt8 {
        _ = kill(0, SIGTSTP)
        return UInt8(CC_REDISPLAY)
    }

    // MARK: Line access

    struct CurrentLine {
        var before: String
        var after: String
        var snapshot: LineSnapshot {
            LineSnapshot(text: before + after, cursor: before.unicodeScalars.count)
        }
    }

    /// The line being edited, split at the cursor (libedit gives UTF-8 bytes).
    static func currentLine(_ el: OpaquePointer) -> CurrentLine? {
        guard let info = el_line(el)?.pointee,
              let buffer = info.buffer, let cursor = info.cursor, let end = info.lastchar,
              buffer <= cursor, cursor <= end else { return nil }
        return CurrentLine(before: text(from: buffer, to: cursor), after: text(from: cursor, to: end))
    }

    private static func text(from start: UnsafePointer<CChar>, to end: UnsafePointer<CChar>) -> String {
        let bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(start), count: end - start)
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Prompt

    /// `prompt` as libedit's EL_PROMPT_ESC wants it: every run of escape
    /// sequences wrapped in `literalMarker`s just before a printable ASCII
    /// character (libedit sizes the literal by the byte length of the
    /// character that follows it, and drops a literal with nothing after it).
    static func libeditPrompt(_ prompt: String) -> String {
        enum Item { case literal([Unicode.Scalar]), visible(Unicode.Scalar) }
        let marker = Unicode.Scalar(UInt8(literalMarker))
        func isASCII(_ scalar: Unicode.Scalar) -> Bool { (0x20..<0x7F).contains(scalar.value) }
        var items: [Item] = []
        var pending: [Unicode.Scalar] = []
        for piece in EscapeSequences.split(prompt) {
            switch piece {
            case .escape(let sequence):
                pending.append(contentsOf: sequence.unicodeScalars)
            case .text(let visible):
                for scalar in visible.unicodeScalars where scalar != marker {
                    if !pending.isEmpty && isASCII(scalar) {
                        items.append(.literal(pending))
                        pending.removeAll()
                    }
                    items.append(.visible(scalar))
                }
            }
        }
        // Escapes at the end (a colour reset) go before the last ASCII
        // character; with no ASCII character at all, colour is dropped.
        if !pending.isEmpty, let last = items.lastIndex(where: {
            if case .visible(let scalar) = $0 { return isASCII(scalar) } else { return false }
        }) {
            if last > 0, case .literal(let earlier) = items[last - 1] {
                items[last - 1] = .literal(earlier + pending)
            } else {
                items.insert(.literal(pending), at: last)
            }
        }
        var view = String.UnicodeScalarView()
        for item in items {
            switch item {
            case .literal(let scalars): view.append(marker); view.append(contentsOf: scalars); view.append(marker)
            case .visible(let scalar): view.append(scalar)
            }
        }
        return String(view)
    }
}
