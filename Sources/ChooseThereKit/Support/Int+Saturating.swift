// MARK: - Whole numbers from input that may be any size

extension Int {
    /// `value` rounded toward zero and held inside `range`: a number typed as
    /// `99999999999999999999` (or NaN, or infinity) can never trap the way
    /// `Int(value)` does. NaN reads as the range's lower bound.
    public init(saturating value: Double, in range: ClosedRange<Int> = Int.min...Int.max) {
        guard !value.isNaN else { self = range.lowerBound; return }
        if value <= Double(range.lowerBound) { self = range.lowerBound; return }
        // Double(Int.max) rounds up to 2^63, so compare before converting.
        if value >= Double(range.upperBound) { self = range.upperBound; return }
        self = Int(value)
    }
}
