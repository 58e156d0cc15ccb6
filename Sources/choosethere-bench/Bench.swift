import ChooseThereKit
import Foundation

#if canImport(Glibc)
import Glibc
#endif

// MARK: - The benchmark driver

enum Bench {
    /// Figures printed at the end.
    nonisolated(unsafe) static var figures: [(name: String, value: Double, unit: String, note: String)] = []

    static func record(_ name: String, _ value: Double, _ unit: String, _ note: String = "") {
        figures.append((name, value, unit, note))
        let padded = name.padding(toLength: 34, withPad: " ", startingAt: 0)
        let unitPadded = unit.padding(toLength: 4, withPad: " ", startingAt: 0)
        print("  \(padded) \(String(format: "%12.3f", value)) \(unitPadded) \(note)")
    }

    static func main(_ arguments: [String]) -> Int32 {
        let only = Set(arguments.dropFirst())
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("choosethere-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let sections: [(String, (URL) throws -> Void)] = [
            ("startup", Startup.run),
            ("seed", SeedImport.run),
            ("conversation", Conversation.run),
            ("completion", CompletionBench.run),
            ("near", NearBench.run),
            ("network", NetworkBench.run),
            ("language", LanguageBench.run),
            // Parsing speed alone (no accuracy pass): what a profiler should look at.
            ("parse", LanguageBench.parseSpeed),
        ]
        print("choosethere benchmarks (median of several runs; lower is better)")
        for (name, run) in sections where only.isEmpty ? name != "parse" : only.contains(name) {
            print("\n[\(name)]")
            do { try run(work) } catch { print("  failed: \(error)") }
        }
        print("")
        for f in figures { print("BENCH \(f.name)=\(String(format: "%.4f", f.value)) \(f.unit)") }
        return 0
    }

    // MARK: Helpers

    static func median(_ values: [Double]) -> Double {
        let s = values.sorted()
        guard !s.isEmpty else { return .nan }
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Runs a program, returning wall seconds and its peak RSS in MB.
    static func spawn(_ path: String, _ args: [String], env: [String: String]) throws -> (seconds: Double, peakMB: Double, status: Int32) {
        var pid: pid_t = 0
        let argv = ([path] + args).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let start = now()
        let rc = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard rc == 0 else { throw BenchError("cannot run \(path): \(String(cString: strerror(rc)))") }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let seconds = now() - start
        return (seconds, Double(usage.ru_maxrss) / 1024, (status >> 8) & 0xFF)
    }

    /// This binary's folder (release products sit together).
    static var productsDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    static var repoRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static func peakRSSMB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    // MARK: Child: import a generated file, print its figures

    static func importChild(path: String) -> Int32 {
        do {
            let store = try Store(url: URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("import.sqlite3"))
            let bytes = try FileSystem.readFile(URL(fileURLWithPath: path), limit: 512 << 20)
            let start = now()
            let report = try store.applySeed(bytes: bytes)
            let seconds = now() - start
            print("\(seconds) \(peakRSSMB()) \(report.added)")
            return 0
        } catch {
            FileHandle.standardError.write(Data("import failed: \(error)\n".utf8))
            return 1
        }
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}
