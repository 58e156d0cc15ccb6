import Foundation

#if canImport(Glibc)
import Glibc
#endif

// MARK: - A real HTTP server on 127.0.0.1 for tests

/// A tiny HTTP/1.1 server for tests: it listens on a free port of
/// 127.0.0.1, records every request and answers with what `respond` says.
/// Nothing leaves the machine. Stopped by `stop()` or when released.
public final class HTTPTestServer: @unchecked Sendable {
    public struct Request: Sendable {
        public var method: String
        /// The path without the query.
        public var path: String
        /// Query parameters, percent-decoded.
        public var query: [String: String]
        /// Header names lower-cased.
        public var headers: [String: String]
    }

    public struct Response: Sendable {
        public var status: Int
        public var body: [UInt8]
        public var headers: [String: String]
        /// Seconds to wait before answering (to test timeouts).
        public var delay: Double
        /// How the body goes out (`.whole`, or a hostile way).
        public var delivery: Delivery

        public init(status: Int = 200, body: String, headers: [String: String] = [:], delay: Double = 0, delivery: Delivery = .whole) {
            self.init(status: status, bytes: Array(body.utf8), headers: headers, delay: delay, delivery: delivery)
        }

        public init(status: Int = 200, bytes: [UInt8], headers: [String: String] = [:], delay: Double = 0, delivery: Delivery = .whole) {
            self.status = status
            self.body = bytes
            self.headers = headers
            self.delay = delay
            self.delivery = delivery
        }
    }

    /// How a response's body is sent. The hostile ways stop when the client
    /// goes away, when the server is stopped, or after `hostileLimit`.
    public enum Delivery: Sendable {
        /// Content-Length, then the body.
        case whole
        /// Chunked, 64 KB chunks of zeros without end.
        case endlessChunks
        /// Chunked, the body in 64 KB chunks (no length announced).
        case chunked
        /// Content-Length of the body, then one byte of it every `interval` seconds.
        case drip(interval: Double)
        /// Content-Length says `length`; the body is sent, then nothing more.
        case announcing(length: Int)
        /// No answer at all: the request is read and the connection held open.
        case silence
    }

    /// How long a hostile delivery goes on at most, and how much it sends.
    public static let hostileLimit = (seconds: 30.0, bytes: 1 << 30)

    public let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var _requests: [Request] = []
    private var _respond: @Sendable (Request) -> Response
    private var stopped = false

    /// Every request received so far.
    public var requests: [Request] { lock.lock(); defer { lock.unlock() }; return _requests }

    /// Changes the answer for the next requests.
    public func respond(_ handler: @escaping @Sendable (Request) -> Response) {
        lock.lock(); _respond = handler; lock.unlock()
    }

    public var baseURL: String { "http://127.0.0.1:\(port)" }

    public init(_ respond: @escaping @Sendable (Request) -> Response) throws {
        _respond = respond
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError("socket failed") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else { close(fd); throw ServerError("cannot listen on 127.0.0.1") }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: actual.sin_port)
        let thread = Thread { [weak self] in self?.acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    /// Stops listening: later requests find the port closed.
    public func stop() {
        lock.lock()
        let wasStopped = stopped
        stopped = true
        lock.unlock()
        if !wasStopped {
            shutdown(listener, Int32(SHUT_RDWR))
            close(listener)
        }
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                lock.lock(); let done = stopped; lock.unlock()
                if done || errno != EINTR { return }
                continue
            }
            // A thread per connection: hostile deliveries block for seconds,
            // and on two cores they would starve Dispatch's global queue.
            Thread { [self] in handle(client) }.start()
        }
    }

    private func handle(_ client: Int32) {
        defer { close(client) }
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !data.containsHeaderEnd, data.count < 1 << 20 {
            let n = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if n <= 0 { return }
            data += buffer[0..<n]
        }
        guard let request = HTTPTestServer.parse(data) else { return }
        lock.lock()
        _requests.append(request)
        let respond = _respond
        lock.unlock()
        let response = respond(request)
        if response.delay > 0 { usleep(UInt32(response.delay * 1_000_000)) }
        deliver(response, to: client)
    }

    /// The status line and headers; `length` nil means chunked.
    static func head(_ response: Response, length: Int?) -> [UInt8] {
        var head = "HTTP/1.1 \(response.status) \(response.status == 200 ? "OK" : "Status")\r\n"
        head += length.map { "Content-Length: \($0)\r\n" } ?? "Transfer-Encoding: chunked\r\n"
        head += "Content-Type: application/json\r\nConnection: close\r\n"
        for (k, v) in response.headers { head += "\(k): \(v)\r\n" }
        return Array((head + "\r\n").utf8)
    }

    /// Sends all of `bytes`; false once the client is gone.
    func sendAll(_ bytes: [UInt8], to client: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return false }
            sent += n
        }
        return true
    }

    var isStopped: Bool { lock.lock(); defer { lock.unlock() }; return stopped }

    static func parse(_ data: [UInt8]) -> Request? {
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.components(separatedBy: "\r\n")
        let first = lines.first?.split(separator: " ") ?? []
        guard first.count >= 2 else { return nil }
        let target = String(first[1])
        let pathPart = target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? target
        var query: [String: String] = [:]
        if let q = target.split(separator: "?", maxSplits: 1).dropFirst().first {
            for pair in q.split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1).map(String.init)
                let value = kv.count > 1 ? (kv[1].replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? kv[1]) : ""
                query[kv[0]] = value
            }
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() where line.contains(":") {
            let parts = line.split(separator: ":", maxSplits: 1).map(String.init)
            headers[parts[0].lowercased()] = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        }
        return Request(method: String(first[0]), path: pathPart, query: query, headers: headers)
    }

    struct ServerError: Error { var message: String; init(_ m: String) { message = m } }
}

extension Array where Element == UInt8 {
    fileprivate var containsHeaderEnd: Bool {
        guard count >= 4 else { return false }
        for i in 0...(count - 4) where self[i] == 13 && self[i + 1] == 10 && self[i + 2] == 13 && self[i + 3] == 10 { return true }
        return false
    }
}
