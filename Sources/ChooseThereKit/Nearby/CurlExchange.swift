import CCurl

// MARK: - One request and its response, bounded while it is read

/// What one hop (request → response) collected. libcurl's callbacks fill it
/// as bytes arrive and stop the transfer the moment a bound is passed: the
/// body is counted after decompression, the bytes on the wire and the
/// announced length before; a gzip bomb or an endless body stops at
/// `maxBytes`, not after it has been buffered.
final class CurlExchange {
    /// Why the transfer was stopped from our side.
    enum Stop: Equatable {
        case tooLarge
        case cancelled
        case timeout
    }

    /// Headers of one response past this many bytes count as too large.
    static let maxHeaderBytes = 64 * 1024

    let maxBytes: Int
    let isCancelled: @Sendable () -> Bool
    private(set) var body: [UInt8] = []
    private(set) var location: String?
    private(set) var retryAfter: Int?
    private var headerBytes = 0
    var stop: Stop?

    init(maxBytes: Int, isCancelled: @escaping @Sendable () -> Bool) {
        self.maxBytes = maxBytes
        self.isCancelled = isCancelled
    }

    /// Pointer handed to libcurl as the callbacks' user data. Valid while
    /// the caller keeps this object alive (`withExtendedLifetime`).
    var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static func from(_ context: UnsafeMutableRawPointer?) -> CurlExchange? {
        context.map { Unmanaged<CurlExchange>.fromOpaque($0).takeUnretainedValue() }
    }

    // MARK: Callbacks (C function pointers: no captures)

    /// CURLOPT_WRITEFUNCTION: decompressed body bytes. Returning less than
    /// was given makes libcurl stop with CURLE_WRITE_ERROR.
    static let write: curl_write_callback = { data, size, count, context in
        guard let exchange = CurlExchange.from(context) else { return 0 }
        let length = size * count
        guard exchange.body.count + length <= exchange.maxBytes else {
            exchange.stop = .tooLarge
            return 0
        }
        if length > 0, let data {
            exchange.body.append(contentsOf: UnsafeRawBufferPointer(start: data, count: length))
        }
        return length
    }

    /// CURLOPT_HEADERFUNCTION: one header line at a time (status line included).
    static let header: curl_write_callback = { data, size, count, context in
        guard let exchange = CurlExchange.from(context) else { return 0 }
        let length = size * count
        guard let data else { return length }
        exchange.headerBytes += length
        guard exchange.headerBytes <= maxHeaderBytes else {
            exchange.stop = .tooLarge
            return 0
        }
        let line = String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
        return exchange.read(headerLine: line) ? length : 0
    }

    /// CURLOPT_XFERINFOFUNCTION: called as bytes move and at least every
    /// poll turn; non-zero aborts (CURLE_ABORTED_BY_CALLBACK).
    static let progress: curl_xferinfo_callback = { context, downloadTotal, downloadNow, _, _ in
        guard let exchange = CurlExchange.from(context) else { return 1 }
        if exchange.isCancelled() {
            exchange.stop = .cancelled
            return 1
        }
        if Int64(downloadTotal) > Int64(exchange.maxBytes) || Int64(downloadNow) > Int64(exchange.maxBytes) {
            exchange.stop = .tooLarge
            return 1
        }
        return 0
    }

    /// Keeps Location and Retry-After; refuses an announced body over the
    /// limit. A new status line (after a 1xx) starts a new header block.
    /// Returns false to stop the transfer.
    func read(headerLine line: String) -> Bool {
        if line.hasPrefix("HTTP/") {
            location = nil
            retryAfter = nil
            return true
        }
        guard let colon = line.firstIndex(of: ":") else { return true }
        let name = line[..<colon].lowercased()
        let value = String(line[line.index(after: colon)...]).trimmed
        switch name {
        case "location":
            location = value
        case "retry-after":
            retryAfter = Int(value).flatMap { $0 >= 0 ? $0 : nil }
        case "content-length":
            if let announced = Int(value), announced > maxBytes {
                stop = .tooLarge
                return false
            }
        default:
            break
        }
        return true
    }
}
