// MARK: - Number and text formatting without Foundation's locale machinery

/// Small formatters. `String(format:)` would pull the whole legacy
/// Foundation (and ICU) into the binary and slow every start-up.
public enum Format {
    /// `value` with exactly `digits` decimals: `fixed(-23.5, 5)` → `-23.50000`.
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<max(0, digits) { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e18 else { return "\(value)" }
        let whole = UInt64(scaled)
        let s = UInt64(scale)
        let integer = whole / s
        var text = (value < 0 && whole > 0 ? "-" : "") + String(integer)
        if digits > 0 {
            let fraction = String(whole % s)
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return text
    }

    /// `n` zero-padded to `width` digits: `zeroPadded(7, 2)` → `07`.
    public static func zeroPadded(_ n: Int, _ width: Int) -> String {
        let digits = String(abs(n))
        return (n < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Percent-encodes everything but unreserved characters (RFC 3986), for URL query values.
    public static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}

extension StringProtocol {
    /// The text without leading and trailing characters in `set`.
    public func trimming(_ set: Set<Character>) -> String {
        guard let first = firstIndex(where: { !set.contains($0) }),
            let last = lastIndex(where: { !set.contains($0) })
        else { return "" }
        return String(self[first...last])
    }
}
