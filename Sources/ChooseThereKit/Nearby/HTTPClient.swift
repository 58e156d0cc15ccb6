#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Fetching a URL (through the choosethere-net helper)

/// Why a request failed, in words the user can act on.
public enum NetworkError: Error, Sendable, Equatable {
    case offline
    case timeout(seconds: Int)
    case cannotConnect(String)
    case tooLarge(limitMB: Int)
    case cancelled
    case notAllowed(String)
    case transport(String)

    /// A short phrase: "no answer within 10 s".
    public var reason: String {
        switch self {
        case .offline: "choosethere is offline (--offline)"
        case .timeout(let s): "no answer within \(s) s"
        case .cannotConnect(let detail): "no connection (\(detail))"
        case .tooLarge(let mb): "the reply was larger than \(mb) MB and was refused"
        case .cancelled: "cancelled"
        case .notAllowed(let why): why
        case .transport(let detail): detail
        }
    }
}

/// An HTTP response: status, Retry-After (seconds) and body.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var retryAfter: Int?
    public var body: [UInt8]
}

/// GET requests. A seam: the app and the tests both use the real
/// `SubprocessHTTPClient`; other implementations can stand in elsewhere.
public protocol HTTPClient: AnyObject {
    func get(_ url: URL) throws(NetworkError) -> HTTPResponse
}

/// Runs `choosethere-net` for each request, so this process never loads the
/// networking stack. One request at a time; Ctrl-C reaches the helper (same
/// process group) and the request ends as cancelled; so does a Ctrl-C that
/// comes before the helper starts (`Interruption`).
public final class SubprocessHTTPClient: HTTPClient {
    public let helperPath: String
    public let userAgent: String
    public var timeoutSeconds: Int
    public var maxBytes: Int

    public init(helperPath: String, userAgent: String, timeoutSeconds: Int = 10, maxBytes: Int = 8 << 20) {
        self.helperPath = helperPath
        self.userAgent = userAgent
        self.timeoutSeconds = timeoutSeconds
        self.maxBytes = maxBytes
    }

    /// Only HTTPS, except plain HTTP to loopback (the tests' own servers).
    public static func check(_ url: URL) throws(NetworkError) {
        let scheme = url.scheme?.lowercased() ?? ""
        let host = url.host?.lowercased() ?? ""
        if scheme == "https" { return }
        if scheme == "http" && (host == "localhost" || host.hasPrefix("127.") || host == "::1" || host == "[::1]") { return }
        throw .notAllowed("only HTTPS is used (plain HTTP only to this machine): \(url.absoluteString)")
    }

    public func get(_ url: URL) throws(NetworkError) -> HTTPResponse {
        try SubprocessHTTPClient.check(url)
        guard access(helperPath, X_OK) == 0 else {
            throw .transport("the network helper is missing (\(helperPath)); reinstall choosethere")
        }
        var pipeFds: [Int32] = [0, 0]
        guard pipe(&pipeFds) == 0 else { throw .transport("cannot create a pipe") }
        var errFds: [Int32] = [0, 0]
        guard pipe(&errFds) == 0 else { close(pipeFds[0]); close(pipeFds[1]); throw .transport("cannot create a pipe") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeFds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errFds[1], 2)
        posix_spawn_file_actions_addclose(&actions, pipeFds[0])
        posix_spawn_file_actions_addclose(&actions, errFds[0])
        let args = [helperPath, url.absoluteString, "--user-agent", userAgent, "--timeout", String(timeoutSeconds),
                    "--max-bytes", String(maxBytes)]
        let argv = args.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        if Interruption.isMarked {  // Ctrl-C came before the helper existed
            close(pipeFds[0]); close(pipeFds[1]); close(errFds[0]); close(errFds[1])
            throw .cancelled
        }
        let rc = posix_spawn(&pid, helperPath, &actions, nil, argv, environ)
        close(pipeFds[1])
        close(errFds[1])
        guard rc == 0 else {
            close(pipeFds[0]); close(errFds[0])
            throw .transport("cannot run the network helper: \(String(cString: strerror(rc)))")
        }
        // stderr is small; read stdout fully first (the helper does not fork).
        let out = SubprocessHTTPClient.readAll(pipeFds[0], limit: maxBytes + 4096)
        let err = SubprocessHTTPClient.readAll(errFds[0], limit: 64 * 1024)
        close(pipeFds[0])
        close(errFds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let message = String(decoding: err, as: UTF8.self).trimmed
        if (status & 0x7F) != 0 { throw .cancelled }  // ended by a signal (Ctrl-C)
        if Interruption.isMarked { throw .cancelled }  // Ctrl-C as the answer arrived
        switch (status >> 8) & 0xFF {
        case 0: break
        case 10: throw .timeout(seconds: timeoutSeconds)
        case 11: throw .cannotConnect(message)
        case 12: throw .tooLarge(limitMB: maxBytes >> 20)
        default: throw .transport(message.isEmpty ? "the request failed" : message)
        }
        guard let newline = out.firstIndex(of: 0x0A) else { throw .transport("the network helper gave no answer") }
        let head = String(decoding: out[..<newline], as: UTF8.self).split(separator: " ")
        guard head.count == 3, head[0] == "HTTP", let code = Int(head[1]) else { throw .transport("the network helper gave a garbled answer") }
        return HTTPResponse(status: code, retryAfter: Int(head[2]), body: Array(out[(newline + 1)...]))
    }

    static func readAll(_ fd: Int32, limit: Int) -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            if result.count < limit { result.append(contentsOf: chunk[0..<n]) }
        }
        return result
    }
}
