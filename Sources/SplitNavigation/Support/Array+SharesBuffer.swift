// The module's one use of unsafe pointers: whether two arrays are one buffer, so unchanged
// columns and accordions compare and diff in O(1).

extension Array {
    /// Whether the two arrays are one buffer (or both empty), and so equal, as `Array`'s `==`
    /// also assumes.
    ///
    /// - Complexity: O(1).
    @inlinable
    func sharesBuffer(with other: [Element]) -> Bool {
        guard count == other.count else { return false }
        return count == 0
            || withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }
}
