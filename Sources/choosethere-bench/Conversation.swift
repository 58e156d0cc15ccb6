import ChooseThereKit
import Foundation

// MARK: - The conversation: script replay and spin over a large store

enum Conversation {
    static func run(_ work: URL) throws {
        try replay(work)
        try spinOverLargeStore(work)
    }

    /// A generated 10,000-command script (spins, re-rolls, rates, lists,
    /// shows) replayed by the real binary with --seed; commands per second.
    static func replay(_ work: URL) throws {
        // CHOOSETHERE_BENCH_BINARY replays with another copy (an older build, side by side).
        let binary =
            ProcessInfo.processInfo.environment["CHOOSETHERE_BENCH_BINARY"].flatMap { $0.isEmpty ? nil : $0 }
            ?? Bench.productsDirectory.appendingPathComponent("choosethere").path
        let cities = ["Curitiba", "São Paulo", "Recife", "Salvador", "Rio de Janeiro"]
        let commands = [
            "spin", "again", "spin bar not sushi", "again", "rate 4 would return", "list", "show 2",
            "spin cheap", "why", "again", "spin japanese within 3km", "history", "list page 2", "spin top rated",
            "rate 3 slow", "spin favorites", "fav", "again", "near me 2km", "again",
        ]
        var script = ""
        var n = 0
        var i = 0
        while n < 10_000 {
            if n % 200 == 0 {
                script += "switch city \(cities[(n / 200) % cities.count])\n"
            } else {
                script += commands[i % commands.count] + "\n"
                i += 1
            }
            n += 1
        }
        let file = work.appendingPathComponent("replay.ct")
        try script.write(to: file, atomically: false, encoding: .utf8)
        let home = work.appendingPathComponent("replay-home")
        let env = [
            "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/c", "XDG_DATA_HOME": home.path + "/d",
            "XDG_STATE_HOME": home.path + "/s", "XDG_CACHE_HOME": home.path + "/ca", "PATH": "/usr/bin:/bin",
            "CHOOSETHERE_LOCATION": "-25.4284,-49.2733",
        ]
        _ = try Bench.spawn(binary, ["-c", "quit"], env: env)
        // Scripts get whole lists, so the 500 `history` lines print up to the
        // 1,000 visits the script records; --limit 20 prints what a page
        // did before lists were whole, the figure to compare with older runs.
        for (label, extra) in [("", [String]()), ("_limit20", ["--limit", "20"])] {
            var times: [Double] = []
            for _ in 0..<3 {
                try? FileManager.default.removeItem(atPath: home.path + "/d")
                _ = try Bench.spawn(binary, ["-c", "quit"], env: env)  // fresh seeded store each run
                let r = try Bench.spawn(binary, ["--seed", "42"] + extra + ["-f", file.path], env: env)
                guard r.status == 0 else { throw BenchError("replay exited \(r.status)") }
                times.append(r.seconds)
            }
            let median = Bench.median(times)
            let what = label.isEmpty ? "spins, re-rolls, rates, lists (whole), shows" : "the same with lists cut at 20 rows"
            Bench.record("replay\(label).10k_commands_seconds", median, "s", what)
            Bench.record("replay\(label).commands_per_second", 10_000 / median, "cmd/s", "target ≥ 5000")
        }
    }

    /// One spin with filters over 100,000 stored places, in process.
    static func spinOverLargeStore(_ work: URL) throws {
        let dir = work.appendingPathComponent("spin-home")
        let file = dir.appendingPathComponent("generated-100k.json")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try SeedImport.generate(count: 100_000, to: file)
        let store = try Store(url: dir.appendingPathComponent("spin.sqlite3"))
        _ = try store.applySeed(bytes: try FileSystem.readFile(file, limit: 512 << 20))
        let rng = RandomSource(seed: 1)
        // Every way a stored tag may write each term, as a real spin asks.
        let vocabulary = try Vocabulary.load(from: Bench.repoRoot.appendingPathComponent("Resources/Vocabulary.json"))
        /// japanese, not cheap, one price tier (rotating), in São Paulo.
        func filtered(_ i: Int) -> PoolQuery {
            var query = PoolQuery()
            query.cityKey = "São Paulo|SP"
            query.allOf = ["japanese"]
            query.noneOf = ["cheap"]
            query.forms = ["japanese": vocabulary.storedForms(of: "japanese"), "cheap": vocabulary.storedForms(of: "cheap")]
            query.price = 1 + i % 3
            return query
        }
        var times: [Double] = [], queryOnly: [Double] = []
        var pool = 0
        for i in 0..<21 {
            let query = filtered(i)
            let start = Bench.now()
            let candidates = try store.pool.spinCandidates(query, learning: true)
            let fetched = Bench.now()
            let draw = Spinner.draw(
                from: candidates, filters: SpinFilters(tags: ["japanese"], avoid: ["cheap"], price: query.price),
                location: nil, recent: try store.pool.recentlyVisitedPks(count: 10), shown: [], learning: true, rng: rng)
            times.append(Bench.now() - start)
            queryOnly.append(fetched - start)
            pool = draw.poolSize
        }
        Bench.record(
            "spin.100k_filtered_ms", Bench.median(times) * 1000, "ms", "japanese, not cheap, one price tier (~\(pool) in pool); target < 10"
        )
        Bench.record("spin.100k_filtered_query_only_ms", Bench.median(queryOnly) * 1000, "ms", "of which the store query")
        var all: [Double] = []
        for _ in 0..<11 {
            var query = PoolQuery()
            query.cityKey = "São Paulo|SP"
            let start = Bench.now()
            let candidates = try store.pool.spinCandidates(query, learning: true)
            _ = Spinner.draw(from: candidates, filters: SpinFilters(), location: nil, recent: [], shown: [], learning: true, rng: rng)
            all.append(Bench.now() - start)
        }
        Bench.record("spin.100k_unfiltered_ms", Bench.median(all) * 1000, "ms", "no filters: every place is a candidate")
    }
}
