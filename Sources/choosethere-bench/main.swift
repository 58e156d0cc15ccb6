import ChooseThereKit
import Foundation

// choosethere-bench: prints the figures the issues ask for, measured on this
// machine, as a table plus one machine-readable line per figure:
//   BENCH name=value unit
// Build in release mode first (see README, "Performance").

let arguments = CommandLine.arguments
if arguments.count >= 3, arguments[1] == "--import-child" {
    // Runs in a child process so its peak memory is measured alone.
    exit(Bench.importChild(path: arguments[2]))
}
if arguments.count >= 3, arguments[1] == "--score" {
    // Scores phrasing files (a blind round) as the corpus test does: the table, then each miss.
    exit(LanguageBench.score(Array(arguments.dropFirst(2))))
}
exit(Bench.main(arguments))
