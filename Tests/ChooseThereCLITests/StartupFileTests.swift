import Foundation
import Testing

// MARK: - The startup file: $XDG_CONFIG_HOME/choosethere/rc, like ~/.psqlrc

@Suite("Startup file")
struct StartupFileTests {
    static func home(rc: String) -> TempHome {
        let home = TempHome()
        home.write("config/choosethere/rc", rc)
        return home
    }

    @Test func runsBeforeCommandsQuietlyAndMinusXSkipsIt() throws {
        let home = Self.home(rc: "# my defaults\nswitch city Curitiba\nset radius 2km\n")
        let r = try CLI.run(["-c", "list bar"], home: home)
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("4 places matching 'bar' in Curitiba, PR"), "the rc ran first, and said nothing: \(r.stdout)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        let json = try CLI.run(["--json", "-c", "settings"], home: home)
        #expect(json.stdout.split(separator: "\n").count == 1, "one object per -c command, none for the rc")
        // A script and piped stdin get it too.
        home.write("s.ct", "list bar\n")
        #expect(try CLI.run(["-f", "s.ct"], home: home).stdout.contains("in Curitiba, PR"))
        #expect(try CLI.run([], home: home, stdin: "list bar\n").stdout.contains("in Curitiba, PR"))

        let fresh = Self.home(rc: "switch city Curitiba\n")
        let skipped = try CLI.run(["-X", "-c", "list bar"], home: fresh)
        #expect(!skipped.stdout.contains("Curitiba"), "-X skips it: \(skipped.stdout)")
        #expect(try CLI.run(["--no-rc", "-c", "settings"], home: fresh).stdout.contains("city          anywhere"))
    }

    @Test func failuresAreReportedWithTheLineAndChangeNothingElse() throws {
        let home = Self.home(rc: "switch city Curitiba\nfrobnicate\nquit\nset radius 50m\n")
        let r = try CLI.run(["--stop-on-error", "-c", "settings"], home: home)
        #expect(r.status == 0, "rc failures never decide the exit status")
        #expect(r.stderr.contains("rc:2: I don't understand 'frobnicate'"), "\(r.stderr)")
        #expect(r.stderr.contains("rc:4: The radius goes from 100 m to 10 km; 50 m is out of range."))
        #expect(r.stdout.contains("Settings"), "quit in the rc does not end the program")
        #expect(r.stdout.contains("city          Curitiba, PR"))
    }

    @Test func aMissingFileIsFineAndAnUnreadableOneIsSaid() throws {
        let none = TempHome()
        #expect(try CLI.run(["-c", "settings"], home: none).stderr.isEmpty)
        let folder = TempHome()
        try FileManager.default.createDirectory(
            at: folder.config.appendingPathComponent("choosethere/rc"), withIntermediateDirectories: true)
        let r = try CLI.run(["-c", "settings"], home: folder)
        #expect(r.status == 0)
        #expect(r.stderr.contains("rc"), "\(r.stderr)")
    }
}
