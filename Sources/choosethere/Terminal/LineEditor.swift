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

// MARK: - LineEditor: the interactive line, on libedit

/// Reads lines from the terminal with editing (emacs keys by default, the
/// user's `~/.editrc` honoured), a bounded history file and Tab completion.
///
/// - Ctrl-C discards the line being typed (shown as `^C`) and `readLine`
///   returns `.interrupted`; Ctrl-D on an empty line returns `.endOfInput`.
///   Ctrl-Z suspends as usual. Tab, Ctrl-C and Ctrl-Z are bound after
///   `~/.editrc` is read, so they stay ours; every other key follows
///   `.editrc` (our commands are `ct-complete`, `ct-interrupt` and
///   `ct-suspend`, should someone want them on other keys too).
/// - The prompt may hold UTF-8 and colour (SGR) escape sequences. Escapes are
///   handed to libedit as zero-width literals (`EL_PROMPT_ESC`); libedit glues
///   a literal to the visible character after it and only measures that one
///   correctly when it is ASCII, so escapes wait for the next ASCII character
///   (and trailing escapes move before the last ASCII character). Put colour
///   changes next to ASCII text, e.g. `"\u{1B}[1mchoosethere\u{1B}[0m> "`.
/// - When stdin or stdout is not a terminal (a piped script) there is no
///   prompt and no editing, and the history is neither read nor written.
///
/// Not thread-safe: use it from one thread (the REPL's).
final class LineEditor {
    /// What `readLine(prompt:)` got.
    enum Input: Equatable, Sendable {
        /// A line, without its newline.
        case line(String)
        /// Ctrl-C: the line was discarded; ask again.
        case interrupted
        /// Ctrl-D on an empty line, or the input ended.
        case endOfInput
    }

    /// The completer's answer for the text before the cursor (the kit's
    /// `CompletionResult`: what to replace, the candidates, the likeliest).
    typealias Completion = CompletionResult

    /// Supplies candidates on Tab. A unique candidate replaces the word and
    /// gets a trailing space; several insert their longest common prefix, and
    /// a second Tab in a row lists them in columns.
    var completer: ((_ textBeforeCursor: String) -> Completion)?

    /// Why the history file could not be read or written, if it could not.
    /// After a failed read the file is left alone for the whole session.
    private(set) var historyWarning: String?
    /// Words the history warnings.
    let wording: Wording

    /// Whether stdin and stdout are terminals: prompt, editing and history.
    let isInteractive: Bool

    // libedit's state. `nil` only if libedit could not start (out of
    // memory); `readLine` then falls back to plain reading.
    private let editLine: OpaquePointer?
    private let history: OpaquePointer?
    private let historyFile: URL?
    private var mayWriteHistory: Bool
    /// The prompt libedit shows; libedit keeps the pointer, so it is ours to keep alive.
    private var promptBuffer: UnsafeMutablePointer<CChar>?
    private(set) var promptSource: String?
    /// The terminal's mode before editing, for Ctrl-Z.
    var cookedTerminal: termios?
    /// Set by the Ctrl-C command for `readLine` to see.
    var interruptRequested = false
    /// TERM is dumb (or unset): no cursor movements when the line is redrawn.
    let terminalIsDumb = (getenv("TERM").map { String(cString: $0) } ?? "dumb") == "dumb"
    /// The bytes of a character read so far (UTF-8 comes a byte at a time).
    var pendingBytes: [UInt8] = []
    /// The line and cursor after a Tab that could not choose; a Tab on the
    /// very same line and cursor lists the candidates.
    var lastAmbiguousTab: LineSnapshot?
    /// The line right after a Tab inserted a preferred candidate, and the
    /// others it stood for: a Tab on that very line lists them.
    var lastPreferredTab: (snapshot: LineSnapshot, candidates: [String])?

