/// The ids met so far while checking a state's invariants, to find one used twice.
///
/// The ids checked are at least 1 and below the state's counter, so while the counter is small,
/// as it is in every state an app or the testing kit makes, one bit per possible id records
/// them: hashing each id into a `Set` cost more than all the other checks of a child. Up to 256
/// ids the bits are four words held inline, which allocates nothing (the property runner checks
/// a state after every step, and its counters stay small); up to 16,384 they are an array; a
/// larger counter (a decoded state can hold any) falls back to the set.
struct SeenChildIDs {
    /// Counters up to this many ids use the inline words.
    private static let inlineLimit = 256
    /// Counters up to this many ids use the bits: 256 words.
    private static let bitLimit = 1 << 14
    private var inline: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var bits: [UInt64] = []
    private var hashed: Set<ChildID> = []
    private let usesInline: Bool
    private let usesBits: Bool

    /// Ready for ids below `counter`, about `expected` of them.
    init(below counter: ChildID, expected: Int) {
        usesInline = counter.rawValue <= Self.inlineLimit
        usesBits = !usesInline && counter.rawValue <= Self.bitLimit
        if usesBits {
            bits.reserveCapacity((counter.rawValue + 63) / 64)
            bits.append(contentsOf: repeatElement(0, count: (counter.rawValue + 63) / 64))
        } else if !usesInline {
            hashed.reserveCapacity(expected)
        }
    }

    /// Records `id`; `false` when it was met before.
    mutating func insert(_ id: ChildID) -> Bool {
        let raw = id.rawValue
        // An id outside the bits (the caller checks the range first, but need not) is hashed.
        if usesInline, raw >= 0, raw < Self.inlineLimit {
            let mask: UInt64 = 1 << UInt64(raw % 64)
            return withUnsafeMutableBytes(of: &inline) { words in
                let offset = (raw / 64) * MemoryLayout<UInt64>.stride
                let word = words.load(fromByteOffset: offset, as: UInt64.self)
                if word & mask != 0 { return false }
                words.storeBytes(of: word | mask, toByteOffset: offset, as: UInt64.self)
                return true
            }
        }
        guard usesBits, raw >= 0, raw / 64 < bits.count else { return hashed.insert(id).inserted }
        let mask: UInt64 = 1 << UInt64(raw % 64)
        if bits[raw / 64] & mask != 0 { return false }
        bits[raw / 64] |= mask
        return true
    }
}
