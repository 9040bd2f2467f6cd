extension Accordion {
    /// The destination of a visible row, for the navigator to push or show; `nil` if the row
    /// has none (a header that only expands, for example). Selecting changes nothing.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``, or ``AccordionError/Code/hiddenNode`` if a
    ///   collapsed ancestor hides the row.
    /// - Complexity: O(log *n*) expected.
    public func select(_ id: AccordionNodeID) throws(AccordionError) -> RowDestination<Value>? {
        let slot = try outline.slot(of: id)
        guard outline.isVisible(slot) else {
            throw AccordionError(.hiddenNode, "node \(id) is hidden by a collapsed ancestor and cannot be selected")
        }
        return try destination(of: id)
    }
}