    /// Sets up libedit and loads the history from `historyFile` (a missing
    /// file is fine; an unreadable one sets `historyWarning`).
    init(programName: String, historyFile: URL?, historySize: Int = 1000, wording: Wording = .english) {
        self.wording = wording
        // libedit decides at el_init whether input is UTF-8.
        LineEditor.prepareLocale()
        self.historyFile = historyFile
        isInteractive = Terminal.isTerminal(0) && Terminal.isTerminal(1)
        mayWriteHistory = isInteractive && historyFile != nil
        editLine = el_init(programName, ct_stdin(), ct_stdout(), ct_stderr())
        history = history_init()
        guard let el = editLine else { return }

        _ = ct_el_set_clientdata(el, Unmanaged.passUnretained(self).toOpaque())
        _ = ct_el_set_prompt_esc(
            el,
            { el in
                LineEditor.editor(for: el)?.promptBuffer ?? ct_empty_prompt()
            }, LineEditor.literalMarker)
        _ = ct_el_set_editor(el, "emacs")
        // libedit's own handlers resize inside the signal handler (heap
        // corruption on a resize while typing): signals are ours, and the
        // editor follows them between two characters (`readCharacter`).
        _ = ct_el_set_signal(el, 0)
        _ = ct_el_set_getcfn(el) { el, character in
            guard let el, let character, let editor = LineEditor.editor(for: el) else { return -1 }
            return editor.readCharacter(el, into: character)
        }
        // While a line is edited the terminal sends no signals: Ctrl-C
        // arrives as a key (`ct-interrupt`) and Ctrl-Z is re-created by
        // `ct-suspend`. (Disabling only the intr character with "intr=" does
        // not take effect in libedit 3.1-20221030: SIGINT still comes.)
        _ = ct_el_setty_edit(el, "-isig")
        if let history {
            _ = ct_history_setsize(history, Int32(clamping: max(1, historySize)))
            _ = ct_history_setunique(history, 1)
            _ = ct_el_set_history(el, history)
        }
        _ = ct_el_addfn(el, "ct-complete", "Complete the word before the cursor") { el, _ in
            LineEditor.editor(for: el)?.complete(el) ?? UInt8(CC_ERROR)
        }
        _ = ct_el_addfn(el, "ct-interrupt", "Discard the line") { el, _ in
            LineEditor.editor(for: el)?.interrupt(el) ?? UInt8(CC_ERROR)
        }
        _ = ct_el_addfn(el, "ct-suspend", "Suspend the program") { el, _ in
            LineEditor.editor(for: el)?.suspend(el) ?? UInt8(CC_ERROR)
        }
        _ = ct_el_source_default(el)  // ~/.editrc or $EDITRC; missing is fine
        // Typed characters are inserted by us with a full redraw: libedit's
        // fast path for a character typed at the end of the line keeps its
        // own idea of the cursor's row, which a window change leaves stale,
        // and then writes past the end of its screen buffers (a crash seen
        // under resizing). A full redraw per key costs nothing a person notices.
        _ = ct_el_addfn(el, "ct-insert", "Insert the character typed") { el, character in
            LineEditor.editor(for: el)?.insert(el, character) ?? UInt8(CC_ERROR)
        }
        for key in LineEditor.insertedKeys { _ = ct_el_bind(el, key, "ct-insert") }
        _ = ct_el_bind(el, "^I", "ct-complete")
        _ = ct_el_bind(el, "^C", "ct-interrupt")
        _ = ct_el_bind_alt(el, "^C", "ct-interrupt")
        _ = ct_el_bind(el, "^Z", "ct-suspend")
        _ = ct_el_bind_alt(el, "^Z", "ct-suspend")
        loadHistory()
    }

    deinit {
        if let editLine { el_end(editLine) }  // also restores the terminal
        if let history { history_end(history) }
        free(promptBuffer)
    }

    // MARK: Reading

    /// Shows `prompt` and reads one line.
    func readLine(prompt: String) -> Input {
        guard let el = editLine else { return readPlainLine(prompt: prompt) }
        setPrompt(prompt)
        var terminal = termios()
        cookedTerminal = isInteractive && tcgetattr(0, &terminal) == 0 ? terminal : nil
        interruptRequested = false
        lastAmbiguousTab = nil
        var count: Int32 = 0
        let restoreSignals = Signals.catchWhileReading()
        let raw = el_gets(el, &count)
        let readError = errno
        restoreSignals()
        if interruptRequested {
            interruptRequested = false
            return .interrupted
        }
        guard let raw, count > 0 else {
            // A signal the program catches (SIGINT sent with kill) ends the read too.
            if count < 0 && readError == EINTR { return .interrupted }
            if isInteractive { newline() }  // libedit leaves the cursor after "^D"
            return .endOfInput
        }
        return .line(LineEditor.withoutNewline(String(cString: raw)))
    }

