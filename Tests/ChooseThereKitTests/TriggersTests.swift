import ChooseThereTestSupport
import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - Triggers: skipping recognizers changes no reading

/// A recognizer is skipped when a line has none of its trigger words
/// (`Triggers`). That is only a shortcut: every line must read the same
/// with every recognizer tried. A cue word a recognizer learns without
/// becoming a trigger shows up here as a difference.
@Suite("Triggers")
struct TriggersTests {
    @Test func skippingUntriggeredRecognizersChangesNoReading() throws {
        let rows = try PhrasingCorpus.load(PhrasingCorpusTests.file)
        let gated = PhrasingCorpusTests.session().parser
        var everything = gated
        everything.skipsUntriggered = false
        // Each line as written, and without its first or its last word (other readings of the same words).
        var lines: [String] = []
        for row in rows {
            let words = row.text.split(separator: " ")
            lines.append(row.text)
            if words.count > 1 {
                lines.append(words.dropFirst().joined(separator: " "))
                lines.append(words.dropLast().joined(separator: " "))
            }
        }
        var differences: [String] = []
        for line in lines {
            let a = gated.understand(line), b = everything.understand(line)
            if a != b {
                differences.append("\(line)\n  skipping: \(a.map { "\($0)" } ?? "nil")\n  all:      \(b.map { "\($0)" } ?? "nil")")
            }
        }
        #expect(lines.count > 10_000)
        #expect(differences.isEmpty, Comment(rawValue: differences.prefix(10).joined(separator: "\n")))
    }

    @Test func aLineWithoutCommandWordsTriesOnlyTheOpenEndedRecognizers() {
        let mask = Triggers.mask(Lexer.words("sushi barato hoje, Curitiba"))
        for verb in Verb.allCases {
            #expect((mask & Triggers.bit(verb) != 0) == (Triggers.words(verb) == nil), "\(verb)")
        }
        let export = Triggers.mask(Lexer.words("export to notes.json"))
        #expect(export & Triggers.bit(.export) != 0)
        #expect(export & Triggers.bit(.history) == 0)
    }
}
