import Foundation
import Testing

// MARK: - Exit codes like psql, `--`, did-you-mean for flags

@Suite("Exit codes")
struct ExitCodeTests {
    @Test func aFailingCommandExitsOneAndTheLastCommandDecides() throws {
        let home = TempHome()
        let failing = try CLI.run(["-c", "show nosuch"], home: home)
        #expect(failing.status == 1)
        #expect(failing.stderr.contains("No place called 'nosuch' in your list."))
        // As psql -c: the last command's status.
        #expect(try CLI.run(["-c", "settings", "-c", "show nosuch"], home: home).status == 1)
        #expect(try CLI.run(["-c", "show nosuch", "-c", "settings"], home: home).status == 0)
        #expect(try CLI.run(["-c", "xyzzy plugh"], home: home).status == 1, "an unknown command fails too")
        #expect(try CLI.run(["--json", "-c", "show nosuch"], home: home).status == 1)
        #expect(try CLI.run(["-c", "settings"], home: home).status == 0)
    }

    @Test func scriptsKeepZeroUnlessTheyStopOnError() throws {
        let home = TempHome()
        home.write("bad.ct", "show nosuch\nsettings\n")
        #expect(try CLI.run(["-f", "bad.ct"], home: home).status == 0)
        #expect(try CLI.run(["-c", "show nosuch", "-f", "bad.ct"], home: home).status == 0, "the script came last")
        #expect(try CLI.run([], home: home, stdin: "show nosuch\n").status == 0)
        #expect(try CLI.run(["--stop-on-error", "-f", "bad.ct"], home: home).status == 3)
        #expect(try CLI.run(["--stop-on-error", "-c", "show nosuch"], home: home).status == 3)
        #expect(try CLI.run(["--stop-on-error"], home: home, stdin: "show nosuch\nsettings\n").status == 3)
    }

    @Test func doubleDashEndsTheOptionsAndScriptsFollow() throws {
        let home = TempHome()
        // `-c x` after -- is a script called -c and a script called x: never the command.
        let r = try CLI.run(["--", "-c", "settings"], home: home)
        #expect(r.status == 1)
        #expect(r.stderr.contains("cannot read script -c"))
        #expect(!r.stdout.contains("Settings"), "the command after -- never ran")
        home.write("-dash.ct", "switch city Curitiba\nsettings\n")
        let script = try CLI.run(["--json", "--", "-dash.ct"], home: home)
        #expect(script.status == 0, "\(script.stderr)")
        #expect(script.stdout.split(separator: "\n").count == 2)
        // Options before -- still count; after it nothing is an option.
        home.write("--json", "settings\n")
        let literal = try CLI.run(["--", "--json"], home: home)
        #expect(literal.status == 0 && literal.stdout.hasPrefix("Settings"), "\(literal.stdout)\(literal.stderr)")
    }

    @Test(arguments: [
        ("--jsn", "Did you mean --json?"), ("--stop-on-eror", "Did you mean --stop-on-error?"), ("--ofline", "Did you mean --offline?"),
        ("--limt", "Did you mean --limit?"), ("--no-cr", "Did you mean --no-rc?"), ("--asci", "Did you mean --ascii?"),
        ("--colr", "Did you mean --color?"), ("--formt", "Did you mean --format?"),
    ])
    func misspeltFlagsGetADidYouMean(flag: String, hint: String) throws {
        let r = try CLI.run([flag], home: TempHome())
        #expect(r.status == 2)
        #expect(r.stderr.contains("unknown option '\(flag)'. \(hint)"), "\(r.stderr)")
        #expect(r.stderr.contains("Try choosethere --help."))
    }

    @Test func badValuesAreUsageErrors() throws {
        let home = TempHome()
        let format = try CLI.run(["--format", "jsno"], home: home)
        #expect(format.status == 2 && format.stderr.contains("--format takes text, json, csv or tsv, not 'jsno'. Did you mean json?"))
        #expect(try CLI.run(["--limit", "0"], home: home).status == 2)
        #expect(try CLI.run(["--limit=many"], home: home).stderr.contains("--limit takes a whole number from 1"))
        #expect(try CLI.run(["--json", "--format", "csv"], home: home).status == 2)
        #expect(try CLI.run(["--json=yes"], home: home).stderr.contains("--json takes no value"))
        #expect(try CLI.run(["--format=json", "--json", "-c", "settings"], home: home).status == 0, "the same format twice is fine")
    }
}
