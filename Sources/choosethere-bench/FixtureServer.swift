import Foundation

#if canImport(Glibc)
import Glibc
#endif

// MARK: - One fixed answer on 127.0.0.1, for the network section

/// Answers every request on a free port of 127.0.0.1 with one fixed body,
/// one connection at a time, and counts the requests. The bench's own: the
/// tests' server (hostile deliveries, recorded requests) stays in the tests.
final class FixtureServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32
    private let body: [UInt8]
    private let lock = NSLock()
    private var served = 0

    var baseURL: String { "http://127.0.0.1:\(port)" }
    var requestCount: Int { lock.lock(); defer { lock.unlock() }; return served }

    init(body: String) throws {
        self.body = Array(body.utf8)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw BenchError("socket failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else { close(fd); throw BenchError("cannot listen on 127.0.0.1") }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: actual.sin_port)
        Thread { [self] in serve() }.start()
    }

    /// Closes the port; the serving thread ends at its next accept.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func serve() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 { if errno == EINTR { continue } else { return } }
            answer(client)
            close(client)
        }
    }

    /// Reads the request (headers, then as many body bytes as announced) and answers it.
    private func answer(_ client: Int32) {
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var headerEnd: Int?
        var wanted = Int.max
        while request.count < wanted, request.count < 1 << 20 {
            let n = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if n <= 0 { return }
            request += buffer[0..<n]
            if headerEnd == nil, let end = request.firstRange(of: Array("\r\n\r\n".utf8))?.upperBound {
                headerEnd = end
                let head = String(decoding: request[..<end], as: UTF8.self).lowercased()
                let length =
                    head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                wanted = end + length
            }
        }
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        let reply = Array(head.utf8) + body
        var sent = 0
        while sent < reply.count {
            let n = reply[sent...].withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return }
            sent += n
        }
        lock.lock(); served += 1; lock.unlock()
    }
}
