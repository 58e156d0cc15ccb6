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
}
