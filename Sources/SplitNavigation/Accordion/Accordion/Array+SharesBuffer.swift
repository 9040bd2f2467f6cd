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
