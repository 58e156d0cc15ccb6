// MARK: - CityNameIndex: sorted match keys for exact, prefix and fuzzy search

/// The match keys of every city, stored contiguously and sorted bytewise so
/// that an exact name or a prefix is one binary-searched range.
///
/// City indexes are positions in the catalog's rank-ordered city array, so a
/// smaller index always means a better-ranked city.
struct CityNameIndex: Sendable {
    /// All match keys, concatenated.
    private let bytes: [UInt8]
    /// `starts[i]..<starts[i + 1]` is the key of city `i` in `bytes`.
    private let starts: [Int32]
    /// City indexes sorted by (key bytes, city index).
    private let sorted: [Int32]
    /// City indexes by key length (shortest first): a near-name scan reads
    /// only the lengths within its distance.
    private let byLength: [Int32]
    /// `byLength[lengthStarts[n]..<lengthStarts[n + 1]]` are the keys of `n` bytes.
    private let lengthStarts: [Int32]
    /// The `LetterPairs` of each key, in `byLength` order: rules out most
    /// names before the edit-distance scan.
    private let letters: [LetterPairs]

    /// The first word of city `city`'s key (up to its first space).
    func firstWord(of city: Int) -> String {
        let key = bytes[Int(starts[city])..<Int(starts[city + 1])]
        return String(decoding: key.prefix { $0 != 0x20 }, as: UTF8.self)
    }

    /// Indexes the match keys of `names` (city `i` has name `names[i]`).
    init(names: [String]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(names.count * 12)
        var starts: [Int32] = [0]
        starts.reserveCapacity(names.count + 1)
        for name in names {
            bytes.append(contentsOf: CityMatchKey.bytes(name))
            starts.append(Int32(bytes.count))
        }
        // Sort by the first 8 key bytes packed big-endian, then bytewise.
        let heads: [UInt64] = (0..<names.count).map { city in
            var head: UInt64 = 0
            for i in 0..<8 {
                let at = Int(starts[city]) + i
                head = head << 8 | UInt64(at < Int(starts[city + 1]) ? bytes[at] : 0)
            }
            return head
        }
        var order = Array(0..<Int32(names.count))
        bytes.withUnsafeBufferPointer { buffer in
            starts.withUnsafeBufferPointer { starts in
                heads.withUnsafeBufferPointer { heads in
                    order.sort { a, b in
                        let (a, b) = (Int(a), Int(b))
                        if heads[a] != heads[b] { return heads[a] < heads[b] }
                        let ka = UnsafeBufferPointer(rebasing: buffer[Int(starts[a])..<Int(starts[a + 1])])
                        let kb = UnsafeBufferPointer(rebasing: buffer[Int(starts[b])..<Int(starts[b + 1])])
                        let c = Self.compare(ka, kb, limit: Int.max)
                        return c != 0 ? c < 0 : a < b
                    }
                }
            }
        }
        self.bytes = bytes
        self.starts = starts
        self.sorted = order
        // A counting sort: cities of one length stay in index order.
        let length = { (city: Int) in Int(starts[city + 1] - starts[city]) }
        let longest = (0..<names.count).reduce(0) { max($0, length($1)) }
        var lengthStarts = [Int32](repeating: 0, count: longest + 2)
        for city in 0..<names.count { lengthStarts[length(city) + 1] += 1 }
        for n in 0...longest { lengthStarts[n + 1] += lengthStarts[n] }
        var next = lengthStarts
        var byLength = [Int32](repeating: 0, count: names.count)
        for city in 0..<names.count {
            byLength[Int(next[length(city)])] = Int32(city)
            next[length(city)] += 1
        }
        self.byLength = byLength
        self.lengthStarts = lengthStarts
        self.letters = byLength.map { LetterPairs(bytes[Int(starts[Int($0)])..<Int(starts[Int($0) + 1])]) }
    }

    /// The match key of city `index`.
    func key(of index: Int) -> ArraySlice<UInt8> {
        bytes[Int(starts[index])..<Int(starts[index + 1])]
    }

    // MARK: Ranges

    /// Positions (into the sorted order) of the cities whose key equals `key`.
    func exactRange(_ key: [UInt8]) -> Range<Int> {
        lowerBound(key, limit: Int.max, orEqual: false)..<lowerBound(key, limit: Int.max, orEqual: true)
    }

    /// Positions of the cities whose key starts with `prefix`.
    func prefixRange(_ prefix: [UInt8]) -> Range<Int> {
        lowerBound(prefix, limit: prefix.count, orEqual: false)..<lowerBound(prefix, limit: prefix.count, orEqual: true)
    }

