// MARK: - Where a request may go

/// HTTPS anywhere; plain HTTP only to this machine, recognised by address
/// (an IPv4 literal in 127.0.0.0/8, `::1`) or by the exact name `localhost`,
/// never by a prefix of a name (`http://127.example.invalid/` is refused).
/// Every hop of a redirect passes the same check.
public enum RequestPolicy {
    /// Throws `.notAllowed` unless a request to `scheme://host` is allowed.
    /// `scheme` and `host` are as libcurl parsed them, so they are what it
    /// connects to (IPv6 in brackets; libcurl 7.88 already writes `127.1`
    /// as `127.0.0.1`); `url` is only quoted in the message.
    public static func check(scheme: String, host: String, url: String) throws(NetworkError) {
        switch scheme.lowercased() {
        case "https" where !host.isEmpty: return
        case "http" where isLoopback(host): return
        default: throw .notAllowed("only HTTPS is used (plain HTTP only to this machine): \(url)")
        }
    }

    /// True for `localhost`, `::1` (with or without brackets) and a dotted
    /// IPv4 address of four decimal numbers whose first is 127.
    public static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased()
        if host == "localhost" || host == "::1" || host == "[::1]" { return true }
        guard let octets = ipv4Octets(host) else { return false }
        return octets[0] == 127
    }

    /// The four numbers of a dotted IPv4 literal written the one way every
    /// parser reads alike: decimal, 0–255, no leading zeros, no other forms
    /// (`127.1`, `0x7f.0.0.1` and `0177.0.0.1` are refused).
    static func ipv4Octets(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var octets: [Int] = []
        for part in parts {
            guard (1...3).contains(part.utf8.count), part.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                part.utf8.count == 1 || part.utf8.first != 0x30,
                let value = Int(part), value <= 255
            else { return nil }
            octets.append(value)
        }
        return octets
    }
}
