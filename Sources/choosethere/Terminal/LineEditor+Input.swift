import CLibEdit

#if canImport(Glibc)
import Glibc
#endif

// MARK: - Reading keys: libedit's character reader, with signals handled in between

extension LineEditor {
    /// libedit's `EL_GETCFN`: reads one character from the terminal (UTF-8,
    /// a byte at a time, as libedit's own reader does). A read interrupted
    /// by a window change resizes the editor here, on the main thread, and
    /// reads on; one interrupted by a stop from outside redraws the line;
    /// one interrupted by any other signal ends the line read (`readLine`
    /// sees `EINTR`). Returns 1 with a character, 0 at end of input, -1 on
    /// error or interruption.
    func readCharacter(_ el: OpaquePointer, into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        var retriedNonBlocking = false
        while true {
            var byte: UInt8 = 0
            let count = read(0, &byte, 1)
            if count == 1 {
                if let decoded = decode(byte) {
                    character.pointee = decoded
                    return 1
                }
                continue
            }
            if count == 0 {
                pendingBytes.removeAll()
                character.pointee = 0
                return 0
            }
            let error = errno
            if error == EINTR {
                var followed = false
                if Signals.flags.windowChanged.exchange(false, ordering: .relaxed) {
                    followWindowChange(el)
                    followed = true
                }
                if Signals.flags.continued.exchange(false, ordering: .relaxed) {
                    _ = ct_el_refresh(el)
                    followed = true
                }
                if followed && !Signals.flags.endRequested { continue }
                character.pointee = 0
                errno = EINTR
                return -1
            }
            // A terminal left non-blocking by another program: make it block again, once.
            if (error == EAGAIN || error == EWOULDBLOCK) && !retriedNonBlocking {
                retriedNonBlocking = true
                let flags = fcntl(0, F_GETFL)
                if flags >= 0 && fcntl(0, F_SETFL, flags & ~O_NONBLOCK) == 0 { continue }
            }
            pendingBytes.removeAll()
            character.pointee = 0
            errno = error
            return -1
        }
    }

    /// After a window change: libedit's buffers take the new size
    /// (`el_resize`) and the line is drawn afresh from the first row of its
    /// prompt. A full redraw is not only for looks: libedit's record of where
    /// its cursor stands is for the old width, and its fast path for a key
    /// typed at the end of the line writes there — past the end of a row of
    /// the new, narrower buffers (heap corruption) — until something redraws.
    func followWindowChange(_ el: OpaquePointer) {
        el_resize(el)
        if !terminalIsDumb, let line = LineEditor.currentLine(el) {
            // Most terminals reflow the text: the prompt's first row is this many rows up.
            let up = LineEditor.rows(LineEditor.withoutEscapes(promptSource ?? "") + line.before, columns: Terminal.size().columns)
            fputs("\r" + (up > 0 ? "\u{1B}[\(up)A" : "") + "\u{1B}[J", ct_stdout())
        } else {
            fputs("\r", ct_stdout())
        }
        fflush(ct_stdout())
        _ = ct_el_refresh(el)
    }

    /// The keys bound to `ct-insert`: every printable character libedit
    /// looks up in its key map (code points up to 255; others go to its own
    /// insert command). Written as octal escapes (`\\055`), which libedit's
    /// `bind` reads as the one character whatever it is (`-`, `^`, `\\`).
    static let insertedKeys: [String] = (0x20...0xFF).compactMap { code -> String? in
        guard code != 0x7F, !(0x80..<0xA0).contains(code) else { return nil }
        let octal = String(code, radix: 8)
        return "\\" + String(repeating: "0", count: 3 - octal.count) + octal
    }

    /// `ct-insert`: inserts the character typed (libedit's `ed-insert`,
    /// always redrawn in full; see `insertedKeys`).
    func insert(_ el: OpaquePointer?, _ character: Int32) -> UInt8 {
        guard let el, let scalar = Unicode.Scalar(UInt32(bitPattern: character)) else { return UInt8(CC_ERROR) }
        guard el_insertstr(el, String(scalar)) == 0 else { return UInt8(CC_ERROR) }
        return UInt8(CC_REFRESH)
    }

    /// What `mbrtowc` answers for an incomplete and for an invalid sequence
    /// (`(size_t)-2` and `(size_t)-1`; Swift imports `size_t` as `Int`).
    private static let incompleteSequence = -2
    private static let invalidSequence = -1

    /// Adds `byte` to the character being read; the character once it is
    /// complete. An invalid sequence is dropped (keeping its last byte when
    /// that may start the next character), as libedit's reader does.
    private func decode(_ byte: UInt8) -> wchar_t? {
        pendingBytes.append(byte)
        while !pendingBytes.isEmpty {
            var state = mbstate_t()
            var wide: wchar_t = 0
            let result = pendingBytes.withUnsafeBufferPointer { bytes -> size_t in
                guard let base = bytes.baseAddress else { return LineEditor.invalidSequence }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    mbrtowc(&wide, $0, bytes.count, &state)
                }
            }
            switch result {
            case LineEditor.incompleteSequence:  // incomplete: read on (a character is at most 4 bytes in UTF-8)
                if pendingBytes.count >= Int(MB_LEN_MAX) { pendingBytes.removeAll() }
                return nil
            case LineEditor.invalidSequence:  // invalid
                if pendingBytes.count > 1 {
                    pendingBytes = [pendingBytes[pendingBytes.count - 1]]
                } else {
                    pendingBytes.removeAll()
                }
            default:
                pendingBytes.removeAll()
                return wide
            }
        }
        return nil
    }
}
