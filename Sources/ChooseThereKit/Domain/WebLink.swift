// MARK: - WebLink: what may be saved as a place's link

/// A link a place may keep and `open` may hand to a browser: `http://` or
/// `https://`, a host, and nothing that is not part of one address (no
/// spaces, no control characters). `https://` alone, `https://example .com`
/// and `javascript:…` are refused.
public enum WebLink {
    public static func isValid(_ text: String) -> Bool {
        let lower = text.lowercased()
        guard let scheme = ["https://", "http://"].first(where: { lower.hasPrefix($0) }) else { return false }
        guard !text.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        else {
            return false
        }
        let rest = text.dropFirst(scheme.count)
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let host = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
        let name = host.hasPrefix("[") ? host : (host.split(separator: ":", omittingEmptySubsequences: false).first ?? "")
        return !name.isEmpty && !name.hasPrefix(".") && !name.hasSuffix("..")
            && name.contains(where: { $0.isLetter || $0.isNumber })
            && name.allSatisfy { $0.isLetter || $0.isNumber || "-.[]:".contains($0) }
    }
}
