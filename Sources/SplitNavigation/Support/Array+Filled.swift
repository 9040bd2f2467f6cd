extension Array {
    /// `count` copies of `value`, allocated through code specialized for the element type, as
    /// `init(repeating:count:)` asks the runtime for metadata on every call.
    @inlinable
    init(filledWith value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        append(contentsOf: repeatElement(value, count: count))
    }
}
