import Foundation

#if canImport(Glibc)
import Glibc
#endif

// MARK: - Start-up: `choosethere -c quit` against hello world + Foundation

enum Startup {
    static func run(_ work: URL) throws {
        // CHOOSETHERE_BENCH_BINARY measures another copy, e.g. the installed, stripped one.
        let binary =
            ProcessInfo.processInfo.environment["CHOOSETHERE_BENCH_BINARY"].flatMap { $0.isEmpty ? nil : $0 }
            ?? Bench.productsDirectory.appendingPathComponent("choosethere").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchError("build choosethere in the same configuration first")
        }
        print("  measuring \(binary)")
        // Hello world importing Foundation, built the same way (release, static Swift runtime).
        let source = work.appendingPathComponent("hello.swift")
        try "import Foundation\nprint(\"hello, \\(ProcessInfo.processInfo.processIdentifier > 0 ? \"world\" : \"\")\")\n"
            .write(to: source, atomically: false, encoding: .utf8)
        let hello = work.appendingPathComponent("hello").path
        let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "/usr/bin/env"
        let swiftcArgs = (swiftc == "/usr/bin/env" ? ["swiftc"] : []) + ["-O", "-static-stdlib", source.path, "-o", hello]
        let build = try Bench.spawn(swiftc, swiftcArgs, env: ProcessInfo.processInfo.environment)
        guard build.status == 0 else { throw BenchError("could not build the hello-world program with swiftc") }

        let home = work.appendingPathComponent("home")
        let env = [
            "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/c", "XDG_DATA_HOME": home.path + "/d",
            "XDG_STATE_HOME": home.path + "/s", "XDG_CACHE_HOME": home.path + "/ca", "PATH": "/usr/bin:/bin",
        ]
        _ = try Bench.spawn(binary, ["-c", "quit"], env: env)  // first run seeds the store; not measured
        var ours: [Double] = [], theirs: [Double] = [], ourRSS: [Double] = [], theirRSS: [Double] = []
        for _ in 0..<3 { _ = try Bench.spawn(hello, [], env: env); _ = try Bench.spawn(binary, ["-c", "quit"], env: env) }
        for _ in 0..<30 {
            let h = try Bench.spawn(hello, [], env: env)
            let c = try Bench.spawn(binary, ["-c", "quit"], env: env)
            theirs.append(h.seconds); theirRSS.append(h.peakMB)
            ours.append(c.seconds); ourRSS.append(c.peakMB)
        }
        let o = Bench.median(ours) * 1000, t = Bench.median(theirs) * 1000
        Bench.record("startup.hello_foundation_ms", t, "ms", "hello world + Foundation, -O -static-stdlib")
        Bench.record("startup.choosethere_quit_ms", o, "ms", "choosethere -c quit (store open, seed checked)")
        Bench.record("startup.ratio", o / t, "x", "target ≤ 2")
        Bench.record("startup.choosethere_peak_rss_mb", ourRSS.max() ?? 0, "MB", "target < 25")
        Bench.record("startup.hello_peak_rss_mb", theirRSS.max() ?? 0, "MB")
    }
}
