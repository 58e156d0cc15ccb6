import ChooseThereKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Without libFuzzer (a plain `swift build`), this replays the files given as
// arguments through the same entry point: `choosethere-fuzz crash-123`.
// The fuzzing build passes -DFUZZING: libFuzzer's own main drives
// `fuzzOneInput`, and this file must hold no statements.
#if !FUZZING
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
#endif