    /// Without libedit: print the prompt (plain), read with the standard library.
    private func readPlainLine(prompt: String) -> Input {
        if isInteractive {
            fputs(LineEditor.withoutEscapes(prompt), ct_stdout())
            fflush(ct_stdout())
        }
        guard let line = Swift.readLine(strippingNewline: true) else {
            if isInteractive { newline() }
            return .endOfInput
        }
        return .line(LineEditor.withoutNewline(line))
    }

    private func newline() {
        fputs("\n", ct_stdout())
        fflush(ct_stdout())
    }

    private func setPrompt(_ prompt: String) {
        guard prompt != promptSource || promptBuffer == nil else { return }
        free(promptBuffer)
        promptBuffer = strdup(LineEditor.libeditPrompt(prompt))
        promptSource = prompt
    }

    /// The object behind libedit's client data.
    static func editor(for el: OpaquePointer?) -> LineEditor? {
        guard let el, let data = ct_el_get_clientdata(el) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }

    // MARK: History

    /// Adds `line` to the history (trailing blanks dropped), unless it is
    /// empty or starts with a space (the shell convention for "don't
    /// remember this"). Consecutive duplicates are kept once.
    func remember(_ line: String) {
        guard isInteractive, let history, let first = line.unicodeScalars.first,
            first != " ", first != "\t"
        else { return }
        var scalars = line.unicodeScalars
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        _ = ct_history_enter(history, String(scalars))
    }

    private func loadHistory() {
        guard isInteractive, let history, let path = historyFile?.path else { return }
        var info = stat()
        // lstat: a history file that is a symbolic link, a FIFO or another
        // user's file is neither read nor written (saving would replace it).
        guard lstat(path, &info) == 0 else {
            let error = errno
            if error != ENOENT && error != ENOTDIR {
                refuseHistory(wording.text(.historyUnreadable, ["path": path, "reason": LineEditor.describe(error)]))
            }
            return
        }
        guard access(path, R_OK) == 0 else {
            refuseHistory(wording.text(.historyUnreadable, ["path": path, "reason": LineEditor.describe(errno)]))
            return
        }
        guard info.st_mode & S_IFMT != S_IFDIR else {
            refuseHistory(wording.text(.historyIsDirectory, ["path": path]))
            return
        }
        do { try FileSystem.checkOwn(info, path: path) } catch {
            refuseHistory(
                wording.text(
                    .historyUnreadable,
                    [
                        "path": path,
                        "reason": info.st_mode & S_IFMT == S_IFLNK
                            ? "is a symbolic link; choosethere keeps its history only in a regular file" : error.reason,
                    ]))
            return
        }
        if info.st_size > 0 && ct_history_load(history, path) < 0 {
            refuseHistory(wording.text(.historyNotLibedit, ["path": path]))
        }
    }

    private func refuseHistory(_ reason: String) {
        historyWarning = wording.text(.historyNotSaved, ["reason": reason])
        mayWriteHistory = false
    }

    /// Writes the history file: parent directories are created (0700), the
    /// file (0600) is written to a temporary name and renamed over the old
    /// one. Returns false and sets `historyWarning` when that fails.
    @discardableResult
    func saveHistory() -> Bool {
        guard mayWriteHistory, let history, let file = historyFile else { return true }
        let directory = file.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            historyWarning = wording.text(.historyFolderUncreatable, ["path": directory.path, "reason": "\(error)"])
            return false
        }
        let temporary = directory.appendingPathComponent(".\(file.lastPathComponent).\(getpid()).tmp").path
        unlink(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            historyWarning = wording.text(.historyUnwritable, ["path": file.path, "reason": LineEditor.describe(errno)])
            return false
        }
        guard let stream = fdopen(fd, "w") else {
            close(fd)
            unlink(temporary)
            historyWarning = wording.text(.historyUnwritable, ["path": file.path, "reason": LineEditor.describe(EIO)])
            return false
        }
        let saved = ct_history_save_fp(history, stream) >= 0 && fflush(stream) == 0 && fsync(fd) == 0
        let closed = fclose(stream) == 0
        guard saved && closed, rename(temporary, file.path) == 0 else {
            let error = errno
            unlink(temporary)
            historyWarning = wording.text(.historyUnwritable, ["path": file.path, "reason": LineEditor.describe(error)])
            return false
        }
        return true
    }

    static func describe(_ error: Int32) -> String {
        String(cString: strerror(error))
    }
}
