// MARK: - Reading Cities.tsv

/// A byte-level parser for `Cities.tsv`: no per-line `String` splitting, and
/// numbers are read straight from the bytes.
struct CityTSVParser {
    let buffer: UnsafeBufferPointer<UInt8>
    let file: String
    private var line = 0

    init(buffer: UnsafeBufferPointer<UInt8>, file: String) {
        self.buffer = buffer
        self.file = file
    }

    mutating func parse() throws(CityCatalogError) -> [City] {
        var cities: [City] = []
        cities.reserveCapacity(buffer.count / 40)
        var start = 0
        // Skip a UTF-8 byte-order mark.
        if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { start = 3 }
        while start < buffer.count {
            var end = start
            while end < buffer.count, buffer[end] != 0x0A { end += 1 }
            line += 1
            var stop = end
            if stop > start, buffer[stop - 1] == 0x0D { stop -= 1 }
            if line == 1 {
                guard String(decoding: slice(start, stop), as: UTF8.self) == CityCatalog.header else {
                    throw fail("expected the header \"\(CityCatalog.header.replacing("\t", with: "\\t"))\"")
                }
            } else if stop > start {
                cities.append(try row(start, stop))
            }
            start = end + 1
        }
        if line == 0 { throw fail("empty file, expected a header line") }
        return cities
    }

    private func slice(_ from: Int, _ to: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: buffer[from..<to])
    }

    private func fail(_ reason: String) -> CityCatalogError {
        .malformedRow(file: file, line: line, reason: reason)
    }

    /// Parses one data row spanning `buffer[from..<to]`.
    private func row(_ from: Int, _ to: Int) throws(CityCatalogError) -> City {
        // Field boundaries without allocating: tab positions, then `to`.
        var bounds = (0, 0, 0, 0, 0, 0, 0)
        var found = 0
        for i in from..<to where buffer[i] == 0x09 {
            found += 1
            switch found {
            case 1: bounds.0 = i
            case 2: bounds.1 = i
            case 3: bounds.2 = i
            case 4: bounds.3 = i
            case 5: bounds.4 = i
            case 6: bounds.5 = i
            default: break
            }
        }
        guard found == 6 else {
            throw fail("expected 7 tab-separated fields (name, admin, country, lat, lng, population, capital), found \(found + 1)")
        }
        let fields = [
            slice(from, bounds.0), slice(bounds.0 + 1, bounds.1), slice(bounds.1 + 1, bounds.2),
            slice(bounds.2 + 1, bounds.3), slice(bounds.3 + 1, bounds.4), slice(bounds.4 + 1, bounds.5),
            slice(bounds.5 + 1, to),
        ]
        guard fields[0].contains(where: { $0 != 0x20 }) else { throw fail("empty city name") }
        let name = String(decoding: fields[0], as: UTF8.self)
        let country = fields[2]
        guard country.count == 2, country.allSatisfy({ (0x41...0x5A).contains($0) }) else {
            throw fail("country must be a 2-letter upper-case ISO code, got \"\(String(decoding: country, as: UTF8.self))\"")
        }
        guard let lat = Self.decimal(fields[3]), (-90...90).contains(lat) else {
            throw fail("latitude must be a number in -90…90, got \"\(String(decoding: fields[3], as: UTF8.self))\"")
        }
        guard let lng = Self.decimal(fields[4]), (-180...180).contains(lng) else {
            throw fail("longitude must be a number in -180…180, got \"\(String(decoding: fields[4], as: UTF8.self))\"")
        }
        guard let population = Self.integer(fields[5]) else {
            throw fail("population must be a non-negative integer, got \"\(String(decoding: fields[5], as: UTF8.self))\"")
        }
        guard fields[6].count == 1, fields[6][0] == 0x30 || fields[6][0] == 0x31 else {
            throw fail("capital must be 0 or 1, got \"\(String(decoding: fields[6], as: UTF8.self))\"")
        }
        return City(
            name: name,
            admin: String(decoding: fields[1], as: UTF8.self),
            country: String(decoding: country, as: UTF8.self),
            lat: lat, lng: lng, population: population,
            isCapital: fields[6][0] == 0x31
        )
    }

    /// A non-negative decimal integer, or nil.
    private static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var value = 0
        for byte in bytes {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// `[-]digits[.digits]` as a Double, correctly rounded (an integer
    /// mantissa below 2^53 divided by an exact power of ten); other
    /// spellings fall back to `Double(String)`.
    private static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let negative = bytes.first == 0x2D
        if negative { index = 1 }
        var mantissa = 0, digits = 0, fraction = -1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x2E, fraction < 0 {
                fraction = 0
            } else if (0x30...0x39).contains(byte) {
                mantissa = mantissa * 10 + Int(byte - 0x30)
                digits += 1
                if fraction >= 0 { fraction += 1 }
            } else {
                break
            }
            if digits > 15 { break }
            index += 1
        }
        guard index == bytes.count, digits > 0 else {
            let text = String(decoding: bytes, as: UTF8.self)
            return Double(text).flatMap { $0.isFinite ? $0 : nil }
        }
        let value = Double(mantissa) / powersOfTen[max(fraction, 0)]
        return negative ? -value : value
    }
}
