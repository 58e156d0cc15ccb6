import ChooseThereTestServer
import ChooseThereTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

// MARK: - near me from osm against hostile servers: bounded time and memory

@Suite("Hostile servers (the real binary)", .serialized)
struct HostileServerTests {
    /// The shell's request deadline.
    static let deadline = 10.0
    static let memoryLimitMB = 200.0

    /// One way for a server to misbehave, and what the user should read.
    enum Hostility: String, CaseIterable, Sendable {
        case endlessChunkedBody, gzipBomb, oneBytePerSecond, lengthOverTheLimit
        case redirectToPlainHTTPElsewhere, sixRedirects, relativeRedirect, rateLimited

        var respond: @Sendable (HTTPTestServer.Request) -> HTTPTestServer.Response {
            switch self {
            case .endlessChunkedBody: return { _ in .init(bytes: [], delivery: .endlessChunks) }
            case .gzipBomb:
                let bomb = GzipBomb.make(inflatedBytes: 1_100_000_000)
                return { _ in .init(bytes: bomb, headers: ["Content-Encoding": "gzip"]) }
            case .oneBytePerSecond: return { _ in .init(body: OverpassFixtures.bars, delivery: .drip(interval: 1)) }
            case .lengthOverTheLimit: return { _ in .init(body: "{", delivery: .announcing(length: 64 << 20)) }
            case .redirectToPlainHTTPElsewhere:
                return { _ in .init(status: 302, body: "", headers: ["Location": "http://example.invalid/api/interpreter"]) }
            case .sixRedirects:
                return { request in
                    let hop = Int(request.path.dropFirst("/hop/".count)) ?? 0
                    return hop < 6
                        ? .init(status: 307, body: "", headers: ["Location": "/hop/\(hop + 1)"]) : .init(body: OverpassFixtures.bars)
                }
            case .relativeRedirect:
                return { request in
                    request.path == "/api/interpreter"
                        ? .init(status: 301, body: "", headers: ["Location": "moved/here?data=" + (request.query["data"] ?? "")])
                        : .init(body: OverpassFixtures.bars)
                }
            case .rateLimited: return { _ in .init(status: 429, body: "{}", headers: ["Retry-After": "30"]) }
            }
        }

        /// The endpoint's path (the redirect chain starts at its first hop).
        var path: String { self == .sixRedirects ? "/hop/0" : "/api/interpreter" }

        /// Text the run must print (stdout for a result, stderr for an error).
        var expected: (stdout: String?, stderr: String?) {
            switch self {
            case .endlessChunkedBody, .gzipBomb, .lengthOverTheLimit:
                (nil, "OpenStreetMap's reply was larger than 8 MB and was refused")
            case .oneBytePerSecond: (nil, "OpenStreetMap did not answer within 10 s.")
            case .redirectToPlainHTTPElsewhere:
                (nil, "only HTTPS is used (plain HTTP only to this machine): http://example.invalid/api/interpreter")
            case .sixRedirects: (nil, "the server redirected more than 5 times")
            case .relativeRedirect: ("Bar Teste", nil)
            case .rateLimited: (nil, "OpenStreetMap asks us to slow down (HTTP 429): try again in 30 seconds.")
            }
        }
    }

    static func environment(_ server: HTTPTestServer, path: String = "/api/interpreter") -> [String: String] {
        ["CHOOSETHERE_OVERPASS_URL": server.baseURL + path, "CHOOSETHERE_LOCATION": "-23.5614,-46.6559"]
    }

