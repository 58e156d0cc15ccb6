import CCurl

// MARK: - libcurl handles for one request (all its hops)

/// An easy handle driven through a multi handle, so waiting happens in
/// poll(2) with a short timeout and cancellation is seen within 100 ms
/// (curl_easy_perform would wake only once a second). Every handle is
/// released in `deinit`, whichever way the request ended.
final class CurlTransfer {
    /// How long one poll(2) may sleep before cancellation is looked at again.
    static let pollMilliseconds: Int32 = 100

    private let curl: CurlLibrary
    private let easy: UnsafeMutableRawPointer
    private let multi: UnsafeMutableRawPointer
    private var headers: UnsafeMutablePointer<curl_slist>?
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private var lastCode = CURLE_OK

    init(_ curl: CurlLibrary, userAgent: String, maxBytes: Int) throws(NetworkError) {
        self.curl = curl
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        // deinit does not run for a partly made object: release by hand.
        guard let easy = ccurl_easy_init(curl.api) else {
            errorBuffer.deallocate()
            throw .transport("the network library could not start a request")
        }
        guard let multi = ccurl_multi_init(curl.api) else {
            ccurl_easy_cleanup(curl.api, easy)
            errorBuffer.deallocate()
            throw .transport("the network library could not start a request")
        }
        self.easy = easy
        self.multi = multi
        headers = ccurl_slist_append(curl.api, nil, "Accept: application/json")
        try configure(userAgent: userAgent, maxBytes: maxBytes)
    }

    deinit {
        ccurl_easy_cleanup(curl.api, easy)
        ccurl_multi_cleanup(curl.api, multi)
        ccurl_slist_free_all(curl.api, headers)
        errorBuffer.deallocate()
    }

    /// What libcurl said about the last failure, in words.
    var errorDetail: String {
        let text = String(cString: errorBuffer)
        if !text.isEmpty { return SafeText.clean(text) }
        return String(cString: ccurl_easy_strerror(curl.api, lastCode))
    }

    /// The options every hop shares.
    private func configure(userAgent: String, maxBytes: Int) throws(NetworkError) {
        let api = curl.api
        var ok = ccurl_restrict_protocols(api, easy) == CURLE_OK
        func long(_ option: CURLoption, _ value: Int) { ok = ok && ccurl_setopt_long(api, easy, option, value) == CURLE_OK }
        func text(_ option: CURLoption, _ value: String) { ok = ok && ccurl_setopt_pointer(api, easy, option, value) == CURLE_OK }
        long(CURLOPT_NOSIGNAL, 1)  // no SIGALRM, no signal-handler changes
        long(CURLOPT_FOLLOWLOCATION, 0)  // redirects are followed (and checked) by CurlHTTPClient
        long(CURLOPT_HTTPGET, 1)
        long(CURLOPT_NETRC, Int(CURL_NETRC_IGNORED.rawValue))
        text(CURLOPT_PROXY, "")  // never a proxy, not even from http_proxy/https_proxy
        text(CURLOPT_NOPROXY, "*")
        text(CURLOPT_USERAGENT, userAgent)
        text(CURLOPT_ACCEPT_ENCODING, "gzip")
        long(CURLOPT_NOPROGRESS, 0)
        ok = ok && ccurl_setopt_offset(api, easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(maxBytes)) == CURLE_OK
        ok = ok && ccurl_setopt_pointer(api, easy, CURLOPT_HTTPHEADER, headers) == CURLE_OK
        ok = ok && ccurl_setopt_pointer(api, easy, CURLOPT_ERRORBUFFER, errorBuffer) == CURLE_OK
        ok = ok && ccurl_setopt_write_callback(api, easy, CURLOPT_WRITEFUNCTION, CurlExchange.write) == CURLE_OK
        ok = ok && ccurl_setopt_write_callback(api, easy, CURLOPT_HEADERFUNCTION, CurlExchange.header) == CURLE_OK
        ok = ok && ccurl_setopt_xferinfo_callback(api, easy, CurlExchange.progress) == CURLE_OK
        guard ok, headers != nil else { throw .transport("the network library refused the request's settings") }
    }

    /// One hop: sends the request for `url` and reads the response into
    /// `exchange` until it ends, a bound stops it, or the deadline passes.
    /// Returns libcurl's result and the HTTP status.
    func run(_ url: CurlURL, _ exchange: CurlExchange, deadline: ContinuousClock.Instant) throws(NetworkError) -> (CURLcode, Int) {
        let api = curl.api
        let remaining = ContinuousClock.now.duration(to: deadline)
        let milliseconds = max(1, Int(remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000))
        guard remaining > .zero else {
            exchange.stop = .timeout
            return (CURLE_OPERATION_TIMEDOUT, 0)
        }
        errorBuffer[0] = 0
        var ok = ccurl_setopt_pointer(api, easy, CURLOPT_CURLU, UnsafeRawPointer(url.handle)) == CURLE_OK
        ok = ok && ccurl_setopt_long(api, easy, CURLOPT_TIMEOUT_MS, milliseconds) == CURLE_OK
        ok = ok && ccurl_setopt_long(api, easy, CURLOPT_CONNECTTIMEOUT_MS, milliseconds) == CURLE_OK
        for option in [CURLOPT_WRITEDATA, CURLOPT_HEADERDATA, CURLOPT_XFERINFODATA] {
            ok = ok && ccurl_setopt_pointer(api, easy, option, exchange.context) == CURLE_OK
        }
        guard ok else { throw .transport("the network library refused the request's settings") }
        let code = withExtendedLifetime(exchange) { wait(exchange, deadline: deadline) }
        lastCode = code
        var status = 0
        if ccurl_getinfo_long(api, easy, CURLINFO_RESPONSE_CODE, &status) != CURLE_OK { status = 0 }
        return (code, status)
    }

    /// Drives the transfer, sleeping in poll(2) between turns.
    private func wait(_ exchange: CurlExchange, deadline: ContinuousClock.Instant) -> CURLcode {
        let api = curl.api
        guard ccurl_multi_add(api, multi, easy) == CURLM_OK else { return CURLE_FAILED_INIT }
        defer { _ = ccurl_multi_remove(api, multi, easy) }  // also closes an unfinished connection
        let grace = Duration.milliseconds(250)  // libcurl's own timer normally ends it first
        while true {
            if exchange.isCancelled() { exchange.stop = .cancelled; return CURLE_ABORTED_BY_CALLBACK }
            if ContinuousClock.now > deadline + grace { exchange.stop = .timeout; return CURLE_OPERATION_TIMEDOUT }
            var running: Int32 = 0
            guard ccurl_multi_perform(api, multi, &running) == CURLM_OK else { return CURLE_FAILED_INIT }
            var result = CURLE_OK
            if ccurl_multi_done(api, multi, &result) != 0 { return result }
            guard ccurl_multi_poll(api, multi, Self.pollMilliseconds) == CURLM_OK else { return CURLE_FAILED_INIT }
        }
    }
}
