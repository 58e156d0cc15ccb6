import ChooseThereKit
import Foundation

// MARK: - Seed import: the bundled seed, and a generated 100,000-place file

enum SeedImport {
    static func run(_ work: URL) throws {
        let seed = Bench.repoRoot.appendingPathComponent("Resources/Restaurants.json")
        let bytes = try FileSystem.readFile(seed)
        var times: [Double] = []
        for i in 0..<7 {
            let store = try Store(url: work.appendingPathComponent("seed-\(i).sqlite3"))
            let start = Bench.now()
            let report = try store.applySeed(bytes: bytes)
            times.append(Bench.now() - start)
            guard report.added > 400 else { throw BenchError("seed added only \(report.added)") }
        }
        Bench.record(
            "seed.bundled_import_ms", Bench.median(times) * 1000, "ms", "\(bytes.count / 1024) KB seed into an empty store; target < 100")

        // 100,000 generated places in the seed format, imported in a child process.
        let file = work.appendingPathComponent("generated-100k.json")
        try generate(count: 100_000, to: file)
        let child = Bench.productsDirectory.appendingPathComponent("choosethere-bench").path
        let pipe = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: child)
        process.arguments = ["--import-child", file.path]
        process.standardOutput = pipe
        try process.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let parts = out.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard parts.count == 3, parts[2] == 100_000 else { throw BenchError("import child said: \(out)") }
        Bench.record("seed.100k_seconds", parts[0], "s", "seeding path; target < 2")
        Bench.record("seed.100k_peak_rss_mb", parts[1], "MB", "whole process; target < 150")

        // The `import` command on the same file, through the real binary.
        let binary = Bench.productsDirectory.appendingPathComponent("choosethere").path
        let home = work.appendingPathComponent("import-home")
        let env = [
            "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/c", "XDG_DATA_HOME": home.path + "/d",
            "XDG_STATE_HOME": home.path + "/s", "XDG_CACHE_HOME": home.path + "/ca", "PATH": "/usr/bin:/bin",
        ]
        _ = try Bench.spawn(binary, ["-c", "quit"], env: env)  // create and seed the store first
        let run = try Bench.spawn(binary, ["--stop-on-error", "-c", "import \(file.path)"], env: env)
        guard run.status == 0 else { throw BenchError("import exited \(run.status)") }
        Bench.record("import.100k_command_seconds", run.seconds, "s", "choosethere -c 'import FILE' (100,000-place list); target < 2")
        Bench.record("import.100k_command_peak_rss_mb", run.peakMB, "MB", "target < 150")
    }

    /// Writes `count` plausible places (seeded, deterministic) in the seed format.
    static func generate(count: Int, to url: URL) throws {
        let categories = ["restaurant", "bar", "boteco", "café", "bakery", "pizzeria"]
        let tags = ["brazilian", "japanese", "italian", "beer", "coffee", "cheap", "seafood", "pizza", "snacks", "lively"]
        var rng: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng }
        var out = "{\"restaurants\": [\n"
        out.reserveCapacity(count * 260)
        for i in 0..<count {
            let lat = -23.5 + Double(next() % 100_000) / 100_000 - 0.5
            let lng = -46.6 + Double(next() % 100_000) / 100_000 - 0.5
            let t1 = tags[Int(next() % UInt64(tags.count))], t2 = tags[Int(next() % UInt64(tags.count))]
            out += "{\"id\": \"gen-\(i)\", \"name\": \"Generated Place \(i)\", \"category\": \"\(categories[i % categories.count])\", "
            out += "\"address\": \"Rua \(i % 997), \(i % 1500)\", \"city\": \"São Paulo\", \"state\": \"SP\", "
            out += "\"tags\": [\"\(t1)\", \"\(t2)\"], \"notes\": \"\", \"externalLink\": null, "
            out += "\"lat\": \(lat), \"lng\": \(lng), \"priceTier\": \(1 + i % 3)}"
            out += i + 1 < count ? ",\n" : "\n"
        }
        out += "]}\n"
        try out.write(to: url, atomically: false, encoding: .utf8)
    }
}
