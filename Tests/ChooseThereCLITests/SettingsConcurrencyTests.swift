import ChooseThereKit
import Foundation
import Testing

// MARK: - Two processes saving settings

@Suite("Settings between processes")
struct SettingsConcurrencyTests {
    static func settings(_ home: TempHome) -> JSON? {
        (try? Data(contentsOf: home.settingsFile)).flatMap { try? JSON.parse(bytes: Array($0)) }
    }

    /// A shell left open while another process changes a setting: the
    /// shell's next save keeps that change (it used to write back the copy
    /// it read at start-up).
    @Test func aLongRunningShellKeepsAnotherShellsChange() throws {
        let home = TempHome()
        _ = try CLI.run(["-c", "anywhere"], home: home)
        let shell = Process()
        shell.executableURL = CLI.binary
        shell.environment = home.environment
        let input = Pipe()
        shell.standardInput = input
        shell.standardOutput = FileHandle.nullDevice
        shell.standardError = FileHandle.nullDevice
        try shell.run()
        defer { if shell.isRunning { shell.terminate() }; shell.waitUntilExit() }
        input.fileHandleForWriting.write(Data("set source osm\n".utf8))
        let deadline = Date().addingTimeInterval(20)
        while Self.settings(home)?["source"] != .string("osm"), Date() < deadline { usleep(10_000) }
        #expect(Self.settings(home)?["source"] == .string("osm"), "the shell saved its first setting")

        let other = try CLI.run(["-c", "set radius 7km"], home: home)
        #expect(other.status == 0, "\(other.stderr)")
        input.fileHandleForWriting.write(Data("set avoid-repeats 20\n".utf8))
        try input.fileHandleForWriting.close()
        shell.waitUntilExit()
        let saved = try #require(Self.settings(home))
        #expect(saved["source"] == .string("osm"))
        #expect(saved["avoidRepeats"] == .int(20))
        #expect(saved["radiusKm"] == .int(7), "the other process's change survives: \(saved.encoded())")
    }

    /// Two processes saving different settings at once, many times: each
    /// ends with its own last value (reading and writing happen under one lock).
    @Test func concurrentSavesLoseNothing() throws {
        let home = TempHome()
        _ = try CLI.run(["-c", "anywhere"], home: home)
        home.write("a.ct", (0..<300).map { "set radius \(4 + $0 % 2)km\n" }.joined() + "set radius 9km\n")
        home.write("b.ct", (0..<300).map { "set avoid-repeats \(11 + $0 % 2)\n" }.joined() + "set avoid-repeats 30\n")
        #expect(CLI.runConcurrently(["a", "b"], home: home) == [0, 0])
        let saved = try #require(Self.settings(home))
        #expect(saved["radiusKm"] == .int(9) && saved["avoidRepeats"] == .int(30), "\(saved.encoded())")
    }
}
