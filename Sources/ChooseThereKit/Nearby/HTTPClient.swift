#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Fetching a URL

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
/// `CurlHTTPClient`; other implementations can stand in elsewhere.
public protocol HTTPClient: AnyObject {
    func get(_ url: URL) throws(NetworkError) -> HTTPResponse
}
