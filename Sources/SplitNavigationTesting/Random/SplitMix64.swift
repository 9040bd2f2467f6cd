/// A seeded random generator whose output depends on its seed alone: SplitMix64.
///
/// The algorithm is Steele, Lea and Flood's SplitMix64 (the 64-bit increment
/// `0x9E3779B97F4A7C15` and the variant-13 mixer), computed with wrapping 64-bit integer
/// arithmetic only, so the same seed gives the same sequence on every platform, in every build
/// configuration and in every version of this package: a seed printed by a failing run today
/// replays the same run tomorrow. Changing the sequence would be a breaking change.
///
/// The helpers draw from ``next()`` with their own documented arithmetic rather than the
/// standard library's `Int.random(in:using:)`, whose use of the generator is not promised to
/// stay the same across Swift versions.
///
/// ```swift
/// var random = SplitMix64(seed: 2026)
/// let die = random.int(in: 1...6)
/// let column = random.bool() ? Column.primary : .detail
/// ```
///
/// It is not a cryptographic generator, and not meant to be shared between threads: it is a
/// value, copy it or derive seeds with ``seed(_:index:)``.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    /// The generator's whole state: the seed plus the increment times the numbers drawn.
    public private(set) var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    ///
    /// - Complexity: O(1).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// The SplitMix64 finaliser: a bijection of 64-bit values that spreads every input bit over
    /// every output bit.
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seed of the `index`-th item (a sequence of a run, say) derived from a parent seed:
    /// `mix(seed &+ (index &+ 1) &* 0x9E3779B97F4A7C15)`, the `index`-th output of
    /// `SplitMix64(seed: seed)`, computed without drawing the ones before it.
    public static func seed(_ seed: UInt64, index: UInt64) -> UInt64 {
        mix(seed &+ (index &+ 1) &* 0x9E37_79B9_7F4A_7C15)
    }

    /// A uniform number in `0..<bound`, without modulo bias (Lemire's multiply-and-reject
    /// method); `0` when `bound` is `0`.
    ///
    /// - Complexity: O(1) expected.
    public mutating func uint64(below bound: UInt64) -> UInt64 {
        guard bound > 0 else { return 0 }
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            // 2^64 mod bound: the low products below it would make some results more likely.
            let threshold = (0 &- bound) % bound
            while product.low < threshold {
                product = next().multipliedFullWidth(by: bound)
            }
        }
        return product.high
    }

    /// A uniform number in `0..<bound`; `0` when `bound` is not positive.
    public mutating func int(below bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        return Int(uint64(below: UInt64(bound)))
    }

    /// A uniform number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(UInt(bitPattern: range.upperBound &- range.lowerBound)) &+ 1
        // A span of 0 means the range covers every Int.
        let offset = span == 0 ? next() : uint64(below: span)
        return range.lowerBound &+ Int(truncatingIfNeeded: offset)
    }

    /// `true` or `false`, each half the time (the top bit of the next number).
    public mutating func bool() -> Bool {
        next() >> 63 == 1
    }

    /// `true` with probability `percent` / 100 (clamped to 0...100).
    public mutating func chance(percent: Int) -> Bool {
        int(below: 100) < percent
    }

    /// A uniform element of `elements`; `nil` when it is empty.
    public mutating func element<C: RandomAccessCollection>(of elements: C) -> C.Element? {
        guard !elements.isEmpty else { return nil }
        return elements[elements.index(elements.startIndex, offsetBy: int(below: elements.count))]
    }

    /// An index of `weights` chosen with probability proportional to its weight; negative
    /// weights count as zero. `nil` when no weight is positive.
    ///
    /// - Complexity: O(*n*).
    public mutating func weightedIndex(_ weights: [Int]) -> Int? {
        // Index loops: the generator asks before every event, and a debug build (a test's) runs
        // `for`-`in` and `enumerated()` through the standard library's unspecialized iterators,
        // several hundred instructions a weight.
        var total = 0
        var index = 0
        while index < weights.count {
            let weight = weights[index]
            if weight > 0 { total = total.addingReportingOverflow(weight).overflow ? Int.max : total + weight }
            index += 1
        }
        guard total > 0 else { return nil }
        var roll = int(below: total)
        var lastPositive: Int?
        index = 0
        while index < weights.count {
            let weight = weights[index]
            if weight > 0 {
                if roll < weight { return index }
                roll -= weight
                lastPositive = index
            }
            index += 1
        }
        return lastPositive
    }
}
