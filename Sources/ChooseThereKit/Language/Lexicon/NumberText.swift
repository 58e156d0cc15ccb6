// MARK: - NumberText: digits as people type them

/// Reads numbers written with digits, in English and Brazilian styles:
/// `4`, `-3`, `+2`, `2.5`, `1,5`, `.5`, `1.000.000`, `1,000,000`,
/// `1.000,50`, `1,000.50`. One separator is always a decimal point
/// (`1.000` is 1.0 here; `DistanceSlot` reads `1.000 m` as a thousand
/// metres). No exponents, no spaces, at most 40 characters.
enum NumberText {
    /// The value of `text`, or nil when it is not a plain number.
    static func value(_ text: String) -> Double? {
        let bytes = text.utf8
        guard let head = bytes.first, let tail = bytes.last, bytes.count <= 40,
            tail >= 0x30 && tail <= 0x39,
            (head >= 0x30 && head <= 0x39) || head == UInt8(ascii: "-") || head == UInt8(ascii: "+") || head == UInt8(ascii: ".")
        else { return nil }
        var digits: [UInt8] = []
        digits.reserveCapacity(bytes.count + 1)
        var groups: [Int] = []  // digit count of each group
        var separators: [UInt8] = []  // separator after each group but the last
        var current = 0
        var first = true
        for b in bytes {
            if first, b == UInt8(ascii: "-") || b == UInt8(ascii: "+") {
                if b == UInt8(ascii: "-") { digits.append(b) }
                first = false
                continue
            }
            first = false
            if b >= 0x30 && b <= 0x39 {
                current += 1
                digits.append(b)
            } else if b == UInt8(ascii: ".") || b == UInt8(ascii: ",") {
                groups.append(current)
                separators.append(b)
                current = 0
                digits.append(0)  // placeholder, resolved below
            } else {
                return nil
            }
        }
        groups.append(current)
        guard groups.allSatisfy({ $0 > 0 }) || (groups.count == 2 && groups[0] == 0 && groups[1] > 0) else { return nil }
        guard let decimal = decimalSeparatorIndex(groups: groups, separators: separators) else { return nil }
        // Rewrite: thousands separators vanish, the decimal one becomes ".".
        var out: [UInt8] = []
        out.reserveCapacity(digits.count + 1)
        var seen = 0
        for b in digits {
            if b == 0 {
                if seen == decimal {
                    if out.isEmpty || out == [UInt8(ascii: "-")] { out.append(UInt8(ascii: "0")) }
                    out.append(UInt8(ascii: "."))
                }
                seen += 1
            } else {
                out.append(b)
            }
        }
        guard let value = Double(String(decoding: out, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    /// Which separator (by position) is the decimal point: -1 for none, nil
    /// when the separators make no sense.
    private static func decimalSeparatorIndex(groups: [Int], separators: [UInt8]) -> Int? {
        switch separators.count {
        case 0: return -1
        case 1: return 0
        default:
            // All but possibly the last are thousands separators of one kind.
            let thousands = separators[0]
            guard (1...3).contains(groups[0]) else { return nil }
            for k in 1..<separators.count where separators[k] != thousands {
                guard k == separators.count - 1 else { return nil }
                // 1.000,50: the last, different one is the decimal point.
                guard groups[1..<groups.count - 1].allSatisfy({ $0 == 3 }) else { return nil }
                return k
            }
            guard groups.dropFirst().allSatisfy({ $0 == 3 }) else { return nil }
            return -1
        }
    }

    /// `-23.56,-46.69`: two numbers with a dot decimal each, joined by one comma.
    static func coordinate(_ text: String) -> (Double, Double)? {
        guard let tail = text.utf8.last, tail >= 0x30 && tail <= 0x39, let comma = text.firstIndex(of: ","),
            text[text.index(after: comma)...].firstIndex(of: ",") == nil
        else { return nil }
        let lat = text[..<comma]
        let lng = text[text.index(after: comma)...]
        guard Lexer.isDotDecimal(String(lat)), Lexer.isDotDecimal(String(lng)),
            let a = value(String(lat)), let b = value(String(lng))
        else { return nil }
        return (a, b)
    }

    /// `1.000`, `12.500`, `1,000`: a whole number written with thousands
    /// separators (groups of three after a first group of 1–3 digits that
    /// does not start with 0). Its value, or nil.
    static func thousandsValue(_ text: String) -> Double? {
        var groups: [Int] = []
        var current = 0
        var separator: UInt8 = 0
        var value = 0.0
        var firstDigit: UInt8 = 0
        for b in text.utf8 {
            if b >= 0x30 && b <= 0x39 {
                if groups.isEmpty && current == 0 { firstDigit = b }
                current += 1
                value = value * 10 + Double(b - 0x30)
            } else if b == UInt8(ascii: ".") || b == UInt8(ascii: ",") {
                guard separator == 0 || separator == b else { return nil }
                separator = b
                groups.append(current)
                current = 0
            } else {
                return nil
            }
        }
        groups.append(current)
        guard groups.count >= 2, (1...3).contains(groups[0]), firstDigit != UInt8(ascii: "0"),
            groups.dropFirst().allSatisfy({ $0 == 3 })
        else { return nil }
        return value
    }
}
