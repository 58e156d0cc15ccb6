import CLibEdit
import ChooseThereKit

#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Editor commands bound to keys: Tab, Ctrl-C, Ctrl-Z

extension LineEditor {
    /// The line and cursor (in Unicode scalars, libedit's unit) at one moment.
    struct LineSnapshot: Equatable {
        var text: String
        var cursor: Int
    }

    /// Most candidates a double Tab lists before saying how many more there are.
    static let listingLimit = 200

    // MARK: Tab

    /// `ct-complete`: bash-like completion through `completer`.
    func complete(_ el: OpaquePointer?) -> UInt8 {
        guard let el, let completer, let line = LineEditor.currentLine(el) else { return UInt8(CC_ERROR) }
        if let preferred = lastPreferredTab, preferred.snapshot == line.snapshot {
            lastPreferredTab = nil
            moveBelowLine(el)
            LineEditor.list(preferred.candidates)
            _ = ct_el_refresh(el)
            return UInt8(CC_NORM)
        }
        lastPreferredTab = nil
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
            LineEditor.replace(word, with: only + (answer.appendSpace ? " " : ""), in: el)
            return UInt8(CC_REFRESH)
        }
        if let preferred = answer.preferred {
            lastAmbiguousTab = nil
            LineEditor.replace(word, with: preferred + " ", in: el)
            if let after = LineEditor.currentLine(el)?.snapshot { lastPreferredTab = (after, candidates) }
            return UInt8(CC_REFRESH)
        }
        let prefix = LineEditor.longestCommonPrefix(candidates)
        if prefix.count >= word.count && prefix != word {
            LineEditor.replace(word, with: prefix, in: el)
            lastAmbiguousTab = LineEditor.currentLine(el)?.snapshot
            return UInt8(CC_REFRESH)
        }
        if lastAmbiguousTab == line.snapshot {
            moveBelowLine(el)
            LineEditor.list(candidates)
            _ = ct_el_refresh(el)  // prompt and line again, below the list
            return UInt8(CC_NORM)
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
        var out = ""
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

    /// Puts the terminal's cursor at the start of the row below the edited
    /// line (which may wrap over several rows), so that what is printed next
    /// cannot overwrite it. The rows are worked out like libedit's layout:
    /// a wide character that doesn't fit at the end of a row goes to the next.
    func moveBelowLine(_ el: OpaquePointer) {
        guard let line = LineEditor.currentLine(el) else { return }
        let columns = Terminal.size().columns
        let prompt = LineEditor.withoutEscapes(promptSource ?? "")
        let cursorRow = LineEditor.rows(prompt + line.before, columns: columns)
        let lastRow = LineEditor.rows(prompt + line.before + line.after, columns: columns)
        fputs("\r" + String(repeating: "\n", count: max(0, lastRow - cursorRow) + 1), ct_stdout())
        fflush(ct_stdout())
    }

    /// The row (from 0) the cursor is on after `text` is written from the
    /// start of a row in a terminal `columns` wide.
    static func rows(_ text: String, columns: Int) -> Int {
        guard columns > 0 else { return 0 }
        var row = 0, column = 0
        for character in text {
            let width = DisplayWidth.of(character)
            if column + width > columns { row += 1; column = 0 }
            column += width
            if column >= columns { row += 1; column = 0 }
        }
        return row
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
    /// (signals are off while editing), with the terminal as it was before
    /// editing; after `fg` the editing mode comes back and the line is redrawn.
    func suspend(_ el: OpaquePointer?) -> UInt8 {
        guard let el else { return UInt8(CC_ERROR) }
        moveBelowLine(el)
        if var cooked = cookedTerminal {
            ct_suspend(0, &cooked)
        } else {
            ct_suspend(0, nil)
        }
        _ = ct_el_refresh(el)  // the shell printed below us; draw afresh there
        return UInt8(CC_NORM)
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
            buffer <= cursor, cursor <= end
        else { return nil }
        return CurrentLine(before: text(from: buffer, to: cursor), after: text(from: cursor, to: end))
    }

    private static func text(from start: UnsafePointer<CChar>, to end: UnsafePointer<CChar>) -> String {
        let bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(start), count: end - start)
        return String(decoding: bytes, as: UTF8.self)
    }
}
