/// The ids met so far while checking a state's invariants, to find one used twice.
///
/// The ids checked are at least 1 and below the state's counter, so while the counter is small,
/// as it is in every state an app or the testing kit makes, one bit per possible id records
/// them: hashing each id into a `Set` cost more than all the other checks of a child. A larger
/// counter (a decoded state can hold any) falls back to the set.
struct SeenChildIDs {
    /// Counters up to this many ids use the bits: 256 words.
    private static let bitLimit = 1 << 14
    private var bits: [UInt64]
    private var hashed: Set<ChildID> = []
    private let usesBits: Bool

    /// Ready for ids below `counter`, about `expected` of them.
    init(below counter: ChildID, expected: Int) {
        usesBits = counter.rawValue <= Self.bitLimit
        bits = usesBits ? [UInt64](repeating: 0, count: (max(counter.rawValue, 0) + 63) / 64) : []
        if !usesBits { hashed.reserveCapacity(expected) }
    }

    /// Records `id`; `false` when it was met before.
    mutating func insert(_ id: ChildID) -> Bool {
        let raw = id.rawValue
        // An id outside the bits (the caller checks the range first, but need not) is hashed.
        guard usesBits, raw >= 0, raw / 64 < bits.count else { return hashed.insert(id).inserted }
        let mask: UInt64 = 1 << UInt64(raw % 64)
        if bits[raw / 64] & mask != 0 { return false }
        bits[raw / 64] |= mask
        return true
    }
}
