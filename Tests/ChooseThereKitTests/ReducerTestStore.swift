import Foundation
import Testing

@testable import ChooseThereKit

/// Sends events to the reducer and checks the *whole* state after each one
/// against the state before with the stated changes applied, and the exact
/// effects — in the manner of TCA's exhaustive TestStore. No store, no
/// network: the test plays the runtime and sends the outcomes itself.
final class ReducerTestStore {
    private(set) var state: SessionState
    let reducer: SessionReducer

    init(_ state: SessionState = SessionState(), interactive: Bool = false, pageSize: Int = 20, seed: UInt64 = 42) {
        // The data the rules read, as the runtime would have loaded it before the intent.
        var state = state
        if state.vocabulary == nil { state.vocabulary = LoadedData(UnitFixtures.vocabulary, revision: -1) }
        if state.catalog == nil { state.catalog = LoadedData(UnitFixtures.resources.catalog(), revision: -2) }
        self.state = state
        let dir = URL(fileURLWithPath: "/nonexistent-home")
        let app = AppPaths(
            configDir: dir.appendingPathComponent("c"), dataDir: dir.appendingPathComponent("d"),
            stateDir: dir.appendingPathComponent("s"), cacheDir: dir.appendingPathComponent("k"))
        reducer = SessionReducer(
            env: SessionEnvironment(
                clock: .fixed(Harness.now), random: RandomSource(seed: seed),
                paths: Paths(home: dir.path, workingDirectory: dir.path, app: app), interactive: interactive, pageSize: pageSize))
    }

    /// Sends `event`; the new state must equal the old one changed by `update`,
    /// and the effects must be `effects` (when given). Returns the effects.
    @discardableResult
    func send(
        _ event: SessionEvent, effects expected: [SessionEffect]? = nil, _ update: (inout SessionState) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [SessionEffect] {
        var expectedState = state
        update(&expectedState)
        let effects = reducer.reduce(&state, event)
        #expect(state == expectedState, "the state after \(event) differs from the one stated", sourceLocation: sourceLocation)
        if let expected {
            #expect(effects == expected, sourceLocation: sourceLocation)
        }
        return effects
    }

    /// The one reply among `effects`.
    func reply(_ effects: [SessionEffect], sourceLocation: SourceLocation = #_sourceLocation) -> Reply? {
        let replies = effects.compactMap { if case .reply(let r) = $0 { r } else { nil } }
        #expect(replies.count == 1, "expected one reply in \(effects)", sourceLocation: sourceLocation)
        return replies.first
    }
}
