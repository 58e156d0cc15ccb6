import CCurl

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - GET over libcurl, in this process

/// Makes requests with libcurl, loaded with dlopen on the first request.
///
/// Bounds hold while the reply is read: at most `maxBytes` of body (after
/// decompression) and of bytes on the wire; one deadline of
/// `timeoutSeconds` for the whole request, redirects included; cancellation
/// (`isCancelled`, polled every 100 ms while waiting idle in poll(2)).
/// Redirects are followed here, at most `maxRedirects`, each hop checked
/// by `RequestPolicy` like the first. No proxy, cookies or netrc: nothing is
/// sent anywhere but the URL asked for.
public final class CurlHTTPClient: HTTPClient {
    public let userAgent: String
    public var timeoutSeconds: Int
    public var maxBytes: Int
    /// Polled before the request and while it runs (the session passes its
    /// `Cancellation`, which the shell's Ctrl-C handler marks).
    public let isCancelled: @Sendable () -> Bool
    /// Redirects followed at most; one more is an error.
    public static let maxRedirects = 5

    private let libraryNames: [String]
    private var library: CurlLibrary?

    public convenience init(
        userAgent: String, timeoutSeconds: Int = 10, maxBytes: Int = 8 << 20,
        isCancelled: @escaping @Sendable () -> Bool
    ) {
        self.init(
            userAgent: userAgent, timeoutSeconds: timeoutSeconds, maxBytes: maxBytes, isCancelled: isCancelled,
            libraryNames: CurlLibrary.standardNames)
    }

    /// `libraryNames` lets tests ask for a library that does not exist.
    init(userAgent: String, timeoutSeconds: Int, maxBytes: Int, isCancelled: @escaping @Sendable () -> Bool, libraryNames: [String]) {
        self.userAgent = userAgent
        self.timeoutSeconds = timeoutSeconds
        self.maxBytes = maxBytes
        self.isCancelled = isCancelled
        self.libraryNames = libraryNames
    }

    public func get(_ url: URL) throws(NetworkError) -> HTTPResponse {
        if isCancelled() { throw .cancelled }
        let curl = try loaded()
        let deadline = ContinuousClock.now + .seconds(timeoutSeconds)
        let target = try CurlURL(curl, url.absoluteString)
        let transfer = try CurlTransfer(curl, userAgent: userAgent, maxBytes: maxBytes)
        for hop in 0...Self.maxRedirects {
            try RequestPolicy.check(scheme: target.scheme, host: target.host, url: SafeText.clean(target.text))
            let exchange = CurlExchange(maxBytes: maxBytes, isCancelled: isCancelled)
            let (code, status) = try transfer.run(target, exchange, deadline: deadline)
            try check(code, exchange, host: target.host, detail: transfer.errorDetail)
            if [301, 302, 303, 307, 308].contains(status), let location = exchange.location, !location.isEmpty {
                guard hop < Self.maxRedirects else {
                    throw .transport("the server redirected more than \(Self.maxRedirects) times")
                }
                try target.set(location)
                continue
            }
            return HTTPResponse(status: status, retryAfter: exchange.retryAfter, body: exchange.body)
        }
        throw .transport("the server redirected more than \(Self.maxRedirects) times")
    }

    private func loaded() throws(NetworkError) -> CurlLibrary {
        if let library { return library }
        let opened = try CurlLibrary.open(libraryNames)
        library = opened
        return opened
    }

    /// Maps a finished hop onto `NetworkError`; our own stops come first.
    private func check(_ code: CURLcode, _ exchange: CurlExchange, host: String, detail: String) throws(NetworkError) {
        switch exchange.stop {
        case .tooLarge: throw .tooLarge(limitMB: max(1, maxBytes >> 20))
        case .cancelled: throw .cancelled
        case .timeout: throw .timeout(seconds: timeoutSeconds)
        case nil: break
        }
        switch code {
        case CURLE_OK: return
        case CURLE_OPERATION_TIMEDOUT: throw .timeout(seconds: timeoutSeconds)
        case CURLE_FILESIZE_EXCEEDED: throw .tooLarge(limitMB: max(1, maxBytes >> 20))
        case CURLE_ABORTED_BY_CALLBACK: throw .cancelled
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_PROXY:
            throw .cannotConnect("cannot connect to \(SafeText.clean(host)): \(detail)")
        default:
            throw .transport(detail)
        }
    }
}
