// MARK: - Did you mean?

/// Suggestions for mistyped words: prefix matches first, then the closest
/// by edit distance (within a tolerance that grows with the word).
public enum DidYouMean {
    /// The best candidate for `word`, or nil when nothing is close.
    public static func suggest(_ word: String, from candidates: [String]) -> String? {
        suggestions(word, from: candidates, limit: 1).first
    }

    /// Up to `limit` candidates, best first.
    public static func suggestions(_ word: String, from candidates: [String], limit: Int = 3) -> [String] {
        let w = Folding.key(word)
        guard !w.isEmpty else { return [] }
        var seen = Set<String>()
        let unique = candidates.filter { seen.insert(Folding.key($0)).inserted }
        let prefixed = unique.filter { Folding.key($0).hasPrefix(w) && Folding.key($0) != w }
            .sorted { ($0.count, $0) < ($1.count, $1) }
        if w.count >= 2, !prefixed.isEmpty { return Array(prefixed.prefix(limit)) }
        let tolerance = w.count <= 3 ? 1 : (w.count <= 6 ? 2 : 3)
        let close = unique.compactMap { c -> (String, Int)? in
            let d = distance(w, Folding.key(c))
            return d <= tolerance && d > 0 ? (c, d) : nil
        }.sorted { ($0.1, $0.0.count, $0.0) < ($1.1, $1.0.count, $1.0) }
        return Array(close.prefix(limit).map(\.0))
    }

    /// Damerau–Levenshtein (optimal string alignment) distance.
    public static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a), Array(b))
    }

    /// The same, over characters already split (callers comparing one word with many).
    static func distance(_ x: [Character], _ y: [Character]) -> Int {
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        if abs(x.count - y.count) > 3 { return abs(x.count - y.count) }
        var prevPrev = [Int](repeating: 0, count: y.count + 1)
        var prev = Array(0...y.count)
        var cur = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            cur[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    cur[j] = min(cur[j], prevPrev[j - 2] + 1)
                }
            }
            (prevPrev, prev, cur) = (prev, cur, prevPrev)
        }
        return prev[y.count]
    }

    /// The same distance between two words' Unicode scalars, when it is at
    /// most `k`; `k + 1` as soon as it cannot be (the smallest value of a
    /// row never decreases, transpositions included). No allocation on the
    /// heap: the rows live on the stack. For comparing one typed word with
    /// thousands of candidates.
    static func distance(_ x: [UInt32], _ y: [UInt32], max k: Int) -> Int {
        let n = x.count, m = y.count
        if abs(n - m) > k { return k + 1 }
        if n == 0 || m == 0 { return max(n, m) }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (m + 1)) { rows -> Int in
            var prevPrev = 0, prev = m + 1, cur = 2 * (m + 1)
            for j in 0...m { rows[prev + j] = j; rows[prevPrev + j] = 0 }
            for i in 1...n {
                rows[cur] = i
                var smallest = i
                for j in 1...m {
                    let cost = x[i - 1] == y[j - 1] ? 0 : 1
                    var v = Swift.min(rows[prev + j] + 1, rows[cur + j - 1] + 1, rows[prev + j - 1] + cost)
                    if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { v = Swift.min(v, rows[prevPrev + j - 2] + 1) }
                    rows[cur + j] = v
                    smallest = Swift.min(smallest, v)
                }
                if smallest > k { return k + 1 }
                (prevPrev, prev, cur) = (prev, cur, prevPrev)
            }
            return Swift.min(rows[prev + m], k + 1)
        }
    }
}
