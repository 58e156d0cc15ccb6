import ChooseThereKit

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

    /// What a run did with its lines: every line is blank, skipped (it
    /// would touch files outside the session) or answered by one reply.
    public struct Report: Sendable, Equatable {
        public var lines = 0
        public var blank = 0
        public var skipped = 0
        public var replies = 0

        public init() {}
    }

    /// Runs every line. Never throws: a crash here is a bug.
    @discardableResult
    public static func run(_ bytes: some Collection<UInt8>, in session: Session) -> Report {
        var report = Report()
        for line in lines(bytes) {
            report.lines += 1
            guard let intent = session.parser.parse(line) else { report.blank += 1; continue }
            _ = intent.canonicalJSON.encoded()  // explain must hold for any input
            switch intent {
            case .export, .importFile, .source, .quit:
                report.skipped += 1
            default:
                let reply = session.run(intent)
                _ = TextRenderer().render(reply).lines.map(\.text)
                _ = JSONRenderer.envelope(reply, intent: intent, command: line, location: nil).encoded()
                report.replies += 1
            }
        }
        return report
    }
}
