// The module's one use of unsafe pointers: whether two arrays are one buffer, which no safe API
// answers. Copies of a state share their stacks' and accordions' buffers, so comparing them by
// identity first makes an unchanged column or accordion O(1) to compare and to diff.

extension Array {
    /// Whether the two arrays are one buffer (or both empty): then they hold the same elements,
    /// whatever the elements' own equality says, as `Array`'s `==` also assumes.
    ///
    /// - Complexity: O(1).
    @inlinable
    func sharesBuffer(with other: [Element]) -> Bool {
        guard count == other.count else { return false }
        return count == 0
            || withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }
}
