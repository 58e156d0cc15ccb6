import ChooseThereTestServer
import ChooseThereTestSupport
import Foundation
import Testing

@testable import ChooseThereKit

// MARK: - The libcurl client against friendly and hostile local servers

@Suite("HTTP client (libcurl)", .serialized)
struct CurlHTTPClientTests {
    static func client(timeout: Int = 10, isCancelled: @escaping @Sendable () -> Bool = { false }) -> CurlHTTPClient {
        CurlHTTPClient(userAgent: "choosethere/test", timeoutSeconds: timeout, isCancelled: isCancelled)
    }

    /// The request's outcome and how long it took.
    static func fetch(_ client: CurlHTTPClient, _ url: String) -> (Result<HTTPResponse, NetworkError>, Double) {
        let start = Date()
        let result: Result<HTTPResponse, NetworkError>
        do throws(NetworkError) {
            guard let parsed = URL(string: url) else { return (.failure(.notAllowed(url)), 0) }
            result = .success(try client.get(parsed))
        } catch {
            result = .failure(error)
        }
        return (result, Date().timeIntervalSince(start))
    }

    static func error(_ result: Result<HTTPResponse, NetworkError>) -> NetworkError? {
        if case .failure(let error) = result { return error }
        return nil
    }

    /// CPU seconds this thread has used (user + system).
    static func threadCPU() -> Double {
        var usage = rusage()
        getrusage(1, &usage)  // RUSAGE_THREAD (Linux; not visible to Swift)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    // MARK: Ordinary replies

    @Test func sendsItsHeadersAndReadsGzipAndRetryAfter() throws {
        let gzip = GzipBomb.make(inflatedBytes: 3000)
        let server = try HTTPTestServer { request in
            switch request.path {
            case "/gzip": .init(bytes: gzip, headers: ["Content-Encoding": "gzip"])
            case "/busy": .init(status: 429, body: "{}", headers: ["Retry-After": " 30 "])
            default: .init(body: "[]")
            }
        }
        let client = Self.client()
        let (plain, _) = Self.fetch(client, server.baseURL + "/plain?q=1")
        #expect(try plain.get() == HTTPResponse(status: 200, retryAfter: nil, body: Array("[]".utf8)))
        let headers = try #require(server.requests.first?.headers)
        #expect(headers["user-agent"] == "choosethere/test" && headers["accept"] == "application/json")
        #expect(headers["accept-encoding"] == "gzip" && headers["cookie"] == nil && headers["authorization"] == nil)
        let (unzipped, _) = Self.fetch(client, server.baseURL + "/gzip")
        let body = try unzipped.get().body
        #expect(body.count >= 3000 && body.allSatisfy { $0 == 0 })
        let (busy, _) = Self.fetch(client, server.baseURL + "/busy")
        #expect(try busy.get().status == 429 && busy.get().retryAfter == 30)
    }

    @Test func aMissingLibraryIsNamed() {
        let client = CurlHTTPClient(
            userAgent: "t", timeoutSeconds: 1, maxBytes: 1 << 20, isCancelled: { false },
            libraryNames: ["libcurl-choosethere-missing.so.9"])
        let (result, _) = Self.fetch(client, "http://127.0.0.1:9/")
        #expect(Self.error(result) == .transport("the network library libcurl.so.4 is not installed (apt-get install libcurl4)"))
    }

    // MARK: Size bounds while reading

    @Test func anEndlessChunkedBodyStopsAtTheLimit() throws {
        let server = try HTTPTestServer { _ in .init(bytes: [], delivery: .endlessChunks) }
        let (result, seconds) = Self.fetch(Self.client(), server.baseURL + "/")
        #expect(Self.error(result) == .tooLarge(limitMB: 8))
        #expect(seconds < 3, "\(seconds) s")
    }

    @Test func aGzipBombStopsAtTheLimit() throws {
        let bomb = GzipBomb.make(inflatedBytes: 1_100_000_000)
        #expect(bomb.count < 1_100_000, "about 1 MB of gzip: \(bomb.count)")
        let server = try HTTPTestServer { _ in .init(bytes: bomb, headers: ["Content-Encoding": "gzip"]) }
        let (result, seconds) = Self.fetch(Self.client(), server.baseURL + "/")
        #expect(Self.error(result) == .tooLarge(limitMB: 8))
        #expect(seconds < 3, "\(seconds) s")
    }

    /// Issue 14: the limit counts the raw bytes too — a gzip body of 9 MB of
    /// empty blocks inflates to nothing and is still refused, while it arrives.
    @Test func wireBytesCountEvenWhenTheyInflateToNothing() throws {
        let small = GzipBomb.emptyBlocks(10)
        let ok = try HTTPTestServer { _ in .init(bytes: small, headers: ["Content-Encoding": "gzip"], delivery: .chunked) }
        let (fine, _) = Self.fetch(Self.client(), ok.baseURL + "/")
        if case .failure(let e) = fine { Issue.record("a small valid body of empty blocks is fine: \(e)") }
        let empty = GzipBomb.emptyBlocks(9 << 20 / 5)
        #expect(empty.count > 9 << 20)
        let server = try HTTPTestServer { _ in .init(bytes: empty, headers: ["Content-Encoding": "gzip"], delivery: .chunked) }
        let (result, seconds) = Self.fetch(Self.client(), server.baseURL + "/")
        #expect(Self.error(result) == .tooLarge(limitMB: 8))
        #expect(seconds < 5, "\(seconds) s")
    }

    @Test func anAnnouncedLengthOverTheLimitIsRefusedAtOnce() throws {
        let server = try HTTPTestServer { _ in .init(body: "{", delivery: .announcing(length: 100 << 20)) }
        let (result, seconds) = Self.fetch(Self.client(), server.baseURL + "/")
        #expect(Self.error(result) == .tooLarge(limitMB: 8))
        #expect(seconds < 1, "not after the deadline: \(seconds) s")
    }

    // MARK: One deadline, idle waiting, cancellation

    @Test func aDrippingBodyMeetsTheDeadline() throws {
        let server = try HTTPTestServer { _ in .init(body: String(repeating: "x", count: 60), delivery: .drip(interval: 1)) }
        let (result, seconds) = Self.fetch(Self.client(timeout: 2), server.baseURL + "/")
        #expect(Self.error(result) == .timeout(seconds: 2))
        #expect(seconds >= 1.9 && seconds < 3, "\(seconds) s")
    }

    @Test func waitingForASilentServerIsIdle() throws {
        let server = try HTTPTestServer { request in .init(body: "", delivery: request.path == "/silent" ? .silence : .whole) }
        let client = Self.client(timeout: 2)
        _ = Self.fetch(client, server.baseURL + "/warm-up")  // loads libcurl: not part of the waiting
        let cpu = Self.threadCPU()
        let (result, seconds) = Self.fetch(client, server.baseURL + "/silent")
        let used = Self.threadCPU() - cpu
        #expect(Self.error(result) == .timeout(seconds: 2))
        #expect(seconds < 3, "\(seconds) s")
        #expect(used < 0.2, "\(used) s of CPU in \(seconds) s of waiting")
    }

    @Test func cancellationIsSeenWithinATenthOfASecond() throws {
        let server = try HTTPTestServer { _ in .init(body: "", delivery: .silence) }
        let cancelAt = Date().addingTimeInterval(0.6)
        let (result, _) = Self.fetch(Self.client(isCancelled: { Date() >= cancelAt }), server.baseURL + "/")
        let late = Date().timeIntervalSince(cancelAt)
        #expect(Self.error(result) == .cancelled)
        #expect(late < 0.2, "ended \(late) s after the cancel")
        #expect(server.requests.count == 1)
        let (before, _) = Self.fetch(Self.client(isCancelled: { true }), server.baseURL + "/")
        #expect(Self.error(before) == .cancelled)
        #expect(server.requests.count == 1, "a cancelled request is never sent")
    }

    // MARK: Redirects and where requests may go

    @Test func redirectsAreFollowedFiveTimesAtMost() throws {
        let server = try HTTPTestServer { request in
            let parts = request.path.split(separator: "/")
            guard parts.count == 3, parts[0] == "chain", let length = Int(parts[1]), let hop = Int(parts[2]) else {
                return .init(body: "?")
            }
            if hop < length { return .init(status: 302, body: "", headers: ["Location": "/chain/\(length)/\(hop + 1)"]) }
            return .init(body: "end of \(length)")
        }
        let client = Self.client()
        let (five, _) = Self.fetch(client, server.baseURL + "/chain/5/0")
        #expect(try five.get().body == Array("end of 5".utf8))
        let (six, _) = Self.fetch(client, server.baseURL + "/chain/6/0")
        #expect(Self.error(six) == .transport("the server redirected more than 5 times"))
        #expect(!server.requests.contains { $0.path == "/chain/6/6" }, "the sixth redirect is not followed")
    }

    @Test func oneDeadlineCoversEveryHop() throws {
        let server = try HTTPTestServer { request in
            let hop = Int(request.path.dropFirst("/slow/".count)) ?? 0
            return .init(status: 302, body: "", headers: ["Location": "/slow/\(hop + 1)"], delay: 0.7)
        }
        let (result, seconds) = Self.fetch(Self.client(timeout: 2), server.baseURL + "/slow/0")
        #expect(Self.error(result) == .timeout(seconds: 2))
        #expect(seconds < 2.5 && server.requests.count == 3, "\(seconds) s, \(server.requests.count) requests")
    }

    @Test func aRelativeRedirectResolvesAgainstTheCurrentURL() throws {
        let server = try HTTPTestServer { request in
            request.path == "/a/b/start" ? .init(status: 301, body: "", headers: ["Location": "../moved?x=1"]) : .init(body: "[]")
        }
        let (result, _) = Self.fetch(Self.client(), server.baseURL + "/a/b/start")
        #expect(try result.get().status == 200)
        #expect(server.requests.last?.path == "/a/moved" && server.requests.last?.query["x"] == "1")
    }

    @Test func aRedirectToPlainHTTPElsewhereIsRefused() throws {
        let server = try HTTPTestServer { _ in .init(status: 302, body: "", headers: ["Location": "http://example.invalid/api"]) }
        let (result, seconds) = Self.fetch(Self.client(), server.baseURL + "/")
        #expect(Self.error(result) == .notAllowed("only HTTPS is used (plain HTTP only to this machine): http://example.invalid/api"))
        #expect(server.requests.count == 1 && seconds < 1)
    }

    @Test func aLookalikeLoopbackNameIsRefusedWithoutConnecting() throws {
        let (result, seconds) = Self.fetch(Self.client(), "http://127.example.invalid/")
        #expect(Self.error(result) == .notAllowed("only HTTPS is used (plain HTTP only to this machine): http://127.example.invalid/"))
        #expect(seconds < 0.5)
        // The host checked is the one libcurl connects to: a user name that
        // looks like an address is not the host.
        for url in ["http://127.0.0.1@example.invalid/", "http://127.0.0.1:80@example.invalid/", "http://localhost@example.invalid/"] {
            guard case .notAllowed? = Self.error(Self.fetch(Self.client(), url).0) else {
                Issue.record("\(url) was not refused")
                continue
            }
        }
        // Other spellings of 127.0.0.1 are either refused or, where libcurl
        // itself reads them as 127.0.0.1 (7.88 does), reach this machine.
        let server = try HTTPTestServer { _ in .init(body: "[]") }
        for host in ["127.1", "2130706433", "0x7f.0.0.1", "%31%32%37.0.0.1"] {
            switch Self.fetch(Self.client(), "http://\(host):\(server.port)/").0 {
            case .success(let response): #expect(response.status == 200)
            case .failure(.notAllowed): break
            case .failure(let other): Issue.record("\(host): \(other)")
            }
        }
    }

    @Test func onlyHTTPSOrThisMachineByAddress() {
        for host in ["127.0.0.1", "127.255.3.4", "localhost", "LOCALHOST", "[::1]", "::1"] {
            #expect(RequestPolicy.isLoopback(host), "\(host)")
        }
        for host in [
            "127.example.invalid", "127.0.0.1.example.invalid", "127.1", "0x7f.0.0.1", "0177.0.0.1", "127.0.0.01",
            "127.0.0.256", "128.0.0.1", "localhost.", "localhost.example", "[::2]", "[::ffff:127.0.0.1]", "", "127.0.0.1 ",
        ] {
            #expect(!RequestPolicy.isLoopback(host), "\(host)")
        }
        #expect((try? RequestPolicy.check(scheme: "https", host: "overpass-api.de", url: "")) != nil)
        #expect((try? RequestPolicy.check(scheme: "http", host: "127.0.0.1", url: "")) != nil)
        #expect(throws: NetworkError.self) { try RequestPolicy.check(scheme: "http", host: "example.com", url: "") }
        #expect(throws: NetworkError.self) { try RequestPolicy.check(scheme: "ftp", host: "127.0.0.1", url: "") }
        #expect(throws: NetworkError.self) { try RequestPolicy.check(scheme: "https", host: "", url: "") }
    }
}
