import CCurl

// MARK: - libcurl, opened on the first request

/// libcurl's functions, looked up with dlopen/dlsym when the first request
/// is made, so the shell never loads the networking stack unless it uses the
/// network (`choosethere -c quit` does not).
final class CurlLibrary {
    /// The table of function pointers the CCurl wrappers call through.
    let api: UnsafeMutablePointer<ccurl_api>

    /// The OpenSSL build first, then the GnuTLS one (same interface; often
    /// present because git needs it).
    static let standardNames = ["libcurl.so.4", "libcurl-gnutls.so.4"]

    private init(api: UnsafeMutablePointer<ccurl_api>) { self.api = api }

    deinit { api.deallocate() }  // the library itself stays loaded

    /// Opens the first of `names` that exists.
    static func open(_ names: [String] = standardNames) throws(NetworkError) -> CurlLibrary {
        let api = UnsafeMutablePointer<ccurl_api>.allocate(capacity: 1)
        api.initialize(to: ccurl_api())
        for name in names {
            var missing: UnsafePointer<CChar>?
            switch ccurl_load(name, api, &missing) {
            case 0: return CurlLibrary(api: api)
            case 1: continue
            case 2:
                api.deallocate()
                let symbol = missing.map { String(cString: $0) } ?? "?"
                throw .transport("the network library \(name) is too old (it has no \(symbol)); libcurl 7.66 or newer is needed")
            default:
                api.deallocate()
                throw .transport("the network library \(name) could not be initialised")
            }
        }
        api.deallocate()
        throw .transport("the network library libcurl.so.4 is not installed (apt-get install libcurl4)")
    }
}

// MARK: - URLs as libcurl reads them

/// A URL held in libcurl's own parser, so the scheme and host the policy
/// checks are exactly what libcurl connects to. Redirects resolve against it.
final class CurlURL {
    let curl: CurlLibrary
    let handle: OpaquePointer

    init(_ curl: CurlLibrary, _ text: String) throws(NetworkError) {
        guard let handle = ccurl_url(curl.api) else { throw .transport("out of memory") }
        self.curl = curl
        self.handle = handle
        try set(text)
    }

    deinit { ccurl_url_cleanup(curl.api, handle) }

    /// Replaces the URL; a relative reference (`/x`, `../y?z`) is resolved
    /// against the current one.
    func set(_ text: String) throws(NetworkError) {
        guard ccurl_url_set(curl.api, handle, text) == CURLUE_OK else {
            throw .notAllowed("not a usable URL: \(SafeText.clean(text))")
        }
    }

    var text: String { part(CURLUPART_URL) }
    /// Lower-cased by libcurl.
    var scheme: String { part(CURLUPART_SCHEME) }
    /// IPv6 addresses come in brackets: `[::1]`.
    var host: String { part(CURLUPART_HOST) }

    private func part(_ which: CURLUPart) -> String {
        var value: UnsafeMutablePointer<CChar>?
        guard ccurl_url_get(curl.api, handle, which, &value) == CURLUE_OK, let value else { return "" }
        defer { ccurl_free(curl.api, value) }
        return String(cString: value)
    }
}
