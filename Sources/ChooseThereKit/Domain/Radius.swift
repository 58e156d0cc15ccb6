// MARK: - One rule for radii

/// The radius of `near`, `within …` and `set radius`: one range everywhere
/// (sub-kilometre radii are useful in a dense city). Out of range is refused
/// with the range, never clamped silently.
public enum Radius {
    public static let range: ClosedRange<Double> = 0.1...10

    public static func isValid(_ km: Double) -> Bool { km.isFinite && range.contains(km) }
}
