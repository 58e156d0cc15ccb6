// MARK: - LetterSet: which letters a word has, as 64 bits

/// The letters of a word (bytes or Unicode scalars), each as bit
/// `value % 64`: a cheap test before an edit-distance computation. One edit
/// changes at most two bits (a substitution drops one letter and adds
/// another), so words within `k` edits differ in at most `2k` bits.
enum LetterSet {
    @inline(__always)
    static func of<S: Sequence>(_ values: S) -> UInt64 where S.Element: BinaryInteger {
        var mask: UInt64 = 0
        for v in values { mask |= 1 << UInt64(v & 63) }
        return mask
    }

    /// Whether two words with these letter sets may be within `k` edits.
    @inline(__always)
    static func mayBeWithin(_ k: Int, _ a: UInt64, _ b: UInt64) -> Bool { (a ^ b).nonzeroBitCount <= 2 * k }
}
