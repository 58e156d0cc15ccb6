import ChooseThereTestSupport
import Testing

@testable import ChooseThereKit

/// The blind rounds' suites read a line as `explain` shows it, after a pick
/// by default ("spin"): one helper for every `ArbiterRound…Tests` suite.
protocol ReadsAfterAPick {}

extension ReadsAfterAPick {
    /// The explain JSON of `line`, read after `context` in a fresh session.
    static func explain(_ line: String, after context: [String] = ["spin"]) throws -> String {
        try ArbiterRoundEightTests.explain(line, after: context)
    }

    /// Whether an explain JSON says the line asked for nothing.
    static func isUnknown(_ json: String) -> Bool { json.hasPrefix(#"{"intent":"unknown""#) }
}
