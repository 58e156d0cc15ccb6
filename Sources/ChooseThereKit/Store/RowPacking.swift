#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Rows packed into one byte buffer

/// Appends values to a byte buffer: strings as a length and their UTF-8
/// bytes, numbers as their bit patterns. A row packed this way costs about
/// what it took in the file; as Swift values (many short strings, each its
/// own heap object) the same rows measured close to six times that.
struct Packer {
    var bytes: [UInt8] = []

    mutating func int(_ value: Int) {
        var v = UInt64(bitPattern: Int64(value))
        // Variable length: 7 bits a byte, so small numbers take one byte.
        repeat {
            let low = UInt8(v & 0x7F)
            v >>= 7
            bytes.append(v == 0 ? low : low | 0x80)
        } while v != 0
    }

    mutating func double(_ value: Double) {
        var bits = value.bitPattern
        for _ in 0..<8 { bytes.append(UInt8(bits & 0xFF)); bits >>= 8 }
    }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func strings(_ values: [String]) {
        int(values.count)
        for value in values { string(value) }
    }

    mutating func optional<T>(_ value: T?, _ write: (inout Packer, T) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }
}

/// Reads what `Packer` wrote. Total: reading past the end gives zeros and
/// empty strings (never a trap), though packed rows are only ever read back
/// as written.
struct Unpacker {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset: Int

    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func int() -> Int {
        var value: UInt64 = 0, shift: UInt64 = 0
        while shift < 64 {
            let b = byte()
            value |= UInt64(b & 0x7F) << shift
            if b & 0x80 == 0 { break }
            shift += 7
        }
        return Int(Int64(bitPattern: value))
    }

    mutating func double() -> Double {
        var bits: UInt64 = 0
        for i in 0..<8 { bits |= UInt64(byte()) << (8 * UInt64(i)) }
        return Double(bitPattern: bits)
    }

    mutating func bool() -> Bool { byte() != 0 }

    mutating func string() -> String {
        let count = max(0, min(int(), bytes.count - offset))
        defer { offset += count }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<(offset + count)]), as: UTF8.self)
    }

    mutating func strings() -> [String] {
        let count = max(0, min(int(), bytes.count - offset))
        return (0..<count).map { _ in string() }
    }

    mutating func optional<T>(_ read: (inout Unpacker) -> T) -> T? { bool() ? read(&self) : nil }
}

// MARK: - Places and visits

extension Restaurant {
    static func pack(_ r: Restaurant, into p: inout Packer) {
        for text in [r.id, r.name, r.category, r.address, r.city, r.state, r.notes] { p.string(text) }
        p.strings(r.tags)
        p.optional(r.externalLink) { $0.string($1) }
        p.double(r.lat)
        p.double(r.lng)
        p.optional(r.priceTier) { $0.int($1) }
        p.bool(r.isFavorite)
        p.optional(r.ratingAverage) { $0.double($1) }
        p.int(r.ratingCount)
        p.optional(r.lastVisitedAt) { $0.double($1.timeIntervalSince1970) }
        p.string(r.origin.rawValue)
        p.optional(r.osmId) { $0.string($1) }
        // Details as the store keeps them: their JSON text (`StoredRow.detailsText`).
        p.optional(StoredRow.detailsText(r.details)) { $0.string($1) }
    }

    static func unpack(_ u: inout Unpacker) -> Restaurant {
        let id = u.string(), name = u.string(), category = u.string(), address = u.string()
        let city = u.string(), state = u.string(), notes = u.string()
        let tags = u.strings()
        let link = u.optional { $0.string() }
        let lat = u.double(), lng = u.double()
        let tier = u.optional { $0.int() }
        let favorite = u.bool()
        let average = u.optional { $0.double() }
        let count = u.int()
        let last = u.optional { $0.double() }.map { Date(timeIntervalSince1970: $0) }
        let origin = Origin(rawValue: u.string()) ?? .imported
        let osmId = u.optional { $0.string() }
        let details = u.optional { $0.string() }.flatMap(StoredRow.details)
        return Restaurant(
            id: id, name: name, category: category, address: address, city: city, state: state, tags: tags,
            notes: notes, externalLink: link, lat: lat, lng: lng, priceTier: tier, isFavorite: favorite,
            ratingAverage: average, ratingCount: count, lastVisitedAt: last, origin: origin, osmId: osmId, details: details)
    }
}

extension Visit {
    static func pack(_ v: Visit, into p: inout Packer) {
        p.string(v.id)
        p.string(v.restaurantId)
        p.double(v.dateVisited.timeIntervalSince1970)
        p.int(v.rating)
        p.strings(v.tags)
        p.optional(v.note) { $0.string($1) }
        p.bool(v.isMatch)
        p.bool(v.wouldReturn)
    }

    static func unpack(_ u: inout Unpacker) -> Visit {
        let id = u.string(), place = u.string()
        let date = Date(timeIntervalSince1970: u.double())
        let rating = u.int()
        let tags = u.strings()
        let note = u.optional { $0.string() }
        let isMatch = u.bool(), wouldReturn = u.bool()
        return Visit(
            id: id, restaurantId: place, dateVisited: date, rating: rating, tags: tags, note: note,
            isMatch: isMatch, wouldReturn: wouldReturn)
    }
}
