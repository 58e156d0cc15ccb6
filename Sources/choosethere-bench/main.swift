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
exit(Bench.main(arguments))
