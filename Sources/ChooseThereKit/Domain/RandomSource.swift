#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - The generator behind every random choice

/// The generator behind every random choice (seeded by `--seed`). A class:
/// the reducer draws from it and the sequence carries on across commands.
public final class RandomSource {
    private var generator: SeededRandom
    public init(seed: UInt64?) { generator = SeededRandom(seed: seed) }
    /// A double in [0, 1).
    public func unit() -> Double { generator.nextUnit() }
    /// An integer in 0..<bound (bound > 0).
    public func below(_ bound: Int) -> Int { Int(generator.next() % UInt64(max(1, bound))) }
    /// A version-4 UUID from this generator.
    public func uuidString() -> String { generator.uuidString() }
}