    @Test(arguments: Hostility.allCases)
    func boundedInTimeAndMemory(_ hostility: Hostility) throws {
        let server = try HTTPTestServer(hostility.respond)
        defer { server.stop() }
        let home = TempHome()
        let run = try Child.measure(
            ["-c", "near me from osm"], home: home, extraEnvironment: Self.environment(server, path: hostility.path))
        if let text = hostility.expected.stdout { #expect(run.stdout.contains(text), "\(run.stdout)\n\(run.stderr)") }
        if let text = hostility.expected.stderr { #expect(run.stderr.contains(text), "\(run.stderr)") }
        print("hostile server, \(hostility): \(String(format: "%.2f", run.seconds)) s, peak \(String(format: "%.1f", run.peakMB)) MB")
        #expect(run.peakMB < Self.memoryLimitMB, "peak \(run.peakMB) MB")
        #expect(run.seconds < Self.deadline + 1, "\(run.seconds) s")
        home.expectStoreIntact()
        if hostility == .redirectToPlainHTTPElsewhere || hostility == .sixRedirects {
            #expect(!server.requests.contains { $0.path == "/hop/6" }, "the sixth redirect is not followed")
        }
    }

    @Test func aLookalikeLoopbackNameIsRefusedWithoutConnecting() throws {
        let home = TempHome()
        // Under strace (when installed) every network system call is logged:
        // there must be none (no name lookup, no connection).
        let log = home.root.appendingPathComponent("strace.log").path
        let strace =
            FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")
            ? ["/usr/bin/strace", "-f", "-qq", "-e", "trace=%network", "-o", log, "--"] : []
        let run = try Child.run(
            ["-c", "near me from osm"], home: home,
            extraEnvironment: [
                "CHOOSETHERE_OVERPASS_URL": "http://127.example.invalid/api/interpreter", "CHOOSETHERE_LOCATION": "-23.5614,-46.6559",
            ], wrapper: strace)
        // Refused by the policy (a connection attempt would end in "no connection").
        #expect(run.stderr.contains("only HTTPS is used (plain HTTP only to this machine): http://127.example.invalid/api/interpreter"))
        if !strace.isEmpty {
            let log = (try? String(contentsOfFile: log, encoding: .utf8)) ?? "(no log)"
            // libcurl's multi handle makes one socketpair for itself: not the network.
            let calls = log.split(separator: "\n").filter { !$0.contains("socketpair(AF_UNIX") }
            #expect(calls.isEmpty, "network system calls: \(calls)")
        }
    }

    @Test func proxiesFromTheEnvironmentAreIgnored() throws {
        let server = try HTTPTestServer { _ in .init(body: OverpassFixtures.bars) }
        let proxy = try HTTPTestServer { _ in .init(body: OverpassFixtures.empty) }
        defer { server.stop(); proxy.stop() }
        var env = Self.environment(server)
        for name in ["http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"] { env[name] = proxy.baseURL }
        let run = try Child.run(["-c", "near me from osm"], home: TempHome(), extraEnvironment: env)
        #expect(run.stdout.contains("Bar Teste"), "\(run.stderr)")
        #expect(proxy.requests.isEmpty && server.requests.count == 1)
    }

    @Test func libcurlIsLoadedOnlyWhenASearchNeedsIt() throws {
        let server = try HTTPTestServer { _ in .init(body: OverpassFixtures.bars) }
        defer { server.stop() }
        let home = TempHome()
        var env = Self.environment(server)
        env["LD_DEBUG"] = "libs"
        let quit = try Child.run(["-c", "quit"], home: home, extraEnvironment: env)
        #expect(quit.status == 0 && !quit.stderr.contains("libcurl"), "start-up does not load libcurl")
        let search = try Child.run(["-c", "near me from osm"], home: home, extraEnvironment: env)
        #expect(search.stderr.contains("libcurl.so.4"), "the first request loads it")
        #expect(search.stdout.contains("Bar Teste"))
    }

    @Test func aSearchWritesOnlyToItsCacheFolder() throws {
        let server = try HTTPTestServer { _ in .init(body: OverpassFixtures.bars) }
        defer { server.stop() }
        let home = TempHome()
        _ = try Child.run(["-c", "quit"], home: home)  // the store and its folders exist before
        let before = Self.tree(home.root)
        let run = try Child.run(["-c", "near me from osm"], home: home, extraEnvironment: Self.environment(server))
        #expect(run.stdout.contains("Bar Teste"), "\(run.stderr)")
        let after = Self.tree(home.root)
        let changed = Set(after.keys).union(before.keys).filter { before[$0] != after[$0] }
        let cache = home.cache.appendingPathComponent("choosethere").path
        // …and the local event log records the search (issue 15): one file in the state folder.
        let state = home.state.appendingPathComponent("choosethere").path
        let allowed = { (path: String) in
            path == home.cache.path || path == cache || path.hasPrefix(cache + "/")
                || path == home.state.path || path == state || path == state + "/events.jsonl"
        }
        #expect(!changed.isEmpty && changed.allSatisfy(allowed), "\(changed.sorted())")
    }

    @Test func ctrlCDuringASilentServerEndsTheSearchPromptly() throws {
        let server = try HTTPTestServer { _ in .init(body: "", delivery: .silence) }
        defer { server.stop() }
        let child = try Child(["-c", "near me from osm"], home: TempHome(), extraEnvironment: Self.environment(server))
        let waitUntil = Date().addingTimeInterval(5)
        while server.requests.isEmpty && Date() < waitUntil { usleep(10_000) }
        #expect(server.requests.count == 1, "the request reached the server")
        let sent = Date()
        child.send(SIGINT)
        let run = child.wait()
        #expect(run.signal == SIGINT || run.status != nil)
        #expect(Date().timeIntervalSince(sent) < 1, "ended \(Date().timeIntervalSince(sent)) s after Ctrl-C")
    }

    /// Every file under `root` with its size and modification time, and
    /// every folder (a folder's own time changes whenever SQLite makes and
    /// removes its journal beside the store, search or not).
    static func tree(_ root: URL) -> [String: String] {
        var entries: [String: String] = [:]
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return entries }
        for case let url as URL in walker {
            var info = stat()
            guard lstat(url.path, &info) == 0 else { continue }
            let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
            entries[url.path] = isFolder ? "folder" : "\(info.st_mode) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        }
        return entries
    }
}
