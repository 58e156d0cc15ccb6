#if canImport(Glibc)
import Glibc
#endif

// MARK: - Piped standard input, one bounded line at a time

/// Reads lines from a file descriptor without ever holding more than
/// `limit` bytes of one line: a longer line is reported as too long and the
/// rest of it is skipped while reading (`choosethere < /dev/zero` stays
/// small instead of growing without bound).
struct BoundedLineReader {
    enum Line: Equatable {
        /// A line's bytes, without its `\n` (and a `\r` before it).
        case text([UInt8])
        /// A line longer than the limit (its bytes were dropped).
        case tooLong
    }

    let fd: Int32
    let limit: Int
    private var buffer: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    private var position = 0
    private var filled = 0
    private var atEnd = false

    init(fd: Int32, limit: Int) {
        self.fd = fd
        self.limit = limit
    }

    /// The next line, nil at the end of input.
    mutating func next() -> Line? {
        buffer.removeAll(keepingCapacity: true)
        var overflowed = false
        while true {
            if position == filled {
                if atEnd { break }
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR {
                    if Signals.flags.endRequested { atEnd = true; break }  // SIGTERM and the like: stop reading
                    continue
                }
                guard n > 0 else { atEnd = true; break }
                position = 0
                filled = n
            }
            let end = chunk.withUnsafeBytes { raw -> Int? in
                guard let base = raw.baseAddress, let hit = memchr(base + position, 0x0A, filled - position) else { return nil }
                return base.distance(to: UnsafeRawPointer(hit))
            }
            let stop = end ?? filled
            if !overflowed {
                if buffer.count + (stop - position) > limit + 1 {
                    overflowed = true
                    buffer.removeAll()
                } else {
                    buffer.append(contentsOf: chunk[position..<stop])
                }
            }
            position = end.map { $0 + 1 } ?? filled
            if end != nil { return finish(overflowed) }
        }
        if overflowed { return .tooLong }
        return buffer.isEmpty ? nil : finish(false)
    }

    private mutating func finish(_ overflowed: Bool) -> Line {
        if overflowed { return .tooLong }
        if buffer.last == 0x0D { buffer.removeLast() }
        return buffer.count > limit ? .tooLong : .text(buffer)
    }
}
