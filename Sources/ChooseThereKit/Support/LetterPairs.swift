// MARK: - LetterPairs: which letters a word has, once and twice, as 2 × 64 bits

/// The letters of a word (bytes or Unicode scalars, each as bit
/// `value % 64`) it has once or more and twice or more: a cheap test before
/// an edit-distance computation. One edit changes the letter counts, summed
/// over letters, by at most two (a substitution drops one letter and adds
/// another; a transposition changes none), and the two masks see every
/// count up to two, so words within `k` edits differ in at most `2k` bits
/// of the two together.
struct LetterPairs: Equatable {
    var once: UInt64 = 0
    var twice: UInt64 = 0

    @inline(__always)
    init<S: Sequence>(_ values: S) where S.Element: BinaryInteger {
        for v in values {
            let bit: UInt64 = 1 << UInt64(v & 63)
            twice |= once & bit
            once |= bit
        }
    }

    /// Whether two words with these letters may be within `k` edits.
    @inline(__always)
    func mayBeWithin(_ k: Int, _ other: LetterPairs) -> Bool {
        (once ^ other.once).nonzeroBitCount + (twice ^ other.twice).nonzeroBitCount <= 2 * k
    }
}
