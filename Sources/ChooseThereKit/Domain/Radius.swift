// MARK: - One rule for radii

/// The radius of `near`, `within …` and `set radius`: one range everywhere
/// (sub-kilometre radii are useful in a dense city). Out of range is refused
/// with the range, never clamped silently.
public enum Radius {
    public static let range: ClosedRange<Double> = 0.1...10

    public static func isValid(_ km: Double) -> Bool { km.isFinite && range.contains(km) }

    /// The radius to suggest after a search at `km` found nothing: the next
    /// of 1, 2, 5 and 10 km above it; nil at the largest radius.
    public static func larger(than km: Double) -> Double? {
        [1, 2, 5, 10].first { $0 > km + 1e-9 && $0 <= range.upperBound }
    }

    /// A radius as typed in a command: `5km`, `500m`.
    public static func typed(_ km: Double) -> String {
        km < 1 ? "\(Int((km * 1000).rounded()))m" : (km == km.rounded() ? "\(Int(km))km" : "\(km)km")
    }
}
