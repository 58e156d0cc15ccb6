// MARK: - A gzip bomb, built in memory (no binary fixture)

/// gzip data that inflates about 1,032 times: one dynamic-Huffman deflate
/// block whose code gives "copy 258 bytes from 1 back" (length code 285,
/// distance code 0) one bit each, so every two bits of input are 258 zero
/// bytes of output. 1 MB of it inflates to about 1 GB.
public enum GzipBomb {
    /// gzip bytes that inflate to nothing: `blocks` empty stored deflate
    /// blocks (5 bytes each on the wire, no output), then an empty final one.
    /// Large on the wire, tiny decompressed: only a count of the raw bytes stops it.
    public static func emptyBlocks(_ blocks: Int) -> [UInt8] {
        let header: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3]
        var out = header
        out.reserveCapacity(header.count + 5 * (blocks + 1) + 8)
        // BFINAL 0, BTYPE 00 (stored), padding to the byte; LEN 0, NLEN 0xFFFF.
        for _ in 0..<blocks { out += [0x00, 0x00, 0x00, 0xFF, 0xFF] }
        out += [0x01, 0x00, 0x00, 0xFF, 0xFF]  // the final empty block
        return out + [0, 0, 0, 0, 0, 0, 0, 0]  // CRC-32 and size of nothing
    }

    /// gzip bytes that inflate to at least `inflatedBytes` zero bytes (a
    /// whole, valid gzip member: small ones test ordinary decompression).
    public static func make(inflatedBytes: Int) -> [UInt8] {
        var out = BitWriter()
        out.write(1, bits: 1)  // BFINAL: the only block
        out.write(2, bits: 2)  // BTYPE 10: dynamic Huffman codes
        out.write(286 - 257, bits: 5)  // HLIT: literal/length codes 0…285
        out.write(1 - 1, bits: 5)  // HDIST: one distance code
        out.write(18 - 4, bits: 4)  // HCLEN: 18 code-length code lengths
        // Code-length alphabet: symbol 18 (a run of zeros) 1 bit, symbols 1 and 2 two bits,
        // given in the order 16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1.
        let lengths: [UInt32] = [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2]
        for length in lengths { out.write(length, bits: 3) }
        // Canonical codes: 18 → 0, 1 → 10, 2 → 11 (Huffman codes go most significant bit first).
        func two() { out.writeCode(0b11, bits: 2) }
        func one() { out.writeCode(0b10, bits: 2) }
        func zeros(_ count: UInt32) { out.writeCode(0, bits: 1); out.write(count - 11, bits: 7) }
        // Literal/length code lengths: 0 → 2, 1…255 → none, 256 → 2, 257…284 → none, 285 → 1.
        two(); zeros(138); zeros(117); two(); zeros(28); one()
        one()  // the distance code 0 → 1 bit
        // Literal/length codes: 285 → 0, literal 0 → 10, end of block 256 → 11. Distance 0 → 0.
        out.writeCode(0b10, bits: 2)  // one literal zero byte to copy from
        let pairs = (max(0, inflatedBytes - 1) + 257) / 258
        out.writeZeroBits(2 * pairs)  // each pair: length 258 (code 0), distance 1 (code 0)
        out.writeCode(0b11, bits: 2)  // end of block
        let deflate = out.finish()
        let header: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3]
        let size = UInt32(truncatingIfNeeded: 1 + pairs * 258)
        let crc = CRC32.ofZeros(1 + pairs * 258)
        let trailer: [UInt8] =
            (0..<4).map { UInt8(truncatingIfNeeded: crc >> (8 * $0)) }
            + (0..<4).map { UInt8(truncatingIfNeeded: size >> (8 * $0)) }
        return header + deflate + trailer
    }

    /// Bits packed least significant first, as deflate wants.
    struct BitWriter {
        private(set) var bytes: [UInt8] = []
        private var current: UInt32 = 0
        private var used: UInt32 = 0

        /// A value's bits, lowest first (header fields, extra bits).
        mutating func write(_ value: UInt32, bits: UInt32) {
            for i in 0..<bits { push((value >> i) & 1) }
        }

        /// A Huffman code, highest bit first.
        mutating func writeCode(_ code: UInt32, bits: UInt32) {
            for i in (0..<bits).reversed() { push((code >> i) & 1) }
        }

        /// Many zero bits, whole bytes at a time once aligned.
        mutating func writeZeroBits(_ count: Int) {
            var left = count
            while left > 0 && used != 0 { push(0); left -= 1 }
            bytes.append(contentsOf: repeatElement(0, count: left / 8))
            for _ in 0..<(left % 8) { push(0) }
        }

        mutating func finish() -> [UInt8] {
            if used > 0 { bytes.append(UInt8(current)); current = 0; used = 0 }
            return bytes
        }

        private mutating func push(_ bit: UInt32) {
            current |= bit << used
            used += 1
            if used == 8 { bytes.append(UInt8(current)); current = 0; used = 0 }
        }
    }

    /// CRC-32 of a run of zero bytes without reading them: each zero byte
    /// multiplies the register by x^8 modulo the CRC polynomial, so n of them
    /// multiply it by x^(8n), found by squaring (as zlib's crc32_combine does).
    enum CRC32 {
        static let polynomial: UInt32 = 0xEDB8_8320

        static func ofZeros(_ count: Int) -> UInt32 {
            multiply(power(ofXTimes8: count), 0xFFFF_FFFF) ^ 0xFFFF_FFFF
        }

        /// a × b modulo the polynomial (bit-reflected: x^0 is the top bit).
        static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
            var m: UInt32 = 1 << 31, product: UInt32 = 0, b = b
            while m != 0 {
                if a & m != 0 { product ^= b }
                m >>= 1
                b = b & 1 != 0 ? (b >> 1) ^ polynomial : b >> 1
            }
            return product
        }

        /// x^(8n) modulo the polynomial.
        static func power(ofXTimes8 n: Int) -> UInt32 {
            var result: UInt32 = 1 << 31  // 1
            var square = multiply(multiply(1 << 30, 1 << 30), multiply(1 << 30, 1 << 30))  // x^4
            square = multiply(square, square)  // x^8
            var n = n
            while n > 0 {
                if n & 1 != 0 { result = multiply(square, result) }
                square = multiply(square, square)
                n >>= 1
            }
            return result
        }
    }
}
