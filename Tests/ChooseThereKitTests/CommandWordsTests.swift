import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - Every command word help and Tab offer runs alone (issue 24)

@Suite("Command words alone")
struct CommandWordsTests {
    /// `location` and `cache` were listed in `help` and the completions but
    /// "not understood" typed alone; each name of the command table is now
    /// understood by itself (as the command, or as its help when it needs more).
    @Test(arguments: CommandTable.all.map(\.name))
    func aCommandNameAloneIsUnderstood(_ name: String) {
        let intent = ServicesParserTests.parser.parse(name)
        // Understood, or asked about ("rate" alone: how many stars?), never "I don't understand".
        var understood = intent?.isUnknown == false
        if case .unknown(_, _, _?)? = intent { understood = true }
        #expect(understood, "\(name) → \(intent?.canonicalJSON.encoded() ?? "nil")")
    }

    @Test(arguments: [("help switch", "city"), ("help location", "location"), ("help cache", "cache")])
    func helpKnowsTheWordsItOffers(_ line: String, _ topic: String) {
        guard case .help(let got)? = ServicesParserTests.parser.parse(line) else {
            Issue.record("\(line) is no help")
            return
        }
        #expect(got == topic, "\(line)")
    }

    @Test func psqlsQuitQuits() {
        #expect(ServicesParserTests.parser.parse("\\q") == .quit)
    }

    /// `hi` and `undo` were "I don't understand" with no way forward: each
    /// kind of small talk gets its own answer, and a command after a greeting still runs.
    @Test(arguments: [
        ("hi", SmallTalk.greeting), ("Hello!", .greeting), ("oi, tudo bem?", .greeting), ("bom dia", .greeting),
        ("thanks", .thanks), ("valeu", .thanks), ("undo", .undo), ("undo that please", .undo), ("desfaz isso", .undo),
    ])
    func smallTalkIsAnsweredWithWhatToType(_ line: String, _ kind: SmallTalk) {
        let intent = ServicesParserTests.parser.parse(line)
        #expect(
            intent == .unknown(text: line, suggestion: nil, reason: .smallTalk(kind)),
            "\(line) → \(intent?.canonicalJSON.encoded() ?? "nil")")
        for wording in [Wording.english, Wording.portuguese] {
            let text = TextRenderer(wording: wording).message(for: .unknownWords(.smallTalk(kind), suggestion: nil))
            #expect(!text.isEmpty && !text.contains("understand") && !text.contains("entendi"), "\(text)")
        }
        #expect(ServicesParserTests.parser.parse("hi spin bar")?.name == "spin", "a greeting before a command is not the whole line")
    }
}