    /// The first position whose key (truncated to `limit` bytes) is not less
    /// than `probe` (or, with `orEqual`, is greater than `probe`).
    private func lowerBound(_ probe: [UInt8], limit: Int, orEqual: Bool) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            probe.withUnsafeBufferPointer { probe in
                var low = 0, high = sorted.count
                while low < high {
                    let mid = (low + high) / 2
                    let city = Int(sorted[mid])
                    let key = UnsafeBufferPointer(rebasing: buffer[Int(starts[city])..<Int(starts[city + 1])])
                    let c = Self.compare(key, probe, limit: limit)
                    if c < 0 || (orEqual && c == 0) { low = mid + 1 } else { high = mid }
                }
                return low
            }
        }
    }

    /// Bytewise comparison of `a` truncated to `limit` bytes with `b`.
    @inline(__always)
    private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        let a = a.count > limit ? UnsafeBufferPointer(rebasing: a[0..<limit]) : a
        let n = min(a.count, b.count)
        var i = 0
        while i < n {
            if a[i] != b[i] { return a[i] < b[i] ? -1 : 1 }
            i += 1
        }
        return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
    }

    // MARK: Selection

    /// The (at most) `limit` best-ranked city indexes among the positions in
    /// `range` that satisfy `include`, best first.
    func best(in range: Range<Int>, limit: Int, where include: (Int) -> Bool = { _ in true }) -> [Int] {
        guard limit > 0 else { return [] }
        var top: [Int] = []
        top.reserveCapacity(limit + 1)
        for position in range {
            let city = Int(sorted[position])
            if top.count == limit, let worst = top.last, city > worst { continue }
            guard include(city) else { continue }
            let slot = top.firstIndex { $0 > city } ?? top.count
            top.insert(city, at: slot)
            if top.count > limit { top.removeLast() }
        }
        return top
    }

    /// Cities whose key is within `maxDistance` edits (insertions, deletions,
    /// substitutions, adjacent transpositions) of `key`, nearest first and
    /// then by rank; at most `limit`.
    func nearest(_ probe: [UInt8], maxDistance: Int, limit: Int, where include: (Int) -> Bool = { _ in true }) -> [Int] {
        guard maxDistance > 0, limit > 0 else { return [] }
        var found: [(distance: Int, city: Int)] = []
        var scratch = CityEditDistance(capacity: probe.count)
        let probeLetters = LetterPairs(probe)
        var counts = LetterCounts(probe)
        let shortest = min(max(0, probe.count - maxDistance), lengthStarts.count - 1)
        let longest = min(probe.count + maxDistance + 1, lengthStarts.count - 1)
        for position in Int(lengthStarts[shortest])..<Int(lengthStarts[longest]) {
            guard letters[position].mayBeWithin(maxDistance, probeLetters) else { continue }
            let city = Int(byLength[position])
            let key = key(of: city)
            guard counts.mayBeWithin(maxDistance, key),
                let d = scratch.distance(probe, key, max: maxDistance), include(city)
            else { continue }
            found.append((d, city))
        }
        found.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.city < $1.city }
        return found.prefix(limit).map(\.city)
    }
}

/// How many of each byte (mod 64) a probe has: one edit changes the counts
/// by two at most, so a key whose counts differ from the probe's by more
/// than `2k` is more than `k` edits away. Stronger than `LetterPairs` (it
/// sees every count, not only up to two), still far cheaper than the distance itself.
private struct LetterCounts {
    private var counts = [Int16](repeating: 0, count: 64)
    private let total: Int

    init(_ probe: [UInt8]) {
        for byte in probe { counts[Int(byte & 63)] += 1 }
        total = probe.count
    }

    /// Whether `key` may be within `k` edits of the probe (the counts are
    /// borrowed and given back).
    mutating func mayBeWithin(_ k: Int, _ key: ArraySlice<UInt8>) -> Bool {
        var extra = 0
        for byte in key {
            counts[Int(byte & 63)] -= 1
            if counts[Int(byte & 63)] < 0 { extra += 1 }
        }
        for byte in key { counts[Int(byte & 63)] += 1 }
        let missing = total - (key.count - extra)
        return extra + missing <= 2 * k
    }
}

/// Optimal-string-alignment distance with an early exit once every cell of a
/// row exceeds the bound. Reuses its row buffers between calls.
private struct CityEditDistance {
    private var previous2: [Int]
    private var previous: [Int]
    private var current: [Int]

    init(capacity: Int) {
        previous2 = Array(repeating: 0, count: capacity + 1)
        previous = previous2
        current = previous2
    }

    /// The distance between `a` and `b`, or nil if it exceeds `max`.
    mutating func distance(_ a: [UInt8], _ b: ArraySlice<UInt8>, max bound: Int) -> Int? {
        let n = a.count
        guard n > 0 else { return b.count <= bound ? b.count : nil }
        if previous.count < n + 1 { self = CityEditDistance(capacity: n) }
        for j in 0...n { previous[j] = j }
        var lastB: UInt8 = 0
        for (i, cb) in b.enumerated() {
            current[0] = i + 1
            var rowMin = current[0]
            for j in 1...n {
                let ca = a[j - 1]
                var cell = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca == cb ? 0 : 1))
                if i > 0, j > 1, ca == lastB, a[j - 2] == cb {
                    cell = Swift.min(cell, previous2[j - 2] + 1)
                }
                current[j] = cell
                rowMin = Swift.min(rowMin, cell)
            }
            if rowMin > bound { return nil }
            swap(&previous2, &previous)
            swap(&previous, &current)
            lastB = cb
        }
        return previous[n] <= bound ? previous[n] : nil
    }
}
