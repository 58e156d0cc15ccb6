import ChooseThereTestSupport
import Foundation

// MARK: - near me from osm against a local server: uncached and cached

enum NetworkBench {
    static func run(_ work: URL) throws {
        let binary = Bench.productsDirectory.appendingPathComponent("choosethere").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchError("build choosethere in the same configuration first")
        }
        let server = try FixtureServer(body: OverpassFixtures.bars)
        defer { server.stop() }
        let home = work.appendingPathComponent("network-home")
        let env = [
            "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/c", "XDG_DATA_HOME": home.path + "/d",
            "XDG_STATE_HOME": home.path + "/s", "XDG_CACHE_HOME": home.path + "/ca", "PATH": "/usr/bin:/bin",
            "CHOOSETHERE_OVERPASS_URL": server.baseURL + "/api/interpreter", "CHOOSETHERE_LOCATION": "-23.5614,-46.6559",
        ]
        let uncached = ["-c", "clear cache", "-c", "near me from osm"]
        let cached = ["-c", "near me from osm"]
        _ = try Bench.spawn(binary, ["-c", "quit"], env: env)  // seeds the store; not measured
        var times: [String: [Double]] = ["uncached": [], "cached": []]
        for _ in 0..<20 {
            times["uncached", default: []].append(try Bench.spawn(binary, uncached, env: env).seconds)
            times["cached", default: []].append(try Bench.spawn(binary, cached, env: env).seconds)
        }
        guard server.requestCount == 20 else { throw BenchError("expected 20 requests, the server saw \(server.requestCount)") }
        Bench.record(
            "network.uncached_search_ms", Bench.median(times["uncached"] ?? []) * 1000, "ms",
            "loads libcurl, one request to 127.0.0.1")
        Bench.record("network.cached_search_ms", Bench.median(times["cached"] ?? []) * 1000, "ms", "from the cache, no libcurl")
        if let peak = try peakMB(binary, uncached, env: env) {
            Bench.record("network.uncached_peak_rss_mb", peak, "MB", "GNU time")
        }
        if let peak = try peakMB(binary, cached, env: env) {
            Bench.record("network.cached_peak_rss_mb", peak, "MB", "GNU time")
        }
    }

    /// The program's own peak memory, through GNU time when installed (the
    /// rusage wait4 gives a child also counts this process's memory at the
    /// spawn, because Linux keeps the larger of the old and new address space).
    static func peakMB(_ binary: String, _ arguments: [String], env: [String: String]) throws -> Double? {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else { return nil }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("choosethere-bench-time-\(getpid())")
        defer { try? FileManager.default.removeItem(at: report) }
        _ = try Bench.spawn(time, ["-f", "%M", "-o", report.path, "--", binary] + arguments, env: env)
        let text = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").last.flatMap { Double($0) }.map { $0 / 1024 }
    }
}
