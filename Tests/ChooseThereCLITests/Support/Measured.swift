import Foundation
#if canImport(Glibc)
import Glibc
#endif

// MARK: - Running the binary and measuring its peak memory

struct MeasuredRun {
    var status: Int32
    /// Peak resident memory of the child in MB: its VmHWM, sampled every
    /// few milliseconds until it exits (the last sample is the peak so far).
    var peakMB: Double
    var seconds: Double
    var stdout: String
    var stderr: String
}

extension CLI {
    /// Runs the binary like `run`, watching its peak memory in
    /// /proc/PID/status. (wait4's ru_maxrss would not do: a child spawned
    /// with vfork inherits the test runner's high-water mark.) Output goes to
    /// files in `home`, so nothing can fill a pipe.
    static func runMeasured(_ arguments: [String], home: TempHome) throws -> MeasuredRun {
        let out = home.root.appendingPathComponent("measured-\(UUID().uuidString).out")
        let err = home.root.appendingPathComponent("measured-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = home.environment
        process.currentDirectoryURL = home.root
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        let start = Date()
        try process.run()
        let status = "/proc/\(process.processIdentifier)/status"
        var peakKB = 0
        while process.isRunning {
            // Before exec the child still shares the runner's memory: wait for our own name.
            if let text = try? String(contentsOfFile: status, encoding: .utf8), text.hasPrefix("Name:\tchoosethere"),
               let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
               let kb = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") {
                peakKB = max(peakKB, kb)
            }
            usleep(2_000)
        }
        process.waitUntilExit()
        return MeasuredRun(status: process.terminationStatus, peakMB: Double(peakKB) / 1024, seconds: Date().timeIntervalSince(start),
                           stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
                           stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }
}
