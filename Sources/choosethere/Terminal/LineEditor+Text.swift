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

// MARK: - Locale and text conversions around libedit

extension LineEditor {
    /// Makes UTF-8 input and output work whatever the environment says:
    /// `setlocale(LC_ALL, "")`, then `C.UTF-8` for `LC_CTYPE` if the codeset
    /// is not UTF-8 (without it libedit drops "ã" from "São"). `LC_NUMERIC`
    /// stays "C" so C-level number formatting never uses a decimal comma.
    /// Returns whether the codeset is now UTF-8. Called by `init`.
    @discardableResult
    static func prepareLocale() -> Bool {
        _ = setlocale(LC_ALL, "")
        _ = setlocale(LC_NUMERIC, "C")
        if isUTF8Codeset() { return true }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isUTF8Codeset() { return true }
        }
        return false
    }

    private static func isUTF8Codeset() -> Bool {
        guard let codeset = ct_codeset() else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// `line` without trailing CR/LF.
    static func withoutNewline(_ line: String) -> String {
        var scalars = line.unicodeScalars
        while let last = scalars.last, last == "\n" || last == "\r" { scalars.removeLast() }
        return String(scalars)
    }

    /// `text` without terminal escape sequences (what it shows).
    static func withoutEscapes(_ text: String) -> String {
        EscapeSequences.split(text).reduce(into: "") { out, piece in
            if case .text(let visible) = piece { out += visible }
        }
    }

    /// Character that brackets zero-width literals in the prompt handed to libedit.
    static let literalMarker: CChar = 1

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
        if !pending.isEmpty,
            let last = items.lastIndex(where: {
                if case .visible(let scalar) = $0 { return isASCII(scalar) } else { return false }
            })
        {
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
