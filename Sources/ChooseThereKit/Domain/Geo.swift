#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Geography

/// A point on Earth in degrees.
public struct Coordinate: Sendable, Equatable, Hashable {
    public var lat: Double
    public var lng: Double
    public init(lat: Double, lng: Double) { self.lat = lat; self.lng = lng }

    /// True when both values are finite and in range.
    public var isValid: Bool {
        lat.isFinite && lng.isFinite && (-90...90).contains(lat) && (-180...180).contains(lng)
    }
}

/// Great-circle math and distance formatting.
public enum Geo {
    static let earthRadiusKm = 6371.0088

    /// Haversine distance in kilometres.
    public static func distanceKm(_ a: Coordinate, _ b: Coordinate) -> Double {
        let dLat = (b.lat - a.lat) * .pi / 180
        let dLng = (b.lng - a.lng) * .pi / 180
        let la1 = a.lat * .pi / 180, la2 = b.lat * .pi / 180
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(la1) * cos(la2) * sin(dLng / 2) * sin(dLng / 2)
        return 2 * earthRadiusKm * asin(min(1, sqrt(h)))
    }

    /// Initial bearing from `a` to `b`, degrees clockwise from north.
    public static func bearing(_ a: Coordinate, _ b: Coordinate) -> Double {
        let la1 = a.lat * .pi / 180, la2 = b.lat * .pi / 180
        let dLng = (b.lng - a.lng) * .pi / 180
        let y = sin(dLng) * cos(la2)
        let x = cos(la1) * sin(la2) - sin(la1) * cos(la2) * cos(dLng)
        let deg = atan2(y, x) * 180 / .pi
        return (deg + 360).truncatingRemainder(dividingBy: 360)
    }

    /// `850 m` below 1 km, `1.2 km` above.
    public static func formatDistance(km: Double) -> String {
        guard km.isFinite, km >= 0 else { return "? km" }
        if km >= 100_000 { return "over 100,000 km" }
        if km < 1 {
            let metres = Int((km * 1000).rounded())
            return metres >= 1000 ? "1.0 km" : "\(metres) m"
        }
        if km < 100 {
            return "\(Double(Int((km * 10).rounded())) / 10) km"
        }
        return "\(Int(km.rounded())) km"
    }

    /// A radius as the user would say it: `3 km`, `1.5 km`, `500 m`.
    public static func formatRadius(km: Double) -> String {
        guard km.isFinite, km >= 0 else { return "? km" }
        if km >= 100_000 { return "over 100,000 km" }
        if km < 1 { return "\(Int((km * 1000).rounded())) m" }
        if km.rounded() == km { return "\(Int(km)) km" }
        return "\(km) km"
    }
}
