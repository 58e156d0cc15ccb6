import Foundation
import Testing

// MARK: - The tools the terminal and completion tests need

/// The tmux, bash, zsh and fish suites skip on a machine without the tool,
/// but `.ci/run` installs them all and sets CHOOSETHERE_REQUIRE_TOOLS=1: in
/// CI a missing tool fails here instead of silently skipping a suite.
@Suite("Test tools")
struct ToolsTests {
    static var required: Bool { ProcessInfo.processInfo.environment["CHOOSETHERE_REQUIRE_TOOLS"] == "1" }

    @Test(.enabled(if: required)) func everyToolTheSuitesNeedIsInstalled() {
        #expect(Tmux.isAvailable, "tmux is missing: the terminal tests would be skipped")
        for shell in ["bash", "zsh", "fish"] {
            #expect(ShellCompletionTests.exists(shell), "\(shell) is missing: its completion test would be skipped")
        }
    }
}
