/// The ids met so far while checking a state's invariants, to find one used twice.
///
/// Ids lie below the state's counter, so for a small counter one bit per id records them,
/// cheaper than hashing into a `Set`: inline words up to 256 ids, an array up to 16,384, and a
/// set beyond.
struct SeenChildIDs {
    /// Counters up to this many ids use the inline words.
    private static let inlineLimit = 256
    /// Counters up to this many ids use the bits: 256 words.
    private static let bitLimit = 1 << 14
    private var inline: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var bits: [UInt64] = []
    private var hashed: Set<ChildID> = []
    private let usesInline: Bool
    /// The ids `0..<bitCount` have a bit, inline or in `bits`; the others are hashed.
    private let bitCount: Int

    /// Ready for ids below `counter`, about `expected` of them.
    init(below counter: ChildID, expected: Int) {
        usesInline = counter.rawValue <= Self.inlineLimit
        if usesInline {
            bitCount = Self.inlineLimit
        } else if counter.rawValue <= Self.bitLimit {
            bits = [UInt64](filledWith: 0, count: (counter.rawValue + 63) / 64)
            bitCount = bits.count * 64
        } else {
            bitCount = 0
            hashed.reserveCapacity(expected)
        }
    }

    /// Records `id`; `false` when it was met before.
    mutating func insert(_ id: ChildID) -> Bool {
        let raw = id.rawValue
        // An id outside the bits (the caller checks the range first, but need not) is hashed.
        guard raw >= 0, raw < bitCount else { return hashed.insert(id).inserted }
        let word = raw / 64
        let mask: UInt64 = 1 << UInt64(raw % 64)
        if usesInline {
            switch word {
            case 0: return Self.set(mask, in: &inline.0)
            case 1: return Self.set(mask, in: &inline.1)
            case 2: return Self.set(mask, in: &inline.2)
            default: return Self.set(mask, in: &inline.3)
            }
        }
        return Self.set(mask, in: &bits[word])
    }

    /// Sets `mask`'s bit in `word`; `false` when it was set already.
    private static func set(_ mask: UInt64, in word: inout UInt64) -> Bool {
        if word & mask != 0 { return false }
        word |= mask
        return true
    }
}
