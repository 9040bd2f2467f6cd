extension Array {
    /// `count` copies of `value`, as `init(repeating:count:)` makes them, allocated through the
    /// code specialized for the element type: `init(repeating:count:)` allocates through the
    /// standard library's unspecialized path, which asks the runtime for the storage class's
    /// metadata on every call (about 230 more instructions, which restoring or editing a small
    /// accordion pays several times).
    @inlinable
    init(filledWith value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        append(contentsOf: repeatElement(value, count: count))
    }
}
