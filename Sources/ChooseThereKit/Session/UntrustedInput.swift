// MARK: - Feeding arbitrary bytes through the language and the session

/// Runs untrusted bytes as command lines — the fuzzer's entry, and the
/// test that replays its corpus. Lines that would touch files outside the
/// session's own directories (export, import, source) are parsed but not
/// run; everything else runs for real against the session's store.
public enum UntrustedInput {
    /// The longest input considered (longer input is cut).
    public static let maxBytes = 64 * 1024

    /// Splits bytes into lines (invalid UTF-8 repaired, NULs kept as text).
    public static func lines(_ bytes: some Collection<UInt8>) -> [String] {
        let text = String(decoding: bytes.prefix(maxBytes), as: UTF8.self)
        return text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
    }

    /// Runs every line; returns how many ran. Never throws: a crash here is a bug.
    @discardableResult
    public static func run(_ bytes: some Collection<UInt8>, in session: Session) -> Int {
        var ran = 0
        for line in lines(bytes) {
            guard let intent = session.parser.parse(line) else { continue }
            _ = intent.canonicalJSON.encoded()  // explain must hold for any input
            switch intent {
            case .export, .importFile, .source, .quit:
                continue
            default:
                let reply = session.run(intent)
                _ = reply.lines.map(\.text)
                _ = reply.result.encoded()
                ran += 1
            }
        }
        return ran
    }
}
