import ChooseThereKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Without libFuzzer (a plain `swift build`), this program replays the files
// given as arguments through the same entry point: `choosethere-fuzz crash-1`.
// The fuzzing build passes -DFUZZING, and libFuzzer's own main drives
// `fuzzOneInput` instead.
#if !FUZZING
@main
struct Replay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let bytes = try? FileSystem.readFile(URL(fileURLWithPath: path), limit: 1 << 20) else {
                print("cannot read \(path)")
                continue
            }
            _ = bytes.withUnsafeBufferPointer { buffer -> Int32 in
                guard let base = buffer.baseAddress else { return 0 }
                return fuzzOneInput(base, buffer.count)
            }
            print("ok \(path)")
        }
    }
}
#endif
