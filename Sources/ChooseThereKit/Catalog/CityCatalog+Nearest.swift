#if canImport(Glibc)
import Glibc
#endif
// MARK: - The city nearest a point

extension CityCatalog {
    /// The catalogue city closest to `point` (Brazilian municipalities and
    /// world cities alike). A linear scan with an equirectangular estimate,
    /// then the exact distance for the winner: about 40,000 cheap steps.
    public func nearest(to point: Coordinate) -> City? {
        guard point.isValid else { return nil }
        let cosLat = cos(point.lat * .pi / 180)
        var best: City?
        var bestScore = Double.infinity
        for city in cities {
            let dLat = city.lat - point.lat
            var dLng = abs(city.lng - point.lng)
            if dLng > 180 { dLng = 360 - dLng }
            let score = dLat * dLat + (dLng * cosLat) * (dLng * cosLat)
            if score < bestScore {
                bestScore = score
                best = city
            }
        }
        return best
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
