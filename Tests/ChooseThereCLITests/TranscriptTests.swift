import Foundation
import Testing

// MARK: - Transcript tests: whole conversations against the real binary

/// Every `Transcripts/NAME.ct` script is replayed with `--seed 42 --echo`
/// in a fresh temporary home, and its output (stdout and stderr merged)
/// must equal `NAME.expected`. `UPDATE_TRANSCRIPTS=1 swift test` rewrites
/// the expected files; review the diff before committing. A script's
/// leading `# env: NAME=VALUE` lines set variables for its run (e.g. a
/// Portuguese locale).
@Suite("Transcripts")
struct TranscriptTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Transcripts")

    static var scripts: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".ct") && !$0.hasPrefix("_") }.sorted()
    }

    @Test("transcript", arguments: scripts)
    func transcript(_ name: String) throws {
        let home = TempHome()
        let script = TranscriptTests.folder.appendingPathComponent(name)
        let expectedURL = script.deletingPathExtension().appendingPathExtension("expected")
        var environment = ["NO_COLOR": "1", "CHOOSETHERE_NOW": "2026-11-21T20:00:00Z"]
        for line in try String(contentsOf: script, encoding: .utf8).split(separator: "\n") {
            guard line.hasPrefix("# env: "), let eq = line.firstIndex(of: "=") else { break }
            environment[String(line[line.index(line.startIndex, offsetBy: 7)..<eq])] = String(line[line.index(after: eq)...])
        }
        let result = try CLI.run(
            ["--seed", "42", "--echo", "-f", name], home: home, cwd: TranscriptTests.folder,
            extraEnvironment: environment, mergeOutput: true)
        let actual = result.stdout + "[exit \(result.status)]\n"
        if ProcessInfo.processInfo.environment["UPDATE_TRANSCRIPTS"] == "1" {
            try actual.write(to: expectedURL, atomically: false, encoding: .utf8)
            return
        }
        let expected = (try? String(contentsOf: expectedURL, encoding: .utf8)) ?? ""
        if expected != actual {
            let diff = CLI.diff(expected: expected, actual: actual, label: name)
            Issue.record(Comment(rawValue: "\(name) differs from \(expectedURL.lastPathComponent):\n\(diff)"))
        }
    }

    @Test("every transcript has its expected output")
    func expectedFilesExist() {
        #expect(!TranscriptTests.scripts.isEmpty)
        for name in TranscriptTests.scripts {
            let expected = TranscriptTests.folder.appendingPathComponent(name).deletingPathExtension().appendingPathExtension("expected")
            #expect(FileManager.default.fileExists(atPath: expected.path), "missing \(expected.lastPathComponent)")
        }
    }
}
